//! The notebook is exact: the cards it says the hidden one can be are those of the deals
//! consistent with the seat's hand and every event it saw, enumerated by brute force; the
//! true hidden card is always among them.

mod common;

use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_guess::{CardSet, Event, Guess, Notebook};

#[test]
fn possible_hidden_cards_are_exactly_the_consistent_deals() {
    let mut narrowed = 0;
    for seed in 0..300u64 {
        let config = common::config(seed as u8);
        let mut state = Guess::setup(&config, seed).expect("valid");
        let mut rng = GameRng::new(seed ^ 0xA5);
        let mut seen: [Vec<Event>; 2] = [Vec::new(), Vec::new()];
        loop {
            for seat in [Seat(0), Seat(1)] {
                let viewer = Viewer::Seat(seat);
                let view = Guess::view(&state, viewer);
                let events = &seen[seat.index()];
                let notebook = Notebook::new(&view, events).expect("a seat's notebook");
                let possible = notebook.possible();
                let consistent: CardSet = common::consistent_deals(&view, events)
                    .iter()
                    .map(|deal| deal.hidden)
                    .collect();
                assert_eq!(possible, consistent, "seed {seed}, {seat}");
                assert!(
                    possible.contains(state.hidden()),
                    "seed {seed}: the truth is possible"
                );
                let unknown = usize::from(config.cards) - notebook.mine.len();
                narrowed += usize::from(possible.len() < unknown);
            }
            let Some(seat) = Guess::to_act(&state) else {
                break;
            };
            let action = common::choose(&state, seat, &mut rng);
            for event in Guess::apply(&mut state, seat, &action).expect("legal") {
                for viewer in [Seat(0), Seat(1)] {
                    let redacted = Guess::redact(&event, Viewer::Seat(viewer));
                    seen[viewer.index()].extend(redacted);
                }
            }
        }
    }
    assert!(
        narrowed > 300,
        "the notebook narrowed only {narrowed} times"
    );
}

#[test]
fn the_report_lists_possible_cards_and_none_for_a_spectator() {
    let state = Guess::setup(&common::config(2), 4).expect("valid");
    let report = Guess::notebook(&Guess::view(&state, Viewer::Seat(Seat(0))), &[]).expect("a seat");
    assert_eq!(
        report["possible"].as_array().map(Vec::len),
        Some(4),
        "{report}"
    );
    assert_eq!(report["opponent_holds"], serde_json::json!([]));
    assert!(Guess::notebook(&Guess::view(&state, Viewer::Spectator), &[]).is_none());
}
