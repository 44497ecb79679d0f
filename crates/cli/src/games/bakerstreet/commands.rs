//! The Bakerstreet commands: their options, and the configuration and bots they hand to
//! the generic `sim`, `arena` and `play`.

use super::play::BakerstreetConsole;
use crate::args::{self, check_bots, check_distinct, check_sizes, every_level, strongest};
use crate::{arena, sim, terminal};
use clap::Args;
use whodunit_bakerstreet::{bots, kind, Bakerstreet, Config};

/// Bakerstreet's optional rules, for every command that starts games.
#[derive(Args)]
pub struct RuleArgs {
    /// An evaluation winner may not take a second card of a letter already collected
    /// (BS-EVIDENCE-8).
    #[arg(long)]
    one_card_per_letter: bool,
}

/// A safety net for batches of bot games: nothing in the rules forces progress.
#[derive(Args)]
pub struct LimitArgs {
    /// End a game after this many rounds, the longer run winning (BS-END-7); 0: no limit.
    #[arg(long, default_value_t = DEFAULT_MAX_ROUNDS)]
    max_rounds: u32,
}

/// Far above any game the bots play, low enough that a run cannot hang.
const DEFAULT_MAX_ROUNDS: u32 = 500;

impl LimitArgs {
    fn get(&self) -> Option<u32> {
        (self.max_rounds > 0).then_some(self.max_rounds)
    }
}

/// Bakerstreet: win share by seat, draws, end reasons, mean rounds per game.
#[derive(Args)]
pub struct SimArgs {
    /// Bot levels by seat (cycled): easy, medium, hard; also their former names random (easy)
    /// and expert (hard), and expert-forgetful, kept for comparisons (default: the strongest
    /// in both seats).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    limit: LimitArgs,
    #[command(flatten)]
    common: args::SimCommon,
}

/// Bakerstreet: two seats, every pairing in both seat orders, each pair's duel with a 95%
/// interval; draws count half in the duels and in Elo.
#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated: easy, medium, hard; also their former names
    /// random (easy) and expert (hard), and expert-forgetful, kept for comparisons (default:
    /// every level).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    limit: LimitArgs,
    #[command(flatten)]
    common: args::ArenaCommon,
}

/// Bakerstreet, you against one bot: type `help` at the prompt for the actions.
///
/// The table is shown as your seat sees it: the top card of each of the five stacks,
/// the pile sizes, your hand, the round's bids, the discard tops and your collection.
/// Type `place 3x2 2 17` (your 3 with x2 on position 2, bidding 17), `challenge`,
/// `choose 2` or `take F`; a refused action names its rule and you try again.
#[derive(Args)]
pub struct PlayArgs {
    /// The bot you play against: easy, medium or hard (default: the strongest level).
    #[arg(long)]
    bot: Option<String>,
    /// End the game after this many rounds, the longer run winning (BS-END-7).
    #[arg(long)]
    max_rounds: Option<u32>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    common: args::PlayCommon,
}

fn config(rules: &RuleArgs, max_rounds: Option<u32>) -> Config {
    Config {
        one_card_per_letter: rules.one_card_per_letter,
        max_rounds,
        ..Config::default()
    }
}

/// The game's two seats, the only table size (BS-SETUP-1).
fn sizes() -> anyhow::Result<std::ops::RangeInclusive<usize>> {
    let kind = kind();
    check_sizes(&kind, kind.min_players..=kind.max_players, "BS-SETUP-1")
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    let bots = args.bots.unwrap_or_else(|| vec![strongest(&kind())]);
    check_bots(&kind(), &bots)?;
    let seat_names: Vec<String> = (0..*sizes()?.end())
        .map(|seat| bots[seat % bots.len()].clone())
        .collect();
    let config = config(&args.rules, args.limit.get());
    let plan = sim::SimPlan::<Bakerstreet>::new(config, bots, bots::by_level, &args.common);
    sim::command(plan, &args.common.run, &seat_names)
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    let bots = args.bots.clone().unwrap_or_else(|| every_level(&kind()));
    check_bots(&kind(), &bots)?;
    check_distinct(&bots)?;
    let max_rounds = args.limit.get();
    let config_for = |_players: usize| config(&args.rules, max_rounds);
    let plan = arena::ArenaPlan::<Bakerstreet>::new(
        sizes()?,
        bots,
        bots::by_level,
        &config_for,
        &args.common,
    );
    arena::command(plan, args.common.run.json)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let bot = args.bot.unwrap_or_else(|| strongest(&kind()));
    check_bots(&kind(), std::slice::from_ref(&bot))?;
    let options = terminal::PlayOptions::<Bakerstreet>::new(
        config(&args.rules, args.max_rounds),
        vec![bot],
        bots::by_level,
        args.common,
    );
    terminal::play_here("Bakerstreet", options, &mut BakerstreetConsole::default())
}

/// Bakerstreet: the companion for a physical game. Record every move, challenge, choice,
/// look, take and draw; it shows the stacks with their covered cards, the opponent's unseen
/// cards, the exact chances of their hand total and of reaching the bid, and the letters
/// each side needs.
#[derive(Args)]
pub struct NotebookArgs {
    /// The session file: resumed if it exists, created otherwise, saved after every entry.
    #[arg(long, default_value = "bakerstreet-notebook.json")]
    session: std::path::PathBuf,
}

pub fn notebook(args: NotebookArgs) -> anyhow::Result<()> {
    crate::companion::run_here::<super::companion::Companion>(&args.session)
}
