//! Inkognito's action ids and observations (`Encoding`): the engine's laws over random
//! matches at every table size, and values worked out by hand from the fixed deal of the
//! tests' common module (agent `i` has identity `Identity::ALL[i]`, fragment
//! `Fragment::ALL[i]`).

mod common;

use common::*;
use whodunit_engine::conformance::encoding::{
    check_encoding, check_notebook_encoding, field_of, observation_of,
};
use whodunit_engine::{Encoding, Seat};
use whodunit_inkognito::{
    Action, Agent, BlackKind, Config, Event, Fragment, Inkognito, Location, MAX_PLAYERS,
    MIN_PLAYERS, NUMBERS,
};

/// The places of the ones in a field.
fn ones(numbers: &[f32]) -> Vec<usize> {
    (0..numbers.len()).filter(|&i| numbers[i] == 1.0).collect()
}

#[test]
fn every_table_size_keeps_the_laws() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        // A random call usually ends a game, so random matches are short: many seeds.
        for seed in 0..200 {
            check_encoding::<Inkognito>(
                &Config::with_players(players),
                seed,
                seed ^ 0x5eed,
                100_000,
            )
            .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

#[test]
fn ids_follow_the_blocks_of_the_actions() {
    assert_eq!(
        Inkognito::action_count(),
        5 + 64 + 2 + 24 + 5 + 2 + 1 + 2 + 2
    );
    assert_eq!(Inkognito::action_id(&Action::Place(Location::Rialto)), 0);
    // F is card 0, 11 is card 5: 5 + 0 × 8 + 5.
    assert_eq!(Inkognito::action_id(&good_pair(0)), 10);
    assert_eq!(
        Inkognito::action_id(&Action::ShowBlack(BlackKind::Number)),
        70
    );
    assert_eq!(Inkognito::action_id(&Action::Call(NUMBERS[0])), 71);
    assert_eq!(Inkognito::action_id(&Action::Ask(Seat(2))), 97);
    assert_eq!(Inkognito::action_id(&Action::Pass), 102);
    assert_eq!(
        Inkognito::action_of(106),
        Some(Action::Look(BlackKind::Number))
    );
    assert_eq!(Inkognito::action_of(Inkognito::action_count()), None);
    // Refused in every state, so no id: the count, which names nothing.
    let repeated = [Fragment::F52; 4];
    assert_eq!(Inkognito::action_id(&Action::Call(repeated)), 107);
    assert_eq!(Inkognito::action_id(&Action::Ask(Seat(5))), 107);
    for id in 0..Inkognito::action_count() {
        let action = Inkognito::action_of(id).expect("every id below the count names an action");
        assert_eq!(Inkognito::action_id(&action), id, "{action:?}");
    }
}

#[test]
fn each_seat_knows_its_own_identity_and_fragment_only() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        let state = table(players, 0, 3);
        for seat in (0..players as u8).map(Seat) {
            let out = observation_of::<Inkognito>(&state, seat);
            let identities = field_of::<Inkognito>(&out, players, "identities");
            let fragments = field_of::<Inkognito>(&out, players, "fragments");
            // The fixed deal: seat i's agent is agent i; the 5-player Ambassador player
            // (seat 4) has none.
            if seat.index() < 4 {
                assert_eq!(ones(identities), [seat.index()], "{players}: {seat}");
                assert_eq!(ones(fragments), [seat.index()], "{players}: {seat}");
            } else {
                assert!(ones(identities).is_empty(), "{seat} has no agent");
            }
            let mut ambassador = vec![0.0; players];
            if players == 5 {
                ambassador[(4 + 5 - seat.index()) % 5] = 1.0;
            }
            assert_eq!(
                field_of::<Inkognito>(&out, players, "ambassador_seat"),
                ambassador
            );
            // Seat 0 starts.
            let start = (players - seat.index()) % players;
            assert_eq!(
                ones(field_of::<Inkognito>(&out, players, "start")),
                [start],
                "{seat}"
            );
            assert_eq!(field_of::<Inkognito>(&out, players, "round"), [1.0 / 50.0]);
            assert_eq!(field_of::<Inkognito>(&out, players, "game"), [1.0 / 20.0]);
        }
    }
}

#[test]
fn a_two_agent_meeting_and_the_pairs_shown_by_you() {
    // Four players: seats 0 and 1 meet at Rialto; seat 0 starts, so it chooses first.
    let mut state = table(4, 0, 3);
    use Location::*;
    place(&mut state, &[Rialto, Rialto, SanMarco, Salute]);
    let seen_by_2 = observation_of::<Inkognito>(&state, Seat(2));
    assert_eq!(
        field_of::<Inkognito>(&seen_by_2, 4, "meeting_location"),
        [1.0, 0.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(
        field_of::<Inkognito>(&seen_by_2, 4, "meeting_kind"),
        [1.0, 0.0, 0.0, 0.0]
    );
    // From seat 2: seat 0 is 2 on, seat 1 is 3 on; the dummy's place (4) is empty.
    assert_eq!(
        ones(field_of::<Inkognito>(&seen_by_2, 4, "meeting_persons")),
        [2, 3]
    );
    assert_eq!(ones(field_of::<Inkognito>(&seen_by_2, 4, "to_act")), [2]);
    // Seat 2 at San Marco (1), seat 3 at Salute (5 + 3), seats 0 and 1 at Rialto (10, 15).
    assert_eq!(
        ones(field_of::<Inkognito>(&seen_by_2, 4, "placed")),
        [1, 8, 10, 15]
    );

    act(&mut state, Seat(0), good_pair(0));
    let seen_by_2 = observation_of::<Inkognito>(&state, Seat(2));
    assert_eq!(
        field_of::<Inkognito>(&seen_by_2, 4, "meeting_committed"),
        [1.0]
    );
    assert_eq!(ones(field_of::<Inkognito>(&seen_by_2, 4, "to_act")), [3]);
    act(&mut state, Seat(1), good_pair(1));
    // Seat 0 showed F and 11 (cards 0 and 5: pair 4) to seat 1, one on from it; seat 1
    // showed B and 0 (cards 1 and 6: pair 7 + 4) to seat 0, three on from it.
    let shown = |seat| observation_of::<Inkognito>(&state, Seat(seat));
    assert_eq!(
        ones(field_of::<Inkognito>(&shown(0), 4, "shown_by_you")),
        [28 + 4]
    );
    assert_eq!(
        ones(field_of::<Inkognito>(&shown(1), 4, "shown_by_you")),
        [3 * 28 + 11]
    );
    assert!(ones(field_of::<Inkognito>(&shown(2), 4, "shown_by_you")).is_empty());
    assert_eq!(
        field_of::<Inkognito>(&shown(2), 4, "meeting_committed"),
        [0.0]
    );
}

#[test]
fn the_dummys_card_is_the_last_persons() {
    let mut state = table(3, 0, 3);
    let events = place(
        &mut state,
        &[Location::Rialto, Location::SanMarco, Location::Salute],
    );
    let dummy = events
        .iter()
        .find_map(|event| match event {
            Event::Placed {
                by: Agent::Dummy,
                location,
                ..
            } => *location,
            _ => None,
        })
        .expect("the dummy placed");
    for seat in (0..3).map(Seat) {
        let out = observation_of::<Inkognito>(&state, seat);
        // Persons: the three seats from the viewer, then the dummy (5 numbers each).
        let placed = field_of::<Inkognito>(&out, 3, "placed");
        assert_eq!(ones(&placed[15..]), [dummy.index()], "{seat}");
        assert_eq!(ones(&placed[..15]).len(), 3, "{seat}");
    }
}

#[test]
fn every_table_size_encodes_its_notebooks() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        for seed in 0..10 {
            check_notebook_encoding::<Inkognito>(
                &Config::with_players(players),
                seed,
                seed ^ 0x5eed,
                100_000,
                1,
            )
            .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}
