//! P.I. bots. Each sees only its seat's view and redacted events. The levels offered are
//! `easy`, `medium` and `hard`; `by_level` also takes the former names `random` (easy) and
//! `expert` (hard), and `expert-solo`, a comparison level the lobby does not offer.
//!
//! - `easy` (`random`, in `easy.rs`): uniform over its investigators and display cards; it
//!   solves when its simple deductions (`clues.rs`) leave one case, and otherwise guesses
//!   one turn in [`easy::GUESS_ODDS`], or when nothing else is left, among the cases those
//!   deductions allow and it has not already tried. Each mini-game thus ends: a seat has at
//!   most 41 other actions in one, and finitely many attempts.
//! - `medium` (`medium.rs`): reads its own evidence cards only (`clues.rs`), takes the
//!   display card of the most open type, never investigates while it may take a card,
//!   and guesses among two cases.
//! - `hard` (`expert`, in `expert.rs`): plays for information from the notebook's exact posterior,
//!   spends investigators sparingly and guesses only when it pays (`tempo.rs`).
//! - `expert-solo`: the expert reading only its own answers, as it did before the joint
//!   posterior; the arena and the simulator seat it by name for comparisons, and the
//!   lobby does not offer it.

mod clues;
mod easy;
mod expert;
mod medium;
mod tempo;

pub use clues::Clues;
pub use expert::ExpertBot;

use crate::elements::Case;
use crate::view::View;
use crate::Pi;
use whodunit_engine::{Bot, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Pi>>> {
    match level {
        "easy" | "random" => Some(Box::new(easy::RandomBot { seat })),
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
