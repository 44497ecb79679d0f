//! The P.I. commands: their options, handed to the commands shared by
//! the games whose table is set by the number of players (`by_players`).

use super::play::PiConsole;
use crate::args;
use crate::by_players::Commands;
use clap::Args;
use whodunit_pi::{kind, Pi, MAX_PLAYERS, MIN_PLAYERS};

/// The table size for the commands that play one (PI-SETUP-1).
#[derive(Args)]
pub struct PlayersArgs {
    /// Number of players, 2 to 5.
    #[arg(long, default_value_t = 4)]
    players: usize,
}

/// P.I.: win share by seat (a win shared by k seats counts 1/k), mean final score by
/// seat, mean rounds per game over the three mini-games, own turns to solve a case.
#[derive(Args)]
pub struct SimArgs {
    #[command(flatten)]
    players: PlayersArgs,
    /// Bot levels by seat (cycled): easy, medium, hard, e.g. `easy,hard`; also their former
    /// names random (easy) and expert (hard), and expert-solo, kept for comparisons
    /// (default: the strongest level in every seat).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    common: args::SimCommon,
}

/// P.I.: tables of 2 to 5 by default; a win shared by k seats counts 1/k of a win, and
/// co-winners draw with each other in the duels of two seats and the Elo table.
#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated: easy, medium, hard; also their former names
    /// random (easy) and expert (hard), and expert-solo, kept for comparisons (default:
    /// every level).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    /// Smallest table size.
    #[arg(long, default_value_t = MIN_PLAYERS)]
    min_players: usize,
    /// Largest table size.
    #[arg(long, default_value_t = MAX_PLAYERS)]
    max_players: usize,
    #[command(flatten)]
    common: args::ArenaCommon,
}

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
#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    players: PlayersArgs,
    /// The bots' level in every other seat: easy, medium or hard (default: the strongest).
    #[arg(long)]
    bot: Option<String>,
    #[command(flatten)]
    common: args::PlayCommon,
}

/// The commands' shared part, with the rule that sets P.I.'s table sizes.
fn commands() -> Commands<Pi> {
    Commands {
        kind: kind(),
        size_rule: "PI-SETUP-1",
    }
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    commands().sim(args.players.players, args.bots, &args.common)
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    commands().arena(args.min_players..=args.max_players, args.bots, &args.common)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let players = args.players.players;
    commands().play(
        "P.I.",
        players,
        args.bot,
        args.common,
        &mut PiConsole::default(),
    )
}

/// P.I.: record what happens at a physical game (investigators and their discs and cubes,
/// evidence cards and their tokens, solve attempts, the display, each new mini-game), see
/// the cases left, the chance of each suspect, crime and location, the certain facts with
/// their reasons and what each next action would teach you.
#[derive(Args)]
pub struct NotebookArgs {
    /// The session file: resumed if it exists, created otherwise, saved after every entry.
    #[arg(long, default_value = "pi-notebook.json")]
    session: std::path::PathBuf,
}

pub fn notebook(args: NotebookArgs) -> anyhow::Result<()> {
    crate::companion::run_here::<super::companion::Companion>(&args.session)
}
