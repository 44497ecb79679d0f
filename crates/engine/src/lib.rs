//! The contract every whodunit game implements.
//!
//! A game is a set of pure functions over its own state type: no I/O, no clocks, no threads.
//! All chance comes from one [`GameRng`] that lives inside the state, so
//! `(config, seed, [(seat, action)])` reproduces a game bit for bit. Everything a seat is
//! allowed to know leaves the engine through exactly two doors, [`Game::view`] and
//! [`Game::redact`]; servers, replays, bots and logs use nothing else.

mod bot;
pub mod chance;
pub mod companion;
#[cfg(feature = "conformance")]
pub mod conformance;
mod contest;
mod encoding;
mod erased;
mod error;
mod game;
mod inline_list;
mod legal_json;
mod moments;
mod record;
mod rng;
mod sampling;
mod seat;
mod steps;
mod template;

pub use bot::{play_out, play_out_for, Bot, BotFactory, Decision};
pub use contest::{Contest, Team};
pub use encoding::{
    information_state_fields, observation_len, relative_seat, ActionBlock, ActionPart, Encoding,
    Field, ObservationWriter,
};
pub use erased::{
    typed_view, ActionError, BotGame, Companion, CompanionError, GameKind, Json, Kind, SetupError,
    Table, TableBot,
};
pub use error::RuleError;
pub use game::{Game, Outcome};
pub use inline_list::InlineList;
pub use moments::{ruled_out, Act, Goal, Moments, Recorder, SeatStep};
pub use record::{replay, Record, ReplayError, ReplayStep, SeatLabel, Step};
pub use rng::GameRng;
pub use sampling::{sample_world, Sampling};
pub use seat::{Seat, Viewer};
pub use steps::{bot_game, play_seen, Seen, Steps};
