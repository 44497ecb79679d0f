//! Real faults on real processes: a server killed with SIGKILL in the middle of a burst of
//! actions, on each store, loses no action it had announced and saves none twice, and
//! starts again exactly where its store was.

mod process;

use process::{ServerProcess, StoreAt};
use serde_json::{json, Value};
use std::thread;
use std::time::{Duration, Instant};
use whodunit_engine::Viewer;

/// Tables of bots playing with no pause: the burst.
const TABLES: usize = 6;

/// No limits: the test's own address creates every table.
const UNLIMITED: [&str; 4] = [
    "--max-frames-per-second",
    "0",
    "--max-tables-per-minute",
    "0",
];

#[test]
fn sigkill_in_a_burst_loses_and_duplicates_nothing_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    burst_then_kill(&StoreAt::Sqlite(dir.path().join("burst.db")));
}

#[test]
fn sigkill_in_a_burst_loses_and_duplicates_nothing_on_postgres() {
    let Some(server) = process::postgres_url() else {
        return;
    };
    let database = process::ScratchDatabase::new(&server, "burst");
    burst_then_kill(&StoreAt::Postgres(database.url.clone()));
}

/// What a spectator saw of one table: the events frame of each seq.
type Seen = Vec<(u64, Value)>;

fn burst_then_kill(store: &StoreAt) {
    let server = ServerProcess::start(store, 0, &UNLIMITED);
    let ids: Vec<String> = (0..TABLES)
        .map(|_| {
            let bots = vec![json!({"player": "bot", "level": "eliminator"}); 4];
            let table = server.create(json!({"game": "cluedo", "seats": bots}));
            table["id"].as_str().unwrap().to_string()
        })
        .collect();
    // A spectator per table records every step it is told of: each was committed first.
    let watchers: Vec<thread::JoinHandle<Seen>> = ids
        .iter()
        .map(|id| {
            let mut client = server.connect(id, None);
            thread::spawn(move || {
                let mut seen = Vec::new();
                while let Some(frame) = client.try_recv() {
                    if frame["type"] == "events" {
                        seen.push((frame["seq"].as_u64().unwrap(), frame["events"].clone()));
                    }
                }
                seen
            })
        })
        .collect();
    // Kill once the burst is well under way, at a moment nobody chose.
    let started = Instant::now();
    while watchers.iter().all(|w| !w.is_finished())
        && started.elapsed() < Duration::from_millis(400)
    {
        thread::sleep(Duration::from_millis(10));
    }
    server.kill();
    let seen: Vec<Seen> = watchers.into_iter().map(|w| w.join().unwrap()).collect();
    assert!(
        seen.iter().map(Vec::len).sum::<usize>() > 20,
        "the burst had begun before the kill"
    );

    let mut saved = Vec::new();
    for (id, seen) in ids.iter().zip(&seen) {
        let (stored, history) = store.table(id);
        // Saved once each, in order, with no gap: 1, 2, ..., n.
        let seqs: Vec<u64> = stored.actions.iter().map(|a| a.seq).collect();
        assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
        // Every step a client was told of is saved, and is the action that was announced.
        for (seq, events) in seen {
            let step = history
                .step(*seq)
                .unwrap_or_else(|| panic!("table {id}: step {seq} was announced but lost"));
            assert_eq!(
                events,
                &serde_json::to_value(step.after.last_events(Viewer::Spectator)).unwrap(),
                "table {id}: step {seq} differs from what was announced"
            );
        }
        saved.push(history.seq());
    }

    // Started again, each table is where its store was, and its game goes on.
    let server = ServerProcess::start(store, 0, &UNLIMITED);
    for (id, saved) in ids.iter().zip(&saved) {
        let mut client = server.connect(id, None);
        let snapshot = client.recv();
        assert_eq!(snapshot["type"], "snapshot");
        let seq = snapshot["seq"].as_u64().unwrap();
        assert!(seq >= *saved, "table {id} went back from {saved} to {seq}");
        if !snapshot["to_act"].is_null() {
            let next = client.recv_type("events");
            assert!(next["seq"].as_u64().unwrap() > seq);
        }
    }
    server.kill();
    for id in &ids {
        let (stored, _) = store.table(id);
        let seqs: Vec<u64> = stored.actions.iter().map(|a| a.seq).collect();
        assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
    }
}
