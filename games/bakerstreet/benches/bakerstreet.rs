//! Bakerstreet speed and size figures: complete games of random bots on one thread, as
//! generic tools play them (views, legal lists and redaction included), and the size of a
//! state.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_bakerstreet::{bots, Bakerstreet, Config, State};
use whodunit_engine::{play_out, Bot, Game, GameRng, Seat};

fn play_game(config: &Config, seed: u64) -> State {
    let mut state = Bakerstreet::setup(config, seed).expect("valid config");
    let mut players: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
        .map(|s| bots::by_level("random", Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..2).map(|s| GameRng::new(seed ^ s)).collect();
    play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {}).expect("legal bots");
    state
}

fn games(c: &mut Criterion) {
    let config = Config::default();
    let mut group = c.benchmark_group("bakerstreet");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_bot_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(play_game(&config, seed))
        })
    });
    group.bench_function("setup", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Bakerstreet::setup(&config, seed).expect("valid config"))
        })
    });
    group.finish();
}

/// The bytes one state takes; it owns nothing on the heap.
fn report_state_size() {
    println!(
        "bakerstreet state: {} bytes inline, none on the heap",
        std::mem::size_of::<State>()
    );
}

criterion_group!(benches, games);

fn main() {
    report_state_size();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
