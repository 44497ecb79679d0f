//! The HTTP side: health, the lobby API (docs/protocol.md) and the browser client's files.

use crate::accounts;
use crate::answers::{error, json_response, too_many};
use crate::assets;
use crate::limits::Guard;
use crate::lobby::{CreateError, CreateTable, Lobby, Record, RematchError, TakeError};
use crate::moments::Refusal;
use crate::people;
use crate::profiles;
use crate::table::NotOver;
use crate::ws;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Extension, Json, Router};
use serde::Deserialize;
use serde_json::json;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_stream::wrappers::WatchStream;
use tokio_stream::{Stream, StreamExt};
use tower_http::compression::CompressionLayer;
use whodunit_engine::{CompanionError, Seat, Viewer};

/// Lobby requests are small; anything bigger is refused before it is read.
const MAX_BODY: usize = 64 * 1024;

/// The routes; `guard` holds the limits (crate::limits). Serve it with the peer's
/// `ConnectInfo<SocketAddr>`: table creation is limited per address.
pub fn router(lobby: Arc<Lobby>, guard: Arc<Guard>) -> Router {
    Router::new()
        .route("/api/health", get(health))
        .route("/api/games", get(games))
        .route("/api/tables", post(create_table))
        .route("/api/tables/{id}", get(table_info))
        .route("/api/tables/{id}/take", post(take_seat))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/moments", get(moments))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/rematch/leave", post(leave_rematch))
        .route("/api/lobby", get(lobby_list))
        .route("/api/lobby/events", get(lobby_events))
        .route("/api/tables/{id}/ws", get(ws::upgrade))
        .route("/api/tables/{id}/record", get(table_record))
        .route("/api/companion/{game}", post(companion))
        .route("/api/me", get(people::me))
        .route("/api/me/name", put(people::rename))
        .route("/api/account", post(accounts::claim))
        .route("/api/login", post(accounts::login))
        .route("/api/logout", post(accounts::logout))
        .route("/api/logout-all", post(accounts::logout_all))
        .route("/api/password", put(accounts::change_password))
        .route("/api/me/profile", put(profiles::hide))
        .route("/api/players/{username}", get(profiles::player))
        .route("/api/tables/{id}/people", get(profiles::table_people))
        .route("/", get(|| async { assets::file("index.html") }))
        .route("/new", get(|| async { assets::file("new.html") }))
        .route("/table/{id}", get(|| async { assets::file("table.html") }))
        .route(
            "/player/{username}",
            get(|| async { assets::file("player.html") }),
        )
        .route(
            "/table/{id}/replay",
            get(|| async { assets::file("table.html") }),
        )
        .route(
            "/companion",
            get(|| async { assets::file("companion.html") }),
        )
        // A game's companion (issue 18): the same page, which reads the game from the path.
        .route(
            "/companion/{game}",
            get(|| async { assets::file("companion.html") }),
        )
        .route("/static/{*path}", get(static_file))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // Pages, scripts and JSON shrink to about a quarter; event streams, WebSocket
        // upgrades and tiny bodies are left as they are.
        .layer(CompressionLayer::new())
        .layer(Extension(guard))
        // Outermost: a cross-site request that would change something goes no further.
        .layer(axum::middleware::from_fn(people::same_origin))
        .with_state(lobby)
}

async fn health() -> Json<serde_json::Value> {
    Json(json!({ "ok": true }))
}

async fn games(State(lobby): State<Arc<Lobby>>) -> Json<serde_json::Value> {
    let games: Vec<_> = lobby
        .games
        .iter()
        .map(|kind| {
            json!({
                "name": kind.name(),
                "min_players": kind.min_players(),
                "max_players": kind.max_players(),
                "bot_levels": kind.bot_levels(),
            })
        })
        .collect();
    Json(json!(games))
}

async fn create_table(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(wait) = guard.create_table(peer.ip(), Instant::now()) {
        return too_many_tables(&guard, wait, "tables created");
    }
    let request: CreateTable = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => return error(StatusCode::BAD_REQUEST, format!("not a table request: {e}")),
    };
    match lobby.create(request).await {
        Ok(created) => {
            // The creator plays the first seat for a person (the page opens its link).
            if let Some(seat) = created.seats.iter().find(|seat| seat.token.is_some()) {
                people::link_request(&**lobby.store(), &headers, &created.id, seat.seat).await;
            }
            (StatusCode::CREATED, Json(created)).into_response()
        }
        Err(CreateError::Bad(message)) => error(StatusCode::BAD_REQUEST, message),
        Err(e @ CreateError::Store(_)) => {
            tracing::error!(error = %e, "table not created");
            error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
        }
    }
}

/// `429` with a JSON error and `Retry-After`: the seconds until this address may create
/// a table (or take a seat) again; `what` names what it did too often.
fn too_many_tables(guard: &Guard, wait: Duration, what: &str) -> Response {
    too_many(
        wait,
        what,
        guard.limits.table_burst,
        guard.limits.tables_per_minute,
    )
}

/// `POST /api/tables/{id}/take`: the first free seat for a person at a public table, with
/// the link that plays it. Taking seats counts against the same allowance as creating
/// tables, so that one address cannot empty the lobby.
async fn take_seat(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Err(wait) = guard.create_table(peer.ip(), Instant::now()) {
        return too_many_tables(&guard, wait, "tables created or seats taken");
    }
    match lobby.take_seat(&id).await {
        Ok(taken) => {
            people::link_request(&**lobby.store(), &headers, &id, taken.seat).await;
            Json(taken).into_response()
        }
        Err(e @ TakeError::NotListed(_)) => error(StatusCode::NOT_FOUND, e.to_string()),
        Err(e @ (TakeError::Over | TakeError::Full)) => error(StatusCode::CONFLICT, e.to_string()),
        Err(e @ TakeError::Store(_)) => {
            tracing::error!(table = %id, error = %e, "seat not taken");
            error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
        }
    }
}

/// `GET /api/lobby`: the public tables now (crate::listing).
async fn lobby_list(State(lobby): State<Arc<Lobby>>) -> Response {
    let list = lobby.listing.watch().borrow().clone();
    json_response(StatusCode::OK, &list)
}

/// `GET /api/lobby/events`: server-sent events, a `tables` event with the whole list now
/// and after each change.
async fn lobby_events(
    State(lobby): State<Arc<Lobby>>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let lists = WatchStream::new(lobby.listing.watch())
        .map(|list| Ok(Event::default().event("tables").data(&*list)));
    Sse::new(lists).keep_alive(KeepAlive::default())
}

#[derive(Deserialize)]
struct RematchRequest {
    /// The asker's seat token at the finished table.
    token: String,
}

impl RematchRequest {
    /// The request in `body`, or why it is not `what`.
    fn read(body: &[u8], what: &str) -> Result<RematchRequest, String> {
        serde_json::from_slice(body).map_err(|e| format!("not {what}: {e}"))
    }
}

/// `POST /api/tables/{id}/rematch` `{"token": ...}`: the asker's seat at the rematch of a
/// finished table, set up by the first person who asks (docs/protocol.md, "Rematch").
async fn rematch(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let request = match RematchRequest::read(&body, "a rematch request") {
        Ok(request) => request,
        Err(why) => return error(StatusCode::BAD_REQUEST, why),
    };
    // Setting up a rematch creates a table: it counts like one.
    if let Err(wait) = guard.create_table(peer.ip(), Instant::now()) {
        return too_many_tables(&guard, wait, "tables created");
    }
    match lobby.rematch(&id, &request.token).await {
        Ok(seat) => Json(seat).into_response(),
        Err(e) => rematch_refused(&id, e),
    }
}

/// `POST /api/tables/{id}/rematch/leave` `{"token": ...}`: the asker leaves the rematch of
/// a finished table, and a bot plays their seat there (docs/protocol.md, "Rematch").
async fn leave_rematch(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let request = match RematchRequest::read(&body, "a request to leave a rematch") {
        Ok(request) => request,
        Err(why) => return error(StatusCode::BAD_REQUEST, why),
    };
    match lobby.leave_rematch(&id, &request.token).await {
        Ok(()) => Json(json!({ "left": true })).into_response(),
        Err(e) => rematch_refused(&id, e),
    }
}

fn rematch_refused(id: &str, e: RematchError) -> Response {
    match e {
        RematchError::Unknown(_) => error(StatusCode::NOT_FOUND, e.to_string()),
        RematchError::NotASeat => error(StatusCode::FORBIDDEN, e.to_string()),
        RematchError::NotOver
        | RematchError::NotReady
        | RematchError::NoRematch
        | RematchError::Left
        | RematchError::Joined => error(StatusCode::CONFLICT, e.to_string()),
        RematchError::Failed(_) => {
            tracing::error!(table = %id, error = %e, "no rematch");
            error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
        }
    }
}

#[derive(Deserialize)]
struct ReplayQuery {
    /// `omniscient`, `spectator` or a seat number; by default the token's seat, else
    /// `spectator`.
    viewer: Option<String>,
    /// The step to show (0: the setup); by default the last.
    step: Option<u64>,
    /// A seat's token: while the game runs, the only way to replay that seat's view.
    token: Option<String>,
}

/// `GET /api/tables/{id}/replay`: one step of a game as one viewer saw it (docs/protocol.md,
/// "Replays"). While the game runs a seat may replay only its own view (with its token),
/// and anyone the spectators' view; every view opens once the game is over.
async fn replay(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    Query(query): Query<ReplayQuery>,
) -> Response {
    let Some(table) = lobby.open(&id).await else {
        return error(StatusCode::NOT_FOUND, format!("there is no table {id:?}"));
    };
    let own = match query.token.as_deref().map(|token| table.seat_of(token)) {
        None => None,
        Some(Some(seat)) => Some(seat),
        Some(None) => {
            return error(
                StatusCode::FORBIDDEN,
                "this token is not a seat of this table",
            )
        }
    };
    let viewer = match (query.viewer.as_deref(), own) {
        (None, Some(seat)) => Viewer::Seat(seat),
        (None | Some("spectator"), _) => Viewer::Spectator,
        (Some("omniscient"), _) => Viewer::Omniscient,
        (Some(number), _) => match number.parse::<u8>() {
            Ok(seat) if usize::from(seat) < table.public_seats().len() => Viewer::Seat(Seat(seat)),
            _ => {
                return error(
                    StatusCode::BAD_REQUEST,
                    format!("no viewer {number:?}: say omniscient, spectator or a seat number"),
                )
            }
        },
    };
    let only_after_the_end = match viewer {
        Viewer::Omniscient => true,
        Viewer::Seat(seat) => own != Some(seat),
        Viewer::Spectator => false,
    };
    match table.replay(viewer, query.step, only_after_the_end).await {
        Some(Ok(frame)) => json_response(StatusCode::OK, frame.as_str()),
        Some(Err(NotOver)) => error(
            StatusCode::FORBIDDEN,
            "the game is still being played: until it ends a seat replays only its own view, \
             with its link, and everyone else the spectators' view",
        ),
        None => error(StatusCode::SERVICE_UNAVAILABLE, "the table is not running"),
    }
}

/// `GET /api/tables/{id}/moments`: every seat's key moments once the game is over
/// (docs/protocol.md, "Key moments"); `409` while it runs.
async fn moments(State(lobby): State<Arc<Lobby>>, Path(id): Path<String>) -> Response {
    let Some(table) = lobby.open(&id).await else {
        return error(StatusCode::NOT_FOUND, format!("there is no table {id:?}"));
    };
    match table.moments().await {
        Some(Ok(body)) => json_response(StatusCode::OK, &body),
        Some(Err(Refusal::NotOver)) => error(
            StatusCode::CONFLICT,
            "the game is still being played: each seat's key moments open when it ends",
        ),
        Some(Err(Refusal::Failed)) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the key moments could not be worked out",
        ),
        None => error(StatusCode::SERVICE_UNAVAILABLE, "the table is not running"),
    }
}

async fn table_info(State(lobby): State<Arc<Lobby>>, Path(id): Path<String>) -> Response {
    let Some(table) = lobby.open(&id).await else {
        return error(StatusCode::NOT_FOUND, format!("there is no table {id:?}"));
    };
    let status = table.status();
    // Only a finished game has a rematch; the table's facts stay available while the
    // database is away.
    let rematch = if status.over {
        lobby.rematch_of(&id).await.unwrap_or_else(|error| {
            tracing::warn!(table = %id, %error, "cannot look up the rematch");
            None
        })
    } else {
        None
    };
    Json(json!({
        "id": &*table.id,
        "game": &*table.game,
        "public": table.public,
        "rematch": rematch,
        "seats": table.public_seats(),
        "seq": status.seq,
        "to_act": status.to_act,
        "over": status.over,
    }))
    .into_response()
}

async fn table_record(State(lobby): State<Arc<Lobby>>, Path(id): Path<String>) -> Response {
    match lobby.record(&id).await {
        Ok(Record::Finished(record)) => Json(record).into_response(),
        Ok(Record::Running) => error(
            StatusCode::CONFLICT,
            "the game is not over: its record opens when it ends (CL-INFO-12)",
        ),
        Ok(Record::Unknown) => error(StatusCode::NOT_FOUND, format!("there is no table {id:?}")),
        Err(e) => error(StatusCode::SERVICE_UNAVAILABLE, e.to_string()),
    }
}

/// `POST /api/companion/{game}`: the deductions of a companion session (a person playing
/// the physical game), worked out on the blocking pool since counting can take milliseconds.
async fn companion(
    State(lobby): State<Arc<Lobby>>,
    Path(game): Path<String>,
    body: Bytes,
) -> Response {
    let Some(kind) = lobby.games.get(&game) else {
        return error(StatusCode::NOT_FOUND, format!("there is no game {game:?}"));
    };
    let session: serde_json::Value = match serde_json::from_slice(&body) {
        Ok(session) => session,
        Err(e) => return error(StatusCode::BAD_REQUEST, format!("not JSON: {e}")),
    };
    let answer = tokio::task::spawn_blocking(move || kind.companion(&session)).await;
    match answer {
        Ok(None) => error(
            StatusCode::NOT_FOUND,
            format!("{game} has no companion mode"),
        ),
        Ok(Some(Ok(deductions))) => json_response(StatusCode::OK, deductions.get()),
        Ok(Some(Err(CompanionError::Invalid(reason)))) => error(StatusCode::BAD_REQUEST, reason),
        Ok(Some(Err(CompanionError::Conflict(refusal)))) => {
            (StatusCode::CONFLICT, Json(refusal)).into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "the companion failed");
            error(StatusCode::INTERNAL_SERVER_ERROR, "the companion failed")
        }
    }
}

async fn static_file(Path(path): Path<String>) -> Response {
    assets::file(&path)
}
