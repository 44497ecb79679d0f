//! What the server keeps: each table's header and its log of accepted actions.
//!
//! `(config, seed, actions)` reproduces a game bit for bit, so nothing else is saved: a
//! table is rebuilt on start by replaying its log. The trait hides the database: SQLite
//! serves one server instance, PostgreSQL several that share their tables. For those, each
//! live table has one owner at a time (a lease), and every append is announced to the
//! other instances, which read it back from the store.

use crate::clock::Pace;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;
use thiserror::Error;
use tokio::sync::mpsc;

/// A store operation in flight. Boxed so that `dyn Store` can be chosen at run time.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Clone, Debug, Error)]
pub enum StoreError {
    /// Another writer saved this `(table, seq)` first: the log did not fork, and the caller's
    /// copy of the table is behind.
    #[error("store: action {seq} of table {table} was already saved by another writer")]
    Conflict { table: String, seq: u64 },
    /// The database failed or cannot be reached; the message says how.
    #[error("store: {0}")]
    Failed(String),
}

impl StoreError {
    /// A database failure, from any error that can be displayed.
    pub fn failed(error: impl std::fmt::Display) -> StoreError {
        StoreError::Failed(error.to_string())
    }

    /// The error of a refused append: a conflict if the database says the key was taken.
    pub fn of_append(error: sqlx::Error, table: &str, seq: u64) -> StoreError {
        match error.as_database_error() {
            Some(db) if db.is_unique_violation() => StoreError::Conflict {
                table: table.to_string(),
                seq,
            },
            _ => StoreError::failed(error),
        }
    }
}

/// An action saved by some instance, as the store announces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Appended {
    /// Table `table` now has at least `seq` actions.
    Action { table: String, seq: u64 },
    /// Table `table` now has at least `n` chat lines.
    Chat { table: String, n: u64 },
    /// Table `table`'s seat claims changed (a person left its rematch): read them again.
    Seats { table: String },
    /// Announcements may have been missed (the listener reconnected): every open table
    /// should read its log again.
    Resync,
}

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
    /// Listed in the lobby, where anyone may take a free seat; otherwise reachable only
    /// through its links.
    #[serde(default)]
    pub public: bool,
    /// The time per decision and the bot standing in for an absent person.
    #[serde(default)]
    pub pace: Pace,
    /// Spectators' chat lines reach the seats too (they always reach other spectators).
    #[serde(default)]
    pub spectator_chat: bool,
    /// Rated when it ends (crate::ratings says when a table counts).
    #[serde(default)]
    pub rated: bool,
}

/// A public, unfinished table as the lobby lists it: its header and the seats a person has
/// come to (through an invite link or the lobby).
#[derive(Clone, Debug, PartialEq)]
pub struct ListedTable {
    pub header: TableHeader,
    /// In increasing order.
    pub claimed: Vec<u8>,
}

/// A seat a person has come to, and when (milliseconds since the Unix epoch).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatClaim {
    pub seat: u8,
    pub came_at: i64,
    /// The seat's person left the rematch this seat belongs to: a bot plays it to the end.
    pub left: bool,
}

/// A person's answer to the rematch they were offered, kept per seat of the rematch: the
/// first answer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RematchAnswer {
    Join,
    Leave,
}

impl RematchAnswer {
    pub fn as_str(self) -> &'static str {
        match self {
            RematchAnswer::Join => "join",
            RematchAnswer::Leave => "leave",
        }
    }
}

/// One accepted action: the `seq`-th of its table (counted from 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredAction {
    pub seq: u64,
    pub seat: u8,
    pub action: Value,
    /// When it was saved, in milliseconds since the Unix epoch (0 in logs saved before
    /// clocks existed): where the next decision's clock starts.
    #[serde(default)]
    pub saved_at: i64,
    /// Played by a bot standing in for the person in `seat` (their time ran out or they
    /// went away).
    #[serde(default)]
    pub stand_in: bool,
}

/// A person: a guest made on their first visit, known by a session cookie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    /// 128 random bits (crate::tokens).
    pub id: String,
    /// Chosen by the person: hostile text, only ever stored and echoed as JSON.
    pub name: String,
    /// Seconds since the Unix epoch.
    pub created_at: i64,
    /// Their profile is shown to nobody else.
    pub hidden: bool,
}

/// An account: a person who claimed their identity with a username and a password.
#[derive(Clone, PartialEq, Eq)]
pub struct Account {
    /// The person's id.
    pub person: String,
    /// As the person spelled it (already checked); unique case-insensitively.
    pub username: String,
    /// The password's Argon2id hash, as a PHC string (never the password itself).
    pub password_hash: String,
}

impl std::fmt::Debug for Account {
    /// Without the hash: an account may end up in a log or a test's message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Account")
            .field("person", &self.person)
            .field("username", &self.username)
            .finish_non_exhaustive()
    }
}

/// The key that makes usernames unique case-insensitively: the lower-case spelling.
pub fn username_key(username: &str) -> String {
    username.to_lowercase()
}

/// A seat a person is linked to, with what "my tables" shows of its table.
#[derive(Clone, Debug, PartialEq)]
pub struct PersonSeat {
    /// The table's header (its seat tokens make the seat's link).
    pub header: TableHeader,
    pub seat: u8,
    pub finished: bool,
    /// When the person was first linked to the seat, seconds since the Unix epoch.
    pub linked_at: i64,
}

/// One line of a table's chat: only what a person typed, never anything from the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// The line's number at its table, counted from 1 (the store gives it).
    pub n: u64,
    /// The table's step (its `seq`) when the line was written.
    pub step: u64,
    /// The seat that wrote it, or `None` for a spectator.
    pub seat: Option<u8>,
    /// The speaker's display name: hostile text, only ever sent as JSON text.
    pub name: String,
    /// What was typed (checked by crate::chat): hostile text, only ever sent as JSON text.
    pub text: String,
    /// When it was written, milliseconds since the Unix epoch.
    pub at: i64,
}

/// A table as the store holds it: enough to rebuild it by replay.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTable {
    pub header: TableHeader,
    /// In `seq` order, without gaps.
    pub actions: Vec<StoredAction>,
}

// What a finished table leaves its people, settled and read by the SQL of crate::results.

/// A person's rating in one game, on the scale of [`crate::ratings`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    /// Glicko-2's volatility; 0 for Weng-Lin.
    pub volatility: f64,
    /// The rated tables behind it.
    pub games: u32,
}

/// A finished table to settle.
#[derive(Clone, Debug, PartialEq)]
pub struct Settlement {
    pub table_id: String,
    pub game: String,
    /// Per seat, whether it won.
    pub won: Vec<bool>,
    /// When the table ended, seconds since the Unix epoch.
    pub at: i64,
}

/// The person of a seat and their rating in the table's game before it (`None`: unrated).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRating {
    pub person: String,
    pub rating: Option<Rating>,
}

/// A seat's rating after a rated table, and how much the table moved it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NewRating {
    pub after: Rating,
    pub change: f64,
}

/// Works out a settled table's new ratings, one per seat, from each seat's person (`None`:
/// nobody came to it) and their rating before; `None` when the table is not to be rated.
pub type Rater<'a> = &'a (dyn Fn(&[Option<SeatRating>]) -> Option<Vec<NewRating>> + Send + Sync);

/// A seat's person as the lobby and the table show them.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatPerson {
    pub table_id: String,
    pub seat: u8,
    /// Hostile text, only ever sent as JSON text.
    pub name: String,
    /// Their account's username, if they have one.
    pub username: Option<String>,
    /// Their current rating in the table's game.
    pub rating: Option<Rating>,
    /// What this table did to their rating, once it is rated.
    pub change: Option<f64>,
}

/// A person's finished table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableResult {
    pub table_id: String,
    pub game: String,
    pub seat: u8,
    pub won: bool,
    pub rated: bool,
    /// Listed in the lobby; a private table's id is a link to it, for its owner's eyes only.
    pub public: bool,
    /// Seconds since the Unix epoch.
    pub ended: i64,
}

/// How many tables of one game a person finished, and won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub game: String,
    pub played: u64,
    pub won: u64,
}

/// A person's rating right after a rated table.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    pub game: String,
    pub table_id: String,
    /// The table is public (see [`TableResult::public`]).
    pub public: bool,
    /// Seconds since the Unix epoch.
    pub at: i64,
    pub rating: f64,
}

/// What a person's profile shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// The person, `hidden` saying whether the profile is shown to anyone else.
    pub person: Person,
    /// By game name.
    pub tallies: Vec<Tally>,
    pub ratings: Vec<(String, Rating)>,
    /// Oldest first.
    pub history: Vec<RatingPoint>,
    /// Newest first.
    pub recent: Vec<TableResult>,
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
    /// The actions of a table after `seq`, in order: how a copy of a table catches up.
    fn actions_after<'a>(
        &'a self,
        table_id: &'a str,
        seq: u64,
    ) -> StoreFuture<'a, Vec<StoredAction>>;

    /// Notes that a person has come to `seat` at `came_at` (milliseconds since the Unix
    /// epoch): `true` if nobody had before. Two callers claiming the same free seat at
    /// once: exactly one gets `true`.
    fn claim_seat<'a>(&'a self, table_id: &'a str, seat: u8, came_at: i64)
        -> StoreFuture<'a, bool>;
    /// Notes that the person in `seat` took it back from a bot standing in for them at
    /// `came_at`: their clock runs from then.
    fn return_to_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, ()>;
    /// The seats of `table_id` a person has come to, with when they first came, in seat
    /// order: a seat's clock runs only from then.
    fn claims<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Vec<SeatClaim>>;
    /// Records `answer` for the person of `seat` at the rematch `table_id` (claiming the
    /// seat at `at` if nobody had), unless they answered before; the answer that stands.
    fn answer_rematch<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        answer: RematchAnswer,
        at: i64,
    ) -> StoreFuture<'a, RematchAnswer>;
    /// The newest `limit` public tables that are not over, newest first, with their claimed
    /// seats.
    fn listed(&self, limit: usize) -> StoreFuture<'_, Vec<ListedTable>>;

    /// Records `rematch` as the table of `table_id`'s rematch unless one is recorded
    /// already; the one recorded after (of two callers at once, both learn the same).
    fn offer_rematch<'a>(&'a self, table_id: &'a str, rematch: &'a str) -> StoreFuture<'a, String>;
    /// The table of `table_id`'s rematch, if one was offered.
    fn rematch_of<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<String>>;

    /// Saves a new person and a session of theirs, known by `session_hash` (the SHA-256 of
    /// the session's secret, in hex: the secret itself is never stored), at `now` (seconds
    /// since the Unix epoch).
    fn create_person<'a>(
        &'a self,
        person: &'a Person,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()>;
    /// The person of the session `session_hash`, if there is one; notes that the session
    /// was seen at `now`.
    fn person_of_session<'a>(
        &'a self,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, Option<Person>>;
    /// Gives the person `person_id` the name `name` (already checked).
    fn rename_person<'a>(&'a self, person_id: &'a str, name: &'a str) -> StoreFuture<'a, ()>;
    /// Links the person to `seat` of `table_id` at `linked_at` (seconds since the Unix
    /// epoch); linking again changes nothing (the first time is kept).
    fn link_seat<'a>(
        &'a self,
        person_id: &'a str,
        table_id: &'a str,
        seat: u8,
        linked_at: i64,
    ) -> StoreFuture<'a, ()>;
    /// The person's seats, the latest linked first (then the newest table), at most `limit`.
    fn person_seats<'a>(
        &'a self,
        person_id: &'a str,
        limit: usize,
    ) -> StoreFuture<'a, Vec<PersonSeat>>;

    /// Makes `account.person` an account, at `now`: `false` (and nothing stored) if the
    /// username is taken, in any case, or the person has an account already.
    fn create_account<'a>(&'a self, account: &'a Account, now: i64) -> StoreFuture<'a, bool>;
    /// The account whose username is `username`, in any case.
    fn account_by_username<'a>(&'a self, username: &'a str) -> StoreFuture<'a, Option<Account>>;
    /// The account of the person `person_id`, if they have one.
    fn account_of<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Account>>;
    /// Replaces the password hash of the account of `person_id`.
    fn set_password<'a>(
        &'a self,
        person_id: &'a str,
        password_hash: &'a str,
    ) -> StoreFuture<'a, ()>;
    /// Notes a failed login to the account of `person_id` at `at` (seconds since the Unix
    /// epoch) and gives the times of those noted before it at `since` or later, oldest
    /// first. One account's failures are noted one at a time, so that of tries at once
    /// each sees every one noted before it and none after; failures older than a day are
    /// forgotten meanwhile.
    fn note_login_failure<'a>(
        &'a self,
        person_id: &'a str,
        at: i64,
        since: i64,
    ) -> StoreFuture<'a, Vec<i64>>;
    /// Forgets one failed login to `person_id`'s account noted at `at` (a try that was
    /// counted as failed before its password was checked, and succeeded).
    fn forget_login_failure<'a>(&'a self, person_id: &'a str, at: i64) -> StoreFuture<'a, ()>;
    /// A new session of an existing person, known by `session_hash`, at `now`.
    fn create_session<'a>(
        &'a self,
        person_id: &'a str,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()>;
    /// Ends the session `session_hash` (nothing if there is none).
    fn delete_session<'a>(&'a self, session_hash: &'a str) -> StoreFuture<'a, ()>;
    /// Ends every session of `person_id` but `keep`; how many ended.
    fn delete_sessions<'a>(
        &'a self,
        person_id: &'a str,
        keep: Option<&'a str>,
    ) -> StoreFuture<'a, u64>;
    /// Moves every seat and finished table's result of the person `from` to the person
    /// `to` (a seat `to` has already keeps `to`'s time); `from` has none after. Ratings
    /// stay: two people's ratings cannot be merged.
    fn move_seats<'a>(&'a self, from: &'a str, to: &'a str) -> StoreFuture<'a, ()>;
    /// Saves a chat line of `table_id` under the next number of that table (`line.n` is
    /// ignored) and returns that number.
    fn add_chat<'a>(&'a self, table_id: &'a str, line: &'a ChatLine) -> StoreFuture<'a, u64>;
    /// The last `limit` chat lines of `table_id`, in their order.
    fn chat_lines<'a>(&'a self, table_id: &'a str, limit: usize) -> StoreFuture<'a, Vec<ChatLine>>;
    /// Settles the finished table of `settlement` once (crate::results): notes the result of
    /// each seat's person, and the new ratings `rate` gives with their history, in one
    /// transaction; `false` if it was settled before, by any instance (nothing changes).
    fn settle<'a>(&'a self, settlement: &'a Settlement, rate: Rater<'a>) -> StoreFuture<'a, bool>;
    /// The people of the seats of `table_ids` (each seat's first linked), by table and seat.
    fn seat_people<'a>(&'a self, table_ids: &'a [String]) -> StoreFuture<'a, Vec<SeatPerson>>;
    /// What the profile of `person_id` shows; `None` if there is no such person.
    fn profile<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Profile>>;
    /// Hides the profile of `person_id` from everyone else, or shows it again.
    fn hide_profile<'a>(&'a self, person_id: &'a str, hidden: bool) -> StoreFuture<'a, ()>;

    /// Whether several server instances may share this store. If not, the lease methods
    /// below grant everything and there are no announcements.
    fn shared(&self) -> bool;
    /// Takes `table_id`'s lease for `owner` until `ttl` from now (the database's clock),
    /// if it is free, expired or already `owner`'s; `true` if `owner` holds it after. The
    /// table need not be saved yet: its creator leases it first.
    fn claim<'a>(
        &'a self,
        table_id: &'a str,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, bool>;
    /// Extends every lease `owner` still holds to `ttl` from now; the tables it holds.
    fn renew<'a>(&'a self, owner: &'a str, ttl: Duration) -> StoreFuture<'a, Vec<String>>;
    /// Gives up `owner`'s lease of `table_id` (its game is over, or the server stops).
    fn release<'a>(&'a self, table_id: &'a str, owner: &'a str) -> StoreFuture<'a, ()>;
    /// The unfinished tables whose lease is free or expired: those nobody drives.
    fn orphaned(&self) -> StoreFuture<'_, Vec<String>>;
    /// Announcements of every append, by any instance (this one included), from now on;
    /// `None` for a store that is not shared.
    fn subscribe(&self) -> StoreFuture<'_, Option<mpsc::Receiver<Appended>>>;
}
