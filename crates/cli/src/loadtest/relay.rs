//! The load test's second yardstick: a relay that answers each action frame the way a
//! table does — one `events` frame to every seat of the table, the acting seat's with a
//! list of legal actions — but with no game, no store and no checks. Its frames have the
//! mean size and mean legal-list length measured at the whodunit tables, and the same
//! load-test seats play it, so it is what the protocol's shape costs on this machine's
//! sockets and clients: the ceiling of a server whose own work were free.

use super::{play_seat, Player, Tally};
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// The shape of the frames the relay sends, as measured at the whodunit tables.
#[derive(Clone, Copy, Debug)]
pub struct FrameShape {
    /// Mean bytes of an `events` frame.
    pub bytes: usize,
    /// Mean number of legal actions in the acting seat's frame.
    pub legal: usize,
}

/// One relayed table: its seats' outgoing queues, its step and whose turn it is.
struct Group {
    queues: Vec<Option<mpsc::UnboundedSender<Utf8Bytes>>>,
    seq: u64,
    to_act: usize,
}

impl Group {
    fn new(players: usize) -> Group {
        Group {
            queues: vec![None; players],
            seq: 0,
            to_act: 0,
        }
    }

    /// Sends every seat the frame of the step just taken (or, at `seq` 0, a snapshot).
    fn broadcast(&self, shape: FrameShape, acted: usize) {
        for (seat, queue) in self.queues.iter().enumerate() {
            if let Some(queue) = queue {
                let _ = queue.send(self.frame(shape, seat, acted));
            }
        }
    }

    fn frame(&self, shape: FrameShape, seat: usize, acted: usize) -> Utf8Bytes {
        let kind = if self.seq == 0 { "snapshot" } else { "events" };
        let legal = if seat == self.to_act {
            let actions: Vec<String> = (0..shape.legal.max(1))
                .map(|n| format!(r#"{{"move":{n}}}"#))
                .collect();
            format!(r#","legal":[{}]"#, actions.join(","))
        } else {
            String::new()
        };
        let head = format!(
            r#"{{"type":"{kind}","seq":{},"seat":{acted},"events":[],"to_act":{}{legal},"view":{{"pad":""#,
            self.seq, self.to_act
        );
        let pad = shape.bytes.saturating_sub(head.len() + 3);
        format!("{head}{}\"}}}}", "x".repeat(pad)).into()
    }
}

struct Relay {
    shape: FrameShape,
    players: usize,
    groups: Mutex<HashMap<u64, Group>>,
}

impl Relay {
    /// Seats a connection; once the table is full every seat gets its snapshot.
    fn join(&self, table: u64, seat: usize) -> mpsc::UnboundedReceiver<Utf8Bytes> {
        let (queue, frames) = mpsc::unbounded_channel();
        let mut groups = self.groups.lock().expect("relay groups");
        let group = groups
            .entry(table)
            .or_insert_with(|| Group::new(self.players));
        group.queues[seat] = Some(queue);
        if group.queues.iter().all(Option::is_some) {
            group.broadcast(self.shape, 0);
        }
        frames
    }

    /// An action from `seat`: the next step, if it was that seat's turn.
    fn act(&self, table: u64, seat: usize) {
        let mut groups = self.groups.lock().expect("relay groups");
        if let Some(group) = groups.get_mut(&table).filter(|g| g.to_act == seat) {
            group.seq += 1;
            group.to_act = (group.to_act + 1) % self.players;
            group.broadcast(self.shape, seat);
        }
    }
}

async fn serve_seat(relay: Arc<Relay>, table: u64, seat: usize, mut socket: WebSocket) {
    let mut frames = relay.join(table, seat);
    loop {
        tokio::select! {
            frame = frames.recv() => match frame {
                Some(frame) => if socket.send(Message::Text(frame)).await.is_err() { break },
                None => break,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(_))) => relay.act(table, seat),
                Some(Ok(_)) => {}
                None | Some(Err(_)) => break,
            },
        }
    }
}

/// Plays `tables` relayed tables of `players` seats with the load test's own seats until
/// `deadline`.
pub async fn relay_baseline(
    tables: usize,
    players: usize,
    shape: FrameShape,
    deadline: std::time::Instant,
) -> anyhow::Result<Tally> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr: SocketAddr = listener.local_addr()?;
    let relay = Arc::new(Relay {
        shape,
        players,
        groups: Mutex::new(HashMap::new()),
    });
    let app = axum::Router::new()
        .route(
            "/relay/{table}/{seat}",
            axum::routing::get(
                |upgrade: WebSocketUpgrade,
                 Path((table, seat)): Path<(u64, usize)>,
                 State(relay): State<Arc<Relay>>| async move {
                    upgrade
                        .read_buffer_size(4 * 1024)
                        .on_upgrade(move |socket| serve_seat(relay, table, seat, socket))
                },
            ),
        )
        .with_state(relay);
    let server = tokio::spawn(async move { axum::serve(listener, app).await });
    let connecting = Arc::new(AtomicUsize::new(tables * players));
    let deadline: tokio::time::Instant = deadline.into();
    let mut seats = Vec::new();
    for table in 0..tables {
        for seat in 0..players {
            let player = Player {
                me: seat as u64,
                seed: table as u64 * 1_000_003 + seat as u64 + 1,
                think: Duration::ZERO,
                rare: &[],
                chat_every: 0,
                first_round: true,
                connecting: connecting.clone(),
            };
            let url = format!("ws://{addr}/relay/{table}/{seat}");
            seats.push(tokio::spawn(play_seat(url, player, deadline)));
        }
    }
    let mut tally = Tally::default();
    for seat in seats {
        tally.merge(seat.await??);
    }
    server.abort();
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loadtest::FrameHead;

    #[test]
    fn a_relayed_frame_has_the_measured_size_and_the_seats_own_legal_list() {
        let shape = FrameShape {
            bytes: 2971,
            legal: 119,
        };
        let mut group = Group::new(4);
        group.seq = 12;
        group.to_act = 2;
        for seat in 0..4 {
            let frame = group.frame(shape, seat, 1);
            assert_eq!(frame.len(), shape.bytes, "seat {seat}");
            let head: FrameHead = serde_json::from_str(frame.as_str()).expect("a frame");
            assert_eq!(
                (head.kind, head.seq, head.seat, head.to_act),
                ("events", 12, Some(1), Some(2))
            );
            assert_eq!(
                head.legal.map(|legal| legal.len()),
                (seat == 2).then_some(119)
            );
        }
        group.seq = 0;
        let snapshot = group.frame(shape, 0, 0);
        let head: FrameHead = serde_json::from_str(snapshot.as_str()).expect("a frame");
        assert_eq!(head.kind, "snapshot");
    }
}
