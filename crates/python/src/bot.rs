//! `whodunit.Bot`: one of the game's own bots seated at a `State`, for Python code that
//! mixes them with its own players (the IS-MCTS arena). Like every bot of whodunit, it
//! learns the game only from its seat's view and the events redacted for it.

use crate::errors;
use crate::registry;
use crate::state::State;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use std::sync::{Arc, Mutex};
use whodunit_engine::{GameKind, Seat, TableBot};

#[pyclass(module = "whodunit._whodunit")]
pub struct Bot {
    kind: Arc<dyn GameKind>,
    /// Behind a lock only because Python objects must be shareable between threads.
    bot: Mutex<Box<dyn TableBot>>,
    seat: Seat,
    /// How many of the game's steps it has taken in.
    observed: usize,
}

#[pymethods]
impl Bot {
    /// A bot of `level` (`whodunit.games()` lists each game's levels, weakest first) for
    /// `seat`, its choices drawn from `seed`.
    #[new]
    #[pyo3(signature = (game, level, seat, seed=0))]
    fn new(py: Python<'_>, game: &str, level: &str, seat: usize, seed: u64) -> PyResult<Bot> {
        let kind = registry::kind(py, game)?;
        let seat_index = u8::try_from(seat)
            .ok()
            .filter(|_| seat < kind.max_players())
            .ok_or_else(|| PyIndexError::new_err(format!("{game} has no seat {seat}")))?;
        let bot = kind.new_bot(level, Seat(seat_index), seed).ok_or_else(|| {
            errors::setup(
                py,
                format!(
                    "{game} has no bot level {level:?}; its levels are {:?}",
                    kind.bot_levels()
                ),
            )
        })?;
        Ok(Bot {
            kind,
            bot: Mutex::new(bot),
            seat: Seat(seat_index),
            observed: 0,
        })
    }

    /// Takes in the step `state` has just taken: call it after every action of the game
    /// (each bot must see every step, in order).
    fn observe(&mut self, state: &State) -> PyResult<()> {
        let moves = state.moves();
        if moves != self.observed + 1 {
            return Err(PyValueError::new_err(format!(
                "the bot has seen {} steps and the game is at step {moves}: observe every step once",
                self.observed
            )));
        }
        self.bot_mut().observe_last(state.dealt_table()?);
        self.observed = moves;
        Ok(())
    }

    /// The id of the bot's action in `state`, where its seat is to act.
    fn choose(&mut self, state: &State) -> PyResult<usize> {
        let table = state.dealt_table()?;
        if table.to_act() != Some(self.seat) || state.moves() != self.observed {
            return Err(PyValueError::new_err(
                "the bot chooses only when its seat is to act and it has seen every step",
            ));
        }
        let chosen = self.bot_mut().choose(table);
        table
            .legal_ids(self.seat)
            .into_iter()
            .find(|&id| self.kind.action_of(id).as_ref() == Some(&chosen))
            .ok_or_else(|| {
                PyValueError::new_err(format!("the bot chose {chosen}, which is not legal"))
            })
    }

    /// The seat it plays.
    #[getter]
    fn seat(&self) -> usize {
        self.seat.index()
    }
}

impl Bot {
    fn bot_mut(&mut self) -> &mut dyn TableBot {
        // A bot that panicked is still whole: its state is only its own memory.
        self.bot
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .as_mut()
    }
}
