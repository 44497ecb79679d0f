//! The Cluedo commands: their options, and the configuration and bots they hand to the
//! generic `sim`, `arena` and `play`.

use super::play::CluedoConsole;
use crate::args::{self, check_bots, check_distinct, check_sizes};
use crate::{arena, sim, terminal};
use clap::Args;
use whodunit_cluedo::{bots, kind, Cluedo, Config};

/// Cluedo's optional rules, for every command that starts games.
#[derive(Args)]
pub struct RuleArgs {
    /// Only a pawn that entered its room this turn, or was summoned there, may suggest
    /// (CL-SUGGEST-10).
    #[arg(long)]
    modern_suggestion_rule: bool,
    /// A wrong accuser does not get to see the envelope (CL-ACCUSE-7).
    #[arg(long)]
    hide_envelope_from_wrong_accuser: bool,
}

/// A table of bots: how many seats and which bots.
#[derive(Args)]
pub struct TableArgs {
    /// Number of players, 2 to 6; the suspects are taken in seat order from Scarlett.
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Bot levels, one per bot seat in turn (cycled): easy, medium, hard; also their former
    /// names random (easy), eliminator (medium) and expert (hard).
    #[arg(long, value_delimiter = ',', default_value = "medium")]
    bots: Vec<String>,
    #[command(flatten)]
    rules: RuleArgs,
}

/// A safety net for batches of bot games.
#[derive(Args)]
pub struct LimitArgs {
    /// End a game with no winner after this many turns (0: no limit).
    #[arg(long, default_value_t = 1000)]
    turn_limit: u32,
}

impl LimitArgs {
    fn get(&self) -> Option<u32> {
        (self.turn_limit > 0).then_some(self.turn_limit)
    }
}

/// Cluedo: win share by seat, end reasons, mean turns per game.
#[derive(Args)]
pub struct SimArgs {
    #[command(flatten)]
    table: TableArgs,
    #[command(flatten)]
    limit: LimitArgs,
    #[command(flatten)]
    common: args::SimCommon,
}

/// Cluedo: tables of 3 to 6 by default; includes each bot alone against a field.
#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated: easy, medium, hard; also their former names
    /// random (easy), eliminator (medium) and expert (hard).
    #[arg(long, value_delimiter = ',', default_value = "medium,easy")]
    bots: Vec<String>,
    /// Smallest table size (3 by default, as in the Speed Clue contests).
    #[arg(long, default_value_t = 3)]
    min_players: usize,
    /// Largest table size.
    #[arg(long, default_value_t = 6)]
    max_players: usize,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    limit: LimitArgs,
    #[command(flatten)]
    common: args::ArenaCommon,
}

/// Cluedo for 2 to 6 players, you and bots.
#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    table: TableArgs,
    #[command(flatten)]
    common: args::PlayCommon,
}

fn config(players: usize, rules: &RuleArgs, turn_limit: Option<u32>) -> Config {
    Config {
        modern_suggestion_rule: rules.modern_suggestion_rule,
        hide_envelope_from_wrong_accuser: rules.hide_envelope_from_wrong_accuser,
        turn_limit,
        ..Config::with_players(players)
    }
}

fn table_config(table: &TableArgs, turn_limit: Option<u32>) -> anyhow::Result<Config> {
    check_sizes(&kind(), table.players..=table.players, "CL-SETUP-1")?;
    check_bots(&kind(), &table.bots)?;
    Ok(config(table.players, &table.rules, turn_limit))
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    let config = table_config(&args.table, args.limit.get())?;
    let seat_names: Vec<String> = config.players.iter().map(|s| s.to_string()).collect();
    let plan = sim::SimPlan::<Cluedo>::new(config, args.table.bots, bots::by_level, &args.common);
    sim::command(plan, &args.common.run, &seat_names)
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    let sizes = check_sizes(&kind(), args.min_players..=args.max_players, "CL-SETUP-1")?;
    check_bots(&kind(), &args.bots)?;
    check_distinct(&args.bots)?;
    let limit = args.limit.get();
    let config_for = |players: usize| config(players, &args.rules, limit);
    let plan = arena::ArenaPlan::<Cluedo>::new(
        sizes,
        args.bots.clone(),
        bots::by_level,
        &config_for,
        &args.common,
    );
    arena::command(plan, args.common.run.json)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let config = table_config(&args.table, None)?;
    let options =
        terminal::PlayOptions::<Cluedo>::new(config, args.table.bots, bots::by_level, args.common);
    terminal::play_here("Cluedo", options, &mut CluedoConsole)
}

/// Cluedo: record suggestions and accusations, see each card's chances and the facts.
#[derive(Args)]
pub struct NotebookArgs {
    /// The session file: resumed if it exists, created otherwise, saved after every entry.
    #[arg(long, default_value = "cluedo-notebook.json")]
    session: std::path::PathBuf,
}

pub fn notebook(args: NotebookArgs) -> anyhow::Result<()> {
    crate::companion::run_here::<super::companion::Companion>(&args.session)
}
