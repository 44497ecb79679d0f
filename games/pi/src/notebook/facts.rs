//! The certain conclusions of a notebook: each element that no possible case contains
//! (ruled out) or that every possible case contains (determined), with the observations
//! that prove it. Those are a cover: every case the conclusion excludes is excluded by
//! one of them, and no one of them can be dropped.

use super::observation::{Observation, Test};
use super::possible::Marginals;
use crate::board::Layout;
use crate::elements::{Case, Element};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub element: Element,
    /// Whether the case contains `element` (determined) or not (ruled out).
    pub holds: bool,
    /// The observations behind it, by index, in the order observed.
    pub because: Vec<usize>,
}

/// Every certain conclusion, element by element in code order. None when no case is left,
/// which the observations of a real game never lead to.
pub fn facts(observations: &[Observation], layout: &Layout, marginals: &Marginals) -> Vec<Fact> {
    if marginals.total() == 0 {
        return Vec::new();
    }
    Element::all()
        .filter_map(|element| {
            let count = marginals.count(element);
            let holds = match count {
                0 => false,
                n if n == marginals.total() => true,
                _ => return None,
            };
            // The cases the conclusion excludes.
            let excluded = |case: Case| (case.element(element.kind()) == element) != holds;
            Some(Fact {
                element,
                holds,
                because: cover(observations, layout, excluded),
            })
        })
        .collect()
}

/// A smallest-by-deletion set of observations that together exclude every case `target`
/// selects. Weak observations (excluding few of those cases) are dropped first, so the
/// strongest reasons remain.
fn cover(
    observations: &[Observation],
    layout: &Layout,
    target: impl Fn(Case) -> bool,
) -> Vec<usize> {
    let targets: Vec<Case> = Case::all().filter(|&case| target(case)).collect();
    let tests: Vec<Test> = observations.iter().map(|o| o.test(layout)).collect();
    let excludes = |i: usize, case: Case| !tests[i].allows(case);
    // How many observations exclude each target case.
    let mut covered = vec![0u32; targets.len()];
    let mut strength = vec![0usize; observations.len()];
    for (i, strength) in strength.iter_mut().enumerate() {
        for (t, &case) in targets.iter().enumerate() {
            if excludes(i, case) {
                covered[t] += 1;
                *strength += 1;
            }
        }
    }
    let mut order: Vec<usize> = (0..observations.len()).collect();
    // Among equals the later goes first, so the held cards outlast a solution naming them.
    order.sort_by_key(|&i| (strength[i], std::cmp::Reverse(i)));
    let mut kept = vec![true; observations.len()];
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
    (0..observations.len()).filter(|&i| kept[i]).collect()
}
