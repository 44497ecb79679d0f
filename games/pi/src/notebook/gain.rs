//! The expected information of an action: the entropy drop, in bits, of a seat's case
//! distribution. The posterior is uniform on the possible cases and an answer is a
//! function of the case, so the expected drop is the entropy of the answer itself.

use super::possible::{elements_of, index_in_type, Marginals};
use crate::board::{answer, Layout, Slot, Token};
use crate::elements::{Case, Element, ElementType, Location};

/// The entropy in bits of an answer that splits `total` equally likely cases into groups
/// of the given sizes.
fn entropy(groups: &[u16], total: usize) -> f64 {
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

/// The answer as a number that adds up over the three types: a disc counts 4, a cube 1.
fn weight(token: Option<Token>) -> u8 {
    match token {
        Some(Token::Disc) => 4,
        Some(Token::Cube) => 1,
        None => 0,
    }
}

/// Bits from taking evidence card `card` (PI-EVIDENCE-4 to PI-EVIDENCE-6): its answer
/// depends on the case element of its type only, so the marginals are enough.
pub fn evidence_bits(marginals: &Marginals, layout: &Layout, card: Element) -> f64 {
    let probe = layout.pos_index(card);
    let mut groups = [0u16; 5];
    for element in elements_of(card.kind()) {
        let answer = answer(layout.pos_index(element), probe);
        groups[usize::from(weight(answer))] += marginals.count(element) as u16;
    }
    entropy(&groups, marginals.total())
}

/// Bits from an investigator at `location` (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7), given
/// the slots the seat's tokens mark now (`marks`, by slot code), over the possible `cases`.
pub fn investigation_bits(cases: &[Case], layout: &Layout, marks: u64, location: Location) -> f64 {
    // The weight each element would answer, by type and index in type.
    let mut weights = [[0u8; 14]; 3];
    for kind in ElementType::ALL {
        if marks >> (Slot { location, kind }).code() & 1 == 1 {
            continue; // PI-INVESTIGATOR-6: a slot the seat marked answers nothing.
        }
        for element in elements_of(kind) {
            let answer = answer(layout.pos_index(element), location.index());
            weights[kind.index()][index_in_type(element)] = weight(answer);
        }
    }
    // Discs x 4 + cubes, at most 12.
    let mut groups = [0u16; 13];
    for case in cases {
        let sum = weights[0][case.suspect.index()]
            + weights[1][case.crime.index()]
            + weights[2][case.location.index()];
        groups[usize::from(sum)] += 1;
    }
    entropy(&groups, cases.len())
}
