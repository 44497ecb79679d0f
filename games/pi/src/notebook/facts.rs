//! The certain conclusions of a notebook: each element that no possible case contains
//! (ruled out) or that every possible case contains (determined), with the notes that
//! prove it. Those are a cover: every case the conclusion excludes is excluded by them,
//! and no one of them can be dropped.
//!
//! A case is excluded either by one of the seat's own notes, or because no way is left to
//! complete the other hidden cases with it (`joint.rs`). The proof of the first kind is
//! the seat's own notes (the strongest kept); of the second, the other seats' answers it
//! needs and the known cases that take elements away from them.

use super::joint::weights_of_some;
use super::observation::{Note, Observation, Test};
use super::possible::Marginals;
use crate::board::Layout;
use crate::elements::{Case, Crime, Element, Location, Suspect};
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
    let cases: Vec<Case> = Case::all().collect();
    let tests: Vec<Test> = notes.iter().map(|n| n.observation.test(layout)).collect();
    // By note, the cases it excludes on its own (none for another seat's answers).
    let excludes = (0..notes.len())
        .map(|i| {
            let mut set = [0u64; WORDS];
            if notes[i].seat == seat {
                for (c, case) in cases.iter().enumerate() {
                    if !tests[i].allows(*case) {
                        set[c / 64] |= 1 << (c % 64);
                    }
                }
            }
            set
        })
        .collect();
    let mut proof = Proof {
        notes,
        seat,
        players,
        tests,
        cases,
        excludes,
        last_joint: Vec::new(),
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
            let containing = containing(element);
            let targets: CaseSet = std::array::from_fn(|w| {
                let all = if w + 1 == WORDS {
                    (1u64 << (CASES - 64 * w)) - 1
                } else {
                    u64::MAX
                };
                if holds {
                    all & !containing[w]
                } else {
                    containing[w]
                }
            });
            Some(Fact {
                element,
                holds,
                because: proof.of(&targets),
            })
        })
        .collect()
}

/// How many cases there are.
const CASES: usize = Suspect::COUNT * Crime::COUNT * Location::COUNT;

/// Words of a set of cases, one bit per case in `Case::all` order (suspects slowest).
const WORDS: usize = CASES.div_ceil(64);

/// The cases that contain `element`.
fn containing(element: Element) -> CaseSet {
    let (per_suspect, per_crime) = (Crime::COUNT * Location::COUNT, Location::COUNT);
    let indices: Vec<usize> = match element {
        Element::Suspect(s) => (0..per_suspect)
            .map(|i| s.index() * per_suspect + i)
            .collect(),
        Element::Crime(c) => (0..Suspect::COUNT)
            .flat_map(|s| (0..per_crime).map(move |l| s * per_suspect + c.index() * per_crime + l))
            .collect(),
        Element::Location(l) => (0..Suspect::COUNT * Crime::COUNT)
            .map(|sc| sc * per_crime + l.index())
            .collect(),
    };
    let mut set = [0u64; WORDS];
    for i in indices {
        set[i / 64] |= 1 << (i % 64);
    }
    set
}

/// A set of cases by their index in `Case::all` order.
type CaseSet = [u64; WORDS];

/// The indices of the cases in `set`.
fn members(set: &CaseSet) -> impl Iterator<Item = u32> + '_ {
    set.iter().enumerate().flat_map(|(w, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                w as u32 * 64 + bit
            })
        })
    })
}

/// What a proof is drawn from.
struct Proof<'a> {
    notes: &'a [Note],
    seat: Seat,
    players: usize,
    /// By note, its test.
    tests: Vec<Test>,
    /// The other seats' answers and known cases the last joint proof kept: a good start
    /// for the next, since facts often rest on the same few answers.
    last_joint: Vec<usize>,
    /// Every case, in `Case::all` order.
    cases: Vec<Case>,
    /// By note, the cases it excludes on its own.
    excludes: Vec<CaseSet>,
}

impl Proof<'_> {
    fn is_own(&self, i: usize) -> bool {
        self.notes[i].seat == self.seat
    }

    /// A small set of notes that together exclude every case of `targets`, by index.
    fn of(&mut self, targets: &CaseSet) -> Vec<usize> {
        // By note, the targets (by case index) that the note excludes on its own.
        let excluded: Vec<Vec<u32>> = self
            .excludes
            .iter()
            .map(|set| {
                let both: CaseSet = std::array::from_fn(|w| set[w] & targets[w]);
                members(&both).collect()
            })
            .collect();
        let mut covered = vec![0u32; self.cases.len()];
        for &t in excluded.iter().flatten() {
            covered[t as usize] += 1;
        }
        let joint: Vec<Case> = members(targets)
            .filter(|&t| covered[t as usize] == 0)
            .map(|t| self.cases[t as usize])
            .collect();
        let mut kept = cover(&excluded, covered);
        if !joint.is_empty() {
            // Every note to start with; then drop the other seats' answers, and the known
            // cases the direct proof does not name, while the joint cases stay excluded.
            let droppable: Vec<usize> = (0..self.notes.len())
                .filter(|&i| match self.notes[i].observation {
                    Observation::Held(_) | Observation::SolvedBy(..) => !kept.contains(&i),
                    _ => !self.is_own(i),
                })
                .collect();
            let drop_all = |notes: &[usize], using: &mut [bool]| {
                notes.iter().for_each(|&i| using[i] = false);
                if !self.excludes(using, &joint) {
                    notes.iter().for_each(|&i| using[i] = true);
                }
            };
            // The last proof's answers, if they are enough, else every note.
            let mut using: Vec<bool> = vec![true; self.notes.len()];
            for &i in &droppable {
                using[i] = self.last_joint.contains(&i);
            }
            if !self.excludes(&using, &joint) {
                using.fill(true);
                // A whole seat's answers at once first, since most seats are not needed.
                for seat in (0..self.players).map(|s| Seat(s as u8)) {
                    let answers: Vec<usize> = droppable
                        .iter()
                        .copied()
                        .filter(|&i| self.notes[i].seat == seat && seat != self.seat)
                        .collect();
                    if answers.len() > 1 {
                        drop_all(&answers, &mut using);
                    }
                }
            }
            // Then note by note, later first, so the earliest answers that prove it remain.
            for &i in droppable.iter().rev() {
                if using[i] {
                    drop_all(&[i], &mut using);
                }
            }
            self.last_joint = droppable.iter().copied().filter(|&i| using[i]).collect();
            kept.extend(droppable.into_iter().filter(|&i| using[i]));
            kept.sort_unstable();
        }
        kept
    }

    /// Whether the notes marked in `using` leave no way to complete the other hidden
    /// cases around any case of `cases`.
    fn excludes(&self, using: &[bool], cases: &[Case]) -> bool {
        weights_of_some(
            self.notes,
            &self.tests,
            using,
            self.seat,
            self.players,
            cases,
        )
        .iter()
        .all(|&w| w == 0)
    }
}

/// A smallest-by-deletion set of notes that together exclude every target, given by note
/// the targets it excludes (`excluded`) and by target how many notes exclude it
/// (`covered`). Weak notes (excluding few targets) are dropped first, so the strongest
/// reasons remain.
fn cover(excluded: &[Vec<u32>], mut covered: Vec<u32>) -> Vec<usize> {
    let mut order: Vec<usize> = (0..excluded.len())
        .filter(|&i| !excluded[i].is_empty())
        .collect();
    // Among equals the later goes first, so the held cards outlast a solution naming them.
    order.sort_by_key(|&i| (excluded[i].len(), std::cmp::Reverse(i)));
    let mut kept = vec![false; excluded.len()];
    for &i in &order {
        kept[i] = true;
    }
    for i in order {
        let needed = excluded[i].iter().any(|&t| covered[t as usize] == 1);
        if needed {
            continue;
        }
        kept[i] = false;
        for &t in &excluded[i] {
            covered[t as usize] -= 1;
        }
    }
    (0..excluded.len()).filter(|&i| kept[i]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cases_containing_an_element_are_those_case_all_lists() {
        for element in Element::all() {
            let expected: Vec<u32> = Case::all()
                .enumerate()
                .filter(|(_, case)| case.elements().contains(&element))
                .map(|(i, _)| i as u32)
                .collect();
            assert_eq!(members(&containing(element)).collect::<Vec<_>>(), expected);
        }
    }
}
