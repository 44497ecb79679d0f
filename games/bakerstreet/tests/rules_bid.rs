//! BS-BID: every move ends with a bid within 0..30, rising strictly within a round, and a
//! bid of 30 leaves only the challenge.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Bakerstreet, Bid, Event, State};
use whodunit_engine::{Game, Seat};

/// The bids `seat` may make now, in order.
fn legal_bids(state: &State, seat: Seat) -> Vec<u8> {
    let mut bids: Vec<u8> = Bakerstreet::legal_actions(state, seat)
        .iter()
        .filter_map(|a| match a {
            Action::Move { bid, .. } => Some(*bid),
            _ => None,
        })
        .collect();
    bids.sort();
    bids.dedup();
    bids
}

fn hands() -> Layout {
    Layout::new()
        .hand(ANNA, &["A4x2", "A5", "A5STOP"])
        .hand(BRUNO, &["B0", "B0ARROW", "B1"])
}

// BS-BID-1
#[test]
fn bs_bid_1_every_move_ends_with_a_bid() {
    let mut state = hands().state();
    let events = play(&mut state, ANNA, mv("5", 0, 12));
    assert_eq!(
        events.last(),
        Some(&Event::Bid {
            seat: ANNA,
            value: 12
        })
    );
    assert_eq!(
        state.last_bid(),
        Some(Bid {
            seat: ANNA,
            value: 12
        })
    );
}

// BS-BID-2
#[test]
fn bs_bid_2_bids_lie_between_0_and_30() {
    let mut state = hands().state();
    assert_eq!(legal_bids(&state, ANNA), (0..=30).collect::<Vec<_>>());
    refused(&mut state, ANNA, mv("5", 0, 31), "BS-BID-2");
    refused(&mut state, ANNA, mv("5", 0, 255), "BS-BID-2");
    play(&mut state, ANNA, mv("5", 0, 30));
}

// BS-BID-3
#[test]
fn bs_bid_3_the_first_bid_of_a_round_may_be_anything() {
    for bid in [0, 7, 30] {
        let mut state = hands().state();
        play(&mut state, ANNA, mv("4x2", 1, bid));
    }
}

// BS-BID-4
#[test]
fn bs_bid_4_each_later_bid_is_strictly_higher() {
    let mut state = hands().state();
    play(&mut state, ANNA, mv("5", 0, 10));
    assert_eq!(legal_bids(&state, BRUNO), (11..=30).collect::<Vec<_>>());
    refused(&mut state, BRUNO, mv("0", 0, 10), "BS-BID-4");
    refused(&mut state, BRUNO, mv("0", 0, 3), "BS-BID-4");
    play(&mut state, BRUNO, mv("0", 0, 11));
    assert_eq!(state.bids().len(), 2);
}

// BS-BID-5
#[test]
fn bs_bid_5_a_bid_need_not_match_the_cards() {
    // The hands hold 14 + 1: Anna may claim far less or far more.
    let mut state = hands().state();
    play(&mut state, ANNA, mv("5", 0, 0));
    play(&mut state, BRUNO, mv("1", 0, 29));
}

// BS-BID-6
#[test]
fn bs_bid_6_symbols_play_no_part_in_bidding() {
    // Same values, different symbols: the same bids are open.
    let plain = Layout::new()
        .hand(ANNA, &["A4", "A5", "A5"])
        .bids(&[8])
        .state();
    let symbols = Layout::new()
        .hand(ANNA, &["A4x2", "A5ARROW", "A5STOP"])
        .bids(&[8])
        .state();
    assert_eq!(legal_bids(&plain, ANNA), legal_bids(&symbols, ANNA));
}

// BS-BID-7
#[test]
fn bs_bid_7_facing_30_the_only_choice_is_to_challenge() {
    let mut state = hands().state();
    play(&mut state, ANNA, mv("5", 0, 30));
    assert_eq!(
        Bakerstreet::legal_actions(&state, BRUNO),
        [Action::Challenge]
    );
    refused(&mut state, BRUNO, mv("0", 0, 30), "BS-BID-7");
    play(&mut state, BRUNO, Action::Challenge);
}
