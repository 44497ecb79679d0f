//! The games as Python sees them: found by name in the registry.

use crate::errors;
use crate::json::from_python;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::Value;
use std::sync::{Arc, OnceLock};
use whodunit_engine::GameKind;

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

/// Every game: its name, smallest and largest table, and bot levels (weakest first).
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
            Ok(game)
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
