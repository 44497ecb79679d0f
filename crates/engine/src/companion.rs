//! The web companion's request and answer, the same for every game: a session sent whole
//! with the record just changed, read or refused as [`CompanionError`], and a conflict's
//! JSON shape, and a game's `Refusal` ([`companion_refusal!`]). A game's `companion.rs`
//! gives only its session's own check ([`Session`]).

use crate::CompanionError;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{Map, Value};

/// The version of the session format this build writes, and the newest it reads. A saved
/// session carries it as `"version"`, with its game's name as `"game"` ([`tag`]); a
/// session without them is of version 1.
pub const VERSION: u64 = 1;

/// What a game's companion session gives the shared request and answer. Every game keeps
/// a session's records under `records`.
pub trait Session: DeserializeOwned {
    /// What a request that does not read as a session is not, e.g. "a companion session".
    const NAME: &'static str;
    /// The game's machine name (`Game::NAME`), which a saved session carries.
    const GAME: &'static str;
    /// The game's answer, or why the session is refused; `changed` is the record just
    /// added or corrected (from 1), which a conflict leaves out of those it names.
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError>;
}

/// The longest player name a session keeps.
pub const MAX_NAME: usize = 40;

/// Why `names` (the players' names by seat, for the person's eyes only) are not fit for a
/// table of `seats`: none or one per seat, each short and without control characters.
pub fn check_names(names: &[String], seats: usize) -> Result<(), String> {
    if !names.is_empty() && names.len() != seats {
        return Err(format!("give {seats} names or none"));
    }
    let unfit =
        |name: &String| name.chars().count() > MAX_NAME || name.chars().any(char::is_control);
    if names.iter().any(unfit) {
        return Err(format!(
            "a name has at most {MAX_NAME} characters and no control characters"
        ));
    }
    Ok(())
}

/// A refusal of a session or a record that is invalid on its own; each game's `Refusal`
/// ([`companion_refusal!`]) is one.
pub trait Invalid {
    fn invalid(reason: String) -> Self;
    /// Why, if this refusal is one of a session or record invalid on its own (and not a
    /// contradiction between records).
    fn invalid_reason(&self) -> Option<&str>;
}

/// How every game's session edits its list of records: a change stays only if the session
/// still checks after it, and otherwise nothing changes. A game gives its records, their
/// limit, an optional check of a record on its own and the check after a change.
pub trait Records {
    type Record;
    /// What a passing check gives: the notebook and whatever the game's answer needs.
    type Checked;
    type Refusal: Invalid;
    /// The most records a session holds.
    const MAX_RECORDS: usize;

    fn records(&self) -> &[Self::Record];
    fn records_mut(&mut self) -> &mut Vec<Self::Record>;
    /// Refuses `record` on its own as the record at `index` (from 0), before it joins the
    /// session; none is refused so by default.
    fn screen(&self, _index: usize, _record: &Self::Record) -> Result<(), Self::Refusal> {
        Ok(())
    }
    /// Checks the session after record `changed` (from 1) was added or replaced.
    fn check_change(&self, changed: usize) -> Result<Self::Checked, Self::Refusal>;
    /// Checks the whole session, as when it is read back from a file.
    fn check_whole(&self) -> Result<Self::Checked, Self::Refusal>;

    /// Why the session cannot be resumed from its file: it is invalid on its own. One whose
    /// records contradict each other still can be, so that the person can remove one.
    fn unresumable(&self) -> Option<String> {
        let refusal = self.check_whole().err()?;
        refusal.invalid_reason().map(str::to_owned)
    }

    /// Records `record` unless it is invalid or contradicts the others; then nothing changes.
    fn record(&mut self, record: Self::Record) -> Result<Self::Checked, Self::Refusal> {
        let count = self.records().len();
        if count >= Self::MAX_RECORDS {
            let limit = Self::MAX_RECORDS;
            return Err(Invalid::invalid(format!(
                "a session holds at most {limit} records"
            )));
        }
        self.screen(count, &record)?;
        self.records_mut().push(record);
        let checked = self.check_change(count + 1);
        if checked.is_err() {
            self.records_mut().pop();
        }
        checked
    }

    /// Replaces record `number` (from 1), as when a person corrects an earlier entry;
    /// nothing changes if the session would not check.
    fn correct(
        &mut self,
        number: usize,
        record: Self::Record,
    ) -> Result<Self::Checked, Self::Refusal> {
        if number == 0 || number > self.records().len() {
            return Err(Invalid::invalid(format!("there is no record #{number}")));
        }
        self.screen(number - 1, &record)?;
        let old = std::mem::replace(&mut self.records_mut()[number - 1], record);
        let checked = self.check_change(number);
        if checked.is_err() {
            self.records_mut()[number - 1] = old;
        }
        checked
    }

    /// Takes back the last record.
    fn undo(&mut self) -> Option<Self::Record> {
        self.records_mut().pop()
    }

    /// Removes record `number` (from 1), as when a person drops one of the entries a
    /// hand-edited file's contradiction names.
    fn remove(&mut self, number: usize) -> Option<Self::Record> {
        let index = number
            .checked_sub(1)
            .filter(|&index| index < self.records().len())?;
        Some(self.records_mut().remove(index))
    }
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

/// `session` (a JSON object) with its game and the format's version, as it is saved.
pub fn tag<S: Session>(mut session: Value) -> Value {
    if let Some(fields) = session.as_object_mut() {
        fields.insert("game".into(), S::GAME.into());
        fields.insert("version".into(), VERSION.into());
    }
    session
}

/// Why `session` cannot be read as one of `S`: it names another game, or a format newer
/// than this build's. A session naming neither is taken (sessions saved before the tag).
pub fn check_tag<S: Session>(session: &Value) -> Result<(), String> {
    match session.get("game") {
        None => {}
        Some(Value::String(game)) if game == S::GAME => {}
        Some(Value::String(game)) => {
            let game: String = game.chars().take(40).collect();
            return Err(format!("a session of {game:?}, not of {:?}", S::GAME));
        }
        Some(_) => return Err("a session's \"game\" is the game's name".into()),
    }
    match session.get("version") {
        None => Ok(()),
        Some(version) => match version.as_u64() {
            Some(1..=VERSION) => Ok(()),
            Some(0) | None => Err("a session's \"version\" is a whole number from 1".into()),
            Some(newer) => Err(format!(
                "a session of format version {newer}, newer than this whodunit reads \
                 (up to {VERSION}): update whodunit to open it"
            )),
        },
    }
}

/// The answer for `request` (`POST /api/companion/GAME`), or why it is refused.
pub fn answer<S: Session>(request: &Value) -> Result<Value, CompanionError> {
    check_tag::<S>(request).map_err(CompanionError::Invalid)?;
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

        impl $crate::companion::Invalid for Refusal {
            fn invalid(reason: String) -> Refusal {
                Refusal::Invalid(reason)
            }

            fn invalid_reason(&self) -> Option<&str> {
                match self {
                    Refusal::Invalid(reason) => Some(reason),
                    Refusal::Conflict { .. } => None,
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Deserialize, serde::Serialize)]
    struct Toy {
        records: Vec<u8>,
    }

    impl Session for Toy {
        const NAME: &'static str = "a toy session";
        const GAME: &'static str = "toy";
        fn answer(&self, _changed: Option<usize>) -> Result<Value, CompanionError> {
            Ok(json!({ "records": self.records.len() }))
        }
    }

    #[test]
    fn a_saved_session_names_its_game_and_version_and_reads_back() {
        let saved = tag::<Toy>(json!({"records": [1, 2]}));
        assert_eq!(saved["game"], "toy");
        assert_eq!(saved["version"], VERSION);
        assert_eq!(answer::<Toy>(&saved), Ok(json!({"records": 2})));
        // Sessions saved before the tag are read as version 1.
        assert_eq!(
            answer::<Toy>(&json!({"records": []})),
            Ok(json!({"records": 0}))
        );
    }

    #[test]
    fn names_are_one_per_seat_or_none_short_and_plain() {
        let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(check_names(&[], 4), Ok(()));
        assert_eq!(check_names(&names(&["Anna", "<b>Bruno</b>"]), 2), Ok(()));
        assert_eq!(
            check_names(&names(&["Anna"]), 2),
            Err("give 2 names or none".to_string())
        );
        let long = "x".repeat(MAX_NAME + 1);
        for unfit in [long.as_str(), "Anna\nBruno", "\u{7}"] {
            let refused = check_names(&names(&[unfit, "Bruno"]), 2);
            assert!(
                refused.is_err_and(|reason| reason.contains("at most")),
                "{unfit:?}"
            );
        }
        assert_eq!(
            check_names(&names(&[&"x".repeat(MAX_NAME), "é"]), 2),
            Ok(())
        );
    }

    #[test]
    fn another_game_or_a_newer_format_is_refused_saying_why() {
        let refused = |session: Value| match answer::<Toy>(&session) {
            Err(CompanionError::Invalid(reason)) => reason,
            other => panic!("not refused: {other:?}"),
        };
        let other = refused(json!({"game": "cluedo", "records": []}));
        assert_eq!(other, r#"a session of "cluedo", not of "toy""#);
        let newer = refused(json!({"game": "toy", "version": VERSION + 1, "records": []}));
        assert!(newer.contains("newer than this whodunit reads"), "{newer}");
        for bad in [json!(0), json!(-1), json!("1"), json!(1.5)] {
            let reason = refused(json!({"version": bad, "records": []}));
            assert!(reason.contains("whole number"), "{reason}");
        }
        let reason = refused(json!({"game": 7, "records": []}));
        assert!(reason.contains("game's name"), "{reason}");
    }
}
