//! What the server keeps: each table's header and its log of accepted actions.
//!
//! `(config, seed, actions)` reproduces a game bit for bit, so nothing else is saved: a
//! table is rebuilt on start by replaying its log. The trait hides the database so that a
//! PostgreSQL store (several server instances) can sit beside the SQLite one later.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use thiserror::Error;

/// A store operation in flight. Boxed so that `dyn Store` can be chosen at run time.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, Error)]
#[error("store: {0}")]
pub struct StoreError(pub String);

/// Who sits in a seat. Saved in the header, with the token of each human seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "player", rename_all = "snake_case")]
pub enum SeatPlayer {
    Human { token: String },
    Bot { level: String },
}

impl SeatPlayer {
    /// The public description of the seat: `human` or `bot:LEVEL` (never the token).
    pub fn public_label(&self) -> String {
        match self {
            SeatPlayer::Human { .. } => "human".to_string(),
            SeatPlayer::Bot { level } => format!("bot:{level}"),
        }
    }
}

/// A table's fixed facts, written once when it is created.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableHeader {
    pub id: String,
    pub game: String,
    pub config: Value,
    pub seed: u64,
    pub seats: Vec<SeatPlayer>,
    /// Seconds since the Unix epoch.
    pub created: i64,
}

/// One accepted action: the `seq`-th of its table (counted from 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredAction {
    pub seq: u64,
    pub seat: u8,
    pub action: Value,
}

/// A table as the store holds it: enough to rebuild it by replay.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTable {
    pub header: TableHeader,
    /// In `seq` order, without gaps.
    pub actions: Vec<StoredAction>,
}

pub trait Store: Send + Sync {
    /// Saves a new table's header.
    fn create_table<'a>(&'a self, header: &'a TableHeader) -> StoreFuture<'a, ()>;
    /// Saves one accepted action; it is committed when the future completes. A second
    /// action with the same `(table, seq)` is refused, so a log never forks.
    fn append<'a>(&'a self, table_id: &'a str, action: &'a StoredAction) -> StoreFuture<'a, ()>;
    /// Notes that a table's game is over, so that a restart need not load it.
    fn finish<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, ()>;
    /// Every table whose game is not known to be over, with its whole log, oldest first.
    fn load_unfinished(&self) -> StoreFuture<'_, Vec<StoredTable>>;
    /// One table with its whole log, if it exists.
    fn load<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<StoredTable>>;
}
