//! P.I. bots. Each sees only its seat's view and redacted events. The levels offered are
//! `easy`, `medium` and `hard`; `by_level` also takes the former names `random` (easy) and
//! `expert` (hard), and `expert-solo`, a comparison level the lobby does not offer.
//!
//! - `easy` (`random`): uniform over its investigators and display cards; it solves when its
//!   simple deductions (`clues.rs`) leave one case, and otherwise guesses one turn in
//!   [`GUESS_ODDS`], or when nothing else is left, among the cases those deductions allow
//!   and it has not already tried. Each mini-game thus ends: a seat has at most 41 other
//!   actions in one, and finitely many attempts.
//! - `medium` (`medium.rs`): reads its own evidence cards only (`clues.rs`), takes the
//!   display card of the most open type, never investigates while it may take a card,
//!   and guesses among two cases.
//! - `hard` (`expert`, in `expert.rs`): plays for information from the notebook's exact posterior,
//!   spends investigators sparingly and guesses only when it pays (`tempo.rs`).
//! - `expert-solo`: the expert reading only its own answers, as it did before the joint
//!   posterior; the arena and the simulator seat it by name for comparisons, and the
//!   lobby does not offer it.

mod clues;
mod expert;
mod medium;
mod tempo;

pub use clues::Clues;
pub use expert::ExpertBot;

use crate::actions::Action;
use crate::elements::Case;
use crate::view::View;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Pi>>> {
    match level {
        "easy" | "random" => Some(Box::new(RandomBot { seat })),
        "medium" => Some(Box::new(medium::Medium::new(seat))),
        "hard" | "expert" => Some(Box::new(ExpertBot::new(seat, true))),
        // For comparisons in the arena and the simulator only: not in `LEVELS`.
        "expert-solo" => Some(Box::new(ExpertBot::new(seat, false))),
        _ => None,
    }
}

/// Whether `seat` already tried `case` in this mini-game: a repeat is refused (PI-SOLVE-10).
fn tried(view: &View, seat: Seat, case: Case) -> bool {
    view.wrong_attempts
        .iter()
        .any(|a| a.seat == seat && a.case == case)
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
