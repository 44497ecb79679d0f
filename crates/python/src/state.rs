//! `whodunit.State`: one game in progress, the forward model. Actions are integers (the
//! game's fixed action ids, as OpenSpiel numbers actions: the same action has the same id in
//! every state) or the game's JSON action; views, events and observations come only through
//! the engine's `view` and redaction for the viewer asked for, as everywhere else.

use crate::errors;
use crate::json::{from_python, to_python};
use crate::registry;
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use serde_json::{json, Value};
use std::sync::Arc;
use whodunit_engine::{observation_len, ActionError, GameKind, Seat, Table, Viewer};

/// A game in progress: its kind, how it was set up, the table now and the actions so far.
#[pyclass(module = "whodunit._whodunit")]
pub struct State {
    kind: Arc<dyn GameKind>,
    config: Value,
    seed: u64,
    table: Box<dyn Table>,
    /// Every accepted action with its seat; shared between clones until one of them moves.
    actions: Arc<Vec<(Seat, Value)>>,
}

/// Seat `seat` of a table of `seats`, or an `IndexError`.
fn seat_of(seat: i64, seats: usize) -> PyResult<Seat> {
    match usize::try_from(seat) {
        Ok(index) if index < seats => Ok(Seat(index as u8)),
        _ => Err(PyIndexError::new_err(format!(
            "seat {seat} is not one of this game's {seats} seats"
        ))),
    }
}

/// A viewer from Python: a seat number, `"spectator"` or `"omniscient"`.
fn viewer(object: &Bound<'_, PyAny>, seats: usize) -> PyResult<Viewer> {
    if let Ok(seat) = object.extract::<i64>() {
        return seat_of(seat, seats).map(Viewer::Seat);
    }
    match object.extract::<String>().as_deref() {
        Ok("spectator") => Ok(Viewer::Spectator),
        Ok("omniscient") => Ok(Viewer::Omniscient),
        _ => Err(PyTypeError::new_err(
            "a viewer is a seat number, \"spectator\" or \"omniscient\"",
        )),
    }
}

impl State {
    fn start(
        kind: Arc<dyn GameKind>,
        config: Value,
        seed: u64,
    ) -> Result<State, whodunit_engine::SetupError> {
        let table = kind.new_table(&config, seed)?;
        Ok(State {
            kind,
            config,
            seed,
            table,
            actions: Arc::new(Vec::new()),
        })
    }

    /// Seat `seat`, or the seat to act.
    fn seat(&self, seat: Option<i64>) -> PyResult<Seat> {
        match seat {
            Some(seat) => seat_of(seat, self.table.seat_count()),
            None => self
                .table
                .to_act()
                .ok_or_else(|| PyValueError::new_err("the game is over: nobody is to act")),
        }
    }

    /// The table after each action so far, replayed from the seed (what a notebook reads).
    fn steps(&self) -> Vec<Box<dyn Table>> {
        let mut steps = Vec::with_capacity(self.actions.len());
        let Ok(mut table) = self.kind.new_table(&self.config, self.seed) else {
            return steps;
        };
        for (seat, action) in self.actions.iter() {
            // Each was accepted once; the same table takes it again.
            if table.apply(*seat, action).is_err() {
                break;
            }
            steps.push(table.clone_table());
        }
        steps
    }
}

#[pymethods]
impl State {
    /// A new game of `game` at `players` seats (default: four, or the nearest size the game
    /// takes), with `options` laid over its default configuration, or exactly `config`.
    #[new]
    #[pyo3(signature = (game, players=None, seed=0, options=None, config=None))]
    fn new(
        py: Python<'_>,
        game: &str,
        players: Option<usize>,
        seed: u64,
        options: Option<&Bound<'_, PyAny>>,
        config: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<State> {
        let kind = registry::kind(py, game)?;
        let config = match config {
            Some(config) => from_python(config)?,
            None => {
                let players =
                    players.unwrap_or_else(|| 4.clamp(kind.min_players(), kind.max_players()));
                registry::config(py, kind.as_ref(), players, options)?
            }
        };
        State::start(kind, config, seed).map_err(|error| errors::setup_error(py, error))
    }

    /// The game a record (`record()`, or a file of `whodunit` records) describes, with its
    /// actions replayed; a refused action raises `RuleError` naming its rule.
    #[staticmethod]
    fn from_record(py: Python<'_>, record: &Bound<'_, PyAny>) -> PyResult<State> {
        let record = from_python(record)?;
        let game = record["game"].as_str().unwrap_or_default();
        let kind = registry::kind(py, game)?;
        let seed = record["seed"]
            .as_u64()
            .ok_or_else(|| PyValueError::new_err("a record's seed is an unsigned integer"))?;
        let mut state = State::start(kind, record["config"].clone(), seed)
            .map_err(|error| errors::setup_error(py, error))?;
        let steps = record["actions"].as_array().cloned().unwrap_or_default();
        for step in steps {
            let seat = step["seat"]
                .as_i64()
                .ok_or_else(|| PyValueError::new_err("each recorded action has a seat number"))?;
            let seat = state.seat(Some(seat))?;
            state.apply_value(py, seat, step["action"].clone())?;
        }
        Ok(state)
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.kind.name()
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The configuration the game was set up with.
    #[getter]
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &self.config.to_string())
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.table.seat_count()
    }

    /// The seat to act, or `None` once the game is over.
    #[getter]
    fn current_player(&self) -> Option<usize> {
        self.table.to_act().map(Seat::index)
    }

    #[getter]
    fn is_terminal(&self) -> bool {
        self.table.to_act().is_none()
    }

    /// How many actions have been applied.
    #[getter]
    fn move_number(&self) -> usize {
        self.actions.len()
    }

    /// How many action ids the game has: every id is below it.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.kind.action_count()
    }

    /// The ids of the legal actions of `seat` (default: the seat to act), ascending.
    #[pyo3(signature = (seat=None))]
    fn legal_actions(&self, seat: Option<i64>) -> PyResult<Vec<usize>> {
        let seat = self.seat(seat)?;
        Ok(self.table.legal_ids(seat))
    }

    /// `num_distinct_actions` bytes, 1 at each legal id of `seat` (default: the seat to
    /// act) and 0 elsewhere: `numpy.frombuffer(mask, numpy.int8)` reads it without a copy.
    #[pyo3(signature = (seat=None))]
    fn legal_action_mask<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(seat)?;
        let mut mask = vec![0u8; self.kind.action_count()];
        for id in self.table.legal_ids(seat) {
            mask[id] = 1;
        }
        Ok(PyBytes::new(py, &mask))
    }

    /// The legal actions of `seat` (default: the seat to act) as the game's JSON actions,
    /// in the order of `legal_actions`.
    #[pyo3(signature = (seat=None))]
    fn legal_action_objects<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.seat(seat)?;
        let objects: Vec<Value> = self
            .table
            .legal_ids(seat)
            .into_iter()
            .filter_map(|id| self.kind.action_of(id))
            .collect();
        to_python(py, &Value::Array(objects).to_string())
    }

    /// The text of the action whose id is `action`: its JSON. An id naming no action is a
    /// `RuleError` without a rule, as for `apply`.
    fn action_to_string(&self, py: Python<'_>, action: i64) -> PyResult<String> {
        let value = self.action_of(py, action)?;
        Ok(value.to_string())
    }

    /// `seat`'s observation: the numbers `whodunit.observation_fields` documents, made from
    /// the seat's view only.
    fn observation(&self, seat: i64) -> PyResult<Vec<f32>> {
        let seat = self.seat(Some(seat))?;
        let mut out = vec![0.0; self.observation_size()];
        self.table.observe(seat, &mut out);
        Ok(out)
    }

    /// The length of an observation at this table.
    #[getter]
    fn observation_size(&self) -> usize {
        observation_len(&self.kind.observation_fields(self.table.seat_count()))
    }

    /// Applies `action` for the seat to act: an id from `legal_actions()` or the game's
    /// JSON action (a dict or a string, as `legal_action_objects()` gives them). A refusal
    /// raises `RuleError` with the rule's id (none for an id naming no action) and changes
    /// nothing.
    fn apply(&mut self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let Some(seat) = self.table.to_act() else {
            return Err(errors::refused(
                py,
                "the game is over: nobody is to act".into(),
            ));
        };
        // `True` is an `int` to Python, but never meant as an action id.
        if action.is_instance_of::<pyo3::types::PyBool>() {
            return Err(PyTypeError::new_err(
                "an action is an integer or a JSON action",
            ));
        }
        if let Ok(id) = action.extract::<i64>() {
            let value = usize::try_from(id)
                .map_err(|_| no_such_id(self.kind.as_ref(), id))
                .and_then(|id| self.table.apply_id(seat, id))
                .map_err(|error| errors::action_error(py, error))?;
            Arc::make_mut(&mut self.actions).push((seat, value));
            return Ok(());
        }
        self.apply_value(py, seat, from_python(action)?)
    }

    /// An independent copy: applying actions to one never changes the other.
    fn clone(&self) -> State {
        State {
            kind: self.kind.clone(),
            config: self.config.clone(),
            seed: self.seed,
            table: self.table.clone_table(),
            actions: self.actions.clone(),
        }
    }

    fn __copy__(&self) -> State {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }

    /// What `viewer` sees now (a seat number, `"spectator"` or `"omniscient"`).
    fn view<'py>(&self, py: Python<'py>, viewer: &Bound<'_, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let viewer = self::viewer(viewer, self.table.seat_count())?;
        to_python(py, self.table.view(viewer).get())
    }

    /// `viewer`'s table in words, as the command line prints it (a seat number,
    /// `"spectator"` or `"omniscient"`); like the view, it holds only what `viewer` sees.
    fn text(&self, viewer: &Bound<'_, PyAny>) -> PyResult<String> {
        let viewer = self::viewer(viewer, self.table.seat_count())?;
        Ok(whodunit_text::table(self.table.as_ref(), viewer).unwrap_or_default())
    }

    /// The events of the last action as `viewer` saw them (empty before the first).
    fn last_events<'py>(
        &self,
        py: Python<'py>,
        viewer: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let viewer = self::viewer(viewer, self.table.seat_count())?;
        let seen = if self.actions.is_empty() {
            Vec::new()
        } else {
            self.table.last_events(viewer)
        };
        let texts: Vec<&str> = seen.iter().map(|event| event.get()).collect();
        to_python(py, &format!("[{}]", texts.join(",")))
    }

    /// The result once the game is over (`winners`, `scores` if the game scores, `reason`),
    /// else `None`.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.table
            .outcome()
            .map(|outcome| {
                let winners: Vec<usize> = outcome.winners.iter().map(|seat| seat.index()).collect();
                let value = json!({
                    "winners": winners,
                    "scores": outcome.scores,
                    "reason": outcome.reason,
                });
                to_python(py, &value.to_string())
            })
            .transpose()
    }

    /// Each seat's return: 1.0 for a winner, 0.0 for everyone else (and for everyone
    /// before the end or in a game nobody won).
    fn returns(&self) -> Vec<f64> {
        returns(self.table.as_ref())
    }

    /// What `seat` can deduce now, exactly: the game's notebook (probabilities and facts
    /// with their reasons), or `None` for a game without one.
    fn notebook<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Option<Bound<'py, PyAny>>> {
        let seat = self.seat(Some(seat))?;
        let steps = self.steps();
        let refs: Vec<&dyn Table> = steps.iter().map(|step| step.as_ref()).collect();
        self.table
            .notebook(Viewer::Seat(seat), &refs)
            .map(|notebook| to_python(py, notebook.get()))
            .transpose()
    }

    /// The game as a record (`docs/records.md`): `whodunit replay` plays it back.
    fn record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let actions: Vec<Value> = self
            .actions
            .iter()
            .map(|(seat, action)| json!({"seat": seat.0, "action": action}))
            .collect();
        let record = json!({
            "game": self.kind.name(),
            "config": self.config,
            "seed": self.seed,
            "actions": actions,
        });
        to_python(py, &record.to_string())
    }

    fn __repr__(&self) -> String {
        let to_act = match self.table.to_act() {
            Some(seat) => format!("seat {} to act", seat.index()),
            None => "over".to_string(),
        };
        format!(
            "<whodunit.State {} seed={} after {} actions, {to_act}>",
            self.kind.name(),
            self.seed,
            self.actions.len()
        )
    }
}

impl State {
    /// The JSON of the action whose id is `id`, or a `RuleError` without a rule.
    fn action_of(&self, py: Python<'_>, id: i64) -> PyResult<Value> {
        usize::try_from(id)
            .ok()
            .and_then(|id| self.kind.action_of(id))
            .ok_or_else(|| errors::action_error(py, no_such_id(self.kind.as_ref(), id)))
    }

    fn apply_value(&mut self, py: Python<'_>, seat: Seat, action: Value) -> PyResult<()> {
        self.table
            .apply(seat, &action)
            .map_err(|error| errors::action_error(py, error))?;
        Arc::make_mut(&mut self.actions).push((seat, action));
        Ok(())
    }
}

/// The refusal of an integer that is no action id of `kind`.
fn no_such_id(kind: &dyn GameKind, id: i64) -> ActionError {
    ActionError::no_such_id(kind.name(), id, kind.action_count())
}

/// Each seat's return in `table`: 1.0 for a winner, 0.0 for everyone else (and for everyone
/// before the end or in a game nobody won).
pub fn returns(table: &dyn Table) -> Vec<f64> {
    let mut returns = vec![0.0; table.seat_count()];
    for seat in table
        .outcome()
        .map(|outcome| outcome.winners)
        .unwrap_or_default()
    {
        if let Some(value) = returns.get_mut(seat.index()) {
            *value = 1.0;
        }
    }
    returns
}
