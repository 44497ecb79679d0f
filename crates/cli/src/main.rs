//! `whodunit`: play, simulate and replay deduction games from the command line.

mod arena;
mod args;
mod batch;
mod by_players;
mod companion;
mod games;
mod groups;
mod loadtest;
mod plugin;

mod replay;
mod serve;
mod sim;
mod stats;
mod terminal;

use clap::{Args, FromArgMatches, Subcommand};
use plugin::{Group, Plugin};
use std::path::PathBuf;

/// The whole command line: the games' command groups from the registry, then the tools.
fn cli(games: &[Plugin]) -> clap::Command {
    let command = clap::Command::new("whodunit")
        .version(env!("CARGO_PKG_VERSION"))
        .about(
            "Play, simulate and replay deduction games: Cluedo, Bakerstreet, P.I. and Inkognito.",
        )
        .long_about(
            "Play, simulate and replay deduction games: Cluedo, Bakerstreet, P.I. and \
            Inkognito.\n\n\
            Each game has its own options: `whodunit sim bakerstreet --help` lists them.",
        )
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands(groups::commands(games));
    let names: Vec<&'static str> = games.iter().map(|game| game.name).collect();
    Tool::augment_subcommands(command).mut_subcommand("loadtest", |loadtest| {
        loadtest.mut_arg("game", |game| {
            game.value_parser(clap::builder::PossibleValuesParser::new(names))
        })
    })
}

// The commands that are not one game's (a plain comment: clap would make a doc comment
// the help of the whole command line).
#[derive(Subcommand)]
enum Tool {
    /// Replay a game record and print each event as one viewer saw it.
    Replay(ReplayArgs),
    /// Serve the browser client, the lobby and WebSocket play (docs/protocol.md).
    Serve(serve::ServeArgs),
    /// Measure the server: N tables played at once through real WebSockets on 127.0.0.1.
    Loadtest(loadtest::LoadtestArgs),
}

#[derive(Args)]
struct ReplayArgs {
    /// A game record (JSON), as written by `play --save`; see docs/records.md.
    file: PathBuf,
    /// Whose eyes to replay through: a seat number, `spectator`, or `omniscient`.
    #[arg(long, default_value = "omniscient")]
    viewer: String,
}

fn main() {
    let games = games::all();
    let matches = cli(&games).get_matches();
    let result = match matches
        .subcommand()
        .and_then(|(name, m)| Some((Group::named(name)?, m)))
    {
        Some((group, options)) => {
            end_quietly_on_closed_pipe();
            groups::run(&games, group, options)
        }
        None => {
            let tool = Tool::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
            run_tool(tool, &games)
        }
    };
    if let Err(error) = result {
        eprintln!("error: {error:#}");
        std::process::exit(match error.downcast_ref::<replay::Refused>() {
            Some(_) => 3,
            None => 1,
        });
    }
}

fn run_tool(tool: Tool, games: &[Plugin]) -> anyhow::Result<()> {
    match tool {
        Tool::Replay(args) => {
            end_quietly_on_closed_pipe();
            let replays: Vec<_> = games.iter().map(|game| (game.name, game.replay)).collect();
            replay::run(&args.file, &args.viewer, &replays)
        }
        Tool::Serve(args) => serve::run(args),
        Tool::Loadtest(args) => loadtest::run(args, games),
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

    #[test]
    fn every_command_line_is_well_formed() {
        cli(&games::all()).debug_assert();
    }
}
