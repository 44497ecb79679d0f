//! The notebook as the JSON the browser draws (`Game::notebook`).

use super::Notebook;
use serde_json::{json, Value};

pub fn report(notebook: &Notebook) -> Value {
    json!({
        "possible": notebook.possible(),
        "opponent_holds": notebook.opponent_holds,
        "opponent_lacks": notebook.opponent_lacks,
    })
}
