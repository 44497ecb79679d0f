//! The commands of games whose table is set by the number of players alone (P.I. and
//! Inkognito): the checks, defaults and plans they hand to the generic `sim`, `arena` and
//! `play`. Each game keeps its own options, whose help names its sizes.

use crate::args::{
    check_bots, check_distinct, check_sizes, every_level, strongest, ArenaCommon, PlayCommon,
    SimCommon,
};
use crate::replay::LogGame;
use crate::sim::SimGame;
use crate::terminal::{self, Console};
use crate::{arena, sim};
use std::ops::RangeInclusive;
use whodunit_engine::Kind;

/// One such game's commands: its registration and the rule that sets its table sizes.
pub struct Commands<G: SimGame> {
    pub kind: Kind<G>,
    pub size_rule: &'static str,
}

impl<G: SimGame + LogGame> Commands<G> {
    /// The configuration of a table of `players`, refused with the size rule.
    fn config(&self, players: usize) -> anyhow::Result<G::Config> {
        check_sizes(&self.kind, players..=players, self.size_rule)?;
        Ok((self.kind.default_config)(players))
    }

    /// `sim`: `bots` by seat, cycled (default: the strongest level in every seat).
    pub fn sim(
        &self,
        players: usize,
        bots: Option<Vec<String>>,
        common: &SimCommon,
    ) -> anyhow::Result<()> {
        let config = self.config(players)?;
        let bots = bots.unwrap_or_else(|| vec![strongest(&self.kind)]);
        check_bots(&self.kind, &bots)?;
        let seat_names: Vec<String> = (0..players)
            .map(|seat| bots[seat % bots.len()].clone())
            .collect();
        let plan = sim::SimPlan::<G>::new(config, bots, self.kind.make_bot, common);
        sim::command(plan, &common.run, &seat_names)
    }

    /// `arena`: every table size in `sizes` (default bots: every level).
    pub fn arena(
        &self,
        sizes: RangeInclusive<usize>,
        bots: Option<Vec<String>>,
        common: &ArenaCommon,
    ) -> anyhow::Result<()> {
        let sizes = check_sizes(&self.kind, sizes, self.size_rule)?;
        let bots = bots.unwrap_or_else(|| every_level(&self.kind));
        check_bots(&self.kind, &bots)?;
        check_distinct(&bots)?;
        let plan = arena::ArenaPlan::<G>::new(
            sizes,
            bots,
            self.kind.make_bot,
            &self.kind.default_config,
            common,
        );
        arena::command(plan, common.run.json)
    }

    /// `play`: one seat in the terminal, the `bot` level in every other (default: the
    /// strongest).
    pub fn play(
        &self,
        title: &str,
        players: usize,
        bot: Option<String>,
        common: PlayCommon,
        console: &mut impl Console<G>,
    ) -> anyhow::Result<()> {
        let bot = bot.unwrap_or_else(|| strongest(&self.kind));
        check_bots(&self.kind, std::slice::from_ref(&bot))?;
        let config = self.config(players)?;
        let options =
            terminal::PlayOptions::<G>::new(config, vec![bot], self.kind.make_bot, common);
        terminal::play_here(title, options, console)
    }
}
