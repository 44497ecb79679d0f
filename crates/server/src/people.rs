//! People: a guest is made on a visitor's first `GET /api/me` and known from then on by a
//! session cookie; "my tables" are the seats a person was linked to (docs/protocol.md,
//! "People"). Also the rule against cross-site requests (`same_origin`).
//!
//! The cookie's value is a fresh 128-bit secret; the store keeps only its SHA-256, so that
//! reading the database gives nobody a session. A person's name is hostile text: it is
//! checked ([`check_name`]), stored through bound parameters and only ever sent as JSON.

use crate::answers::{error, too_many};
use crate::limits::Guard;
use crate::lobby::{seat_link, Lobby};
use crate::store::{Person, PersonSeat, SeatPlayer, Store, StoreError};
use crate::text::is_bidi_control;
use crate::{listing, tokens};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

/// The session cookie's name.
pub const COOKIE: &str = "whodunit_session";

/// How long a browser keeps the cookie: a year, in seconds.
const MAX_AGE: u32 = 31_536_000;

/// The most tables `GET /api/me` lists.
pub const MAX_TABLES: usize = 50;

/// The longest name, in characters (not bytes).
pub const MAX_NAME: usize = 24;

const TITLES: [&str; 8] = [
    "Inspector",
    "Detective",
    "Sergeant",
    "Constable",
    "Agent",
    "Sleuth",
    "Captain",
    "Professor",
];

const ANIMALS: [&str; 16] = [
    "Magpie", "Badger", "Heron", "Otter", "Fox", "Owl", "Raven", "Hare", "Ferret", "Lynx", "Stoat",
    "Wren", "Marten", "Falcon", "Beaver", "Mole",
];

/// A guest's name: a title, an animal and a number from 100 to 999 ("Inspector Magpie 417").
pub fn guest_name() -> String {
    let title = TITLES[tokens::below(TITLES.len() as u32) as usize];
    let animal = ANIMALS[tokens::below(ANIMALS.len() as u32) as usize];
    format!("{title} {animal} {}", 100 + tokens::below(900))
}

/// The SHA-256 of a session's secret, in lower-case hex: what the store keeps.
pub fn session_hash(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The session secret the request's cookie carries, if it has one of the right form (32
/// lower-case hex characters); anything else counts as no cookie.
pub fn session_secret(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|cookies| cookies.split(';'))
        .filter_map(|cookie| cookie.trim().split_once('='))
        .filter(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value)
        .find(|value| {
            value.len() == 32
                && value
                    .bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        })
}

/// The person of the request's session cookie, if it is a valid one.
pub async fn person_of(
    store: &dyn Store,
    headers: &HeaderMap,
) -> Result<Option<Person>, StoreError> {
    match session_secret(headers) {
        Some(secret) => {
            store
                .person_of_session(&session_hash(secret), listing::unix_now())
                .await
        }
        None => Ok(None),
    }
}

/// Links the person of `session_hash` to `seat` of `table_id` (if the session is valid).
/// A store that refuses is logged, never passed on: a seat plays without any person.
pub async fn link(store: &dyn Store, session_hash: &str, table_id: &str, seat: u8) {
    let now = listing::unix_now();
    let linked = async {
        if let Some(person) = store.person_of_session(session_hash, now).await? {
            store.link_seat(&person.id, table_id, seat, now).await?;
        }
        Ok::<_, StoreError>(())
    };
    if let Err(error) = linked.await {
        tracing::warn!(table = %table_id, seat, %error, "cannot link the seat to its person");
    }
}

/// [`link`] for the session cookie of a request, if it carries one.
pub async fn link_request(store: &dyn Store, headers: &HeaderMap, table_id: &str, seat: u8) {
    if let Some(secret) = session_secret(headers) {
        link(store, &session_hash(secret), table_id, seat).await;
    }
}

/// Whether the request came over TLS: we never terminate TLS, so a proxy in front says so.
pub fn over_tls(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|value| value.to_str().ok())
        .and_then(|protos| protos.split(',').next())
        .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"))
}

/// The `Set-Cookie` value of a new session.
pub fn session_cookie(secret: &str, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age={MAX_AGE}{secure}")
}

/// The `Set-Cookie` value that makes the browser forget its session (after a logout).
pub fn clearing_cookie(secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}")
}

/// A name as given, trimmed, if it is fit to show: 1 to [`MAX_NAME`] characters, no
/// control characters and no bidirectional overrides or isolates (which would reorder the
/// text shown after the name); otherwise why not.
pub fn check_name(raw: &str) -> Result<String, String> {
    let name = raw.trim();
    if let Some(c) = name.chars().find(|c| c.is_control()) {
        return Err(format!(
            "the name holds a control character (U+{:04X})",
            u32::from(c)
        ));
    }
    if let Some(c) = name.chars().find(|&c| is_bidi_control(c)) {
        return Err(format!(
            "the name holds a bidirectional override or isolate (U+{:04X}), which would reorder \
             the text around it",
            u32::from(c)
        ));
    }
    match name.chars().count() {
        0 => Err("the name is empty".to_string()),
        n if n > MAX_NAME => Err(format!(
            "the name has {n} characters; at most {MAX_NAME} are allowed"
        )),
        _ => Ok(name.to_string()),
    }
}

/// The body of `GET /api/me`: the person's name, username (`null` for a guest) and their
/// tables, the latest first.
async fn me_body(store: &dyn Store, person: &Person) -> Result<Value, StoreError> {
    let seats = store.person_seats(&person.id, MAX_TABLES).await?;
    let tables: Vec<Value> = seats.iter().filter_map(table_entry).collect();
    let username = store.account_of(&person.id).await?.map(|a| a.username);
    Ok(json!({
        "name": person.name,
        "username": username,
        "hidden": person.hidden,
        "tables": tables,
    }))
}

/// `200` with the body of `GET /api/me` for `person`.
pub async fn me_response(store: &dyn Store, person: &Person) -> Response {
    match me_body(store, person).await {
        Ok(body) => personal(StatusCode::OK, body),
        Err(e) => unavailable(e),
    }
}

/// One of "my tables"; `None` for a seat without a token (a bot's: never linked).
fn table_entry(seat: &PersonSeat) -> Option<Value> {
    let header = &seat.header;
    let SeatPlayer::Human { token } = header.seats.get(usize::from(seat.seat))? else {
        return None;
    };
    Some(json!({
        "table": header.id,
        "game": header.game,
        "seat": seat.seat,
        "seat_link": seat_link(&header.id, token),
        "finished": seat.finished,
        "created_at": header.created,
        "linked_at": seat.linked_at,
    }))
}

/// A JSON answer that no cache keeps: it is one person's.
pub fn personal(status: StatusCode, body: Value) -> Response {
    let mut response = (status, Json(body)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

pub(crate) fn unavailable(failure: StoreError) -> Response {
    tracing::error!(error = %failure, "people: the store failed");
    error(StatusCode::SERVICE_UNAVAILABLE, failure.to_string())
}

/// `GET /api/me`: the person of the session cookie, or a new guest with a new session
/// (and its cookie) when the request has no valid one.
pub async fn me(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let store = lobby.store();
    let known = match person_of(&**store, &headers).await {
        Ok(known) => known,
        Err(e) => return unavailable(e),
    };
    if let Some(person) = known {
        return match me_body(&**store, &person).await {
            Ok(body) => personal(StatusCode::OK, body),
            Err(e) => unavailable(e),
        };
    }
    // Each new guest is a row in the store: one address may not make them without end.
    if let Err(wait) = guard.new_guest(peer.ip(), Instant::now()) {
        let limits = guard.limits;
        return too_many(
            wait,
            "new guests",
            limits.guest_burst,
            limits.guests_per_minute,
        );
    }
    let now = listing::unix_now();
    let person = Person {
        id: tokens::new_token(),
        name: guest_name(),
        created_at: now,
        hidden: false,
    };
    let secret = tokens::new_session_secret();
    if let Err(e) = store
        .create_person(&person, &session_hash(&secret), now)
        .await
    {
        return unavailable(e);
    }
    tracing::debug!(person = %person.id, "a new guest");
    let mut response = personal(
        StatusCode::OK,
        json!({ "name": person.name, "username": null, "hidden": false, "tables": [] }),
    );
    match HeaderValue::from_str(&session_cookie(&secret, over_tls(&headers))) {
        Ok(cookie) => {
            response.headers_mut().insert(header::SET_COOKIE, cookie);
            response
        }
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "no session cookie"),
    }
}

#[derive(Deserialize)]
struct Rename {
    name: String,
}

/// `PUT /api/me/name` `{"name": ...}`: renames the person of the session cookie; `401`
/// without a valid session, `400` for a name unfit to show (nothing is stored).
pub async fn rename(State(lobby): State<Arc<Lobby>>, headers: HeaderMap, body: Bytes) -> Response {
    let store = lobby.store();
    let person = match person_of(&**store, &headers).await {
        Ok(Some(person)) => person,
        Ok(None) => {
            return error(
                StatusCode::UNAUTHORIZED,
                "no valid session: GET /api/me first, and send its cookie",
            )
        }
        Err(e) => return unavailable(e),
    };
    let request: Rename = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => {
            return error(
                StatusCode::BAD_REQUEST,
                format!("not a rename request ({{\"name\": \"...\"}}): {e}"),
            )
        }
    };
    let name = match check_name(&request.name) {
        Ok(name) => name,
        Err(reason) => return error(StatusCode::BAD_REQUEST, reason),
    };
    if let Err(e) = store.rename_person(&person.id, &name).await {
        return unavailable(e);
    }
    let person = Person { name, ..person };
    match me_body(&**store, &person).await {
        Ok(body) => personal(StatusCode::OK, body),
        Err(e) => unavailable(e),
    }
}

/// Refuses (`403`) a request that changes state (`POST`, `PUT`, `PATCH`, `DELETE` or a
/// WebSocket upgrade) sent by a page of another site: its `Origin` is present and is not
/// this server's (the request's `Host`). Requests without `Origin` (not from a browser's
/// page: the command line, scripts, tests) pass.
pub async fn same_origin(request: Request, next: Next) -> Response {
    let headers = request.headers();
    let changes = matches!(
        *request.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    ) || headers.contains_key(header::UPGRADE);
    if changes {
        if let Some(origin) = headers.get(header::ORIGIN) {
            let host = headers
                .get(header::HOST)
                .and_then(|host| host.to_str().ok())
                .or_else(|| request.uri().authority().map(|a| a.as_str()));
            if !is_own_origin(origin.to_str().unwrap_or(""), host) {
                return error(
                    StatusCode::FORBIDDEN,
                    "this request comes from a page of another site (its Origin is not this \
                     server): refused",
                );
            }
        }
    }
    next.run(request).await
}

/// Whether `origin` (`scheme://host[:port]`) names the server reached as `host`; a port
/// that is the scheme's default may be left out of either.
pub fn is_own_origin(origin: &str, host: Option<&str>) -> bool {
    let Some(host) = host else {
        return false;
    };
    let Some((scheme, authority)) = origin.split_once("://") else {
        return false;
    };
    let default = if scheme.eq_ignore_ascii_case("http") {
        ":80"
    } else if scheme.eq_ignore_ascii_case("https") {
        ":443"
    } else {
        return false;
    };
    let bare = |authority: &'_ str| -> String {
        authority
            .strip_suffix(default)
            .unwrap_or(authority)
            .to_ascii_lowercase()
    };
    !authority.is_empty() && bare(authority) == bare(host)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert_eq!(check_name("  Ann  ").unwrap(), "Ann");
        assert_eq!(check_name(&"é".repeat(24)).unwrap(), "é".repeat(24));
        assert!(check_name(&"é".repeat(25)).is_err());
        assert!(check_name(" \t ").is_err());
        assert!(check_name("a\u{0}b").is_err());
        assert!(check_name("a\u{7f}b").is_err());
        assert!(check_name("a\u{202E}b").is_err());
        assert!(check_name("a\u{2068}b").is_err());
        assert!(check_name("a\u{2069}").is_err());
        assert_eq!(check_name("<script>").unwrap(), "<script>");
        for _ in 0..50 {
            let name = guest_name();
            assert_eq!(check_name(&name).as_deref(), Ok(name.as_str()));
        }
    }

    #[test]
    fn own_origins() {
        let own = |origin, host| is_own_origin(origin, Some(host));
        assert!(own("http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(own("https://Whodunit.example", "whodunit.example"));
        assert!(own("https://whodunit.example", "whodunit.example:443"));
        assert!(own("http://whodunit.example:80", "whodunit.example"));
        assert!(!own("https://evil.example", "whodunit.example"));
        assert!(!own("http://127.0.0.1:8081", "127.0.0.1:8080"));
        assert!(!own("https://whodunit.example:80", "whodunit.example"));
        assert!(!own("null", "whodunit.example"));
        assert!(!own("ftp://whodunit.example", "whodunit.example"));
        assert!(!own(
            "https://whodunit.example.evil.example",
            "whodunit.example"
        ));
        assert!(!is_own_origin("https://whodunit.example", None));
    }

    #[test]
    fn cookies_are_read_and_written() {
        let secret = "0123456789abcdef0123456789abcdef";
        let mut headers = HeaderMap::new();
        headers.append(
            header::COOKIE,
            HeaderValue::from_static("a=b; whodunit_session=xyz"),
        );
        assert_eq!(session_secret(&headers), None, "not 32 hex characters");
        headers.append(
            header::COOKIE,
            HeaderValue::from_str(&format!("theme=dark; {COOKIE}={secret}")).unwrap(),
        );
        assert_eq!(session_secret(&headers), Some(secret));
        assert_eq!(session_hash(secret).len(), 64);
        assert_ne!(
            session_hash(secret),
            session_hash(&secret.replace('0', "1"))
        );
        assert_eq!(
            session_cookie(secret, false),
            format!("{COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000")
        );
        assert!(session_cookie(secret, true).ends_with("; Max-Age=31536000; Secure"));
    }
}
