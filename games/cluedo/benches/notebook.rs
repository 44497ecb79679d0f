//! Notebook update time after each event over recorded 3 to 6 player games (eliminator
//! bots, fixed seeds): for every seat, each event that brings entries is added and the
//! notebook deduced again, timed with `Instant` as the fastest of a few runs (on copies of
//! the notebook), so that the machine's hiccups do not count. Prints the median and p99
//! per table size, the p99 in each third of a seat's game (early, middle, late), and the
//! slowest update.

use std::time::{Duration, Instant};
use whodunit_cluedo::bots;
use whodunit_cluedo::notebook::Notebook;
use whodunit_engine::conformance::notebook_timing::percentile;

const GAMES: u64 = 20;

/// Runs of each update; the fastest is kept.
const REPEATS: usize = 3;

/// One timed update: how long, in which third of the seat's game, at which entry count.
struct Update {
    time: Duration,
    stage: usize,
    entries: usize,
    seed: u64,
    seat: usize,
}

fn updates(players: usize) -> Vec<Update> {
    let mut updates = Vec::new();
    for seed in 0..GAMES {
        for (seat, (view, events)) in bots::record_game(players, seed).1.into_iter().enumerate() {
            let mut notebook = Notebook::for_seat(&view);
            let first = updates.len();
            for event in &events {
                let before = notebook.observations().entries().len();
                let mut time = Duration::MAX;
                let mut updated = notebook.clone();
                for _ in 0..REPEATS {
                    updated = notebook.clone();
                    let start = Instant::now();
                    updated.observe(event).expect("a real game is consistent");
                    std::hint::black_box(updated.deduce());
                    time = time.min(start.elapsed());
                }
                notebook = updated;
                let entries = notebook.observations().entries().len();
                if entries == before {
                    continue;
                }
                updates.push(Update {
                    time,
                    stage: 0,
                    entries,
                    seed,
                    seat,
                });
            }
            let count = updates.len() - first;
            for (i, update) in updates[first..].iter_mut().enumerate() {
                update.stage = 3 * i / count;
            }
        }
    }
    updates
}

fn main() {
    println!(
        "notebook update (add an event's entries + deduce), {GAMES} games per size, every seat"
    );
    for players in 3..=6 {
        let updates = updates(players);
        let times: Vec<Duration> = updates.iter().map(|u| u.time).collect();
        let by_stage: Vec<String> = (0..3)
            .map(|stage| {
                let times: Vec<Duration> = updates
                    .iter()
                    .filter(|u| u.stage == stage)
                    .map(|u| u.time)
                    .collect();
                format!("{:?}", percentile(&times, 0.99))
            })
            .collect();
        let worst = updates.iter().max_by_key(|u| u.time).expect("some updates");
        println!(
            "{players} players: {} updates, median {:?}, p99 {:?}, max {:?} (seed {}, seat {}, after {} entries)",
            updates.len(),
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            worst.time,
            worst.seed,
            worst.seat,
            worst.entries
        );
        println!("  p99 early / middle / late: {}", by_stage.join(" / "));
    }
}
