//! §8 Three players: IK-3P-01 to IK-3P-20, with the fixed deal of `common`: seats 0 (F,
//! 52), 1 (B, 11), 2 (Z, 0) and the dummy (X, 29). Round 1's Ambassador is at PONTE DEI
//! SOSPIRI. The dummy's placements are the only draws, so tests pick seeds for them.

mod common;

use common::{act, meetings, place, refused, seat, settle, table, DECK, NUMBER, WRONG};
use std::collections::HashSet;
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{
    Action, Agent, BlackCard, BlackKind, Event, Fragment, Identity, Inkognito, Location,
    Location::*, MeetingKind, State,
};

fn dummy_place(events: &[Event]) -> Option<Location> {
    events.iter().find_map(|e| match e {
        Event::Placed {
            by: Agent::Dummy,
            location,
            ..
        } => *location,
        _ => None,
    })
}

/// Round 1 with start seat 1 (order 1, 2, dummy, 0): seats 1 and 2 placed, and the
/// dummy's card, for the first seed whose dummy card satisfies `fits`.
fn dummy_then_seat_0(
    one: Location,
    two: Location,
    fits: fn(Location) -> bool,
) -> (State, Location) {
    for seed in 0.. {
        let mut state = table(3, 1, seed);
        act(&mut state, Seat(1), Action::Place(one));
        let events = act(&mut state, Seat(2), Action::Place(two));
        let dummy = dummy_place(&events).expect("the dummy places after seat 2");
        if fits(dummy) {
            return (state, dummy);
        }
    }
    unreachable!()
}

#[test]
fn the_dummy_is_a_fourth_agent_nobody_sees() {
    // IK-3P-02, IK-3P-03, IK-3P-20
    let state = table(3, 0, 1);
    assert_eq!(state.dummy_secret(), Some((Identity::X, Fragment::F29)));
    for viewer in [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(2)),
        Viewer::Spectator,
    ] {
        let view = Inkognito::view(&state, viewer);
        assert_eq!(view.agents.len(), 4);
        assert_eq!(view.agents[3].agent, Agent::Dummy);
        assert_eq!(
            (view.agents[3].identity, view.agents[3].fragment),
            (None, None)
        );
    }
    // A whole random game: the dummy never acts and never scores.
    let mut state = table(3, 0, 5);
    let mut rng = GameRng::new(5);
    let events = common::play_game(&mut state, Some(Seat(0)), WRONG, &mut rng);
    let ended = events.iter().find_map(|e| match e {
        Event::GameEnded {
            identities, scored, ..
        } => Some((identities.clone(), scored.clone())),
        _ => None,
    });
    let (identities, scored) = ended.expect("a game ended");
    assert_eq!(identities[3], (Agent::Dummy, Identity::X, Fragment::F29));
    assert_eq!(scored, [Seat(1), Seat(2)]);
}

#[test]
fn the_dummy_places_at_random_right_after_seat_2() {
    // IK-3P-04, IK-3P-05, IK-3P-06, IK-3P-07, IK-SETUP-16 (dummy draws as they happen)
    let mut firsts = HashSet::new();
    for seed in 0..30 {
        let mut rng = GameRng::new(seed);
        let mut free: Vec<Location> = Location::ALL.to_vec();
        let mut state = table(3, 0, seed);
        for round in 0..6 {
            if round == 5 {
                free = Location::ALL.to_vec();
            }
            let pick = if free.len() == 1 {
                0
            } else {
                rng.below(free.len() as u32) as usize
            };
            let expected = free.remove(pick);
            // Everyone at the Ambassador's location: the dummy may join, but no one meets.
            let mut events = Vec::new();
            for _ in 0..3 {
                let seat = Inkognito::to_act(&state).expect("placement");
                let placed = act(&mut state, seat, Action::Place(DECK[round % 5]));
                events.extend(placed);
            }
            let at = events.iter().position(|e| {
                matches!(
                    e,
                    Event::Placed {
                        by: Agent::Dummy,
                        ..
                    }
                )
            });
            let two = events
                .iter()
                .position(|e| matches!(e, Event::Placed { by, .. } if *by == seat(2)));
            assert_eq!(at, two.map(|i| i + 1), "the dummy straight after seat 2");
            let reveal = events
                .iter()
                .position(|e| matches!(e, Event::AmbassadorAt { .. }));
            assert!(at < reveal, "IK-3P-07");
            assert_eq!(
                dummy_place(&events),
                Some(expected),
                "seed {seed} round {}",
                round + 1
            );
            if round == 0 {
                firsts.insert(expected);
            }
            settle(&mut state);
        }
    }
    assert_eq!(firsts.len(), 5);
}

#[test]
fn the_start_player_skips_the_dummy() {
    // IK-3P-08: round 1 starts at seat 2; round 2 at seat 0, not the dummy.
    let mut state = table(3, 2, 1);
    assert_eq!(Inkognito::to_act(&state), Some(Seat(2)));
    place(&mut state, &[DECK[0]; 3]);
    settle(&mut state);
    assert_eq!(
        Inkognito::view(&state, Viewer::Spectator).start,
        Some(Seat(0))
    );
    assert_eq!(Inkognito::to_act(&state), Some(Seat(0)));
}

#[test]
fn a_real_agent_alone_with_the_dummy_may_look_pass_or_call() {
    // IK-3P-09, IK-3P-10, IK-3P-11, IK-3P-12, IK-3P-16, IK-INFO-11
    let (mut state, dummy) =
        dummy_then_seat_0(PonteDeiSospiri, PonteDeiSospiri, |d| d != PonteDeiSospiri);
    let events = act(&mut state, Seat(0), Action::Place(dummy));
    assert_eq!(
        meetings(&events),
        [(dummy, MeetingKind::Dummy, vec![seat(0), Agent::Dummy])]
    );
    let legal = Inkognito::legal_actions(&state, Seat(0));
    assert_eq!(
        &legal[..3],
        [
            Action::Look(BlackKind::Identity),
            Action::Look(BlackKind::Number),
            Action::Pass
        ]
    );
    assert_eq!(legal.len(), 3 + 24);
    let pair = common::good_pair(0);
    assert_eq!(refused(&mut state, Seat(0), pair), "IK-3P-11");
    let mut passing = state.clone();
    assert_eq!(
        act(&mut passing, Seat(0), Action::Pass)[0],
        Event::Passed { seat: Seat(0) }
    );
    let events = act(&mut state, Seat(0), Action::Look(BlackKind::Number));
    let looked = Event::Looked {
        seat: Seat(0),
        card: Some(BlackCard::Number(Fragment::F29)),
    };
    assert_eq!(events[0], looked);
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        assert_eq!(
            Inkognito::redact(&events[0], viewer),
            Some(Event::Looked {
                seat: Seat(0),
                card: None
            })
        );
    }
}

#[test]
fn the_dummy_alone_with_the_ambassador_meets_nobody() {
    // IK-3P-13
    let (mut state, _) = dummy_then_seat_0(Rialto, SanMarco, |d| d == PonteDeiSospiri);
    let events = act(&mut state, Seat(0), Action::Place(Salute));
    assert_eq!(meetings(&events), []);
}

#[test]
fn an_asker_cannot_name_the_dummy_as_seat_255() {
    // IK-AMB-01, IK-3P-14: the dummy is named with `ask_dummy` only. Seat 255, the dummy's
    // marker inside the state, was taken for the dummy and left the game with nobody to act
    // and no outcome (found by the `inkognito` fuzz target).
    let (mut state, _) = dummy_then_seat_0(Rialto, SanMarco, |d| [Salute, SanGiorgio].contains(&d));
    act(&mut state, Seat(0), Action::Place(PonteDeiSospiri));
    for named in [Seat(3), Seat(255)] {
        assert_eq!(
            refused(&mut state, Seat(0), Action::Ask(named)),
            "IK-AMB-01"
        );
    }
    assert_eq!(Inkognito::to_act(&state), Some(Seat(0)));
}

#[test]
fn an_asker_may_name_the_dummy_and_choose_its_card() {
    // IK-3P-14, IK-3P-15, IK-3P-16, IK-INFO-09 (the dummy's card: the asker only)
    let (mut state, _) = dummy_then_seat_0(Rialto, SanMarco, |d| [Salute, SanGiorgio].contains(&d));
    let events = act(&mut state, Seat(0), Action::Place(PonteDeiSospiri));
    assert_eq!(
        meetings(&events),
        [(PonteDeiSospiri, MeetingKind::Ambassador, vec![seat(0)])]
    );
    let legal = Inkognito::legal_actions(&state, Seat(0));
    for action in [
        Action::Ask(Seat(1)),
        Action::Ask(Seat(2)),
        Action::AskDummy(BlackKind::Identity),
        Action::Pass,
        Action::Call(NUMBER),
    ] {
        assert!(legal.contains(&action), "{action:?}");
    }
    assert_eq!(
        refused(&mut state, Seat(0), Action::Ask(Seat(0))),
        "IK-AMB-01"
    );
    let events = act(&mut state, Seat(0), Action::AskDummy(BlackKind::Identity));
    assert_eq!(
        events[0],
        Event::Asked {
            asker: Seat(0),
            named: Some(Agent::Dummy)
        }
    );
    let shown = Some(BlackCard::Identity(Identity::X));
    assert!(
        matches!(&events[1], Event::BlackShown { from: Agent::Dummy, to: Seat(0), card, .. } if *card == shown)
    );
    for viewer in [
        Viewer::Seat(Seat(1)),
        Viewer::Seat(Seat(2)),
        Viewer::Spectator,
    ] {
        let seen = Inkognito::redact(&events[1], viewer);
        assert!(matches!(seen, Some(Event::BlackShown { card: None, .. })));
    }
}

#[test]
fn calls_score_the_caller_alone_or_the_other_two() {
    // IK-3P-01, IK-3P-16, IK-3P-17, IK-3P-18, IK-3P-19: seats 0 (F) and 2 (Z) meet alone.
    let (state, _) = dummy_then_seat_0(SanMarco, Rialto, |d| ![Rialto, SanMarco].contains(&d));
    for (number, correct, scores) in [(NUMBER, true, [1, 0, 0]), (WRONG, false, [0, 1, 1])] {
        let mut state = state.clone();
        let events = act(&mut state, Seat(0), Action::Place(Rialto));
        assert!(meetings(&events).contains(&(
            Rialto,
            MeetingKind::TwoAgents,
            vec![seat(2), seat(0)]
        )));
        while Inkognito::to_act(&state) != Some(Seat(0))
            || !Inkognito::legal_actions(&state, Seat(0)).contains(&Action::Call(number))
        {
            let s = Inkognito::to_act(&state).expect("a decision");
            let quiet = Inkognito::legal_actions(&state, s)
                .into_iter()
                .find(|a| !matches!(a, Action::Call(_)));
            act(&mut state, s, quiet.expect("a choice"));
        }
        let events = act(&mut state, Seat(0), Action::Call(number));
        assert!(events.contains(&Event::Called {
            caller: Seat(0),
            number,
            correct
        }));
        assert_eq!(state.scores(), scores);
    }
}
