//! The cases a seat's observations allow, and how many of them contain each element.
//! Every observation is a yes/no test, so the posterior is uniform on these cases and
//! each probability is a count over their number.

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
pub fn possible_cases(observations: &[Observation], layout: &Layout) -> Vec<Case> {
    let tests: Vec<Test> = observations.iter().map(|o| o.test(layout)).collect();
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

/// How many of a set of cases contain each element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marginals {
    /// By type, then by index in type.
    counts: [[u16; 14]; 3],
    total: usize,
    /// Whether the cases are every combination of the elements they contain.
    product: bool,
}

impl Marginals {
    pub fn of(cases: &[Case]) -> Marginals {
        let mut counts = [[0u16; 14]; 3];
        for case in cases {
            counts[0][case.suspect.index()] += 1;
            counts[1][case.crime.index()] += 1;
            counts[2][case.location.index()] += 1;
        }
        let support = |row: &[u16; 14]| row.iter().filter(|&&n| n > 0).count();
        // A set of cases is a subset of the product of its supports, so it is that whole
        // product exactly when the sizes agree.
        let product = counts.iter().map(support).product::<usize>() == cases.len();
        Marginals {
            counts,
            total: cases.len(),
            product,
        }
    }

    /// Whether every combination of the elements counted is one of the cases, so the
    /// three elements are independent.
    pub fn is_product(&self) -> bool {
        self.product
    }

    /// The cases counted.
    pub fn total(&self) -> usize {
        self.total
    }

    /// The cases containing `element`.
    pub fn count(&self, element: Element) -> usize {
        usize::from(self.counts[element.kind().index()][index_in_type(element)])
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
