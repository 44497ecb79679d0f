//! Each game in words for a terminal: the table as a viewer sees it, its events, and the
//! actions a person types. The command line plays and replays with it; the Python package
//! renders its environments with [`table`], so both show the same text.

pub mod bakerstreet;
pub mod cluedo;
pub mod guess;
pub mod inkognito;
pub mod pi;

use whodunit_bakerstreet::Bakerstreet;
use whodunit_cluedo::Cluedo;
use whodunit_engine::{typed_view, Game, Table, Viewer};
use whodunit_guess::Guess;
use whodunit_inkognito::Inkognito;
use whodunit_pi::Pi;

/// `viewer`'s text table of `table`, of whichever game it is (`None` for a game this crate
/// does not know). Like every view, it holds only what `viewer` may see.
pub fn table(table: &dyn Table, viewer: Viewer) -> Option<String> {
    let inkognito = |view: &whodunit_inkognito::View| inkognito::table(view, &[]);
    None.or_else(|| text_of::<Cluedo>(table, viewer, cluedo::table))
        .or_else(|| text_of::<Bakerstreet>(table, viewer, bakerstreet::table))
        .or_else(|| text_of::<Pi>(table, viewer, pi::table))
        .or_else(|| text_of::<Inkognito>(table, viewer, inkognito))
        .or_else(|| text_of::<Guess>(table, viewer, guess::table))
}

/// `text` of `viewer`'s view, if `table` is a table of `G`.
fn text_of<G: Game>(
    table: &dyn Table,
    viewer: Viewer,
    text: impl Fn(&G::View) -> String,
) -> Option<String> {
    typed_view::<G>(table, viewer).map(|view| text(&view))
}

#[cfg(test)]
mod tests {
    use super::*;
    use whodunit_engine::Seat;

    /// Every registered game has a text table for every viewer (a game added to the
    /// registry but not here fails), and a seat's shows its secrets, a spectator's not.
    #[test]
    fn every_game_has_a_table_for_every_viewer() {
        for kind in whodunit_games::all() {
            let players = kind.min_players();
            let config = kind
                .config(players, &serde_json::json!({}))
                .expect("config");
            let game = kind.new_table(&config, 7).expect("a table");
            let text = |viewer| table(game.as_ref(), viewer).expect("a table");
            let spectator = text(Viewer::Spectator);
            assert!(!spectator.trim().is_empty(), "{}", kind.name());
            for seat in 0..players as u8 {
                let seen = text(Viewer::Seat(Seat(seat)));
                assert_ne!(seen, spectator, "{}: seat {seat}", kind.name());
            }
        }
    }
}
