//! `whodunit notebook inkognito`: the companion for a physical Inkognito game, in the
//! terminal. The person sets up the table (players, their seat, the 5-player Ambassador
//! player, their black cards), then records what they see at each meeting; after each
//! record the notebook shows every agent's chances, the partner, the likeliest numbers and
//! how many certain facts there are. The loop and the session file (the same JSON the web
//! companion sends) are [`crate::companion`]'s.

use super::parse;
use super::text;
use crate::companion::{self, ask, Handled, Lines, NotTaken};
use serde_json::Value;
use std::io::Write;
use whodunit_engine::companion::Records;
use whodunit_engine::Seat;
use whodunit_inkognito::companion::{answer_of, Record, Refusal, Session};
use whodunit_inkognito::{Agent, BlackCard, Card, Location, MeetingKind, Shown};

const HELP: &str = "\
say where you are, then record what you see there:
  round N                    the round being played (1, 2, ...)
  at LOCATION KIND           the meeting you are at: KIND is two (two agents), amb
                             (Ambassador), dummy (3 players) or audience (5 players),
                             e.g. `at rialto two`, `at san marco amb`
  saw WHO pair C C           WHO (a seat number, or `dummy`) showed you a pair, e.g.
                             `saw 2 pair B 0`; exactly one of the two is true
  saw WHO black C [to SEAT]  a black card shown to you (the dummy's card you looked at:
                             `saw dummy black 11`); as the 5-player Ambassador player,
                             what WHO showed the asker SEAT: `saw 1 black F to 3`
  showed SEAT pair C C       what you showed SEAT: `showed 1 pair F 0`
  showed SEAT black C        `showed 1 black 52`
  call SEAT N N N N right|wrong [with WHO]
                             a call: the fragments of F, B, Z, X; with 4 players, whom
                             the caller met (`call 1 52 11 0 29 wrong with 3`)
other commands:
  list            the records so far, numbered
  correct N ...   replace record N by a record line (at the current round and meeting)
  undo            take back the last record
  remove N        drop record N (when a hand-edited file contradicts itself)
  facts           every certain fact with its smallest reason
  sheet           the clue sheet: the cards seen and shown, by player and meeting
  pairs           your 12 pairs and those already shown to each player
  help, quit
cards: identities F B Z X, numbers 52 11 0 29";

/// Where the person is: the round and the meeting the next record is about.
#[derive(Clone, Copy)]
struct Here {
    round: u8,
    at: Option<(Location, MeetingKind)>,
}

impl Here {
    /// Where the last record was made, to resume a session.
    fn of(session: &Session) -> Here {
        match session.records.last() {
            Some(
                Record::Saw {
                    round,
                    location,
                    kind,
                    ..
                }
                | Record::Showed {
                    round,
                    location,
                    kind,
                    ..
                },
            ) => Here {
                round: *round,
                at: Some((*location, *kind)),
            },
            Some(Record::Call { round, .. }) => Here {
                round: *round,
                at: None,
            },
            None => Here { round: 1, at: None },
        }
    }
}

/// The Inkognito session as the shared loop runs it, with where the person is.
pub struct Companion {
    session: Session,
    here: Here,
}

impl companion::Companion for Companion {
    type Session = Session;
    const HELP: &'static str = HELP;
    const CORRECT: &'static str = "correct 3 saw ...";

    /// Resumes where the last record was made.
    fn new(session: Session) -> Self {
        let here = Here::of(&session);
        Companion { session, here }
    }

    fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
        set_up(lines, out)
    }

    fn session(&self) -> &Session {
        &self.session
    }

    fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    fn prompt(&self) -> String {
        prompt(&self.here)
    }

    /// Other seats by name; only a contradiction ends with a hint to correct an earlier
    /// record.
    fn enter(&mut self, line: &str, number: Option<usize>) -> Result<(), NotTaken> {
        let record = parse_record(&self.here, line).map_err(NotTaken::Unread)?;
        let session = &mut self.session;
        let result = match number {
            Some(number) => session.correct(number, record),
            None => session.record(record),
        };
        result.map(drop).map_err(|refusal| {
            let conflict = matches!(refusal, Refusal::Conflict { .. });
            NotTaken::Refused {
                message: if conflict {
                    named(session, &refusal.to_string())
                } else {
                    refusal.to_string()
                },
                correctable: conflict,
            }
        })
    }

    fn list(&self) -> Vec<String> {
        let session = &self.session;
        (1..=session.records.len())
            .map(|number| named(session, &session.describe(number)))
            .collect()
    }

    fn command(&mut self, word: &str, rest: &str, out: &mut impl Write) -> Handled {
        let session = &self.session;
        match word {
            "facts" | "why" => facts(session, out)?,
            "sheet" => sheet(session, out)?,
            "pairs" => pairs(session, out)?,
            "round" => match rest.trim().parse::<u8>() {
                Ok(round) if round >= 1 => self.here = Here { round, at: None },
                _ => writeln!(out, "round takes a number from 1, e.g. `round 3`")?,
            },
            "at" => match meeting(rest) {
                Ok(at) => self.here.at = Some(at),
                Err(problem) => writeln!(out, "{problem}")?,
            },
            _ => return Ok(None),
        }
        Ok(Some(false))
    }

    fn show(&self, out: &mut impl Write) -> anyhow::Result<()> {
        show(&self.session, out)
    }
}

fn prompt(here: &Here) -> String {
    match here.at {
        Some((location, kind)) => format!(
            "round {} at {} ({}) ",
            here.round,
            text::location(location),
            kind_name(kind)
        ),
        None => format!("round {} ", here.round),
    }
}

fn kind_name(kind: MeetingKind) -> &'static str {
    match kind {
        MeetingKind::TwoAgents => "two agents",
        MeetingKind::Ambassador => "Ambassador",
        MeetingKind::Dummy => "dummy",
        MeetingKind::Audience => "audience",
    }
}

/// `LOCATION KIND`, the kind last.
fn meeting(rest: &str) -> Result<(Location, MeetingKind), String> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let Some((kind, location)) = words.split_last() else {
        return Err("at takes a location and a kind, e.g. `at rialto two`".into());
    };
    let kind = match kind.to_lowercase().as_str() {
        "two" | "agents" | "two_agents" => MeetingKind::TwoAgents,
        "amb" | "ambassador" => MeetingKind::Ambassador,
        "dummy" => MeetingKind::Dummy,
        "audience" => MeetingKind::Audience,
        other => {
            return Err(format!(
                "{other:?} is not a kind of meeting: two, amb, dummy or audience \
                 (IK-ROUND-07, 08)"
            ))
        }
    };
    Ok((parse::place(location)?, kind))
}

fn seat(word: &str) -> Result<Seat, String> {
    word.parse::<u8>()
        .map(Seat)
        .map_err(|_| format!("{word:?} is not a seat number"))
}

fn agent(word: &str) -> Result<Agent, String> {
    if word.eq_ignore_ascii_case("dummy") {
        Ok(Agent::Dummy)
    } else {
        seat(word).map(Agent::Seat)
    }
}

fn black(word: &str) -> Result<BlackCard, String> {
    match parse::card(word) {
        Some(Card::Identity(i)) => Ok(BlackCard::Identity(i)),
        Some(Card::Number(f)) => Ok(BlackCard::Number(f)),
        None => Err(format!(
            "{word:?} is not a black card: an identity F, B, Z, X or a number 52, 11, 0, 29"
        )),
    }
}

/// `pair C C` or `black C`.
fn shown(words: &[&str]) -> Result<Shown, String> {
    match words {
        ["pair", cards @ ..] => parse::pair(cards).map(Shown::Pair),
        ["black", card] => black(card).map(Shown::Black),
        _ => Err("say `pair C C` or `black C`".into()),
    }
}

/// Reads a `saw`, `showed` or `call` line, at the round and meeting `here`.
fn parse_record(here: &Here, line: &str) -> Result<Record, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = || {
        here.at
            .ok_or("say first which meeting you are at, e.g. `at rialto two`".to_string())
    };
    match words.as_slice() {
        ["saw", who, rest @ ..] => {
            let (location, kind) = at()?;
            let (what, to) = match rest {
                [what @ .., "to", to] => (what, Some(seat(to)?)),
                what => (what, None),
            };
            Ok(Record::Saw {
                round: here.round,
                location,
                kind,
                from: agent(who)?,
                to,
                shown: shown(what)?,
            })
        }
        ["showed", to, what @ ..] => {
            let (location, kind) = at()?;
            Ok(Record::Showed {
                round: here.round,
                location,
                kind,
                to: seat(to)?,
                shown: shown(what)?,
            })
        }
        ["call", caller, rest @ ..] => {
            let (rest, with) = match rest {
                [rest @ .., "with", who] => (rest, Some(agent(who)?)),
                rest => (rest, None),
            };
            let Some((verdict, number)) = rest.split_last() else {
                return Err("call takes SEAT N N N N right|wrong".into());
            };
            let correct = match *verdict {
                "right" | "correct" => true,
                "wrong" => false,
                other => return Err(format!("say `right` or `wrong`, not {other:?}")),
            };
            Ok(Record::Call {
                round: here.round,
                caller: seat(caller)?,
                number: parse::call(number)?,
                correct,
                with,
            })
        }
        ["saw", ..] => Err("saw takes WHO pair C C, or WHO black C".into()),
        ["showed", ..] => Err("showed takes SEAT pair C C, or SEAT black C".into()),
        _ => Err(format!("unknown command {line:?}")),
    }
}

/// Asks for the table; `None` if the input ends first.
fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
    writeln!(
        out,
        "A new Inkognito companion session. Type `quit` to leave."
    )?;
    loop {
        let Some(players) = ask(lines, out, "Players (3, 4 or 5):")? else {
            return Ok(None);
        };
        let Ok(players) = players.trim().parse::<usize>() else {
            writeln!(out, "{players:?} is not a number of players")?;
            continue;
        };
        let Some(me) = ask(lines, out, "Your seat (0 is the first player):")? else {
            return Ok(None);
        };
        let Ok(me) = seat(me.trim()) else {
            writeln!(out, "{me:?} is not a seat number; let's start again.")?;
            continue;
        };
        let ambassador = if players == 5 {
            let Some(amb) = ask(lines, out, "The Ambassador player's seat:")? else {
                return Ok(None);
            };
            match seat(amb.trim()) {
                Ok(amb) => Some(amb),
                Err(problem) => {
                    writeln!(out, "{problem}; let's start again.")?;
                    continue;
                }
            }
        } else {
            None
        };
        let cards = if ambassador == Some(me) {
            None
        } else {
            let Some(cards) = ask(
                lines,
                out,
                "Your black cards (identity and fragment, e.g. `B 11`):",
            )?
            else {
                return Ok(None);
            };
            let words: Vec<&str> = cards.split_whitespace().collect();
            match words.as_slice() {
                [i, f] => match (parse::identity(i), parse::fragment(f)) {
                    (Some(i), Some(f)) => Some((i, f)),
                    _ => {
                        writeln!(out, "{cards:?} is not an identity (F, B, Z, X) and a fragment (52, 11, 0, 29); let's start again.")?;
                        continue;
                    }
                },
                _ => {
                    writeln!(
                        out,
                        "give an identity and a fragment, e.g. `B 11`; let's start again."
                    )?;
                    continue;
                }
            }
        };
        match Session::new(players, me, ambassador, cards) {
            Ok(session) => return Ok(Some(session)),
            Err(problem) => writeln!(out, "{problem}; let's start again.")?,
        }
    }
}

/// The companion's sentences with each `{seat N}` as that seat's name, or `seat N`.
fn named(session: &Session, text: &str) -> String {
    let mut out = text.to_string();
    for s in 0..session.players.min(5) {
        let name = session
            .names
            .get(s)
            .map(|n| n.trim())
            .filter(|n| !n.is_empty())
            .map_or(format!("seat {s}"), str::to_string);
        out = out.replace(&format!("{{seat {s}}}"), &name);
    }
    out
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// The companion's answer, or `None` after saying why the entries contradict each other
/// (a hand-edited file: the person removes one of those named).
fn answer(session: &Session, out: &mut impl Write) -> anyhow::Result<Option<Value>> {
    match session.check(None) {
        Ok((notebook, view)) => Ok(Some(answer_of(&notebook, &view))),
        Err(refusal) => {
            writeln!(
                out,
                "The entries contradict each other: {}.\n\
                 Remove one of them with `remove N` (`list` shows them all).",
                named(session, &refusal.to_string())
            )?;
            Ok(None)
        }
    }
}

fn facts(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let facts = answer["notebook"]["facts"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if facts.is_empty() {
        writeln!(out, "Nothing certain yet.")?;
    }
    for fact in facts {
        let said = capital(&named(session, fact["fact"].as_str().unwrap_or("")));
        let why = named(session, fact["reason"].as_str().unwrap_or(""));
        writeln!(out, "  {said}\n      because: {why}")?;
    }
    Ok(())
}

fn percent(p: &Value) -> String {
    match p.as_f64() {
        Some(p) if p >= 1.0 => "YES".into(),
        Some(p) if p <= 0.0 => "-".into(),
        Some(p) => format!("{:.0}%", p * 100.0),
        None => "".into(),
    }
}

/// Every other agent's chances, the partner, the likeliest numbers.
fn show(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let notebook = &answer["notebook"];
    let heads = ["F", "B", "Z", "X", "52", "11", "0", "29"];
    write!(out, "\n{:<12}", "")?;
    for head in heads {
        write!(out, "{head:>6}")?;
    }
    writeln!(out, "{:>9}", "partner")?;
    for agent in notebook["agents"].as_array().into_iter().flatten() {
        let name = match agent["seat"].as_u64() {
            Some(s) => named(session, &format!("{{seat {s}}}")),
            None => "dummy".into(),
        };
        let name: String = name.chars().take(11).collect();
        write!(out, "{name:<12}")?;
        for (i, head) in heads.iter().enumerate() {
            let table = if i < 4 { "identity" } else { "fragment" };
            write!(out, "{:>6}", percent(&agent[table][*head]))?;
        }
        writeln!(out, "{:>9}", percent(&agent["partner"]))?;
    }
    let numbers = answer["numbers"].as_array().cloned().unwrap_or_default();
    writeln!(
        out,
        "\n{} deals possible, {} numbers; the likeliest (F B Z X):",
        answer["deals"],
        numbers.len()
    )?;
    for n in numbers.iter().take(5) {
        let dial: Vec<&str> = n["number"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        writeln!(
            out,
            "  {:>6.2}%  {}",
            n["p"].as_f64().unwrap_or(0.0) * 100.0,
            dial.join(" ")
        )?;
    }
    let count = notebook["facts"].as_array().map_or(0, Vec::len);
    writeln!(
        out,
        "{count} certain facts (`facts` gives them with reasons; `sheet`, `pairs`, `help`)"
    )?;
    Ok(())
}

fn sheet(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let sheet = &answer["notebook"]["clue_sheet"];
    let boxes: Vec<String> = ["F", "B", "Z", "X"]
        .iter()
        .map(|i| format!("{i}: {}", sheet["fragments"][*i].as_str().unwrap_or("__")))
        .collect();
    writeln!(out, "Fragments  {}", boxes.join("   "))?;
    for block in sheet["blocks"].as_array().into_iter().flatten() {
        let who = match block["seat"].as_u64() {
            _ if block["dummy"] == true => "the dummy".to_string(),
            Some(s) => named(session, &format!("{{seat {s}}}")),
            None => "?".into(),
        };
        let role = if block["ambassador"] == true {
            " (Ambassador player)"
        } else {
            ""
        };
        writeln!(out, "{who}{role}:")?;
        let columns = block["columns"].as_array().cloned().unwrap_or_default();
        if columns.is_empty() {
            writeln!(out, "  nothing seen or shown yet")?;
        }
        for column in columns {
            let marks: Vec<String> = column["marks"]
                .as_object()
                .into_iter()
                .flatten()
                .map(|(row, mark)| format!("{row} {}", mark.as_str().unwrap_or("")))
                .collect();
            writeln!(
                out,
                "  round {} {} {}: {}",
                column["round"],
                column["location"].as_str().unwrap_or(""),
                column["kind"].as_str().unwrap_or(""),
                marks.join(", ")
            )?;
        }
    }
    writeln!(
        out,
        "(✗ a card of a pair shown to you, • one you showed, ■ a black card you saw, □ yours seen)"
    )?;
    Ok(())
}

fn card_of(value: &Value) -> String {
    serde_json::from_value::<Card>(value.clone()).map_or("?".into(), text::card)
}

fn pairs(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let pairs = answer["notebook"]["clue_sheet"]["pairs"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if pairs.is_empty() {
        writeln!(out, "You show no pairs in this game.")?;
    }
    for to in pairs {
        let who = named(session, &format!("{{seat {}}}", to["seat"]));
        let shown = to["shown"].as_array().cloned().unwrap_or_default();
        let left: Vec<String> = to["valid"]
            .as_array()
            .into_iter()
            .flatten()
            // IK-MEET-08: once all 12 are shown, all 12 may be shown again.
            .filter(|p| shown.len() >= 12 || !shown.contains(p))
            .map(|p| format!("{} + {}", card_of(&p[0]), card_of(&p[1])))
            .collect();
        writeln!(
            out,
            "{who}: {} shown, {} left: {}",
            shown.len(),
            to["left"],
            left.join("; ")
        )?;
    }
    Ok(())
}
