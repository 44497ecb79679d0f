//! The notebook's exact counting against brute-force enumeration of every deal on reduced
//! decks (three categories of 1 to 4 cards, 1 to 3 players): totals, every card-holder
//! count and every envelope count must match exactly, for observations drawn from a true
//! deal (always consistent) and for random ones (often contradictory).

use whodunit_cluedo::notebook::count::{count, count_by_holders, Counts, Holder, Problem};
use whodunit_engine::GameRng;

/// A deal: the holder of each card (0 is the envelope).
type Deal = Vec<usize>;

fn meets(problem: &Problem, deal: &Deal) -> bool {
    let has = |h: usize, c: usize| deal[c] == h;
    let holders_ok = problem.holders.iter().enumerate().all(|(h, holder)| {
        let cards = |mask: u32| (0..deal.len()).filter(move |&c| mask & (1 << c) != 0);
        cards(holder.must_have).all(|c| has(h, c))
            && cards(holder.must_not).all(|c| !has(h, c))
            && holder.clauses.iter().all(|&m| cards(m).any(|c| has(h, c)))
    });
    let envelope: u32 = (0..deal.len())
        .filter(|&c| deal[c] == 0)
        .map(|c| 1 << c)
        .sum();
    holders_ok && !problem.excluded_envelopes.contains(&envelope)
}

/// Every deal respecting the categories and hand sizes, by plain recursion.
fn all_deals(problem: &Problem) -> Vec<Deal> {
    let mut slots = vec![1, 1, 1];
    slots.extend(problem.holders[1..].iter().map(|h| h.size as usize));
    let mut out = Vec::new();
    let mut deal = vec![0; problem.categories.len()];
    place_all(problem, 0, &mut slots, &mut deal, &mut out);
    out
}

/// Assigns cards in order; `slots[0..3]` the envelope's places per category,
/// `slots[2 + h]` player `h`'s.
fn place_all(
    problem: &Problem,
    card: usize,
    slots: &mut [usize],
    deal: &mut Deal,
    out: &mut Vec<Deal>,
) {
    if card == problem.categories.len() {
        if slots.iter().all(|&f| f == 0) {
            out.push(deal.clone());
        }
        return;
    }
    for h in 0..problem.holders.len() {
        let index = if h == 0 {
            problem.categories[card] as usize
        } else {
            h + 2
        };
        if slots[index] == 0 {
            continue;
        }
        slots[index] -= 1;
        deal[card] = h;
        place_all(problem, card + 1, slots, deal, out);
        slots[index] += 1;
    }
}

fn brute_force(problem: &Problem) -> Counts {
    let holders = problem.holders.len();
    let cards = problem.categories.len();
    let mut counts = Counts {
        total: 0,
        by_card: vec![vec![0; holders]; cards],
        envelopes: Vec::new(),
    };
    let mut envelopes = std::collections::BTreeMap::new();
    for deal in all_deals(problem).iter().filter(|d| meets(problem, d)) {
        counts.total += 1;
        for (c, &h) in deal.iter().enumerate() {
            counts.by_card[c][h] += 1;
        }
        let envelope: u32 = (0..cards).filter(|&c| deal[c] == 0).map(|c| 1 << c).sum();
        *envelopes.entry(envelope).or_insert(0u64) += 1;
    }
    counts.envelopes = envelopes.into_iter().collect();
    counts
}

fn below(rng: &mut GameRng, n: usize) -> usize {
    rng.below(n as u32) as usize
}

/// A random card set drawn from `from`, each card with probability 1/`odds`.
fn some_of(rng: &mut GameRng, from: impl Iterator<Item = usize>, odds: usize) -> u32 {
    from.filter(|_| below(rng, odds) == 0).map(|c| 1 << c).sum()
}

/// A reduced deck and hand sizes, a true deal, and observations: true ones if `truthful`,
/// otherwise drawn at random.
fn random_problem(rng: &mut GameRng, truthful: bool) -> Problem {
    let per_category = [1 + below(rng, 4), 1 + below(rng, 4), 1 + below(rng, 4)];
    let mut categories: Vec<u8> = Vec::new();
    for (cat, &n) in per_category.iter().enumerate() {
        categories.extend(std::iter::repeat_n(cat as u8, n));
    }
    let cards = categories.len();
    let dealt = cards - 3;
    let players = 1 + below(rng, 3);
    let mut sizes = vec![0u8; players];
    for _ in 0..dealt {
        sizes[below(rng, players)] += 1;
    }
    // The true deal: one envelope card per category, the rest shuffled into the hands.
    let mut truth = vec![usize::MAX; cards];
    let mut start = 0;
    for &n in &per_category {
        truth[start + below(rng, n)] = 0;
        start += n;
    }
    let mut rest: Vec<usize> = (0..cards).filter(|&c| truth[c] != 0).collect();
    rng.shuffle(&mut rest);
    let mut next = rest.into_iter();
    for (p, &size) in sizes.iter().enumerate() {
        for _ in 0..size {
            truth[next.next().expect("enough cards")] = p + 1;
        }
    }
    let truth = &truth;
    let held = |h: usize| (0..cards).filter(move |&c| truth[c] == h);
    let not_held = |h: usize| (0..cards).filter(move |&c| truth[c] != h);
    let mut holders = vec![Holder::default()];
    for (p, &size) in sizes.iter().enumerate() {
        let h = p + 1;
        let mut holder = Holder {
            size,
            ..Holder::default()
        };
        if truthful {
            holder.must_have = some_of(rng, held(h), 3);
            holder.must_not = some_of(rng, not_held(h), 3);
            for _ in 0..below(rng, 3) {
                let clause = some_of(rng, 0..cards, 3);
                if clause != 0 && held(h).any(|c| clause & (1 << c) != 0) {
                    holder.clauses.push(clause);
                }
            }
        } else {
            holder.must_have = some_of(rng, 0..cards, 6);
            holder.must_not = some_of(rng, 0..cards, 3);
            holder.clauses = (0..below(rng, 3))
                .map(|_| some_of(rng, 0..cards, 3))
                .collect();
        }
        holders.push(holder);
    }
    holders[0].must_have = if truthful {
        some_of(rng, held(0), 4)
    } else {
        some_of(rng, 0..cards, 8)
    };
    let true_envelope: u32 = held(0).map(|c| 1 << c).sum();
    let mut excluded_envelopes = Vec::new();
    for _ in 0..below(rng, 3) {
        let mut envelope = 0;
        let mut start = 0;
        for &n in &per_category {
            envelope |= 1 << (start + below(rng, n));
            start += n;
        }
        if !truthful || envelope != true_envelope {
            excluded_envelopes.push(envelope);
        }
    }
    Problem {
        categories,
        holders,
        excluded_envelopes,
    }
}

fn check(seed: u64, truthful: bool) -> bool {
    let mut rng = GameRng::new(seed);
    let problem = random_problem(&mut rng, truthful);
    let expected = brute_force(&problem);
    let found = count(&problem);
    assert_eq!(found, expected, "seed {seed}, problem {problem:?}");
    // The way taken when the deal card by card cannot hold a problem's clauses.
    let by_holders = count_by_holders(&problem);
    assert_eq!(
        by_holders, expected,
        "by holders: seed {seed}, problem {problem:?}"
    );
    expected.total > 0
}

#[test]
fn more_clauses_than_a_deal_state_holds_are_still_counted_exactly() {
    // 4 + 4 + 4 cards, three players with 3 cards each; each player has shown one card of
    // 40 different pairs and triples (each holding one of its cards), 120 clauses in all:
    // more open at once than the card-by-card deal has bits for, so counted by holders.
    let mut rng = GameRng::new(17);
    let categories: Vec<u8> = [0u8, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2].to_vec();
    let mut cards: Vec<usize> = (0..12).collect();
    rng.shuffle(&mut cards);
    // The true deal: cards 0, 4 and 8 in the envelope, the others in the hands.
    let hands: Vec<u32> = cards
        .iter()
        .filter(|&&c| c % 4 != 0)
        .collect::<Vec<_>>()
        .chunks(3)
        .map(|hand| hand.iter().map(|&&c| 1u32 << c).sum())
        .collect();
    let mut holders = vec![Holder::default()];
    for &hand in &hands {
        let mut clauses: Vec<u32> = Vec::new();
        while clauses.len() < 40 {
            let clause = some_of(&mut rng, 0..12, 5);
            if (2..=3).contains(&clause.count_ones())
                && clause & hand != 0
                && !clauses.contains(&clause)
            {
                clauses.push(clause);
            }
        }
        holders.push(Holder {
            size: 3,
            clauses,
            ..Holder::default()
        });
    }
    let problem = Problem {
        categories,
        holders,
        excluded_envelopes: Vec::new(),
    };
    let expected = brute_force(&problem);
    assert!(expected.total > 0, "the true deal meets every clause");
    assert_eq!(count(&problem), expected);
}

#[test]
fn counts_match_brute_force_on_consistent_observations() {
    for seed in 0..1500 {
        assert!(
            check(seed, true),
            "seed {seed}: a true deal is always counted"
        );
    }
}

#[test]
fn counts_match_brute_force_on_random_observations() {
    let possible = (0..1500)
        .filter(|&seed| check(1_000_000 + seed, false))
        .count();
    // Both kinds occur: some random observations are possible, some contradictory.
    assert!(possible > 100 && possible < 1400, "{possible} possible");
}

#[test]
fn interchangeable_cards_are_counted_with_binomials() {
    // 4 + 4 + 4 cards, two players with 5 and 4 cards and no observation: every envelope
    // (64) times the ways to split the other 9 cards 5/4 (126).
    let problem = Problem {
        categories: [0u8, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2].to_vec(),
        holders: vec![
            Holder::default(),
            Holder {
                size: 5,
                ..Holder::default()
            },
            Holder {
                size: 4,
                ..Holder::default()
            },
        ],
        excluded_envelopes: Vec::new(),
    };
    let counts = count(&problem);
    assert_eq!(counts.total, 64 * 126);
    assert_eq!(counts, brute_force(&problem));
}
