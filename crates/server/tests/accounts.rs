//! Accounts on real servers: a guest claims a username and password, another browser logs
//! in to the same person and tables, wrong logins all get one answer, failures are limited
//! per account and per address, logging out (here, everywhere), changing the password, and
//! the password never reaching the store or the log (docs/protocol.md, "Accounts").

mod common;

use common::answer::{request, Answer};
use common::{one_human, TestServer};
use serde_json::{json, Value};
use sqlx::Connection;
use std::io::Write;
use std::sync::{Mutex, OnceLock};
use whodunit_server::Limits;

/// A password zxcvbn deems safe (score 4).
const PASSWORD: &str = "violet-harbour-tangent-87";
const NEW_PASSWORD: &str = "quartz-meadow-lantern-591";

/// A new guest's session secret.
async fn guest(server: &TestServer) -> String {
    let answer = request(server.addr, "GET", "/api/me", None, &[], "").await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.new_session().expect("a session cookie")
}

/// `GET /api/me` with `secret`: the body, and whether the session was still valid (no new
/// guest was made).
async fn me(server: &TestServer, secret: &str) -> (Value, bool) {
    let answer = request(server.addr, "GET", "/api/me", Some(secret), &[], "").await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    (answer.json(), answer.new_session().is_none())
}

async fn post(server: &TestServer, path: &str, session: Option<&str>, body: Value) -> Answer {
    request(server.addr, "POST", path, session, &[], &body.to_string()).await
}

fn credentials(username: &str, password: &str) -> Value {
    json!({ "username": username, "password": password })
}

/// A guest that claimed `username` with [`PASSWORD`]: the account's session.
async fn account(server: &TestServer, username: &str) -> String {
    let secret = guest(server).await;
    let claimed = post(
        server,
        "/api/account",
        Some(&secret),
        credentials(username, PASSWORD),
    )
    .await;
    assert_eq!(claimed.status, 200, "{}", claimed.body);
    claimed.new_session().expect("a new session")
}

/// Logs in: the new session.
async fn login(
    server: &TestServer,
    session: Option<&str>,
    username: &str,
    password: &str,
) -> String {
    let answer = post(
        server,
        "/api/login",
        session,
        credentials(username, password),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.new_session().expect("a new session")
}

/// A table whose first seat is linked to the person of `secret`: its id.
async fn table(server: &TestServer, secret: &str) -> String {
    let answer = post(server, "/api/tables", Some(secret), one_human(&["random"])).await;
    assert_eq!(answer.status, 201, "{}", answer.body);
    answer.json()["id"].as_str().unwrap().to_string()
}

fn table_ids(me: &Value) -> Vec<String> {
    let mut ids: Vec<String> = me["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["table"].as_str().unwrap().to_string())
        .collect();
    ids.sort();
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_claims_an_account_and_another_browser_logs_in_to_the_same_name_and_tables() {
    let server = TestServer::start().await;
    let ann = guest(&server).await;
    let first = table(&server, &ann).await;
    let (before, _) = me(&server, &ann).await;
    assert_eq!(before["username"], Value::Null);
    let claimed = post(
        &server,
        "/api/account",
        Some(&ann),
        credentials("Ann_Holmes", PASSWORD),
    )
    .await;
    assert_eq!(claimed.status, 200, "{}", claimed.body);
    assert_eq!(claimed.json()["username"], "Ann_Holmes");
    assert_eq!(claimed.json()["name"], before["name"]);
    // A new session replaces the guest's.
    let guest_session = ann;
    let ann = claimed.new_session().expect("a new session");
    assert_ne!(ann, guest_session);
    assert!(
        !me(&server, &guest_session).await.1,
        "the guest's session ended"
    );
    let (after, valid) = me(&server, &ann).await;
    assert!(valid);
    assert_eq!(after["username"], "Ann_Holmes");
    assert_eq!(table_ids(&after), std::slice::from_ref(&first));

    // Another browser: a guest with a table of its own logs in (in another case).
    let other = guest(&server).await;
    let second = table(&server, &other).await;
    let logged = post(
        &server,
        "/api/login",
        Some(&other),
        credentials("ann_holmes", PASSWORD),
    )
    .await;
    assert_eq!(logged.status, 200, "{}", logged.body);
    let session = logged.new_session().expect("a new session");
    assert_ne!(session, other);
    assert_eq!(
        logged.headers("set-cookie"),
        [format!(
            "whodunit_session={session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000"
        )]
    );
    let (there, valid) = me(&server, &session).await;
    assert!(valid);
    assert_eq!(there["name"], before["name"]);
    assert_eq!(there["username"], "Ann_Holmes");
    let mut both = vec![first, second];
    both.sort();
    assert_eq!(table_ids(&there), both, "the guest's table came along");
    // The guest's session ended; the first browser's goes on.
    let (_, valid) = me(&server, &other).await;
    assert!(!valid, "the guest's session ended");
    let (here, valid) = me(&server, &ann).await;
    assert!(valid);
    assert_eq!(table_ids(&here), both);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_password_and_an_unknown_username_get_the_same_answer() {
    let server = TestServer::start().await;
    account(&server, "Sherlock").await;
    let wrong = post(
        &server,
        "/api/login",
        None,
        credentials("Sherlock", "not-the-password"),
    )
    .await;
    let unknown = post(
        &server,
        "/api/login",
        None,
        credentials("Mycroft", PASSWORD),
    )
    .await;
    let malformed = post(
        &server,
        "/api/login",
        None,
        credentials("<script>", PASSWORD),
    )
    .await;
    for answer in [&wrong, &unknown, &malformed] {
        assert_eq!(answer.status, 401, "{}", answer.body);
        assert_eq!(
            answer.json(),
            json!({"error": "wrong username or password"})
        );
        assert!(answer.new_session().is_none());
    }
    let not_json = request(
        server.addr,
        "POST",
        "/api/login",
        None,
        &[],
        "{\"username\": 1",
    )
    .await;
    assert_eq!(not_json.status, 400, "{}", not_json.body);
    assert!(not_json.json()["error"].is_string());
    login(&server, None, "SHERLOCK", PASSWORD).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claims_are_checked_and_a_refusal_stores_nothing() {
    let server = TestServer::start().await;
    account(&server, "Watson").await;
    let secret = guest(&server).await;
    let refusals = [
        (credentials("WATSON", PASSWORD), 409, "taken"),
        (credentials("wa", PASSWORD), 400, "3 to 24"),
        (credentials(&"w".repeat(25), PASSWORD), 400, "3 to 24"),
        (credentials("john watson", PASSWORD), 400, "letters"),
        (credentials("jöhn", PASSWORD), 400, "letters"),
        (credentials("John", "short"), 400, "at least 8"),
        (credentials("John", "password"), 400, "too easy"),
        (credentials("John", "John12345"), 400, "too easy"),
        (
            credentials("John", &"x".repeat(1025)),
            400,
            "at most 1024 bytes",
        ),
        (json!({"username": "John"}), 400, "not an account request"),
    ];
    for (body, status, reason) in refusals {
        let answer = post(&server, "/api/account", Some(&secret), body.clone()).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        let message = answer.json()["error"].as_str().unwrap().to_string();
        assert!(message.contains(reason), "{body}: {message}");
    }
    let (still, _) = me(&server, &secret).await;
    assert_eq!(still["username"], Value::Null);
    // Without a session there is nobody to claim.
    let nobody = post(&server, "/api/account", None, credentials("John", PASSWORD)).await;
    assert_eq!(nobody.status, 401);
    // Only Watson was stored.
    let url = format!("sqlite://{}", server.db.display());
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let names: Vec<(String,)> = sqlx::query_as("SELECT username FROM accounts")
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert_eq!(names, [("Watson".to_string(),)]);
    db.close().await.unwrap();
    // A long password (64 characters and more) is fine; a person claims once.
    let long = "violet-harbour-tangent-87-quartz-meadow-lantern-591-obsidian-fox".repeat(15);
    let claimed = post(
        &server,
        "/api/account",
        Some(&secret),
        credentials("John", &long),
    )
    .await;
    assert_eq!(claimed.status, 200, "{}", claimed.body);
    let secret = claimed.new_session().expect("a new session");
    let again = post(
        &server,
        "/api/account",
        Some(&secret),
        credentials("Johnny", PASSWORD),
    )
    .await;
    assert_eq!(again.status, 409, "{}", again.body);
    login(&server, None, "john", &long).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_failures_lock_an_account_for_everyone_even_with_the_right_password() {
    let server = TestServer::start().await;
    account(&server, "Lestrade").await;
    account(&server, "Gregson").await;
    for _ in 0..5 {
        let wrong = post(
            &server,
            "/api/login",
            None,
            credentials("Lestrade", "guess-guess"),
        )
        .await;
        assert_eq!(wrong.status, 401, "{}", wrong.body);
    }
    let locked = post(
        &server,
        "/api/login",
        None,
        credentials("lestrade", PASSWORD),
    )
    .await;
    assert_eq!(locked.status, 429, "{}", locked.body);
    assert!(locked.new_session().is_none());
    let wait: u64 = locked.headers("retry-after")[0].parse().unwrap();
    assert!((880..=900).contains(&wait), "{wait}");
    assert!(locked.json()["error"]
        .as_str()
        .unwrap()
        .contains("5 in 15 minutes"));
    // Another account is not locked.
    login(&server, None, "Gregson", PASSWORD).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_logins_are_limited_per_address_and_a_success_gives_none_back() {
    let server = TestServer::start_limited(Limits {
        failed_logins_per_minute: 1,
        failed_login_burst: 3,
        ..Limits::unlimited()
    })
    .await;
    account(&server, "Hudson").await;
    for name in ["Moriarty", "Moran"] {
        let wrong = post(&server, "/api/login", None, credentials(name, PASSWORD)).await;
        assert_eq!(wrong.status, 401, "{}", wrong.body);
    }
    login(&server, None, "Hudson", PASSWORD).await;
    let third = post(
        &server,
        "/api/login",
        None,
        credentials("Hudson", "nope-nope-nope"),
    )
    .await;
    assert_eq!(third.status, 401, "{}", third.body);
    // Three failures: this address may not try again for a minute, right password or not.
    let refused = post(&server, "/api/login", None, credentials("Hudson", PASSWORD)).await;
    assert_eq!(refused.status, 429, "{}", refused.body);
    let wait: u64 = refused.headers("retry-after")[0].parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert!(refused.json()["error"]
        .as_str()
        .unwrap()
        .contains("failed logins"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logging_out_ends_this_session_and_everywhere_ends_them_all() {
    let server = TestServer::start().await;
    let first = account(&server, "Irene").await;
    let second = login(&server, None, "Irene", PASSWORD).await;
    let third = login(&server, None, "Irene", PASSWORD).await;
    let out = post(&server, "/api/logout", Some(&second), json!({})).await;
    assert_eq!(out.status, 200, "{}", out.body);
    assert_eq!(
        out.new_session().as_deref(),
        Some(""),
        "the cookie is cleared"
    );
    assert!(out.headers("set-cookie")[0].contains("Max-Age=0"));
    assert!(!me(&server, &second).await.1, "this session ended");
    assert!(me(&server, &first).await.1, "the others go on");
    assert!(me(&server, &third).await.1);
    let again = post(&server, "/api/logout", Some(&second), json!({})).await;
    assert_eq!(again.status, 401, "{}", again.body);

    let all = post(&server, "/api/logout-all", Some(&third), json!({})).await;
    assert_eq!(all.status, 200, "{}", all.body);
    assert_eq!(all.json()["ended"], 2);
    assert!(
        !me(&server, &first).await.1,
        "the other browser's session ended"
    );
    assert!(!me(&server, &third).await.1);
    // The account is still there.
    let back = login(&server, None, "Irene", PASSWORD).await;
    assert_eq!(me(&server, &back).await.0["username"], "Irene");
}

async fn change(server: &TestServer, session: &str, old: &str, new: &str) -> Answer {
    request(
        server.addr,
        "PUT",
        "/api/password",
        Some(session),
        &[],
        &json!({"old": old, "new": new}).to_string(),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changing_the_password_checks_the_old_one_and_ends_every_other_session() {
    let server = TestServer::start().await;
    let here = account(&server, "Mary").await;
    let there = login(&server, None, "Mary", PASSWORD).await;
    let wrong = change(&server, &here, "not-it-at-all", NEW_PASSWORD).await;
    assert_eq!(wrong.status, 401, "{}", wrong.body);
    let weak = change(&server, &here, PASSWORD, "password1").await;
    assert_eq!(weak.status, 400, "{}", weak.body);
    assert!(me(&server, &there).await.1, "nothing changed yet");
    let changed = change(&server, &here, PASSWORD, NEW_PASSWORD).await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert_eq!(changed.json()["ended"], 1);
    assert!(me(&server, &here).await.1, "this session goes on");
    assert!(!me(&server, &there).await.1, "the other one ended");
    let old = post(&server, "/api/login", None, credentials("Mary", PASSWORD)).await;
    assert_eq!(old.status, 401);
    login(&server, None, "Mary", NEW_PASSWORD).await;
    // A guest has no password to change.
    let guest = guest(&server).await;
    let none = change(&server, &guest, PASSWORD, NEW_PASSWORD).await;
    assert_eq!(none.status, 409, "{}", none.body);
}

/// Everything the server logs, from every test of this file (at every level).
fn captured_log() -> &'static Mutex<Vec<u8>> {
    static LOG: OnceLock<Mutex<Vec<u8>>> = OnceLock::new();
    LOG.get_or_init(|| {
        struct Capture;
        impl Write for Capture {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                captured_log()
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(|| Capture)
            .finish();
        tracing::subscriber::set_global_default(subscriber).expect("the only subscriber");
        Mutex::new(Vec::new())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_password_reaches_neither_the_store_nor_the_log() {
    captured_log();
    let server = TestServer::start().await;
    let secret = account(&server, "Hound").await;
    let wrong = post(
        &server,
        "/api/login",
        None,
        credentials("Hound", "wrong-but-close-87"),
    )
    .await;
    assert_eq!(wrong.status, 401);
    login(&server, None, "Hound", PASSWORD).await;
    let changed = change(&server, &secret, PASSWORD, NEW_PASSWORD).await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    let log = String::from_utf8_lossy(&captured_log().lock().unwrap()).into_owned();
    assert!(
        log.contains("a guest claimed an account"),
        "the log was captured"
    );
    // The whole database, its write-ahead log included, byte by byte.
    let mut stored = Vec::new();
    for suffix in ["", "-wal"] {
        let path = format!("{}{suffix}", server.db.display());
        stored.extend(std::fs::read(&path).unwrap_or_default());
    }
    let stored = String::from_utf8_lossy(&stored).into_owned();
    assert!(
        stored.contains("$argon2id$v=19$m=19456,t=2,p=1$"),
        "the hash is stored"
    );
    for password in [PASSWORD, NEW_PASSWORD, "wrong-but-close-87"] {
        assert!(!log.contains(password), "the log holds {password}");
        assert!(!stored.contains(password), "the store holds {password}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cross_site_login_is_refused() {
    let server = TestServer::start().await;
    account(&server, "Adler").await;
    let evil = [("Origin", "https://evil.example")];
    let body = credentials("Adler", PASSWORD).to_string();
    let refused = request(server.addr, "POST", "/api/login", None, &evil, &body).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.new_session().is_none());
    let own = format!("http://{}", server.addr);
    let fine = request(
        server.addr,
        "POST",
        "/api/login",
        None,
        &[("Origin", &own)],
        &body,
    )
    .await;
    assert_eq!(fine.status, 200, "{}", fine.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_tries_at_once_from_one_address_get_no_more_than_the_burst() {
    let server = TestServer::start_limited(Limits {
        failed_logins_per_minute: 1,
        failed_login_burst: 3,
        ..Limits::unlimited()
    })
    .await;
    account(&server, "Toby").await;
    let tries = (0..12).map(|n| {
        let body = credentials("Toby", &format!("guess-number-{n}"));
        post(&server, "/api/login", None, body)
    });
    let answers = futures_util::future::join_all(tries).await;
    let mut statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    statuses.sort();
    assert_eq!(
        statuses,
        [401, 401, 401, 429, 429, 429, 429, 429, 429, 429, 429, 429]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_tries_at_once_at_one_account_get_exactly_five_checked() {
    let server = TestServer::start().await;
    account(&server, "Wiggins").await;
    let tries = (0..12).map(|n| {
        let body = credentials("Wiggins", &format!("guess-number-{n}"));
        post(&server, "/api/login", None, body)
    });
    let answers = futures_util::future::join_all(tries).await;
    // Each try counts before its password is checked, and sees only those counted before
    // it: of tries at once, exactly five are checked and the rest refused.
    let mut statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    statuses.sort();
    assert_eq!(
        statuses,
        [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]
    );
    let locked = post(
        &server,
        "/api/login",
        None,
        credentials("Wiggins", PASSWORD),
    )
    .await;
    assert_eq!(locked.status, 429, "{}", locked.body);
}
