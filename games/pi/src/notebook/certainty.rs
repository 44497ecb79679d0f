//! A seat's key moments (`Game::moments`): how certain its notebook was of its own case
//! after each step of each mini-game, when it could have known it, and when it tried.
//!
//! The model: in each mini-game the certainty is `1 - ln(C) / ln(1680)`, where `C` is the
//! number of cases the joint posterior of `joint.rs` still gives a weight (every public
//! answer of every seat, the case cards held and the public solutions), out of the
//! 12 x 10 x 14 = 1,680 of the decks. It is 1 exactly when the notebook has determined the
//! case, and within a mini-game it never decreases: each note only removes cases or ways
//! to complete the other hidden cases, so no weight comes back. (The likeliest case's
//! probability would say more about a guess, but can fall after an answer.)
//!
//! Each mini-game is one goal: it opens with the deal and ends at the seat's correct
//! solve or with the mini-game; a wrong attempt is an act that does not end it (it rules
//! that case out, which counts). The case shown by a correct solve or at the end of the
//! mini-game is not counted.

use super::intake::{Intake, Read};
use super::joint::posterior;
use super::observation::{Note, Observation};
use crate::actions::Event;
use crate::elements::{Crime, Location, Suspect};
use crate::view::View;
use crate::Pi;
use whodunit_engine::{ruled_out, Moments, Recorder, Seat, SeatStep};

/// Every case of the decks.
pub const CASES: usize = Suspect::COUNT * Crime::COUNT * Location::COUNT;

/// The certainty of `seat`'s case from the mini-game's `notes` (the case cards it holds
/// included), or `None` if no case fits them.
pub fn certainty(notes: &[Note], seat: Seat, view: &View) -> Option<f64> {
    let (cases, _) = posterior(notes, seat, usize::from(view.players), &view.board);
    (!cases.is_empty()).then(|| ruled_out(cases.len(), CASES))
}

/// The case cards `view`'s seat holds in the mini-game it shows, as a note.
fn held(view: &View, seat: Seat) -> Option<Note> {
    view.held_case.map(|case| Note {
        seat,
        observation: Observation::Held(case),
    })
}

/// The key moments of the seat whose view at the deal is `opening`.
pub fn moments(opening: &View, steps: &[SeatStep<Pi>]) -> Option<Moments> {
    let me = opening.viewer.seat()?;
    let mut intake = Intake::new(me);
    // This mini-game's notes, the case cards held first.
    let mut notes: Vec<Note> = held(opening, me).into_iter().collect();
    let start = certainty(&notes, me, opening).unwrap_or(0.0);
    let mut recorder = Recorder::with_goal(start);
    for step in steps {
        let mut learnt = false;
        for event in &step.events {
            if let Event::MiniGameStarted { .. } = event {
                recorder.open();
                notes = held(&step.view, me).into_iter().collect();
                learnt = true;
            }
            match intake.read(event) {
                // The seat's own correct solve: its case is shown to it.
                Read::Observed(Note {
                    observation: Observation::Known(_),
                    ..
                }) => recorder.act(true, true),
                Read::Observed(note) => {
                    if note.seat == me && matches!(note.observation, Observation::Wrong(_)) {
                        recorder.act(false, false);
                    }
                    notes.push(note);
                    learnt = true;
                }
                Read::Ended(_) => recorder.close(),
                Read::Nothing => {}
            }
        }
        let value = if learnt && recorder.is_open() {
            certainty(&notes, me, &step.view).unwrap_or(recorder.last())
        } else {
            recorder.last()
        };
        recorder.record(value);
    }
    Some(recorder.finish())
}
