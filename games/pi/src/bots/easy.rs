//! `easy` (formerly `random`): investigates or takes evidence at random, solves once its
//! clues leave one case, and now and then tries an untried case still possible.

use super::clues::Clues;
use super::tried;
use crate::actions::Action;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

/// The random bot guesses one turn in this many while it has something else to do.
pub const GUESS_ODDS: u32 = 25;

pub struct RandomBot {
    pub seat: Seat,
}

impl Bot<Pi> for RandomBot {
    fn observe(&mut self, _event: &crate::Event) {}

    fn choose(&mut self, decision: Decision<'_, Pi>) -> Action {
        let view = decision.view;
        let clues = Clues::of(view, self.seat);
        if let Some(case) = clues.single() {
            return Action::Solve(case);
        }
        let investigations = view.investigations(self.seat).count();
        let cards = view.evidence_choices(self.seat).count();
        let options = (investigations + cards) as u32;
        if options == 0 || decision.rng.below(GUESS_ODDS) == 0 {
            let untried = clues
                .cases()
                .filter(|&c| !tried(view, self.seat, c))
                .count() as u32;
            // Sound clues always keep the true case, so an untried one is left.
            let pick = decision.rng.below(untried.max(1)) as usize;
            if let Some(case) = clues
                .cases()
                .filter(|&c| !tried(view, self.seat, c))
                .nth(pick)
            {
                return Action::Solve(case);
            }
        }
        let pick = decision.rng.below(options.max(1)) as usize;
        match view.investigations(self.seat).nth(pick) {
            Some(location) => Action::Investigate(location),
            None => view
                .evidence_choices(self.seat)
                .nth(pick - investigations)
                .map_or_else(|| decision.legal()[0], Action::Evidence),
        }
    }
}
