//! Bakerstreet on the whodunit engine: every rule of `shared/rules/bakerstreet.md`, views
//! for each seat, and the bots.
//!
//! Layout: the game folder template of ARCHITECTURE.md (`cards`, `config`, `setup`, `state`,
//! `rules`, `flow`, `actions`, `view`, `encoding`, `notebook`, `sampling`, `bots`), plus
//! `snapshot`, a game laid out card by card for the spec's worked examples.

pub mod actions;
pub mod bots;
pub mod cards;
pub mod companion;
pub mod config;
mod encoding;
mod flow;
pub mod notebook;
pub mod rules;
pub mod sampling;
pub mod setup;
pub mod snapshot;
pub mod state;
pub mod view;

pub use actions::{Action, Bid, ChallengeResult, EndReason, Event};
pub use cards::{longest_run, Composition, CompositionRow, DetectiveCard, Face, Letter, Symbol};
pub use config::{Config, ExplicitSetup};
pub use notebook::Notebook;
pub use sampling::Hidden;
pub use snapshot::Snapshot;
pub use state::{opponent, Phase, State};
pub use view::{redact, PhaseView, SeatView, StackView, View};

use whodunit_engine::{Game, Moments, Outcome, SeatStep};

/// The game type that plugs Bakerstreet into the engine.
pub struct Bakerstreet;

impl Game for Bakerstreet {
    const NAME: &'static str = "bakerstreet";

    whodunit_engine::game_from_template!();

    /// The seat's notebook (`notebook::report`): memory aid and exact hand-total chances.
    fn notebook(view: &View, events: &[Event]) -> Option<serde_json::Value> {
        Notebook::new(view, events).map(|notebook| notebook::report::report(&notebook))
    }

    /// How certain the seat was of the opponent's hand total after each step
    /// (`notebook::certainty`, the model); no goals, since nothing hidden is to be found.
    fn moments(opening: &View, steps: &[SeatStep<Bakerstreet>]) -> Option<Moments> {
        notebook::certainty::moments(opening, steps)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let Phase::Over { reason } = state.phase() else {
            return None;
        };
        Some(Outcome {
            winners: state.winner().into_iter().collect(),
            scores: Vec::new(),
            reason: reason.key().to_string(),
        })
    }
}

/// Bakerstreet for generic tools (server, lobby): exactly two players and its bot levels.
pub fn kind() -> whodunit_engine::Kind<Bakerstreet> {
    whodunit_engine::Kind {
        min_players: 2,
        max_players: 2,
        bot_levels: &bots::LEVELS,
        make_bot: bots::by_level,
        default_config: |_| Config::default(),
        companion: Some(companion::answer),
        game: std::marker::PhantomData,
    }
}
