//! Game records: `(game, config, seed, seats, actions)`, the triple that reproduces a game
//! plus labels for people. The format is documented in `docs/records.md`.

use crate::{Game, RuleError, Seat};
use serde::{Deserialize, Serialize};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "C: Deserialize<'de>, A: Deserialize<'de>"))]
pub struct Record<C, A> {
    /// The game's machine name, e.g. `"cluedo"`.
    pub game: String,
    pub config: C,
    pub seed: u64,
    /// Who sat where, for people reading the record. Play does not depend on it.
    #[serde(default)]
    pub seats: Vec<SeatLabel>,
    /// Every accepted action, in order.
    #[serde(default)]
    pub actions: Vec<Step<A>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLabel {
    pub name: String,
    /// `"human"`, or the bot's level such as `"eliminator"`.
    pub player: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step<A> {
    pub seat: Seat,
    pub action: A,
}

/// One replayed action with the full (unredacted) events it produced.
pub struct ReplayStep<'a, G: Game> {
    pub index: usize,
    pub seat: Seat,
    pub action: &'a G::Action,
    pub events: Vec<G::Event>,
    pub state: &'a G::State,
}

#[derive(Debug, Error)]
pub enum ReplayError {
    #[error("the record is for {found:?}, not {expected:?}")]
    WrongGame {
        expected: &'static str,
        found: String,
    },
    #[error("setup refused: {0}")]
    Setup(RuleError),
    #[error("action {index} ({seat}) refused: {error}")]
    Illegal {
        index: usize,
        seat: Seat,
        error: RuleError,
    },
}

impl ReplayError {
    /// The rule that stopped the replay, if a rule did.
    pub fn rule(&self) -> Option<&str> {
        match self {
            ReplayError::WrongGame { .. } => None,
            ReplayError::Setup(error) | ReplayError::Illegal { error, .. } => Some(&error.rule),
        }
    }
}

/// Replays a record from its configuration and seed, calling `on_step` after each action.
/// Stops at the first refused action.
pub fn replay<G: Game>(
    record: &Record<G::Config, G::Action>,
    mut on_step: impl FnMut(ReplayStep<'_, G>),
) -> Result<G::State, ReplayError> {
    if record.game != G::NAME {
        return Err(ReplayError::WrongGame {
            expected: G::NAME,
            found: record.game.clone(),
        });
    }
    let mut state = G::setup(&record.config, record.seed).map_err(ReplayError::Setup)?;
    for (index, step) in record.actions.iter().enumerate() {
        let events = G::apply(&mut state, step.seat, &step.action).map_err(|error| {
            ReplayError::Illegal {
                index,
                seat: step.seat,
                error,
            }
        })?;
        on_step(ReplayStep {
            index,
            seat: step.seat,
            action: &step.action,
            events,
            state: &state,
        });
    }
    Ok(state)
}
