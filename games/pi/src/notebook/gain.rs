//! The expected information of an action: the entropy drop, in bits, of a seat's case
//! distribution. The posterior is uniform on the possible cases and an answer is a
//! function of the case, so the expected drop is the entropy of the answer itself.

use super::observation::{investigation_weights, weight};
use super::possible::{elements_of, index_in_type, Marginals};
use crate::board::{answer, Layout, Slot};
use crate::elements::{Case, Element, ElementType, Location};

/// The entropy in bits of an answer that splits `total` equally likely cases into groups
/// of the given sizes.
fn entropy(groups: &[u32], total: usize) -> f64 {
    let total = total as f64;
    groups
        .iter()
        .filter(|&&n| n > 0)
        .map(|&n| {
            let p = f64::from(n) / total;
            -p * p.log2()
        })
        .sum()
}

/// Bits from taking evidence card `card` (PI-EVIDENCE-4 to PI-EVIDENCE-6): its answer
/// depends on the case element of its type only, so the marginals are enough.
pub fn evidence_bits(marginals: &Marginals, layout: &Layout, card: Element) -> f64 {
    let probe = layout.pos_index(card);
    let mut groups = [0u32; 5];
    for element in elements_of(card.kind()) {
        let answer = answer(layout.pos_index(element), probe);
        groups[usize::from(weight(answer))] += marginals.count(element) as u32;
    }
    entropy(&groups, marginals.total())
}

/// Bits from an investigator at `location` (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7), given
/// the slots the seat's tokens mark now (`marks`, by slot code), over the possible `cases`
/// whose marginals are `marginals`.
pub fn investigation_bits(
    cases: &[Case],
    marginals: &Marginals,
    layout: &Layout,
    marks: u64,
    location: Location,
) -> f64 {
    let marked = ElementType::ALL.map(|kind| marks >> Slot { location, kind }.code() & 1 == 1);
    let weights = investigation_weights(layout, location, marked);
    // Cases by their total weight, 4 x discs + cubes, at most 12.
    let mut groups = [0u32; 13];
    if marginals.is_product() {
        // Independent types: the totals are a convolution of each type's weights.
        let mut by_type = [[0u32; 5]; 3];
        for kind in ElementType::ALL {
            for element in elements_of(kind).filter(|&e| marginals.count(e) > 0) {
                by_type[kind.index()]
                    [usize::from(weights[kind.index()][index_in_type(element)])] += 1;
            }
        }
        for (a, &na) in by_type[0].iter().enumerate() {
            for (b, &nb) in by_type[1].iter().enumerate() {
                for (c, &nc) in by_type[2].iter().enumerate() {
                    groups[a + b + c] += na * nb * nc;
                }
            }
        }
    } else {
        for case in cases {
            let sum = weights[0][case.suspect.index()]
                + weights[1][case.crime.index()]
                + weights[2][case.location.index()];
            groups[usize::from(sum)] += 1;
        }
    }
    entropy(&groups, cases.len())
}
