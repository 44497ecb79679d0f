//! The whole game, secrets included: inline and cheap to clone.

use crate::actions::EndReason;
use crate::cards::{Card, CardSet, MAX_CARDS};
use crate::config::Config;
use serde::{Deserialize, Serialize};
use whodunit_engine::{InlineList, Seat};

/// The most asks a game can hold: each seat asks about each card at most once (GU-ASK-2).
pub const MAX_ASKS: usize = 2 * MAX_CARDS as usize;

/// One public answer (GU-INFO-2): `seat` asked about `card`, the other seat `holds` it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub seat: Seat,
    pub card: Card,
    pub holds: bool,
}

impl Default for Answer {
    fn default() -> Answer {
        Answer {
            seat: Seat(0),
            card: Card(0),
            holds: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `seat` is to ask or guess.
    Turn(Seat),
    Over {
        winner: Seat,
        reason: EndReason,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) cards: u8,
    pub(crate) hidden: Card,
    pub(crate) hands: [CardSet; 2],
    /// The cards each seat has asked about.
    pub(crate) asked: [CardSet; 2],
    pub(crate) answers: InlineList<Answer, MAX_ASKS>,
    pub(crate) phase: Phase,
}

/// The other seat of two.
pub fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

impl State {
    /// A game about to start with this deal (GU-TURN-1: seat 0 first).
    pub(crate) fn dealt(config: &Config, hidden: Card, hands: [CardSet; 2]) -> State {
        State {
            cards: config.cards,
            hidden,
            hands,
            asked: [CardSet::EMPTY; 2],
            answers: InlineList::new(),
            phase: Phase::Turn(Seat(0)),
        }
    }

    pub fn seat_count(&self) -> usize {
        2
    }

    pub fn cards(&self) -> u8 {
        self.cards
    }

    pub fn hidden(&self) -> Card {
        self.hidden
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    pub fn asked(&self, seat: Seat) -> CardSet {
        self.asked[seat.index()]
    }

    pub fn answers(&self) -> &[Answer] {
        self.answers.as_slice()
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
}
