//! The hard bot: asks only about cards the hidden one can still be, and guesses among them
//! once two or fewer are left (asking then would too often tell the opponent the answer).

use super::{pick, possible};
use crate::actions::{Action, Event};
use crate::Guess;
use whodunit_engine::{Bot, Decision};

/// Guess once this few cards are left.
const GUESS_AT: usize = 2;

#[derive(Default)]
pub struct Hard {
    seen: Vec<Event>,
}

impl Bot<Guess> for Hard {
    fn observe(&mut self, event: &Event) {
        self.seen.push(*event);
    }

    fn choose(&mut self, mut decision: Decision<'_, Guess>) -> Action {
        let left = possible(decision.view, &self.seen);
        let (legal, rng) = decision.legal_and_rng();
        let useful = |action: &&Action| match action {
            Action::Ask(card) => left.len() > GUESS_AT && left.contains(*card),
            Action::Guess(card) => left.len() <= GUESS_AT && left.contains(*card),
        };
        let chosen: Vec<Action> = legal.iter().filter(useful).copied().collect();
        pick(if chosen.is_empty() { legal } else { &chosen }, rng)
    }
}
