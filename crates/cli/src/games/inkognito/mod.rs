//! The command line's Inkognito glue: its commands' options, terminal play, typed actions,
//! text rendering, sim statistics, team against team at 4 players (`teams.rs`) and the
//! companion for a physical game (`companion.rs`, `whodunit notebook inkognito`).

pub mod commands;
mod companion;
mod parse;
mod play;
mod teams;
use whodunit_text::inkognito as text;

use crate::plugin::{CliGame, GameCommand, Group};
use crate::replay::LogGame;
use crate::sim::{Note, SimGame};
use whodunit_inkognito::{Event, Inkognito, State, View};

impl SimGame for Inkognito {
    /// Every round turns the Ambassador's card; a match's rounds are counted over its games.
    const TURN_UNIT: &'static str = "rounds";
    const GAME_UNIT: (&'static str, &'static str) = ("match", "matches");
    const PART_UNIT: Option<(&'static str, &'static str)> = Some(("game", "games"));

    /// Rounds and games are all counted from their events.
    fn turns(_state: &State) -> u64 {
        0
    }

    fn note(event: &Event) -> Note {
        match event {
            Event::AmbassadorAt { .. } => Note {
                length: 1,
                ..Note::default()
            },
            Event::GameEnded { .. } => Note {
                part: 1,
                ..Note::default()
            },
            _ => Note::default(),
        }
    }
}

impl LogGame for Inkognito {
    fn opening(view: &View) -> Vec<String> {
        text::opening(view)
    }

    fn event_line(view: &View, event: &Event) -> String {
        text::event(view.viewer, event)
    }
}

impl CliGame for Inkognito {
    const RARE_ACTIONS: &'static [&'static str] = &["call"];

    fn kind() -> whodunit_engine::Kind<Inkognito> {
        whodunit_inkognito::kind()
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
