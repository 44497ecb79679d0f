//! Inkognito speed figures on one thread, at 4 players: complete matches of random bots as
//! generic tools play them (`play_out`: views, redaction and legal lists included), and
//! complete games on the bare rules, as a simulating bot would play them (a random legal
//! action, calling one chance in 30 as the random bot does, one reused event buffer, no
//! views). Before the benches it prints how long such matches and games are.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_engine::conformance::bench_play::{bare_play, bot_play};
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_inkognito::rules::legal_actions;
use whodunit_inkognito::{bots, Action, Config, Event, Inkognito, State};

const PLAYERS: usize = 4;

/// A whole match of random bots; returns the state and the actions taken.
fn bot_match(config: &Config, seed: u64) -> (State, usize) {
    bot_play::<Inkognito>(config, seed, "random", bots::by_level)
}

/// A random legal action: a call one chance in 30 when one is possible, else any other.
fn quick_action(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let (calls, quiet): (Vec<Action>, Vec<Action>) = legal_actions(state, seat)
        .into_iter()
        .partition(|a| matches!(a, Action::Call(_)));
    if quiet.is_empty() || (!calls.is_empty() && rng.below(bots::CALL_ODDS) == 0) {
        calls[rng.below(calls.len() as u32) as usize]
    } else {
        quiet[rng.below(quiet.len() as u32) as usize]
    }
}

/// The first game of a match on the bare rules; returns the state and the actions taken.
fn bare_game(config: &Config, seed: u64, events: &mut Vec<Event>) -> (State, usize) {
    bare_play::<Inkognito>(config, seed, events, quick_action, |state| state.game() > 1)
}

fn games(c: &mut Criterion) {
    let config = Config::with_players(PLAYERS);
    let mut group = c.benchmark_group("inkognito");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_bot_match_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_match(&config, seed))
        })
    });
    let mut events = Vec::with_capacity(64);
    group.bench_function("bare_rules_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bare_game(&config, seed, &mut events))
        })
    });
    group.bench_function("setup", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Inkognito::setup(&config, seed).expect("valid config"))
        })
    });
    group.finish();
}

/// The size of what is measured: games per match and actions per match or game.
fn report_lengths() {
    let config = Config::with_players(PLAYERS);
    let runs = 200u64;
    let (mut games, mut actions) = (0u64, 0u64);
    for seed in 0..runs {
        let (state, n) = bot_match(&config, 1_000_000 + seed);
        games += u64::from(state.game());
        actions += n as u64;
    }
    let mut events = Vec::new();
    let bare: usize = (0..runs)
        .map(|seed| bare_game(&config, 2_000_000 + seed, &mut events).1)
        .sum();
    println!(
        "inkognito, {PLAYERS} players: a random-bot match is {:.1} games and {:.0} actions; \
         a bare-rules game is {:.0} actions; a state is {} bytes inline",
        games as f64 / runs as f64,
        actions as f64 / runs as f64,
        bare as f64 / runs as f64,
        std::mem::size_of::<State>()
    );
}

criterion_group!(benches, games);

fn main() {
    report_lengths();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
