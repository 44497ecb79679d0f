//! The bots sitting at one table.
//!
//! A bot's choices depend only on its seat, its seed and the steps it observed (see the
//! engine's `Bot` and `TableBot`), so a bot is rebuilt exactly by making a fresh one with the
//! same seed and letting it observe every step again. That is how bots come back after a
//! server restart, and how one that missed a step (or panicked) is repaired.

use crate::history::History;
use crate::store::SeatPlayer;
use std::sync::Arc;
use whodunit_engine::{GameKind, GameRng, Seat, Table, TableBot};

/// Keeps bot seeds apart from the game's own stream, which starts from the table seed.
const BOT_STREAM: u64 = 0x626f_7473; // "bots"

/// Keeps the seeds of bots standing in for people apart from the seated bots'.
const STAND_IN_STREAM: u64 = 0x7374_616e_6469_6e00; // "standin"

/// The seed of the bot in `seat` of a table with `table_seed`.
pub fn bot_seed(table_seed: u64, seat: Seat) -> u64 {
    GameRng::derive(table_seed, BOT_STREAM + u64::from(seat.0))
}

/// The seed of the bot standing in for the person in `seat`.
fn stand_in_seed(table_seed: u64, seat: Seat) -> u64 {
    GameRng::derive(table_seed, STAND_IN_STREAM + u64::from(seat.0))
}

struct BotSeat {
    level: String,
    seed: u64,
    /// `None` while the bot is away choosing an action.
    bot: Option<Box<dyn TableBot>>,
    /// A step was accepted while the bot was away, so it must be rebuilt on return.
    missed: bool,
}

pub struct Bots {
    kind: Arc<dyn GameKind>,
    seats: Vec<Option<BotSeat>>,
}

impl Bots {
    /// The bots of a table, each caught up with `history`. Unknown levels are reported.
    pub fn new(
        kind: Arc<dyn GameKind>,
        players: &[SeatPlayer],
        table_seed: u64,
        history: &History,
    ) -> Result<Bots, String> {
        let mut bots = Bots {
            kind,
            seats: Vec::with_capacity(players.len()),
        };
        for (index, player) in players.iter().enumerate() {
            let seat = Seat(index as u8);
            let entry = match player {
                SeatPlayer::Human { .. } => None,
                SeatPlayer::Bot { level } => Some(BotSeat {
                    level: level.clone(),
                    seed: bot_seed(table_seed, seat),
                    bot: None,
                    missed: false,
                }),
            };
            bots.seats.push(entry);
            if bots.seats[index].is_some() {
                let bot = bots
                    .rebuild(seat, history)
                    .ok_or_else(|| format!("{} has no bot level {player:?}", bots.kind.name()))?;
                if let Some(entry) = bots.seats[index].as_mut() {
                    entry.bot = Some(bot);
                }
            }
        }
        Ok(bots)
    }

    /// Seats a bot of `level` in the person's `seat`, to stand in for them, caught up with
    /// `history`; kept (observing every step) once made. `false` if the game has no such
    /// level.
    pub fn add_stand_in(
        &mut self,
        seat: Seat,
        level: &str,
        table_seed: u64,
        history: &History,
    ) -> bool {
        let Some(slot) = self.seats.get_mut(seat.index()) else {
            return false;
        };
        if slot.is_some() {
            return true;
        }
        let seed = stand_in_seed(table_seed, seat);
        let Some(bot) = caught_up(&*self.kind, level, seat, seed, history) else {
            return false;
        };
        *slot = Some(BotSeat {
            level: level.to_string(),
            seed,
            bot: Some(bot),
            missed: false,
        });
        true
    }

    /// A fresh bot for `seat` that has observed every step of `history`.
    fn rebuild(&self, seat: Seat, history: &History) -> Option<Box<dyn TableBot>> {
        let entry = self.seats.get(seat.index())?.as_ref()?;
        caught_up(&*self.kind, &entry.level, seat, entry.seed, history)
    }

    /// Shows the last accepted step to every bot; a bot that is away will be rebuilt.
    pub fn observe_last(&mut self, table: &dyn Table) {
        for entry in self.seats.iter_mut().flatten() {
            match entry.bot.as_mut() {
                Some(bot) => bot.observe_last(table),
                None => entry.missed = true,
            }
        }
    }

    /// Lends the bot of `seat` out to choose an action, if it is at home.
    pub fn take(&mut self, seat: Seat) -> Option<Box<dyn TableBot>> {
        self.seats.get_mut(seat.index())?.as_mut()?.bot.take()
    }

    /// Takes a lent bot back, or rebuilds it when it is lost (`None`) or missed a step.
    pub fn put_back(&mut self, seat: Seat, bot: Option<Box<dyn TableBot>>, history: &History) {
        let missed = self
            .seats
            .get(seat.index())
            .and_then(Option::as_ref)
            .is_some_and(|entry| entry.missed);
        let bot = match bot {
            Some(bot) if !missed => Some(bot),
            _ => self.rebuild(seat, history),
        };
        if let Some(Some(entry)) = self.seats.get_mut(seat.index()) {
            entry.bot = bot;
            entry.missed = false;
        }
    }
}

/// A fresh bot of `level` for `seat` that has observed every step of `history`.
fn caught_up(
    kind: &dyn GameKind,
    level: &str,
    seat: Seat,
    seed: u64,
    history: &History,
) -> Option<Box<dyn TableBot>> {
    let mut bot = kind.new_bot(level, seat, seed)?;
    for step in history.steps() {
        bot.observe_last(&*step.after);
    }
    Some(bot)
}
