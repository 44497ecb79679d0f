//! A seat's key moments over a game: how certain its notebook was, step after step, of
//! what the seat had to find, when it could have known, and when it acted on it.
//!
//! A game works them out in [`Game::moments`](crate::Game::moments) from what the seat was
//! sent (its view after each step and the step's events, redacted for it) and records them
//! with a [`Recorder`], which keeps the rules every game shares: one certainty per step, a
//! goal per answer to find, the certainty held once the goal is over, and "known" as the
//! first step at which the certainty reached 1.

use crate::Game;
use serde::{Deserialize, Serialize};

/// One step as a seat saw it: its view after the step and the step's events as redacted
/// for it.
pub struct SeatStep<G: Game> {
    pub view: G::View,
    pub events: Vec<G::Event>,
}

/// What a seat's notebook knew over a whole game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Moments {
    /// The certainty, from 0 to 1, of what the seat had to find: index 0 at the deal, then
    /// after each step. It is held at its last value while no goal is open.
    pub certainty: Vec<f64>,
    /// Each answer the seat had to find, in order (a game played in parts has one per
    /// part; a game without a hidden answer has none).
    pub goals: Vec<Goal>,
}

/// One answer a seat had to find.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Goal {
    /// The step from which the seat looked for it (0: the deal).
    pub from: usize,
    /// The step that ended the search: the seat acted for the last time, or the answer was
    /// made public; `None` if the game ended first.
    pub until: Option<usize>,
    /// The first step after which the notebook had determined the answer (certainty 1).
    pub known: Option<usize>,
    /// What the seat did about it (accused, solved, called), in order.
    pub acts: Vec<Act>,
}

/// A step at which the seat acted on its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Act {
    pub step: usize,
    /// Whether the answer given was right.
    pub right: bool,
}

/// Builds [`Moments`] step by step. For each step, a game first tells what the step ends
/// or begins ([`Recorder::act`], [`Recorder::close`], [`Recorder::open`]), then records the
/// certainty after it ([`Recorder::record`]), exactly once per step.
///
/// What a step that ends a goal tells (the answer made public, or the result of the
/// seat's own act) is not deduction: the certainty is held from the step before.
#[derive(Clone, Debug)]
pub struct Recorder {
    moments: Moments,
    /// A goal is open: the certainty recorded is taken.
    open: bool,
    /// The game has goals; without any, every certainty recorded is taken.
    goals: bool,
}

impl Recorder {
    /// Starts at the deal with `certainty`, a first goal open from step 0.
    pub fn with_goal(certainty: f64) -> Recorder {
        let mut recorder = Recorder::new(certainty, true);
        recorder.moments.goals.push(Goal::default());
        recorder.open = true;
        recorder
    }

    /// Starts at the deal with `certainty`, for a game with no answer to find.
    pub fn without_goals(certainty: f64) -> Recorder {
        Recorder::new(certainty, false)
    }

    fn new(certainty: f64, goals: bool) -> Recorder {
        Recorder {
            moments: Moments {
                certainty: vec![certainty.clamp(0.0, 1.0)],
                goals: Vec::new(),
            },
            open: false,
            goals,
        }
    }

    /// The step being worked out: the next one recorded.
    pub fn step(&self) -> usize {
        self.moments.certainty.len()
    }

    /// Whether a goal is open, so that a certainty recorded now counts.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The last certainty recorded.
    pub fn last(&self) -> f64 {
        self.moments.certainty.last().copied().unwrap_or(0.0)
    }

    /// A new answer to find from this step on (a new deal); an open goal ends here.
    pub fn open(&mut self) {
        self.close();
        let from = self.step();
        self.moments.goals.push(Goal {
            from,
            ..Goal::default()
        });
        self.open = true;
    }

    /// The seat acted on its answer at this step; `ends`: its search is over.
    pub fn act(&mut self, right: bool, ends: bool) {
        let step = self.step();
        if let (true, Some(goal)) = (self.open, self.moments.goals.last_mut()) {
            goal.acts.push(Act { step, right });
        }
        if ends {
            self.close();
        }
    }

    /// The open goal ends at this step: the answer was made public, or the part is over.
    pub fn close(&mut self) {
        let step = self.step();
        if let (true, Some(goal)) = (self.open, self.moments.goals.last_mut()) {
            goal.until = Some(step);
        }
        self.open = false;
    }

    /// The certainty after this step: taken while a goal is open (or the game has none),
    /// else the last one is held.
    pub fn record(&mut self, certainty: f64) {
        let step = self.step();
        let taken = if self.open || !self.goals {
            certainty.clamp(0.0, 1.0)
        } else {
            self.last()
        };
        if let (true, Some(goal)) = (self.open, self.moments.goals.last_mut()) {
            if goal.known.is_none() && taken >= 1.0 {
                goal.known = Some(step);
            }
        }
        self.moments.certainty.push(taken);
    }

    pub fn finish(self) -> Moments {
        self.moments
    }
}

/// `1 - ln(left) / ln(all)`: the share, on a log scale, of `all` equally possible answers
/// that `left` still possible ones have ruled out. It is 1 exactly when one answer is left,
/// never decreases while `left` does not grow, and is 0 when nothing is ruled out.
pub fn ruled_out(left: usize, all: usize) -> f64 {
    if all <= 1 || left <= 1 {
        return 1.0;
    }
    (1.0 - (left as f64).ln() / (all as f64).ln()).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_is_known_at_the_first_certain_step_and_held_after_it_ends() {
        let mut recorder = Recorder::with_goal(0.1);
        recorder.record(0.5);
        recorder.record(1.0);
        recorder.record(1.0);
        recorder.act(true, true);
        // The act's own result tells nothing the seat deduced.
        recorder.record(0.2);
        let moments = recorder.finish();
        assert_eq!(moments.certainty, vec![0.1, 0.5, 1.0, 1.0, 1.0]);
        assert_eq!(
            moments.goals,
            vec![Goal {
                from: 0,
                until: Some(4),
                known: Some(2),
                acts: vec![Act {
                    step: 4,
                    right: true
                }],
            }]
        );
    }

    #[test]
    fn a_public_answer_is_not_known_and_a_new_deal_opens_a_goal() {
        let mut recorder = Recorder::with_goal(0.0);
        recorder.record(0.3);
        recorder.close();
        recorder.record(1.0);
        recorder.open();
        recorder.record(0.1);
        recorder.act(false, false);
        recorder.record(0.4);
        let moments = recorder.finish();
        assert_eq!(moments.certainty, vec![0.0, 0.3, 0.3, 0.1, 0.4]);
        assert_eq!(moments.goals[0].known, None);
        assert_eq!(moments.goals[0].until, Some(2));
        assert_eq!(moments.goals[1].from, 3);
        assert_eq!(moments.goals[1].until, None);
        assert_eq!(
            moments.goals[1].acts,
            vec![Act {
                step: 4,
                right: false
            }]
        );
    }

    #[test]
    fn without_goals_every_certainty_counts() {
        let mut recorder = Recorder::without_goals(0.5);
        recorder.record(1.0);
        recorder.record(0.25);
        let moments = recorder.finish();
        assert_eq!(moments.certainty, vec![0.5, 1.0, 0.25]);
        assert!(moments.goals.is_empty());
    }

    #[test]
    fn ruled_out_is_one_exactly_when_one_answer_is_left() {
        assert_eq!(ruled_out(1, 324), 1.0);
        assert_eq!(ruled_out(324, 324), 0.0);
        assert!(ruled_out(2, 324) < 1.0);
        let mut last = 0.0;
        for left in (1..=324).rev() {
            let c = ruled_out(left, 324);
            assert!(c >= last, "{left}: {c} < {last}");
            last = c;
        }
    }
}
