//! `whodunit notebook pi`: the companion for a physical P.I. game, in the terminal. The
//! person sets up the table (players, their seat, the tiles on the board, the case they
//! hold), then records what happens at the table: investigators and their discs and
//! cubes, evidence cards and their tokens, solve attempts and verdicts, the display, each
//! new mini-game. After each record the notebook shows the cases left, the chances, the
//! likeliest cases and the best next actions. The loop and the session file (the same
//! JSON the web companion sends) are [`crate::companion`]'s.

use super::parse;
use crate::companion::{self, ask, Handled, Lines, NotTaken};
use serde_json::Value;
use std::io::Write;
use whodunit_engine::companion::Records;
use whodunit_engine::Seat;
use whodunit_pi::companion::{answer_of, Record, Refusal, Session};
use whodunit_pi::{Action, Case, Crime, Element, Location, Suspect, Tiles, Token};

const HELP: &str = "\
record what happens at the table, for any seat (0 is the first player):
  inv SEAT LOCATION D C      SEAT's investigator went to LOCATION and got D discs and C
                             cubes, e.g. `inv 0 \"Road House\" 1 0`, `inv 2 9 0 2`
  ev SEAT CARD RESULT        SEAT took the evidence card CARD and got RESULT: disc, cube
                             or nothing, e.g. `ev 1 Murder cube`, `ev 0 crime 7 nothing`
  solve SEAT S C L right|wrong
                             SEAT named a case and was told right or wrong, e.g.
                             `solve 2 Queenie \"Mob Killing\" \"Ocean Drive\" wrong`
  display CARD, CARD, ...    the display's cards now (the values of taking each),
                             e.g. `display Murder, Pinky, Lakeside`
  minigame SUSPECTS | CRIMES | HELD
                             a new mini-game: the tiles at locations 1 to 14 (ids, 0 for
                             a blank) and the case you hold, e.g.
                             `minigame 3 1 0 ... | 2 0 5 ... | 10 6 5`
other commands:
  list            the records so far, numbered
  correct N ...   replace record N by a record line
  undo            take back the last record
  remove N        drop record N (when a hand-edited file contradicts itself)
  facts           every certain fact with its reason
  help, quit
names ignore case and punctuation; elements may be given by id";

/// The P.I. session as the shared loop runs it.
pub struct Companion {
    session: Session,
}

impl companion::Companion for Companion {
    type Session = Session;
    const HELP: &'static str = HELP;
    const CORRECT: &'static str = "correct 3 inv 0 9 1 0";

    fn new(session: Session) -> Self {
        Companion { session }
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
        let mini_game = 1 + self
            .session
            .records
            .iter()
            .filter(|r| matches!(r, Record::MiniGame { .. }))
            .count();
        format!("mini-game {mini_game} ")
    }

    fn enter(&mut self, line: &str, number: Option<usize>) -> Result<(), NotTaken> {
        let record = parse_record(line).map_err(NotTaken::Unread)?;
        let session = &mut self.session;
        let result = match number {
            Some(number) => session.correct(number, record),
            None => session.record(record),
        };
        result.map(drop).map_err(|refusal| {
            let conflict = matches!(refusal, Refusal::Conflict { .. });
            NotTaken::Refused {
                message: named(session, &refusal.to_string()),
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

    fn command(&mut self, word: &str, _rest: &str, out: &mut impl Write) -> Handled {
        match word {
            "facts" | "why" => facts(&self.session, out)?,
            _ => return Ok(None),
        }
        Ok(Some(false))
    }

    fn show(&self, out: &mut impl Write) -> anyhow::Result<()> {
        show(&self.session, out)
    }
}

fn seat(word: &str) -> Result<Seat, String> {
    word.parse::<u8>()
        .map(Seat)
        .map_err(|_| format!("{word:?} is not a seat number"))
}

fn count(word: &str) -> Result<u8, String> {
    word.parse::<u8>()
        .ok()
        .filter(|&n| n <= 3)
        .ok_or_else(|| format!("{word:?} is not a number of tokens, 0 to 3"))
}

/// `SEAT REST...`: the seat and the rest of the line.
fn seat_and_rest(rest: &str) -> Result<(Seat, &str), String> {
    let rest = rest.trim();
    let (first, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    Ok((seat(first)?, rest.trim()))
}

/// The last word of `text` and what comes before it.
fn last_word(text: &str) -> (&str, &str) {
    let text = text.trim();
    match text.rsplit_once(char::is_whitespace) {
        Some((before, last)) => (before.trim(), last),
        None => ("", text),
    }
}

fn card(text: &str) -> Result<Element, String> {
    match parse::action(&format!("evidence {text}"))? {
        Action::Evidence(card) => Ok(card),
        _ => Err(format!("{text:?} is not an evidence card")),
    }
}

fn case(text: &str) -> Result<Case, String> {
    match parse::action(&format!("solve {text}"))? {
        Action::Solve(case) => Ok(case),
        _ => Err(format!("{text:?} is not a case")),
    }
}

/// 14 tile ids, 0 (or `-`) for a blank.
fn tiles<T>(text: &str, make: fn(u8) -> Option<T>, what: &str) -> Result<Vec<Option<T>>, String> {
    text.split_whitespace()
        .map(|word| match word {
            "0" | "-" => Ok(None),
            id => id
                .parse::<u8>()
                .ok()
                .and_then(make)
                .map(Some)
                .ok_or_else(|| format!("{id:?} is not a {what} id (or 0 for a blank)")),
        })
        .collect()
}

fn board(suspects: &str, crimes: &str) -> Result<Tiles, String> {
    Ok(Tiles {
        suspect_tiles: tiles(suspects, Suspect::new, "suspect")?,
        crime_tiles: tiles(crimes, Crime::new, "crime")?,
    })
}

/// Reads an `inv`, `ev`, `solve`, `display` or `minigame` line.
fn parse_record(line: &str) -> Result<Record, String> {
    let line = line.trim();
    let (verb, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    match verb.to_lowercase().as_str() {
        "inv" | "investigate" | "investigated" => {
            let (seat, rest) = seat_and_rest(rest)?;
            let (rest, cubes) = last_word(rest);
            let (place, discs) = last_word(rest);
            let location = match parse::action(&format!("investigate {place}"))? {
                Action::Investigate(location) => location,
                _ => return Err(format!("{place:?} is not a location")),
            };
            Ok(Record::Investigated {
                seat,
                location,
                discs: count(discs)?,
                cubes: count(cubes)?,
            })
        }
        "ev" | "evidence" => {
            let (seat, rest) = seat_and_rest(rest)?;
            let (what, result) = last_word(rest);
            let result = match result.to_lowercase().as_str() {
                "disc" => Some(Token::Disc),
                "cube" => Some(Token::Cube),
                "nothing" | "none" | "-" => None,
                other => return Err(format!("say disc, cube or nothing, not {other:?}")),
            };
            Ok(Record::Evidence {
                seat,
                card: card(what)?,
                result,
            })
        }
        "solve" | "attempt" => {
            let (seat, rest) = seat_and_rest(rest)?;
            let (named, verdict) = last_word(rest);
            let correct = match verdict.to_lowercase().as_str() {
                "right" | "correct" => true,
                "wrong" => false,
                other => return Err(format!("say `right` or `wrong`, not {other:?}")),
            };
            Ok(Record::Attempt {
                seat,
                case: case(named)?,
                correct,
            })
        }
        "display" => {
            let cards = rest
                .split(',')
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(card)
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Record::Display { cards })
        }
        "minigame" => {
            let parts: Vec<&str> = rest.split('|').collect();
            let [suspects, crimes, held] = parts[..] else {
                return Err("minigame takes SUSPECTS | CRIMES | HELD (type `help`)".into());
            };
            Ok(Record::MiniGame {
                tiles: board(suspects, crimes)?,
                held: case(held)?,
            })
        }
        _ => Err(format!("unknown command {line:?}")),
    }
}

/// Asks for the table; `None` if the input ends first.
fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
    writeln!(out, "A new P.I. companion session. Type `quit` to leave.")?;
    loop {
        let Some(players) = ask(lines, out, "Players (2 to 5):")? else {
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
        let Some(suspects) = ask(
            lines,
            out,
            "The suspect tiles at locations 1 to 14 (ids 1 to 12, 0 for No Suspect):",
        )?
        else {
            return Ok(None);
        };
        let Some(crimes) = ask(
            lines,
            out,
            "The crime tiles at locations 1 to 14 (ids 1 to 10, 0 for No Crime):",
        )?
        else {
            return Ok(None);
        };
        let tiles = match board(&suspects, &crimes) {
            Ok(tiles) => tiles,
            Err(problem) => {
                writeln!(out, "{problem}; let's start again.")?;
                continue;
            }
        };
        let Some(held) = ask(
            lines,
            out,
            "The case you hold (suspect, crime, location, e.g. `10 6 5`):",
        )?
        else {
            return Ok(None);
        };
        let held = match case(&held) {
            Ok(held) => held,
            Err(problem) => {
                writeln!(out, "{problem}; let's start again.")?;
                continue;
            }
        };
        match Session::new(players, me, tiles, held) {
            Ok(session) => return Ok(Some(session)),
            Err(problem) => writeln!(out, "{problem}; let's start again.")?,
        }
    }
}

/// The companion's sentences with each `{seat N}` as that seat's name, or `seat N`.
fn named(session: &Session, text: &str) -> String {
    let mut out = text.to_string();
    for s in 0..session.players.min(whodunit_pi::MAX_PLAYERS) {
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

/// The companion's answer, or `None` after saying why the entries contradict each other
/// (a hand-edited file: the person removes one of those named).
fn answer(session: &Session, out: &mut impl Write) -> anyhow::Result<Option<Value>> {
    match session.check(None) {
        Ok((notebook, table)) => Ok(Some(answer_of(&notebook, &table, session.players))),
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

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
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

fn percent(p: f64) -> String {
    if p >= 1.0 {
        "certain".into()
    } else {
        format!("{:.0}%", p * 100.0)
    }
}

/// The elements of one type still possible, likeliest first, as `name p`.
fn chances(list: &Value, name: impl Fn(u8) -> Option<&'static str>) -> String {
    let mut left: Vec<(f64, &str)> = list
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| {
            let p = e["p"].as_f64()?;
            let id = u8::try_from(e["id"].as_u64()?).ok()?;
            (p > 0.0).then_some((p, name(id)?))
        })
        .collect();
    left.sort_by(|a, b| b.0.total_cmp(&a.0));
    left.iter()
        .map(|(p, name)| format!("{name} {}", percent(*p)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn element_name(value: &Value) -> String {
    serde_json::from_value::<Element>(value.clone()).map_or("?".into(), |e| e.name().into())
}

/// The cases left, the chances by type, the likeliest cases and the best next actions.
fn show(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let notebook = &answer["notebook"];
    writeln!(
        out,
        "\nMini-game {}: {} cases possible.",
        answer["mini_game"], notebook["possible"]
    )?;
    let suspects = chances(&notebook["suspects"], |id| {
        Suspect::new(id).map(|s| s.name())
    });
    let crimes = chances(&notebook["crimes"], |id| Crime::new(id).map(|c| c.name()));
    let locations = chances(&notebook["locations"], |id| {
        Location::new(id).map(|l| l.name())
    });
    writeln!(out, "  suspect:  {suspects}")?;
    writeln!(out, "  crime:    {crimes}")?;
    writeln!(out, "  location: {locations}")?;
    writeln!(out, "Likeliest cases:")?;
    for likely in notebook["likeliest"].as_array().into_iter().flatten() {
        let case = serde_json::from_value::<Case>(likely["case"].clone())
            .map_or("?".into(), |c| c.to_string());
        let p = likely["p"].as_f64().unwrap_or(0.0);
        writeln!(out, "  {:>6.2}%  {case}", p * 100.0)?;
    }
    let best = |key: &str, name: &dyn Fn(&Value) -> String| -> String {
        notebook[key]
            .as_array()
            .into_iter()
            .flatten()
            .take(3)
            .map(|a| {
                // The notebook's sums may leave -0.00 for a card that teaches nothing.
                let bits = a["bits"].as_f64().unwrap_or(0.0).max(0.0) + 0.0;
                format!("{} {bits:.2} bits", name(a))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let investigate = best("investigate", &|a| {
        serde_json::from_value::<Location>(a["location"].clone())
            .map_or("?".into(), |l| l.name().into())
    });
    let evidence = best("evidence", &|a| element_name(&a["card"]));
    if !investigate.is_empty() {
        writeln!(out, "Best investigators: {investigate}")?;
    }
    if !evidence.is_empty() {
        let known = if answer["display"].is_null() {
            " (any card: no display recorded)"
        } else {
            ""
        };
        writeln!(out, "Best cards{known}: {evidence}")?;
    }
    let count = notebook["facts"].as_array().map_or(0, Vec::len);
    writeln!(
        out,
        "{count} certain facts (`facts` gives them with reasons; `list`, `help`)"
    )?;
    Ok(())
}
