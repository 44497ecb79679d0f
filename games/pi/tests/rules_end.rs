//! PI-END: the end after three mini-games, the winner and its tie-breaks, and the places.

mod common;

use common::*;
use whodunit_engine::{Game, Seat};
use whodunit_pi::{Action, Event, Pi, State};

/// One step of a script: evidence (first card the seat may take), investigator (first
/// free location), a wrong attempt, or the correct solve.
#[derive(Clone, Copy)]
enum Step {
    E,
    I,
    W,
    S,
}

/// Plays `(seat, step)` in order, checking each seat is the one to act.
fn script(state: &mut State, steps: &[(u8, Step)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, step) in steps {
        let seat = Seat(seat);
        assert_eq!(Pi::to_act(state), Some(seat));
        let action = match step {
            Step::E => Action::Evidence(
                whodunit_pi::rules::evidence_choices(state, seat)
                    .next()
                    .expect("a card"),
            ),
            Step::I => Action::Investigate(
                whodunit_pi::rules::investigations(state, seat)
                    .next()
                    .expect("an investigator"),
            ),
            Step::W => {
                events.extend(pass(state, seat));
                continue;
            }
            Step::S => Action::Solve(state.case(seat)),
        };
        events.extend(play(state, seat, action));
    }
    events
}

use Step::{E, I, S, W};

fn game_over(events: &[Event]) -> (Vec<i32>, Vec<u8>, Vec<Seat>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::GameOver {
                scores,
                places,
                winners,
            } => Some((scores.clone(), places.clone(), winners.clone())),
            _ => None,
        })
        .expect("the game is over")
}

// PI-END-1, PI-END-2
#[test]
fn pi_end_1_and_2_the_game_ends_after_mini_game_three_highest_score_wins() {
    let mut state = simple_game(3, 1);
    script(&mut state, &[(0, S), (1, S), (2, E)]);
    script(&mut state, &[(1, S), (2, S), (0, E)]);
    assert!(!state.is_over());
    let events = script(&mut state, &[(2, S), (0, S), (1, E)]);
    assert!(state.is_over());
    assert_eq!(Pi::to_act(&state), None);
    refused(
        &state,
        Seat(1),
        Action::Solve(state.case(Seat(1))),
        "PI-END-1",
    );
    let (scores, places, winners) = game_over(&events);
    assert_eq!(scores, [14, 14, 14]);
    assert_eq!(places, [1, 1, 1]);
    assert_eq!(winners.len(), 3);
    let mut state = simple_game(3, 1);
    script(&mut state, &[(0, S), (1, S), (2, E)]);
    script(&mut state, &[(1, S), (2, E), (0, S)]);
    let events = script(&mut state, &[(2, E), (0, S), (1, E), (2, E), (1, S)]);
    let (scores, places, winners) = game_over(&events);
    assert_eq!(scores, [21, 19, 0]);
    assert_eq!(places, [1, 2, 3]);
    assert_eq!(winners, [Seat(0)]);
    let outcome = Pi::outcome(&state).expect("over");
    assert_eq!(outcome.winners, [Seat(0)]);
    assert_eq!(outcome.scores, [21, 19, 0]);
    assert_eq!(outcome.reason, "three_mini_games");
}

// PI-END-3
#[test]
fn pi_end_3_a_tie_goes_to_more_unused_investigators() {
    let mut state = simple_game(3, 1);
    script(
        &mut state,
        &[(0, E), (1, I), (2, E), (0, S), (1, S), (2, E)],
    );
    script(
        &mut state,
        &[(1, I), (2, E), (0, E), (1, S), (2, E), (0, S)],
    );
    let events = script(
        &mut state,
        &[(2, E), (0, E), (1, I), (2, E), (0, S), (1, S)],
    );
    let (scores, places, winners) = game_over(&events);
    assert_eq!(scores, [21, 21, 0]);
    assert_eq!(places, [1, 2, 3]);
    assert_eq!(winners, [Seat(0)]);
}

// PI-END-4
#[test]
fn pi_end_4_then_to_fewer_penalty_points() {
    let mut state = simple_game(3, 1);
    script(&mut state, &[(0, S), (1, E), (2, E), (1, S), (2, E)]);
    script(
        &mut state,
        &[(1, E), (2, E), (0, W), (1, S), (2, E), (0, S)],
    );
    let events = script(&mut state, &[(2, E), (0, S), (1, S)]);
    let (scores, places, winners) = game_over(&events);
    assert_eq!(scores, [19, 19, 0]);
    assert_eq!(places, [2, 1, 3]);
    assert_eq!(winners, [Seat(1)]);
}

// PI-END-5, PI-END-6
#[test]
fn pi_end_5_and_6_full_ties_share_the_win_and_the_place() {
    let mut state = simple_game(4, 1);
    script(
        &mut state,
        &[(0, S), (1, S), (2, E), (3, E), (2, E), (3, S)],
    );
    script(
        &mut state,
        &[(1, S), (2, E), (3, E), (0, S), (2, S), (3, E)],
    );
    let events = script(
        &mut state,
        &[(2, E), (3, E), (0, S), (1, S), (2, W), (3, S)],
    );
    let (scores, places, winners) = game_over(&events);
    assert_eq!(scores, [21, 21, 3, 10]);
    assert_eq!(places, [1, 1, 4, 3]);
    assert_eq!(winners, [Seat(0), Seat(1)]);
    assert_eq!(state.places(), places);
}
