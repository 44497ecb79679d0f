//! The command line's P.I. glue: its commands' options, terminal play, typed actions, text
//! rendering, sim statistics, and the companion for a physical game (`companion.rs`,
//! `whodunit notebook pi`).

pub mod commands;
mod companion;
mod parse;
mod play;
use whodunit_text::pi as text;

use crate::plugin::{CliGame, GameCommand, Group};
use crate::replay::LogGame;
use crate::sim::{Note, SimGame};
use whodunit_pi::{Event, Pi, State, View};

impl SimGame for Pi {
    /// Solvers in one round score alike, so rounds are what a game's length means.
    const TURN_UNIT: &'static str = "rounds";
    const GOAL: Option<&'static str> = Some("solve a case");

    /// Mini-game 1's first round, which begins at setup; every later round and mini-game
    /// begins with an event.
    fn turns(_state: &State) -> u64 {
        1
    }

    fn note(event: &Event) -> Note {
        match event {
            Event::RoundStarted { .. } => Note {
                length: 1,
                ..Note::default()
            },
            Event::MiniGameStarted { .. } => Note {
                length: 1,
                restart: true,
                ..Note::default()
            },
            Event::Solved { seat, .. } => Note {
                reached: Some(*seat),
                ..Note::default()
            },
            _ => Note::default(),
        }
    }
}

impl LogGame for Pi {
    fn opening(view: &View) -> Vec<String> {
        text::opening(view)
    }

    fn event_line(view: &View, event: &Event) -> String {
        text::event(view, event)
    }
}

impl CliGame for Pi {
    fn kind() -> whodunit_engine::Kind<Pi> {
        whodunit_pi::kind()
    }

    fn commands() -> Vec<GameCommand> {
        vec![
            GameCommand::new(Group::Play, commands::play),
            GameCommand::new(Group::Sim, commands::sim),
            GameCommand::new(Group::Arena, commands::arena),
            GameCommand::new(Group::Notebook, commands::notebook),
        ]
    }
}
