//! Exact counting of the deals consistent with a set of constraints.
//!
//! The problem is generic (any deck of at most 21 cards in three categories, an envelope
//! with one card of each category, up to six players with fixed hand sizes) so that it can
//! be checked against brute-force enumeration on reduced decks.
//!
//! How: [`reduce`] first places every card that simple propagation pins down. The cards
//! left are then dealt one by one ([`Deal`]): the state is what each holder still has
//! room for and which clauses are met so far, so it stays at a few hundred states however
//! different the cards' constraints are (a state made of the dealt cards themselves grows
//! with every card a pass or a clause sets apart). Forward counts times backward counts
//! give every marginal; the envelope's counts come from a forward and a backward pass that
//! also keep which interchangeable cards the envelope took, meeting in the middle. Envelopes known to be wrong are counted
//! apart and subtracted. A problem with more clauses open at once than a state has bits
//! for is counted holder by holder instead ([`by_holders`]).

use std::hash::{BuildHasherDefault, Hasher};

mod by_holders;

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
    count_with(problem, count_plain)
}

/// [`count`], always holder by holder: the way taken when the deal card by card cannot
/// hold a problem's clauses, open to the tests so that they check it on every problem.
#[doc(hidden)]
pub fn count_by_holders(problem: &Problem) -> Counts {
    count_with(problem, |plain| match reduce(plain) {
        Some(reduced) => by_holders::count(plain, &reduced),
        None => Counts::none(plain),
    })
}

/// The counts of `problem` from `count_plain`, which counts a problem without excluded
/// envelopes: those are counted apart and taken out.
fn count_with(problem: &Problem, count_plain: impl Fn(&Problem) -> Counts) -> Counts {
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
    let mut plain = problem.clone();
    let excluded = std::mem::take(&mut plain.excluded_envelopes);
    let mut counts = count_plain(&plain);
    // The deals whose envelope is an excluded one, each at most once, are taken out.
    let mut wrong: Vec<u32> = excluded
        .into_iter()
        .filter(|&mask| is_envelope(problem, mask))
        .collect();
    wrong.sort_unstable();
    wrong.dedup();
    for mask in wrong {
        let mut forced = plain.clone();
        forced.holders[0].must_have |= mask;
        let out = count_plain(&forced);
        counts.total -= out.total;
        for (row, out) in counts.by_card.iter_mut().zip(&out.by_card) {
            for (n, m) in row.iter_mut().zip(out) {
                *n -= m;
            }
        }
        counts.envelopes.retain(|&(m, _)| m != mask);
    }
    counts
}

/// Whether `mask` can be an envelope at all: one card of each category of the deck.
fn is_envelope(problem: &Problem, mask: u32) -> bool {
    let cards = problem.categories.len();
    let mut per_category = [0; CATEGORIES];
    for c in bits_of(mask) {
        match problem.categories.get(c) {
            Some(&category) => per_category[category as usize] += 1,
            None => return false,
        }
    }
    (0..CATEGORIES).all(|cat| {
        let present = (0..cards).any(|c| problem.categories[c] as usize == cat);
        per_category[cat] == usize::from(present)
    })
}

/// The counts of a problem without excluded envelopes.
fn count_plain(problem: &Problem) -> Counts {
    match reduce(problem) {
        Some(reduced) => match Deal::new(problem, &reduced) {
            Some(deal) => deal.count(problem, &reduced),
            None => by_holders::count(problem, &reduced),
        },
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
}

/// A state of the deal: each player's free places, the class of card the envelope took in
/// each category (plus one; 0 while it has none), and a bit per open clause, set once met.
type State = u128;

/// Bits per field of a state: a player's free places, or the envelope's class plus one.
const FIELD: u32 = 5;
const FIELD_MASK: State = (1 << FIELD) - 1;
/// Where the envelope's fields start: after the six players'.
const ENVELOPE: u32 = FIELD * (MAX_HOLDERS as u32 - 1);
/// Where the clause bits start; the rest of the state is theirs.
const CLAUSES: u32 = ENVELOPE + FIELD * CATEGORIES as u32;

/// The uncertain cards, dealt one by one to the holders they may go to.
struct Deal {
    /// The uncertain cards in dealing order: each clause's cards together, so that few
    /// clauses are open (dealt in part) at a time.
    order: Vec<usize>,
    /// Per position, per holder: the bits of that holder's clauses the card meets.
    meets: Vec<[State; MAX_HOLDERS]>,
    /// Per position: the bits of the clauses whose last card it is, met by then or never.
    closes: Vec<State>,
    /// Per card the envelope may take, its class: the cards of one category with the same
    /// possible holders and clauses, which every deal treats alike.
    class: Vec<Option<usize>>,
    /// The cards of each class.
    classes: Vec<u32>,
    /// Nothing dealt: every player's free places.
    start: State,
    /// The fields a complete deal fills: players' places all taken (zero), and these
    /// envelope fields set.
    envelope_fields: Vec<u32>,
}

impl Deal {
    /// `None` when more clauses are open at once than a state has bits for.
    fn new(problem: &Problem, r: &Reduced) -> Option<Deal> {
        let cards = problem.categories.len();
        let uncertain = |c: usize| r.owner[c].is_none();
        let mut dealt = 0u32;
        let mut order: Vec<usize> = Vec::new();
        let clause_cards = r.clauses.iter().map(|&(_, clause)| clause);
        for cards in clause_cards.chain([(1u32 << cards) - 1]) {
            for c in bits_of(cards & !dealt).filter(|&c| uncertain(c)) {
                order.push(c);
                dealt |= 1 << c;
            }
        }
        let position = |c: usize| order.iter().position(|&o| o == c).expect("dealt");
        // Each clause has a bit from its first card to its last; a bit is reused once
        // its clause is closed.
        let mut spans: Vec<(usize, usize, usize, u32)> = r
            .clauses
            .iter()
            .map(|&(h, clause)| {
                let at: Vec<usize> = bits_of(clause).map(position).collect();
                let first = *at.iter().min().expect("a clause has cards");
                let last = *at.iter().max().expect("a clause has cards");
                (first, last, h, clause)
            })
            .collect();
        spans.sort_unstable();
        let mut meets = vec![[0; MAX_HOLDERS]; order.len()];
        let mut closes = vec![0; order.len()];
        let mut bit_free_after: Vec<usize> = Vec::new();
        for (first, last, h, clause) in spans {
            let bit = match bit_free_after.iter().position(|&end| end < first) {
                Some(bit) => bit,
                None => {
                    bit_free_after.push(0);
                    bit_free_after.len() - 1
                }
            };
            if CLAUSES + bit as u32 >= State::BITS {
                return None;
            }
            bit_free_after[bit] = last;
            let flag: State = 1 << (CLAUSES + bit as u32);
            for c in bits_of(clause) {
                meets[position(c)][h] |= flag;
            }
            closes[last] |= flag;
        }
        let mut signatures: Vec<(u8, u8, Vec<bool>)> = Vec::new();
        let mut classes: Vec<u32> = Vec::new();
        let mut class = vec![None; cards];
        for c in (0..cards).filter(|&c| uncertain(c) && r.allowed[c] & 1 != 0) {
            let clauses = r.clauses.iter().map(|&(_, m)| m >> c & 1 != 0).collect();
            let signature = (problem.categories[c], r.allowed[c], clauses);
            let k = match signatures.iter().position(|s| *s == signature) {
                Some(k) => k,
                None => {
                    signatures.push(signature);
                    classes.push(0);
                    classes.len() - 1
                }
            };
            classes[k] |= 1 << c;
            class[c] = Some(k);
        }
        let mut start: State = 0;
        for h in 1..problem.holders.len() {
            let free = r.slots[h] as State;
            assert!(free <= FIELD_MASK, "a hand fits its field");
            start |= free << (FIELD * (h as u32 - 1));
        }
        Some(Deal {
            order,
            meets,
            closes,
            class,
            classes,
            start,
            envelope_fields: (0..CATEGORIES)
                .filter(|&cat| r.quota[cat] > 0)
                .map(|cat| ENVELOPE + FIELD * cat as u32)
                .collect(),
        })
    }

    /// The state after the card at `position` goes to `holder`, if it may: the holder has
    /// room, and no clause closes unmet.
    fn step(
        &self,
        problem: &Problem,
        state: State,
        position: usize,
        holder: usize,
    ) -> Option<State> {
        let card = self.order[position];
        let mut next = if holder == 0 {
            let shift = ENVELOPE + FIELD * problem.categories[card] as u32;
            if state >> shift & FIELD_MASK != 0 {
                return None;
            }
            state | 1 << shift
        } else {
            let shift = FIELD * (holder as u32 - 1);
            if state >> shift & FIELD_MASK == 0 {
                return None;
            }
            state - (1 << shift)
        };
        next |= self.meets[position][holder];
        let closing = self.closes[position];
        (next & closing == closing).then_some(next & !closing)
    }

    /// Whether `state` ends a deal: every hand full, the envelope complete.
    fn complete(&self, state: State) -> bool {
        let hands: State = (1 << ENVELOPE) - 1;
        state & hands == 0
            && self
                .envelope_fields
                .iter()
                .all(|&shift| state >> shift & FIELD_MASK != 0)
    }

    /// The states before each card is dealt and after the last, how many ways lead to
    /// each, and where each holder's taking the card leads.
    fn forward(&self, problem: &Problem, r: &Reduced) -> Layers {
        let mut layers = Layers {
            states: vec![vec![self.start]],
            ways: vec![vec![1]],
            moves: Vec::new(),
        };
        for (position, &card) in self.order.iter().enumerate() {
            let (states, ways) = (&layers.states[position], &layers.ways[position]);
            let mut index = Index::with_capacity_and_hasher(2 * states.len(), Default::default());
            let mut next_states = Vec::new();
            let mut next_ways: Vec<u64> = Vec::new();
            let mut moves = Vec::with_capacity(states.len());
            for (&state, &n) in states.iter().zip(ways) {
                let mut to = [NO_MOVE; MAX_HOLDERS];
                for holder in bits_of(r.allowed[card] as u32) {
                    let Some(next) = self.step(problem, state, position, holder) else {
                        continue;
                    };
                    let j = *index.entry(next).or_insert_with(|| {
                        next_states.push(next);
                        next_ways.push(0);
                        next_states.len() as u32 - 1
                    });
                    next_ways[j as usize] += n;
                    to[holder] = j;
                }
                moves.push(to);
            }
            layers.states.push(next_states);
            layers.ways.push(next_ways);
            layers.moves.push(moves);
        }
        layers
    }

    fn count(&self, problem: &Problem, r: &Reduced) -> Counts {
        let layers = self.forward(problem, r);
        let ends = layers.states.last().expect("a layer");
        let finished: Vec<u64> = ends.iter().map(|&s| u64::from(self.complete(s))).collect();
        let total: u64 = (layers.ways.last().expect("a layer").iter())
            .zip(&finished)
            .map(|(ways, end)| ways * end)
            .sum();
        if total == 0 {
            return Counts::none(problem);
        }
        let mut by_card = vec![vec![0u64; problem.holders.len()]; problem.categories.len()];
        // The ways to complete the deal from each state of each layer.
        let mut completions: Vec<Vec<u64>> = vec![finished];
        for (position, &card) in self.order.iter().enumerate().rev() {
            let after = completions.last().expect("a layer");
            let before = (layers.moves[position].iter())
                .zip(&layers.ways[position])
                .map(|(to, &ways)| {
                    let mut completions = 0;
                    for holder in bits_of(r.allowed[card] as u32) {
                        if let Some(&n) = after.get(to[holder] as usize) {
                            completions += n;
                            by_card[card][holder] += ways * n;
                        }
                    }
                    completions
                })
                .collect();
            completions.push(before);
        }
        completions.reverse();
        for (c, row) in by_card.iter_mut().enumerate() {
            if let Some(h) = r.owner[c] {
                row[h] = total;
            }
        }
        Counts {
            total,
            by_card,
            envelopes: self.envelopes(problem, r, &layers, &completions),
        }
    }

    /// The count of each envelope, met in the middle: a pass from the start keeps the
    /// classes the envelope took among the cards before layer `meet`, a pass from the end
    /// those it takes among the cards after, and each state of layer `meet` joins the two.
    /// Each pass follows only states that can be finished, and tracks the classes of half
    /// the cards, so far fewer class combinations multiply the states than in one pass
    /// over the whole deal. The cards of a class share its count equally.
    fn envelopes(
        &self,
        problem: &Problem,
        r: &Reduced,
        layers: &Layers,
        completions: &[Vec<u64>],
    ) -> Vec<(u32, u64)> {
        let fixed: u32 = (0..problem.categories.len())
            .filter(|&c| r.owner[c] == Some(0))
            .map(|c| 1u32 << c)
            .sum();
        let meet = self.meeting_layer(r);
        let before = self.classes_before(problem, r, layers, completions, meet);
        let after = self.classes_after(problem, r, layers, meet);
        let mut finished = Index::default();
        for (&key, &ways) in &before {
            let (index, early) = (key >> 32, key & u64::from(u32::MAX));
            for &(late, n) in after.of(index as u32) {
                *finished.entry(early | late).or_insert(0) += ways * n;
            }
        }
        let mut envelopes = Vec::new();
        for (classes, ways) in finished.into_iter().filter(|&(_, ways)| ways > 0) {
            let mut masks = vec![fixed];
            let mut each = ways;
            for &shift in &self.envelope_fields {
                let class = (classes as State) << ENVELOPE >> shift & FIELD_MASK;
                let class = self.classes[class as usize - 1];
                each /= class.count_ones() as u64;
                masks = masks
                    .iter()
                    .flat_map(|&mask| bits_of(class).map(move |c| mask | 1 << c))
                    .collect();
            }
            envelopes.extend(masks.into_iter().map(|mask| (mask, each)));
        }
        envelopes.sort_unstable();
        envelopes
    }

    /// Where the two passes of [`Deal::envelopes`] meet: the layer with as many cards the
    /// envelope may take before it as after it.
    fn meeting_layer(&self, r: &Reduced) -> usize {
        let envelope_may_take = |&c: &usize| r.allowed[c] & 1 != 0;
        let candidates = self.order.iter().filter(|c| envelope_may_take(c)).count();
        let mut seen = 0;
        for (position, card) in self.order.iter().enumerate() {
            if 2 * seen >= candidates {
                return position;
            }
            seen += usize::from(envelope_may_take(card));
        }
        self.order.len()
    }

    /// The class the envelope takes with `card`, as its field of a state's classes.
    fn class_taken(&self, problem: &Problem, card: usize) -> u64 {
        self.class[card].map_or(0, |class| {
            (class as u64 + 1) << (FIELD * problem.categories[card] as u32)
        })
    }

    /// From the start to layer `meet`: for each state there that can be finished and each
    /// combination of classes the envelope took on the way, the ways to reach it, keyed by
    /// the state's index in its layer (high half) and the classes (low half).
    fn classes_before(
        &self,
        problem: &Problem,
        r: &Reduced,
        layers: &Layers,
        completions: &[Vec<u64>],
        meet: usize,
    ) -> Index<u64, u64> {
        let key = |index: u32, classes: u64| u64::from(index) << 32 | classes;
        let mut layer = Index::from_iter([(0, 1)]);
        for (position, &card) in self.order[..meet].iter().enumerate() {
            let taken = self.class_taken(problem, card);
            let mut next = Index::with_capacity_and_hasher(2 * layer.len(), Default::default());
            for (&state, &ways) in &layer {
                let (i, classes) = (state >> 32, state & u64::from(u32::MAX));
                for holder in bits_of(r.allowed[card] as u32) {
                    let j = layers.moves[position][i as usize][holder];
                    if completions[position + 1]
                        .get(j as usize)
                        .is_some_and(|&n| n > 0)
                    {
                        let classes = if holder == 0 {
                            classes | taken
                        } else {
                            classes
                        };
                        *next.entry(key(j, classes)).or_insert(0) += ways;
                    }
                }
            }
            layer = next;
        }
        layer
    }

    /// From the end back to layer `meet`: for each state there, each combination of classes
    /// the envelope takes from there on, with the ways to finish the deal so.
    fn classes_after(
        &self,
        problem: &Problem,
        r: &Reduced,
        layers: &Layers,
        meet: usize,
    ) -> ClassLists {
        let mut after = ClassLists::default();
        for &state in layers.states.last().expect("a layer") {
            if self.complete(state) {
                after.entries.push((0, 1));
            }
            after.ends.push(after.entries.len() as u32);
        }
        for position in (meet..self.order.len()).rev() {
            let card = self.order[position];
            let taken = self.class_taken(problem, card);
            let mut before = ClassLists::default();
            for to in &layers.moves[position] {
                let start = before.entries.len();
                for holder in bits_of(r.allowed[card] as u32) {
                    let taken = if holder == 0 { taken } else { 0 };
                    let later = after.of(to[holder]).iter();
                    before
                        .entries
                        .extend(later.map(|&(classes, n)| (classes | taken, n)));
                }
                before.close_list(start);
            }
            after = before;
        }
        after
    }
}

/// A list of `(classes, count)` per state of a layer, stored end to end (few entries per
/// state, so one allocation per layer instead of one per state).
#[derive(Default)]
struct ClassLists {
    /// Where each state's list ends in `entries`.
    ends: Vec<u32>,
    entries: Vec<(u64, u64)>,
}

impl ClassLists {
    /// The list of the state at `index`; none for [`NO_MOVE`].
    fn of(&self, index: u32) -> &[(u64, u64)] {
        let Some(&end) = self.ends.get(index as usize) else {
            return &[];
        };
        let start = match index {
            0 => 0,
            _ => self.ends[index as usize - 1],
        };
        &self.entries[start as usize..end as usize]
    }

    /// Ends the list begun at `start` in `entries`: equal classes summed into one entry.
    fn close_list(&mut self, start: usize) {
        let list = &mut self.entries[start..];
        list.sort_unstable_by_key(|&(classes, _)| classes);
        let mut kept = 0;
        for i in 0..list.len() {
            if kept > 0 && list[kept - 1].0 == list[i].0 {
                list[kept - 1].1 += list[i].1;
            } else {
                list[kept] = list[i];
                kept += 1;
            }
        }
        self.entries.truncate(start + kept);
        self.ends.push(self.entries.len() as u32);
    }
}

/// The deal's states before each card and after the last.
struct Layers {
    states: Vec<Vec<State>>,
    /// How many ways lead to each state.
    ways: Vec<Vec<u64>>,
    /// `moves[i][s][h]`: the index in the next layer of state `s` of layer `i` once holder
    /// `h` takes card `i`, or [`NO_MOVE`] if it may not.
    moves: Vec<Vec<[u32; MAX_HOLDERS]>>,
}

const NO_MOVE: u32 = u32::MAX;

/// A map from states (or keys) with a fast hash.
type Index<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<StateHasher>>;

/// A fast hash for states (a multiply and a fold per word): the standard one is built to
/// resist chosen keys, which these are not, at several times the cost.
#[derive(Default)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(byte as u64);
        }
    }

    fn write_u64(&mut self, n: u64) {
        let mixed = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = mixed ^ mixed >> 29;
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}
