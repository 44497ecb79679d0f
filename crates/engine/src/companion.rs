//! The web companion's request and answer, the same for every game: a session sent whole
//! with the record just changed, read or refused as [`CompanionError`], and a conflict's
//! JSON shape, and a game's `Refusal` ([`companion_refusal!`]). A game's `companion.rs`
//! gives only its session's own check ([`Session`]).

use crate::CompanionError;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{Map, Value};

/// What a game's companion session gives the shared request and answer. Every game keeps
/// a session's records under `records`.
pub trait Session: DeserializeOwned {
    /// What a request that does not read as a session is not, e.g. "a companion session".
    const NAME: &'static str;
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
    let records = request["records"].as_array().map_or(0, Vec::len);
    session.answer(changed.or(Some(records)))
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

/// Defines a game's `Refusal`, why its companion does not take a session or a record, the
/// same in every game but for the name of the person's own cards (`own`, a field and the
/// key of the conflict's JSON), those cards in a sentence (`words`) and how the game lists
/// what a record contradicts (`list`, a `fn(&[String]) -> String`).
#[macro_export]
macro_rules! companion_refusal {
    ($own:ident, $words:expr, $list:expr) => {
        /// Why a session or a record cannot be taken.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Refusal {
            /// The table or the record does not make sense on its own.
            Invalid(String),
            /// The record contradicts earlier ones: the record numbers (from 1) involved,
            /// whether the person's own cards are involved, and the conflicting entries in
            /// words.
            Conflict {
                records: Vec<usize>,
                $own: bool,
                detail: String,
            },
        }

        impl Refusal {
            /// This refusal of record `number` (from 1) in a whole session: an invalid
            /// record is named.
            pub fn of_record(self, number: usize) -> Refusal {
                match self {
                    Refusal::Invalid(reason) => Refusal::Invalid(format!("#{number}: {reason}")),
                    conflict => conflict,
                }
            }
        }

        impl std::fmt::Display for Refusal {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    Refusal::Invalid(reason) => f.write_str(reason),
                    Refusal::Conflict {
                        records,
                        $own,
                        detail,
                    } => {
                        let mut what: Vec<String> =
                            records.iter().map(|r| format!("#{r}")).collect();
                        if *$own {
                            what.insert(0, $words.into());
                        }
                        write!(f, "this contradicts {}: {detail}", $list(&what))
                    }
                }
            }
        }

        impl From<Refusal> for $crate::CompanionError {
            fn from(refusal: Refusal) -> Self {
                let message = refusal.to_string();
                match refusal {
                    Refusal::Invalid(reason) => $crate::CompanionError::Invalid(reason),
                    Refusal::Conflict {
                        records,
                        $own,
                        detail,
                    } => $crate::companion::conflict(
                        message,
                        &records,
                        (stringify!($own), $own),
                        &detail,
                    ),
                }
            }
        }
    };
}
