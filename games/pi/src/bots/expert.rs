//! The expert: it weighs its cases by the notebook's exact posterior (every seat's public
//! answers, `notebook::posterior`) and plays for information. The `expert-solo` level is
//! the same player reading only its own answers, the expert before the joint model, kept
//! to measure the new one against.
//!
//! Each turn it values every display card it may take and every location it may
//! investigate by the bits the answer is expected to give (`notebook::gain`). An
//! investigator is spent only if it beats the best card by
//! [`tempo::investigator_margin`]: five serve three mini-games. It solves as soon as one
//! case is left, and guesses earlier when [`tempo::should_guess`] finds the expected
//! points of guessing now (right with the likeliest case's chance, else -2 and a turn
//! lost) above those of waiting for certainty (the posterior's entropy, learnt at the
//! expected bits of a turn) while the score track moves on. A guess is
//! the likeliest case still possible, so a wrong attempt is never repeated.

use super::tempo::{investigator_margin, should_guess, Doubt};
use super::tried;
use crate::actions::{Action, Event};
use crate::elements::Case;
use crate::notebook::{
    evidence_bits, investigation_bits, marked_slots, posterior, Intake, Marginals, Note,
    Observation, Read, Sums,
};
use crate::view::View;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

pub struct ExpertBot {
    seat: Seat,
    /// Whether other seats' public answers count (the expert) or not (`expert-solo`).
    joint: bool,
    intake: Intake,
    /// The notes of this mini-game, once started from the view.
    notes: Vec<Note>,
    /// Whether `notes` must start afresh: a mini-game began since they did.
    stale: bool,
}

/// The cases still possible with their weights.
struct Belief {
    cases: Vec<Case>,
    weights: Vec<u64>,
}

impl ExpertBot {
    /// The expert for `seat`; `joint` false gives the `expert-solo` level.
    pub fn new(seat: Seat, joint: bool) -> ExpertBot {
        ExpertBot {
            seat,
            joint,
            intake: Intake::new(seat),
            notes: Vec::with_capacity(64),
            stale: true,
        }
    }

    /// Brings `notes` up to date and weighs the cases. The case cards held come from the
    /// view, since mini-game 1 begins without events.
    fn belief(&mut self, view: &View) -> Belief {
        if self.stale {
            let held = view.held_case.map(|case| Note {
                seat: self.seat,
                observation: Observation::Held(case),
            });
            self.notes.splice(0..0, held);
            self.stale = false;
        }
        let (cases, weights) = posterior(
            &self.notes,
            self.seat,
            usize::from(view.players),
            &view.board,
        );
        Belief { cases, weights }
    }

    /// The action the expert wants, or `None` if its cases ran out (which a real game's
    /// notes never cause).
    fn pick(&self, view: &View, belief: &Belief) -> Option<Action> {
        // The first of the likeliest, as `max_by_key` gives the last.
        let (best, _) = belief
            .cases
            .iter()
            .zip(&belief.weights)
            .rev()
            .max_by_key(|&(_, &w)| w)?;
        let guess = Action::Solve(*best);
        if belief.cases.len() == 1 {
            return Some(guess);
        }
        let layout = &view.board;
        let marginals = Marginals::of(&belief.cases, &belief.weights);
        let sums = (!marginals.is_product()).then(|| Sums::of(&belief.cases, &belief.weights));
        let card = view
            .evidence_choices(self.seat)
            .map(|card| {
                (
                    evidence_bits(&marginals, layout, card),
                    Action::Evidence(card),
                )
            })
            .max_by(|a, b| a.0.total_cmp(&b.0));
        let me = &view.seats[self.seat.index()];
        let marks = marked_slots(view, self.seat);
        let margin = investigator_margin(me.unused_investigators, view.mini_game);
        let place = view
            .investigations(self.seat)
            .map(|l| {
                let bits = investigation_bits(sums.as_ref(), &marginals, layout, marks, l);
                (bits - margin, Action::Investigate(l))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0));
        let best = match (card, place) {
            (Some(card), Some(place)) if place.0 > card.0 => Some((place.0 + margin, place.1)),
            (None, Some(place)) => Some((place.0 + margin, place.1)),
            (Some(card), _) => Some(card),
            (None, None) => None,
        };
        // With nothing to learn (no option, or 0 bits) `should_guess` still weighs a
        // guess against waiting for new cards in the display.
        let Some((bits, action)) = best else {
            return Some(guess);
        };
        if should_guess(view, self.seat, Doubt::of(&belief.weights), bits) {
            Some(guess)
        } else {
            Some(action)
        }
    }

    /// Whether `action` is legal for the expert now, judged from its view.
    fn is_legal(&self, view: &View, action: Action) -> bool {
        match action {
            Action::Investigate(l) => view.investigations(self.seat).any(|x| x == l),
            Action::Evidence(card) => view.evidence_choices(self.seat).any(|x| x == card),
            Action::Solve(case) => !tried(view, self.seat, case),
        }
    }
}

impl Bot<Pi> for ExpertBot {
    fn observe(&mut self, event: &Event) {
        match self.intake.read(event) {
            Read::Observed(note) if self.joint || note.seat == self.seat => {
                self.notes.push(note);
            }
            Read::Ended(_) => {
                self.notes.clear();
                self.stale = true;
            }
            Read::Observed(_) => {}
            Read::Nothing => {}
        }
    }

    fn choose(&mut self, decision: Decision<'_, Pi>) -> Action {
        let view = decision.view;
        let belief = self.belief(view);
        match self.pick(view, &belief) {
            Some(action) if self.is_legal(view, action) => action,
            _ => decision.legal()[0],
        }
    }
}
