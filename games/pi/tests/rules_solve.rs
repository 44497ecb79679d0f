//! PI-SOLVE: naming a case, the verdict, penalties, what a correct solve leaves on the
//! board, and refused repeats.

mod common;

use common::*;
use whodunit_engine::{Game, Viewer};
use whodunit_pi::{Action, Event, Pi, Token};

// PI-SOLVE-1
#[test]
fn pi_solve_1_one_suspect_crime_and_location_and_no_blanks() {
    for bad in [
        r#"{"solve": {"suspect": 0, "crime": 1, "location": 1}}"#,
        r#"{"solve": {"suspect": 13, "crime": 1, "location": 1}}"#,
        r#"{"solve": {"suspect": 1, "crime": 11, "location": 1}}"#,
        r#"{"solve": {"suspect": 1, "crime": 1}}"#,
        r#"{"solve": {"suspect": null, "crime": 1, "location": 1}}"#,
    ] {
        assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
    }
    let action: Action =
        serde_json::from_str(r#"{"solve": {"suspect": 10, "crime": 6, "location": 5}}"#)
            .expect("a case");
    assert_eq!(action, solve("Queenie", "Mob Killing", "Ocean Drive"));
}

// PI-SOLVE-2, PI-SOLVE-3, PI-SOLVE-6
#[test]
fn pi_solve_2_3_and_6_correct_only_when_all_three_match() {
    let mut state = worked_example();
    // Two elements right is still only "wrong".
    let events = play(
        &mut state,
        BLUE,
        solve("Queenie", "Mob Killing", "Road House"),
    );
    assert_eq!(
        events[0],
        Event::WrongAttempt {
            seat: BLUE,
            attempt: case("Queenie", "Mob Killing", "Road House"),
            penalty_steps: 1
        }
    );
    let events = play(&mut state, RED, solve("Bubbles", "Murder", "Downtown"));
    assert_eq!(
        events[0],
        Event::Solved {
            seat: RED,
            case: case("Bubbles", "Murder", "Downtown"),
            points: 7
        }
    );
    assert!(state.has_solved(RED));
    assert_eq!(state.mini_game_scores(RED)[0], 7);
}

// PI-SOLVE-4, PI-SOLVE-5
#[test]
fn pi_solve_4_and_5_a_wrong_attempt_costs_one_step_and_nothing_else() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, investigate("Lakeside"));
    play(&mut state, YELLOW, investigate("Lakeside"));
    let before = state.clone();
    play(&mut state, BLUE, solve("Pop", "Murder", "Lakeside"));
    assert_eq!(state.penalty_steps(BLUE), 1);
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (1, 2));
    assert_eq!(state.marks(BLUE).count(), before.marks(BLUE).count());
    assert!(!state.has_solved(BLUE));
    play(&mut state, RED, investigate("Trocadero"));
    play(&mut state, YELLOW, investigate("Trocadero"));
    // Blue keeps its place and tries again, with no limit.
    play(&mut state, BLUE, solve("Pop", "Murder", "Trocadero"));
    assert_eq!(state.penalty_steps(BLUE), 2);
}

// PI-SOLVE-7, PI-SOLVE-9
#[test]
fn pi_solve_7_and_9_three_discs_on_the_solution_no_cubes_empty_investigators() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, investigate("Little Italy"));
    play(&mut state, YELLOW, investigate("Downtown"));
    play(&mut state, BLUE, evidence("Mob Killing"));
    play(&mut state, RED, evidence("Waterfront"));
    play(&mut state, YELLOW, investigate("Lakeside"));
    play(&mut state, BLUE, investigate("Forest Park"));
    play(&mut state, RED, solve("Bubbles", "Murder", "Downtown"));
    let marks: Vec<_> = state.marks(RED).collect();
    assert_eq!(marks.len(), 3);
    assert!(marks.iter().all(|m| m.token == Token::Disc));
    for element in state.case(RED).elements() {
        assert!(marks
            .iter()
            .any(|m| m.slot == state.layout().tile_of(element)));
    }
    assert_eq!(tokens_at(&state, RED, "Little Italy"), (0, 0));
    assert_eq!(state.investigators(RED).count(), 1, "it stays on the board");
    assert_eq!(state.unused_investigators(RED), 4, "and stays used");
    // Blue's disc already on its solution tile stays single.
    play(&mut state, YELLOW, investigate("Trocadero"));
    play(
        &mut state,
        BLUE,
        solve("Queenie", "Mob Killing", "Ocean Drive"),
    );
    let blue: Vec<_> = state.marks(BLUE).collect();
    assert_eq!(blue.len(), 3);
    assert!(blue.iter().all(|m| m.token == Token::Disc));
}

// PI-SOLVE-8
#[test]
fn pi_solve_8_a_solver_takes_no_more_turns() {
    let mut state = worked_example();
    play(
        &mut state,
        BLUE,
        solve("Queenie", "Mob Killing", "Ocean Drive"),
    );
    refused(&state, BLUE, investigate("Lakeside"), "PI-SOLVE-8");
    play(&mut state, RED, investigate("Lakeside"));
    play(&mut state, YELLOW, investigate("Lakeside"));
    assert_eq!(Pi::to_act(&state), Some(RED));
    assert!(Pi::legal_actions(&state, BLUE).is_empty());
}

// PI-SOLVE-10
#[test]
fn pi_solve_10_a_repeated_wrong_attempt_is_refused() {
    let mut state = worked_example();
    let wrong = solve("Pop", "Murder", "Lakeside");
    play(&mut state, BLUE, wrong);
    play(&mut state, RED, investigate("Lakeside"));
    // Another seat may name the same case.
    play(&mut state, YELLOW, wrong);
    refused(&state, BLUE, wrong, "PI-SOLVE-10");
    assert_eq!(state.penalty_steps(BLUE), 1);
    let view = Pi::view(&state, Viewer::Spectator);
    assert_eq!(view.wrong_attempts.len(), 2);
    let legal = Pi::legal_actions(&state, BLUE);
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::Solve(_)))
            .count(),
        12 * 10 * 14 - 1
    );
}
