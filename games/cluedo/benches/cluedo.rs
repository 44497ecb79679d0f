//! Cluedo speed and size figures: complete six-player games with eliminator bots on one
//! thread, the cost of setup and of one roll's reachable set, and the size of a state.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_cluedo::board::SquareSet;
use whodunit_cluedo::movement::reachable;
use whodunit_cluedo::{bots, Cluedo, Config, Position, Square, State};
use whodunit_engine::conformance::bench_play::bot_play;
use whodunit_engine::Game;

fn games(c: &mut Criterion) {
    let mut config = Config::with_players(6);
    config.turn_limit = Some(1000);
    let mut group = c.benchmark_group("cluedo");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("six_player_eliminator_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_play::<Cluedo>(
                &config,
                seed,
                "eliminator",
                bots::by_level,
            ))
        })
    });
    group.bench_function("setup_six_players", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Cluedo::setup(&config, seed).expect("valid config"))
        })
    });
    let from = Position::Square(Square::at(18, 7).expect("walkable"));
    group.bench_function("reachable_roll_of_six", |b| {
        b.iter(|| black_box(reachable(black_box(from), 6, &SquareSet::default())))
    });
    group.finish();
}

/// The bytes one state takes: the struct itself plus what it owns on the heap.
fn report_state_size() {
    let state = Cluedo::setup(&Config::with_players(6), 1).expect("valid config");
    println!(
        "cluedo state: {} bytes inline + {} bytes on the heap",
        std::mem::size_of::<State>(),
        state.heap_bytes()
    );
}

criterion_group!(benches, games);

fn main() {
    report_state_size();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
