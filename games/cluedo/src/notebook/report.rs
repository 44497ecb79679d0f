//! A notebook's deductions as JSON, the shape the browser draws (docs/protocol.md,
//! "notebook"): the same for a seat at a table and for a companion session.

use super::{Deductions, Holder, Notebook, Observations};
use crate::cards::Card;
use serde_json::{json, Value};

/// How many envelope candidates are listed; `envelope_count` says how many there are.
pub const LIKELIEST: usize = 10;

impl serde::Serialize for Holder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Holder::Envelope => s.serialize_str("envelope"),
            Holder::Seat(seat) => seat.serialize(s),
        }
    }
}

/// `{total, holders, cards, envelopes, envelope_count, facts}`: probabilities are numbers
/// from 0 to 1 over every deal consistent with the notebook's entries.
pub fn report(notebook: &Notebook) -> Value {
    let deductions = notebook.deduce();
    let holders: Vec<Holder> = std::iter::once(Holder::Envelope)
        .chain(notebook.observations().seats().map(Holder::Seat))
        .collect();
    let cards: Vec<Value> = Card::all()
        .map(|card| {
            let p: Vec<f64> = holders
                .iter()
                .map(|&holder| deductions.probability(card, holder))
                .collect();
            json!({ "card": card, "p": p })
        })
        .collect();
    let candidates = deductions.candidates();
    let envelopes: Vec<Value> = candidates
        .iter()
        .take(LIKELIEST)
        .map(|&(triple, count)| {
            json!({
                "suspect": triple.suspect,
                "weapon": triple.weapon,
                "room": triple.room,
                "p": count as f64 / deductions.total() as f64,
            })
        })
        .collect();
    json!({
        "total": deductions.total(),
        "holders": holders,
        "cards": cards,
        "envelopes": envelopes,
        "envelope_count": candidates.len(),
        "facts": facts(&deductions, notebook.observations()),
    })
}

/// The facts, those that became certain last first (`Deductions::newest_first`).
fn facts(deductions: &Deductions, observations: &Observations) -> Vec<Value> {
    deductions
        .newest_first(observations)
        .into_iter()
        .map(|fact| {
            json!({
                "card": fact.card,
                "holder": fact.holder,
                "holds": fact.holds,
                "reason": fact.reason,
                "by_counting": fact.by_counting,
            })
        })
        .collect()
}
