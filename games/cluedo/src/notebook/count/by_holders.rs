//! The count by holders, for the problems whose clauses the card-by-card deal cannot hold
//! (more open at once than its state has bits): the cards left are split into groups of
//! interchangeable cards (same category if the envelope may take them, same possible
//! holders, same clauses), and a dynamic programme runs over the holders, one after the
//! other. Its state is how many cards of each group are already dealt; a holder's moves
//! are how many of each group it takes, weighted by binomials, and its clauses are checked
//! on its whole hand, so their number costs no state. Slower than the deal card by card
//! when many cards stand apart, but never out of room.

use super::{bits_of, Counts, Problem, Reduced, CATEGORIES, MAX_CARDS};

/// The counts of the reduced problem `r` of `problem` (which has no excluded envelopes).
pub(super) fn count(problem: &Problem, r: &Reduced) -> Counts {
    Programme::new(problem, r).run(problem, r)
}

/// One holder's turn in the programme: the cards it may take, in segments that must each
/// take an exact number (one segment per category for the envelope).
struct Stage {
    holder: usize,
    segments: Vec<Segment>,
    /// Clauses as group masks: the holder takes at least one card of each.
    clauses: Vec<u32>,
}

struct Segment {
    /// The single-card groups it may take, as state bits (equal to their group bits).
    singles: u32,
    /// The larger groups it may take.
    multis: Vec<usize>,
    need: u8,
}

/// The dynamic programme over holders for the uncertain cards.
///
/// A state packs, per group, how many of its cards are dealt into a bit field. Single
/// cards come first, one bit each, so that for them state bits, group bits and card
/// choices are the same mask and a holder's choices are plain subsets of free bits.
struct Programme {
    /// Group of each uncertain card.
    group_of: Vec<Option<usize>>,
    sizes: Vec<u8>,
    shifts: Vec<u32>,
    /// Groups `0..singles` have one card each.
    singles: usize,
    bits: u32,
    stages: Vec<Stage>,
    binomial: [[u64; MAX_CARDS + 1]; MAX_CARDS + 1],
}

impl Programme {
    fn new(problem: &Problem, r: &Reduced) -> Programme {
        let cards = problem.categories.len();
        let signature = |c: usize| {
            let mut sig = vec![
                if r.allowed[c] & 1 != 0 {
                    problem.categories[c]
                } else {
                    CATEGORIES as u8
                },
                r.allowed[c],
            ];
            sig.extend(r.clauses.iter().map(|&(_, m)| (m >> c & 1) as u8));
            sig
        };
        let mut members: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
        for c in (0..cards).filter(|&c| r.owner[c].is_none()) {
            let key = signature(c);
            match members.iter_mut().find(|(k, _)| *k == key) {
                Some((_, list)) => list.push(c),
                None => members.push((key, vec![c])),
            }
        }
        members.sort_by_key(|(_, list)| list.len() > 1);
        let mut group_of = vec![None; cards];
        let mut sizes = Vec::new();
        let mut shifts = Vec::new();
        let mut bits = 0;
        for (g, (_, list)) in members.iter().enumerate() {
            for &c in list {
                group_of[c] = Some(g);
            }
            sizes.push(list.len() as u8);
            shifts.push(bits);
            bits += u8::BITS - (list.len() as u8).leading_zeros();
        }
        let singles = members.iter().take_while(|(_, l)| l.len() == 1).count();
        let group_mask = |mask: u32| -> u32 {
            bits_of(mask)
                .filter_map(|c| group_of.get(c).copied().flatten())
                .fold(0, |m, g| m | 1 << g)
        };
        let segment = |holder: usize, category: Option<usize>, need: i32| {
            let takes = |g: usize| {
                let c = members[g].1[0];
                r.allowed[c] & (1 << holder) != 0
                    && category.is_none_or(|cat| problem.categories[c] as usize == cat)
            };
            Segment {
                singles: (0..singles)
                    .filter(|&g| takes(g))
                    .fold(0, |m, g| m | 1 << g),
                multis: (singles..sizes.len()).filter(|&g| takes(g)).collect(),
                need: need as u8,
            }
        };
        let mut stages = Vec::new();
        for holder in 0..problem.holders.len() {
            let segments: Vec<Segment> = if holder == 0 {
                (0..CATEGORIES)
                    .filter(|&cat| r.quota[cat] > 0)
                    .map(|cat| segment(0, Some(cat), r.quota[cat]))
                    .collect()
            } else if r.slots[holder] > 0 {
                vec![segment(holder, None, r.slots[holder])]
            } else {
                Vec::new()
            };
            if segments.is_empty() {
                continue;
            }
            stages.push(Stage {
                holder,
                segments,
                clauses: r
                    .clauses
                    .iter()
                    .filter(|&&(h, _)| h == holder)
                    .map(|&(_, m)| group_mask(m))
                    .collect(),
            });
        }
        let mut binomial = [[0u64; MAX_CARDS + 1]; MAX_CARDS + 1];
        for n in 0..=MAX_CARDS {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        Programme {
            group_of,
            sizes,
            shifts,
            singles,
            bits,
            stages,
            binomial,
        }
    }

    /// How many cards of group `g` the packed `state` (or move) holds.
    fn field(&self, state: u32, g: usize) -> u8 {
        let width = u8::BITS - self.sizes[g].leading_zeros();
        (state >> self.shifts[g] & ((1 << width) - 1)) as u8
    }

    /// Calls `emit(delta, weight, groups)` for every way `stage` can take cards from
    /// `state`: the state grows by `delta`, `weight` ways, from those groups.
    fn each_move(&self, stage: &Stage, state: u32, emit: &mut impl FnMut(u32, u64, u32)) {
        self.segment(stage, 0, state, (0, 1, 0), emit);
    }

    /// Takes the cards of segment `s` onwards; `acc` is (delta, weight, groups) so far.
    fn segment(
        &self,
        stage: &Stage,
        s: usize,
        state: u32,
        acc: (u32, u64, u32),
        emit: &mut impl FnMut(u32, u64, u32),
    ) {
        if s == stage.segments.len() {
            let groups = acc.2;
            if stage.clauses.iter().all(|&c| c & groups != 0) {
                emit(acc.0, acc.1, groups);
            }
            return;
        }
        self.multis(stage, s, 0, stage.segments[s].need, state, acc, emit);
    }

    /// Chooses how many cards of each larger group segment `s` takes, then its single cards.
    #[allow(clippy::too_many_arguments)]
    fn multis(
        &self,
        stage: &Stage,
        s: usize,
        i: usize,
        need: u8,
        state: u32,
        acc: (u32, u64, u32),
        emit: &mut impl FnMut(u32, u64, u32),
    ) {
        let segment = &stage.segments[s];
        if i == segment.multis.len() {
            let free = segment.singles & !state;
            if free.count_ones() >= need as u32 {
                self.singles(stage, s, free, need, state, acc, emit);
            }
            return;
        }
        let g = segment.multis[i];
        let left = self.sizes[g] - self.field(state, g);
        for take in 0..=need.min(left) {
            let next = (
                acc.0 + ((take as u32) << self.shifts[g]),
                acc.1 * self.binomial[left as usize][take as usize],
                acc.2 | if take > 0 { 1 << g } else { 0 },
            );
            self.multis(stage, s, i + 1, need - take, state, next, emit);
        }
    }

    /// Chooses `need` of the `free` single cards, lowest first.
    #[allow(clippy::too_many_arguments)]
    fn singles(
        &self,
        stage: &Stage,
        s: usize,
        free: u32,
        need: u8,
        state: u32,
        acc: (u32, u64, u32),
        emit: &mut impl FnMut(u32, u64, u32),
    ) {
        if need == 0 {
            return self.segment(stage, s + 1, state, acc, emit);
        }
        let mut rest = free;
        while rest.count_ones() >= need as u32 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            let next = (acc.0 | bit, acc.1, acc.2 | bit);
            self.singles(stage, s, rest, need - 1, state, next, emit);
        }
    }

    fn run(&self, problem: &Problem, r: &Reduced) -> Counts {
        let states = 1usize << self.bits;
        let full: u32 = (0..self.sizes.len())
            .map(|g| (self.sizes[g] as u32) << self.shifts[g])
            .sum();
        let mut forward = vec![0u64; states];
        let mut backward = vec![0u64; states];
        let mut layers: Vec<Vec<u32>> = vec![vec![0]];
        forward[0] = 1;
        for stage in &self.stages {
            let mut next = Vec::new();
            for &from in layers.last().expect("a layer") {
                let ways = forward[from as usize];
                self.each_move(stage, from, &mut |delta, weight, _| {
                    let to = (from + delta) as usize;
                    if forward[to] == 0 {
                        next.push(to as u32);
                    }
                    forward[to] += ways * weight;
                });
            }
            layers.push(next);
        }
        let total = forward[full as usize];
        if total == 0 {
            return Counts::none(problem);
        }
        backward[full as usize] = 1;
        // taken[stage][group]: over all deals, the cards of the group the stage's holder has.
        let mut taken = vec![vec![0u128; self.sizes.len()]; self.stages.len()];
        for (k, stage) in self.stages.iter().enumerate().rev() {
            for &from in &layers[k] {
                let before = forward[from as usize];
                let mut completions = 0u64;
                self.each_move(stage, from, &mut |delta, weight, groups| {
                    let after = backward[(from + delta) as usize];
                    if after == 0 {
                        return;
                    }
                    completions += weight * after;
                    let deals = (before * weight * after) as u128;
                    for g in bits_of(groups) {
                        let cards = if g < self.singles {
                            1
                        } else {
                            self.field(delta, g)
                        };
                        taken[k][g] += deals * cards as u128;
                    }
                });
                backward[from as usize] = completions;
            }
        }
        let mut by_card = vec![vec![0u64; problem.holders.len()]; problem.categories.len()];
        for (c, row) in by_card.iter_mut().enumerate() {
            match (r.owner[c], self.group_of[c]) {
                (Some(h), _) => row[h] = total,
                (None, Some(g)) => {
                    for (k, stage) in self.stages.iter().enumerate() {
                        row[stage.holder] = (taken[k][g] / self.sizes[g] as u128) as u64;
                    }
                }
                (None, None) => unreachable!("an uncertain card has a group"),
            }
        }
        Counts {
            total,
            by_card,
            envelopes: self.envelopes(problem, r, &backward, total),
        }
    }

    /// The count of each envelope: the completions after the envelope stage takes it.
    fn envelopes(
        &self,
        problem: &Problem,
        r: &Reduced,
        backward: &[u64],
        total: u64,
    ) -> Vec<(u32, u64)> {
        let fixed: u32 = (0..problem.categories.len())
            .filter(|&c| r.owner[c] == Some(0))
            .map(|c| 1u32 << c)
            .sum();
        if self.stages.first().is_none_or(|s| s.holder != 0) {
            return vec![(fixed, total)];
        }
        // (cards, state after the envelope takes them, groups taken)
        let mut choices: Vec<(u32, u32, u32)> = vec![(fixed, 0, 0)];
        for cat in (0..CATEGORIES).filter(|&cat| r.quota[cat] > 0) {
            let open: Vec<(usize, usize)> = (0..problem.categories.len())
                .filter(|&c| problem.categories[c] as usize == cat && r.allowed[c] & 1 != 0)
                .filter_map(|c| self.group_of[c].map(|g| (c, g)))
                .collect();
            choices = choices
                .iter()
                .flat_map(|&(mask, state, groups)| {
                    open.iter().map(move |&(c, g)| {
                        (
                            mask | 1 << c,
                            state + (1 << self.shifts[g]),
                            groups | 1 << g,
                        )
                    })
                })
                .collect();
        }
        let mut envelopes: Vec<(u32, u64)> = choices
            .into_iter()
            .map(|(mask, state, _)| (mask, backward[state as usize]))
            .filter(|&(_, n)| n > 0)
            .collect();
        envelopes.sort_unstable();
        envelopes
    }
}
