//! The command line's Guess glue (a test game proving the registry): its commands,
//! terminal play and log lines.

mod commands;
mod play;
use whodunit_text::guess as text;

use crate::plugin::{CliGame, GameCommand, Group};
use crate::replay::LogGame;
use crate::sim::SimGame;
use whodunit_guess::{Event, Guess, State, View};

impl SimGame for Guess {
    /// A game's length is its asks: every turn but the last is one.
    fn turns(state: &State) -> u64 {
        state.answers().len() as u64
    }
}

impl LogGame for Guess {
    fn event_line(view: &View, event: &Event) -> String {
        text::event(view, event)
    }
}

impl CliGame for Guess {
    fn kind() -> whodunit_engine::Kind<Guess> {
        whodunit_guess::kind()
    }

    fn commands() -> Vec<GameCommand> {
        vec![
            GameCommand::new(Group::Play, commands::play),
            GameCommand::new(Group::Sim, commands::sim),
            GameCommand::new(Group::Arena, commands::arena),
        ]
    }
}
