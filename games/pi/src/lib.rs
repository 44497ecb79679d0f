//! P.I. on the whodunit engine: every rule of `shared/rules/pi.md`, views for each seat,
//! and the bots.
//!
//! Layout: the game folder template of ARCHITECTURE.md (`elements`, `config`, `setup`,
//! `state`, `rules`, `flow`, `actions`, `view`, `notebook`, `sampling`, `bots`), plus `board`, the map.

pub mod actions;
pub mod board;
pub mod bots;
pub mod companion;
pub mod config;
pub mod elements;
mod encoding;
mod flow;
pub mod notebook;
pub mod rules;
mod sampling;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{Action, Event};
pub use board::{Layout, Slot, Tiles, Token, EDGES, LOCATIONS};
pub use config::{Config, ExplicitSetup, MiniGameSetup, MAX_PLAYERS, MINI_GAMES, MIN_PLAYERS};
pub use elements::{Case, Crime, Element, ElementType, Location, Suspect, ELEMENTS};
pub use sampling::Hidden;
pub use state::{
    left_neighbour, right_neighbour, Attempt, Investigator, Mark, State, DISPLAY, INVESTIGATORS,
    PENALTY_POINTS, SCORE_TRACK,
};
pub use view::{redact, SeatView, View};

use whodunit_engine::{Game, Moments, Outcome, SeatStep};

/// The game type that plugs P.I. into the engine.
pub struct Pi;

impl Game for Pi {
    const NAME: &'static str = "pi";

    whodunit_engine::game_from_template!();

    /// Winners by PI-END-2 to PI-END-5, final scores by seat (PI-SCORE-10).
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| Outcome {
            winners: state.winners(),
            scores: state.seats().map(|s| state.final_score(s)).collect(),
            reason: "three_mini_games".to_string(),
        })
    }

    /// The seat's exact case distribution, facts and action values (`notebook/`); none
    /// for a spectator, who has no case.
    fn notebook(view: &View, events: &[Event]) -> Option<serde_json::Value> {
        let seat = view.viewer.seat()?;
        Some(notebook::report(&notebook::Notebook::new(
            view, seat, events,
        )))
    }

    /// How certain the seat's notebook was of its case after each step of each mini-game,
    /// when it could have known and when it tried (`notebook::certainty`, the model).
    fn moments(opening: &View, steps: &[SeatStep<Pi>]) -> Option<Moments> {
        notebook::certainty::moments(opening, steps)
    }
}

/// P.I. for generic tools (server, lobby): 2 to 5 players and its bot levels.
pub fn kind() -> whodunit_engine::Kind<Pi> {
    whodunit_engine::Kind {
        min_players: MIN_PLAYERS,
        max_players: MAX_PLAYERS,
        bot_levels: &bots::LEVELS,
        make_bot: bots::by_level,
        default_config: Config::with_players,
        companion: Some(companion::answer),
        game: std::marker::PhantomData,
    }
}
