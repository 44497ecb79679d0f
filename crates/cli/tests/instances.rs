//! Several `whodunit serve` processes sharing one PostgreSQL database serve the same
//! tables: a client at any instance sees every event and may act; of two writers of the
//! same step only one is saved; and when the instance driving a table is killed, another
//! takes the table over once its lease has run out, and the game goes on, clocks included.

mod process;

use process::{Client, Dice, ScratchDatabase, ServerProcess, StoreAt};
use serde_json::{json, Value};
use std::time::Instant;
use whodunit_engine::Viewer;

/// A short lease, so that a takeover comes quickly.
const LEASE: [&str; 2] = ["--lease-ms", "1000"];

/// Two instances on a fresh database, with the given lease flags.
fn two_instances(
    purpose: &str,
    lease: &[&str],
) -> Option<(ScratchDatabase, StoreAt, ServerProcess, ServerProcess)> {
    let server = process::postgres_url()?;
    let database = ScratchDatabase::new(&server, purpose);
    let store = StoreAt::Postgres(database.url.clone());
    let a = ServerProcess::start(&store, 50, lease);
    let b = ServerProcess::start(&store, 50, lease);
    Some((database, store, a, b))
}

/// Reads `client`'s frames until an events frame for `seq`.
fn events_for(client: &mut Client, seq: u64) -> Value {
    loop {
        let frame = client.recv();
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["type"] == "events" && frame["seq"] == seq {
            return frame;
        }
    }
}

#[test]
fn clients_of_two_instances_play_one_table_and_a_second_writer_is_refused() {
    let Some((_database, store, a, b)) = two_instances("two_clients", &LEASE) else {
        return;
    };
    let created = a.create(json!({"game": "cluedo", "seats": [
        {"player": "human"}, {"player": "human"}, {"player": "human"}]}));
    let id = created["id"].as_str().unwrap();
    let token = |seat: usize| {
        created["seats"][seat]["token"]
            .as_str()
            .unwrap()
            .to_string()
    };
    // Seat 0 plays through B and seat 1 through A; a spectator watches through B.
    let mut seats = [
        b.connect(id, Some(&token(0))),
        a.connect(id, Some(&token(1))),
        b.connect(id, Some(&token(2))),
    ];
    let mut spectator = b.connect(id, None);
    for client in seats.iter_mut().chain([&mut spectator]) {
        assert_eq!(client.recv()["type"], "snapshot");
    }
    let mut dice = Dice(11);
    let mut to_act = 0;
    for seq in 1..=30 {
        let action = process::random_action(&mut seats[to_act], &mut dice);
        seats[to_act].send(json!({"type": "action", "seq": seq - 1, "action": action}));
        let mut next = None;
        for client in seats.iter_mut().chain([&mut spectator]) {
            let frame = events_for(client, seq);
            next = frame["to_act"].as_u64();
        }
        let Some(next) = next else {
            break;
        };
        to_act = next as usize;
    }

    // The seat to act connects to the other instance as well, and sends the same step
    // through both: the store takes one, and the other is refused as stale.
    let mut twin = match to_act {
        1 => b.connect(id, Some(&token(1))),
        seat => a.connect(id, Some(&token(seat))),
    };
    let snapshot = twin.recv();
    let seq = snapshot["seq"].as_u64().unwrap();
    let action = process::random_action(&mut twin, &mut dice);
    let step = json!({"type": "action", "seq": seq, "action": action});
    seats[to_act].send(step.clone());
    twin.send(step);
    let answers: Vec<Value> = [&mut seats[to_act], &mut twin]
        .into_iter()
        .map(|client| loop {
            let frame = client.recv();
            if frame["type"] == "error" {
                break frame;
            }
            if frame["type"] == "events" && frame["seq"] == seq + 1 && frame["seat"] == to_act {
                // The step itself: an error may still follow it for this client's copy.
                client.send(json!({"type": "legal"}));
                let after = client.recv();
                break if after["type"] == "error" {
                    after
                } else {
                    frame
                };
            }
        })
        .collect();
    let refused = answers.iter().filter(|a| a["code"] == "stale").count();
    assert_eq!(refused, 1, "exactly one writer is refused: {answers:?}");
    let (stored, _) = store.table(id);
    assert_eq!(stored.actions.len() as u64, seq + 1);
}

#[test]
fn a_table_whose_instance_is_killed_is_taken_over_and_finishes() {
    let Some((_database, store, a, b)) = two_instances("takeover", &LEASE) else {
        return;
    };
    let (id, mut watcher) = bots_watched_from(&a, &b);
    let killed = Instant::now();
    a.kill();
    // Steps A saved before it died may still be on their way to the watcher: the
    // takeover's first step is the one after the last A saved.
    let (saved, _) = store.table(&id);
    let next = events_for(&mut watcher, saved.actions.len() as u64 + 1);
    eprintln!(
        "taken over: {:.2} s from the kill to the next action",
        killed.elapsed().as_secs_f64()
    );
    let mut frame = next;
    while !frame["to_act"].is_null() {
        frame = watcher.recv_type("events");
    }
    let (stored, history) = store.table(&id);
    assert!(history.is_over());
    assert_eq!(stored.actions.len() as u64, frame["seq"].as_u64().unwrap());
    let seqs: Vec<u64> = stored.actions.iter().map(|a| a.seq).collect();
    assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
    // What the watcher saw after the takeover is what was saved.
    assert_eq!(
        frame["events"],
        serde_json::to_value(history.current().last_events(Viewer::Spectator)).unwrap()
    );
    drop(b);
}

#[test]
fn an_instance_that_stops_cleanly_hands_its_tables_over_at_once() {
    // A lease far longer than the test's patience: only a released lease can be taken.
    let Some((_database, store, a, b)) = two_instances("handover", &["--lease-ms", "600000"])
    else {
        return;
    };
    let (id, mut watcher) = bots_watched_from(&a, &b);
    a.stop();
    let (saved, _) = store.table(&id);
    let next = events_for(&mut watcher, saved.actions.len() as u64 + 1);
    assert_eq!(next["type"], "events");
}

#[test]
fn a_clock_goes_on_through_a_takeover() {
    let Some((_database, store, a, b)) = two_instances("clock_takeover", &LEASE) else {
        return;
    };
    // A person in seat 0 (Miss Scarlett starts), with three seconds per decision.
    let created = a.create(json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "bot", "level": "easy"}, {"player": "bot", "level": "easy"}],
        "clock": {"seconds": 3},
    }));
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["seats"][0]["token"].as_str().unwrap();
    let mut person = a.connect(&id, Some(token));
    let clock = person.recv_type("clock");
    assert_eq!(clock["seat"], 0, "{clock}");
    a.kill();
    // B never saw the person come: it learns it from the store, and once it takes the
    // table over, the person's time (counted from then) runs out and a bot plays for them.
    let mut watcher = b.connect(&id, None);
    let stood_in = loop {
        let frame = watcher.recv_type("events");
        if frame["seat"] == 0 {
            break frame;
        }
    };
    assert_eq!(stood_in["stand_in"], true, "{stood_in}");
    let (stored, _) = store.table(&id);
    let first = &stored.actions[0];
    assert!(first.stand_in && first.seat == 0);
}

/// A table of bots created on `a` and driven there, watched from `b` until a few steps
/// have been played.
fn bots_watched_from(a: &ServerProcess, b: &ServerProcess) -> (String, Client) {
    let bots = vec![json!({"player": "bot", "level": "eliminator"}); 3];
    let created = a.create(json!({"game": "cluedo", "seats": bots}));
    let id = created["id"].as_str().unwrap().to_string();
    let mut watcher = b.connect(&id, None);
    let mut frame = watcher.recv();
    while frame["seq"].as_u64().unwrap() < 3 {
        frame = watcher.recv_type("events");
    }
    (id, watcher)
}
