//! The cases one seat's answers allow, cut into boxes: products of one element set per
//! type. An investigator's total fixes the multiset of the three per-type answers, so its
//! cases are a disjoint union of at most six boxes; an evidence card, a held or solved
//! case narrow one or every type; a wrong attempt is one case taken out of a box.

use super::observation::Test;
use crate::elements::{Case, Crime, Location, Suspect};

/// Element sets by type, as bits over the index in type.
pub(super) type Sets = [u16; 3];

/// How many elements each type has.
pub(super) const SIZES: [usize; 3] = [Suspect::COUNT, Crime::COUNT, Location::COUNT];

/// Every element of every type.
pub(super) fn every_element() -> Sets {
    std::array::from_fn(|t| (1u16 << SIZES[t]) - 1)
}

/// One part of the cases a seat's answers allow: every combination of the elements of
/// `sets`, counted `sign` times (+1 for a box, -1 for a wrong attempt inside one).
#[derive(Clone, Copy, Debug)]
pub(super) struct Piece {
    pub sets: Sets,
    pub sign: i64,
}

/// A case as a set per type of one element each.
pub(super) fn case_sets(case: Case) -> Sets {
    case.elements().map(|e| 1 << e.index_in_type())
}

fn contains(sets: &Sets, case: Case) -> bool {
    let point = case_sets(case);
    (0..3).all(|t| sets[t] & point[t] != 0)
}

/// The elements of type `t` to which `weights` give `weight`.
fn with_weight(weights: &[[u8; 14]; 3], t: usize, weight: u8) -> u16 {
    (0..SIZES[t])
        .filter(|&i| weights[t][i] == weight)
        .fold(0, |m, i| m | 1 << i)
}

/// The per-type answers, as indices into `[0, 1, 4]` (nothing, cube, disc), whose
/// weights add up to `total`.
fn answer_patterns(total: u8) -> impl Iterator<Item = (usize, usize, usize)> {
    const WEIGHTS: [u8; 3] = [0, 1, 4];
    (0..27)
        .map(|n| (n / 9, n / 3 % 3, n % 3))
        .filter(move |&(a, b, c)| WEIGHTS[a] + WEIGHTS[b] + WEIGHTS[c] == total)
}

/// The cases that `tests` allow among the combinations of `open`, as pieces.
pub(super) fn pieces(tests: &[Test], open: Sets) -> Vec<Piece> {
    let mut first = open;
    for test in tests {
        for (set, allowed) in first.iter_mut().zip(test.allowed) {
            *set &= allowed;
        }
    }
    let mut boxes = vec![first];
    for (weights, total) in tests.iter().filter_map(|t| t.sum) {
        let by_weight: [[u16; 3]; 3] =
            std::array::from_fn(|t| [0, 1, 4].map(|w| with_weight(&weights, t, w)));
        let mut split = Vec::with_capacity(boxes.len() * 3);
        for sets in &boxes {
            for (a, b, c) in answer_patterns(total) {
                let part = [
                    sets[0] & by_weight[0][a],
                    sets[1] & by_weight[1][b],
                    sets[2] & by_weight[2][c],
                ];
                if part.iter().all(|&s| s != 0) {
                    split.push(part);
                }
            }
        }
        boxes = split;
    }
    let mut pieces: Vec<Piece> = boxes.iter().map(|&sets| Piece { sets, sign: 1 }).collect();
    for wrong in tests.iter().filter_map(|t| t.not) {
        if boxes.iter().any(|sets| contains(sets, wrong)) {
            pieces.push(Piece {
                sets: case_sets(wrong),
                sign: -1,
            });
        }
    }
    pieces
}

/// The cases `tests` allow, in `Case::all` order: the boxes' cases, less the wrong
/// attempts.
pub(super) fn allowed_cases(tests: &[Test]) -> Vec<Case> {
    let members = |set: u16| (0..16).filter(move |i| set >> i & 1 == 1);
    let suspects: Vec<Suspect> = Suspect::all().collect();
    let crimes: Vec<Crime> = Crime::all().collect();
    let locations: Vec<Location> = Location::all().collect();
    let boxes: Vec<Piece> = pieces(tests, every_element())
        .into_iter()
        .filter(|p| p.sign > 0)
        .collect();
    let mut cases = Vec::new();
    for piece in &boxes {
        for s in members(piece.sets[0]) {
            for c in members(piece.sets[1]) {
                cases.extend(members(piece.sets[2]).map(|l| Case {
                    suspect: suspects[s],
                    crime: crimes[c],
                    location: locations[l],
                }));
            }
        }
    }
    // One box is listed in order already.
    if boxes.len() > 1 {
        cases.sort_unstable();
    }
    if tests.iter().any(|t| t.not.is_some()) {
        cases.retain(|case| tests.iter().all(|t| t.not != Some(*case)));
    }
    cases
}
