//! `whodunit notebook cluedo`: the companion for a physical game, in the terminal. The
//! person sets up the table, then records suggestions and accusations; after each record
//! the notebook shows every card's chances, the envelope candidates and the certain facts
//! with their reasons. The loop and the session file are [`crate::companion`]'s.

use crate::companion::{self, ask, Handled, Lines, NotTaken};
use anyhow::Context;
use std::io::Write;
use whodunit_cluedo::companion::{hand_sizes, Record, Session};
use whodunit_cluedo::notebook::{Deductions, Holder};
use whodunit_cluedo::{Card, Room, Suspect, Triple, Weapon};
use whodunit_engine::companion::Records;
use whodunit_engine::Seat;

const HELP: &str = "\
record what happens at the table:
  suggest BY SUSPECT WEAPON ROOM REFUTER [CARD]
      BY suggested; everyone after BY passed until REFUTER showed a card (`none` if
      nobody could). Give CARD when you saw it: your own suggestion, or when you showed it.
      e.g. `suggest plum green rope hall white` or `suggest mustard green rope hall none`
  accuse SUSPECT WEAPON ROOM right|wrong [SUSPECT WEAPON ROOM]
      your accusation; after a wrong one, the envelope if you were shown it
other commands:
  list            the records so far, numbered
  correct N ...   replace record N by a suggest/accuse line, e.g. `correct 3 suggest ...`
  undo            take back the last record
  remove N        drop record N
  why CARD        every certain fact about a card, with its reason
  facts           every certain fact with its reason
  help, quit
names: suspects scarlett mustard white green peacock plum; weapons dagger candlestick
revolver rope lead_pipe wrench; rooms kitchen ballroom conservatory dining_room
billiard_room library lounge hall study (English and Italian names work too)";

/// The Cluedo session as the shared loop runs it.
pub struct Companion(Session);

impl companion::Companion for Companion {
    type Session = Session;
    const HELP: &'static str = HELP;
    const CORRECT: &'static str = "correct 3 suggest ...";

    fn new(session: Session) -> Self {
        Companion(session)
    }

    fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
        set_up(lines, out)
    }

    fn session(&self) -> &Session {
        &self.0
    }

    fn session_mut(&mut self) -> &mut Session {
        &mut self.0
    }

    /// Every refusal ends with a hint to correct an earlier record.
    fn enter(&mut self, line: &str, number: Option<usize>) -> Result<(), NotTaken> {
        let record = parse_record(&self.0, line).map_err(NotTaken::Unread)?;
        let result = match number {
            Some(number) => self.0.correct(number, record),
            None => self.0.record(record),
        };
        result.map(drop).map_err(|refusal| NotTaken::Refused {
            message: refusal.to_string(),
            correctable: true,
        })
    }

    fn list(&self) -> Vec<String> {
        list(&self.0)
    }

    fn command(&mut self, word: &str, rest: &str, out: &mut impl Write) -> Handled {
        match word {
            "facts" | "why" => explain(&self.0, rest, out)?,
            _ => return Ok(None),
        }
        Ok(Some(false))
    }

    fn show(&self, out: &mut impl Write) -> anyhow::Result<()> {
        show(&self.0, out)
    }
}

/// Asks for the table; `None` if the input ends first.
fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
    writeln!(out, "A new companion session. Type `quit` to leave.")?;
    loop {
        let Some(players) = ask(
            lines,
            out,
            "Players in turn order (suspects, e.g. `scarlett mustard white peacock`):",
        )?
        else {
            return Ok(None);
        };
        let players: Result<Vec<Suspect>, String> = players
            .split_whitespace()
            .map(|w| Suspect::parse(w).ok_or_else(|| format!("{w:?} is not a suspect")))
            .collect();
        let players = match players {
            Ok(players) => players,
            Err(problem) => {
                writeln!(out, "{problem}")?;
                continue;
            }
        };
        let Some(me) = ask_seat(lines, out, &players, "Which of them are you?")? else {
            return Ok(None);
        };
        let Some(dealer) = ask_seat(lines, out, &players, "Who dealt?")? else {
            return Ok(None);
        };
        let size = hand_sizes(players.len().max(1), dealer)
            .get(me.index())
            .copied()
            .unwrap_or(0);
        let Some(hand) = ask(lines, out, &format!("Your {size} cards:"))? else {
            return Ok(None);
        };
        let hand: Result<Vec<Card>, String> = hand
            .split_whitespace()
            .map(|w| Card::parse(w).ok_or_else(|| format!("{w:?} is not a card")))
            .collect();
        let result = hand
            .map_err(|problem| problem.to_string())
            .and_then(|hand| Session::new(players, me, dealer, hand).map_err(|r| r.to_string()));
        match result {
            Ok(session) => return Ok(Some(session)),
            Err(problem) => writeln!(out, "{problem}; let's start again.")?,
        }
    }
}

fn ask_seat(
    lines: &mut impl Lines,
    out: &mut impl Write,
    players: &[Suspect],
    question: &str,
) -> anyhow::Result<Option<Seat>> {
    loop {
        let Some(answer) = ask(lines, out, question)? else {
            return Ok(None);
        };
        match seat_of(players, answer.trim()) {
            Ok(seat) => return Ok(Some(seat)),
            Err(problem) => writeln!(out, "{problem}")?,
        }
    }
}

fn seat_of(players: &[Suspect], name: &str) -> Result<Seat, String> {
    let suspect = Suspect::parse(name).ok_or_else(|| format!("{name:?} is not a suspect"))?;
    players
        .iter()
        .position(|&p| p == suspect)
        .map(|i| Seat(i as u8))
        .ok_or_else(|| format!("{suspect} is not playing"))
}

fn parse_triple(words: &[&str]) -> Result<Triple, String> {
    let [s, w, r] = words else {
        return Err("name a suspect, a weapon and a room".into());
    };
    Ok(Triple {
        suspect: Suspect::parse(s).ok_or_else(|| format!("{s:?} is not a suspect"))?,
        weapon: Weapon::parse(w).ok_or_else(|| format!("{w:?} is not a weapon"))?,
        room: Room::parse(r).ok_or_else(|| format!("{r:?} is not a room"))?,
    })
}

/// Reads a `suggest ...` or `accuse ...` line.
fn parse_record(session: &Session, line: &str) -> Result<Record, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["suggest", by, s, w, r, refuter, card @ ..] => {
            let by = seat_of(&session.players, by)?;
            let triple = parse_triple(&[s, w, r])?;
            let refuted_by = match *refuter {
                "none" | "nobody" => None,
                name => Some(seat_of(&session.players, name)?),
            };
            let card = match card {
                [] => None,
                [card] => Some(Card::parse(card).ok_or_else(|| format!("{card:?} is not a card"))?),
                _ => return Err("give at most one shown card".into()),
            };
            Ok(Record::Suggestion {
                by,
                triple,
                refuted_by,
                card,
            })
        }
        ["accuse", s, w, r, verdict, envelope @ ..] => {
            let triple = parse_triple(&[s, w, r])?;
            let correct = match *verdict {
                "right" | "correct" => true,
                "wrong" => false,
                other => return Err(format!("say `right` or `wrong`, not {other:?}")),
            };
            let envelope = match envelope {
                [] => None,
                cards => Some(parse_triple(cards)?),
            };
            Ok(Record::Accusation {
                triple,
                correct,
                envelope,
            })
        }
        ["suggest", ..] => Err("suggest takes BY SUSPECT WEAPON ROOM REFUTER [CARD]".into()),
        ["accuse", ..] => Err("accuse takes SUSPECT WEAPON ROOM right|wrong".into()),
        _ => Err(format!("unknown command {line:?}")),
    }
}

/// The records, numbered from 1.
fn list(session: &Session) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, record) in session.records.iter().enumerate() {
        let line = match record {
            Record::Suggestion {
                by,
                triple,
                refuted_by,
                card,
            } => {
                let refuted = match refuted_by {
                    Some(seat) => format!("refuted by {}", session.players[seat.index()]),
                    None => "nobody refuted".into(),
                };
                let shown = card.map(|c| format!(" with {c}")).unwrap_or_default();
                format!(
                    "{} suggested {triple}; {refuted}{shown}",
                    session.players[by.index()]
                )
            }
            Record::Accusation {
                triple, correct, ..
            } => {
                format!(
                    "you accused {triple}: {}",
                    if *correct { "right" } else { "wrong" }
                )
            }
        };
        lines.push(format!("#{} {line}", i + 1));
    }
    lines
}

fn explain(session: &Session, card: &str, out: &mut impl Write) -> anyhow::Result<()> {
    let notebook = session.notebook().map_err(|r| anyhow::anyhow!("{r}"))?;
    let deductions = notebook.deduce();
    let wanted = match card.trim() {
        "" => None,
        name => Some(Card::parse(name).with_context(|| format!("{name:?} is not a card"))?),
    };
    let facts: Vec<_> = deductions
        .facts
        .iter()
        .filter(|f| wanted.is_none_or(|c| f.card == c))
        .collect();
    if facts.is_empty() {
        writeln!(out, "Nothing certain yet.")?;
    }
    for fact in facts {
        writeln!(out, "  {}", fact.reason)?;
    }
    Ok(())
}

/// The grid: each card's chance to be in each hand or the envelope, and the candidates.
fn show(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let notebook = session.notebook().map_err(|r| anyhow::anyhow!("{r}"))?;
    let deductions = notebook.deduce();
    let seats: Vec<Seat> = (0..session.players.len() as u8).map(Seat).collect();
    write!(out, "\n{:<16}", "")?;
    for seat in &seats {
        let name = session.players[seat.index()].key();
        let mark = if *seat == session.me { "*" } else { "" };
        write!(out, "{:>10}", format!("{mark}{name}"))?;
    }
    writeln!(out, "{:>10}", "envelope")?;
    for card in Card::all() {
        write!(out, "{:<16}", card.to_string())?;
        for seat in &seats {
            write!(out, "{:>10}", cell(&deductions, card, Holder::Seat(*seat)))?;
        }
        writeln!(out, "{:>10}", cell(&deductions, card, Holder::Envelope))?;
    }
    let candidates = deductions.candidates();
    writeln!(
        out,
        "\n{} envelopes possible; the likeliest:",
        candidates.len()
    )?;
    for (triple, count) in candidates.iter().take(5) {
        let p = *count as f64 / deductions.total() as f64;
        writeln!(out, "  {:>6.2}%  {triple}", p * 100.0)?;
    }
    writeln!(
        out,
        "(`why CARD` explains a card, `facts` lists every certain fact)"
    )?;
    Ok(())
}

fn cell(deductions: &Deductions, card: Card, holder: Holder) -> String {
    match deductions.count(card, holder) {
        0 => "-".into(),
        n if n == deductions.total() => "YES".into(),
        n => format!("{:.0}%", n as f64 * 100.0 / deductions.total() as f64),
    }
}
