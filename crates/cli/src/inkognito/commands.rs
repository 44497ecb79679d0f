//! The Inkognito commands: their options, and the configuration and bots they hand to the
//! generic `sim`, `arena` and `play`.

use super::play::InkognitoConsole;
use crate::args::{self, check_bots, check_distinct, check_sizes, every_level, strongest};
use crate::{arena, sim, terminal};
use clap::Args;
use whodunit_inkognito::{bots, kind, Config, Inkognito, MAX_PLAYERS, MIN_PLAYERS};

/// The table size for the commands that play one (IK-SETUP-01).
#[derive(Args)]
pub struct PlayersArgs {
    /// Number of players, 3 to 5 (4 is the base game; 3 adds a dummy agent, 5 an Ambassador player).
    #[arg(long, default_value_t = 4)]
    players: usize,
}

impl PlayersArgs {
    fn config(&self) -> anyhow::Result<Config> {
        check_sizes(&kind(), self.players..=self.players, "IK-SETUP-01")?;
        Ok(Config::with_players(self.players))
    }
}

#[derive(Args)]
pub struct SimArgs {
    #[command(flatten)]
    players: PlayersArgs,
    /// Bot levels by seat (cycled), e.g. `random,expert` (default: the strongest level in
    /// every seat).
    #[arg(long, value_delimiter = ',')]
    bots: Option<Vec<String>>,
    #[command(flatten)]
    common: args::SimCommon,
}

#[derive(Args)]
pub struct ArenaArgs {
    /// The bots to compare, comma-separated (default: every level).
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

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    players: PlayersArgs,
    /// The bots' level in every other seat (default: the strongest).
    #[arg(long)]
    bot: Option<String>,
    #[command(flatten)]
    common: args::PlayCommon,
}

pub fn sim(args: SimArgs) -> anyhow::Result<()> {
    let config = args.players.config()?;
    let bots = args.bots.unwrap_or_else(|| vec![strongest(&kind())]);
    check_bots(&kind(), &bots)?;
    let seat_names: Vec<String> = (0..config.players)
        .map(|seat| bots[seat % bots.len()].clone())
        .collect();
    let plan = sim::SimPlan::<Inkognito>::new(config, bots, bots::by_level, &args.common);
    sim::command(plan, &args.common.run, &seat_names)
}

pub fn arena(args: ArenaArgs) -> anyhow::Result<()> {
    let sizes = check_sizes(&kind(), args.min_players..=args.max_players, "IK-SETUP-01")?;
    let bots = args.bots.clone().unwrap_or_else(|| every_level(&kind()));
    check_bots(&kind(), &bots)?;
    check_distinct(&bots)?;
    let plan = arena::ArenaPlan::<Inkognito>::new(
        sizes,
        bots,
        bots::by_level,
        &Config::with_players,
        &args.common,
    );
    arena::command(plan, args.common.run.json)
}

pub fn play(args: PlayArgs) -> anyhow::Result<()> {
    let bot = args.bot.unwrap_or_else(|| strongest(&kind()));
    check_bots(&kind(), std::slice::from_ref(&bot))?;
    let options = terminal::PlayOptions::<Inkognito>::new(
        args.players.config()?,
        vec![bot],
        bots::by_level,
        args.common,
    );
    terminal::play_here("Inkognito", options, &mut InkognitoConsole::default())
}
