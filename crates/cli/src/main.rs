//! `whodunit`: play, simulate and replay deduction games from the command line.

mod arena;
mod cluedo;
mod loadtest;
mod replay;
mod sim;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use whodunit_cluedo::{bots, Cluedo, Config};
use whodunit_engine::Seat;

#[derive(Parser)]
#[command(
    name = "whodunit",
    version,
    about = "Play, simulate and replay deduction games."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Cluedo,
}

#[derive(Subcommand)]
enum Command {
    /// Play one seat in the terminal against bots.
    Play(PlayArgs),
    /// Play many bot-only games in parallel and print statistics.
    Sim(SimArgs),
    /// A bot tournament: every table size, every lineup and seat order of the listed bots.
    Arena(ArenaArgs),
    /// The companion for a physical game: record what happens, see what follows.
    Notebook(NotebookArgs),
    /// Replay a game record and print each event as one viewer saw it.
    Replay(ReplayArgs),
    /// Serve the browser client, the lobby and WebSocket play (docs/protocol.md).
    Serve(ServeArgs),
    /// Measure the server: N tables played at once through real WebSockets on 127.0.0.1.
    Loadtest(LoadtestArgs),
}

#[derive(Args)]
struct TableArgs {
    /// Number of players (Cluedo: 2 to 6; the suspects are taken in seat order from Scarlett).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Bot levels, one per bot seat in turn (cycled): random, eliminator, expert.
    #[arg(long, value_delimiter = ',', default_value = "eliminator")]
    bots: Vec<String>,
    /// Cluedo: only a pawn that entered its room this turn, or was summoned there, may suggest.
    #[arg(long)]
    modern_suggestion_rule: bool,
    /// Cluedo: a wrong accuser does not get to see the envelope.
    #[arg(long)]
    hide_envelope_from_wrong_accuser: bool,
}

#[derive(Args)]
struct PlayArgs {
    game: GameName,
    #[command(flatten)]
    table: TableArgs,
    /// Your seat, counted from 0 in turn order.
    #[arg(long, default_value_t = 0)]
    seat: u8,
    /// The game's seed (default: from the clock; it is saved in the record).
    #[arg(long)]
    seed: Option<u64>,
    /// Write the game record (JSON) here when the game ends or you quit.
    #[arg(long)]
    save: Option<PathBuf>,
}

#[derive(Args)]
struct SimArgs {
    game: GameName,
    #[command(flatten)]
    table: TableArgs,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    #[command(flatten)]
    run: RunArgs,
}

/// What every batch of bot games takes: `sim` and `arena`.
#[derive(Args)]
struct RunArgs {
    /// Seed of the whole run; game i uses a seed derived from it, so results do not depend
    /// on the thread count.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// End a game as a draw after this many turns (0: no limit).
    #[arg(long, default_value_t = 1000)]
    turn_limit: u32,
    /// Print the results as JSON.
    #[arg(long)]
    json: bool,
}

impl RunArgs {
    fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    fn turn_limit(&self) -> Option<u32> {
        (self.turn_limit > 0).then_some(self.turn_limit)
    }
}

#[derive(Args)]
struct ArenaArgs {
    game: GameName,
    /// The bots to compare (at least two for a comparison): random, eliminator, expert.
    #[arg(long, value_delimiter = ',', default_value = "eliminator,random")]
    bots: Vec<String>,
    /// Games per lineup (a lineup is one bot per seat, in order).
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Smallest table size (Cluedo: 3 by default, as in the Speed Clue contests).
    #[arg(long, default_value_t = 3)]
    min_players: usize,
    /// Largest table size.
    #[arg(long, default_value_t = 6)]
    max_players: usize,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Args)]
struct NotebookArgs {
    game: GameName,
    /// The session file: resumed if it exists, created otherwise, saved after every entry.
    #[arg(long, default_value = "cluedo-notebook.json")]
    session: PathBuf,
}

#[derive(Args)]
struct ReplayArgs {
    /// A game record (JSON), as written by `play --save`; see docs/records.md.
    file: PathBuf,
    /// Whose eyes to replay through: a seat number, `spectator`, or `omniscient`.
    #[arg(long, default_value = "omniscient")]
    viewer: String,
}

#[derive(Args)]
struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Port to listen on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The SQLite store, created with its schema if missing.
    #[arg(long, default_value = "whodunit.db")]
    db: PathBuf,
    /// A short pause before each bot action, in milliseconds, so people can follow.
    #[arg(long, default_value_t = 700)]
    bot_delay_ms: u64,
    /// Seconds a finished table with nobody watching stays in memory; it is loaded again
    /// from the store when someone asks for it.
    #[arg(long, default_value_t = 300)]
    unload_after_secs: u64,
}

#[derive(Args)]
struct LoadtestArgs {
    /// Tables played at the same time.
    #[arg(long, default_value_t = 8)]
    tables: usize,
    /// Seats per table, each its own WebSocket connection.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Port for the measured server (0: any free port).
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// How long each measurement runs.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// How long a seat thinks before each action, in milliseconds, like a person or a bot
    /// with its visible pause. 0 sends every action at once: the server's top throughput,
    /// with latency that is mostly queueing.
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play(args),
        Command::Sim(args) => simulate(args),
        Command::Arena(args) => tournament(args),
        Command::Notebook(args) => {
            let GameName::Cluedo = args.game;
            cluedo::companion::run(
                &args.session,
                std::io::stdin().lock(),
                std::io::stdout().lock(),
            )
        }
        Command::Replay(args) => replay::run(&args.file, &args.viewer),
        Command::Serve(args) => whodunit_server::run(whodunit_server::Options {
            host: args.host,
            port: args.port,
            db: args.db,
            timing: whodunit_server::Timing {
                bot_delay: std::time::Duration::from_millis(args.bot_delay_ms),
                unload_after: std::time::Duration::from_secs(args.unload_after_secs),
            },
        }),
        Command::Loadtest(args) => loadtest::run(loadtest::LoadOptions {
            tables: args.tables,
            players: args.players,
            port: args.port,
            seconds: args.seconds,
            think: std::time::Duration::from_millis(args.think_ms),
        }),
    };
    if let Err(error) = result {
        eprintln!("error: {error:#}");
        std::process::exit(match error.downcast_ref::<replay::Refused>() {
            Some(_) => 3,
            None => 1,
        });
    }
}

fn cluedo_config(table: &TableArgs, turn_limit: Option<u32>) -> anyhow::Result<Config> {
    anyhow::ensure!(
        (2..=6).contains(&table.players),
        "Cluedo has 2 to 6 players, not {} (CL-SETUP-1)",
        table.players
    );
    check_bots(&table.bots)?;
    let mut config = Config::with_players(table.players);
    config.modern_suggestion_rule = table.modern_suggestion_rule;
    config.hide_envelope_from_wrong_accuser = table.hide_envelope_from_wrong_accuser;
    config.turn_limit = turn_limit;
    Ok(config)
}

fn check_bots(levels: &[String]) -> anyhow::Result<()> {
    anyhow::ensure!(!levels.is_empty(), "--bots needs at least one level");
    for level in levels {
        anyhow::ensure!(
            bots::LEVELS.contains(&level.as_str()),
            "unknown bot {level:?}; the levels are {}",
            bots::LEVELS.join(", ")
        );
    }
    Ok(())
}

fn play(args: PlayArgs) -> anyhow::Result<()> {
    let GameName::Cluedo = args.game;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let options = cluedo::play::PlayOptions {
        config: cluedo_config(&args.table, None)?,
        seat: Seat(args.seat),
        seed,
        bots: args.table.bots.clone(),
        save: args.save,
    };
    println!("Cluedo, seed {seed}");
    cluedo::play::play(options, std::io::stdin().lock(), std::io::stdout().lock())
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

fn tournament(args: ArenaArgs) -> anyhow::Result<()> {
    let GameName::Cluedo = args.game;
    anyhow::ensure!(
        2 <= args.min_players && args.min_players <= args.max_players && args.max_players <= 6,
        "Cluedo tables have 2 to 6 players: --min-players {} --max-players {} (CL-SETUP-1)",
        args.min_players,
        args.max_players
    );
    check_bots(&args.bots)?;
    let limit = args.run.turn_limit();
    let config_for = move |players: usize| Config {
        turn_limit: limit,
        ..Config::with_players(players)
    };
    let report = arena::run::<Cluedo>(arena::ArenaPlan {
        sizes: args.min_players..=args.max_players,
        bots: args.bots,
        make_bot: bots::by_level,
        config_for: &config_for,
        games: args.games,
        seed: args.run.seed,
        threads: args.run.threads(),
        progress: !args.run.json,
    })?;
    if args.run.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        report.print_text();
    }
    Ok(())
}

fn simulate(args: SimArgs) -> anyhow::Result<()> {
    let GameName::Cluedo = args.game;
    let config = cluedo_config(&args.table, args.run.turn_limit())?;
    let levels = args.table.bots.clone();
    let make_bot = move |seat: usize| {
        bots::by_level(&levels[seat % levels.len()], Seat(seat as u8)).expect("levels were checked")
    };
    let seat_names: Vec<String> = config.players.iter().map(|s| s.to_string()).collect();
    let summary = sim::run::<Cluedo>(sim::SimPlan {
        config,
        players: args.table.players,
        games: args.games,
        seed: args.run.seed,
        threads: args.run.threads(),
        bot_names: args.table.bots.clone(),
        make_bot: &make_bot,
        progress: !args.run.json,
    })?;
    if args.run.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        summary.print_text(&seat_names);
    }
    Ok(())
}
