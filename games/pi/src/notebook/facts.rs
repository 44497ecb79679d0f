//! The certain conclusions of a notebook: each element that no possible case contains
//! (ruled out) or that every possible case contains (determined), with the notes that
//! prove it. Those are a cover: every case the conclusion excludes is excluded by them,
//! and no one of them can be dropped.
//!
//! A case is excluded either by one of the seat's own notes, or because no way is left to
//! complete the other hidden cases with it (`joint.rs`). The proof of the first kind is
//! the seat's own notes (the strongest kept); of the second, the other seats' answers it
//! needs and the known cases that take elements away from them.

use super::joint::weights;
use super::observation::{Note, Observation, Test};
use super::possible::Marginals;
use crate::board::Layout;
use crate::elements::{Case, Element};
use whodunit_engine::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub element: Element,
    /// Whether the case contains `element` (determined) or not (ruled out).
    pub holds: bool,
    /// The notes behind it, by index, in the order noted.
    pub because: Vec<usize>,
}

/// Every certain conclusion of `seat` in a game of `players` seats, element by element in
/// code order. None when no case is left, which the notes of a real game never lead to.
pub fn facts(
    notes: &[Note],
    seat: Seat,
    players: usize,
    layout: &Layout,
    marginals: &Marginals,
) -> Vec<Fact> {
    if marginals.total() == 0 {
        return Vec::new();
    }
    let proof = Proof {
        notes,
        seat,
        players,
        layout,
        tests: notes.iter().map(|n| n.observation.test(layout)).collect(),
    };
    Element::all()
        .filter_map(|element| {
            let count = marginals.count(element);
            let holds = match count {
                0 => false,
                n if n == marginals.total() => true,
                _ => return None,
            };
            // The cases the conclusion excludes.
            let excluded = |case: &Case| (case.element(element.kind()) == element) != holds;
            let targets: Vec<Case> = Case::all().filter(excluded).collect();
            Some(Fact {
                element,
                holds,
                because: proof.of(&targets),
            })
        })
        .collect()
}

/// What a proof is drawn from.
struct Proof<'a> {
    notes: &'a [Note],
    seat: Seat,
    players: usize,
    layout: &'a Layout,
    tests: Vec<Test>,
}

impl Proof<'_> {
    fn is_own(&self, i: usize) -> bool {
        self.notes[i].seat == self.seat
    }

    /// A small set of notes that together exclude every case of `targets`, by index.
    fn of(&self, targets: &[Case]) -> Vec<usize> {
        let (direct, joint): (Vec<Case>, Vec<Case>) = targets.iter().partition(|&&case| {
            (0..self.notes.len()).any(|i| self.is_own(i) && !self.tests[i].allows(case))
        });
        let mut kept = self.cover(&direct);
        if !joint.is_empty() {
            // Every note to start with; then drop the other seats' answers, and the known
            // cases the direct proof does not name, while the joint cases stay excluded.
            let droppable: Vec<usize> = (0..self.notes.len())
                .filter(|&i| match self.notes[i].observation {
                    Observation::Held(_) | Observation::SolvedBy(..) => !kept.contains(&i),
                    _ => !self.is_own(i),
                })
                .collect();
            let mut using: Vec<bool> = vec![true; self.notes.len()];
            // Later notes go first, so the earliest answers that prove it remain.
            for &i in droppable.iter().rev() {
                using[i] = false;
                if !self.excludes(&using, &joint) {
                    using[i] = true;
                }
            }
            kept.extend(droppable.into_iter().filter(|&i| using[i]));
            kept.sort_unstable();
        }
        kept
    }

    /// Whether the notes marked in `using` leave no way to complete the other hidden
    /// cases around any case of `cases`.
    fn excludes(&self, using: &[bool], cases: &[Case]) -> bool {
        let notes: Vec<Note> = (0..self.notes.len())
            .filter(|&i| using[i])
            .map(|i| self.notes[i])
            .collect();
        weights(&notes, self.seat, self.players, self.layout, cases)
            .iter()
            .all(|&w| w == 0)
    }

    /// A smallest-by-deletion set of the seat's own notes that together exclude every
    /// case of `targets`. Weak notes (excluding few of those cases) are dropped first, so
    /// the strongest reasons remain.
    fn cover(&self, targets: &[Case]) -> Vec<usize> {
        let own: Vec<usize> = (0..self.notes.len()).filter(|&i| self.is_own(i)).collect();
        let excludes = |i: usize, case: Case| !self.tests[i].allows(case);
        // How many notes exclude each target case.
        let mut covered = vec![0u32; targets.len()];
        let mut strength = vec![0usize; self.notes.len()];
        for &i in &own {
            for (t, &case) in targets.iter().enumerate() {
                if excludes(i, case) {
                    covered[t] += 1;
                    strength[i] += 1;
                }
            }
        }
        let mut order = own.clone();
        // Among equals the later goes first, so the held cards outlast a solution naming them.
        order.sort_by_key(|&i| (strength[i], std::cmp::Reverse(i)));
        let mut kept = vec![false; self.notes.len()];
        for &i in &own {
            kept[i] = strength[i] > 0;
        }
        order.retain(|&i| kept[i]);
        for i in order {
            let needed = targets
                .iter()
                .zip(&covered)
                .any(|(&case, &n)| n == 1 && excludes(i, case));
            if needed {
                continue;
            }
            kept[i] = false;
            for (t, &case) in targets.iter().enumerate() {
                if excludes(i, case) {
                    covered[t] -= 1;
                }
            }
        }
        (0..self.notes.len()).filter(|&i| kept[i]).collect()
    }
}
