//! PI-MINIGAME: three mini-games, when each ends, what carries over, and the next setup.

mod common;

use common::*;
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::{Config, Element, Event, Pi};

// PI-MINIGAME-1, PI-MINIGAME-8
#[test]
fn pi_minigame_1_and_8_three_mini_games_with_rounds_from_one() {
    let mut state = simple_game(2, 1);
    let mut started = Vec::new();
    while let Some(seat) = Pi::to_act(&state) {
        pass(&mut state, seat);
        if let Some(seat) = Pi::to_act(&state) {
            let events = solve_right(&mut state, seat);
            for event in &events {
                if let Event::MiniGameStarted { mini_game, .. } = event {
                    started.push(*mini_game);
                    assert_eq!(state.round(), 1);
                }
            }
        }
        // The other seat ends the mini-game in its turn or the round's end.
        while let Some(seat) = Pi::to_act(&state) {
            if state.round() == 1 {
                break;
            }
            solve_right(&mut state, seat);
        }
    }
    assert_eq!(started, [2, 3]);
    assert_eq!(state.mini_game(), 3);
    assert!(state.is_over());
}

// PI-MINIGAME-2
#[test]
fn pi_minigame_2_ends_at_once_when_everyone_solved() {
    let mut state = simple_game(3, 1);
    pass(&mut state, Seat(0));
    pass(&mut state, Seat(1));
    pass(&mut state, Seat(2));
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    assert_eq!(state.mini_game(), 1);
    let events = solve_right(&mut state, Seat(2));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { .. })));
    assert_eq!(state.mini_game(), 2);
}

// PI-MINIGAME-3
#[test]
fn pi_minigame_3_ends_at_the_round_end_with_one_player_left() {
    let mut state = simple_game(4, 1);
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    solve_right(&mut state, Seat(2));
    assert_eq!(state.mini_game(), 1, "seat 3 still takes its turn");
    let events = solve_right(&mut state, Seat(3));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { points, .. } if points == &vec![7, 7, 7, 7])));
    // With two left, play goes on.
    let mut state = simple_game(4, 1);
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    pass(&mut state, Seat(2));
    let events = pass(&mut state, Seat(3));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { .. })));
    solve_right(&mut state, Seat(2));
    let events = pass(&mut state, Seat(3));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { points, .. } if points == &vec![7, 7, 5, 0])));
}

// PI-MINIGAME-4, PI-MINIGAME-5, PI-MINIGAME-6
#[test]
fn pi_minigame_4_5_and_6_only_scores_penalties_and_investigators_carry_over() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, evidence("Murder"));
    play(&mut state, YELLOW, evidence("Lakeside"));
    pass(&mut state, BLUE);
    solve_right(&mut state, RED);
    let events = solve_right(&mut state, YELLOW);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { .. })));
    assert_eq!(state.mini_game(), 2);
    for seat in state.seats() {
        assert_eq!(state.investigators(seat).count(), 0);
        assert_eq!(state.marks(seat).count(), 0);
        assert_eq!(state.kept(seat).count(), 0);
        assert!(!state.has_solved(seat));
    }
    assert_eq!(state.unused_investigators(BLUE), 4);
    assert_eq!(state.penalty_steps(BLUE), 1);
    assert_eq!(state.mini_game_scores(RED), [7, 0, 0]);
    assert!(state.wrong_attempts().is_empty());
    // All 36 cards are back: nine in the display, 27 in the deck.
    let mut all: Vec<Element> = state.display().chain(state.deck()).collect();
    all.sort();
    assert_eq!(all, Element::all().collect::<Vec<_>>());
    assert_eq!(state.discard().count(), 0);
    assert_eq!(state.score_value(), 7);
}

// PI-MINIGAME-7
#[test]
fn pi_minigame_7_the_start_player_moves_left() {
    let mut rng = GameRng::new(1);
    for seed in 0..10 {
        let mut state = Pi::setup(&Config::with_players(5), seed).expect("valid");
        let first = state.start_player();
        let mut expected = first;
        let mut mini_game = 1;
        while let Some(seat) = Pi::to_act(&state) {
            let action = common::random::choose(&state, seat, &mut rng);
            play(&mut state, seat, action);
            if state.mini_game() != mini_game {
                mini_game = state.mini_game();
                expected = Seat((expected.0 + 1) % 5);
                assert_eq!(state.start_player(), expected);
                assert_eq!(Pi::to_act(&state), Some(expected));
            }
        }
    }
}

// PI-MINIGAME-9
#[test]
fn pi_minigame_9_two_players_score_seven_and_seven_or_seven_and_zero() {
    // The start player solves first: the other still ties by solving in its turn.
    let mut state = simple_game(2, 1);
    solve_right(&mut state, Seat(0));
    let events = solve_right(&mut state, Seat(1));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { points, .. } if points == &vec![7, 7])));
    // The other player solves first: the start player already had its turn and scores 0.
    let mut state = simple_game(2, 1);
    pass(&mut state, Seat(0));
    let events = solve_right(&mut state, Seat(1));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::MiniGameEnded { points, .. } if points == &vec![0, 7])));
    // Across random games every two-player mini-game ends 7-7 or 7-0.
    let mut rng = GameRng::new(9);
    for seed in 0..30 {
        let mut state = Pi::setup(&Config::with_players(2), seed).expect("valid");
        while let Some(seat) = Pi::to_act(&state) {
            let action = common::random::choose(&state, seat, &mut rng);
            for event in play(&mut state, seat, action) {
                if let Event::MiniGameEnded { mut points, .. } = event {
                    points.sort();
                    assert!(points == [7, 7] || points == [0, 7], "{points:?}");
                }
            }
        }
    }
}
