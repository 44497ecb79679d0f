//! A table's game as a list of steps, each holding the table as it stood after it.
//!
//! Keeping every step's table (a Cluedo state is a few hundred bytes) is what lets the
//! server answer a reloaded page or a `resume` with each step's events and view exactly as
//! that viewer saw them then, through the game's own `view` and `redact`, without a second
//! redaction path. It is also how bots are rebuilt after a restart: they observe the steps
//! again in order.

use crate::store::StoredTable;
use std::sync::Arc;
use thiserror::Error;
use whodunit_engine::{ActionError, GameKind, Seat, SetupError, Table};

/// One accepted action: who acted and the table after it (its `last_events` are the
/// action's events), when it was saved and whether a bot stood in for the seat's person.
pub struct Step {
    pub seat: Seat,
    pub after: Box<dyn Table>,
    /// Milliseconds since the Unix epoch (0 for steps saved before clocks existed).
    pub saved_at: i64,
    pub stand_in: bool,
}

impl Step {
    /// A copy to hand to another thread.
    pub fn copy(&self) -> Step {
        Step {
            seat: self.seat,
            after: self.after.clone_table(),
            saved_at: self.saved_at,
            stand_in: self.stand_in,
        }
    }
}

pub struct History {
    initial: Box<dyn Table>,
    steps: Vec<Step>,
}

/// Why a stored table could not be rebuilt.
#[derive(Debug, Error)]
pub enum ReplayError {
    #[error("the game {0:?} is not offered by this server")]
    UnknownGame(String),
    #[error("cannot set up the table: {0}")]
    Setup(#[from] SetupError),
    #[error("the log skips from seq {expected} to {found}")]
    Gap { expected: u64, found: u64 },
    #[error("action {seq} by seat {seat} is refused on replay: {error}")]
    Refused {
        seq: u64,
        seat: u8,
        error: ActionError,
    },
}

impl History {
    pub fn new(initial: Box<dyn Table>) -> History {
        History {
            initial,
            steps: Vec::new(),
        }
    }

    /// Rebuilds a stored table by applying its log in order.
    pub fn replay(kind: &Arc<dyn GameKind>, stored: &StoredTable) -> Result<History, ReplayError> {
        let header = &stored.header;
        if kind.name() != header.game {
            return Err(ReplayError::UnknownGame(header.game.clone()));
        }
        let mut history = History::new(kind.new_table(&header.config, header.seed)?);
        for (index, action) in stored.actions.iter().enumerate() {
            let expected = index as u64 + 1;
            if action.seq != expected {
                return Err(ReplayError::Gap {
                    expected,
                    found: action.seq,
                });
            }
            let seat = Seat(action.seat);
            let after =
                history
                    .try_action(seat, &action.action)
                    .map_err(|error| ReplayError::Refused {
                        seq: action.seq,
                        seat: action.seat,
                        error,
                    })?;
            history.push(Step {
                seat,
                after,
                saved_at: action.saved_at,
                stand_in: action.stand_in,
            });
        }
        Ok(history)
    }

    /// The number of accepted actions.
    pub fn seq(&self) -> u64 {
        self.steps.len() as u64
    }

    /// The table as it stands.
    pub fn current(&self) -> &dyn Table {
        self.steps
            .last()
            .map_or(&*self.initial, |step| &*step.after)
    }

    /// The table after `action`, or why the game refuses it. The history is not changed:
    /// the caller pushes the result once the action is saved.
    pub fn try_action(
        &self,
        seat: Seat,
        action: &serde_json::Value,
    ) -> Result<Box<dyn Table>, ActionError> {
        let mut next = self.current().clone_table();
        next.apply(seat, action)?;
        Ok(next)
    }

    pub fn push(&mut self, step: Step) {
        self.steps.push(step);
    }

    /// When the last step was saved (0 before the first): where the next decision's clock
    /// starts.
    pub fn last_saved_at(&self) -> i64 {
        self.steps.last().map_or(0, |step| step.saved_at)
    }

    /// The table as it stood after `seq` steps (0: as set up), if the game got that far.
    pub fn at(&self, seq: u64) -> Option<&dyn Table> {
        match seq {
            0 => Some(&*self.initial),
            seq => self.step(seq).map(|step| &*step.after),
        }
    }

    /// Step `seq` (counted from 1).
    pub fn step(&self, seq: u64) -> Option<&Step> {
        let index = usize::try_from(seq.checked_sub(1)?).ok()?;
        self.steps.get(index)
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub fn is_over(&self) -> bool {
        self.current().outcome().is_some()
    }
}
