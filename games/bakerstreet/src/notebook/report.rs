//! The notebook as the JSON the browser draws:
//!
//! ```json
//! {"stacks": [[{"owner": 0, "value": 3, "symbol": "x2", "visible": true}], [], [], [], []],
//!  "piles": [{"size": 8, "known": ["K", "C"], "exact": false, "may_hold": ["K", "C", "F"]}],
//!  "opponent_discards": [{"owner": 1, "value": 2, "symbol": null}],
//!  "opponent_known": [{"owner": 1, "value": 1, "symbol": null}],
//!  "opponent_total": [0.0, 0.01], "sum": [0.0], "bid": 17, "p_sum_at_least_bid": 0.42}
//! ```
//!
//! `stacks[i]` top first, only the first `visible`; `piles[i].known` the letters certainly
//! in pile `i` (null if never looked), `exact` whether that is all of it, `may_hold` the
//! letters it may hold; `opponent_known` the cards certainly in the opponent's hand
//! (known by elimination); `opponent_total[t]` and `sum[t]` the chance of each total (index =
//! total); `bid` the round's last bid and `p_sum_at_least_bid` the chance the sum reaches
//! it, or null.

use super::Notebook;
use serde_json::{json, Value};

pub fn report(notebook: &Notebook) -> Value {
    let stacks: Vec<Value> = notebook
        .stacks
        .iter()
        .map(|stack| {
            let cards = stack.iter().enumerate().map(|(depth, card)| {
                json!({
                    "owner": card.owner,
                    "value": card.value,
                    "symbol": card.symbol,
                    "visible": depth == 0,
                })
            });
            Value::Array(cards.collect())
        })
        .collect();
    let piles: Vec<Value> = notebook
        .piles
        .iter()
        .map(|pile| {
            json!({
                "size": pile.size,
                "known": pile.known,
                "exact": pile.exact,
                "may_hold": pile.may_hold,
            })
        })
        .collect();
    json!({
        "stacks": stacks,
        "piles": piles,
        "opponent_discards": notebook.opponent_discards,
        "opponent_known": notebook.opponent_known,
        "opponent_total": notebook.opponent_total,
        "sum": notebook.sum,
        "bid": notebook.bid,
        "p_sum_at_least_bid": notebook.p_sum_at_least_bid(),
    })
}
