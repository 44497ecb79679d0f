//! A seat's connection never carries another seat's cards or the envelope before the game
//! ends, except the cards shown to that seat. The test plays seat 0 against three bots
//! through a real WebSocket, keeps every frame, and judges them with the omniscient
//! knowledge rebuilt from the store.

mod common;

use common::{one_human, play_to_end, Dice, TestServer};
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::Arc;
use whodunit_engine::{GameKind, Viewer};
use whodunit_server::{History, SqliteStore, Store};

/// Fields whose strings may name secret cards.
const SECRET_FIELDS: [&str; 6] = ["hand", "hands", "options", "card", "envelope", "accusation"];

/// Every string under a secret field of `value`.
fn secret_strings(value: &Value, inside: bool, found: &mut Vec<String>) {
    match value {
        Value::String(text) if inside => found.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|v| secret_strings(v, inside, found)),
        Value::Object(fields) => {
            for (key, v) in fields {
                secret_strings(v, inside || SECRET_FIELDS.contains(&key.as_str()), found);
            }
        }
        _ => {}
    }
}

fn cards(value: &Value) -> BTreeSet<String> {
    let mut found = Vec::new();
    secret_strings(value, true, &mut found);
    found.into_iter().collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_sees_no_other_hand_and_no_envelope_before_the_end() {
    for round in 0..3u64 {
        let server = TestServer::start().await;
        let table = server
            .create(one_human(&["eliminator", "random", "eliminator"]))
            .await;
        let id = table["id"].as_str().unwrap();
        let token = table["seats"][0]["token"].as_str().unwrap();
        let mut me = server.connect(id, Some(token)).await;
        play_to_end(&mut me, &mut Dice::new(round + 11), 0).await;

        // The truth, from the store.
        let store = SqliteStore::open(&server.db).await.unwrap();
        let stored = store.load(id).await.unwrap().unwrap();
        let kind: Arc<dyn GameKind> = Arc::new(whodunit_cluedo::kind());
        let history = History::replay(&kind, &stored).unwrap();
        assert!(history.is_over());
        let truth: Value =
            serde_json::from_str(history.current().view(Viewer::Omniscient).get()).unwrap();
        let hands = truth["hands"].as_array().unwrap();
        let mine = cards(&hands[0]);
        let mut shown_to_me = BTreeSet::new();
        for step in history.steps() {
            for event in step.after.last_events(Viewer::Omniscient) {
                let event: Value = serde_json::from_str(event.get()).unwrap();
                if event["event"] == "shown" && event["suggester"] == 0 {
                    shown_to_me.insert(event["card"].as_str().unwrap().to_string());
                }
            }
        }
        let mut forbidden = cards(&truth["envelope"]);
        for hand in &hands[1..] {
            forbidden.extend(cards(hand));
        }
        forbidden.retain(|card| !mine.contains(card) && !shown_to_me.contains(card));
        assert!(!forbidden.is_empty());

        let end = me
            .frames
            .iter()
            .position(|f| f["to_act"].is_null() && f["type"] != "legal")
            .expect("the game ended");
        for frame in &me.frames[..end] {
            let leaked: Vec<String> = cards(&json_secrets(frame))
                .intersection(&forbidden)
                .cloned()
                .collect();
            assert!(leaked.is_empty(), "seat 0 was sent {leaked:?} in {frame}");
            // Legal actions come only with a step at which seat 0 is to act.
            if frame["type"] != "legal" && frame.get("legal").is_some() {
                assert_eq!(
                    frame["to_act"], 0,
                    "legal actions for another seat: {frame}"
                );
            }
        }
        // The check can see a leak: the last frame shows every hand, as the game is over.
        let last = cards(&json_secrets(&me.frames[end]));
        assert!(forbidden.is_subset(&last));
        // Seat 0 was sent the cards shown to it.
        let seen: BTreeSet<String> = me.frames[..end]
            .iter()
            .flat_map(|f| cards(&json_secrets(f)))
            .collect();
        assert!(shown_to_me.is_subset(&seen));
        // And the store holds exactly what seat 0 was told.
        assert_eq!(me.frames[end]["seq"].as_u64(), Some(history.seq()));
    }
}

/// The secret fields of a frame, gathered as one array.
fn json_secrets(frame: &Value) -> Value {
    let mut found = Vec::new();
    secret_strings(frame, false, &mut found);
    Value::Array(found.into_iter().map(Value::String).collect())
}
