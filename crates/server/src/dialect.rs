//! What tells the two SQL stores apart in the SQL they share (placeholders, their errors'
//! words, the count of rows a statement changed, row ids, JSON, row locks), and the
//! running of one statement written once for both, with `?` placeholders, on a store's
//! pool.

use crate::rows::SqlRow;
use crate::store::StoreError;
use sqlx::{Database, Encode, Executor, IntoArguments, Pool, Type};
use std::future::Future;

/// A database as one of the SQL stores speaks it; each store implements it for its own.
pub(crate) trait Dialect: Database<Row: SqlRow> {
    /// `sql` with its `?` placeholders written as this database wants them.
    fn numbered(sql: &str) -> String;
    /// A database error as the store reports it.
    fn fail(error: sqlx::Error) -> StoreError;
    /// How many rows a statement inserted, updated or deleted.
    fn rows_affected(done: &Self::QueryResult) -> u64;
    /// The hidden column that tells apart the rows of a table without a key (SQLite's
    /// `rowid`, PostgreSQL's `ctid`).
    const ROW_ID: &'static str;
    /// A JSON value's placeholder: SQLite keeps the text, PostgreSQL a `JSONB`.
    const JSON: &'static str;
    /// The clause that locks a row a transaction reads until it ends: PostgreSQL's
    /// ` FOR UPDATE`; none in SQLite, where a transaction that has written holds the
    /// database's write lock.
    const LOCK: &'static str;
}

/// A flag column (0 or 1 in SQLite, a boolean in PostgreSQL) as a 64-bit 0 or 1.
pub(crate) fn flag(column: &str) -> String {
    format!("CAST(CASE WHEN {column} THEN 1 ELSE 0 END AS BIGINT)")
}

/// A value bound to a shared statement's next `?`.
pub(crate) enum Arg<'a> {
    Text(&'a str),
    MaybeText(Option<&'a str>),
    Int(i64),
}

/// The running of shared statements, for every [`Dialect`] whose sqlx driver binds these
/// values and runs on a pool (both stores'): the bounds are met once here, by each store's
/// database, instead of by every shared query.
pub(crate) trait Run: Dialect {
    /// Runs `sql`; how many rows it changed.
    fn execute<'a>(
        pool: &'a Pool<Self>,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> impl Future<Output = Result<u64, StoreError>> + Send + 'a;
    /// The rows `sql` selects (a lookup by key takes the first, if any).
    fn fetch_all<'a>(
        pool: &'a Pool<Self>,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> impl Future<Output = Result<Vec<Self::Row>, StoreError>> + Send + 'a;
    /// [`Run::execute`] on one connection, inside a transaction the caller holds.
    fn execute_on<'a>(
        connection: &'a mut Self::Connection,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> impl Future<Output = Result<u64, StoreError>> + Send + 'a;
    /// [`Run::fetch_all`] on one connection, inside a transaction the caller holds.
    fn fetch_all_on<'a>(
        connection: &'a mut Self::Connection,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> impl Future<Output = Result<Vec<Self::Row>, StoreError>> + Send + 'a;
}

impl<DB: Dialect> Run for DB
where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> Option<&'q str>: Encode<'q, DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
{
    async fn execute<'a>(
        pool: &'a Pool<DB>,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> Result<u64, StoreError> {
        let mut connection = pool.acquire().await.map_err(DB::fail)?;
        DB::execute_on(&mut connection, sql, args).await
    }

    async fn fetch_all<'a>(
        pool: &'a Pool<DB>,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> Result<Vec<DB::Row>, StoreError> {
        let mut connection = pool.acquire().await.map_err(DB::fail)?;
        DB::fetch_all_on(&mut connection, sql, args).await
    }

    async fn execute_on<'a>(
        connection: &'a mut DB::Connection,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> Result<u64, StoreError> {
        let sql = DB::numbered(sql);
        let done = bound(sqlx::query(&sql), args)
            .execute(connection)
            .await
            .map_err(DB::fail)?;
        Ok(DB::rows_affected(&done))
    }

    async fn fetch_all_on<'a>(
        connection: &'a mut DB::Connection,
        sql: &'a str,
        args: &'a [Arg<'a>],
    ) -> Result<Vec<DB::Row>, StoreError> {
        let sql = DB::numbered(sql);
        bound(sqlx::query(&sql), args)
            .fetch_all(connection)
            .await
            .map_err(DB::fail)
    }
}

/// `query` with `args` bound in order.
fn bound<'q, DB>(
    query: sqlx::query::Query<'q, DB, DB::Arguments<'q>>,
    args: &[Arg<'q>],
) -> sqlx::query::Query<'q, DB, DB::Arguments<'q>>
where
    DB: Database,
    &'q str: Encode<'q, DB> + Type<DB>,
    Option<&'q str>: Encode<'q, DB>,
    i64: Encode<'q, DB> + Type<DB>,
{
    args.iter().fold(query, |query, arg| match *arg {
        Arg::Text(text) => query.bind(text),
        Arg::MaybeText(text) => query.bind(text),
        Arg::Int(int) => query.bind(int),
    })
}
