//! The package's exceptions. A refusal by the rules carries the engine's rule id (`rule`)
//! and message (`message`) as attributes, so that a script can tell `CL-MOVE-3` from
//! `CL-SUGGEST-1` without parsing text.

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use whodunit_engine::{ActionError, SetupError as EngineSetupError};

create_exception!(
    _whodunit,
    WhodunitError,
    PyException,
    "Everything whodunit raises about a game."
);
create_exception!(
    _whodunit,
    RuleError,
    WhodunitError,
    "An action the rules refuse; `rule` is the rule id, `message` says why."
);
create_exception!(
    _whodunit,
    SetupError,
    WhodunitError,
    "A game that cannot be set up: an unknown game, a bad configuration or player count."
);

/// An exception of type `T` with `message`, and `rule` and `message` attributes.
fn with_rule<T: pyo3::PyTypeInfo>(py: Python<'_>, rule: Option<&str>, message: String) -> PyErr {
    let error = PyErr::new::<T, _>(match rule {
        Some(rule) => format!("{rule}: {message}"),
        None => message.clone(),
    });
    let value = error.value(py);
    // Setting attributes on a fresh exception instance cannot fail.
    let _ = value.setattr("rule", rule);
    let _ = value.setattr("message", message);
    error
}

/// A rule's refusal or an action that is not one of the game's.
pub fn action_error(py: Python<'_>, error: ActionError) -> PyErr {
    match error {
        ActionError::Malformed(message) => {
            with_rule::<RuleError>(py, None, format!("not an action of this game: {message}"))
        }
        ActionError::Rule(rule) => with_rule::<RuleError>(py, Some(&rule.rule), rule.message),
    }
}

/// A refusal that no rule of the game names (an action after the end).
pub fn refused(py: Python<'_>, message: String) -> PyErr {
    with_rule::<RuleError>(py, None, message)
}

pub fn setup_error(py: Python<'_>, error: EngineSetupError) -> PyErr {
    match error {
        EngineSetupError::Malformed(message) => with_rule::<SetupError>(py, None, message),
        EngineSetupError::Rule(rule) => with_rule::<SetupError>(py, Some(&rule.rule), rule.message),
    }
}

/// A setup error of the package's own (an unknown game, a bad argument).
pub fn setup(py: Python<'_>, message: String) -> PyErr {
    with_rule::<SetupError>(py, None, message)
}
