//! `whodunit play pi`: how the terminal asks a person for P.I. actions.

use super::{parse, text};
use crate::terminal::{ask_typed, Console, Typed};
use std::io::Write;
use whodunit_engine::Seat;
use whodunit_pi::{Action, Pi, State, View};

const HELP: &str = "\
actions (one a turn):
  investigate LOCATION      send an investigator: `investigate 9`, `investigate \"Road House\"`
  evidence CARD             take a display card: `evidence Murder`, `evidence crime 7`
  solve SUSPECT CRIME LOCATION
                            name your case: `solve Queenie \"Mob Killing\" \"Ocean Drive\"`
                            or by numbers, `solve 10 6 5`; a wrong attempt costs 2 points
names or numbers: locations 1-14 as on the map, suspects 1-12 (Bubbles ... Shorty), crimes
1-10 (Bank Job ... Smuggling); case, spaces and accents do not matter (`ricks cafe`).
the map: `s1 investigator [1d 2c]` is seat 1's investigator with 1 disc and 2 cubes;
`s0 disc on crime` is seat 0's disc on that location's crime tile.
other commands: table (show the table again), help, quit";

const PROMPT: &str =
    "Your turn: investigate LOCATION, evidence CARD or solve SUSPECT CRIME LOCATION.";

/// P.I. at the terminal: the table whenever it changed, then a prompt.
#[derive(Default)]
pub struct PiConsole {
    /// The table last printed, so a refused action is retried without printing it again.
    shown: Option<View>,
}

impl Console<Pi> for PiConsole {
    fn seat_name(&self, _state: &State, seat: Seat) -> String {
        seat.to_string()
    }

    fn intro(&mut self, view: &View, out: &mut dyn Write) -> anyhow::Result<()> {
        if let Some(seat) = view.viewer.seat() {
            let players = usize::from(view.players);
            writeln!(
                out,
                "You are {seat} of {players}. You solve the case {} holds; a solve in an earlier \
                 round scores more. Type `help` for the commands.",
                whodunit_pi::right_neighbour(seat, players)
            )?;
        }
        Ok(())
    }

    fn ask(
        &mut self,
        view: &View,
        _legal: &[Action],
        lines: &mut dyn Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> anyhow::Result<Option<Action>> {
        let typed = Typed {
            table: &text::table,
            prompt: Some(PROMPT.into()),
            help: HELP,
            parse: parse::action,
        };
        ask_typed::<Pi>(typed, &mut self.shown, view, lines, out)
    }
}
