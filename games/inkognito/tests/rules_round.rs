//! §3 The round: IK-ROUND-01 to IK-ROUND-14, with the 4-player fixed deal of `common`.

mod common;

use common::{act, good_pair, meetings, place, refused, seat, settle, table, DECK};
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{Action, Event, Inkognito, Location::*, MeetingKind};

#[test]
fn placement_in_order_then_the_reveal_then_meetings() {
    // IK-ROUND-01, IK-ROUND-02, IK-ROUND-03, IK-ROUND-05, IK-ROUND-06, IK-ROUND-07
    let mut state = table(4, 1, 1);
    let by_seat = [Rialto, Rialto, SanMarco, Salute];
    let mut all = Vec::new();
    for expected in [1u8, 2, 3, 0] {
        let seat = Inkognito::to_act(&state).expect("placement");
        assert_eq!(seat, Seat(expected));
        assert_eq!(
            refused(&mut state, seat, good_pair(usize::from(expected))),
            "IK-ROUND-02"
        );
        let events = act(&mut state, seat, Action::Place(by_seat[seat.index()]));
        // Face up at once, for everyone.
        let spectator = Inkognito::view(&state, Viewer::Spectator);
        assert_eq!(
            spectator.agents[seat.index()].placed,
            Some(by_seat[seat.index()])
        );
        assert_eq!(
            Inkognito::redact(&events[0], Viewer::Spectator),
            Some(Event::Placed {
                by: seat_agent(seat),
                ambassador: false,
                location: Some(by_seat[seat.index()])
            })
        );
        if expected != 0 {
            assert_eq!(
                spectator.ambassador_at, None,
                "not turned before the last card"
            );
        }
        all.extend(events);
    }
    let reveal = all
        .iter()
        .position(|e| matches!(e, Event::AmbassadorAt { .. }))
        .expect("the reveal");
    assert_eq!(all[reveal], Event::AmbassadorAt { location: DECK[0] });
    assert!(all[..reveal]
        .iter()
        .all(|e| matches!(e, Event::Placed { .. })));
    // Seats 1 and 0 alone at RIALTO; seats 2 and 3 each alone elsewhere.
    assert_eq!(
        meetings(&all),
        [(Rialto, MeetingKind::TwoAgents, vec![seat(1), seat(0)])]
    );
    assert_eq!(Inkognito::to_act(&state), Some(Seat(1)));
}

fn seat_agent(s: Seat) -> whodunit_inkognito::Agent {
    whodunit_inkognito::Agent::Seat(s)
}

#[test]
fn a_played_location_cannot_return_in_the_series() {
    // IK-ROUND-04: refused while unplayed ones remain, and the 5th placement forced.
    let mut state = table(4, 0, 1);
    for (round, &location) in DECK[..4].iter().enumerate() {
        if round > 0 {
            let first = Inkognito::to_act(&state).expect("placement");
            assert_eq!(
                refused(&mut state, first, Action::Place(DECK[0])),
                "IK-ROUND-04"
            );
        }
        // Everyone at the Ambassador's location: no meeting.
        place(&mut state, &[location; 4]);
        assert_eq!(settle(&mut state), []);
    }
    assert_eq!(
        Inkognito::legal_actions(&state, Seat(0)),
        [Action::Place(DECK[4])]
    );
}

#[test]
fn ambassador_meeting_needs_the_agent_alone_with_him() {
    // IK-ROUND-08: seat 3 alone at PONTE DEI SOSPIRI with the Ambassador.
    let mut state = table(4, 0, 1);
    let events = place(&mut state, &[Rialto, Rialto, SanMarco, PonteDeiSospiri]);
    assert_eq!(
        meetings(&events),
        [
            (Rialto, MeetingKind::TwoAgents, vec![seat(0), seat(1)]),
            (PonteDeiSospiri, MeetingKind::Ambassador, vec![seat(3)]),
        ]
    );
}

#[test]
fn other_counts_of_persons_meet_nobody() {
    // IK-ROUND-09: two agents plus the Ambassador, one agent alone, four together.
    let mut state = table(4, 0, 1);
    let events = place(
        &mut state,
        &[PonteDeiSospiri, PonteDeiSospiri, SanMarco, Salute],
    );
    assert_eq!(meetings(&events), []);
    settle(&mut state);
    let events = place(&mut state, &[Rialto; 4]);
    assert_eq!(meetings(&events), []);
    // Three agents together, one with the Ambassador at SAN GIORGIO: only the latter meets.
    settle(&mut state);
    let events = place(&mut state, &[Salute, Salute, Salute, SanGiorgio]);
    assert_eq!(
        meetings(&events),
        [(SanGiorgio, MeetingKind::Ambassador, vec![seat(3)])]
    );
}

#[test]
fn meetings_resolve_one_at_a_time_in_canonical_order() {
    // IK-ROUND-10, IK-ROUND-11: seats 2 and 3 at RIALTO go before seats 0 and 1 at SAN
    // MARCO, though 0 and 1 are earlier in round order; SAN MARCO waits for RIALTO's shows.
    let mut state = table(4, 0, 1);
    let events = place(&mut state, &[SanMarco, SanMarco, Rialto, Rialto]);
    let found: Vec<_> = meetings(&events).into_iter().map(|m| m.0).collect();
    assert_eq!(found, [Rialto, SanMarco]);
    assert_eq!(Inkognito::to_act(&state), Some(Seat(2)));
    act(&mut state, Seat(2), good_pair(2));
    assert_eq!(Inkognito::to_act(&state), Some(Seat(3)));
    let events = act(&mut state, Seat(3), good_pair(3));
    let shows = events
        .iter()
        .filter(|e| matches!(e, Event::Showed { .. }))
        .count();
    assert_eq!(shows, 2, "RIALTO fully resolved");
    assert_eq!(Inkognito::to_act(&state), Some(Seat(0)));
}

#[test]
fn within_a_meeting_the_earlier_in_round_order_decides_first() {
    // IK-ROUND-12: start seat 3, so seat 3 comes before seat 0.
    let mut state = table(4, 3, 1);
    let events = place(&mut state, &[Rialto, SanMarco, Salute, Rialto]);
    assert_eq!(
        meetings(&events),
        [(Rialto, MeetingKind::TwoAgents, vec![seat(3), seat(0)])]
    );
    assert_eq!(Inkognito::to_act(&state), Some(Seat(3)));
    assert_eq!(refused(&mut state, Seat(0), good_pair(0)), "IK-ROUND-12");
}

#[test]
fn cards_stay_face_up_until_the_series_ends() {
    // IK-ROUND-13
    let mut state = table(4, 0, 1);
    for round in 0..5 {
        place(&mut state, &[DECK[round]; 4]);
        settle(&mut state);
        let view = Inkognito::view(&state, Viewer::Spectator);
        let mut expected = DECK[..=round].to_vec();
        expected.sort();
        let expected = if round == 4 { Vec::new() } else { expected };
        assert_eq!(view.ambassador_played, expected, "round {}", round + 1);
        for agent in &view.agents {
            assert_eq!(agent.played, expected);
        }
    }
}

#[test]
fn the_start_player_passes_clockwise() {
    // IK-ROUND-14
    let mut state = table(4, 2, 1);
    for expected in [2u8, 3, 0, 1, 2] {
        let view = Inkognito::view(&state, Viewer::Spectator);
        assert_eq!(view.start, Some(Seat(expected)));
        assert_eq!(Inkognito::to_act(&state), Some(Seat(expected)));
        let round = usize::from(state.round() - 1);
        place(&mut state, &[DECK[round]; 4]);
        settle(&mut state);
    }
}
