//! BS-EVIDENCE: the evaluation winner looks at the pile and takes one card, which must be
//! there; the rest stays in order; empty piles; and the one-card-per-letter option.

mod common;

use common::*;
use whodunit_bakerstreet::view::view;
use whodunit_bakerstreet::{Action, Bakerstreet, Config, Event, Phase, PhaseView};
use whodunit_engine::{Game, Viewer};

fn option_on() -> Config {
    Config {
        one_card_per_letter: true,
        ..Config::default()
    }
}

// BS-EVIDENCE-1
#[test]
fn bs_evidence_1_the_winner_looks_at_every_card() {
    let layout = Layout::new().pile(3, "QADTBQAD").stack(3, &["B1"]);
    let (state, events) = evaluate(layout, ANNA, 3);
    assert_eq!(
        events.last(),
        Some(&Event::PileSeen {
            seat: BRUNO,
            position: 3,
            cards: Some(letters("QADTBQAD"))
        })
    );
    let PhaseView::Take { pile, .. } = view(&state, Viewer::Seat(BRUNO)).phase else {
        panic!("Bruno takes")
    };
    assert_eq!(pile, Some(letters("QADTBQAD")));
}

// BS-EVIDENCE-2
#[test]
fn bs_evidence_2_the_winner_takes_exactly_one_card() {
    let layout = Layout::new().pile(0, "KCRFKCRF");
    let (mut state, _) = evaluate(layout, ANNA, 0);
    refused(&mut state, BRUNO, take('K'), "BS-EVIDENCE-2");
    play(&mut state, ANNA, take('R'));
    assert_eq!(state.collection(ANNA), letters("R"));
    assert_eq!(pile(&state, 0).len(), 7);
    assert_eq!(state.phase(), Phase::Turn);
}

// BS-EVIDENCE-3
#[test]
fn bs_evidence_3_only_a_card_of_the_evaluated_pile() {
    let layout = Layout::new().pile(0, "KCRFKCRF").pile(1, "ABDEABDE");
    let (mut state, _) = evaluate(layout, ANNA, 0);
    refused(&mut state, ANNA, take('A'), "BS-EVIDENCE-3");
    refused(&mut state, ANNA, take('T'), "BS-EVIDENCE-3");
    let legal = Bakerstreet::legal_actions(&state, ANNA);
    assert_eq!(legal, [take('C'), take('F'), take('K'), take('R')]);
}

// BS-EVIDENCE-4
#[test]
fn bs_evidence_4_taking_is_compulsory() {
    let layout = Layout::new().pile(2, "M").collection(ANNA, "ACEGIKO");
    let (mut state, _) = evaluate(layout, BRUNO, 2);
    assert_eq!(Bakerstreet::legal_actions(&state, BRUNO), [take('M')]);
    refused(&mut state, BRUNO, Action::Choose(3), "BS-TURN-13");
    refused(&mut state, BRUNO, mv("1", 0, 1), "BS-CHALLENGE-11");
    play(&mut state, BRUNO, take('M'));
    assert_eq!(state.collection(BRUNO), letters("M"));
}

// BS-EVIDENCE-5
#[test]
fn bs_evidence_5_the_other_cards_go_back_in_order() {
    let layout = Layout::new().pile(2, "KCRFFMAB");
    let (mut a, _) = evaluate(layout.clone(), ANNA, 2);
    play(&mut a, ANNA, take('R'));
    assert_eq!(pile(&a, 2), letters("KCFFMAB"));
    let (mut b, _) = evaluate(layout, ANNA, 2);
    play(&mut b, ANNA, take('F'));
    assert_eq!(pile(&b, 2), letters("KCRFMAB"));
}

// BS-EVIDENCE-6
#[test]
fn bs_evidence_6_an_empty_pile_gives_nothing() {
    let layout = Layout::new().pile(4, "").collection(ANNA, "ACEGIKMO");
    let (state, events) = evaluate(layout, BRUNO, 4);
    assert!(!events.iter().any(|e| matches!(e, Event::PileSeen { .. })));
    assert!(events.contains(&Event::Rewarded {
        seat: BRUNO,
        position: 4,
        taken: false,
        letter: None,
        pile_size: 0,
        collection_size: 0,
    }));
    assert!(state.collection(BRUNO).is_empty());
    assert_eq!(state.phase(), Phase::Turn);
}

// BS-EVIDENCE-7
#[test]
fn bs_evidence_7_an_empty_pile_stays_in_the_circle() {
    // An ARROW at 0 leads on to the emptied position 1, which is evaluated normally.
    let layout = Layout::new()
        .pile(1, "")
        .collection(BRUNO, "ACEGIKMO")
        .stack(0, &["A2ARROW"])
        .stack(1, &["B3STOP", "A1"]);
    let (mut state, mut events) = evaluate(layout, ANNA, 0);
    events.extend(finish_phase(&mut state));
    assert_eq!(
        evaluations(&events),
        [(0, [2, 0], ANNA, true), (1, [0, 3], BRUNO, false)]
    );
    assert_eq!(stack(&state, 1), cards(&["A1"]));
    assert_eq!(state.collection(BRUNO).len(), 8);
}

// BS-EVIDENCE-8
#[test]
fn bs_evidence_8_one_card_per_letter_forbids_a_second_copy() {
    let layout = Layout::new()
        .config(option_on())
        .collection(ANNA, "CF")
        .pile(0, "FKKQQCRR");
    let (mut state, events) = evaluate(layout, ANNA, 0);
    assert!(matches!(events.last(), Some(Event::PileSeen { .. })));
    assert_eq!(
        Bakerstreet::legal_actions(&state, ANNA),
        [take('K'), take('Q'), take('R')]
    );
    refused(&mut state, ANNA, take('F'), "BS-EVIDENCE-8");
    refused(&mut state, ANNA, take('C'), "BS-EVIDENCE-8");
    play(&mut state, ANNA, take('K'));
    // Every card a letter she holds: she looks and takes nothing.
    let layout = Layout::new()
        .config(option_on())
        .collection(ANNA, "CF")
        .collection(BRUNO, "BDHJLN")
        .pile(1, "CF");
    let (state, events) = evaluate(layout, ANNA, 1);
    let seen = events
        .iter()
        .position(|e| matches!(e, Event::PileSeen { seat, .. } if *seat == ANNA))
        .expect("she looks");
    assert!(matches!(
        events[seen + 1],
        Event::Rewarded {
            taken: false,
            pile_size: 2,
            ..
        }
    ));
    assert_eq!(pile(&state, 1), letters("CF"));
    assert_eq!(state.phase(), Phase::Turn);
}

// BS-EVIDENCE-9
#[test]
fn bs_evidence_9_without_the_option_a_second_copy_may_be_taken() {
    let layout = Layout::new().collection(ANNA, "CDEF").pile(0, "FAAHHJJL");
    let (mut state, _) = evaluate(layout, ANNA, 0);
    assert!(Bakerstreet::legal_actions(&state, ANNA).contains(&take('F')));
    play(&mut state, ANNA, take('F'));
    assert_eq!(state.collection(ANNA).len(), 5);
    // The second F does not lengthen the run C..F.
    assert_eq!(state.longest_run(ANNA), 4);
}
