//! §9 Five players: IK-5P-01 to IK-5P-24, with the fixed deal of `common`: seat 4 is the
//! Ambassador player; seats 0 (F, 52), 1 (B, 11), 2 (Z, 0) and 3 (X, 29) are agents.

mod common;

use common::{
    act, good_pair, id, meetings, num, place, refused, seat, settle, table, NUMBER, WRONG,
};
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{
    Action, Agent, BlackCard, BlackKind, Event, Fragment, Identity, Inkognito, Location,
    Location::*, MeetingKind, Shown, State,
};

const AMB: Seat = Seat(4);

/// Round 1: the Ambassador player at `amb`, the agents at `agents` by seat.
fn round(amb: Location, agents: [Location; 4]) -> (State, Vec<Event>) {
    let mut state = table(5, 0, 1);
    let mut by_seat = agents.to_vec();
    by_seat.push(amb);
    let events = place(&mut state, &by_seat);
    (state, events)
}

#[test]
fn one_ambassador_player_and_four_lone_agents() {
    // IK-5P-01, IK-5P-02, IK-5P-04
    let state = table(5, 0, 1);
    assert_eq!(state.ambassador_seat(), Some(AMB));
    assert_eq!(state.secret(AMB), None);
    let view = Inkognito::view(&state, Viewer::Seat(AMB));
    let agents: Vec<Agent> = view.agents.iter().map(|a| a.agent).collect();
    assert_eq!(agents, [seat(0), seat(1), seat(2), seat(3)]);
    assert!(view.agents.iter().all(|a| a.identity.is_none()));
    assert!(view.shown.is_empty());
    // Seats 0 (F) and 2 (Z) are no partners, yet a right number called between them wins.
    let (mut state, _) = round(PonteDeiSospiri, [Rialto, SanMarco, Rialto, Salute]);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Called { correct: true, .. })));
    assert_eq!(state.scores(), [1, 0, 0, 0, 0]);
}

#[test]
fn the_role_passes_clockwise_each_game() {
    // IK-5P-03 (the first game's draw is checked with the deal order in rules_setup)
    let (mut state, _) = round(PonteDeiSospiri, [Rialto, Rialto, SanMarco, Salute]);
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameStarted {
            game: 2,
            ambassador: Some(Seat(0)),
            ..
        }
    )));
    assert_eq!(state.ambassador_seat(), Some(Seat(0)));
    assert_eq!(state.secret(Seat(0)), None);
    assert!(state.secret(AMB).is_some());
}

#[test]
fn the_ambassador_places_first_face_down() {
    // IK-5P-06, IK-5P-07, IK-5P-09, IK-5P-10, IK-INFO-05
    let mut state = table(5, 0, 1);
    assert_eq!(Inkognito::to_act(&state), Some(AMB));
    assert_eq!(
        Inkognito::legal_actions(&state, AMB),
        Location::ALL.map(Action::Place)
    );
    assert_eq!(refused(&mut state, AMB, Action::Pass), "IK-5P-06");
    let events = act(&mut state, AMB, Action::Place(Salute));
    let hidden = Event::Placed {
        by: Agent::Seat(AMB),
        ambassador: true,
        location: None,
    };
    for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator] {
        assert_eq!(Inkognito::redact(&events[0], viewer), Some(hidden.clone()));
        let view = Inkognito::view(&state, viewer);
        assert_eq!((view.ambassador_hidden, view.ambassador_at), (None, None));
        assert!(view.ambassador_played.is_empty());
    }
    assert_eq!(
        Inkognito::view(&state, Viewer::Seat(AMB)).ambassador_hidden,
        Some(Salute)
    );
    let mut order = Vec::new();
    let mut last = Vec::new();
    for _ in 0..4 {
        let s = Inkognito::to_act(&state).expect("an agent places");
        order.push(s.0);
        last = act(&mut state, s, Action::Place(Rialto));
    }
    assert_eq!(order, [0, 1, 2, 3]);
    assert!(last.contains(&Event::AmbassadorAt { location: Salute }));
}

#[test]
fn the_ambassador_plays_a_hand_of_five_each_series() {
    // IK-5P-05: no deck; each location once per series, all five back afterwards.
    let mut state = table(5, 0, 1);
    for k in 0..5 {
        let amb = Location::ALL[k];
        if k > 0 {
            assert_eq!(
                refused(&mut state, AMB, Action::Place(Location::ALL[0])),
                "IK-ROUND-04"
            );
        }
        assert_eq!(Inkognito::legal_actions(&state, AMB).len(), 5 - k);
        place(&mut state, &[amb, amb, amb, amb, amb]);
        settle(&mut state);
    }
    assert_eq!(Inkognito::legal_actions(&state, AMB).len(), 5);
}

#[test]
fn the_start_player_skips_the_ambassador_seat() {
    // IK-5P-08: start seat 3, then seat 0 (not seat 4).
    let mut state = table(5, 3, 1);
    let view = Inkognito::view(&state, Viewer::Spectator);
    assert_eq!(view.start, Some(Seat(3)));
    place(&mut state, &[Rialto; 5]);
    settle(&mut state);
    assert_eq!(
        Inkognito::view(&state, Viewer::Spectator).start,
        Some(Seat(0))
    );
    act(&mut state, AMB, Action::Place(SanMarco));
    assert_eq!(Inkognito::to_act(&state), Some(Seat(0)));
}

#[test]
fn an_audience_takes_a_pair_from_each_agent() {
    // IK-5P-11, IK-5P-12, IK-5P-14, IK-5P-15, IK-5P-16, IK-5P-19, IK-5P-20, IK-INFO-12
    let (mut state, events) = round(Rialto, [Rialto, Rialto, SanMarco, SanMarco]);
    assert_eq!(
        meetings(&events),
        [
            (Rialto, MeetingKind::Audience, vec![seat(0), seat(1)]),
            (SanMarco, MeetingKind::TwoAgents, vec![seat(2), seat(3)]),
        ]
    );
    assert_eq!(Inkognito::to_act(&state), Some(AMB));
    assert_eq!(Inkognito::legal_actions(&state, AMB).len(), 1 + 24);
    assert_eq!(
        act(&mut state, AMB, Action::Pass),
        [Event::Passed { seat: AMB }]
    );
    assert_eq!(Inkognito::legal_actions(&state, Seat(0)).len(), 12);
    assert_eq!(
        refused(&mut state, Seat(0), Action::ShowBlack(BlackKind::Identity)),
        "IK-5P-15"
    );
    assert_eq!(
        refused(&mut state, Seat(0), Action::Call(NUMBER)),
        "IK-5P-20"
    );
    assert_eq!(refused(&mut state, Seat(0), Action::Pass), "IK-5P-14");
    act(&mut state, Seat(0), good_pair(0));
    let events = act(&mut state, Seat(1), good_pair(1));
    let Some(Event::Showed {
        from,
        to,
        cards,
        shown,
    }) = events.first().cloned()
    else {
        panic!("{events:?}");
    };
    assert_eq!((from, to, cards), (Seat(0), AMB, 2));
    assert!(matches!(shown, Some(Shown::Pair(_))));
    for (viewer, sees) in [
        (AMB, true),
        (Seat(0), true),
        (Seat(1), false),
        (Seat(2), false),
    ] {
        let seen = Inkognito::redact(&events[0], Viewer::Seat(viewer));
        assert_eq!(
            matches!(seen, Some(Event::Showed { shown: Some(_), .. })),
            sees,
            "{viewer}"
        );
    }
    // The two-agent meeting at SAN MARCO is the agents' own.
    assert_eq!(Inkognito::to_act(&state), Some(Seat(2)));
    settle(&mut state);
    // Round 2: the same audience; seat 0's pair to the Ambassador may not repeat.
    place(&mut state, &[SanMarco, SanMarco, Rialto, Salute, SanMarco]);
    act(&mut state, AMB, Action::Pass);
    let to_act = Inkognito::to_act(&state).expect("an agent");
    if to_act == Seat(1) {
        act(
            &mut state,
            Seat(1),
            Action::ShowPair([id(Identity::B), num(Fragment::F29)]),
        );
    }
    assert_eq!(refused(&mut state, Seat(0), good_pair(0)), "IK-MEET-06");
}

#[test]
fn an_agent_alone_with_the_ambassador_asks_before_him() {
    // IK-5P-13, IK-5P-18, IK-5P-19, IK-INFO-10
    let (mut state, events) = round(Rialto, [Rialto, SanMarco, SanMarco, SanMarco]);
    assert_eq!(
        meetings(&events),
        [(Rialto, MeetingKind::Ambassador, vec![seat(0)])]
    );
    act(&mut state, AMB, Action::Pass);
    let legal = Inkognito::legal_actions(&state, Seat(0));
    assert!(legal.contains(&Action::Call(NUMBER)) && legal.contains(&Action::Pass));
    assert_eq!(refused(&mut state, Seat(0), Action::Ask(AMB)), "IK-AMB-01");
    act(&mut state, Seat(0), Action::Ask(Seat(2)));
    let events = act(
        &mut state,
        Seat(2),
        Action::RevealBlack(BlackKind::Identity),
    );
    assert_eq!(
        events[0],
        Event::BlackShown {
            from: seat(2),
            to: Seat(0),
            witness: Some(AMB),
            card: Some(BlackCard::Identity(Identity::Z)),
        }
    );
    for (viewer, sees) in [
        (Seat(0), true),
        (Seat(2), true),
        (AMB, true),
        (Seat(1), false),
    ] {
        let seen = Inkognito::redact(&events[0], Viewer::Seat(viewer));
        assert_eq!(
            matches!(seen, Some(Event::BlackShown { card: Some(_), .. })),
            sees
        );
    }
}

#[test]
fn the_ambassador_with_three_agents_or_alone_meets_nobody() {
    // IK-5P-17
    let (_, events) = round(Rialto, [Rialto, Rialto, Rialto, SanMarco]);
    assert_eq!(meetings(&events), []);
    let (_, events) = round(Rialto, [Rialto; 4]);
    assert_eq!(meetings(&events), []);
    let (_, events) = round(Salute, [Rialto, Rialto, SanMarco, SanMarco]);
    let kinds: Vec<MeetingKind> = meetings(&events).into_iter().map(|m| m.1).collect();
    assert_eq!(kinds, [MeetingKind::TwoAgents, MeetingKind::TwoAgents]);
}

#[test]
fn the_ambassador_calls_first_and_scores_alone_or_gives_four_points() {
    // IK-5P-19, IK-5P-21, IK-5P-22, IK-5P-23, IK-5P-24
    for (number, correct, scores) in [
        (NUMBER, true, [0, 0, 0, 0, 1]),
        (WRONG, false, [1, 1, 1, 1, 0]),
    ] {
        let (mut state, _) = round(Rialto, [Rialto, Rialto, SanMarco, Salute]);
        let events = act(&mut state, AMB, Action::Call(number));
        assert!(events.contains(&Event::Called {
            caller: AMB,
            number,
            correct
        }));
        assert!(!events.iter().any(|e| matches!(e, Event::Committed { .. })));
        assert_eq!(state.scores(), scores);
        assert_eq!(state.game(), 2);
    }
}
