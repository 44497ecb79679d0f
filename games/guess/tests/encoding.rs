//! Guess's action ids and observations (`Encoding`): the engine's laws over random games of
//! every deck size, and a few values worked out by hand from the rules.

use whodunit_engine::conformance::encoding::{
    check_encoding, check_notebook_encoding, observation_of,
};
use whodunit_engine::{Encoding, Game, Seat};
use whodunit_guess::{Action, Card, Config, Guess};

#[test]
fn every_deck_size_keeps_the_laws() {
    for cards in (3..=15).step_by(2) {
        let config = Config {
            cards,
            explicit: None,
        };
        for seed in 0..50 {
            check_encoding::<Guess>(&config, seed, seed ^ 0x5eed, 2 * usize::from(cards))
                .unwrap_or_else(|failure| panic!("{cards} cards: {failure}"));
        }
    }
}

#[test]
fn ids_are_asks_then_guesses_by_card() {
    assert_eq!(Guess::action_count(), 30);
    assert_eq!(Guess::action_id(&Action::Ask(Card(2))), 2);
    assert_eq!(Guess::action_id(&Action::Guess(Card(0))), 15);
    assert_eq!(Guess::action_of(29), Some(Action::Guess(Card(14))));
    assert_eq!(Guess::action_of(Guess::action_count()), None);
}

#[test]
fn the_hand_field_is_the_dealt_hand_and_the_first_turn_is_seat_0s() {
    let config = Config::default();
    let state = Guess::setup(&config, 7).expect("valid");
    for seat in [Seat(0), Seat(1)] {
        let out = observation_of::<Guess>(&state, seat);
        let hand: Vec<u8> = (0..15u8)
            .filter(|&i| out[15 + usize::from(i)] == 1.0)
            .collect();
        let dealt: Vec<u8> = state.hand(seat).iter().map(|card| card.0).collect();
        assert_eq!(hand, dealt, "{seat}");
        assert_eq!(out[..15].iter().sum::<f32>(), 7.0, "the deck is A to G");
        let to_act = &out[15 * 6..15 * 6 + 2];
        let mine = if seat == Seat(0) {
            [1.0, 0.0]
        } else {
            [0.0, 1.0]
        };
        assert_eq!(
            to_act, mine,
            "{seat}: seat 0 starts, counted from the viewer"
        );
    }
}

#[test]
fn every_deck_size_encodes_its_notebooks() {
    for cards in (3..=15).step_by(2) {
        let config = Config {
            cards,
            explicit: None,
        };
        for seed in 0..20 {
            check_notebook_encoding::<Guess>(
                &config,
                seed,
                seed ^ 0x5eed,
                2 * usize::from(cards),
                1,
            )
            .unwrap_or_else(|failure| panic!("{cards} cards: {failure}"));
        }
    }
}
