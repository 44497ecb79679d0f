//! `medium`: a detective who reads only its own evidence cards (`clues.rs`: the cases its
//! case cards, the other seats' solutions and its own cards' answers allow) and plays
//! plainly. It weighs no chances and reads nobody else's answers.
//!
//! - It solves when one case is left, and guesses the first case left, never one it
//!   already tried, once at most [`GUESS_AMONG`] remain.
//! - Otherwise it takes the display card of the type with most elements left, one of those
//!   elements if it can; a card of a type already settled teaches it nothing, so with no
//!   other it still takes one, for the display to change.
//! - It sends no investigator while it may take a card: an investigator's answer does not
//!   say which type answered (PI-INFO-6), which its clues cannot use.

use super::{tried, Clues};
use crate::actions::Action;
use crate::elements::Element;
use crate::view::View;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

/// It guesses once this few cases are left.
const GUESS_AMONG: usize = 2;

pub struct Medium {
    seat: Seat,
}

impl Medium {
    pub fn new(seat: Seat) -> Medium {
        Medium { seat }
    }

    fn pick(&self, view: &View) -> Option<Action> {
        let clues = Clues::of(view, self.seat);
        let mut untried = clues.cases().filter(|&c| !tried(view, self.seat, c));
        let first = untried.next()?;
        let left = 1 + untried.count();
        if left <= GUESS_AMONG {
            return Some(Action::Solve(first));
        }
        let worth = |card: Element| {
            let open = clues.possible(card.kind()).count();
            (open > 1).then_some((open, clues.is_possible(card)))
        };
        // The first card of greatest worth.
        let card = view
            .evidence_choices(self.seat)
            .fold(None, |best, card| match best {
                Some((_, most)) if most >= worth(card) => best,
                _ => Some((card, worth(card))),
            });
        if let Some((card, _)) = card {
            return Some(Action::Evidence(card));
        }
        let place = view.investigations(self.seat).next();
        Some(place.map_or(Action::Solve(first), Action::Investigate))
    }
}

impl Bot<Pi> for Medium {
    fn observe(&mut self, _event: &crate::Event) {}

    fn choose(&mut self, decision: Decision<'_, Pi>) -> Action {
        self.pick(decision.view)
            .unwrap_or_else(|| decision.legal()[0])
    }
}
