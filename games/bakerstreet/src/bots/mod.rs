//! Bakerstreet bots. Each sees only its seat's view and redacted events.
//!
//! - `random`: uniform over the legal actions, with two limits so that games end: a bid is
//!   at most two above the lowest legal one, and a challenge comes in one turn out of three.
//! - `expert` (`expert.rs`): plays from its seat's memory and the exact hand-total chances;
//!   `bidding` (bids and challenges), `board` (stacks, placements, the position to
//!   evaluate) and `letters` (what letters are worth) are its parts.

mod bidding;
mod board;
pub mod expert;
mod letters;

use crate::actions::Action;
use crate::Bakerstreet;
use whodunit_engine::{Bot, Decision, GameRng, Seat};

/// The bot levels, weakest first.
pub const LEVELS: [&str; 2] = ["random", "expert"];

/// A new bot of the named level for `seat`, or `None` for an unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Bakerstreet>>> {
    match level {
        "random" => Some(Box::new(RandomBot)),
        "expert" => Some(Box::new(expert::Expert::new(seat, true))),
        // For comparisons in the arena and the simulator only: not in `LEVELS`.
        "expert-forgetful" => Some(Box::new(expert::Expert::new(seat, false))),
        _ => None,
    }
}

/// Highest raise over the lowest legal bid the random bot makes.
const RAISE: u8 = 2;

pub struct RandomBot;

impl Bot<Bakerstreet> for RandomBot {
    fn observe(&mut self, _event: &crate::Event) {}

    fn choose(&mut self, mut decision: Decision<'_, Bakerstreet>) -> Action {
        let (legal, rng) = decision.legal_and_rng();
        let lowest = legal
            .iter()
            .filter_map(|action| match action {
                Action::Move { bid, .. } => Some(*bid),
                _ => None,
            })
            .min();
        let Some(lowest) = lowest else {
            return pick(legal, rng); // a position, a card, or a forced challenge
        };
        if legal.contains(&Action::Challenge) && rng.below(3) == 0 {
            return Action::Challenge;
        }
        let modest =
            |action: &&Action| matches!(action, Action::Move { bid, .. } if *bid <= lowest + RAISE);
        let count = legal.iter().filter(modest).count();
        let chosen = rng.below(count as u32) as usize;
        *legal
            .iter()
            .filter(modest)
            .nth(chosen)
            .expect("the lowest bid is among the moves")
    }
}

fn pick(actions: &[Action], rng: &mut GameRng) -> Action {
    actions[rng.below(actions.len() as u32) as usize]
}
