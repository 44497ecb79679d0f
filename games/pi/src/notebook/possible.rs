//! The cases a seat's own notes allow, and how much of the posterior's weight lies on
//! each element.

use super::observation::{Observation, Test};
use super::pieces::allowed_cases;
use crate::board::Layout;
use crate::elements::{Case, Element};

/// The cases that every observation allows, in `Case::all` order.
pub fn possible_cases<'a>(
    observations: impl IntoIterator<Item = &'a Observation>,
    layout: &Layout,
) -> Vec<Case> {
    let tests: Vec<Test> = observations.into_iter().map(|o| o.test(layout)).collect();
    allowed_cases(&tests)
}

/// How much weight of a set of weighted cases lies on each element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marginals {
    /// By type, then by index in type.
    counts: [[u64; 14]; 3],
    total: u64,
    /// Whether the weights are the product of the three marginals, so the types are
    /// independent.
    product: bool,
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
        let total: u64 = weights.iter().sum();
        let support = |row: &[u64; 14]| row.iter().filter(|&&n| n > 0).count();
        // Independent exactly when every combination of the elements weighed is a case,
        // weighing the product of its elements' marginals (times total squared: exact).
        let uniform = weights.windows(2).all(|pair| pair[0] == pair[1]);
        let product = counts.iter().map(support).product::<usize>() == cases.len()
            && (uniform || {
                let squared = u128::from(total).pow(2);
                let m = |t: usize, i: usize| u128::from(counts[t][i]);
                cases.iter().zip(weights).all(|(case, &w)| {
                    u128::from(w) * squared
                        == m(0, case.suspect.index())
                            * m(1, case.crime.index())
                            * m(2, case.location.index())
                })
            });
        Marginals {
            counts,
            total,
            product,
        }
    }

    /// Whether the three elements of the case are independent.
    pub fn is_product(&self) -> bool {
        self.product
    }

    /// The weight of every case counted.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The weight of the cases containing `element`.
    pub fn count(&self, element: Element) -> u64 {
        self.at(element.kind().index(), element.index_in_type())
    }

    /// The weight of the cases containing the element of type `t` (by `ElementType`
    /// index) at index `i` in its type.
    pub fn at(&self, t: usize, i: usize) -> u64 {
        self.counts[t][i]
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
