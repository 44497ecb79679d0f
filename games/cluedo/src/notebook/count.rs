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

fn bits(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask & (1 << i) != 0)
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
        for c in bits(holder.must_not).filter(|&c| c < cards) {
            r.allowed[c] &= !(1 << h);
        }
        r.clauses
            .extend(holder.clauses.iter().map(|&clause| (h, clause)));
    }
    for (h, holder) in problem.holders.iter().enumerate() {
        for c in bits(holder.must_have).filter(|&c| c < cards) {
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
                part.map_or(true, |cat| problem.categories[c] as usize == cat)
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
            if bits(clause).any(|c| self.owner.get(c) == Some(&Some(holder))) {
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
            let cards: Vec<usize> = bits(excluded)
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

/// One holder's turn in the programme: the groups it may take, in segments that must
/// each take an exact number (one segment per category for the envelope).
struct Stage {
    holder: usize,
    segments: Vec<(Vec<usize>, u8)>,
    /// Clauses as group masks: the holder takes at least one card of each.
    clauses: Vec<u32>,
    /// Exclusions as group masks (envelope only; their cards are single groups).
    excluded: Vec<u32>,
}

/// One way for a holder to take cards: the state index grows by `delta`.
struct Move {
    delta: u32,
    weight: u64,
    /// The groups it takes cards from.
    support: u32,
}

/// The dynamic programme over holders for the uncertain cards.
struct Programme {
    /// Group of each uncertain card.
    group_of: Vec<Option<usize>>,
    sizes: Vec<u8>,
    /// State index = sum over groups of (cards dealt) * stride.
    strides: Vec<u32>,
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
        let mut group_of = vec![None; cards];
        let mut keys: Vec<Vec<u8>> = Vec::new();
        let mut sizes = Vec::new();
        for c in (0..cards).filter(|&c| r.owner[c].is_none()) {
            let key = signature(c);
            let g = keys.iter().position(|k| *k == key).unwrap_or_else(|| {
                keys.push(key);
                sizes.push(0);
                keys.len() - 1
            });
            sizes[g] += 1;
            group_of[c] = Some(g);
        }
        let mut strides = Vec::with_capacity(sizes.len());
        let mut stride = 1u32;
        for &n in &sizes {
            strides.push(stride);
            stride *= n as u32 + 1;
        }
        let group_mask = |mask: u32| -> u32 {
            bits(mask)
                .filter_map(|c| group_of.get(c).copied().flatten())
                .fold(0, |m, g| m | 1 << g)
        };
        let takes = |holder: usize, category: Option<usize>| -> Vec<usize> {
            (0..sizes.len())
                .filter(|&g| {
                    let c = group_of.iter().position(|&x| x == Some(g)).expect("member");
                    r.allowed[c] & (1 << holder) != 0
                        && category.map_or(true, |cat| problem.categories[c] as usize == cat)
                })
                .collect()
        };
        let mut stages = Vec::new();
        for holder in 0..problem.holders.len() {
            let segments: Vec<(Vec<usize>, u8)> = if holder == 0 {
                (0..CATEGORIES)
                    .filter(|&cat| r.quota[cat] > 0)
                    .map(|cat| (takes(0, Some(cat)), r.quota[cat] as u8))
                    .collect()
            } else if r.slots[holder] > 0 {
                vec![(takes(holder, None), r.slots[holder] as u8)]
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
        Programme {
            group_of,
            sizes,
            strides,
            stages,
            binomial,
        }
    }

    fn state_count(&self) -> usize {
        self.sizes.iter().map(|&n| n as usize + 1).product()
    }

    /// Cards of each group still undealt in state `index`.
    fn remaining(&self, index: u32, out: &mut [u8]) {
        for (g, (&n, &stride)) in self.sizes.iter().zip(&self.strides).enumerate() {
            out[g] = n - (index / stride % (n as u32 + 1)) as u8;
        }
    }

    /// Every move of `stage` from a state with `left` cards undealt per group.
    fn moves(&self, stage: &Stage, left: &[u8], out: &mut Vec<Move>) {
        out.clear();
        let first = Move {
            delta: 0,
            weight: 1,
            support: 0,
        };
        self.walk(stage, left, 0, 0, stage.segments[0].1, first, out);
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        stage: &Stage,
        left: &[u8],
        segment: usize,
        position: usize,
        need: u8,
        so_far: Move,
        out: &mut Vec<Move>,
    ) {
        let groups = &stage.segments[segment].0;
        if position == groups.len() {
            if need > 0 {
                return;
            }
            if segment + 1 < stage.segments.len() {
                let next = stage.segments[segment + 1].1;
                return self.walk(stage, left, segment + 1, 0, next, so_far, out);
            }
            let meets = stage.clauses.iter().all(|&c| c & so_far.support != 0)
                && !stage.excluded.contains(&so_far.support);
            if meets {
                out.push(so_far);
            }
            return;
        }
        let capacity: u32 = groups[position..].iter().map(|&g| left[g] as u32).sum();
        if capacity < need as u32 {
            return;
        }
        let g = groups[position];
        for take in 0..=need.min(left[g]) {
            let step = Move {
                delta: so_far.delta + take as u32 * self.strides[g],
                weight: so_far.weight * self.binomial[left[g] as usize][take as usize],
                support: so_far.support | if take > 0 { 1 << g } else { 0 },
            };
            self.walk(stage, left, segment, position + 1, need - take, step, out);
        }
    }

    fn run(&self, problem: &Problem, r: &Reduced) -> Counts {
        let states = self.state_count();
        let groups = self.sizes.len();
        let full = (states - 1) as u32;
        let mut forward = vec![0u64; states];
        let mut backward = vec![0u64; states];
        let mut layers: Vec<Vec<u32>> = vec![vec![0]];
        forward[0] = 1;
        let mut left = vec![0u8; groups];
        let mut moves = Vec::new();
        for stage in &self.stages {
            let mut next = Vec::new();
            for &from in layers.last().expect("a layer") {
                self.remaining(from, &mut left);
                self.moves(stage, &left, &mut moves);
                for m in &moves {
                    let to = (from + m.delta) as usize;
                    if forward[to] == 0 {
                        next.push(to as u32);
                    }
                    forward[to] += forward[from as usize] * m.weight;
                }
            }
            layers.push(next);
        }
        let total = forward[full as usize];
        if total == 0 {
            return Counts::none(problem);
        }
        backward[full as usize] = 1;
        // taken[stage][group]: over all deals, the cards of the group the stage's holder has.
        let mut taken = vec![vec![0u128; groups]; self.stages.len()];
        for (k, stage) in self.stages.iter().enumerate().rev() {
            for &from in &layers[k] {
                self.remaining(from, &mut left);
                self.moves(stage, &left, &mut moves);
                let mut completions = 0u64;
                for m in &moves {
                    let to = from + m.delta;
                    let after = backward[to as usize];
                    if after == 0 {
                        continue;
                    }
                    completions += m.weight * after;
                    let deals = (forward[from as usize] * m.weight * after) as u128;
                    for g in bits(m.support) {
                        let cards = m.delta / self.strides[g] % (self.sizes[g] as u32 + 1);
                        taken[k][g] += deals * cards as u128;
                    }
                }
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
        if self.stages.first().map_or(true, |s| s.holder != 0) {
            return vec![(fixed, total)];
        }
        let mut choices: Vec<(u32, u32, u32)> = vec![(fixed, 0, 0)];
        for cat in (0..CATEGORIES).filter(|&cat| r.quota[cat] > 0) {
            let open: Vec<(usize, usize)> = (0..problem.categories.len())
                .filter(|&c| problem.categories[c] as usize == cat && r.allowed[c] & 1 != 0)
                .filter_map(|c| self.group_of[c].map(|g| (c, g)))
                .collect();
            choices = choices
                .iter()
                .flat_map(|&(mask, index, support)| {
                    open.iter().map(move |&(c, g)| {
                        (mask | 1 << c, index + self.strides[g], support | 1 << g)
                    })
                })
                .collect();
        }
        let excluded = &self.stages[0].excluded;
        let mut envelopes: Vec<(u32, u64)> = choices
            .into_iter()
            .filter(|(_, _, support)| !excluded.contains(support))
            .map(|(mask, index, _)| (mask, backward[index as usize]))
            .filter(|&(_, n)| n > 0)
            .collect();
        envelopes.sort_unstable();
        envelopes
    }
}
