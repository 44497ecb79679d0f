//! Whole games through the server: bots playing on their own, connections that come back
//! and ask for what they missed, and a server rebuilt from its store.

mod common;

use common::{http_full, one_human, play_to_end, Dice, TestServer};
use serde_json::{json, Value};
use std::sync::Arc;
use whodunit_server::store::{StoredAction, StoredTable};
use whodunit_server::{SqliteStore, Store};

fn bots(levels: &[&str]) -> Value {
    let seats: Vec<Value> = levels
        .iter()
        .map(|level| json!({"player": "bot", "level": level}))
        .collect();
    json!({"game": "cluedo", "seats": seats})
}

/// Watches a table as a spectator until its game is over; returns the snapshot and every
/// `events` frame after it.
async fn watch_to_end(server: &TestServer, id: &str) -> (Value, Vec<Value>) {
    let mut watcher = server.connect(id, None).await;
    let snapshot = watcher.recv().await;
    assert_eq!(snapshot["type"], "snapshot");
    assert!(
        snapshot.get("legal").is_none(),
        "a spectator has no legal actions"
    );
    let mut events = Vec::new();
    let mut seq = snapshot["seq"].as_u64().unwrap();
    let mut over = snapshot["to_act"].is_null();
    while !over {
        let frame = watcher.recv().await;
        assert_eq!(frame["type"], "events", "{frame}");
        seq += 1;
        assert_eq!(frame["seq"], seq, "events arrive in order, without gaps");
        over = frame["to_act"].is_null();
        assert!(
            frame.get("legal").is_none(),
            "a spectator has no legal actions"
        );
        events.push(frame);
    }
    (snapshot, events)
}

async fn stored(server: &TestServer, id: &str) -> StoredTable {
    let store = SqliteStore::open(&server.db).await.unwrap();
    store.load(id).await.unwrap().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_play_a_whole_game_and_the_store_holds_every_action() {
    let server = TestServer::start().await;
    let table = server
        .create(bots(&["eliminator", "random", "eliminator", "random"]))
        .await;
    let id = table["id"].as_str().unwrap();
    assert!(table["seats"]
        .as_array()
        .unwrap()
        .iter()
        .all(|s| s.get("token").is_none()));
    let (snapshot, events) = watch_to_end(&server, id).await;
    // The bots may even have finished before the watcher came.
    let last = events.last().unwrap_or(&snapshot);
    assert!(last["view"]["winner"].is_number() || last["view"]["phase"]["phase"] == "over");
    let (status, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(info["over"], true);
    assert_eq!(info["seats"][1]["player"], "bot:random");
    let log = stored(&server, id).await;
    assert_eq!(log.actions.len() as u64, last["seq"].as_u64().unwrap());
    assert_eq!(info["seq"], last["seq"]);
}

/// `logged` says everything `sent` said, and may fill in what `sent` hid (its nulls).
fn assert_reveals(logged: &Value, sent: &Value) {
    for (key, value) in sent.as_object().unwrap() {
        if !value.is_null() {
            assert_eq!(
                &logged[key], value,
                "{logged} hides or changes {key} of {sent}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_returning_connection_gets_what_it_missed() {
    let server = TestServer::start().await;
    // A human seat holds the bots at its turn, so the watcher sees the game live.
    let table = server
        .create(one_human(&["eliminator", "eliminator", "random"]))
        .await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut human = server.connect(id, Some(token)).await;
    let watching = watch_to_end(&server, id);
    let playing = async move { play_to_end(&mut human, &mut Dice::new(5), 0).await };
    let ((first, live), ()) = tokio::join!(watching, playing);
    assert!(!live.is_empty());
    let end = live.last().unwrap()["seq"].as_u64().unwrap();

    // A new connection's snapshot logs every step: as the spectator saw it live, with the
    // hidden fields filled in, since the game is over (CL-INFO-12).
    let mut again = server.connect(id, None).await;
    let snapshot = again.recv().await;
    assert_eq!(snapshot["seq"], end);
    let log = snapshot["log"].as_array().unwrap();
    assert_eq!(log.len() as u64, end);
    let skipped = first["seq"].as_u64().unwrap() as usize;
    for (entry, frame) in log[skipped..].iter().zip(&live) {
        assert_eq!(entry["seq"], frame["seq"]);
        assert_eq!(entry["seat"], frame["seat"]);
        let (logged, sent) = (
            entry["events"].as_array().unwrap(),
            frame["events"].as_array().unwrap(),
        );
        assert_eq!(logged.len(), sent.len());
        for (logged, sent) in logged.iter().zip(sent) {
            assert_reveals(logged, sent);
        }
    }
    assert_eq!(&snapshot["view"], &live.last().unwrap()["view"]);

    // `resume` from a recent seq: the missed steps, exactly as they were sent live.
    let back = 5.min(live.len() as u64);
    again
        .send(json!({"type": "resume", "seq": end - back}))
        .await;
    for frame in &live[live.len() - back as usize..] {
        assert_eq!(&again.recv().await, frame);
    }
    // From the future: a fresh snapshot.
    again.send(json!({"type": "resume", "seq": end + 3})).await;
    let answer = again.recv().await;
    assert_eq!(answer["type"], "snapshot");
    assert_eq!(answer["seq"], end);
    // From the start: every step, or a snapshot when that is more than 64 steps.
    again.send(json!({"type": "resume", "seq": 0})).await;
    if end > 64 {
        let answer = again.recv().await;
        assert_eq!(answer["type"], "snapshot");
        assert_eq!(answer["seq"], end);
    } else {
        for seq in 1..=end {
            let answer = again.recv().await;
            assert_eq!(answer["type"], "events");
            assert_eq!(answer["seq"], seq);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_rebuilds_tables_and_bots_exactly() {
    for levels in [
        &["eliminator", "random", "eliminator"][..],
        &["random", "eliminator", "eliminator", "eliminator"][..],
    ] {
        restart_at_several_points(levels).await;
    }
}

async fn restart_at_several_points(levels: &[&str]) {
    // A game played in one go...
    let server = TestServer::start().await;
    let table = server.create(bots(levels)).await;
    let id = table["id"].as_str().unwrap().to_string();
    watch_to_end(&server, &id).await;
    let whole = stored(&server, &id).await;
    server.server.abort();
    let total = whole.actions.len();
    assert!(total > 3);

    // ...and the same game stopped after `k` actions and restarted from the store: the
    // rebuilt bots make exactly the same choices.
    for k in [1, total / 3, total / 2, total - 2, total - 1] {
        let dir = Arc::new(tempfile::tempdir().unwrap());
        {
            let store = SqliteStore::open(&dir.path().join("whodunit.db"))
                .await
                .unwrap();
            store.create_table(&whole.header).await.unwrap();
            for action in &whole.actions[..k] {
                store.append(&id, action).await.unwrap();
            }
        }
        let restarted = TestServer::start_in(dir).await;
        let (_, events) = watch_to_end(&restarted, &id).await;
        assert!(events.last().is_none_or(|f| f["to_act"].is_null()));
        let replayed = stored(&restarted, &id).await;
        let seats_and_actions = |log: &[StoredAction]| {
            log.iter()
                .map(|a| (a.seat, a.action.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            seats_and_actions(&replayed.actions),
            seats_and_actions(&whole.actions),
            "restart after {k} actions"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_and_client_files() {
    let server = TestServer::start().await;
    let (status, health) = server.get_json("/api/health").await;
    assert_eq!((status, health), (200, json!({"ok": true})));
    let (status, games) = server.get_json("/api/games").await;
    assert_eq!(status, 200);
    // One row per registered game, in the registry's order; the four games of the boxes
    // first, with their sizes from the rule books.
    let listed: Vec<&str> = games
        .as_array()
        .expect("a list")
        .iter()
        .map(|game| game["name"].as_str().expect("a name"))
        .collect();
    let registered: Vec<&str> = whodunit_server::games::all()
        .iter()
        .map(|kind| kind.name())
        .collect();
    assert_eq!(listed, registered);
    assert_eq!(
        games.as_array().expect("a list")[..4],
        json!([
            {"name": "cluedo", "min_players": 2, "max_players": 6, "bot_levels": ["easy", "medium", "hard"]},
            {"name": "bakerstreet", "min_players": 2, "max_players": 2, "bot_levels": ["easy", "medium", "hard"]},
            {"name": "pi", "min_players": 2, "max_players": 5, "bot_levels": ["easy", "medium", "hard"]},
            {"name": "inkognito", "min_players": 3, "max_players": 5, "bot_levels": ["easy", "medium", "hard"]}
        ])
        .as_array()
        .expect("a list")[..]
    );

    let table = server
        .create(json!({"game": "cluedo", "players": 3,
            "seats": [{"player": "human"}, {"player": "bot"}, {"player": "human"}],
            "options": {"modern_suggestion_rule": true}}))
        .await;
    let id = table["id"].as_str().unwrap();
    assert_eq!(table["spectator_link"], format!("/table/{id}"));
    assert_eq!(table["seats"][1]["player"], "bot:hard");
    let token = table["seats"][2]["token"].as_str().unwrap();
    assert_eq!(
        table["seats"][2]["link"],
        format!("/table/{id}?seat={token}")
    );
    assert_ne!(table["seats"][0]["token"], table["seats"][2]["token"]);
    let mut seat = server.connect(id, Some(token)).await;
    let snapshot = seat.recv().await;
    assert_eq!(snapshot["seat"], 2);
    assert_eq!(snapshot["game"], "cluedo");
    assert_eq!(snapshot["view"]["modern_suggestion_rule"], true);
    assert_eq!(
        snapshot["seats"],
        json!([{"seat": 0, "player": "human"}, {"seat": 1, "player": "bot:hard"}, {"seat": 2, "player": "human"}])
    );

    // The browser client, when its files are there (another part of the project).
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    if web.join("index.html").exists() {
        let (status, head, _) = http_full(server.addr, "GET", "/", None).await;
        assert_eq!(status, 200);
        assert!(head.contains("content-type: text/html"), "{head}");
        let (status, _, _) = http_full(server.addr, "GET", &format!("/table/{id}"), None).await;
        assert_eq!(status, 200);
    }
    if web.join("lobby.js").exists() {
        let (status, head, _) = http_full(server.addr, "GET", "/static/lobby.js", None).await;
        assert_eq!(status, 200);
        assert!(head.contains("content-type: text/javascript"), "{head}");
    }
    for path in [
        "/static/../Cargo.toml",
        "/static/%2e%2e/Cargo.toml",
        "/static/nope.js",
    ] {
        let (status, _, _) = http_full(server.addr, "GET", path, None).await;
        assert_eq!(status, 404, "{path}");
    }
}

/// CL-INFO-12: the record (seed, every action) stays closed while the game runs and opens
/// to anyone once it is over; it replays to the same end, and a late snapshot's log shows
/// every card that was shown.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_record_opens_when_the_game_ends() {
    let server = TestServer::start().await;
    let running = server
        .create(one_human(&["eliminator", "eliminator"]))
        .await;
    let running_id = running["id"].as_str().unwrap();
    let (status, answer) = server
        .get_json(&format!("/api/tables/{running_id}/record"))
        .await;
    assert_eq!(status, 409, "{answer}");
    let (status, _) = server.get_json("/api/tables/nope/record").await;
    assert_eq!(status, 404);

    let table = server
        .create(bots(&["eliminator", "eliminator", "random"]))
        .await;
    let id = table["id"].as_str().unwrap();
    watch_to_end(&server, id).await;
    let (status, record) = server.get_json(&format!("/api/tables/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    let record: whodunit_engine::Record<whodunit_cluedo::Config, whodunit_cluedo::Action> =
        serde_json::from_value(record).unwrap();
    let state = whodunit_engine::replay::<whodunit_cluedo::Cluedo>(&record, |_| {}).unwrap();
    assert!(state.is_over());
    assert_eq!(record.actions.len() as u64, server.seq(id).await);

    // A late spectator's log names the card of every `shown` event.
    let mut late = server.connect(id, None).await;
    let snapshot = late.recv().await;
    let shown: Vec<&Value> = snapshot["log"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|entry| entry["events"].as_array().unwrap())
        .filter(|event| event["event"] == "shown")
        .collect();
    assert!(shown.iter().all(|event| event["card"].is_string()));
}

/// A finished table nobody watches leaves memory (here at once), a restart does not load
/// it, and it comes back from the store, exactly as it was, whenever someone asks for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_tables_unload_and_come_back_on_demand() {
    let server = TestServer::start().await;
    let table = server
        .create(bots(&["eliminator", "random", "eliminator"]))
        .await;
    let id = table["id"].as_str().unwrap().to_string();
    let (_, events) = watch_to_end(&server, &id).await;
    let end = server.seq(&id).await;
    assert!(end > 0 && events.iter().all(|e| e["seq"].as_u64().unwrap() <= end));

    // The watcher has gone: the table's task stops by itself.
    let running = || {
        server
            .server
            .lobby
            .tables()
            .iter()
            .any(|t| *t.id == *id && t.is_running())
    };
    for _ in 0..500 {
        if !running() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(!running(), "a finished, unwatched table unloads");

    // Asked for again, it is loaded back as it was.
    let (status, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(info["seq"], end);
    assert_eq!(info["over"], true);
    let mut late = server.connect(&id, None).await;
    let snapshot = late.recv().await;
    assert_eq!(snapshot["seq"], end);
    assert!(snapshot["to_act"].is_null());
    drop(late);

    // A restart on the same store loads only unfinished tables.
    let unfinished = server.create(one_human(&["eliminator"])).await;
    let again = TestServer::start_in(server.dir.clone()).await;
    let loaded: Vec<String> = again
        .server
        .lobby
        .tables()
        .iter()
        .map(|t| t.id.to_string())
        .collect();
    assert!(loaded.contains(&unfinished["id"].as_str().unwrap().to_string()));
    assert!(!loaded.contains(&id));
    let (status, record) = again.get_json(&format!("/api/tables/{id}/record")).await;
    assert_eq!(status, 200);
    assert_eq!(record["actions"].as_array().unwrap().len() as u64, end);
}
