//! A seat's key moments (`Game::moments`): how certain it was of the opponent's hand total
//! after each step.
//!
//! Bakerstreet hides no solution; what a seat works out is the opponent's hand, and what
//! it needs of it is its total, which with its own total decides whether the sum reaches
//! a bid (BS-BID, BS-CHALLENGE). The certainty is `1 - H / log2(16)`, where `H` is the
//! Shannon entropy in bits of the opponent's total as the notebook gives it (`hand.rs`:
//! the hand followed from the deal, exact distribution by `totals.rs`), and 16 the totals
//! a hand can show (0 to 15). It is 1 exactly when the notebook has determined the total
//! (an entropy below 1e-9 bits counts as none: the distribution is summed in floating
//! point), and 0 only for 16 equally likely totals.
//!
//! The hands a challenge shows (BS-CHALLENGE) are seen, not deduced, and an empty hand
//! (between a challenge and the next draws) hides nothing: while the hands lie revealed or
//! the opponent holds no card, the certainty is held at its value before.
//!
//! It is not monotone, and should not be: the hand changes at every turn (a card is placed
//! and an unknown one drawn), so certainty is lost as well as gained. There is no goal:
//! nothing is to be found once and for all, so no "could have known" step either.

use super::hand::HandBelief;
use super::memory::Memory;
use super::{hand_distribution, Notebook};
use crate::state::opponent;
use crate::view::View;
use crate::Bakerstreet;
use whodunit_engine::{Moments, Recorder, Seat, SeatStep};

/// Entropy below this many bits is none: the total is determined.
const NO_DOUBT: f64 = 1e-9;

/// The certainty of a distribution of totals (which sums to 1).
pub fn certainty_of(totals: &[f64]) -> f64 {
    let bits: f64 = totals
        .iter()
        .filter(|&&p| p > 0.0)
        .map(|&p| -p * p.log2())
        .sum();
    if bits < NO_DOUBT {
        1.0
    } else {
        (1.0 - bits / (totals.len() as f64).log2()).clamp(0.0, 1.0)
    }
}

/// The certainty of the opponent's total in a notebook.
pub fn certainty(notebook: &Notebook) -> f64 {
    certainty_of(&notebook.opponent_total)
}

/// The certainty of `seat`'s notebook now, from its memory and its belief of the hand.
fn now(memory: &Memory, hand: Option<&HandBelief>, view: &View, seat: Seat) -> f64 {
    certainty_of(&hand_distribution(memory, hand, view, opponent(seat)))
}

/// The key moments of the seat whose view at the deal is `opening`.
pub fn moments(opening: &View, steps: &[SeatStep<Bakerstreet>]) -> Option<Moments> {
    let me = opening.viewer.seat().filter(|s| s.index() < 2)?;
    let mut memory = Memory::new();
    let mut hand = HandBelief::dealt_from_view(opening, opponent(me));
    let mut recorder = Recorder::without_goals(now(&memory, hand.as_ref(), opening, me));
    for step in steps {
        for event in &step.events {
            memory.observe(event);
            if let Some(hand) = hand.as_mut() {
                hand.observe(event);
            }
        }
        // Hands a challenge shows are not deduced, and an empty hand hides nothing: the
        // certainty is held while the hands lie revealed or the opponent holds no card.
        let other = opponent(me).index();
        let value = if memory.revealed(other).is_some() || step.view.seats[other].hand_size == 0 {
            recorder.last()
        } else {
            now(&memory, hand.as_ref(), &step.view, me)
        };
        recorder.record(value);
    }
    Some(recorder.finish())
}
