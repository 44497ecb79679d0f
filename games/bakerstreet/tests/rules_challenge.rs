//! BS-CHALLENGE: challenging the last bid, revealing and totalling the hands, who wins,
//! the discards in hand order, and the choice of the first position.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Bakerstreet, ChallengeResult, Event, Phase, State};
use whodunit_engine::{Game, Seat};

/// Anna challenges Bruno's `bid` with the given hands; returns the state and events.
fn challenge(anna: &[&str], bruno: &[&str], bid: u8) -> (State, Vec<Event>) {
    let mut state = Layout::new()
        .mover(ANNA)
        .bids(&[bid])
        .hand(ANNA, anna)
        .hand(BRUNO, bruno)
        .state();
    let events = play(&mut state, ANNA, Action::Challenge);
    (state, events)
}

fn result(events: &[Event]) -> ChallengeResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::Challenged { result, .. } => Some(*result),
            _ => None,
        })
        .expect("a challenge")
}

// BS-CHALLENGE-1
#[test]
fn bs_challenge_1_a_player_may_challenge_the_opponents_last_bid() {
    let mut state = Layout::new()
        .hand(ANNA, &["A1", "A2", "A3"])
        .hand(BRUNO, &["B1", "B2", "B3"])
        .state();
    play(&mut state, ANNA, mv("1", 0, 3));
    assert!(Bakerstreet::legal_actions(&state, BRUNO).contains(&Action::Challenge));
    let events = play(&mut state, BRUNO, Action::Challenge);
    let result = result(&events);
    assert_eq!(
        (result.challenger, result.bidder, result.bid),
        (BRUNO, ANNA, 3)
    );
}

// BS-CHALLENGE-2
#[test]
fn bs_challenge_2_no_challenge_before_the_first_bid() {
    let mut state = Layout::new().hand(ANNA, &["A1"]).state();
    assert!(!Bakerstreet::legal_actions(&state, ANNA).contains(&Action::Challenge));
    refused(&mut state, ANNA, Action::Challenge, "BS-CHALLENGE-2");
}

// BS-CHALLENGE-3
#[test]
fn bs_challenge_3_the_challenger_places_draws_and_bids_nothing() {
    let (state, events) = challenge(&["A1", "A2"], &["B3"], 9);
    assert_eq!(state.bids().len(), 1);
    assert!((0..5).all(|p| stack(&state, p).is_empty()));
    assert_eq!(state.draw_pile(ANNA).count(), 28);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Placed { .. } | Event::Drew { .. } | Event::Bid { .. }
    )));
}

// BS-CHALLENGE-4
#[test]
fn bs_challenge_4_both_hands_are_revealed() {
    let (_, events) = challenge(&["A1", "A2", "A3x2"], &["B3STOP", "B0", "B5"], 9);
    let Event::Challenged { hands, .. } = &events[0] else {
        panic!("the challenge comes first")
    };
    assert_eq!(hands[0], cards(&["A1", "A2", "A3x2"]));
    assert_eq!(hands[1], cards(&["B3STOP", "B0", "B5"]));
}

// BS-CHALLENGE-5
#[test]
fn bs_challenge_5_the_total_adds_values_and_ignores_symbols() {
    let (_, events) = challenge(&["A4x2", "A5x2", "A3ARROW"], &["B3STOP", "B0", "B5x2"], 9);
    assert_eq!(result(&events).total, 4 + 5 + 3 + 3 + 5);
}

// BS-CHALLENGE-6
#[test]
fn bs_challenge_6_short_hands_add_fewer_values() {
    let (_, events) = challenge(&["A4"], &[], 5);
    let result = result(&events);
    assert_eq!(result.total, 4);
    assert_eq!(result.winner, ANNA);
}

// BS-CHALLENGE-7
#[test]
fn bs_challenge_7_a_total_below_the_bid_wins_for_the_challenger() {
    let (state, events) = challenge(&["A1", "A2", "A3"], &["B1", "B2", "B3"], 13);
    assert_eq!(result(&events).winner, ANNA);
    assert_eq!(Bakerstreet::to_act(&state), Some(ANNA));
}

// BS-CHALLENGE-8
#[test]
fn bs_challenge_8_a_total_at_or_above_the_bid_wins_for_the_bidder() {
    for bid in [12, 11, 0] {
        let (state, events) = challenge(&["A1", "A2", "A3"], &["B1", "B2", "B3"], bid);
        assert_eq!(result(&events).winner, BRUNO, "bid {bid}");
        assert_eq!(Bakerstreet::to_act(&state), Some(BRUNO));
    }
}

// BS-CHALLENGE-9
#[test]
fn bs_challenge_9_both_hands_go_face_up_onto_their_discard_piles() {
    let (state, events) = challenge(&["A1", "A2"], &["B1", "B2", "B3"], 3);
    for seat in [ANNA, BRUNO] {
        assert!(hand(&state, seat).is_empty());
    }
    assert_eq!(discard_pile(&state, ANNA).len(), 2);
    assert_eq!(discard_pile(&state, BRUNO).len(), 3);
    assert_eq!(
        events[1],
        Event::HandsDiscarded {
            discard_tops: [Some(card("A2")), Some(card("B3"))]
        }
    );
}

// BS-CHALLENGE-10
#[test]
fn bs_challenge_10_the_last_hand_card_ends_on_top() {
    let mut state = Layout::new()
        .mover(ANNA)
        .bids(&[3])
        .hand(ANNA, &["A5", "A0STOP", "A2x2"])
        .discard(ANNA, &["A4"])
        .hand(BRUNO, &["B3ARROW", "B1"])
        .state();
    play(&mut state, ANNA, Action::Challenge);
    assert_eq!(
        discard_pile(&state, ANNA),
        cards(&["A2x2", "A0STOP", "A5", "A4"])
    );
    assert_eq!(discard_pile(&state, BRUNO), cards(&["B1", "B3ARROW"]));
}

// BS-CHALLENGE-11
#[test]
fn bs_challenge_11_the_challenge_ends_the_turns() {
    let (mut state, _) = challenge(&["A1"], &["B1"], 9);
    assert_eq!(state.phase(), Phase::Choose);
    refused(&mut state, ANNA, mv("1", 0, 10), "BS-CHALLENGE-11");
    refused(&mut state, BRUNO, Action::Challenge, "BS-CHALLENGE-11");
    play(&mut state, ANNA, Action::Choose(0));
    assert!(matches!(state.phase(), Phase::Take { .. }));
    refused(&mut state, ANNA, Action::Challenge, "BS-CHALLENGE-11");
}

// BS-CHALLENGE-12
#[test]
fn bs_challenge_12_the_challenge_winner_chooses_the_first_position() {
    for (bid, winner) in [(9, ANNA), (1, BRUNO)] {
        let (mut state, _) = challenge(&["A1"], &["B1"], bid);
        let loser = Seat(1 - winner.0);
        assert!(Bakerstreet::legal_actions(&state, loser).is_empty());
        refused(&mut state, loser, Action::Choose(1), "BS-CHALLENGE-12");
        let events = play(&mut state, winner, Action::Choose(1));
        assert_eq!(
            events[0],
            Event::Chosen {
                seat: winner,
                position: 1
            }
        );
    }
}

// BS-CHALLENGE-13
#[test]
fn bs_challenge_13_the_chosen_stack_may_be_empty() {
    let (state, events) = evaluate(Layout::new(), BRUNO, 4);
    assert!(processed(&events).is_empty());
    assert_eq!(evaluations(&events), [(4, [0, 0], BRUNO, false)]);
    assert!(matches!(state.phase(), Phase::Take { taker, .. } if taker == BRUNO));
}

// BS-CHALLENGE-14
#[test]
fn bs_challenge_14_the_chosen_pile_may_be_empty() {
    let layout = Layout::new()
        .pile(1, "")
        .collection(BRUNO, "ACEGIKMO")
        .stack(1, &["A2"]);
    let (state, events) = evaluate(layout, ANNA, 1);
    assert_eq!(evaluations(&events), [(1, [2, 0], ANNA, false)]);
    assert!(events.contains(&Event::Rewarded {
        seat: ANNA,
        position: 1,
        taken: false,
        letter: None,
        pile_size: 0,
        collection_size: 0,
    }));
    assert_eq!(state.phase(), Phase::Turn);
}
