//! What a seat does (GU-TURN-2) and what happens as a result.

use crate::cards::{Card, CardSet};
use serde::{Deserialize, Serialize};
use whodunit_engine::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Asks the other seat whether it holds the card (GU-ASK-1).
    Ask(Card),
    /// Names the hidden card (GU-GUESS-1).
    Guess(Card),
}

/// Why the game ended: a right or a wrong guess (GU-GUESS-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    RightGuess,
    WrongGuess,
}

impl EndReason {
    pub fn key(self) -> &'static str {
        match self {
            EndReason::RightGuess => "right_guess",
            EndReason::WrongGuess => "wrong_guess",
        }
    }
}

/// Every event is public (GU-INFO-2, GU-INFO-3): the game's secrets are in the deal only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `seat` asked about `card`; the other seat `holds` it or not.
    Asked { seat: Seat, card: Card, holds: bool },
    /// `seat` named `card` as the hidden card.
    Guessed { seat: Seat, card: Card, right: bool },
    /// The end: the winner, and everything shown.
    GameOver {
        winner: Seat,
        reason: EndReason,
        hidden: Card,
        hands: [CardSet; 2],
    },
}
