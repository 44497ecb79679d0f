//! §5 The Ambassador (4 players): IK-AMB-01 to IK-AMB-07, with the fixed deal of
//! `common`. Round 1's Ambassador is at PONTE DEI SOSPIRI, round 2's at SALUTE.

mod common;

use common::{act, good_pair, place, refused, table, NUMBER};
use whodunit_engine::{Game, Seat};
use whodunit_inkognito::{
    Action, Agent, BlackCard, BlackKind, Event, Fragment, Identity, Inkognito, Location::*, State,
};

/// Round 1 with seat 0 alone with the Ambassador; the others together at RIALTO.
fn asking() -> State {
    let mut state = table(4, 0, 1);
    place(&mut state, &[PonteDeiSospiri, Rialto, Rialto, Rialto]);
    state
}

#[test]
fn the_asker_names_another_agent_or_passes() {
    // IK-AMB-01, IK-AMB-04, IK-AMB-06
    let mut state = asking();
    let mut legal = Inkognito::legal_actions(&state, Seat(0));
    legal.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![
        Action::Ask(Seat(1)),
        Action::Ask(Seat(2)),
        Action::Ask(Seat(3)),
        Action::Pass,
    ];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, expected);
    assert_eq!(
        refused(&mut state, Seat(0), Action::Ask(Seat(0))),
        "IK-AMB-01"
    );
    assert_eq!(refused(&mut state, Seat(0), good_pair(0)), "IK-AMB-01");
    assert_eq!(
        refused(&mut state, Seat(0), Action::Call(NUMBER)),
        "IK-AMB-06"
    );
    let events = act(&mut state, Seat(0), Action::Pass);
    assert_eq!(
        events[0],
        Event::Asked {
            asker: Seat(0),
            named: None
        }
    );
    assert_eq!(
        state.round(),
        2,
        "passing ends the meeting: nothing happens"
    );
}

#[test]
fn the_named_agent_chooses_which_black_card_to_show() {
    // IK-AMB-02, IK-AMB-03, IK-AMB-05: asked twice, seat 2 shows either card.
    let mut state = asking();
    act(&mut state, Seat(0), Action::Ask(Seat(2)));
    assert_eq!(Inkognito::to_act(&state), Some(Seat(2)));
    assert_eq!(
        Inkognito::legal_actions(&state, Seat(2)),
        BlackKind::ALL.map(Action::RevealBlack)
    );
    assert_eq!(refused(&mut state, Seat(2), good_pair(2)), "IK-AMB-02");
    let events = act(&mut state, Seat(2), Action::RevealBlack(BlackKind::Number));
    assert_eq!(
        events[0],
        Event::BlackShown {
            from: Agent::Seat(Seat(2)),
            to: Seat(0),
            witness: None,
            card: Some(BlackCard::Number(Fragment::F0)),
        }
    );
    // Round 2: seat 0 alone with the Ambassador at SALUTE names seat 2 again.
    place(&mut state, &[Salute, SanMarco, SanMarco, SanMarco]);
    act(&mut state, Seat(0), Action::Ask(Seat(2)));
    for kind in [BlackKind::Identity, BlackKind::Number] {
        let mut again = state.clone();
        let events = act(&mut again, Seat(2), Action::RevealBlack(kind));
        let expected = match kind {
            BlackKind::Identity => BlackCard::Identity(Identity::Z),
            BlackKind::Number => BlackCard::Number(Fragment::F0),
        };
        assert!(matches!(events[0], Event::BlackShown { card: Some(c), .. } if c == expected));
    }
}

#[test]
fn the_ambassador_is_no_player_with_four() {
    // IK-AMB-07: only the four agents ever act; his card turns by itself.
    let mut state = table(4, 0, 5);
    for _ in 0..200 {
        let Some(seat) = Inkognito::to_act(&state) else {
            break;
        };
        assert!(seat.index() < 4);
        let legal = Inkognito::legal_actions(&state, seat);
        let quiet = legal.iter().find(|a| !matches!(a, Action::Call(_)));
        act(&mut state, seat, *quiet.expect("a choice"));
    }
    assert_eq!(Inkognito::seat_count(&state), 4);
}
