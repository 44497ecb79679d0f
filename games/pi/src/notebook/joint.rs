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
use crate::state::left_neighbour;
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

/// For each element `e` of a type with `size` elements, the number of ways to give the
/// seats distinct elements, seat i one of `sets[i]`, none of them `e`.
fn distinct_avoiding(sets: &[u16], size: usize, partitions: &[(i64, Vec<u8>)]) -> [i64; 14] {
    let mut counts = [0i64; 14];
    for (mu, blocks) in partitions {
        // Each block's seats take one common element, of the intersection of their sets.
        let common: Vec<u16> = blocks
            .iter()
            .map(|&block| {
                (0..sets.len())
                    .filter(|i| block >> i & 1 == 1)
                    .fold(u16::MAX, |m, i| m & sets[i])
            })
            .collect();
        for (e, count) in counts.iter_mut().enumerate().take(size) {
            let ways: i64 = common
                .iter()
                .map(|&c| i64::from((c & !(1 << e)).count_ones()))
                .product();
            *count += mu * ways;
        }
    }
    counts
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
    let mut totals = vec![0i64; candidates.len()];
    if seats.iter().any(Vec::is_empty) {
        return vec![0; candidates.len()];
    }
    let partitions = partitions(seats.len());
    let points: Vec<[usize; 3]> = candidates
        .iter()
        .map(|c| [c.suspect.index(), c.crime.index(), c.location.index()])
        .collect();
    // Every choice of one piece per hidden seat, as an odometer.
    let mut choice = vec![0usize; seats.len()];
    loop {
        let sign: i64 = seats.iter().zip(&choice).map(|(p, &i)| p[i].sign).product();
        let ways: [[i64; 14]; 3] = std::array::from_fn(|t| {
            let sets: Vec<u16> = seats
                .iter()
                .zip(&choice)
                .map(|(p, &i)| p[i].sets[t])
                .collect();
            distinct_avoiding(&sets, SIZES[t], &partitions)
        });
        for (total, [s, c, l]) in totals.iter_mut().zip(&points) {
            *total += sign * ways[0][*s] * ways[1][*c] * ways[2][*l];
        }
        let Some(turn) = (0..seats.len()).find(|&i| choice[i] + 1 < seats[i].len()) else {
            break;
        };
        choice[turn] += 1;
        choice[..turn].fill(0);
    }
    totals
        .into_iter()
        .map(|w| u64::try_from(w).expect("a count of completions is never negative"))
        .collect()
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
