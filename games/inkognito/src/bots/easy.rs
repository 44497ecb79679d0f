//! `easy` (formerly `random`): uniform over the legal actions, calling the number once its
//! clues make it certain and otherwise rarely.

use super::clues::Clues;
use crate::actions::{Action, Event};
use crate::Inkognito;
use whodunit_engine::{Bot, Decision};

/// The random bot calls blindly one chance in this many when it may call.
pub const CALL_ODDS: u32 = 30;

pub struct RandomBot {
    pub clues: Clues,
}

impl Bot<Inkognito> for RandomBot {
    fn observe(&mut self, event: &Event) {
        self.clues.observe(event);
    }

    fn choose(&mut self, mut decision: Decision<'_, Inkognito>) -> Action {
        let certain = self.clues.call(decision.view);
        let (legal, rng) = decision.legal_and_rng();
        let may_call = legal.iter().any(|a| matches!(a, Action::Call(_)));
        if let (true, Some(number)) = (may_call, certain) {
            return Action::Call(number);
        }
        let others: Vec<&Action> = legal
            .iter()
            .filter(|a| !matches!(a, Action::Call(_)))
            .collect();
        if others.is_empty() || (may_call && rng.below(CALL_ODDS) == 0) {
            let calls: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Call(_)))
                .collect();
            return *calls[rng.below(calls.len() as u32) as usize];
        }
        *others[rng.below(others.len() as u32) as usize]
    }
}
