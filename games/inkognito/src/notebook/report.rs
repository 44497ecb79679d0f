//! The notebook as the JSON the browser's Inkognito panel draws:
//! `{me, agents, numbers, facts, clue_sheet}`.

use super::sheet::clue_sheet;
use super::words::{reason, statement};
use super::Notebook;
use crate::actions::Agent;
use crate::elements::{Fragment, Identity};
use crate::view::View;
use serde_json::{json, Map, Value};

/// How many numbers `numbers` lists.
pub const LIKELIEST: usize = 5;

fn chances<T: serde::Serialize + Copy>(items: &[T], p: impl Fn(T) -> f64) -> Value {
    let mut out = Map::new();
    for &item in items {
        if let Value::String(key) = json!(item) {
            out.insert(key, json!(p(item)));
        }
    }
    Value::Object(out)
}

pub fn report(nb: &Notebook, view: &View) -> Value {
    let m = &nb.marginals;
    let me = nb.me.and_then(|a| view.agents.get(a));
    let agents: Vec<Value> = nb
        .others()
        .map(|a| {
            let seat = match nb.agents[a] {
                Agent::Seat(s) => Some(s),
                Agent::Dummy => None,
            };
            json!({
                "seat": seat,
                "dummy": seat.is_none(),
                "identity": chances(&Identity::ALL, |i| m.identity(a, i)),
                "fragment": chances(&Fragment::ALL, |f| m.fragment(a, f)),
                "partner": nb.partner(a),
            })
        })
        .collect();
    let numbers: Vec<Value> = m
        .numbers()
        .into_iter()
        .take(LIKELIEST)
        .map(|(number, p)| json!({"number": number, "p": p}))
        .collect();
    let facts: Vec<Value> = nb
        .facts()
        .iter()
        .map(|f| json!({"fact": statement(nb, f), "reason": reason(nb, f)}))
        .collect();
    json!({
        "me": {"identity": me.and_then(|a| a.identity), "fragment": me.and_then(|a| a.fragment)},
        "agents": agents,
        "numbers": numbers,
        "facts": facts,
        "clue_sheet": clue_sheet(nb, view),
    })
}
