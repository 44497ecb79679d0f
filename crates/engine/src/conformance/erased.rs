//! The game through the erased layer (`Kind<G>` and `Table`), played by its own bots: at
//! every step each viewer's events, read back from their JSON, are the typed events as
//! redacted for it, and the legal list read back is the typed list; every listed action is
//! accepted by the erased table and the bots' choices are listed. The action ids and
//! observations the erased table gives are the typed ones ([`Encoding`]). The kind says what
//! it is: its name, table sizes and bot levels.

use super::Failure;
use crate::erased::typed_state;
use crate::{
    observation_len, ActionError, Encoding, GameKind, Json, Seat, SetupError, Table, TableBot,
    Viewer,
};
use serde_json::json;

/// What a kind says of itself.
pub struct KindFacts<'a> {
    pub name: &'a str,
    /// The fewest and the most players.
    pub players: (usize, usize),
    pub bot_levels: &'a [&'a str],
}

/// Checks that `kind` says `facts`; that every table size in range takes the default
/// configuration (`{}` as options) and makes a table; that the sizes just outside are
/// refused as malformed; and that an unknown bot level makes no bot.
pub fn check_kind(kind: &dyn GameKind, facts: KindFacts<'_>) -> Result<(), Failure> {
    let (min, max) = facts.players;
    if (kind.name(), kind.min_players(), kind.max_players()) != (facts.name, min, max) {
        return Err(format!(
            "{} takes {} to {} players, not {} with {min} to {max}",
            kind.name(),
            kind.min_players(),
            kind.max_players(),
            facts.name
        ));
    }
    if kind.bot_levels() != facts.bot_levels {
        return Err(format!("bot levels {:?}", kind.bot_levels()));
    }
    for players in min..=max {
        let config = kind
            .config(players, &json!({}))
            .map_err(|e| format!("{players} players: the defaults refused: {e}"))?;
        kind.new_table(&config, 1)
            .map_err(|e| format!("{players} players: the default table refused: {e}"))?;
    }
    for players in [min - 1, max + 1] {
        if !matches!(
            kind.config(players, &json!(null)),
            Err(SetupError::Malformed(_))
        ) {
            return Err(format!("{players} players not refused as malformed"));
        }
    }
    if kind.new_bot("genius", Seat(0), 1).is_some() {
        return Err("a bot of the unknown level \"genius\"".to_string());
    }
    Ok(())
}

/// How the erased game is played: the kind, its configuration and seed, a bot level and
/// each seat's bot seed.
pub struct ErasedGame<'a> {
    pub kind: &'a dyn GameKind,
    pub config: &'a serde_json::Value,
    pub seed: u64,
    pub level: &'a str,
    pub bot_seed: &'a dyn Fn(Seat) -> u64,
}

/// Every viewer of `table`: each seat, a spectator, the omniscient viewer.
pub fn viewers_of(table: &dyn Table) -> Vec<Viewer> {
    (0..table.seat_count() as u8)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator, Viewer::Omniscient])
        .collect()
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
/// read back are the typed redactions, and its view is the typed view's JSON, and a seat's
/// observation is the typed one; for the seat to act, the legal list read back is the typed
/// list and each listed action is accepted, and its legal ids are the typed list's ids, each
/// accepted by `apply_id` as that action, while the id past the last is malformed.
pub fn check_round_trip<G: Encoding>(table: &dyn Table, viewers: &[Viewer]) -> Result<(), Failure> {
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
        if let Some(seat) = viewer.seat() {
            check_observation::<G>(table, state, seat)?;
        }
    }
    let Some(seat) = table.to_act() else {
        return Ok(());
    };
    let legal: Vec<G::Action> = read(&table.legal_actions(seat))?;
    if legal.is_empty() {
        return Err(format!("{seat} is to act without legal actions"));
    }
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
    check_ids::<G>(table, seat, &legal)
}

/// The erased table's observation of `seat` is the typed observation of its view.
fn check_observation<G: Encoding>(
    table: &dyn Table,
    state: &G::State,
    seat: Seat,
) -> Result<(), Failure> {
    let len = observation_len(&G::observation_fields(G::seat_count(state)));
    let mut typed = vec![0.0; len];
    G::observe(&G::view(state, Viewer::Seat(seat)), &mut typed);
    // Filled with something else first: the table must not rely on a clean buffer.
    let mut erased = vec![0.5; len];
    table.observe(seat, &mut erased);
    if erased != typed {
        return Err(format!(
            "{seat}: the erased observation is not the typed one"
        ));
    }
    Ok(())
}

/// `seat`'s legal ids are the ids of `legal`, ascending, each taken by `apply_id` as its
/// action; the first id not legal is refused by a rule, changing nothing; the id past the
/// last names nothing.
fn check_ids<G: Encoding>(
    table: &dyn Table,
    seat: Seat,
    legal: &[G::Action],
) -> Result<(), Failure> {
    let mut typed: Vec<usize> = legal.iter().map(G::action_id).collect();
    typed.sort_unstable();
    let ids = table.legal_ids(seat);
    if ids != typed {
        return Err(format!("{seat}: legal ids {ids:?}, typed {typed:?}"));
    }
    for action in legal {
        let id = G::action_id(action);
        let taken = table
            .clone_table()
            .apply_id(seat, id)
            .map_err(|e| format!("{seat}: the legal id {id} refused: {e}"))?;
        let expected = serde_json::to_value(action).map_err(|e| e.to_string())?;
        if taken != expected {
            return Err(format!("{seat}: id {id} took {taken}, not {expected}"));
        }
    }
    if let Some(id) = (0..G::action_count()).find(|id| ids.binary_search(id).is_err()) {
        let mut refused = table.clone_table();
        let answer = refused.apply_id(seat, id);
        if !matches!(answer, Err(ActionError::Rule(_))) {
            return Err(format!("{seat}: the id {id}, not legal, gave {answer:?}"));
        }
        if refused.view(Viewer::Omniscient).get() != table.view(Viewer::Omniscient).get() {
            return Err(format!("{seat}: the refused id {id} changed the table"));
        }
    }
    match table.clone_table().apply_id(seat, G::action_count()) {
        Err(ActionError::Malformed(_)) => Ok(()),
        other => Err(format!("{seat}: the id past the last gave {other:?}")),
    }
}
