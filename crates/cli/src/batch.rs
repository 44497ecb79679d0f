//! The machinery of a batch of bot games run in parallel: the worker pool, the progress
//! bar, and each game's seed, derived from the run's so that results do not depend on the
//! thread count.

use indicatif::{ProgressBar, ProgressStyle};
use whodunit_engine::GameRng;

/// A progress bar over `games` games on standard error, or a hidden one.
pub fn progress_bar(games: u64, visible: bool) -> ProgressBar {
    let bar = if visible {
        ProgressBar::new(games)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template"),
    );
    bar
}

/// A worker pool of `threads` threads (at least one).
pub fn pool(threads: usize) -> anyhow::Result<rayon::ThreadPool> {
    anyhow::ensure!(threads > 0, "--threads must be at least 1");
    Ok(rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?)
}

/// The seed of game `index` in a run started from `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    GameRng::derive(seed, index)
}
