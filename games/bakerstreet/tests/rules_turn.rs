//! BS-TURN: alternating turns, the three steps of a move, drawing and reshuffling, empty
//! hands, and the closed list of choices.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Bakerstreet, Config, Event, Face, Phase};
use whodunit_engine::{Game, GameRng, Seat};

/// The kinds of `events`, as their JSON tags.
fn kinds(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| serde_json::to_value(e).expect("serialises")["event"].to_string())
        .map(|tag| tag.trim_matches('"').to_string())
        .collect()
}

fn hand_layout() -> Layout {
    Layout::new()
        .hand(ANNA, &["A1", "A2", "A3"])
        .hand(BRUNO, &["B1", "B2", "B3"])
}

// BS-TURN-1
#[test]
fn bs_turn_1_the_rounds_first_player_starts_and_turns_alternate() {
    for seed in 0..10 {
        let mut state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let first = state.active();
        let mut expected = first;
        for bid in 0..6 {
            assert_eq!(Bakerstreet::to_act(&state), Some(expected));
            let face = hand(&state, expected)[0].face().to_string();
            let other = Seat(1 - expected.0);
            refused(&mut state, other, mv("0", 0, bid), "BS-TURN-1");
            play(&mut state, expected, mv(&face, 0, bid));
            expected = other;
        }
    }
}

// BS-TURN-2
#[test]
fn bs_turn_2_a_turn_is_a_move_or_a_challenge() {
    let mut state = hand_layout().state();
    let events = play(&mut state, ANNA, mv("1", 0, 5));
    assert!(!events.iter().any(|e| matches!(e, Event::Challenged { .. })));
    let events = play(&mut state, BRUNO, Action::Challenge);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Placed { .. } | Event::Drew { .. } | Event::Bid { .. }
    )));
}

// BS-TURN-3
#[test]
fn bs_turn_3_place_then_draw_then_bid() {
    let mut state = hand_layout().state();
    let events = play(&mut state, ANNA, mv("2", 1, 9));
    assert_eq!(kinds(&events), ["placed", "drew", "bid"]);
    // With cards in hand the place step cannot be skipped.
    let skip = Action::Move {
        card: None,
        position: 0,
        bid: 10,
    };
    refused(&mut state, BRUNO, skip, "BS-TURN-3");
}

// BS-TURN-4
#[test]
fn bs_turn_4_a_hand_card_goes_face_up_on_top_of_a_stack() {
    let mut state = hand_layout().stack(3, &["B4"]).state();
    let events = play(&mut state, ANNA, mv("2", 3, 4));
    assert_eq!(
        events[0],
        Event::Placed {
            seat: ANNA,
            card: card("A2"),
            position: 3
        }
    );
    assert_eq!(stack(&state, 3), cards(&["A2", "B4"]));
    // Bruno holds no 5 and no STOP 1.
    refused(&mut state, BRUNO, mv("5", 0, 5), "BS-TURN-4");
    refused(&mut state, BRUNO, mv("1STOP", 0, 5), "BS-TURN-4");
    // Nor can Anna place a card she no longer holds.
    play(&mut state, BRUNO, mv("1", 0, 5));
    refused(&mut state, ANNA, mv("2", 0, 6), "BS-TURN-4");
}

// BS-TURN-5
#[test]
fn bs_turn_5_any_position_even_an_emptied_one() {
    let mut state = hand_layout()
        .pile(4, "")
        .collection(ANNA, "ACEGIKMO")
        .state();
    assert!(pile(&state, 4).is_empty());
    let positions: std::collections::BTreeSet<u8> = Bakerstreet::legal_actions(&state, ANNA)
        .iter()
        .filter_map(|a| match a {
            Action::Move { position, .. } => Some(*position),
            _ => None,
        })
        .collect();
    assert_eq!(positions.into_iter().collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
    play(&mut state, ANNA, mv("3", 4, 2));
    assert_eq!(stack(&state, 4), cards(&["A3"]));
}

// BS-TURN-6
#[test]
fn bs_turn_6_the_top_of_the_own_draw_pile_joins_the_end_of_the_hand() {
    let mut state = hand_layout().draw(ANNA, &["A5x2", "A0"]).state();
    let events = play(&mut state, ANNA, mv("1", 0, 3));
    assert_eq!(
        events[1],
        Event::Drew {
            seat: ANNA,
            card: Some(card("A5x2"))
        }
    );
    assert_eq!(hand(&state, ANNA), cards(&["A2", "A3", "A5x2"]));
    assert_eq!(state.draw_pile(ANNA).next(), Some(card("A0")));
}

// BS-TURN-7
#[test]
fn bs_turn_7_an_empty_draw_pile_is_refilled_from_the_discard_pile() {
    let mut state = hand_layout().leftovers(ANNA, Leftovers::Discard).state();
    assert_eq!(state.draw_pile(ANNA).count(), 0);
    let events = play(&mut state, ANNA, mv("1", 0, 3));
    assert_eq!(kinds(&events), ["placed", "reshuffled", "drew", "bid"]);
    assert_eq!(
        events[1],
        Event::Reshuffled {
            seat: ANNA,
            size: 27
        }
    );
    assert_eq!(state.draw_pile(ANNA).count(), 26);
    assert_eq!(discard_pile(&state, ANNA), []);
    assert_eq!(hand(&state, ANNA).len(), 3);
}

// BS-TURN-8
#[test]
fn bs_turn_8_the_reshuffle_comes_only_when_needed_from_the_generator() {
    let seed = 77;
    let layout = Layout::new()
        .seed(seed)
        .hand(ANNA, &["A1", "A2", "A3"])
        .draw(ANNA, &["A4"])
        .discard(ANNA, &["A0", "A5", "A5x2"])
        .leftovers(ANNA, Leftovers::Stack(2))
        .hand(BRUNO, &["B0"]);
    let mut state = layout.state();
    let discard_before = discard_pile(&state, ANNA);
    // The last card of the draw pile: no reshuffle yet.
    let events = play(&mut state, ANNA, mv("1", 0, 3));
    assert!(!kinds(&events).contains(&"reshuffled".to_string()));
    assert_eq!(discard_pile(&state, ANNA), discard_before);
    play(&mut state, BRUNO, mv("0", 0, 4));
    // Now the draw finds the pile empty: the discard pile, read from its top, is
    // shuffled by the game's generator, and the first card drawn is the first shuffled.
    let mut expected = discard_before.clone();
    GameRng::new(seed).shuffle(&mut expected);
    let events = play(&mut state, ANNA, mv("2", 0, 5));
    assert_eq!(kinds(&events), ["placed", "reshuffled", "drew", "bid"]);
    assert_eq!(hand(&state, ANNA).last(), Some(&expected[0]));
    assert_eq!(state.draw_pile(ANNA).collect::<Vec<_>>(), expected[1..]);
}

// BS-TURN-9
#[test]
fn bs_turn_9_no_draw_when_both_piles_are_empty() {
    let mut state = hand_layout().leftovers(ANNA, Leftovers::Stack(0)).state();
    let events = play(&mut state, ANNA, mv("3", 1, 3));
    assert_eq!(kinds(&events), ["placed", "draw_skipped", "bid"]);
    assert_eq!(hand(&state, ANNA), cards(&["A1", "A2"]));
    assert_eq!(Bakerstreet::to_act(&state), Some(BRUNO));
}

// BS-TURN-10
#[test]
fn bs_turn_10_an_empty_hand_still_draws_and_bids() {
    let mut state = Layout::new().hand(BRUNO, &["B1", "B2", "B3"]).state();
    assert!(hand(&state, ANNA).is_empty());
    let legal = Bakerstreet::legal_actions(&state, ANNA);
    assert_eq!(legal.len(), 5 * 31);
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::Move { card: None, .. })));
    refused(&mut state, ANNA, mv("0", 0, 1), "BS-TURN-10");
    let skip = Action::Move {
        card: None,
        position: 0,
        bid: 1,
    };
    let events = play(&mut state, ANNA, skip);
    assert_eq!(kinds(&events), ["drew", "bid"]);
    assert_eq!(hand(&state, ANNA).len(), 1);
    assert!(stack(&state, 0).is_empty());
}

// BS-TURN-11
#[test]
fn bs_turn_11_a_hand_keeps_its_order() {
    let mut state = Layout::new()
        .hand(ANNA, &["A4", "A0STOP", "A4x2"])
        .draw(ANNA, &["A1", "A5"])
        .hand(BRUNO, &["B1"])
        .state();
    play(&mut state, ANNA, mv("0STOP", 0, 1));
    assert_eq!(hand(&state, ANNA), cards(&["A4", "A4x2", "A1"]));
    play(&mut state, BRUNO, mv("1", 0, 2));
    play(&mut state, ANNA, mv("4", 0, 3));
    assert_eq!(hand(&state, ANNA), cards(&["A4x2", "A1", "A5"]));
    // Two equal faces are offered once: the first in hand order goes.
    let mut twins = Layout::new().hand(ANNA, &["A2", "A3", "A2"]).state();
    let faces: std::collections::BTreeSet<Option<Face>> = Bakerstreet::legal_actions(&twins, ANNA)
        .iter()
        .filter_map(|a| match a {
            Action::Move { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(faces.len(), 2);
    play(&mut twins, ANNA, mv("2", 0, 1));
    assert_eq!(hand(&twins, ANNA)[..2], cards(&["A3", "A2"]));
}

// BS-TURN-12
#[test]
fn bs_turn_12_after_a_move_the_opponent_moves() {
    let mut state = hand_layout().mover(BRUNO).state();
    play(&mut state, BRUNO, mv("3", 2, 0));
    assert_eq!(state.active(), ANNA);
    assert_eq!(Bakerstreet::to_act(&state), Some(ANNA));
    assert!(Bakerstreet::legal_actions(&state, BRUNO).is_empty());
}

// BS-TURN-13
#[test]
fn bs_turn_13_the_only_choices_are_moves_challenges_positions_and_cards() {
    let mut state = hand_layout().bids(&[4]).state();
    let legal = Bakerstreet::legal_actions(&state, ANNA);
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::Move { .. } | Action::Challenge)));
    refused(&mut state, ANNA, Action::Choose(0), "BS-TURN-13");
    refused(&mut state, ANNA, take('A'), "BS-TURN-13");
    play(&mut state, ANNA, Action::Challenge);
    // 6 + 6 >= 4: Bruno won and chooses; a letter cannot be taken yet.
    assert_eq!(
        Bakerstreet::legal_actions(&state, BRUNO),
        (0..5).map(Action::Choose).collect::<Vec<_>>()
    );
    refused(&mut state, BRUNO, take('A'), "BS-TURN-13");
    play(&mut state, BRUNO, Action::Choose(0));
    let Phase::Take { taker, .. } = state.phase() else {
        panic!("the evaluation winner takes a card")
    };
    assert!(Bakerstreet::legal_actions(&state, taker)
        .iter()
        .all(|a| matches!(a, Action::Take(_))));
    refused(&mut state, taker, Action::Choose(1), "BS-TURN-13");
    // After the end, nothing is accepted.
    let mut rng = GameRng::new(5);
    let config = Config {
        max_rounds: Some(2),
        ..Config::default()
    };
    let mut over = Bakerstreet::setup(&config, 5).expect("valid");
    common::random::advance(&mut over, 10_000, &mut rng);
    assert!(over.is_over());
    for seat in [ANNA, BRUNO] {
        assert!(Bakerstreet::legal_actions(&over, seat).is_empty());
        refused(&mut over, seat, Action::Challenge, "BS-TURN-13");
    }
}
