//! The JSON frames of the table protocol (docs/protocol.md), in both directions.
//!
//! Every view and event put into a frame comes from the game's `view` and `last_events`
//! for the receiving viewer; this module only arranges them.

use crate::clock::Clock;
use crate::history::{History, Step};
use crate::store::ChatLine;
use axum::extract::ws::Utf8Bytes;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use whodunit_engine::{ActionError, Json, Seat, Table, Viewer};

/// A serialised server frame, cheap to clone into several connection queues.
pub type Frame = Utf8Bytes;

/// The largest client frame handled; larger ones get a `too_large` error.
pub const MAX_CLIENT_FRAME: usize = 64 * 1024;

/// A seat as everyone may see it.
#[derive(Clone, Debug, Serialize)]
pub struct PublicSeat {
    pub seat: Seat,
    /// `human` or `bot:LEVEL`.
    pub player: String,
}

#[derive(Serialize)]
struct LogEntry {
    seq: u64,
    seat: Seat,
    /// Played by a bot standing in for the seat's person.
    #[serde(skip_serializing_if = "is_false")]
    stand_in: bool,
    events: Vec<Json>,
}

/// A chat line as clients get it: exactly what was typed, by whom and when, nothing else.
#[derive(Serialize)]
struct ChatEntry<'a> {
    n: u64,
    step: u64,
    /// `null`: a spectator.
    seat: Option<u8>,
    name: &'a str,
    text: &'a str,
    at: i64,
}

impl<'a> From<&'a ChatLine> for ChatEntry<'a> {
    fn from(line: &'a ChatLine) -> ChatEntry<'a> {
        ChatEntry {
            n: line.n,
            step: line.step,
            seat: line.seat,
            name: &line.name,
            text: &line.text,
            at: line.at,
        }
    }
}

fn is_false(flag: &bool) -> bool {
    !flag
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ServerFrame<'a> {
    Snapshot {
        seq: u64,
        game: &'a str,
        seat: Option<Seat>,
        seats: &'a [PublicSeat],
        view: Json,
        to_act: Option<Seat>,
        #[serde(skip_serializing_if = "Option::is_none")]
        legal: Option<Json>,
        log: Vec<LogEntry>,
        chat: Vec<ChatEntry<'a>>,
    },
    Events {
        seq: u64,
        seat: Seat,
        #[serde(skip_serializing_if = "is_false")]
        stand_in: bool,
        events: Vec<Json>,
        view: Json,
        to_act: Option<Seat>,
        #[serde(skip_serializing_if = "Option::is_none")]
        legal: Option<Json>,
    },
    Legal {
        seq: u64,
        actions: Json,
    },
    Notebook {
        seq: u64,
        notebook: Option<Json>,
    },
    Replay {
        game: &'a str,
        seats: &'a [PublicSeat],
        seat: Option<Seat>,
        omniscient: bool,
        step: u64,
        last: u64,
        over: bool,
        view: Json,
        to_act: Option<Seat>,
        log: Vec<LogEntry>,
        notebook: Option<Json>,
        chat: Vec<ChatEntry<'a>>,
    },
    /// The clock of a table that has one (or of a rematch someone left): whose decision is
    /// due and the time it has left (none while a bot plays it, nobody came to the seat, or
    /// without a clock), and the seats bots stand in for.
    Clock {
        seq: u64,
        clock: Clock,
        seat: Option<Seat>,
        remaining_ms: Option<i64>,
        stand_ins: &'a [Seat],
        /// The seats whose people left this rematch: a bot plays them to the end.
        left: &'a [Seat],
    },
    /// A finished table's rematch is set up: each person asks for its seat there.
    Rematch {
        table: &'a str,
    },
    /// The finished table is settled: its people's ratings and changes can be read with
    /// `GET /api/tables/{id}/people`.
    People,
    /// One chat line, to the connections that may read it (crate::chat).
    Chat(ChatEntry<'a>),
    Error(&'a ErrorFrame),
}

/// What went wrong with a client's frame. Sent to that connection only.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ErrorFrame {
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    pub message: String,
    /// The table's current `seq`, with `stale`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
}

impl ErrorFrame {
    pub fn new(code: &'static str, message: impl Into<String>) -> ErrorFrame {
        ErrorFrame {
            code,
            rule: None,
            message: message.into(),
            seq: None,
        }
    }

    pub fn stale(sent: u64, current: u64) -> ErrorFrame {
        ErrorFrame {
            seq: Some(current),
            ..ErrorFrame::new(
                "stale",
                format!("the action was for seq {sent}, but the table is at seq {current}"),
            )
        }
    }

    pub fn refused(error: ActionError) -> ErrorFrame {
        match error {
            ActionError::Malformed(message) => ErrorFrame::new("malformed", message),
            ActionError::Rule(rule) => ErrorFrame {
                rule: Some(rule.rule.into_owned()),
                ..ErrorFrame::new("rule", rule.message)
            },
        }
    }

    pub fn to_frame(&self) -> Frame {
        encode(&ServerFrame::Error(self))
    }
}

/// A message from a client.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientFrame {
    Action {
        seq: u64,
        action: Value,
    },
    Resume {
        seq: u64,
    },
    Legal,
    Notebook,
    /// The person takes their seat back from the bot standing in for them.
    Back,
    /// A line of table chat (crate::chat checks it).
    Chat {
        text: String,
    },
}

impl ClientFrame {
    pub fn parse(text: &str) -> Result<ClientFrame, ErrorFrame> {
        if text.len() > MAX_CLIENT_FRAME {
            return Err(ErrorFrame::new(
                "too_large",
                format!(
                    "the frame has {} bytes; the limit is {MAX_CLIENT_FRAME}",
                    text.len()
                ),
            ));
        }
        serde_json::from_str(text).map_err(|e| {
            ErrorFrame::new(
                "malformed",
                format!("not a message of the table protocol: {e}"),
            )
        })
    }
}

fn encode(frame: &ServerFrame<'_>) -> Frame {
    // Serialising values built from JSON and plain fields cannot fail.
    serde_json::to_string(frame)
        .unwrap_or_else(|_| String::from(r#"{"type":"error","code":"internal","message":""}"#))
        .into()
}

/// The full state of the table for a (re)connecting viewer, with the chat lines it may read.
/// Once the game is over the whole record is open to everyone (CL-INFO-12), so the log is
/// then the omniscient one.
pub fn snapshot(
    history: &History,
    game: &str,
    seats: &[PublicSeat],
    viewer: Viewer,
    chat: &[&ChatLine],
) -> Frame {
    let table = history.current();
    let log_viewer = if history.is_over() {
        Viewer::Omniscient
    } else {
        viewer
    };
    let log = history
        .steps()
        .iter()
        .enumerate()
        .map(|(index, step)| LogEntry {
            seq: index as u64 + 1,
            seat: step.seat,
            stand_in: step.stand_in,
            events: step.after.last_events(log_viewer),
        })
        .collect();
    encode(&ServerFrame::Snapshot {
        seq: history.seq(),
        game,
        seat: viewer.seat(),
        seats,
        view: table.view(viewer),
        to_act: to_act(table),
        legal: legal_if_to_act(table, viewer),
        log,
        chat: chat.iter().map(|&line| line.into()).collect(),
    })
}

/// A step as the replay viewer gets it: who acted, whether a bot stood in for them, and
/// the table after.
pub struct ReplayStep<'a> {
    pub seat: Seat,
    pub stand_in: bool,
    pub after: &'a dyn Table,
}

/// One step of a game for the replay viewer (`GET /api/tables/{id}/replay`), as `viewer`
/// saw it: `steps` are the steps up to the one shown, `last`
/// the last step there is; `chat` the lines up to that step the viewer may read. The seat's
/// notebook at that step is worked out here, so call this off the async threads.
#[allow(clippy::too_many_arguments)]
pub fn replay(
    game: &str,
    seats: &[PublicSeat],
    initial: &dyn Table,
    steps: &[ReplayStep<'_>],
    last: u64,
    over: bool,
    viewer: Viewer,
    chat: &[ChatLine],
) -> Frame {
    let shown = steps.last().map_or(initial, |step| step.after);
    let log = steps
        .iter()
        .enumerate()
        .map(|(index, step)| LogEntry {
            seq: index as u64 + 1,
            seat: step.seat,
            stand_in: step.stand_in,
            events: step.after.last_events(viewer),
        })
        .collect();
    let notebook = match viewer {
        Viewer::Seat(_) => {
            let tables: Vec<&dyn Table> = steps.iter().map(|step| step.after).collect();
            shown.notebook(viewer, &tables)
        }
        Viewer::Spectator | Viewer::Omniscient => None,
    };
    encode(&ServerFrame::Replay {
        game,
        seats,
        seat: viewer.seat(),
        omniscient: viewer == Viewer::Omniscient,
        step: steps.len() as u64,
        last,
        over,
        view: shown.view(viewer),
        to_act: to_act(shown),
        log,
        notebook,
        chat: chat.iter().map(ChatEntry::from).collect(),
    })
}

/// One chat line.
pub fn chat(line: &ChatLine) -> Frame {
    encode(&ServerFrame::Chat(line.into()))
}

/// A table's clock now.
pub fn clock(
    seq: u64,
    clock: Clock,
    seat: Option<Seat>,
    remaining_ms: Option<i64>,
    stand_ins: &[Seat],
    left: &[Seat],
) -> Frame {
    encode(&ServerFrame::Clock {
        seq,
        clock,
        seat,
        remaining_ms,
        stand_ins,
        left,
    })
}

/// The rematch of a finished table is table `table`.
pub fn rematch(table: &str) -> Frame {
    encode(&ServerFrame::Rematch { table })
}

/// The finished table is settled (crate::results).
pub fn people() -> Frame {
    encode(&ServerFrame::People)
}

/// Step `seq` as `viewer` saw it; `latest`: it is the table's last step, so the seat to
/// act finds its legal actions in it and need not ask.
pub fn events(seq: u64, step: &Step, viewer: Viewer, latest: bool) -> Frame {
    encode(&ServerFrame::Events {
        seq,
        seat: step.seat,
        stand_in: step.stand_in,
        events: step.after.last_events(viewer),
        view: step.after.view(viewer),
        to_act: to_act(&*step.after),
        legal: latest
            .then(|| legal_if_to_act(&*step.after, viewer))
            .flatten(),
    })
}

/// The legal actions of the viewer's seat when that seat is to act: sent with the step, they
/// save the seat a `legal` round trip each turn. Only its own seat's, like `legal`.
fn legal_if_to_act(table: &dyn Table, viewer: Viewer) -> Option<Json> {
    let seat = viewer.seat()?;
    (to_act(table) == Some(seat)).then(|| table.legal_actions(seat))
}

/// A seat's legal actions now (none once the game is over or when it is not to act).
pub fn legal(history: &History, seat: Seat) -> Frame {
    encode(&ServerFrame::Legal {
        seq: history.seq(),
        actions: history.current().legal_actions(seat),
    })
}

/// What a seat can deduce at step `seq` (`None`: the game has no notebook).
pub fn notebook(seq: u64, notebook: Option<Json>) -> Frame {
    encode(&ServerFrame::Notebook { seq, notebook })
}

/// Whose decision it is; nobody's once the game is over.
pub fn to_act(table: &dyn Table) -> Option<Seat> {
    if table.outcome().is_some() {
        None
    } else {
        table.to_act()
    }
}
