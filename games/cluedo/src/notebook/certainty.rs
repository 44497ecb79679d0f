//! A seat's key moments (`Game::moments`): how certain its notebook was of the envelope
//! after each step, when it could have known it, and when it accused.
//!
//! The model: the certainty is `1 - ln(E) / ln(324)`, where `E` is the number of envelopes
//! that at least one deal consistent with the notebook still allows (the exact count of
//! `count.rs`), out of the 6 x 6 x 9 = 324 of the deck. It is 1 exactly when the notebook
//! has determined the envelope, and it never decreases: entries only rule deals out, so
//! the envelopes left only shrink. The probability of the likeliest envelope, or the
//! Shannon entropy of the envelope, weigh what is left and say more about a good guess,
//! but either can move backwards after an observation (conditioning may flatten a skewed
//! distribution), which would draw a seat unlearning; what a notebook has ruled out is
//! what a player can point at.
//!
//! The search ends at the seat's accusation (right or wrong: the seat is done) or when the
//! game ends; what that step tells (the envelope seen after a wrong accusation, or shown
//! at the end) is not counted. The deal is counted from the view at the start; each
//! step's entries come from its events, redacted for the seat, only.

use super::observation::Observations;
use super::{count_all, Notebook};
use crate::actions::Event;
use crate::cards::{Room, Suspect, Weapon};
use crate::view::View;
use crate::Cluedo;
use whodunit_engine::{ruled_out, Moments, Recorder, SeatStep};

/// Every envelope of the deck.
pub const ENVELOPES: usize = Suspect::COUNT * Weapon::COUNT * Room::COUNT;

/// The certainty of the envelope of a notebook.
pub fn certainty(notebook: &Notebook) -> f64 {
    certainty_of(notebook.deduce().candidates().len())
}

fn certainty_of(envelopes_left: usize) -> f64 {
    ruled_out(envelopes_left, ENVELOPES)
}

/// The key moments of the seat whose view at the deal is `opening`.
pub fn moments(opening: &View, steps: &[SeatStep<Cluedo>]) -> Option<Moments> {
    let me = opening.viewer.seat()?;
    let mut observations = Observations::for_seat(opening);
    let envelopes_left = |o: &Observations| count_all(o).envelopes.len();
    let mut recorder = Recorder::with_goal(certainty_of(envelopes_left(&observations)));
    for step in steps {
        let mut learnt = false;
        for event in &step.events {
            match *event {
                Event::Accused { seat, correct, .. } if seat == me => recorder.act(correct, true),
                Event::GameOver { .. } => recorder.close(),
                _ => {}
            }
            for noted in observations.read(event) {
                observations.add(noted.entry, noted.origin);
                learnt = true;
            }
        }
        // Counted only when something was learnt; a notebook no deal fits (a bug) would
        // hold what it had.
        let left = if learnt && recorder.is_open() {
            envelopes_left(&observations)
        } else {
            0
        };
        let certainty = if left > 0 {
            certainty_of(left)
        } else {
            recorder.last()
        };
        recorder.record(certainty);
    }
    Some(recorder.finish())
}
