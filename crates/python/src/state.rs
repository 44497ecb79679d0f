//! `whodunit.State`: one game in progress, the forward model. Actions are integers (the
//! game's fixed action ids, as OpenSpiel numbers actions: the same action has the same id in
//! every state) or the game's JSON action; views, events and observations come only through
//! the engine's `view` and redaction for the viewer asked for, as everywhere else. A game
//! is dealt from its seed, or (`State.explicit_chance`) has its every draw given from
//! outside at chance nodes (`chance.rs`), as OpenSpiel wants.

use crate::chance::{self, Chance, Pending, Run};
use crate::errors;
use crate::json::{from_python, to_python};
use crate::registry;
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use serde_json::{json, Value};
use std::sync::Arc;
use whodunit_engine::{observation_len, ActionError, GameKind, Outcome, Seat, Table, Viewer};

/// A game in progress: its kind, how it was set up, the table now and the actions so far.
#[pyclass(module = "whodunit._whodunit")]
pub struct State {
    kind: Arc<dyn GameKind>,
    config: Value,
    seed: u64,
    /// `None` only while chance is still dealing (explicit chance).
    table: Option<Box<dyn Table>>,
    /// Every accepted action with its seat; shared between clones until one of them moves.
    actions: Arc<Vec<(Seat, Value)>>,
    /// `Some`: the game's draws are given from outside, not drawn from `seed`.
    chance: Option<Chance>,
    /// How many seats the table has (known before the deal is done).
    seats: usize,
    /// `Some(seat)`: a world drawn for `seat` (`sample_world`), whose past is not its own,
    /// so it has no notebook and no record.
    world_of: Option<Seat>,
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
            seats: table.seat_count(),
            table: Some(table),
            actions: Arc::new(Vec::new()),
            chance: None,
            world_of: None,
        })
    }

    /// The table now, or a `ValueError` while chance is still dealing.
    fn table(&self) -> PyResult<&dyn Table> {
        self.table
            .as_deref()
            .ok_or_else(|| PyValueError::new_err("chance is to act: the deal is not done"))
    }

    fn pending(&self) -> Option<&Pending> {
        self.chance
            .as_ref()
            .and_then(|chance| chance.pending.as_ref())
    }

    /// Seat `seat`, or the seat to act.
    fn seat(&self, seat: Option<i64>) -> PyResult<Seat> {
        let table = self.table()?;
        match seat {
            Some(seat) => seat_of(seat, table.seat_count()),
            None if self.pending().is_some() => {
                Err(PyValueError::new_err("chance is to act, not a seat"))
            }
            None => table
                .to_act()
                .ok_or_else(|| PyValueError::new_err("the game is over: nobody is to act")),
        }
    }

    /// The table after each action so far, replayed from the seed or under the same draws
    /// (what a notebook reads).
    fn steps(&self) -> Vec<Box<dyn Table>> {
        let replay = || {
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
        };
        match &self.chance {
            Some(chance) => whodunit_engine::chance::scripted(&chance.drawn, replay).0,
            None => replay(),
        }
    }

    /// Gives the pending deal or action one more draw: done once it wants no more.
    fn give_draw(&mut self, py: Python<'_>, outcome: i64) -> PyResult<()> {
        let Some(chance) = self.chance.as_mut() else {
            return Err(PyValueError::new_err("this game is dealt from its seed"));
        };
        let Some(pending) = chance.pending.as_mut() else {
            return Err(PyValueError::new_err("no chance node: a seat is to act"));
        };
        let outcome = u32::try_from(outcome)
            .ok()
            .filter(|outcome| *outcome < pending.outcomes)
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "chance outcome {outcome} is not one of 0 to {}",
                    pending.outcomes - 1
                ))
            })?;
        let given = [pending.given.as_slice(), &[outcome]].concat();
        let run = match (&pending.action, &self.table) {
            (None, _) => chance::deal(self.kind.as_ref(), &self.config, &given)
                .map_err(|error| errors::setup_error(py, error))?,
            (Some((seat, action)), Some(table)) => {
                chance::act(table.as_ref(), *seat, action, &given)
                    .map_err(|error| errors::action_error(py, error))?
            }
            (Some(_), None) => unreachable!("an action waits only once the deal is done"),
        };
        match run {
            Run::Wants(outcomes) => {
                pending.given = given;
                pending.outcomes = outcomes;
            }
            Run::Done(table) => {
                let action = chance.pending.take().and_then(|pending| pending.action);
                Arc::make_mut(&mut chance.drawn).extend(given);
                self.table = Some(table);
                if let Some(action) = action {
                    Arc::make_mut(&mut self.actions).push(action);
                }
            }
        }
        Ok(())
    }

    /// Plays `action` for `seat`; in a game of explicit chance it waits at a chance node
    /// if it draws. A refusal changes nothing.
    fn play(&mut self, py: Python<'_>, seat: Seat, action: Value) -> PyResult<()> {
        let refused = |error| errors::action_error(py, error);
        if self.chance.is_none() {
            let table = self
                .table
                .as_mut()
                .expect("a game dealt from its seed has a table");
            table.apply(seat, &action).map_err(refused)?;
            Arc::make_mut(&mut self.actions).push((seat, action));
            return Ok(());
        }
        match chance::act(self.table()?, seat, &action, &[]).map_err(refused)? {
            Run::Done(table) => {
                self.table = Some(table);
                Arc::make_mut(&mut self.actions).push((seat, action));
            }
            Run::Wants(outcomes) => {
                if let Some(chance) = self.chance.as_mut() {
                    chance.pending = Some(Pending {
                        action: Some((seat, action)),
                        given: Vec::new(),
                        outcomes,
                    });
                }
            }
        }
        Ok(())
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
        let (kind, config) = game_config(py, game, players, options, config)?;
        State::start(kind, config, seed).map_err(|error| errors::setup_error(py, error))
    }

    /// A new game whose every draw (the deal's shuffles, each die) is given from outside:
    /// it starts at a chance node (`is_chance_node`), whose outcomes `chance_outcomes()`
    /// lists, each as likely; `apply(outcome)` gives one. An action that draws waits at a
    /// chance node until its draws are given. Drawing each outcome uniformly deals exactly
    /// as a seed does. Such a game has no seed, so no record.
    #[staticmethod]
    #[pyo3(signature = (game, players=None, options=None, config=None))]
    fn explicit_chance(
        py: Python<'_>,
        game: &str,
        players: Option<usize>,
        options: Option<&Bound<'_, PyAny>>,
        config: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<State> {
        let (kind, config) = game_config(py, game, players, options, config)?;
        let seats = kind
            .new_table(&config, 0)
            .map_err(|error| errors::setup_error(py, error))?
            .seat_count();
        let dealt = chance::deal(kind.as_ref(), &config, &[])
            .map_err(|error| errors::setup_error(py, error))?;
        let (table, pending) = match dealt {
            Run::Done(table) => (Some(table), None),
            Run::Wants(outcomes) => (
                None,
                Some(Pending {
                    action: None,
                    given: Vec::new(),
                    outcomes,
                }),
            ),
        };
        Ok(State {
            kind,
            config,
            seed: 0,
            seats,
            table,
            actions: Arc::new(Vec::new()),
            chance: Some(Chance {
                drawn: Arc::new(Vec::new()),
                pending,
            }),
            world_of: None,
        })
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
            state.play(py, seat, step["action"].clone())?;
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
        self.seats
    }

    /// The seat to act, or `None` once the game is over or at a chance node.
    #[getter]
    fn current_player(&self) -> Option<usize> {
        match (&self.table, self.pending()) {
            (Some(table), None) => table.to_act().map(Seat::index),
            _ => None,
        }
    }

    #[getter]
    fn is_terminal(&self) -> bool {
        self.pending().is_none() && self.current_player().is_none()
    }

    /// Whether the deal is done (always, but at the first chance nodes of explicit chance).
    #[getter]
    fn is_dealt(&self) -> bool {
        self.table.is_some()
    }

    /// Whether chance is to act: the deal or an action waits for a draw (explicit chance).
    #[getter]
    fn is_chance_node(&self) -> bool {
        self.pending().is_some()
    }

    /// At a chance node, each outcome of the draw with its probability (all alike); else
    /// empty.
    fn chance_outcomes(&self) -> Vec<(u32, f64)> {
        self.pending().map_or_else(Vec::new, |pending| {
            let each = 1.0 / f64::from(pending.outcomes);
            (0..pending.outcomes)
                .map(|outcome| (outcome, each))
                .collect()
        })
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
        Ok(self.table()?.legal_ids(seat))
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
        for id in self.table()?.legal_ids(seat) {
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
            .table()?
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
        self.table()?.observe(seat, &mut out);
        Ok(out)
    }

    /// The length of an observation at this table.
    #[getter]
    fn observation_size(&self) -> usize {
        observation_len(&self.kind.observation_fields(self.seats))
    }

    /// `seat`'s information-state tensor: its observation, then its exact notebook as
    /// numbers, laid out as `whodunit.information_state_fields` documents. The notebook is
    /// the exact posterior over the hidden cards given everything the seat was shown, made
    /// from its view and its own redacted events only. A sampled world has no past of its
    /// own, so no notebook and no information state.
    fn information_state(&self, seat: i64) -> PyResult<Vec<f32>> {
        let seat = self.seat(Some(seat))?;
        self.own_past()?;
        let steps = self.steps();
        let refs: Vec<&dyn Table> = steps.iter().map(|step| step.as_ref()).collect();
        let mut out = vec![0.0; self.information_state_size()];
        self.table()?.information_state(seat, &refs, &mut out);
        Ok(out)
    }

    /// The length of an information-state tensor at this table.
    #[getter]
    fn information_state_size(&self) -> usize {
        observation_len(&self.kind.information_state_fields(self.seats))
    }

    /// Applies `action` for the seat to act: an id from `legal_actions()` or the game's
    /// JSON action (a dict or a string, as `legal_action_objects()` gives them). A refusal
    /// raises `RuleError` with the rule's id (none for an id naming no action) and changes
    /// nothing.
    ///
    /// At a chance node `action` is the draw's outcome, one of `chance_outcomes()`.
    fn apply(&mut self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<()> {
        // `True` is an `int` to Python, but never meant as an action id.
        if action.is_instance_of::<pyo3::types::PyBool>() {
            return Err(PyTypeError::new_err(
                "an action is an integer or a JSON action",
            ));
        }
        if self.pending().is_some() {
            let outcome = action.extract::<i64>().map_err(|_| {
                PyTypeError::new_err("at a chance node the action is an outcome: an integer")
            })?;
            return self.give_draw(py, outcome);
        }
        let Some(seat) = self.table()?.to_act() else {
            return Err(errors::refused(
                py,
                "the game is over: nobody is to act".into(),
            ));
        };
        match action.extract::<i64>() {
            Ok(id) if self.chance.is_some() => {
                let value = self.action_of(py, id)?;
                self.play(py, seat, value)
            }
            Ok(id) => {
                let table = self
                    .table
                    .as_mut()
                    .expect("a game dealt from its seed has a table");
                let value = usize::try_from(id)
                    .map_err(|_| no_such_id(self.kind.as_ref(), id))
                    .and_then(|id| table.apply_id(seat, id))
                    .map_err(|error| errors::action_error(py, error))?;
                Arc::make_mut(&mut self.actions).push((seat, value));
                Ok(())
            }
            Err(_) => self.play(py, seat, from_python(action)?),
        }
    }

    /// An independent copy: applying actions to one never changes the other.
    fn clone(&self) -> State {
        State {
            kind: self.kind.clone(),
            config: self.config.clone(),
            seed: self.seed,
            seats: self.seats,
            table: self.table.as_ref().map(|table| table.clone_table()),
            actions: self.actions.clone(),
            chance: self.chance.clone(),
            world_of: self.world_of,
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
        let viewer = self::viewer(viewer, self.seats)?;
        to_python(py, self.table()?.view(viewer).get())
    }

    /// `viewer`'s table in words, as the command line prints it (a seat number,
    /// `"spectator"` or `"omniscient"`); like the view, it holds only what `viewer` sees.
    fn text(&self, viewer: &Bound<'_, PyAny>) -> PyResult<String> {
        let viewer = self::viewer(viewer, self.seats)?;
        Ok(whodunit_text::table(self.table()?, viewer).unwrap_or_default())
    }

    /// The events of the last action as `viewer` saw them (empty before the first).
    fn last_events<'py>(
        &self,
        py: Python<'py>,
        viewer: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let viewer = self::viewer(viewer, self.seats)?;
        let seen = if self.actions.is_empty() {
            Vec::new()
        } else {
            self.table()?.last_events(viewer)
        };
        let texts: Vec<&str> = seen.iter().map(|event| event.get()).collect();
        to_python(py, &format!("[{}]", texts.join(",")))
    }

    /// The result once the game is over (`winners`, `scores` if the game scores, `reason`),
    /// else `None`.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.table
            .as_ref()
            .and_then(|table| table.outcome())
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
        match &self.table {
            Some(table) => returns(table.as_ref()),
            None => vec![0.0; self.seats],
        }
    }

    /// Plays this game on with a bot of `bots[s]` at seat `s` (the game's own bots, in
    /// Rust, starting here with nothing observed before) to its end or for `max_actions`
    /// actions, and gives each seat's return as `returns()` would then; this state does not
    /// move. Later draws come from the game's own generator, which a sampled world draws
    /// afresh: the rollout of a search. Raises `SetupError` for an unknown bot level.
    #[pyo3(signature = (bots, seed=0, max_actions=10_000))]
    fn play_out(
        &self,
        py: Python<'_>,
        bots: Vec<String>,
        seed: u64,
        max_actions: u64,
    ) -> PyResult<Vec<f64>> {
        if self.pending().is_some() {
            return Err(PyValueError::new_err(
                "chance is to act: play out from a seat's decision or the end",
            ));
        }
        let table = self.table()?;
        let levels: Vec<&str> = bots.iter().map(String::as_str).collect();
        let played = py
            .detach(|| self.kind.play_bots_on(table, seed, &levels, max_actions))
            .map_err(|error| errors::setup_error(py, error))?;
        Ok(returns_of(played.outcome, self.seats))
    }

    /// What `seat` can deduce now, exactly: the game's notebook (probabilities and facts
    /// with their reasons), or `None` for a game without one.
    fn notebook<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Option<Bound<'py, PyAny>>> {
        let seat = self.seat(Some(seat))?;
        self.own_past()?;
        let steps = self.steps();
        let refs: Vec<&dyn Table> = steps.iter().map(|step| step.as_ref()).collect();
        self.table()?
            .notebook(Viewer::Seat(seat), &refs)
            .map(|notebook| to_python(py, notebook.get()))
            .transpose()
    }

    /// A world `seat` cannot tell from this game, drawn with `seed` uniformly among those
    /// consistent with everything the seat has seen (its view and its events), using the
    /// game's exact counting: what information-set search plays out. Its hidden cards and
    /// future draws are the world's; its past is this game's as the seat saw it, so it has
    /// no notebook and no record. A game of explicit chance gives a world whose draws are
    /// given from outside too.
    fn sample_world(&self, seat: i64, seed: u64) -> PyResult<State> {
        let seat = self.seat(Some(seat))?;
        self.own_past()?;
        if self.pending().is_some() {
            return Err(PyValueError::new_err(
                "chance is to act: sample a world at a seat's decision",
            ));
        }
        let steps = self.steps();
        let refs: Vec<&dyn Table> = steps.iter().map(|step| step.as_ref()).collect();
        let world = self.table()?.sample_world(seat, &refs, seed);
        Ok(State {
            kind: self.kind.clone(),
            config: self.config.clone(),
            seed: self.seed,
            seats: self.seats,
            table: Some(world),
            actions: self.actions.clone(),
            chance: self.chance.as_ref().map(|_| Chance::default()),
            world_of: Some(seat),
        })
    }

    /// The id of the action `seat` (default: the seat to act) would take now if it saw this
    /// whole game, where the game names one (P.I.: the solve of the seat's own case), else
    /// `None`; it may not be legal now. It reads hidden information: it is for the worlds a
    /// search samples, to finish a choice there as a player who knew the world would.
    #[pyo3(signature = (seat=None))]
    fn informed_action(&self, seat: Option<i64>) -> PyResult<Option<usize>> {
        let seat = self.seat(seat)?;
        Ok(self.table()?.informed_action(seat))
    }

    /// The game as a record (`docs/records.md`): `whodunit replay` plays it back. A game
    /// of explicit chance has no seed, so no record.
    fn record<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.own_past()?;
        if self.chance.is_some() {
            return Err(PyValueError::new_err(
                "a game whose chance was given from outside has no seed to record",
            ));
        }
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
        let to_act = match (self.pending(), self.current_player()) {
            (Some(pending), _) => format!("chance to draw among {}", pending.outcomes),
            (None, Some(seat)) => format!("seat {seat} to act"),
            (None, None) => "over".to_string(),
        };
        let dealt = match self.chance {
            Some(_) => "explicit chance".to_string(),
            None => format!("seed={}", self.seed),
        };
        format!(
            "<whodunit.State {} {dealt} after {} actions, {to_act}>",
            self.kind.name(),
            self.actions.len()
        )
    }
}

impl State {
    /// How many actions have been applied.
    pub(crate) fn moves(&self) -> usize {
        self.actions.len()
    }

    /// The table now, or a `ValueError` while chance is still dealing.
    pub(crate) fn dealt_table(&self) -> PyResult<&dyn Table> {
        self.table()
    }

    /// Refuses what needs the game's own past on a sampled world.
    fn own_past(&self) -> PyResult<()> {
        match self.world_of {
            Some(seat) => Err(PyValueError::new_err(format!(
                "a world sampled for seat {} has no past of its own",
                seat.index()
            ))),
            None => Ok(()),
        }
    }

    /// The JSON of the action whose id is `id`, or a `RuleError` without a rule.
    fn action_of(&self, py: Python<'_>, id: i64) -> PyResult<Value> {
        usize::try_from(id)
            .ok()
            .and_then(|id| self.kind.action_of(id))
            .ok_or_else(|| errors::action_error(py, no_such_id(self.kind.as_ref(), id)))
    }
}

/// A game's kind and its configuration: exactly `config`, or the default for `players`
/// seats (four, or the nearest size the game takes) with `options` laid over it.
fn game_config(
    py: Python<'_>,
    game: &str,
    players: Option<usize>,
    options: Option<&Bound<'_, PyAny>>,
    config: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Arc<dyn GameKind>, Value)> {
    let kind = registry::kind(py, game)?;
    let config = match config {
        Some(config) => from_python(config)?,
        None => {
            let players =
                players.unwrap_or_else(|| 4.clamp(kind.min_players(), kind.max_players()));
            registry::config(py, kind.as_ref(), players, options)?
        }
    };
    Ok((kind, config))
}

/// The refusal of an integer that is no action id of `kind`.
fn no_such_id(kind: &dyn GameKind, id: i64) -> ActionError {
    ActionError::no_such_id(kind.name(), id, kind.action_count())
}

/// Each seat's return in `table`: 1.0 for a winner, 0.0 for everyone else (and for everyone
/// before the end or in a game nobody won).
pub fn returns(table: &dyn Table) -> Vec<f64> {
    returns_of(table.outcome(), table.seat_count())
}

/// Each of `seats` seats' return from `outcome`: 1.0 for a winner, 0.0 for everyone else
/// (and for everyone in a game not over or nobody won).
fn returns_of(outcome: Option<Outcome>, seats: usize) -> Vec<f64> {
    let mut returns = vec![0.0; seats];
    for seat in outcome.map(|outcome| outcome.winners).unwrap_or_default() {
        if let Some(value) = returns.get_mut(seat.index()) {
            *value = 1.0;
        }
    }
    returns
}
