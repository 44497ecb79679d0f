//! The games as Python sees them: found by name in the registry.

use crate::errors;
use crate::json::from_python;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::Value;
use std::sync::{Arc, OnceLock};
use whodunit_engine::{Field, GameKind};

fn kinds() -> &'static [Arc<dyn GameKind>] {
    static KINDS: OnceLock<Vec<Arc<dyn GameKind>>> = OnceLock::new();
    KINDS.get_or_init(|| whodunit_games::all().into_iter().map(Arc::from).collect())
}

/// The game called `name`, or a `SetupError` listing the names there are.
pub fn kind(py: Python<'_>, name: &str) -> PyResult<Arc<dyn GameKind>> {
    kinds()
        .iter()
        .find(|kind| kind.name() == name)
        .cloned()
        .ok_or_else(|| {
            let names: Vec<&str> = kinds().iter().map(|kind| kind.name()).collect();
            errors::setup(
                py,
                format!("no game {name:?}; the games are {}", names.join(", ")),
            )
        })
}

/// Every game: its name, smallest and largest table, bot levels (weakest first), the most
/// outcomes one of its draws has (its widest chance node), and its action blocks: the runs
/// of ids that combine independent parts (each a dict of `name`, `first_id` and `parts`,
/// each part a dict of `name` and `values`, slowest first).
#[pyfunction]
pub fn games(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    kinds()
        .iter()
        .map(|kind| {
            let game = PyDict::new(py);
            game.set_item("name", kind.name())?;
            game.set_item("min_players", kind.min_players())?;
            game.set_item("max_players", kind.max_players())?;
            game.set_item("bot_levels", kind.bot_levels().to_vec())?;
            game.set_item("max_chance_outcomes", kind.max_chance_outcomes())?;
            game.set_item("action_blocks", action_blocks(py, kind.as_ref())?)?;
            Ok(game)
        })
        .collect()
}

/// `kind`'s action blocks as dicts, for `games`.
fn action_blocks<'py>(py: Python<'py>, kind: &dyn GameKind) -> PyResult<Vec<Bound<'py, PyDict>>> {
    kind.action_blocks()
        .into_iter()
        .map(|block| {
            let entry = PyDict::new(py);
            entry.set_item("name", block.name)?;
            entry.set_item("first_id", block.first_id)?;
            let parts = block
                .parts
                .into_iter()
                .map(|part| {
                    let described = PyDict::new(py);
                    described.set_item("name", part.name)?;
                    described.set_item("values", part.values)?;
                    Ok(described)
                })
                .collect::<PyResult<Vec<_>>>()?;
            entry.set_item("parts", parts)?;
            Ok(entry)
        })
        .collect()
}

/// How many action ids `game` has: every action of every state has an id below it.
#[pyfunction]
pub fn num_distinct_actions(py: Python<'_>, game: &str) -> PyResult<usize> {
    Ok(kind(py, game)?.action_count())
}

/// The fields of a seat's observation in `game` at `players` seats, in order: each with
/// its `name`, `offset` in the observation, `len` and `meaning`.
#[pyfunction]
pub fn observation_fields<'py>(
    py: Python<'py>,
    game: &str,
    players: usize,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let kind = kind_at(py, game, players)?;
    described(py, kind.observation_fields(players))
}

/// The fields of a seat's information-state tensor in `game` at `players` seats, laid out
/// as `observation_fields` describes them: the observation's, then the seat's exact
/// notebook's.
#[pyfunction]
pub fn information_state_fields<'py>(
    py: Python<'py>,
    game: &str,
    players: usize,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let kind = kind_at(py, game, players)?;
    described(py, kind.information_state_fields(players))
}

/// The game called `game` if it is played by `players`, or a `SetupError`.
fn kind_at(py: Python<'_>, game: &str, players: usize) -> PyResult<Arc<dyn GameKind>> {
    let kind = kind(py, game)?;
    if !(kind.min_players()..=kind.max_players()).contains(&players) {
        return Err(errors::setup(
            py,
            format!(
                "{game} takes {} to {} players, not {players}",
                kind.min_players(),
                kind.max_players()
            ),
        ));
    }
    Ok(kind)
}

/// `fields` as dicts of their `name`, `offset`, `len` and `meaning`.
fn described(py: Python<'_>, fields: Vec<Field>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    let mut offset = 0;
    fields
        .into_iter()
        .map(|field| {
            let entry = PyDict::new(py);
            entry.set_item("name", field.name)?;
            entry.set_item("offset", offset)?;
            entry.set_item("len", field.len)?;
            entry.set_item("meaning", field.meaning)?;
            offset += field.len;
            Ok(entry)
        })
        .collect()
}

/// The configuration of `kind` for `players` seats with `options` laid over the default;
/// an option the game does not read is refused (the engine drops it silently).
pub fn config(
    py: Python<'_>,
    kind: &dyn GameKind,
    players: usize,
    options: Option<&Bound<'_, PyAny>>,
) -> PyResult<Value> {
    let options = options.map(from_python).transpose()?.unwrap_or(Value::Null);
    let config = kind
        .config(players, &options)
        .map_err(|error| errors::setup_error(py, error))?;
    if let (Some(read), Some(given)) = (config.as_object(), options.as_object()) {
        let unread = given
            .iter()
            .find(|(key, value)| !value.is_null() && !read.contains_key(*key));
        if let Some((key, _)) = unread {
            let default = kind
                .config(players, &Value::Null)
                .map_err(|error| errors::setup_error(py, error))?;
            return Err(errors::setup(
                py,
                format!(
                    "{} has no option {key:?}; its default configuration is {default}",
                    kind.name()
                ),
            ));
        }
    }
    Ok(config)
}
