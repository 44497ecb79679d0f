//! `whodunit`: play, simulate and replay deduction games from the command line.

mod arena;
mod args;
mod bakerstreet;
mod batch;
mod by_players;
mod cluedo;
mod inkognito;
mod loadtest;
mod pi;
mod replay;
mod sim;
mod stats;
mod terminal;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "whodunit",
    version,
    about = "Play, simulate and replay deduction games: Cluedo, Bakerstreet, P.I. and Inkognito.",
    long_about = "Play, simulate and replay deduction games: Cluedo, Bakerstreet, P.I. and \
        Inkognito.\n\n\
        Each game has its own options: `whodunit sim bakerstreet --help` lists them."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play one seat in the terminal against bots.
    #[command(subcommand)]
    Play(PlayCommand),
    /// Play many bot-only games in parallel and print statistics.
    #[command(subcommand)]
    Sim(SimCommand),
    /// A bot tournament: every table size, every lineup and seat order of the listed bots.
    #[command(subcommand)]
    Arena(ArenaCommand),
    /// The companion for a physical game: record what happens, see what follows.
    #[command(subcommand)]
    Notebook(NotebookCommand),
    /// Replay a game record and print each event as one viewer saw it.
    Replay(ReplayArgs),
    /// Serve the browser client, the lobby and WebSocket play (docs/protocol.md).
    Serve(ServeArgs),
    /// Measure the server: N tables played at once through real WebSockets on 127.0.0.1.
    Loadtest(LoadtestArgs),
}

#[derive(Subcommand)]
enum PlayCommand {
    /// Cluedo for 2 to 6 players, you and bots.
    Cluedo(cluedo::commands::PlayArgs),
    /// Bakerstreet, you against one bot: type `help` at the prompt for the actions.
    ///
    /// The table is shown as your seat sees it: the top card of each of the five stacks,
    /// the pile sizes, your hand, the round's bids, the discard tops and your collection.
    /// Type `place 3x2 2 17` (your 3 with x2 on position 2, bidding 17), `challenge`,
    /// `choose 2` or `take F`; a refused action names its rule and you try again.
    Bakerstreet(bakerstreet::commands::PlayArgs),
    /// P.I. for 2 to 5 players, you and bots: type `help` at the prompt for the actions.
    ///
    /// You solve the case your right neighbour holds and hold your left neighbour's. The
    /// table is shown as your seat sees it: the map (each location's suspect and crime
    /// tiles, neighbours, investigators with their discs and cubes, tokens on tiles), the
    /// display, deck and discard pile, every player's score, penalties, unused
    /// investigators and kept cards, and the case you hold. Type `investigate 9` or
    /// `investigate "Road House"`, `evidence Murder` or `evidence crime 7`, `solve Queenie
    /// "Mob Killing" "Ocean Drive"` or `solve 10 6 5`; a refused action names its rule and
    /// you try again.
    Pi(pi::commands::PlayArgs),
    /// Inkognito for 3 to 5 players, you and bots, a match to 3 points: type `help` at the
    /// prompt for the actions.
    ///
    /// The table is shown as your seat sees it: your identity and fragment, each agent's
    /// location this round and the cards it played this series, the Ambassador's cards,
    /// the meeting being resolved, the pairs you showed and what was shown to you this
    /// game. Type `place rialto`, `pair B 0` (or `pair identity:B number:0`), `black
    /// identity`, `call 52 11 0 29`, `ask 2`, `pass`, `reveal number` or `look identity`;
    /// a refused action names its rule and you try again.
    Inkognito(inkognito::commands::PlayArgs),
}

#[derive(Subcommand)]
enum SimCommand {
    /// Cluedo: win share by seat, end reasons, mean turns per game.
    Cluedo(cluedo::commands::SimArgs),
    /// Bakerstreet: win share by seat, draws, end reasons, mean rounds per game.
    Bakerstreet(bakerstreet::commands::SimArgs),
    /// P.I.: win share by seat (a win shared by k seats counts 1/k), mean final score by
    /// seat, mean rounds per game over the three mini-games, own turns to solve a case.
    Pi(pi::commands::SimArgs),
    /// Inkognito: one game of the engine is a match to 3 points. Match wins by seat (at 4
    /// players both partners win; a win shared by k seats counts 1/k), mean games per
    /// match, rounds per match and per game, matches per second; or, with `--teams` at 4
    /// players, one bot level's team against another's, game by game.
    Inkognito(inkognito::commands::SimArgs),
}

#[derive(Subcommand)]
enum ArenaCommand {
    /// Cluedo: tables of 3 to 6 by default; includes each bot alone against a field.
    Cluedo(cluedo::commands::ArenaArgs),
    /// Bakerstreet: two seats, every pairing in both seat orders, each pair's duel with a 95%
    /// interval; draws count half in the duels and in Elo.
    Bakerstreet(bakerstreet::commands::ArenaArgs),
    /// P.I.: tables of 2 to 5 by default; a win shared by k seats counts 1/k of a win, and
    /// co-winners draw with each other in the duels of two seats and the Elo table.
    Pi(pi::commands::ArenaArgs),
    /// Inkognito: tables of 3 to 5 by default, one match per game; partners who win
    /// together share the win, 1/2 each, and draw with each other in the Elo table.
    Inkognito(inkognito::commands::ArenaArgs),
}

#[derive(Subcommand)]
enum NotebookCommand {
    /// Cluedo: record suggestions and accusations, see each card's chances and the facts.
    Cluedo(cluedo::commands::NotebookArgs),
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
    /// Tables one client address may create per minute, sustained (0: no limit); above it
    /// `POST /api/tables` answers 429. Behind a proxy every client shares its address.
    #[arg(long, default_value_t = whodunit_server::Limits::default().tables_per_minute)]
    max_tables_per_minute: u32,
    /// Tables one address may create at once, above the sustained rate.
    #[arg(long, default_value_t = whodunit_server::Limits::default().table_burst)]
    table_burst: u32,
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
}

fn main() {
    let cli = Cli::parse();
    if !matches!(cli.command, Command::Serve(_) | Command::Loadtest(_)) {
        end_quietly_on_closed_pipe();
    }
    let result = match cli.command {
        Command::Play(PlayCommand::Cluedo(args)) => cluedo::commands::play(args),
        Command::Play(PlayCommand::Bakerstreet(args)) => bakerstreet::commands::play(args),
        Command::Play(PlayCommand::Pi(args)) => pi::commands::play(args),
        Command::Play(PlayCommand::Inkognito(args)) => inkognito::commands::play(args),
        Command::Sim(SimCommand::Cluedo(args)) => cluedo::commands::sim(args),
        Command::Sim(SimCommand::Bakerstreet(args)) => bakerstreet::commands::sim(args),
        Command::Sim(SimCommand::Pi(args)) => pi::commands::sim(args),
        Command::Sim(SimCommand::Inkognito(args)) => inkognito::commands::sim(args),
        Command::Arena(ArenaCommand::Cluedo(args)) => cluedo::commands::arena(args),
        Command::Arena(ArenaCommand::Bakerstreet(args)) => bakerstreet::commands::arena(args),
        Command::Arena(ArenaCommand::Pi(args)) => pi::commands::arena(args),
        Command::Arena(ArenaCommand::Inkognito(args)) => inkognito::commands::arena(args),
        Command::Notebook(NotebookCommand::Cluedo(args)) => cluedo::commands::notebook(args),
        Command::Replay(args) => replay::run(&args.file, &args.viewer),
        Command::Serve(args) => whodunit_server::run(whodunit_server::Options {
            host: args.host,
            port: args.port,
            db: args.db,
            database_url: args.database_url,
            timing: whodunit_server::Timing {
                bot_delay: std::time::Duration::from_millis(args.bot_delay_ms),
                unload_after: std::time::Duration::from_secs(args.unload_after_secs),
                lease: std::time::Duration::from_millis(args.lease_ms),
                absence_grace: std::time::Duration::from_secs(args.absence_grace_secs),
            },
            limits: whodunit_server::Limits {
                frames_per_second: args.max_frames_per_second,
                frame_burst: args.frame_burst,
                tables_per_minute: args.max_tables_per_minute,
                table_burst: args.table_burst,
            },
        }),
        Command::Loadtest(args) => loadtest::run(loadtest::LoadOptions {
            tables: args.tables,
            players: args.players,
            port: args.port,
            seconds: args.seconds,
            think: std::time::Duration::from_millis(args.think_ms),
            database_url: args.database_url,
            instances: args.instances,
            lease: std::time::Duration::from_millis(args.lease_ms),
            takeovers: args.takeovers,
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

/// When the reader of our output stops early (`whodunit replay FILE | head`), end at once
/// as other command-line tools do, instead of failing on the next print. Rust starts with
/// SIGPIPE ignored; this puts back the default action. Only for the commands that write
/// reports: the server and the load test keep their sockets' errors as errors.
#[cfg(unix)]
fn end_quietly_on_closed_pipe() {
    // SAFETY: called at the start of `main`, before any other thread exists, with the
    // default action, which is always a valid one.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn end_quietly_on_closed_pipe() {}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn every_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
