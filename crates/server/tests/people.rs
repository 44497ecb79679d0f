//! People on a real server: a guest made on the first `GET /api/me` with its session
//! cookie, renaming, the seats a person plays listed as their tables (and nobody else's),
//! seat links that keep working without any cookie, sessions stored only as hashes, and
//! cross-site requests refused (docs/protocol.md, "People").

mod common;

use common::answer::{request, Answer};
use common::{one_human, play_to_end, Client, Dice, TestServer};
use serde_json::{json, Value};
use sqlx::{Connection, Row};
use whodunit_server::Limits;

fn cookie(secret: &str) -> String {
    format!("whodunit_session={secret}")
}

/// A new guest: their session secret and their answer.
async fn guest(server: &TestServer) -> (String, Answer) {
    let answer = request(server.addr, "GET", "/api/me", None, &[], "").await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let secret = answer.new_session().expect("a session cookie");
    (secret, answer)
}

async fn me(server: &TestServer, secret: &str) -> Value {
    let answer = request(server.addr, "GET", "/api/me", Some(secret), &[], "").await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(
        answer.new_session(),
        None,
        "a known person gets no new cookie"
    );
    answer.json()
}

async fn rename(server: &TestServer, secret: &str, body: &str) -> Answer {
    request(server.addr, "PUT", "/api/me/name", Some(secret), &[], body).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_visit_makes_a_guest_with_a_session_cookie_and_the_next_keeps_them() {
    let server = TestServer::start().await;
    let (secret, first) = guest(&server).await;
    assert_eq!(secret.len(), 32);
    assert!(secret
        .bytes()
        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    assert_eq!(
        first.headers("set-cookie"),
        [format!(
            "whodunit_session={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000"
        )]
    );
    assert_eq!(first.headers("cache-control"), ["no-store"]);
    let body = first.json();
    let name = body["name"].as_str().unwrap().to_string();
    let words: Vec<&str> = name.split(' ').collect();
    assert_eq!(words.len(), 3, "{name}");
    assert!(
        words[2]
            .parse::<u32>()
            .is_ok_and(|n| (100..=999).contains(&n)),
        "{name}"
    );
    assert_eq!(body["tables"], json!([]));

    // With the cookie: the same person, and no new cookie.
    let again = me(&server, &secret).await;
    assert_eq!(
        again,
        json!({"name": name, "username": null, "hidden": false, "tables": []})
    );
    // Among other cookies too.
    let mixed = format!("theme=dark; {}; lang=fr", cookie(&secret));
    let answer = request(
        server.addr,
        "GET",
        "/api/me",
        None,
        &[("Cookie", &mixed)],
        "",
    )
    .await;
    assert_eq!(answer.new_session(), None);
    assert_eq!(answer.json()["name"], name.as_str());

    // Over TLS (as the proxy in front says), the cookie is `Secure`.
    let tls = request(
        server.addr,
        "GET",
        "/api/me",
        None,
        &[("X-Forwarded-Proto", "https")],
        "",
    )
    .await;
    let secure = tls.new_session().unwrap();
    assert_ne!(secure, secret);
    assert_eq!(
        tls.headers("set-cookie"),
        [format!(
            "whodunit_session={secure}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure"
        )]
    );
    let plain = request(
        server.addr,
        "GET",
        "/api/me",
        None,
        &[("X-Forwarded-Proto", "http")],
        "",
    )
    .await;
    assert!(!plain.headers("set-cookie")[0].contains("Secure"));
}

/// Each guest is a row in the store, so one address gets only so many: a script without
/// cookies is refused with `429` and `Retry-After`, while the guests it already has and
/// the seat links go on working.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guests_are_limited_per_address() {
    let server = TestServer::start_limited(Limits {
        guests_per_minute: 1,
        guest_burst: 2,
        ..Limits::default()
    })
    .await;
    let (first, _) = guest(&server).await;
    guest(&server).await;
    let refused = request(server.addr, "GET", "/api/me", None, &[], "").await;
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert!(refused.json()["error"]
        .as_str()
        .unwrap()
        .contains("too many new guests"));
    assert_eq!(
        refused.new_session(),
        None,
        "no session for a refused guest"
    );
    let retry_after: u64 = refused.headers("retry-after")[0].parse().unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    me(&server, &first).await;
    let table = server.create(one_human(&["random"])).await;
    assert!(table["seats"][0]["token"].is_string(), "{table}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_or_unknown_cookie_gets_a_new_guest() {
    let server = TestServer::start().await;
    let (secret, _) = guest(&server).await;
    rename(&server, &secret, r#"{"name": "Ann"}"#).await;
    let unknown = "0123456789abcdef0123456789abcdef";
    let upper = secret.to_ascii_uppercase();
    let short = &secret[..31];
    for bad in [unknown, upper.as_str(), short, "", "<script>"] {
        let answer = request(server.addr, "GET", "/api/me", Some(bad), &[], "").await;
        assert_eq!(answer.status, 200, "{bad}: {}", answer.body);
        let new = answer
            .new_session()
            .unwrap_or_else(|| panic!("{bad}: no new guest"));
        assert_ne!(new, bad);
        assert_ne!(new, secret);
        assert_ne!(answer.json()["name"], "Ann", "{bad}");
        assert_eq!(answer.json()["tables"], json!([]));
    }
    assert_eq!(me(&server, &secret).await["name"], "Ann");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_checked_and_hostile_text_is_echoed_exactly_as_json() {
    let server = TestServer::start().await;
    let (secret, _) = guest(&server).await;
    let (other, _) = guest(&server).await;
    let other_name = me(&server, &other).await["name"].clone();

    let renamed = rename(&server, &secret, r#"{"name": "  Inspector Ann  "}"#).await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    assert_eq!(
        renamed.json(),
        json!({"name": "Inspector Ann", "username": null, "hidden": false, "tables": []})
    );
    assert_eq!(me(&server, &secret).await["name"], "Inspector Ann");

    let longest = "é".repeat(24);
    let bad = [
        (json!({"name": "é".repeat(25)}).to_string(), "25 characters"),
        (json!({"name": ""}).to_string(), "empty"),
        (json!({"name": " \t "}).to_string(), "empty"),
        (json!({"name": "a\u{7}b"}).to_string(), "control"),
        (json!({"name": "Ann\nBob"}).to_string(), "control"),
        (
            json!({"name": "abc\u{202E}fed"}).to_string(),
            "bidirectional",
        ),
        (json!({"name": "a\u{2066}b"}).to_string(), "bidirectional"),
        (json!({"name": 7}).to_string(), "not a rename request"),
        (json!({}).to_string(), "not a rename request"),
        ("not json".to_string(), "not a rename request"),
    ];
    for (body, why) in &bad {
        let answer = rename(&server, &secret, body).await;
        assert_eq!(answer.status, 400, "{body}: {}", answer.body);
        let error = answer.json()["error"].as_str().unwrap_or("").to_string();
        assert!(error.contains(why), "{body}: {error}");
        assert_eq!(
            me(&server, &secret).await["name"],
            "Inspector Ann",
            "{body}"
        );
    }
    let answer = rename(&server, &secret, &json!({"name": longest}).to_string()).await;
    assert_eq!(
        answer.status, 200,
        "24 characters of two bytes each: {}",
        answer.body
    );

    // Markup is a name like any other, sent back exactly, as JSON text.
    let markup = "<script>x()</script>";
    let answer = rename(&server, &secret, &json!({"name": markup}).to_string()).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.headers("content-type"), ["application/json"]);
    assert!(
        answer.body.contains(r#""name":"<script>x()</script>""#),
        "{}",
        answer.body
    );
    let listed = request(server.addr, "GET", "/api/me", Some(&secret), &[], "").await;
    assert!(listed.body.contains(r#""name":"<script>x()</script>""#));
    assert_eq!(listed.json()["name"], markup);
    let quoted = rename(
        &server,
        &secret,
        &json!({"name": "\"},{\"x\":\"\\"}).to_string(),
    )
    .await;
    assert_eq!(quoted.json()["name"], "\"},{\"x\":\"\\");

    // Without a valid session: 401, and nobody is renamed.
    for headers in [
        vec![],
        vec![("Cookie", cookie("0123456789abcdef0123456789abcdef"))],
    ] {
        let headers: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let answer = request(
            server.addr,
            "PUT",
            "/api/me/name",
            None,
            &headers,
            r#"{"name": "Mallory"}"#,
        )
        .await;
        assert_eq!(answer.status, 401, "{}", answer.body);
        assert!(answer.json()["error"].is_string());
    }
    assert_eq!(me(&server, &other).await["name"], other_name);
}

/// The seats in a person's `GET /api/me`: (table, seat, seat_link, finished).
fn tables(me: &Value) -> Vec<(String, u64, String, bool)> {
    me["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_str().unwrap().to_string(),
                t["seat"].as_u64().unwrap(),
                t["seat_link"].as_str().unwrap().to_string(),
                t["finished"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seats_a_person_plays_are_their_tables_and_nobody_elses() {
    let server = TestServer::start().await;
    let (ann, _) = guest(&server).await;
    let (bob, _) = guest(&server).await;
    let ann_cookie = cookie(&ann);

    // Created with Ann's cookie: her seat is linked at once.
    let created = request(
        server.addr,
        "POST",
        "/api/tables",
        None,
        &[("Cookie", &ann_cookie)],
        &json!({"game": "guess", "options": {"cards": 9},
                "seats": [{"player": "human"}, {"player": "bot", "level": "easy"}]})
        .to_string(),
    )
    .await;
    assert_eq!(created.status, 201, "{}", created.body);
    let created = created.json();
    let first = created["id"].as_str().unwrap().to_string();
    let first_link = created["seats"][0]["link"].as_str().unwrap().to_string();
    let token = created["seats"][0]["token"].as_str().unwrap().to_string();
    let mine = me(&server, &ann).await;
    assert_eq!(
        tables(&mine),
        [(first.clone(), 0, first_link.clone(), false)]
    );
    let entry = &mine["tables"][0];
    assert_eq!(entry["game"], "guess");
    assert!(entry["created_at"].as_i64().unwrap() > 1_700_000_000);
    assert!(entry["linked_at"].as_i64().unwrap() >= entry["created_at"].as_i64().unwrap());
    assert_eq!(first_link, format!("/table/{first}?seat={token}"));

    // A table made without a cookie; Ann plays its second seat over the WebSocket.
    let other = server
        .create(
            json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"},
                                                   {"player": "bot", "level": "easy"}]}),
        )
        .await;
    let second = other["id"].as_str().unwrap().to_string();
    let seat1 = other["seats"][1]["token"].as_str().unwrap();
    let mut client = Client::connect_with(
        server.addr,
        &second,
        Some(seat1),
        &[("Cookie", ann_cookie.as_str())],
    )
    .await
    .unwrap();
    assert_eq!(client.recv_type("snapshot").await["seat"], 1);
    // Twice is one link.
    let again = Client::connect_with(
        server.addr,
        &second,
        Some(seat1),
        &[("Cookie", ann_cookie.as_str())],
    )
    .await
    .unwrap();
    let second_link = other["seats"][1]["link"].as_str().unwrap().to_string();
    let listed = tables(&me(&server, &ann).await);
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(
        listed.contains(&(second.clone(), 1, second_link, false)),
        "{listed:?}"
    );
    assert!(listed.contains(&(first.clone(), 0, first_link.clone(), false)));
    again.close().await;
    client.close().await;

    // Bob sees none of Ann's tables; a spectator's connection links nothing.
    let watcher = Client::connect_with(server.addr, &second, None, &[("Cookie", &cookie(&bob))])
        .await
        .unwrap();
    assert_eq!(me(&server, &bob).await["tables"], json!([]));
    watcher.close().await;

    // The seat's link plays without any cookie, exactly as before; the game's end shows.
    let mut person = server.connect(&first, Some(&token)).await;
    play_to_end(&mut person, &mut Dice::new(3), 0).await;
    let mut finished = false;
    for _ in 0..100 {
        let listed = tables(&me(&server, &ann).await);
        finished = listed.iter().any(|(id, _, _, over)| *id == first && *over);
        if finished {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(finished, "the finished table is marked so");

    // A seat taken from the lobby with Bob's cookie is his.
    let public = server
        .create(
            json!({"game": "cluedo", "public": true, "seats": [{"player": "human"},
                        {"player": "human"}, {"player": "bot", "level": "easy"}]}),
        )
        .await;
    let public_id = public["id"].as_str().unwrap();
    let taken = request(
        server.addr,
        "POST",
        &format!("/api/tables/{public_id}/take"),
        Some(&bob),
        &[],
        "",
    )
    .await;
    assert_eq!(taken.status, 200, "{}", taken.body);
    let taken = taken.json();
    assert_eq!(
        tables(&me(&server, &bob).await),
        [(
            public_id.to_string(),
            taken["seat"].as_u64().unwrap(),
            taken["link"].as_str().unwrap().to_string(),
            false
        )]
    );
    assert_eq!(tables(&me(&server, &ann).await).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_are_stored_only_as_hashes() {
    let server = TestServer::start().await;
    let (secret, _) = guest(&server).await;
    let (other, _) = guest(&server).await;
    let url = format!("sqlite://{}", server.db.display());
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let rows = sqlx::query("SELECT hash, person, created_at, last_seen FROM sessions")
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 2);
    for row in &rows {
        let hash: String = row.get("hash");
        assert_eq!(hash.len(), 64);
        for column in ["hash", "person"] {
            let text: String = row.get(column);
            for secret in [&secret, &other] {
                assert!(
                    !text.contains(secret.as_str()),
                    "{column} holds the session"
                );
            }
        }
    }
    // Nor anywhere else in the database.
    let all: Vec<(String,)> = sqlx::query_as(
        "SELECT id || name || created_at FROM people \
         UNION ALL SELECT hash || person || created_at || last_seen FROM sessions",
    )
    .fetch_all(&mut db)
    .await
    .unwrap();
    assert_eq!(all.len(), 4);
    assert!(all
        .iter()
        .all(|(row,)| !row.contains(&secret) && !row.contains(&other)));
    db.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_from_another_site_that_change_state_are_refused() {
    let server = TestServer::start().await;
    let (secret, _) = guest(&server).await;
    let own = format!("http://{}", server.addr);
    let evil = "https://evil.example";
    let table = one_human(&["easy", "easy"]).to_string();

    let refused = request(
        server.addr,
        "POST",
        "/api/tables",
        None,
        &[("Origin", evil)],
        &table,
    )
    .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.json()["error"].is_string());
    let refused = request(
        server.addr,
        "POST",
        "/api/tables",
        None,
        &[("Origin", "null")],
        &table,
    )
    .await;
    assert_eq!(refused.status, 403);
    assert!(server.server.lobby.tables().is_empty(), "no table was made");

    let name = me(&server, &secret).await["name"].clone();
    let refused = request(
        server.addr,
        "PUT",
        "/api/me/name",
        None,
        &[("Cookie", &cookie(&secret)), ("Origin", evil)],
        r#"{"name": "Pwned"}"#,
    )
    .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.json()["error"].is_string());
    assert_eq!(me(&server, &secret).await["name"], name);

    // The same from this server's own pages passes, and so does a request with no Origin.
    let created = request(
        server.addr,
        "POST",
        "/api/tables",
        None,
        &[("Origin", &own)],
        &table,
    )
    .await;
    assert_eq!(created.status, 201, "{}", created.body);
    let renamed = request(
        server.addr,
        "PUT",
        "/api/me/name",
        None,
        &[("Cookie", &cookie(&secret)), ("Origin", &own)],
        r#"{"name": "Ann"}"#,
    )
    .await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    assert_eq!(me(&server, &secret).await["name"], "Ann");
    assert_eq!(server.server.lobby.tables().len(), 1);

    // Reading is not refused; a WebSocket upgrade from another site is.
    let read = request(
        server.addr,
        "GET",
        "/api/games",
        None,
        &[("Origin", evil)],
        "",
    )
    .await;
    assert_eq!(read.status, 200);
    let created = created.json();
    let id = created["id"].as_str().unwrap();
    let token = created["seats"][0]["token"].as_str().unwrap();
    assert!(
        Client::connect_with(server.addr, id, Some(token), &[("Origin", evil)])
            .await
            .is_err(),
        "a cross-site upgrade is refused"
    );
    let mut mine = Client::connect_with(server.addr, id, Some(token), &[("Origin", &own)])
        .await
        .unwrap();
    assert_eq!(mine.recv_type("snapshot").await["seat"], 0);
}
