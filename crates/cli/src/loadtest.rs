//! `whodunit loadtest`: a measurement, not a test. It starts `whodunit serve` as a child
//! process on 127.0.0.1 with a temporary store (or several instances sharing a PostgreSQL
//! database), plays N tables at once through real WebSockets (every seat a connection that
//! picks random legal actions; with several instances the seats of a table connect to
//! different ones), and reports actions per second, the latency from sending an action to
//! receiving its `events` frame, and the servers' peak memory. For scale it then measures a
//! bare axum WebSocket echo server with the same number of connections in the same run,
//! and, when the seats do not pause, a relay that answers each action with frames of the
//! tables' measured size to every seat and does nothing else (`relay.rs`): the most any
//! server could do with these frames on this machine.
//! With several instances it can also time takeovers: an instance driving a table of bots
//! is killed, and the time to the table's next action on another instance is measured.
//!
//! Traffic goes to 127.0.0.1 only, and the run stops by itself after `--seconds`.

use crate::plugin::Plugin;
use anyhow::Context;
use axum::extract::ws::{Message as AxumMessage, WebSocket, WebSocketUpgrade};
use clap::Args;
use futures_util::{SinkExt, StreamExt};
use serde_json::value::RawValue;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::time::timeout_at;
use tokio_tungstenite::tungstenite::Message;
use whodunit_server::Store;

mod relay;

struct LoadOptions {
    pub game: LoadGame,
    pub tables: usize,
    pub players: usize,
    /// 0: any free port; instance `i` listens on `port + i` otherwise.
    pub port: u16,
    pub seconds: u64,
    /// A seat's pause before each action.
    pub think: Duration,
    /// A PostgreSQL server: the run makes a scratch database on it and drops it after.
    /// Without it, a temporary SQLite file.
    pub database_url: Option<String>,
    /// Server instances sharing the store (PostgreSQL only beyond one).
    pub instances: usize,
    /// The instances' table lease.
    pub lease: Duration,
    /// How many takeovers to time (PostgreSQL and two instances or more).
    pub takeovers: usize,
    /// Each seat writes a chat line before every this many of its actions (0: never).
    pub chat_every: u64,
}

/// What the load test knows of the game its tables play: the seats choose among the legal
/// actions the server lists, so nothing more is needed.
struct LoadGame {
    pub name: &'static str,
    pub players: RangeInclusive<usize>,
    /// The bot level of the takeover tables' seats.
    pub bot_level: &'static str,
    /// JSON keys of actions a seat takes only one time in twenty when it has a choice,
    /// so that games last (Cluedo's accusations).
    pub rare_actions: &'static [&'static str],
}

impl LoadGame {
    /// Four seats, or the game's nearest table size.
    fn usual_players(&self) -> usize {
        4.clamp(*self.players.start(), *self.players.end())
    }
}

/// Where the measured servers keep their tables.
enum StoreArg {
    Sqlite(PathBuf),
    Postgres(String),
}

impl StoreArg {
    fn args(&self) -> Vec<std::ffi::OsString> {
        match self {
            StoreArg::Sqlite(path) => vec!["--db".into(), path.into()],
            StoreArg::Postgres(url) => vec!["--database-url".into(), url.into()],
        }
    }
}

/// What the connections of one run counted.
#[derive(Default)]
struct Tally {
    /// Microseconds from sending an action (or an echo message) to its answer; for the
    /// tables, only actions sent once every first seat was connected.
    latencies: Vec<u32>,
    /// Actions answered (all of them).
    actions: u64,
    games: u64,
    errors: u64,
    /// Chat lines written.
    chats: u64,
    /// Step frames (`snapshot` and `events`) received, their bytes, and of those that
    /// listed legal actions, how many and how many actions: the shape the relay copies.
    step_frames: u64,
    step_bytes: u64,
    legal_lists: u64,
    legal_actions: u64,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.latencies.extend(other.latencies);
        self.actions += other.actions;
        self.games += other.games;
        self.errors += other.errors;
        self.chats += other.chats;
        self.step_frames += other.step_frames;
        self.step_bytes += other.step_bytes;
        self.legal_lists += other.legal_lists;
        self.legal_actions += other.legal_actions;
    }

    /// The mean step frame and legal list of the frames this tally saw.
    fn frame_shape(&self) -> relay::FrameShape {
        relay::FrameShape {
            bytes: (self.step_bytes / self.step_frames.max(1)) as usize,
            legal: (self.legal_actions / self.legal_lists.max(1)) as usize,
        }
    }

    fn percentile(&mut self, p: f64) -> f64 {
        if self.latencies.is_empty() {
            return f64::NAN;
        }
        self.latencies.sort_unstable();
        let index = ((self.latencies.len() - 1) as f64 * p).round() as usize;
        f64::from(self.latencies[index]) / 1000.0
    }
}

#[derive(Args)]
pub struct LoadtestArgs {
    /// The game the tables play.
    #[arg(long, default_value = "cluedo")]
    game: String,
    /// Tables played at the same time.
    #[arg(long, default_value_t = 8)]
    tables: usize,
    /// Seats per table, each its own WebSocket connection (default: 4, or the game's
    /// nearest table size).
    #[arg(long)]
    players: Option<usize>,
    /// Port for the measured server (0: any free port).
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// How long each measurement runs.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// How long a seat thinks before each action, in milliseconds, on average, like a person
    /// or a bot with its visible pause: each pause is drawn between half and one and a half
    /// times this, so that the tables do not all act in the same instant. 0 sends every
    /// action at once: the server's top throughput, with latency that is mostly queueing.
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Measure servers sharing this PostgreSQL server (a scratch database is made on it and
    /// dropped after) instead of one server on a temporary SQLite file.
    #[arg(long)]
    database_url: Option<String>,
    /// Server instances sharing the PostgreSQL database; the seats of each table connect
    /// to different ones.
    #[arg(long, default_value_t = 1)]
    instances: usize,
    /// Also time this many takeovers: an instance driving a table of bots is killed, and
    /// the time to the table's next action on another instance is reported.
    #[arg(long, default_value_t = 0)]
    takeovers: usize,
    /// The instances' table lease, in milliseconds (as `serve --lease-ms`).
    #[arg(long, default_value_t = 6000)]
    lease_ms: u64,
    /// At a table with a clock of seconds per decision: how many seconds a person's
    /// connection may be gone before a bot stands in for them when their turn comes (their
    /// clock may run out sooner).
    #[arg(long, default_value_t = 60)]
    absence_grace_secs: u64,
    /// Each seat also writes a chat line before every N-th of its actions (0: none): the
    /// cost of table chat (stored, then sent to the table's connections).
    #[arg(long, default_value_t = 0)]
    chat_every: u64,
}

pub fn run(args: LoadtestArgs, games: &[Plugin]) -> anyhow::Result<()> {
    let game = games
        .iter()
        .find(|game| game.name == args.game)
        .expect("clap accepts only the registry's games");
    let game = LoadGame {
        name: game.name,
        players: game.players.clone(),
        bot_level: game.bot_levels.first().copied().unwrap_or("random"),
        rare_actions: game.rare_actions,
    };
    measure_all(LoadOptions {
        players: args.players.unwrap_or_else(|| game.usual_players()),
        game,
        tables: args.tables,
        port: args.port,
        seconds: args.seconds,
        think: Duration::from_millis(args.think_ms),
        database_url: args.database_url,
        instances: args.instances,
        lease: Duration::from_millis(args.lease_ms),
        takeovers: args.takeovers,
        chat_every: args.chat_every,
    })
}

/// Measures the whodunit servers on the chosen store, then the echo server.
fn measure_all(options: LoadOptions) -> anyhow::Result<()> {
    anyhow::ensure!(options.tables > 0, "--tables must be at least 1");
    let sizes = &options.game.players;
    anyhow::ensure!(
        sizes.contains(&options.players),
        "--players must be {} to {} for {}",
        sizes.start(),
        sizes.end(),
        options.game.name
    );
    anyhow::ensure!(options.instances > 0, "--instances must be at least 1");
    anyhow::ensure!(
        options.database_url.is_some() || (options.instances == 1 && options.takeovers == 0),
        "several instances share tables through PostgreSQL only: give --database-url"
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let dir = std::env::temp_dir().join(format!("whodunit-loadtest-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let result = match &options.database_url {
        Some(url) => {
            let name = format!("whodunit_loadtest_{}", std::process::id());
            let scratch = runtime
                .block_on(whodunit_server::postgres::create_database(url, &name))
                .context("making a scratch database")?;
            let result = measure(&options, &StoreArg::Postgres(scratch), &runtime);
            if let Err(error) =
                runtime.block_on(whodunit_server::postgres::drop_database(url, &name))
            {
                eprintln!("warning: the scratch database {name} was not dropped: {error}");
            }
            result
        }
        None => measure(&options, &StoreArg::Sqlite(dir.join("load.db")), &runtime),
    };
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// The instances of one run, killed when dropped.
struct Instances(Vec<(Child, SocketAddr)>);

impl Instances {
    fn addrs(&self) -> Vec<SocketAddr> {
        self.0.iter().map(|(_, addr)| *addr).collect()
    }
}

impl Drop for Instances {
    fn drop(&mut self) {
        for (child, _) in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn measure(
    options: &LoadOptions,
    store: &StoreArg,
    runtime: &tokio::runtime::Runtime,
) -> anyhow::Result<()> {
    let port_of = |index: usize| match options.port {
        0 => 0,
        port => port + index as u16,
    };
    let servers = Instances(
        (0..options.instances)
            .map(|index| start_server(port_of(index), store, options.lease, 0))
            .collect::<anyhow::Result<_>>()?,
    );
    let addrs = servers.addrs();
    let duration = Duration::from_secs(options.seconds.max(1));
    let on = match store {
        StoreArg::Sqlite(_) => "SQLite",
        StoreArg::Postgres(_) => "PostgreSQL",
    };
    let listed: Vec<String> = addrs.iter().map(ToString::to_string).collect();
    println!(
        "whodunit loadtest: {} tables x {} seats for {} s, {} ms thinking per action on average, {} instance(s) on {on} at {}",
        options.tables,
        options.players,
        duration.as_secs(),
        options.think.as_millis(),
        addrs.len(),
        listed.join(", ")
    );
    let first_pid = servers.0[0].0.id();
    if let Some(per_table) = runtime.block_on(idle_table_memory(addrs[0], options, first_pid))? {
        println!(
            "  idle tables: {} created with no connection, {:.1} KiB of server memory each",
            options.tables, per_table
        );
    }
    let pids: Vec<u32> = servers.0.iter().map(|(child, _)| child.id()).collect();
    let cpu_before = (cpu_seconds(&pids), cpu_seconds(&[std::process::id()]));
    let started = Instant::now();
    let tables = runtime.block_on(play_tables(&addrs, options, started + duration));
    let elapsed = started.elapsed().as_secs_f64();
    let cpu_after = (cpu_seconds(&pids), cpu_seconds(&[std::process::id()]));
    let peaks: Vec<Option<u64>> = servers
        .0
        .iter()
        .map(|(child, _)| peak_memory_kib(child.id()))
        .collect();
    let mut tables = tables?;
    let actions = tables.actions;
    let actions_per_second = actions as f64 / elapsed;
    let (p50, p99) = (tables.percentile(0.50), tables.percentile(0.99));
    println!(
        "  whodunit tables: {actions} actions in {elapsed:.1} s = {:.0} actions/s; {} games ended; \
         action -> events p50 {p50:.2} ms, p99 {p99:.2} ms (of the {} actions sent once all {} first seats were connected); {} error frames",
        actions_per_second,
        tables.games,
        tables.latencies.len(),
        options.tables * options.players,
        tables.errors
    );
    if let (Some(server), Some(clients)) = (
        cpu_after.0.zip(cpu_before.0).map(|(a, b)| a - b),
        cpu_after.1.zip(cpu_before.1).map(|(a, b)| a - b),
    ) {
        let per_action = |seconds: f64| 1e6 * seconds / actions.max(1) as f64;
        println!(
            "  CPU per action: server {:.0} µs ({:.2} cores busy), load clients {:.0} µs",
            per_action(server),
            server / elapsed,
            per_action(clients)
        );
    }
    if options.chat_every > 0 {
        println!(
            "  chat: a line before every {} actions of a seat: {} lines = {:.0} lines/s",
            options.chat_every,
            tables.chats,
            tables.chats as f64 / elapsed
        );
    }
    match peaks.iter().copied().collect::<Option<Vec<u64>>>() {
        Some(kib) => {
            let each: Vec<String> = kib
                .iter()
                .map(|kib| format!("{:.1}", *kib as f64 / 1024.0))
                .collect();
            println!("  server peak memory (VmHWM): {} MiB", each.join(" + "));
        }
        None => println!("  server peak memory: not available on this system"),
    }
    if options.takeovers > 0 {
        anyhow::ensure!(
            addrs.len() >= 2,
            "a takeover needs a second instance: --instances 2 or more"
        );
        let mut times = Vec::new();
        for trial in 0..options.takeovers {
            times.push(time_takeover(
                &options.game,
                store,
                options.lease,
                addrs[0],
                runtime,
            )?);
            println!(
                "  takeover {}: {:.2} s from the kill to the next action",
                trial + 1,
                times[trial].as_secs_f64()
            );
        }
        let seconds: Vec<f64> = times.iter().map(Duration::as_secs_f64).collect();
        let mean = seconds.iter().sum::<f64>() / seconds.len() as f64;
        let max = seconds.iter().copied().fold(0.0, f64::max);
        println!(
            "  takeovers: {} with a {:.1} s lease: mean {mean:.2} s, max {max:.2} s from killing a table's driver to its next action on another instance",
            seconds.len(),
            options.lease.as_secs_f64()
        );
    }
    drop(servers);

    let connections = options.tables * options.players;
    let cpu_before = cpu_seconds(&[std::process::id()]);
    let started = Instant::now();
    let mut echo = runtime.block_on(echo_baseline(connections, started + duration))?;
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(&[std::process::id()])
        .zip(cpu_before)
        .map(|(after, before)| after - before);
    let (p50, p99) = (echo.percentile(0.50), echo.percentile(0.99));
    let echoes_per_second = echo.latencies.len() as f64 / elapsed;
    println!(
        "  bare axum WebSocket echo, {connections} connections: {echoes_per_second:.0} round trips/s; p50 {p50:.2} ms, p99 {p99:.2} ms"
    );
    if let Some(cpu) = cpu {
        println!(
            "  CPU per echo round trip: server and clients together {:.0} µs",
            1e6 * cpu / echo.latencies.len().max(1) as f64
        );
    }
    println!(
        "  whodunit actions/s as a share of echo round trips/s: {:.1}%",
        100.0 * actions_per_second / echoes_per_second
    );
    if options.think.is_zero() {
        measure_relay(
            options,
            tables.frame_shape(),
            actions_per_second,
            echoes_per_second,
            runtime,
        )?;
    }
    Ok(())
}

/// The relay yardstick (`relay.rs`) with the tables' frame shape, in the same run: what the
/// protocol's frames cost without a server's own work, and how near the server comes to it.
fn measure_relay(
    options: &LoadOptions,
    shape: relay::FrameShape,
    actions_per_second: f64,
    echoes_per_second: f64,
    runtime: &tokio::runtime::Runtime,
) -> anyhow::Result<()> {
    let duration = Duration::from_secs(options.seconds.max(1));
    let cpu_before = cpu_seconds(&[std::process::id()]);
    let started = Instant::now();
    let relayed = runtime.block_on(relay::relay_baseline(
        options.tables,
        options.players,
        shape,
        started + duration,
    ))?;
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(&[std::process::id()])
        .zip(cpu_before)
        .map(|(after, before)| after - before);
    let relayed_per_second = relayed.actions as f64 / elapsed;
    println!(
        "  relay with no game and no store, {} tables x {} seats, frames of {} bytes and {} legal actions: {relayed_per_second:.0} actions/s ({:.1}% of the echo)",
        options.tables,
        options.players,
        shape.bytes,
        shape.legal,
        100.0 * relayed_per_second / echoes_per_second
    );
    if let Some(cpu) = cpu {
        println!(
            "  CPU per relayed action: relay and clients together {:.0} µs",
            1e6 * cpu / relayed.actions.max(1) as f64
        );
    }
    println!(
        "  whodunit actions/s as a share of the relay's: {:.1}%",
        100.0 * actions_per_second / relayed_per_second
    );
    Ok(())
}

/// Kills a fresh instance while it drives a table of bots, and times how long until another
/// instance (the one at `watch`, where a spectator follows the table) plays its next action.
fn time_takeover(
    game: &LoadGame,
    store: &StoreArg,
    lease: Duration,
    watch: SocketAddr,
    runtime: &tokio::runtime::Runtime,
) -> anyhow::Result<Duration> {
    // Visible bot pauses keep the game going long enough to be killed in its middle.
    let (mut victim, victim_addr) = start_server(0, store, lease, 100)?;
    let timed = runtime.block_on(async {
        let bot = json!({"player": "bot", "level": game.bot_level});
        let bots = vec![bot; game.usual_players()];
        let request = json!({"game": game.name, "seats": bots}).to_string();
        let table = post(victim_addr, "/api/tables", &request).await?;
        let id = table["id"].as_str().context("a table id")?;
        let (mut socket, _) = connect(&format!("ws://{watch}/api/tables/{id}/ws")).await?;
        let patience = Instant::now() + Duration::from_secs(60) + 3 * lease;
        let mut seen = 0;
        while seen < 3 {
            seen = next_seq(&mut socket, patience).await?;
        }
        let killed = Instant::now();
        victim.kill()?;
        let _ = victim.wait();
        // Steps the victim saved before it died may still be on their way to the watcher:
        // the takeover's first step is the one after the last it saved.
        let last = saved_steps(store, id).await?;
        while seen <= last {
            seen = next_seq(&mut socket, patience).await?;
        }
        anyhow::Ok(killed.elapsed())
    });
    let _ = victim.kill();
    let _ = victim.wait();
    timed
}

/// How many steps of table `id` the store holds.
async fn saved_steps(store: &StoreArg, id: &str) -> anyhow::Result<u64> {
    let StoreArg::Postgres(url) = store else {
        anyhow::bail!("takeovers are timed on PostgreSQL only");
    };
    let store = whodunit_server::PostgresStore::connect(url).await?;
    let table = store.load(id).await?.context("the table is saved")?;
    Ok(table.actions.len() as u64)
}

/// The seq of the next snapshot or events frame on `socket`.
async fn next_seq(
    socket: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    patience: Instant,
) -> anyhow::Result<u64> {
    loop {
        let message = timeout_at(patience.into(), socket.next())
            .await
            .context("no action came in time")?;
        if let Some(Ok(Message::Text(text))) = message {
            let frame: FrameHead = serde_json::from_str(&text)?;
            anyhow::ensure!(
                frame.to_act.is_some(),
                "the game ended before the takeover was timed"
            );
            return Ok(frame.seq);
        }
        anyhow::ensure!(
            matches!(message, Some(Ok(_))),
            "the watching connection closed"
        );
    }
}

/// `whodunit serve` as a child, with the given bot delay and no rate limits nor caps on
/// connections (every table is created and every seat connected from 127.0.0.1, and every
/// seat acts at once: the figures are the server's, not its limits'); returns it with its
/// address.
fn start_server(
    port: u16,
    store: &StoreArg,
    lease: Duration,
    bot_delay_ms: u64,
) -> anyhow::Result<(Child, SocketAddr)> {
    let mut child = Command::new(std::env::current_exe()?)
        .args(["serve", "--host", "127.0.0.1"])
        .arg("--bot-delay-ms")
        .arg(bot_delay_ms.to_string())
        .arg("--lease-ms")
        .arg(lease.as_millis().to_string())
        .args([
            "--max-frames-per-second",
            "0",
            "--max-tables-per-minute",
            "0",
            "--max-chat-lines",
            "0",
            "--max-connections",
            "0",
            "--max-connections-per-address",
            "0",
        ])
        .arg("--port")
        .arg(port.to_string())
        .args(store.args())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .context("starting whodunit serve")?;
    let stdout = child.stdout.take().context("the server's output")?;
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line)?;
    let addr = line
        .trim()
        .strip_prefix("whodunit serving on http://")
        .with_context(|| format!("the server did not start: {line:?}"))?
        .parse()?;
    Ok((child, addr))
}

/// A memory figure of a process (`VmHWM` peak, `VmRSS` now), in KiB, from Linux's /proc.
fn memory_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn peak_memory_kib(pid: u32) -> Option<u64> {
    memory_kib(pid, "VmHWM:")
}

/// The CPU time (user and system) the processes `pids` have used so far, in seconds, from
/// Linux's /proc (`None` elsewhere).
fn cpu_seconds(pids: &[u32]) -> Option<f64> {
    // /proc counts in clock ticks of USER_HZ, 100 a second on Linux.
    const TICKS_PER_SECOND: f64 = 100.0;
    let mut ticks = 0u64;
    for pid in pids {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The command name, in parentheses, may hold spaces: count fields after it.
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
        ticks += fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    }
    Some(ticks as f64 / TICKS_PER_SECOND)
}

/// Creates `options.tables` tables that nobody joins and returns the server's resident
/// memory growth per table in KiB (`None` where /proc is missing).
async fn idle_table_memory(
    addr: SocketAddr,
    options: &LoadOptions,
    pid: u32,
) -> anyhow::Result<Option<f64>> {
    let seats = vec![json!({"player": "human"}); options.players];
    let request = json!({"game": options.game.name, "seats": seats}).to_string();
    // One table first, so that lazily built structures are not charged to the others.
    post(addr, "/api/tables", &request).await?;
    let Some(before) = memory_kib(pid, "VmRSS:") else {
        return Ok(None);
    };
    for _ in 0..options.tables {
        post(addr, "/api/tables", &request).await?;
    }
    let after = memory_kib(pid, "VmRSS:").unwrap_or(before);
    Ok(Some(
        after.saturating_sub(before) as f64 / options.tables as f64,
    ))
}

/// Plays the tables, each created on one instance in turn, its seats connected to the
/// instances in turn from there.
async fn play_tables(
    addrs: &[SocketAddr],
    options: &LoadOptions,
    deadline: Instant,
) -> anyhow::Result<Tally> {
    let mut workers = Vec::new();
    // The first tables' seats still connecting: latency counts once all have (a start with
    // thousands of connections at once is no steady state).
    let connecting = Arc::new(AtomicUsize::new(options.tables * options.players));
    for index in 0..options.tables {
        let (game, players, think) = (options.game.name, options.players, options.think);
        let connecting = connecting.clone();
        let rare = options.game.rare_actions;
        let chat_every = options.chat_every;
        let addrs: Vec<SocketAddr> = addrs
            .iter()
            .cycle()
            .skip(index % addrs.len())
            .take(addrs.len())
            .copied()
            .collect();
        workers.push(tokio::spawn(async move {
            let table = TablePlan {
                game,
                players,
                think,
                rare,
                chat_every,
            };
            table_worker(&addrs, table, index as u64, connecting, deadline.into()).await
        }));
    }
    let mut tally = Tally::default();
    for worker in workers {
        tally.merge(worker.await??);
    }
    Ok(tally)
}

/// The tables one worker plays: the game, its seats, how they play.
#[derive(Clone, Copy)]
struct TablePlan {
    game: &'static str,
    players: usize,
    think: Duration,
    rare: &'static [&'static str],
    chat_every: u64,
}

/// Plays one table after another until the deadline, created on the first of `addrs`, with
/// seat `s` connected to `addrs[s % len]`.
async fn table_worker(
    addrs: &[SocketAddr],
    table: TablePlan,
    index: u64,
    connecting: Arc<AtomicUsize>,
    deadline: tokio::time::Instant,
) -> anyhow::Result<Tally> {
    let mut tally = Tally::default();
    let mut round = 0;
    while tokio::time::Instant::now() < deadline {
        let seats = vec![json!({"player": "human"}); table.players];
        let request = json!({"game": table.game, "seats": seats}).to_string();
        let created = post(addrs[0], "/api/tables", &request).await?;
        let id = created["id"].as_str().context("a table id")?.to_string();
        let mut seats = Vec::new();
        for (seat, entry) in created["seats"]
            .as_array()
            .context("seats")?
            .iter()
            .enumerate()
        {
            let token = entry["token"].as_str().context("a token")?.to_string();
            let addr = addrs[seat % addrs.len()];
            let url = format!("ws://{addr}/api/tables/{id}/ws?token={token}");
            let seed = index * 1_000_003 + round * 101 + seat as u64 + 1;
            let player = Player {
                me: seat as u64,
                seed,
                think: table.think,
                rare: table.rare,
                chat_every: table.chat_every,
                first_round: round == 0,
                connecting: connecting.clone(),
            };
            seats.push(tokio::spawn(play_seat(url, player, deadline)));
        }
        for seat in seats {
            tally.merge(seat.await??);
        }
        round += 1;
    }
    Ok(tally)
}

/// One seat of a load-test table and how it plays.
struct Player {
    me: u64,
    seed: u64,
    think: Duration,
    rare: &'static [&'static str],
    /// A chat line before every this many actions (0: never).
    chat_every: u64,
    /// Of the tables played first, whose seats all connect at the start.
    first_round: bool,
    /// How many of those seats have not had their snapshot yet.
    connecting: Arc<AtomicUsize>,
}

/// One seat's connection: when it is to act, takes its legal actions from the step's frame
/// (or asks for them when the frame has none), sends one at random (rarely one of the
/// game's rare actions, so games last), and times each action's `events` frame.
async fn play_seat(
    url: String,
    player: Player,
    deadline: tokio::time::Instant,
) -> anyhow::Result<Tally> {
    let think = player.think;
    let (mut socket, _) = connect(&url).await?;
    let mut seat = SeatPlay::new(player);
    loop {
        let Ok(message) = timeout_at(deadline, socket.next()).await else {
            break;
        };
        let text = match message {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
            Some(Ok(_)) => continue,
        };
        let frame: FrameHead = serde_json::from_str(&text)?;
        let legal = match frame.kind {
            "snapshot" | "events" => {
                seat.tally.step_frames += 1;
                seat.tally.step_bytes += text.len() as u64;
                if let Some(legal) = &frame.legal {
                    seat.tally.legal_lists += 1;
                    seat.tally.legal_actions += legal.len() as u64;
                }
                if seat.stepped(&frame) {
                    break;
                }
                frame.legal
            }
            "legal" if frame.seq == seat.seq => Some(frame.actions),
            // Other seats' chat lines (and this one's own): read, and otherwise ignored.
            "legal" | "chat" => continue,
            // An error: the action (if any) was not taken; ask again what may be done.
            _ => {
                seat.tally.errors += 1;
                seat.pending = None;
                None
            }
        };
        if !seat.is_to_act() {
            continue;
        }
        let messages = match legal {
            Some(actions) => {
                if !think.is_zero() {
                    tokio::time::sleep(seat.pause(think)).await;
                }
                seat.act(&actions)
            }
            None => vec![json!({"type": "legal"}).to_string()],
        };
        for message in messages {
            socket.send(Message::Text(message.into())).await?;
        }
    }
    let _ = socket.close(None).await;
    Ok(seat.tally)
}

/// What a load-test seat knows of its table, and its tally.
struct SeatPlay {
    player: Player,
    tally: Tally,
    random: u64,
    acted: u64,
    seq: u64,
    to_act: Option<u64>,
    /// The seq the last action was sent at, when, and whether every first seat was
    /// connected by then (only those actions' latencies count).
    pending: Option<(u64, Instant, bool)>,
}

impl SeatPlay {
    fn new(player: Player) -> SeatPlay {
        SeatPlay {
            random: player.seed,
            player,
            tally: Tally::default(),
            acted: 0,
            seq: 0,
            to_act: None,
            pending: None,
        }
    }

    /// Takes in a step (or snapshot) frame; true once the game is over.
    fn stepped(&mut self, frame: &FrameHead) -> bool {
        let me = self.player.me;
        self.seq = frame.seq;
        self.to_act = frame.to_act;
        if frame.kind == "snapshot" && self.player.first_round {
            self.player.first_round = false;
            self.player.connecting.fetch_sub(1, Ordering::Relaxed);
        }
        if let Some((sent, at, steady)) = self.pending {
            if frame.seat == Some(me) && frame.seq == sent + 1 {
                if steady {
                    self.tally.latencies.push(at.elapsed().as_micros() as u32);
                }
                self.tally.actions += 1;
                self.pending = None;
            }
        }
        let over = frame.to_act.is_none();
        self.tally.games += u64::from(over && me == 0);
        over
    }

    /// A pause drawn between half and one and a half times `think`.
    fn pause(&mut self, think: Duration) -> Duration {
        let half = think / 2;
        let range = think.as_micros() as usize + 1;
        half + Duration::from_micros(random_below(&mut self.random, range) as u64)
    }

    fn is_to_act(&self) -> bool {
        self.to_act == Some(self.player.me) && self.pending.is_none()
    }

    /// The frames that play one of `actions` (a chat line first, every so often).
    fn act(&mut self, actions: &[&RawValue]) -> Vec<String> {
        let Some(action) = pick(actions, self.player.rare, &mut self.random) else {
            return Vec::new();
        };
        let mut messages = Vec::new();
        self.acted += 1;
        let (me, acted, every) = (self.player.me, self.acted, self.player.chat_every);
        if every > 0 && acted.is_multiple_of(every) {
            let line = format!("seat {me}: my {acted}th move <b>!</b>");
            messages.push(json!({"type": "chat", "text": line}).to_string());
            self.tally.chats += 1;
        }
        messages.push(format!(
            r#"{{"type":"action","seq":{},"action":{}}}"#,
            self.seq,
            action.get()
        ));
        let steady = self.player.connecting.load(Ordering::Relaxed) == 0;
        self.pending = Some((self.seq, Instant::now(), steady));
        messages
    }
}

/// A client connection with small read buffers, as the server uses, so that thousands of
/// connections in this process do not crowd the server out of the machine.
async fn connect(
    url: &str,
) -> Result<
    (
        tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
        tokio_tungstenite::tungstenite::handshake::client::Response,
    ),
    tokio_tungstenite::tungstenite::Error,
> {
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4 * 1024);
    tokio_tungstenite::connect_async_with_config(url, Some(config), false).await
}

/// The fields of a server frame this client reads; views and events are skipped unparsed,
/// and actions are borrowed from the frame's text, not copied.
#[derive(serde::Deserialize)]
struct FrameHead<'a> {
    #[serde(rename = "type")]
    kind: &'a str,
    #[serde(default)]
    seq: u64,
    #[serde(default)]
    seat: Option<u64>,
    #[serde(default)]
    to_act: Option<u64>,
    /// A `legal` answer's actions.
    #[serde(default, borrow)]
    actions: Vec<&'a RawValue>,
    /// The seat's legal actions, in a step's frame when it is to act.
    #[serde(default, borrow)]
    legal: Option<Vec<&'a RawValue>>,
}

/// A number below `n` (0 when `n` is 0) from the generator state `random`, a seat's own.
fn random_below(random: &mut u64, n: usize) -> usize {
    *random = random
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    ((*random >> 33) % n.max(1) as u64) as usize
}

/// A random legal action; one of the `rare` kinds only one time in twenty when there is a
/// choice.
fn pick<'a>(actions: &[&'a RawValue], rare: &[&str], random: &mut u64) -> Option<&'a RawValue> {
    let mut next = |n: usize| random_below(random, n);
    let is_rare = |action: &RawValue| {
        let key = action.get().strip_prefix("{\"").unwrap_or_default();
        rare.iter().any(|kind| {
            key.strip_prefix(kind)
                .is_some_and(|rest| rest.starts_with('"'))
        })
    };
    let (rare, others): (Vec<&RawValue>, Vec<&RawValue>) =
        actions.iter().copied().partition(|a| is_rare(a));
    let pool = if others.is_empty() || (!rare.is_empty() && next(20) == 0) {
        rare
    } else {
        others
    };
    pool.get(next(pool.len())).copied()
}

async fn post(addr: SocketAddr, path: &str, body: &str) -> anyhow::Result<Value> {
    let mut stream = TcpStream::connect(addr).await?;
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await?;
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    serde_json::from_str(body).with_context(|| format!("unexpected answer {answer:?}"))
}

/// The same number of connections against a WebSocket server that only echoes.
async fn echo_baseline(connections: usize, deadline: Instant) -> anyhow::Result<Tally> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let app = axum::Router::new().route(
        "/echo",
        axum::routing::get(|upgrade: WebSocketUpgrade| async move { upgrade.on_upgrade(echo) }),
    );
    let server = tokio::spawn(async move { axum::serve(listener, app).await });
    let deadline: tokio::time::Instant = deadline.into();
    let mut clients = Vec::new();
    for _ in 0..connections {
        clients.push(tokio::spawn(async move {
            let (mut socket, _) = connect(&format!("ws://{addr}/echo")).await?;
            let mut tally = Tally::default();
            // About the size of an action frame.
            let payload = json!({"type": "action", "seq": 12, "action": {"suggest": {"suspect": "plum", "weapon": "rope"}}}).to_string();
            while tokio::time::Instant::now() < deadline {
                let at = Instant::now();
                socket.send(Message::Text(payload.clone().into())).await?;
                match timeout_at(deadline, socket.next()).await {
                    Ok(Some(Ok(_))) => tally.latencies.push(at.elapsed().as_micros() as u32),
                    _ => break,
                }
            }
            let _ = socket.close(None).await;
            anyhow::Ok(tally)
        }));
    }
    let mut tally = Tally::default();
    for client in clients {
        tally.merge(client.await??);
    }
    server.abort();
    Ok(tally)
}

async fn echo(mut socket: WebSocket) {
    while let Some(Ok(message)) = socket.recv().await {
        if let AxumMessage::Text(_) | AxumMessage::Binary(_) = message {
            if socket.send(message).await.is_err() {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions<'a>(texts: &[&'a str]) -> Vec<&'a RawValue> {
        texts
            .iter()
            .map(|text| serde_json::from_str(text).expect("JSON"))
            .collect()
    }

    #[test]
    fn a_rare_action_is_picked_about_one_time_in_twenty_and_alone_always() {
        let legal = actions(&[r#"{"accuse":[1,2,3]}"#, r#"{"accused":1}"#, r#""pass""#]);
        let mut random = 7;
        let picks: Vec<String> = (0..2000)
            .map(|_| {
                pick(&legal, &["accuse"], &mut random)
                    .expect("a pick")
                    .get()
                    .to_string()
            })
            .collect();
        let rare = picks
            .iter()
            .filter(|p| p.starts_with(r#"{"accuse":"#))
            .count();
        assert!((40..200).contains(&rare), "{rare} accusations in 2000");
        assert!(
            picks.iter().any(|p| p == r#"{"accused":1}"#),
            "a longer key is not rare"
        );
        assert!(picks.iter().any(|p| p == r#""pass""#));
        let only = actions(&[r#"{"accuse":[1,2,3]}"#]);
        assert_eq!(
            pick(&only, &["accuse"], &mut random).map(RawValue::get),
            Some(only[0].get())
        );
        assert!(pick(&[], &["accuse"], &mut random).is_none());
    }
}
