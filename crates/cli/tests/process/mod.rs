//! `whodunit serve` as real processes, for the tests that kill them: starting one on a
//! SQLite file or a PostgreSQL database, talking to it over HTTP and WebSockets, and
//! reading its store afterwards.
//!
//! Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use serde_json::{json, Value};
use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};
use whodunit_server::postgres::PostgresStore;
use whodunit_server::store::StoredTable;
use whodunit_server::{History, SqliteStore, Store};

/// A guard against waiting forever; never a measurement.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// Where a server keeps its tables.
#[derive(Clone, Debug)]
pub enum StoreAt {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl StoreAt {
    fn args(&self) -> Vec<OsString> {
        match self {
            StoreAt::Sqlite(path) => vec!["--db".into(), path.into()],
            StoreAt::Postgres(url) => vec!["--database-url".into(), url.into()],
        }
    }

    /// The store, opened by this test process.
    pub async fn open(&self) -> Arc<dyn Store> {
        match self {
            StoreAt::Sqlite(path) => Arc::new(SqliteStore::open(path).await.unwrap()),
            StoreAt::Postgres(url) => Arc::new(PostgresStore::connect(url).await.unwrap()),
        }
    }

    /// What the store holds for a table, and its history rebuilt by replay.
    pub fn table(&self, id: &str) -> (StoredTable, History) {
        let stored = block_on(async {
            let store = self.open().await;
            store.load(id).await.unwrap().expect("the table is stored")
        });
        let kind = whodunit_server::games::Games::default()
            .get(&stored.header.game)
            .unwrap();
        let history = History::replay(&kind, &stored).expect("the stored log replays");
        (stored, history)
    }
}

pub fn block_on<T>(future: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

/// The PostgreSQL server of the test run (scripts/postgres.sh starts one), if any. Under CI
/// there must be one: the PostgreSQL tests may not pass by skipping.
pub fn postgres_url() -> Option<String> {
    match std::env::var("WHODUNIT_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!("WHODUNIT_TEST_POSTGRES is not set under CI: scripts/test.sh starts PostgreSQL")
        }
        _ => {
            eprintln!("skipped: set WHODUNIT_TEST_POSTGRES (scripts/postgres.sh) to run this test");
            None
        }
    }
}

/// A fresh database on the test run's PostgreSQL server, dropped with the value.
pub struct ScratchDatabase {
    server: String,
    name: String,
    pub url: String,
}

impl ScratchDatabase {
    pub fn new(server: &str, purpose: &str) -> ScratchDatabase {
        let name = format!("test_{purpose}_{}", std::process::id());
        let url = block_on(async {
            let _ = whodunit_server::postgres::drop_database(server, &name).await;
            whodunit_server::postgres::create_database(server, &name)
                .await
                .unwrap()
        });
        ScratchDatabase {
            server: server.to_string(),
            name,
            url,
        }
    }
}

impl Drop for ScratchDatabase {
    fn drop(&mut self) {
        let _ = block_on(whodunit_server::postgres::drop_database(
            &self.server,
            &self.name,
        ));
    }
}

pub struct ServerProcess {
    child: Child,
    pub addr: String,
    _stdout: BufReader<ChildStdout>,
}

impl ServerProcess {
    /// A server on `store` whose bots pause `bot_delay_ms` before each action, with
    /// any further `serve` flags.
    pub fn start(store: &StoreAt, bot_delay_ms: u64, more: &[&str]) -> ServerProcess {
        ServerProcess::start_with(store, bot_delay_ms, more, |_| {})
    }

    /// [`ServerProcess::start`], the command first changed by `prepare` (its umask, say).
    pub fn start_with(
        store: &StoreAt,
        bot_delay_ms: u64,
        more: &[&str],
        prepare: impl FnOnce(&mut Command),
    ) -> ServerProcess {
        let mut command = Command::new(env!("CARGO_BIN_EXE_whodunit"));
        prepare(&mut command);
        let mut child = command
            .args(["serve", "--host", "127.0.0.1", "--port", "0"])
            .arg("--bot-delay-ms")
            .arg(bot_delay_ms.to_string())
            .args(store.args())
            .args(more)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let addr = line
            .trim()
            .strip_prefix("whodunit serving on http://")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        ServerProcess {
            child,
            addr,
            _stdout: stdout,
        }
    }

    /// SIGKILL: no chance to flush or say goodbye.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// SIGTERM: a clean stop; waits until the process has ended.
    pub fn stop(mut self) {
        let pid = libc::pid_t::try_from(self.child.id()).unwrap();
        // SAFETY: kill(2) with a pid this test started and has not yet waited for.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
        self.child.wait().unwrap();
    }

    pub fn http(&self, method: &str, path: &str, body: &str) -> (u16, Value) {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer.split(' ').nth(1).unwrap().parse().unwrap();
        let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        (status, serde_json::from_str(body).unwrap_or(Value::Null))
    }

    pub fn create(&self, request: Value) -> Value {
        let (status, answer) = self.http("POST", "/api/tables", &request.to_string());
        assert_eq!(status, 201, "{answer}");
        answer
    }

    pub fn connect(&self, id: &str, token: Option<&str>) -> Client {
        let url = match token {
            Some(token) => format!("ws://{}/api/tables/{id}/ws?token={token}", self.addr),
            None => format!("ws://{}/api/tables/{id}/ws", self.addr),
        };
        let (mut socket, _) = tungstenite::connect(url).expect("the WebSocket opens");
        if let MaybeTlsStream::Plain(stream) = socket.get_mut() {
            stream.set_read_timeout(Some(PATIENCE)).unwrap();
        }
        Client { socket }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// The next text frame, or `None` once the server is gone.
    pub fn try_recv(&mut self) -> Option<Value> {
        loop {
            match self.socket.read() {
                Ok(Message::Text(text)) => return Some(serde_json::from_str(&text).unwrap()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    pub fn recv(&mut self) -> Value {
        self.try_recv().expect("a frame from the server")
    }

    pub fn send(&mut self, frame: Value) {
        self.socket
            .send(Message::Text(frame.to_string().into()))
            .unwrap();
    }

    pub fn recv_type(&mut self, kind: &str) -> Value {
        loop {
            let frame = self.recv();
            if frame["type"] == kind {
                return frame;
            }
        }
    }

    /// Seat `seat`'s legal actions at the frame last seen.
    pub fn legal(&mut self) -> Vec<Value> {
        self.send(json!({"type": "legal"}));
        self.recv_type("legal")["actions"]
            .as_array()
            .unwrap()
            .clone()
    }
}

/// A small deterministic generator for the test's own choices.
pub struct Dice(pub u64);

impl Dice {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A random legal action that does not accuse (so games last), from `client`'s seat.
pub fn random_action(client: &mut Client, dice: &mut Dice) -> Value {
    let choices: Vec<Value> = client
        .legal()
        .into_iter()
        .filter(|a| a.get("accuse").is_none())
        .collect();
    choices[dice.below(choices.len())].clone()
}
