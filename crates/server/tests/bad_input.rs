//! Whatever a peer sends, it gets a clear error, its connection stays usable, and the
//! table does not change.

mod common;

use common::{Client, TestServer};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use whodunit_server::store::{
    Account, Appended, ChatLine, ListedTable, Person, PersonSeat, SeatClaim, StoreError,
    StoreFuture, StoredAction, StoredTable, TableHeader,
};
use whodunit_server::store::{Profile, Rater, RematchAnswer, SeatPerson, Settlement};
use whodunit_server::{SqliteStore, Store};

/// A table of two human seats: nothing moves unless the test acts.
async fn two_humans(server: &TestServer) -> (String, Vec<String>) {
    let table = server
        .create(json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}]}))
        .await;
    let tokens = table["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();
    (table["id"].as_str().unwrap().to_string(), tokens)
}

async fn expect_error(client: &mut Client, code: &str) -> Value {
    let frame = client.recv().await;
    assert_eq!(frame["type"], "error", "{frame}");
    assert_eq!(frame["code"], code, "{frame}");
    assert!(
        !frame["message"].as_str().unwrap_or("").is_empty(),
        "{frame}"
    );
    frame
}

/// The connection still answers, and the table is where it was.
async fn still_usable(server: &TestServer, id: &str, client: &mut Client) {
    let legal = client.legal().await;
    assert_eq!(legal["seq"], 0);
    assert_eq!(server.seq(id).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_frames_get_errors_and_change_nothing() {
    let server = TestServer::start().await;
    let (id, tokens) = two_humans(&server).await;
    let mut seats = Vec::new();
    for token in &tokens {
        let mut client = server.connect(&id, Some(token)).await;
        let snapshot = client.recv().await;
        assert_eq!(snapshot["type"], "snapshot");
        seats.push((client, snapshot));
    }
    let active = seats[0].1["to_act"].as_u64().unwrap() as usize;
    let other = 1 - active;
    let legal = seats[active].0.legal().await;
    let legal: Vec<Value> = legal["actions"].as_array().unwrap().clone();
    assert!(!legal.is_empty());
    let good = legal[0].clone();
    let (client, _) = &mut seats[active];

    client.send_text("{not json".into()).await;
    expect_error(client, "malformed").await;
    still_usable(&server, &id, client).await;

    client.send(json!({"type": "dance"})).await;
    expect_error(client, "malformed").await;
    client.send(json!({"type": "action", "action": good})).await;
    expect_error(client, "malformed").await;
    client
        .send(json!({"type": "action", "seq": 0, "action": {"fly": "away"}}))
        .await;
    expect_error(client, "malformed").await;
    still_usable(&server, &id, client).await;

    client
        .send(json!({"type": "action", "seq": 7, "action": good}))
        .await;
    let stale = expect_error(client, "stale").await;
    assert_eq!(stale["seq"], 0);
    still_usable(&server, &id, client).await;

    let illegal = ["end_turn", "stay", "passage", "roll"]
        .into_iter()
        .map(Value::from)
        .find(|a| !legal.contains(a))
        .unwrap();
    client
        .send(json!({"type": "action", "seq": 0, "action": illegal}))
        .await;
    let refused = expect_error(client, "rule").await;
    assert!(
        refused["rule"].as_str().unwrap().starts_with("CL-"),
        "{refused}"
    );
    still_usable(&server, &id, client).await;

    let huge = format!(
        r#"{{"type":"action","seq":0,"action":"{}"}}"#,
        "x".repeat(70 * 1024)
    );
    client.send_text(huge).await;
    expect_error(client, "too_large").await;
    still_usable(&server, &id, client).await;

    // The other seat cannot act in the active seat's place: a token acts for its seat only.
    let (client, _) = &mut seats[other];
    client
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    expect_error(client, "rule").await;
    let legal_other = client.legal().await;
    assert_eq!(legal_other["actions"], json!([]));
    assert_eq!(server.seq(&id).await, 0);

    // A spectator cannot act.
    let mut watcher = server.connect(&id, None).await;
    let snapshot = watcher.recv().await;
    assert_eq!(snapshot["seat"], Value::Null);
    watcher
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    expect_error(&mut watcher, "not_a_seat").await;
    watcher.send(json!({"type": "legal"})).await;
    expect_error(&mut watcher, "not_a_seat").await;
    assert_eq!(server.seq(&id).await, 0);

    // After all that, the right action by the right seat goes through, to everyone.
    let (client, _) = &mut seats[active];
    client
        .send(json!({"type": "action", "seq": 0, "action": good}))
        .await;
    let events = client.recv_type("events").await;
    assert_eq!(events["seq"], 1);
    assert_eq!(events["seat"], active as u64);
    let events = seats[other].0.recv_type("events").await;
    assert_eq!(events["seq"], 1);
    assert_eq!(watcher.recv_type("events").await["seq"], 1);
    assert_eq!(server.seq(&id).await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_and_unknown_tables_are_refused() {
    let server = TestServer::start().await;
    let (id, tokens) = two_humans(&server).await;
    let (other_id, other_tokens) = two_humans(&server).await;

    for token in ["nonsense", other_tokens[0].as_str(), ""] {
        let mut client = server.connect(&id, Some(token)).await;
        expect_error(&mut client, "bad_token").await;
        assert!(client.next().await.is_none(), "the connection is closed");
    }
    let mut client = server.connect("no-such-table", Some(&tokens[0])).await;
    expect_error(&mut client, "not_found").await;
    assert!(client.next().await.is_none());

    // The right tokens still work on both tables.
    let mut client = server.connect(&id, Some(&tokens[1])).await;
    assert_eq!(client.recv().await["seat"], 1);
    let mut client = server.connect(&other_id, Some(&other_tokens[0])).await;
    assert_eq!(client.recv().await["seat"], 0);
    assert_eq!(server.seq(&id).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lobby_requests_get_400_and_unknown_tables_404() {
    let server = TestServer::start().await;
    let bad = [
        "{not json".to_string(),
        json!({"game": "chess", "seats": [{"player": "human"}, {"player": "human"}]}).to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}]}).to_string(),
        json!({"game": "cluedo", "seats": vec![json!({"player": "human"}); 7]}).to_string(),
        json!({"game": "cluedo", "players": 3, "seats": [{"player": "human"}, {"player": "human"}]})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "bot", "level": "genius"}]})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "alien"}]}).to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": 3})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": {"players": "many"}})
            .to_string(),
        json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}], "options": {"players": ["plum", "white", "green"]}})
            .to_string(),
    ];
    for body in bad {
        let (status, answer) = server.post("/api/tables", &body).await;
        assert_eq!(status, 400, "{body} -> {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{answer}"
        );
    }
    let (status, answer) = server.get_json("/api/tables/nope").await;
    assert_eq!(status, 404);
    assert!(answer["error"].is_string());
    // Nothing was created by the bad requests.
    assert!(server.server.lobby.tables().is_empty());
}

/// A store that refuses to save actions while `failing` is set, and to link seats to
/// people while `refusing_links` is.
struct Flaky {
    inner: SqliteStore,
    failing: AtomicBool,
    refusing_links: AtomicBool,
}

impl Store for Flaky {
    fn create_table<'a>(&'a self, header: &'a TableHeader) -> StoreFuture<'a, ()> {
        self.inner.create_table(header)
    }

    fn append<'a>(&'a self, table_id: &'a str, action: &'a StoredAction) -> StoreFuture<'a, ()> {
        if self.failing.load(Ordering::SeqCst) {
            Box::pin(async { Err(StoreError::Failed("disk on fire".to_string())) })
        } else {
            self.inner.append(table_id, action)
        }
    }

    fn add_chat<'a>(&'a self, table_id: &'a str, line: &'a ChatLine) -> StoreFuture<'a, u64> {
        if self.failing.load(Ordering::SeqCst) {
            Box::pin(async { Err(StoreError::Failed("disk on fire".to_string())) })
        } else {
            self.inner.add_chat(table_id, line)
        }
    }

    fn chat_lines<'a>(&'a self, table_id: &'a str, limit: usize) -> StoreFuture<'a, Vec<ChatLine>> {
        self.inner.chat_lines(table_id, limit)
    }

    fn settle<'a>(&'a self, settlement: &'a Settlement, rate: Rater<'a>) -> StoreFuture<'a, bool> {
        self.inner.settle(settlement, rate)
    }

    fn seat_people<'a>(&'a self, table_ids: &'a [String]) -> StoreFuture<'a, Vec<SeatPerson>> {
        self.inner.seat_people(table_ids)
    }

    fn profile<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Profile>> {
        self.inner.profile(person_id)
    }

    fn hide_profile<'a>(&'a self, person_id: &'a str, hidden: bool) -> StoreFuture<'a, ()> {
        self.inner.hide_profile(person_id, hidden)
    }

    fn finish<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, ()> {
        self.inner.finish(table_id)
    }

    fn load_unfinished(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        self.inner.load_unfinished()
    }

    fn load<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        self.inner.load(table_id)
    }

    fn actions_after<'a>(
        &'a self,
        table_id: &'a str,
        seq: u64,
    ) -> StoreFuture<'a, Vec<StoredAction>> {
        self.inner.actions_after(table_id, seq)
    }

    fn claim_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, bool> {
        self.inner.claim_seat(table_id, seat, came_at)
    }

    fn return_to_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, ()> {
        self.inner.return_to_seat(table_id, seat, came_at)
    }

    fn claims<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Vec<SeatClaim>> {
        self.inner.claims(table_id)
    }

    fn answer_rematch<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        answer: RematchAnswer,
        at: i64,
    ) -> StoreFuture<'a, RematchAnswer> {
        self.inner.answer_rematch(table_id, seat, answer, at)
    }

    fn listed(&self, limit: usize) -> StoreFuture<'_, Vec<ListedTable>> {
        self.inner.listed(limit)
    }

    fn offer_rematch<'a>(&'a self, table_id: &'a str, rematch: &'a str) -> StoreFuture<'a, String> {
        self.inner.offer_rematch(table_id, rematch)
    }

    fn rematch_of<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<String>> {
        self.inner.rematch_of(table_id)
    }

    fn create_person<'a>(
        &'a self,
        person: &'a Person,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        self.inner.create_person(person, session_hash, now)
    }

    fn person_of_session<'a>(
        &'a self,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, Option<Person>> {
        self.inner.person_of_session(session_hash, now)
    }

    fn rename_person<'a>(&'a self, person_id: &'a str, name: &'a str) -> StoreFuture<'a, ()> {
        self.inner.rename_person(person_id, name)
    }

    fn link_seat<'a>(
        &'a self,
        person_id: &'a str,
        table_id: &'a str,
        seat: u8,
        linked_at: i64,
    ) -> StoreFuture<'a, ()> {
        if self.refusing_links.load(Ordering::SeqCst) {
            Box::pin(async { Err(StoreError::Failed("links on fire".to_string())) })
        } else {
            self.inner.link_seat(person_id, table_id, seat, linked_at)
        }
    }

    fn person_seats<'a>(
        &'a self,
        person_id: &'a str,
        limit: usize,
    ) -> StoreFuture<'a, Vec<PersonSeat>> {
        self.inner.person_seats(person_id, limit)
    }

    fn create_account<'a>(&'a self, account: &'a Account, now: i64) -> StoreFuture<'a, bool> {
        self.inner.create_account(account, now)
    }

    fn account_by_username<'a>(&'a self, username: &'a str) -> StoreFuture<'a, Option<Account>> {
        self.inner.account_by_username(username)
    }

    fn account_of<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Account>> {
        self.inner.account_of(person_id)
    }

    fn set_password<'a>(
        &'a self,
        person_id: &'a str,
        password_hash: &'a str,
    ) -> StoreFuture<'a, ()> {
        self.inner.set_password(person_id, password_hash)
    }

    fn note_login_failure<'a>(
        &'a self,
        person_id: &'a str,
        at: i64,
        since: i64,
    ) -> StoreFuture<'a, Vec<i64>> {
        self.inner.note_login_failure(person_id, at, since)
    }

    fn forget_login_failure<'a>(&'a self, person_id: &'a str, at: i64) -> StoreFuture<'a, ()> {
        self.inner.forget_login_failure(person_id, at)
    }

    fn create_session<'a>(
        &'a self,
        person_id: &'a str,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        self.inner.create_session(person_id, session_hash, now)
    }

    fn delete_session<'a>(&'a self, session_hash: &'a str) -> StoreFuture<'a, ()> {
        self.inner.delete_session(session_hash)
    }

    fn delete_sessions<'a>(
        &'a self,
        person_id: &'a str,
        keep: Option<&'a str>,
    ) -> StoreFuture<'a, u64> {
        self.inner.delete_sessions(person_id, keep)
    }

    fn move_seats<'a>(&'a self, from: &'a str, to: &'a str) -> StoreFuture<'a, ()> {
        self.inner.move_seats(from, to)
    }

    fn shared(&self) -> bool {
        self.inner.shared()
    }

    fn claim<'a>(&'a self, table: &'a str, owner: &'a str, ttl: Duration) -> StoreFuture<'a, bool> {
        self.inner.claim(table, owner, ttl)
    }

    fn renew<'a>(&'a self, owner: &'a str, ttl: Duration) -> StoreFuture<'a, Vec<String>> {
        self.inner.renew(owner, ttl)
    }

    fn release<'a>(&'a self, table: &'a str, owner: &'a str) -> StoreFuture<'a, ()> {
        self.inner.release(table, owner)
    }

    fn orphaned(&self) -> StoreFuture<'_, Vec<String>> {
        self.inner.orphaned()
    }

    fn subscribe(&self) -> StoreFuture<'_, Option<mpsc::Receiver<Appended>>> {
        self.inner.subscribe()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_the_store_cannot_save_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(Flaky {
        inner: SqliteStore::open(&dir.path().join("flaky.db"))
            .await
            .unwrap(),
        failing: false.into(),
        refusing_links: false.into(),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = whodunit_server::start(listener, store.clone(), common::TIMING, common::LIMITS)
        .await
        .unwrap();
    let addr = server.addr;
    let (status, table) = common::http(
        addr,
        "POST",
        "/api/tables",
        Some(
            &json!({"game": "cluedo", "seats": [{"player": "human"}, {"player": "human"}]})
                .to_string(),
        ),
    )
    .await;
    assert_eq!(status, 201);
    let table: Value = serde_json::from_str(&table).unwrap();
    let id = table["id"].as_str().unwrap();
    let snapshot_seat = |n: usize| table["seats"][n]["token"].as_str().unwrap().to_string();
    let mut clients = Vec::new();
    for n in 0..2 {
        let mut client = Client::connect(addr, id, Some(&snapshot_seat(n))).await;
        let snapshot = client.recv().await;
        clients.push((client, snapshot));
    }
    let active = clients[0].1["to_act"].as_u64().unwrap() as usize;
    let client = &mut clients[active].0;
    let action = client.legal().await["actions"][0].clone();

    store.failing.store(true, Ordering::SeqCst);
    client
        .send(json!({"type": "action", "seq": 0, "action": action}))
        .await;
    expect_error(client, "unavailable").await;
    // A chat line the store cannot save is refused the same way, and sent to nobody.
    client.send(json!({"type": "chat", "text": "lost"})).await;
    expect_error(client, "unavailable").await;
    let legal = client.legal().await;
    assert_eq!(legal["seq"], 0, "nothing changed");
    assert_eq!(legal["actions"][0], action);

    store.failing.store(false, Ordering::SeqCst);
    client
        .send(json!({"type": "action", "seq": 0, "action": action}))
        .await;
    assert_eq!(client.recv_type("events").await["seq"], 1);
    // The other seat never saw the refused attempt: its next frame is step 1.
    let other = &mut clients[1 - active].0;
    let next = other.recv().await;
    assert_eq!(
        (next["type"].as_str(), next["seq"].as_u64()),
        (Some("events"), Some(1))
    );
}

/// One HTTP request with a cookie over a fresh connection: the status and the body.
async fn with_cookie(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    cookie: &str,
    body: &str,
) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nCookie: {cookie}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer.split(' ').nth(1).unwrap().parse().unwrap();
    let body = answer.split_once("\r\n\r\n").unwrap().1;
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_the_store_refuses_fails_neither_the_request_nor_the_connection() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(Flaky {
        inner: SqliteStore::open(&dir.path().join("flaky.db"))
            .await
            .unwrap(),
        failing: false.into(),
        refusing_links: true.into(),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = whodunit_server::start(listener, store.clone(), common::TIMING, common::LIMITS)
        .await
        .unwrap();
    let addr = server.addr;
    let (status, head, _) = common::http_full(addr, "GET", "/api/me", None).await;
    assert_eq!(status, 200);
    let secret = head
        .split("whodunit_session=")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .expect("a session cookie")
        .to_string();
    let cookie = format!("whodunit_session={secret}");
    let request = json!({"game": "guess", "seats": [{"player": "human"}, {"player": "human"}]});
    let (status, table) =
        with_cookie(addr, "POST", "/api/tables", &cookie, &request.to_string()).await;
    assert_eq!(status, 201, "{table}");
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][1]["token"].as_str().unwrap();
    let mut client = Client::connect_with(addr, id, Some(token), &[("Cookie", cookie.as_str())])
        .await
        .unwrap();
    let snapshot = client.recv_type("snapshot").await;
    assert_eq!(snapshot["seat"], 1);
    let legal = client.legal().await;
    assert_eq!(legal["type"], "legal");
    // Nothing was linked, and the person is still there.
    let (status, me) = with_cookie(addr, "GET", "/api/me", &cookie, "").await;
    assert_eq!(status, 200);
    assert_eq!(me["tables"], json!([]));
    // Once the store takes links again, the next connection links the seat.
    store.refusing_links.store(false, Ordering::SeqCst);
    let mut again = Client::connect_with(addr, id, Some(token), &[("Cookie", cookie.as_str())])
        .await
        .unwrap();
    again.recv_type("snapshot").await;
    let (_, me) = with_cookie(addr, "GET", "/api/me", &cookie, "").await;
    assert_eq!(me["tables"][0]["table"], id);
    assert_eq!(me["tables"][0]["seat"], 1);
}
