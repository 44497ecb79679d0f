//! One live table: a task that alone owns the game, its bots and its connections.
//!
//! Connections never touch the game; they send [`Command`]s and receive serialised frames
//! through a bounded queue each. Owning everything in one task means actions are applied
//! one at a time in a single order, the order the store records, with no locks.
//!
//! An accepted action goes: game (on a copy) -> store (committed) -> history -> bots ->
//! every connection. If the store refuses, the copy is dropped and nothing has changed.
//!
//! With a shared store, other server instances may run a copy of the same table. Any copy
//! takes people's actions (the store's `(table, seq)` key lets only the first through, and
//! a copy that lost catches up from the store); only the copy that holds the table's lease,
//! its driver, plays the bots. Copies catch up when the store announces an append.

use crate::bots::Bots;
use crate::chat;
use crate::clock::{self, Clock};
use crate::frames::{self, ErrorFrame, Frame, PublicSeat};
use crate::history::{History, Step};
use crate::ratings;
use crate::store::{
    ChatLine, SeatPlayer, SeatRating, Settlement, Store, StoreError, StoredAction, TableHeader,
};
use crate::tokens;
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, watch};
use whodunit_engine::{Seat, Table, TableBot, Viewer};

/// Frames waiting for one connection. A connection that falls this far behind is dropped
/// (the client reconnects and gets a snapshot), so one slow reader costs bounded memory.
const CONNECTION_QUEUE: usize = 256;

/// Commands waiting for the table; senders wait when it is full.
const COMMAND_QUEUE: usize = 1024;

/// A `resume` further back than this is answered with a snapshot instead of events.
const MAX_RESUME_STEPS: u64 = 64;

/// How long bots wait before trying again after the store failed.
const STORE_RETRY: Duration = Duration::from_secs(1);

/// How a table paces itself.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// A short visible pause before each bot action, so people can follow.
    pub bot_delay: Duration,
    /// How long a finished table with nobody connected stays in memory. After that its task
    /// stops; the lobby loads it again from the store when someone asks for it.
    pub unload_after: Duration,
    /// With a shared store: how long a table's lease lasts unless its owner renews it, so
    /// how long a table whose server died waits before another takes it over.
    pub lease: Duration,
    /// At a table with a live clock: how long a person's connection may be gone before a
    /// bot stands in for them when their turn comes.
    pub absence_grace: Duration,
}

pub type ConnId = u64;

/// What connections ask of a table.
pub enum Command {
    /// Subscribe a viewer; the reply's queue starts with a snapshot.
    Connect {
        viewer: Viewer,
        reply: oneshot::Sender<Connection>,
    },
    Act {
        conn: ConnId,
        seat: Seat,
        seq: u64,
        action: Value,
    },
    Legal {
        conn: ConnId,
        seat: Seat,
    },
    Notebook {
        conn: ConnId,
        seat: Seat,
    },
    Resume {
        conn: ConnId,
        viewer: Viewer,
        seq: u64,
    },
    Disconnect {
        conn: ConnId,
    },
    /// The person in `seat` takes it back from the bot standing in for them.
    Back {
        seat: Seat,
    },
    /// The store has actions up to `seq` (another instance saved them): read them back.
    CatchUp {
        seq: u64,
    },
    /// A chat line (already checked by crate::chat) from connection `conn`: `seat` is
    /// `None` for a spectator, `name` the speaker's.
    Chat {
        conn: ConnId,
        seat: Option<Seat>,
        name: String,
        text: String,
    },
    /// The store has chat lines up to `n` (another instance saved them): read them back.
    ChatCatchUp {
        n: u64,
    },
    /// The seats' claims changed in the store (a person left this rematch): read them again.
    RereadSeats,
    /// A frame for every connection (news about the table, such as its rematch).
    Announce {
        frame: Frame,
    },
    /// One step for the replay viewer; see [`TableHandle::replay`].
    Replay {
        viewer: Viewer,
        step: Option<u64>,
        only_after_the_end: bool,
        reply: oneshot::Sender<Result<Frame, NotOver>>,
    },
    /// Every seat's key moments of a finished game (crate::moments).
    Moments {
        reply: crate::moments::Reply,
    },
}

/// A replay refused because the game is still being played.
#[derive(Debug)]
pub struct NotOver;

/// A subscribed connection: its id and its queue of frames.
pub struct Connection {
    pub id: ConnId,
    pub frames: mpsc::Receiver<Frame>,
}

/// Public progress of a table, readable without asking the task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status {
    pub seq: u64,
    pub to_act: Option<Seat>,
    pub over: bool,
}

/// A cheap handle on a live table, held by the lobby and by connections.
#[derive(Clone)]
pub struct TableHandle {
    pub id: Arc<str>,
    pub game: Arc<str>,
    /// Listed in the lobby (crate::listing).
    pub public: bool,
    /// Rated when it ends (crate::ratings).
    pub rated: bool,
    seats: Arc<[SeatPlayer]>,
    public_seats: Arc<[PublicSeat]>,
    commands: mpsc::Sender<Command>,
    status: watch::Receiver<Status>,
    /// Whether this copy drives the table (plays its bots): it holds the lease.
    driving: Arc<watch::Sender<bool>>,
}

impl TableHandle {
    /// Whether the table's task still runs (it stops once finished and left alone).
    pub fn is_running(&self) -> bool {
        !self.commands.is_closed()
    }

    /// The seat a token belongs to.
    pub fn seat_of(&self, token: &str) -> Option<Seat> {
        self.seats
            .iter()
            .enumerate()
            .find_map(|(index, player)| match player {
                SeatPlayer::Human { token: actual } if tokens::same_token(token, actual) => {
                    Some(Seat(index as u8))
                }
                _ => None,
            })
    }

    /// The seats for a person, in order, with their tokens.
    pub fn human_seats(&self) -> impl Iterator<Item = (Seat, &str)> {
        self.seats
            .iter()
            .enumerate()
            .filter_map(|(index, player)| match player {
                SeatPlayer::Human { token } => Some((Seat(index as u8), token.as_str())),
                SeatPlayer::Bot { .. } => None,
            })
    }

    pub fn public_seats(&self) -> &[PublicSeat] {
        &self.public_seats
    }

    pub fn status(&self) -> Status {
        *self.status.borrow()
    }

    /// A receiver that sees every status change (tests and tools wait on it).
    pub fn watch(&self) -> watch::Receiver<Status> {
        self.status.clone()
    }

    /// Subscribes a viewer; `None` if the table task has stopped.
    pub async fn connect(&self, viewer: Viewer) -> Option<Connection> {
        let (reply, answer) = oneshot::channel();
        self.send(Command::Connect { viewer, reply }).await.ok()?;
        answer.await.ok()
    }

    /// Queues a command; fails only if the table task has stopped.
    pub async fn send(&self, command: Command) -> Result<(), ErrorFrame> {
        self.commands
            .send(command)
            .await
            .map_err(|_| ErrorFrame::new("unavailable", "the table is not running"))
    }

    /// Step `step` (the last one if `None` or past it) as `viewer` saw it, with its log up to
    /// there and the seat's notebook then; refused while the game runs if
    /// `only_after_the_end` (the omniscient view, or a seat asked for without its token).
    /// `None` if the table task has stopped.
    pub async fn replay(
        &self,
        viewer: Viewer,
        step: Option<u64>,
        only_after_the_end: bool,
    ) -> Option<Result<Frame, NotOver>> {
        let (reply, answer) = oneshot::channel();
        let command = Command::Replay {
            viewer,
            step,
            only_after_the_end,
            reply,
        };
        self.send(command).await.ok()?;
        answer.await.ok()
    }

    /// Every seat's key moments, once the game is over; `None` if the table task stopped.
    pub async fn moments(&self) -> Option<Result<Arc<str>, crate::moments::Refusal>> {
        let (reply, answer) = oneshot::channel();
        self.send(Command::Moments { reply }).await.ok()?;
        answer.await.ok()
    }

    /// Sends `frame` to every connection of this copy of the table, without waiting.
    pub fn announce(&self, frame: Frame) {
        let commands = self.commands.clone();
        tokio::spawn(async move { commands.send(Command::Announce { frame }).await });
    }

    /// Tells the table a connection is gone, without waiting.
    pub fn disconnect(&self, conn: ConnId) {
        let _ = self.commands.try_send(Command::Disconnect { conn });
    }

    /// Asks the table to read the store's actions up to `seq`, without waiting for room in
    /// its queue.
    pub fn catch_up(&self, seq: u64) {
        if let Err(mpsc::error::TrySendError::Full(command)) =
            self.commands.try_send(Command::CatchUp { seq })
        {
            let commands = self.commands.clone();
            tokio::spawn(async move { commands.send(command).await });
        }
    }

    /// Asks the table to read its seats' claims again (a person left), without waiting.
    pub fn reread_seats(&self) {
        let commands = self.commands.clone();
        tokio::spawn(async move { commands.send(Command::RereadSeats).await });
    }

    /// Asks the table to read the store's chat lines up to `n`, without waiting.
    pub fn chat_catch_up(&self, n: u64) {
        let commands = self.commands.clone();
        tokio::spawn(async move { commands.send(Command::ChatCatchUp { n }).await });
    }

    /// Whether this copy plays the table's bots.
    pub fn is_driving(&self) -> bool {
        *self.driving.borrow()
    }

    /// Makes this copy the table's driver (it holds the lease) or a follower (it lost it).
    pub fn set_driving(&self, driving: bool) {
        self.driving.send_if_modified(|current| {
            let changed = *current != driving;
            *current = driving;
            changed
        });
    }
}

struct Subscriber {
    id: ConnId,
    viewer: Viewer,
    queue: mpsc::Sender<Frame>,
    /// A notebook is being worked out for this connection; requests meanwhile are
    /// answered by that one, so a connection costs at most one blocking thread.
    notebook_busy: Arc<AtomicBool>,
}

/// A bot's choice coming back from the blocking pool.
struct BotMove {
    seat: Seat,
    /// The table's seq when the bot was asked.
    seq: u64,
    /// The bot and its action, or `None` if the bot panicked.
    outcome: Option<(Box<dyn TableBot>, Value)>,
}

struct Actor {
    header: TableHeader,
    public_seats: Arc<[PublicSeat]>,
    history: History,
    bots: Bots,
    store: Arc<dyn Store>,
    subscribers: Vec<Subscriber>,
    next_conn: ConnId,
    status: watch::Sender<Status>,
    timing: Timing,
    /// Since when the game has been over with nobody connected.
    idle_since: Option<tokio::time::Instant>,
    bot_moves: mpsc::Sender<BotMove>,
    bot_busy: bool,
    /// The last attempt to save a bot's action failed; wait before the next.
    store_failed: bool,
    driving: watch::Receiver<bool>,
    /// The bot level that stands in for an absent person.
    stand_in_level: String,
    /// Per seat: since when (milliseconds since the Unix epoch) its person has held it, if
    /// one ever came; their clock runs from then at the earliest. From the store.
    came_at: Vec<Option<i64>>,
    /// Per seat: a bot stands in for its person until they come back.
    standing_in: Vec<bool>,
    /// Per seat: its person left this rematch, and a bot plays it to the end. From the
    /// store.
    left: Vec<bool>,
    /// How this game's ratings are worked out.
    rating_system: ratings::System,
    /// Per seat of a person who came: since when no connection here is theirs.
    away_since: Vec<Option<tokio::time::Instant>>,
    /// Every seat's key moments, once someone asked after the end.
    moments: crate::moments::Cache,
    /// The table's last chat lines ([`CHAT_KEPT`] at most), in order: what snapshots send.
    chat: VecDeque<ChatLine>,
}

/// The chat lines a table keeps in memory; its snapshots send the last
/// [`chat::SNAPSHOT_LINES`] of these that their viewer may read.
const CHAT_KEPT: usize = 2 * chat::SNAPSHOT_LINES;

/// Starts the task of a table whose `history` is rebuilt (or new), as its driver or as a
/// follower. `Err` if a bot seat names a level the game does not have.
pub fn spawn(
    header: TableHeader,
    kind: Arc<dyn whodunit_engine::GameKind>,
    history: History,
    store: Arc<dyn Store>,
    timing: Timing,
    driving: bool,
) -> Result<TableHandle, String> {
    let stand_in_level = match header.pace.stand_in.as_str() {
        "" => clock::default_stand_in(kind.bot_levels()),
        level => level.to_string(),
    };
    let rating_system = ratings::System::for_game(kind.max_players());
    let bots = Bots::new(kind, &header.seats, header.seed, &history)?;
    let seats = header.seats.len();
    let public_seats: Arc<[PublicSeat]> = header
        .seats
        .iter()
        .enumerate()
        .map(|(index, player)| PublicSeat {
            seat: Seat(index as u8),
            player: player.public_label(),
        })
        .collect();
    let (status_tx, status_rx) = watch::channel(status_of(&history));
    let (commands_tx, commands_rx) = mpsc::channel(COMMAND_QUEUE);
    let (bot_tx, bot_rx) = mpsc::channel(4);
    let (driving_tx, driving_rx) = watch::channel(driving);
    let handle = TableHandle {
        id: header.id.as_str().into(),
        game: header.game.as_str().into(),
        public: header.public,
        rated: header.rated,
        seats: header.seats.clone().into(),
        public_seats: public_seats.clone(),
        commands: commands_tx,
        status: status_rx,
        driving: Arc::new(driving_tx),
    };
    let actor = Actor {
        header,
        public_seats,
        history,
        bots,
        store,
        subscribers: Vec::new(),
        next_conn: 0,
        status: status_tx,
        timing,
        idle_since: None,
        bot_moves: bot_tx,
        bot_busy: false,
        store_failed: false,
        driving: driving_rx,
        stand_in_level,
        came_at: vec![None; seats],
        standing_in: vec![false; seats],
        left: vec![false; seats],
        away_since: vec![None; seats],
        moments: Default::default(),
        chat: VecDeque::new(),
        rating_system,
    };
    tokio::spawn(actor.run(commands_rx, bot_rx));
    Ok(handle)
}

/// Per seat: whether a bot stands in for its person: it played the seat's last step, and
/// the person has not come back since (`came_at`).
fn stood_in(history: &History, came_at: &[Option<i64>]) -> Vec<bool> {
    let mut standing_in = vec![false; came_at.len()];
    for step in history.steps() {
        let index = step.seat.index();
        let back_since = came_at.get(index).copied().flatten() > Some(step.saved_at);
        if let Some(flag) = standing_in.get_mut(index) {
            *flag = step.stand_in && !back_since;
        }
    }
    standing_in
}

fn status_of(history: &History) -> Status {
    Status {
        seq: history.seq(),
        to_act: frames::to_act(history.current()),
        over: history.is_over(),
    }
}

impl Actor {
    async fn run(
        mut self,
        mut commands: mpsc::Receiver<Command>,
        mut bot_moves: mpsc::Receiver<BotMove>,
    ) {
        tracing::debug!(table = %self.header.id, seq = self.history.seq(), "table running");
        if self.history.is_over() {
            // A restart may come between the last action and its game being marked over.
            self.mark_finished().await;
        }
        self.load_claims().await;
        self.chat_catch_up().await;
        loop {
            self.wake_bot();
            let unload_at = self.unload_at();
            let stand_in_at = self.stand_in_at();
            tokio::select! {
                // Commands first: a connection queued before the deadline keeps the table.
                biased;
                command = commands.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => break,
                },
                Some(bot_move) = bot_moves.recv() => self.bot_moved(bot_move).await,
                Ok(()) = self.driving.changed() => {
                    // A new driver first reads what the last one saved.
                    if *self.driving.borrow_and_update() {
                        self.catch_up(u64::MAX).await;
                        self.load_claims().await;
                    }
                }
                () = sleep_until_some(stand_in_at) => self.time_up().await,
                () = sleep_until_some(unload_at) => break,
            }
        }
        tracing::debug!(table = %self.header.id, "table stopped");
    }

    /// When to unload: nobody is connected (nor a bot thinking), and the game is over or
    /// another instance drives it.
    fn unload_at(&mut self) -> Option<tokio::time::Instant> {
        let idle = (self.history.is_over() || !*self.driving.borrow())
            && self.subscribers.is_empty()
            && !self.bot_busy;
        self.idle_since = match (idle, self.idle_since) {
            (false, _) => None,
            (true, None) => Some(tokio::time::Instant::now()),
            (true, since) => since,
        };
        self.idle_since
            .map(|since| since + self.timing.unload_after)
    }

    async fn mark_finished(&mut self) {
        if !self.settle().await {
            // Left unfinished: the next start replays it and settles again.
            return;
        }
        if let Err(error) = self.store.finish(&self.header.id).await {
            // Harmless: the table is then loaded, replayed and marked again at the next start.
            tracing::warn!(table = %self.header.id, %error, "could not mark the game over");
        }
    }

    /// Settles the finished game once, on whichever instance and however often asked
    /// (crate::results): each person's result and, for a rated table, their new ratings
    /// (crate::ratings). `false` if the store failed.
    async fn settle(&mut self) -> bool {
        let table = self.history.current();
        let Some(outcome) = table.outcome() else {
            return true;
        };
        let contests = table.contests();
        let settlement = Settlement {
            table_id: self.header.id.clone(),
            game: self.header.game.clone(),
            won: (0..table.seat_count())
                .map(|seat| outcome.winners.contains(&Seat(seat as u8)))
                .collect(),
            // When the last action was saved: the same on every instance and restart.
            at: self.history.steps().last().map_or(0, |step| step.saved_at) / 1000,
        };
        let (header, system) = (&self.header, self.rating_system);
        let rate =
            |seats: &[Option<SeatRating>]| ratings::rate_table(header, system, &contests, seats);
        match self.store.settle(&settlement, &rate).await {
            Ok(first) => {
                tracing::debug!(table = %self.header.id, first, "settled");
                // Settled by this instance or, before it, by another: either way the
                // ratings are there to read now.
                self.send_to_all(frames::people());
                true
            }
            Err(error) => {
                tracing::warn!(table = %self.header.id, %error, "could not settle the game");
                false
            }
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Connect { viewer, reply } => self.connect(viewer, reply),
            Command::Act {
                conn,
                seat,
                seq,
                action,
            } => {
                let current = self.history.seq();
                let result = if self.left(seat) {
                    Err(ErrorFrame::new(
                        "left",
                        "you left this rematch: a bot plays this seat to the end",
                    ))
                } else if seq != current {
                    Err(ErrorFrame::stale(seq, current))
                } else {
                    self.accept(seat, action, false).await
                };
                if let Err(error) = result {
                    self.send_to(conn, error.to_frame());
                }
            }
            Command::Legal { conn, seat } => {
                let frame = frames::legal(&self.history, seat);
                self.send_to(conn, frame);
            }
            Command::Notebook { conn, seat } => self.notebook(conn, seat),
            Command::Resume { conn, viewer, seq } => self.resume(conn, viewer, seq),
            Command::Disconnect { conn } => {
                self.subscribers.retain(|s| s.id != conn);
                self.note_presence();
            }
            Command::Back { seat } => self.came_back(seat).await,
            Command::CatchUp { seq } => self.catch_up(seq).await,
            Command::Chat {
                conn,
                seat,
                name,
                text,
            } => self.chat(conn, seat, name, text).await,
            Command::ChatCatchUp { n } => {
                if n > self.last_chat() {
                    self.chat_catch_up().await
                }
            }
            Command::RereadSeats => {
                self.load_claims().await;
                self.send_clock_to_all();
            }
            Command::Announce { frame } => self.send_to_all(frame),
            Command::Replay {
                viewer,
                step,
                only_after_the_end,
                reply,
            } => self.replay(viewer, step, only_after_the_end, reply),
            Command::Moments { reply } => {
                crate::moments::answer(&self.history, &self.moments, reply)
            }
        }
    }

    /// Answers a replay request on the blocking pool (it may work out a notebook) from
    /// copies of the steps up to the one asked for. The game's end is checked here, on the
    /// table's own history, not by the caller.
    fn replay(
        &self,
        viewer: Viewer,
        step: Option<u64>,
        only_after_the_end: bool,
        reply: oneshot::Sender<Result<Frame, NotOver>>,
    ) {
        let over = self.history.is_over();
        if only_after_the_end && !over {
            let _ = reply.send(Err(NotOver));
            return;
        }
        let last = self.history.seq();
        let shown = step.unwrap_or(last).min(last) as usize;
        let initial = self.history.at(0).map(|table| table.clone_table());
        let steps: Vec<Step> = self.history.steps()[..shown]
            .iter()
            .map(Step::copy)
            .collect();
        let game = self.header.game.clone();
        let seats = self.public_seats.clone();
        let store = self.store.clone();
        let id = self.header.id.clone();
        let spectator_chat = self.header.spectator_chat;
        tokio::spawn(async move {
            // Every line up to the step shown (not only those kept in memory).
            let chat: Vec<ChatLine> = match store.chat_lines(&id, usize::MAX >> 1).await {
                Ok(lines) => lines
                    .into_iter()
                    .filter(|line| line.step <= shown as u64)
                    .filter(|line| chat::may_see(viewer, line, spectator_chat))
                    .collect(),
                Err(error) => {
                    tracing::warn!(table = %id, %error, "cannot read the chat for a replay");
                    Vec::new()
                }
            };
            let _ = tokio::task::spawn_blocking(move || {
                let Some(initial) = initial else { return };
                let steps: Vec<frames::ReplayStep> = steps
                    .iter()
                    .map(|step| frames::ReplayStep {
                        seat: step.seat,
                        stand_in: step.stand_in,
                        after: &*step.after,
                    })
                    .collect();
                let frame =
                    frames::replay(&game, &seats, &*initial, &steps, last, over, viewer, &chat);
                let _ = reply.send(Ok(frame));
            })
            .await;
        });
    }

    /// Reads from the store the actions after this copy's last, up to `seq` at least, and
    /// applies and announces each as if accepted here.
    async fn catch_up(&mut self, seq: u64) {
        if seq <= self.history.seq() {
            return;
        }
        let saved = match self
            .store
            .actions_after(&self.header.id, self.history.seq())
            .await
        {
            Ok(saved) => saved,
            Err(error) => {
                tracing::warn!(table = %self.header.id, %error, "cannot catch up");
                return;
            }
        };
        for saved in saved {
            if saved.seq != self.history.seq() + 1 {
                break;
            }
            let seat = Seat(saved.seat);
            match self.history.try_action(seat, &saved.action) {
                Ok(after) => {
                    self.record(Step {
                        seat,
                        after,
                        saved_at: saved.saved_at,
                        stand_in: saved.stand_in,
                    })
                    .await
                }
                Err(error) => {
                    // Every instance runs the same rules: a saved action always replays.
                    tracing::error!(table = %self.header.id, seq = saved.seq, ?error, "a saved action does not replay");
                    return;
                }
            }
        }
    }

    fn connect(&mut self, viewer: Viewer, reply: oneshot::Sender<Connection>) {
        let (queue, frames) = mpsc::channel(CONNECTION_QUEUE);
        let id = self.next_conn;
        self.next_conn += 1;
        let snapshot = self.snapshot(viewer);
        // A fresh queue has room for its first frame.
        let _ = queue.try_send(snapshot);
        if reply.send(Connection { id, frames }).is_ok() {
            self.subscribers.push(Subscriber {
                id,
                viewer,
                queue,
                notebook_busy: Arc::default(),
            });
            if let Viewer::Seat(seat) = viewer {
                // The lobby saved the same claim before connecting.
                if let Some(came_at) = self.came_at.get_mut(seat.index()) {
                    came_at.get_or_insert_with(clock::now_ms);
                }
            }
            self.note_presence();
            self.send_clock(id);
        }
    }

    fn snapshot(&self, viewer: Viewer) -> Frame {
        let mut chat: Vec<&ChatLine> = self
            .chat
            .iter()
            .rev()
            .filter(|line| chat::may_see(viewer, line, self.header.spectator_chat))
            .take(chat::SNAPSHOT_LINES)
            .collect();
        chat.reverse();
        frames::snapshot(
            &self.history,
            &self.header.game,
            &self.public_seats,
            viewer,
            &chat,
        )
    }

    /// The number of the last chat line this copy has.
    fn last_chat(&self) -> u64 {
        self.chat.back().map_or(0, |line| line.n)
    }

    /// Stores a chat line, then sends it to every connection that may read it.
    async fn chat(&mut self, conn: ConnId, seat: Option<Seat>, name: String, text: String) {
        let mut line = ChatLine {
            n: 0,
            step: self.history.seq(),
            seat: seat.map(|seat| seat.0),
            name,
            text,
            at: clock::now_ms(),
        };
        match self.store.add_chat(&self.header.id, &line).await {
            Ok(n) if n == self.last_chat() + 1 => {
                line.n = n;
                self.take_chat(line);
            }
            // Another instance wrote lines meanwhile: read them all, this one included.
            Ok(_) => self.chat_catch_up().await,
            Err(error) => {
                tracing::error!(table = %self.header.id, %error, "could not save a chat line");
                let error = ErrorFrame::new(
                    "unavailable",
                    "the chat line could not be saved (the database is unavailable); try again",
                );
                self.send_to(conn, error.to_frame());
            }
        }
    }

    /// Reads the chat lines this copy lacks from the store and passes them on.
    async fn chat_catch_up(&mut self) {
        match self.store.chat_lines(&self.header.id, CHAT_KEPT).await {
            Ok(lines) => {
                let last = self.last_chat();
                for line in lines.into_iter().filter(|line| line.n > last) {
                    self.take_chat(line);
                }
            }
            Err(error) => {
                tracing::warn!(table = %self.header.id, %error, "cannot read the chat");
            }
        }
    }

    /// Keeps a saved chat line and sends it to every connection that may read it.
    fn take_chat(&mut self, line: ChatLine) {
        let frame = frames::chat(&line);
        let readers: Vec<ConnId> = self
            .subscribers
            .iter()
            .filter(|s| chat::may_see(s.viewer, &line, self.header.spectator_chat))
            .map(|s| s.id)
            .collect();
        for conn in readers {
            self.send_to(conn, frame.clone());
        }
        self.chat.push_back(line);
        while self.chat.len() > CHAT_KEPT {
            self.chat.pop_front();
        }
    }

    fn resume(&mut self, conn: ConnId, viewer: Viewer, seq: u64) {
        let current = self.history.seq();
        let frames: Vec<Frame> = if seq > current || current - seq > MAX_RESUME_STEPS {
            vec![self.snapshot(viewer)]
        } else {
            (seq + 1..=current)
                .filter_map(|n| {
                    Some(frames::events(
                        n,
                        self.history.step(n)?,
                        viewer,
                        n == current,
                    ))
                })
                .collect()
        };
        for frame in frames {
            self.send_to(conn, frame);
        }
        self.send_clock(conn);
    }

    /// Works out `seat`'s notebook on the blocking pool (exact counting can take
    /// milliseconds) and sends it to connection `conn` alone, with the seq it is for: steps
    /// that come meanwhile may overtake it.
    fn notebook(&mut self, conn: ConnId, seat: Seat) {
        let Some(subscriber) = self.subscribers.iter().find(|s| s.id == conn) else {
            return;
        };
        if subscriber.notebook_busy.swap(true, Ordering::AcqRel) {
            return;
        }
        let queue = subscriber.queue.clone();
        let busy = subscriber.notebook_busy.clone();
        let seq = self.history.seq();
        let current = self.history.current().clone_table();
        let steps: Vec<Box<dyn Table>> = self
            .history
            .steps()
            .iter()
            .map(|step| step.after.clone_table())
            .collect();
        tokio::task::spawn_blocking(move || {
            let steps: Vec<&dyn Table> = steps.iter().map(|step| &**step).collect();
            let notebook = current.notebook(Viewer::Seat(seat), &steps);
            busy.store(false, Ordering::Release);
            // A full queue means the connection is being dropped for falling behind.
            let _ = queue.try_send(frames::notebook(seq, notebook));
        });
    }

    /// Puts a frame in one connection's queue, dropping the connection if it is full.
    fn send_to(&mut self, conn: ConnId, frame: Frame) {
        if let Some(index) = self.subscribers.iter().position(|s| s.id == conn) {
            if self.subscribers[index].queue.try_send(frame).is_err() {
                tracing::info!(table = %self.header.id, conn, "dropping a connection that fell behind");
                self.subscribers.swap_remove(index);
                self.note_presence();
            }
        }
    }

    /// Applies, saves and announces an action (`stand_in`: played by a bot for the seat's
    /// person).
    async fn accept(
        &mut self,
        seat: Seat,
        action: Value,
        stand_in: bool,
    ) -> Result<(), ErrorFrame> {
        let after = self
            .history
            .try_action(seat, &action)
            .map_err(ErrorFrame::refused)?;
        let seq = self.history.seq() + 1;
        let record = StoredAction {
            seq,
            seat: seat.0,
            action,
            saved_at: clock::now_ms(),
            stand_in,
        };
        match self.store.append(&self.header.id, &record).await {
            Ok(()) => {}
            Err(StoreError::Conflict { .. }) => {
                // Another instance saved an action first: this one was for an old position.
                self.catch_up(seq).await;
                return Err(ErrorFrame::stale(seq - 1, self.history.seq()));
            }
            Err(error) => {
                tracing::error!(table = %self.header.id, seq, %error, "could not save an action");
                return Err(ErrorFrame::new(
                    "unavailable",
                    "the action could not be saved (the database is unavailable); nothing changed, try again",
                ));
            }
        }
        self.record(Step {
            seat,
            after,
            saved_at: record.saved_at,
            stand_in,
        })
        .await;
        Ok(())
    }

    /// Takes a saved action into the history and tells the bots and every connection.
    async fn record(&mut self, step: Step) {
        if !step.stand_in {
            // A person who plays their own turn is back, whoever stood in before.
            if let Some(flag) = self.standing_in.get_mut(step.seat.index()) {
                *flag = false;
            }
        }
        self.history.push(step);
        self.bots.observe_last(self.history.current());
        let status = status_of(&self.history);
        self.status.send_replace(status);
        self.broadcast(status.seq);
        self.send_clock_to_all();
        if status.over {
            tracing::info!(table = %self.header.id, seq = status.seq, "game over");
            self.mark_finished().await;
        }
    }

    /// Sends step `seq` to every connection, as its viewer sees it.
    fn broadcast(&mut self, seq: u64) {
        let Some(step) = self.history.step(seq) else {
            return;
        };
        let mut by_viewer: HashMap<Viewer, Frame> = HashMap::new();
        let latest = seq == self.history.seq();
        let table = &self.header.id;
        self.subscribers.retain(|subscriber| {
            let frame = by_viewer
                .entry(subscriber.viewer)
                .or_insert_with(|| frames::events(seq, step, subscriber.viewer, latest))
                .clone();
            let kept = subscriber.queue.try_send(frame).is_ok();
            if !kept {
                tracing::info!(%table, conn = subscriber.id, "dropping a connection that fell behind or left");
            }
            kept
        });
        self.note_presence();
    }

    /// Sends the bot to act (if any) off to choose, after the visible pause.
    fn wake_bot(&mut self) {
        if self.bot_busy || !*self.driving.borrow() {
            return;
        }
        let Some(seat) = frames::to_act(self.history.current()) else {
            return;
        };
        if !self.bot_plays(seat) {
            return;
        }
        let Some(mut bot) = self.bots.take(seat) else {
            return;
        };
        self.bot_busy = true;
        let table = self.history.current().clone_table();
        let seq = self.history.seq();
        let delay = if self.store_failed {
            self.timing.bot_delay.max(STORE_RETRY)
        } else {
            self.timing.bot_delay
        };
        let replies = self.bot_moves.clone();
        tokio::spawn(async move {
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
            let thinking = tokio::task::spawn_blocking(move || {
                let action = bot.choose(&*table);
                (bot, action)
            });
            let outcome = thinking.await.ok();
            // The table may have stopped meanwhile; then the move is simply dropped.
            let _ = replies.send(BotMove { seat, seq, outcome }).await;
        });
    }

    async fn bot_moved(&mut self, bot_move: BotMove) {
        self.bot_busy = false;
        let BotMove { seat, seq, outcome } = bot_move;
        let (bot, action) = match outcome {
            Some((bot, action)) => (Some(bot), Some(action)),
            None => {
                tracing::error!(table = %self.header.id, %seat, "a bot panicked; it is rebuilt and plays its first legal action");
                (None, None)
            }
        };
        self.bots.put_back(seat, bot, &self.history);
        // A copy that lost the lease meanwhile leaves the bots to the new driver, and a
        // person who came back meanwhile plays their own turn.
        if seq != self.history.seq()
            || frames::to_act(self.history.current()) != Some(seat)
            || !*self.driving.borrow()
            || !self.bot_plays(seat)
        {
            return;
        }
        let stand_in = self.is_person(seat);
        let Some(action) = action.or_else(|| first_legal(self.history.current(), seat)) else {
            return;
        };
        let result = match self.accept(seat, action, stand_in).await {
            // Another instance moved first (it took the lease meanwhile): nothing to mend.
            Err(error) if error.code == "stale" => Ok(()),
            Err(error) if error.code != "unavailable" => {
                tracing::error!(table = %self.header.id, %seat, ?error, "a bot chose a refused action; it plays its first legal action");
                match first_legal(self.history.current(), seat) {
                    Some(action) => self.accept(seat, action, stand_in).await,
                    None => Ok(()),
                }
            }
            other => other,
        };
        self.store_failed = result.is_err();
    }

    fn is_person(&self, seat: Seat) -> bool {
        matches!(
            self.header.seats.get(seat.index()),
            Some(SeatPlayer::Human { .. })
        )
    }

    /// Whether a bot plays `seat` now: a bot's seat, or a person's a bot stands in for.
    fn bot_plays(&self, seat: Seat) -> bool {
        !self.is_person(seat) || self.standing_in.get(seat.index()) == Some(&true)
    }

    /// Reads when people came to their seats (a new driver reads them again: people may
    /// have come through another instance), and which seats a bot still stands in for.
    async fn load_claims(&mut self) {
        match self.store.claims(&self.header.id).await {
            Ok(claims) => {
                for claim in claims {
                    if let Some(came_at) = self.came_at.get_mut(usize::from(claim.seat)) {
                        *came_at = Some(came_at.map_or(claim.came_at, |t| t.max(claim.came_at)));
                    }
                    let person = self.is_person(Seat(claim.seat));
                    if let Some(left) = self.left.get_mut(usize::from(claim.seat)) {
                        *left = claim.left && person;
                    }
                }
            }
            Err(error) => {
                tracing::warn!(table = %self.header.id, %error, "cannot read the seats' clocks");
            }
        }
        self.standing_in = stood_in(&self.history, &self.came_at);
        for index in 0..self.left.len() {
            if self.left[index] {
                self.stand_in_for_good(Seat(index as u8));
            }
        }
        self.note_presence();
    }

    /// Whether `seat`'s person left this rematch.
    fn left(&self, seat: Seat) -> bool {
        self.left.get(seat.index()) == Some(&true)
    }

    /// A bot plays the seat of a person who left, to the end of the game.
    fn stand_in_for_good(&mut self, seat: Seat) {
        let made =
            self.bots
                .add_stand_in(seat, &self.stand_in_level, self.header.seed, &self.history);
        if !made {
            tracing::error!(table = %self.header.id, level = %self.stand_in_level, "no bot can play for a person who left");
            return;
        }
        self.standing_in[seat.index()] = true;
    }

    /// Notes which people have no connection here, and since when.
    fn note_presence(&mut self) {
        let now = tokio::time::Instant::now();
        for (index, away) in self.away_since.iter_mut().enumerate() {
            let here = self
                .subscribers
                .iter()
                .any(|s| s.viewer == Viewer::Seat(Seat(index as u8)));
            *away = match (here, *away) {
                (true, _) => None,
                (false, None) => Some(now),
                (false, since) => since,
            };
        }
    }

    /// The person whose decision is due, unless a bot already plays for them or another
    /// instance drives the table.
    fn due_person(&self) -> Option<Seat> {
        if !*self.driving.borrow() {
            return None;
        }
        let seat = frames::to_act(self.history.current())?;
        (!self.bot_plays(seat)).then_some(seat)
    }

    /// The deadline of `seat`'s decision now due, if its clock runs (milliseconds since
    /// the Unix epoch).
    fn deadline_ms(&self, seat: Seat) -> Option<i64> {
        let per_decision = self.header.pace.clock.per_decision()?;
        let came_at = self.came_at.get(seat.index()).copied().flatten();
        clock::deadline_ms(per_decision, self.history.last_saved_at(), came_at)
    }

    /// When a bot must stand in for the person whose decision is due: when their clock
    /// runs out or, with a live clock, once they have been away for the grace period.
    fn stand_in_at(&self) -> Option<tokio::time::Instant> {
        let seat = self.due_person()?;
        let timed_out = self.deadline_ms(seat).map(clock::instant_at);
        let came = self.came_at.get(seat.index()).copied().flatten().is_some();
        let away = self.away_since.get(seat.index()).copied().flatten();
        let absent = match away {
            Some(since) if came && self.header.pace.clock.watches_absence() => {
                Some(since + self.timing.absence_grace)
            }
            _ => None,
        };
        timed_out.into_iter().chain(absent).min()
    }

    /// A bot stands in for the person whose decision is due, if their time is up.
    async fn time_up(&mut self) {
        let Some(seat) = self.due_person() else {
            return;
        };
        if self
            .stand_in_at()
            .is_some_and(|at| at > tokio::time::Instant::now())
        {
            return;
        }
        let made =
            self.bots
                .add_stand_in(seat, &self.stand_in_level, self.header.seed, &self.history);
        if !made {
            tracing::error!(table = %self.header.id, level = %self.stand_in_level, "no bot can stand in");
            return;
        }
        tracing::info!(table = %self.header.id, %seat, "a bot stands in for an absent person");
        self.standing_in[seat.index()] = true;
        self.send_clock_to_all();
    }

    /// The person in `seat` takes it back: their clock starts again from now (saved, so
    /// that a restart keeps it).
    async fn came_back(&mut self, seat: Seat) {
        if self.standing_in.get(seat.index()) != Some(&true) || self.left(seat) {
            return;
        }
        let now = clock::now_ms();
        if let Err(error) = self
            .store
            .return_to_seat(&self.header.id, seat.0, now)
            .await
        {
            tracing::warn!(table = %self.header.id, %error, "cannot save a person's return");
        }
        self.came_at[seat.index()] = Some(now);
        self.standing_in[seat.index()] = false;
        tracing::info!(table = %self.header.id, %seat, "a person took their seat back");
        self.send_clock_to_all();
    }

    /// The table's clock as it stands, for tables that have one or a seat whose person left.
    fn clock_frame(&self) -> Option<Frame> {
        let clock = self.header.pace.clock;
        let left: Vec<Seat> = (0..self.left.len())
            .filter(|&index| self.left[index])
            .map(|index| Seat(index as u8))
            .collect();
        // Without a clock, the frame still tells who left (a bot plays for them).
        if clock == Clock::Off && left.is_empty() {
            return None;
        }
        let seat = frames::to_act(self.history.current());
        let remaining_ms = seat
            .filter(|&seat| !self.bot_plays(seat))
            .and_then(|seat| self.deadline_ms(seat))
            .map(|deadline| (deadline - clock::now_ms()).max(0));
        let stand_ins: Vec<Seat> = (0..self.standing_in.len())
            .filter(|&index| self.standing_in[index])
            .map(|index| Seat(index as u8))
            .collect();
        Some(frames::clock(
            self.history.seq(),
            clock,
            seat,
            remaining_ms,
            &stand_ins,
            &left,
        ))
    }

    fn send_clock(&mut self, conn: ConnId) {
        if let Some(frame) = self.clock_frame() {
            self.send_to(conn, frame);
        }
    }

    fn send_clock_to_all(&mut self) {
        if let Some(frame) = self.clock_frame() {
            self.send_to_all(frame);
        }
    }

    fn send_to_all(&mut self, frame: Frame) {
        let connections: Vec<ConnId> = self.subscribers.iter().map(|s| s.id).collect();
        for conn in connections {
            self.send_to(conn, frame.clone());
        }
    }
}

/// The first of `seat`'s legal actions: what a bot that failed plays instead.
fn first_legal(table: &dyn whodunit_engine::Table, seat: Seat) -> Option<Value> {
    let actions: Vec<Value> = serde_json::from_str(table.legal_actions(seat).get()).ok()?;
    actions.into_iter().next()
}

/// Waits until `deadline`, or forever without one.
async fn sleep_until_some(deadline: Option<tokio::time::Instant>) {
    match deadline {
        Some(deadline) => tokio::time::sleep_until(deadline).await,
        None => std::future::pending().await,
    }
}
