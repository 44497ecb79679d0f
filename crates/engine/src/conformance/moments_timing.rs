//! The time to work out every seat's key moments over a whole game, through the erased
//! table as the server does for `GET /api/tables/{id}/moments` (each seat's view after every
//! step and its redacted events, then `Game::moments`): some games of bots at the largest
//! table (hard bots, or the level `MOMENTS_BENCH_BOTS` names), fixed seeds, timed with
//! `Instant`. The games' `benches/moments.rs` call it with their kind and options.

use crate::{bot_game, GameKind, Seat};
use serde_json::Value;
use std::time::{Duration, Instant};

/// Times `games` games of `kind` at its largest table with `options`, checking each seat
/// has a certainty for the deal and every step; prints the steps and the time per game
/// (all seats together), median and slowest.
pub fn time_moments(kind: &dyn GameKind, options: &Value, games: u64) {
    let players = kind.max_players();
    let config = kind
        .config(players, options)
        .expect("a valid configuration");
    let level = std::env::var("MOMENTS_BENCH_BOTS").unwrap_or_else(|_| "hard".to_string());
    let levels = vec![level.as_str(); players];
    let mut times: Vec<(Duration, usize)> = Vec::new();
    for seed in 0..games {
        let steps = bot_game(kind, &config, seed, &levels, 100_000).expect("bots play");
        let start = Instant::now();
        for seat in 0..players {
            let moments = steps.moments(Seat(seat as u8)).expect("moments");
            assert_eq!(moments.certainty.len(), steps.after.len() + 1);
        }
        times.push((start.elapsed(), steps.after.len()));
    }
    times.sort();
    let (median, steps) = times[times.len() / 2];
    let (slowest, longest) = times[times.len() - 1];
    println!(
        "{} at {players} seats, {level} bots, {games} games: every seat's moments in {:.1} ms \
         (median, {steps} steps), slowest {:.1} ms ({longest} steps)",
        kind.name(),
        median.as_secs_f64() * 1000.0,
        slowest.as_secs_f64() * 1000.0,
    );
}
