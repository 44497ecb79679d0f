//! `whodunit notebook GAME`: the terminal companion's machinery, the same for every game.
//! The session file is resumed if it exists (a file of another game is refused) or a new
//! table is asked for, and saved after every change; the command loop reads `help`,
//! `list`, `undo`, `correct N ...`, `remove N`, `quit` and the records themselves. A game gives what
//! is its own through [`Companion`]: its records, its extra commands and its display.

use anyhow::Context;
use serde::Serialize;
use std::io::{BufRead, Write};
use std::path::Path;
use whodunit_engine::companion::{self, Records, Session as GameSession};

/// The lines typed in, one answer or command each.
pub trait Lines: Iterator<Item = std::io::Result<String>> {}
impl<T: Iterator<Item = std::io::Result<String>>> Lines for T {}

/// Why a line was not taken as a record.
pub enum NotTaken {
    /// It does not read as a record: why.
    Unread(String),
    /// The record was refused: the sentence, and whether correcting an earlier record
    /// may help (the game's call: a contradiction, say).
    Refused { message: String, correctable: bool },
}

/// What a game's own command did: `None` if the word is not one of its commands,
/// otherwise whether the session changed.
pub type Handled = anyhow::Result<Option<bool>>;

/// What a game's terminal companion gives the shared loop.
pub trait Companion: Sized {
    /// The session as saved to its file (a file of another game is not one), whose records
    /// are edited as every game's are.
    type Session: Serialize + GameSession + Records;
    /// The text `help` prints.
    const HELP: &'static str;
    /// The example `correct` gives when its number is missing, e.g. "correct 3 suggest ...".
    const CORRECT: &'static str;

    /// The companion on `session`, new or read from its file.
    fn new(session: Self::Session) -> Self;
    /// Asks for a new table; `None` if the input ends or the person quits first.
    fn set_up(
        lines: &mut impl Lines,
        out: &mut impl Write,
    ) -> anyhow::Result<Option<Self::Session>>;
    fn session(&self) -> &Self::Session;
    fn session_mut(&mut self) -> &mut Self::Session;
    /// What the prompt says before `> `.
    fn prompt(&self) -> String {
        String::new()
    }
    /// Adds the record `line` says, or replaces record `number` (from 1) by it.
    fn enter(&mut self, line: &str, number: Option<usize>) -> Result<(), NotTaken>;
    /// The records so far, one line each.
    fn list(&self) -> Vec<String>;
    /// Runs `word`, one of the game's own commands ([`Handled`]).
    fn command(&mut self, word: &str, rest: &str, out: &mut impl Write) -> Handled;
    /// What follows from the records, shown after every change.
    fn show(&self, out: &mut impl Write) -> anyhow::Result<()>;
}

/// Runs the companion on `session_file` in the terminal.
pub fn run_here<C: Companion>(session_file: &Path) -> anyhow::Result<()> {
    run::<C>(
        session_file,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
}

/// Runs the companion on `session_file`, reading commands from `input`.
fn run<C: Companion>(
    session_file: &Path,
    input: impl BufRead,
    mut out: impl Write,
) -> anyhow::Result<()> {
    let mut lines = input.lines();
    let mut companion = if session_file.exists() {
        resume::<C>(session_file, &mut out)?
    } else {
        match C::set_up(&mut lines, &mut out)? {
            Some(session) => C::new(session),
            None => return Ok(()),
        }
    };
    save(companion.session(), session_file)?;
    companion.show(&mut out)?;
    loop {
        write!(out, "{}> ", companion.prompt())?;
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
                writeln!(out, "{}", C::HELP)?;
                false
            }
            "list" => {
                list(&companion, &mut out)?;
                false
            }
            "undo" => {
                let undone = companion.session_mut().undo().is_some();
                if !undone {
                    writeln!(out, "Nothing to undo.")?;
                }
                undone
            }
            "correct" => correct(&mut companion, rest, &mut out)?,
            "remove" => {
                let removed = rest
                    .trim()
                    .parse()
                    .is_ok_and(|n| companion.session_mut().remove(n).is_some());
                if !removed {
                    writeln!(
                        out,
                        "remove takes a record number from `list`, e.g. `remove 2`"
                    )?;
                }
                removed
            }
            _ => match companion.command(command, rest, &mut out)? {
                Some(changed) => changed,
                None => match companion.enter(line, None) {
                    Err(NotTaken::Unread(problem)) => {
                        writeln!(out, "{problem} (type `help`)")?;
                        false
                    }
                    result => report(result, &mut out)?,
                },
            },
        };
        if changed {
            save(companion.session(), session_file)?;
            companion.show(&mut out)?;
        }
    }
}

fn resume<C: Companion>(session_file: &Path, out: &mut impl Write) -> anyhow::Result<C> {
    let path = session_file.display();
    let text =
        std::fs::read_to_string(session_file).with_context(|| format!("cannot read {path}"))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .with_context(|| format!("{path} is not {}", C::Session::NAME))?;
    if let Err(reason) = companion::check_tag::<C::Session>(&value) {
        anyhow::bail!("{path} cannot be resumed: {reason}");
    }
    let session: C::Session = serde_json::from_value(value)
        .with_context(|| format!("{path} is not {}", C::Session::NAME))?;
    if let Some(reason) = session.unresumable() {
        anyhow::bail!("{path} cannot be resumed: {reason}");
    }
    let companion = C::new(session);
    let records = companion.list().len();
    writeln!(out, "Resuming {path} ({records} records).")?;
    Ok(companion)
}

/// Saves `session` with its game and the format's version ([`companion::tag`]).
fn save<S: Serialize + GameSession>(session: &S, path: &Path) -> anyhow::Result<()> {
    let text = serde_json::to_string_pretty(&companion::tag::<S>(serde_json::to_value(session)?))?;
    std::fs::write(path, text).with_context(|| format!("cannot save to {}", path.display()))
}

fn list<C: Companion>(companion: &C, out: &mut impl Write) -> anyhow::Result<()> {
    let lines = companion.list();
    if lines.is_empty() {
        writeln!(out, "No records yet.")?;
    }
    for line in lines {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// `correct N RECORD`: whether record N was replaced.
fn correct<C: Companion>(
    companion: &mut C,
    rest: &str,
    out: &mut impl Write,
) -> anyhow::Result<bool> {
    let (number, record) = rest.split_once(' ').unwrap_or((rest, ""));
    let Ok(number) = number.parse::<usize>() else {
        writeln!(out, "correct takes a record number, e.g. `{}`", C::CORRECT)?;
        return Ok(false);
    };
    report(companion.enter(record, Some(number)), out)
}

/// Says why a record was not taken, if it was not; whether it was.
fn report(result: Result<(), NotTaken>, out: &mut impl Write) -> anyhow::Result<bool> {
    match result {
        Ok(()) => return Ok(true),
        Err(NotTaken::Unread(problem)) => writeln!(out, "{problem}")?,
        Err(NotTaken::Refused {
            message,
            correctable,
        }) => {
            writeln!(out, "Not recorded: {message}")?;
            if correctable {
                writeln!(
                    out,
                    "Correct an earlier record (`correct N ...`) or leave this one out."
                )?;
            }
        }
    }
    Ok(false)
}

/// Asks `question`; `None` if the input ends or the person types `quit`.
pub fn ask(
    lines: &mut impl Lines,
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
