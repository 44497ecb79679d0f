//! What the erased layer refuses, and how: a configuration or an action that is not of the
//! game's shape is refused as malformed, one the rules refuse names its rule, and no
//! refusal changes what any viewer sees.

use super::erased::viewers_of;
use super::Failure;
use crate::{ActionError, GameKind, Seat, SetupError, Table};
use serde_json::Value;

/// Each `(players, options)` is refused by `kind.config` as malformed.
pub fn check_malformed_configs(
    kind: &dyn GameKind,
    cases: &[(usize, Value)],
) -> Result<(), Failure> {
    for (players, options) in cases {
        match kind.config(*players, options) {
            Err(SetupError::Malformed(_)) => {}
            other => {
                return Err(format!(
                    "{players} players, {options}: not refused as malformed: {other:?}"
                ))
            }
        }
    }
    Ok(())
}

/// The rule `kind` names refusing a table with `config`.
pub fn setup_refused_by(kind: &dyn GameKind, config: &Value) -> Result<String, Failure> {
    match kind.new_table(config, 1) {
        Err(SetupError::Rule(error)) => Ok(error.rule.to_string()),
        Err(other) => Err(format!("{config}: not a rule refusal: {other}")),
        Ok(_) => Err(format!("{config}: accepted")),
    }
}

/// The rule named by an action's refusal.
pub fn refused_by(result: Result<(), ActionError>) -> Result<String, Failure> {
    match result {
        Err(ActionError::Rule(error)) => Ok(error.rule.to_string()),
        other => Err(format!("not a rule refusal: {other:?}")),
    }
}

/// Every view of `table` (each seat's, a spectator's, the omniscient one).
fn all_views(table: &dyn Table) -> Vec<String> {
    viewers_of(table)
        .into_iter()
        .map(|viewer| table.view(viewer).get().to_string())
        .collect()
}

/// Each of `malformed`, sent by `seat`, is refused as malformed; each `(seat, action,
/// rule)` of `refused` is refused naming `rule`; and no view changes.
pub fn check_refusals(
    table: &mut dyn Table,
    seat: Seat,
    malformed: &[Value],
    refused: &[(Seat, Value, &str)],
) -> Result<(), Failure> {
    let before = all_views(table);
    for action in malformed {
        match table.apply(seat, action) {
            Err(ActionError::Malformed(_)) => {}
            other => return Err(format!("{action} by {seat}: not malformed: {other:?}")),
        }
    }
    for (by, action, rule) in refused {
        let named =
            refused_by(table.apply(*by, action)).map_err(|e| format!("{action} by {by}: {e}"))?;
        if named != *rule {
            return Err(format!("{action} by {by}: refused by {named}, not {rule}"));
        }
    }
    if all_views(table) != before {
        return Err("a refusal changed a view".to_string());
    }
    Ok(())
}
