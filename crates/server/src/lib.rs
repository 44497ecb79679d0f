//! The whodunit server: the HTTP lobby, WebSocket play (docs/protocol.md), bots, and a
//! store from which every table is rebuilt on start.
//!
//! Layout, one job per module:
//! - `games`: the list of games offered, the only place that names a game;
//! - `lobby`: creating, finding and reloading tables;
//! - `listing`: the lobby page's live list of public tables;
//! - `table`: the task that owns one live table (game, bots, connections);
//! - `history`: a table's steps, for snapshots, resumes and rebuilding;
//! - `bots`: a table's bots, rebuilt by replaying what they observed;
//! - `frames`: the protocol's JSON frames;
//! - `chat`: table chat's rules (a line's text, its rate, who may read it); `text`: what
//!   neither a name nor a chat line may hold;
//! - `ws` and `http`: the network edges; `answers`: the HTTP answers every handler gives
//!   alike; `assets`: the browser client's files;
//! - `people`: guests, their session cookies and "my tables", and the rule against
//!   cross-site requests;
//! - `limits`: what one client may cost (frame rate, tables per address, stuck sockets,
//!   connections per address); `listen`: the accept loop that caps and times connections;
//! - `store` (the trait and its types), `sqlite` (its default implementation), `postgres`
//!   (the store several instances share), `dialect` (what tells the two apart in the SQL
//!   they share, and how a shared statement runs), `rows` and `results` (the reading of
//!   rows and the SQL of results and ratings both share), `tables_sql`, `people_sql` and
//!   `accounts_sql` (the SQL of tables, people and accounts both share), `group_commit`
//!   (the appends' writer both use), `tokens` (random ids).

pub mod accounts;
mod accounts_sql;
mod answers;
mod assets;
pub mod bots;
pub mod chat;
pub mod clock;
mod dialect;
pub mod frames;
pub mod games;
mod group_commit;
pub mod history;
mod http;
pub mod limits;
mod listen;
pub mod listing;
pub mod lobby;
pub mod moments;
pub mod passwords;
pub mod people;
mod people_sql;
pub mod postgres;
pub mod profiles;
pub mod ratings;
pub mod results;
mod rows;
pub mod sqlite;
pub mod store;
pub mod table;
mod tables_sql;
mod text;
pub mod tokens;
mod ws;

pub use history::History;
pub use limits::Limits;
pub use lobby::Lobby;
pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;
pub use store::Store;
pub use table::Timing;

use anyhow::Context;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::net::TcpListener;

/// How `whodunit serve` was asked to run.
#[derive(Clone, Debug)]
pub struct Options {
    pub host: String,
    /// 0 picks a free port; the address is printed on start.
    pub port: u16,
    /// The SQLite file, created with its schema if missing (unless `database_url` is set).
    pub db: PathBuf,
    /// A PostgreSQL database (`postgres://...`) to keep the tables in instead of `db`; its
    /// schema is brought up to date on start. Several instances may share it.
    pub database_url: Option<String>,
    pub timing: Timing,
    pub limits: Limits,
}

/// A server running in this process.
pub struct Server {
    pub addr: SocketAddr,
    pub lobby: Arc<Lobby>,
    guard: Arc<limits::Guard>,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Stops accepting connections (tests use it to simulate a stop).
    pub fn abort(&self) {
        self.task.abort();
    }

    /// WebSocket connections whose task still runs (a dropped one no longer counts).
    pub fn connections(&self) -> usize {
        self.guard.connections()
    }

    /// TCP connections open now (HTTP ones, and WebSockets), each holding a socket.
    pub fn sockets(&self) -> usize {
        self.guard.sockets()
    }
}

/// Loads every table from `store` and serves on `listener` in the background.
pub async fn start(
    listener: TcpListener,
    store: Arc<dyn Store>,
    timing: Timing,
    limits: Limits,
) -> anyhow::Result<Server> {
    let addr = listener.local_addr()?;
    let lobby = Lobby::load(games::Games::default(), store, timing).await?;
    let guard = limits::Guard::new(limits);
    warn_about_file_limit(&limits);
    let app = http::router(lobby.clone(), guard.clone());
    let task = tokio::spawn(listen::serve(listener, app, guard.clone(), stop_signal()));
    Ok(Server {
        addr,
        lobby,
        guard,
        task,
    })
}

/// Runs `whodunit serve` until Ctrl-C or SIGTERM. Builds its own runtime, so the caller
/// (the command-line tool) stays synchronous.
pub fn run(options: Options) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(options))
}

async fn serve(options: Options) -> anyhow::Result<()> {
    let (store, place): (Arc<dyn Store>, String) = match &options.database_url {
        Some(url) => {
            if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
                anyhow::bail!("--database-url must start with postgres:// or postgresql://");
            }
            let store = PostgresStore::connect(url)
                .await
                .context("opening the PostgreSQL store")?;
            // The URL may hold a password: not for the log.
            (Arc::new(store), "PostgreSQL".to_string())
        }
        None => {
            let store = SqliteStore::open(&options.db)
                .await
                .with_context(|| format!("opening the store {}", options.db.display()))?;
            (Arc::new(store), options.db.display().to_string())
        }
    };
    let listener = TcpListener::bind((options.host.as_str(), options.port))
        .await
        .with_context(|| format!("listening on {}:{}", options.host, options.port))?;
    let server = start(listener, store, options.timing, options.limits).await?;
    // The one line on standard output: scripts and tests read the address from it.
    println!("whodunit serving on http://{}", server.addr);
    tracing::info!(addr = %server.addr, store = %place, "serving");
    server.task.await?;
    // A clean stop: the tables this instance drove are free for others to take at once.
    server.lobby.release_leases().await;
    Ok(())
}

/// Warns when `max_connections` would pass the process's limit on open files (Linux's
/// `/proc/self/limits`): accepting would then fail before the cap refuses anyone.
fn warn_about_file_limit(limits: &Limits) {
    let Ok(text) = std::fs::read_to_string("/proc/self/limits") else {
        return;
    };
    let soft = text
        .lines()
        .find(|line| line.starts_with("Max open files"))
        .and_then(|line| line.split_whitespace().nth(3))
        .and_then(|soft| soft.parse::<u64>().ok());
    // The store, the listener and the runtime need some too.
    if let Some(soft) = soft {
        let cap = u64::from(limits.max_connections);
        if cap > 0 && cap + 100 > soft {
            tracing::warn!(
                max_connections = cap,
                open_files = soft,
                "the file limit (ulimit -n) is below --max-connections plus 100: raise it"
            );
        }
    }
}

async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("stopping");
}
