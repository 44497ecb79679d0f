//! The SQL of a table's rows that both stores share: its header written, the columns of
//! its header and log as the shared reading expects them (crate::rows), the log after a
//! step, its seat claims, its rematch and its chat lines. Listing and loading tables, and
//! writing actions and chat lines, differ per store and stay there.

use crate::dialect::{flag, Arg, Run};
use crate::rows::{chat_line_from_row, claims_from_rows, log_from_rows, SqlRow};
use crate::store::{ChatLine, SeatClaim, StoreError, StoredAction, TableHeader};
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
        Arg::Text(&header.id),
        Arg::Text(&header.game),
        Arg::Text(&config),
        Arg::Int(header.seed as i64),
        Arg::Text(&seats),
        Arg::Int(header.created),
        Arg::Int(header.public.into()),
        Arg::Text(&pace),
        Arg::Int(header.spectator_chat.into()),
        Arg::Int(header.rated.into()),
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
    DB::execute(
        pool,
        "UPDATE tables SET finished = TRUE WHERE id = ?",
        &[Arg::Text(table_id)],
    )
    .await?;
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
    let rows = DB::fetch_all(pool, &sql, &[Arg::Text(table_id), Arg::Int(seq)]).await?;
    log_from_rows(&rows)
}

/// Claims `seat` for whoever came at `came_at`; `false` if it was claimed already.
pub(crate) async fn claim_seat<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    came_at: i64,
) -> Result<bool, StoreError> {
    let claimed = DB::execute(
        pool,
        "INSERT INTO seat_claims (table_id, seat, came_at) VALUES (?, ?, ?) \
         ON CONFLICT DO NOTHING",
        &[
            Arg::Text(table_id),
            Arg::Int(seat.into()),
            Arg::Int(came_at),
        ],
    )
    .await?;
    Ok(claimed == 1)
}

/// Notes that the seat's person came back at `came_at` (claiming it if nobody had).
pub(crate) async fn return_to_seat<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
    seat: u8,
    came_at: i64,
) -> Result<(), StoreError> {
    DB::execute(
        pool,
        "INSERT INTO seat_claims (table_id, seat, came_at) VALUES (?, ?, ?) \
         ON CONFLICT (table_id, seat) DO UPDATE SET came_at = excluded.came_at",
        &[
            Arg::Text(table_id),
            Arg::Int(seat.into()),
            Arg::Int(came_at),
        ],
    )
    .await?;
    Ok(())
}

/// The table's claimed seats, in seat order.
pub(crate) async fn claims<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
) -> Result<Vec<SeatClaim>, StoreError> {
    let rows = DB::fetch_all(
        pool,
        "SELECT CAST(seat AS BIGINT) AS seat, came_at FROM seat_claims \
         WHERE table_id = ? ORDER BY seat",
        &[Arg::Text(table_id)],
    )
    .await?;
    claims_from_rows(&rows)
}

/// The table of the table's rematch, if one was offered.
pub(crate) async fn rematch_of<DB: Run>(
    pool: &Pool<DB>,
    table_id: &str,
) -> Result<Option<String>, StoreError> {
    let row = DB::fetch_optional(
        pool,
        "SELECT rematch FROM tables WHERE id = ?",
        &[Arg::Text(table_id)],
    )
    .await?;
    Ok(row
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
    let rows = DB::fetch_all(
        pool,
        "SELECT n, step, CAST(seat AS BIGINT) AS seat, name, text, at FROM ( \
             SELECT * FROM chat_lines WHERE table_id = ? ORDER BY n DESC LIMIT ? \
         ) AS last ORDER BY n",
        &[Arg::Text(table_id), Arg::Int(limit)],
    )
    .await?;
    rows.iter().map(chat_line_from_row).collect()
}
