//! `whodunit notebook cluedo`: the companion for a physical game, in the terminal. The
//! person sets up the table, then records suggestions and accusations; after each record
//! the notebook shows every card's chances, the envelope candidates and the certain facts
//! with their reasons. The session is saved after every change and resumed on start.

use anyhow::Context;
use std::io::{BufRead, Write};
use std::path::Path;
use whodunit_cluedo::companion::{hand_sizes, Record, Session};
use whodunit_cluedo::notebook::{Deductions, Holder, Notebook};
use whodunit_cluedo::{Card, Room, Suspect, Triple, Weapon};
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
  why CARD        every certain fact about a card, with its reason
  facts           every certain fact with its reason
  help, quit
names: suspects scarlett mustard white green peacock plum; weapons dagger candlestick
revolver rope lead_pipe wrench; rooms kitchen ballroom conservatory dining_room
billiard_room library lounge hall study (English and Italian names work too)";

/// Runs the companion on `session_file`, reading commands from `input`.
pub fn run(session_file: &Path, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
    let mut lines = input.lines();
    let mut session = if session_file.exists() {
        let text = std::fs::read_to_string(session_file)
            .with_context(|| format!("cannot read {}", session_file.display()))?;
        let session: Session = serde_json::from_str(&text)
            .with_context(|| format!("{} is not a companion session", session_file.display()))?;
        writeln!(
            out,
            "Resuming {} ({} records).",
            session_file.display(),
            session.records.len()
        )?;
        session
    } else {
        match set_up(&mut lines, &mut out)? {
            Some(session) => session,
            None => return Ok(()),
        }
    };
    save(&session, session_file)?;
    show(&session, &mut out)?;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(());
        };
        let line = line.trim();
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        let changed = match command {
            "" => false,
            "quit" | "q" => return Ok(()),
            "help" | "?" => {
                writeln!(out, "{HELP}")?;
                false
            }
            "list" => {
                list(&session, &mut out)?;
                false
            }
            "facts" | "why" => {
                explain(&session, rest, &mut out)?;
                false
            }
            "undo" => match session.undo() {
                Some(_) => true,
                None => {
                    writeln!(out, "Nothing to undo.")?;
                    false
                }
            },
            "correct" => {
                let (number, record) = rest.split_once(' ').unwrap_or((rest, ""));
                match (number.parse::<usize>(), parse_record(&session, record)) {
                    (Ok(number), Ok(record)) => report(session.correct(number, record), &mut out)?,
                    (Err(_), _) => {
                        writeln!(
                            out,
                            "correct takes a record number, e.g. `correct 3 suggest ...`"
                        )?;
                        false
                    }
                    (_, Err(problem)) => {
                        writeln!(out, "{problem}")?;
                        false
                    }
                }
            }
            _ => match parse_record(&session, line) {
                Ok(record) => report(session.record(record), &mut out)?,
                Err(problem) => {
                    writeln!(out, "{problem} (type `help`)")?;
                    false
                }
            },
        };
        if changed {
            save(&session, session_file)?;
            show(&session, &mut out)?;
        }
    }
}

fn report(
    result: Result<Notebook, whodunit_cluedo::companion::Refusal>,
    out: &mut impl Write,
) -> anyhow::Result<bool> {
    match result {
        Ok(_) => Ok(true),
        Err(refusal) => {
            writeln!(out, "Not recorded: {refusal}")?;
            writeln!(
                out,
                "Correct an earlier record (`correct N ...`) or leave this one out."
            )?;
            Ok(false)
        }
    }
}

fn save(session: &Session, path: &Path) -> anyhow::Result<()> {
    let text = serde_json::to_string_pretty(session)?;
    std::fs::write(path, text).with_context(|| format!("cannot save to {}", path.display()))
}

/// Asks for the table; `None` if the input ends first.
fn set_up(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut impl Write,
) -> anyhow::Result<Option<Session>> {
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

fn ask(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut impl Write,
    question: &str,
) -> anyhow::Result<Option<String>> {
    write!(out, "{question} ")?;
    out.flush()?;
    match lines.next().transpose()? {
        Some(line) if line.trim() == "quit" => Ok(None),
        Some(line) => Ok(Some(line)),
        None => Ok(None),
    }
}

fn ask_seat(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
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

fn list(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    if session.records.is_empty() {
        writeln!(out, "No records yet.")?;
    }
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
        writeln!(out, "  #{} {line}", i + 1)?;
    }
    Ok(())
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
