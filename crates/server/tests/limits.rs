//! What one client may cost, through real sockets: a peer that stops reading is dropped
//! without slowing anyone else, one that reads slowly is kept, frames over the size and
//! rate limits are refused (and a flood closed), and table creation is limited per address.

mod common;

use common::{one_human, play_to_end, Dice, TestServer, PATIENCE};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;
use whodunit_server::Limits;

type Socket = WebSocketStream<TcpStream>;

/// A WebSocket client whose socket takes at most a few KiB before the server must wait
/// for it to read.
async fn small_buffer_client(addr: SocketAddr, id: &str, token: Option<&str>) -> Socket {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(addr).await.unwrap();
    let url = match token {
        Some(token) => format!("ws://{addr}/api/tables/{id}/ws?token={token}"),
        None => format!("ws://{addr}/api/tables/{id}/ws"),
    };
    let (socket, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    socket
}

/// The next JSON frame, or `None` once the connection ended (with or without a close).
async fn next_frame(socket: &mut Socket) -> Option<Value> {
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("a frame or the end of the connection");
        match message {
            Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(&text).unwrap()),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => continue,
        }
    }
}

/// Reads until the connection ends; its close frame (code and reason) if it sent one.
async fn close_of(socket: &mut Socket) -> Option<(u16, String)> {
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("the connection ends");
        match message {
            Some(Ok(Message::Close(frame))) => {
                return frame.map(|f| (u16::from(f.code), f.reason.to_string()))
            }
            None | Some(Err(_)) => return None,
            Some(Ok(_)) => continue,
        }
    }
}

/// Snapshots asked for by a test whose client does not read: fewer than a connection's
/// queue holds (256), so the table never drops it for falling behind.
const ASKS: usize = 200;

/// The smallest snapshot a test table has: [`ASKS`] of them (over 12 MiB) are far more than
/// the sockets' buffers hold (4 MiB at most on the server's side by default), so a
/// connection asking for them and not reading makes the server wait on its socket.
const BIG_SNAPSHOT: usize = 64 * 1024;

/// A finished table (six bots) whose snapshot, holding the whole game's log, is at least
/// [`BIG_SNAPSHOT`] bytes.
async fn finished_table(server: &TestServer) -> String {
    for _ in 0..20 {
        let seats = vec![json!({"player": "bot", "level": "random"}); 6];
        let table = server
            .create(json!({"game": "cluedo", "seats": seats}))
            .await;
        let id = table["id"].as_str().unwrap().to_string();
        let mut watcher = server.connect(&id, None).await;
        while !watcher.recv().await["to_act"].is_null() {}
        watcher.close().await;
        let mut watcher = server.connect(&id, None).await;
        if watcher.recv().await.to_string().len() >= BIG_SNAPSHOT {
            watcher.close().await;
            return id;
        }
    }
    panic!("no game long enough in 20");
}

/// Asks for a snapshot (a `resume` ahead of the table) `n` times.
async fn ask_snapshots<S>(socket: &mut S, n: usize)
where
    S: futures_util::Sink<Message> + Unpin,
    S::Error: std::fmt::Debug,
{
    let ask = json!({"type": "resume", "seq": 1_000_000_000u64}).to_string();
    for _ in 0..n {
        socket
            .send(Message::Text(ask.clone().into()))
            .await
            .unwrap();
    }
}

/// Waits (within the tests' patience) until the server counts `n` open connections.
async fn wait_for_connections(server: &TestServer, n: usize) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while server.server.connections() != n {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{} connections open, waiting for {n}",
            server.server.connections()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_is_dropped_and_other_tables_play_on() {
    let server = TestServer::start().await;
    let busy = finished_table(&server).await;
    wait_for_connections(&server, 0).await;
    // A spectator that asks for snapshots and never reads one: the server's socket fills
    // and it waits. Its queue never fills (fewer frames than it holds): only the time limit
    // on sending can drop it.
    let mut stuck = small_buffer_client(server.addr, &busy, None).await;
    ask_snapshots(&mut stuck, ASKS).await;

    // Meanwhile another table is played to its end: every action is answered.
    let other = server.create(one_human(&["random", "eliminator"])).await;
    let id = other["id"].as_str().unwrap();
    let token = other["seats"][0]["token"].as_str().unwrap();
    let mut player = server.connect(id, Some(token)).await;
    // A whole game in a test build on a busy machine: a guard against a hang, not a speed.
    tokio::time::timeout(3 * PATIENCE, play_to_end(&mut player, &mut Dice::new(7), 0))
        .await
        .expect("the other table's game goes on");
    assert_eq!(
        server.get_json(&format!("/api/tables/{id}")).await.1["over"],
        true
    );

    // The stuck connection is dropped and its task ends; the player's stays.
    wait_for_connections(&server, 1).await;
    // Reading again, the stuck client finds its connection ended (it had stopped taking
    // frames, so no close frame could reach it) before it got all its answers.
    let mut snapshots = 0;
    while let Some(frame) = next_frame(&mut stuck).await {
        assert_eq!(frame["type"], "snapshot");
        snapshots += 1;
    }
    assert!(snapshots <= ASKS, "{snapshots} snapshots");
    assert_eq!(player.legal().await["actions"], json!([]));
    // Coming back, it gets a snapshot as usual.
    let mut back = server.connect(&busy, None).await;
    assert_eq!(back.recv().await["type"], "snapshot");
    assert_eq!(server.server.connections(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_pauses_reading_then_catches_up_is_kept() {
    let server = TestServer::start().await;
    let busy = finished_table(&server).await;
    wait_for_connections(&server, 0).await;
    // The same load as a stuck client, but it reads again well within the time limit.
    let mut slow = small_buffer_client(server.addr, &busy, None).await;
    ask_snapshots(&mut slow, ASKS).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    for n in 0..=ASKS {
        let frame = next_frame(&mut slow)
            .await
            .unwrap_or_else(|| panic!("frame {n}: the connection was kept"));
        assert_eq!(frame["type"], "snapshot");
        if n % 20 == 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    ask_snapshots(&mut slow, 1).await;
    assert_eq!(next_frame(&mut slow).await.unwrap()["type"], "snapshot");
    assert_eq!(server.server.connections(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_over_the_size_limits_are_refused_or_end_the_connection() {
    let server = TestServer::start().await;
    let table = server.create(one_human(&["random"])).await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut client = small_buffer_client(server.addr, id, Some(token)).await;
    assert_eq!(next_frame(&mut client).await.unwrap()["type"], "snapshot");

    // Over 64 KiB, text or binary: `too_large`, and the connection stays.
    let big = format!(r#"{{"type":"legal","pad":"{}"}}"#, "x".repeat(100 * 1024));
    client.send(Message::Text(big.into())).await.unwrap();
    let error = next_frame(&mut client).await.unwrap();
    assert_eq!(
        (&error["type"], &error["code"]),
        (&json!("error"), &json!("too_large"))
    );
    client
        .send(Message::Binary(vec![0u8; 100 * 1024].into()))
        .await
        .unwrap();
    let error = next_frame(&mut client).await.unwrap();
    assert_eq!(error["code"], "too_large", "{error}");
    client
        .send(Message::Text(json!({"type": "legal"}).to_string().into()))
        .await
        .unwrap();
    assert_eq!(next_frame(&mut client).await.unwrap()["type"], "legal");

    // Over 1 MiB: the connection ends.
    let huge = "x".repeat(1024 * 1024 + 1);
    let _ = client.send(Message::Text(huge.into())).await;
    assert!(
        next_frame(&mut client).await.is_none(),
        "the connection ended"
    );
    wait_for_connections(&server, 0).await;
    // The table and the seat are untouched.
    let mut again = server.connect(id, Some(token)).await;
    assert_eq!(again.recv().await["seq"], 0);
    assert_eq!(again.legal().await["seq"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_over_the_rate_are_refused_and_a_flood_is_closed() {
    // One frame a second after a burst of 5: far slower than this test sends.
    let limits = Limits {
        frames_per_second: 1,
        frame_burst: 5,
        ..Limits::default()
    };
    let server = TestServer::start_limited(limits).await;
    let table = server
        .create(json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}]}))
        .await;
    let id = table["id"].as_str().unwrap();
    let seat = |n: usize| table["seats"][n]["token"].as_str().unwrap().to_string();
    let mut first = small_buffer_client(server.addr, id, Some(&seat(0))).await;
    let snapshot = next_frame(&mut first).await.unwrap();
    let to_act = snapshot["to_act"].as_u64().unwrap() as usize;
    let mut active = small_buffer_client(server.addr, id, Some(&seat(to_act))).await;
    next_frame(&mut active).await.unwrap();

    // The burst is answered; the action right after it is refused, not played.
    let legal = json!({"type": "legal"}).to_string();
    for _ in 0..5 {
        active
            .send(Message::Text(legal.clone().into()))
            .await
            .unwrap();
    }
    let mut actions = Value::Null;
    for _ in 0..5 {
        let frame = next_frame(&mut active).await.unwrap();
        assert_eq!(frame["type"], "legal", "{frame}");
        actions = frame["actions"].clone();
    }
    let action = json!({"type": "action", "seq": 0, "action": actions[0]}).to_string();
    active.send(Message::Text(action.into())).await.unwrap();
    let refused = next_frame(&mut active).await.unwrap();
    assert_eq!(
        (&refused["type"], &refused["code"]),
        (&json!("error"), &json!("rate_limited")),
        "{refused}"
    );
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("frames a second"));
    assert_eq!(server.seq(id).await, 0, "the refused action was not played");

    // Another connection has its own allowance.
    first
        .send(Message::Text(legal.clone().into()))
        .await
        .unwrap();
    assert_eq!(next_frame(&mut first).await.unwrap()["type"], "legal");

    // A connection that keeps sending (3 times its burst refused) is closed.
    for _ in 0..40 {
        if active
            .send(Message::Text(legal.clone().into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let (code, reason) = close_of(&mut active).await.expect("a close frame");
    assert_eq!(code, u16::from(CloseCode::Policy));
    assert!(reason.contains("too many frames"), "{reason}");
    assert_eq!(server.seq(id).await, 0);
    first.send(Message::Text(legal.into())).await.unwrap();
    let frame = next_frame(&mut first).await.unwrap();
    assert!(frame["type"] == "legal" || frame["code"] == "rate_limited");
}

/// `POST /api/tables` from a chosen local address (Linux routes all of 127/8 to itself).
async fn create_from(server: &TestServer, from: &str, body: &str) -> Option<(u16, String, String)> {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).ok()?;
    let stream = socket.connect(server.addr).await.ok()?;
    Some(common::http_over(stream, server.addr, "POST", "/api/tables", Some(body)).await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn table_creation_is_limited_per_address_with_429_and_retry_after() {
    // Three at once, then one a minute: no token comes back during the test.
    let limits = Limits {
        tables_per_minute: 1,
        table_burst: 3,
        ..Limits::default()
    };
    let server = TestServer::start_limited(limits).await;
    let request = one_human(&["random"]).to_string();
    for _ in 0..3 {
        let (status, answer) = server.post("/api/tables", &request).await;
        assert_eq!(status, 201, "{answer}");
    }
    let (status, head, body) =
        common::http_full(server.addr, "POST", "/api/tables", Some(&request)).await;
    assert_eq!(status, 429, "{body}");
    let error: Value = serde_json::from_str(&body).unwrap();
    assert!(
        error["error"].as_str().unwrap().contains("too many tables"),
        "{error}"
    );
    let retry_after: u64 = head
        .lines()
        .find_map(|line| line.strip_prefix("retry-after:"))
        .expect("a Retry-After header")
        .trim()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    assert_eq!(server.server.lobby.tables().len(), 3, "nothing was created");
    // Other requests from the same address are not limited.
    assert_eq!(server.get("/api/health").await.0, 200);
    // Another address has its own allowance.
    match create_from(&server, "127.0.0.2", &request).await {
        Some((status, _, body)) => assert_eq!(status, 201, "{body}"),
        None => eprintln!("127.0.0.2 is not usable here; skipped"),
    }
    assert_eq!(
        server.post("/api/tables", &request).await.0,
        429,
        "still limited"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_default_limits_leave_a_quick_person_alone() {
    let server = TestServer::start_limited(Limits::default()).await;
    let table = server.create(one_human(&["random", "random"])).await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut player = server.connect(id, Some(token)).await;
    // Like the browser client, quicker than any person: `legal`, `notebook` and the
    // action each step, a step every 200 ms (15 frames a second).
    let mut dice = Dice::new(3);
    let mut frame = player.recv().await;
    let mut turns = 0;
    while turns < 25 && !frame["to_act"].is_null() {
        assert_ne!(frame["type"], "error", "{frame}");
        if frame["to_act"] == 0 && frame["type"] != "legal" {
            tokio::time::sleep(Duration::from_millis(200)).await;
            player.send(json!({"type": "notebook"})).await;
            let legal = player.legal().await;
            if legal["seq"] == frame["seq"] {
                let actions: Vec<Value> = legal["actions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|a| !common::is_accusation(a))
                    .cloned()
                    .collect();
                let action = actions[dice.below(actions.len())].clone();
                player
                    .send(json!({"type": "action", "seq": frame["seq"], "action": action}))
                    .await;
                turns += 1;
            }
        }
        frame = player.recv().await;
    }
    assert!(player.frames.iter().all(|f| f["type"] != "error"));
}
