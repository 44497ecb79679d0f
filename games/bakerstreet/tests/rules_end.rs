//! BS-END: a run of seven wins at once, the alphabet does not wrap, the end when no card
//! can be taken, its tie-breakers, and the round limit.

mod common;

use common::*;
use whodunit_bakerstreet::view::view;
use whodunit_bakerstreet::{
    longest_run, Action, Bakerstreet, Config, EndReason, Event, Phase, State,
};
use whodunit_engine::{Game, Seat, Viewer};

fn game_over(events: &[Event]) -> (Option<Seat>, EndReason) {
    match events.last() {
        Some(Event::GameOver { winner, reason, .. }) => (*winner, *reason),
        other => panic!("the game should be over, last event {other:?}"),
    }
}

/// Anna wins the evaluation of pile 0 (top card `top`) holding `collection`, and takes
/// `letter`.
fn anna_takes(collection: &str, pile0: &str, letter_taken: char) -> (State, Vec<Event>) {
    let layout = Layout::new()
        .collection(ANNA, collection)
        .pile(0, pile0)
        .stack(0, &["A1ARROW"])
        .stack(1, &["B5"]);
    let (mut state, _) = evaluate(layout, ANNA, 0);
    let events = play(&mut state, ANNA, take(letter_taken));
    (state, events)
}

// BS-END-1
#[test]
fn bs_end_1_seven_distinct_consecutive_letters_win() {
    let (state, events) = anna_takes("CDEFGH", "IKKLLMMN", 'I');
    assert_eq!(game_over(&events), (Some(ANNA), EndReason::RunOfSeven));
    assert_eq!(state.winner(), Some(ANNA));
    // A second copy does not make a run of seven out of six letters.
    let (state, _) = anna_takes("CDEFGH", "HIKKLLMM", 'H');
    assert!(!state.is_over());
    // A gap breaks the run.
    let (state, _) = anna_takes("CDEFGH", "IKKLLMMN", 'K');
    assert!(!state.is_over());
    assert_eq!(longest_run(letters("ABCDEFG")), 7);
    assert_eq!(longest_run(letters("AABBCCDDEEFF")), 6);
    assert_eq!(longest_run(letters("")), 0);
}

// BS-END-2
#[test]
fn bs_end_2_t_and_a_are_not_consecutive() {
    assert_eq!(longest_run(letters("PQRSTAB")), 5);
    let (state, _) = anna_takes("PQRSTA", "BKKLLMMN", 'B');
    assert!(!state.is_over());
    assert_eq!(state.longest_run(ANNA), 5);
}

// BS-END-3
#[test]
fn bs_end_3_a_win_ends_the_game_at_once_even_inside_a_chain() {
    let (state, events) = anna_takes("CDEFGH", "IKKLLMMN", 'I');
    // The ARROW's next evaluation (position 1) and the draws never happen.
    assert_eq!(events.len(), 2);
    assert_eq!(stack(&state, 1), cards(&["B5"]));
    assert!(hand(&state, ANNA).is_empty());
    assert!(Bakerstreet::to_act(&state).is_none());
    assert!(matches!(state.phase(), Phase::Over { .. }));
}

// BS-END-4
#[test]
fn bs_end_4_the_winners_collection_is_revealed() {
    let (state, events) = anna_takes("CDEFGH", "IKKLLMMN", 'I');
    let Some(Event::GameOver { collections, .. }) = events.last() else {
        panic!("over")
    };
    assert_eq!(collections[0], letters("CDEFGHI"));
    for viewer in [Viewer::Seat(BRUNO), Viewer::Spectator] {
        assert_eq!(seen_by(&events, viewer).last(), events.last());
        let shown = view(&state, viewer).collections.expect("revealed");
        assert_eq!(shown[0], letters("CDEFGHI"));
    }
}

// BS-END-5
#[test]
fn bs_end_5_the_game_ends_when_no_card_can_be_taken() {
    // Anna holds both copies of A-F, H-M and O-T (runs of six), Bruno G, G and N; one N
    // is left. Bruno wins its evaluation, takes it, and nothing is left to take.
    let anna: String = "ABCDEFHIJKLMOPQRST".chars().flat_map(|c| [c, c]).collect();
    let layout = Layout::new()
        .collection(ANNA, &anna)
        .collection(BRUNO, "GGN")
        .pile(0, "N")
        .pile(1, "")
        .pile(2, "")
        .pile(3, "")
        .pile(4, "")
        .stack(0, &["B1ARROW"])
        .stack(1, &["A5"]);
    let (mut state, _) = evaluate(layout, ANNA, 0);
    let events = play(&mut state, BRUNO, take('N'));
    // BS-END-6: Anna's longest run of six beats Bruno's one.
    assert_eq!(game_over(&events), (Some(ANNA), EndReason::NoEvidenceLeft));
    // No further evaluation (the ARROW) and no draw.
    assert_eq!(events.len(), 2);
    assert_eq!(stack(&state, 1), cards(&["A5"]));
    let outcome = Bakerstreet::outcome(&state).expect("over");
    assert_eq!(
        (outcome.winners, outcome.reason),
        (vec![ANNA], "no_evidence_left".into())
    );
    // With one_card_per_letter on, a card left is a letter at most one player holds, so
    // someone may always take it: the end needs all 40 cards collected here too.
}

/// A game at its last round (`max_rounds` 1) whose evaluation gives nothing: it ends by
/// BS-END-7 and is decided by BS-END-6 on the collections given.
fn decided(anna: &str, bruno: &str) -> (Option<Seat>, EndReason) {
    let layout = Layout::new()
        .config(Config {
            max_rounds: Some(1),
            ..Config::default()
        })
        .pile(4, "")
        .collection(ANNA, anna)
        .collection(BRUNO, bruno);
    let (_, events) = evaluate(layout, ANNA, 4);
    game_over(&events)
}

// BS-END-6
#[test]
fn bs_end_6_longer_run_then_more_cards_then_a_draw() {
    let limit = EndReason::RoundLimit;
    assert_eq!(decided("ABCEGIKM", ""), (Some(ANNA), limit));
    assert_eq!(decided("", "ABCEGIKM"), (Some(BRUNO), limit));
    assert_eq!(decided("ACEGIKMO", "ABC"), (Some(BRUNO), limit));
    // Equal runs of two: the larger collection wins.
    assert_eq!(decided("ABDFHJLN", "AB"), (Some(ANNA), limit));
    // Equal runs and counts: a draw.
    assert_eq!(decided("ABDFH", "ABDFH"), (None, limit));
}

// BS-END-7
#[test]
fn bs_end_7_the_round_limit_ends_the_game_after_the_evaluation_phase() {
    let config = Config {
        max_rounds: Some(2),
        ..Config::default()
    };
    let layout = Layout::new().config(config.clone());
    let (mut state, _) = evaluate(layout, ANNA, 0);
    finish_phase(&mut state);
    assert_eq!(state.round(), 2);
    assert!(!state.is_over());
    // Round 2: a move, a challenge, the evaluation phase, then the end.
    let first = state.active();
    let face = hand(&state, first)[0].face().to_string();
    play(&mut state, first, mv(&face, 0, 29));
    let second = Seat(1 - first.0);
    play(&mut state, second, Action::Challenge);
    let chooser = Bakerstreet::to_act(&state).expect("the challenge winner");
    let mut events = play(&mut state, chooser, Action::Choose(3));
    events.extend(finish_phase(&mut state));
    assert_eq!(game_over(&events).1, EndReason::RoundLimit);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::RoundStarted { .. })));
    assert_eq!(
        Bakerstreet::outcome(&state).expect("over").reason,
        "round_limit"
    );
    // At least one round, and no limit by default.
    let zero = Config {
        max_rounds: Some(0),
        ..Config::default()
    };
    assert_eq!(Bakerstreet::setup(&zero, 1).unwrap_err().rule, "BS-END-7");
    assert_eq!(Config::default().max_rounds, None);
    let past = Layout::new().round(3).snapshot();
    assert!(State::from_snapshot(&Config::default(), 0, &past).is_ok());
    let refused = State::from_snapshot(&config, 0, &past).unwrap_err();
    assert_eq!(refused.rule, "BS-END-7");
}
