//! The expected information of an action: the entropy drop, in bits, of a seat's case
//! distribution. An answer is a function of the case, so the expected drop is the
//! entropy of the answer itself under the posterior.

use super::observation::{investigation_weights, weight};
use super::possible::{elements_of, Marginals};
use crate::board::{answer, Layout, Slot};
use crate::elements::{Case, Element, ElementType, Location};

/// The entropy in bits of an answer that splits a total weight `total` into groups of
/// the given weights.
fn entropy(groups: &[u64], total: u64) -> f64 {
    let total = total as f64;
    groups
        .iter()
        .filter(|&&n| n > 0)
        .map(|&n| {
            let p = n as f64 / total;
            -p * p.log2()
        })
        .sum()
}

/// Bits from taking evidence card `card` (PI-EVIDENCE-4 to PI-EVIDENCE-6): its answer
/// depends on the case element of its type only, so the marginals are enough.
pub fn evidence_bits(marginals: &Marginals, layout: &Layout, card: Element) -> f64 {
    let probe = layout.pos_index(card);
    let mut groups = [0u64; 5];
    for element in elements_of(card.kind()) {
        let answer = answer(layout.pos_index(element), probe);
        groups[usize::from(weight(answer))] += marginals.count(element);
    }
    entropy(&groups, marginals.total())
}

/// Bits from an investigator at `location` (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7), given
/// the slots the seat's tokens mark now (`marks`, by slot code), over the possible `cases`
/// weighing `weights`.
pub fn investigation_bits(
    cases: &[Case],
    weights: &[u64],
    layout: &Layout,
    marks: u64,
    location: Location,
) -> f64 {
    let marked = ElementType::ALL.map(|kind| marks >> Slot { location, kind }.code() & 1 == 1);
    let by_type = investigation_weights(layout, location, marked);
    // Cases by their total weight, 4 x discs + cubes, at most 12.
    let mut groups = [0u64; 13];
    for (case, &w) in cases.iter().zip(weights) {
        let sum = by_type[0][case.suspect.index()]
            + by_type[1][case.crime.index()]
            + by_type[2][case.location.index()];
        groups[usize::from(sum)] += w;
    }
    entropy(&groups, weights.iter().sum())
}
