//! §4 Two agents meet: IK-MEET-01 to IK-MEET-13, with the 4-player fixed deal of
//! `common` (seat 0 is F with 52, seat 1 B with 11, seat 2 Z with 0, seat 3 X with 29).

mod common;

use common::{act, good_pair, id, num, place, refused, table, DECK, WRONG};
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{
    Action, BlackCard, BlackKind, Card, Event, Fragment, Identity, Inkognito, Location::*, Shown,
    State,
};

/// Round 1 with seats 0 and 1 alone at SAN MARCO, seat 0 to choose first.
fn meeting_0_1() -> State {
    let mut state = table(4, 0, 1);
    place(&mut state, &[SanMarco, SanMarco, DECK[0], DECK[0]]);
    state
}

fn pairs(state: &State, seat: Seat) -> Vec<[Card; 2]> {
    Inkognito::legal_actions(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::ShowPair(p) => Some(p),
            _ => None,
        })
        .collect()
}

#[test]
fn each_agent_shows_a_pair_a_black_card_or_calls() {
    // IK-MEET-01, IK-MEET-02, IK-MEET-03, IK-MEET-04
    let mut state = meeting_0_1();
    let legal = Inkognito::legal_actions(&state, Seat(0));
    assert_eq!(legal.len(), 12 + 2 + 24);
    let truth = [id(Identity::F), num(Fragment::F52)];
    let listed = pairs(&state, Seat(0));
    assert_eq!(listed.len(), 12);
    for pair in &listed {
        assert_ne!(pair[0], pair[1]);
        let trues = pair.iter().filter(|c| truth.contains(c)).count();
        assert_eq!(trues, 1, "{pair:?}");
    }
    // Mixed and same-type pairs, the true card first or second.
    for pair in [
        [id(Identity::F), id(Identity::X)],
        [num(Fragment::F0), num(Fragment::F52)],
        [num(Fragment::F11), id(Identity::F)],
    ] {
        assert!(listed.contains(&pair) || listed.contains(&[pair[1], pair[0]]));
    }
    for other in [
        Action::Pass,
        Action::Ask(Seat(2)),
        Action::Look(BlackKind::Identity),
    ] {
        assert_eq!(refused(&mut state, Seat(0), other), "IK-MEET-01");
    }
    let same = Action::ShowPair([id(Identity::F), id(Identity::F)]);
    assert_eq!(refused(&mut state, Seat(0), same), "IK-MEET-03");
}

#[test]
fn a_pair_needs_exactly_one_true_card() {
    // IK-MEET-05: two true or none is refused and changes nothing.
    let mut state = meeting_0_1();
    for bad in [
        [id(Identity::F), num(Fragment::F52)],
        [id(Identity::B), num(Fragment::F11)],
        [id(Identity::Z), id(Identity::X)],
    ] {
        assert_eq!(
            refused(&mut state, Seat(0), Action::ShowPair(bad)),
            "IK-MEET-05"
        );
    }
}

#[test]
fn choices_are_committed_then_shown_together() {
    // IK-MEET-10, IK-MEET-12, IK-MEET-13
    let mut state = meeting_0_1();
    let events = act(&mut state, Seat(0), Action::ShowBlack(BlackKind::Identity));
    assert_eq!(events, [Event::Committed { seat: Seat(0) }]);
    let view = Inkognito::view(&state, Viewer::Seat(Seat(1)));
    assert!(view.meeting.expect("the meeting").committed);
    let events = act(&mut state, Seat(1), good_pair(1));
    let shows: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::Showed { .. }))
        .cloned()
        .collect();
    assert_eq!(
        shows,
        [
            Event::Showed {
                from: Seat(0),
                to: Seat(1),
                cards: 1,
                shown: Some(Shown::Black(BlackCard::Identity(Identity::F))),
            },
            Event::Showed {
                from: Seat(1),
                to: Seat(0),
                cards: 2,
                shown: Some(Shown::Pair([id(Identity::B), num(Fragment::F0)])),
            },
        ]
    );
}

#[test]
fn a_pair_may_not_be_repeated_to_the_same_receiver() {
    // IK-MEET-06, IK-MEET-07, IK-MEET-13: {F, 11} is valid for both seats 0 and 1.
    let both = [id(Identity::F), num(Fragment::F11)];
    let reversed = [both[1], both[0]];
    let mut state = table(4, 0, 1);
    // Round 1 (Ambassador at PONTE): seats 0 and 1 at SAN MARCO.
    place(
        &mut state,
        &[SanMarco, SanMarco, PonteDeiSospiri, PonteDeiSospiri],
    );
    act(&mut state, Seat(0), Action::ShowPair(both));
    act(&mut state, Seat(1), Action::ShowPair(both));
    // Round 2 (Ambassador at SALUTE, start seat 1): seats 0 and 2 at RIALTO. Shown to
    // seat 1 only, the pair may go to seat 2.
    place(&mut state, &[Rialto, Salute, Rialto, Salute]);
    act(&mut state, Seat(2), good_pair(2));
    act(&mut state, Seat(0), Action::ShowPair(reversed));
    // Round 3 (Ambassador at SAN GIORGIO, start seat 2): seats 0 and 1 again at PONTE.
    place(
        &mut state,
        &[PonteDeiSospiri, PonteDeiSospiri, SanGiorgio, SanGiorgio],
    );
    for pair in [both, reversed] {
        assert_eq!(
            refused(&mut state, Seat(0), Action::ShowPair(pair)),
            "IK-MEET-06"
        );
    }
    act(
        &mut state,
        Seat(0),
        Action::ShowPair([id(Identity::F), num(Fragment::F0)]),
    );
    assert_eq!(
        refused(&mut state, Seat(1), Action::ShowPair(both)),
        "IK-MEET-06"
    );
    act(&mut state, Seat(1), good_pair(1));
    let view = Inkognito::view(&state, Viewer::Seat(Seat(0)));
    let to_1 = view
        .shown
        .iter()
        .find(|s| s.receiver == Seat(1))
        .expect("pairs to 1");
    assert_eq!(to_1.pairs.len(), 2);
}

#[test]
fn after_all_twelve_pairs_any_may_be_shown_again() {
    // IK-MEET-08, IK-MEET-11: seats 0 and 1 meet every round (the other two join the
    // Ambassador); seat 0 shows its 12 pairs in turn, seat 1 its black number each time.
    let mut state = table(4, 0, 1);
    let all = pairs(&meeting_0_1(), Seat(0));
    for round in 0..13 {
        let k = round % 5;
        place(
            &mut state,
            &[DECK[(k + 1) % 5], DECK[(k + 1) % 5], DECK[k], DECK[k]],
        );
        while let Some(seat) = Inkognito::to_act(&state) {
            if matches!(Inkognito::legal_actions(&state, seat)[0], Action::Place(_)) {
                break;
            }
            if seat == Seat(1) {
                act(&mut state, seat, Action::ShowBlack(BlackKind::Number));
                continue;
            }
            let listed = pairs(&state, Seat(0));
            assert_eq!(
                listed.len(),
                if round == 0 || round == 12 {
                    12
                } else {
                    12 - round
                }
            );
            if (1..12).contains(&round) {
                assert_eq!(
                    refused(&mut state, seat, Action::ShowPair(all[0])),
                    "IK-MEET-06"
                );
            }
            act(&mut state, seat, Action::ShowPair(all[round % 12]));
        }
    }
    assert_eq!(state.round(), 14);
}

#[test]
fn a_discarded_choice_is_not_shown() {
    // IK-MEET-09: seat 0's committed pair is not in its history, and seat 1's call
    // discards it without a show.
    let mut state = meeting_0_1();
    act(&mut state, Seat(0), good_pair(0));
    assert!(Inkognito::view(&state, Viewer::Seat(Seat(0)))
        .shown
        .is_empty());
    let events = act(&mut state, Seat(1), Action::Call(WRONG));
    assert!(!events.iter().any(|e| matches!(e, Event::Showed { .. })));
}
