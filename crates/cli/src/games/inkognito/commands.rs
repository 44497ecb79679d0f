//! The Inkognito commands: their options, handed to the commands shared by
//! the games whose table is set by the number of players (`by_players`).

use super::play::InkognitoConsole;
use crate::args;
use crate::by_players::Commands;
use clap::Args;
use whodunit_inkognito::{kind, Inkognito, MAX_PLAYERS, MIN_PLAYERS};

/// The table size for the commands that play one (IK-SETUP-01).
#[derive(Args)]
pub struct PlayersArgs {
    /// Number of players, 3 to 5 (4 is the base game; 3 adds a dummy agent, 5 an Ambassador player).
    #[arg(long, default_value_t = 4)]
    players: usize,
}

/// Inkognito: one game of the engine is a match to 3 points. Match wins by seat (at 4
/// players both partners win; a win shared by k seats counts 1/k), mean games per
/// match, rounds per match and per game, matches per second; or, with `--teams` at 4
/// players, one bot level's team against another's, game by game.
#[derive(Args)]
pub struct SimArgs {
    #[command(flatten)]
    players: PlayersArgs,
    /// Bot levels by seat (cycled): easy, medium, hard, e.g. `easy,hard`; also their former
    /// names random (easy) and expert (hard) (default: the strongest level in every seat).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    /// Team against team at 4 players: with `--bots A,B`, A's bots take the two seats the
    /// deal makes partners and B's the other two; `--games` first games of matches; reports
    /// each team's wins with a 95% Wilson interval, and rounds to its correct calls.
    #[arg(long)]
    teams: bool,
    #[command(flatten)]
    common: args::SimCommon,
}

/// Inkognito: tables of 3 to 5 by default, one match per game; partners who win
/// together share the win, 1/2 each, and draw with each other in the Elo table.
#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated: easy, medium, hard; also their former names
    /// random (easy) and expert (hard) (default: every level).
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

/// Inkognito for 3 to 5 players, you and bots, a match to 3 points: type `help` at the
/// prompt for the actions.
///
/// The table is shown as your seat sees it: your identity and fragment, each agent's
/// location this round and the cards it played this series, the Ambassador's cards,
/// the meeting being resolved, the pairs you showed and what was shown to you this
/// game. Type `place rialto`, `pair B 0` (or `pair identity:B number:0`), `black
/// identity`, `call 52 11 0 29`, `ask 2`, `pass`, `reveal number` or `look identity`;
/// a refused action names its rule and you try again.
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

/// The commands' shared part, with the rule that sets Inkognito's table sizes.
fn commands() -> Commands<Inkognito> {
    Commands {
        kind: kind(),
        size_rule: "IK-SETUP-01",
    }
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    if args.teams {
        return teams(args);
    }
    commands().sim(args.players.players, args.bots, &args.common)
}

/// `sim --teams`: the first level's team against the second's (IK-SETUP-11).
fn teams(args: SimArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.players.players == 4,
        "--teams needs 4 players: only then are there partners (IK-SETUP-11)"
    );
    let kind = kind();
    let levels = args.bots.unwrap_or_default();
    args::check_bots(&kind, &levels)?;
    let [a, b] = <[String; 2]>::try_from(levels)
        .map_err(|_| anyhow::anyhow!("--teams needs two bot levels, e.g. --bots hard,easy"))?;
    let run = &args.common.run;
    let report = super::teams::run(super::teams::TeamPlan {
        levels: [a, b],
        make_bot: kind.make_bot,
        games: args.common.games,
        seed: run.seed,
        threads: run.threads(),
        progress: !run.json,
    })?;
    if run.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        report.print_text();
    }
    Ok(())
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    commands().arena(args.min_players..=args.max_players, args.bots, &args.common)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let players = args.players.players;
    commands().play(
        "Inkognito",
        players,
        args.bot,
        args.common,
        &mut InkognitoConsole::default(),
    )
}

/// Inkognito: record what you see at each meeting of a physical game (pairs and black
/// cards shown to you and by you, calls), see each agent's chances, your partner, the
/// numbers, the certain facts with their reasons and the clue sheet.
#[derive(Args)]
pub struct NotebookArgs {
    /// The session file: resumed if it exists, created otherwise, saved after every entry.
    #[arg(long, default_value = "inkognito-notebook.json")]
    session: std::path::PathBuf,
}

pub fn notebook(args: NotebookArgs) -> anyhow::Result<()> {
    crate::companion::run_here::<super::companion::Companion>(&args.session)
}
