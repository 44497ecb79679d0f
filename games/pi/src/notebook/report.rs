//! A notebook as the JSON the browser's P.I. panel draws:
//! `{possible, suspects, crimes, locations, likeliest, facts, investigate, evidence}`.

use super::possible::{elements_of, index_in_type};
use super::Notebook;
use crate::elements::{Case, ElementType};
use serde_json::{json, Value};

/// How many cases `likeliest` lists.
pub const LIKELIEST: usize = 5;

pub fn report(notebook: &Notebook) -> Value {
    let marginals = notebook.marginals();
    let chances = |kind: ElementType| -> Vec<Value> {
        elements_of(kind)
            .map(|element| {
                // The id alone: the list's key says the type.
                let id = index_in_type(element) + 1;
                json!({"id": id, "p": marginals.probability(element)})
            })
            .collect()
    };
    let facts: Vec<Value> = notebook
        .facts()
        .iter()
        .map(|fact| {
            let (fact, reason) = notebook.words(fact);
            json!({"fact": fact, "reason": reason})
        })
        .collect();
    json!({
        "possible": notebook.cases().len(),
        "suspects": chances(ElementType::Suspect),
        "crimes": chances(ElementType::Crime),
        "locations": chances(ElementType::Location),
        "likeliest": likeliest(notebook),
        "facts": facts,
        "investigate": notebook.investigations().iter()
            .map(|&(location, bits)| json!({"location": location, "bits": bits}))
            .collect::<Vec<_>>(),
        "evidence": notebook.evidence().iter()
            .map(|&(card, bits)| json!({"card": card, "bits": bits}))
            .collect::<Vec<_>>(),
    })
}

/// Every possible case is equally likely; the list shows first those made of the
/// elements found in the most cases, which are the best bets for the elements named.
fn likeliest(notebook: &Notebook) -> Vec<Value> {
    let marginals = notebook.marginals();
    let weight = |case: &Case| -> usize {
        case.elements()
            .iter()
            .map(|&e| marginals.count(e))
            .product()
    };
    let mut cases: Vec<Case> = notebook.cases().to_vec();
    cases.sort_by_key(|case| std::cmp::Reverse(weight(case)));
    let p = 1.0 / cases.len().max(1) as f64;
    cases
        .iter()
        .take(LIKELIEST)
        .map(|&case| json!({"case": case, "p": p}))
        .collect()
}
