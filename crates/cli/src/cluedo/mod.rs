//! The command line's Cluedo glue: its commands' options, terminal play, the companion
//! notebook, text rendering, sim statistics.

pub mod commands;
pub mod companion;
mod play;
pub mod text;

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
