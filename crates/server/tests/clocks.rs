//! Clocks and absence: a bot of the table's stand-in level plays for a person whose time
//! per decision ran out, or whose connection has been gone longer than the grace period
//! (`common::TIMING`: 1 s), until the person takes the seat back. The clock lives in the
//! store, so a restart keeps it.

mod common;

use common::{Client, TestServer};
use serde_json::{json, Value};
use std::sync::Arc;
use whodunit_server::clock::now_ms;
use whodunit_server::store::StoredAction;
use whodunit_server::{SqliteStore, Store};

/// Cluedo with a person in seat 0 (Miss Scarlett, who starts) and two random bots.
fn clocked(clock: Value) -> Value {
    json!({
        "game": "cluedo",
        "seats": [
            {"player": "human"},
            {"player": "bot", "level": "random"},
            {"player": "bot", "level": "random"},
        ],
        "clock": clock,
        "stand_in": "easy",
    })
}

fn token(created: &Value) -> String {
    created["seats"][0]["token"].as_str().unwrap().to_string()
}

/// Waits for a step of seat 0 played by a bot standing in; its frame.
async fn stood_in_step(client: &mut Client) -> Value {
    loop {
        let frame = client.recv_type("events").await;
        if frame["seat"] == 0 && frame["stand_in"] == true {
            return frame;
        }
        assert!(frame["seat"] != 0 || frame["stand_in"].is_null(), "{frame}");
    }
}

/// Waits for a clock frame whose stand-ins are `seats`.
async fn clock_with_stand_ins(client: &mut Client, seats: Value) -> Value {
    loop {
        let frame = client.recv_type("clock").await;
        if frame["stand_ins"] == seats {
            return frame;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_plays_for_a_person_whose_time_ran_out_until_they_take_the_seat_back() {
    let server = TestServer::start().await;
    let table = server.create(clocked(json!({"seconds": 2}))).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut person = server.connect(&id, Some(&token(&table))).await;
    let snapshot = person.recv_type("snapshot").await;
    assert_eq!(snapshot["to_act"], 0, "Miss Scarlett starts");
    let clock = person.recv_type("clock").await;
    assert_eq!(clock["clock"], json!({"seconds": 2}));
    assert_eq!(clock["seat"], 0);
    let remaining = clock["remaining_ms"].as_i64().unwrap();
    assert!((0..=2000).contains(&remaining), "{clock}");

    // The person does nothing: the stand-in plays, and everyone is told.
    stood_in_step(&mut person).await;
    clock_with_stand_ins(&mut person, json!([0])).await;
    let mut spectator = server.connect(&id, None).await;
    let snapshot = spectator.recv_type("snapshot").await;
    let marked: Vec<&Value> = snapshot["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|step| step["stand_in"] == true)
        .collect();
    assert!(
        !marked.is_empty(),
        "the log says which steps the bot played"
    );
    assert!(marked.iter().all(|step| step["seat"] == 0));
    let clock = spectator.recv_type("clock").await;
    assert_eq!(clock["stand_ins"], json!([0]));

    // Back: the seat is the person's again, with a fresh clock when its turn comes.
    person.send(json!({"type": "back"})).await;
    clock_with_stand_ins(&mut person, json!([])).await;
    loop {
        let clock = person.recv_type("clock").await;
        if clock["stand_ins"] == json!([0]) {
            // A loaded machine let the clock run out again before the person's turn came:
            // the stand-in took the seat once more, so the person comes back once more.
            person.send(json!({"type": "back"})).await;
            continue;
        }
        if clock["seat"] == 0 && clock["stand_ins"] == json!([]) {
            assert!(clock["remaining_ms"].as_i64().unwrap() > 0, "{clock}");
            break;
        }
    }
    let legal = person.legal().await;
    let seq = legal["seq"].as_u64().unwrap();
    let action = legal["actions"][0].clone();
    person
        .send(json!({"type": "action", "seq": seq, "action": action}))
        .await;
    loop {
        let frame = person.recv().await;
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["type"] == "events" && frame["seq"] == seq + 1 {
            assert_eq!(frame["seat"], 0);
            assert!(
                frame["stand_in"].is_null(),
                "the person's own step: {frame}"
            );
            break;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_away_longer_than_the_grace_period_is_stood_in_for() {
    let server = TestServer::start().await;
    // An hour per decision: only the absence can hand the seat to the bot here.
    let table = server.create(clocked(json!({"seconds": 3600}))).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut person = server.connect(&id, Some(&token(&table))).await;
    person.recv_type("clock").await;
    person.close().await;
    let mut spectator = server.connect(&id, None).await;
    stood_in_step(&mut spectator).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_clock_the_table_waits_and_sends_no_clock() {
    let server = TestServer::start().await;
    let table = server.create(clocked(json!("off"))).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut person = server.connect(&id, Some(&token(&table))).await;
    person.recv_type("snapshot").await;
    let legal = person.legal().await;
    assert_eq!(legal["seq"], 0, "nobody played for the person");
    assert!(person.frames.iter().all(|frame| frame["type"] != "clock"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_keeps_the_clock_and_the_stand_in() {
    // A table as a server left it: created, its person came 1.5 s ago, no step yet.
    let first = TestServer::start().await;
    let table = first.create(clocked(json!({"seconds": 3}))).await;
    let id = table["id"].as_str().unwrap().to_string();
    let header = SqliteStore::open(&first.db)
        .await
        .unwrap()
        .load(&id)
        .await
        .unwrap()
        .unwrap()
        .header;
    first.server.abort();
    let dir = Arc::new(tempfile::tempdir().unwrap());
    let came_at = now_ms() - 1500;
    {
        let store = SqliteStore::open(&dir.path().join("whodunit.db"))
            .await
            .unwrap();
        store.create_table(&header).await.unwrap();
        assert!(store.claim_seat(&id, 0, came_at).await.unwrap());
    }
    let restarted = TestServer::start_in(dir.clone()).await;
    let mut person = restarted.connect(&id, Some(&token(&table))).await;
    let clock = person.recv_type("clock").await;
    let remaining = clock["remaining_ms"].as_i64().unwrap();
    assert!(
        remaining <= 1500,
        "the clock goes on from the stored claim, not from the restart: {clock}"
    );
    stood_in_step(&mut person).await;
    restarted.server.abort();

    // A seat whose last step a bot played stays with the bot after a restart.
    let saved = {
        let store = SqliteStore::open(&dir.path().join("whodunit.db"))
            .await
            .unwrap();
        store.load(&id).await.unwrap().unwrap()
    };
    let last_of_seat_0: &StoredAction = saved
        .actions
        .iter()
        .rfind(|action| action.seat == 0)
        .unwrap();
    assert!(last_of_seat_0.stand_in);
    assert!(last_of_seat_0.saved_at >= came_at + 3000);
    let again = TestServer::start_in(dir).await;
    let mut spectator = again.connect(&id, None).await;
    let clock = spectator.recv_type("clock").await;
    assert_eq!(clock["stand_ins"], json!([0]), "{clock}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_clocks_and_stand_ins_are_refused() {
    let server = TestServer::start().await;
    for (clock, stand_in, wanted) in [
        (json!({"seconds": 0}), json!("easy"), "seconds per decision"),
        (json!({"days": 99}), json!("easy"), "days per decision"),
        (
            json!({"hours": 1}),
            json!("easy"),
            "`off`, `seconds`, `days`",
        ),
        (json!("off"), json!("grandmaster"), "no bot level"),
    ] {
        let mut request = clocked(clock);
        request["stand_in"] = stand_in;
        let (status, answer) = server.post("/api/tables", &request.to_string()).await;
        assert_eq!(status, 400, "{answer}");
        assert!(
            answer.to_string().contains(wanted),
            "{answer} should say {wanted:?}"
        );
    }
}
