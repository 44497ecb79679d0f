//! The default [`Store`]: one SQLite file, created with its schema on first start.
//!
//! The journal is a write-ahead log with `synchronous = FULL`, so an action whose insert
//! returned survives a crash of the process and of the machine; that is what lets the
//! table send its events right after the insert.
//!
//! Appends go through one writer task that commits whatever has queued up meanwhile in a
//! single statement ([`crate::group_commit`]).

use crate::dialect::Dialect;
use crate::group_commit::{insert_batch, Append, Writer};
use crate::rows::{listed_from_rows, tables_from_rows};
use crate::store::{
    Account, Appended, ChatLine, ListedTable, Person, PersonSeat, Profile, Rater, RematchAnswer,
    SeatClaim, SeatPerson, Settlement, Store, StoreError, StoreFuture, StoredAction, StoredTable,
    TableHeader,
};
use crate::tables_sql::{action_columns, header_columns};
use crate::{accounts_sql, people_sql, results, tables_sql};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteQueryResult,
    SqliteSynchronous,
};
use sqlx::Sqlite;
use std::path::Path;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// The schema, version 1. Later versions add numbered steps after it.
const SCHEMA_V1: &str = "
CREATE TABLE IF NOT EXISTS tables (
    id      TEXT PRIMARY KEY NOT NULL,
    game    TEXT NOT NULL,
    config  TEXT NOT NULL,   -- JSON: the game's configuration
    seed    INTEGER NOT NULL, -- the u64 seed, stored as the i64 with the same bits
    seats   TEXT NOT NULL,   -- JSON: [{\"player\": \"human\", \"token\": ...} | {\"player\": \"bot\", \"level\": ...}]
    created INTEGER NOT NULL -- seconds since the Unix epoch
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    action   TEXT NOT NULL,  -- JSON: the game's action
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
PRAGMA user_version = 1;
";

/// Version 2: finished tables are marked, so that a restart loads only the others.
const SCHEMA_V2: &str = "
ALTER TABLE tables ADD COLUMN finished INTEGER NOT NULL DEFAULT 0;
PRAGMA user_version = 2;
";

/// Version 3: public tables, listed in the lobby, the seats people have come to, and the
/// table of a finished one's rematch.
const SCHEMA_V3: &str = "
ALTER TABLE tables ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN rematch TEXT;
CREATE INDEX tables_listed ON tables (created) WHERE public = 1 AND finished = 0;
CREATE TABLE seat_claims (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat     INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
PRAGMA user_version = 3;
";

/// Version 4: clocks. Each table's pace, when each action was saved and whether a bot
/// stood in for the person, and when a person first came to each seat.
const SCHEMA_V4: &str = "
ALTER TABLE tables ADD COLUMN pace TEXT NOT NULL DEFAULT '{}';
ALTER TABLE actions ADD COLUMN saved_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN stand_in INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seat_claims ADD COLUMN came_at INTEGER NOT NULL DEFAULT 0;
PRAGMA user_version = 4;
";

/// Version 5: people (guests known by a session cookie), their sessions (only the SHA-256
/// of each session's secret) and the seats they are linked to.
const SCHEMA_V5: &str = "
CREATE TABLE people (
    id         TEXT PRIMARY KEY NOT NULL,
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL -- seconds since the Unix epoch
) WITHOUT ROWID;
CREATE TABLE sessions (
    hash       TEXT PRIMARY KEY NOT NULL, -- hex SHA-256 of the cookie's secret
    person     TEXT NOT NULL REFERENCES people(id),
    created_at INTEGER NOT NULL,
    last_seen  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE person_seats (
    person    TEXT NOT NULL REFERENCES people(id),
    table_id  TEXT NOT NULL REFERENCES tables(id),
    seat      INTEGER NOT NULL,
    linked_at INTEGER NOT NULL,
    PRIMARY KEY (person, table_id, seat)
) WITHOUT ROWID;
PRAGMA user_version = 5;
";

/// Version 6: accounts (a username, unique by its lower-case key, and an Argon2id hash of
/// the password) and the failed logins to each, counted per account.
const SCHEMA_V6: &str = "
CREATE TABLE accounts (
    person        TEXT PRIMARY KEY NOT NULL REFERENCES people(id),
    username      TEXT NOT NULL,        -- as the person spelled it
    username_key  TEXT NOT NULL UNIQUE, -- lower case: unique case-insensitively
    password_hash TEXT NOT NULL,        -- Argon2id, a PHC string
    created_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE login_failures (
    person TEXT NOT NULL REFERENCES people(id),
    at     INTEGER NOT NULL -- seconds since the Unix epoch
);
CREATE INDEX login_failures_person ON login_failures (person, at);
CREATE INDEX sessions_person ON sessions (person);
PRAGMA user_version = 6;
";

/// Version 7: table chat: whether spectators' lines reach the seats, and each table's chat
/// lines.
const SCHEMA_V7: &str = "
ALTER TABLE tables ADD COLUMN spectator_chat INTEGER NOT NULL DEFAULT 0;
CREATE TABLE chat_lines (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n        INTEGER NOT NULL, -- the line's number at its table, from 1
    step     INTEGER NOT NULL, -- the table's seq when it was written
    seat     INTEGER,          -- NULL: a spectator
    name     TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       INTEGER NOT NULL, -- milliseconds since the Unix epoch
    PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
PRAGMA user_version = 7;
";

/// Version 8: rated tables and hidden profiles; what finished tables leave their people
/// (crate::results): each settled table once, each seat's result, ratings per person and
/// game, and their history.
const SCHEMA_V8: &str = "
ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE people ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
CREATE TABLE settled_tables (
    table_id TEXT PRIMARY KEY NOT NULL REFERENCES tables(id),
    at       INTEGER NOT NULL -- seconds since the Unix epoch
) WITHOUT ROWID;
CREATE TABLE results (
    person   TEXT NOT NULL REFERENCES people(id),
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat     INTEGER NOT NULL,
    game     TEXT NOT NULL,
    won      INTEGER NOT NULL,
    rated    INTEGER NOT NULL,
    ended    INTEGER NOT NULL,
    PRIMARY KEY (person, table_id, seat)
) WITHOUT ROWID;
CREATE INDEX results_recent ON results (person, ended);
CREATE TABLE ratings (
    person     TEXT NOT NULL REFERENCES people(id),
    game       TEXT NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    games      INTEGER NOT NULL, -- 0: a placeholder, not rated yet
    PRIMARY KEY (person, game)
) WITHOUT ROWID;
CREATE TABLE rating_history (
    person    TEXT NOT NULL REFERENCES people(id),
    table_id  TEXT NOT NULL REFERENCES tables(id),
    game      TEXT NOT NULL,
    at        INTEGER NOT NULL,
    rating    REAL NOT NULL, -- after the table
    deviation REAL NOT NULL,
    change    REAL NOT NULL,
    PRIMARY KEY (person, table_id)
) WITHOUT ROWID;
CREATE INDEX rating_history_game ON rating_history (person, game, at);
PRAGMA user_version = 8;
";

/// Version 9: a person's answer to a rematch they were offered at each seat of it: `join`
/// or `leave` (NULL: none yet).
const SCHEMA_V9: &str = "
ALTER TABLE seat_claims ADD COLUMN answer TEXT;
PRAGMA user_version = 9;
";

const SCHEMA_VERSION: i64 = 9;

/// How often the write-ahead log is copied back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

pub struct SqliteStore {
    pool: SqlitePool,
    appends: Writer,
    /// Dropped with the store, which stops its checkpoints.
    _checkpoints: oneshot::Sender<()>,
}

fn fail(error: impl std::fmt::Display) -> StoreError {
    StoreError::failed(error)
}

/// SQLite takes the shared SQL's `?` placeholders as they are.
impl Dialect for Sqlite {
    fn numbered(sql: &str) -> String {
        sql.to_string()
    }

    fn fail(error: sqlx::Error) -> StoreError {
        fail(error)
    }

    fn rows_affected(done: &SqliteQueryResult) -> u64 {
        done.rows_affected()
    }

    const ROW_ID: &'static str = "rowid";
    const JSON: &'static str = "?";
    const LOCK: &'static str = "";
}

impl SqliteStore {
    /// Opens (or creates) the store at `path` and brings its schema up to date.
    /// The file is kept readable and writable by its owner only (`create_private`).
    pub async fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        create_private(path)
            .map_err(|e| StoreError::Failed(format!("cannot create {}: {e}", path.display())))?;
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // Not on the commit that fills the log, which would keep every table's actions
            // waiting for the copy: `checkpoint_regularly` does it on a connection of its own.
            .pragma("wal_autocheckpoint", "0");
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .map_err(|e| StoreError::Failed(format!("cannot open {}: {e}", path.display())))?;
        let appends = Writer::start(pool.clone(), |pool, batch| async move {
            let results =
                insert_batch(&batch, |rows| Box::pin(insert_rows(pool.clone(), rows))).await;
            (batch, results)
        });
        let (checkpoints, stop) = oneshot::channel();
        tokio::spawn(checkpoint_regularly(pool.clone(), stop));
        let store = SqliteStore {
            pool,
            appends,
            _checkpoints: checkpoints,
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let version: i64 = sqlx::query_scalar("PRAGMA user_version")
            .fetch_one(&self.pool)
            .await
            .map_err(fail)?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Failed(format!(
                "the store has schema version {version}; this whodunit knows up to {SCHEMA_VERSION}"
            )));
        }
        let steps = [
            (1, SCHEMA_V1),
            (2, SCHEMA_V2),
            (3, SCHEMA_V3),
            (4, SCHEMA_V4),
            (5, SCHEMA_V5),
            (6, SCHEMA_V6),
            (7, SCHEMA_V7),
            (8, SCHEMA_V8),
            (9, SCHEMA_V9),
        ];
        for (step, sql) in steps {
            if version < step {
                sqlx::raw_sql(sql).execute(&self.pool).await.map_err(fail)?;
            }
        }
        Ok(())
    }

    /// The tables with `id`, or every unfinished one, with their logs.
    async fn load_tables(&self, id: Option<&str>) -> Result<Vec<StoredTable>, StoreError> {
        let header = format!("SELECT {} FROM tables t", header_columns());
        let log = format!("SELECT {} FROM actions a", action_columns());
        let (headers, actions) = match id {
            Some(id) => (
                sqlx::query(&format!("{header} WHERE t.id = ?"))
                    .bind(id)
                    .fetch_all(&self.pool)
                    .await,
                sqlx::query(&format!("{log} WHERE a.table_id = ? ORDER BY a.seq"))
                    .bind(id)
                    .fetch_all(&self.pool)
                    .await,
            ),
            None => (
                sqlx::query(&format!(
                    "{header} WHERE t.finished = 0 ORDER BY t.created, t.rowid"
                ))
                .fetch_all(&self.pool)
                .await,
                sqlx::query(&format!(
                    "{log} WHERE a.table_id IN (SELECT id FROM tables WHERE finished = 0) \
                     ORDER BY a.table_id, a.seq"
                ))
                .fetch_all(&self.pool)
                .await,
            ),
        };
        tables_from_rows(&headers.map_err(fail)?, &actions.map_err(fail)?)
    }
}

/// Makes the store's file readable and writable by its owner only: a new file is created
/// so, and an older one (with its `-wal` and `-shm`, which SQLite gives the database's
/// mode) is narrowed to it, since the file holds seat tokens and sessions.
fn create_private(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => narrow(path),
        Err(error) => Err(error),
    }
}

/// Takes away every permission of the group and others from the file and its journals.
#[cfg(unix)]
fn narrow(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let file = Path::new(&name);
        let mode = match std::fs::metadata(file) {
            Ok(metadata) => metadata.permissions().mode(),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error),
        };
        if mode & 0o077 != 0 {
            std::fs::set_permissions(file, std::fs::Permissions::from_mode(mode & 0o700))?;
        }
    }
    Ok(())
}

#[cfg(not(unix))]
fn narrow(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Copies the write-ahead log back into the database file every [`CHECKPOINT_EVERY`], on a
/// connection of its own, until `stop` (the store is gone). A passive checkpoint waits for
/// no one: commits go on meanwhile, and what it could not copy is copied the next time.
async fn checkpoint_regularly(pool: SqlitePool, mut stop: oneshot::Receiver<()>) {
    loop {
        tokio::select! {
            _ = &mut stop => return,
            _ = tokio::time::sleep(CHECKPOINT_EVERY) => {}
        }
        if let Err(error) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&pool)
            .await
        {
            tracing::warn!(%error, "could not checkpoint the SQLite log");
        }
    }
}

/// Inserts `batch` with one statement, which SQLite makes atomic: one trip to sqlx's
/// SQLite thread for the whole batch, its rows passed as one JSON array.
async fn insert_rows(pool: SqlitePool, batch: &[Append]) -> Result<Vec<(String, i64)>, StoreError> {
    let mut rows = Vec::with_capacity(batch.len());
    for append in batch {
        rows.push(serde_json::json!([
            append.table_id,
            i64::try_from(append.action.seq).map_err(StoreError::failed)?,
            append.action.seat,
            append.action.action.to_string(),
            append.action.saved_at,
            u8::from(append.action.stand_in),
        ]));
    }
    // `WHERE true`: SQLite's grammar needs a WHERE before an upsert's ON CONFLICT here.
    sqlx::query_as(
        "INSERT INTO actions (table_id, seq, seat, action, saved_at, stand_in) \
         SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 \
         FROM json_each(?) WHERE true \
         ON CONFLICT (table_id, seq) DO NOTHING \
         RETURNING table_id, seq",
    )
    .bind(serde_json::Value::Array(rows).to_string())
    .fetch_all(&pool)
    .await
    .map_err(fail)
}

impl Store for SqliteStore {
    fn create_table<'a>(&'a self, header: &'a TableHeader) -> StoreFuture<'a, ()> {
        Box::pin(tables_sql::create_table(&self.pool, header))
    }

    fn append<'a>(&'a self, table_id: &'a str, action: &'a StoredAction) -> StoreFuture<'a, ()> {
        Box::pin(self.appends.append(table_id, action))
    }

    fn finish<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(tables_sql::finish(&self.pool, table_id))
    }

    fn load_unfinished(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        Box::pin(self.load_tables(None))
    }

    fn load<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        Box::pin(async move { Ok(self.load_tables(Some(table_id)).await?.pop()) })
    }

    fn actions_after<'a>(
        &'a self,
        table_id: &'a str,
        seq: u64,
    ) -> StoreFuture<'a, Vec<StoredAction>> {
        Box::pin(tables_sql::actions_after(&self.pool, table_id, seq))
    }

    fn claim_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, bool> {
        Box::pin(tables_sql::claim_seat(&self.pool, table_id, seat, came_at))
    }

    fn return_to_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(tables_sql::return_to_seat(
            &self.pool, table_id, seat, came_at,
        ))
    }

    fn claims<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Vec<SeatClaim>> {
        Box::pin(tables_sql::claims(&self.pool, table_id))
    }

    fn answer_rematch<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        answer: RematchAnswer,
        at: i64,
    ) -> StoreFuture<'a, RematchAnswer> {
        Box::pin(tables_sql::answer_rematch(
            &self.pool, table_id, seat, answer, at,
        ))
    }

    fn listed(&self, limit: usize) -> StoreFuture<'_, Vec<ListedTable>> {
        Box::pin(async move {
            let limit = i64::try_from(limit).map_err(fail)?;
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            let headers = sqlx::query(&format!(
                "SELECT {} FROM tables t \
                 WHERE public = 1 AND finished = 0 ORDER BY created DESC, rowid DESC LIMIT ?",
                header_columns()
            ))
            .bind(limit)
            .fetch_all(&mut *transaction)
            .await
            .map_err(fail)?;
            let claims = sqlx::query(
                "SELECT table_id, seat FROM seat_claims WHERE table_id IN \
                 (SELECT id FROM tables WHERE public = 1 AND finished = 0 \
                  ORDER BY created DESC, rowid DESC LIMIT ?) ORDER BY table_id, seat",
            )
            .bind(limit)
            .fetch_all(&mut *transaction)
            .await
            .map_err(fail)?;
            transaction.commit().await.map_err(fail)?;
            listed_from_rows(&headers, &claims)
        })
    }

    fn offer_rematch<'a>(&'a self, table_id: &'a str, rematch: &'a str) -> StoreFuture<'a, String> {
        Box::pin(async move {
            sqlx::query("UPDATE tables SET rematch = ? WHERE id = ? AND rematch IS NULL")
                .bind(rematch)
                .bind(table_id)
                .execute(&self.pool)
                .await
                .map_err(fail)?;
            self.rematch_of(table_id)
                .await?
                .ok_or_else(|| fail(format!("there is no table {table_id:?}")))
        })
    }

    fn rematch_of<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<String>> {
        Box::pin(tables_sql::rematch_of(&self.pool, table_id))
    }

    fn create_person<'a>(
        &'a self,
        person: &'a Person,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            sqlx::query("INSERT INTO people (id, name, created_at) VALUES (?, ?, ?)")
                .bind(&person.id)
                .bind(&person.name)
                .bind(person.created_at)
                .execute(&mut *transaction)
                .await
                .map_err(fail)?;
            sqlx::query(
                "INSERT INTO sessions (hash, person, created_at, last_seen) VALUES (?, ?, ?, ?)",
            )
            .bind(session_hash)
            .bind(&person.id)
            .bind(now)
            .bind(now)
            .execute(&mut *transaction)
            .await
            .map_err(fail)?;
            transaction.commit().await.map_err(fail)
        })
    }

    fn person_of_session<'a>(
        &'a self,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, Option<Person>> {
        Box::pin(people_sql::person_of_session(&self.pool, session_hash, now))
    }

    fn rename_person<'a>(&'a self, person_id: &'a str, name: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(people_sql::rename_person(&self.pool, person_id, name))
    }

    fn link_seat<'a>(
        &'a self,
        person_id: &'a str,
        table_id: &'a str,
        seat: u8,
        linked_at: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(people_sql::link_seat(
            &self.pool, person_id, table_id, seat, linked_at,
        ))
    }

    fn person_seats<'a>(
        &'a self,
        person_id: &'a str,
        limit: usize,
    ) -> StoreFuture<'a, Vec<PersonSeat>> {
        Box::pin(people_sql::person_seats(&self.pool, person_id, limit))
    }

    fn add_chat<'a>(&'a self, table_id: &'a str, line: &'a ChatLine) -> StoreFuture<'a, u64> {
        Box::pin(async move {
            // One statement: the number is taken and used at once, under SQLite's write lock.
            let n: i64 = sqlx::query_scalar(
                "INSERT INTO chat_lines (table_id, n, step, seat, name, text, at) \
                 SELECT ?, coalesce(max(n), 0) + 1, ?, ?, ?, ?, ? \
                 FROM chat_lines WHERE table_id = ? RETURNING n",
            )
            .bind(table_id)
            .bind(i64::try_from(line.step).map_err(fail)?)
            .bind(line.seat.map(i64::from))
            .bind(&line.name)
            .bind(&line.text)
            .bind(line.at)
            .bind(table_id)
            .fetch_one(&self.pool)
            .await
            .map_err(fail)?;
            u64::try_from(n).map_err(fail)
        })
    }

    fn chat_lines<'a>(&'a self, table_id: &'a str, limit: usize) -> StoreFuture<'a, Vec<ChatLine>> {
        Box::pin(tables_sql::chat_lines(&self.pool, table_id, limit))
    }

    fn settle<'a>(&'a self, settlement: &'a Settlement, rate: Rater<'a>) -> StoreFuture<'a, bool> {
        Box::pin(results::settle(&self.pool, settlement, rate))
    }

    fn seat_people<'a>(&'a self, table_ids: &'a [String]) -> StoreFuture<'a, Vec<SeatPerson>> {
        Box::pin(results::seat_people(&self.pool, table_ids))
    }

    fn profile<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Profile>> {
        Box::pin(results::profile(&self.pool, person_id))
    }

    fn hide_profile<'a>(&'a self, person_id: &'a str, hidden: bool) -> StoreFuture<'a, ()> {
        Box::pin(people_sql::hide_profile(&self.pool, person_id, hidden))
    }

    // One server instance per SQLite file: it owns every table, and nobody else writes.
    fn create_account<'a>(&'a self, account: &'a Account, now: i64) -> StoreFuture<'a, bool> {
        Box::pin(accounts_sql::create_account(&self.pool, account, now))
    }

    fn account_by_username<'a>(&'a self, username: &'a str) -> StoreFuture<'a, Option<Account>> {
        Box::pin(accounts_sql::account_by_username(&self.pool, username))
    }

    fn account_of<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Account>> {
        Box::pin(accounts_sql::account_of(&self.pool, person_id))
    }

    fn set_password<'a>(
        &'a self,
        person_id: &'a str,
        password_hash: &'a str,
    ) -> StoreFuture<'a, ()> {
        Box::pin(accounts_sql::set_password(
            &self.pool,
            person_id,
            password_hash,
        ))
    }

    fn note_login_failure<'a>(
        &'a self,
        person_id: &'a str,
        at: i64,
        since: i64,
    ) -> StoreFuture<'a, Vec<i64>> {
        Box::pin(async move {
            // The shared statements delete first: that takes the database's write lock,
            // so that the count sees every failure noted before this one and none after.
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            let earlier =
                accounts_sql::note_login_failure::<Sqlite>(&mut transaction, person_id, at, since)
                    .await?;
            transaction.commit().await.map_err(fail)?;
            Ok(earlier)
        })
    }

    fn forget_login_failure<'a>(&'a self, person_id: &'a str, at: i64) -> StoreFuture<'a, ()> {
        Box::pin(accounts_sql::forget_login_failure(
            &self.pool, person_id, at,
        ))
    }

    fn create_session<'a>(
        &'a self,
        person_id: &'a str,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(people_sql::create_session(
            &self.pool,
            person_id,
            session_hash,
            now,
        ))
    }

    fn delete_session<'a>(&'a self, session_hash: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(people_sql::delete_session(&self.pool, session_hash))
    }

    fn delete_sessions<'a>(
        &'a self,
        person_id: &'a str,
        keep: Option<&'a str>,
    ) -> StoreFuture<'a, u64> {
        Box::pin(people_sql::delete_sessions(&self.pool, person_id, keep))
    }

    fn move_seats<'a>(&'a self, from: &'a str, to: &'a str) -> StoreFuture<'a, ()> {
        if from == to {
            return Box::pin(async { Ok(()) });
        }
        Box::pin(async move {
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            sqlx::query(
                "INSERT INTO person_seats (person, table_id, seat, linked_at) \
                 SELECT ?, table_id, seat, linked_at FROM person_seats WHERE person = ? \
                 ON CONFLICT DO NOTHING",
            )
            .bind(to)
            .bind(from)
            .execute(&mut *transaction)
            .await
            .map_err(fail)?;
            sqlx::query("DELETE FROM person_seats WHERE person = ?")
                .bind(from)
                .execute(&mut *transaction)
                .await
                .map_err(fail)?;
            sqlx::query(
                "INSERT INTO results (person, table_id, seat, game, won, rated, ended) \
                 SELECT ?, table_id, seat, game, won, rated, ended FROM results \
                 WHERE person = ? ON CONFLICT DO NOTHING",
            )
            .bind(to)
            .bind(from)
            .execute(&mut *transaction)
            .await
            .map_err(fail)?;
            sqlx::query("DELETE FROM results WHERE person = ?")
                .bind(from)
                .execute(&mut *transaction)
                .await
                .map_err(fail)?;
            transaction.commit().await.map_err(fail)
        })
    }

    fn shared(&self) -> bool {
        false
    }

    fn claim<'a>(&'a self, _: &'a str, _: &'a str, _: Duration) -> StoreFuture<'a, bool> {
        Box::pin(async { Ok(true) })
    }

    fn renew<'a>(&'a self, _: &'a str, _: Duration) -> StoreFuture<'a, Vec<String>> {
        Box::pin(async { Ok(Vec::new()) })
    }

    fn release<'a>(&'a self, _: &'a str, _: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async { Ok(()) })
    }

    fn orphaned(&self) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async { Ok(Vec::new()) })
    }

    fn subscribe(&self) -> StoreFuture<'_, Option<mpsc::Receiver<Appended>>> {
        Box::pin(async { Ok(None) })
    }
}
