//! The games the command line knows, in the order its help lists them: the registry. A new
//! game is its folder here, which implements [`CliGame`](crate::plugin::CliGame), and its
//! two lines below (the folder's `mod` and its place in the list).

mod bakerstreet;
mod cluedo;
mod guess;
mod inkognito;
mod pi;

use crate::plugin::Plugin;

pub fn all() -> Vec<Plugin> {
    vec![
        Plugin::of::<whodunit_cluedo::Cluedo>(),
        Plugin::of::<whodunit_bakerstreet::Bakerstreet>(),
        Plugin::of::<whodunit_pi::Pi>(),
        Plugin::of::<whodunit_inkognito::Inkognito>(),
        Plugin::of::<whodunit_guess::Guess>(),
    ]
}
