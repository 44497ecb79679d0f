//! The SQL of a table's rows that both stores share: its header written, the columns of
//! its header and log as the shared reading expects them (crate::rows), the log after a
//! step, its seat claims, its rematch and its chat lines. Listing and loading tables, and
//! writing actions and chat lines, differ per store and stay there.

use crate::dialect::Arg::{Int, Text};
use crate::dialect::{flag, Run};
use crate::rows::{chat_line_from_row, claims_from_rows, log_from_rows, SqlRow};
use crate::store::{ChatLine, RematchAnswer, SeatClaim, StoreError, StoredAction, TableHeader};
use sqlx::Pool;

/// Saves a new table's header: JSON as the store keeps it, the seed as the i64 with its
/// bits, the flags as booleans (0 or 1 in SQLite).
pub(crate) async fn create_table<DB: Run>(
    pool: &Pool<DB>,
    header: &TableHeader,
) -> Result<(), StoreError> {
    let json = DB::JSON;
    let sql = format!(
        "INSERT INTO tables (id, game, config, seed, seats, created, public, pace, \
         spectator_chat, rated) \
         VALUES (?, ?, {json}, ?, {json}, ?, ? <> 0, {json}, ? <> 0, ? <> 0)"
    );
    let config = header.config.to_string();
    let seats = serde_json::to_string(&header.seats).map_err(StoreError::failed)?;
    let pace = serde_json::to_string(&header.pace).map_err(StoreError::failed)?;
    let args = [
        Text(&header.id),
        Text(&header.game),
        Text(&config),
        Int(header.seed as i64),
        Text(&seats),
        Int(header.created),
        Int(header.public.into()),
        Text(&pace),
        Int(header.spectator_chat.into()),
        Int(header.rated.into()),
    ];
    DB::execute(pool, &sql, &args).await?;
    Ok(())
}

/// The columns of the header of the table `t`, as `rows::header_from_row` reads them.
pub(crate) fn header_columns() -> String {
    format!(
        "t.id, t.game, CAST(t.config AS TEXT) AS config, t.seed, CAST(t.seats AS TEXT) AS seats, \
         t.created, {} AS public, CAST(t.pace AS TEXT) AS pace, {} AS spectator_chat, \
         {} AS rated",
        flag("t.public"),
        flag("t.spectator_chat"),
        flag("t.rated")
    )
}

/// The columns of the action `a`, as `rows::log_from_rows` reads them.
pub(crate) fn action_columns() -> String {
    format!(
        "a.table_id, a.seq, CAST(a.seat AS BIGINT) AS seat, CAST(a.action AS TEXT) AS action, \
         a.saved_at, {} AS stand_in",
        flag("a.stand_in")
    )
}

/// Marks the table's game over.
pub(crate) async fn finish<DB: Run>(pool: &Pool<DB>, table_id: &str) -> Result<(), StoreError> {
    let sql = "UPDATE tables SET finished = TRUE WHERE id = ?";
    DB::execute(pool, sql, &[Text(table_id)]).await?;
    Ok(())
}

/// The table's actions after step `seq`, in order.
pub(crate) async fn actions_after<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seq: u64,
) -> Result<Vec<StoredAction>, StoreError> {
    let seq = i64::try_from(seq).map_err(StoreError::failed)?;
    let sql = format!(
        "SELECT {} FROM actions a WHERE a.table_id = ? AND a.seq > ? ORDER BY a.seq",
        action_columns()
    );
    log_from_rows(&DB::fetch_all(pool, &sql, &[Text(table_id), Int(seq)]).await?)
}

/// Claims `seat` for whoever came at `came_at`, `then` being what a claim already there
/// does (`ON CONFLICT ...`); how many rows changed.
async fn claim<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    came_at: i64,
    then: &str,
) -> Result<u64, StoreError> {
    let sql = format!(
        "INSERT INTO seat_claims (table_id, seat, came_at) VALUES (?, ?, ?) ON CONFLICT {then}"
    );
    DB::execute(
        pool,
        &sql,
        &[Text(table_id), Int(seat.into()), Int(came_at)],
    )
    .await
}

/// Claims `seat` for whoever came at `came_at`; `false` if it was claimed already.
pub(crate) async fn claim_seat<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    came_at: i64,
) -> Result<bool, StoreError> {
    Ok(claim(pool, table_id, seat, came_at, "DO NOTHING").await? == 1)
}

/// Notes that the seat's person came back at `came_at` (claiming it if nobody had).
pub(crate) async fn return_to_seat<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    came_at: i64,
) -> Result<(), StoreError> {
    let then = "(table_id, seat) DO UPDATE SET came_at = excluded.came_at";
    claim(pool, table_id, seat, came_at, then).await?;
    Ok(())
}

/// The table's claimed seats, in seat order.
pub(crate) async fn claims<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
) -> Result<Vec<SeatClaim>, StoreError> {
    let sql = "SELECT CAST(seat AS BIGINT) AS seat, came_at, answer FROM seat_claims \
               WHERE table_id = ? ORDER BY seat";
    claims_from_rows(&DB::fetch_all(pool, sql, &[Text(table_id)]).await?)
}

/// Records a person's answer to the rematch `table_id` at `seat` unless one was recorded
/// before (claiming the seat at `at` if it was not); the answer that stands.
pub(crate) async fn answer_rematch<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    answer: RematchAnswer,
    at: i64,
) -> Result<RematchAnswer, StoreError> {
    let insert = "INSERT INTO seat_claims (table_id, seat, came_at, answer) VALUES (?, ?, ?, ?) \
                  ON CONFLICT (table_id, seat) DO UPDATE SET answer = excluded.answer \
                  WHERE seat_claims.answer IS NULL";
    let params = [
        Text(table_id),
        Int(seat.into()),
        Int(at),
        Text(answer.as_str()),
    ];
    DB::execute(pool, insert, &params).await?;
    let select = "SELECT answer FROM seat_claims WHERE table_id = ? AND seat = ?";
    let rows = DB::fetch_all(pool, select, &[Text(table_id), Int(seat.into())]).await?;
    let stands = rows
        .first()
        .map(|row| row.maybe_text("answer"))
        .transpose()?
        .flatten();
    match stands.as_deref() {
        Some("join") => Ok(RematchAnswer::Join),
        Some("leave") => Ok(RematchAnswer::Leave),
        other => Err(StoreError::failed(format!(
            "seat {seat} of table {table_id} has the rematch answer {other:?}"
        ))),
    }
}

/// The table of the table's rematch, if one was offered.
pub(crate) async fn rematch_of<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
) -> Result<Option<String>, StoreError> {
    let sql = "SELECT rematch FROM tables WHERE id = ?";
    let rows = DB::fetch_all(pool, sql, &[Text(table_id)]).await?;
    Ok(rows
        .first()
        .map(|row| row.maybe_text("rematch"))
        .transpose()?
        .flatten())
}

/// The table's last `limit` chat lines, oldest first.
pub(crate) async fn chat_lines<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    limit: usize,
) -> Result<Vec<ChatLine>, StoreError> {
    let limit = i64::try_from(limit).map_err(StoreError::failed)?;
    let sql = "SELECT n, step, CAST(seat AS BIGINT) AS seat, name, text, at FROM ( \
                   SELECT * FROM chat_lines WHERE table_id = ? ORDER BY n DESC LIMIT ? \
               ) AS last ORDER BY n";
    let rows = DB::fetch_all(pool, sql, &[Text(table_id), Int(limit)]).await?;
    rows.iter().map(chat_line_from_row).collect()
}
