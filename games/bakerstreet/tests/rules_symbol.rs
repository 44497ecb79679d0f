//! BS-SYMBOL: STOP, x2 and ARROW, which act only on processed cards during evaluations,
//! and ARROW chains.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Event, Phase};

// BS-SYMBOL-1
#[test]
fn bs_symbol_1_symbols_act_only_on_processed_cards_in_evaluations() {
    // Placing a STOP or an ARROW does nothing at the time.
    let mut state = Layout::new()
        .hand(ANNA, &["A3STOP", "A2ARROW", "A4x2"])
        .hand(BRUNO, &["B1"])
        .state();
    let events = play(&mut state, ANNA, mv("2ARROW", 0, 3));
    assert!(!events.iter().any(|e| matches!(e, Event::Processed { .. })));
    // In a challenge the x2 in hand doubles nothing (BS-CHALLENGE-5).
    let events = play(&mut state, BRUNO, Action::Challenge);
    let Event::Challenged { result, .. } = &events[0] else {
        panic!("a challenge")
    };
    // Anna holds 3STOP, 4x2 and the 0 she drew, Bruno his 1: the x2 counts 4.
    assert_eq!(result.total, 8);
}

// BS-SYMBOL-2
#[test]
fn bs_symbol_2_a_stop_scores_then_ends_processing() {
    let layout = Layout::new().stack(0, &["A4STOP", "B5", "B5"]);
    let (state, events) = evaluate(layout, BRUNO, 0);
    assert_eq!(processed(&events), cards(&["A4STOP"]));
    assert_eq!(evaluations(&events), [(0, [4, 0], ANNA, false)]);
    assert_eq!(stack(&state, 0), cards(&["B5", "B5"]));
}

// BS-SYMBOL-3
#[test]
fn bs_symbol_3_an_x2_doubles_its_owners_score() {
    let layout = Layout::new().stack(0, &["A1", "A0x2", "A3", "B5"]);
    let (_, events) = evaluate(layout, BRUNO, 0);
    assert_eq!(evaluations(&events), [(0, [8, 5], ANNA, false)]);
}

// BS-SYMBOL-4
#[test]
fn bs_symbol_4_two_x2_cards_still_double_once() {
    let layout = Layout::new().stack(0, &["B1x2", "B2x2", "B3"]);
    let (_, events) = evaluate(layout, ANNA, 0);
    assert_eq!(evaluations(&events), [(0, [0, 12], BRUNO, false)]);
}

// BS-SYMBOL-5
#[test]
fn bs_symbol_5_an_x2_doubles_only_its_owner() {
    let layout = Layout::new().stack(0, &["B1x2", "A4", "B2"]);
    let (_, events) = evaluate(layout, ANNA, 0);
    assert_eq!(evaluations(&events), [(0, [4, 6], BRUNO, false)]);
}

// BS-SYMBOL-6
#[test]
fn bs_symbol_6_doubling_does_not_carry_along_the_chain() {
    let layout = Layout::new()
        .stack(0, &["A1x2", "A0ARROW"])
        .stack(1, &["A3"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 0);
    events.extend(finish_phase(&mut state));
    assert_eq!(
        evaluations(&events),
        [(0, [2, 0], ANNA, true), (1, [3, 0], ANNA, false)]
    );
}

// BS-SYMBOL-7
#[test]
fn bs_symbol_7_an_arrow_leads_to_the_next_position_whoever_owns_it() {
    for (owner_card, start) in [("A2ARROW", 1usize), ("B2ARROW", 4)] {
        let next = (start + 1) % 5;
        let layout = Layout::new()
            .stack(start, &[owner_card])
            .stack(next, &["A1"]);
        let (mut state, mut events) = evaluate(layout, BRUNO, start as u8);
        events.extend(finish_phase(&mut state));
        let positions: Vec<u8> = evaluations(&events).iter().map(|e| e.0).collect();
        assert_eq!(positions, [start as u8, next as u8], "{owner_card}");
    }
}

// BS-SYMBOL-8
#[test]
fn bs_symbol_8_several_arrows_give_one_more_evaluation() {
    let layout = Layout::new().stack(2, &["A1ARROW", "B3ARROW", "A5ARROW"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 2);
    events.extend(finish_phase(&mut state));
    assert_eq!(
        evaluations(&events),
        [(2, [6, 3], ANNA, true), (3, [0, 0], ANNA, false)]
    );
}

// BS-SYMBOL-9
#[test]
fn bs_symbol_9_arrows_and_x2_below_a_stop_have_no_effect() {
    let layout = Layout::new().stack(0, &["B2", "A1STOP", "B3x2", "A4ARROW"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 0);
    events.extend(finish_phase(&mut state));
    assert_eq!(evaluations(&events), [(0, [1, 2], BRUNO, false)]);
    assert_eq!(stack(&state, 0), cards(&["B3x2", "A4ARROW"]));
}

// BS-SYMBOL-10
#[test]
fn bs_symbol_10_a_chain_may_come_back_to_a_position() {
    let layout = Layout::new()
        .stack(2, &["A2ARROW", "A3STOP", "B5ARROW"])
        .stack(3, &["A3ARROW"])
        .stack(4, &["A4ARROW"])
        .stack(0, &["A0ARROW"])
        .stack(1, &["A1ARROW"]);
    let (mut state, mut events) = evaluate(layout, BRUNO, 2);
    events.extend(finish_phase(&mut state));
    assert_eq!(
        evaluations(&events),
        [
            (2, [5, 0], ANNA, true),
            (3, [3, 0], ANNA, true),
            (4, [4, 0], ANNA, true),
            (0, [0, 0], BRUNO, true),
            (1, [1, 0], ANNA, true),
            // Back at 2, only the card left under the STOP is processed.
            (2, [0, 5], BRUNO, true),
            (3, [0, 0], BRUNO, false),
        ]
    );
    assert!((0..5).all(|p| stack(&state, p).is_empty()));
}

// BS-SYMBOL-11
#[test]
fn bs_symbol_11_each_evaluation_has_its_own_scores_winner_and_reward() {
    let layout = Layout::new().stack(0, &["B1ARROW", "A2"]).stack(1, &["B4"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 0);
    events.extend(finish_phase(&mut state));
    assert_eq!(
        evaluations(&events),
        [(0, [2, 1], ANNA, true), (1, [0, 4], BRUNO, false)]
    );
    let rewards: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Rewarded {
                seat,
                position,
                taken: true,
                ..
            } => Some((*seat, *position)),
            _ => None,
        })
        .collect();
    assert_eq!(rewards, [(ANNA, 0), (BRUNO, 1)]);
    assert_eq!(state.collection(ANNA).len(), 1);
    assert_eq!(state.collection(BRUNO).len(), 1);
}

// BS-SYMBOL-12
#[test]
fn bs_symbol_12_the_phase_ends_after_an_evaluation_without_arrow() {
    let layout = Layout::new()
        .stack(0, &["A1ARROW"])
        .stack(1, &["B2"])
        .stack(2, &["A3ARROW"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 0);
    events.extend(finish_phase(&mut state));
    assert_eq!(evaluations(&events).len(), 2);
    assert_eq!(stack(&state, 2), cards(&["A3ARROW"]));
    assert_eq!(state.phase(), Phase::Turn);
    assert!(matches!(
        events
            .iter()
            .rev()
            .find(|e| matches!(e, Event::RoundStarted { .. })),
        Some(Event::RoundStarted { round: 2, .. })
    ));
}
