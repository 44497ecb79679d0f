//! The answers every HTTP handler gives the same way: a JSON error, `429` with
//! `Retry-After`, a body already serialised. They depend on nothing of the server, so any
//! handler may use them.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use std::time::Duration;

/// `status` with `{"error": message}`.
pub(crate) fn error(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(json!({ "error": message.into() }))).into_response()
}

/// `429` with a JSON error and `Retry-After` (the seconds of `wait`): `what` was done more
/// than `burst` times at once, then `per_minute` a minute, from this address.
pub(crate) fn too_many(wait: Duration, what: &str, burst: u32, per_minute: u32) -> Response {
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let mut response = error(
        StatusCode::TOO_MANY_REQUESTS,
        format!(
            "too many {what} from this address (at most {} at once, then {per_minute} a minute); try again in {seconds} s",
            burst.max(1),
        ),
    );
    response.headers_mut().insert(
        header::RETRY_AFTER,
        header::HeaderValue::from(seconds.max(1)),
    );
    response
}

/// A response whose body is JSON already serialised.
pub(crate) fn json_response(status: StatusCode, body: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}
