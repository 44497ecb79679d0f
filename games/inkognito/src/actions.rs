//! What a seat sends (actions) and what the table reports (events).

use crate::elements::{BlackCard, BlackKind, Card, Identity, Location, Number};
use serde::{Deserialize, Serialize};
use whodunit_engine::Seat;

/// One decision of one seat. JSON examples: `{"place":"rialto"}`,
/// `{"show_pair":[{"identity":"B"},{"number":"0"}]}`, `{"show_black":"identity"}`,
/// `{"call":["52","11","0","29"]}`, `{"ask":3}`, `{"ask_dummy":"number"}`, `"pass"`,
/// `{"reveal_black":"number"}`, `{"look":"identity"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Place a location card (an agent face up; the 5-player Ambassador face down).
    Place(Location),
    /// Show two of one's coloured cards, exactly one true (IK-MEET-03).
    ShowPair([Card; 2]),
    /// Show one of one's own black cards (IK-MEET-10).
    ShowBlack(BlackKind),
    /// Dial a number (IK-CALL-02).
    Call(Number),
    /// Name an agent at an Ambassador meeting (IK-AMB-01).
    Ask(Seat),
    /// Name the 3-player dummy and choose which card to see (IK-3P-15).
    AskDummy(BlackKind),
    /// Let a meeting pass (IK-AMB-04, IK-3P-12, IK-5P-19).
    Pass,
    /// As the named agent, show one's black card to the asker (IK-AMB-03).
    RevealBlack(BlackKind),
    /// Look at one of the dummy's black cards (IK-3P-11).
    Look(BlackKind),
}

/// An agent: a seat's agent or the 3-player dummy. JSON: `{"seat":2}` or `"dummy"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Agent {
    Seat(Seat),
    Dummy,
}

/// The kind of meeting at a location (IK-ROUND-07, 08; IK-3P-10; IK-5P-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeetingKind {
    TwoAgents,
    Ambassador,
    Dummy,
    Audience,
}

/// What was shown in a two-agent exchange or an audience; `None` faces when redacted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shown {
    Pair([Card; 2]),
    Black(BlackCard),
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    Correct,
    Wrong,
    Draw,
}

/// Everything that happens, in order. Private parts are `Option`s that `redact` clears.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A game of the match begins (IK-INFO-01).
    GameStarted {
        game: u16,
        ambassador: Option<Seat>,
        start: Seat,
        scores: Vec<u8>,
    },
    /// An agent's black cards (IK-INFO-02): faces for the owner only.
    Dealt {
        seat: Seat,
        identity: Option<Identity>,
        fragment: Option<crate::elements::Fragment>,
    },
    /// A location card placed; `location` hidden for the 5-player Ambassador (IK-INFO-05).
    Placed {
        by: Agent,
        ambassador: bool,
        location: Option<Location>,
    },
    /// The Ambassador's card turned (IK-ROUND-05, IK-5P-10).
    AmbassadorAt { location: Location },
    /// A meeting found (IK-INFO-07).
    Meeting {
        location: Location,
        kind: MeetingKind,
        persons: Vec<Agent>,
    },
    /// A seat committed its meeting choice (IK-MEET-12); the choice stays hidden.
    Committed { seat: Seat },
    /// One show; everyone sees the card count (IK-INFO-18), the faces only some.
    Showed {
        from: Seat,
        to: Seat,
        cards: u8,
        shown: Option<Shown>,
    },
    /// The asker named an agent, or passed when `named` is `None` (IK-INFO-09).
    Asked { asker: Seat, named: Option<Agent> },
    /// A seat let its meeting pass.
    Passed { seat: Seat },
    /// A black card shown at an Ambassador meeting, to `to` and the `witness`.
    BlackShown {
        from: Agent,
        to: Seat,
        witness: Option<Seat>,
        card: Option<BlackCard>,
    },
    /// A look at the dummy's card (IK-INFO-11), the face for the looker.
    Looked { seat: Seat, card: Option<BlackCard> },
    /// A call (IK-INFO-13).
    Called {
        caller: Seat,
        number: Number,
        correct: bool,
    },
    /// A series of five rounds ended (IK-INFO-17).
    SeriesEnded { series: u8 },
    /// A game ended: every black card shown (IK-INFO-15) and the points scored.
    GameEnded {
        end: GameEnd,
        identities: Vec<(Agent, Identity, crate::elements::Fragment)>,
        number: Number,
        scored: Vec<Seat>,
        scores: Vec<u8>,
    },
}
