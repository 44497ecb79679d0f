//! `whodunit.VectorGame`: many games of one kind stepped together, for training loops. One
//! call applies an action in every game, in Rust threads without the interpreter lock, and
//! gives every game's next observation and action mask as flat buffers (numpy reads them
//! without copying); a game that ends gives its returns and is dealt again at once.

use crate::errors;
use crate::registry;
use crate::state::returns;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rayon::prelude::*;
use serde_json::Value;
use std::sync::Arc;
use whodunit_engine::{observation_len, ActionError, GameKind, GameRng, Seat, Table};

/// Below this many games per thread, splitting the work costs more than it saves.
const GAMES_PER_TASK: usize = 64;

/// One game of the batch: its table, which deal it is and that deal's seed, and its actions
/// since that deal.
struct Slot {
    table: Box<dyn Table>,
    episode: u64,
    seed: u64,
    actions: u64,
}

/// What one step did to one game.
#[derive(Clone, Copy, Default)]
struct Ended {
    terminated: bool,
    truncated: bool,
}

#[pyclass(module = "whodunit._whodunit")]
pub struct VectorGame {
    kind: Arc<dyn GameKind>,
    config: Value,
    seed: u64,
    players: usize,
    observation_size: usize,
    max_actions: Option<u64>,
    slots: Vec<Slot>,
}

impl VectorGame {
    /// Game `index`'s `episode`-th deal, whose seed is a function of the batch's seed only.
    fn deal(&self, index: usize, episode: u64) -> Result<Slot, whodunit_engine::SetupError> {
        let seed = GameRng::derive(GameRng::derive(self.seed, index as u64), episode);
        let table = self.kind.new_table(&self.config, seed)?;
        Ok(Slot {
            table,
            episode,
            seed,
            actions: 0,
        })
    }

    /// The seat to act in each game (every game has one: an ended game is dealt again).
    fn to_act(slot: &Slot) -> Seat {
        slot.table
            .to_act()
            .expect("a game of the batch is never over between steps")
    }
}

#[pymethods]
impl VectorGame {
    /// `num_games` games of `game` at `players` seats (default the game's smallest table),
    /// dealt from `seed`; `max_actions` ends (truncates) a game after that many actions.
    #[new]
    #[pyo3(signature = (game, num_games, players=None, seed=0, options=None, max_actions=None))]
    fn new(
        py: Python<'_>,
        game: &str,
        num_games: usize,
        players: Option<usize>,
        seed: u64,
        options: Option<&Bound<'_, PyAny>>,
        max_actions: Option<u64>,
    ) -> PyResult<VectorGame> {
        if num_games == 0 {
            return Err(PyValueError::new_err("num_games must be at least 1"));
        }
        if max_actions == Some(0) {
            return Err(PyValueError::new_err("max_actions must be at least 1"));
        }
        let kind = registry::kind(py, game)?;
        let players = players.unwrap_or(kind.min_players());
        let config = registry::config(py, kind.as_ref(), players, options)?;
        let observation_size = observation_len(&kind.observation_fields(players));
        let mut batch = VectorGame {
            kind,
            config,
            seed,
            players,
            observation_size,
            max_actions,
            slots: Vec::with_capacity(num_games),
        };
        for index in 0..num_games {
            let slot = batch
                .deal(index, 0)
                .map_err(|error| errors::setup_error(py, error))?;
            batch.slots.push(slot);
        }
        Ok(batch)
    }

    #[getter]
    fn num_games(&self) -> usize {
        self.slots.len()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.players
    }

    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.kind.action_count()
    }

    #[getter]
    fn observation_size(&self) -> usize {
        self.observation_size
    }

    /// The seed of each game's current deal: `State(game, players, seed=...)` with it and
    /// the same actions is the same game.
    fn deal_seeds(&self) -> Vec<u64> {
        self.slots.iter().map(|slot| slot.seed).collect()
    }

    /// The seat to act in each game.
    fn current_players(&self) -> Vec<usize> {
        self.slots
            .iter()
            .map(|slot| Self::to_act(slot).index())
            .collect()
    }

    /// The observation of the seat to act in each game, one after the other, as
    /// little-endian float32 (`num_games × observation_size`).
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let size = self.observation_size;
        // Each game's row is written straight into the bytes Python gets, one copy fewer.
        PyBytes::new_with(py, self.slots.len() * size * 4, |bytes| {
            py.detach(|| {
                bytes
                    .par_chunks_mut(size * 4)
                    .zip(&self.slots)
                    .with_min_len(GAMES_PER_TASK)
                    .for_each_init(
                        || vec![0f32; size],
                        |row, (out, slot)| {
                            slot.table.observe(Self::to_act(slot), row);
                            for (number, bytes) in row.iter().zip(out.chunks_exact_mut(4)) {
                                bytes.copy_from_slice(&number.to_le_bytes());
                            }
                        },
                    );
            });
            Ok(())
        })
    }

    /// The legal actions of the seat to act in each game, as int8 flags
    /// (`num_games × num_distinct_actions`).
    fn action_masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let count = self.kind.action_count();
        let mut out = vec![0u8; self.slots.len() * count];
        py.detach(|| {
            out.par_chunks_mut(count)
                .zip(&self.slots)
                .with_min_len(GAMES_PER_TASK)
                .for_each(|(row, slot)| {
                    for id in slot.table.legal_ids(Self::to_act(slot)) {
                        row[id] = 1;
                    }
                });
        });
        PyBytes::new(py, &out)
    }

    /// Applies `actions[i]` (a fixed action id) for the seat to act in game `i`, for every
    /// game. Every action is checked first: if one is not legal, a `RuleError` names its
    /// game and no game moves. Returns `(rewards, terminated, truncated)`: float32
    /// `num_games × num_players` (each seat's return in the games that ended, else 0) and
    /// one byte per game; a game that ended is dealt again before this returns.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: Vec<i64>,
    ) -> PyResult<(
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
    )> {
        if actions.len() != self.slots.len() {
            return Err(PyValueError::new_err(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            )));
        }
        let refused = py.detach(|| {
            self.slots
                .par_iter()
                .zip(&actions)
                .enumerate()
                .with_min_len(GAMES_PER_TASK)
                .find_map_first(|(index, (slot, &id))| {
                    let legal = usize::try_from(id)
                        .is_ok_and(|id| slot.table.legal_ids(Self::to_act(slot)).contains(&id));
                    (!legal).then_some((index, id))
                })
        });
        if let Some((index, id)) = refused {
            return Err(errors::refused(
                py,
                format!("game {index}: action {id} is not legal for the seat to act"),
            ));
        }
        let players = self.players;
        let max_actions = self.max_actions;
        let mut rewards = vec![0f32; self.slots.len() * players];
        let mut ended = vec![Ended::default(); self.slots.len()];
        let applied: Result<(), ActionError> = py.detach(|| {
            self.slots
                .par_iter_mut()
                .zip(rewards.par_chunks_mut(players))
                .zip(&mut ended)
                .zip(&actions)
                .with_min_len(GAMES_PER_TASK)
                .try_for_each(|(((slot, rewards), ended), &id)| {
                    let seat = Self::to_act(slot);
                    slot.table.apply_id(seat, id as usize)?;
                    slot.actions += 1;
                    if slot.table.outcome().is_some() {
                        for (reward, value) in rewards.iter_mut().zip(returns(slot.table.as_ref()))
                        {
                            *reward = value as f32;
                        }
                        ended.terminated = true;
                    } else if max_actions.is_some_and(|limit| slot.actions >= limit) {
                        ended.truncated = true;
                    }
                    Ok(())
                })
        });
        applied.map_err(|error| errors::action_error(py, error))?;
        for (index, end) in ended.iter().enumerate() {
            if end.terminated || end.truncated {
                let episode = self.slots[index].episode + 1;
                self.slots[index] = self
                    .deal(index, episode)
                    .map_err(|error| errors::setup_error(py, error))?;
            }
        }
        let rewards: Vec<u8> = rewards.iter().flat_map(|x| x.to_le_bytes()).collect();
        let flags = |pick: fn(&Ended) -> bool| -> Vec<u8> {
            ended.iter().map(|e| u8::from(pick(e))).collect()
        };
        Ok((
            PyBytes::new(py, &rewards),
            PyBytes::new(py, &flags(|e| e.terminated)),
            PyBytes::new(py, &flags(|e| e.truncated)),
        ))
    }
}
