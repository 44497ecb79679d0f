//! What a finished table leaves its people: a result per seat, and for a rated table new
//! ratings with their history. The types the stores read and write, and the SQL both of
//! them share.
//!
//! A table is settled exactly once, whichever instance ends it and however often it is
//! asked (a restart replays a finished table and asks again): the store writes a
//! `settled_tables` row in the same transaction as the results and ratings, and a second
//! settlement finds that row and changes nothing.

use crate::store::{person_from_row, Person, SqlRow, StoreError};
use sqlx::{ColumnIndex, Decode, Row, Type};

/// The person who plays a seat: the first linked to it (then the smallest id), whoever else
/// opened its link later. `s` is the `person_seats` row at hand, `e` another of its table.
pub(crate) const FIRST_LINKED: &str = "NOT EXISTS (SELECT 1 FROM person_seats e \
     WHERE e.table_id = s.table_id AND e.seat = s.seat \
     AND (e.linked_at < s.linked_at OR (e.linked_at = s.linked_at AND e.person < s.person)))";

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

/// How many finished tables a profile lists.
pub const RECENT: usize = 20;

/// How many points of history a profile draws per game at most (the latest).
pub const HISTORY: usize = 200;

fn float<R>(row: &R, column: &str) -> Result<Option<f64>, StoreError>
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
{
    row.try_get(column).map_err(StoreError::failed)
}

/// A rating from `rating`, `deviation`, `volatility`, `games` columns; `None` if they are
/// NULL (no row) or `games` is 0 (the placeholder a settlement writes first).
pub(crate) fn rating_from_row<R>(row: &R) -> Result<Option<Rating>, StoreError>
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<i64>: Decode<'r, R::Database> + Type<R::Database>,
{
    let games: Option<i64> = row.try_get("games").map_err(StoreError::failed)?;
    let (Some(rating), Some(deviation), Some(volatility), Some(games)) = (
        float(row, "rating")?,
        float(row, "deviation")?,
        float(row, "volatility")?,
        games,
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
pub(crate) fn seat_person_from_row<R>(row: &R) -> Result<SeatPerson, StoreError>
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<String>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<i64>: Decode<'r, R::Database> + Type<R::Database>,
{
    Ok(SeatPerson {
        table_id: row.text("table_id")?,
        seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
        name: row.text("name")?,
        username: row.try_get("username").map_err(StoreError::failed)?,
        rating: rating_from_row(row)?,
        change: float(row, "change")?,
    })
}

/// A finished table from a row of `results` (`table_id`, `game`, `seat`, `won` and `rated`
/// as 0 or 1, `ended`).
pub(crate) fn result_from_row(row: &impl SqlRow) -> Result<TableResult, StoreError> {
    Ok(TableResult {
        table_id: row.text("table_id")?,
        game: row.text("game")?,
        seat: u8::try_from(row.int("seat")?).map_err(StoreError::failed)?,
        won: row.int("won")? != 0,
        rated: row.int("rated")? != 0,
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

/// A point of history from a row (`game`, `table_id`, `at`, `rating`).
pub(crate) fn point_from_row<R>(row: &R) -> Result<RatingPoint, StoreError>
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
{
    Ok(RatingPoint {
        game: row.text("game")?,
        table_id: row.text("table_id")?,
        at: row.int("at")?,
        rating: float(row, "rating")?.unwrap_or_default(),
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
pub(crate) fn profile_from_rows<R>(
    person: &R,
    tallies: &[R],
    ratings: &[R],
    history: &[R],
    recent: &[R],
) -> Result<Profile, StoreError>
where
    R: Row,
    for<'r> &'r str: ColumnIndex<R>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Option<i64>: Decode<'r, R::Database> + Type<R::Database>,
{
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
