//! Whatever a peer sends, it gets a clear error, its connection stays usable, and the
//! table does not change.

mod common;

use common::{Client, TestServer};
use serde_json::{json, Value};

/// A table of two human seats: nothing moves unless the test acts.
async fn two_humans(server: &TestServer) -> (String, Vec<String>) {
    let table = server
        .create(json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}]}))
        .await;
    let tokens = table["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();
    (table["id"].as_str().unwrap().to_string(), tokens)
}

async fn expect_error(client: &mut Client, code: &str) -> Value {
    let frame = client.recv().await;
    assert_eq!(frame["type"], "error", "{frame}");
    assert_eq!(frame["code"], code, "{frame}");
    assert!(
        !frame["message"].as_str().unwrap_or("").is_empty(),
        "{frame}"
    );
    frame
}

/// The connection still answers, and the table is where it was.
async fn still_usable(server: &TestServer, id: &str, client: &mut Client) {
    let legal = client.legal().await;
    assert_eq!(legal["seq"], 0);
    assert_eq!(server.seq(id).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_frames_get_errors_and_change_nothing() {
    let server = TestServer::start().await;
    let (id, tokens) = two_humans(&server).await;
    let mut seats = Vec::new();
    for token in &tokens {
        let mut client = server.connect(&id, Some(token)).await;
        let snapshot = client.recv().await;
        assert_eq!(snapshot["type"], "snapshot");
        seats.push((client, snapshot));
    }
    let active = seats[0].1["to_act"].as_u64().unwrap() as usize;
    let other = 1 - active;
    let legal = seats[active].0.legal().await;
    let legal: Vec<Value> = legal["actions"].as_array().unwrap().clone();
    assert!(!legal.is_empty());
    let good = legal[0].clone();
    let (client, _) = &mut seats[active];

    client.send_text("{not json".into()).await;
    expect_error(client, "malformed").await;
    still_usable(&server, &id, client).await;

    client.send(json!({"type": "dance"})).await;
    expect_error(client, "malformed").await;
    client.send(json!({"type": "action", "action": good})).await;
    expect_error(client, "malformed").await;
    client
        .send(json!({"type": "action", "seq": 0, "action": {"fly": "away"}}))
        .await;
    expect_error(client, "malformed").await;
    still_usable(&server, &id, client).await;

    client
        .send(json!({"type": "action", "seq": 7, "action": good}))
        .await;
    let stale = expect_error(client, "stale").await;
    assert_eq!(stale["seq"], 0);
    still_usable(&server, &id, client).await;

    let illegal = ["end_turn", "stay", "passage", "roll"]
        .into_iter()
        .map(Value::from)
        .find(|a| !legal.contains(a))
        .unwrap();
    client
        .send(json!({"type": "action", "seq": 0, "action": illegal}))
        .await;
    let refused = expect_error(client, "rule").await;
    assert!(
        refused["rule"].as_str().unwrap().starts_with("CL-"),
        "{refused}"
    );
    still_usable(&server, &id, client).await;

    let huge = format!(
        r#"{{"type":"action","seq":0,"action":"{}"}}"#,
        "x".repeat(70 * 1024)
    );
    client.send_text(huge).await;
    expect_error(client, "too_large").await;
    still_usable(&server, &id, client).await;

    // The other seat cannot act in the active seat's place: a token acts for its seat only.
    let (client, _) = &mut seats[other];
    client
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    expect_error(client, "rule").await;
    let legal_other = client.legal().await;
    assert_eq!(legal_other["actions"], json!([]));
    assert_eq!(server.seq(&id).await, 0);

    // A spectator cannot act.
    let mut watcher = server.connect(&id, None).await;
    let snapshot = watcher.recv().await;
    assert_eq!(snapshot["seat"], Value::Null);
    watcher
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    expect_error(&mut watcher, "not_a_seat").await;
    watcher.send(json!({"type": "legal"})).await;
    expect_error(&mut watcher, "not_a_seat").await;
    assert_eq!(server.seq(&id).await, 0);

    // After all that, the right action by the right seat goes through, to everyone.
    let (client, _) = &mut seats[active];
    client
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    let events = client.recv_type("events").await;
    assert_eq!(events["seq"], 1);
    assert_eq!(events["seat"], active as u64);
    let events = seats[other].0.recv_type("events").await;
    assert_eq!(events["seq"], 1);
    assert_eq!(watcher.recv_type("events").await["seq"], 1);
    assert_eq!(server.seq(&id).await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_and_unknown_tables_are_refused() {
    let server = TestServer::start().await;
    let (id, tokens) = two_humans(&server).await;
    let (other_id, other_tokens) = two_humans(&server).await;

    for token in ["nonsense", other_tokens[0].as_str(), ""] {
        let mut client = server.connect(&id, Some(token)).await;
        expect_error(&mut client, "bad_token").await;
        assert!(client.next().await.is_none(), "the connection is closed");
    }
    let mut client = server.connect("no-such-table", Some(&tokens[0])).await;
    expect_error(&mut client, "not_found").await;
    assert!(client.next().await.is_none());

    // The right tokens still work on both tables.
    let mut client = server.connect(&id, Some(&tokens[1])).await;
    assert_eq!(client.recv().await["seat"], 1);
    let mut client = server.connect(&other_id, Some(&other_tokens[0])).await;
    assert_eq!(client.recv().await["seat"], 0);
    assert_eq!(server.seq(&id).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lobby_requests_get_400_and_unknown_tables_404() {
    let server = TestServer::start().await;
    let bad = [
        "{not json".to_string(),
        json!({"game": "chess", "seats": [{"player": "human"}, {"player": "human"}]}).to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}]}).to_string(),
        json!({"game": "cluedo", "seats": vec![json!({"player": "human"}); 7]}).to_string(),
        json!({"game": "cluedo", "players": 3, "seats": [{"player": "human"}, {"player": "human"}]})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "bot", "level": "genius"}]})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "alien"}]}).to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": 3})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": {"players": "many"}})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": {"players": ["plum", "white", "green"]}})
            .to_string(),
    ];
    for body in bad {
        let (status, answer) = server.post("/api/tables", &body).await;
        assert_eq!(status, 400, "{body} -> {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{answer}"
        );
    }
    let (status, answer) = server.get_json("/api/tables/nope").await;
    assert_eq!(status, 404);
    assert!(answer["error"].is_string());
    // Nothing was created by the bad requests.
    assert!(server.server.lobby.tables().is_empty());
}
