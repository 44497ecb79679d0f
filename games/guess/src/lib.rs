//! Guess the hidden card (`RULES.md`): a tiny two-player game that exists to prove every
//! layer takes a new game through its registries alone.
//!
//! Layout: the game folder template of ARCHITECTURE.md (`cards`, `config`, `setup`,
//! `state`, `rules`, `flow`, `actions`, `view`, `encoding`, `notebook`, `sampling`, `bots`).

pub mod actions;
pub mod bots;
pub mod cards;
pub mod config;
mod encoding;
mod flow;
pub mod notebook;
pub mod rules;
mod sampling;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{Action, EndReason, Event};
pub use cards::{Card, CardSet};
pub use config::{Config, ExplicitSetup};
pub use notebook::Notebook;
pub use state::{opponent, Answer, Phase, State};
pub use view::View;

use whodunit_engine::{Game, Outcome};

/// The game type that plugs Guess into the engine.
pub struct Guess;

impl Game for Guess {
    const NAME: &'static str = "guess";

    whodunit_engine::game_from_template!();

    /// The cards the hidden one can still be, for the seat (`notebook`).
    fn notebook(view: &View, events: &[Event]) -> Option<serde_json::Value> {
        Notebook::new(view, events).map(|notebook| notebook::report::report(&notebook))
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let Phase::Over { winner, reason } = state.phase() else {
            return None;
        };
        Some(Outcome {
            winners: vec![winner],
            scores: Vec::new(),
            reason: reason.key().to_string(),
        })
    }
}

/// Guess for generic tools (server, CLI): two players and its bot levels.
pub fn kind() -> whodunit_engine::Kind<Guess> {
    whodunit_engine::Kind {
        min_players: 2,
        max_players: 2,
        bot_levels: &bots::LEVELS,
        make_bot: bots::by_level,
        default_config: |_| Config::default(),
        companion: None,
        game: std::marker::PhantomData,
    }
}
