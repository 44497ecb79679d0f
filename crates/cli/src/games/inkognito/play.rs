//! `whodunit play inkognito`: how the terminal asks a person for Inkognito decisions.

use super::{parse, text};
use crate::terminal::{ask_typed, Console, Typed};
use std::io::Write;
use whodunit_engine::{Seat, Viewer};
use whodunit_inkognito::{Action, Event, Inkognito, State, View};

const HELP: &str = "\
decisions (the prompt lists those open to you now):
  place LOCATION        go to a location: `place rialto`, `place san marco`, `place 2`
  pair CARD CARD        show two of your coloured cards, exactly one true: `pair B 0`,
                        `pair identity:B number:0`
  black KIND            show one of your black cards: `black identity`, `black number`
  call NUMBER           dial the fragments of F, B, Z, X in order: `call 52 11 0 29`
  ask SEAT              at the Ambassador, name an agent by seat: `ask 2`;
                        3 players: `ask dummy identity`
  pass                  let the meeting pass
  reveal KIND           when named, show the asker a black card: `reveal number`
  look KIND             at a meeting with the dummy, see one of its black cards
locations 1-5: Rialto, San Marco, San Giorgio, Salute, Ponte dei Sospiri (meetings are
resolved in that order). Identities: F Lord Fiddlebottom, B Colonel Bubble (partners),
Z Mme Zsa Zsa, X Agent X (partners). Fragments: 52, 11, 0, 29.
other commands: table (show the table again), help, quit";

/// Inkognito at the terminal: the table whenever it changed, what this game showed the
/// person, then a prompt naming the decisions open now.
#[derive(Default)]
pub struct InkognitoConsole {
    /// The table last printed, so a refused action is retried without printing it again.
    shown: Option<View>,
    /// The person's seat, once known.
    me: Option<Seat>,
    /// This game's pairs and black cards shown to the person, as lines of the log.
    learnt: Vec<String>,
}

impl InkognitoConsole {
    /// An event that showed the person something secret: a pair or black card shown to
    /// them, a black card they witnessed, a look at the dummy.
    fn teaches(&self, event: &Event) -> bool {
        let me = self.me;
        match event {
            Event::Showed {
                to, shown: Some(_), ..
            } => Some(*to) == me,
            Event::BlackShown {
                to,
                witness,
                card: Some(_),
                ..
            } => Some(*to) == me || *witness == me,
            Event::Looked {
                seat,
                card: Some(_),
            } => Some(*seat) == me,
            _ => false,
        }
    }
}

/// What the person may decide now, read from the legal actions.
fn prompt(legal: &[Action]) -> String {
    let mut verbs: Vec<String> = Vec::new();
    let places: Vec<&str> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Place(l) => Some(text::location(*l)),
            _ => None,
        })
        .collect();
    if !places.is_empty() {
        verbs.push(format!("place LOCATION ({})", places.join(", ")));
    }
    for (verb, open) in [
        (
            "pair CARD CARD",
            legal.iter().any(|a| matches!(a, Action::ShowPair(_))),
        ),
        (
            "black KIND",
            legal.iter().any(|a| matches!(a, Action::ShowBlack(_))),
        ),
        (
            "ask SEAT",
            legal.iter().any(|a| matches!(a, Action::Ask(_))),
        ),
        (
            "ask dummy KIND",
            legal.iter().any(|a| matches!(a, Action::AskDummy(_))),
        ),
        (
            "look KIND",
            legal.iter().any(|a| matches!(a, Action::Look(_))),
        ),
        (
            "reveal KIND",
            legal.iter().any(|a| matches!(a, Action::RevealBlack(_))),
        ),
        (
            "call NUMBER",
            legal.iter().any(|a| matches!(a, Action::Call(_))),
        ),
        ("pass", legal.contains(&Action::Pass)),
    ] {
        if open {
            verbs.push(verb.to_string());
        }
    }
    format!("Your decision: {}.", verbs.join(", "))
}

impl Console<Inkognito> for InkognitoConsole {
    fn seat_name(&self, _state: &State, seat: Seat) -> String {
        seat.to_string()
    }

    fn intro(&mut self, view: &View, out: &mut dyn Write) -> anyhow::Result<()> {
        self.me = view.viewer.seat();
        if let Some(me) = self.me {
            writeln!(
                out,
                "You are {me} of {}. A match is won by the first to {} points; a game by \
                 calling the number at a meeting. Type `help` for the commands.",
                view.players,
                whodunit_inkognito::TARGET
            )?;
        }
        for line in text::opening(view) {
            writeln!(out, "  {line}")?;
        }
        Ok(())
    }

    fn observe(&mut self, event: &Event) {
        if matches!(event, Event::GameStarted { .. }) {
            self.learnt.clear();
        }
        if let (Some(me), true) = (self.me, self.teaches(event)) {
            self.learnt.push(text::event(Viewer::Seat(me), event));
        }
    }

    fn ask(
        &mut self,
        view: &View,
        legal: &[Action],
        lines: &mut dyn Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> anyhow::Result<Option<Action>> {
        let learnt = &self.learnt;
        let table = |view: &View| text::table(view, learnt);
        let typed = Typed {
            table: &table,
            prompt: Some(prompt(legal)),
            help: HELP,
            parse: parse::action,
        };
        ask_typed::<Inkognito>(typed, &mut self.shown, view, lines, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use whodunit_engine::Game;
    use whodunit_inkognito::{Card, Config, Fragment, Identity, Shown};

    #[test]
    fn the_table_keeps_what_this_game_showed_the_person() {
        let state = Inkognito::setup(&Config::with_players(4), 1).expect("setup");
        let view = Inkognito::view(&state, Viewer::Seat(Seat(0)));
        let mut console = InkognitoConsole::default();
        console.intro(&view, &mut Vec::new()).expect("intro");
        let pair = [Card::Identity(Identity::F), Card::Number(Fragment::F11)];
        let to = |to: u8| Event::Showed {
            from: Seat(1),
            to: Seat(to),
            cards: 2,
            shown: Some(Shown::Pair(pair)),
        };
        console.observe(&to(0));
        console.observe(&to(2));
        let table = text::table(&view, &console.learnt);
        assert!(table.contains(
            "Seen this game:\n  seat 1 shows seat 0 (you) the pair identity F + number 11\n"
        ));
        assert!(!table.contains("seat 2 the pair"));
        console.observe(&Event::GameStarted {
            game: 2,
            ambassador: None,
            start: Seat(1),
            scores: vec![0; 4],
        });
        assert!(console.learnt.is_empty(), "a new game starts afresh");
    }

    #[test]
    fn the_prompt_names_the_decisions_open_now() {
        let legal = [Action::Pass, Action::Ask(Seat(2))];
        assert_eq!(prompt(&legal), "Your decision: ask SEAT, pass.");
    }
}
