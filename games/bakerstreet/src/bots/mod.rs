//! Bakerstreet bots. Each sees only its seat's view and redacted events. The levels offered
//! are `easy`, `medium` and `hard`; `by_level` also takes the former names `random` (easy)
//! and `expert` (hard), and `expert-forgetful`, a comparison level the lobby does not offer.
//!
//! - `easy` (`random`, in `easy.rs`): uniform over the legal actions, with two limits so
//!   that games end: a bid is at most two above the lowest legal one, and a challenge comes
//!   in one turn out of three.
//! - `medium` (`medium.rs`): remembers the table and plays plainly for its own runs: bids
//!   and challenges from the average card, wins the pile it wants with its high cards.
//! - `hard` (`expert`, in `expert.rs`): plays from its seat's memory and the exact
//!   hand-total chances; `bidding` (bids and challenges), `board` (stacks, placements, the
//!   position to evaluate) and `letters` (what letters are worth) are its parts.

mod bidding;
mod board;
mod easy;
pub mod expert;
mod letters;
mod medium;

use crate::actions::Action;
use crate::state::{MAX_BID, POSITIONS};
use crate::view::{PhaseView, View};
use crate::Bakerstreet;
use whodunit_engine::{Bot, Decision, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Bakerstreet>>> {
    match level {
        "easy" | "random" => Some(Box::new(easy::RandomBot)),
        "medium" => Some(Box::new(medium::Medium::new(seat))),
        "hard" | "expert" => Some(Box::new(expert::Expert::new(seat, true))),
        // For comparisons in the arena and the simulator only: not in `LEVELS`.
        "expert-forgetful" => Some(Box::new(expert::Expert::new(seat, false))),
        _ => None,
    }
}

/// A bot's own choice if the view allows it, else the first legal action, so that a slip
/// falls back on a legal action instead of an illegal one. The bots that work out their
/// move thus never list the hundreds of legal ones.
fn checked(decision: &Decision<'_, Bakerstreet>, chosen: Option<Action>) -> Action {
    match chosen {
        Some(action) if allowed(decision.view, &action) => action,
        _ => decision.legal()[0],
    }
}

fn allowed(view: &View, action: &Action) -> bool {
    match *action {
        Action::Move {
            card,
            position,
            bid,
        } => {
            let last = view.bids.last().map(|b| b.value);
            let hand = view.hand.as_deref().unwrap_or_default();
            let card_ok = match card {
                Some(face) => hand.iter().any(|c| c.face() == face),
                None => hand.is_empty(),
            };
            card_ok
                && usize::from(position) < POSITIONS
                && bid <= MAX_BID
                && last.is_none_or(|l| bid > l)
        }
        Action::Challenge => !view.bids.is_empty(),
        Action::Choose(position) => usize::from(position) < POSITIONS,
        Action::Take(letter) => match &view.phase {
            PhaseView::Take {
                pile: Some(pile), ..
            } => pile.contains(&letter),
            _ => false,
        },
    }
}
