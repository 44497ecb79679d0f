//! `easy` (formerly `random`): uniform over the legal actions, except that it never accuses
//! while its simple notes leave more than one candidate in a category.

use super::notes::Notes;
use super::pick;
use crate::actions::{Action, Event};
use crate::Cluedo;
use whodunit_engine::{Bot, Decision};

pub struct RandomBot {
    pub notes: Notes,
}

impl Bot<Cluedo> for RandomBot {
    fn observe(&mut self, event: &Event) {
        self.notes.observe(event);
    }

    fn choose(&mut self, decision: Decision<'_, Cluedo>) -> Action {
        let excluded = Notes::excluded(decision.view);
        let solution = self.notes.solution(excluded);
        let allowed: Vec<Action> = decision
            .legal()
            .iter()
            .filter(|a| match a {
                Action::Accuse(accusation) => Some(*accusation) == solution,
                _ => true,
            })
            .copied()
            .collect();
        pick(&allowed, decision.rng)
    }
}
