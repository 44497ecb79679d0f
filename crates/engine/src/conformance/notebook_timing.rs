//! What the games' notebook benchmarks share: the bots of a recorded game, an update timed
//! as the fastest of a few runs (so that a preemption on a shared machine is not taken for
//! a slow update), where each update happened, and the median, p99 and slowest of a set of
//! them.

use crate::{Bot, BotFactory, Game, GameRng, Seat};
use std::time::{Duration, Instant};

/// The bots of a recorded game of `seats` seats from `seed` and their random streams: seat
/// `s` plays `levels[s % levels.len()]` and draws from `GameRng::derive(seed, s)`.
pub fn seated_bots<G: Game>(
    seats: usize,
    levels: &[String],
    seed: u64,
    by_level: BotFactory<G>,
) -> (Vec<Box<dyn Bot<G>>>, Vec<GameRng>) {
    let bots = (0..seats)
        .map(|s| by_level(&levels[s % levels.len()], Seat(s as u8)).expect("a known level"))
        .collect();
    let rngs = (0..seats as u64)
        .map(|s| GameRng::new(GameRng::derive(seed, s)))
        .collect();
    (bots, rngs)
}

/// One timed update of a seat's notebook and where it happened.
pub struct Update {
    pub time: Duration,
    /// The notebook as the JSON a seat receives, its facts and their reasons included.
    pub report: Duration,
    pub seed: u64,
    pub seat: usize,
    pub step: usize,
}

/// The bot levels a bench plays, comma-separated in the environment variable `var`, else
/// `default`; also as the text to print.
pub fn levels_from_env(var: &str, default: &str) -> (String, Vec<String>) {
    let text = std::env::var(var).unwrap_or_else(|_| default.to_string());
    let levels = text.split(',').map(str::to_string).collect();
    (text, levels)
}

/// Prints each table size's updates (from `updates`): their count, the summary of an
/// update, and that of the notebook as JSON.
pub fn print_by_size(
    sizes: std::ops::RangeInclusive<usize>,
    updates: impl Fn(usize) -> Vec<Update>,
) {
    for players in sizes {
        let updates = updates(players);
        println!(
            "{players} players: {} updates, {}",
            updates.len(),
            summary(&updates, |u| u.time)
        );
        println!("  as JSON with facts: {}", summary(&updates, |u| u.report));
    }
}

/// The fastest of `repeats` runs of `work`.
pub fn fastest(repeats: usize, mut work: impl FnMut()) -> Duration {
    (0..repeats.max(1))
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .min()
        .expect("at least one run")
}

/// The `p` quantile of `times` (0.5 the median), nearest rank.
pub fn percentile(times: &[Duration], p: f64) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// The median, p99 and slowest of one measure of `updates`, and where the slowest was.
pub fn summary(updates: &[Update], measure: impl Fn(&Update) -> Duration) -> String {
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
