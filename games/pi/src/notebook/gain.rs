//! The expected information of an action: the entropy drop, in bits, of a seat's case
//! distribution. An answer is a function of the case, so the expected drop is the
//! entropy of the answer itself under the posterior.

use super::observation::{investigation_weights, weight};
use super::possible::{elements_of, index_in_type, Marginals};
use crate::board::{answer, Layout, Slot};
use crate::elements::{Case, Element, ElementType, Location};

/// The entropy in bits of an answer that splits the weight into groups of the given
/// weights.
fn entropy(groups: &[f64]) -> f64 {
    let total: f64 = groups.iter().sum();
    groups
        .iter()
        .filter(|&&n| n > 0.0)
        .map(|&n| {
            let p = n / total;
            -p * p.log2()
        })
        .sum()
}

/// Bits from taking evidence card `card` (PI-EVIDENCE-4 to PI-EVIDENCE-6): its answer
/// depends on the case element of its type only, so the marginals are enough.
pub fn evidence_bits(marginals: &Marginals, layout: &Layout, card: Element) -> f64 {
    let probe = layout.pos_index(card);
    let mut groups = [0f64; 5];
    for element in elements_of(card.kind()) {
        let answer = answer(layout.pos_index(element), probe);
        groups[usize::from(weight(answer))] += marginals.count(element) as f64;
    }
    entropy(&groups)
}

/// Bits from an investigator at `location` (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7), given
/// the slots the seat's tokens mark now (`marks`, by slot code), over the possible `cases`
/// weighing `weights`, whose marginals are `marginals`.
pub fn investigation_bits(
    cases: &[Case],
    weights: &[u64],
    marginals: &Marginals,
    layout: &Layout,
    marks: u64,
    location: Location,
) -> f64 {
    let marked = ElementType::ALL.map(|kind| marks >> Slot { location, kind }.code() & 1 == 1);
    let by_type = investigation_weights(layout, location, marked);
    // Cases by their total weight, 4 x discs + cubes, at most 12.
    let mut groups = [0f64; 13];
    if marginals.is_product() {
        // Independent types: the totals are a convolution of each type's answers.
        let mut answers = [[0f64; 5]; 3];
        for kind in ElementType::ALL {
            for element in elements_of(kind) {
                let w = by_type[kind.index()][index_in_type(element)];
                answers[kind.index()][usize::from(w)] += marginals.count(element) as f64;
            }
        }
        for (a, &na) in answers[0].iter().enumerate() {
            for (b, &nb) in answers[1].iter().enumerate() {
                for (c, &nc) in answers[2].iter().enumerate() {
                    groups[a + b + c] += na * nb * nc;
                }
            }
        }
    } else {
        for (case, &w) in cases.iter().zip(weights) {
            let sum = by_type[0][case.suspect.index()]
                + by_type[1][case.crime.index()]
                + by_type[2][case.location.index()];
            groups[usize::from(sum)] += w as f64;
        }
    }
    entropy(&groups)
}
