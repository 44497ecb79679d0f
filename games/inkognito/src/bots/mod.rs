//! Inkognito bots. Each sees only its seat's view and redacted events. The levels offered
//! are `easy`, `medium` and `hard`; `by_level` also takes the former names `random` (easy)
//! and `expert` (hard).
//!
//! - `easy` (`random`, in `easy.rs`): uniform over its legal non-call actions. It calls the
//!   number when its simple deductions (black cards seen, pairs with a card it knows false)
//!   make it certain, and otherwise one call chance in [`CALL_ODDS`] at random, so games
//!   end well before the draw limit.
//! - `medium` (`medium.rs`): the same certain facts, calling only on them; it places to
//!   meet the agent it knows least about, shows its partner black cards and asks and looks
//!   for the cards it lacks.
//! - `hard` (`expert`, in `expert.rs`): the notebook's exact model of the deal, calls when
//!   certain or, at 5 players, when the match's scores make a guess pay
//!   (`calling.rs`), places and shows for its partner and for information.

mod easy;

pub use easy::CALL_ODDS;
mod calling;
mod clues;
mod expert;
mod knowledge;
mod medium;
mod placing;
mod showing;

pub use clues::Clues;
pub use expert::ExpertBot;

use crate::Inkognito;
use whodunit_engine::{Bot, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Inkognito>>> {
    match level {
        "easy" | "random" => Some(Box::new(easy::RandomBot {
            clues: Clues::new(seat),
        })),
        "medium" => Some(Box::new(medium::Medium::new(seat))),
        "hard" | "expert" => Some(Box::new(ExpertBot::new(seat))),
        _ => None,
    }
}
