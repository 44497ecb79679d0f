//! Ratings and profiles over HTTP and the WebSocket: a rated game between two people rates
//! both once, a restart does not rate it again, a rated table takes no bot, an unrated one
//! leaves results only, and a hidden profile is seen by its owner alone.

mod common;

use common::answer::request;
use common::{play_from, Client, Dice, TestServer, PATIENCE};
use serde_json::{json, Value};
use std::sync::Arc;

const PASSWORD: &str = "violet candlestick in the conservatory";

/// A new guest who claims the account `username`; their session's secret.
async fn account(server: &TestServer, username: &str) -> String {
    let me = request(server.addr, "GET", "/api/me", None, &[], "").await;
    let secret = me.new_session().expect("a session cookie");
    let body = json!({"username": username, "password": PASSWORD}).to_string();
    let claimed = request(
        server.addr,
        "POST",
        "/api/account",
        Some(&secret),
        &[],
        &body,
    )
    .await;
    assert_eq!(claimed.status, 200, "{}", claimed.body);
    // Claiming starts a new session.
    claimed.new_session().unwrap_or(secret)
}

fn cookie(secret: &str) -> String {
    format!("whodunit_session={secret}")
}

/// A Guess table for two people, created with `rated`; its id and the seats' tokens.
async fn guess_table(server: &TestServer, rated: bool) -> (String, [String; 2]) {
    let table = server
        .create(
            json!({"game": "guess", "options": {"cards": 9}, "rated": rated,
            "seats": [{"player": "human"}, {"player": "human"}]}),
        )
        .await;
    let token = |seat: usize| table["seats"][seat]["token"].as_str().unwrap().to_string();
    (
        table["id"].as_str().unwrap().to_string(),
        [token(0), token(1)],
    )
}

/// Ann and Bob, each with their session, play the table to its end; their connections.
async fn play(
    server: &TestServer,
    id: &str,
    tokens: &[String; 2],
    secrets: [&str; 2],
) -> [Client; 2] {
    let mut players = Vec::new();
    for seat in 0..2 {
        let header = cookie(secrets[seat]);
        let client =
            Client::connect_with(server.addr, id, Some(&tokens[seat]), &[("cookie", &header)])
                .await
                .unwrap();
        players.push(client);
    }
    let (mut ann, mut bob) = (players.remove(0), players.remove(0));
    // Both are seated (and linked to their person) before anyone moves.
    let (ann_first, bob_first) = (ann.recv().await, bob.recv().await);
    let (mut ann_dice, mut bob_dice) = (Dice::new(3), Dice::new(4));
    tokio::join!(
        play_from(&mut ann, ann_first, &mut ann_dice, 0),
        play_from(&mut bob, bob_first, &mut bob_dice, 1),
    );
    [ann, bob]
}

async fn people(server: &TestServer, id: &str) -> Value {
    let (status, people) = server.get_json(&format!("/api/tables/{id}/people")).await;
    assert_eq!(status, 200, "{people}");
    people
}

/// The people of table `id` once the table says it is settled: a `people` frame to every
/// connection, after the last action's events.
async fn settled_people(server: &TestServer, id: &str, players: &mut [Client; 2]) -> Value {
    for player in players.iter_mut() {
        let frame = tokio::time::timeout(PATIENCE, player.recv_type("people"))
            .await
            .expect("a people frame once the table is settled");
        assert_eq!(frame, json!({"type": "people"}));
    }
    people(server, id).await
}

async fn profile(server: &TestServer, username: &str, secret: Option<&str>) -> (u16, Value) {
    let path = format!("/api/players/{username}");
    let answer = request(server.addr, "GET", &path, secret, &[], "").await;
    (answer.status, answer.json())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_between_two_people_rates_both_once_even_after_a_restart() {
    let dir = Arc::new(tempfile::tempdir().unwrap());
    let server = TestServer::start_in(dir.clone()).await;
    let ann = account(&server, "Ann").await;
    let bob = account(&server, "bob-2").await;
    let (id, tokens) = guess_table(&server, true).await;
    let mut players = play(&server, &id, &tokens, [&ann, &bob]).await;

    let rated = settled_people(&server, &id, &mut players).await;
    assert_eq!(rated["rated"], true);
    let seats = rated["seats"].as_array().unwrap();
    assert_eq!(seats[0]["username"], "Ann");
    assert_eq!(seats[1]["username"], "bob-2");
    // Glicko-2 from 1500 each: the winner gains what the loser loses.
    let change = |seat: usize| seats[seat]["change"].as_i64().unwrap();
    let rating = |seat: usize| seats[seat]["rating"].as_i64().unwrap();
    assert!(change(0) * change(1) < 0, "{rated}");
    assert_eq!(change(0) + change(1), 0, "{rated}");
    assert_eq!(rating(0) + rating(1), 3000, "{rated}");

    let (status, ann_profile) = profile(&server, "ann", Some(&ann)).await;
    assert_eq!(status, 200, "{ann_profile}");
    let guess = &ann_profile["games"][0];
    assert_eq!(
        (guess["game"].as_str(), guess["played"].as_u64()),
        (Some("guess"), Some(1))
    );
    assert_eq!(guess["rating"]["games"], 1);
    assert_eq!(guess["rating"]["value"].as_i64(), Some(rating(0)));
    assert_eq!(guess["history"].as_array().unwrap().len(), 1);
    assert_eq!(ann_profile["recent"][0]["table"], id.as_str());
    assert_eq!(ann_profile["recent"][0]["rated"], true);
    let won = ann_profile["recent"][0]["won"] == true;
    assert_eq!(won, change(0) > 0);
    assert_eq!(guess["history"][0]["table"], id.as_str());
    // The table is private: its id (a way in) is for Ann's eyes only, not her public
    // profile's, which still counts it.
    let (_, public) = profile(&server, "ann", Some(&bob)).await;
    assert_eq!(public["games"], {
        let mut games = ann_profile["games"].clone();
        games[0]["history"][0]["table"] = Value::Null;
        games
    });
    assert_eq!(public["recent"], json!([]));

    // A restart replays nothing that is over and rates nothing again.
    drop(server);
    let server = TestServer::start_in(dir).await;
    let again = people(&server, &id).await;
    assert_eq!(again, rated);
    let (_, bob_profile) = profile(&server, "BOB-2", None).await;
    assert_eq!(bob_profile["games"][0]["rating"]["games"], 1);
    assert_eq!(
        bob_profile["games"][0]["history"].as_array().unwrap().len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_table_takes_no_bot_and_an_unrated_one_leaves_results_only() {
    let server = TestServer::start().await;
    let (status, refused) = server
        .post(
            "/api/tables",
            &json!({"game": "guess", "rated": true,
                "seats": [{"player": "human"}, {"player": "bot"}]})
            .to_string(),
        )
        .await;
    assert_eq!(status, 400);
    assert!(
        refused["error"].as_str().unwrap().contains("only people"),
        "{refused}"
    );

    let ann = account(&server, "ann").await;
    let bob = account(&server, "bob").await;
    let (id, tokens) = guess_table(&server, false).await;
    let mut players = play(&server, &id, &tokens, [&ann, &bob]).await;
    settled_people(&server, &id, &mut players).await;
    let (_, ann_profile) = profile(&server, "ann", Some(&ann)).await;
    assert_eq!(ann_profile["games"][0]["played"], 1, "{ann_profile}");
    assert!(ann_profile["games"][0]["rating"].is_null(), "{ann_profile}");
    assert_eq!(ann_profile["recent"][0]["rated"], false);
    let people = people(&server, &id).await;
    assert_eq!(people["rated"], false);
    assert!(people["seats"][0]["rating"].is_null() && people["seats"][0]["change"].is_null());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_profile_is_seen_by_its_owner_alone() {
    let server = TestServer::start().await;
    let ann = account(&server, "ann").await;
    let bob = account(&server, "bob").await;
    let hide = |hidden: bool| json!({ "hidden": hidden }).to_string();
    let hidden = request(
        server.addr,
        "PUT",
        "/api/me/profile",
        Some(&ann),
        &[],
        &hide(true),
    )
    .await;
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    assert_eq!(hidden.json()["hidden"], true);

    let (status, own) = profile(&server, "ann", Some(&ann)).await;
    assert_eq!((status, &own["hidden"]), (200, &json!(true)), "{own}");
    let (status, theirs) = profile(&server, "ann", Some(&bob)).await;
    assert_eq!(status, 404, "{theirs}");
    let (status, anonymous) = profile(&server, "ann", None).await;
    assert_eq!(status, 404);
    // Hidden and missing look the same.
    assert_eq!(theirs, profile(&server, "nobody", None).await.1);
    assert_eq!(anonymous, theirs);

    // Only with a session, and only a well-formed request.
    let no_session = request(
        server.addr,
        "PUT",
        "/api/me/profile",
        None,
        &[],
        &hide(false),
    )
    .await;
    assert_eq!(no_session.status, 401);
    for bad in [
        "",
        "{}",
        r#"{"hidden": "no"}"#,
        r#"{"hidden": false, "x": 1}"#,
    ] {
        let refused = request(server.addr, "PUT", "/api/me/profile", Some(&ann), &[], bad).await;
        assert_eq!(refused.status, 400, "{bad}: {}", refused.body);
    }
    let shown = request(
        server.addr,
        "PUT",
        "/api/me/profile",
        Some(&ann),
        &[],
        &hide(false),
    )
    .await;
    assert_eq!(shown.json()["hidden"], false);
    assert_eq!(profile(&server, "ann", Some(&bob)).await.0, 200);
    // A guest has no profile page.
    assert_eq!(profile(&server, "Guest", None).await.0, 404);
}
