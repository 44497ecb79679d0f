//! Argument groups every game's commands share, and the checks on them that depend only
//! on the game's registration (its table sizes and bot levels), never on its rules.

use clap::Args;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use whodunit_engine::{Game, Kind, Seat};

/// What every batch of bot games takes: `sim` and `arena`.
#[derive(Args)]
pub struct RunArgs {
    /// Seed of the whole run; game i uses a seed derived from it, so results do not depend
    /// on the thread count.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print the results as JSON.
    #[arg(long)]
    pub json: bool,
}

impl RunArgs {
    pub fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
}

/// `whodunit sim GAME`: the options that are the same for every game.
#[derive(Args)]
pub struct SimCommon {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `whodunit arena GAME`: the options that are the same for every game.
#[derive(Args)]
pub struct ArenaCommon {
    /// Games per lineup (a lineup is one bot per seat, in order).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `whodunit play GAME`: the options that are the same for every game.
#[derive(Args)]
pub struct PlayCommon {
    /// Your seat, counted from 0 in turn order.
    #[arg(long, default_value_t = 0)]
    pub seat: u8,
    /// The game's seed (default: from the clock; it is saved in the record).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Write the game record (JSON) here when the game ends or you quit.
    #[arg(long)]
    pub save: Option<PathBuf>,
}

impl PlayCommon {
    pub fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0)
        })
    }
}

/// Refuses an empty list or a level the game does not have. The game's factory decides,
/// so levels kept for comparisons only (named nowhere in the lobby) are accepted too.
pub fn check_bots<G: Game>(kind: &Kind<G>, levels: &[String]) -> anyhow::Result<()> {
    anyhow::ensure!(!levels.is_empty(), "--bots needs at least one level");
    for level in levels {
        anyhow::ensure!(
            (kind.make_bot)(level, Seat(0)).is_some(),
            "unknown bot {level:?}; the levels of {} are {}",
            G::NAME,
            kind.bot_levels.join(", ")
        );
    }
    Ok(())
}

/// Refuses a list of bots to compare that names one twice.
pub fn check_distinct(bots: &[String]) -> anyhow::Result<()> {
    for (index, bot) in bots.iter().enumerate() {
        anyhow::ensure!(
            !bots[..index].contains(bot),
            "--bots names {bot:?} twice; the arena already seats a bot against itself"
        );
    }
    Ok(())
}

/// The game's strongest bot level (levels are listed weakest first).
pub fn strongest<G: Game>(kind: &Kind<G>) -> String {
    kind.bot_levels
        .last()
        .copied()
        .unwrap_or("random")
        .to_string()
}

/// Every bot level of the game, strongest first: what an arena compares by default.
pub fn every_level<G: Game>(kind: &Kind<G>) -> Vec<String> {
    kind.bot_levels
        .iter()
        .rev()
        .map(|level| level.to_string())
        .collect()
}

/// Refuses table sizes the game does not allow; `rule` names the game's rule on seats.
pub fn check_sizes<G: Game>(
    kind: &Kind<G>,
    sizes: RangeInclusive<usize>,
    rule: &str,
) -> anyhow::Result<RangeInclusive<usize>> {
    anyhow::ensure!(
        kind.min_players <= *sizes.start()
            && sizes.start() <= sizes.end()
            && *sizes.end() <= kind.max_players,
        "{} tables have {} to {} players, not {} to {} ({rule})",
        G::NAME,
        kind.min_players,
        kind.max_players,
        sizes.start(),
        sizes.end()
    );
    Ok(sizes)
}
