//! The cases a seat's own notes allow, and how much of the posterior's weight lies on
//! each element.

use super::observation::{Observation, Test};
use crate::board::Layout;
use crate::elements::{Case, Crime, Element, ElementType, Suspect};
use std::sync::OnceLock;

/// All 12 x 10 x 14 cases in `Case::all` order, listed once.
pub fn all_cases() -> &'static [Case] {
    static ALL: OnceLock<Vec<Case>> = OnceLock::new();
    ALL.get_or_init(|| Case::all().collect())
}

/// The cases that every observation allows, in `Case::all` order.
pub fn possible_cases<'a>(
    observations: impl IntoIterator<Item = &'a Observation>,
    layout: &Layout,
) -> Vec<Case> {
    let tests: Vec<Test> = observations.into_iter().map(|o| o.test(layout)).collect();
    let allowed = |case: &&Case| tests.iter().all(|t| t.allows(**case));
    all_cases().iter().filter(allowed).copied().collect()
}

/// The position of `element` among the elements of its type, from 0.
pub fn index_in_type(element: Element) -> usize {
    match element {
        Element::Suspect(s) => s.index(),
        Element::Crime(c) => c.index(),
        Element::Location(l) => l.index(),
    }
}

/// The elements of `kind` in id order.
pub fn elements_of(kind: ElementType) -> impl Iterator<Item = Element> {
    let first = match kind {
        ElementType::Suspect => 0,
        ElementType::Crime => Suspect::COUNT,
        ElementType::Location => Suspect::COUNT + Crime::COUNT,
    };
    Element::all()
        .skip(first)
        .take_while(move |e| e.kind() == kind)
}

/// How much weight of a set of weighted cases lies on each element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marginals {
    /// By type, then by index in type.
    counts: [[u64; 14]; 3],
    total: u64,
}

impl Marginals {
    /// The marginals of `cases`, the i-th weighing `weights[i]`.
    pub fn of(cases: &[Case], weights: &[u64]) -> Marginals {
        let mut counts = [[0u64; 14]; 3];
        for (case, &w) in cases.iter().zip(weights) {
            counts[0][case.suspect.index()] += w;
            counts[1][case.crime.index()] += w;
            counts[2][case.location.index()] += w;
        }
        Marginals {
            counts,
            total: weights.iter().sum(),
        }
    }

    /// The weight of every case counted.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The weight of the cases containing `element`.
    pub fn count(&self, element: Element) -> u64 {
        self.counts[element.kind().index()][index_in_type(element)]
    }

    /// The probability that the case contains `element`, 0 when no case is left.
    pub fn probability(&self, element: Element) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            self.count(element) as f64 / self.total as f64
        }
    }
}
