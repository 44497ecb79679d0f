//! The games this server offers: the one place that names them. Everything else in the
//! server works through [`GameKind`], so adding a game is one line here.

use std::sync::Arc;
use whodunit_engine::GameKind;

/// Every game, in lobby order.
pub fn all() -> Vec<Box<dyn GameKind>> {
    vec![
        Box::new(whodunit_cluedo::kind()),
        Box::new(whodunit_bakerstreet::kind()),
        Box::new(whodunit_pi::kind()),
        Box::new(whodunit_inkognito::kind()),
        Box::new(whodunit_guess::kind()),
    ]
}

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
