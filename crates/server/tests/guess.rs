//! Guess, the test game that proves the registry, played over the WebSocket: a person
//! against a bot to the end, the hidden card kept from the person until then (GU-INFO-1,
//! GU-INFO-3), and the finished table's record replaying to the same end.

mod common;

use common::{play_to_end, Dice, TestServer};
use serde_json::{json, Value};
use whodunit_engine::Record;
use whodunit_guess::{Action, Config, Guess};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_guess_against_a_bot_to_the_end() {
    let server = TestServer::start().await;
    let (status, games) = server.get_json("/api/games").await;
    assert_eq!(status, 200);
    let listed = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "guess");
    assert_eq!(
        listed,
        Some(
            &json!({"name": "guess", "min_players": 2, "max_players": 2, "bot_levels": ["easy", "hard"]})
        )
    );
    let table = server
        .create(json!({"game": "guess", "options": {"cards": 9},
            "seats": [{"player": "human"}, {"player": "bot", "level": "hard"}]}))
        .await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut person = server.connect(id, Some(token)).await;
    play_to_end(&mut person, &mut Dice::new(5), 0).await;

    let views: Vec<&Value> = person
        .frames
        .iter()
        .filter(|frame| frame["type"] == "snapshot" || frame["type"] == "events")
        .map(|frame| &frame["view"])
        .collect();
    let (last, before) = views.split_last().expect("a snapshot at least");
    assert_eq!(views[0]["cards"], 9);
    assert_eq!(views[0]["hand"].as_array().map(Vec::len), Some(4));
    for view in before {
        assert!(view["hidden"].is_null(), "GU-INFO-1: {view}");
    }
    assert!(last["hidden"].is_number(), "GU-INFO-3: {last}");
    assert!(last["winner"].is_number(), "GU-GUESS-2: {last}");

    let (status, record) = server.get_json(&format!("/api/tables/{id}/record")).await;
    assert_eq!(status, 200, "{record}");
    let record: Record<Config, Action> = serde_json::from_value(record).unwrap();
    let state = whodunit_engine::replay::<Guess>(&record, |_| {}).unwrap();
    assert!(state.is_over());
    assert_eq!(state.hidden().0, last["hidden"].as_u64().unwrap() as u8);
    assert_eq!(record.actions.len() as u64, server.seq(id).await);
}
