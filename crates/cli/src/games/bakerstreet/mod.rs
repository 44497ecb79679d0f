//! The command line's Bakerstreet glue: its commands' options, terminal play, text
//! rendering, sim statistics and the companion for a physical game (`companion.rs`,
//! `whodunit notebook bakerstreet`).

pub mod commands;
mod companion;
mod play;
use whodunit_text::bakerstreet as text;

use crate::plugin::{CliGame, GameCommand, Group};
use crate::replay::LogGame;
use crate::sim::SimGame;
use whodunit_bakerstreet::{Bakerstreet, Event, State, View};

impl SimGame for Bakerstreet {
    /// A game's length is its rounds: a round's turns are bids, not moves around a board.
    const TURN_UNIT: &'static str = "rounds";

    fn turns(state: &State) -> u64 {
        u64::from(state.round())
    }
}

impl LogGame for Bakerstreet {
    fn event_line(view: &View, event: &Event) -> String {
        text::event(view, event)
    }
}

impl CliGame for Bakerstreet {
    fn kind() -> whodunit_engine::Kind<Bakerstreet> {
        whodunit_bakerstreet::kind()
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
