//! `whodunit.rollouts`: many whole games of bots played in Rust threads, with the game's own
//! types (`GameKind::play_bots`, as fast as `whodunit sim`), while Python waits without
//! holding the interpreter lock.

use crate::errors;
use crate::registry;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use std::time::Instant;
use whodunit_engine::BotGame;

/// Game `i` of a batch is played with seed `seed + i`.
fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_add(index)
}

/// A game still going after this many actions is stopped (bots of some games could go on
/// for ever where the rules set no limit) and counted as `unfinished`.
const MAX_ACTIONS: u64 = 100_000;

/// Plays `games` games of `game` with a bot of `bots[s]` at seat `s` (the number of seats
/// is `len(bots)`), game `i` with seed `seed + i`, on `threads` threads (default: one per
/// core), each stopped after `max_actions`, and returns the statistics: `games`, `wins` per
/// seat, `draws`, `unfinished`, `actions`, `mean_actions`, `reasons` (how many games ended
/// each way) and `seconds` (wall time).
#[pyfunction]
#[pyo3(signature = (game, bots, games, seed=0, options=None, threads=None, max_actions=MAX_ACTIONS))]
#[allow(clippy::too_many_arguments)]
pub fn rollouts<'py>(
    py: Python<'py>,
    game: &str,
    bots: Vec<String>,
    games: u64,
    seed: u64,
    options: Option<&Bound<'_, PyAny>>,
    threads: Option<usize>,
    max_actions: u64,
) -> PyResult<Bound<'py, PyDict>> {
    let kind = registry::kind(py, game)?;
    let config = registry::config(py, kind.as_ref(), bots.len(), options)?;
    let levels: Vec<&str> = bots.iter().map(String::as_str).collect();
    // One game first, on this thread: a bad level or configuration is reported once.
    if games > 0 {
        kind.play_bots(&config, game_seed(seed, 0), &levels, max_actions)
            .map_err(|error| errors::setup_error(py, error))?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|error| errors::setup(py, format!("cannot start threads: {error}")))?;
    let started = Instant::now();
    let played: Result<Vec<BotGame>, _> = py.detach(|| {
        pool.install(|| {
            (0..games)
                .into_par_iter()
                .map(|index| kind.play_bots(&config, game_seed(seed, index), &levels, max_actions))
                .collect()
        })
    });
    let seconds = started.elapsed().as_secs_f64();
    let played = played.map_err(|error| errors::setup_error(py, error))?;
    summary(py, &played, bots.len(), seconds)
}

fn summary<'py>(
    py: Python<'py>,
    played: &[BotGame],
    seats: usize,
    seconds: f64,
) -> PyResult<Bound<'py, PyDict>> {
    let mut wins = vec![0u64; seats];
    let mut draws = 0u64;
    let mut actions = 0u64;
    let reasons = PyDict::new(py);
    let mut unfinished = 0u64;
    for game in played {
        actions += game.actions;
        let Some(outcome) = &game.outcome else {
            unfinished += 1;
            continue;
        };
        for seat in &outcome.winners {
            if let Some(count) = wins.get_mut(seat.index()) {
                *count += 1;
            }
        }
        draws += u64::from(outcome.winners.is_empty());
        let reason = outcome.reason.as_str();
        let count: u64 = match reasons.get_item(reason)? {
            Some(count) => count.extract()?,
            None => 0,
        };
        reasons.set_item(reason, count + 1)?;
    }
    let result = PyDict::new(py);
    result.set_item("games", played.len())?;
    result.set_item("wins", wins)?;
    result.set_item("draws", draws)?;
    result.set_item("unfinished", unfinished)?;
    let mean = if played.is_empty() {
        0.0
    } else {
        actions as f64 / played.len() as f64
    };
    result.set_item("mean_actions", mean)?;
    result.set_item("actions", actions)?;
    result.set_item("reasons", reasons)?;
    result.set_item("seconds", seconds)?;
    Ok(result)
}
