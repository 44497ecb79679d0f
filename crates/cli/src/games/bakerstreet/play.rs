//! `whodunit play bakerstreet`: how the terminal asks a person for Bakerstreet actions.

use super::text;
use crate::terminal::{ask_typed, Console, Typed};
use std::io::Write;
use whodunit_bakerstreet::{Action, Bakerstreet, State, View};
use whodunit_engine::Seat;

const HELP: &str = "\
actions:
  place CARD POSITION BID   place a card from your hand beside a pile, draw, then bid on
                            the total value of both hands, e.g. `place 3x2 2 17`
                            (with an empty hand: `place POSITION BID`)
  challenge                 challenge the last bid instead of moving
  choose POSITION           as challenge winner, the position evaluated first (0 to 4)
  take LETTER               as evaluation winner, the evidence card you take, e.g. `take F`
cards: a value 0 to 5 and its symbol if any: 2, 3x2, 4STOP, 0ARROW; on the table a card
shows its owner too: s1:4STOP is seat 1's.
other commands: table (show the table again), help, quit";

/// Bakerstreet at the terminal: the table whenever it changed, then a prompt saying what
/// is being decided.
#[derive(Default)]
pub struct BakerstreetConsole {
    /// The table last printed, so a refused action is retried without printing it again.
    shown: Option<View>,
}

impl Console<Bakerstreet> for BakerstreetConsole {
    fn seat_name(&self, _state: &State, seat: Seat) -> String {
        seat.to_string()
    }

    fn intro(&mut self, view: &View, out: &mut dyn Write) -> anyhow::Result<()> {
        if let Some(seat) = view.viewer.seat() {
            let first = if seat == view.active {
                "You move first".to_string()
            } else {
                format!("{} moves first", view.active)
            };
            writeln!(
                out,
                "You are {seat}; your cards show as s{}:VALUE on the table. {first}. Type `help` for the commands.",
                seat.0
            )?;
        }
        Ok(())
    }

    fn ask(
        &mut self,
        view: &View,
        legal: &[Action],
        lines: &mut dyn Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> anyhow::Result<Option<Action>> {
        let typed = Typed {
            table: &text::table,
            prompt: text::prompt(view, legal),
            help: HELP,
            parse: text::parse_action,
        };
        ask_typed::<Bakerstreet>(typed, &mut self.shown, view, lines, out)
    }
}
