//! Connection limits through real sockets: half-sent requests from one address hold no
//! more than its cap of sockets, are closed after the header timeout, and do not keep
//! anyone else waiting; a slow but honest client is answered; connections past a cap get
//! `503` with `Retry-After`; an idle or slowly fed connection is closed, and so is a
//! WebSocket that never sends a frame (not even a pong), while one that listens is kept.

mod common;

use common::{http_over, one_human, TestServer, PATIENCE};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use whodunit_server::Limits;

/// A connection to `addr` from the local address `from` (any of 127.0.0.0/8 on Linux):
/// another client address on the same machine.
async fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(from.parse().unwrap(), 0))
        .unwrap();
    socket.connect(addr).await.unwrap()
}

/// Everything the server sends until it closes (a reset counts as closed).
async fn read_until_closed(stream: &mut TcpStream) -> Result<String, std::io::Error> {
    read_bytes_until_closed(stream)
        .await
        .map(|answer| String::from_utf8_lossy(&answer).into_owned())
}

async fn read_bytes_until_closed(stream: &mut TcpStream) -> Result<Vec<u8>, std::io::Error> {
    let mut answer = Vec::new();
    let read = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer))
        .await
        .expect("the server closes the connection");
    read.map(|_| answer)
}

/// File descriptors this process holds (the server's and the test's clients').
fn open_files() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(0, |dir| dir.count())
}

/// The (opcode, payload) of each WebSocket frame a server sent (never masked, RFC 6455 5.2).
fn server_frames(mut bytes: &[u8]) -> Vec<(u8, Vec<u8>)> {
    let mut frames = Vec::new();
    while bytes.len() >= 2 {
        let opcode = bytes[0] & 0x0f;
        let (len, header) = match bytes[1] & 0x7f {
            126 => (u16::from_be_bytes([bytes[2], bytes[3]]) as usize, 4),
            127 => (
                u64::from_be_bytes(bytes[2..10].try_into().unwrap()) as usize,
                10,
            ),
            short => (short as usize, 2),
        };
        frames.push((opcode, bytes[header..header + len].to_vec()));
        bytes = &bytes[header + len..];
    }
    frames
}

const ATTACK: usize = 1000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_requests_are_capped_per_address_and_closed_after_the_header_timeout() {
    // The defaults of `whodunit serve`: 200 per address, a 10 s header timeout.
    let limits = Limits::default();
    let cap = limits.max_connections_per_address as usize;
    let header_timeout = Duration::from_millis(limits.header_timeout_ms.into());
    let server = TestServer::start_limited(limits).await;
    let addr = server.addr;
    let files_before = open_files();

    // 1,000 connections from 127.0.0.1, each sending a request's first line only.
    let started = Instant::now();
    let mut attackers = Vec::new();
    let mut most_sockets = 0;
    for _ in 0..ATTACK {
        let mut stream = connect_from("127.0.0.1", addr).await;
        // A refused connection may already be closed: the write may fail.
        let _ = stream.write_all(b"GET / HTTP/1.1\r\n").await;
        most_sockets = most_sockets.max(server.server.sockets());
        attackers.push(tokio::spawn(async move {
            let answer = read_until_closed(&mut stream).await;
            (answer, started.elapsed())
        }));
    }
    // The server has taken all it will take: its cap.
    let deadline = Instant::now() + PATIENCE;
    while server.server.sockets() < cap {
        assert!(
            Instant::now() < deadline,
            "{} sockets",
            server.server.sockets()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let files_during = open_files();
    // Another client, from another address, is answered while the attack holds its slots.
    for _ in 0..3 {
        // (The previous request's socket may not be counted out yet.)
        assert!(
            server.server.sockets() >= cap,
            "the attack still holds its slots"
        );
        let asked = Instant::now();
        let other = connect_from("127.0.0.2", addr).await;
        let (status, _, body) = http_over(other, addr, "GET", "/api/health", None).await;
        assert_eq!(status, 200, "{body}");
        eprintln!("another client answered in {:?}", asked.elapsed());
    }
    assert!(
        started.elapsed() < header_timeout,
        "the machine was too slow to check the attack before its timeout"
    );

    let mut refused = 0;
    let mut reset = 0;
    let mut timed_out = 0;
    for attacker in attackers {
        let (answer, closed_after) = attacker.await.unwrap();
        match answer {
            Ok(answer) if answer.starts_with("HTTP/1.1 503") => {
                assert!(answer.contains("Retry-After: 5\r\n"), "{answer}");
                refused += 1;
            }
            // Held until the header timeout (hyper answers nothing then).
            Ok(answer) => {
                assert!(answer.is_empty(), "{answer}");
                assert!(
                    closed_after >= header_timeout,
                    "closed after {closed_after:?}"
                );
                timed_out += 1;
            }
            // A refused connection whose request the server did not read may be reset.
            Err(_) => reset += 1,
        }
    }
    eprintln!(
        "{refused} refused with 503, {reset} reset, {timed_out} closed after the header \
         timeout; at most {most_sockets} sockets; open files in this process: {files_before} \
         before, {files_during} during (the test's {ATTACK} clients included)"
    );
    assert_eq!(timed_out, cap);
    assert_eq!(refused + reset, ATTACK - cap);
    assert!(refused > 0, "the excess is told why");
    assert!(most_sockets <= cap, "{most_sockets} sockets at once");
    // The server's side of the attack: at most its cap of descriptors.
    assert!(
        files_during <= files_before + ATTACK + cap,
        "{files_during} files"
    );
    assert_eq!(server.server.sockets(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_but_honest_client_gets_its_answer() {
    let server = TestServer::start_limited(Limits::default()).await;
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    let lines = [
        "GET /api/health HTTP/1.1\r\n".to_string(),
        format!("Host: {}\r\n", server.addr),
        "User-Agent: slow\r\n".to_string(),
        "Accept: */*\r\n".to_string(),
        "Connection: close\r\n".to_string(),
    ];
    // One line a second: 5 s in all, within the 10 s header timeout.
    for line in lines {
        stream.write_all(line.as_bytes()).await.unwrap();
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    stream.write_all(b"\r\n").await.unwrap();
    let answer = read_until_closed(&mut stream).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_a_cap_get_503_with_retry_after() {
    let server = TestServer::start_limited(Limits {
        max_connections: 3,
        max_connections_per_address: 2,
        ..Limits::unlimited()
    })
    .await;
    let addr = server.addr;
    let _one = connect_from("127.0.0.1", addr).await;
    let _two = connect_from("127.0.0.1", addr).await;
    let mut third = connect_from("127.0.0.1", addr).await;
    let answer = read_until_closed(&mut third).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains("Retry-After: 5\r\n"), "{answer}");
    // Another address has room, until the total is reached.
    let _four = connect_from("127.0.0.2", addr).await;
    let mut fifth = connect_from("127.0.0.3", addr).await;
    let answer = read_until_closed(&mut fifth).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    // Once one closes, its address has room again, and requests are answered as ever.
    drop(_one);
    let deadline = Instant::now() + PATIENCE;
    while server.server.sockets() > 2 {
        assert!(Instant::now() < deadline);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let again = connect_from("127.0.0.1", addr).await;
    let (status, _, _) = http_over(again, addr, "GET", "/api/health", None).await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_keep_alive_or_a_stalled_body_is_closed() {
    let server = TestServer::start_limited(Limits {
        header_timeout_ms: 1000,
        idle_timeout_ms: 60_000,
        ..Limits::unlimited()
    })
    .await;
    let addr = server.addr;
    // A kept-alive connection gets its answer, then waits for the next request's head
    // only for the header timeout (hyper starts it again once an answer is sent).
    let mut kept = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    kept.write_all(request.as_bytes()).await.unwrap();
    let started = Instant::now();
    let answer = read_until_closed(&mut kept).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(started.elapsed() >= Duration::from_secs(1));

    // A body promised and never sent: the connection is closed once idle.
    let server = TestServer::start_limited(Limits {
        header_timeout_ms: 60_000,
        idle_timeout_ms: 1000,
        ..Limits::unlimited()
    })
    .await;
    let addr = server.addr;
    let mut stalled = TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "POST /api/tables HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"game\""
    );
    stalled.write_all(request.as_bytes()).await.unwrap();
    let started = Instant::now();
    let answer = read_until_closed(&mut stalled).await;
    assert!(started.elapsed() >= Duration::from_secs(1));
    assert!(!answer.unwrap_or_default().starts_with("HTTP/1.1 2"));
    let deadline = Instant::now() + PATIENCE;
    while server.server.sockets() > 0 {
        assert!(Instant::now() < deadline);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_websocket_is_closed_and_a_listening_one_kept() {
    let silence = Duration::from_secs(2);
    let server = TestServer::start_limited(Limits {
        silence_timeout_ms: 2000,
        ..Limits::unlimited()
    })
    .await;
    let table = server.create(one_human(&["random"])).await;
    let path = format!("/api/tables/{}/ws", table["id"].as_str().unwrap());
    let url = format!("ws://{}{path}", server.addr);
    let started = Instant::now();
    // Upgraded, then never read nor written: it answers no ping. A raw socket, because a
    // WebSocket client answers pings as soon as it reads, and a pong written after the
    // server closed would draw a reset that can discard the close frame unread.
    let mut silent = TcpStream::connect(server.addr).await.unwrap();
    let upgrade = format!(
        "GET {path} HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        server.addr
    );
    silent.write_all(upgrade.as_bytes()).await.unwrap();
    // A spectator that only listens: its client answers each ping with a pong.
    let (mut listening, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let listener = tokio::spawn(async move {
        while let Some(Ok(message)) = listening.next().await {
            if let Message::Close(frame) = message {
                return frame.map(|f| f.reason.to_string());
            }
        }
        None
    });
    let deadline = Instant::now() + PATIENCE;
    let mut both = false;
    while server.server.connections() != 1 || !both {
        both |= server.server.connections() == 2;
        assert!(Instant::now() < deadline, "the silent one stays");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(started.elapsed() >= silence);
    assert!(!listener.is_finished(), "the listening one is kept");
    // Reading at last, the silent client finds its snapshot, pings, and the reason.
    let received = read_bytes_until_closed(&mut silent)
        .await
        .expect("a clean close, not a reset");
    let head_end = received
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an upgrade answer");
    assert!(received.starts_with(b"HTTP/1.1 101"));
    let close = server_frames(&received[head_end + 4..])
        .into_iter()
        .find(|(opcode, _)| *opcode == 0x8)
        .map(|(_, payload)| {
            let code = u16::from_be_bytes([payload[0], payload[1]]);
            (code, String::from_utf8_lossy(&payload[2..]).into_owned())
        });
    assert_eq!(close, Some((1008, "silent too long".to_string())));
    assert_eq!(server.server.connections(), 1);
    listener.abort();
}
