//! The rows of both SQL stores read into the store's types: written once, apart from the
//! `Store` trait, which knows no SQL.

use crate::store::{
    Account, ChatLine, ListedTable, Person, PersonSeat, SeatClaim, SeatPlayer, StoreError,
    StoredAction, StoredTable, TableHeader,
};
use sqlx::{ColumnIndex, Decode, Row, Type};
use std::collections::HashMap;

/// A database row as the SQL stores read it: text (JSON included) and 64-bit integers by
/// column name. Both stores select their columns as these, so one reading serves both.
pub(crate) trait SqlRow {
    fn text(&self, column: &str) -> Result<String, StoreError>;
    fn int(&self, column: &str) -> Result<i64, StoreError>;
    /// A text, integer or real column that may be NULL.
    fn maybe_text(&self, column: &str) -> Result<Option<String>, StoreError>;
    fn maybe_int(&self, column: &str) -> Result<Option<i64>, StoreError>;
    fn maybe_real(&self, column: &str) -> Result<Option<f64>, StoreError>;
}

impl<R> SqlRow for R
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> f64: Decode<'r, R::Database> + Type<R::Database>,
{
    fn text(&self, column: &str) -> Result<String, StoreError> {
        self.try_get(column).map_err(StoreError::failed)
    }

    fn int(&self, column: &str) -> Result<i64, StoreError> {
        self.try_get(column).map_err(StoreError::failed)
    }

    fn maybe_text(&self, column: &str) -> Result<Option<String>, StoreError> {
        self.try_get(column).map_err(StoreError::failed)
    }

    fn maybe_int(&self, column: &str) -> Result<Option<i64>, StoreError> {
        self.try_get(column).map_err(StoreError::failed)
    }

    fn maybe_real(&self, column: &str) -> Result<Option<f64>, StoreError> {
        self.try_get(column).map_err(StoreError::failed)
    }
}

/// A row of `tables`: `id`, `game`, `config` and `seats` as JSON text, `seed` as the i64
/// with the seed's bits, `created`, `public` as 0 or 1.
pub(crate) fn header_from_row(row: &impl SqlRow) -> Result<TableHeader, StoreError> {
    Ok(TableHeader {
        id: row.text("id")?,
        game: row.text("game")?,
        config: serde_json::from_str(&row.text("config")?).map_err(StoreError::failed)?,
        seed: row.int("seed")? as u64,
        seats: serde_json::from_str::<Vec<SeatPlayer>>(&row.text("seats")?)
            .map_err(StoreError::failed)?,
        created: row.int("created")?,
        public: row.int("public")? != 0,
        pace: serde_json::from_str(&row.text("pace")?).map_err(StoreError::failed)?,
        spectator_chat: row.int("spectator_chat")? != 0,
        rated: row.int("rated")? != 0,
    })
}

/// A row of `actions`: `table_id`, `seq`, `seat`, `action` as JSON text, `saved_at`,
/// `stand_in` as 0 or 1.
fn action_from_row(row: &impl SqlRow) -> Result<(String, StoredAction), StoreError> {
    Ok((
        row.text("table_id")?,
        StoredAction {
            seq: u64::try_from(row.int("seq")?).map_err(StoreError::failed)?,
            seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
            action: serde_json::from_str(&row.text("action")?).map_err(StoreError::failed)?,
            saved_at: row.int("saved_at")?,
            stand_in: row.int("stand_in")? != 0,
        },
    ))
}

/// One table's log from its `actions` rows, in their order.
pub(crate) fn log_from_rows(rows: &[impl SqlRow]) -> Result<Vec<StoredAction>, StoreError> {
    rows.iter()
        .map(|row| action_from_row(row).map(|(_, action)| action))
        .collect()
}

/// Tables from their header rows and the action rows of all of them (in `seq` order per
/// table), in the headers' order.
pub(crate) fn tables_from_rows(
    headers: &[impl SqlRow],
    actions: &[impl SqlRow],
) -> Result<Vec<StoredTable>, StoreError> {
    let mut logs: HashMap<String, Vec<StoredAction>> = HashMap::new();
    for row in actions {
        let (table_id, action) = action_from_row(row)?;
        logs.entry(table_id).or_default().push(action);
    }
    headers
        .iter()
        .map(|row| {
            let header = header_from_row(row)?;
            Ok(StoredTable {
                actions: logs.remove(&header.id).unwrap_or_default(),
                header,
            })
        })
        .collect()
}

/// A chat line from a row of `chat_lines` (`n`, `step`, `seat` or NULL, `name`, `text`,
/// `at`).
pub(crate) fn chat_line_from_row(row: &impl SqlRow) -> Result<ChatLine, StoreError> {
    let seat = row.maybe_int("seat")?;
    Ok(ChatLine {
        n: u64::try_from(row.int("n")?).map_err(StoreError::failed)?,
        step: u64::try_from(row.int("step")?).map_err(StoreError::failed)?,
        seat: seat
            .map(u8::try_from)
            .transpose()
            .map_err(StoreError::failed)?,
        name: row.text("name")?,
        text: row.text("text")?,
        at: row.int("at")?,
    })
}

/// A person from a row of `people` (`id`, `name`, `created_at`, `hidden` as 0 or 1).
pub(crate) fn person_from_row(row: &impl SqlRow) -> Result<Person, StoreError> {
    Ok(Person {
        id: row.text("id")?,
        name: row.text("name")?,
        created_at: row.int("created_at")?,
        hidden: row.int("hidden")? != 0,
    })
}

/// An account from a row of `accounts` (`person`, `username`, `password_hash`).
pub(crate) fn account_from_row(row: &impl SqlRow) -> Result<Account, StoreError> {
    Ok(Account {
        person: row.text("person")?,
        username: row.text("username")?,
        password_hash: row.text("password_hash")?,
    })
}

/// A person's seat from a row of a table's header columns with `seat`, `finished` (0 or
/// 1) and `linked_at`.
pub(crate) fn person_seat_from_row(row: &impl SqlRow) -> Result<PersonSeat, StoreError> {
    Ok(PersonSeat {
        header: header_from_row(row)?,
        seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
        finished: row.int("finished")? != 0,
        linked_at: row.int("linked_at")?,
    })
}

/// Claims from their rows (`seat`, `came_at`).
pub(crate) fn claims_from_rows(rows: &[impl SqlRow]) -> Result<Vec<SeatClaim>, StoreError> {
    rows.iter()
        .map(|row| {
            Ok(SeatClaim {
                seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
                came_at: row.int("came_at")?,
                left: row.maybe_text("answer")?.as_deref() == Some("leave"),
            })
        })
        .collect()
}

/// Listed tables from their header rows (newest first) and their claims' rows (`table_id`,
/// `seat`, in seat order per table).
pub(crate) fn listed_from_rows(
    headers: &[impl SqlRow],
    claims: &[impl SqlRow],
) -> Result<Vec<ListedTable>, StoreError> {
    let mut claimed: HashMap<String, Vec<u8>> = HashMap::new();
    for row in claims {
        let seat = u8::try_from(row.int("seat")?).map_err(StoreError::failed)?;
        claimed.entry(row.text("table_id")?).or_default().push(seat);
    }
    headers
        .iter()
        .map(|row| {
            let header = header_from_row(row)?;
            Ok(ListedTable {
                claimed: claimed.remove(&header.id).unwrap_or_default(),
                header,
            })
        })
        .collect()
}
