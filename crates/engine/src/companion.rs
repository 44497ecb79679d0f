//! The web companion's request and answer, the same for every game: a session sent whole
//! with the record just changed, read or refused as [`CompanionError`], and a conflict's
//! JSON shape. A game's `companion.rs` gives only its session's own check ([`Session`]).

use crate::CompanionError;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{Map, Value};

/// What a game's companion session gives the shared request and answer.
pub trait Session: DeserializeOwned {
    /// What a request that does not read as a session is not, e.g. "a companion session".
    const NAME: &'static str;
    /// How many records the session holds.
    fn records(&self) -> usize;
    /// The game's answer, or why the session is refused; `changed` is the record just
    /// added or corrected (from 1), which a conflict leaves out of those it names.
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError>;
}

/// A session sent whole, with the record just added or corrected (from 1; the last one
/// when absent).
#[derive(Deserialize)]
#[serde(bound = "S: DeserializeOwned")]
struct Request<S> {
    #[serde(flatten)]
    session: S,
    #[serde(default)]
    changed: Option<usize>,
}

/// The answer for `request` (`POST /api/companion/GAME`), or why it is refused.
pub fn answer<S: Session>(request: &Value) -> Result<Value, CompanionError> {
    let Request { session, changed } = Request::<S>::deserialize(request)
        .map_err(|e| CompanionError::Invalid(format!("not {}: {e}", S::NAME)))?;
    let changed = changed.or(Some(session.records()));
    session.answer(changed)
}

/// A conflict as the web companion reads it: `{"refused": {"message", "records", OWN,
/// "detail"}}`, the whole refusal in English, the other records involved (from 1), whether
/// the person's own cards (`own` names them for the game) are involved, and the
/// conflicting entries in words.
pub fn conflict(
    message: String,
    records: &[usize],
    own: (&str, bool),
    detail: &str,
) -> CompanionError {
    let mut refused = Map::new();
    refused.insert("message".into(), message.into());
    refused.insert("records".into(), records.into());
    refused.insert(own.0.into(), own.1.into());
    refused.insert("detail".into(), detail.into());
    let mut answer = Map::new();
    answer.insert("refused".into(), refused.into());
    CompanionError::Conflict(answer.into())
}
