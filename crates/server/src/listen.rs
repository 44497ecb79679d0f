//! The accept loop: every TCP connection is counted per client address and in all
//! ([`Guard::open_socket`]); one past a cap is answered a short `503` with `Retry-After`
//! and closed at once. Each connection is served by hyper's HTTP/1 with a header-read
//! timeout, closed when no byte has moved either way for the idle timeout, and upgraded
//! for WebSockets (docs/protocol.md, "Limits"). Handlers see the peer's address as
//! `ConnectInfo<SocketAddr>`.

use crate::limits::{Guard, SocketSlot};
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::{pin, Pin};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::time::Instant;
use tower_service::Service;

/// The answer to a connection past a cap: written at once, without waiting, then closed.
const REFUSAL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\n\
Retry-After: 5\r\n\
Content-Type: text/plain; charset=utf-8\r\n\
Content-Length: 21\r\n\
Connection: close\r\n\
\r\n\
too many connections\n";

/// How long a stopping server waits for its HTTP connections to finish their answers.
const STOP_GRACE: Duration = Duration::from_secs(5);

/// Serves `router` on `listener` until `stop` resolves, then lets the open HTTP
/// connections finish (for at most [`STOP_GRACE`]).
pub(crate) async fn serve(
    listener: TcpListener,
    router: Router,
    guard: Arc<Guard>,
    stop: impl Future<Output = ()>,
) {
    let (signal_tx, signal_rx) = watch::channel(());
    let (close_tx, close_rx) = watch::channel(());
    let mut stop = pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, most likely: wait for some to close.
                    tracing::warn!(%error, "accepting a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut stop => break,
        };
        let Some(slot) = guard.open_socket(peer.ip()) else {
            refuse(stream, peer);
            continue;
        };
        tokio::spawn(connection(
            stream,
            peer,
            slot,
            router.clone(),
            guard.clone(),
            signal_rx.clone(),
            close_rx.clone(),
        ));
    }
    drop(listener);
    drop(close_rx);
    let _ = signal_tx.send(());
    let _ = tokio::time::timeout(STOP_GRACE, close_tx.closed()).await;
}

/// Answers `503` without waiting (the socket's send buffer is empty) and closes. What the
/// client already sent is read first, if it fits in a small buffer: closing a socket with
/// unread input resets the connection, and the client might lose the answer.
fn refuse(stream: TcpStream, peer: SocketAddr) {
    tracing::debug!(%peer, "refusing a connection past the caps");
    let mut request = [0; 1024];
    let _ = stream.try_read(&mut request);
    let _ = stream.try_write(REFUSAL);
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    slot: SocketSlot,
    router: Router,
    guard: Arc<Guard>,
    mut signal: watch::Receiver<()>,
    close: watch::Receiver<()>,
) {
    let activity = Arc::new(Activity::new());
    let io = TokioIo::new(Watched {
        io: stream,
        activity: activity.clone(),
        _slot: slot,
    });
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().call(request)
    });
    let limits = guard.limits;
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout());
    // Resolves once the connection ends, or once it is upgraded (the socket, with its
    // slot, then lives on in the WebSocket).
    let mut conn = pin!(builder.serve_connection(io, service).with_upgrades());
    let idle = limits.idle_timeout();
    let mut stopping = false;
    loop {
        let deadline = idle.map(|idle| activity.last() + idle);
        tokio::select! {
            result = conn.as_mut() => {
                if let Err(error) = result {
                    tracing::debug!(%peer, %error, "connection ended");
                }
                break;
            }
            _ = signal.changed(), if !stopping => {
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
            _ = sleep_until(deadline) => {
                // Moved a byte meanwhile: wait again, from then.
                if deadline.is_some_and(|_| activity.last() + idle.unwrap_or_default() <= Instant::now()) {
                    tracing::debug!(%peer, "closing an idle connection");
                    break;
                }
            }
        }
    }
    drop(close);
}

async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(deadline) => tokio::time::sleep_until(deadline).await,
        None => std::future::pending().await,
    }
}

/// When a connection last read or wrote a byte.
struct Activity {
    start: Instant,
    /// Milliseconds after `start`.
    last: AtomicU64,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            start: Instant::now(),
            last: AtomicU64::new(0),
        }
    }

    fn touch(&self) {
        let now = self.start.elapsed().as_millis() as u64;
        self.last.store(now, Ordering::Relaxed);
    }

    fn last(&self) -> Instant {
        self.start + Duration::from_millis(self.last.load(Ordering::Relaxed))
    }
}

/// A socket that notes when it last moved a byte, and holds its connection's slot for
/// as long as it is open.
struct Watched {
    io: TcpStream,
    activity: Arc<Activity>,
    _slot: SocketSlot,
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let result = Pin::new(&mut self.io).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.touch();
        }
        result
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let result = Pin::new(&mut self.io).poll_write(cx, buf);
        if matches!(result, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        result
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let result = Pin::new(&mut self.io).poll_write_vectored(cx, bufs);
        if matches!(result, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        result
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}
