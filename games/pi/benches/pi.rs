//! P.I. speed and size figures on one thread: complete 4-player three-mini-game matches of
//! random bots and of expert bots as generic tools play them (`play_out`: views and
//! redaction included; the expert's target is 2,000 matches a second), and
//! complete random matches on the bare rules as a simulating bot would play them (no
//! views, no legal lists, one reused event buffer); and the size of a state.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_engine::{play_out, Bot, Game, GameRng, Seat};
use whodunit_pi::rules::{apply_into, evidence_choices, investigations, to_act};
use whodunit_pi::{bots, Action, Config, Event, Pi, State};

fn bot_match(config: &Config, level: &str, seed: u64) -> State {
    let mut state = Pi::setup(config, seed).expect("valid config");
    let mut players: Vec<Box<dyn Bot<Pi>>> = (0..config.players as u8)
        .map(|s| bots::by_level(level, Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..config.players as u64)
        .map(|s| GameRng::new(seed ^ s))
        .collect();
    play_out::<Pi>(&mut state, &mut players, &mut rngs, |_, _, _| {}).expect("legal bots");
    state
}

/// A legal action drawn straight from the state: an investigator or a card, and one turn
/// in eight (or when nothing else is left) the true case.
fn quick_action(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let places = investigations(state, seat).count();
    let cards = evidence_choices(state, seat).count();
    let options = (places + cards) as u32;
    if options == 0 || rng.below(8) == 0 {
        return Action::Solve(state.case(seat));
    }
    let pick = rng.below(options) as usize;
    match investigations(state, seat).nth(pick) {
        Some(location) => Action::Investigate(location),
        None => Action::Evidence(
            evidence_choices(state, seat)
                .nth(pick - places)
                .expect("counted"),
        ),
    }
}

fn bare_match(config: &Config, seed: u64, events: &mut Vec<Event>) -> State {
    let mut state = Pi::setup(config, seed).expect("valid config");
    let mut rng = GameRng::new(seed);
    while let Some(seat) = to_act(&state) {
        let action = quick_action(&state, seat, &mut rng);
        events.clear();
        apply_into(&mut state, seat, &action, events).expect("a legal action");
    }
    state
}

fn matches(c: &mut Criterion) {
    let config = Config::with_players(4);
    let mut group = c.benchmark_group("pi");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_bot_match_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_match(&config, "random", seed))
        })
    });
    group.bench_function("expert matches", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_match(&config, "expert", seed))
        })
    });
    let mut events = Vec::with_capacity(64);
    group.bench_function("bare_rules_random_match_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bare_match(&config, seed, &mut events))
        })
    });
    group.bench_function("setup_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Pi::setup(&config, seed).expect("valid config"))
        })
    });
    group.finish();
}

/// The bytes one state takes inline; its only heap parts are the wrong attempts of the
/// mini-game (empty unless someone guessed wrong) and a shared explicit setup.
fn report_state_size() {
    println!("pi state: {} bytes inline", std::mem::size_of::<State>());
}

criterion_group!(benches, matches);

fn main() {
    report_state_size();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
