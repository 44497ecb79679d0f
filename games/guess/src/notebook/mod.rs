//! One seat's notebook: which cards the hidden one can still be, from its view and its
//! redacted events only.
//!
//! The model: every card outside the seat's hand is either the hidden card or in the
//! opponent's hand, which holds all the others. So a card can be hidden exactly when the
//! opponent is not known to hold it, it is not known not to be hidden, and every other
//! card the opponent is known to lack is that same card.

pub mod intake;
pub mod report;

use crate::actions::Event;
use crate::cards::{Card, CardSet};
use crate::view::View;
use intake::{observe, Observation};
use whodunit_engine::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notebook {
    pub seat: Seat,
    /// The seat's own hand.
    pub mine: CardSet,
    /// Cards the opponent is known to hold.
    pub opponent_holds: CardSet,
    /// Cards outside the seat's hand that the opponent is known not to hold.
    pub opponent_lacks: CardSet,
    /// Cards known not to be hidden by a wrong guess.
    pub not_hidden: CardSet,
    /// The hidden card, once shown.
    pub shown: Option<Card>,
    cards: u8,
}

impl Notebook {
    /// The notebook of the seat viewing `view`, after `events` (redacted for it); `None`
    /// for a viewer without a seat.
    pub fn new(view: &View, events: &[Event]) -> Option<Notebook> {
        let seat = view.viewer.seat()?;
        let mine = view.hand?;
        let mut notebook = Notebook {
            seat,
            mine,
            opponent_holds: CardSet::EMPTY,
            opponent_lacks: CardSet::EMPTY,
            not_hidden: CardSet::EMPTY,
            shown: None,
            cards: view.cards,
        };
        for event in events {
            for observation in observe(event, seat) {
                notebook.note(observation);
            }
        }
        Some(notebook)
    }

    fn note(&mut self, observation: Observation) {
        match observation {
            Observation::OpponentHolds(card) => self.opponent_holds.insert(card),
            Observation::OpponentLacks(card) if !self.mine.contains(card) => {
                self.opponent_lacks.insert(card)
            }
            Observation::OpponentLacks(_) => {}
            Observation::NotHidden(card) => self.not_hidden.insert(card),
            Observation::Hidden(card) => self.shown = Some(card),
        }
    }

    /// The cards the hidden one can still be, in deck order.
    pub fn possible(&self) -> CardSet {
        if let Some(card) = self.shown {
            return [card].into_iter().collect();
        }
        let unknown = CardSet::deck(self.cards).without(self.mine);
        let candidates = unknown
            .without(self.opponent_holds)
            .without(self.not_hidden);
        candidates
            .iter()
            .filter(|&card| {
                let only = [card].into_iter().collect();
                self.opponent_lacks.without(only).is_empty()
            })
            .collect()
    }
}
