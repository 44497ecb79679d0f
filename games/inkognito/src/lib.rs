//! Inkognito (card edition, Mini Inkognito) on the whodunit engine: every rule of
//! `shared/rules/inkognito.md`, views for each seat, and the bots.
//!
//! One engine game is one **match** (IK-SERIES-10 to 16): games of up to 50 rounds are
//! dealt one after another inside it until a player reaches 3 points (or 20 games are
//! played). `Outcome::winners` are the match winners, `Outcome::scores` the match points,
//! and the reason is `"three_points"` or `"game_limit"`. Each game's own end is the
//! `GameEnded` event.
//!
//! Layout: the game folder template of ARCHITECTURE.md (`elements`, `config`, `setup`,
//! `state`, `rules`, `flow`, `actions`, `view`, `notebook`, `sampling`, `bots`), plus `deal`, each
//! game's deal, which both setup and the flow between games use.

pub mod actions;
pub mod bots;
pub mod companion;
pub mod config;
mod deal;
pub mod elements;
mod encoding;
mod flow;
pub mod notebook;
pub mod rules;
mod sampling;
pub mod setup;
pub mod state;
pub mod view;

pub use actions::{Action, Agent, Event, GameEnd, MeetingKind, Shown};
pub use config::{Config, ExplicitSetup, MAX_PLAYERS, MIN_PLAYERS};
pub use elements::{BlackCard, BlackKind, Card, Fragment, Identity, Location, Number, NUMBERS};
pub use sampling::Hidden;
pub use state::{State, MAX_GAMES, MAX_ROUNDS, TARGET};
pub use view::{redact, AgentView, MeetingView, ShownTo, View};

use whodunit_engine::{Contest, Game, Moments, Outcome, SeatStep};

/// The game type that plugs Inkognito into the engine.
pub struct Inkognito;

impl Game for Inkognito {
    const NAME: &'static str = "inkognito";

    whodunit_engine::game_from_template!();

    /// The seat's notebook (§11): exact chances over the deals its observations allow,
    /// certain facts with their grounds, and the clue sheet.
    fn notebook(view: &View, events: &[Event]) -> Option<serde_json::Value> {
        view.viewer.seat()?;
        Some(notebook::report(
            &notebook::Notebook::new(view, events),
            view,
        ))
    }

    /// How certain the seat's notebook was of what to call after each step of each game,
    /// when it could have known and when it called (`notebook::certainty`, the model).
    fn moments(opening: &View, steps: &[SeatStep<Inkognito>]) -> Option<Moments> {
        notebook::certainty::moments(opening, steps)
    }

    /// Match winners (IK-SERIES-13, 14, 16) and match points by seat.
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| Outcome {
            winners: state.winners.clone(),
            scores: state.scores().iter().map(|&p| i32::from(p)).collect(),
            reason: state.reason.to_string(),
        })
    }

    /// Every game of the match that someone scored in, once the match is over: partners
    /// change from game to game, so each game is a contest of its own deal's teams.
    fn contests(state: &State) -> Vec<Contest> {
        if state.is_over() {
            state.contests.clone()
        } else {
            Vec::new()
        }
    }
}

/// Inkognito for generic tools (server, lobby): 3 to 5 players and its bot levels.
pub fn kind() -> whodunit_engine::Kind<Inkognito> {
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
