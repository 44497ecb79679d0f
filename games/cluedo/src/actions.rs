//! The closed list of actions (CL-TURN-6) and the events they produce.

use crate::board::Position;
use crate::cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
use serde::{Deserialize, Serialize};
use whodunit_engine::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Roll,
    Move(Position),
    Passage,
    Stay,
    Suggest { suspect: Suspect, weapon: Weapon },
    Show(Card),
    Accuse(Triple),
    EndTurn,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    CorrectAccusation,
    /// Every player accused wrongly (CL-END-2).
    AllEliminated,
    /// The simulation turn limit was reached: a draw.
    TurnLimit,
}

impl EndReason {
    pub fn key(self) -> &'static str {
        match self {
            EndReason::CorrectAccusation => "correct_accusation",
            EndReason::AllEliminated => "all_eliminated",
            EndReason::TurnLimit => "turn_limit",
        }
    }
}

/// What happened. Fields that only some viewers may see are `Option`s that
/// [`crate::redact`] empties for everyone else.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    Rolled {
        seat: Seat,
        value: u8,
    },
    Moved {
        seat: Seat,
        to: Position,
        by_passage: bool,
    },
    Stayed {
        seat: Seat,
    },
    /// No legal move existed after the roll (CL-MOVE-17).
    Blocked {
        seat: Seat,
    },
    Suggested {
        seat: Seat,
        suspect: Suspect,
        weapon: Weapon,
        room: Room,
        /// Where the summoned pawn was (CL-SUGGEST-5); equal to the room if it did not move.
        pawn_from: Position,
        weapon_from: Room,
    },
    Passed {
        seat: Seat,
    },
    /// The refuter must now show a card; the options are theirs alone (CL-INFO-6).
    MustShow {
        refuter: Seat,
        suggester: Seat,
        options: Option<CardSet>,
    },
    /// The card is seen by the suggester and the refuter only (CL-REFUTE-7).
    Shown {
        refuter: Seat,
        suggester: Seat,
        card: Option<Card>,
    },
    Unrefuted {
        suggester: Seat,
    },
    /// A wrong accusation's names are the accuser's alone (CL-INFO-5).
    Accused {
        seat: Seat,
        correct: bool,
        accusation: Option<Triple>,
    },
    /// The wrong accuser privately sees the envelope (CL-ACCUSE-7).
    EnvelopeSeen {
        seat: Seat,
        envelope: Triple,
    },
    /// The pawn moves off the corridor if it stood on a square (CL-ACCUSE-11).
    Eliminated {
        seat: Seat,
        pawn_to: Option<Room>,
    },
    GameOver {
        winner: Option<Seat>,
        reason: EndReason,
        envelope: Triple,
    },
}
