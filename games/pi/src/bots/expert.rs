//! The expert: it keeps the exact set of cases its observations allow (the notebook's
//! model, filtered one observation at a time) and plays for information.
//!
//! Each turn it values every display card it may take and every location it may
//! investigate by the bits the answer is expected to give (`notebook::gain`). An
//! investigator is spent only if it beats the best card by
//! [`tempo::investigator_margin`]: five serve three mini-games. It solves as soon as one
//! case is left, and guesses earlier when [`tempo::should_guess`] finds the expected
//! points of guessing now (right with chance 1/cases, else -2 and a turn lost) above those
//! of waiting for certainty while the score track moves on. A guess is a case still
//! possible, so a wrong attempt is never repeated.

use super::tempo::{investigator_margin, should_guess};
use crate::actions::{Action, Event};
use crate::elements::Case;
use crate::notebook::{
    all_cases, evidence_bits, investigation_bits, marked_slots, Intake, Marginals, Observation,
    Read,
};
use crate::view::View;
use crate::Pi;
use whodunit_engine::{Bot, Decision, Seat};

pub struct ExpertBot {
    seat: Seat,
    intake: Intake,
    /// Observations of this mini-game not yet applied to `cases`.
    pending: Vec<Observation>,
    /// The cases still possible in this mini-game, once built.
    cases: Vec<Case>,
    /// Whether `cases` must be built afresh: a mini-game began since it was.
    stale: bool,
}

impl ExpertBot {
    pub fn new(seat: Seat) -> ExpertBot {
        ExpertBot {
            seat,
            intake: Intake::new(seat),
            pending: Vec::with_capacity(16),
            cases: Vec::with_capacity(12 * 10 * 14),
            stale: true,
        }
    }

    /// Brings `cases` up to date. The board and the case cards held come from the view,
    /// since mini-game 1 begins without events.
    fn sync(&mut self, view: &View) {
        let layout = &view.board;
        if self.stale {
            self.cases.clear();
            self.cases.extend_from_slice(all_cases());
            if let Some(held) = view.held_case {
                let test = Observation::Held(held).test(layout);
                self.cases.retain(|&case| test.allows(case));
            }
            self.stale = false;
        }
        for observation in self.pending.drain(..) {
            let test = observation.test(layout);
            self.cases.retain(|&case| test.allows(case));
        }
    }

    /// The action the expert wants, or `None` if its cases ran out (which a real game's
    /// observations never cause).
    fn pick(&self, view: &View) -> Option<Action> {
        let guess = Action::Solve(*self.cases.first()?);
        if self.cases.len() == 1 {
            return Some(guess);
        }
        let layout = &view.board;
        let marginals = Marginals::of(&self.cases);
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
                let bits = investigation_bits(&self.cases, &marginals, layout, marks, l);
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
        if should_guess(view, self.seat, self.cases.len(), bits) {
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
            Action::Solve(case) => !view
                .wrong_attempts
                .iter()
                .any(|a| a.seat == self.seat && a.case == case),
        }
    }
}

impl Bot<Pi> for ExpertBot {
    fn observe(&mut self, event: &Event) {
        match self.intake.read(event) {
            Read::Observed(observation) => self.pending.push(observation),
            Read::Ended(_) => {
                self.pending.clear();
                self.stale = true;
            }
            Read::Nothing => {}
        }
    }

    fn choose(&mut self, decision: Decision<'_, Pi>) -> Action {
        let view = decision.view;
        self.sync(view);
        match self.pick(view) {
            Some(action) if self.is_legal(view, action) => action,
            _ => decision.legal()[0],
        }
    }
}
