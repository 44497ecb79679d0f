//! PI-TURN: the start player, clockwise turns skipping solvers, one action per turn,
//! rounds, refusals, and answers computed by the engine.

mod common;

use common::*;
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::{Action, Event, Pi};

// PI-TURN-1
#[test]
fn pi_turn_1_the_start_player_acts_first() {
    for seed in 0..20 {
        let state = Pi::setup(&whodunit_pi::Config::with_players(5), seed).expect("valid");
        assert_eq!(Pi::to_act(&state), Some(state.start_player()));
        assert_eq!(state.round(), 1);
    }
    let state = Pi::setup(&explicit(3, YELLOW, vec![worked_example_deal()]), 1).expect("valid");
    assert_eq!(Pi::to_act(&state), Some(YELLOW));
}

// PI-TURN-2
#[test]
fn pi_turn_2_next_unsolved_player_clockwise() {
    let mut state = simple_game(4, 1);
    refused(&state, Seat(1), investigate("Lakeside"), "PI-TURN-2");
    play(&mut state, Seat(0), investigate("Lakeside"));
    solve_right(&mut state, Seat(1));
    play(&mut state, Seat(2), investigate("Lakeside"));
    play(&mut state, Seat(3), investigate("Lakeside"));
    play(&mut state, Seat(0), investigate("Trocadero"));
    // Seat 1 solved and is skipped.
    assert_eq!(Pi::to_act(&state), Some(Seat(2)));
    refused(&state, Seat(1), investigate("Trocadero"), "PI-SOLVE-8");
}

// PI-TURN-3
#[test]
fn pi_turn_3_exactly_one_action_per_turn() {
    let mut state = simple_game(3, 1);
    let first = state.display().next().expect("a card");
    for action in [
        investigate("Lakeside"),
        Action::Evidence(first),
        Action::Solve(state.case(Seat(2))),
    ] {
        let seat = Pi::to_act(&state).expect("a seat");
        play(&mut state, seat, action);
        assert_ne!(Pi::to_act(&state), Some(seat));
    }
    // The closed list: anything else is not an action.
    for json in [
        r#""pass""#,
        r#"{"move_token": 3}"#,
        r#"{"investigate": 15}"#,
    ] {
        assert!(serde_json::from_str::<Action>(json).is_err(), "{json}");
    }
}

// PI-TURN-4
#[test]
fn pi_turn_4_a_solve_is_always_legal_so_someone_can_always_act() {
    let mut rng = GameRng::new(3);
    for seed in 0..10 {
        let mut state = Pi::setup(&whodunit_pi::Config::with_players(3), seed).expect("valid");
        while let Some(seat) = Pi::to_act(&state) {
            let legal = Pi::legal_actions(&state, seat);
            assert!(legal.iter().any(|a| matches!(a, Action::Solve(_))));
            let action = common::random::choose(&state, seat, &mut rng);
            play(&mut state, seat, action);
        }
    }
}

// PI-TURN-5
#[test]
fn pi_turn_5_rounds_end_at_or_past_the_start_players_seat() {
    let mut state = simple_game(3, 1);
    assert_eq!(state.round(), 1);
    play(&mut state, Seat(0), investigate("Lakeside"));
    play(&mut state, Seat(1), investigate("Lakeside"));
    let events = play(&mut state, Seat(2), investigate("Lakeside"));
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        score_value: 7
    }));
    // The start player solves; the round still ends when the turn passes its seat.
    solve_right(&mut state, Seat(0));
    play(&mut state, Seat(1), investigate("Trocadero"));
    assert_eq!(state.round(), 2);
    let events = play(&mut state, Seat(2), investigate("Trocadero"));
    assert!(events.contains(&Event::RoundStarted {
        round: 3,
        score_value: 5
    }));
    assert_eq!(Pi::to_act(&state), Some(Seat(1)));
    // Each unsolved player takes exactly one turn in round 3.
    play(&mut state, Seat(1), investigate("Forest Park"));
    assert_eq!(state.round(), 3);
    play(&mut state, Seat(2), investigate("Forest Park"));
    assert_eq!(state.round(), 4);
}

// PI-TURN-6
#[test]
fn pi_turn_6_an_illegal_action_changes_nothing() {
    let mut state = simple_game(3, 1);
    play(&mut state, Seat(0), investigate("Lakeside"));
    refused(&state, Seat(1), evidence("Smuggling"), "PI-EVIDENCE-1");
    refused(&state, Seat(0), investigate("Trocadero"), "PI-TURN-2");
    assert_eq!(Pi::to_act(&state), Some(Seat(1)));
}

// PI-TURN-7
#[test]
fn pi_turn_7_answers_come_from_the_holders_cards_without_the_holder() {
    // Blue's case is held by Yellow; Blue's answer arrives in Blue's own turn, with no
    // decision asked of Yellow.
    let mut state = worked_example();
    let events = play(&mut state, BLUE, investigate("Road House"));
    assert!(matches!(
        events[0],
        Event::Investigated {
            discs: 1,
            cubes: 2,
            ..
        }
    ));
    assert_eq!(Pi::to_act(&state), Some(RED));
}

// PI-TURN-8
#[test]
fn pi_turn_8_no_misleading_information_penalty() {
    // No action lets a player answer, so no answer can mislead: a wrong attempt costs only
    // its own penalty step, and nobody is scored 0 or 7 for it.
    let mut state = worked_example();
    let events = pass(&mut state, BLUE);
    assert_eq!(events.len(), 1);
    assert!(state
        .seats()
        .all(|s| state.mini_game_scores(s) == [0, 0, 0]));
}
