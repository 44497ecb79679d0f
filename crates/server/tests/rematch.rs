//! Rematch: the first person to ask at a finished table sets it up (same game, options,
//! seats and bot levels; a new seed and new tokens), everyone connected is told, and each
//! person gets their own seat there; a person who leaves instead of joining keeps the seat
//! from strangers, and a bot plays it once their clock allows; a person who says they leave
//! gives their seat to a bot for the whole rematch at once.

mod common;

use common::{is_accusation, play_to_end, Client, Dice, TestServer};
use serde_json::{json, Value};

fn token(created: &Value, seat: usize) -> String {
    created["seats"][seat]["token"]
        .as_str()
        .unwrap()
        .to_string()
}

async fn leave(server: &TestServer, id: &str, token: &str) -> (u16, Value) {
    let body = json!({ "token": token }).to_string();
    server
        .post(&format!("/api/tables/{id}/rematch/leave"), &body)
        .await
}

async fn ask(server: &TestServer, id: &str, token: &str) -> (u16, Value) {
    let body = json!({ "token": token }).to_string();
    server
        .post(&format!("/api/tables/{id}/rematch"), &body)
        .await
}

/// Seats 0 and 1 play their turns at once until the game is over.
async fn play_both(alice: &mut Client, bob: &mut Client, seed: u64) {
    let (mut first, mut second) = (Dice::new(seed), Dice::new(seed + 100));
    tokio::join!(
        play_to_end(alice, &mut first, 0),
        play_to_end(bob, &mut second, 1)
    );
}

/// Alice (seat 0) plays her turns from `frame` on, never accusing, until a step of seat 1
/// comes, which must be a bot's standing in; every `clock` frame met must say seat 1 left.
async fn until_a_bot_plays_seat_1(alice: &mut Client, mut frame: Value, seed: u64) {
    let mut dice = Dice::new(seed);
    loop {
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["type"] == "events" && frame["seat"] == 1 {
            assert_eq!(frame["stand_in"], true, "Bob's step: {frame}");
            return;
        }
        assert!(
            frame["type"] != "events" || !frame["to_act"].is_null(),
            "over before Bob's turn: {frame}"
        );
        if frame["to_act"] == 0 && frame["legal"].is_array() && frame["type"] != "legal" {
            let choices: Vec<&Value> = frame["legal"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|action| !is_accusation(action))
                .collect();
            let action = choices[dice.below(choices.len())].clone();
            alice
                .send(json!({"type": "action", "seq": frame["seq"], "action": action}))
                .await;
        }
        frame = alice.recv().await;
    }
}

/// The table id and seat token of a seat link `/table/{id}?seat={token}`.
fn parse_link(link: &str) -> (String, String) {
    let rest = link.strip_prefix("/table/").unwrap();
    let (id, token) = rest.split_once("?seat=").unwrap();
    (id.to_string(), token.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_again_in_the_same_seats_with_the_same_bots() {
    let server = TestServer::start().await;
    let request = json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
        "options": {"modern_suggestion_rule": true},
    });
    let table = server.create(request).await;
    let id = table["id"].as_str().unwrap().to_string();
    let (status, early) = ask(&server, &id, &token(&table, 0)).await;
    assert_eq!(status, 409, "not before the end: {early}");

    let mut alice = server.connect(&id, Some(&token(&table, 0))).await;
    let mut bob = server.connect(&id, Some(&token(&table, 1))).await;
    play_both(&mut alice, &mut bob, 1).await;

    let (status, refused) = ask(&server, &id, "not-a-token").await;
    assert_eq!(status, 403, "{refused}");
    let (status, first) = ask(&server, &id, &token(&table, 0)).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["seat"], 0);
    let (rematch, alice_token) = parse_link(first["link"].as_str().unwrap());
    assert_ne!(rematch, id);
    assert_ne!(alice_token, token(&table, 0), "new tokens");

    // Bob is told, and gets his own seat at the same table.
    let news = bob.recv_type("rematch").await;
    assert_eq!(news["table"], rematch.as_str());
    let (status, second) = ask(&server, &id, &token(&table, 1)).await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["seat"], 1);
    let (same, bob_token) = parse_link(second["link"].as_str().unwrap());
    assert_eq!(same, rematch);
    assert_ne!(bob_token, alice_token);
    // Asking again gives the same seat.
    let (_, again) = ask(&server, &id, &token(&table, 0)).await;
    assert_eq!(again, first);

    let (_, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!(info["rematch"], rematch.as_str());
    let (_, new) = server.get_json(&format!("/api/tables/{rematch}")).await;
    let players: Vec<&str> = new["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["player"].as_str().unwrap())
        .collect();
    assert_eq!(players, ["human", "human", "bot:random"]);
    assert_eq!(new["rematch"], Value::Null);
    // The new seat plays: its token is a seat of the new table.
    let mut alice_again = server.connect(&rematch, Some(&alice_token)).await;
    let snapshot = alice_again.recv().await;
    assert_eq!(
        (snapshot["type"].as_str(), snapshot["seat"].as_u64()),
        (Some("snapshot"), Some(0))
    );
    // A new deal: the hands differ from the first game's (two equal six-card Cluedo hands
    // from independent seeds are as good as impossible).
    let first_hand = &alice.frames[0]["view"]["hand"];
    assert_ne!(&snapshot["view"]["hand"], first_hand);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn people_asking_at_once_get_one_rematch() {
    let server = TestServer::start().await;
    let request = json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
    });
    let table = server.create(request).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut alice = server.connect(&id, Some(&token(&table, 0))).await;
    let mut bob = server.connect(&id, Some(&token(&table, 1))).await;
    play_both(&mut alice, &mut bob, 3).await;
    let (first, second) = (token(&table, 0), token(&table, 1));
    let (a, b) = tokio::join!(ask(&server, &id, &first), ask(&server, &id, &second));
    let tables: Vec<String> = [a, b]
        .into_iter()
        .filter(|(status, _)| *status == 200)
        .map(|(_, seat)| parse_link(seat["link"].as_str().unwrap()).0)
        .collect();
    // One may have asked while the other was setting it up (409, try again); none differ.
    assert!(!tables.is_empty());
    assert!(tables.iter().all(|t| *t == tables[0]), "{tables:?}");
    let (_, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!(info["rematch"], tables[0].as_str());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_whose_person_leaves_instead_of_joining_stays_theirs_and_a_bot_plays_it() {
    let server = TestServer::start().await;
    let request = json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
        "public": true,
        "clock": {"seconds": 30},
        "stand_in": "easy",
    });
    let table = server.create(request).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut alice = server.connect(&id, Some(&token(&table, 0))).await;
    let mut bob = server.connect(&id, Some(&token(&table, 1))).await;
    play_both(&mut alice, &mut bob, 5).await;
    let (status, first) = ask(&server, &id, &token(&table, 0)).await;
    assert_eq!(status, 200, "{first}");
    let (rematch, alice_token) = parse_link(first["link"].as_str().unwrap());
    // Bob leaves without joining. His seat is not offered to strangers in the lobby: the
    // rematch is for the same people.
    drop(bob);
    let (status, refused) = server
        .post(&format!("/api/tables/{rematch}/take"), "")
        .await;
    assert_eq!(status, 409, "{refused}");
    // Alice plays; once Bob has been away the grace period, a bot plays his seat.
    let mut alice = server.connect(&rematch, Some(&alice_token)).await;
    let mut dice = Dice::new(9);
    loop {
        let frame = alice.recv().await;
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["type"] == "events" && frame["seat"] == 1 {
            assert_eq!(frame["stand_in"], true, "Bob's step: {frame}");
            break;
        }
        assert!(
            frame["type"] != "events" || !frame["to_act"].is_null(),
            "over before Bob's turn: {frame}"
        );
        if frame["to_act"] == 0 && frame["legal"].is_array() {
            let choices: Vec<&Value> = frame["legal"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|action| !is_accusation(action))
                .collect();
            let action = choices[dice.below(choices.len())].clone();
            alice
                .send(json!({"type": "action", "seq": frame["seq"], "action": action}))
                .await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_leaves_the_rematch_gives_the_seat_to_a_bot_for_good() {
    let dir = std::sync::Arc::new(tempfile::tempdir().unwrap());
    let server = TestServer::start_in(dir.clone()).await;
    // No clock: without Leave, the rematch would wait for Bob for ever.
    let request = json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
        "stand_in": "easy",
    });
    let table = server.create(request).await;
    let id = table["id"].as_str().unwrap().to_string();
    let (alice_old, bob_old) = (token(&table, 0), token(&table, 1));
    let (status, early) = leave(&server, &id, &bob_old).await;
    assert_eq!(status, 409, "not before the end: {early}");
    let mut alice = server.connect(&id, Some(&alice_old)).await;
    let mut bob = server.connect(&id, Some(&bob_old)).await;
    play_both(&mut alice, &mut bob, 7).await;

    // Refusals: no rematch yet, a wrong token, an unknown table, a body that is no request.
    let (status, none) = leave(&server, &id, &bob_old).await;
    assert_eq!(status, 409, "no rematch yet: {none}");
    assert!(
        none["error"].as_str().unwrap().contains("rematch"),
        "{none}"
    );
    let (status, wrong) = leave(&server, &id, "not-a-token").await;
    assert_eq!(status, 403, "{wrong}");
    let (status, unknown) = leave(&server, "no-such-table", &bob_old).await;
    assert_eq!(status, 404, "{unknown}");
    let (status, garbled) = server
        .post(&format!("/api/tables/{id}/rematch/leave"), "{")
        .await;
    assert_eq!(status, 400, "{garbled}");

    let (status, first) = ask(&server, &id, &alice_old).await;
    assert_eq!(status, 200, "{first}");
    let (rematch, alice_token) = parse_link(first["link"].as_str().unwrap());
    // Bob leaves, twice: the same answer.
    let (status, left) = leave(&server, &id, &bob_old).await;
    assert_eq!((status, &left), (200, &json!({"left": true})));
    let (status, again) = leave(&server, &id, &bob_old).await;
    assert_eq!((status, &again), (200, &json!({"left": true})));
    // He cannot come back into the seat, and Alice, who joined, cannot leave.
    let (status, back) = ask(&server, &id, &bob_old).await;
    assert_eq!(status, 409, "{back}");
    assert!(back["error"].as_str().unwrap().contains("left"), "{back}");
    let (status, joined) = leave(&server, &id, &alice_old).await;
    assert_eq!(status, 409, "{joined}");
    assert!(
        joined["error"].as_str().unwrap().contains("joined"),
        "{joined}"
    );

    // Alice plays; a bot plays Bob's seat at once, marked as standing in, and everyone is
    // told who left.
    let mut alice = server.connect(&rematch, Some(&alice_token)).await;
    let clock = alice.recv_type("clock").await;
    assert_eq!(clock["left"], json!([1]), "{clock}");
    assert_eq!(clock["stand_ins"], json!([1]), "{clock}");
    let snapshot = alice.frames[0].clone();
    until_a_bot_plays_seat_1(&mut alice, snapshot, 11).await;
    drop(alice);
    server.server.abort();

    // A restart keeps it: the seat is still the bot's, and Bob is still refused.
    let restarted = TestServer::start_in(dir).await;
    let mut spectator = restarted.connect(&rematch, None).await;
    let clock = spectator.recv_type("clock").await;
    assert_eq!(clock["left"], json!([1]), "{clock}");
    let (status, back) = ask(&restarted, &id, &bob_old).await;
    assert_eq!(status, 409, "{back}");
    let (status, left) = leave(&restarted, &id, &bob_old).await;
    assert_eq!(status, 200, "{left}");
}

/// Two server instances sharing PostgreSQL (`WHODUNIT_TEST_POSTGRES`; skipped without it
/// outside CI): Bob leaves through the instance that does not drive the rematch, and the
/// one that does hands his seat to a bot at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_through_another_instance_reaches_the_one_that_drives_the_rematch() {
    let Some(instances) = common::Instances::start("test_leave", 2).await else {
        return;
    };
    let servers = &instances.servers;
    let post = |at: usize, path: String, body: Value| {
        let addr = servers[at].addr;
        async move {
            let (status, answer) = common::http(addr, "POST", &path, Some(&body.to_string())).await;
            (
                status,
                serde_json::from_str::<Value>(&answer).unwrap_or(Value::Null),
            )
        }
    };
    let request = json!({
        "game": "cluedo",
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
    });
    let (status, table) = post(0, "/api/tables".to_string(), request).await;
    assert_eq!(status, 201, "{table}");
    let id = table["id"].as_str().unwrap().to_string();
    let mut alice = Client::connect(servers[0].addr, &id, Some(&token(&table, 0))).await;
    let mut bob = Client::connect(servers[0].addr, &id, Some(&token(&table, 1))).await;
    play_both(&mut alice, &mut bob, 13).await;
    let body = json!({ "token": token(&table, 0) });
    let (status, first) = post(0, format!("/api/tables/{id}/rematch"), body).await;
    assert_eq!(status, 200, "{first}");
    let (rematch, alice_token) = parse_link(first["link"].as_str().unwrap());

    let body = json!({ "token": token(&table, 1) });
    let (status, left) = post(1, format!("/api/tables/{id}/rematch/leave"), body).await;
    assert_eq!(status, 200, "{left}");
    let mut alice = Client::connect(servers[0].addr, &rematch, Some(&alice_token)).await;
    let clock = tokio::time::timeout(std::time::Duration::from_secs(20), alice.recv_type("clock"))
        .await
        .expect("the driving instance hears that Bob left");
    assert_eq!(clock["left"], json!([1]), "{clock}");
    // Alice goes on from the latest state she was sent (a bot may have played meanwhile).
    let latest = alice
        .frames
        .iter()
        .rev()
        .find(|frame| frame["type"] == "snapshot" || frame["type"] == "events")
        .unwrap()
        .clone();
    assert!(
        alice
            .frames
            .iter()
            .all(|frame| frame["seat"] != 1 || frame["type"] != "events"),
        "nothing played for Bob before he was known to have left"
    );
    until_a_bot_plays_seat_1(&mut alice, latest, 17).await;
    instances.end().await;
}
