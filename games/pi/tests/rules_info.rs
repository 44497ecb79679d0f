//! PI-INFO: who sees what. Views and redacted events for seats and spectators.

mod common;

use common::*;
use serde_json::Value;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_pi::{Event, Pi, State, View};

fn json(view: &View) -> Value {
    serde_json::to_value(view).expect("serialises")
}

/// `view` with the viewer and the held case taken out: what is left must be public.
fn public_part(mut view: View) -> View {
    view.viewer = Viewer::Spectator;
    view.held_case = None;
    view
}

/// §5 after two rounds, with tokens on investigators and tiles and a kept card.
fn busy() -> State {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, investigate("Little Italy"));
    play(&mut state, YELLOW, evidence("Lakeside"));
    play(&mut state, BLUE, evidence("Mob Killing"));
    state
}

// PI-INFO-1, PI-INFO-2
#[test]
fn pi_info_1_and_2_a_seat_sees_the_case_it_holds_and_no_other() {
    let state = busy();
    for seat in state.seats() {
        let view = Pi::view(&state, Viewer::Seat(seat));
        let left = Seat((seat.0 + 1) % 3);
        assert_eq!(view.held_case, Some(state.case(left)));
        assert_eq!(view.cases, None);
        let text = serde_json::to_string(&view).expect("serialises");
        assert!(!text.contains("\"deck\""), "no deck order");
    }
    assert_eq!(Pi::view(&state, Viewer::Spectator).held_case, None);
    // Dealt cases reach their holder only.
    let mut state = simple_game(3, 1);
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    let events = solve_right(&mut state, Seat(2));
    for event in &events {
        if let Event::CaseDealt { holder, case } = event {
            assert!(case.is_some());
            for seat in state.seats() {
                let seen = Pi::redact(event, Viewer::Seat(seat)).expect("an event");
                let Event::CaseDealt { case: seen, .. } = seen else {
                    panic!("{seen:?}")
                };
                assert_eq!(seen.is_some(), seat == *holder);
            }
        }
    }
}

// PI-INFO-3, PI-INFO-4, PI-INFO-5, PI-INFO-11
#[test]
fn pi_info_3_4_5_and_11_the_table_is_public() {
    let state = busy();
    let spectator = Pi::view(&state, Viewer::Spectator);
    assert_eq!(&spectator.board, state.layout());
    assert_eq!(spectator.display, state.display().collect::<Vec<_>>());
    assert_eq!(spectator.discard, state.discard().collect::<Vec<_>>());
    assert_eq!(usize::from(spectator.deck_size), state.deck_size());
    assert_eq!(
        spectator.seats[2].kept,
        state.kept(YELLOW).collect::<Vec<_>>()
    );
    let blue = &spectator.seats[0];
    assert_eq!(
        blue.investigators,
        state.investigators(BLUE).collect::<Vec<_>>()
    );
    assert_eq!(blue.marks, state.marks(BLUE).collect::<Vec<_>>());
    assert_eq!(blue.unused_investigators, 4);
    assert_eq!(spectator.start_player, BLUE);
    assert_eq!(spectator.active, Some(RED));
    assert_eq!(spectator.round, 2);
    assert_eq!(spectator.score_value, 7);
    let board = &json(&spectator)["board"];
    assert_eq!(board["suspect_tiles"][2], 1, "Bubbles at Little Italy");
    assert_eq!(
        board["crime_tiles"][7],
        Value::Null,
        "No Crime at Main Street"
    );
}

// PI-INFO-6
#[test]
fn pi_info_6_no_view_says_which_type_a_token_stands_for() {
    let state = busy();
    for viewer in [Viewer::Seat(BLUE), Viewer::Spectator] {
        let value = json(&Pi::view(&state, viewer));
        let investigator = &value["seats"][0]["investigators"][0];
        let mut keys: Vec<&String> = investigator.as_object().expect("object").keys().collect();
        keys.sort();
        assert_eq!(keys, ["cubes", "discs", "location"]);
    }
}

// PI-INFO-7, PI-INFO-8
#[test]
fn pi_info_7_and_8_actions_and_results_are_public() {
    let mut state = worked_example();
    let mut all = Vec::new();
    all.extend(play(&mut state, BLUE, investigate("Road House")));
    all.extend(play(&mut state, RED, evidence("Murder")));
    all.extend(pass(&mut state, YELLOW));
    all.extend(solve_right(&mut state, BLUE));
    for event in &all {
        assert_eq!(Pi::redact(event, Viewer::Spectator).as_ref(), Some(event));
    }
}

// PI-INFO-9
#[test]
fn pi_info_9_a_solution_is_public() {
    let mut state = worked_example();
    solve_right(&mut state, BLUE);
    let view = Pi::view(&state, Viewer::Spectator);
    assert_eq!(view.seats[0].solution, Some(state.case(BLUE)));
    assert_eq!(view.seats[1].solution, None);
}

// PI-INFO-10
#[test]
fn pi_info_10_every_case_is_revealed_when_a_mini_game_ends() {
    let mut state = simple_game(3, 1);
    pass(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    let events = solve_right(&mut state, Seat(2));
    let ended = events
        .iter()
        .find(|e| matches!(e, Event::MiniGameEnded { .. }))
        .expect("mini-game 1 ended");
    let seen = Pi::redact(ended, Viewer::Spectator).expect("public");
    let Event::MiniGameEnded { cases, .. } = seen else {
        panic!("{seen:?}")
    };
    assert_eq!(cases, simple_cases(3));
    // After the last mini-game, the view shows every case.
    let mut state = simple_game(2, 1);
    while let Some(seat) = Pi::to_act(&state) {
        solve_right(&mut state, seat);
    }
    let view = Pi::view(&state, Viewer::Spectator);
    let cases: Vec<_> = state.seats().map(|s| state.case(s)).collect();
    assert_eq!(view.cases, Some(cases));
}

// PI-INFO-12
#[test]
fn pi_info_12_no_view_shows_the_generator() {
    let state = busy();
    for viewer in [Viewer::Seat(RED), Viewer::Spectator] {
        let text = serde_json::to_string(&Pi::view(&state, viewer)).expect("serialises");
        assert!(!text.contains("rng") && !text.contains("seed"), "{text}");
    }
}

// PI-INFO-13
#[test]
fn pi_info_13_a_spectator_sees_exactly_the_public_part() {
    let state = busy();
    let spectator = Pi::view(&state, Viewer::Spectator);
    for seat in state.seats() {
        let view = Pi::view(&state, Viewer::Seat(seat));
        assert_eq!(public_part(view), spectator);
    }
}
