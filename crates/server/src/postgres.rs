//! The [`Store`] for several server instances: one PostgreSQL database they share.
//!
//! The schema comes from the numbered files of `migrations/postgres/`, embedded at compile
//! time and applied in order, each once, in one transaction under an advisory lock (so that
//! instances starting together do not race); the versions applied are kept in
//! `whodunit_schema`, and a database already at a newer version than this build knows is
//! refused rather than used.
//!
//! Appends are committed in batches by one writer task ([`crate::group_commit`]), each
//! batch one statement: the insert of its rows, and a `pg_notify` on [`CHANNEL`] carrying
//! `table:seq` for each row inserted, which PostgreSQL delivers only once the batch is
//! committed. One commit, so one flush of the log, serves every table that acted
//! meanwhile: with appends in parallel on the pool's few connections, each paid a flush.
//!
//! Leases are rows of `leases`, compared with the database's clock (`now()`), never an
//! instance's own. When the database goes away, calls fail within [`ACQUIRE_TIMEOUT`] (or
//! [`ANSWER_TIMEOUT`] for a connection that stopped answering); the pool opens new
//! connections once it is back.

use crate::dialect::Dialect;
use crate::group_commit::{insert_batch, Append, Writer};
use crate::rows::{listed_from_rows, tables_from_rows, SqlRow};
use crate::store::{
    Account, Appended, ChatLine, ListedTable, Person, PersonSeat, Profile, Rater, RematchAnswer,
    SeatClaim, SeatPerson, Settlement, Store, StoreError, StoreFuture, StoredAction, StoredTable,
    TableHeader,
};
use crate::tables_sql::{action_columns, header_columns};
use crate::{accounts_sql, people_sql, results, tables_sql};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions, PgQueryResult};
use sqlx::Postgres;
use std::future::Future;
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::mpsc;

/// The schema's steps: version, name, SQL. A new version is a new file added at the end.
const MIGRATIONS: [(i32, &str, &str); 9] = [
    (
        1,
        "tables",
        include_str!("../migrations/postgres/0001_tables.sql"),
    ),
    (
        2,
        "leases",
        include_str!("../migrations/postgres/0002_leases.sql"),
    ),
    (
        3,
        "lobby",
        include_str!("../migrations/postgres/0003_lobby.sql"),
    ),
    (
        4,
        "clocks",
        include_str!("../migrations/postgres/0004_clocks.sql"),
    ),
    (
        5,
        "people",
        include_str!("../migrations/postgres/0005_people.sql"),
    ),
    (
        6,
        "accounts",
        include_str!("../migrations/postgres/0006_accounts.sql"),
    ),
    (
        7,
        "chat",
        include_str!("../migrations/postgres/0007_chat.sql"),
    ),
    (
        8,
        "results",
        include_str!("../migrations/postgres/0008_results.sql"),
    ),
    (
        9,
        "rematch_answers",
        include_str!("../migrations/postgres/0009_rematch_answers.sql"),
    ),
];

/// `sql` with its `?` placeholders numbered as PostgreSQL's `$1`, `$2`, ... (the SQL both
/// stores share is written with `?`, and none of it has a `?` elsewhere).
fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut next = 0;
    for c in sql.chars() {
        if c == '?' {
            next += 1;
            out.push_str(&format!("${next}"));
        } else {
            out.push(c);
        }
    }
    out
}

/// The first key of the advisory locks that number each table's chat lines one at a time
/// ("chat" in ASCII; the second key is the table's hash).
const CHAT_LOCK: i32 = 0x6368_6174;

/// The first key of the advisory locks that note each account's failed logins one at a
/// time ("fail" in ASCII; the second key is the person's hash).
const LOGIN_LOCK: i32 = 0x6661_696c;

/// The advisory lock held while migrating: "whodunit" in ASCII.
const MIGRATION_LOCK: i64 = 0x7768_6f64_756e_6974;

/// The notification channel of appends; each payload is `table_id:seq`, or `table_id:cN`
/// for the table's chat line `N`.
pub const CHANNEL: &str = "whodunit_actions";

/// Connections per instance. Appends and lease renewals are short statements, so a few
/// connections serve many tables; each subscription keeps one of them for listening.
const MAX_CONNECTIONS: u32 = 10;

/// How long a call waits for a connection before it fails: when the database is down,
/// every call fails after this long instead of waiting for it.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a call waits for the database to answer on a connection it holds (a network
/// that silently drops packets would otherwise keep it waiting for minutes).
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(15);

/// Announcements waiting for the subscriber before the listener waits for it.
const ANNOUNCEMENTS: usize = 1024;

/// The pause between attempts to listen again after the database went away.
const RELISTEN_PAUSE: Duration = Duration::from_millis(500);

pub struct PostgresStore {
    pool: PgPool,
    appends: Writer,
}

/// A database error as a store error, saying what went wrong in a person's words.
fn fail(error: sqlx::Error) -> StoreError {
    match error {
        sqlx::Error::PoolTimedOut => StoreError::Failed(format!(
            "PostgreSQL cannot be reached: no connection within {} s",
            ACQUIRE_TIMEOUT.as_secs()
        )),
        error => StoreError::Failed(format!("PostgreSQL: {error}")),
    }
}

/// PostgreSQL numbers the shared SQL's placeholders and names itself in its errors.
impl Dialect for Postgres {
    fn numbered(sql: &str) -> String {
        numbered(sql)
    }

    fn fail(error: sqlx::Error) -> StoreError {
        fail(error)
    }

    fn rows_affected(done: &PgQueryResult) -> u64 {
        done.rows_affected()
    }

    const ROW_ID: &'static str = "ctid";
    const JSON: &'static str = "CAST(? AS JSONB)";
    const LOCK: &'static str = " FOR UPDATE";
}

/// Takes the two-key advisory lock (`first`, the hash of `name`) until the transaction on
/// `connection` ends: the two-key form, apart from the one-key lock of the migrations.
async fn lock_until_commit(
    connection: &mut sqlx::PgConnection,
    first: i32,
    name: &str,
) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
        .bind(first)
        .bind(name)
        .execute(connection)
        .await
        .map_err(fail)?;
    Ok(())
}

/// `work`, failing if the database has not answered within `limit`.
async fn within<T>(
    limit: Duration,
    work: impl Future<Output = Result<T, StoreError>>,
) -> Result<T, StoreError> {
    tokio::time::timeout(limit, work).await.unwrap_or_else(|_| {
        Err(StoreError::Failed(format!(
            "PostgreSQL did not answer within {} s",
            limit.as_secs()
        )))
    })
}

/// Inserts `batch` with one statement, announcing each row inserted; gives back the rows
/// inserted (one whose `(table, seq)` was taken, before or earlier in the batch, is not).
async fn insert_rows(pool: PgPool, batch: &[Append]) -> Result<Vec<(String, i64)>, StoreError> {
    let mut firsts = std::collections::HashSet::new();
    let (mut tables, mut seqs, mut seats, mut actions) = (vec![], vec![], vec![], vec![]);
    let (mut saved_ats, mut stand_ins) = (vec![], vec![]);
    for append in batch {
        if firsts.insert((append.table_id.as_str(), append.action.seq)) {
            tables.push(append.table_id.clone());
            seqs.push(signed(append.action.seq)?);
            seats.push(i16::from(append.action.seat));
            actions.push(append.action.action.to_string());
            saved_ats.push(append.action.saved_at);
            stand_ins.push(append.action.stand_in);
        }
    }
    sqlx::query_as(
        "WITH inserted AS (
             INSERT INTO actions (table_id, seq, seat, action, saved_at, stand_in)
             SELECT table_id, seq, seat, action::jsonb, saved_at, stand_in
             FROM UNNEST($1::text[], $2::bigint[], $3::smallint[], $4::text[], $5::bigint[],
                         $6::boolean[])
                 AS batch (table_id, seq, seat, action, saved_at, stand_in)
             ON CONFLICT (table_id, seq) DO NOTHING
             RETURNING table_id, seq
         )
         SELECT table_id, seq FROM inserted, LATERAL pg_notify($7, table_id || ':' || seq)",
    )
    .bind(&tables)
    .bind(&seqs)
    .bind(&seats)
    .bind(&actions)
    .bind(&saved_ats)
    .bind(&stand_ins)
    .bind(CHANNEL)
    .fetch_all(&pool)
    .await
    .map_err(fail)
}

/// `seq` as the database's BIGINT.
fn signed(seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(StoreError::failed)
}

/// Reads an announcement's payload, `table_id:seq`, `table_id:cN` or `table_id:s` (the id
/// itself may contain colons).
pub fn parse_announcement(payload: &str) -> Option<Appended> {
    let (table, seq) = payload.rsplit_once(':')?;
    if seq == "s" {
        return Some(Appended::Seats {
            table: table.to_string(),
        });
    }
    if let Some(n) = seq.strip_prefix('c') {
        return Some(Appended::Chat {
            table: table.to_string(),
            n: n.parse().ok()?,
        });
    }
    Some(Appended::Action {
        table: table.to_string(),
        seq: seq.parse().ok()?,
    })
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`)
    /// and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<PostgresStore, StoreError> {
        let options = PgConnectOptions::from_str(url)
            .map_err(|e| StoreError::Failed(format!("bad PostgreSQL URL: {e}")))?
            .application_name("whodunit");
        let pool = PgPoolOptions::new()
            .max_connections(MAX_CONNECTIONS)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            // A connection the database closed (it restarted) is found out before use.
            .test_before_acquire(true)
            .connect_with(options)
            .await
            .map_err(|e| match e {
                sqlx::Error::PoolTimedOut => fail(e),
                e => StoreError::Failed(format!("cannot connect to PostgreSQL: {e}")),
            })?;
        migrate(&pool).await?;
        let appends = Writer::start(pool.clone(), |pool, batch| async move {
            let saved = insert_batch(&batch, |rows| Box::pin(insert_rows(pool.clone(), rows)));
            let results = within(ANSWER_TIMEOUT, async { Ok(saved.await) })
                .await
                .unwrap_or_else(|error| batch.iter().map(|_| Err(error.clone())).collect());
            (batch, results)
        });
        Ok(PostgresStore { pool, appends })
    }

    /// The schema version of the database (the last migration applied).
    pub async fn schema_version(&self) -> Result<i32, StoreError> {
        sqlx::query_scalar("SELECT coalesce(max(version), 0) FROM whodunit_schema")
            .fetch_one(&self.pool)
            .await
            .map_err(fail)
    }

    /// The schema version this build brings databases to.
    pub fn known_version() -> i32 {
        MIGRATIONS[MIGRATIONS.len() - 1].0
    }

    /// Applies the migrations this database lacks (the same as on connecting).
    pub async fn migrate(&self) -> Result<(), StoreError> {
        migrate(&self.pool).await
    }

    /// The tables with `id`, or every unfinished one, with their logs.
    async fn load_tables(&self, id: Option<&str>) -> Result<Vec<StoredTable>, StoreError> {
        let header = format!("SELECT {} FROM tables t", header_columns());
        let log = format!("SELECT {} FROM actions a", action_columns());
        let (headers, actions) = match id {
            Some(id) => {
                let headers = sqlx::query(&format!("{header} WHERE t.id = $1"))
                    .bind(id)
                    .fetch_all(&self.pool)
                    .await
                    .map_err(fail)?;
                let actions = sqlx::query(&format!("{log} WHERE a.table_id = $1 ORDER BY a.seq"))
                    .bind(id)
                    .fetch_all(&self.pool)
                    .await
                    .map_err(fail)?;
                (headers, actions)
            }
            None => {
                // One snapshot for both, so that no table's log is newer than the list.
                let mut transaction = self.pool.begin().await.map_err(fail)?;
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .execute(&mut *transaction)
                    .await
                    .map_err(fail)?;
                let headers = sqlx::query(&format!(
                    "{header} WHERE NOT t.finished ORDER BY t.created, t.id"
                ))
                .fetch_all(&mut *transaction)
                .await
                .map_err(fail)?;
                let actions = sqlx::query(&format!(
                    "{log} WHERE a.table_id IN (SELECT id FROM tables WHERE NOT finished) \
                     ORDER BY a.table_id, a.seq"
                ))
                .fetch_all(&mut *transaction)
                .await
                .map_err(fail)?;
                transaction.commit().await.map_err(fail)?;
                (headers, actions)
            }
        };
        tables_from_rows(&headers, &actions)
    }
}

/// Brings the schema up to date: every missing step in one transaction, under a lock that
/// makes instances starting together take turns.
async fn migrate(pool: &PgPool) -> Result<(), StoreError> {
    let mut transaction = pool.begin().await.map_err(fail)?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(MIGRATION_LOCK)
        .execute(&mut *transaction)
        .await
        .map_err(fail)?;
    sqlx::raw_sql(
        "CREATE TABLE IF NOT EXISTS whodunit_schema (
             version INTEGER PRIMARY KEY,
             name    TEXT NOT NULL,
             applied TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )
    .execute(&mut *transaction)
    .await
    .map_err(fail)?;
    let version: i32 = sqlx::query_scalar("SELECT coalesce(max(version), 0) FROM whodunit_schema")
        .fetch_one(&mut *transaction)
        .await
        .map_err(fail)?;
    let known = PostgresStore::known_version();
    if version > known {
        return Err(StoreError::Failed(format!(
            "the PostgreSQL database has schema version {version}; this whodunit knows up to \
             {known}: run a newer whodunit"
        )));
    }
    for (step, name, sql) in MIGRATIONS {
        if step <= version {
            continue;
        }
        sqlx::raw_sql(sql)
            .execute(&mut *transaction)
            .await
            .map_err(|e| {
                StoreError::Failed(format!("PostgreSQL migration {step} ({name}): {e}"))
            })?;
        sqlx::query("INSERT INTO whodunit_schema (version, name) VALUES ($1, $2)")
            .bind(step)
            .bind(name)
            .execute(&mut *transaction)
            .await
            .map_err(fail)?;
    }
    transaction.commit().await.map_err(fail)
}

/// A listener on [`CHANNEL`].
async fn listen(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

/// Passes announcements on to `sender` until its receiver is dropped. After the connection
/// was lost, once listening again, it sends `Resync`: what was committed meanwhile was not
/// announced.
async fn announce(pool: PgPool, mut listener: PgListener, sender: mpsc::Sender<Appended>) {
    loop {
        let received = tokio::select! {
            _ = sender.closed() => return,
            received = listener.try_recv() => received,
        };
        let appended = match received {
            Ok(Some(notification)) => match parse_announcement(notification.payload()) {
                Some(appended) => appended,
                None => {
                    tracing::warn!(payload = notification.payload(), "unreadable announcement");
                    continue;
                }
            },
            // The connection was lost, and the listener has already listened again.
            Ok(None) => Appended::Resync,
            Err(error) => {
                tracing::warn!(%error, "lost PostgreSQL's announcements; listening again");
                listener = tokio::select! {
                    _ = sender.closed() => return,
                    listener = listen_again(&pool) => listener,
                };
                tracing::info!("listening to PostgreSQL's announcements again");
                Appended::Resync
            }
        };
        if sender.send(appended).await.is_err() {
            return;
        }
    }
}

/// A new listener, trying until the database answers.
async fn listen_again(pool: &PgPool) -> PgListener {
    loop {
        match listen(pool).await {
            Ok(listener) => return listener,
            Err(error) => {
                tracing::debug!(%error, "cannot listen yet");
                tokio::time::sleep(RELISTEN_PAUSE).await;
            }
        }
    }
}

/// `url` with its database (the path) replaced by `name`; the query, if any, is kept.
pub fn with_database(url: &str, name: &str) -> String {
    let authority = url.find("://").map_or(0, |at| at + 3);
    let rest = &url[authority..];
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let query = rest[end..].find('?').map_or("", |at| &rest[end + at..]);
    format!("{}/{name}{query}", &url[..authority + end])
}

/// A database name safe to write into SQL unquoted: lower-case ASCII, digits, `_`.
fn checked_name(name: &str) -> Result<&str, StoreError> {
    let fine = !name.is_empty()
        && name.len() < 64
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if fine {
        Ok(name)
    } else {
        Err(StoreError::Failed(format!("unfit database name {name:?}")))
    }
}

/// Runs one statement on the server of `url` (its own database), outside any transaction.
async fn on_server(url: &str, sql: &str) -> Result<(), StoreError> {
    use sqlx::Connection;
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| StoreError::Failed(format!("bad PostgreSQL URL: {e}")))?;
    let mut connection = sqlx::PgConnection::connect_with(&options)
        .await
        .map_err(fail)?;
    sqlx::raw_sql(sql)
        .execute(&mut connection)
        .await
        .map_err(fail)?;
    connection.close().await.map_err(fail)
}

/// Creates the empty database `name` on the server of `url` (a database the user can
/// connect to, e.g. `postgres`); the URL of the new one. For tests and measurements.
pub async fn create_database(url: &str, name: &str) -> Result<String, StoreError> {
    let name = checked_name(name)?;
    within(
        ANSWER_TIMEOUT,
        on_server(url, &format!("CREATE DATABASE {name}")),
    )
    .await?;
    Ok(with_database(url, name))
}

/// Drops the database `name` from the server of `url`, closing its connections first.
pub async fn drop_database(url: &str, name: &str) -> Result<(), StoreError> {
    let name = checked_name(name)?;
    let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
    within(ANSWER_TIMEOUT, on_server(url, &sql)).await
}

impl Store for PostgresStore {
    fn create_table<'a>(&'a self, header: &'a TableHeader) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::create_table(&self.pool, header),
        ))
    }

    fn append<'a>(&'a self, table_id: &'a str, action: &'a StoredAction) -> StoreFuture<'a, ()> {
        Box::pin(self.appends.append(table_id, action))
    }

    fn finish<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::finish(&self.pool, table_id),
        ))
    }

    fn load_unfinished(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        // Every live table at once: give it longer than one call.
        Box::pin(within(4 * ANSWER_TIMEOUT, self.load_tables(None)))
    }

    fn load<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            Ok(self.load_tables(Some(table_id)).await?.pop())
        }))
    }

    fn actions_after<'a>(
        &'a self,
        table_id: &'a str,
        seq: u64,
    ) -> StoreFuture<'a, Vec<StoredAction>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::actions_after(&self.pool, table_id, seq),
        ))
    }

    fn claim_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, bool> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::claim_seat(&self.pool, table_id, seat, came_at),
        ))
    }

    fn return_to_seat<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        came_at: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::return_to_seat(&self.pool, table_id, seat, came_at),
        ))
    }

    fn claims<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Vec<SeatClaim>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::claims(&self.pool, table_id),
        ))
    }

    fn answer_rematch<'a>(
        &'a self,
        table_id: &'a str,
        seat: u8,
        answer: RematchAnswer,
        at: i64,
    ) -> StoreFuture<'a, RematchAnswer> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            let stands = tables_sql::answer_rematch(&self.pool, table_id, seat, answer, at).await?;
            if stands == RematchAnswer::Leave {
                // Every instance that has the table open reads its seats again.
                sqlx::query("SELECT pg_notify($1, $2 || ':s')")
                    .bind(CHANNEL)
                    .bind(table_id)
                    .execute(&self.pool)
                    .await
                    .map_err(fail)?;
            }
            Ok(stands)
        }))
    }

    fn listed(&self, limit: usize) -> StoreFuture<'_, Vec<ListedTable>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            let limit = i64::try_from(limit).map_err(StoreError::failed)?;
            const LISTED: &str = "WHERE public AND NOT finished ORDER BY created DESC, id DESC";
            let headers = sqlx::query(&format!(
                "SELECT {} FROM tables t {LISTED} LIMIT $1",
                header_columns()
            ))
            .bind(limit)
            .fetch_all(&self.pool)
            .await
            .map_err(fail)?;
            let ids: Vec<String> = headers
                .iter()
                .map(|row| row.text("id"))
                .collect::<Result<_, _>>()?;
            let claims = sqlx::query(
                "SELECT table_id, seat::int8 AS seat FROM seat_claims \
                 WHERE table_id = ANY($1) ORDER BY table_id, seat",
            )
            .bind(&ids)
            .fetch_all(&self.pool)
            .await
            .map_err(fail)?;
            listed_from_rows(&headers, &claims)
        }))
    }

    fn offer_rematch<'a>(&'a self, table_id: &'a str, rematch: &'a str) -> StoreFuture<'a, String> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            let recorded: Option<(Option<String>,)> = sqlx::query_as(
                "UPDATE tables SET rematch = coalesce(rematch, $2) WHERE id = $1 RETURNING rematch",
            )
            .bind(table_id)
            .bind(rematch)
            .fetch_optional(&self.pool)
            .await
            .map_err(fail)?;
            recorded
                .and_then(|(rematch,)| rematch)
                .ok_or_else(|| StoreError::Failed(format!("there is no table {table_id:?}")))
        }))
    }

    fn rematch_of<'a>(&'a self, table_id: &'a str) -> StoreFuture<'a, Option<String>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::rematch_of(&self.pool, table_id),
        ))
    }

    fn create_person<'a>(
        &'a self,
        person: &'a Person,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // One statement: the person and their session are saved together or not at all.
            sqlx::query(
                "WITH person AS (
                     INSERT INTO people (id, name, created_at) VALUES ($1, $2, $3) RETURNING id
                 )
                 INSERT INTO sessions (hash, person, created_at, last_seen)
                 SELECT $4, id, $5, $5 FROM person",
            )
            .bind(&person.id)
            .bind(&person.name)
            .bind(person.created_at)
            .bind(session_hash)
            .bind(now)
            .execute(&self.pool)
            .await
            .map_err(fail)?;
            Ok(())
        }))
    }

    fn person_of_session<'a>(
        &'a self,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, Option<Person>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::person_of_session(&self.pool, session_hash, now),
        ))
    }

    fn rename_person<'a>(&'a self, person_id: &'a str, name: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::rename_person(&self.pool, person_id, name),
        ))
    }

    fn link_seat<'a>(
        &'a self,
        person_id: &'a str,
        table_id: &'a str,
        seat: u8,
        linked_at: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::link_seat(&self.pool, person_id, table_id, seat, linked_at),
        ))
    }

    fn person_seats<'a>(
        &'a self,
        person_id: &'a str,
        limit: usize,
    ) -> StoreFuture<'a, Vec<PersonSeat>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::person_seats(&self.pool, person_id, limit),
        ))
    }

    fn create_account<'a>(&'a self, account: &'a Account, now: i64) -> StoreFuture<'a, bool> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            accounts_sql::create_account(&self.pool, account, now),
        ))
    }

    fn account_by_username<'a>(&'a self, username: &'a str) -> StoreFuture<'a, Option<Account>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            accounts_sql::account_by_username(&self.pool, username),
        ))
    }

    fn account_of<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Account>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            accounts_sql::account_of(&self.pool, person_id),
        ))
    }

    fn set_password<'a>(
        &'a self,
        person_id: &'a str,
        password_hash: &'a str,
    ) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            accounts_sql::set_password(&self.pool, person_id, password_hash),
        ))
    }

    fn note_login_failure<'a>(
        &'a self,
        person_id: &'a str,
        at: i64,
        since: i64,
    ) -> StoreFuture<'a, Vec<i64>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // The failures of one account are noted one at a time, whichever instance
            // notes them: a lock per account for this transaction.
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            lock_until_commit(&mut transaction, LOGIN_LOCK, person_id).await?;
            let earlier = accounts_sql::note_login_failure::<Postgres>(
                &mut transaction,
                person_id,
                at,
                since,
            )
            .await?;
            transaction.commit().await.map_err(fail)?;
            Ok(earlier)
        }))
    }

    fn forget_login_failure<'a>(&'a self, person_id: &'a str, at: i64) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            accounts_sql::forget_login_failure(&self.pool, person_id, at),
        ))
    }

    fn create_session<'a>(
        &'a self,
        person_id: &'a str,
        session_hash: &'a str,
        now: i64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::create_session(&self.pool, person_id, session_hash, now),
        ))
    }

    fn delete_session<'a>(&'a self, session_hash: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::delete_session(&self.pool, session_hash),
        ))
    }

    fn delete_sessions<'a>(
        &'a self,
        person_id: &'a str,
        keep: Option<&'a str>,
    ) -> StoreFuture<'a, u64> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::delete_sessions(&self.pool, person_id, keep),
        ))
    }

    fn move_seats<'a>(&'a self, from: &'a str, to: &'a str) -> StoreFuture<'a, ()> {
        if from == to {
            return Box::pin(async { Ok(()) });
        }
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // One statement: the seats and results are copied and removed together or not
            // at all.
            sqlx::query(
                "WITH moved AS (DELETE FROM person_seats WHERE person = $1
                                RETURNING table_id, seat, linked_at),
                      seats AS (INSERT INTO person_seats (person, table_id, seat, linked_at)
                                SELECT $2, table_id, seat, linked_at FROM moved
                                ON CONFLICT DO NOTHING),
                      results AS (DELETE FROM results WHERE person = $1
                                  RETURNING table_id, seat, game, won, rated, ended)
                 INSERT INTO results (person, table_id, seat, game, won, rated, ended)
                 SELECT $2, table_id, seat, game, won, rated, ended FROM results
                 ON CONFLICT DO NOTHING",
            )
            .bind(from)
            .bind(to)
            .execute(&self.pool)
            .await
            .map_err(fail)?;
            Ok(())
        }))
    }

    fn add_chat<'a>(&'a self, table_id: &'a str, line: &'a ChatLine) -> StoreFuture<'a, u64> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // The lines of one table are numbered one at a time, whichever instance writes
            // them: a lock per table for this transaction.
            let mut transaction = self.pool.begin().await.map_err(fail)?;
            lock_until_commit(&mut transaction, CHAT_LOCK, table_id).await?;
            let n: i64 = sqlx::query_scalar(
                "WITH inserted AS (
                     INSERT INTO chat_lines (table_id, n, step, seat, name, text, at)
                     SELECT $1, coalesce(max(n), 0) + 1, $2, $3, $4, $5, $6
                     FROM chat_lines WHERE table_id = $1 RETURNING n
                 )
                 SELECT n FROM inserted, LATERAL pg_notify($7, $1 || ':c' || n)",
            )
            .bind(table_id)
            .bind(signed(line.step)?)
            .bind(line.seat.map(i16::from))
            .bind(&line.name)
            .bind(&line.text)
            .bind(line.at)
            .bind(CHANNEL)
            .fetch_one(&mut *transaction)
            .await
            .map_err(fail)?;
            transaction.commit().await.map_err(fail)?;
            u64::try_from(n).map_err(StoreError::failed)
        }))
    }

    fn chat_lines<'a>(&'a self, table_id: &'a str, limit: usize) -> StoreFuture<'a, Vec<ChatLine>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            tables_sql::chat_lines(&self.pool, table_id, limit),
        ))
    }

    fn settle<'a>(&'a self, settlement: &'a Settlement, rate: Rater<'a>) -> StoreFuture<'a, bool> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            results::settle(&self.pool, settlement, rate),
        ))
    }

    fn seat_people<'a>(&'a self, table_ids: &'a [String]) -> StoreFuture<'a, Vec<SeatPerson>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            results::seat_people(&self.pool, table_ids),
        ))
    }

    fn profile<'a>(&'a self, person_id: &'a str) -> StoreFuture<'a, Option<Profile>> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            results::profile(&self.pool, person_id),
        ))
    }

    fn hide_profile<'a>(&'a self, person_id: &'a str, hidden: bool) -> StoreFuture<'a, ()> {
        Box::pin(within(
            ANSWER_TIMEOUT,
            people_sql::hide_profile(&self.pool, person_id, hidden),
        ))
    }

    fn shared(&self) -> bool {
        true
    }

    fn claim<'a>(
        &'a self,
        table_id: &'a str,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, bool> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // Taken if there was no lease, or it was ours, or it has run out; otherwise the
            // update does nothing and no row comes back.
            let held = sqlx::query(
                "INSERT INTO leases (table_id, owner, expires)
                 VALUES ($1, $2, now() + make_interval(secs => $3))
                 ON CONFLICT (table_id) DO UPDATE
                     SET owner = EXCLUDED.owner, expires = EXCLUDED.expires
                     WHERE leases.owner = EXCLUDED.owner OR leases.expires <= now()
                 RETURNING owner",
            )
            .bind(table_id)
            .bind(owner)
            .bind(ttl.as_secs_f64())
            .fetch_optional(&self.pool)
            .await
            .map_err(fail)?;
            Ok(held.is_some())
        }))
    }

    fn renew<'a>(&'a self, owner: &'a str, ttl: Duration) -> StoreFuture<'a, Vec<String>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            // A lease that has run out is no longer held, even if nobody took it yet: its
            // owner must claim it again (and may find it taken).
            sqlx::query_scalar(
                "UPDATE leases SET expires = now() + make_interval(secs => $2)
                 WHERE owner = $1 AND expires > now()
                 RETURNING table_id",
            )
            .bind(owner)
            .bind(ttl.as_secs_f64())
            .fetch_all(&self.pool)
            .await
            .map_err(fail)
        }))
    }

    fn release<'a>(&'a self, table_id: &'a str, owner: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            sqlx::query("DELETE FROM leases WHERE table_id = $1 AND owner = $2")
                .bind(table_id)
                .bind(owner)
                .execute(&self.pool)
                .await
                .map_err(fail)?;
            Ok(())
        }))
    }

    fn orphaned(&self) -> StoreFuture<'_, Vec<String>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            sqlx::query_scalar(
                "SELECT tables.id FROM tables
                 LEFT JOIN leases ON leases.table_id = tables.id
                 WHERE NOT tables.finished
                   AND (leases.table_id IS NULL OR leases.expires <= now())
                 ORDER BY tables.created, tables.id",
            )
            .fetch_all(&self.pool)
            .await
            .map_err(fail)
        }))
    }

    fn subscribe(&self) -> StoreFuture<'_, Option<mpsc::Receiver<Appended>>> {
        Box::pin(within(ANSWER_TIMEOUT, async move {
            let listener = listen(&self.pool).await.map_err(fail)?;
            let (sender, receiver) = mpsc::channel(ANNOUNCEMENTS);
            tokio::spawn(announce(self.pool.clone(), listener, sender));
            Ok(Some(receiver))
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scratch_database_url_keeps_everything_but_the_database() {
        let cases = [
            ("postgres://u:p@h:5432/whodunit", "postgres://u:p@h:5432/x"),
            (
                "postgresql://h/db?sslmode=disable",
                "postgresql://h/x?sslmode=disable",
            ),
            ("postgres://h:5432", "postgres://h:5432/x"),
            (
                "postgres://h?application_name=a",
                "postgres://h/x?application_name=a",
            ),
        ];
        for (url, expected) in cases {
            assert_eq!(with_database(url, "x"), expected, "{url}");
        }
        assert!(checked_name("test_1_2").is_ok());
        for bad in ["", "Upper", "a;drop", "a b", "\"q\""] {
            assert!(checked_name(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn announcements_are_read_back() {
        assert_eq!(
            parse_announcement("ab:c:12"),
            Some(Appended::Action {
                table: "ab:c".to_string(),
                seq: 12
            })
        );
        assert_eq!(
            parse_announcement("ab:c:c7"),
            Some(Appended::Chat {
                table: "ab:c".to_string(),
                n: 7
            })
        );
        assert_eq!(
            parse_announcement("ab:c:s"),
            Some(Appended::Seats {
                table: "ab:c".to_string()
            })
        );
        assert_eq!(parse_announcement("t:cx"), None);
        assert_eq!(parse_announcement("no seq"), None);
        assert_eq!(parse_announcement("t:x"), None);
    }
}
