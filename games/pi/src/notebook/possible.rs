//! The cases a seat's observations allow, and how many of them contain each element.
//! Every observation is a yes/no test, so the posterior is uniform on these cases and
//! each probability is a count over their number.

use super::observation::Observation;
use crate::board::Layout;
use crate::elements::{Case, Crime, Element, ElementType, Suspect};

/// The cases, of all 12 x 10 x 14, that every observation allows, in `Case::all` order.
pub fn possible_cases<'a>(
    observations: &'a [Observation],
    layout: &'a Layout,
) -> impl Iterator<Item = Case> + 'a {
    Case::all().filter(move |&case| observations.iter().all(|o| o.allows(layout, case)))
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
}

impl Marginals {
    pub fn of(cases: &[Case]) -> Marginals {
        let mut counts = [[0u16; 14]; 3];
        for case in cases {
            counts[0][case.suspect.index()] += 1;
            counts[1][case.crime.index()] += 1;
            counts[2][case.location.index()] += 1;
        }
        Marginals {
            counts,
            total: cases.len(),
        }
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
