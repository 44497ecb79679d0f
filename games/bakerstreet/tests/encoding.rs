//! Bakerstreet's action ids and observations (`Encoding`): the engine's laws over random
//! games with and without one card per letter, and a few values worked out by hand from the
//! rules.

use whodunit_bakerstreet::{Action, Bakerstreet, Config, Face, Letter, Symbol};
use whodunit_engine::conformance::encoding::{
    check_encoding, check_notebook_encoding, observation_of,
};
use whodunit_engine::{Encoding, Game, Seat};

/// The most actions of a round: 31 bids, a challenge, a choice and a take per card.
const ACTIONS_PER_ROUND: usize = 31 + 2 + 61;

#[test]
fn random_games_keep_the_laws() {
    for one_card_per_letter in [false, true] {
        let config = Config {
            one_card_per_letter,
            max_rounds: Some(6),
            ..Config::default()
        };
        for seed in 0..50 {
            check_encoding::<Bakerstreet>(&config, seed, !seed, 6 * ACTIONS_PER_ROUND)
                .unwrap_or_else(|failure| panic!("{config:?}: {failure}"));
        }
    }
}

#[test]
fn ids_are_laid_out_in_blocks() {
    assert_eq!(Bakerstreet::action_count(), 1 + 5 + 20 + 25 * 5 * 31);
    assert_eq!(Bakerstreet::action_id(&Action::Choose(4)), 5);
    let take = Action::Take(Letter::from_char('A').expect("a letter"));
    assert_eq!(Bakerstreet::action_id(&take), 6);
    let double_three = Action::Move {
        card: Some(Face::new(3, Some(Symbol::Double))),
        position: 2,
        bid: 17,
    };
    // Face 3x2 is 3·4 + 2 = 14; (14·5 + 2)·31 + 17 after the 26 ids before the moves.
    assert_eq!(Bakerstreet::action_id(&double_three), 26 + 72 * 31 + 17);
    let empty_hand = Action::Move {
        card: None,
        position: 4,
        bid: 30,
    };
    assert_eq!(Bakerstreet::action_id(&empty_hand), 3900);
    assert_eq!(Bakerstreet::action_of(3900), Some(empty_hand));
    assert_eq!(Bakerstreet::action_of(Bakerstreet::action_count()), None);
}

#[test]
fn at_the_deal_a_seat_sees_its_own_three_cards() {
    let state = Bakerstreet::setup(&Config::default(), 5).expect("valid");
    for seat in [Seat(0), Seat(1)] {
        let out = observation_of::<Bakerstreet>(&state, seat);
        let mut expected = [0.0f32; 24];
        for card in state.hand(seat) {
            let symbol = [
                None,
                Some(Symbol::Stop),
                Some(Symbol::Double),
                Some(Symbol::Arrow),
            ]
            .iter()
            .position(|&s| s == card.symbol)
            .expect("a symbol");
            expected[usize::from(card.value) * 4 + symbol] += 1.0 / 3.0;
        }
        assert_eq!(out[..24], expected, "{seat}");
        assert_eq!(
            out[..24].iter().sum::<f32>(),
            1.0,
            "{seat}: three cards of three"
        );
    }
}

#[test]
fn random_games_encode_their_notebooks() {
    for one_card_per_letter in [false, true] {
        let config = Config {
            one_card_per_letter,
            max_rounds: Some(6),
            ..Config::default()
        };
        for seed in 0..4 {
            check_notebook_encoding::<Bakerstreet>(&config, seed, !seed, 6 * ACTIONS_PER_ROUND, 10)
                .unwrap_or_else(|failure| panic!("{config:?}: {failure}"));
        }
    }
}
