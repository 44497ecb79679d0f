//! CL-ACCUSE: when an accusation may be made, what it does, and what follows a wrong one.

mod common;

use common::*;
use whodunit_cluedo::view::view;
use whodunit_cluedo::{
    Action, Cluedo, Event, Phase, Position, Room, Square, Suspect, Triple, Weapon, BOARD,
};
use whodunit_engine::{Game, Seat, Viewer};

fn accused(events: &[Event]) -> Option<bool> {
    events.iter().find_map(|e| match e {
        Event::Accused { correct, .. } => Some(*correct),
        _ => None,
    })
}

// CL-ACCUSE-1
#[test]
fn cl_accuse_1_own_turn_after_moving_with_no_refutation_pending() {
    let deal = example_deal();
    // After an unrefuted suggestion (T11), after a refuted one (T5), with no suggestion
    // (T8 after Stay).
    for (after, seat) in [(38, Seat(3)), (16, Seat(0)), (26, Seat(3))] {
        let mut state = example_after(&deal, after);
        let events = play(
            &mut state,
            seat,
            accuse("green", "candlestick", "conservatory"),
        );
        assert_eq!(accused(&events), Some(true));
    }
    // Before moving, while moving, during a refutation, out of turn.
    let mut state = example_after(&deal, 12);
    let wrong = accuse("plum", "rope", "hall");
    refused(&mut state, Seat(0), wrong, "CL-TURN-5");
    play(&mut state, Seat(0), Action::Roll);
    refused(&mut state, Seat(0), wrong, "CL-MOVE-16");
    play(&mut state, Seat(0), mv(rm("lounge")));
    refused(&mut state, Seat(1), wrong, "CL-TURN-7");
    play(&mut state, Seat(0), suggest("mustard", "rope"));
    refused(&mut state, Seat(0), wrong, "CL-REFUTE-11");
}

// CL-ACCUSE-2
#[test]
fn cl_accuse_2_one_accusation_per_player() {
    // White accused in T7; a second accusation is refused, whenever she sends it.
    let mut state = example_after(&example_deal(), 25);
    let correct = accuse("green", "candlestick", "conservatory");
    refused(&mut state, Seat(2), correct, "CL-ACCUSE-2");
    play(&mut state, Seat(3), Action::Stay);
    refused(&mut state, Seat(2), correct, "CL-ACCUSE-2");
    assert!(!Cluedo::legal_actions(&state, Seat(2)).contains(&correct));
}

// CL-ACCUSE-3
#[test]
fn cl_accuse_3_any_room_from_anywhere() {
    // T9: Scarlett on (18,7) accuses in the Conservatory, where she is not.
    let mut state = example_after(&example_deal(), 31);
    assert_eq!(state.pawn(suspect("scarlett")), sq(18, 7));
    let events = play(
        &mut state,
        Seat(0),
        accuse("green", "candlestick", "conservatory"),
    );
    assert_eq!(accused(&events), Some(true));
    assert_eq!(state.winner(), Some(Seat(0)));
    // Every triple is offered after moving.
    let state = example_after(&example_deal(), 31);
    let offered = Cluedo::legal_actions(&state, Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::Accuse(_)))
        .count();
    assert_eq!(offered, 6 * 6 * 9);
}

// CL-ACCUSE-4
#[test]
fn cl_accuse_4_an_accusation_moves_nothing() {
    let mut state = example_after(&example_deal(), 24);
    let pawns: Vec<Position> = Suspect::all().map(|s| state.pawn(s)).collect();
    let weapons: Vec<Room> = Weapon::all().map(|w| state.weapon_room(w)).collect();
    play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    assert_eq!(
        Suspect::all().map(|s| state.pawn(s)).collect::<Vec<_>>(),
        pawns
    );
    assert_eq!(
        Weapon::all()
            .map(|w| state.weapon_room(w))
            .collect::<Vec<_>>(),
        weapons
    );
    let mut state = example_after(&example_deal(), 38);
    let pawns: Vec<Position> = Suspect::all().map(|s| state.pawn(s)).collect();
    play(
        &mut state,
        Seat(3),
        accuse("green", "candlestick", "conservatory"),
    );
    assert_eq!(
        Suspect::all().map(|s| state.pawn(s)).collect::<Vec<_>>(),
        pawns
    );
}

// CL-ACCUSE-5
#[test]
fn cl_accuse_5_correct_exactly_when_all_three_match() {
    let state = example_after(&example_deal(), 38);
    let mut correct = Vec::new();
    for suspect in Suspect::all() {
        for weapon in Weapon::all() {
            for room in Room::all() {
                let t = Triple {
                    suspect,
                    weapon,
                    room,
                };
                let mut s = state.clone();
                if accused(&play(&mut s, Seat(3), Action::Accuse(t))) == Some(true) {
                    correct.push(t);
                }
            }
        }
    }
    assert_eq!(
        correct,
        vec![triple("green", "candlestick", "conservatory")]
    );
}

// CL-ACCUSE-6
#[test]
fn cl_accuse_6_a_correct_accusation_wins_at_once() {
    let mut state = example_after(&example_deal(), 38);
    let events = play(
        &mut state,
        Seat(3),
        accuse("green", "candlestick", "conservatory"),
    );
    assert!(state.is_over());
    assert_eq!(state.winner(), Some(Seat(3)));
    assert_eq!(Cluedo::to_act(&state), None);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::TurnStarted { .. })));
    assert!(matches!(
        events.last(),
        Some(Event::GameOver {
            winner: Some(Seat(3)),
            ..
        })
    ));
}

// CL-ACCUSE-7
#[test]
fn cl_accuse_7_the_wrong_accuser_alone_sees_the_envelope() {
    for hide in [false, true] {
        let deal = if hide {
            example_deal().hide_envelope()
        } else {
            example_deal()
        };
        let mut state = example_after(&deal, 24);
        let events = play(
            &mut state,
            Seat(2),
            accuse("green", "candlestick", "kitchen"),
        );
        let seen = |viewer| {
            seen_by(&events, viewer)
                .iter()
                .any(|e| matches!(e, Event::EnvelopeSeen { .. }))
        };
        assert_eq!(seen(Viewer::Seat(Seat(2))), !hide);
        assert_eq!(
            view(&state, Viewer::Seat(Seat(2))).envelope,
            (!hide).then_some(state.envelope())
        );
        for viewer in others(&state, &[Seat(2)]) {
            assert!(!seen(viewer));
            assert_eq!(view(&state, viewer).envelope, None);
        }
    }
}

// CL-ACCUSE-8
#[test]
fn cl_accuse_8_a_wrong_accuser_is_eliminated() {
    let mut state = example_after(&example_deal(), 24);
    play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    assert!(state.is_eliminated(Seat(2)));
    assert!(view(&state, Viewer::Spectator).seats[2].eliminated);
    // No more turns: White is skipped from then on.
    let mut state = example_after(&example_deal(), 35);
    play(&mut state, Seat(1), Action::EndTurn);
    assert_eq!(state.active(), Seat(3));
    // Nothing she sends is accepted as a turn action.
    for action in [
        Action::Roll,
        Action::Stay,
        suggest("plum", "rope"),
        Action::EndTurn,
    ] {
        refused(&mut state, Seat(2), action, "CL-ACCUSE-8");
    }
}

// CL-ACCUSE-9
#[test]
fn cl_accuse_9_an_eliminated_player_keeps_the_hand_and_refutes() {
    let mut state = example_after(&example_deal(), 26);
    assert_eq!(
        state.hand(Seat(2)),
        cards(&["white", "rope", "lounge", "ballroom"])
    );
    assert_eq!(
        view(&state, Viewer::Seat(Seat(2))).hand,
        Some(state.hand(Seat(2)))
    );
    play(&mut state, Seat(3), suggest("white", "rope"));
    assert_eq!(Cluedo::to_act(&state), Some(Seat(2)));
    play(&mut state, Seat(2), show("rope"));
}

// CL-ACCUSE-10
#[test]
fn cl_accuse_10_a_wrong_accusation_ends_the_turn() {
    let mut state = example_after(&example_deal(), 24);
    let events = play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    assert_eq!(
        events.last(),
        Some(&Event::TurnStarted {
            seat: Seat(3),
            turn: 8
        })
    );
    assert_eq!(state.active(), Seat(3));
    assert_eq!(state.phase(), Phase::StartOfTurn);
}

/// Breadth-first step counts over the board, written again for this test.
fn nearest_room_by_hand(from: Square, blocked: &[Square]) -> Option<Room> {
    let mut dist = vec![usize::MAX; BOARD.square_count()];
    let mut queue = std::collections::VecDeque::from([from]);
    dist[from.index()] = 0;
    while let Some(s) = queue.pop_front() {
        for &n in BOARD.neighbours(s) {
            if dist[n.index()] == usize::MAX && !blocked.contains(&n) {
                dist[n.index()] = dist[s.index()] + 1;
                queue.push_back(n);
            }
        }
    }
    let mut best: Option<(usize, Room)> = None;
    for room in Room::all() {
        for &t in BOARD.doors(room) {
            let d = dist[t.index()];
            if d != usize::MAX && best.is_none_or(|(b, _)| d < b) {
                best = Some((d, room));
            }
        }
    }
    best.map(|(_, r)| r)
}

// CL-ACCUSE-11
#[test]
fn cl_accuse_11_an_eliminated_pawn_leaves_the_corridor() {
    // In a room, the pawn stays (T7).
    let mut state = example_after(&example_deal(), 24);
    let events = play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    assert!(events.contains(&Event::Eliminated {
        seat: Seat(2),
        pawn_to: None
    }));
    assert_eq!(state.pawn(suspect("white")), rm("ballroom"));
    // On a square, it goes to the nearest room: from (18,7), the Lounge.
    let mut state = example_after(&example_deal(), 31);
    let events = play(&mut state, Seat(0), accuse("plum", "rope", "hall"));
    assert!(events.contains(&Event::Eliminated {
        seat: Seat(0),
        pawn_to: Some(room("lounge"))
    }));
    assert_eq!(state.pawn(suspect("scarlett")), rm("lounge"));
    // It can still be summoned.
    play(&mut state, Seat(1), Action::Stay);
    play(&mut state, Seat(1), suggest("scarlett", "rope"));
    assert_eq!(state.pawn(suspect("scarlett")), rm("conservatory"));
    // The nearest room everywhere, ties to the earlier room in canonical order.
    let mut ties = 0;
    for i in 0..BOARD.square_count() {
        let s = Square(i as u8);
        let expected = nearest_room_by_hand(s, &[]);
        assert_eq!(BOARD.nearest_room(s, &Default::default()), expected);
        let mut rooms_at_best = Room::all().filter(|&r| {
            BOARD.steps_to_room(Position::Square(s), r)
                == Room::all()
                    .map(|q| BOARD.steps_to_room(Position::Square(s), q))
                    .min()
                    .unwrap()
        });
        let first = rooms_at_best.next();
        if rooms_at_best.next().is_some() {
            ties += 1;
        }
        assert_eq!(first, expected);
    }
    assert!(ties > 0, "the board has squares halfway between two rooms");
    // A tie in play: from (17,5) the doors of the Dining Room (16,6) and the Lounge
    // (18,6) are both two steps away; the Dining Room comes first in canonical order.
    let mut state = Deal::new(&["scarlett", "mustard"]).dice(&[6, 5]).state();
    roll_and_move(&mut state, Seat(0), sq(18, 7));
    play(&mut state, Seat(0), Action::EndTurn);
    roll_and_move(&mut state, Seat(1), sq(17, 5));
    let events = play(&mut state, Seat(1), accuse("plum", "rope", "hall"));
    assert!(events.contains(&Event::Eliminated {
        seat: Seat(1),
        pawn_to: Some(room("dining_room"))
    }));
    assert_eq!(state.pawn(suspect("mustard")), rm("dining_room"));
    // Pawns on the way count, as in a move: with the Dining Room's threshold taken, the
    // Lounge is nearest.
    let mut taken = whodunit_cluedo::board::SquareSet::default();
    taken.insert(square(16, 6));
    assert_eq!(
        BOARD.nearest_room(square(17, 5), &taken),
        Some(room("lounge"))
    );
    assert_eq!(
        nearest_room_by_hand(square(17, 5), &[square(16, 6)]),
        Some(room("lounge"))
    );
}
