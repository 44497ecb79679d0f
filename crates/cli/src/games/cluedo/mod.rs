//! The command line's Cluedo glue: its commands' options, terminal play, the companion
//! notebook, text rendering, sim statistics.

pub mod commands;
pub mod companion;
mod play;
use whodunit_text::cluedo as text;

use crate::plugin::{CliGame, GameCommand, Group};
use crate::replay::LogGame;
use crate::sim::SimGame;
use whodunit_cluedo::{Cluedo, Event, State, View};

impl SimGame for Cluedo {
    fn turns(state: &State) -> u64 {
        u64::from(state.turn())
    }
}

impl LogGame for Cluedo {
    fn event_line(view: &View, event: &Event) -> String {
        text::event(view, event)
    }
}

impl CliGame for Cluedo {
    const RARE_ACTIONS: &'static [&'static str] = &["accuse"];

    fn kind() -> whodunit_engine::Kind<Cluedo> {
        whodunit_cluedo::kind()
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
