//! §10 Who sees what: IK-INFO-01 to IK-INFO-19 on a scripted 4-player game with the fixed
//! deal of `common` (the 5-player and dummy rows are in rules_5p.rs and rules_3p.rs).
//! The notebook rows (IK-INFO-20, 30 to 42) are tested in clue_sheet.rs.

mod common;

use common::{act, good_pair, place, refused, settle, table, DECK, NUMBER};
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{Action, BlackKind, Event, Inkognito, Location::*};

const VIEWERS: [Viewer; 5] = [
    Viewer::Seat(Seat(0)),
    Viewer::Seat(Seat(1)),
    Viewer::Seat(Seat(2)),
    Viewer::Seat(Seat(3)),
    Viewer::Spectator,
];

/// Whether `viewer` gets `event` whole.
fn whole(event: &Event, viewer: Viewer) -> bool {
    Inkognito::redact(event, viewer).as_ref() == Some(event)
}

#[test]
fn public_events_reach_everyone_whole() {
    // IK-INFO-01, IK-INFO-04, IK-INFO-06, IK-INFO-07, IK-INFO-13, IK-INFO-15, IK-INFO-17
    let mut state = table(4, 0, 1);
    let view = Inkognito::view(&state, Viewer::Spectator);
    assert_eq!(
        (view.players, view.start, view.scores.clone()),
        (4, Some(Seat(0)), vec![0; 4])
    );
    let mut events = Vec::new();
    // Seats 0 and 1 meet each round; seats 2 and 3 join the Ambassador.
    for k in 0..5 {
        let (meet, amb) = (DECK[(k + 1) % 5], DECK[k]);
        events.extend(place(&mut state, &[meet, meet, amb, amb]));
        events.extend(settle(&mut state));
    }
    // Round 6 starts at seat 1.
    place(&mut state, &[Rialto, Rialto, SanMarco, Salute]);
    events.extend(act(&mut state, Seat(1), Action::Call(NUMBER)));
    let mut kinds = Vec::new();
    for e in &events {
        let public = !matches!(
            e,
            Event::Dealt { .. } | Event::Showed { .. } | Event::BlackShown { .. }
        );
        if public {
            assert!(VIEWERS.iter().all(|&v| whole(e, v)), "{e:?}");
            kinds.push(serde_json::to_value(e).expect("json")["event"].to_string());
        }
    }
    for kind in [
        "placed",
        "ambassador_at",
        "meeting",
        "committed",
        "series_ended",
        "called",
        "game_ended",
        "game_started",
    ] {
        assert!(kinds.contains(&format!("\"{kind}\"")), "{kind}");
    }
}

#[test]
fn black_cards_dealt_are_seen_by_their_owner_only() {
    // IK-INFO-02: the second game's deal comes as events.
    let mut state = table(4, 0, 1);
    place(&mut state, &[Rialto, Rialto, SanMarco, Salute]);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    let dealt: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Dealt { .. }))
        .collect();
    assert_eq!(dealt.len(), 4);
    for e in dealt {
        let Event::Dealt { seat, .. } = e else {
            unreachable!()
        };
        for &viewer in &VIEWERS {
            let seen = Inkognito::redact(e, viewer);
            let faces = matches!(
                seen,
                Some(Event::Dealt {
                    identity: Some(_),
                    fragment: Some(_),
                    ..
                })
            );
            assert_eq!(faces, viewer == Viewer::Seat(*seat), "{viewer:?}");
        }
    }
}

#[test]
fn the_ambassador_deck_order_is_nobody_s() {
    // IK-INFO-03: turned cards are public; the next one is in no view.
    let mut state = table(4, 0, 1);
    place(&mut state, &[DECK[1]; 4]);
    settle(&mut state);
    for &viewer in &VIEWERS {
        let view = Inkognito::view(&state, viewer);
        assert_eq!(view.ambassador_played, [DECK[0]]);
        assert_eq!(view.ambassador_at, None);
        let json = serde_json::to_string(&view).expect("json");
        assert!(!json.contains("deck"), "{json}");
    }
}

#[test]
fn exchanges_show_faces_to_the_two_and_counts_to_all() {
    // IK-INFO-08, IK-INFO-18, IK-INFO-19: seat 0 shows its black number, seat 1 a pair.
    let mut state = table(4, 0, 1);
    place(&mut state, &[Rialto, Rialto, SanMarco, Salute]);
    act(&mut state, Seat(0), Action::ShowBlack(BlackKind::Number));
    let events = act(&mut state, Seat(1), good_pair(1));
    let shows: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Showed { .. }))
        .collect();
    assert_eq!(shows.len(), 2);
    for e in shows {
        for &viewer in &VIEWERS {
            let Some(Event::Showed { cards, shown, .. }) = Inkognito::redact(e, viewer) else {
                panic!("a show for everyone");
            };
            let in_it = matches!(viewer, Viewer::Seat(Seat(0)) | Viewer::Seat(Seat(1)));
            assert_eq!(shown.is_some(), in_it, "{viewer:?}");
            // The count is public; a black card's kind is part of its hidden face.
            let Event::Showed { cards: sent, .. } = e else {
                unreachable!()
            };
            assert_eq!(cards, *sent);
        }
    }
}

#[test]
fn an_ambassador_meeting_names_aloud_and_shows_in_private() {
    // IK-INFO-09, IK-INFO-19
    let mut state = table(4, 0, 1);
    place(&mut state, &[PonteDeiSospiri, Rialto, Rialto, Rialto]);
    let asked = act(&mut state, Seat(0), Action::Ask(Seat(3)));
    assert!(VIEWERS.iter().all(|&v| whole(&asked[0], v)));
    let events = act(
        &mut state,
        Seat(3),
        Action::RevealBlack(BlackKind::Identity),
    );
    for &viewer in &VIEWERS {
        let sees = matches!(viewer, Viewer::Seat(Seat(0)) | Viewer::Seat(Seat(3)));
        assert_eq!(whole(&events[0], viewer), sees, "{viewer:?}");
        let json = serde_json::to_string(&Inkognito::redact(&events[0], viewer)).expect("json");
        assert_eq!(json.contains("identity"), sees, "the kind too: {json}");
    }
}

#[test]
fn a_discarded_choice_and_a_refusal_reach_nobody_else() {
    // IK-INFO-14, IK-INFO-16: a refusal changes nothing and emits nothing; a committed
    // choice is an event with no choice in it, for every viewer.
    let mut state = table(4, 0, 1);
    place(&mut state, &[Rialto, Rialto, SanMarco, Salute]);
    assert_eq!(refused(&mut state, Seat(1), good_pair(1)), "IK-ROUND-12");
    let mut other = state.clone();
    let committed = act(&mut state, Seat(0), good_pair(0));
    assert_eq!(committed, [Event::Committed { seat: Seat(0) }]);
    // Any other choice gives every other viewer the same view.
    assert_eq!(
        act(&mut other, Seat(0), Action::ShowBlack(BlackKind::Number)),
        committed
    );
    for &viewer in &VIEWERS[1..] {
        assert_eq!(
            Inkognito::view(&state, viewer),
            Inkognito::view(&other, viewer)
        );
    }
    let events = act(&mut state, Seat(1), Action::Call(NUMBER));
    assert!(events.iter().all(|e| !matches!(e, Event::Showed { .. })));
}
