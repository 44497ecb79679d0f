//! Bakerstreet speed and size figures on one thread: complete games of random bots and of
//! expert bots as generic tools play them (`play_out`: views, redaction and any legal
//! lists included); complete random games on the bare rules, as a simulating bot would
//! play them (no views, no legal lists, one reused event buffer); and the size of a state.

use criterion::{criterion_group, Criterion, Throughput};
use std::hint::black_box;
use whodunit_bakerstreet::{bots, Action, Bakerstreet, Config, Phase, State};
use whodunit_engine::conformance::bench_play::{bare_play, bot_play};
use whodunit_engine::{Game, GameRng, Seat};

/// A random legal action drawn straight from the state: a challenge one turn in three,
/// else a hand card, a position and a bid at most two above the lowest.
fn quick_action(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    match state.phase() {
        Phase::Turn => {
            let last = state.last_bid().map(|b| b.value);
            if last == Some(30) || (last.is_some() && rng.below(3) == 0) {
                return Action::Challenge;
            }
            let lowest = last.map_or(0, |b| b + 1);
            let hand: Vec<_> = state.hand(seat).collect();
            let card =
                (!hand.is_empty()).then(|| hand[rng.below(hand.len() as u32) as usize].face());
            Action::Move {
                card,
                position: rng.below(5) as u8,
                bid: (lowest + rng.below(3) as u8).min(30),
            }
        }
        Phase::Choose => Action::Choose(rng.below(5) as u8),
        Phase::Take {
            position, taker, ..
        } => {
            let pile: Vec<_> = state
                .evidence_pile(usize::from(position))
                .filter(|&l| state.may_take(taker, l))
                .collect();
            Action::Take(pile[rng.below(pile.len() as u32) as usize])
        }
        Phase::Over { .. } => unreachable!("nobody acts after the end"),
    }
}

fn games(c: &mut Criterion) {
    let config = Config::default();
    let mut group = c.benchmark_group("bakerstreet");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_bot_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_play::<Bakerstreet>(
                &config,
                seed,
                "random",
                bots::by_level,
            ))
        })
    });
    group.bench_function("expert games", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bot_play::<Bakerstreet>(
                &config,
                seed,
                "expert",
                bots::by_level,
            ))
        })
    });
    let mut events = Vec::with_capacity(64);
    group.bench_function("bare_rules_random_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(bare_play::<Bakerstreet>(
                &config,
                seed,
                &mut events,
                quick_action,
                |_| false,
            ))
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
