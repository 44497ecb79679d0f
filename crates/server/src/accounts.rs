//! Accounts: a guest claims their identity with a username and a password, to use it on
//! another device; log in, log out, log out everywhere, change the password
//! (docs/protocol.md, "Accounts").
//!
//! Passwords are checked for length and guessability (`zxcvbn`, with the username and the
//! name as the person's own words) and kept only as Argon2id hashes (the `argon2` crate's
//! defaults, OWASP's: m = 19 MiB, t = 2, p = 1), worked out on the blocking pool. Neither a
//! password nor its hash is ever logged. Failed logins are limited per address (the
//! server's [`Guard`]) and per account, counted in the store so that every instance shares
//! the count.

use crate::answers::{error, too_many};
use crate::limits::Guard;
use crate::lobby::Lobby;
use crate::passwords::{
    check_password, check_password_length, decoy_hash, hash_password, verify_password,
    MAX_PASSWORD_BYTES,
};
use crate::people::{self, person_of, session_hash, session_secret};
use crate::store::{Account, Person, Store, StoreError};
use crate::{listing, tokens};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use axum::Extension;
use serde::Deserialize;
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The shortest and longest username, in characters.
pub const USERNAME_LENGTH: (usize, usize) = (3, 24);

/// Failed logins to one account within [`FAILURE_WINDOW`] after which it refuses every
/// login, the right password too, until the oldest of them is that old.
pub const MAX_FAILURES: usize = 5;

/// The window of [`MAX_FAILURES`], in seconds: 15 minutes.
pub const FAILURE_WINDOW: i64 = 15 * 60;

/// The one answer to a wrong username and to a wrong password.
pub const WRONG: &str = "wrong username or password";

/// A username as given if it is one: 3 to 24 of `A-Z a-z 0-9 _ -`; otherwise why not.
pub fn check_username(username: &str) -> Result<&str, String> {
    let (least, most) = USERNAME_LENGTH;
    if let Some(c) = username
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(format!(
            "a username holds only letters A to Z, digits, _ and -, not {c:?}"
        ));
    }
    match username.len() {
        n if n < least || n > most => Err(format!(
            "a username has {least} to {most} characters, not {n}"
        )),
        _ => Ok(username),
    }
}

/// The hash of a new password, checked against the rules with the person's own words
/// (username and name) on the blocking pool; `400` with the rule it breaks, or `500`.
async fn new_password_hash(
    password: String,
    own_words: [String; 2],
) -> Result<String, Box<Response>> {
    let checked = blocking(move || {
        let words: Vec<&str> = own_words.iter().map(String::as_str).collect();
        check_password(&password, &words).map_err(|reason| (StatusCode::BAD_REQUEST, reason))?;
        hash_password(&password).map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e))
    })
    .await;
    let failure = match checked {
        Some(Ok(hash)) => return Ok(hash),
        Some(Err((StatusCode::BAD_REQUEST, reason))) => {
            return Err(Box::new(error(StatusCode::BAD_REQUEST, reason)))
        }
        Some(Err((_, failure))) => failure,
        None => "the hashing task panicked".to_string(),
    };
    tracing::error!(%failure, "a new password could not be hashed");
    Err(Box::new(error(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the password could not be hashed",
    )))
}

/// `work` on the blocking pool; `None` if it panicked.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    tokio::task::spawn_blocking(work).await.ok()
}

fn unavailable(failure: StoreError) -> Response {
    tracing::error!(error = %failure, "accounts: the store failed");
    error(StatusCode::SERVICE_UNAVAILABLE, failure.to_string())
}

fn no_session() -> Response {
    error(
        StatusCode::UNAUTHORIZED,
        "no valid session: GET /api/me first, and send its cookie",
    )
}

/// A request body, or `400` saying what was expected.
pub(crate) fn parse<T: for<'de> Deserialize<'de>>(
    body: &Bytes,
    expected: &str,
) -> Result<T, Box<Response>> {
    serde_json::from_slice(body).map_err(|e| {
        Box::new(error(
            StatusCode::BAD_REQUEST,
            format!("not {expected}: {e}"),
        ))
    })
}

/// `429` with `Retry-After`: this account refuses logins for `wait`.
fn locked(wait: Duration) -> Response {
    let seconds = wait.as_secs().max(1);
    let mut response = error(
        StatusCode::TOO_MANY_REQUESTS,
        format!(
            "too many failed logins to this account (at most {MAX_FAILURES} in {} minutes); \
             try again in {seconds} s",
            FAILURE_WINDOW / 60
        ),
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    response
}

/// Counts a login tried from `address` to `account` (if there is one) as failed before
/// the password is checked, so that many tries at once get no further than one at a time:
/// the refusal if the address or the account has too many failures already. A try that
/// succeeds is given back by [`succeeded`].
async fn begin_login(
    store: &dyn Store,
    guard: &Guard,
    address: std::net::IpAddr,
    account: Option<&Account>,
    now: i64,
) -> Result<Option<Response>, StoreError> {
    if let Err(wait) = guard.try_login(address, Instant::now()) {
        let limits = guard.limits;
        return Ok(Some(too_many(
            wait,
            "failed logins",
            limits.failed_login_burst,
            limits.failed_logins_per_minute,
        )));
    }
    let Some(account) = account else {
        return Ok(None);
    };
    // Of tries at once, each counts those noted before it, so exactly as many get through
    // as the account has failures left.
    let failures = store
        .note_login_failure(&account.person, now, now - FAILURE_WINDOW + 1)
        .await?;
    if failures.len() >= MAX_FAILURES {
        store.forget_login_failure(&account.person, now).await?;
        // Free again once the failure that made it five is out of the window.
        let unlocks = failures[failures.len() - MAX_FAILURES] + FAILURE_WINDOW;
        let wait = u64::try_from(unlocks - now).unwrap_or(1);
        return Ok(Some(locked(Duration::from_secs(wait))));
    }
    Ok(None)
}

/// Gives back the count of a login that succeeded, from `address` to `account`.
async fn succeeded(
    store: &dyn Store,
    guard: &Guard,
    address: std::net::IpAddr,
    account: &Account,
    now: i64,
) -> Result<(), StoreError> {
    guard.login_succeeded(address, Instant::now());
    store.forget_login_failure(&account.person, now).await
}

/// The person of the request's session and its hash, or the response refusing it.
pub(crate) async fn session_person(
    store: &dyn Store,
    headers: &HeaderMap,
) -> Result<(Person, String), Box<Response>> {
    let Some(secret) = session_secret(headers) else {
        return Err(Box::new(no_session()));
    };
    match person_of(store, headers).await {
        Ok(Some(person)) => Ok((person, session_hash(secret))),
        Ok(None) => Err(Box::new(no_session())),
        Err(e) => Err(Box::new(unavailable(e))),
    }
}

/// `cookie` set on `response`.
fn with_cookie(mut response: Response, cookie: &str) -> Response {
    match HeaderValue::from_str(cookie) {
        Ok(value) => {
            response.headers_mut().insert(header::SET_COOKIE, value);
            response
        }
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, "no session cookie"),
    }
}

#[derive(Deserialize)]
struct Credentials {
    username: String,
    password: String,
}

/// `POST /api/account` `{"username", "password"}`: the guest of the session becomes an
/// account, the same person with the same name and tables, with a new session (and cookie)
/// in place of the guest's.
pub async fn claim(State(lobby): State<Arc<Lobby>>, headers: HeaderMap, body: Bytes) -> Response {
    let store = lobby.store();
    let (person, _) = match session_person(&**store, &headers).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    let request: Credentials =
        match parse(&body, "an account request ({\"username\", \"password\"})") {
            Ok(request) => request,
            Err(refused) => return *refused,
        };
    let username = match check_username(&request.username) {
        Ok(username) => username.to_string(),
        Err(reason) => return error(StatusCode::BAD_REQUEST, reason),
    };
    if let Err(reason) = check_password_length(&request.password) {
        return error(StatusCode::BAD_REQUEST, reason);
    }
    match store.account_of(&person.id).await {
        Ok(Some(account)) => {
            return error(
                StatusCode::CONFLICT,
                format!("you have an account already: {}", account.username),
            )
        }
        Ok(None) => {}
        Err(e) => return unavailable(e),
    }
    match store.account_by_username(&username).await {
        Ok(Some(_)) => return taken(),
        Ok(None) => {}
        Err(e) => return unavailable(e),
    }
    let password_hash =
        match new_password_hash(request.password, [username.clone(), person.name.clone()]).await {
            Ok(hash) => hash,
            Err(refusal) => return *refusal,
        };
    let account = Account {
        person: person.id.clone(),
        username,
        password_hash,
    };
    let now = listing::unix_now();
    match store.create_account(&account, now).await {
        Ok(true) => {}
        Ok(false) => return taken(),
        Err(e) => return unavailable(e),
    }
    // A new session for the account, and the guest's end: a session id someone else may
    // have known (planted in the browser, say) does not become the account's.
    let secret = tokens::new_session_secret();
    let renewed = async {
        store
            .create_session(&person.id, &session_hash(&secret), now)
            .await?;
        store
            .delete_sessions(&person.id, Some(&session_hash(&secret)))
            .await
    };
    if let Err(e) = renewed.await {
        return unavailable(e);
    }
    tracing::info!(person = %person.id, "a guest claimed an account");
    let response = people::me_response(&**store, &person).await;
    with_cookie(
        response,
        &people::session_cookie(&secret, people::over_tls(&headers)),
    )
}

fn taken() -> Response {
    error(
        StatusCode::CONFLICT,
        "this username is taken (usernames differing only in case are the same)",
    )
}

/// `POST /api/login` `{"username", "password"}`: a new session (and cookie) for the
/// account's person. A guest's seats move to the account and the guest's session ends.
pub async fn login(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let store = lobby.store();
    let request: Credentials = match parse(&body, "a login ({\"username\", \"password\"})") {
        Ok(request) => request,
        Err(refused) => return *refused,
    };
    if request.password.len() > MAX_PASSWORD_BYTES {
        return error(
            StatusCode::BAD_REQUEST,
            format!("a password has at most {MAX_PASSWORD_BYTES} bytes"),
        );
    }
    let now = listing::unix_now();
    let account = match check_username(&request.username) {
        Ok(username) => match store.account_by_username(username).await {
            Ok(account) => account,
            Err(e) => return unavailable(e),
        },
        Err(_) => None,
    };
    match begin_login(&**store, &guard, peer.ip(), account.as_ref(), now).await {
        Ok(Some(refused)) => return refused,
        Ok(None) => {}
        Err(e) => return unavailable(e),
    }
    let password = request.password;
    let phc = account
        .as_ref()
        .map_or_else(|| decoy_hash().to_string(), |a| a.password_hash.clone());
    let right = blocking(move || verify_password(&password, &phc))
        .await
        .unwrap_or(false);
    let account = match account {
        Some(account) if right => account,
        // Counted already, by begin_login.
        _ => return error(StatusCode::UNAUTHORIZED, WRONG),
    };
    if let Err(e) = succeeded(&**store, &guard, peer.ip(), &account, now).await {
        return unavailable(e);
    }
    // The browser's former session: a guest's seats come along; it ends either way.
    if let Some(secret) = session_secret(&headers) {
        let former = session_hash(secret);
        let moved = async {
            if let Some(before) = store.person_of_session(&former, now).await? {
                if before.id != account.person && store.account_of(&before.id).await?.is_none() {
                    store.move_seats(&before.id, &account.person).await?;
                    store.delete_sessions(&before.id, None).await?;
                }
            }
            store.delete_session(&former).await
        };
        if let Err(e) = moved.await {
            return unavailable(e);
        }
    }
    let secret = tokens::new_session_secret();
    if let Err(e) = store
        .create_session(&account.person, &session_hash(&secret), now)
        .await
    {
        return unavailable(e);
    }
    let person = match store.person_of_session(&session_hash(&secret), now).await {
        Ok(Some(person)) => person,
        Ok(None) => return error(StatusCode::INTERNAL_SERVER_ERROR, "the session was lost"),
        Err(e) => return unavailable(e),
    };
    tracing::info!(person = %person.id, "logged in");
    let response = people::me_response(&**store, &person).await;
    with_cookie(
        response,
        &people::session_cookie(&secret, people::over_tls(&headers)),
    )
}

/// `POST /api/logout`: ends this session (and clears its cookie).
pub async fn logout(State(lobby): State<Arc<Lobby>>, headers: HeaderMap) -> Response {
    let store = lobby.store();
    let (_, hash) = match session_person(&**store, &headers).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    if let Err(e) = store.delete_session(&hash).await {
        return unavailable(e);
    }
    let response = people::personal(StatusCode::OK, json!({ "ended": 1 }));
    with_cookie(
        response,
        &people::clearing_cookie(people::over_tls(&headers)),
    )
}

/// `POST /api/logout-all`: ends every session of the person (this one too).
pub async fn logout_all(State(lobby): State<Arc<Lobby>>, headers: HeaderMap) -> Response {
    let store = lobby.store();
    let (person, _) = match session_person(&**store, &headers).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    let ended = match store.delete_sessions(&person.id, None).await {
        Ok(ended) => ended,
        Err(e) => return unavailable(e),
    };
    tracing::info!(person = %person.id, ended, "logged out everywhere");
    let response = people::personal(StatusCode::OK, json!({ "ended": ended }));
    with_cookie(
        response,
        &people::clearing_cookie(people::over_tls(&headers)),
    )
}

#[derive(Deserialize)]
struct NewPassword {
    old: String,
    new: String,
}

/// `PUT /api/password` `{"old", "new"}`: checks the old password (a failure counts like a
/// failed login), takes the new one (the same rules as a claim) and ends every other
/// session of the person.
pub async fn change_password(
    State(lobby): State<Arc<Lobby>>,
    Extension(guard): Extension<Arc<Guard>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let store = lobby.store();
    let (person, hash) = match session_person(&**store, &headers).await {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    let request: NewPassword = match parse(&body, "a password change ({\"old\", \"new\"})") {
        Ok(request) => request,
        Err(refused) => return *refused,
    };
    let account = match store.account_of(&person.id).await {
        Ok(Some(account)) => account,
        Ok(None) => {
            return error(
                StatusCode::CONFLICT,
                "a guest has no password: choose a username and password first",
            )
        }
        Err(e) => return unavailable(e),
    };
    if request.old.len() > MAX_PASSWORD_BYTES {
        return error(StatusCode::UNAUTHORIZED, "the current password is wrong");
    }
    if let Err(reason) = check_password_length(&request.new) {
        return error(StatusCode::BAD_REQUEST, reason);
    }
    let now = listing::unix_now();
    match begin_login(&**store, &guard, peer.ip(), Some(&account), now).await {
        Ok(Some(refused)) => return refused,
        Ok(None) => {}
        Err(e) => return unavailable(e),
    }
    let (old, phc) = (request.old, account.password_hash.clone());
    if !blocking(move || verify_password(&old, &phc))
        .await
        .unwrap_or(false)
    {
        return error(StatusCode::UNAUTHORIZED, "the current password is wrong");
    }
    if let Err(e) = succeeded(&**store, &guard, peer.ip(), &account, now).await {
        return unavailable(e);
    }
    let words = [account.username.clone(), person.name.clone()];
    let password_hash = match new_password_hash(request.new, words).await {
        Ok(hash) => hash,
        Err(refusal) => return *refusal,
    };
    if let Err(e) = store.set_password(&person.id, &password_hash).await {
        return unavailable(e);
    }
    let ended = match store.delete_sessions(&person.id, Some(&hash)).await {
        Ok(ended) => ended,
        Err(e) => return unavailable(e),
    };
    tracing::info!(person = %person.id, ended, "the password was changed");
    people::personal(StatusCode::OK, json!({ "ended": ended }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_are_checked() {
        assert_eq!(check_username("Ann_Smith-9"), Ok("Ann_Smith-9"));
        assert!(check_username("abc").is_ok());
        assert!(check_username(&"a".repeat(24)).is_ok());
        assert!(check_username("ab").is_err());
        assert!(check_username(&"a".repeat(25)).is_err());
        assert!(check_username("ann smith").is_err());
        assert!(check_username("anné").is_err());
        assert!(check_username("<script>").is_err());
        assert!(check_username("").is_err());
    }
}
