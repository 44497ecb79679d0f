//! The bots. Each sees only its seat's view and the events it observed.
//!
//! - `easy` (`easy.rs`): asks about cards at random, guesses only when sure or when
//!   nothing is left to ask.
//! - `hard` (`hard.rs`): asks only about cards its notebook still allows, and guesses once
//!   two or fewer are left.

mod easy;
mod hard;

use crate::actions::{Action, Event};
use crate::cards::CardSet;
use crate::notebook::Notebook;
use crate::view::View;
use crate::Guess;
use whodunit_engine::{Bot, GameRng, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 2] = ["easy", "hard"];

/// A new bot of the named level for `seat` (`random` is the easy one), or `None`.
pub fn by_level(level: &str, _seat: Seat) -> Option<Box<dyn Bot<Guess>>> {
    match level {
        "easy" | "random" => Some(Box::new(easy::Easy::default())),
        "hard" => Some(Box::new(hard::Hard::default())),
        _ => None,
    }
}

/// The cards the seat's notebook still allows, from what the bot observed.
fn possible(view: &View, seen: &[Event]) -> CardSet {
    Notebook::new(view, seen)
        .expect("a bot plays a seat")
        .possible()
}

/// A random one of `actions` (not empty).
fn pick(actions: &[Action], rng: &mut GameRng) -> Action {
    actions[rng.below(actions.len() as u32) as usize]
}
