//! The games this server offers, from the registry (`whodunit_games::all`). Everything
//! else in the server works through [`GameKind`].

use std::sync::Arc;
use whodunit_engine::GameKind;

pub use whodunit_games::all;

/// The games by name, shared by the lobby and the tables.
pub struct Games {
    kinds: Vec<Arc<dyn GameKind>>,
}

impl Games {
    pub fn new(kinds: Vec<Box<dyn GameKind>>) -> Games {
        Games {
            kinds: kinds.into_iter().map(Arc::from).collect(),
        }
    }

    pub fn get(&self, name: &str) -> Option<Arc<dyn GameKind>> {
        self.kinds.iter().find(|kind| kind.name() == name).cloned()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Arc<dyn GameKind>> {
        self.kinds.iter()
    }
}

impl Default for Games {
    fn default() -> Games {
        Games::new(all())
    }
}
