//! `whodunit notebook bakerstreet`: the companion for a physical Bakerstreet game, in the
//! terminal. The person gives their seat, who moves first and their three dealt cards,
//! then records every move, challenge, choice, look, take and draw; after each record the
//! notebook shows the stacks with their covered cards, the evidence piles, the opponent's
//! unseen cards, the exact distribution of the opponent's hand total, the chance the six
//! cards reach the bid, and the letters each side needs. The loop and the session file
//! (the same JSON the web companion sends) are [`crate::companion`]'s.

use crate::companion::{self, ask, Handled, Lines, NotTaken};
use serde_json::Value;
use std::io::Write;
use whodunit_bakerstreet::companion::{answer_of, Record, Refusal, Session};
use whodunit_bakerstreet::{Face, Letter};
use whodunit_engine::companion::Records;
use whodunit_engine::Seat;

const HELP: &str = "\
record what happens at the table, in order (cards as 3, 3x2, 3stop, 0arrow):
  move CARD POS BID DRAWN    your move: the card placed at position POS (0 to 4), your
                             bid and the card you drew, e.g. `move 3x2 2 17 4stop`
                             (`-` for no card: an empty hand, or nothing to draw)
  they CARD POS BID          the opponent's move, e.g. `they 2 1 18`
  challenge me|they C C C    who challenged, and the hand the opponent showed, in the
                             order it went onto their discard pile (the last on top)
  choose POS                 the position the challenge winner chose
  look LETTERS               you won an evaluation: the pile, top first, e.g. `look KCRFFM`
  take LETTER [end]          the evidence card you took (`end`: and the game ended,
                             with one card per letter nothing being left to take)
  took [end]                 the opponent took a card (`end`: and the game ended)
  pass                       the winner could take no card (one card per letter)
  draw C C C                 your cards drawn at the start of a round
other commands:
  list            the records so far, numbered
  correct N ...   replace record N by a record line
  undo            take back the last record
  remove N        drop record N (when a hand-edited file contradicts itself)
  odds            the opponent's hand total and the six-card total, every value
  help, quit";

/// The Bakerstreet session as the shared loop runs it.
pub struct Companion {
    session: Session,
}

impl companion::Companion for Companion {
    type Session = Session;
    const HELP: &'static str = HELP;
    const CORRECT: &'static str = "correct 3 they 2 1 18";

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
        match self.session.check(None) {
            Ok((notebook, table)) => format!("{} ", next_words(&answer_of(&notebook, &table))),
            Err(_) => String::new(),
        }
    }

    fn enter(&mut self, line: &str, number: Option<usize>) -> Result<(), NotTaken> {
        let record = parse_record(&self.session, line).map_err(NotTaken::Unread)?;
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
            "odds" => odds(&self.session, out)?,
            _ => return Ok(None),
        }
        Ok(Some(false))
    }

    fn show(&self, out: &mut impl Write) -> anyhow::Result<()> {
        show(&self.session, out)
    }
}

/// What comes next, for the prompt.
fn next_words(answer: &Value) -> String {
    let next = &answer["next"];
    let me = answer["opponent"].as_u64().map(|o| 1 - o);
    let who = |seat: &Value| {
        if seat.as_u64() == me {
            "you"
        } else {
            "they"
        }
    };
    let round = answer["round"].as_u64().unwrap_or(1);
    let what = match next["what"].as_str().unwrap_or("") {
        "turn" => format!("{} to move", who(&next["seat"])),
        "choose" => format!("{} choose", who(&next["seat"])),
        "look" => format!("look at pile {}", next["position"]),
        "take" => format!("{} take from pile {}", who(&next["seat"]), next["position"]),
        "draw" => format!("draw {}", next["cards"]),
        _ => "game over".into(),
    };
    format!("round {round}, {what}")
}

fn seat(word: &str) -> Result<Seat, String> {
    match word.trim() {
        "0" => Ok(Seat(0)),
        "1" => Ok(Seat(1)),
        other => Err(format!("{other:?} is not a seat: 0 or 1")),
    }
}

fn face(word: &str) -> Result<Face, String> {
    Face::parse(word).ok_or_else(|| {
        format!("{word:?} is not a card: a value 0 to 5, maybe with stop, x2 or arrow (3x2)")
    })
}

/// A card, or `-` for none.
fn maybe_face(word: &str) -> Result<Option<Face>, String> {
    if word == "-" {
        Ok(None)
    } else {
        face(word).map(Some)
    }
}

fn number(word: &str, what: &str) -> Result<u8, String> {
    word.parse().map_err(|_| format!("{word:?} is not {what}"))
}

fn letters(words: &[&str]) -> Result<Vec<Letter>, String> {
    words
        .iter()
        .flat_map(|w| w.chars())
        .map(|c| Letter::from_char(c).ok_or_else(|| format!("{c:?} is not a letter A to T")))
        .collect()
}

/// Reads a record line.
fn parse_record(session: &Session, line: &str) -> Result<Record, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let me = session.me;
    let them = Seat(1 - me.0.min(1));
    match words.as_slice() {
        ["move", card, position, bid, rest @ ..] => Ok(Record::Move {
            seat: me,
            card: maybe_face(card)?,
            position: number(position, "a position 0 to 4")?,
            bid: number(bid, "a bid 0 to 30")?,
            drew: match rest {
                [] => None,
                [drew] => maybe_face(drew)?,
                _ => return Err("move takes CARD POS BID DRAWN".into()),
            },
        }),
        ["they", card, position, bid] => Ok(Record::Move {
            seat: them,
            card: maybe_face(card)?,
            position: number(position, "a position 0 to 4")?,
            bid: number(bid, "a bid 0 to 30")?,
            drew: None,
        }),
        ["challenge", who, hand @ ..] => Ok(Record::Challenge {
            seat: match *who {
                "me" | "you" | "i" => me,
                "they" | "them" => them,
                other => return Err(format!("who challenged: me or they, not {other:?}")),
            },
            hand: hand.iter().map(|w| face(w)).collect::<Result<_, _>>()?,
        }),
        ["choose", position] => Ok(Record::Choose {
            position: number(position, "a position 0 to 4")?,
        }),
        ["look", rest @ ..] => Ok(Record::Look {
            letters: letters(rest)?,
        }),
        ["take", letter, rest @ ..] if rest.is_empty() || rest == ["end"] => {
            match letters(&[letter])?.as_slice() {
                [letter] => Ok(Record::Take {
                    letter: Some(*letter),
                    ends: !rest.is_empty(),
                }),
                _ => Err("take takes one letter, e.g. `take F`".into()),
            }
        }
        ["took"] => Ok(Record::Take {
            letter: None,
            ends: false,
        }),
        ["took", "end"] => Ok(Record::Take {
            letter: None,
            ends: true,
        }),
        ["pass"] => Ok(Record::Pass),
        ["draw", cards @ ..] => Ok(Record::Draw {
            cards: cards.iter().map(|w| face(w)).collect::<Result<_, _>>()?,
        }),
        ["move", ..] => Err("move takes CARD POS BID DRAWN, e.g. `move 3x2 2 17 4`".into()),
        ["they", ..] => Err("they takes CARD POS BID, e.g. `they 2 1 18`".into()),
        _ => Err(format!("unknown command {line:?}")),
    }
}

/// Asks for the set-up; `None` if the input ends first.
fn set_up(lines: &mut impl Lines, out: &mut impl Write) -> anyhow::Result<Option<Session>> {
    writeln!(
        out,
        "A new Bakerstreet companion session. Type `quit` to leave."
    )?;
    loop {
        let Some(me) = ask(lines, out, "Your seat (0 or 1):")? else {
            return Ok(None);
        };
        let Some(first) = ask(lines, out, "Who moves first (0 or 1):")? else {
            return Ok(None);
        };
        let Some(hand) = ask(lines, out, "Your three cards (e.g. `3x2 0 5`):")? else {
            return Ok(None);
        };
        let Some(one) = ask(lines, out, "One card per letter (y/n):")? else {
            return Ok(None);
        };
        let read = || -> Result<Session, String> {
            let hand: Vec<Face> = hand
                .split_whitespace()
                .map(face)
                .collect::<Result<_, _>>()?;
            let mut session =
                Session::new(seat(&me)?, seat(&first)?, hand).map_err(|r| r.to_string())?;
            session.one_card_per_letter = one.trim().eq_ignore_ascii_case("y");
            Ok(session)
        };
        match read() {
            Ok(session) => return Ok(Some(session)),
            Err(problem) => writeln!(out, "{problem}; let's start again.")?,
        }
    }
}

/// The companion's sentences with each `{seat N}` as that seat's name, or `the opponent`,
/// and each `{position N}` as `position N`.
fn named(session: &Session, text: &str) -> String {
    let mut out = text.to_string();
    for s in 0..2 {
        let name = session
            .names
            .get(s)
            .map(|n| n.trim())
            .filter(|n| !n.is_empty())
            .map_or("the opponent".to_string(), str::to_string);
        out = out.replace(&format!("{{seat {s}}}"), &name);
    }
    for p in 0..5 {
        out = out.replace(&format!("{{position {p}}}"), &format!("position {p}"));
    }
    out
}

/// The companion's answer, or `None` after saying why the entries contradict each other.
fn answer(session: &Session, out: &mut impl Write) -> anyhow::Result<Option<Value>> {
    match session.check(None) {
        Ok((notebook, table)) => Ok(Some(answer_of(&notebook, &table))),
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

fn card_text(card: &Value) -> String {
    let symbol = match card["symbol"].as_str() {
        Some("stop") => "STOP",
        Some("x2") => "x2",
        Some("arrow") => "ARROW",
        _ => "",
    };
    format!("{}{symbol}", card["value"])
}

fn letters_text(list: &Value) -> String {
    list.as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect::<Vec<_>>()
        .join("")
}

fn percent(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

/// The table as the notebook knows it.
fn show(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    let notebook = &answer["notebook"];
    let me = session.me.0;
    writeln!(
        out,
        "\nStacks (top first; yours marked *, covered in brackets):"
    )?;
    for (p, stack) in notebook["stacks"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let cards: Vec<String> = stack
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                let mine = if c["owner"].as_u64() == Some(u64::from(me)) {
                    "*"
                } else {
                    ""
                };
                let text = format!("{}{mine}", card_text(c));
                if c["visible"] == true {
                    text
                } else {
                    format!("[{text}]")
                }
            })
            .collect();
        let pile = &notebook["piles"][p];
        let known = if pile["known"].is_null() {
            "never seen".to_string()
        } else {
            format!(
                "{}{}",
                letters_text(&pile["known"]),
                if pile["exact"] == true {
                    ""
                } else {
                    " at least"
                }
            )
        };
        writeln!(
            out,
            "  {p}: {:<30} pile {} cards: {known}",
            if cards.is_empty() {
                "-".to_string()
            } else {
                cards.join(" ")
            },
            pile["size"]
        )?;
    }
    let hand: Vec<String> = answer["hand"]
        .as_array()
        .into_iter()
        .flatten()
        .map(card_text)
        .collect();
    writeln!(out, "Your hand: {}", hand.join(" "))?;
    let unseen: Vec<String> = answer["unseen"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| format!("{}x{}", u["count"], card_text(u)))
        .collect();
    writeln!(out, "Their unseen cards: {}", unseen.join(" "))?;
    let totals: Vec<f64> = notebook["opponent_total"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_f64)
        .collect();
    let mean: f64 = totals.iter().enumerate().map(|(t, p)| t as f64 * p).sum();
    writeln!(
        out,
        "Their hand total: {mean:.2} on average (`odds` for every value)"
    )?;
    if let (Some(bid), Some(p)) = (
        notebook["bid"].as_u64(),
        notebook["p_sum_at_least_bid"].as_f64(),
    ) {
        writeln!(
            out,
            "Bid {bid}: the six cards reach it with chance {}",
            percent(p)
        )?;
    }
    let needs: Vec<String> = answer["mine"]["needs"]
        .as_array()
        .into_iter()
        .flatten()
        .map(letters_text)
        .collect();
    writeln!(
        out,
        "Your letters: {} (run {}); you need {}",
        letters_text(&answer["mine"]["collection"]),
        answer["mine"]["longest_run"],
        needs.join(" or ")
    )?;
    writeln!(
        out,
        "They hold {} evidence cards: at least {} more to win",
        answer["theirs"]["collection_size"], answer["theirs"]["needs_at_least"]
    )?;
    Ok(())
}

fn odds(session: &Session, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(answer) = answer(session, out)? else {
        return Ok(());
    };
    for (key, title) in [
        ("opponent_total", "Their hand total"),
        ("sum", "The six-card total"),
    ] {
        writeln!(out, "{title}:")?;
        for (t, p) in answer["notebook"][key]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            let p = p.as_f64().unwrap_or(0.0);
            if p > 0.0 {
                writeln!(out, "  {t:>2}: {}", percent(p))?;
            }
        }
    }
    Ok(())
}
