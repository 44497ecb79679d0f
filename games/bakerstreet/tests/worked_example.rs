//! The spec's worked examples (bakerstreet.md §6): Example 1, its variant 1b, and Example 2
//! (2a, 2b, 2c), each built from its starting state as a snapshot and played with its
//! listed actions, checking every result the spec states.

mod common;

use common::*;
use whodunit_bakerstreet::view::view;
use whodunit_bakerstreet::{
    Action, Bakerstreet, ChallengeResult, EndReason, Event, Phase, PhaseView, State,
};
use whodunit_engine::{Game, Viewer};

/// Example 1's starting state; `anna_collection` differs in variant 1b.
fn example_1(anna_collection: &str) -> State {
    Layout::new()
        .mover(ANNA)
        .bids(&[17])
        .hand(ANNA, &["A1", "A4", "A0ARROW"])
        .hand(BRUNO, &["B3", "B2x2", "B5"])
        .stack(
            2,
            &["B5", "A3x2", "B2ARROW", "A2", "B3STOP", "A4ARROW", "B1"],
        )
        .pile(2, "KCRFFM")
        .stack(3, &["B4", "A1"])
        .pile(3, "ASGNP")
        .collection(ANNA, anna_collection)
        .collection(BRUNO, "HI")
        .state()
}

#[test]
fn example_1_starting_state_accounts_for_every_card() {
    let state = example_1("CDL");
    for p in [0, 1, 4] {
        assert_eq!(pile(&state, p).len(), 8, "pile {p}");
    }
    let variant = example_1("BCDEGH");
    let rest: usize = [0, 1, 4].iter().map(|&p| pile(&variant, p).len()).sum();
    assert_eq!(rest, 21);
}

#[test]
fn example_1_the_seeds_evaluation() {
    let mut state = example_1("CDL");

    // 1. Challenge: 15 < 17, so Anna wins; the x2 on B2x2 does nothing.
    let events = play(&mut state, ANNA, Action::Challenge);
    let Event::Challenged { result, hands } = &events[0] else {
        panic!("a challenge first: {events:?}")
    };
    assert_eq!(
        *result,
        ChallengeResult {
            challenger: ANNA,
            bidder: BRUNO,
            bid: 17,
            total: 15,
            winner: ANNA,
        }
    );
    assert_eq!(hands[0], cards(&["A1", "A4", "A0ARROW"]));
    assert_eq!(hands[1], cards(&["B3", "B2x2", "B5"]));
    assert_eq!(
        events[1],
        Event::HandsDiscarded {
            discard_tops: [Some(card("A0ARROW")), Some(card("B5"))]
        }
    );
    assert_eq!(state.phase(), Phase::Choose);

    // 2.-7. Anna chooses position 2.
    let events = play(&mut state, ANNA, Action::Choose(2));
    assert_eq!(
        processed(&events),
        cards(&["B5", "A3x2", "B2ARROW", "A2", "B3STOP"])
    );
    assert!(events.contains(&Event::Stopped {
        position: 2,
        top: Some(card("A4ARROW"))
    }));
    // 3. (3 + 2) x 2 = 10 against 5 + 2 + 3 = 10: the tie goes to Anna.
    assert_eq!(evaluations(&events), [(2, [10, 10], ANNA, true)]);
    // 4. Stack 2 keeps A4ARROW over B1.
    assert_eq!(stack(&state, 2), cards(&["A4ARROW", "B1"]));
    // 5. Discards: A2 and B3STOP on top.
    assert!(events.contains(&Event::Evaluated {
        position: 2,
        scores: [10, 10],
        winner: ANNA,
        arrow: true,
        discard_tops: [Some(card("A2")), Some(card("B3STOP"))],
    }));
    assert_eq!(
        discard_pile(&state, ANNA),
        cards(&["A2", "A3x2", "A0ARROW", "A4", "A1"])
    );
    assert_eq!(
        discard_pile(&state, BRUNO),
        cards(&["B3STOP", "B2ARROW", "B5", "B5", "B2x2", "B3"])
    );
    // 6. Anna sees K, C, R, F, F, M; Bruno sees only that she looked.
    assert_eq!(
        events.last(),
        Some(&Event::PileSeen {
            seat: ANNA,
            position: 2,
            cards: Some(letters("KCRFFM"))
        })
    );
    assert_eq!(
        seen_by(&events, Viewer::Seat(BRUNO)).last(),
        Some(&Event::PileSeen {
            seat: ANNA,
            position: 2,
            cards: None
        })
    );
    let PhaseView::Take { pile: shown, .. } = view(&state, Viewer::Seat(ANNA)).phase else {
        panic!("Anna takes a card")
    };
    assert_eq!(shown, Some(letters("KCRFFM")));

    let events = play(&mut state, ANNA, take('F'));
    assert_eq!(
        events[0],
        Event::Rewarded {
            seat: ANNA,
            position: 2,
            taken: true,
            letter: Some(letter('F')),
            pile_size: 5,
            collection_size: 4,
        }
    );
    assert_eq!(pile(&state, 2), letters("KCRFM"));
    assert_eq!(state.collection(ANNA), letters("CDLF"));
    assert_eq!(state.longest_run(ANNA), 2);
    // Bruno learns only the pile's new size and Anna's count.
    let bruno = seen_by(&events, Viewer::Seat(BRUNO));
    assert_eq!(
        bruno[0],
        Event::Rewarded {
            seat: ANNA,
            position: 2,
            taken: true,
            letter: None,
            pile_size: 5,
            collection_size: 4,
        }
    );
    let bruno_view = view(&state, Viewer::Seat(BRUNO));
    assert_eq!(bruno_view.evidence_sizes[2], 5);
    assert_eq!(bruno_view.seats[0].collection_size, 4);

    // 7.-8. The ARROW leads to position 3: B4 and A1, 1 against 4, Bruno wins.
    assert_eq!(processed(&events), cards(&["B4", "A1"]));
    assert_eq!(evaluations(&events), [(3, [1, 4], BRUNO, false)]);
    assert!(stack(&state, 3).is_empty());
    assert!(events.contains(&Event::Evaluated {
        position: 3,
        scores: [1, 4],
        winner: BRUNO,
        arrow: false,
        discard_tops: [Some(card("A1")), Some(card("B4"))],
    }));
    assert_eq!(
        events.last(),
        Some(&Event::PileSeen {
            seat: BRUNO,
            position: 3,
            cards: Some(letters("ASGNP"))
        })
    );
    let events = play(&mut state, BRUNO, take('G'));
    assert_eq!(pile(&state, 3), letters("ASNP"));
    assert_eq!(state.collection(BRUNO), letters("HIG"));

    // 9. No ARROW at position 3: the phase ends, Bruno draws 3, then Anna, and Bruno
    // opens round 2, which cannot start with a challenge.
    let drawers: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Drew { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(drawers, [BRUNO, BRUNO, BRUNO, ANNA, ANNA, ANNA]);
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        first: BRUNO
    }));
    assert_eq!(Bakerstreet::to_act(&state), Some(BRUNO));
    assert_eq!(state.phase(), Phase::Turn);
    refused(&mut state, BRUNO, Action::Challenge, "BS-CHALLENGE-2");
}

#[test]
fn example_1b_the_game_ends_inside_a_chain() {
    let mut state = example_1("BCDEGH");
    play(&mut state, ANNA, Action::Challenge);
    play(&mut state, ANNA, Action::Choose(2));
    let events = play(&mut state, ANNA, take('F'));
    // B to H: seven consecutive letters, so Anna wins at once.
    assert_eq!(state.longest_run(ANNA), 7);
    assert!(state.is_over());
    let Some(Event::GameOver {
        winner,
        reason,
        collections,
        ..
    }) = events.last()
    else {
        panic!("the game ends: {events:?}")
    };
    assert_eq!(*winner, Some(ANNA));
    assert_eq!(*reason, EndReason::RunOfSeven);
    assert_eq!(collections[0], letters("BCDEGHF"));
    assert_eq!(collections[1], letters("HI"));
    // Position 3 is not evaluated and nobody draws.
    assert!(processed(&events).is_empty());
    assert_eq!(stack(&state, 3), cards(&["B4", "A1"]));
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })));
    // Both collections are revealed to both players.
    for viewer in [Viewer::Seat(ANNA), Viewer::Seat(BRUNO), Viewer::Spectator] {
        assert_eq!(seen_by(&events, viewer).last(), events.last());
        let collections = view(&state, viewer).collections.expect("revealed");
        assert_eq!(collections[1], letters("HI"));
    }
    let outcome = Bakerstreet::outcome(&state).expect("over");
    assert_eq!(outcome.winners, [ANNA]);
    assert_eq!(outcome.reason, "run_of_seven");
}

/// Example 2's shared state with Anna's last bid.
fn example_2(bid: u8) -> State {
    Layout::new()
        .mover(BRUNO)
        .bids(&[bid])
        .hand(ANNA, &["A4x2", "A1", "A3"])
        .hand(BRUNO, &["B2", "B0STOP", "B5"])
        .state()
}

/// Bruno challenges Anna's `bid`; the winner evaluates the empty stack 0 and takes its
/// top card. Returns the challenge result and who opens the next round.
fn example_2_round(bid: u8) -> (ChallengeResult, whodunit_engine::Seat) {
    let mut state = example_2(bid);
    let events = play(&mut state, BRUNO, Action::Challenge);
    let Event::Challenged { result, .. } = events[0].clone() else {
        panic!("a challenge first")
    };
    // The x2 on A4x2 counts as a plain 4: the total is 15.
    assert_eq!(result.total, 15);
    assert_eq!(
        events[1],
        Event::HandsDiscarded {
            discard_tops: [Some(card("A3")), Some(card("B5"))]
        }
    );
    assert_eq!(Bakerstreet::to_act(&state), Some(result.winner));
    play(&mut state, result.winner, Action::Choose(0));
    let top = pile(&state, 0)[0];
    let events = play(&mut state, result.winner, Action::Take(top));
    let first = events
        .iter()
        .find_map(|e| match e {
            Event::RoundStarted { first, .. } => Some(*first),
            _ => None,
        })
        .expect("a new round");
    assert_eq!(Bakerstreet::to_act(&state), Some(first));
    (result, first)
}

#[test]
fn example_2a_total_below_the_bid() {
    let (result, first) = example_2_round(16);
    assert_eq!(result.winner, BRUNO);
    assert_eq!(first, ANNA);
}

#[test]
fn example_2b_total_equal_to_the_bid() {
    let (result, first) = example_2_round(15);
    assert_eq!(result.winner, ANNA);
    assert_eq!(first, BRUNO);
}

#[test]
fn example_2c_the_ceiling() {
    let mut state = example_2(30);
    assert_eq!(
        Bakerstreet::legal_actions(&state, BRUNO),
        [Action::Challenge]
    );
    refused(&mut state, BRUNO, mv("2", 0, 30), "BS-BID-7");
    let events = play(&mut state, BRUNO, Action::Challenge);
    let Event::Challenged { result, .. } = &events[0] else {
        panic!("a challenge first")
    };
    assert_eq!((result.total, result.winner), (15, BRUNO));
}
