//! §6 The phone call (4 players): IK-CALL-01 to IK-CALL-13, with the fixed deal of
//! `common`: seats 0 (F, 52) and 1 (B, 11) are partners, so are 2 (Z, 0) and 3 (X, 29).

mod common;

use common::{act, good_pair, meetings, place, refused, table, NUMBER, WRONG};
use serde_json::json;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{Action, Event, Fragment, GameEnd, Inkognito, Location::*, State};

/// Round 1: seats `a` and `b` alone at RIALTO, the other two at SAN MARCO.
fn meeting(a: usize, b: usize) -> State {
    let mut state = table(4, 0, 1);
    let mut by_seat = [SanMarco; 4];
    by_seat[a] = Rialto;
    by_seat[b] = Rialto;
    place(&mut state, &by_seat);
    state
}

fn called(events: &[Event]) -> Option<(Seat, bool)> {
    events.iter().find_map(|e| match e {
        Event::Called {
            caller, correct, ..
        } => Some((*caller, *correct)),
        _ => None,
    })
}

#[test]
fn calls_only_at_a_two_agent_meeting_and_only_dialable_numbers() {
    // IK-CALL-01, IK-CALL-02, IK-CALL-03, IK-CALL-13
    let mut state = table(4, 0, 1);
    assert_eq!(
        refused(&mut state, Seat(0), Action::Call(NUMBER)),
        "IK-ROUND-02"
    );
    let mut state = meeting(0, 1);
    let calls = Inkognito::legal_actions(&state, Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::Call(_)))
        .count();
    assert_eq!(calls, 24);
    let twice = [Fragment::F52, Fragment::F52, Fragment::F0, Fragment::F29];
    assert_eq!(
        refused(&mut state, Seat(0), Action::Call(twice)),
        "IK-CALL-03"
    );
    // A call is the number alone: no holder is named.
    assert_eq!(
        serde_json::to_value(Action::Call(NUMBER)).expect("json"),
        json!({"call": ["52", "11", "0", "29"]})
    );
}

#[test]
fn a_correct_call_with_the_partner_wins_for_both() {
    // IK-CALL-07, IK-CALL-09, IK-CALL-12: seat 1 calls after seat 0 committed.
    let mut state = meeting(0, 1);
    act(&mut state, Seat(0), good_pair(0));
    let events = act(&mut state, Seat(1), Action::Call(NUMBER));
    assert_eq!(called(&events), Some((Seat(1), true)));
    assert_eq!(state.scores(), [1, 1, 0, 0]);
    assert_eq!(state.game(), 2);
}

#[test]
fn a_wrong_number_with_the_partner_wins_for_the_opponents() {
    // IK-CALL-07, IK-CALL-10
    let mut state = meeting(2, 3);
    let events = act(&mut state, Seat(2), Action::Call(WRONG));
    assert_eq!(called(&events), Some((Seat(2), false)));
    assert_eq!(state.scores(), [1, 1, 0, 0]);
}

#[test]
fn a_call_with_an_opponent_is_wrong_whatever_the_number() {
    // IK-CALL-08, IK-CALL-10
    let mut state = meeting(0, 2);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    assert_eq!(called(&events), Some((Seat(0), false)));
    assert_eq!(state.scores(), [0, 0, 1, 1]);
}

#[test]
fn the_earlier_call_is_made_at_once() {
    // IK-CALL-04, IK-CALL-05: the first agent's call is not held; seat 1 is not asked.
    let mut state = meeting(0, 1);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    assert_eq!(called(&events), Some((Seat(0), true)));
    assert!(!events.contains(&Event::Committed { seat: Seat(0) }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameEnded {
            end: GameEnd::Correct,
            ..
        }
    )));
}

#[test]
fn a_call_discards_the_other_choice_unseen() {
    // IK-CALL-06: seat 0's black card is never shown, to anyone.
    let mut state = meeting(0, 1);
    let committed = act(&mut state, Seat(0), good_pair(0));
    let events = act(&mut state, Seat(1), Action::Call(NUMBER));
    for e in committed.iter().chain(&events) {
        assert!(!matches!(e, Event::Showed { .. }), "{e:?}");
        for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
            let seen = serde_json::to_string(&Inkognito::redact(e, viewer)).expect("json");
            assert!(
                !seen.contains("show_pair") && !seen.contains("pair"),
                "{seen}"
            );
        }
    }
}

#[test]
fn the_first_call_ends_the_game_before_later_meetings() {
    // IK-CALL-11: seats 2 and 3 at SAN MARCO never get to decide.
    let mut state = table(4, 0, 1);
    let events = place(&mut state, &[Rialto, Rialto, SanMarco, SanMarco]);
    assert_eq!(meetings(&events).len(), 2);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    let ended = events
        .iter()
        .position(|e| matches!(e, Event::GameEnded { .. }))
        .expect("the game ends");
    assert!(matches!(
        events[ended + 1],
        Event::GameStarted { game: 2, .. }
    ));
    assert_eq!(state.round(), 1);
}
