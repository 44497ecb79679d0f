//! `whodunit play cluedo`: how the terminal asks a person for Cluedo actions.

use super::text;
use crate::terminal::Console;
use std::io::Write;
use whodunit_cluedo::{Action, Cluedo, PhaseView, State, View};
use whodunit_engine::Seat;

const HELP: &str = "\
actions:
  roll                      roll the die (from a square, or to leave a room)
  stay | passage            stay in your room, or take its secret passage
  move ROW,COL | move ROOM  go to a reachable square (shown as *) or room
  suggest SUSPECT WEAPON    suggest in the room you are in, e.g. `suggest plum rope`
  show CARD                 show one of the named cards you hold
  accuse SUSPECT WEAPON ROOM  your one accusation, e.g. `accuse plum rope lounge`
  end                       end your turn
  a number                  pick that entry of the numbered options
other commands: board, notes, help, quit
names: the keys scarlett mustard white green peacock plum / dagger candlestick revolver
rope lead_pipe wrench / kitchen ballroom conservatory dining_room billiard_room library
lounge hall study (English and Italian names work too)";

/// Cluedo at the terminal: the board before each move, numbered options, typed suggestions
/// and accusations.
pub struct CluedoConsole;

impl Console<Cluedo> for CluedoConsole {
    fn seat_name(&self, state: &State, seat: Seat) -> String {
        state.suspect_of(seat).to_string()
    }

    fn intro(&mut self, view: &View, out: &mut dyn Write) -> anyhow::Result<()> {
        if let Some(seat) = view.viewer.seat() {
            writeln!(
                out,
                "You are {} (seat {}). Type `help` for the commands.",
                view.seats[seat.index()].suspect,
                seat.0
            )?;
        }
        writeln!(out, "{}", text::table(view))?;
        Ok(())
    }

    fn ask(
        &mut self,
        view: &View,
        legal: &[Action],
        lines: &mut dyn Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> anyhow::Result<Option<Action>> {
        ask(view, legal, lines, out)
    }
}

/// Prompts until the person types a usable action; `None` when they quit or input ends.
fn ask(
    view: &View,
    legal: &[Action],
    lines: &mut dyn Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> anyhow::Result<Option<Action>> {
    let numbered = short_options(legal);
    loop {
        match view.phase {
            PhaseView::StartOfTurn | PhaseView::Moving { .. } => {
                writeln!(out, "{}", text::board(view))?
            }
            _ => {}
        }
        writeln!(out, "Your move. Options:")?;
        for (i, action) in numbered.iter().enumerate() {
            writeln!(out, "  [{}] {}", i + 1, text::action(action))?;
        }
        if matches!(view.phase, PhaseView::AfterMove { .. }) {
            let suggest = if legal.iter().any(|a| matches!(a, Action::Suggest { .. })) {
                "suggest SUSPECT WEAPON, "
            } else {
                ""
            };
            writeln!(out, "  or {suggest}accuse SUSPECT WEAPON ROOM")?;
        }
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(None);
        };
        let line = line.trim();
        match line {
            "quit" | "q" => return Ok(None),
            "help" | "?" => writeln!(out, "{HELP}")?,
            "board" => writeln!(out, "{}", text::board(view))?,
            "notes" | "hand" => write!(out, "{}", text::hand(view))?,
            _ => {
                if let Ok(n) = line.parse::<usize>() {
                    match numbered.get(n.wrapping_sub(1)) {
                        Some(action) => return Ok(Some(*action)),
                        None => writeln!(out, "Pick a number from 1 to {}.", numbered.len())?,
                    }
                    continue;
                }
                match text::parse_action(line) {
                    Ok(action) => return Ok(Some(action)),
                    Err(problem) => writeln!(out, "{problem} (type `help` for the commands)")?,
                }
            }
        }
    }
}

/// The options worth numbering: everything except the long list of accusations and
/// suggestions, which are typed.
fn short_options(legal: &[Action]) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| !matches!(a, Action::Accuse(_) | Action::Suggest { .. }))
        .copied()
        .collect()
}
