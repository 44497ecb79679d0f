//! Exact counting of the deals consistent with a set of constraints.
//!
//! The problem is generic (any deck of at most 21 cards in three categories, an envelope
//! with one card of each category, up to six players with fixed hand sizes) so that it can
//! be checked against brute-force enumeration on reduced decks.
//!
//! How: [`reduce`] first places every card that simple propagation pins down. The cards
//! left are split into groups of interchangeable cards (same category if the envelope may
//! take them, same possible holders, same clauses), and a dynamic programme runs over the
//! holders, one after the other. Its state is how many cards of each group are already
//! dealt; a holder's moves are how many of each group it takes, weighted by binomials.
//! Forward counts times backward counts give every marginal. Grouping keeps the early game
//! (few constraints, many uncertain cards) to a few hundred states; once every card is
//! its own group the state is the plain set of dealt cards.

/// The most cards a problem may have: the card sets are `u32` masks.
pub const MAX_CARDS: usize = 21;
/// The envelope plus six players: with at most eight outcomes per card (seven holders or
/// not yet dealt), every intermediate count stays below 8^21 < 2^64.
pub const MAX_HOLDERS: usize = 7;
/// The categories; the envelope holds exactly one card of each.
pub const CATEGORIES: usize = 3;

/// What is known of one holder. Masks are over card indices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Holder {
    /// Cards in the hand; ignored for the envelope, which holds one card per category.
    pub size: u8,
    pub must_have: u32,
    pub must_not: u32,
    /// Each clause: the holder has at least one of these cards.
    pub clauses: Vec<u32>,
}

/// A deal to count: card `i` has category `categories[i]`; `holders[0]` is the envelope.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problem {
    pub categories: Vec<u8>,
    pub holders: Vec<Holder>,
    /// Card sets the envelope is known not to be (a wrong accusation whose answer stayed
    /// hidden).
    pub excluded_envelopes: Vec<u32>,
}

/// The number of consistent deals, in all and by outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    pub total: u64,
    /// `by_card[card][holder]`: deals where that holder has that card.
    pub by_card: Vec<Vec<u64>>,
    /// Every envelope (as a card mask) with a non-zero count, in increasing mask order.
    pub envelopes: Vec<(u32, u64)>,
}

impl Counts {
    fn none(problem: &Problem) -> Counts {
        Counts {
            total: 0,
            by_card: vec![vec![0; problem.holders.len()]; problem.categories.len()],
            envelopes: Vec::new(),
        }
    }
}

/// Counts every deal of `problem`'s cards to its holders that meets every constraint.
pub fn count(problem: &Problem) -> Counts {
    let cards = problem.categories.len();
    assert!(cards <= MAX_CARDS, "at most {MAX_CARDS} cards");
    assert!(
        (1..=MAX_HOLDERS).contains(&problem.holders.len()),
        "the envelope and at most {} players",
        MAX_HOLDERS - 1
    );
    assert!(problem
        .categories
        .iter()
        .all(|&c| (c as usize) < CATEGORIES));
    match reduce(problem) {
        Some(reduced) => Programme::new(problem, &reduced).run(problem, &reduced),
        None => Counts::none(problem),
    }
}

/// The problem after propagation: fixed cards, and what is left of each constraint.
struct Reduced {
    /// The holder of each card that is certain.
    owner: Vec<Option<usize>>,
    /// Per card, the holders (bit `h`) it may still go to.
    allowed: Vec<u8>,
    /// Per holder, the places still free; for the envelope, per category.
    slots: Vec<i32>,
    quota: [i32; CATEGORIES],
    /// `(holder, cards)`: clauses not yet met, restricted to cards still possible.
    clauses: Vec<(usize, u32)>,
    /// Envelope exclusions restricted to uncertain cards.
    excluded: Vec<u32>,
}

/// The indices of the set bits of `mask`, lowest first.
fn bits_of(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let bit = (mask != 0).then(|| mask.trailing_zeros() as usize)?;
        mask &= mask - 1;
        Some(bit)
    })
}

/// Fixes what simple propagation proves; `None` if the constraints already conflict.
fn reduce(problem: &Problem) -> Option<Reduced> {
    let cards = problem.categories.len();
    let holders = problem.holders.len();
    let mut r = Reduced {
        owner: vec![None; cards],
        allowed: vec![((1u16 << holders) - 1) as u8; cards],
        slots: problem.holders.iter().map(|h| h.size as i32).collect(),
        quota: [0; CATEGORIES],
        clauses: Vec::new(),
        excluded: problem.excluded_envelopes.clone(),
    };
    for &category in &problem.categories {
        r.quota[category as usize] = 1;
    }
    for (h, holder) in problem.holders.iter().enumerate() {
        for c in bits_of(holder.must_not).filter(|&c| c < cards) {
            r.allowed[c] &= !(1 << h);
        }
        r.clauses
            .extend(holder.clauses.iter().map(|&clause| (h, clause)));
    }
    for (h, holder) in problem.holders.iter().enumerate() {
        for c in bits_of(holder.must_have).filter(|&c| c < cards) {
            r.allowed[c] &= 1 << h;
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for c in 0..cards {
            if r.owner[c].is_none() {
                match r.allowed[c].count_ones() {
                    0 => return None,
                    1 => {
                        r.fix(problem, c, r.allowed[c].trailing_zeros() as usize)?;
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        for h in 0..holders {
            changed |= r.fill(problem, h)?;
        }
        changed |= r.prune_clauses(problem)?;
        changed |= r.prune_exclusions(problem)?;
    }
    Some(r)
}

impl Reduced {
    fn fix(&mut self, problem: &Problem, card: usize, holder: usize) -> Option<()> {
        self.owner[card] = Some(holder);
        self.allowed[card] = 1 << holder;
        let left = if holder == 0 {
            &mut self.quota[problem.categories[card] as usize]
        } else {
            &mut self.slots[holder]
        };
        *left -= 1;
        (*left >= 0).then_some(())
    }

    /// The uncertain cards that may go to `holder`, restricted to `within`.
    fn open(&self, holder: usize, within: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..self.owner.len())
            .filter(|&c| self.owner[c].is_none() && self.allowed[c] & (1 << holder) != 0)
            .filter(|&c| within(c))
            .collect()
    }

    /// A full holder takes nothing more; a holder with exactly as many candidates as free
    /// places takes them all. The envelope is handled category by category.
    fn fill(&mut self, problem: &Problem, holder: usize) -> Option<bool> {
        let parts: Vec<Option<usize>> = if holder == 0 {
            (0..CATEGORIES).map(Some).collect()
        } else {
            vec![None]
        };
        let mut changed = false;
        for part in parts {
            let open = self.open(holder, |c| {
                part.is_none_or(|cat| problem.categories[c] as usize == cat)
            });
            let free = match part {
                Some(cat) => self.quota[cat],
                None => self.slots[holder],
            };
            if (open.len() as i32) < free {
                return None;
            }
            if free == 0 {
                for &c in &open {
                    self.allowed[c] &= !(1 << holder);
                }
            } else if open.len() as i32 == free {
                for &c in &open {
                    self.fix(problem, c, holder)?;
                }
            }
            changed |= !open.is_empty() && (free == 0 || open.len() as i32 == free);
        }
        Some(changed)
    }

    /// Drops met clauses, removes impossible cards from the others, and fixes the card of
    /// a clause left with one.
    fn prune_clauses(&mut self, problem: &Problem) -> Option<bool> {
        let mut changed = false;
        let mut kept = Vec::new();
        for (holder, clause) in std::mem::take(&mut self.clauses) {
            if bits_of(clause).any(|c| self.owner.get(c) == Some(&Some(holder))) {
                changed = true;
                continue;
            }
            let open: u32 = self
                .open(holder, |c| clause & (1 << c) != 0)
                .iter()
                .map(|&c| 1u32 << c)
                .sum();
            changed |= open != clause;
            match open.count_ones() {
                0 => return None,
                1 => self.fix(problem, open.trailing_zeros() as usize, holder)?,
                _ => kept.push((holder, open)),
            }
        }
        self.clauses = kept;
        Some(changed)
    }

    /// Drops exclusions that can no longer happen and keeps only their uncertain cards; an
    /// exclusion down to one card keeps that card out of the envelope.
    fn prune_exclusions(&mut self, problem: &Problem) -> Option<bool> {
        let mut changed = false;
        let mut kept = Vec::new();
        for excluded in std::mem::take(&mut self.excluded) {
            let cards: Vec<usize> = bits_of(excluded)
                .filter(|&c| c < problem.categories.len())
                .collect();
            if cards.iter().any(|&c| self.allowed[c] & 1 == 0) {
                changed = true;
                continue;
            }
            let open: u32 = cards
                .iter()
                .filter(|&&c| self.owner[c].is_none())
                .map(|&c| 1u32 << c)
                .sum();
            changed |= open != excluded;
            match open.count_ones() {
                0 => return None,
                1 => self.allowed[open.trailing_zeros() as usize] &= !1,
                _ => kept.push(open),
            }
        }
        self.excluded = kept;
        Some(changed)
    }
}

/// One holder's turn in the programme: the cards it may take, in segments that must each
/// take an exact number (one segment per category for the envelope).
struct Stage {
    holder: usize,
    segments: Vec<Segment>,
    /// Clauses as group masks: the holder takes at least one card of each.
    clauses: Vec<u32>,
    /// Exclusions as group masks (envelope only; their cards are single groups).
    excluded: Vec<u32>,
}

struct Segment {
    /// The single-card groups it may take, as state bits (equal to their group bits).
    singles: u32,
    /// The larger groups it may take.
    multis: Vec<usize>,
    need: u8,
    /// The groups the stage's later segments may take: what may still meet a clause.
    later: u32,
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
            sig.extend(r.excluded.iter().map(|&m| (m >> c & 1) as u8));
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
                later: 0,
            }
        };
        let mut stages = Vec::new();
        for holder in 0..problem.holders.len() {
            let mut segments: Vec<Segment> = if holder == 0 {
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
            let mut later = 0;
            for segment in segments.iter_mut().rev() {
                segment.later = later;
                later |= segment.singles | segment.multis.iter().fold(0, |m, &g| m | 1 << g);
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
                excluded: if holder == 0 {
                    r.excluded.iter().map(|&m| group_mask(m)).collect()
                } else {
                    Vec::new()
                },
            });
        }
        let mut binomial = [[0u64; MAX_CARDS + 1]; MAX_CARDS + 1];
        for n in 0..=MAX_CARDS {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        let mut programme = Programme {
            group_of,
            sizes,
            shifts,
            singles,
            bits,
            stages,
            binomial,
        };
        programme.most_constrained_first();
        programme
    }

    /// Orders the players' stages by how many ways each could take its cards from the full
    /// deck, fewest first (the envelope stays first: its counts are read after it). Any
    /// order counts the same deals; this one keeps the layers small, as the holders whose
    /// clauses and passes leave them few hands prune the states early, and the free ones
    /// come last, when few cards are left to choose from.
    fn most_constrained_first(&mut self) {
        let players = match self.stages.first() {
            Some(stage) if stage.holder == 0 => 1,
            _ => 0,
        };
        let mut stages = self.stages.split_off(players);
        stages.sort_by_cached_key(|stage| {
            let mut ways = 0;
            self.each_move(stage, 0, &mut |_, weight, _| ways += weight);
            ways
        });
        self.stages.append(&mut stages);
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
            if stage.clauses.iter().all(|&c| c & groups != 0) && !stage.excluded.contains(&groups) {
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
            let count = free.count_ones();
            if count >= need as u32 {
                self.singles(stage, s, (free, count), need, state, acc, emit);
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

    /// Chooses `need` of the `free` single cards (`free.1` of them, counted once: the
    /// count is in the innermost loop), lowest first, giving up on a choice as soon as a
    /// clause can no longer be met: most choices of an unconstrained hand would fail the
    /// clauses only at the end.
    #[allow(clippy::too_many_arguments)]
    fn singles(
        &self,
        stage: &Stage,
        s: usize,
        free: (u32, u32),
        need: u8,
        state: u32,
        acc: (u32, u64, u32),
        emit: &mut impl FnMut(u32, u64, u32),
    ) {
        if need == 0 {
            return self.segment(stage, s + 1, state, acc, emit);
        }
        let later = stage.segments[s].later;
        let (mut rest, mut left) = free;
        while left >= need as u32 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            left -= 1;
            let next = (acc.0 | bit, acc.1, acc.2 | bit);
            // Skipping this card leaves fewer cards to meet the clauses, so none of the
            // choices after this one can meet them either.
            let reachable = next.2 | rest | later;
            if stage.clauses.iter().any(|&c| c & reachable == 0) {
                break;
            }
            self.singles(stage, s, (rest, left), need - 1, state, next, emit);
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
        let excluded = &self.stages[0].excluded;
        let mut envelopes: Vec<(u32, u64)> = choices
            .into_iter()
            .filter(|(_, _, groups)| !excluded.contains(groups))
            .map(|(mask, state, _)| (mask, backward[state as usize]))
            .filter(|&(_, n)| n > 0)
            .collect();
        envelopes.sort_unstable();
        envelopes
    }
}
