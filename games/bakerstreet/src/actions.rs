//! The closed list of actions (BS-TURN-13) and the events they produce (§5, "What each seat
//! learns at each event").

use crate::cards::{DetectiveCard, Face, Letter};
use serde::{Deserialize, Serialize};
use whodunit_engine::Seat;

/// Every choice a player makes (BS-TURN-13). Positions are 0..4 (BS-SETUP-7).
///
/// JSON: `{"move": {"card": {"value": 3, "symbol": "x2"}, "position": 2, "bid": 17}}`,
/// `"challenge"`, `{"choose": 2}`, `{"take": "F"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Place the hand card showing `card` at `position`, draw, then bid (BS-TURN-3).
    /// `card` is `None` only when the hand is empty (BS-TURN-10).
    Move {
        card: Option<Face>,
        position: u8,
        bid: u8,
    },
    /// Challenge the opponent's last bid (BS-CHALLENGE-1).
    Challenge,
    /// As challenge winner, the position evaluated first (BS-CHALLENGE-12).
    Choose(u8),
    /// As evaluation winner, the evidence card to take (BS-EVIDENCE-2).
    Take(Letter),
}

/// A bid and who made it (BS-BID-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bid {
    pub seat: Seat,
    pub value: u8,
}

/// Only a filler for unused slots of the state's bid list.
impl Default for Bid {
    fn default() -> Bid {
        Bid {
            seat: Seat(0),
            value: 0,
        }
    }
}

/// How a challenge came out (BS-CHALLENGE-7, BS-CHALLENGE-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChallengeResult {
    pub challenger: Seat,
    pub bidder: Seat,
    pub bid: u8,
    /// The values of both revealed hands added up (BS-CHALLENGE-5).
    pub total: u8,
    pub winner: Seat,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Seven consecutive letters in one collection (BS-END-1).
    RunOfSeven,
    /// No remaining evidence card can be taken (BS-END-5).
    NoEvidenceLeft,
    /// The configured `max_rounds` were played (BS-END-7).
    RoundLimit,
}

impl EndReason {
    pub fn key(self) -> &'static str {
        match self {
            EndReason::RunOfSeven => "run_of_seven",
            EndReason::NoEvidenceLeft => "no_evidence_left",
            EndReason::RoundLimit => "round_limit",
        }
    }
}

/// What happened, in order. Fields that only one seat may see are `Option`s that
/// [`crate::redact`] empties for every other viewer (BS-INFO-15, BS-INFO-16).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A card was put face up on top of a stack (BS-TURN-4, BS-INFO-1).
    Placed {
        seat: Seat,
        card: DetectiveCard,
        position: u8,
    },
    /// A card moved from the draw pile to the hand; only the drawer sees it (BS-INFO-4).
    Drew {
        seat: Seat,
        card: Option<DetectiveCard>,
    },
    /// Both the draw pile and the discard pile were empty (BS-TURN-9).
    DrawSkipped {
        seat: Seat,
    },
    /// The discard pile of `seat` became its draw pile of `size` cards (BS-TURN-7).
    Reshuffled {
        seat: Seat,
        size: u8,
    },
    Bid {
        seat: Seat,
        value: u8,
    },
    /// Both hands in full, by seat, with the total and the winner (BS-CHALLENGE-4..8).
    Challenged {
        result: ChallengeResult,
        hands: [Vec<DetectiveCard>; 2],
    },
    /// The hands went onto the discard piles; the new top of each, by seat (BS-CHALLENGE-9).
    HandsDiscarded {
        discard_tops: [Option<DetectiveCard>; 2],
    },
    /// The challenge winner chose the position evaluated first (BS-CHALLENGE-12).
    Chosen {
        seat: Seat,
        position: u8,
    },
    /// A card was taken off the stack at `position` (BS-EVAL-1, BS-INFO-6).
    Processed {
        position: u8,
        card: DetectiveCard,
    },
    /// A STOP ended processing; `top` is the card now visible on the stack (BS-EVAL-4).
    Stopped {
        position: u8,
        top: Option<DetectiveCard>,
    },
    /// One evaluation's scores by seat, its winner, whether a processed ARROW continues
    /// the chain, and the discard tops after the processed cards were discarded.
    Evaluated {
        position: u8,
        scores: [u8; 2],
        winner: Seat,
        arrow: bool,
        discard_tops: [Option<DetectiveCard>; 2],
    },
    /// The evaluation winner looked at the pile, top first (BS-EVIDENCE-1, BS-INFO-7).
    PileSeen {
        seat: Seat,
        position: u8,
        cards: Option<Vec<Letter>>,
    },
    /// The reward of one evaluation: whether a card was taken, which one (the taker's
    /// alone, BS-INFO-8), and the new sizes of the pile and the taker's collection.
    Rewarded {
        seat: Seat,
        position: u8,
        taken: bool,
        letter: Option<Letter>,
        pile_size: u8,
        collection_size: u8,
    },
    /// A new round begins with `first` to move (BS-ROUND-6); the draws follow.
    RoundStarted {
        round: u32,
        first: Seat,
    },
    /// The end: both collections by seat are revealed (BS-INFO-13).
    GameOver {
        winner: Option<Seat>,
        reason: EndReason,
        collections: [Vec<Letter>; 2],
        longest_runs: [u8; 2],
    },
}
