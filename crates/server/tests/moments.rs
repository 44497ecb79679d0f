//! The key moments endpoint: refused while the game runs (a seat's certainty tells what it
//! has seen), then every seat's certainty per step and its goals, exactly the game's own
//! `Game::moments` over the table's record, the same on every request and after the table
//! was unloaded and loaded again from the store.

mod common;

use common::{one_human, play_to_end, Dice, TestServer};
use serde_json::{json, Value};
use whodunit_engine::{GameKind, Seat, Table};

/// Every seat's moments worked out again from the finished table's public record.
fn expected(record: &Value) -> Vec<Value> {
    let kind = whodunit_cluedo::kind();
    let initial = kind
        .new_table(&record["config"], record["seed"].as_u64().unwrap())
        .expect("the record's setup");
    let mut steps: Vec<Box<dyn Table>> = Vec::new();
    for step in record["actions"].as_array().unwrap() {
        let mut next = steps.last().unwrap_or(&initial).clone_table();
        let seat = Seat(step["seat"].as_u64().unwrap() as u8);
        next.apply(seat, &step["action"])
            .expect("the record replays");
        steps.push(next);
    }
    let steps: Vec<&dyn Table> = steps.iter().map(|s| &**s).collect();
    (0..initial.seat_count())
        .map(|s| {
            let moments = initial.moments(Seat(s as u8), &steps).expect("moments");
            let rounded: Vec<f64> = moments
                .certainty
                .iter()
                .map(|c| (c * 1000.0).round() / 1000.0)
                .collect();
            json!({"seat": s, "certainty": rounded, "goals": moments.goals})
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_while_the_game_runs_then_every_seats_moments() {
    let server = TestServer::start().await;
    let table = server.create(one_human(&["medium", "hard"])).await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let path = format!("/api/tables/{id}/moments");

    let (status, refused) = server.get_json(&path).await;
    assert_eq!(status, 409, "{refused}");
    assert!(refused["error"]
        .as_str()
        .unwrap()
        .contains("still being played"));
    let (status, _) = server.get_json("/api/tables/nope/moments").await;
    assert_eq!(status, 404);

    let mut me = server.connect(id, Some(token)).await;
    play_to_end(&mut me, &mut Dice::new(5), 0).await;
    let last = server.seq(id).await;

    let (status, moments) = server.get_json(&path).await;
    assert_eq!(status, 200, "{moments}");
    assert_eq!(moments["steps"].as_u64(), Some(last));
    let seats = moments["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 3, "every seat");
    for seat in seats {
        let certainty = seat["certainty"].as_array().unwrap();
        assert_eq!(
            certainty.len() as u64,
            last + 1,
            "the deal, then every step"
        );
        assert!(certainty
            .iter()
            .all(|c| (0.0..=1.0).contains(&c.as_f64().unwrap())));
        assert_eq!(seat["goals"].as_array().unwrap().len(), 1, "the envelope");
    }
    // The bots' game ended with an accusation: some seat acted.
    let acts: usize = seats
        .iter()
        .map(|s| s["goals"][0]["acts"].as_array().unwrap().len())
        .sum();
    assert!(acts >= 1, "{moments}");

    let (status, record) = server.get_json(&format!("/api/tables/{id}/record")).await;
    assert_eq!(status, 200);
    assert_eq!(seats, &expected(&record), "the game's own moments");

    // Asked again, after the finished table was left alone (it unloads at once in the
    // tests and is loaded again from the store): the same answer.
    me.close().await;
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    let (status, again) = server.get_json(&path).await;
    assert_eq!(status, 200);
    assert_eq!(again, moments);
}
