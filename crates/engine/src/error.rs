use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// Why an action (or a configuration) was refused: the id of the rule that refused it, as
/// written in `shared/rules/*.md`, and the reason in words a player understands.
///
/// The message is built only from what the acting seat may know: a refusal must never
/// reveal a hidden card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub rule: Cow<'static, str>,
    pub message: String,
}

impl RuleError {
    pub fn new(rule: &'static str, message: impl Into<String>) -> Self {
        RuleError {
            rule: Cow::Borrowed(rule),
            message: message.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.message)
    }
}

impl std::error::Error for RuleError {}
