//! Sampled worlds: over random games at every table size, each seat's worlds look to it as
//! the true game and play on to their end (the engine's conformance kit); the hidden cases
//! are drawn uniformly among the deals the rules allow (`common::joint`, the count the
//! notebook is held against), and the evidence deck's order uniformly among the orders of
//! its cards.

mod common;

use common::joint::table;
use common::random::choose;
use whodunit_engine::conformance::sampling::{check_sampling_with, check_uniform, orders};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_pi::{Action, Case, Config, Element, Event, Hidden, Pi, State, View};

/// More actions than any random game takes (`prop_play`'s bound).
const BOUND: usize = 5_000;

/// `common::random::choose`, which solves one time in ten: uniformly random games, thousands
/// of wrong attempts long, are too long to play on from every step.
fn quick(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    Some(choose(state, seat, rng))
}

#[test]
fn worlds_look_like_the_true_game_and_play_on() {
    for players in 2..=5 {
        for seed in 0..6 {
            let config = Config::with_players(players);
            check_sampling_with::<Pi>(&config, seed, seed ^ 0x5eed, BOUND, quick)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

/// The most deals a checked state may have, so that the check stays quick.
const MOST_DEALS: usize = 40;
/// The most cards a deck may have for its orders to be checked (5! orders).
const MOST_CARDS: usize = 5;
/// How many states each table size checks the cases and the deck on.
const ENOUGH: usize = 3;

fn cases_key(hidden: &Hidden) -> Vec<usize> {
    hidden.cases.iter().map(|case| case.index()).collect()
}

fn deck_key(hidden: &Hidden) -> Vec<u8> {
    hidden.deck.iter().map(|card| card.code()).collect()
}

/// The deals of `view`'s seat that its events allow by the rules, by seat, or `None` if
/// there are more than `MOST_DEALS`.
fn deals(view: &View, seat: Seat, events: &[Event]) -> Option<Vec<Vec<usize>>> {
    let mut deals = Vec::new();
    let counted = table(view, seat, events).each_deal(20_000, |deal: &[Case]| {
        deals.push(deal.iter().map(|case| case.index()).collect())
    });
    (counted && deals.len() <= MOST_DEALS).then_some(deals)
}

/// What the checks covered at one table size: states whose deals differ, among them those
/// where more than one seat's case differs, and decks with more than one order.
#[derive(Debug, Default)]
struct Covered {
    deals: usize,
    joint: usize,
    decks: usize,
}

impl Covered {
    fn is_enough(&self, players: usize) -> bool {
        // With two players the seat holds the only other case.
        let joint = players == 2 || self.joint >= ENOUGH;
        self.deals >= ENOUGH && joint && self.decks >= ENOUGH
    }
}

/// Checks the worlds of `seat` at `state` if they cover what `covered` still lacks.
fn check_seat(state: &State, seat: Seat, events: &[Event], seed: u64, covered: &mut Covered) {
    let view = Pi::view(state, Viewer::Seat(seat));
    let deck: Vec<u8> = state.deck().map(Element::code).collect();
    if (2..=MOST_CARDS).contains(&deck.len()) && covered.decks < ENOUGH {
        let worlds = orders(&deck);
        check_uniform::<Pi, _>(&view, events, worlds, deck_key, seed)
            .unwrap_or_else(|f| panic!("seed {seed}, {seat}, the deck: {f}"));
        covered.decks += 1;
    }
    let Some(deals) = deals(&view, seat, events) else {
        return;
    };
    let differ = |s: usize| deals.iter().any(|d| d[s] != deals[0][s]);
    let differing = (0..deals[0].len()).filter(|&s| differ(s)).count();
    let joint = differing > 1;
    if differing == 0 || (covered.deals >= ENOUGH && !(joint && covered.joint < ENOUGH)) {
        return;
    }
    check_uniform::<Pi, _>(&view, events, deals, cases_key, seed)
        .unwrap_or_else(|f| panic!("seed {seed}, {seat}, the cases: {f}"));
    covered.deals += 1;
    covered.joint += usize::from(joint);
}

#[test]
fn cases_and_deck_are_drawn_uniformly() {
    for players in 2..=5 {
        let mut covered = Covered::default();
        for seed in 0..30 {
            let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            let mut rng = GameRng::new(seed);
            let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
            while let Some(actor) = Pi::to_act(&state) {
                if covered.is_enough(players) {
                    break;
                }
                for (s, events) in seen.iter().enumerate() {
                    check_seat(&state, Seat(s as u8), events, seed, &mut covered);
                }
                let action = choose(&state, actor, &mut rng);
                for event in Pi::apply(&mut state, actor, &action).expect("legal") {
                    for (s, events) in seen.iter_mut().enumerate() {
                        events.extend(Pi::redact(&event, Viewer::Seat(Seat(s as u8))));
                    }
                }
            }
        }
        assert!(covered.is_enough(players), "{players} players: {covered:?}");
    }
}
