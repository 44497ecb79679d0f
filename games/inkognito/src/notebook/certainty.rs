//! A seat's key moments (`Game::moments`): how certain its notebook was of what it needs
//! to call after each step of each game of the match, when it could have known, and when
//! it called.
//!
//! The model: what a seat needs to call is the correct number (IK-CALL-07, IK-3P-17,
//! IK-5P-22) and, with 4 players, which agent is its partner, since the call counts only
//! at a meeting with the partner (IK-CALL-08). Its answers are then the pairs (partner's
//! agent, number), 3 x 24 = 72 of them, or the 24 numbers with 3 or 5 players. The
//! certainty is `1 - ln(A) / ln(all)`, where `A` is the number of answers the deals left
//! by the notebook (`world.rs`, all equally likely) still allow. It is 1 exactly when the
//! notebook has determined what to call, and within a game it never decreases: each
//! sighting only removes deals.
//!
//! Each game of the match is one goal: it opens with the deal and ends with the game (a
//! call, the seat's or another's, ends it: IK-CALL-11), so what a call or the end of a
//! game shows is not counted.

use super::intake::Intake;
use super::world::World;
use super::Notebook;
use crate::actions::Event;
use crate::elements::NUMBERS;
use crate::view::View;
use crate::Inkognito;
use whodunit_engine::{ruled_out, Moments, Recorder, SeatStep};

/// The answers the notebook's deals allow, and how many there are in all.
pub fn answers(notebook: &Notebook) -> (usize, usize) {
    let partner = match (notebook.players, notebook.my_identity()) {
        (4, Some(mine)) => Some(mine.partner()),
        _ => None,
    };
    // One bit per (agent holding the partner's identity, number): 4 x 24 bits.
    let mut seen = 0u128;
    for index in notebook.worlds.indices() {
        let agent = partner.map_or(0, |p| World::from_index(index).holder(p));
        seen |= 1 << (agent * NUMBERS.len() + World::number_rank_at(index));
    }
    let all = NUMBERS.len() * if partner.is_some() { 3 } else { 1 };
    (seen.count_ones() as usize, all)
}

/// The certainty of what to call, or `None` if no deal fits the notebook.
pub fn certainty(notebook: &Notebook) -> Option<f64> {
    let (left, all) = answers(notebook);
    (left > 0).then(|| ruled_out(left, all))
}

/// The key moments of the seat whose view at the deal is `opening`.
pub fn moments(opening: &View, steps: &[SeatStep<Inkognito>]) -> Option<Moments> {
    let me = opening.viewer.seat()?;
    let mut intake = Intake::default();
    let start = certainty(&Notebook::from_intake(opening, intake.clone())).unwrap_or(0.0);
    let mut recorder = Recorder::with_goal(start);
    for step in steps {
        for event in &step.events {
            match *event {
                Event::Called {
                    caller, correct, ..
                } if caller == me => recorder.act(correct, true),
                Event::GameEnded { .. } => recorder.close(),
                Event::GameStarted { .. } => recorder.open(),
                _ => {}
            }
            intake.observe(event);
        }
        let value = if recorder.is_open() {
            certainty(&Notebook::from_intake(&step.view, intake.clone())).unwrap_or(recorder.last())
        } else {
            recorder.last()
        };
        recorder.record(value);
    }
    Some(recorder.finish())
}
