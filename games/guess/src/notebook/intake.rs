//! Redacted events to observations, as one seat reads them.

use crate::actions::Event;
use crate::cards::Card;
use crate::state::opponent;
use whodunit_engine::Seat;

/// What one event tells a seat about where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observation {
    /// The opponent answered that it holds the card.
    OpponentHolds(Card),
    /// The opponent does not hold the card: it answered no, or asked about it itself
    /// (GU-ASK-1: nobody asks about a card of their own hand).
    OpponentLacks(Card),
    /// A wrong guess: the card is not the hidden one.
    NotHidden(Card),
    /// A right guess or the end of the game shows the hidden card.
    Hidden(Card),
}

/// What `event` tells `seat`.
pub fn observe(event: &Event, seat: Seat) -> Vec<Observation> {
    match *event {
        Event::Asked {
            seat: asker,
            card,
            holds,
        } if asker == seat => vec![if holds {
            Observation::OpponentHolds(card)
        } else {
            Observation::OpponentLacks(card)
        }],
        Event::Asked { card, .. } => vec![Observation::OpponentLacks(card)],
        Event::Guessed { card, right, .. } => vec![if right {
            Observation::Hidden(card)
        } else {
            Observation::NotHidden(card)
        }],
        Event::GameOver { hidden, hands, .. } => {
            let theirs = hands[opponent(seat).index()];
            let mut seen: Vec<Observation> =
                theirs.iter().map(Observation::OpponentHolds).collect();
            seen.push(Observation::Hidden(hidden));
            seen
        }
    }
}
