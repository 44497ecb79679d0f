//! BS-EVAL: processing a stack from the top, scoring, the winner and its tie-breaker, and
//! the discards, in the order of BS-EVAL-12.

mod common;

use common::*;
use whodunit_bakerstreet::{Event, Phase};

/// The JSON tags of `events`.
fn kinds(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).expect("serialises")["event"].to_string())
        .map(|tag| tag.trim_matches('"').to_string())
        .collect()
}

// BS-EVAL-1
#[test]
fn bs_eval_1_cards_come_off_the_stack_from_the_top_down() {
    let layout = Layout::new().stack(0, &["B1", "A2", "B3", "A4"]);
    let (state, events) = evaluate(layout, ANNA, 0);
    assert_eq!(processed(&events), cards(&["B1", "A2", "B3", "A4"]));
    assert!(stack(&state, 0).is_empty());
}

// BS-EVAL-2
#[test]
fn bs_eval_2_each_processed_card_counts_for_its_owner() {
    let layout = Layout::new().stack(0, &["B1", "A2", "B3", "A5"]);
    let (_, events) = evaluate(layout, BRUNO, 0);
    assert_eq!(evaluations(&events), [(0, [7, 4], ANNA, false)]);
}

// BS-EVAL-3
#[test]
fn bs_eval_3_processing_ends_with_the_stack_or_after_a_stop() {
    let layout = Layout::new()
        .stack(0, &["B1", "A2STOP", "B3"])
        .stack(1, &["A1", "B0"]);
    let (_, events) = evaluate(layout.clone(), ANNA, 0);
    assert_eq!(processed(&events), cards(&["B1", "A2STOP"]));
    let (_, events) = evaluate(layout, ANNA, 1);
    assert_eq!(processed(&events), cards(&["A1", "B0"]));
}

// BS-EVAL-4
#[test]
fn bs_eval_4_cards_below_a_stop_stay_in_order() {
    let layout = Layout::new().stack(2, &["A3STOP", "B4x2", "A0", "B5ARROW"]);
    let (state, events) = evaluate(layout, ANNA, 2);
    assert_eq!(stack(&state, 2), cards(&["B4x2", "A0", "B5ARROW"]));
    assert!(events.contains(&Event::Stopped {
        position: 2,
        top: Some(card("B4x2"))
    }));
    // They have no effect: Bruno scores nothing and no ARROW continues.
    assert_eq!(evaluations(&events), [(2, [3, 0], ANNA, false)]);
    // A STOP at the bottom leaves nothing visible.
    let (_, events) = evaluate(Layout::new().stack(2, &["B1", "A3STOP"]), ANNA, 2);
    assert!(events.contains(&Event::Stopped {
        position: 2,
        top: None
    }));
}

// BS-EVAL-5
#[test]
fn bs_eval_5_a_score_is_the_sum_doubled_by_x2_and_0_without_cards() {
    let layout = Layout::new().stack(3, &["A1", "A4", "B2x2", "B5", "A0"]);
    let (_, events) = evaluate(layout, ANNA, 3);
    assert_eq!(evaluations(&events), [(3, [5, 14], BRUNO, false)]);
    let (_, events) = evaluate(Layout::new().stack(3, &["B2", "B3"]), ANNA, 3);
    assert_eq!(evaluations(&events), [(3, [0, 5], BRUNO, false)]);
}

// BS-EVAL-6
#[test]
fn bs_eval_6_the_higher_score_wins_whoever_won_the_challenge() {
    let layout = Layout::new().stack(1, &["B2", "A3"]);
    for challenge_winner in [ANNA, BRUNO] {
        let (_, events) = evaluate(layout.clone(), challenge_winner, 1);
        assert_eq!(evaluations(&events), [(1, [3, 2], ANNA, false)]);
    }
}

// BS-EVAL-7
#[test]
fn bs_eval_7_the_challenge_winner_takes_a_tie() {
    let layout = Layout::new()
        .stack(1, &["B2", "A2"])
        .stack(2, &["A0", "B0"]);
    for challenge_winner in [ANNA, BRUNO] {
        let (_, events) = evaluate(layout.clone(), challenge_winner, 1);
        assert_eq!(evaluations(&events)[0].2, challenge_winner);
        let (_, events) = evaluate(layout.clone(), challenge_winner, 2);
        assert_eq!(evaluations(&events), [(2, [0, 0], challenge_winner, false)]);
    }
}

// BS-EVAL-8
#[test]
fn bs_eval_8_an_empty_stack_scores_0_to_0() {
    for challenge_winner in [ANNA, BRUNO] {
        let (state, events) = evaluate(Layout::new(), challenge_winner, 3);
        assert_eq!(evaluations(&events), [(3, [0, 0], challenge_winner, false)]);
        assert!(matches!(state.phase(), Phase::Take { taker, .. } if taker == challenge_winner));
    }
}

// BS-EVAL-9
#[test]
fn bs_eval_9_the_challenge_winner_breaks_ties_along_the_chain() {
    let layout = Layout::new()
        .stack(0, &["A1ARROW", "B1"])
        .stack(1, &["B2", "A2"]);
    let (mut state, events) = evaluate(layout, BRUNO, 0);
    assert_eq!(evaluations(&events), [(0, [1, 1], BRUNO, true)]);
    let top = pile(&state, 0)[0];
    let events = play(&mut state, BRUNO, whodunit_bakerstreet::Action::Take(top));
    assert_eq!(evaluations(&events), [(1, [2, 2], BRUNO, false)]);
}

// BS-EVAL-10
#[test]
fn bs_eval_10_processed_cards_go_to_their_owners_discard_piles() {
    let layout = Layout::new()
        .discard(ANNA, &["A5"])
        .stack(4, &["B1", "A2", "B3STOP", "A4"]);
    let (state, _) = evaluate(layout, ANNA, 4);
    assert_eq!(discard_pile(&state, ANNA), cards(&["A2", "A5"]));
    assert_eq!(discard_pile(&state, BRUNO), cards(&["B3STOP", "B1"]));
}

// BS-EVAL-11
#[test]
fn bs_eval_11_the_last_processed_card_ends_on_top() {
    let layout = Layout::new().stack(0, &["A0", "B5", "A3x2", "A1", "B2"]);
    let (state, events) = evaluate(layout, ANNA, 0);
    assert_eq!(discard_pile(&state, ANNA), cards(&["A1", "A3x2", "A0"]));
    assert_eq!(discard_pile(&state, BRUNO), cards(&["B2", "B5"]));
    assert!(events.contains(&Event::Evaluated {
        position: 0,
        scores: [8, 7],
        winner: ANNA,
        arrow: false,
        discard_tops: [Some(card("A1")), Some(card("B2"))],
    }));
}

// BS-EVAL-12
#[test]
fn bs_eval_12_process_score_discard_reward_then_arrow() {
    let layout = Layout::new()
        .stack(0, &["A1ARROW", "B2STOP", "A5"])
        .stack(1, &["B3"]);
    let (mut state, events) = evaluate(layout, ANNA, 0);
    assert_eq!(
        kinds(&events),
        [
            "challenged",
            "hands_discarded",
            "chosen",
            "processed",
            "processed",
            "stopped",
            "evaluated",
            "pile_seen"
        ]
    );
    // The discards are done by the time of the result.
    assert!(events.contains(&Event::Evaluated {
        position: 0,
        scores: [1, 2],
        winner: BRUNO,
        arrow: true,
        discard_tops: [Some(card("A1ARROW")), Some(card("B2STOP"))],
    }));
    // The reward comes before the ARROW's next evaluation.
    let top = pile(&state, 0)[0];
    let events = play(&mut state, BRUNO, whodunit_bakerstreet::Action::Take(top));
    assert_eq!(
        kinds(&events)[..4],
        ["rewarded", "processed", "evaluated", "pile_seen"]
    );
}
