//! The SQL of people, their sessions and their seats that both stores share. Creating a
//! person with a session and moving a guest's seats to an account differ per store (one
//! transaction in SQLite, one statement in PostgreSQL) and stay there.

use crate::dialect::Arg::{Int, MaybeText, Text};
use crate::dialect::{flag, Run};
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
    let rows = DB::fetch_all(pool, &sql, &[Text(session_hash)]).await?;
    let Some(row) = rows.first() else {
        return Ok(None);
    };
    let sql = "UPDATE sessions SET last_seen = ? WHERE hash = ? AND last_seen < ?";
    let seen = [Int(now), Text(session_hash), Int(now - SEEN_EVERY)];
    DB::execute(pool, sql, &seen).await?;
    person_from_row(row).map(Some)
}

/// Gives the person `person_id` the name `name`.
pub(crate) async fn rename_person<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    name: &str,
) -> Result<(), StoreError> {
    let sql = "UPDATE people SET name = ? WHERE id = ?";
    DB::execute(pool, sql, &[Text(name), Text(person_id)]).await?;
    Ok(())
}

/// Hides the profile of `person_id`, or shows it again.
pub(crate) async fn hide_profile<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    hidden: bool,
) -> Result<(), StoreError> {
    let sql = "UPDATE people SET hidden = ? <> 0 WHERE id = ?";
    DB::execute(pool, sql, &[Int(hidden.into()), Text(person_id)]).await?;
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
    let sql = "INSERT INTO person_seats (person, table_id, seat, linked_at) \
               VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING";
    let link = [
        Text(person_id),
        Text(table_id),
        Int(seat.into()),
        Int(linked_at),
    ];
    DB::execute(pool, sql, &link).await?;
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
    let rows = DB::fetch_all(pool, &sql, &[Text(person_id), Int(limit)]).await?;
    rows.iter().map(person_seat_from_row).collect()
}

/// A new session of an existing person, known by `session_hash`, at `now`.
pub(crate) async fn create_session<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    session_hash: &str,
    now: i64,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO sessions (hash, person, created_at, last_seen) VALUES (?, ?, ?, ?)";
    let session = [Text(session_hash), Text(person_id), Int(now), Int(now)];
    DB::execute(pool, sql, &session).await?;
    Ok(())
}

/// Ends the session `session_hash`, if there is one.
pub(crate) async fn delete_session<DB: Run>(
    pool: &Pool<DB>,
    session_hash: &str,
) -> Result<(), StoreError> {
    let sql = "DELETE FROM sessions WHERE hash = ?";
    DB::execute(pool, sql, &[Text(session_hash)]).await?;
    Ok(())
}

/// Ends every session of `person_id` but `keep`; how many ended.
pub(crate) async fn delete_sessions<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    keep: Option<&str>,
) -> Result<u64, StoreError> {
    let sql = "DELETE FROM sessions WHERE person = ? AND hash IS DISTINCT FROM ?";
    DB::execute(pool, sql, &[Text(person_id), MaybeText(keep)]).await
}
