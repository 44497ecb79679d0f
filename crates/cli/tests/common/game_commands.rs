//! The checks every game's commands share end to end: seeded reports that do not depend on
//! the thread count, options refused with a message, records changed to be refused by the
//! replay, and a game played in the terminal, saved and replayed.

use super::{json_results, stderr, stdout, whodunit, whodunit_with_input};
use serde_json::Value;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::Output;

/// `whodunit ARGS --threads T --json` on one thread and on two: fails unless both give the
/// same report (a seeded run does not depend on the thread count), and returns it.
pub fn json_whatever_the_threads(args: &[&str]) -> Value {
    let with_threads = |threads: &str| {
        let mut args = args.to_vec();
        args.extend(["--threads", threads, "--json"]);
        json_results(&args)
    };
    let one = with_threads("1");
    assert_eq!(one, with_threads("2"), "whatever the threads: {args:?}");
    one
}

/// The numbers of a JSON array.
pub fn numbers(value: &Value) -> Vec<f64> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|n| n.as_f64().expect("a number"))
        .collect()
}

/// An arena report's two-seat table size with `levels` bots: each pair duels once, and
/// nobody plays alone against a field (a duel has none). Returns the duels.
pub fn two_seat_duels(size: &Value, levels: u64) -> &Vec<Value> {
    assert_eq!(size["players"], 2);
    assert_eq!(size["alone"], serde_json::json!([]), "a duel has no field");
    let duels = size["duels"].as_array().expect("duels");
    assert_eq!(
        duels.len() as u64,
        levels * (levels - 1) / 2,
        "each pair once"
    );
    duels
}

/// Fails unless `whodunit ARGS` ends with exit code `code` and says `message` on stderr.
pub fn assert_refused(args: &[&str], code: i32, message: &str) {
    assert_output_refused(&whodunit(args), code, message);
}

fn assert_output_refused(output: &Output, code: i32, message: &str) {
    assert_eq!(output.status.code(), Some(code), "{}", stderr(output));
    assert!(stderr(output).contains(message), "{}", stderr(output));
}

/// Fails unless `whodunit play ARGS` with no input ends at once with exit code 1 (an
/// option refused before the game starts).
pub fn assert_play_refused(args: &[&str]) {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let output = whodunit_with_input(&args, "");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
}

/// A fixture record to change, replayed from a temporary file after each change.
pub struct EditedRecord {
    pub record: Value,
    path: PathBuf,
    _dir: tempfile::TempDir,
}

impl EditedRecord {
    pub fn of_fixture(name: &str) -> EditedRecord {
        let text = std::fs::read_to_string(super::fixture(name)).expect("fixture");
        let dir = tempfile::tempdir().expect("temp dir");
        EditedRecord {
            record: serde_json::from_str(&text).expect("JSON"),
            path: dir.path().join("edited.json"),
            _dir: dir,
        }
    }

    /// `whodunit replay` of the record as it is now.
    pub fn replay(&self) -> Output {
        std::fs::write(&self.path, self.record.to_string()).expect("write");
        whodunit(&["replay", self.path.to_str().expect("utf-8 path")])
    }

    /// Fails unless the replay stops with exit code 3, naming `rule` (and whatever else
    /// `also` lists, such as the action's number).
    pub fn assert_refused_by(&self, rule: &str, also: &[&str]) {
        let output = self.replay();
        assert_output_refused(&output, 3, rule);
        for words in also {
            assert!(stderr(&output).contains(words), "{}", stderr(&output));
        }
    }

    /// Fails unless the replay ends with exit code 1: not `game`'s record shape.
    pub fn assert_not_a_record_of(&self, game: &str) {
        let message = format!("not a valid {game} record");
        assert_output_refused(&self.replay(), 1, &message);
    }
}

/// A game played in the terminal from typed input and saved.
pub struct Played {
    /// What the person saw.
    pub text: String,
    path: PathBuf,
    _dir: tempfile::TempDir,
}

impl Played {
    /// Runs `whodunit play ARGS --save FILE` with `input`; fails unless it succeeds.
    pub fn run(args: &[&str], input: &str) -> Played {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.json");
        let args = super::args_then(&[args, &["--save"]].concat(), &path);
        let output = whodunit_with_input(&args, input);
        assert!(output.status.success(), "{}", stderr(&output));
        Played {
            text: stdout(&output),
            path,
            _dir: dir,
        }
    }

    /// What `whodunit replay` of the saved record prints for `viewer`; fails unless it
    /// succeeds.
    pub fn replay_as(&self, viewer: &str) -> String {
        let path = self.path.to_str().expect("utf-8 path");
        let output = whodunit(&["replay", path, "--viewer", viewer]);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    }
}
