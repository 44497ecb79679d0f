//! The clue sheet of §11, filled in from what the seat saw: the fragment table
//! (IK-INFO-32, 33), a block per other person with a column per meeting where cards were
//! seen or shown (IK-INFO-35 to 38), and the pairs shown to each receiver (IK-INFO-40).

use super::intake::{Seen, Sighting};
use super::words::fragment_name;
use super::Notebook;
use crate::actions::Agent;
use crate::elements::{BlackCard, Card, Fragment, Identity};
use crate::view::View;
use serde_json::{json, Map, Value};
use whodunit_engine::Seat;

/// A block's row label: the card's serde form ("F", "52").
fn row(card: Card) -> String {
    match card {
        Card::Identity(i) => format!("{i:?}"),
        Card::Number(f) => fragment_name(f).into(),
    }
}

fn black_row(card: BlackCard) -> String {
    match card {
        BlackCard::Identity(i) => row(Card::Identity(i)),
        BlackCard::Number(f) => row(Card::Number(f)),
    }
}

/// The fragment table (IK-INFO-32 to 34): boxes F, B, Z, X; only the seat's own fragment,
/// in the box of its own identity, is filled in. Every other box is the player's own
/// deduction, so the engine leaves it empty (the chances and facts are the aids), and the
/// 5-player Ambassador player has no box of their own.
fn fragments(nb: &Notebook, view: &View) -> Value {
    let mine = nb
        .me
        .and_then(|a| view.agents[a].identity.zip(view.agents[a].fragment));
    let mut table = Map::new();
    for identity in Identity::ALL {
        let own = mine.filter(|m| m.0 == identity).map(|m| m.1);
        table.insert(format!("{identity:?}"), json!(own));
    }
    Value::Object(table)
}

/// The marks `s` puts in `party`'s block for the seat `me`, if any.
fn marks(s: &Sighting, party: Agent, me: Seat) -> Vec<(String, &'static str)> {
    let seat_of = |a: Agent| match a {
        Agent::Seat(s) => Some(s),
        Agent::Dummy => None,
    };
    let to_me = s.from == party && (s.to == me || s.witness == Some(me));
    let from_me = s.from == Agent::Seat(me)
        && seat_of(party).is_some_and(|p| s.to == p || s.witness == Some(p));
    match (s.seen, to_me, from_me) {
        (Seen::Pair(pair), true, _) => pair.iter().map(|&c| (row(c), "✗")).collect(),
        (Seen::Black(card), true, _) => vec![(black_row(card), "■")],
        (Seen::Pair(pair), _, true) => pair.iter().map(|&c| (row(c), "•")).collect(),
        (Seen::Black(card), _, true) => vec![(black_row(card), "□")],
        _ => Vec::new(),
    }
}

/// One block: a column per meeting with marks, both directions in one column.
fn block(nb: &Notebook, party: Agent, me: Seat, ambassador: bool) -> Value {
    let mut columns: Vec<(u8, Value, Map<String, Value>)> = Vec::new();
    for s in &nb.intake.sightings {
        let new = marks(s, party, me);
        if new.is_empty() {
            continue;
        }
        let at = match columns
            .iter()
            .position(|c| c.0 == s.round && c.1 == json!(s.location))
        {
            Some(at) => at,
            None => {
                let mut head = Map::new();
                head.insert("kind".into(), json!(s.kind));
                columns.push((s.round, json!(s.location), head));
                columns.len() - 1
            }
        };
        let cells = &mut columns[at].2;
        for (label, mark) in new {
            let cell = cells.entry(label).or_insert_with(|| json!(""));
            if let Some(text) = cell.as_str().filter(|t| !t.contains(mark)) {
                *cell = json!(format!("{text}{mark}"));
            }
        }
    }
    let columns: Vec<Value> = columns
        .into_iter()
        .map(|(round, location, mut cells)| {
            let kind = cells.remove("kind");
            json!({"round": round, "location": location, "kind": kind, "marks": cells})
        })
        .collect();
    let seat = match party {
        Agent::Seat(s) => Some(s),
        Agent::Dummy => None,
    };
    json!({"seat": seat, "dummy": party == Agent::Dummy, "ambassador": ambassador, "columns": columns})
}

/// The seat's 12 valid pairs (IK-MEET-04), each in card-index order as the view lists them.
fn valid_pairs(identity: Identity, fragment: Fragment) -> Vec<[Card; 2]> {
    let true_cards = [Card::Identity(identity), Card::Number(fragment)];
    let mut out = Vec::with_capacity(12);
    for t in true_cards {
        for f in Card::ALL.into_iter().filter(|c| !true_cards.contains(c)) {
            out.push(if t.index() < f.index() {
                [t, f]
            } else {
                [f, t]
            });
        }
    }
    out.sort_by_key(|p| (p[0].index(), p[1].index()));
    out
}

pub fn clue_sheet(nb: &Notebook, view: &View) -> Value {
    let Some(me) = nb.seat else {
        return json!({"fragments": fragments(nb, view), "blocks": [], "pairs": []});
    };
    let mut parties: Vec<(Agent, bool)> = nb.others().map(|a| (nb.agents[a], false)).collect();
    if let Some(amb) = view.ambassador_seat.filter(|&s| s != me) {
        parties.push((Agent::Seat(amb), true));
    }
    let blocks: Vec<Value> = parties
        .iter()
        .map(|&(p, amb)| block(nb, p, me, amb))
        .collect();
    let mine = nb
        .me
        .and_then(|a| view.agents[a].identity.zip(view.agents[a].fragment));
    let pairs: Vec<Value> = match mine {
        None => Vec::new(),
        Some((identity, fragment)) => parties
            .iter()
            .filter_map(|&(p, _)| match p {
                Agent::Seat(s) => Some(s),
                Agent::Dummy => None,
            })
            .map(|receiver| {
                let shown: Vec<[Card; 2]> = view
                    .shown
                    .iter()
                    .find(|s| s.receiver == receiver)
                    .map(|s| s.pairs.clone())
                    .unwrap_or_default();
                // IK-MEET-08: once all 12 are shown, all 12 are allowed again.
                let left = if shown.len() >= 12 {
                    12
                } else {
                    12 - shown.len()
                };
                json!({"seat": receiver, "shown": shown, "left": left,
                       "valid": valid_pairs(identity, fragment)})
            })
            .collect(),
    };
    json!({"fragments": fragments(nb, view), "blocks": blocks, "pairs": pairs})
}
