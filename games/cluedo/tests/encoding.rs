//! Cluedo's action ids and observations (`Encoding`): the engine's laws over random games at
//! every table size, and a few values worked out by hand from the rules and the board.

use whodunit_cluedo::{
    Action, Card, Cluedo, Config, Position, Room, Suspect, Triple, Weapon, BOARD,
};
use whodunit_engine::conformance::encoding::{
    check_encoding, check_notebook_encoding, field_of, observation_of,
};
use whodunit_engine::{Encoding, Game};

#[test]
fn every_table_size_keeps_the_laws() {
    for players in 2..=6 {
        let config = Config {
            turn_limit: Some(40),
            ..Config::with_players(players)
        };
        for seed in 0..50 {
            check_encoding::<Cluedo>(&config, seed, seed.wrapping_mul(31), 5_000)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

#[test]
fn ids_are_laid_out_in_blocks() {
    assert_eq!(BOARD.square_count(), 188);
    assert_eq!(Position::count(), 197);
    assert_eq!(Cluedo::action_count(), 4 + 36 + 21 + 324 + 197);
    assert_eq!(Cluedo::action_id(&Action::EndTurn), 3);
    let suggestion = Action::Suggest {
        suspect: Suspect::MUSTARD,
        weapon: Weapon(2),
    };
    assert_eq!(Cluedo::action_id(&suggestion), 4 + 6 + 2);
    assert_eq!(
        Cluedo::action_id(&Action::Show(Card::from(Room(0)))),
        40 + 12
    );
    let accusation = Triple {
        suspect: Suspect::SCARLETT,
        weapon: Weapon(0),
        room: Room(8),
    };
    assert_eq!(Cluedo::action_id(&Action::Accuse(accusation)), 61 + 8);
    let study = Action::Move(Position::Room(Room(8)));
    assert_eq!(Cluedo::action_id(&study), 581);
    assert_eq!(Cluedo::action_of(581), Some(study));
    assert_eq!(Cluedo::action_of(Cluedo::action_count()), None);
}

#[test]
fn at_the_deal_a_seat_sees_its_hand_its_suspect_and_the_pawns_on_their_starts() {
    let config = Config::with_players(4);
    let state = Cluedo::setup(&config, 11).expect("valid");
    for seat in state.seats() {
        let out = observation_of::<Cluedo>(&state, seat);
        let hand = field_of::<Cluedo>(&out, 4, "hand");
        let seen: Vec<Card> = Card::all().filter(|c| hand[c.index()] == 1.0).collect();
        let dealt: Vec<Card> = state.hand(seat).iter().collect();
        assert_eq!(seen, dealt, "{seat}");
        let suspects = field_of::<Cluedo>(&out, 4, "suspects");
        assert_eq!(suspects[state.suspect_of(seat).index()], 1.0, "{seat}");
        let pawns = field_of::<Cluedo>(&out, 4, "pawns");
        assert_eq!(pawns.len(), 6 * 197);
        let start = Position::Square(BOARD.start(Suspect::GREEN)).number();
        assert_eq!(
            pawns[3 * 197 + start],
            1.0,
            "Green's pawn (played) on its start"
        );
        let envelope = field_of::<Cluedo>(&out, 4, "envelope");
        assert!(envelope.iter().all(|&x| x == 0.0));
    }
}

#[test]
fn every_table_size_encodes_its_notebooks() {
    for players in 2..=6 {
        let config = Config {
            turn_limit: Some(40),
            ..Config::with_players(players)
        };
        for seed in 0..3 {
            check_notebook_encoding::<Cluedo>(&config, seed, seed.wrapping_mul(31), 5_000, 25)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}
