//! A notebook as the JSON the browser's P.I. panel draws:
//! `{possible, suspects, crimes, locations, likeliest, facts, investigate, evidence}`.

use super::Notebook;
use crate::elements::{Case, ElementType};
use serde_json::{json, Value};

/// How many cases `likeliest` lists.
pub const LIKELIEST: usize = 5;

pub fn report(notebook: &Notebook) -> Value {
    let marginals = notebook.marginals();
    let chances = |kind: ElementType| -> Vec<Value> {
        kind.elements()
            .map(|element| {
                // The id alone: the list's key says the type.
                let id = element.index_in_type() + 1;
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

/// The likeliest cases, with their probabilities; among equals, those made of the
/// elements with the most weight first, which are the best bets for the elements named.
fn likeliest(notebook: &Notebook) -> Vec<Value> {
    let marginals = notebook.marginals();
    let spread = |case: &Case| -> f64 {
        case.elements()
            .iter()
            .map(|&e| marginals.probability(e))
            .product()
    };
    let mut cases: Vec<(Case, f64)> = notebook.probabilities().collect();
    cases.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then(spread(&b.0).total_cmp(&spread(&a.0)))
    });
    cases
        .iter()
        .take(LIKELIEST)
        .map(|&(case, p)| json!({"case": case, "p": p}))
        .collect()
}
