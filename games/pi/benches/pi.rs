//! P.I. speed and size figures on one thread: complete 4-player three-mini-game matches of
//! random bots and of expert bots as generic tools play them (`play_out`: views and
//! redaction included; the expert's target is 2,000 matches a second), and
//! complete random matches on the bare rules as a simulating bot would play them (no
//! views, no legal lists, one reused event buffer); and the size of a state.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_engine::conformance::bench_play::{bare_play, bot_play};
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::rules::{evidence_choices, investigations};
use whodunit_pi::{bots, Action, Config, Pi, State};

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

fn matches(c: &mut Criterion) {
    let config = Config::with_players(4);
    let mut group = c.benchmark_group("pi");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_bot_match_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_play::<Pi>(&config, seed, "random", bots::by_level))
        })
    });
    group.bench_function("expert matches", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_play::<Pi>(&config, seed, "expert", bots::by_level))
        })
    });
    let mut events = Vec::with_capacity(64);
    group.bench_function("bare_rules_random_match_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bare_play::<Pi>(
                &config,
                seed,
                &mut events,
                quick_action,
                |_| false,
            ))
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
