//! Counting completions: for each candidate case of the seat, the number of ways to choose
//! one case per other hidden seat, each from its seat's pieces, all distinct in every type
//! and distinct from the candidate.
//!
//! Within one choice of a piece per seat, disjointness is per type: the count is a
//! product over the types of the ways to give the seats distinct elements of that type,
//! and those ways are a sum over the set partitions of the seats (Möbius inversion on the
//! partition lattice: seats in one block share an element of the intersection of their
//! sets). A type's ways depend only on that type's sets, which the choices share often,
//! so each is counted once per combination of sets; the sum over the choices then runs
//! over one type's combinations first, for each combination of the other two.

use super::pieces::{Piece, SIZES};
use crate::config::MAX_PLAYERS;
use crate::elements::Case;

/// The most hidden cases besides the seat's own: every other seat's, when a proof leaves
/// out the case the seat holds (`facts.rs`).
const MAX_OTHERS: usize = MAX_PLAYERS - 1;

/// A set partition of the seats: its blocks (bits over the seats) and its Möbius
/// coefficient, the product over blocks of `(-1)^(k-1) (k-1)!` for a block of k.
struct Partition {
    mu: i64,
    blocks: Vec<u8>,
}

/// Every set partition of `m` seats.
fn partitions(m: usize) -> Vec<Partition> {
    fn grow(seat: usize, m: usize, blocks: &mut Vec<u8>, out: &mut Vec<Partition>) {
        if seat == m {
            let mu = blocks
                .iter()
                .map(|b| {
                    let k = i64::from(b.count_ones());
                    let factorial: i64 = (1..k).product();
                    if k % 2 == 1 {
                        factorial
                    } else {
                        -factorial
                    }
                })
                .product();
            out.push(Partition {
                mu,
                blocks: blocks.clone(),
            });
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

/// Appends, for each element of `elements` (indices in type), the number of ways to give
/// the seats distinct elements of one type, seat i one of `sets[i]`, none of them that one.
fn distinct_avoiding(
    sets: &[u16],
    elements: &[usize],
    partitions: &[Partition],
    out: &mut Vec<f64>,
) {
    let mut counts = [0i64; 14];
    for partition in partitions {
        // Each block's seats take one common element, of the intersection of their sets.
        let mut common = [u16::MAX; MAX_OTHERS];
        let mut sizes = [0i64; MAX_OTHERS];
        for ((c, size), &block) in common.iter_mut().zip(&mut sizes).zip(&partition.blocks) {
            for (i, &set) in sets.iter().enumerate() {
                if block >> i & 1 == 1 {
                    *c &= set;
                }
            }
            *size = i64::from(c.count_ones());
        }
        let blocks = partition.blocks.len();
        for (count, &e) in counts.iter_mut().zip(elements) {
            let mut ways = partition.mu;
            for (&c, &size) in common[..blocks].iter().zip(&sizes[..blocks]) {
                ways *= size - i64::from(c >> e & 1);
            }
            *count += ways;
        }
    }
    // Exact: every count is below 2^53.
    out.extend(counts[..elements.len()].iter().map(|&n| n as f64));
}

/// One type's ways for every choice of pieces: the hidden seats' distinct sets of that
/// type, and the ways of each combination of them (mixed radix, the first seat fastest).
struct TypeWays {
    /// By seat, then by piece: the index of the piece's set among the seat's distinct ones.
    set_of_piece: Vec<Vec<usize>>,
    /// By seat, the radix of its set index.
    radix: Vec<usize>,
    /// The elements counted for (those the candidates use), by index in type.
    elements: Vec<usize>,
    /// By index in type, the position among `elements` (for those counted for).
    positions: [usize; 14],
    /// By combination of sets, then by element counted for: the ways avoiding it.
    ways: Vec<f64>,
    /// By combination of sets, whether it has no way at all.
    empty: Vec<bool>,
}

impl TypeWays {
    fn new(seats: &[Vec<Piece>], t: usize, elements: Vec<usize>, partitions: &[Partition]) -> Self {
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
        let mut ways = Vec::with_capacity(combinations * elements.len());
        let mut sets = [0u16; MAX_OTHERS];
        for n in 0..combinations {
            for ((set, seat), &r) in sets.iter_mut().zip(&distinct).zip(&radix) {
                *set = seat[n / r % seat.len()];
            }
            distinct_avoiding(&sets[..seats.len()], &elements, partitions, &mut ways);
        }
        let mut positions = [0; 14];
        for (position, &e) in elements.iter().enumerate() {
            positions[e] = position;
        }
        let empty = ways
            .chunks(elements.len().max(1))
            .map(|w| w.iter().all(|&n| n == 0.0))
            .collect();
        TypeWays {
            set_of_piece,
            radix,
            elements,
            positions,
            ways,
            empty,
        }
    }

    fn combinations(&self) -> usize {
        self.ways.len() / self.elements.len().max(1)
    }

    /// Seat i's part of the combination index when it takes its piece p.
    fn part(&self, i: usize, p: usize) -> usize {
        self.set_of_piece[i][p] * self.radix[i]
    }

    /// The ways of combination `n`, by element counted for.
    fn of(&self, n: usize) -> &[f64] {
        let width = self.elements.len();
        &self.ways[n * width..(n + 1) * width]
    }

    /// Whether combination `n` leaves no way for any element counted for.
    fn is_empty(&self, n: usize) -> bool {
        self.empty[n]
    }

    /// The number of elements counted for.
    fn width(&self) -> usize {
        self.elements.len()
    }
}

/// For each of `candidates`, the number of ways to choose one case per hidden seat from
/// its pieces (`seats`), all distinct in every type and from the candidate.
pub(super) fn completions(seats: &[Vec<Piece>], candidates: &[Case]) -> Vec<f64> {
    if candidates.is_empty() {
        return Vec::new();
    }
    let partitions = partitions(seats.len());
    let mut used = [0u16; 3];
    for c in candidates {
        used[0] |= 1 << c.suspect.index();
        used[1] |= 1 << c.crime.index();
        used[2] |= 1 << c.location.index();
    }
    let types: [TypeWays; 3] = std::array::from_fn(|t| {
        let elements = (0..SIZES[t]).filter(|&i| used[t] >> i & 1 == 1).collect();
        TypeWays::new(seats, t, elements, &partitions)
    });
    // Each choice of pieces as its combination of sets in each type, with its sign. A
    // choice that leaves no way in some type (two seats bound to one element) adds
    // nothing and is left out.
    let mut terms: Vec<([usize; 3], i64)> = Vec::new();
    // Each seat's pieces as their parts of the three combination indices, and signs.
    let parts: Vec<Vec<([usize; 3], i64)>> = (0..seats.len())
        .map(|i| {
            (0..seats[i].len())
                .map(|p| (types.each_ref().map(|t| t.part(i, p)), seats[i][p].sign))
                .collect()
        })
        .collect();
    add_choices(&parts, [0; 3], 1, &mut |key, sign| {
        if !key.iter().zip(&types).any(|(&n, t)| t.is_empty(n)) {
            terms.push((key, sign));
        }
    });
    let positions: Vec<[usize; 3]> = candidates
        .iter()
        .map(|c| {
            let index = [c.suspect.index(), c.crime.index(), c.location.index()];
            std::array::from_fn(|t| types[t].positions[index[t]])
        })
        .collect();
    // Sum over one type's combinations (z) for each pair of the other two's (x, y) into a
    // table by (y, z) element; then over x's through the candidates. In the order that
    // does the least work.
    let [x, y, z] = ORDERS
        .into_iter()
        .min_by_key(|&[x, y, z]| {
            let pairs = terms
                .len()
                .min(types[x].combinations() * types[y].combinations());
            terms.len() * types[z].width()
                + pairs * types[y].width() * types[z].width()
                + types[x].combinations() * candidates.len()
        })
        .expect("six orders");
    terms.sort_unstable_by_key(|(key, _)| (key[x], key[y], key[z]));
    let width = types[z].width();
    let at: Vec<(usize, usize)> = positions
        .iter()
        .map(|p| (p[x], p[y] * width + p[z]))
        .collect();
    let mut totals = vec![0f64; candidates.len()];
    let mut eliminated = vec![0f64; width];
    let mut by_yz = vec![0f64; types[y].width() * width];
    for x_group in terms.chunk_by(|a, b| a.0[x] == b.0[x]) {
        by_yz.fill(0.0);
        for y_group in x_group.chunk_by(|a, b| a.0[y] == b.0[y]) {
            eliminated.fill(0.0);
            for &(key, sign) in y_group {
                for (sum, &ways) in eliminated.iter_mut().zip(types[z].of(key[z])) {
                    *sum += sign as f64 * ways;
                }
            }
            let ways_y = types[y].of(y_group[0].0[y]);
            for (row, &w) in by_yz.chunks_exact_mut(width).zip(ways_y) {
                for (cell, &sum) in row.iter_mut().zip(&eliminated) {
                    *cell += w * sum;
                }
            }
        }
        let by_x = types[x].of(x_group[0].0[x]);
        for (total, &(px, yz)) in totals.iter_mut().zip(&at) {
            *total += by_x[px] * by_yz[yz];
        }
    }
    totals
}

/// Calls `add` with every choice of one piece per seat (`parts`, by seat: each piece's
/// parts of the combination indices and its sign) as its combination indices and sign.
fn add_choices(
    parts: &[Vec<([usize; 3], i64)>],
    key: [usize; 3],
    sign: i64,
    add: &mut impl FnMut([usize; 3], i64),
) {
    let Some((first, rest)) = parts.split_first() else {
        add(key, sign);
        return;
    };
    for &(part, piece_sign) in first {
        let key = [key[0] + part[0], key[1] + part[1], key[2] + part[2]];
        add_choices(rest, key, sign * piece_sign, add);
    }
}

/// The six orders of the three types.
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_have_bell_many_and_their_moebius_sums_vanish() {
        for (m, bell) in [(0, 1), (1, 1), (2, 2), (3, 5), (4, 15)] {
            let all = partitions(m);
            assert_eq!(all.len(), bell);
            // Distinct values out of one element: none for two seats or more.
            let sum: i64 = all.iter().map(|p| p.mu).sum();
            assert_eq!(sum, i64::from(m < 2));
        }
    }

    #[test]
    fn distinct_counts_match_enumeration() {
        let sets = [0b1011u16, 0b0111, 0b1110];
        let elements = [0, 1, 2, 3];
        let mut counts = Vec::new();
        distinct_avoiding(&sets, &elements, &partitions(3), &mut counts);
        for (&e, &count) in elements.iter().zip(&counts) {
            let mut n = 0;
            for a in 0..4 {
                for b in 0..4 {
                    for c in 0..4 {
                        let ok = [(a, 0), (b, 1), (c, 2)]
                            .iter()
                            .all(|&(x, i)| sets[i] >> x & 1 == 1 && x != e);
                        n += i32::from(ok && a != b && b != c && a != c);
                    }
                }
            }
            assert_eq!(count, f64::from(n), "avoiding {e}");
        }
    }
}
