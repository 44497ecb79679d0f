//! Sampled worlds: over random games, with either letter rule, each seat's worlds look to it
//! as the true game and play on to their end (the engine's conformance kit); and the
//! hidden cards are drawn with the frequencies of the sampler's model, enumerated here by
//! brute force from the rules: the opponent's hand and draw pile (every order of its draw
//! pile since the seat last knew its hand, played through the seat's events), the seat's
//! own draw pile (every order), and the evidence (every way to fill what the seat could
//! not see, and every card the opponent could have taken unseen).

mod common;

use common::random::choose;
use std::collections::BTreeMap;
use whodunit_bakerstreet::{
    opponent, Action, Bakerstreet, Config, Event, Face, Hidden, Letter, State, View,
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

/// The opponent's hand (sorted) and draw pile (top first).
type Cards = (Vec<Face>, Vec<Face>);

/// `other`'s hand and draw pile for each order `draw` (top first) of its draw pile when its
/// hand was empty (after a challenge), played through `events` by the rules: a draw takes
/// the top card (BS-TURN-6), a placed card must be in the hand (BS-TURN-4); with how many
/// orders lead to each.
fn opponent_cards(draw: &[Face], other: Seat, events: &[Event]) -> BTreeMap<Cards, u64> {
    let mut outcomes = BTreeMap::new();
    'order: for mut pile in orders(draw) {
        let mut hand: Vec<Face> = Vec::new();
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
        *outcomes.entry((hand, pile)).or_insert(0) += 1;
    }
    outcomes
}

/// The most cards a draw pile may have for its orders to be enumerated.
const MOST_CARDS: usize = 7;
/// The fewest chance a checked outcome may have, so that the check stays quick.
const RAREST: f64 = 1.0 / 150.0;
/// How many states each check covers.
const ENOUGH: usize = 3;

#[test]
fn the_opponents_hand_and_both_draw_piles_have_the_models_frequencies() {
    let (mut hands, mut own) = (0, 0);
    for seed in 0..40 {
        // By seat: its events when the opponent's hand was last shown and its draw pile then.
        let mut shown: [Option<(usize, Vec<Face>)>; 2] = [None, None];
        walk(&config(false), seed, |state, events, seen| {
            for seat in [Seat(0), Seat(1)] {
                let other = opponent(seat);
                let s = seat.index();
                if events.iter().any(|e| matches!(e, Event::Challenged { .. })) {
                    let draw = state.draw_pile(other).map(|c| c.face()).collect();
                    shown[s] = Some((seen[s].len(), draw));
                }
                if events
                    .iter()
                    .any(|e| matches!(e, Event::Reshuffled { seat, .. } if *seat == other))
                {
                    shown[s] = None;
                }
                let view = Bakerstreet::view(state, Viewer::Seat(seat));
                if let Some((at, draw)) = &shown[s] {
                    if hands < ENOUGH && (2..=MOST_CARDS).contains(&draw.len()) {
                        hands +=
                            usize::from(check_hands(&view, &seen[s], draw, &seen[s][*at..], seed));
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
            hands >= ENOUGH && own >= ENOUGH
        });
    }
    assert!(
        hands >= ENOUGH && own >= ENOUGH,
        "{hands} hands, {own} own piles checked"
    );
}

/// Checks the opponent's cards at `view` against the brute force from its draw pile
/// `draw` when its hand was last shown, through the seat's events `since`; `false` if
/// some outcome is too rare to check quickly, or the outcomes are equally likely (the
/// opponent's placements did not tell anything yet).
fn check_hands(view: &View, events: &[Event], draw: &[Face], since: &[Event], seed: u64) -> bool {
    let seat = view.viewer.seat().expect("a seat");
    let other = opponent(seat);
    let outcomes = opponent_cards(draw, other, since);
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
        (hand, hidden.draws[other.index()].clone())
    };
    check_frequencies::<Bakerstreet, _>(view, events, expected, key, seed)
        .unwrap_or_else(|f| panic!("seed {seed}, {seat}'s opponent's cards: {f}"));
    true
}

/// The evidence piles the seat has looked at (the others empty) and the opponent's
/// collection, `None` for each card it took from a pile before the seat first looked there.
type Evidence = (Vec<Vec<Letter>>, Vec<Option<Letter>>);

/// What the seat saw of the evidence, read from its events by the rules.
#[derive(Default)]
struct Sightings {
    /// By position: the pile when the seat last looked, top first, less what it took since.
    piles: [Option<Vec<Letter>>; 5],
    /// The opponent's takes so far.
    takes: usize,
    /// The takes from a pile before the seat first looked there.
    unseen: Vec<usize>,
    /// The takes between two looks at a pile, with the letters that went missing.
    between: Vec<(Vec<usize>, Vec<Letter>)>,
    /// By position: the takes since the seat last looked there.
    since: [Vec<usize>; 5],
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
                match &seen.piles[p] {
                    Some(before) => {
                        let mut missing = before.clone();
                        for letter in cards {
                            let at = missing.iter().position(|l| l == letter).expect("was seen");
                            missing.remove(at);
                        }
                        seen.between.push((takes, missing));
                    }
                    None => seen.unseen.extend(takes),
                }
                seen.piles[p] = Some(cards.clone());
            }
            Event::Rewarded {
                seat: taker,
                position,
                taken: true,
                letter,
                ..
            } => {
                let p = usize::from(*position);
                if *taker == seat {
                    let (Some(pile), Some(letter)) = (&mut seen.piles[p], letter) else {
                        panic!("the seat takes from a pile it sees");
                    };
                    let at = pile.iter().position(|l| l == letter).expect("seen");
                    pile.remove(at);
                } else {
                    seen.since[p].push(seen.takes);
                    seen.takes += 1;
                }
            }
            _ => {}
        }
    }
    for p in 0..5 {
        if seen.piles[p].is_none() {
            let takes = std::mem::take(&mut seen.since[p]);
            seen.unseen.extend(takes);
        }
    }
    seen
}

/// The model's outcomes, enumerated with how many equally likely ways lead to each: the
/// takes between two looks at a pile are the letters that went missing, in every order
/// of the cards; each take since the seat's last look at a pile is any card of the pile
/// then, the uppermost copy of its letter leaving (BS-EVIDENCE-5).
fn evidence_outcomes(seen: &Sightings) -> BTreeMap<Evidence, u64> {
    let piles = seen
        .piles
        .iter()
        .map(|p| p.clone().unwrap_or_default())
        .collect();
    let mut outcomes: Vec<(Evidence, u64)> = vec![((piles, vec![None; seen.takes]), 1)];
    for (takes, missing) in &seen.between {
        let mut more = Vec::new();
        for ((piles, collection), ways) in outcomes {
            for order in orders(missing) {
                let mut collection = collection.clone();
                for (&at, letter) in takes.iter().zip(order) {
                    collection[at] = Some(letter);
                }
                more.push(((piles.clone(), collection), ways));
            }
        }
        outcomes = more;
    }
    for (p, takes) in seen.since.iter().enumerate() {
        for &at in takes {
            let mut more = Vec::new();
            for ((piles, collection), ways) in outcomes {
                for &letter in &piles[p] {
                    let (mut piles, mut collection) = (piles.clone(), collection.clone());
                    let uppermost = piles[p].iter().position(|&l| l == letter).expect("there");
                    piles[p].remove(uppermost);
                    collection[at] = Some(letter);
                    more.push(((piles, collection), ways));
                }
            }
            outcomes = more;
        }
    }
    let mut merged = BTreeMap::new();
    for (outcome, ways) in outcomes {
        *merged.entry(outcome).or_insert(0) += ways;
    }
    merged
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

#[test]
fn the_evidence_has_the_models_frequencies() {
    let (mut between, mut since) = (0, 0);
    for seed in 0..60 {
        walk(&config(false), seed, |state, _, seen| {
            for seat in [Seat(0), Seat(1)] {
                let events = &seen[seat.index()];
                let sighted = sightings(seat, events);
                let view = Bakerstreet::view(state, Viewer::Seat(seat));
                // Shorter than a run of seven, so that no draw is rejected; not over.
                let short = view.seats[opponent(seat).index()].collection_size < 7;
                let new_between = between < ENOUGH && sighted.between.iter().any(has_orders);
                let new_since = since < ENOUGH && (0..5).any(|p| has_copies(&sighted, p));
                if state.is_over() || !short || !(new_between || new_since) {
                    continue;
                }
                let outcomes = evidence_outcomes(&sighted);
                let total: u64 = outcomes.values().sum();
                let expected: Vec<(Evidence, f64)> = outcomes
                    .into_iter()
                    .map(|(outcome, n)| (outcome, n as f64 / total as f64))
                    .collect();
                if expected.len() < 2 || expected.iter().any(|&(_, p)| p < RAREST) {
                    continue;
                }
                let looked: Vec<bool> = sighted.piles.iter().map(Option::is_some).collect();
                let unseen = sighted.unseen.clone();
                let key = move |hidden: &Hidden| -> Evidence {
                    let piles = (0..5)
                        .map(|p| {
                            if looked[p] {
                                hidden.evidence[p].clone()
                            } else {
                                Vec::new()
                            }
                        })
                        .collect();
                    let collection = (0..hidden.collection.len())
                        .map(|at| (!unseen.contains(&at)).then(|| hidden.collection[at]))
                        .collect();
                    (piles, collection)
                };
                check_frequencies::<Bakerstreet, _>(&view, events, expected, key, seed)
                    .unwrap_or_else(|f| panic!("seed {seed}, {seat}'s evidence: {f}"));
                between += usize::from(new_between);
                since += usize::from(new_since);
            }
            between >= ENOUGH && since >= ENOUGH
        });
    }
    assert!(
        between >= ENOUGH && since >= ENOUGH,
        "{between}, {since} states checked"
    );
}
