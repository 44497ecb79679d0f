//! The lobby's public tables: listed once a person sits down, a free seat taken with one
//! request, live updates as server-sent events, and gone when the game ends. Private
//! tables are never listed and their seats cannot be taken.

mod common;

use common::{one_human, play_to_end, Dice, TestServer, PATIENCE};
use serde_json::{json, Value};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// A Cluedo request for two people and one bot, public or not.
fn two_people(public: bool) -> Value {
    json!({
        "game": "cluedo",
        "public": public,
        "seats": [{"player": "human"}, {"player": "human"}, {"player": "bot", "level": "random"}],
    })
}

/// Asks the lobby until `fits` holds for its list (the list is worked out shortly after
/// each change); the list that fits.
async fn lobby_until(server: &TestServer, fits: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let (status, list) = server.get_json("/api/lobby").await;
        assert_eq!(status, 200, "{list}");
        if fits(&list) {
            return list;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the lobby never showed it: {list}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn ids(list: &Value, part: &str) -> Vec<String> {
    list[part]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["id"].as_str().unwrap().to_string())
        .collect()
}

fn token_of(created: &Value, seat: usize) -> String {
    created["seats"][seat]["token"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_table_is_listed_once_its_creator_sits_and_a_stranger_takes_the_free_seat() {
    let server = TestServer::start().await;
    let table = server.create(two_people(true)).await;
    let id = table["id"].as_str().unwrap().to_string();
    // Nobody came yet: not listed (tables whose creator never came stay out).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (_, list) = server.get_json("/api/lobby").await;
    assert!(!ids(&list, "open").contains(&id), "{list}");

    let creator = server.connect(&id, Some(&token_of(&table, 0))).await;
    let list = lobby_until(&server, |list| ids(list, "open").contains(&id)).await;
    let entry = &list["open"][0];
    assert_eq!(entry["game"], "cluedo");
    assert_eq!(
        (entry["players"].as_u64(), entry["free"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(entry["people"], 1);
    assert_eq!(entry["bots"], json!(["random"]));
    assert!(list["now"].as_i64().unwrap() >= entry["created"].as_i64().unwrap());
    assert!(
        !list.to_string().contains(&token_of(&table, 1)),
        "no token is listed"
    );

    // One request takes the free seat: its link plays seat 1.
    let (status, taken) = server.post(&format!("/api/tables/{id}/take"), "").await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(taken["seat"], 1);
    let link = taken["link"].as_str().unwrap();
    assert_eq!(link, format!("/table/{id}?seat={}", token_of(&table, 1)));
    let list = lobby_until(&server, |list| ids(list, "playing").contains(&id)).await;
    assert!(!ids(&list, "open").contains(&id));

    // No seat is left.
    let (status, refused) = server.post(&format!("/api/tables/{id}/take"), "").await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["error"].as_str().unwrap().contains("taken"),
        "{refused}"
    );
    creator.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_table_is_never_listed_and_its_seats_cannot_be_taken() {
    let server = TestServer::start().await;
    let table = server.create(two_people(false)).await;
    let id = table["id"].as_str().unwrap();
    let (status, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!((status, &info["public"]), (200, &json!(false)));
    let creator = server.connect(id, Some(&token_of(&table, 0))).await;
    // A public table created after it shows that the lobby has been worked out since.
    let public = server.create(two_people(true)).await;
    let public_id = public["id"].as_str().unwrap().to_string();
    let _other = server
        .connect(&public_id, Some(&token_of(&public, 0)))
        .await;
    let list = lobby_until(&server, |list| ids(list, "open").contains(&public_id)).await;
    assert!(!list.to_string().contains(id), "{list}");
    // The spectator link gives the id away; it still gives no seat.
    let (status, refused) = server.post(&format!("/api/tables/{id}/take"), "").await;
    assert_eq!(status, 404, "{refused}");
    let (status, _) = server.post("/api/tables/nope/take", "").await;
    assert_eq!(status, 404);
    creator.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_leaves_the_list() {
    let server = TestServer::start().await;
    let mut request = one_human(&["random", "random"]);
    request["public"] = json!(true);
    let table = server.create(request).await;
    let id = table["id"].as_str().unwrap().to_string();
    let mut me = server.connect(&id, Some(&token_of(&table, 0))).await;
    lobby_until(&server, |list| ids(list, "playing").contains(&id)).await;
    play_to_end(&mut me, &mut Dice::new(7), 0).await;
    lobby_until(&server, |list| !ids(list, "playing").contains(&id)).await;
    let (status, refused) = server.post(&format!("/api/tables/{id}/take"), "").await;
    assert_eq!(status, 409, "{refused}");
}

/// Reads server-sent events from `/api/lobby/events`: each `tables` event's data.
struct Events(tokio::io::Lines<BufReader<TcpStream>>);

impl Events {
    async fn open(server: &TestServer) -> Events {
        let mut stream = TcpStream::connect(server.addr).await.unwrap();
        let request = format!(
            "GET /api/lobby/events HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
            server.addr
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut lines = BufReader::new(stream).lines();
        let status = lines.next_line().await.unwrap().unwrap();
        assert!(status.contains(" 200 "), "{status}");
        Events(lines)
    }

    /// The next list sent.
    async fn next(&mut self) -> Value {
        let mut event = String::new();
        loop {
            let line = tokio::time::timeout(PATIENCE, self.0.next_line())
                .await
                .expect("an event")
                .unwrap()
                .expect("the stream stays open");
            if let Some(name) = line.strip_prefix("event: ") {
                event = name.to_string();
            } else if let Some(data) = line.strip_prefix("data: ") {
                assert_eq!(event, "tables");
                return serde_json::from_str(data).unwrap();
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_list_is_pushed_to_watchers_when_it_changes() {
    let server = TestServer::start().await;
    let mut events = Events::open(&server).await;
    let first = events.next().await;
    assert_eq!(first["open"], json!([]), "{first}");
    let table = server.create(two_people(true)).await;
    let id = table["id"].as_str().unwrap().to_string();
    let _creator = server.connect(&id, Some(&token_of(&table, 0))).await;
    let pushed = events.next().await;
    assert_eq!(ids(&pushed, "open"), std::slice::from_ref(&id), "{pushed}");
    server.post(&format!("/api/tables/{id}/take"), "").await;
    let pushed = events.next().await;
    assert_eq!(ids(&pushed, "playing"), [id], "{pushed}");
}
