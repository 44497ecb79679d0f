//! The weight of each case a seat may have, in the joint model: the cases are dealt from
//! the three decks without replacement (PI-SETUP-7), so no element lies in two cases, and
//! every seat's public answers speak of its own case. A case of the seat weighs the number
//! of ways to complete every other hidden case (each other seat whose case is neither
//! held by the seat nor solved in public) with cases that its seat's answers allow, all
//! pairwise disjoint and disjoint from the known cases. The deal is uniform, so these
//! weights are proportional to the posterior.
//!
//! Counting those completions one by one is too slow with three other hidden cases, so
//! each seat's allowed cases are cut into boxes: products of one element set per type.
//! An investigator's total fixes the multiset of the three per-type answers, so its cases
//! are a disjoint union of at most six boxes, and a wrong attempt is one case taken out
//! of a box. Within one choice of a box per seat, disjointness is per type, and the
//! number of ways to give the seats distinct elements of a type is a sum over the set
//! partitions of the seats (Möbius inversion on the partition lattice).

use super::observation::{Note, Observation, Test};
use super::possible::{index_in_type, possible_cases};
use crate::board::Layout;
use crate::elements::{Case, Crime, Location, Suspect};
use crate::state::{left_neighbour, MAX_PLAYERS};
use whodunit_engine::Seat;

/// Element sets by type, as bits over the index in type.
type Sets = [u16; 3];

/// How many elements each type has.
const SIZES: [usize; 3] = [Suspect::COUNT, Crime::COUNT, Location::COUNT];

/// One part of the cases a seat's answers allow: every combination of the elements of
/// `sets`, counted `sign` times (+1 for a box, -1 for a wrong attempt inside one).
#[derive(Clone, Copy, Debug)]
struct Piece {
    sets: Sets,
    sign: i64,
}

fn case_sets(case: Case) -> Sets {
    case.elements().map(|e| 1 << index_in_type(e))
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

/// The cases that `tests` allow among the combinations of `open`, as pieces.
fn pieces(tests: &[Test], open: Sets) -> Vec<Piece> {
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
    let all: Sets = std::array::from_fn(|t| (1u16 << SIZES[t]) - 1);
    let has = |set: u16, i: usize| set >> i & 1 == 1;
    let mut cases = Vec::new();
    for piece in pieces(tests, all).iter().filter(|p| p.sign > 0) {
        let [suspects, crimes, locations] = piece.sets;
        for suspect in Suspect::all().filter(|s| has(suspects, s.index())) {
            for crime in Crime::all().filter(|c| has(crimes, c.index())) {
                for location in Location::all().filter(|l| has(locations, l.index())) {
                    cases.push(Case {
                        suspect,
                        crime,
                        location,
                    });
                }
            }
        }
    }
    cases.retain(|case| tests.iter().all(|t| t.not != Some(*case)));
    cases.sort_unstable();
    cases
}

/// The per-type answers, as indices into `[0, 1, 4]` (nothing, cube, disc), whose
/// weights add up to `total`.
fn answer_patterns(total: u8) -> impl Iterator<Item = (usize, usize, usize)> {
    const WEIGHTS: [u8; 3] = [0, 1, 4];
    (0..27)
        .map(|n| (n / 9, n / 3 % 3, n % 3))
        .filter(move |&(a, b, c)| WEIGHTS[a] + WEIGHTS[b] + WEIGHTS[c] == total)
}

/// The set partitions of `m` seats, each as its blocks (bits over the seats) with its
/// Möbius coefficient: the product over blocks of `(-1)^(k-1) (k-1)!` for a block of k.
fn partitions(m: usize) -> Vec<(i64, Vec<u8>)> {
    fn grow(seat: usize, m: usize, blocks: &mut Vec<u8>, out: &mut Vec<(i64, Vec<u8>)>) {
        if seat == m {
            let mu = blocks
                .iter()
                .map(|b| {
                    let k = b.count_ones() as i64;
                    let factorial: i64 = (1..k).product();
                    if k % 2 == 1 {
                        factorial
                    } else {
                        -factorial
                    }
                })
                .product();
            out.push((mu, blocks.clone()));
            return;
        }
        for b in 0..blocks.len() {
            blocks[b] |= 1 << seat;
            grow(seat + 1, m, blocks, out);
            blocks[b] &= !(1 << seat);
        }
        blocks.push(1 << seat);
        grow(seat + 1, m, blocks, out);
        blocks.pop();
    }
    let mut out = Vec::new();
    grow(0, m, &mut Vec::new(), &mut out);
    out
}

/// The most hidden cases besides the seat's own: every other seat's, when a proof leaves
/// out the case the seat holds (`facts.rs`).
const MAX_OTHERS: usize = MAX_PLAYERS - 1;

/// For each element `e` of a type with `size` elements, the number of ways to give the
/// seats distinct elements, seat i one of `sets[i]`, none of them `e`.
fn distinct_avoiding(sets: &[u16], size: usize, partitions: &[(i64, Vec<u8>)]) -> [f64; 14] {
    let mut counts = [0i64; 14];
    for (mu, blocks) in partitions {
        // Each block's seats take one common element, of the intersection of their sets.
        let mut common = [u16::MAX; MAX_OTHERS];
        for (c, &block) in common.iter_mut().zip(blocks) {
            for (i, &set) in sets.iter().enumerate() {
                if block >> i & 1 == 1 {
                    *c &= set;
                }
            }
        }
        let common = &common[..blocks.len()];
        for (e, count) in counts.iter_mut().enumerate().take(size) {
            let ways: i64 = common
                .iter()
                .map(|&c| i64::from((c & !(1 << e)).count_ones()))
                .product();
            *count += mu * ways;
        }
    }
    // Exact: every count is below 2^53.
    counts.map(|n| n as f64)
}

/// The weight of each of `candidates`, cases that the notes about `viewer` allow, given
/// every note (of a game of `players` seats on `layout`).
pub fn weights(
    notes: &[Note],
    viewer: Seat,
    players: usize,
    layout: &Layout,
    candidates: &[Case],
) -> Vec<u64> {
    // Elements of the known cases lie in no hidden case; the seats with a known case.
    let mut open: Sets = std::array::from_fn(|t| (1u16 << SIZES[t]) - 1);
    let mut known = vec![false; players];
    known[viewer.index()] = true;
    for note in notes.iter().filter(|n| n.seat == viewer) {
        let (seat, case) = match note.observation {
            Observation::Held(case) => (left_neighbour(viewer, players), case),
            Observation::SolvedBy(seat, case) => (seat, case),
            _ => continue,
        };
        known[seat.index()] = true;
        for (set, point) in open.iter_mut().zip(case_sets(case)) {
            *set &= !point;
        }
    }
    let seats: Vec<Vec<Piece>> = (0..players)
        .filter(|&s| !known[s])
        .map(|s| {
            let tests: Vec<Test> = notes
                .iter()
                .filter(|n| n.seat.index() == s)
                .map(|n| n.observation.test(layout))
                .collect();
            pieces(&tests, open)
        })
        .collect();
    if seats.iter().any(Vec::is_empty) {
        return vec![0; candidates.len()];
    }
    completions(&seats, candidates)
        .into_iter()
        .map(|w| w as u64)
        .collect()
}

/// One type's ways for every choice of pieces: the hidden seats' distinct sets of that
/// type, and the ways of each combination of them (mixed radix, the first seat fastest).
struct TypeWays {
    /// By seat, then by piece: the index of the piece's set among the seat's distinct ones.
    set_of_piece: Vec<Vec<usize>>,
    /// By seat, the radix of its set index.
    radix: Vec<usize>,
    /// By combination of sets, by element of the type: the ways avoiding that element.
    ways: Vec<[f64; 14]>,
}

impl TypeWays {
    fn new(seats: &[Vec<Piece>], t: usize, partitions: &[(i64, Vec<u8>)]) -> TypeWays {
        let mut distinct: Vec<Vec<u16>> = Vec::with_capacity(seats.len());
        let mut set_of_piece = Vec::with_capacity(seats.len());
        for pieces in seats {
            let mut sets: Vec<u16> = Vec::new();
            let index = pieces
                .iter()
                .map(|piece| {
                    let set = piece.sets[t];
                    sets.iter().position(|&s| s == set).unwrap_or_else(|| {
                        sets.push(set);
                        sets.len() - 1
                    })
                })
                .collect();
            distinct.push(sets);
            set_of_piece.push(index);
        }
        let mut radix = Vec::with_capacity(seats.len());
        let mut combinations = 1;
        for sets in &distinct {
            radix.push(combinations);
            combinations *= sets.len();
        }
        let ways = (0..combinations)
            .map(|n| {
                let sets: Vec<u16> = distinct
                    .iter()
                    .zip(&radix)
                    .map(|(sets, &r)| sets[n / r % sets.len()])
                    .collect();
                distinct_avoiding(&sets, SIZES[t], partitions)
            })
            .collect();
        TypeWays {
            set_of_piece,
            radix,
            ways,
        }
    }

    /// The ways avoiding each element when seat i takes its piece `choice[i]`.
    fn of(&self, choice: &[usize]) -> &[f64; 14] {
        let n: usize = choice
            .iter()
            .enumerate()
            .map(|(i, &p)| self.set_of_piece[i][p] * self.radix[i])
            .sum();
        &self.ways[n]
    }
}

/// For each of `candidates`, the number of ways to choose one case per hidden seat from
/// its pieces, all distinct in every type and from the candidate.
fn completions(seats: &[Vec<Piece>], candidates: &[Case]) -> Vec<f64> {
    let partitions = partitions(seats.len());
    let types: [TypeWays; 3] = std::array::from_fn(|t| TypeWays::new(seats, t, &partitions));
    // Candidates in runs of one suspect and crime, so each run multiplies those once.
    let mut runs: Vec<(usize, usize, std::ops::Range<usize>)> = Vec::new();
    for (k, case) in candidates.iter().enumerate() {
        let (s, c) = (case.suspect.index(), case.crime.index());
        match runs.last_mut() {
            Some((rs, rc, range)) if (*rs, *rc) == (s, c) && range.end == k => range.end += 1,
            _ => runs.push((s, c, k..k + 1)),
        }
    }
    let locations: Vec<usize> = candidates.iter().map(|c| c.location.index()).collect();
    let mut totals = vec![0f64; candidates.len()];
    // Every choice of one piece per hidden seat, as an odometer.
    let mut choice = vec![0usize; seats.len()];
    loop {
        let sign: i64 = seats.iter().zip(&choice).map(|(p, &i)| p[i].sign).product();
        let [by_suspect, by_crime, by_location] = types.each_ref().map(|t| t.of(&choice));
        for (s, c, range) in &runs {
            let b = sign as f64 * by_suspect[*s] * by_crime[*c];
            for (total, &l) in totals[range.clone()]
                .iter_mut()
                .zip(&locations[range.clone()])
            {
                *total += b * by_location[l];
            }
        }
        let Some(turn) = (0..seats.len()).find(|&i| choice[i] + 1 < seats[i].len()) else {
            break;
        };
        choice[turn] += 1;
        choice[..turn].fill(0);
    }
    totals
}

/// The cases `seat` may have, in `Case::all` order, with their weights (none zero), from
/// every note of a game of `players` seats on `layout`.
pub fn posterior(
    notes: &[Note],
    seat: Seat,
    players: usize,
    layout: &Layout,
) -> (Vec<Case>, Vec<u64>) {
    let own = notes
        .iter()
        .filter(|n| n.seat == seat)
        .map(|n| &n.observation);
    let candidates = possible_cases(own, layout);
    let weights = weights(notes, seat, players, layout, &candidates);
    candidates
        .into_iter()
        .zip(weights)
        .filter(|&(_, w)| w > 0)
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_have_bell_many_and_their_moebius_sums_vanish() {
        for (m, bell) in [(0, 1), (1, 1), (2, 2), (3, 5), (4, 15)] {
            let all = partitions(m);
            assert_eq!(all.len(), bell);
            // The sum of mu over all partitions is 0 for m >= 2 (distinct values out of one).
            let sum: i64 = all.iter().map(|(mu, _)| mu).sum();
            assert_eq!(sum, i64::from(m < 2));
        }
    }

    #[test]
    fn distinct_counts_match_enumeration() {
        let sets = [0b1011u16, 0b0111, 0b1110];
        let counts = distinct_avoiding(&sets, 4, &partitions(3));
        let counts = counts.map(|n| n as i64);
        for (e, &count) in counts.iter().enumerate().take(4) {
            let mut n = 0;
            for a in 0..4 {
                for b in 0..4 {
                    for c in 0..4 {
                        let ok = [(a, 0), (b, 1), (c, 2)]
                            .iter()
                            .all(|&(x, i)| sets[i] >> x & 1 == 1 && x != e);
                        n += i64::from(ok && a != b && b != c && a != c);
                    }
                }
            }
            assert_eq!(count, n, "avoiding {e}");
        }
    }
}
