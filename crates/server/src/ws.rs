//! One WebSocket connection: it relays the client's frames to its table and the table's
//! frames (from the connection's bounded queue) to the client.
//!
//! Everything a peer sends is checked here or by the table, and answered with an `error`
//! frame when wrong; nothing a peer sends can end the server or another connection.
//! A connection may send only so many frames a second, and a socket that takes no frame
//! for [`SEND_TIMEOUT`] is dropped (crate::limits), as is one from which no frame at all
//! (not even a pong) has come for `Limits::silence_timeout_ms`.

use crate::chat;
use crate::frames::{ClientFrame, ErrorFrame, MAX_CLIENT_FRAME};
use crate::limits::{FrameLimiter, Guard, Limits, Verdict, SEND_TIMEOUT};
use crate::lobby::Lobby;
use crate::people;
use crate::table::{Command, ConnId, TableHandle};
use axum::extract::ws::{close_code, CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Extension;
use serde::Deserialize;
use std::sync::Arc;
use std::time::{Duration, Instant};
use whodunit_engine::Viewer;

/// Frames larger than this end the connection at the WebSocket layer; between
/// [`MAX_CLIENT_FRAME`] and this they get a `too_large` error and the connection stays.
const HARD_FRAME_LIMIT: usize = 1024 * 1024;

/// How long a closing connection waits for the peer's close frame.
const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// Pings keep idle connections alive through proxies and reveal dead peers.
const PING_EVERY: Duration = Duration::from_secs(25);

#[derive(Deserialize)]
pub struct WsQuery {
    token: Option<String>,
}

/// Bytes read from a socket at a time.
const READ_BUFFER: usize = 4 * 1024;

/// `GET /api/tables/{id}/ws?token=TOKEN`
pub async fn upgrade(
    upgrade: WebSocketUpgrade,
    Path(id): Path<String>,
    Query(query): Query<WsQuery>,
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    headers: HeaderMap,
) -> Response {
    let table = lobby.open(&id).await;
    // A person's session cookie links them to the seat they play (never required).
    let session = people::session_secret(&headers).map(people::session_hash);
    upgrade
        // Frames are small, and tungstenite zero-fills its whole read buffer on every read:
        // the 128 KiB default cost most of the CPU and memory of a busy server.
        .read_buffer_size(READ_BUFFER)
        .max_message_size(HARD_FRAME_LIMIT)
        .max_frame_size(HARD_FRAME_LIMIT)
        .on_upgrade(move |socket| async move {
            let _open = guard.connection();
            match admit(table, &id, query.token.as_deref()) {
                Ok((table, viewer)) => {
                    if let Viewer::Seat(seat) = viewer {
                        lobby.came(&table, seat).await;
                        // In this connection's own task, never the table's; a refusal is
                        // only logged.
                        if let Some(session) = &session {
                            people::link(&**lobby.store(), session, &table.id, seat.0).await;
                        }
                    }
                    serve(socket, lobby, table, viewer, session, &guard.limits).await
                }
                Err(error) => refuse(socket, error).await,
            }
        })
}

/// The table and the viewer a connection is for, or why it is refused.
fn admit(
    table: Option<TableHandle>,
    id: &str,
    token: Option<&str>,
) -> Result<(TableHandle, Viewer), ErrorFrame> {
    let table =
        table.ok_or_else(|| ErrorFrame::new("not_found", format!("there is no table {id:?}")))?;
    let viewer = match token {
        None => Viewer::Spectator,
        Some(token) => Viewer::Seat(table.seat_of(token).ok_or_else(|| {
            ErrorFrame::new("bad_token", "this token is not a seat of this table")
        })?),
    };
    Ok((table, viewer))
}

async fn refuse(mut socket: WebSocket, error: ErrorFrame) {
    if send(&mut socket, Message::Text(error.to_frame())).await {
        close(&mut socket, close_code::POLICY, &error.message).await;
    }
}

/// Sends one message; `false` if the connection is to end: the peer is gone, or its socket
/// took nothing for [`SEND_TIMEOUT`] (it stopped reading), so that a stuck peer does not
/// hold this task, its queue and its socket for ever.
async fn send(socket: &mut WebSocket, message: Message) -> bool {
    match tokio::time::timeout(SEND_TIMEOUT, socket.send(message)).await {
        Ok(sent) => sent.is_ok(),
        Err(_) => {
            tracing::info!(
                "dropping a connection whose socket took no frame for {} s",
                SEND_TIMEOUT.as_secs()
            );
            false
        }
    }
}

/// Sends a close frame, then reads (and drops) what the peer still sends until its own
/// close, for at most [`CLOSE_GRACE`]: a socket dropped with unread input resets the
/// connection, and the peer could then lose the close frame and its reason.
async fn close(socket: &mut WebSocket, code: u16, reason: &str) {
    // A close reason may hold at most 123 bytes.
    let reason: String = reason.chars().take(60).collect();
    let frame = Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }));
    if send(socket, frame).await {
        let drain = async { while let Some(Ok(_)) = socket.recv().await {} };
        let _ = tokio::time::timeout(CLOSE_GRACE, drain).await;
    }
}

async fn serve(
    mut socket: WebSocket,
    lobby: Arc<Lobby>,
    table: TableHandle,
    viewer: Viewer,
    session: Option<String>,
    limits: &Limits,
) {
    // A finished table may unload between `open` and `connect`: then open it once more.
    let connection = match table.connect(viewer).await {
        Some(connection) => Some((table, connection)),
        None => match lobby.open(&table.id).await {
            Some(table) => table.connect(viewer).await.map(|c| (table, c)),
            None => None,
        },
    };
    let Some((table, connection)) = connection else {
        refuse(
            socket,
            ErrorFrame::new("unavailable", "the table is not running"),
        )
        .await;
        return;
    };
    let conn = connection.id;
    let mut frames = connection.frames;
    let mut limiter = FrameLimiter::new(limits);
    let mut speaker = Speaker {
        lobby: &lobby,
        session: session.as_deref(),
        bucket: chat::Bucket::new(limits.chat_lines, Instant::now()),
    };
    let silence = limits.silence_timeout();
    // Silence is checked at each ping: ping at least twice within the silence allowed.
    let every = silence.map_or(PING_EVERY, |silence| {
        PING_EVERY.min(silence / 2).max(Duration::from_millis(10))
    });
    let mut ping = tokio::time::interval(every);
    ping.tick().await;
    // The first frame is the server's (a snapshot); a client's first may come much later
    // (a spectator sends none), but its socket answers each ping with a pong.
    let mut heard = Instant::now();
    tracing::debug!(table = %table.id, conn, ?viewer, "connected");
    loop {
        tokio::select! {
            frame = frames.recv() => match frame {
                // Once the table has dropped us, the frames still queued are stale.
                Some(frame) if !frames.is_closed() => {
                    if !send(&mut socket, Message::Text(frame)).await {
                        break;
                    }
                }
                _ => {
                    // The table dropped us: we fell behind. The client resumes on reconnect.
                    close(&mut socket, close_code::AGAIN, "fell behind; reconnect").await;
                    break;
                }
            },
            incoming = socket.recv() => {
                let message = match incoming {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(message)) => message,
                };
                heard = Instant::now();
                let data = matches!(message, Message::Text(_) | Message::Binary(_));
                let reply = match limiter.check(Instant::now()) {
                    Verdict::Pass => match message {
                        Message::Text(text) => handle(&table, conn, viewer, &mut speaker, text.as_str()).await,
                        Message::Binary(bytes) => Err(binary(bytes.len())),
                        _ => Ok(()),
                    },
                    // A control frame over the limit is counted but not answered.
                    Verdict::Refuse if !data => Ok(()),
                    Verdict::Refuse => Err(rate_limited(limits)),
                    Verdict::Close => {
                        tracing::info!(table = %table.id, conn, "closing a connection that keeps flooding");
                        close(&mut socket, close_code::POLICY, "too many frames; slow down").await;
                        break;
                    }
                };
                if let Err(error) = reply {
                    if !send(&mut socket, Message::Text(error.to_frame())).await {
                        break;
                    }
                }
            },
            _ = ping.tick() => {
                if silence.is_some_and(|silence| heard.elapsed() >= silence) {
                    tracing::info!(table = %table.id, conn, "closing a connection that sent nothing, not even a pong");
                    close(&mut socket, close_code::POLICY, "silent too long").await;
                    break;
                }
                if !send(&mut socket, Message::Ping(Default::default())).await {
                    break;
                }
            }
        }
    }
    table.disconnect(conn);
    tracing::debug!(table = %table.id, conn, "disconnected");
}

fn rate_limited(limits: &Limits) -> ErrorFrame {
    ErrorFrame::new(
        "rate_limited",
        format!(
            "more than {} frames a second ({} at once): this frame was dropped; slow down",
            limits.frames_per_second, limits.frame_burst
        ),
    )
}

fn binary(len: usize) -> ErrorFrame {
    if len > MAX_CLIENT_FRAME {
        ErrorFrame::new(
            "too_large",
            format!("the frame has {len} bytes; the limit is {MAX_CLIENT_FRAME}"),
        )
    } else {
        ErrorFrame::new("malformed", "frames are JSON text, not binary")
    }
}

/// What a connection needs to write chat lines: its person's session, if any, and its own
/// allowance of lines.
struct Speaker<'a> {
    lobby: &'a Lobby,
    session: Option<&'a str>,
    bucket: chat::Bucket,
}

impl Speaker<'_> {
    /// The speaker's display name now: their person's (from the session cookie), else the
    /// seat's, else "Spectator".
    async fn name(&self, viewer: Viewer) -> String {
        if let Some(session) = self.session {
            let now = crate::listing::unix_now();
            match self.lobby.store().person_of_session(session, now).await {
                Ok(Some(person)) => return person.name,
                Ok(None) => {}
                Err(error) => tracing::warn!(%error, "cannot read a speaker's name"),
            }
        }
        match viewer.seat() {
            Some(seat) => chat::seat_name(seat.0),
            None => chat::SPECTATOR.to_string(),
        }
    }
}

/// Passes one client frame to the table; errors found here go straight back.
async fn handle(
    table: &TableHandle,
    conn: ConnId,
    viewer: Viewer,
    speaker: &mut Speaker<'_>,
    text: &str,
) -> Result<(), ErrorFrame> {
    let command = match ClientFrame::parse(text)? {
        ClientFrame::Action { seq, action } => {
            let seat = viewer.seat().ok_or_else(|| {
                ErrorFrame::new(
                    "not_a_seat",
                    "spectators cannot act; join with a seat's link",
                )
            })?;
            Command::Act {
                conn,
                seat,
                seq,
                action,
            }
        }
        ClientFrame::Legal => match viewer.seat() {
            Some(seat) => Command::Legal { conn, seat },
            None => {
                return Err(ErrorFrame::new(
                    "not_a_seat",
                    "spectators have no legal actions",
                ))
            }
        },
        ClientFrame::Notebook => match viewer.seat() {
            Some(seat) => Command::Notebook { conn, seat },
            None => {
                return Err(ErrorFrame::new(
                    "not_a_seat",
                    "spectators have no notebook: it is a seat's deductions",
                ))
            }
        },
        ClientFrame::Resume { seq } => Command::Resume { conn, viewer, seq },
        ClientFrame::Chat { text } => {
            // Checked here, before the table sees it; a refused line is not stored.
            let text = chat::check_text(&text)?;
            speaker.bucket.take(Instant::now())?;
            Command::Chat {
                conn,
                seat: viewer.seat(),
                name: speaker.name(viewer).await,
                text,
            }
        }
        ClientFrame::Back => match viewer.seat() {
            Some(seat) => Command::Back { seat },
            None => {
                return Err(ErrorFrame::new(
                    "not_a_seat",
                    "spectators have no seat to take back",
                ))
            }
        },
    };
    table.send(command).await
}
