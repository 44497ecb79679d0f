//! The command line's Cluedo glue: terminal play, the companion notebook, text rendering,
//! sim statistics.

pub mod companion;
pub mod play;
pub mod text;

use crate::sim::SimGame;
use whodunit_cluedo::{Cluedo, State};

impl SimGame for Cluedo {
    fn turns(state: &State) -> u64 {
        u64::from(state.turn())
    }
}
