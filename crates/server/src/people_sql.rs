//! The SQL of people, their sessions and their seats that both stores share. Creating a
//! person with a session and moving a guest's seats to an account differ per store (one
//! transaction in SQLite, one statement in PostgreSQL) and stay there.

use crate::dialect::{flag, Arg, Run};
use crate::rows::{person_from_row, person_seat_from_row};
use crate::store::{Person, PersonSeat, StoreError};
use crate::tables_sql::header_columns;
use sqlx::Pool;

/// A session's `last_seen` is written again only once it is this old (seconds), so that
/// every request does not write.
const SEEN_EVERY: i64 = 3600;

/// The person of the session `session_hash`, if there is one; notes that the session was
/// seen at `now`.
pub(crate) async fn person_of_session<DB: Run>(
    pool: &Pool<DB>,
    session_hash: &str,
    now: i64,
) -> Result<Option<Person>, StoreError> {
    let sql = format!(
        "SELECT people.id, people.name, people.created_at, {} AS hidden FROM sessions \
         JOIN people ON people.id = sessions.person WHERE sessions.hash = ?",
        flag("people.hidden")
    );
    let Some(row) = DB::fetch_optional(pool, &sql, &[Arg::Text(session_hash)]).await? else {
        return Ok(None);
    };
    DB::execute(
        pool,
        "UPDATE sessions SET last_seen = ? WHERE hash = ? AND last_seen < ?",
        &[
            Arg::Int(now),
            Arg::Text(session_hash),
            Arg::Int(now - SEEN_EVERY),
        ],
    )
    .await?;
    person_from_row(&row).map(Some)
}

/// Gives the person `person_id` the name `name`.
pub(crate) async fn rename_person<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    name: &str,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "UPDATE people SET name = ? WHERE id = ?",
        &[Arg::Text(name), Arg::Text(person_id)],
    )
    .await?;
    Ok(())
}

/// Hides the profile of `person_id`, or shows it again.
pub(crate) async fn hide_profile<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    hidden: bool,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "UPDATE people SET hidden = ? <> 0 WHERE id = ?",
        &[Arg::Int(hidden.into()), Arg::Text(person_id)],
    )
    .await?;
    Ok(())
}

/// Links the person to a seat at `linked_at`; linking again keeps the first time.
pub(crate) async fn link_seat<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    table_id: &str,
    seat: u8,
    linked_at: i64,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "INSERT INTO person_seats (person, table_id, seat, linked_at) VALUES (?, ?, ?, ?) \
         ON CONFLICT DO NOTHING",
        &[
            Arg::Text(person_id),
            Arg::Text(table_id),
            Arg::Int(seat.into()),
            Arg::Int(linked_at),
        ],
    )
    .await?;
    Ok(())
}

/// The person's seats, the latest linked first (then the newest table), at most `limit`.
pub(crate) async fn person_seats<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    limit: usize,
) -> Result<Vec<PersonSeat>, StoreError> {
    let limit = i64::try_from(limit).map_err(StoreError::failed)?;
    let sql = format!(
        "SELECT {}, {} AS finished, CAST(s.seat AS BIGINT) AS seat, s.linked_at \
         FROM person_seats s JOIN tables t ON t.id = s.table_id \
         WHERE s.person = ? \
         ORDER BY s.linked_at DESC, t.created DESC, t.id, s.seat LIMIT ?",
        header_columns(),
        flag("t.finished")
    );
    let rows = DB::fetch_all(pool, &sql, &[Arg::Text(person_id), Arg::Int(limit)]).await?;
    rows.iter().map(person_seat_from_row).collect()
}

/// A new session of an existing person, known by `session_hash`, at `now`.
pub(crate) async fn create_session<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    session_hash: &str,
    now: i64,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "INSERT INTO sessions (hash, person, created_at, last_seen) VALUES (?, ?, ?, ?)",
        &[
            Arg::Text(session_hash),
            Arg::Text(person_id),
            Arg::Int(now),
            Arg::Int(now),
        ],
    )
    .await?;
    Ok(())
}

/// Ends the session `session_hash`, if there is one.
pub(crate) async fn delete_session<DB: Run>(
    pool: &Pool<DB>,
    session_hash: &str,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "DELETE FROM sessions WHERE hash = ?",
        &[Arg::Text(session_hash)],
    )
    .await?;
    Ok(())
}

/// Ends every session of `person_id` but `keep`; how many ended.
pub(crate) async fn delete_sessions<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    keep: Option<&str>,
) -> Result<u64, StoreError> {
    DB::execute(
        pool,
        "DELETE FROM sessions WHERE person = ? AND hash IS DISTINCT FROM ?",
        &[Arg::Text(person_id), Arg::MaybeText(keep)],
    )
    .await
}
