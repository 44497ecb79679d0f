//! `whodunit serve` as a real process: killed with SIGKILL in the middle of games, started
//! again on the same store, it comes back exactly where the store was and the games go on
//! to their end with the bots.

mod process;

use process::{Client, Dice, ServerProcess, StoreAt};
use serde_json::{json, Value};
use std::process::Command;
use whodunit_engine::{Seat, Viewer};

/// Plays seat 0 with random legal actions (never accusing) from `frame` on, until the
/// game is over or, with `until`, until it is seat 0's turn at that seq or later. Returns
/// the last frame seen.
fn play(client: &mut Client, mut frame: Value, dice: &mut Dice, until: Option<u64>) -> Value {
    loop {
        assert_ne!(frame["type"], "error", "{frame}");
        let seq = frame["seq"].as_u64().unwrap();
        if frame["to_act"].is_null() {
            return frame;
        }
        if frame["to_act"] == 0 {
            if until.is_some_and(|until| seq >= until) {
                return frame;
            }
            let action = process::random_action(client, dice);
            client.send(json!({"type": "action", "seq": seq, "action": action}));
        }
        frame = client.recv_type("events");
    }
}

#[test]
fn a_killed_server_comes_back_where_its_store_was() {
    let dir = tempfile::tempdir().unwrap();
    let db = StoreAt::Sqlite(dir.path().join("whodunit.db"));
    let server = ServerProcess::start(&db, 20, &[]);
    let (status, health) = server.http("GET", "/api/health", "");
    assert_eq!((status, health), (200, json!({"ok": true})));

    // A table of bots, playing on its own, and a table where the test plays seat 0.
    let bots = server.create(json!({"game": "cluedo", "seats": [
        {"player": "bot", "level": "eliminator"}, {"player": "bot", "level": "random"},
        {"player": "bot", "level": "eliminator"}, {"player": "bot", "level": "random"}]}));
    let bots_id = bots["id"].as_str().unwrap().to_string();
    let mut dice = Dice(7);
    // A bot may guess the envelope early; then the test takes a new table.
    let (id, token, before) = (0..5)
        .find_map(|_| {
            let mine = server.create(json!({"game": "cluedo", "seats": [
                {"player": "human"}, {"player": "bot", "level": "eliminator"},
                {"player": "bot", "level": "random"}, {"player": "bot", "level": "eliminator"}]}));
            let id = mine["id"].as_str().unwrap().to_string();
            let token = mine["seats"][0]["token"].as_str().unwrap().to_string();
            let mut me = server.connect(&id, Some(&token));
            let snapshot = me.recv();
            assert_eq!(snapshot["type"], "snapshot");
            let before = play(&mut me, snapshot, &mut dice, Some(30));
            (!before["to_act"].is_null()).then_some((id, token, before))
        })
        .expect("a game still going after 30 steps");
    server.kill();

    // What the store had at the moment of the kill.
    let (stored, history) = db.table(&id);
    assert_eq!(history.seq(), before["seq"].as_u64().unwrap());
    let stored_view: Value =
        serde_json::from_str(history.current().view(Viewer::Seat(Seat(0))).get()).unwrap();
    let (bots_stored, bots_history) = db.table(&bots_id);

    let server = ServerProcess::start(&db, 20, &[]);
    let mut me = server.connect(&id, Some(&token));
    let snapshot = me.recv();
    assert_eq!(snapshot["type"], "snapshot");
    assert_eq!(snapshot["seq"].as_u64(), Some(stored.actions.len() as u64));
    assert_eq!(snapshot["view"], stored_view);
    assert_eq!(snapshot["view"], before["view"]);
    assert_eq!(snapshot["to_act"], 0);
    // Nothing was missed, so a resume from the last seq seen brings nothing but a legal list.
    me.send(json!({"type": "resume", "seq": before["seq"]}));
    me.send(json!({"type": "legal"}));
    assert_eq!(me.recv()["type"], "legal");

    // The bots' table: its log up to the kill is what the store had, and it plays on.
    let mut watcher = server.connect(&bots_id, None);
    let watched = watcher.recv();
    let kept = bots_stored.actions.len();
    assert!(watched["seq"].as_u64().unwrap() >= kept as u64);
    // The bots may have finished before the watcher came: a finished game's log is open
    // to everyone (CL-INFO-12), so it is then the omniscient one.
    let log_viewer = if watched["to_act"].is_null() {
        Viewer::Omniscient
    } else {
        Viewer::Spectator
    };
    for (entry, step) in watched["log"].as_array().unwrap()[..kept]
        .iter()
        .zip(bots_history.steps())
    {
        assert_eq!(
            entry["events"],
            serde_json::to_value(step.after.last_events(log_viewer)).unwrap()
        );
    }
    let mut frame = watched;
    while !frame["to_act"].is_null() {
        frame = watcher.recv_type("events");
    }

    // And the test's own game goes on to its end with the bots.
    let end = play(&mut me, snapshot, &mut dice, None);
    assert!(end["to_act"].is_null());
    let (status, info) = server.http("GET", &format!("/api/tables/{id}"), "");
    assert_eq!(status, 200);
    assert_eq!(info["over"], true);
    assert_eq!(info["seq"], end["seq"]);
    let (_, history) = db.table(&id);
    assert!(history.is_over());
    assert_eq!(history.seq(), end["seq"].as_u64().unwrap());
    server.kill();
}

/// The measurement tool runs end to end and reports its figures (their values are not
/// judged: they depend on the machine).
#[test]
fn loadtest_runs_and_reports() {
    let output = Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args([
            "loadtest",
            "--tables",
            "2",
            "--players",
            "3",
            "--seconds",
            "1",
        ])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    for needle in [
        "actions/s",
        "action -> events p50",
        "CPU per action: server",
        "server peak memory",
        "bare axum WebSocket echo",
        "CPU per echo round trip",
        "relay with no game and no store",
        "whodunit actions/s as a share of the relay's",
    ] {
        assert!(text.contains(needle), "{needle:?} missing from {text}");
    }
}

/// Any game's tables can be measured: the seats choose among the legal actions the server
/// lists, and Bakerstreet's tables are of its one size unless told.
#[test]
fn loadtest_plays_the_game_it_is_given() {
    let output = Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args([
            "loadtest",
            "--game",
            "bakerstreet",
            "--tables",
            "1",
            "--seconds",
            "1",
        ])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("1 tables x 2 seats"), "{text}");
    assert!(text.contains("; 0 error frames"), "{text}");
    let actions: u64 = text
        .split("whodunit tables: ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|count| count.parse().ok())
        .expect("the count of actions");
    assert!(actions > 0, "{text}");
}

/// The connection flags parse and apply: with 2 connections per address, a third is
/// answered 503 with `Retry-After`; a half-sent request is closed after the header
/// timeout; `--help` explains them.
#[test]
fn serve_caps_connections_as_its_flags_say() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::time::{Duration, Instant};

    let help = Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args(["serve", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    for flag in [
        "--max-connections <",
        "--max-connections-per-address",
        "--header-timeout-ms",
        "--idle-timeout-ms",
        "--ws-silence-timeout-ms",
    ] {
        assert!(help.contains(flag), "{flag} in {help}");
    }

    let dir = tempfile::tempdir().unwrap();
    let db = StoreAt::Sqlite(dir.path().join("whodunit.db"));
    let server = ServerProcess::start(
        &db,
        20,
        &[
            "--max-connections-per-address",
            "2",
            "--header-timeout-ms",
            "1000",
        ],
    );
    let half_sent = || {
        let mut stream = TcpStream::connect(&server.addr).unwrap();
        stream.set_read_timeout(Some(process::PATIENCE)).unwrap();
        stream.write_all(b"GET / HTTP/1.1\r\n").unwrap();
        stream
    };
    let read_all = |stream: &mut TcpStream| {
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    };
    let started = Instant::now();
    let mut one = half_sent();
    let mut two = half_sent();
    // Accepted in the order they came: the third is past the cap.
    let mut three = TcpStream::connect(&server.addr).unwrap();
    three.set_read_timeout(Some(process::PATIENCE)).unwrap();
    let answers = [read_all(&mut three), read_all(&mut one), read_all(&mut two)];
    assert!(
        answers[0].starts_with("HTTP/1.1 503") && answers[0].contains("Retry-After: 5\r\n"),
        "{answers:?}"
    );
    assert_eq!(answers[1..], ["", ""], "closed without an answer");
    assert!(started.elapsed() >= Duration::from_secs(1));
    // Once they are closed, the address is served again.
    let (status, _) = server.http("GET", "/api/health", "");
    assert_eq!(status, 200);
    server.stop();
}

/// The SQLite file and its journals hold seat tokens and seeds: created readable and
/// writable by their owner only even when the server starts with a umask that lets everyone
/// read everything.
#[test]
fn the_store_files_are_the_owners_alone_whatever_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("whodunit.db");
    let db = StoreAt::Sqlite(path.clone());
    let server = ServerProcess::start_with(&db, 0, &[], |command| {
        // SAFETY: umask(2) only sets the child's file mode mask between fork and exec.
        unsafe {
            command.pre_exec(|| {
                libc::umask(0);
                Ok(())
            });
        }
    });
    server.create(json!({"game": "guess", "seats": [{"player": "human"}, {"player": "bot"}]}));
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.path().join(format!("whodunit.db{suffix}"));
        let mode = std::fs::metadata(&file)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{}", file.display());
    }
    server.kill();
}
