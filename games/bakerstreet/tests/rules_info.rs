//! BS-INFO: what each seat and spectator may see, through `view` and `redact`, checked on
//! laid-out positions and over random games.

mod common;

use common::random::choose;
use common::*;
use whodunit_bakerstreet::view::view;
use whodunit_bakerstreet::{Action, Bakerstreet, Config, Event, PhaseView, State};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

const VIEWERS: [Viewer; 3] = [
    Viewer::Seat(Seat(0)),
    Viewer::Seat(Seat(1)),
    Viewer::Spectator,
];

/// A few random games: `check` sees the state before, the acting seat, the action, its
/// events and the state after each accepted action.
fn each_step(mut check: impl FnMut(&State, Seat, Action, &[Event], &State)) {
    for seed in 0..6 {
        let config = Config {
            max_rounds: Some(12),
            one_card_per_letter: seed % 2 == 1,
            ..Config::default()
        };
        let mut state = Bakerstreet::setup(&config, seed).expect("valid");
        let mut rng = GameRng::new(seed + 100);
        while let Some(seat) = Bakerstreet::to_act(&state) {
            let action = choose(&Bakerstreet::legal_actions(&state, seat), &mut rng);
            let before = state.clone();
            let events = play(&mut state, seat, action);
            check(&before, seat, action, &events, &state);
        }
    }
}

/// The events with a secret field: a drawn card, a pile's contents, a letter taken.
fn is_private(event: &Event) -> bool {
    matches!(
        event,
        Event::Drew { .. } | Event::PileSeen { .. } | Event::Rewarded { .. }
    )
}

// BS-INFO-1
#[test]
fn bs_info_1_a_placed_card_is_seen_by_everyone() {
    each_step(|_, seat, _, events, after| {
        for event in events {
            if let Event::Placed { card, position, .. } = event {
                assert_eq!(card.owner, seat);
                for viewer in VIEWERS {
                    assert_eq!(Bakerstreet::redact(event, viewer).as_ref(), Some(event));
                    let top = view(after, viewer).stacks[usize::from(*position)].top;
                    assert_eq!(top, Some(*card));
                }
            }
        }
    });
}

/// Two layouts that differ only in what Anna cannot see now: covered stack cards, a
/// discard pile under its top, the draw piles' order, Bruno's hand and collection, and
/// the contents of evidence piles.
fn twins() -> (State, State) {
    let a = Layout::new()
        .bids(&[9])
        .hand(ANNA, &["A1", "A2", "A3"])
        .hand(BRUNO, &["B1", "B2", "B3"])
        .stack(0, &["A4", "B5", "A0", "B4"])
        .discard(ANNA, &["A5", "A5x2"])
        .draw(BRUNO, &["B0", "B0x2"])
        .collection(ANNA, "QR")
        .collection(BRUNO, "KL")
        .pile(2, "ABCDEFGH");
    let b = Layout::new()
        .bids(&[9])
        .hand(ANNA, &["A1", "A2", "A3"])
        .hand(BRUNO, &["B4x2", "B0", "B3STOP"])
        .stack(0, &["A4", "A0", "B5", "B1"])
        .discard(ANNA, &["A5", "A4STOP"])
        .draw(BRUNO, &["B0x2", "B2"])
        .collection(ANNA, "QR")
        .collection(BRUNO, "KM")
        .pile(2, "HGFEDCBL");
    (a.state(), b.state())
}

// BS-INFO-2
#[test]
fn bs_info_2_only_the_top_of_a_stack_is_visible() {
    let (a, b) = twins();
    assert_ne!(stack(&a, 0), stack(&b, 0));
    for viewer in VIEWERS {
        let (va, vb) = (view(&a, viewer), view(&b, viewer));
        assert_eq!(va.stacks, vb.stacks);
        assert_eq!(va.stacks[0].top, Some(card("A4")));
        assert_eq!(va.stacks[0].size, 4);
    }
}

// BS-INFO-3
#[test]
fn bs_info_3_only_the_top_of_a_discard_pile_is_visible() {
    let (a, b) = twins();
    assert_ne!(discard_pile(&a, ANNA), discard_pile(&b, ANNA));
    for viewer in VIEWERS {
        assert_eq!(view(&a, viewer).seats, view(&b, viewer).seats);
        assert_eq!(view(&a, viewer).seats[0].discard_top, Some(card("A5")));
    }
}

// BS-INFO-4
#[test]
fn bs_info_4_draw_piles_are_hidden_and_a_drawn_card_is_the_drawers() {
    each_step(|_, _, _, events, _| {
        for event in events {
            if let Event::Drew { seat, card } = event {
                assert!(card.is_some());
                for viewer in VIEWERS {
                    let seen = Bakerstreet::redact(event, viewer).expect("public part");
                    let Event::Drew { card: shown, .. } = seen else {
                        panic!("still a draw")
                    };
                    assert_eq!(shown.is_some(), viewer == Viewer::Seat(*seat));
                }
            }
        }
    });
    let (a, b) = twins();
    assert_ne!(
        a.draw_pile(BRUNO).collect::<Vec<_>>(),
        b.draw_pile(BRUNO).collect::<Vec<_>>()
    );
    assert_eq!(view(&a, Viewer::Spectator), view(&b, Viewer::Spectator));
}

// BS-INFO-5
#[test]
fn bs_info_5_a_hand_is_its_owners_until_a_challenge_reveals_both() {
    let (mut a, b) = twins();
    assert_eq!(view(&a, Viewer::Seat(ANNA)), view(&b, Viewer::Seat(ANNA)));
    assert_eq!(
        view(&a, Viewer::Seat(BRUNO)).hand,
        Some(cards(&["B1", "B2", "B3"]))
    );
    assert_eq!(
        view(&a, Viewer::Seat(ANNA)).hand,
        Some(cards(&["A1", "A2", "A3"]))
    );
    assert_eq!(view(&a, Viewer::Spectator).hand, None);
    let events = play(&mut a, ANNA, Action::Challenge);
    for viewer in VIEWERS {
        assert_eq!(seen_by(&events, viewer), events);
    }
    let Event::Challenged { hands, .. } = &events[0] else {
        panic!("a challenge")
    };
    assert_eq!(hands[1], cards(&["B1", "B2", "B3"]));
}

// BS-INFO-6
#[test]
fn bs_info_6_every_processed_card_is_shown_to_both() {
    let mut processed = 0;
    each_step(|_, _, _, events, _| {
        for event in events
            .iter()
            .filter(|e| matches!(e, Event::Processed { .. }))
        {
            processed += 1;
            for viewer in VIEWERS {
                assert_eq!(Bakerstreet::redact(event, viewer).as_ref(), Some(event));
            }
        }
    });
    assert!(processed > 0);
}

// BS-INFO-7
#[test]
fn bs_info_7_only_the_evaluation_winner_sees_the_pile() {
    let layout = Layout::new().pile(1, "MNOPMNOP").stack(1, &["B2"]);
    let (state, events) = evaluate(layout, ANNA, 1);
    for viewer in VIEWERS {
        let PhaseView::Take { pile, .. } = view(&state, viewer).phase else {
            panic!("Bruno takes")
        };
        let mine = viewer == Viewer::Seat(BRUNO);
        assert_eq!(pile, mine.then(|| letters("MNOPMNOP")));
        let seen = seen_by(&events, viewer);
        assert!(seen.contains(&Event::PileSeen {
            seat: BRUNO,
            position: 1,
            cards: mine.then(|| letters("MNOPMNOP")),
        }));
    }
}

// BS-INFO-8
#[test]
fn bs_info_8_the_opponent_learns_the_pile_whether_taken_and_the_new_size() {
    let layout = Layout::new().pile(1, "MNOPMNOP").stack(1, &["B2"]);
    let (mut state, _) = evaluate(layout, ANNA, 1);
    let events = play(&mut state, BRUNO, take('O'));
    let expected = |letter| Event::Rewarded {
        seat: BRUNO,
        position: 1,
        taken: true,
        letter,
        pile_size: 7,
        collection_size: 1,
    };
    assert_eq!(seen_by(&events, Viewer::Seat(ANNA))[0], expected(None));
    assert_eq!(seen_by(&events, Viewer::Spectator)[0], expected(None));
    assert_eq!(
        seen_by(&events, Viewer::Seat(BRUNO))[0],
        expected(Some(letter('O')))
    );
    // After the reward, the pile's contents stay out of every view.
    for viewer in VIEWERS {
        let shown = view(&state, viewer);
        assert_eq!(shown.evidence_sizes[1], 7);
        assert_eq!(shown.evidence, None);
    }
}

// BS-INFO-9
#[test]
fn bs_info_9_a_collection_is_face_down_to_the_opponent() {
    let (a, b) = twins();
    assert_ne!(a.collection(BRUNO), b.collection(BRUNO));
    let (va, vb) = (view(&a, Viewer::Seat(ANNA)), view(&b, Viewer::Seat(ANNA)));
    assert_eq!(va, vb);
    assert_eq!(va.collections, None);
    assert_eq!(va.seats[1].collection_size, 2);
}

// BS-INFO-10
#[test]
fn bs_info_10_a_player_always_sees_its_own_collection() {
    each_step(|_, _, _, _, after| {
        for seat in [ANNA, BRUNO] {
            let shown = view(after, Viewer::Seat(seat)).collection;
            assert_eq!(shown.as_deref(), Some(after.collection(seat)));
        }
    });
}

// BS-INFO-11
#[test]
fn bs_info_11_every_count_is_public() {
    each_step(|_, _, _, _, after| {
        let spectator = view(after, Viewer::Spectator);
        for viewer in VIEWERS {
            let shown = view(after, viewer);
            assert_eq!(shown.seats, spectator.seats);
            assert_eq!(shown.stacks, spectator.stacks);
            assert_eq!(shown.evidence_sizes, spectator.evidence_sizes);
        }
        for seat in [ANNA, BRUNO] {
            let counts = spectator.seats[seat.index()];
            assert_eq!(usize::from(counts.draw_size), after.draw_pile(seat).count());
            assert_eq!(usize::from(counts.hand_size), after.hand(seat).count());
            assert_eq!(
                usize::from(counts.discard_size),
                after.discard_pile(seat).count()
            );
            assert_eq!(
                usize::from(counts.collection_size),
                after.collection(seat).len()
            );
        }
        for p in 0..5 {
            assert_eq!(
                usize::from(spectator.stacks[p].size),
                after.stack(p).count()
            );
            assert_eq!(
                usize::from(spectator.evidence_sizes[p]),
                after.evidence_pile(p).count()
            );
        }
    });
}

// BS-INFO-12
#[test]
fn bs_info_12_the_table_talk_is_public() {
    each_step(|_, _, _, events, after| {
        for event in events.iter().filter(|e| !is_private(e)) {
            for viewer in VIEWERS {
                assert_eq!(Bakerstreet::redact(event, viewer).as_ref(), Some(event));
            }
        }
        // The private events keep their public part for everyone.
        for event in events.iter().filter(|e| is_private(e)) {
            let public = Bakerstreet::redact(event, Viewer::Spectator).expect("public part");
            match (event, &public) {
                (
                    Event::Rewarded {
                        seat,
                        position,
                        taken,
                        pile_size,
                        ..
                    },
                    Event::Rewarded {
                        seat: s,
                        position: p,
                        taken: t,
                        pile_size: n,
                        ..
                    },
                ) => assert_eq!((seat, position, taken, pile_size), (s, p, t, n)),
                (Event::PileSeen { position, .. }, Event::PileSeen { position: p, .. }) => {
                    assert_eq!(position, p)
                }
                (Event::Drew { seat, .. }, Event::Drew { seat: s, .. }) => assert_eq!(seat, s),
                other => panic!("redaction changed the kind of event: {other:?}"),
            }
        }
        // The round's bids are in every view.
        for viewer in VIEWERS {
            assert_eq!(view(after, viewer).bids, after.bids());
        }
    });
}

// BS-INFO-13
#[test]
fn bs_info_13_both_collections_are_revealed_at_the_end() {
    let mut ends = 0;
    each_step(|_, _, _, events, after| {
        if let Some(last @ Event::GameOver { collections, .. }) = events.last() {
            ends += 1;
            assert_eq!(collections[0], after.collection(ANNA));
            assert_eq!(collections[1], after.collection(BRUNO));
            for viewer in VIEWERS {
                assert_eq!(seen_by(events, viewer).last(), Some(last));
                let shown = view(after, viewer).collections.expect("revealed");
                assert_eq!(shown[1], after.collection(BRUNO));
            }
        } else {
            for viewer in VIEWERS {
                assert_eq!(view(after, viewer).collections, None);
            }
        }
    });
    assert_eq!(ends, 6);
}

// BS-INFO-14
#[test]
fn bs_info_14_a_view_holds_the_visible_table_and_own_secrets_only() {
    // Everything Anna cannot see now differs between the twins (see `twins`), yet her
    // view, and a spectator's, are the same. Memory of earlier sights is not in a view;
    // the property tests in non_interference.rs check the events too.
    let (a, b) = twins();
    for viewer in [Viewer::Seat(ANNA), Viewer::Spectator] {
        assert_eq!(view(&a, viewer), view(&b, viewer));
    }
    assert_ne!(view(&a, Viewer::Seat(BRUNO)), view(&b, Viewer::Seat(BRUNO)));
}

// BS-INFO-15
#[test]
fn bs_info_15_a_one_seat_item_reaches_only_that_seat() {
    each_step(|_, _, _, events, _| {
        for event in events.iter().filter(|e| is_private(e)) {
            let owner = match event {
                Event::Drew { seat, .. }
                | Event::PileSeen { seat, .. }
                | Event::Rewarded { seat, .. } => *seat,
                _ => unreachable!("private events only"),
            };
            for viewer in VIEWERS {
                let seen = Bakerstreet::redact(event, viewer).expect("public part");
                let full = viewer == Viewer::Seat(owner);
                assert_eq!(&seen == event, full, "{viewer:?} {event:?}");
            }
            let all = Bakerstreet::redact(event, Viewer::Omniscient);
            assert_eq!(all.as_ref(), Some(event));
        }
    });
}

// BS-INFO-16
#[test]
fn bs_info_16_a_spectator_receives_only_public_items() {
    each_step(|_, _, _, events, after| {
        let shown = view(after, Viewer::Spectator);
        assert_eq!(shown.hand, None);
        assert_eq!(shown.collection, None);
        assert_eq!(shown.hands, None);
        assert_eq!(shown.evidence, None);
        if let PhaseView::Take { pile, .. } = &shown.phase {
            assert_eq!(pile, &None);
        }
        for event in seen_by(events, Viewer::Spectator) {
            match event {
                Event::Drew { card, .. } => assert_eq!(card, None),
                Event::PileSeen { cards, .. } => assert_eq!(cards, None),
                Event::Rewarded { letter, .. } => assert_eq!(letter, None),
                _ => {}
            }
        }
    });
}
