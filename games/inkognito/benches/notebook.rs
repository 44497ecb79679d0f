//! Notebook update time over recorded matches of bots, 3 to 5 players, fixed seeds: after
//! every step, each seat's notebook is built again from its view and every event it was
//! sent (there is no incremental notebook: this is what the server does for a `notebook`
//! request), timed with `Instant` as the fastest of a few runs, so that the machine's
//! hiccups do not count. Prints the median, the p99 and the slowest update per table size,
//! also for the notebook as the JSON a seat receives (its facts and their reasons worked
//! out). The bots are the `hard` ones, or the levels that `INKOGNITO_BENCH_BOTS` lists
//! (seated in turn, e.g. `easy,hard`).

use std::time::{Duration, Instant};
use whodunit_engine::{play_seen, Bot, Game, GameRng, Seat};
use whodunit_inkognito::notebook::Notebook;
use whodunit_inkognito::{bots, Config, Event, Inkognito};

const MATCHES: u64 = 10;

/// Runs of each update; the fastest is kept.
const REPEATS: usize = 3;

/// At most this many actions per match, far above the rules' longest.
const LIMIT: usize = 100_000;

/// One timed update and where it happened.
struct Update {
    time: Duration,
    /// The notebook as the JSON a seat receives, its facts and their reasons included.
    report: Duration,
    seed: u64,
    seat: usize,
    step: usize,
}

/// The fastest of `REPEATS` runs of `work`.
fn fastest(work: impl Fn()) -> Duration {
    (0..REPEATS)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .min()
        .expect("at least one run")
}

fn updates(players: usize, levels: &[String]) -> Vec<Update> {
    let mut updates = Vec::new();
    for seed in 0..MATCHES {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let mut bots: Vec<Box<dyn Bot<Inkognito>>> = (0..players)
            .map(|s| bots::by_level(&levels[s % levels.len()], Seat(s as u8)).expect("a level"))
            .collect();
        let mut rngs: Vec<GameRng> = (0..players as u64)
            .map(|s| GameRng::new(GameRng::derive(seed, s)))
            .collect();
        let seen = play_seen::<Inkognito>(&mut state, &mut bots, &mut rngs, LIMIT)
            .expect("bots play legal actions");
        for (seat, seen) in seen.iter().enumerate() {
            let mut events: Vec<Event> = Vec::new();
            for (step, at) in seen.steps.iter().enumerate() {
                events.extend(at.events.iter().cloned());
                let time = fastest(|| {
                    std::hint::black_box(Notebook::new(&at.view, &events));
                });
                let report = fastest(|| {
                    std::hint::black_box(Inkognito::notebook(&at.view, &events));
                });
                updates.push(Update {
                    time,
                    report,
                    seed,
                    seat,
                    step: step + 1,
                });
            }
        }
    }
    updates
}

fn percentile(times: &[Duration], p: f64) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// The median, p99 and slowest of one measure of `updates`, and where the slowest was.
fn summary(updates: &[Update], measure: impl Fn(&Update) -> Duration) -> String {
    let times: Vec<Duration> = updates.iter().map(&measure).collect();
    let worst = updates
        .iter()
        .max_by_key(|u| measure(u))
        .expect("some updates");
    format!(
        "median {:?}, p99 {:?}, max {:?} (seed {}, seat {}, after step {})",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        measure(worst),
        worst.seed,
        worst.seat,
        worst.step,
    )
}

fn main() {
    let bots = std::env::var("INKOGNITO_BENCH_BOTS").unwrap_or_else(|_| "hard".to_string());
    let levels: Vec<String> = bots.split(',').map(str::to_string).collect();
    println!("Inkognito notebook built from a seat's view and events, after every step, {MATCHES} matches of {bots} per size, every seat");
    for players in 3..=5 {
        let updates = updates(players, &levels);
        println!(
            "{players} players: {} updates, {}",
            updates.len(),
            summary(&updates, |u| u.time)
        );
        println!("  as JSON with facts: {}", summary(&updates, |u| u.report));
    }
}
