//! The games the command line knows, in the order its help lists them. A new game is one
//! line here and its folder, which implements [`CliGame`](crate::plugin::CliGame).

use crate::plugin::Plugin;

pub fn games() -> Vec<Plugin> {
    vec![
        Plugin::of::<whodunit_cluedo::Cluedo>(),
        Plugin::of::<whodunit_bakerstreet::Bakerstreet>(),
        Plugin::of::<whodunit_pi::Pi>(),
        Plugin::of::<whodunit_inkognito::Inkognito>(),
        Plugin::of::<whodunit_guess::Guess>(),
    ]
}
