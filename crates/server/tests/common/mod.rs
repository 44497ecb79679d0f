//! A real server on a free 127.0.0.1 port with a temporary store, a minimal HTTP client
//! and a WebSocket client, shared by the server's integration tests.

#![allow(dead_code)]

pub mod answer;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
use whodunit_server::{Limits, Server, SqliteStore};

/// A guard against a test waiting forever; never a measurement.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// Servers sharing one new PostgreSQL database, for the tests of several instances.
pub struct Instances {
    pub servers: Vec<Server>,
    admin: String,
    name: String,
}

impl Instances {
    /// `count` servers on a new database (named from `name` and this process) of the
    /// PostgreSQL server at `WHODUNIT_TEST_POSTGRES`, or `None` (skipped) without it
    /// outside CI.
    pub async fn start(name: &str, count: usize) -> Option<Instances> {
        use whodunit_server::postgres::{self as pg, PostgresStore};
        let admin = match std::env::var("WHODUNIT_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => url,
            _ if std::env::var("CI").is_ok_and(|ci| !ci.is_empty() && ci != "false") => {
                panic!("CI is set but WHODUNIT_TEST_POSTGRES is not")
            }
            _ => {
                eprintln!("skipped: set WHODUNIT_TEST_POSTGRES (scripts/postgres.sh)");
                return None;
            }
        };
        let name = format!("{name}_{}", std::process::id());
        let url = pg::create_database(&admin, &name).await.unwrap();
        let mut servers = Vec::new();
        for _ in 0..count {
            let store = PostgresStore::connect(&url).await.unwrap();
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            servers.push(
                whodunit_server::start(listener, Arc::new(store), TIMING, LIMITS)
                    .await
                    .unwrap(),
            );
        }
        Some(Instances {
            servers,
            admin,
            name,
        })
    }

    /// Stops the servers and drops their database.
    pub async fn end(self) {
        for server in &self.servers {
            server.abort();
        }
        let (admin, name) = (self.admin, self.name);
        if let Err(error) = whodunit_server::postgres::drop_database(&admin, &name).await {
            eprintln!("the test database {name} was not dropped: {error}");
        }
    }
}

/// Bots act at once, and a finished table left alone unloads at once, so that tests also
/// exercise loading tables back from the store.
pub const TIMING: whodunit_server::Timing = whodunit_server::Timing {
    bot_delay: Duration::ZERO,
    unload_after: Duration::ZERO,
    lease: Duration::from_secs(6),
    absence_grace: Duration::from_secs(1),
};

/// The tests' clients play as fast as the bots (no pause at all), far faster than people:
/// they are not rate limited, except where a test is about the limits.
pub const LIMITS: Limits = Limits::unlimited();

pub struct TestServer {
    pub server: Server,
    pub addr: SocketAddr,
    pub db: PathBuf,
    pub dir: Arc<tempfile::TempDir>,
}

impl TestServer {
    pub async fn start() -> TestServer {
        let dir = Arc::new(tempfile::tempdir().unwrap());
        TestServer::start_in(dir).await
    }

    /// A server on the store file of `dir` (created if missing).
    pub async fn start_in(dir: Arc<tempfile::TempDir>) -> TestServer {
        TestServer::start_with(dir, LIMITS).await
    }

    /// A server with its own limits (the tests of the limits themselves).
    pub async fn start_limited(limits: Limits) -> TestServer {
        TestServer::start_with(Arc::new(tempfile::tempdir().unwrap()), limits).await
    }

    async fn start_with(dir: Arc<tempfile::TempDir>, limits: Limits) -> TestServer {
        let db = dir.path().join("whodunit.db");
        let store = SqliteStore::open(&db).await.unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let server = whodunit_server::start(listener, Arc::new(store), TIMING, limits)
            .await
            .unwrap();
        TestServer {
            addr: server.addr,
            server,
            db,
            dir,
        }
    }

    pub async fn get(&self, path: &str) -> (u16, String) {
        http(self.addr, "GET", path, None).await
    }

    pub async fn get_json(&self, path: &str) -> (u16, Value) {
        let (status, body) = self.get(path).await;
        (status, serde_json::from_str(&body).unwrap_or(Value::Null))
    }

    pub async fn post(&self, path: &str, body: &str) -> (u16, Value) {
        let (status, body) = http(self.addr, "POST", path, Some(body)).await;
        (status, serde_json::from_str(&body).unwrap_or(Value::Null))
    }

    /// Creates a table and returns the answer (`id`, `seats` with tokens).
    pub async fn create(&self, request: Value) -> Value {
        let (status, answer) = self.post("/api/tables", &request.to_string()).await;
        assert_eq!(status, 201, "{answer}");
        answer
    }

    /// The table's `seq` as the lobby reports it.
    pub async fn seq(&self, id: &str) -> u64 {
        let (status, info) = self.get_json(&format!("/api/tables/{id}")).await;
        assert_eq!(status, 200, "{info}");
        info["seq"].as_u64().unwrap()
    }

    pub async fn connect(&self, id: &str, token: Option<&str>) -> Client {
        Client::connect(self.addr, id, token).await
    }
}

/// A one-shot HTTP/1.1 request; the answer's status and body.
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> (u16, String) {
    let (status, _, body) = http_full(addr, method, path, body).await;
    (status, body)
}

/// A one-shot HTTP/1.1 request; the answer's status, head (lower case) and body.
pub async fn http_full(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> (u16, String, String) {
    let stream = TcpStream::connect(addr).await.unwrap();
    http_over(stream, addr, method, path, body).await
}

/// [`http_full`] over a stream already connected to `addr`.
pub async fn http_over(
    mut stream: TcpStream,
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> (u16, String, String) {
    let body = body.unwrap_or("");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer))
        .await
        .expect("an HTTP answer")
        .unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (status, head.to_ascii_lowercase(), body.to_string())
}

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every frame received, in order.
    pub frames: Vec<Value>,
}

impl Client {
    pub async fn connect(addr: SocketAddr, id: &str, token: Option<&str>) -> Client {
        let url = match token {
            Some(token) => format!("ws://{addr}/api/tables/{id}/ws?token={token}"),
            None => format!("ws://{addr}/api/tables/{id}/ws"),
        };
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client {
            socket,
            frames: Vec::new(),
        }
    }

    /// [`Client::connect`] with extra request headers (a cookie, an `Origin`); the
    /// handshake's error if the server refuses the upgrade.
    pub async fn connect_with(
        addr: SocketAddr,
        id: &str,
        token: Option<&str>,
        headers: &[(&'static str, &str)],
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = match token {
            Some(token) => format!("ws://{addr}/api/tables/{id}/ws?token={token}"),
            None => format!("ws://{addr}/api/tables/{id}/ws"),
        };
        let mut request = url.into_client_request()?;
        for (name, value) in headers {
            request
                .headers_mut()
                .insert(*name, value.parse().expect("a header value"));
        }
        let (socket, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Client {
            socket,
            frames: Vec::new(),
        })
    }

    pub async fn send_text(&mut self, text: String) {
        self.socket.send(Message::Text(text.into())).await.unwrap();
    }

    pub async fn send(&mut self, frame: Value) {
        self.send_text(frame.to_string()).await;
    }

    /// The next JSON frame, or `None` once the server closed the connection.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a frame from the server");
            match message {
                Some(Ok(Message::Text(text))) => {
                    let frame: Value = serde_json::from_str(&text).expect("frames are JSON");
                    self.frames.push(frame.clone());
                    return Some(frame);
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    pub async fn recv(&mut self) -> Value {
        self.next().await.expect("the connection is open")
    }

    /// Skips frames until one of `kind` arrives.
    pub async fn recv_type(&mut self, kind: &str) -> Value {
        loop {
            let frame = self.recv().await;
            if frame["type"] == kind {
                return frame;
            }
        }
    }

    /// Asks for the legal actions and returns the answer.
    pub async fn legal(&mut self) -> Value {
        self.send(json!({"type": "legal"})).await;
        self.recv_type("legal").await
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// A table request: seat 0 human and bots in the other seats.
pub fn one_human(bots: &[&str]) -> Value {
    let mut seats = vec![json!({"player": "human"})];
    seats.extend(
        bots.iter()
            .map(|level| json!({"player": "bot", "level": level})),
    );
    json!({"game": "cluedo", "seats": seats})
}

/// A small deterministic generator for the tests' random choices.
pub struct Dice(u64);

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice(seed)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Whether an action is an accusation (the tests' human never accuses, so it is never
/// eliminated and the envelope stays secret to it until the end).
pub fn is_accusation(action: &Value) -> bool {
    action.get("accuse").is_some()
}

/// Plays seat `client` with random legal non-accusing actions until the game is over;
/// `frames` of the client keep everything received.
pub async fn play_to_end(client: &mut Client, dice: &mut Dice, me: u64) {
    let first = client.recv().await;
    play_from(client, first, dice, me).await;
}

/// [`play_to_end`] from a frame already received (the snapshot, read by a caller that
/// waits for every player to be there before anyone moves).
pub async fn play_from(client: &mut Client, mut frame: Value, dice: &mut Dice, me: u64) {
    loop {
        assert_ne!(frame["type"], "error", "unexpected error: {frame}");
        let seq = frame["seq"].as_u64().unwrap_or(0);
        if frame.get("to_act").is_some_and(Value::is_null) && frame["type"] != "legal" {
            return;
        }
        if frame["to_act"].as_u64() == Some(me) && frame["type"] != "legal" {
            // The step's frame brings the seat's legal actions: the same as a `legal` answer.
            let brought = frame["legal"].clone();
            let legal = client.legal().await;
            let seq_now = legal["seq"].as_u64().unwrap();
            if seq_now == seq {
                assert_eq!(
                    brought, legal["actions"],
                    "the frame's legal actions at {seq}"
                );
                let choices: Vec<&Value> = legal["actions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|a| !is_accusation(a))
                    .collect();
                let action = choices[dice.below(choices.len())].clone();
                client
                    .send(json!({"type": "action", "seq": seq, "action": action}))
                    .await;
            }
        }
        frame = client.recv().await;
    }
}
