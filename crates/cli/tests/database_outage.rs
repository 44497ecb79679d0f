//! The database goes away under a running server: actions are refused with a clear error
//! and nothing changes; when it comes back, the same action is accepted and the game goes
//! on. This file holds one test alone, since it stops the test run's PostgreSQL server
//! (cargo runs test files one after another, never two at once).

mod process;

use process::{Dice, ScratchDatabase, ServerProcess, StoreAt};
use serde_json::{json, Value};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs the test run's `pg_ctl` (scripts/postgres.sh) with `args`.
fn pg_ctl(args: &[&str]) {
    let pg_ctl = std::env::var("WHODUNIT_TEST_PG_CTL")
        .expect("WHODUNIT_TEST_PG_CTL comes with WHODUNIT_TEST_POSTGRES (scripts/postgres.sh)");
    let status = Command::new(pg_ctl)
        .args(args)
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "pg_ctl {args:?} failed");
}

/// Starts the database again even if the test fails halfway, for the tests after it.
struct Restart;

impl Drop for Restart {
    fn drop(&mut self) {
        if std::thread::panicking() {
            pg_ctl(&["start", "-w"]);
        }
    }
}

#[test]
fn actions_are_refused_while_the_database_is_away_and_accepted_when_it_is_back() {
    let Some(server) = process::postgres_url() else {
        return;
    };
    let database = ScratchDatabase::new(&server, "outage");
    let store = StoreAt::Postgres(database.url.clone());
    let server = ServerProcess::start(&store, 0, &[]);
    let created = server.create(json!({"game": "cluedo", "seats": [
        {"player": "human"},
        {"player": "bot", "level": "eliminator"},
        {"player": "bot", "level": "eliminator"}]}));
    let id = created["id"].as_str().unwrap();
    let mut me = server.connect(id, created["seats"][0]["token"].as_str());
    let snapshot = me.recv();
    assert_eq!(snapshot["to_act"], 0, "seat 0 begins");
    let seq = snapshot["seq"].as_u64().unwrap();
    let mut dice = Dice(5);
    let action = process::random_action(&mut me, &mut dice);
    let step = json!({"type": "action", "seq": seq, "action": action});

    pg_ctl(&["stop", "-m", "fast"]);
    let restart = Restart;
    me.send(step.clone());
    let refused = me.recv();
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "unavailable", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("database"),
        "the error says why: {refused}"
    );
    let (status, answer) = server.http(
        "POST",
        "/api/tables",
        &json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}, {"player": "human"}]})
            .to_string(),
    );
    assert_eq!(status, 503, "{answer}");
    let (status, info) = server.http("GET", &format!("/api/tables/{id}"), "");
    assert_eq!(
        (status, info["seq"].as_u64()),
        (200, Some(seq)),
        "nothing changed"
    );

    pg_ctl(&["start", "-w"]);
    drop(restart);
    // The pool reconnects on its own; until it has, the same action is refused again.
    let deadline = Instant::now() + process::PATIENCE;
    let accepted: Value = loop {
        me.send(step.clone());
        let answer = me.recv();
        if answer["type"] == "events" {
            break answer;
        }
        assert_eq!(answer["code"], "unavailable", "{answer}");
        assert!(Instant::now() < deadline, "the server never recovered");
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(accepted["seq"].as_u64(), Some(seq + 1));
    assert_eq!(accepted["seat"], 0);
    // The bots play on, and everything is saved once, in order.
    let mut frame = accepted;
    while frame["to_act"] != 0 && !frame["to_act"].is_null() {
        frame = me.recv_type("events");
    }
    let (stored, history) = store.table(id);
    assert_eq!(history.seq(), frame["seq"].as_u64().unwrap());
    let seqs: Vec<u64> = stored.actions.iter().map(|a| a.seq).collect();
    assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
}
