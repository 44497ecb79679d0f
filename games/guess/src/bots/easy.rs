//! The easy bot: random asks; a guess when sure or when nothing is left to ask.

use super::{pick, possible};
use crate::actions::{Action, Event};
use crate::Guess;
use whodunit_engine::{Bot, Decision};

#[derive(Default)]
pub struct Easy {
    seen: Vec<Event>,
}

impl Bot<Guess> for Easy {
    fn observe(&mut self, event: &Event) {
        self.seen.push(*event);
    }

    fn choose(&mut self, mut decision: Decision<'_, Guess>) -> Action {
        let left = possible(decision.view, &self.seen);
        let (legal, rng) = decision.legal_and_rng();
        if left.len() == 1 {
            return Action::Guess(left.iter().next().expect("one card"));
        }
        let asks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|action| matches!(action, Action::Ask(_)))
            .collect();
        pick(if asks.is_empty() { legal } else { &asks }, rng)
    }
}
