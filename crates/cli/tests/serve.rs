//! `whodunit serve` as a real process: killed with SIGKILL in the middle of games, started
//! again on the same store, it comes back exactly where the store was and the games go on
//! to their end with the bots.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::Duration;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};
use whodunit_engine::{Seat, Viewer};
use whodunit_server::store::StoredTable;
use whodunit_server::{History, SqliteStore, Store};

/// A guard against waiting forever; never a measurement.
const PATIENCE: Duration = Duration::from_secs(60);

struct ServerProcess {
    child: Child,
    addr: String,
    _stdout: BufReader<ChildStdout>,
}

impl ServerProcess {
    fn start(db: &Path) -> ServerProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_whodunit"))
            .args([
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--bot-delay-ms",
                "20",
            ])
            .arg("--db")
            .arg(db)
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
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    fn http(&self, method: &str, path: &str, body: &str) -> (u16, Value) {
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

    fn create(&self, request: Value) -> Value {
        let (status, answer) = self.http("POST", "/api/tables", &request.to_string());
        assert_eq!(status, 201, "{answer}");
        answer
    }

    fn connect(&self, id: &str, token: Option<&str>) -> Client {
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

struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    fn recv(&mut self) -> Value {
        loop {
            match self.socket.read().expect("a frame from the server") {
                Message::Text(text) => return serde_json::from_str(&text).unwrap(),
                Message::Close(_) => panic!("the server closed the connection"),
                _ => continue,
            }
        }
    }

    fn send(&mut self, frame: Value) {
        self.socket
            .send(Message::Text(frame.to_string().into()))
            .unwrap();
    }

    fn recv_type(&mut self, kind: &str) -> Value {
        loop {
            let frame = self.recv();
            if frame["type"] == kind {
                return frame;
            }
        }
    }
}

/// A small deterministic generator for the test's own choices.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays seat 0 with random legal actions (never accusing) from `frame` on, until the
/// game is over or, with `until`, until it is seat 0's turn at that seq or later. Returns
/// the last frame seen.
fn play(client: &mut Client, mut frame: Value, dice: &mut Dice, until: Option<u64>) -> Value {
    loop {
        assert_ne!(frame["type"], "error", "{frame}");
        let seq = frame["seq"].as_u64().unwrap();
        if frame["to_act"].is_null() {
            return frame;
        }
        if frame["to_act"] == 0 {
            if until.is_some_and(|until| seq >= until) {
                return frame;
            }
            client.send(json!({"type": "legal"}));
            let legal = client.recv_type("legal");
            let choices: Vec<&Value> = legal["actions"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|a| a.get("accuse").is_none())
                .collect();
            let action = choices[dice.below(choices.len())].clone();
            client.send(json!({"type": "action", "seq": seq, "action": action}));
        }
        frame = client.recv_type("events");
    }
}

/// What the store holds for a table, rebuilt by replay.
fn from_store(db: &Path, id: &str) -> (StoredTable, History) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let stored = runtime.block_on(async {
        let store = SqliteStore::open(db).await.unwrap();
        store.load(id).await.unwrap().expect("the table is stored")
    });
    let kind = whodunit_server::games::Games::default()
        .get("cluedo")
        .unwrap();
    let history = History::replay(&kind, &stored).expect("the stored log replays");
    (stored, history)
}

#[test]
fn a_killed_server_comes_back_where_its_store_was() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("whodunit.db");
    let server = ServerProcess::start(&db);
    let (status, health) = server.http("GET", "/api/health", "");
    assert_eq!((status, health), (200, json!({"ok": true})));

    // A table of bots, playing on its own, and a table where the test plays seat 0.
    let bots = server.create(json!({"game": "cluedo", "seats": [
        {"player": "bot", "level": "eliminator"}, {"player": "bot", "level": "random"},
        {"player": "bot", "level": "eliminator"}, {"player": "bot", "level": "random"}]}));
    let bots_id = bots["id"].as_str().unwrap().to_string();
    let mut dice = Dice(7);
    // A bot may guess the envelope early; then the test takes a new table.
    let (id, token, before) = (0..5)
        .find_map(|_| {
            let mine = server.create(json!({"game": "cluedo", "seats": [
                {"player": "human"}, {"player": "bot", "level": "eliminator"},
                {"player": "bot", "level": "random"}, {"player": "bot", "level": "eliminator"}]}));
            let id = mine["id"].as_str().unwrap().to_string();
            let token = mine["seats"][0]["token"].as_str().unwrap().to_string();
            let mut me = server.connect(&id, Some(&token));
            let snapshot = me.recv();
            assert_eq!(snapshot["type"], "snapshot");
            let before = play(&mut me, snapshot, &mut dice, Some(30));
            (!before["to_act"].is_null()).then_some((id, token, before))
        })
        .expect("a game still going after 30 steps");
    server.kill();

    // What the store had at the moment of the kill.
    let (stored, history) = from_store(&db, &id);
    assert_eq!(history.seq(), before["seq"].as_u64().unwrap());
    let stored_view: Value =
        serde_json::from_str(history.current().view(Viewer::Seat(Seat(0))).get()).unwrap();
    let (bots_stored, bots_history) = from_store(&db, &bots_id);

    let server = ServerProcess::start(&db);
    let mut me = server.connect(&id, Some(&token));
    let snapshot = me.recv();
    assert_eq!(snapshot["type"], "snapshot");
    assert_eq!(snapshot["seq"].as_u64(), Some(stored.actions.len() as u64));
    assert_eq!(snapshot["view"], stored_view);
    assert_eq!(snapshot["view"], before["view"]);
    assert_eq!(snapshot["to_act"], 0);
    // Nothing was missed, so a resume from the last seq seen brings nothing but a legal list.
    me.send(json!({"type": "resume", "seq": before["seq"]}));
    me.send(json!({"type": "legal"}));
    assert_eq!(me.recv()["type"], "legal");

    // The bots' table: its log up to the kill is what the store had, and it plays on.
    let mut watcher = server.connect(&bots_id, None);
    let watched = watcher.recv();
    let kept = bots_stored.actions.len();
    assert!(watched["seq"].as_u64().unwrap() >= kept as u64);
    for (entry, step) in watched["log"].as_array().unwrap()[..kept]
        .iter()
        .zip(bots_history.steps())
    {
        assert_eq!(
            entry["events"],
            serde_json::to_value(step.after.last_events(Viewer::Spectator)).unwrap()
        );
    }
    let mut frame = watched;
    while !frame["to_act"].is_null() {
        frame = watcher.recv_type("events");
    }

    // And the test's own game goes on to its end with the bots.
    let end = play(&mut me, snapshot, &mut dice, None);
    assert!(end["to_act"].is_null());
    let (status, info) = server.http("GET", &format!("/api/tables/{id}"), "");
    assert_eq!(status, 200);
    assert_eq!(info["over"], true);
    assert_eq!(info["seq"], end["seq"]);
    let (_, history) = from_store(&db, &id);
    assert!(history.is_over());
    assert_eq!(history.seq(), end["seq"].as_u64().unwrap());
    server.kill();
}

/// The measurement tool runs end to end and reports its figures (their values are not
/// judged: they depend on the machine).
#[test]
fn loadtest_runs_and_reports() {
    let output = Command::new(env!("CARGO_BIN_EXE_whodunit"))
        .args([
            "loadtest",
            "--tables",
            "2",
            "--players",
            "3",
            "--seconds",
            "1",
        ])
        .output()
        .expect("the binary runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    for needle in [
        "actions/s",
        "action -> events p50",
        "server peak memory",
        "bare axum WebSocket echo",
    ] {
        assert!(text.contains(needle), "{needle:?} missing from {text}");
    }
}
