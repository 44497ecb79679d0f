//! The game through the erased layer (`Kind<G>` and `Table`), played by its own bots: at
//! every step each viewer's events, read back from their JSON, are the typed events as
//! redacted for it, and the legal list read back is the typed list; every listed action is
//! accepted by the erased table and the bots' choices are listed.

use super::Failure;
use crate::erased::typed_state;
use crate::{Game, GameKind, Json, Seat, Table, TableBot, Viewer};

/// How the erased game is played: the kind, its configuration and seed, a bot level and
/// each seat's bot seed.
pub struct ErasedGame<'a> {
    pub kind: &'a dyn GameKind,
    pub config: &'a serde_json::Value,
    pub seed: u64,
    pub level: &'a str,
    pub bot_seed: &'a dyn Fn(Seat) -> u64,
}

/// Plays `game` to its end, calling `each_step` with the table after every action, and
/// returns the finished table and the number of actions (`limit` at most).
pub fn play_erased(
    game: ErasedGame<'_>,
    limit: usize,
    mut each_step: impl FnMut(&dyn Table) -> Result<(), Failure>,
) -> Result<(Box<dyn Table>, usize), Failure> {
    let ErasedGame {
        kind,
        config,
        seed,
        level,
        bot_seed,
    } = game;
    let mut table = kind
        .new_table(config, seed)
        .map_err(|e| format!("seed {seed}: setup: {e}"))?;
    let mut bots: Vec<Box<dyn TableBot>> = (0..table.seat_count() as u8)
        .map(|s| kind.new_bot(level, Seat(s), bot_seed(Seat(s))))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("{} has no bot {level:?}", kind.name()))?;
    let mut actions = 0;
    while let Some(seat) = table.to_act() {
        if actions >= limit {
            return Err(format!("seed {seed}: no end after {actions} actions"));
        }
        let action = bots[seat.index()].choose(table.as_ref());
        let listed: Vec<serde_json::Value> = read(&table.legal_actions(seat))?;
        if !listed.contains(&action) {
            return Err(format!(
                "seed {seed}, step {actions}: the bot's {action} is not listed"
            ));
        }
        table
            .apply(seat, &action)
            .map_err(|e| format!("seed {seed}, step {actions}: the bot's {action} refused: {e}"))?;
        for bot in &mut bots {
            bot.observe_last(table.as_ref());
        }
        actions += 1;
        each_step(table.as_ref()).map_err(|e| format!("seed {seed}, step {actions}: {e}"))?;
    }
    Ok((table, actions))
}

fn read<T: serde::de::DeserializeOwned>(json: &Json) -> Result<T, Failure> {
    serde_json::from_str(json.get()).map_err(|e| format!("{} does not read back: {e}", json.get()))
}

/// Checks one table of game `G` after a step: for every viewer of `viewers`, its events
/// read back are the typed redactions, and its view is the typed view's JSON; for the seat
/// to act, the legal list read back is the typed list and each listed action is accepted.
pub fn check_round_trip<G: Game>(table: &dyn Table, viewers: &[Viewer]) -> Result<(), Failure> {
    let (state, last) = typed_state::<G>(table);
    for &viewer in viewers {
        let events: Vec<G::Event> = table
            .last_events(viewer)
            .iter()
            .map(read)
            .collect::<Result<_, _>>()?;
        let typed: Vec<G::Event> = last.iter().filter_map(|e| G::redact(e, viewer)).collect();
        if events != typed {
            return Err(format!(
                "{viewer:?}: events {events:?} read back, typed {typed:?}"
            ));
        }
        let view = serde_json::to_string(&G::view(state, viewer)).map_err(|e| e.to_string())?;
        if table.view(viewer).get() != view {
            return Err(format!(
                "{viewer:?}: the erased view is not the typed view's JSON"
            ));
        }
    }
    let Some(seat) = table.to_act() else {
        return Ok(());
    };
    let legal: Vec<G::Action> = read(&table.legal_actions(seat))?;
    if legal != G::legal_actions(state, seat) {
        return Err(format!(
            "{seat}: the legal list read back differs from the typed one"
        ));
    }
    for action in &legal {
        let value = serde_json::to_value(action).map_err(|e| e.to_string())?;
        table
            .clone_table()
            .apply(seat, &value)
            .map_err(|e| format!("{seat}: the listed {value} refused: {e}"))?;
    }
    Ok(())
}
