//! Running the `whodunit` binary as a user does, for the end-to-end tests.
//!
//! Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod game_commands;

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub fn whodunit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs the binary with `input` on its standard input.
pub fn whodunit_with_input(args: &[std::ffi::OsString], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let written = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    // A run that refuses its arguments exits before it reads: the pipe is then closed.
    if let Err(error) = written {
        assert_eq!(
            error.kind(),
            std::io::ErrorKind::BrokenPipe,
            "write: {error}"
        );
    }
    child.wait_with_output().expect("finishes")
}

/// Arguments as the OS strings `Command` takes, with a path at the end.
pub fn args_then(args: &[&str], path: &std::path::Path) -> Vec<std::ffi::OsString> {
    args.iter()
        .map(std::ffi::OsString::from)
        .chain([path.as_os_str().to_owned()])
        .collect()
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What `whodunit replay` prints for a fixture seen by `viewer`.
pub fn replay_fixture(name: &str, viewer: &str) -> String {
    stdout(&whodunit(&["replay", &fixture(name), "--viewer", viewer]))
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs the binary and parses its JSON, with the fields that measure time or threads
/// taken out.
pub fn json_results(args: &[&str]) -> serde_json::Value {
    let output = whodunit(args);
    assert!(output.status.success(), "{}", stderr(&output));
    let mut value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let object = value.as_object_mut().expect("an object");
    for timing in ["seconds", "games_per_second", "threads"] {
        object.remove(timing);
    }
    value
}

/// Fails, showing the whole text, unless every one of `lines` occurs in it.
pub fn assert_contains_all(text: &str, lines: &[&str]) {
    for line in lines {
        assert!(text.contains(line), "missing {line:?} in\n{text}");
    }
}
