//! The expert's bids and challenges, from exact distributions of the six-card sum.
//!
//! - Facing a bid `b`, it challenges when it is likelier to win the challenge now,
//!   `P(sum < b)`, than to have a raise to `b + 1` hold if challenged next,
//!   `P(sum' >= b + 1)`, where `sum'` is the sum after its own move (the card it places
//!   leaves its hand and an unknown card of its own draw pile joins it).
//! - Otherwise its honest bid is the highest `B` with `P(sum' >= B) >= TRUST`. Drawn from
//!   its own generator, it bids one to three above that one time in five (a bluff) and the
//!   lowest allowed one time in five (holding back), so that its bid does not give its
//!   hand away.

use crate::notebook::totals::{tail, SUM_TOTALS};
use crate::state::MAX_BID;
use whodunit_engine::GameRng;

/// The chance of holding at which a bid counts as defensible.
const TRUST: f64 = 0.6;

/// Whether to challenge `bid` given the sum now and the sum after one's own move.
pub fn challenges(bid: u8, now: &[f64; SUM_TOTALS], after_move: &[f64; SUM_TOTALS]) -> bool {
    bid >= MAX_BID || 1.0 - tail(now, bid) > tail(after_move, bid + 1)
}

/// The bid to make, at least `lowest` (which is at most 30), given the sum after one's move.
pub fn bid(lowest: u8, after_move: &[f64; SUM_TOTALS], rng: &mut GameRng) -> u8 {
    // The chance of reaching each bid, from the top down.
    let mut reached = 0.0;
    let honest = (0..=MAX_BID)
        .rev()
        .find(|&b| {
            reached += after_move[usize::from(b)];
            reached >= TRUST
        })
        .unwrap_or(0);
    let chosen = match rng.below(10) {
        0 | 1 => honest + 1 + rng.below(3) as u8,
        2 | 3 => lowest,
        _ => honest,
    };
    chosen.max(lowest).min(MAX_BID)
}
