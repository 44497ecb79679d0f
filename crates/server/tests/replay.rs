//! The replay endpoint: any step of a game as one viewer saw it. While the game runs a seat
//! replays only its own view (with its token) and others the spectators' view; once it is
//! over every view opens, the omniscient one included (CL-INFO-12).

mod common;

use common::{one_human, play_to_end, Dice, TestServer};
use serde_json::Value;

async fn replay(server: &TestServer, id: &str, query: &str) -> (u16, Value) {
    server
        .get_json(&format!("/api/tables/{id}/replay?{query}"))
        .await
}

/// The `events` frames a live client received, by seq.
fn live_events(frames: &[Value]) -> Vec<(u64, Value)> {
    frames
        .iter()
        .filter(|frame| frame["type"] == "events")
        .map(|frame| (frame["seq"].as_u64().unwrap(), frame["events"].clone()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_the_game_runs_a_seat_replays_only_its_own_view() {
    let server = TestServer::start().await;
    let table = server.create(one_human(&["random", "random"])).await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let (status, mine) = replay(&server, id, &format!("token={token}")).await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(
        (mine["type"].as_str(), mine["seat"].as_u64()),
        (Some("replay"), Some(0))
    );
    assert_eq!(mine["over"], false);
    assert!(
        mine["notebook"].is_object(),
        "the seat's notebook at that step: {mine}"
    );
    for refused in [
        "viewer=omniscient".to_string(),
        "viewer=1".to_string(),
        "viewer=0".to_string(),
        format!("viewer=omniscient&token={token}"),
        format!("viewer=2&token={token}"),
    ] {
        let (status, answer) = replay(&server, id, &refused).await;
        assert_eq!(status, 403, "{refused}: {answer}");
        assert!(answer["error"]
            .as_str()
            .unwrap()
            .contains("still being played"));
    }
    let (status, watching) = replay(&server, id, "viewer=spectator").await;
    assert_eq!(status, 200, "{watching}");
    assert!(watching["seat"].is_null() && watching["notebook"].is_null());
    let (status, answer) = replay(&server, id, "token=not-a-token").await;
    assert_eq!(status, 403, "{answer}");
    let (status, answer) = replay(&server, id, "viewer=9").await;
    assert_eq!(status, 400, "{answer}");
    let (status, _) = replay(&server, "nope", "viewer=spectator").await;
    assert_eq!(status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_end_every_view_opens_and_a_seat_sees_what_it_saw_live() {
    let server = TestServer::start().await;
    let table = server.create(one_human(&["random", "random"])).await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut me = server.connect(id, Some(token)).await;
    play_to_end(&mut me, &mut Dice::new(11), 0).await;
    let live = live_events(&me.frames);
    let last = live.last().unwrap().0;

    let (status, whole) = replay(&server, id, "viewer=omniscient").await;
    assert_eq!(status, 200, "{whole}");
    assert_eq!(
        (whole["step"].as_u64(), whole["last"].as_u64()),
        (Some(last), Some(last))
    );
    assert_eq!(whole["over"], true);
    assert_eq!(whole["omniscient"], true);

    // Seat 0's replay of a middle step: its log is exactly the events it was sent live.
    let middle = last / 2;
    let (status, mine) = replay(&server, id, &format!("viewer=0&step={middle}")).await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["step"], middle);
    let log = mine["log"].as_array().unwrap();
    assert_eq!(log.len() as u64, middle);
    for entry in log {
        let seq = entry["seq"].as_u64().unwrap();
        let (_, sent) = live
            .iter()
            .find(|(s, _)| *s == seq)
            .expect("the live client saw every step: it came before the first");
        assert_eq!(&entry["events"], sent, "step {seq} as seat 0 saw it");
    }
    let live_view = me
        .frames
        .iter()
        .find(|frame| frame["type"] == "events" && frame["seq"] == middle)
        .map(|frame| &frame["view"])
        .unwrap();
    assert_eq!(&mine["view"], live_view, "the view at step {middle}");
    // Another seat, the setup, and a step past the end (clamped to the last).
    let (status, other) = replay(&server, id, "viewer=1&step=0").await;
    assert_eq!(status, 200, "{other}");
    assert_eq!(
        (other["step"].as_u64(), other["seat"].as_u64()),
        (Some(0), Some(1))
    );
    assert!(other["notebook"].is_object());
    let (_, past) = replay(&server, id, "viewer=spectator&step=100000").await;
    assert_eq!(past["step"], last);
}
