//! PI-SCORE: the 7-5-3-1-0 track by solving round, penalties, and final scores.

mod common;

use common::*;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_pi::{Event, Pi, PENALTY_POINTS, SCORE_TRACK};

/// A five-player game where seat `solver` of each round solves: seats 0..4 solve in rounds
/// 1..5 (each other seat investigates), returning the points each scored.
fn one_solver_per_round() -> Vec<u8> {
    let mut state = simple_game(5, 1);
    let places = [
        "Lakeside",
        "Forest Park",
        "Trocadero",
        "Skid Row",
        "Waterfront",
    ];
    for (round, place) in places.iter().enumerate() {
        for seat in 0..5u8 {
            if state.mini_game() != 1 || state.has_solved(Seat(seat)) {
                continue;
            }
            if usize::from(seat) == round {
                solve_right(&mut state, Seat(seat));
            } else {
                play(&mut state, Seat(seat), investigate(place));
            }
        }
    }
    (0..5).map(|s| state.mini_game_scores(Seat(s))[0]).collect()
}

// PI-SCORE-1, PI-SCORE-2, PI-SCORE-4
#[test]
fn pi_score_1_2_and_4_the_track_moves_once_per_solving_round() {
    assert_eq!(SCORE_TRACK, [7, 5, 3, 1, 0]);
    let state = simple_game(3, 1);
    assert_eq!(state.score_value(), 7);
    // Seats 0..3 solve in rounds 1..4 for 7, 5, 3, 1; seat 4 is left and scores 0.
    assert_eq!(one_solver_per_round(), [7, 5, 3, 1, 0]);
}

#[test]
fn pi_score_4_two_on_seven_then_five_three_and_the_floor() {
    let mut state = simple_game(5, 1);
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    pass(&mut state, Seat(2));
    pass(&mut state, Seat(3));
    pass(&mut state, Seat(4));
    assert_eq!(
        state.score_value(),
        5,
        "two on 7 make the next solving round pay 5"
    );
    solve_right(&mut state, Seat(2));
    pass(&mut state, Seat(3));
    pass(&mut state, Seat(4));
    assert_eq!(state.score_value(), 3);
    solve_right(&mut state, Seat(3));
    let events = pass(&mut state, Seat(4));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { .. })));
    let scores: Vec<u8> = (0..5).map(|s| state.mini_game_scores(Seat(s))[0]).collect();
    assert_eq!(scores, [7, 7, 5, 3, 0]);
    // Past the 1 space the track reaches 0 only when four solving rounds have left one
    // seat of five, which ends the mini-game: that seat's 0 is the floor
    // (one_solver_per_round above).
}

// PI-SCORE-3, PI-SCORE-7
#[test]
fn pi_score_3_and_7_solvers_of_one_round_score_the_same() {
    let mut state = simple_game(4, 1);
    pass(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    solve_right(&mut state, Seat(2));
    solve_right(&mut state, Seat(3));
    assert_eq!(
        state.mini_game(),
        2,
        "one unsolved player left at the round's end"
    );
    for seat in 1..4 {
        assert_eq!(state.mini_game_scores(Seat(seat)), [7, 0, 0]);
    }
    assert_eq!(state.mini_game_scores(Seat(0)), [0, 0, 0]);
    let view = Pi::view(&state, Viewer::Spectator);
    assert!(view.seats.iter().all(|s| s.mini_game_scores.len() == 1));
}

// PI-SCORE-5
#[test]
fn pi_score_5_a_round_without_a_solver_leaves_the_track() {
    let mut state = simple_game(3, 1);
    for _ in 0..3 {
        let seat = Pi::to_act(&state).expect("a seat");
        pass(&mut state, seat);
    }
    assert_eq!(state.round(), 2);
    assert_eq!(state.score_value(), 7);
    let events = solve_right(&mut state, Seat(0));
    assert!(matches!(events[0], Event::Solved { points: 7, .. }));
}

// PI-SCORE-6
#[test]
fn pi_score_6_unsolved_at_the_end_scores_zero() {
    let mut state = simple_game(2, 1);
    solve_right(&mut state, Seat(0));
    let events = pass(&mut state, Seat(1));
    assert!(events.contains(&Event::MiniGameEnded {
        mini_game: 1,
        cases: simple_cases(2),
        points: vec![7, 0],
    }));
}

// PI-SCORE-8, PI-SCORE-9, PI-SCORE-10
#[test]
fn pi_score_8_9_and_10_penalties_build_up_without_limit() {
    let mut state = simple_game(2, 1);
    for _ in 0..6 {
        pass(&mut state, Seat(0));
        pass(&mut state, Seat(1));
    }
    assert_eq!(
        state.penalty_steps(Seat(0)),
        6,
        "beyond the track's five steps"
    );
    assert_eq!(state.final_score(Seat(0)), -6 * PENALTY_POINTS);
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    // Penalties carry into mini-game 2 and scores add up.
    assert_eq!(state.mini_game(), 2);
    assert_eq!(state.penalty_steps(Seat(1)), 6);
    assert_eq!(state.final_score(Seat(1)), 7 - 12);
    let view = Pi::view(&state, Viewer::Spectator);
    assert_eq!(view.seats[1].score, -5);
    assert_eq!(view.seats[1].penalty_steps, 6);
}
