//! A game whose chance is given from outside, one draw at a time (OpenSpiel's chance
//! nodes): the deal and every action that draws (a die, a shuffle) wait at a chance node
//! until each of their draws is given. Built on the engine's `chance::scripted`: a run that
//! wants a draw beyond those given is thrown away and run again with one more.

use serde_json::Value;
use std::sync::Arc;
use whodunit_engine::chance::scripted;
use whodunit_engine::{ActionError, GameKind, Seat, SetupError, Table};

/// The chance of one game: what it drew so far and the draw it waits for.
#[derive(Clone, Debug, Default)]
pub struct Chance {
    /// Every outcome given so far, in the order the game drew them: a replay of the
    /// actions under them draws the same.
    pub drawn: Arc<Vec<u32>>,
    /// The deal or action waiting for a draw, if any.
    pub pending: Option<Pending>,
}

/// A deal or action that waits at a chance node.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The action with its seat, or `None` for the deal.
    pub action: Option<(Seat, Value)>,
    /// Its draws given so far.
    pub given: Vec<u32>,
    /// How many outcomes the next draw has, each as likely as the others.
    pub outcomes: u32,
}

/// What a run under the given draws came to.
pub enum Run<T> {
    Done(T),
    /// It wants one more draw among this many outcomes.
    Wants(u32),
}

/// The table `kind` sets up with `config` under the draws `given`.
pub fn deal(
    kind: &dyn GameKind,
    config: &Value,
    given: &[u32],
) -> Result<Run<Box<dyn Table>>, SetupError> {
    // The seed is never read: every draw comes from `given`.
    let (table, draws) = scripted(given, || kind.new_table(config, 0));
    let table = table?;
    Ok(match draws.wanted {
        Some(outcomes) => Run::Wants(outcomes),
        None => Run::Done(table),
    })
}

/// `table` after `seat` plays `action` under the draws `given` (the table itself is left
/// as it was).
pub fn act(
    table: &dyn Table,
    seat: Seat,
    action: &Value,
    given: &[u32],
) -> Result<Run<Box<dyn Table>>, ActionError> {
    let mut after = table.clone_table();
    let (applied, draws) = scripted(given, || after.apply(seat, action));
    // Rules are checked before anything is drawn, so a refusal stands whatever the draws.
    applied?;
    Ok(match draws.wanted {
        Some(outcomes) => Run::Wants(outcomes),
        None => Run::Done(after),
    })
}
