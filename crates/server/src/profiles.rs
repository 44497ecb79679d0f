//! What others may see of people: a player's profile (accounts only, as on Lichess: a guest
//! has no page), hiding it, and the people at a table with their ratings.
//!
//! Names and usernames are hostile text: they leave only as JSON strings.

use crate::accounts::{parse, session_person};
use crate::answers::error;
use crate::lobby::Lobby;
use crate::people::{me_response, person_of, personal, unavailable};
use crate::store::{Profile, Rating, SeatPerson};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

fn rounded(value: f64) -> i64 {
    value.round() as i64
}

fn rating_json(rating: &Rating) -> Value {
    json!({
        "value": rounded(rating.rating),
        "deviation": rounded(rating.deviation),
        "games": rating.games,
    })
}

/// `GET /api/players/{username}`: the profile of an account, unless it is hidden from the
/// asker (a hidden profile and no profile get the same `404`).
pub async fn player(
    State(lobby): State<Arc<Lobby>>,
    headers: HeaderMap,
    Path(username): Path<String>,
) -> Response {
    let store = lobby.store();
    let not_found = || {
        error(
            StatusCode::NOT_FOUND,
            "no player has this username, or their profile is hidden",
        )
    };
    let account = match store.account_by_username(&username).await {
        Ok(Some(account)) => account,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let profile = match store.profile(&account.person).await {
        Ok(Some(profile)) => profile,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let own = match person_of(&**store, &headers).await {
        Ok(asker) => asker.is_some_and(|asker| asker.id == account.person),
        Err(e) => return unavailable(e),
    };
    if profile.person.hidden && !own {
        return not_found();
    }
    personal(
        StatusCode::OK,
        profile_json(&account.username, &profile, own),
    )
}

/// A profile as its page reads it: per game its tally, rating and history. A private
/// table's id is a way into it: only its `own`er sees those (others see the tallies and the
/// points of history without their table).
fn profile_json(username: &str, profile: &Profile, own: bool) -> Value {
    let games: Vec<Value> = profile
        .tallies
        .iter()
        .map(|tally| {
            let rating = profile
                .ratings
                .iter()
                .find(|(game, _)| *game == tally.game)
                .map(|(_, rating)| rating_json(rating));
            let history: Vec<Value> = profile
                .history
                .iter()
                .filter(|point| point.game == tally.game)
                .map(|point| {
                    json!({
                        "at": point.at,
                        "value": rounded(point.rating),
                        "table": (own || point.public).then_some(&point.table_id),
                    })
                })
                .collect();
            json!({
                "game": tally.game,
                "played": tally.played,
                "won": tally.won,
                "rating": rating,
                "history": history,
            })
        })
        .collect();
    let recent: Vec<Value> = profile
        .recent
        .iter()
        .filter(|result| own || result.public)
        .map(|result| {
            json!({
                "table": result.table_id,
                "game": result.game,
                "ended": result.ended,
                "seat": result.seat,
                "won": result.won,
                "rated": result.rated,
            })
        })
        .collect();
    json!({
        "username": username,
        "name": profile.person.name,
        "hidden": profile.person.hidden,
        "games": games,
        "recent": recent,
    })
}

/// A `PUT /api/me/profile` body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HideProfile {
    hidden: bool,
}

/// `PUT /api/me/profile`: hides the person's profile from everyone else, or shows it.
pub async fn hide(State(lobby): State<Arc<Lobby>>, headers: HeaderMap, body: Bytes) -> Response {
    let store = lobby.store();
    let person = match session_person(&**store, &headers).await {
        Ok((person, _)) => person,
        Err(refused) => return *refused,
    };
    let request: HideProfile = match parse(&body, "a profile request ({\"hidden\": true})") {
        Ok(request) => request,
        Err(response) => return *response,
    };
    if let Err(e) = store.hide_profile(&person.id, request.hidden).await {
        return unavailable(e);
    }
    let person = crate::store::Person {
        hidden: request.hidden,
        ..person
    };
    me_response(&**store, &person).await
}

/// `GET /api/tables/{id}/people`: who sits at each seat (a bot's level, a person's name,
/// username and rating in the table's game, with what this table changed once it is
/// rated), and whether the table is rated.
pub async fn table_people(State(lobby): State<Arc<Lobby>>, Path(id): Path<String>) -> Response {
    let Some(table) = lobby.open(&id).await else {
        return error(StatusCode::NOT_FOUND, format!("there is no table {id:?}"));
    };
    let people = match lobby.store().seat_people(std::slice::from_ref(&id)).await {
        Ok(people) => people,
        Err(e) => return unavailable(e),
    };
    let seats: Vec<Value> = table
        .public_seats()
        .iter()
        .map(|seat| {
            if let Some(level) = seat.player.strip_prefix("bot:") {
                return json!({ "seat": seat.seat, "bot": level });
            }
            match people.iter().find(|person| person.seat == seat.seat.0) {
                Some(person) => person_json(person),
                None => json!({ "seat": seat.seat }),
            }
        })
        .collect();
    Json(json!({ "rated": table.rated, "seats": seats })).into_response()
}

fn person_json(person: &SeatPerson) -> Value {
    json!({
        "seat": person.seat,
        "name": person.name,
        "username": person.username,
        "rating": person.rating.map(|rating| rounded(rating.rating)),
        "deviation": person.rating.map(|rating| rounded(rating.deviation)),
        "change": person.change.map(rounded),
    })
}
