//! Table chat on a real server (docs/protocol.md, "Chat"): two seats and spectators; who
//! reads whose lines, refused lines, floods, reconnects, replays, and lines that are only
//! ever text.

mod common;

use common::{is_accusation, Client, TestServer};
use serde_json::{json, Value};

/// A two-seat table of people, with the spectators' lines shown to the seats or not.
async fn table(server: &TestServer, spectator_chat: Option<bool>) -> (String, String, String) {
    let mut request = json!({"game": "guess", "options": {"cards": 9},
        "seats": [{"player": "human"}, {"player": "human"}]});
    if let Some(allowed) = spectator_chat {
        request["spectator_chat"] = json!(allowed);
    }
    let table = server.create(request).await;
    let token = |seat: usize| table["seats"][seat]["token"].as_str().unwrap().to_string();
    (
        table["id"].as_str().unwrap().to_string(),
        token(0),
        token(1),
    )
}

/// Connects and reads the snapshot.
async fn join(server: &TestServer, id: &str, token: Option<&str>) -> (Client, Value) {
    let mut client = server.connect(id, token).await;
    let snapshot = client.recv_type("snapshot").await;
    (client, snapshot)
}

async fn say(client: &mut Client, text: &str) {
    client.send(json!({"type": "chat", "text": text})).await;
}

/// The next chat line (or error) a client gets, skipping other frames.
async fn next_chat(client: &mut Client) -> Value {
    loop {
        let frame = client.recv().await;
        if frame["type"] == "chat" || frame["type"] == "error" {
            return frame;
        }
    }
}

fn texts(lines: &Value) -> Vec<&str> {
    lines
        .as_array()
        .expect("a list of chat lines")
        .iter()
        .map(|line| line["text"].as_str().unwrap())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seats_lines_reach_everyone_and_spectators_lines_only_spectators() {
    let server = TestServer::start().await;
    let (id, t0, t1) = table(&server, None).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    let (mut bob, _) = join(&server, &id, Some(&t1)).await;
    let (mut watcher, _) = join(&server, &id, None).await;
    let (mut other, _) = join(&server, &id, None).await;

    say(&mut ann, "  hello <b>all</b>  ").await;
    for client in [&mut ann, &mut bob, &mut watcher, &mut other] {
        let line = next_chat(client).await;
        assert_eq!(
            line,
            json!({"type": "chat", "n": 1, "step": 0, "seat": 0, "name": "Seat 1",
                   "text": "hello <b>all</b>", "at": line["at"]}),
            "only what was typed, trimmed, and who: no view, no event"
        );
        assert!(line["at"].as_i64().unwrap() > 1_700_000_000_000);
    }

    say(&mut watcher, "spectators only").await;
    for client in [&mut watcher, &mut other] {
        let line = next_chat(client).await;
        assert_eq!(
            (&line["seat"], &line["name"], &line["text"]),
            (&Value::Null, &json!("Spectator"), &json!("spectators only"))
        );
    }
    // The seats get Bob's next line, never the spectator's before it.
    say(&mut bob, "from seat 2").await;
    for client in [&mut ann, &mut bob] {
        assert_eq!(next_chat(client).await["text"], "from seat 2");
    }
    assert_eq!(next_chat(&mut watcher).await["n"], 3);

    // A reconnecting client gets the lines it may read in its snapshot.
    let (_, seat_snapshot) = join(&server, &id, Some(&t0)).await;
    assert_eq!(
        texts(&seat_snapshot["chat"]),
        ["hello <b>all</b>", "from seat 2"]
    );
    let (_, watcher_snapshot) = join(&server, &id, None).await;
    assert_eq!(
        texts(&watcher_snapshot["chat"]),
        ["hello <b>all</b>", "spectators only", "from seat 2"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_may_show_spectators_lines_to_the_seats() {
    let server = TestServer::start().await;
    let (id, t0, _) = table(&server, Some(true)).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    let (mut watcher, _) = join(&server, &id, None).await;
    say(&mut watcher, "good luck").await;
    for client in [&mut ann, &mut watcher] {
        let line = next_chat(client).await;
        assert_eq!(
            (&line["seat"], &line["text"]),
            (&Value::Null, &json!("good luck"))
        );
    }
    let (_, snapshot) = join(&server, &id, Some(&t0)).await;
    assert_eq!(texts(&snapshot["chat"]), ["good luck"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lines_are_refused_with_a_reason_and_not_stored() {
    let server = TestServer::start().await;
    let (id, t0, _) = table(&server, None).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    let (mut watcher, _) = join(&server, &id, None).await;
    let refused = [
        ("x".repeat(301), "301 characters"),
        ("".to_string(), "empty"),
        ("   ".to_string(), "empty"),
        ("two\nlines".to_string(), "U+000A"),
        ("bell\u{7}".to_string(), "U+0007"),
        ("evil \u{202E}gnp.exe".to_string(), "U+202E"),
        ("isolated \u{2068}x".to_string(), "U+2068"),
    ];
    for (text, reason) in &refused {
        for client in [&mut ann, &mut watcher] {
            say(client, text).await;
            let error = next_chat(client).await;
            assert_eq!(error["type"], "error", "{text:?}");
            assert_eq!(error["code"], "bad_chat", "{text:?}");
            let message = error["message"].as_str().unwrap();
            assert!(message.contains(reason), "{text:?}: {message}");
        }
    }
    // Not a chat frame at all.
    ann.send(json!({"type": "chat", "text": 5})).await;
    assert_eq!(next_chat(&mut ann).await["code"], "malformed");
    // 300 characters are fine, and nothing refused was stored.
    say(&mut ann, &"é".repeat(300)).await;
    assert_eq!(next_chat(&mut watcher).await["n"], 1);
    let (_, snapshot) = join(&server, &id, None).await;
    assert_eq!(snapshot["chat"].as_array().unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_rate_limited_and_the_server_goes_on() {
    // The tests' servers have no rate limits but this one.
    let limits = whodunit_server::Limits {
        chat_lines: 5,
        ..whodunit_server::Limits::unlimited()
    };
    let server = TestServer::start_limited(limits).await;
    let (id, t0, _) = table(&server, None).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    for index in 0..8 {
        say(&mut ann, &format!("line {index}")).await;
    }
    let mut answers = Vec::new();
    for _ in 0..8 {
        answers.push(next_chat(&mut ann).await);
    }
    let lines = answers.iter().filter(|a| a["type"] == "chat").count();
    let limited: Vec<&Value> = answers.iter().filter(|a| a["type"] == "error").collect();
    assert_eq!(lines, 5, "{answers:?}");
    assert_eq!(limited.len(), 3, "{answers:?}");
    assert!(limited.iter().all(|error| error["code"] == "rate_limited"));
    // Another connection has its own allowance; the flooder's lines are five.
    let (mut watcher, snapshot) = join(&server, &id, None).await;
    assert_eq!(snapshot["chat"].as_array().unwrap().len(), 5);
    say(&mut watcher, "still here").await;
    assert_eq!(next_chat(&mut watcher).await["n"], 6);
}

/// Plays one action for whoever is to act.
async fn act(server: &TestServer, id: &str, seats: [&mut Client; 2]) {
    let seq = server.seq(id).await;
    let (status, info) = server.get_json(&format!("/api/tables/{id}")).await;
    assert_eq!(status, 200, "{info}");
    let (_, replay) = server
        .get_json(&format!("/api/tables/{id}/replay?viewer=spectator"))
        .await;
    let to_act = replay["to_act"].as_u64().expect("someone to act") as usize;
    let [first, second] = seats;
    let client = if to_act == 0 { first } else { second };
    let legal = client.legal().await;
    let action = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|action| !is_accusation(action))
        .expect("an action that does not end the game")
        .clone();
    client
        .send(json!({"type": "action", "seq": seq, "action": action}))
        .await;
    client.recv_type("events").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_has_the_lines_at_their_step_as_its_viewer_may_read_them() {
    let server = TestServer::start().await;
    let (id, t0, t1) = table(&server, None).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    let (mut bob, _) = join(&server, &id, Some(&t1)).await;
    let (mut watcher, _) = join(&server, &id, None).await;
    say(&mut ann, "before").await;
    next_chat(&mut watcher).await;
    say(&mut watcher, "watching").await;
    next_chat(&mut watcher).await;
    act(&server, &id, [&mut ann, &mut bob]).await;
    say(&mut bob, "after one").await;
    assert_eq!(next_chat(&mut watcher).await["step"], 1);

    let replay = |query: String| {
        let server = &server;
        let id = id.clone();
        async move {
            let (status, frame) = server
                .get_json(&format!("/api/tables/{id}/replay?{query}"))
                .await;
            assert_eq!(status, 200, "{frame}");
            frame
        }
    };
    let at0 = replay("viewer=spectator&step=0".to_string()).await;
    assert_eq!(texts(&at0["chat"]), ["before", "watching"]);
    let at1 = replay("viewer=spectator&step=1".to_string()).await;
    assert_eq!(texts(&at1["chat"]), ["before", "watching", "after one"]);
    assert_eq!(at1["chat"][2]["step"], 1);
    // A seat's replay leaves out the spectators' lines, as its live view did.
    let seat = replay(format!("token={t0}&step=1")).await;
    assert_eq!(texts(&seat["chat"]), ["before", "after one"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn markup_is_stored_and_sent_exactly_as_text() {
    let server = TestServer::start().await;
    let (id, t0, _) = table(&server, None).await;
    let (mut ann, _) = join(&server, &id, Some(&t0)).await;
    let hostile = r#"<script>alert("x")</script><img src=x onerror=alert(1)> &amp; 'quote'"#;
    say(&mut ann, hostile).await;
    assert_eq!(next_chat(&mut ann).await["text"], hostile);
    // Read back from the store by a fresh server on the same file.
    let dir = server.dir.clone();
    server.server.abort();
    let again = TestServer::start_in(dir).await;
    let (_, snapshot) = join(&again, &id, None).await;
    assert_eq!(texts(&snapshot["chat"]), [hostile]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_speaker_with_a_session_is_named_by_their_person() {
    let server = TestServer::start().await;
    let (id, t0, _) = table(&server, None).await;
    let (_, head, _) = common::http_full(server.addr, "GET", "/api/me", None).await;
    let cookie = head
        .lines()
        .find_map(|line| line.strip_prefix("set-cookie: "))
        .expect("a session cookie")
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let mut ann = Client::connect_with(server.addr, &id, Some(&t0), &[("cookie", &cookie)])
        .await
        .unwrap();
    ann.recv_type("snapshot").await;
    say(&mut ann, "hi").await;
    let line = next_chat(&mut ann).await;
    assert_ne!(line["name"], "Seat 1");
    assert!(!line["name"].as_str().unwrap().is_empty());
    let mut watcher = Client::connect_with(server.addr, &id, None, &[("cookie", &cookie)])
        .await
        .unwrap();
    watcher.recv_type("snapshot").await;
    say(&mut watcher, "me again").await;
    assert_eq!(next_chat(&mut watcher).await["name"], line["name"]);
}

/// Two server instances sharing PostgreSQL (`WHODUNIT_TEST_POSTGRES`; skipped without it
/// outside CI): a line written through one reaches connections on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_written_on_one_instance_reaches_connections_on_another() {
    let Some(instances) = common::Instances::start("test_chat", 2).await else {
        return;
    };
    let servers = &instances.servers;
    let request = json!({"game": "guess", "options": {"cards": 9},
        "seats": [{"player": "human"}, {"player": "human"}]});
    let (status, table) = common::http(
        servers[0].addr,
        "POST",
        "/api/tables",
        Some(&request.to_string()),
    )
    .await;
    assert_eq!(status, 201, "{table}");
    let table: Value = serde_json::from_str(&table).unwrap();
    let id = table["id"].as_str().unwrap();
    let token = |seat: usize| table["seats"][seat]["token"].as_str().unwrap().to_string();
    let mut ann = Client::connect(servers[0].addr, id, Some(&token(0))).await;
    ann.recv_type("snapshot").await;
    let mut bob = Client::connect(servers[1].addr, id, Some(&token(1))).await;
    bob.recv_type("snapshot").await;
    let mut watcher = Client::connect(servers[1].addr, id, None).await;
    watcher.recv_type("snapshot").await;

    say(&mut ann, "from the first").await;
    say(&mut bob, "from the second").await;
    for client in [&mut ann, &mut bob, &mut watcher] {
        // Pings keep a client's own wait going: give up on a lost line here.
        let two = async { vec![next_chat(client).await, next_chat(client).await] };
        let mut got = tokio::time::timeout(std::time::Duration::from_secs(20), two)
            .await
            .expect("both lines, from either instance");
        got.sort_by_key(|line| line["n"].as_u64());
        let got: Vec<(&Value, &Value)> = got.iter().map(|l| (&l["n"], &l["text"])).collect();
        assert_eq!(got.len(), 2);
        assert_eq!((got[0].0, got[1].0), (&json!(1), &json!(2)), "{got:?}");
        let mut texts: Vec<&Value> = got.iter().map(|l| l.1).collect();
        texts.sort_by_key(|t| t.as_str());
        assert_eq!(texts, [&json!("from the first"), &json!("from the second")]);
    }
    instances.end().await;
}
