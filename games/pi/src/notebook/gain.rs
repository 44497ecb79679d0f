//! The expected information of an action: the entropy drop, in bits, of a seat's case
//! distribution. An answer is a function of the case, so the expected drop is the
//! entropy of the answer itself under the posterior.

use super::observation::{investigation_weights, weight};
use super::possible::Marginals;
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
    for element in card.kind().elements() {
        let answer = answer(layout.pos_index(element), probe);
        groups[usize::from(weight(answer))] += marginals.count(element) as f64;
    }
    entropy(&groups)
}

/// A posterior's weight by case, and summed over one and over two types: what the
/// answers of investigators are counted from when the types are not independent.
pub struct Sums {
    cases: Box<[[[f64; 14]; 10]; 12]>,
    suspect_crime: [[f64; 10]; 12],
    suspect_location: [[f64; 14]; 12],
    crime_location: [[f64; 14]; 10],
}

impl Sums {
    pub fn of(cases: &[Case], weights: &[u64]) -> Sums {
        let mut sums = Sums {
            cases: Box::new([[[0.0; 14]; 10]; 12]),
            suspect_crime: [[0.0; 10]; 12],
            suspect_location: [[0.0; 14]; 12],
            crime_location: [[0.0; 14]; 10],
        };
        for (case, &w) in cases.iter().zip(weights) {
            let [s, c, l] = [
                case.suspect.index(),
                case.crime.index(),
                case.location.index(),
            ];
            let w = w as f64;
            sums.cases[s][c][l] += w;
            sums.suspect_crime[s][c] += w;
            sums.suspect_location[s][l] += w;
            sums.crime_location[c][l] += w;
        }
        sums
    }

    /// The weight of the cases with the given elements (by index in type), any element
    /// of a type given as `None`; the single sums come from `marginals`.
    fn weight(&self, marginals: &Marginals, at: [Option<usize>; 3]) -> f64 {
        match at {
            [Some(s), Some(c), Some(l)] => self.cases[s][c][l],
            [Some(s), Some(c), None] => self.suspect_crime[s][c],
            [Some(s), None, Some(l)] => self.suspect_location[s][l],
            [None, Some(c), Some(l)] => self.crime_location[c][l],
            [Some(s), None, None] => marginals.at(0, s) as f64,
            [None, Some(c), None] => marginals.at(1, c) as f64,
            [None, None, Some(l)] => marginals.at(2, l) as f64,
            [None, None, None] => marginals.total() as f64,
        }
    }
}

/// Bits from an investigator at `location` (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7), given
/// the slots the seat's tokens mark now (`marks`, by slot code), under a posterior with
/// `marginals` and, unless they show the types independent, `sums`.
pub fn investigation_bits(
    sums: Option<&Sums>,
    marginals: &Marginals,
    layout: &Layout,
    marks: u64,
    location: Location,
) -> f64 {
    let marked = ElementType::ALL.map(|kind| marks >> Slot { location, kind }.code() & 1 == 1);
    let by_type = investigation_weights(layout, location, marked);
    // Cases by their total weight, 4 x discs + cubes, at most 12.
    let mut groups = [0f64; 13];
    match sums {
        Some(sums) if !marginals.is_product() => {
            answer_groups(sums, marginals, &by_type, &mut groups);
        }
        _ => {
            // Independent types: the totals are a convolution of each type's answers.
            let mut answers = [[0f64; 5]; 3];
            for kind in ElementType::ALL {
                for element in kind.elements() {
                    let w = by_type[kind.index()][element.index_in_type()];
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
        }
    }
    entropy(&groups)
}

/// Adds to `groups` (by total answer weight) the weight of the cases that give each
/// answer. Few elements of each type answer at all (a disc or a cube), so the weight of
/// each combination of answers comes from the sums over those few, the cases answering
/// nothing in a type being all of them less those that answer.
fn answer_groups(
    sums: &Sums,
    marginals: &Marginals,
    by_type: &[[u8; 14]; 3],
    groups: &mut [f64; 13],
) {
    // By type and answer (any, a cube, a disc): the elements to sum over, `None` standing
    // for every element of the type.
    let mut choices = [[[None; 14]; 3]; 3];
    let mut lengths = [[1usize, 0, 0]; 3];
    for t in 0..3 {
        for (i, &w) in by_type[t].iter().enumerate() {
            let k = match w {
                1 => 1,
                4 => 2,
                _ => continue,
            };
            choices[t][k][lengths[t][k]] = Some(i);
            lengths[t][k] += 1;
        }
    }
    let options = |t: usize, k: usize| &choices[t][k][..lengths[t][k]];
    // The weight of the cases whose element of each type is any (selector 0), one giving
    // a cube (1) or one giving a disc (2).
    let mut selected = [[[0f64; 3]; 3]; 3];
    for (a, plane) in selected.iter_mut().enumerate() {
        for (b, row) in plane.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                for &s in options(0, a) {
                    for &cr in options(1, b) {
                        for &l in options(2, c) {
                            *cell += sums.weight(marginals, [s, cr, l]);
                        }
                    }
                }
            }
        }
    }
    // Answering nothing in a type is any element less one giving a cube or a disc.
    const WEIGHT: [usize; 3] = [0, 1, 4];
    let terms = |answer: usize| -> &'static [(usize, f64)] {
        match answer {
            0 => &[(0, 1.0), (1, -1.0), (2, -1.0)],
            1 => &[(1, 1.0)],
            _ => &[(2, 1.0)],
        }
    };
    for a in 0..3 {
        for b in 0..3 {
            for c in 0..3 {
                let mut weight = 0.0;
                for &(i, x) in terms(a) {
                    for &(j, y) in terms(b) {
                        for &(k, z) in terms(c) {
                            weight += x * y * z * selected[i][j][k];
                        }
                    }
                }
                groups[WEIGHT[a] + WEIGHT[b] + WEIGHT[c]] += weight;
            }
        }
    }
}
