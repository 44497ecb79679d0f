//! Sampled worlds: over random games, with either letter rule, each seat's worlds look to it
//! as the true game and play on to their end (the engine's conformance kit); and the
//! hidden cards are drawn with the frequencies of the sampler's model, enumerated here by
//! brute force from the rules: the opponent's hand and draw pile (every order of the cards
//! it drew since the seat last knew its hand, after a challenge or at a reshuffle, played
//! through the seat's events), the seat's own draw pile (every order), and the evidence
//! (every way to fill what the seat could not see, and every card the opponent could have
//! taken unseen).

mod common;

use common::random::choose;
use std::collections::BTreeMap;
use whodunit_bakerstreet::{
    longest_run, opponent, Action, Bakerstreet, Config, Event, Face, Hidden, Letter, State, View,
};
use whodunit_engine::conformance::sampling::{
    check_frequencies, check_sampling_with, check_uniform,
};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

/// Rounds in a checked game, so that every game and every world played on ends.
const ROUNDS: u32 = 10;
/// The most actions of a round: 31 bids, a challenge, a choice, 61 takes at most.
const ACTIONS_PER_ROUND: usize = 31 + 2 + 61;
const BOUND: usize = ROUNDS as usize * ACTIONS_PER_ROUND;

/// `common::random::choose`: short rounds, so that worlds are played on from every step
/// quickly.
fn quick(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    let legal = Bakerstreet::legal_actions(state, seat);
    (!legal.is_empty()).then(|| choose(&legal, rng))
}

fn config(one_card_per_letter: bool) -> Config {
    Config {
        one_card_per_letter,
        max_rounds: Some(ROUNDS),
        ..Config::default()
    }
}

#[test]
fn worlds_look_like_the_true_game_and_play_on() {
    for one_card_per_letter in [false, true] {
        for seed in 0..6 {
            check_sampling_with::<Bakerstreet>(
                &config(one_card_per_letter),
                seed,
                seed ^ 0x5eed,
                BOUND,
                quick,
            )
            .unwrap_or_else(|f| panic!("one card per letter {one_card_per_letter}: {f}"));
        }
    }
}

/// A game of `quick` actions from `seed`, with each seat's redacted events so far, visited
/// after every action until `visit` says it has seen enough.
fn walk(
    config: &Config,
    seed: u64,
    mut visit: impl FnMut(&State, &[Event], &[Vec<Event>; 2]) -> bool,
) {
    let mut state = Bakerstreet::setup(config, seed).expect("valid");
    let mut rng = GameRng::new(seed ^ 0xface);
    let mut seen: [Vec<Event>; 2] = [Vec::new(), Vec::new()];
    while let Some(actor) = Bakerstreet::to_act(&state) {
        let action = quick(&state, actor, &mut rng).expect("a legal action");
        let events = Bakerstreet::apply(&mut state, actor, &action).expect("legal");
        for (s, events_seen) in seen.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(s as u8));
            events_seen.extend(events.iter().filter_map(|e| Bakerstreet::redact(e, viewer)));
        }
        if visit(&state, &events, &seen) {
            return;
        }
    }
}

/// Every order of `items`, as many times as equal items make it appear (each order of the
/// distinct cards once).
fn orders<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.is_empty() {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut order in orders(&rest) {
            order.insert(0, first.clone());
            out.push(order);
        }
    }
    out
}

/// The opponent's hand and draw pile, each sorted.
type Cards = (Vec<Face>, Vec<Face>);

/// The opponent's cards when the seat last knew its hand: the hand, and the cards of its
/// draw pile (top first), whose order the seat did not know.
type Known = (Vec<Face>, Vec<Face>);

/// `other`'s hand and draw pile for each order of the cards on top of its draw pile when
/// the seat last knew its hand (`known`), as many as it drew in `events` (the rest of the
/// pile in any order, as uniform as the shuffle made it), played through `events` by the
/// rules: a draw takes the top card (BS-TURN-6), a placed card must be in the hand
/// (BS-TURN-4); with how many orders lead to each.
fn opponent_cards(known: &Known, other: Seat, events: &[Event]) -> BTreeMap<Cards, u64> {
    let drawn = draws(events, other);
    let mut outcomes = BTreeMap::new();
    'order: for mut pile in tops(&known.1, drawn) {
        let mut hand = known.0.clone();
        for event in events {
            match event {
                Event::Drew { seat, .. } if *seat == other => hand.push(pile.remove(0)),
                Event::Placed { seat, card, .. } if *seat == other => {
                    match hand.iter().position(|&f| f == card.face()) {
                        Some(at) => hand.remove(at),
                        None => continue 'order,
                    };
                }
                _ => {}
            }
        }
        hand.sort();
        pile.sort();
        *outcomes.entry((hand, pile)).or_insert(0) += 1;
    }
    outcomes
}

/// How many cards `other` drew in `events`.
fn draws(events: &[Event], other: Seat) -> usize {
    let drew = |e: &&Event| matches!(e, Event::Drew { seat, .. } if *seat == other);
    events.iter().filter(drew).count()
}

/// Every order of `k` cards of `pile` on top of the others (in their order).
fn tops(pile: &[Face], k: usize) -> Vec<Vec<Face>> {
    if k == 0 {
        return vec![pile.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..pile.len() {
        let mut rest = pile.to_vec();
        let top = rest.remove(i);
        for mut order in tops(&rest, k - 1) {
            order.insert(0, top);
            out.push(order);
        }
    }
    out
}

/// The most orders of the cards drawn from a pile that a check enumerates.
const MOST_ORDERS: usize = 20_000;

/// The fewest chance a checked outcome may have, so that the check stays quick.
const RAREST: f64 = 1.0 / 150.0;
/// How many states each check covers.
const ENOUGH: usize = 3;

#[test]
fn the_opponents_hand_and_both_draw_piles_have_the_models_frequencies() {
    let (mut hands, mut reshuffled, mut own) = (0, 0, 0);
    for seed in 0..40 {
        // By seat: its events when it last knew the opponent's hand, and the cards then.
        let mut known: [Option<(usize, Known, bool)>; 2] = [None, None];
        walk(&config(false), seed, |state, events, seen| {
            for seat in [Seat(0), Seat(1)] {
                let other = opponent(seat);
                let s = seat.index();
                if let Some((after, cards)) = last_known(state, other, events) {
                    let reshuffle = events.iter().any(|e| matches!(e, Event::Reshuffled { .. }));
                    known[s] = Some((seen[s].len() - after, cards, reshuffle));
                }
                let view = Bakerstreet::view(state, Viewer::Seat(seat));
                if let Some((at, cards, reshuffle)) = &known[s] {
                    let wanted = if *reshuffle {
                        reshuffled < ENOUGH
                    } else {
                        hands < ENOUGH
                    };
                    if wanted && few_orders(&cards.1, &seen[s][*at..], other) {
                        let checked = check_hands(&view, &seen[s], cards, &seen[s][*at..], seed);
                        let count = if *reshuffle {
                            &mut reshuffled
                        } else {
                            &mut hands
                        };
                        *count += usize::from(checked);
                    }
                }
                let draw: Vec<Face> = state.draw_pile(seat).map(|c| c.face()).collect();
                if own < ENOUGH && (2..=5).contains(&draw.len()) {
                    let mut worlds = orders(&draw);
                    worlds.sort();
                    worlds.dedup();
                    let key = move |hidden: &Hidden| hidden.draws[s].clone();
                    check_uniform::<Bakerstreet, _>(&view, &seen[s], worlds, key, seed)
                        .unwrap_or_else(|f| panic!("seed {seed}, {seat}'s draw pile: {f}"));
                    own += 1;
                }
            }
            hands >= ENOUGH && reshuffled >= ENOUGH && own >= ENOUGH
        });
    }
    assert!(
        hands >= ENOUGH && reshuffled >= ENOUGH && own >= ENOUGH,
        "{hands} hands after a challenge, {reshuffled} after a reshuffle, {own} own piles"
    );
}

/// If `events`, the last action's, let a seat know `other`'s hand (a challenge showed it,
/// then it was discarded; a reshuffle, when the draw pile was empty and every other card
/// of the seat's was seen), the cards then read from the true `state`, and how many of the
/// events came after that moment.
fn last_known(state: &State, other: Seat, events: &[Event]) -> Option<(usize, Known)> {
    let hand: Vec<Face> = state.hand(other).map(|c| c.face()).collect();
    let draw: Vec<Face> = state.draw_pile(other).map(|c| c.face()).collect();
    if events.iter().any(|e| matches!(e, Event::Challenged { .. })) {
        // A challenge ends a decision: no draw follows in the same action.
        return Some((0, (Vec::new(), draw)));
    }
    let at = events
        .iter()
        .position(|e| matches!(e, Event::Reshuffled { seat, .. } if *seat == other))?;
    let after = &events[at + 1..];
    // The cards drawn since joined the hand last (BS-TURN-11), the first drawn the top.
    let drawn = after
        .iter()
        .filter(|e| matches!(e, Event::Drew { seat, .. } if *seat == other))
        .count();
    let (before, since) = hand.split_at(hand.len() - drawn);
    let pile = since.iter().chain(&draw).copied().collect();
    Some((after.len(), (before.to_vec(), pile)))
}

/// Whether the orders of the cards `other` drew from `pile` in `events` are few enough to
/// enumerate.
fn few_orders(pile: &[Face], events: &[Event], other: Seat) -> bool {
    let drawn = draws(events, other);
    let n = pile.len();
    drawn <= n && (n - drawn + 1..=n).product::<usize>() <= MOST_ORDERS
}

/// Checks the opponent's cards at `view` against the brute force from its cards `known`
/// when the seat last knew its hand, through the seat's events `since`; `false` if
/// some outcome is too rare to check quickly, or the outcomes are equally likely (the
/// opponent's placements did not tell anything yet).
fn check_hands(view: &View, events: &[Event], known: &Known, since: &[Event], seed: u64) -> bool {
    let seat = view.viewer.seat().expect("a seat");
    let other = opponent(seat);
    let outcomes = opponent_cards(known, other, since);
    let total: u64 = outcomes.values().sum();
    let expected: Vec<(Cards, f64)> = outcomes
        .into_iter()
        .map(|(cards, n)| (cards, n as f64 / total as f64))
        .collect();
    let uneven = expected
        .iter()
        .any(|&(_, p)| (p - expected[0].1).abs() > 1e-12);
    if !uneven || expected.iter().any(|&(_, p)| p < RAREST) {
        return false;
    }
    let key = move |hidden: &Hidden| {
        let mut hand = hidden.hand.clone();
        hand.sort();
        let mut draw = hidden.draws[other.index()].clone();
        draw.sort();
        (hand, draw)
    };
    check_frequencies::<Bakerstreet, _>(view, events, expected, key, seed)
        .unwrap_or_else(|f| panic!("seed {seed}, {seat}'s opponent's cards: {f}"));
    true
}

/// The evidence piles by position, top first, and the opponent's collection.
type Evidence = (Vec<Vec<Letter>>, Vec<Letter>);

/// A world whose letters the seat cannot place are still to fill in (`None` in the
/// collection, the piles it never looked at empty).
type Open = (Vec<Vec<Letter>>, Vec<Option<Letter>>);

/// What the seat saw of the evidence, read from its events by the rules.
#[derive(Default)]
struct Sightings {
    /// By position: the pile when the seat last looked, top first, less what it took since.
    piles: [Option<Vec<Letter>>; 5],
    /// The pile of each of the opponent's takes.
    taken_from: Vec<usize>,
    /// The takes between two looks at a pile, with the letters that went missing.
    between: Vec<(Vec<usize>, Vec<Letter>)>,
    /// By position: the takes since the seat last looked there.
    since: [Vec<usize>; 5],
    /// The seat's own takes: pile and letter.
    own: Vec<(usize, Letter)>,
    /// A pile the opponent looked at and took nothing from, with how many cards it and the
    /// seat had taken by then.
    refusals: Vec<(usize, usize, usize)>,
}

fn sightings(seat: Seat, events: &[Event]) -> Sightings {
    let mut seen = Sightings::default();
    for event in events {
        match event {
            Event::PileSeen {
                position,
                cards: Some(cards),
                ..
            } => {
                let p = usize::from(*position);
                let takes = std::mem::take(&mut seen.since[p]);
                if let Some(before) = &seen.piles[p] {
                    let mut missing = before.clone();
                    for letter in cards {
                        let at = missing.iter().position(|l| l == letter).expect("was seen");
                        missing.remove(at);
                    }
                    seen.between.push((takes, missing));
                }
                seen.piles[p] = Some(cards.clone());
            }
            Event::Rewarded {
                seat: taker,
                position,
                taken,
                letter,
                pile_size,
                ..
            } => {
                let p = usize::from(*position);
                if *taker == seat && *taken {
                    let letter = letter.expect("its own");
                    let pile = seen.piles[p].as_mut().expect("it looked");
                    let at = pile.iter().position(|&l| l == letter).expect("seen");
                    pile.remove(at);
                    seen.own.push((p, letter));
                } else if *taken {
                    seen.since[p].push(seen.taken_from.len());
                    seen.taken_from.push(p);
                } else if *taker != seat && *pile_size > 0 {
                    seen.refusals
                        .push((p, seen.taken_from.len(), seen.own.len()));
                }
            }
            _ => {}
        }
    }
    seen
}

/// The most letters the seat may be unable to place for the worlds to be enumerated.
const MOST_LETTERS: usize = 6;

/// Every world of the model, with how many equally likely ways lead to it: the letters
/// the seat cannot place in every order of the cards, filling first the opponent's takes
/// from piles the seat had not looked at yet, then the piles it never looked at (BS-SETUP-7:
/// sizes from `view`); the takes between two looks at a pile the letters that went
/// missing, in every order of the cards; each take since the seat's last look at a pile
/// any card of the pile then, the uppermost copy of its letter leaving (BS-EVIDENCE-5);
/// then only the worlds of a game still going as the seat saw it, saying whether that left
/// any out. `None` if the seat cannot place more than `MOST_LETTERS`.
fn evidence_worlds(seen: &Sightings, view: &View) -> Option<(BTreeMap<Evidence, u64>, bool)> {
    if unplaced(seen, view) > MOST_LETTERS || choices(seen) > MOST_CHOICES {
        return None;
    }
    let piles = seen
        .piles
        .iter()
        .map(|p| p.clone().unwrap_or_default())
        .collect();
    let mut worlds: Vec<(Open, u64)> = vec![((piles, vec![None; seen.taken_from.len()]), 1)];
    let mut expand = |each: &dyn Fn(&Open) -> Vec<Open>| {
        worlds = worlds
            .iter()
            .flat_map(|(world, ways)| each(world).into_iter().map(move |w| (w, *ways)))
            .collect();
    };
    for (takes, missing) in &seen.between {
        expand(&|(piles, collection)| {
            orders(missing)
                .into_iter()
                .map(|order| {
                    let mut collection = collection.clone();
                    for (&at, letter) in takes.iter().zip(order) {
                        collection[at] = Some(letter);
                    }
                    (piles.clone(), collection)
                })
                .collect()
        });
    }
    for (p, takes) in seen.since.iter().enumerate() {
        for &at in takes {
            expand(&|(piles, collection)| {
                piles[p]
                    .iter()
                    .map(|&letter| {
                        let (mut piles, mut collection) = (piles.clone(), collection.clone());
                        let uppermost = piles[p].iter().position(|&l| l == letter).expect("there");
                        piles[p].remove(uppermost);
                        collection[at] = Some(letter);
                        (piles, collection)
                    })
                    .collect()
            });
        }
    }
    let mut out = BTreeMap::new();
    let mut left_out = false;
    for ((piles, collection), ways) in worlds {
        let mut left: Vec<Letter> = Letter::all().flat_map(|l| [l, l]).collect();
        let placed = piles.iter().flatten().chain(collection.iter().flatten());
        for letter in placed.chain(seen.own.iter().map(|(_, l)| l)) {
            let at = left.iter().position(|l| l == letter).expect("two of each");
            left.remove(at);
        }
        for order in orders(&left) {
            let mut order = order.into_iter();
            let collection: Vec<Letter> = collection
                .iter()
                .map(|l| l.or_else(|| order.next()).expect("enough"))
                .collect();
            let mut piles = piles.clone();
            for p in (0..5).filter(|&p| seen.piles[p].is_none()) {
                piles[p] = order
                    .by_ref()
                    .take(usize::from(view.evidence_sizes[p]))
                    .collect();
            }
            if going(seen, view, &piles, &collection) {
                *out.entry((piles, collection)).or_insert(0) += ways;
            } else {
                left_out = true;
            }
        }
    }
    Some((out, left_out))
}

/// How many letters the seat cannot place: those of the piles it never looked at, and those
/// the opponent took from a pile before the seat first looked there.
fn unplaced(seen: &Sightings, view: &View) -> usize {
    let between: usize = seen.between.iter().map(|(takes, _)| takes.len()).sum();
    let mut count = seen.taken_from.len() - between;
    for p in 0..5 {
        match seen.piles[p] {
            Some(_) => count -= seen.since[p].len(),
            None => count += usize::from(view.evidence_sizes[p]),
        }
    }
    count
}

/// The most ways the opponent's takes since the seat's last looks may have gone, for the
/// worlds to be enumerated.
const MOST_CHOICES: usize = 200;

/// How many ways the opponent's takes since the seat's last looks may have gone.
fn choices(seen: &Sightings) -> usize {
    let mut ways = 1usize;
    for (p, takes) in seen.since.iter().enumerate() {
        let size = seen.piles[p].as_ref().map_or(0, Vec::len);
        for k in 0..takes.len().min(size) {
            ways = ways.saturating_mul(size - k);
        }
    }
    ways
}

/// Whether the opponent's collection and the piles are those of a game still going as the
/// seat saw it: no run of seven (BS-END-1); with one card per letter, no letter taken twice
/// (BS-EVIDENCE-8), a card someone may still take (BS-END-5), and every pile the opponent
/// took nothing from held only letters it had then.
fn going(seen: &Sightings, view: &View, piles: &[Vec<Letter>], collection: &[Letter]) -> bool {
    if longest_run(collection.iter().copied()) >= 7 {
        return false;
    }
    if !view.one_card_per_letter {
        return true;
    }
    let own: Vec<Letter> = seen.own.iter().map(|&(_, l)| l).collect();
    let twice = (0..collection.len()).any(|i| collection[i + 1..].contains(&collection[i]));
    let may_take = |l: &Letter| !own.contains(l) || !collection.contains(l);
    let refused = |&(p, held, own_taken): &(usize, usize, usize)| {
        let later = (held..collection.len()).filter(|&at| seen.taken_from[at] == p);
        let own_later = seen.own[own_taken..].iter().filter(|&&(q, _)| q == p);
        let mut then = piles[p]
            .iter()
            .copied()
            .chain(later.map(|at| collection[at]))
            .chain(own_later.map(|&(_, l)| l));
        then.all(|l| collection[..held].contains(&l))
    };
    !twice && piles.iter().flatten().any(may_take) && seen.refusals.iter().all(refused)
}

/// Whether takes between two looks could have come in more than one order of letters.
fn has_orders((takes, missing): &(Vec<usize>, Vec<Letter>)) -> bool {
    takes.len() > 1 && missing.iter().any(|l| *l != missing[0])
}

/// Whether the opponent took from pile `p` since the seat last looked, where a letter lay
/// twice: the uppermost copy leaving is then tested.
fn has_copies(seen: &Sightings, p: usize) -> bool {
    let pile = seen.piles[p].as_deref().unwrap_or_default();
    let twice = pile
        .iter()
        .enumerate()
        .any(|(i, l)| pile[i + 1..].contains(l));
    !seen.since[p].is_empty() && twice
}

/// States checked of each kind, by letter rule.
#[derive(Debug, Default)]
struct Covered {
    /// Takes between two looks in more than one order.
    between: usize,
    /// Takes since the last look from a pile with a letter twice.
    since: usize,
    /// Letters the seat cannot place, in more than one way.
    unplaced: usize,
    /// Worlds left out as no game going on (with one card per letter, a letter twice).
    left_out: usize,
}

impl Covered {
    /// A pile the opponent took nothing from (one card per letter) is not among them: in
    /// random games it comes with ten letters or more the seat cannot place, too many
    /// orders to enumerate.
    fn is_enough(&self, one_card_per_letter: bool) -> bool {
        let left_out = !one_card_per_letter || self.left_out >= ENOUGH;
        self.between >= ENOUGH && self.since >= ENOUGH && self.unplaced >= ENOUGH && left_out
    }
}

#[test]
fn the_evidence_has_the_models_frequencies() {
    for one_card_per_letter in [false, true] {
        let mut covered = Covered::default();
        for seed in 0..100 {
            walk(&config(one_card_per_letter), seed, |state, _, seen| {
                for seat in [Seat(0), Seat(1)] {
                    if !state.is_over() {
                        check_evidence(state, seat, &seen[seat.index()], seed, &mut covered);
                    }
                }
                covered.is_enough(one_card_per_letter)
            });
        }
        assert!(
            covered.is_enough(one_card_per_letter),
            "{one_card_per_letter}: {covered:?}"
        );
    }
}

/// Checks `seat`'s evidence at `state` if it covers something `covered` still lacks and
/// its worlds are few.
fn check_evidence(state: &State, seat: Seat, events: &[Event], seed: u64, covered: &mut Covered) {
    let seen = sightings(seat, events);
    let view = Bakerstreet::view(state, Viewer::Seat(seat));
    let Some((worlds, left_out)) = evidence_worlds(&seen, &view) else {
        return;
    };
    let new = Covered {
        between: usize::from(covered.between < ENOUGH && seen.between.iter().any(has_orders)),
        since: usize::from(covered.since < ENOUGH && (0..5).any(|p| has_copies(&seen, p))),
        unplaced: usize::from(covered.unplaced < ENOUGH && unplaced(&seen, &view) > 1),
        left_out: usize::from(covered.left_out < ENOUGH && left_out),
    };
    if new.between + new.since + new.unplaced + new.left_out == 0 {
        return;
    }
    let total: u64 = worlds.values().sum();
    let expected: Vec<(Evidence, f64)> = worlds
        .into_iter()
        .map(|(world, n)| (world, n as f64 / total as f64))
        .collect();
    if expected.len() < 2 || expected.iter().any(|&(_, p)| p < RAREST) {
        return;
    }
    let key = |hidden: &Hidden| (hidden.evidence.to_vec(), hidden.collection.clone());
    check_frequencies::<Bakerstreet, _>(&view, events, expected, key, seed)
        .unwrap_or_else(|f| panic!("seed {seed}, {seat}'s evidence: {f}"));
    covered.between += new.between;
    covered.since += new.since;
    covered.unplaced += new.unplaced;
    covered.left_out += new.left_out;
}
