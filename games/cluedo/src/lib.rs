//! Cluedo on the whodunit engine: every rule of `shared/rules/cluedo.md`, the classic
//! board, views for each seat, and the bots.
//!
//! Layout: the game folder template of ARCHITECTURE.md (`cards`, `config`, `setup`,
//! `state`, `rules`, `flow`, `actions`, `view`, `encoding`, `notebook`, `sampling`, `bots`), plus the geometry
//! (`board_data`, `board`, `movement`) and `companion`, the notebook for physical games.

pub mod actions;
pub mod board;
mod board_data;
pub mod bots;
pub mod cards;
pub mod companion;
pub mod config;
mod encoding;
mod flow;
pub mod movement;
pub mod notebook;
pub mod rules;
pub mod sampling;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{Action, EndReason, Event};
pub use board::{Position, Square, BOARD};
pub use cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
pub use config::{Config, ExplicitSetup};
pub use state::{Phase, State};
pub use view::{redact, PhaseView, View};

use notebook::{report::report, Notebook, Observations};
use whodunit_engine::{Game, Moments, Outcome, SeatStep};

/// The game type that plugs Cluedo into the engine.
pub struct Cluedo;

impl Game for Cluedo {
    const NAME: &'static str = "cluedo";

    whodunit_engine::game_from_template!();

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

    /// The exact notebook (notebook::report) of the view's seat.
    fn notebook(view: &View, events: &[Event]) -> Option<serde_json::Value> {
        view.viewer.seat()?;
        // A real game's observations are always consistent; a conflict would be a bug.
        let notebook = Notebook::new(Observations::from_events(view, events)).ok()?;
        Some(report(&notebook))
    }

    /// How certain the seat's notebook was of the envelope after each step, when it could
    /// have known and when it accused (`notebook::certainty`, where the model is stated).
    fn moments(opening: &View, steps: &[SeatStep<Cluedo>]) -> Option<Moments> {
        notebook::certainty::moments(opening, steps)
    }
}

/// Cluedo for generic tools (server, lobby): 2 to 6 players, its bot levels and its
/// companion.
pub fn kind() -> whodunit_engine::Kind<Cluedo> {
    whodunit_engine::Kind {
        min_players: 2,
        max_players: 6,
        bot_levels: &bots::LEVELS,
        make_bot: bots::by_level,
        default_config: Config::with_players,
        companion: Some(companion::answer),
        game: std::marker::PhantomData,
    }
}
