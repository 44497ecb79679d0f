//! The conformance kit: the checks every game's tests make of their own game, written once
//! (behind the `conformance` feature, for the games' dev-dependencies).
//!
//! Each check is generic over `G: Game`, takes what only the game knows (a policy, a twin,
//! what its rules show a viewer) as plain functions, and returns `Err` with a message
//! naming the seed and the step, so that a property test can hand it to its runner.
//!
//! - [`replay`]: a played game's `Record` replays as it was played, also through JSON, and
//!   stops at a refused action with its rule; `check_replays`, all three for one game of
//!   random players.
//! - [`random_play`]: random legal play ends within a bound, an action is accepted exactly
//!   when listed as legal, and a refusal names the game's rules and changes nothing.
//! - [`twins`]: non-interference, two games a viewer cannot tell apart played side by side.
//! - [`bench_play`]: the games' speed benchmarks, whole games of bots (`bot_play`) and of
//!   quick actions on the bare rules into one reused event buffer (`bare_play`).
//! - [`random_walk`]: games of random legal actions (uniform, or a game's own `Policy`)
//!   visited at every step (`random_game`, `random_game_with`), and a state played on to
//!   its end (`play_on`).
//! - [`encoding`]: action ids name legal actions back, one each; observations are finite
//!   and never blank (`check_encoding`).
//! - [`sampling`]: a seat's sampled worlds look to it as the true game and play on
//!   (`check_sampling`, or `check_sampling_with` a game's own policy; `check_worlds` at one
//!   state), and come with the expected frequencies (`check_uniform`,
//!   `check_frequencies`, through [`chi_squared`]).
//! - [`erased`]: the same game through `Kind<G>` and `Table`, its JSON read back as the
//!   typed values; the kind's name, sizes and bot levels.
//! - [`erased_refusals`]: malformed configurations and actions refused as such, rule
//!   refusals naming their rule, and no refusal changing a view.
//! - [`rebuilt_bots`]: a bot rebuilt from what its seat has seen chooses as the playing one.
//! - [`moments`]: a seat's key moments over a game of bots are its notebook's from scratch,
//!   goals where the events put them, "known" at the first certainty of 1 (`check_moments`).
//! - [`moments_timing`]: the games' moments benchmarks, every seat's key moments over bot
//!   games through the erased table, timed.
//! - [`notebook_timing`]: what the notebook benchmarks share: an update timed as the
//!   fastest of a few runs, and the median, p99 and slowest of many.

pub mod bench_play;
pub mod chi_squared;
pub mod encoding;
pub mod erased;
pub mod erased_refusals;
pub mod moments;
pub mod moments_timing;
pub mod notebook_timing;
pub mod random_play;
pub mod random_walk;
pub mod rebuilt_bots;
pub mod replay;
pub mod sampling;
pub mod twins;

use std::fmt::Debug;

/// A failed check: what went wrong, with the seed and step it went wrong at.
pub type Failure = String;

/// Whether two states are the same. The contract asks a state for `Debug` only, so that
/// is what is compared: a derived `Debug` shows every field.
pub(crate) fn same_state<S: Debug>(a: &S, b: &S) -> bool {
    format!("{a:?}") == format!("{b:?}")
}
