//! Sampled worlds (`whodunit_cluedo::sampling`): over random games at every table size,
//! and over games of the tests' suggesting policy, each seat's worlds look to it as the
//! true game and play on to their end (the engine's conformance kit); and on late-game
//! states with few consistent deals, the deals are drawn uniformly and the cards shown
//! between other seats uniformly among the refuter's matching cards, against every world
//! enumerated by brute force from the rules here (not through the notebook).

mod common;

use common::random::choose;
use std::collections::BTreeMap;
use whodunit_cluedo::notebook::{Notebook, Observations};
use whodunit_cluedo::sampling::Hidden;
use whodunit_cluedo::{Card, CardSet, Cluedo, Config, Event, State, Triple, View};
use whodunit_engine::conformance::random_walk::uniform;
use whodunit_engine::conformance::sampling::{
    check_frequencies, check_sampling, check_uniform, check_worlds,
};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

/// The longest game of random legal play at a turn limit of 40.
const BOUND: usize = 5_000;

#[test]
fn worlds_of_random_games_look_like_the_true_game_and_play_on() {
    for players in 2..=6 {
        let config = Config {
            turn_limit: Some(40),
            ..Config::with_players(players)
        };
        for seed in 0..6 {
            check_sampling::<Cluedo>(&config, seed, seed.wrapping_mul(31), BOUND)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

/// Plays `config` from `seed` with the tests' suggesting policy (`common::random`),
/// calling `visit` at the deal and after every action with the state and each seat's
/// redacted events so far, until the end or until `visit` says stop.
fn walk(config: &Config, seed: u64, mut visit: impl FnMut(&State, &[Vec<Event>]) -> bool) {
    let mut state = Cluedo::setup(config, seed).expect("valid");
    let mut rng = GameRng::new(seed);
    let mut seen = vec![Vec::new(); state.seat_count()];
    while visit(&state, &seen) {
        let Some(seat) = Cluedo::to_act(&state) else {
            return;
        };
        let legal = Cluedo::legal_actions(&state, seat);
        let action = choose(&legal, Some(state.envelope()), &mut rng);
        for event in Cluedo::apply(&mut state, seat, &action).expect("legal") {
            for (s, events) in seen.iter_mut().enumerate() {
                events.extend(Cluedo::redact(&event, Viewer::Seat(Seat(s as u8))));
            }
        }
    }
}

#[test]
fn worlds_of_suggesting_games_look_like_the_true_game_and_play_on() {
    let mut rng = GameRng::new(7);
    for players in 2..=6 {
        let config = Config {
            turn_limit: Some(30),
            ..Config::with_players(players)
        };
        for seed in 0..2 {
            let mut step = 0;
            walk(&config, seed, |state, seen| {
                step += 1;
                for (s, events) in seen.iter().enumerate().filter(|_| step % 3 == 0) {
                    check_worlds::<Cluedo>(
                        state,
                        Seat(s as u8),
                        events,
                        &mut rng,
                        BOUND,
                        uniform::<Cluedo>,
                    )
                    .unwrap_or_else(|failure| {
                        panic!("{players} players, seed {seed}, step {step}: {failure}")
                    });
                }
                true
            });
        }
    }
}

/// What a seat's view and events say of the hidden part, read from the rules.
struct Known {
    sizes: Vec<usize>,
    /// Per seat: cards it holds (the seat's own hand, cards shown to it, every hand at the
    /// end: CL-INFO-1, CL-REFUTE-7, CL-INFO-12) and cards it lacks (a pass, CL-REFUTE-3).
    holds: Vec<CardSet>,
    lacks: Vec<CardSet>,
    /// A refuter holds one of the suggested cards (CL-REFUTE-4).
    clauses: Vec<(Seat, CardSet)>,
    envelope: Option<Triple>,
    /// The seat's own wrong accusations (CL-ACCUSE-7).
    not_envelope: Vec<Triple>,
    /// Refutations whose card the seat saw: to, by, card.
    seen_shown: Vec<(Seat, Seat, Card)>,
    /// Refutations it did not see: to, by, the suggested cards.
    unseen_shown: Vec<(Seat, Seat, CardSet)>,
}

fn known(view: &View, events: &[Event]) -> Known {
    let me = view.viewer.seat().expect("a seat");
    let players = view.seats.len();
    let mut known = Known {
        sizes: view
            .seats
            .iter()
            .map(|s| usize::from(s.hand_size))
            .collect(),
        holds: vec![CardSet::EMPTY; players],
        lacks: vec![CardSet::EMPTY; players],
        clauses: Vec::new(),
        envelope: view.envelope,
        not_envelope: Vec::new(),
        seen_shown: Vec::new(),
        unseen_shown: Vec::new(),
    };
    known.holds[me.index()] = view.hand.expect("its hand");
    for (s, hand) in view.hands.iter().flatten().enumerate() {
        known.holds[s] = *hand;
    }
    let mut suggestion = CardSet::EMPTY;
    for event in events {
        match *event {
            Event::Suggested {
                suspect,
                weapon,
                room,
                ..
            } => {
                suggestion = Triple {
                    suspect,
                    weapon,
                    room,
                }
                .cards()
            }
            Event::Passed { seat } => {
                known.lacks[seat.index()] = known.lacks[seat.index()].union(suggestion)
            }
            Event::MustShow { refuter, .. } => known.clauses.push((refuter, suggestion)),
            Event::Shown {
                refuter,
                suggester,
                card: Some(card),
            } => {
                known.holds[refuter.index()].insert(card);
                known.seen_shown.push((suggester, refuter, card));
            }
            Event::Shown {
                refuter,
                suggester,
                card: None,
            } => known.unseen_shown.push((suggester, refuter, suggestion)),
            Event::Accused {
                correct: false,
                accusation: Some(accusation),
                ..
            } => known.not_envelope.push(accusation),
            Event::EnvelopeSeen { envelope, .. } | Event::GameOver { envelope, .. } => {
                known.envelope = Some(envelope)
            }
            _ => {}
        }
    }
    known
}

/// A deal: the envelope and each seat's hand.
type Deal = (Triple, Vec<CardSet>);

/// Every deal the rules allow (one card of each category in the envelope, the other 18
/// dealt in the public hand sizes, CL-SETUP) that fits `known`, by trying every envelope
/// and dealing the rest card by card.
fn consistent_deals(known: &Known) -> Vec<Deal> {
    let mut deals = Vec::new();
    for suspect in 0..6 {
        for weapon in 0..6 {
            for room in 0..9 {
                let envelope = Triple {
                    suspect: whodunit_cluedo::Suspect(suspect),
                    weapon: whodunit_cluedo::Weapon(weapon),
                    room: whodunit_cluedo::Room(room),
                };
                let held = known.holds.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
                if known.envelope.is_some_and(|e| e != envelope)
                    || known.not_envelope.contains(&envelope)
                    || !held.intersection(envelope.cards()).is_empty()
                {
                    continue;
                }
                let rest: Vec<Card> = Card::all()
                    .filter(|&c| !envelope.cards().contains(c) && !held.contains(c))
                    .collect();
                let mut hands = known.holds.clone();
                deal_rest(known, &rest, &mut hands, &mut |hands| {
                    deals.push((envelope, hands.to_vec()))
                });
            }
        }
    }
    deals
}

/// Deals `rest` to the seats with room left that do not lack the card, then keeps the
/// deals that meet every clause.
fn deal_rest(
    known: &Known,
    rest: &[Card],
    hands: &mut [CardSet],
    found: &mut impl FnMut(&[CardSet]),
) {
    let Some((&card, later)) = rest.split_first() else {
        let full = hands.iter().zip(&known.sizes).all(|(h, &n)| h.len() == n);
        let met = known
            .clauses
            .iter()
            .all(|&(seat, cards)| !hands[seat.index()].intersection(cards).is_empty());
        if full && met {
            found(hands);
        }
        return;
    };
    for s in 0..hands.len() {
        if hands[s].len() < known.sizes[s] && !known.lacks[s].contains(card) {
            hands[s].insert(card);
            deal_rest(known, later, hands, found);
            hands[s].remove(card);
        }
    }
}

/// A world's hidden part as an ordered key: the envelope, the hands and `shown` by masks.
type Key = (u32, Vec<u32>, Vec<u32>);

fn key_of(envelope: Triple, hands: &[CardSet], shown: &[[CardSet; 6]; 6]) -> Key {
    let players = hands.len();
    (
        envelope.cards().0,
        hands.iter().map(|h| h.0).collect(),
        shown[..players]
            .iter()
            .flat_map(|row| row[..players].iter().map(|s| s.0))
            .collect(),
    )
}

/// Every world of `known` with its probability: each deal equally likely, then each
/// unseen refutation's card uniform among the refuter's suggested cards.
fn worlds(known: &Known) -> Vec<(Key, f64)> {
    let deals = consistent_deals(known);
    let mut worlds: BTreeMap<Key, f64> = BTreeMap::new();
    for (envelope, hands) in &deals {
        let mut shown = [[CardSet::EMPTY; 6]; 6];
        for &(to, by, card) in &known.seen_shown {
            shown[to.index()][by.index()].insert(card);
        }
        let mut choices = vec![(shown, 1.0 / deals.len() as f64)];
        for &(to, by, cards) in &known.unseen_shown {
            let options = hands[by.index()].intersection(cards);
            choices = choices
                .into_iter()
                .flat_map(|(shown, p)| {
                    options.iter().map(move |card| {
                        let mut shown = shown;
                        shown[to.index()][by.index()].insert(card);
                        (shown, p / options.len() as f64)
                    })
                })
                .collect();
        }
        for (shown, p) in choices {
            *worlds.entry(key_of(*envelope, hands, &shown)).or_default() += p;
        }
    }
    worlds.into_iter().collect()
}

fn key(players: usize) -> impl Fn(&Hidden) -> Key {
    move |hidden| key_of(hidden.envelope, &hidden.hands[..players], &hidden.shown)
}

#[test]
fn late_deals_and_shown_cards_come_with_the_rules_frequencies() {
    let mut checked = 0;
    let mut with_choices = 0;
    for players in [3, 4] {
        for seed in 0..6u64 {
            let config = Config::with_players(players);
            walk(&config, seed, |state, seen| {
                let Some(seat) = Cluedo::to_act(state) else {
                    return false;
                };
                let events = &seen[seat.index()];
                let view = Cluedo::view(state, Viewer::Seat(seat));
                let notebook = Notebook::new(Observations::from_events(&view, events))
                    .expect("a true game is consistent");
                let total = notebook.deduce().total();
                if !(2..=12).contains(&total) {
                    return true;
                }
                let known = known(&view, events);
                let deals: Vec<Key> = consistent_deals(&known)
                    .iter()
                    .map(|(envelope, hands)| key_of(*envelope, hands, &[[CardSet::EMPTY; 6]; 6]))
                    .collect();
                assert_eq!(
                    deals.len() as u64,
                    total,
                    "seed {seed}: the notebook's count"
                );
                let worlds = worlds(&known);
                if worlds.len() > 40 {
                    return true;
                }
                let deal_only = |hidden: &Hidden| {
                    key_of(
                        hidden.envelope,
                        &hidden.hands[..players],
                        &[[CardSet::EMPTY; 6]; 6],
                    )
                };
                check_uniform::<Cluedo, _>(&view, events, deals, deal_only, seed)
                    .unwrap_or_else(|failure| panic!("seed {seed}, {seat}: deals: {failure}"));
                with_choices += usize::from(worlds.len() as u64 > total);
                check_frequencies::<Cluedo, _>(&view, events, worlds, key(players), seed)
                    .unwrap_or_else(|failure| panic!("seed {seed}, {seat}: worlds: {failure}"));
                checked += 1;
                false
            });
        }
    }
    assert!(
        checked >= 6 && with_choices >= 2,
        "{checked} states checked, {with_choices} with choices"
    );
}
