//! The games whodunit offers: the one list that names them for the server and the Python
//! package. Everything else works through [`GameKind`], so adding a game is one line here
//! (and the command line's own registry, `crates/cli/src/games`).

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
