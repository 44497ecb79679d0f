//! `whodunit serve`: the server's options on the command line.

use clap::Args;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Port to listen on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The SQLite store, created with its schema if missing (unless --database-url is given).
    #[arg(long, default_value = "whodunit.db")]
    db: PathBuf,
    /// Keep the tables in this PostgreSQL database instead of the SQLite file, e.g.
    /// postgres://user:password@host:5432/whodunit. Its schema is created or brought up to
    /// date on start; several instances may share one database.
    #[arg(long, value_name = "URL")]
    database_url: Option<String>,
    /// A short pause before each bot action, in milliseconds, so people can follow.
    #[arg(long, default_value_t = 700)]
    bot_delay_ms: u64,
    /// Seconds a finished table with nobody watching stays in memory; it is loaded again
    /// from the store when someone asks for it.
    #[arg(long, default_value_t = 300)]
    unload_after_secs: u64,
    /// With a PostgreSQL store shared by several instances: how long a table's lease lasts,
    /// in milliseconds, unless its instance renews it (three times per lease). A table whose
    /// instance died is taken over by another once its lease has run out.
    #[arg(long, default_value_t = 6000)]
    lease_ms: u64,
    /// At a table with a clock of seconds per decision: how many seconds a person's
    /// connection may be gone before a bot stands in for them when their turn comes (their
    /// clock may run out sooner).
    #[arg(long, default_value_t = 60)]
    absence_grace_secs: u64,
    /// Frames one WebSocket connection may send per second, sustained (0: no limit). Above
    /// it a frame is answered `rate_limited`; a connection that keeps on is closed.
    #[arg(long, default_value_t = whodunit_server::Limits::default().frames_per_second)]
    max_frames_per_second: u32,
    /// Frames a connection may send at once, above the sustained rate.
    #[arg(long, default_value_t = whodunit_server::Limits::default().frame_burst)]
    frame_burst: u32,
    /// Chat lines one connection may write in 10 s (0: no limit); above it a line is
    /// answered `rate_limited`.
    #[arg(long, default_value_t = whodunit_server::Limits::default().chat_lines)]
    max_chat_lines: u32,
    /// Tables one client address may create per minute, sustained (0: no limit); above it
    /// `POST /api/tables` answers 429. Behind a proxy every client shares its address.
    #[arg(long, default_value_t = whodunit_server::Limits::default().tables_per_minute)]
    max_tables_per_minute: u32,
    /// Tables one address may create at once, above the sustained rate.
    #[arg(long, default_value_t = whodunit_server::Limits::default().table_burst)]
    table_burst: u32,
    /// Guests one client address may be given per minute, sustained (0: no limit): a first
    /// visit without a session cookie makes one; above it `GET /api/me` answers 429.
    #[arg(long, default_value_t = whodunit_server::Limits::default().guests_per_minute)]
    max_guests_per_minute: u32,
    /// Guests one address may be given at once, above the sustained rate.
    #[arg(long, default_value_t = whodunit_server::Limits::default().guest_burst)]
    guest_burst: u32,
    /// Failed logins one client address may make per minute, sustained (0: no limit);
    /// above it `POST /api/login` answers 429, even with the right password.
    #[arg(long, default_value_t = whodunit_server::Limits::default().failed_logins_per_minute)]
    max_failed_logins_per_minute: u32,
    /// Failed logins one address may make at once, above the sustained rate.
    #[arg(long, default_value_t = whodunit_server::Limits::default().failed_login_burst)]
    failed_login_burst: u32,
    /// TCP connections open at once, in all (0: no limit); past it a new one is answered
    /// 503 with Retry-After and closed. Keep it below the file limit (ulimit -n).
    #[arg(long, default_value_t = whodunit_server::Limits::default().max_connections)]
    max_connections: u32,
    /// TCP connections open at once from one client address, an IPv6 client counted per
    /// /64, WebSockets included (0: no limit); past it a new one is answered 503 and
    /// closed. Behind a proxy every client shares its address: raise it or turn it off.
    #[arg(long, default_value_t = whodunit_server::Limits::default().max_connections_per_address)]
    max_connections_per_address: u32,
    /// Milliseconds a client may take to send a request's head (0: no limit), counted from
    /// the connection's start or the previous answer: also how long a kept-alive
    /// connection waits for its next request. A half-sent request is closed then.
    #[arg(long, default_value_t = whodunit_server::Limits::default().header_timeout_ms)]
    header_timeout_ms: u32,
    /// Milliseconds an HTTP connection may go without a byte read or written, e.g. a body
    /// sent slowly or an answer not read, before it is closed (0: no limit).
    #[arg(long, default_value_t = whodunit_server::Limits::default().idle_timeout_ms)]
    idle_timeout_ms: u32,
    /// Milliseconds a WebSocket may send nothing, not even the pong a client owes each of
    /// the server's pings (every 25 s), before it is closed with 1008 (0: no limit).
    #[arg(long, default_value_t = whodunit_server::Limits::default().silence_timeout_ms)]
    ws_silence_timeout_ms: u32,
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    whodunit_server::run(whodunit_server::Options {
        host: args.host,
        port: args.port,
        db: args.db,
        database_url: args.database_url,
        timing: whodunit_server::Timing {
            bot_delay: Duration::from_millis(args.bot_delay_ms),
            unload_after: Duration::from_secs(args.unload_after_secs),
            lease: Duration::from_millis(args.lease_ms),
            absence_grace: Duration::from_secs(args.absence_grace_secs),
        },
        limits: whodunit_server::Limits {
            frames_per_second: args.max_frames_per_second,
            frame_burst: args.frame_burst,
            tables_per_minute: args.max_tables_per_minute,
            table_burst: args.table_burst,
            guests_per_minute: args.max_guests_per_minute,
            guest_burst: args.guest_burst,
            failed_logins_per_minute: args.max_failed_logins_per_minute,
            failed_login_burst: args.failed_login_burst,
            chat_lines: args.max_chat_lines,
            max_connections: args.max_connections,
            max_connections_per_address: args.max_connections_per_address,
            header_timeout_ms: args.header_timeout_ms,
            idle_timeout_ms: args.idle_timeout_ms,
            silence_timeout_ms: args.ws_silence_timeout_ms,
        },
    })
}
