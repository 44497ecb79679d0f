//! What a finished table leaves its people: a result per seat, and for a rated table new
//! ratings with their history. The SQL both stores share to write and read them; the
//! types are the store's (crate::store), since its trait speaks them.
//!
//! A table is settled exactly once, whichever instance ends it and however often it is
//! asked (a restart replays a finished table and asks again): the store writes a
//! `settled_tables` row in the same transaction as the results and ratings, and a second
//! settlement finds that row and changes nothing.

use crate::dialect::{flag, Dialect};
use crate::rows::{person_from_row, SqlRow};
use crate::store::{
    NewRating, Profile, Rater, Rating, RatingPoint, SeatPerson, SeatRating, Settlement, StoreError,
    TableResult, Tally,
};
use sqlx::{Encode, Executor, IntoArguments, Pool, Type};

/// The person who plays a seat: the first linked to it (then the smallest id), whoever else
/// opened its link later. `s` is the `person_seats` row at hand, `e` another of its table.
pub(crate) const FIRST_LINKED: &str = "NOT EXISTS (SELECT 1 FROM person_seats e \
     WHERE e.table_id = s.table_id AND e.seat = s.seat \
     AND (e.linked_at < s.linked_at OR (e.linked_at = s.linked_at AND e.person < s.person)))";

/// How many finished tables a profile lists.
pub const RECENT: usize = 20;

/// How many points of history a profile draws per game at most (the latest).
pub const HISTORY: usize = 200;

/// A rating from `rating`, `deviation`, `volatility`, `games` columns; `None` if they are
/// NULL (no row) or `games` is 0 (the placeholder a settlement writes first).
pub(crate) fn rating_from_row(row: &impl SqlRow) -> Result<Option<Rating>, StoreError> {
    let (Some(rating), Some(deviation), Some(volatility), Some(games)) = (
        row.maybe_real("rating")?,
        row.maybe_real("deviation")?,
        row.maybe_real("volatility")?,
        row.maybe_int("games")?,
    ) else {
        return Ok(None);
    };
    Ok((games > 0).then_some(Rating {
        rating,
        deviation,
        volatility,
        games: u32::try_from(games).map_err(StoreError::failed)?,
    }))
}

/// A seat's person from a row with `table_id`, `seat`, `name`, `username` (or NULL), the
/// rating's columns (or NULL) and `change` (or NULL).
fn seat_person_from_row(row: &impl SqlRow) -> Result<SeatPerson, StoreError> {
    Ok(SeatPerson {
        table_id: row.text("table_id")?,
        seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
        name: row.text("name")?,
        username: row.maybe_text("username")?,
        rating: rating_from_row(row)?,
        change: row.maybe_real("change")?,
    })
}

/// A finished table from a row of `results` (`table_id`, `game`, `seat`, `won`, `rated` and
/// its table's `public` as 0 or 1, `ended`).
pub(crate) fn result_from_row(row: &impl SqlRow) -> Result<TableResult, StoreError> {
    Ok(TableResult {
        table_id: row.text("table_id")?,
        game: row.text("game")?,
        seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
        won: row.int("won")? != 0,
        rated: row.int("rated")? != 0,
        public: row.int("public")? != 0,
        ended: row.int("ended")?,
    })
}

/// A tally from a row (`game`, `played`, `won`).
pub(crate) fn tally_from_row(row: &impl SqlRow) -> Result<Tally, StoreError> {
    Ok(Tally {
        game: row.text("game")?,
        played: u64::try_from(row.int("played")?).map_err(StoreError::failed)?,
        won: u64::try_from(row.int("won")?).map_err(StoreError::failed)?,
    })
}

/// A point of history from a row (`game`, `table_id`, `public` as 0 or 1, `at`, `rating`).
pub(crate) fn point_from_row(row: &impl SqlRow) -> Result<RatingPoint, StoreError> {
    Ok(RatingPoint {
        game: row.text("game")?,
        table_id: row.text("table_id")?,
        public: row.int("public")? != 0,
        at: row.int("at")?,
        rating: row.maybe_real("rating")?.unwrap_or_default(),
    })
}

/// The seats of a settlement's people in seat order (`None`: nobody), from their rows
/// (`seat`, `person`).
pub(crate) fn seat_persons(
    rows: &[impl SqlRow],
    seats: usize,
) -> Result<Vec<Option<String>>, StoreError> {
    let mut persons = vec![None; seats];
    for row in rows {
        let seat = usize::try_from(row.int("seat")?).map_err(StoreError::failed)?;
        if let Some(slot) = persons.get_mut(seat) {
            *slot = Some(row.text("person")?);
        }
    }
    Ok(persons)
}

/// A profile from its rows: the person's row of `people`, tallies, ratings (`game` and
/// the rating's columns), history and recent results.
fn profile_from_rows<R: SqlRow>(
    person: &R,
    tallies: &[R],
    ratings: &[R],
    history: &[R],
    recent: &[R],
) -> Result<Profile, StoreError> {
    let mut rated = Vec::with_capacity(ratings.len());
    for row in ratings {
        if let Some(rating) = rating_from_row(row)? {
            rated.push((row.text("game")?, rating));
        }
    }
    Ok(Profile {
        person: person_from_row(person)?,
        tallies: tallies
            .iter()
            .map(tally_from_row)
            .collect::<Result<_, _>>()?,
        ratings: rated,
        history: history
            .iter()
            .map(point_from_row)
            .collect::<Result<_, _>>()?,
        recent: recent
            .iter()
            .map(result_from_row)
            .collect::<Result<_, _>>()?,
    })
}

/// Settles a table in one transaction on the store's `pool`, committed only when this
/// returns `true`: the `settled_tables` row first, which a second settlement finds
/// (`false`: nothing else is done), then the seats' people and their ratings, the rater's
/// answer and the rows it makes; a rating row is locked while it is read
/// ([`Dialect::LOCK`]).
pub(crate) async fn settle<DB>(
    pool: &Pool<DB>,
    settlement: &Settlement,
    rate: Rater<'_>,
) -> Result<bool, StoreError>
where
    DB: Dialect,
    for<'e> &'e mut DB::Connection: Executor<'e, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'q> f64: Encode<'q, DB> + Type<DB>,
{
    let mut transaction = pool.begin().await.map_err(DB::fail)?;
    let first = sqlx::query::<DB>(&DB::numbered(
        "INSERT INTO settled_tables (table_id, at) VALUES (?, ?) ON CONFLICT DO NOTHING \
         RETURNING table_id",
    ))
    .bind(settlement.table_id.clone())
    .bind(settlement.at)
    .fetch_optional(&mut *transaction)
    .await
    .map_err(StoreError::failed)?;
    if first.is_none() {
        return Ok(false);
    }
    let (persons, before) = settlement_inputs::<DB>(&mut transaction, settlement).await?;
    let after = rate(&before);
    write_settlement::<DB>(&mut transaction, settlement, &persons, after.as_deref()).await?;
    transaction.commit().await.map_err(DB::fail)?;
    Ok(true)
}

/// The seats' people of the table being settled (each seat's first linked), and their
/// ratings before it. A placeholder rating row is written first so that there is a row to
/// lock: two settlements of tables with the same person take turns.
async fn settlement_inputs<DB>(
    connection: &mut DB::Connection,
    settlement: &Settlement,
) -> Result<(Vec<Option<String>>, Vec<Option<SeatRating>>), StoreError>
where
    DB: Dialect,
    for<'e> &'e mut DB::Connection: Executor<'e, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Type<DB>,
{
    let fail = StoreError::failed;
    let rows = sqlx::query::<DB>(&DB::numbered(&format!(
        "SELECT CAST(seat AS BIGINT) AS seat, person FROM person_seats s \
         WHERE table_id = ? AND {FIRST_LINKED}"
    )))
    .bind(settlement.table_id.clone())
    .fetch_all(&mut *connection)
    .await
    .map_err(fail)?;
    let persons = seat_persons(&rows, settlement.won.len())?;
    let mut before = Vec::with_capacity(persons.len());
    for person in &persons {
        let Some(person) = person else {
            before.push(None);
            continue;
        };
        sqlx::query::<DB>(&DB::numbered(
            "INSERT INTO ratings (person, game, rating, deviation, volatility, games) \
             VALUES (?, ?, 0, 0, 0, 0) ON CONFLICT DO NOTHING",
        ))
        .bind(person.clone())
        .bind(settlement.game.clone())
        .execute(&mut *connection)
        .await
        .map_err(fail)?;
        let row = sqlx::query::<DB>(&DB::numbered(&format!(
            "SELECT rating, deviation, volatility, CAST(games AS BIGINT) AS games \
             FROM ratings WHERE person = ? AND game = ?{}",
            DB::LOCK
        )))
        .bind(person.clone())
        .bind(settlement.game.clone())
        .fetch_one(&mut *connection)
        .await
        .map_err(fail)?;
        before.push(Some(SeatRating {
            person: person.clone(),
            rating: rating_from_row(&row)?,
        }));
    }
    Ok((persons, before))
}

/// Writes a settlement's rows once the rater has answered (`after`: `None` for a table not
/// rated): each seat's result, and the new ratings with their history.
async fn write_settlement<DB>(
    connection: &mut DB::Connection,
    settlement: &Settlement,
    persons: &[Option<String>],
    after: Option<&[NewRating]>,
) -> Result<(), StoreError>
where
    DB: Dialect,
    for<'e> &'e mut DB::Connection: Executor<'e, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'q> f64: Encode<'q, DB> + Type<DB>,
{
    let fail = StoreError::failed;
    for (seat, person) in persons.iter().enumerate() {
        let Some(person) = person else { continue };
        let won = settlement.won.get(seat).copied().unwrap_or(false);
        sqlx::query::<DB>(&DB::numbered(
            "INSERT INTO results (person, table_id, seat, game, won, rated, ended) \
             VALUES (?, ?, ?, ?, ? <> 0, ? <> 0, ?) ON CONFLICT DO NOTHING",
        ))
        .bind(person.clone())
        .bind(settlement.table_id.clone())
        .bind(seat as i64)
        .bind(settlement.game.clone())
        .bind(i64::from(won))
        .bind(i64::from(after.is_some()))
        .bind(settlement.at)
        .execute(&mut *connection)
        .await
        .map_err(fail)?;
        if after.is_none() {
            // Nobody to rate: the placeholder read before goes again.
            sqlx::query::<DB>(&DB::numbered(
                "DELETE FROM ratings WHERE person = ? AND game = ? AND games = 0",
            ))
            .bind(person.clone())
            .bind(settlement.game.clone())
            .execute(&mut *connection)
            .await
            .map_err(fail)?;
        }
    }
    for (person, new) in persons.iter().zip(after.into_iter().flatten()) {
        let Some(person) = person else { continue };
        let rating = new.after;
        sqlx::query::<DB>(&DB::numbered(
            "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ? \
             WHERE person = ? AND game = ?",
        ))
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(i64::from(rating.games))
        .bind(person.clone())
        .bind(settlement.game.clone())
        .execute(&mut *connection)
        .await
        .map_err(fail)?;
        sqlx::query::<DB>(&DB::numbered(
            "INSERT INTO rating_history (person, table_id, game, at, rating, deviation, change) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        ))
        .bind(person.clone())
        .bind(settlement.table_id.clone())
        .bind(settlement.game.clone())
        .bind(settlement.at)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(new.change)
        .execute(&mut *connection)
        .await
        .map_err(fail)?;
    }
    Ok(())
}

/// The people of the seats of `table_ids` ([`crate::store::Store::seat_people`]), read on
/// a connection of the store's `pool`.
pub(crate) async fn seat_people<DB>(
    pool: &Pool<DB>,
    table_ids: &[String],
) -> Result<Vec<SeatPerson>, StoreError>
where
    DB: Dialect,
    for<'e> &'e mut DB::Connection: Executor<'e, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Type<DB>,
{
    let mut connection = pool.acquire().await.map_err(DB::fail)?;
    if table_ids.is_empty() {
        return Ok(Vec::new());
    }
    let marks = vec!["?"; table_ids.len()].join(", ");
    let sql = DB::numbered(&format!(
        "SELECT s.table_id, CAST(s.seat AS BIGINT) AS seat, p.name, a.username, \
                r.rating, r.deviation, r.volatility, r.games, h.change \
         FROM person_seats s \
         JOIN tables t ON t.id = s.table_id \
         JOIN people p ON p.id = s.person \
         LEFT JOIN accounts a ON a.person = s.person \
         LEFT JOIN ratings r ON r.person = s.person AND r.game = t.game \
         LEFT JOIN rating_history h ON h.person = s.person AND h.table_id = s.table_id \
         WHERE s.table_id IN ({marks}) AND {FIRST_LINKED} \
         ORDER BY s.table_id, s.seat"
    ));
    let mut query = sqlx::query::<DB>(&sql);
    for id in table_ids {
        query = query.bind(id.clone());
    }
    let rows = query
        .fetch_all(&mut *connection)
        .await
        .map_err(StoreError::failed)?;
    rows.iter().map(seat_person_from_row).collect()
}

/// What the profile of `person_id` shows ([`crate::store::Store::profile`]), read in one
/// transaction on the store's `pool`, so that the tallies, ratings and history agree.
pub(crate) async fn profile<DB>(
    pool: &Pool<DB>,
    person_id: &str,
) -> Result<Option<Profile>, StoreError>
where
    DB: Dialect,
    for<'e> &'e mut DB::Connection: Executor<'e, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> String: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
{
    let fail = StoreError::failed;
    let mut transaction = pool.begin().await.map_err(DB::fail)?;
    let person = sqlx::query::<DB>(&DB::numbered(&format!(
        "SELECT id, name, created_at, {} AS hidden FROM people WHERE id = ?",
        flag("hidden")
    )))
    .bind(person_id.to_string())
    .fetch_optional(&mut *transaction)
    .await
    .map_err(fail)?;
    let Some(person) = person else {
        return Ok(None);
    };
    let tallies = sqlx::query::<DB>(&DB::numbered(&format!(
        "SELECT game, count(*) AS played, CAST(sum({}) AS BIGINT) AS won FROM results \
         WHERE person = ? GROUP BY game ORDER BY game",
        flag("won")
    )))
    .bind(person_id.to_string())
    .fetch_all(&mut *transaction)
    .await
    .map_err(fail)?;
    let ratings = sqlx::query::<DB>(&DB::numbered(
        "SELECT game, rating, deviation, volatility, games FROM ratings \
         WHERE person = ? AND games > 0 ORDER BY game",
    ))
    .bind(person_id.to_string())
    .fetch_all(&mut *transaction)
    .await
    .map_err(fail)?;
    let history = sqlx::query::<DB>(&DB::numbered(
        "SELECT game, table_id, public, at, rating FROM ( \
             SELECT h.game, h.table_id, CAST(CASE WHEN t.public THEN 1 ELSE 0 END AS BIGINT) \
                        AS public, h.at, h.rating, \
                    row_number() OVER (PARTITION BY h.game ORDER BY h.at DESC, h.table_id) \
                        AS latest \
             FROM rating_history h JOIN tables t ON t.id = h.table_id WHERE h.person = ? \
         ) AS points WHERE latest <= ? ORDER BY game, at, table_id",
    ))
    .bind(person_id.to_string())
    .bind(HISTORY as i64)
    .fetch_all(&mut *transaction)
    .await
    .map_err(fail)?;
    let recent = sqlx::query::<DB>(&DB::numbered(&format!(
        "SELECT r.table_id, r.game, CAST(r.seat AS BIGINT) AS seat, {} AS won, {} AS rated, \
                {} AS public, r.ended \
         FROM results r JOIN tables t ON t.id = r.table_id \
         WHERE r.person = ? ORDER BY r.ended DESC, r.table_id LIMIT ?",
        flag("r.won"),
        flag("r.rated"),
        flag("t.public")
    )))
    .bind(person_id.to_string())
    .bind(RECENT as i64)
    .fetch_all(&mut *transaction)
    .await
    .map_err(fail)?;
    transaction.commit().await.map_err(DB::fail)?;
    profile_from_rows(&person, &tallies, &ratings, &history, &recent).map(Some)
}
