//! The notebook on hand-built scenarios: §5's worked example (Red's deduction of §5.3
//! and Yellow's three answers), its facts and reasons in words, and the JSON shape the
//! browser panel reads.

mod common;

use common::*;
use serde_json::Value;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{Action, Case, Event, Pi, State};

/// A game with every seat's redacted events so far.
struct Table {
    state: State,
    seen: Vec<Vec<Event>>,
}

impl Table {
    fn new(state: State) -> Table {
        let seen = vec![Vec::new(); state.seat_count()];
        Table { state, seen }
    }

    fn act(&mut self, seat: Seat, action: Action) {
        for event in play(&mut self.state, seat, action) {
            for (s, seen) in self.seen.iter_mut().enumerate() {
                seen.extend(Pi::redact(&event, Viewer::Seat(Seat(s as u8))));
            }
        }
    }

    fn notebook(&self, seat: Seat) -> Notebook {
        let view = Pi::view(&self.state, Viewer::Seat(seat));
        Notebook::new(&view, seat, &self.seen[seat.index()])
    }

    fn json(&self, seat: Seat) -> Value {
        let view = Pi::view(&self.state, Viewer::Seat(seat));
        Pi::notebook(&view, &self.seen[seat.index()]).expect("a seat has a notebook")
    }

    /// Each fact of `seat` with its reason.
    fn facts(&self, seat: Seat) -> Vec<(String, String)> {
        let notebook = self.notebook(seat);
        notebook.facts().iter().map(|f| notebook.words(f)).collect()
    }

    fn reason(&self, seat: Seat, fact: &str) -> String {
        self.facts(seat)
            .into_iter()
            .find(|(f, _)| f == fact)
            .unwrap_or_else(|| panic!("no fact {fact:?} for {seat}"))
            .1
    }
}

/// §5.2 up to the end of round `rounds` (at most 4).
fn worked_example_until(rounds: usize) -> Table {
    let mut table = Table::new(worked_example());
    let script = [
        [
            investigate("Road House"),
            investigate("Little Italy"),
            evidence("Lakeside"),
        ],
        [
            evidence("Mob Killing"),
            investigate("Main Street"),
            investigate("Downtown"),
        ],
        [
            evidence("Queenie"),
            evidence("Waterfront"),
            evidence("Rusty"),
        ],
        [
            investigate("Forest Park"),
            evidence("Murder"),
            investigate("Waterfront"),
        ],
    ];
    for round in &script[..rounds] {
        for (seat, action) in [BLUE, RED, YELLOW].into_iter().zip(round) {
            table.act(seat, *action);
        }
    }
    table
}

#[test]
fn before_any_answer_every_case_avoiding_the_held_cards_is_possible() {
    let table = Table::new(worked_example());
    let notebook = table.notebook(RED);
    assert_eq!(notebook.cases().len(), 11 * 9 * 13);
    // Red holds Yellow's case: Rusty, Smuggling, Skid Row.
    let facts = table.facts(RED);
    assert_eq!(facts.len(), 3);
    assert_eq!(
        table.reason(RED, "The suspect is not Rusty"),
        "you hold the suspect card Rusty, so it is not in your own case"
    );
}

#[test]
fn red_deduces_its_case_as_in_the_worked_example() {
    let table = worked_example_until(4);
    let notebook = table.notebook(RED);
    assert_eq!(notebook.cases(), [case("Bubbles", "Murder", "Downtown")]);
    assert_eq!(
        table.reason(RED, "The crime is Murder"),
        "your evidence card Murder gave a disc"
    );
    let suspect = table.reason(RED, "The suspect is Bubbles");
    assert!(
        suspect.contains("Little Italy found 1 disc and 1 cube"),
        "{suspect}"
    );
    let location = table.reason(RED, "The location is Downtown");
    assert!(location.contains("Waterfront gave a cube"), "{location}");
    assert!(
        location.contains("Main Street found no disc and 2 cubes"),
        "{location}"
    );
}

#[test]
fn the_waterfront_cube_rules_out_little_italy_in_those_words() {
    let table = worked_example_until(3);
    assert_eq!(
        table.reason(RED, "The location is not Little Italy"),
        "your evidence card Waterfront gave a cube, where Little Italy would have given nothing"
    );
    let notebook = table.notebook(RED);
    // §5.3, step 4: next to Waterfront and to Main Street.
    let locations: Vec<&str> = notebook
        .cases()
        .iter()
        .map(|c| c.location.name())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(locations, ["Downtown"]);
}

#[test]
fn yellow_is_left_with_the_three_answers_of_the_worked_example() {
    let table = worked_example_until(4);
    let mut cases: Vec<Case> = table.notebook(YELLOW).cases().to_vec();
    cases.sort();
    let mut expected = vec![
        case("Rusty", "Smuggling", "Skid Row"),
        case("Rusty", "Smuggling", "Union Square"),
        case("Rusty", "Police Corruption", "Waterfront"),
    ];
    expected.sort();
    assert_eq!(cases, expected);
    let json = table.json(YELLOW);
    assert_eq!(json["possible"], 3);
    let rusty = &json["suspects"][10];
    assert_eq!(
        (rusty["id"].as_u64(), rusty["p"].as_f64()),
        (Some(11), Some(1.0))
    );
    let skid_row = &json["locations"][13];
    assert!((skid_row["p"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);
}

#[test]
fn a_solved_seat_knows_its_case_and_has_nothing_left_to_do() {
    let mut table = worked_example_until(4);
    table.act(BLUE, solve("Queenie", "Mob Killing", "Ocean Drive"));
    let json = table.json(BLUE);
    assert_eq!(json["possible"], 1);
    assert_eq!(json["investigate"], Value::Array(vec![]));
    assert_eq!(json["evidence"], Value::Array(vec![]));
    // Red and Yellow learn Blue's solution (PI-INFO-9); Red's own case never had it.
    assert!(table
        .reason(YELLOW, "The crime is not Mob Killing")
        .contains("you hold"));
}

#[test]
fn a_wrong_attempt_removes_exactly_that_case() {
    let mut table = worked_example_until(3);
    table.act(BLUE, investigate("Forest Park"));
    table.act(RED, evidence("Murder"));
    let before = table.notebook(YELLOW).cases().to_vec();
    let guess = case("Rusty", "Smuggling", "Union Square");
    assert!(before.contains(&guess));
    table.act(YELLOW, Action::Solve(guess));
    let after = table.notebook(YELLOW).cases().to_vec();
    let expected: Vec<Case> = before.into_iter().filter(|&c| c != guess).collect();
    assert_eq!(after, expected);
}

#[test]
fn a_public_solution_rules_its_elements_out_for_the_others() {
    let mut table = Table::new(worked_example());
    table.act(BLUE, solve("Queenie", "Mob Killing", "Ocean Drive"));
    assert_eq!(
        table.reason(RED, "The suspect is not Queenie"),
        "seat 0 solved Queenie / Mob Killing / Ocean Drive, and no element is in two cases"
    );
    assert_eq!(table.notebook(RED).cases().len(), 10 * 8 * 12);
}

#[test]
fn the_json_has_the_panel_shape() {
    let table = worked_example_until(2);
    let json = table.json(RED);
    let keys: Vec<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        [
            "crimes",
            "evidence",
            "facts",
            "investigate",
            "likeliest",
            "locations",
            "possible",
            "suspects"
        ]
    );
    for (key, count) in [("suspects", 12), ("crimes", 10), ("locations", 14)] {
        let list = json[key].as_array().unwrap();
        assert_eq!(list.len(), count);
        let total: f64 = list.iter().map(|e| e["p"].as_f64().unwrap()).sum();
        assert!((total - 1.0).abs() < 1e-9, "{key} sums to {total}");
        assert_eq!(list[0]["id"], 1);
    }
    let likeliest = json["likeliest"].as_array().unwrap();
    assert!(!likeliest.is_empty() && likeliest.len() <= 5);
    assert!(likeliest[0]["case"]["suspect"].is_u64());
    // Red has 3 investigators left and has been to Little Italy and Main Street.
    let investigate = json["investigate"].as_array().unwrap();
    assert_eq!(investigate.len(), 12);
    let bits: Vec<f64> = investigate
        .iter()
        .map(|e| e["bits"].as_f64().unwrap())
        .collect();
    assert!(
        bits.windows(2).all(|w| w[0] >= w[1]),
        "best first: {bits:?}"
    );
    let evidence = json["evidence"].as_array().unwrap();
    assert_eq!(evidence.len(), 9);
    assert!(evidence[0]["card"].is_object());
    for fact in json["facts"].as_array().unwrap() {
        assert!(fact["fact"].is_string() && !fact["reason"].as_str().unwrap().is_empty());
    }
}

#[test]
fn a_spectator_has_no_notebook() {
    let state = worked_example();
    let view = Pi::view(&state, Viewer::Spectator);
    assert_eq!(Pi::notebook(&view, &[]), None);
}
