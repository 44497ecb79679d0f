//! The Guess commands: their one option, the deck size, and the generic `sim`, `arena` and
//! `play` they hand it to.

use super::play::GuessConsole;
use crate::args::{self, check_bots, check_distinct, every_level, strongest};
use crate::{arena, sim, terminal};
use clap::Args;
use whodunit_guess::{bots, kind, Config, Guess};

#[derive(Args)]
pub struct DeckArgs {
    /// Cards in the deck: odd, 3 to 15 (GU-SETUP-1).
    #[arg(long, default_value_t = whodunit_guess::config::DEFAULT_CARDS)]
    cards: u8,
}

impl DeckArgs {
    fn config(&self) -> Config {
        Config {
            cards: self.cards,
            explicit: None,
        }
    }
}

/// Guess the hidden card (a test game): win share by seat, mean asks per game.
#[derive(Args)]
pub struct SimArgs {
    /// Bot levels by seat (cycled): easy, hard (default: the strongest in both seats).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    deck: DeckArgs,
    #[command(flatten)]
    common: args::SimCommon,
}

/// Guess the hidden card (a test game): every pairing of bots in both seat orders.
#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated: easy, hard (default: every level).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    deck: DeckArgs,
    #[command(flatten)]
    common: args::ArenaCommon,
}

/// Guess the hidden card (a test game), you against one bot: `ask C` or `guess C`.
#[derive(Args)]
pub struct PlayArgs {
    /// The bot you play against: easy or hard (default: hard).
    #[arg(long)]
    bot: Option<String>,
    #[command(flatten)]
    deck: DeckArgs,
    #[command(flatten)]
    common: args::PlayCommon,
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    let bots = args.bots.unwrap_or_else(|| vec![strongest(&kind())]);
    check_bots(&kind(), &bots)?;
    let seat_names: Vec<String> = (0..2).map(|seat| bots[seat % bots.len()].clone()).collect();
    let plan = sim::SimPlan::<Guess>::new(args.deck.config(), bots, bots::by_level, &args.common);
    sim::command(plan, &args.common.run, &seat_names)
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    let bots = args.bots.clone().unwrap_or_else(|| every_level(&kind()));
    check_bots(&kind(), &bots)?;
    check_distinct(&bots)?;
    let config_for = |_players: usize| args.deck.config();
    let plan =
        arena::ArenaPlan::<Guess>::new(2..=2, bots, bots::by_level, &config_for, &args.common);
    arena::command(plan, args.common.run.json)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let bot = args.bot.unwrap_or_else(|| strongest(&kind()));
    check_bots(&kind(), std::slice::from_ref(&bot))?;
    let options = terminal::PlayOptions::<Guess>::new(
        args.deck.config(),
        vec![bot],
        bots::by_level,
        args.common,
    );
    terminal::play_here(
        "Guess the hidden card",
        options,
        &mut GuessConsole::default(),
    )
}
