//! P.I. bots. Each sees only its seat's view and redacted events.
//!
//! - `random`: uniform over its investigators and display cards; it solves when its
//!   simple deductions (`clues.rs`) leave one case, and otherwise guesses one turn in
//!   [`GUESS_ODDS`], or when nothing else is left, among the cases those deductions allow
//!   and it has not already tried. Each mini-game thus ends: a seat has at most 41 other
//!   actions in one, and finitely many attempts.
//! - `expert` (`expert.rs`): plays for information from the notebook's exact posterior,
//!   spends investigators sparingly and guesses only when it pays (`tempo.rs`).
//! - `expert-solo`: the expert reading only its own answers, as it did before the joint
//!   posterior; the arena and the simulator seat it by name for comparisons, and the
//!   lobby does not offer it.

mod clues;
mod expert;
mod tempo;

pub use clues::Clues;
pub use expert::ExpertBot;

use crate::actions::Action;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

/// The bot levels, weakest first.
pub const LEVELS: [&str; 2] = ["random", "expert"];

/// A new bot of the named level for `seat`, or `None` for an unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Pi>>> {
    match level {
        "random" => Some(Box::new(RandomBot { seat })),
        "expert" => Some(Box::new(ExpertBot::new(seat, true))),
        "expert-solo" => Some(Box::new(ExpertBot::new(seat, false))),
        _ => None,
    }
}

/// The random bot guesses one turn in this many while it has something else to do.
pub const GUESS_ODDS: u32 = 25;

pub struct RandomBot {
    seat: Seat,
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
            let tried = |case| {
                view.wrong_attempts
                    .iter()
                    .any(|a| a.seat == self.seat && a.case == case)
            };
            let untried = clues.cases().filter(|&c| !tried(c)).count() as u32;
            // Sound clues always keep the true case, so an untried one is left.
            let pick = decision.rng.below(untried.max(1)) as usize;
            if let Some(case) = clues.cases().filter(|&c| !tried(c)).nth(pick) {
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
