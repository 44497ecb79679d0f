//! `whodunit play guess`: how the terminal asks a person for an ask or a guess.

use super::text;
use crate::terminal::{ask_typed, Console, Typed};
use std::io::Write;
use whodunit_engine::Seat;
use whodunit_guess::{Action, Guess, State, View};

const HELP: &str = "\
actions:
  ask CARD     ask the other player whether they hold CARD, e.g. `ask C`
  guess CARD   name the hidden card: right, you win; wrong, you lose
other commands: table (show the table again), help, quit";

#[derive(Default)]
pub struct GuessConsole {
    shown: Option<View>,
}

impl Console<Guess> for GuessConsole {
    fn seat_name(&self, _state: &State, seat: Seat) -> String {
        seat.to_string()
    }

    fn intro(&mut self, view: &View, out: &mut dyn Write) -> anyhow::Result<()> {
        if let Some(seat) = view.viewer.seat() {
            writeln!(out, "You are {seat}. Type `help` for the commands.")?;
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
            prompt: Some("Your turn: ask CARD or guess CARD.".into()),
            help: HELP,
            parse: text::parse_action,
        };
        ask_typed::<Guess>(typed, &mut self.shown, view, lines, out)
    }
}
