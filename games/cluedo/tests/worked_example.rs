//! The spec's worked example (cluedo.md, "Worked example"), replayed step by step through
//! its explicit setup, with every check the spec states; then the same script under both
//! variant flags, and as a record through `whodunit_engine::replay`.

mod common;

use common::*;
use whodunit_cluedo::board::SquareSet;
use whodunit_cluedo::movement::reachable;
use whodunit_cluedo::view::{view, ShownCard};
use whodunit_cluedo::{Action, Cluedo, Event, PhaseView, Position, State};
use whodunit_engine::{replay, Game, Record, Seat, Step, Viewer};

const SCARLETT: Seat = Seat(0);
const MUSTARD: Seat = Seat(1);
const WHITE: Seat = Seat(2);
const PEACOCK: Seat = Seat(3);

fn script() -> Vec<(Seat, Action)> {
    example_script()
}

fn squares(list: &[(usize, usize)]) -> Vec<Position> {
    list.iter().map(|&(r, c)| sq(r, c)).collect()
}

/// The `Shown` event among `events`, as `viewer` sees it.
fn shown_card_seen(events: &[Event], viewer: Viewer) -> Option<whodunit_cluedo::Card> {
    seen_by(events, viewer)
        .into_iter()
        .find_map(|e| match e {
            Event::Shown { card, .. } => Some(card),
            _ => None,
        })
        .expect("a card was shown")
}

fn passes(events: &[Event]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Passed { seat } => Some(*seat),
            _ => None,
        })
        .collect()
}

fn must_show(events: &[Event]) -> Option<(Seat, Seat)> {
    events.iter().find_map(|e| match e {
        Event::MustShow {
            refuter, suggester, ..
        } => Some((*refuter, *suggester)),
        _ => None,
    })
}

/// Checks a refutation from `refuter` to `suggester`: only the refuter is offered
/// `offered`, and the shown card reaches only the two of them.
fn check_refutation(
    state: &State,
    suggest_events: &[Event],
    show_events: &[Event],
    suggester: Seat,
    refuter: Seat,
    offered: &[&str],
    shown: &str,
) {
    assert_eq!(must_show(suggest_events), Some((refuter, suggester)));
    // CL-REFUTE-6: only the refuter learns the options (CL-INFO-6).
    for viewer in others(state, &[refuter]) {
        for event in seen_by(suggest_events, viewer) {
            if let Event::MustShow { options, .. } = event {
                assert_eq!(options, None, "{viewer:?} saw the refuter's options");
            }
        }
    }
    for event in seen_by(suggest_events, Viewer::Seat(refuter)) {
        if let Event::MustShow { options, .. } = event {
            assert_eq!(options, Some(cards(offered)));
        }
    }
    // CL-REFUTE-7: the card reaches the suggester and the refuter only.
    assert_eq!(
        shown_card_seen(show_events, Viewer::Seat(suggester)),
        Some(card(shown))
    );
    assert_eq!(
        shown_card_seen(show_events, Viewer::Seat(refuter)),
        Some(card(shown))
    );
    for viewer in others(state, &[suggester, refuter]) {
        assert_eq!(shown_card_seen(show_events, viewer), None, "{viewer:?}");
        assert!(matches!(
            seen_by(show_events, viewer)[0],
            Event::Shown { refuter: r, suggester: s, .. } if r == refuter && s == suggester
        ));
    }
}

/// The legal actions of the refuter while a refutation is pending: exactly the offered
/// `Show`s.
fn check_offer(state: &State, refuter: Seat, offered: &[&str]) {
    let mut expected: Vec<Action> = cards(offered).iter().map(Action::Show).collect();
    let mut actual = Cluedo::legal_actions(state, refuter);
    expected.sort_by_key(|a| format!("{a:?}"));
    actual.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(actual, expected);
    assert_eq!(Cluedo::to_act(state), Some(refuter));
    match view(state, Viewer::Seat(refuter)).phase {
        PhaseView::Refuting { options, .. } => assert_eq!(options, Some(cards(offered))),
        other => panic!("expected a pending refutation, got {other:?}"),
    }
    for viewer in others(state, &[refuter]) {
        match view(state, viewer).phase {
            PhaseView::Refuting { options, .. } => assert_eq!(options, None),
            other => panic!("expected a pending refutation, got {other:?}"),
        }
    }
}

#[test]
fn setup_matches_the_spec() {
    let state = example_deal().state();
    // Seats follow canonical order (CL-SETUP-3).
    for (i, key) in ["scarlett", "mustard", "white", "peacock"]
        .iter()
        .enumerate()
    {
        assert_eq!(state.suspect_of(Seat(i as u8)), suspect(key));
    }
    assert_eq!(state.dealer(), PEACOCK);
    // CL-SETUP-12, CL-SETUP-13: from Scarlett, sizes 5, 5, 4, 4.
    let hands = [
        cards(&["scarlett", "mustard", "lead_pipe", "kitchen", "hall"]),
        cards(&["plum", "revolver", "dining_room", "billiard_room", "study"]),
        cards(&["white", "rope", "lounge", "ballroom"]),
        cards(&["peacock", "dagger", "wrench", "library"]),
    ];
    for (i, hand) in hands.iter().enumerate() {
        let seat = Seat(i as u8);
        assert_eq!(state.hand(seat), *hand, "hand of {seat}");
        // CL-INFO-1: each seat sees its own hand, and only its own.
        let v = view(&state, Viewer::Seat(seat));
        assert_eq!(v.hand, Some(*hand));
        assert_eq!(v.hands, None);
        assert_eq!(v.envelope, None);
        let sizes: Vec<u8> = v.seats.iter().map(|s| s.hand_size).collect();
        assert_eq!(sizes, vec![5, 5, 4, 4]);
    }
    assert_eq!(view(&state, Viewer::Spectator).hand, None);
    // Pawns and weapons.
    assert_eq!(state.pawn(suspect("scarlett")), sq(24, 7));
    assert_eq!(state.pawn(suspect("mustard")), sq(17, 0));
    assert_eq!(state.pawn(suspect("white")), sq(0, 9));
    assert_eq!(state.pawn(suspect("peacock")), sq(6, 23));
    assert_eq!(state.pawn(suspect("green")), rm("library"));
    assert_eq!(state.pawn(suspect("plum")), rm("study"));
    for (w, r) in sample_weapon_rooms() {
        assert_eq!(state.weapon_room(w), r);
    }
    // CL-TURN-1.
    assert_eq!(state.active(), SCARLETT);
    assert_eq!(Cluedo::to_act(&state), Some(SCARLETT));
    assert_eq!(
        state.envelope(),
        triple("green", "candlestick", "conservatory")
    );
}

#[test]
fn the_whole_game_step_by_step() {
    let mut state = example_deal().state();
    let mut accepted = 0;
    let mut go = |state: &mut State, seat: Seat, action: Action| {
        accepted += 1;
        play(state, seat, action)
    };

    // T1, Scarlett on (24,7).
    go(&mut state, SCARLETT, Action::Roll);
    assert_eq!(
        destinations(&state, SCARLETT),
        sorted(squares(&[
            (18, 7),
            (19, 8),
            (20, 7),
            (21, 8),
            (22, 7),
            (23, 8)
        ]))
    );
    refused(&mut state, SCARLETT, mv(sq(19, 7)), "CL-MOVE-9");
    assert_eq!(Cluedo::to_act(&state), Some(SCARLETT));
    go(&mut state, SCARLETT, mv(sq(18, 7)));
    go(&mut state, SCARLETT, Action::EndTurn);

    // T2, Mustard on (17,0).
    assert_eq!(Cluedo::to_act(&state), Some(MUSTARD));
    go(&mut state, MUSTARD, Action::Roll);
    assert_eq!(
        destinations(&state, MUSTARD),
        sorted(squares(&[
            (16, 1),
            (16, 3),
            (16, 5),
            (17, 2),
            (17, 4),
            (17, 6),
            (18, 1),
            (18, 3),
            (18, 5)
        ]))
    );
    go(&mut state, MUSTARD, mv(sq(16, 5)));
    go(&mut state, MUSTARD, Action::EndTurn);

    // T3, White on (0,9).
    go(&mut state, WHITE, Action::Roll);
    assert_eq!(destinations(&state, WHITE), vec![sq(2, 7)]);
    go(&mut state, WHITE, mv(sq(2, 7)));
    go(&mut state, WHITE, Action::EndTurn);

    // T4, Peacock on (6,23).
    go(&mut state, PEACOCK, Action::Roll);
    assert_eq!(
        destinations(&state, PEACOCK),
        sorted(squares(&[
            (5, 18),
            (6, 17),
            (6, 19),
            (6, 21),
            (7, 18),
            (7, 20),
            (7, 22)
        ]))
    );
    refused(&mut state, PEACOCK, mv(rm("conservatory")), "CL-MOVE-9");
    assert_eq!(Cluedo::to_act(&state), Some(PEACOCK));
    go(&mut state, PEACOCK, mv(sq(5, 18)));
    go(&mut state, PEACOCK, Action::EndTurn);

    // T5, Scarlett on (18,7).
    go(&mut state, SCARLETT, Action::Roll);
    let mut expected = squares(&[
        (16, 6),
        (16, 8),
        (17, 5),
        (17, 7),
        (17, 9),
        (18, 4),
        (18, 6),
        (18, 8),
        (19, 7),
        (20, 8),
        (21, 7),
    ]);
    expected.push(rm("lounge"));
    assert_eq!(destinations(&state, SCARLETT), sorted(expected));
    go(&mut state, SCARLETT, mv(rm("lounge")));
    let suggested = go(&mut state, SCARLETT, suggest("mustard", "rope"));
    assert_eq!(state.pawn(suspect("mustard")), rm("lounge"));
    assert_eq!(state.weapon_room(weapon("rope")), room("lounge"));
    assert!(state.seats().all(|s| state.position_of(s) != sq(16, 5)));
    assert_eq!(passes(&suggested), vec![MUSTARD]);
    check_offer(&state, WHITE, &["rope", "lounge"]);
    let shown = go(&mut state, WHITE, show("rope"));
    check_refutation(
        &state,
        &suggested,
        &shown,
        SCARLETT,
        WHITE,
        &["rope", "lounge"],
        "rope",
    );
    // Peacock is not asked.
    assert!(!passes(&suggested).contains(&PEACOCK));
    assert_eq!(
        view(&state, Viewer::Seat(SCARLETT)).shown_to_me,
        vec![ShownCard {
            by: WHITE,
            card: card("rope")
        }]
    );
    for seat in [MUSTARD, WHITE, PEACOCK] {
        assert!(view(&state, Viewer::Seat(seat)).shown_to_me.is_empty());
    }
    go(&mut state, SCARLETT, Action::EndTurn);

    // T6, Mustard in the Lounge (summoned there in T5).
    assert_eq!(Cluedo::to_act(&state), Some(MUSTARD));
    // A pawn in the Conservatory that rolled now would have no legal move: its only door's
    // threshold (5,18) is occupied by Peacock (CL-MOVE-13, CL-MOVE-17).
    let mut occupied = SquareSet::default();
    occupied.insert(square(5, 18));
    for die in 1..=6 {
        assert!(reachable(rm("conservatory"), die, &occupied).is_empty());
    }
    go(&mut state, MUSTARD, Action::Passage);
    assert_eq!(state.pawn(suspect("mustard")), rm("conservatory"));
    let suggested = go(&mut state, MUSTARD, suggest("peacock", "dagger"));
    assert_eq!(state.pawn(suspect("peacock")), rm("conservatory"));
    assert!(state.seats().all(|s| state.position_of(s) != sq(5, 18)));
    assert_eq!(state.weapon_room(weapon("dagger")), room("conservatory"));
    assert_eq!(passes(&suggested), vec![WHITE]);
    check_offer(&state, PEACOCK, &["peacock", "dagger"]);
    let shown = go(&mut state, PEACOCK, show("dagger"));
    check_refutation(
        &state,
        &suggested,
        &shown,
        MUSTARD,
        PEACOCK,
        &["peacock", "dagger"],
        "dagger",
    );
    go(&mut state, MUSTARD, Action::EndTurn);

    // T7, White on (2,7).
    go(&mut state, WHITE, Action::Roll);
    let mut expected = squares(&[(0, 9), (3, 6), (4, 7), (5, 6), (6, 7)]);
    expected.push(rm("ballroom"));
    assert_eq!(destinations(&state, WHITE), sorted(expected));
    go(&mut state, WHITE, mv(rm("ballroom")));
    let suggested = go(&mut state, WHITE, suggest("green", "candlestick"));
    assert_eq!(state.pawn(suspect("green")), rm("ballroom"));
    assert_eq!(state.weapon_room(weapon("candlestick")), room("ballroom"));
    assert_eq!(passes(&suggested), vec![PEACOCK, SCARLETT, MUSTARD]);
    assert!(suggested.contains(&Event::Unrefuted { suggester: WHITE }));
    assert_eq!(must_show(&suggested), None);
    let accused = go(&mut state, WHITE, accuse("green", "candlestick", "kitchen"));
    assert!(state.is_eliminated(WHITE));
    assert_eq!(state.pawn(suspect("white")), rm("ballroom"));
    assert_eq!(state.active(), PEACOCK);
    // White privately sees the envelope; the others see only that she was wrong.
    let white_sees = seen_by(&accused, Viewer::Seat(WHITE));
    assert!(white_sees.contains(&Event::EnvelopeSeen {
        seat: WHITE,
        envelope: triple("green", "candlestick", "conservatory")
    }));
    assert!(white_sees.contains(&Event::Accused {
        seat: WHITE,
        correct: false,
        accusation: Some(triple("green", "candlestick", "kitchen"))
    }));
    assert_eq!(
        view(&state, Viewer::Seat(WHITE)).envelope,
        Some(triple("green", "candlestick", "conservatory"))
    );
    for viewer in others(&state, &[WHITE]) {
        let seen = seen_by(&accused, viewer);
        assert!(seen.contains(&Event::Accused {
            seat: WHITE,
            correct: false,
            accusation: None
        }));
        assert!(!seen.iter().any(|e| matches!(e, Event::EnvelopeSeen { .. })));
        assert!(seen
            .iter()
            .any(|e| matches!(e, Event::Eliminated { seat, .. } if *seat == WHITE)));
        let v = view(&state, viewer);
        assert_eq!(v.envelope, None);
        assert!(v.seats[WHITE.index()].eliminated);
    }

    // T8, Peacock in the Conservatory (summoned there in T6).
    go(&mut state, PEACOCK, Action::Stay);
    let suggested = go(&mut state, PEACOCK, suggest("white", "rope"));
    assert_eq!(state.pawn(suspect("white")), rm("conservatory"));
    assert_eq!(state.weapon_room(weapon("rope")), room("conservatory"));
    assert_eq!(passes(&suggested), vec![SCARLETT, MUSTARD]);
    check_offer(&state, WHITE, &["white", "rope"]);
    let shown = go(&mut state, WHITE, show("white"));
    check_refutation(
        &state,
        &suggested,
        &shown,
        PEACOCK,
        WHITE,
        &["white", "rope"],
        "white",
    );
    go(&mut state, PEACOCK, Action::EndTurn);

    // T9, Scarlett in the Lounge.
    go(&mut state, SCARLETT, Action::Roll);
    assert_eq!(
        destinations(&state, SCARLETT),
        sorted(squares(&[(17, 6), (18, 5), (18, 7)]))
    );
    refused(&mut state, SCARLETT, mv(rm("lounge")), "CL-MOVE-14");
    go(&mut state, SCARLETT, mv(sq(18, 7)));
    refused(
        &mut state,
        SCARLETT,
        suggest("peacock", "revolver"),
        "CL-SUGGEST-1",
    );
    assert_eq!(Cluedo::to_act(&state), Some(SCARLETT));
    go(&mut state, SCARLETT, Action::EndTurn);

    // T10, Mustard in the Conservatory.
    go(&mut state, MUSTARD, Action::Stay);
    let suggested = go(&mut state, MUSTARD, suggest("plum", "wrench"));
    assert_eq!(state.pawn(suspect("plum")), rm("conservatory"));
    assert_eq!(state.weapon_room(weapon("wrench")), room("conservatory"));
    assert_eq!(passes(&suggested), vec![WHITE]);
    check_offer(&state, PEACOCK, &["wrench"]);
    let shown = go(&mut state, PEACOCK, show("wrench"));
    check_refutation(
        &state,
        &suggested,
        &shown,
        MUSTARD,
        PEACOCK,
        &["wrench"],
        "wrench",
    );
    let ended = go(&mut state, MUSTARD, Action::EndTurn);
    // White is eliminated and skipped (CL-TURN-3).
    assert!(ended.contains(&Event::TurnStarted {
        seat: PEACOCK,
        turn: 11
    }));

    // T11, Peacock in the Conservatory.
    go(&mut state, PEACOCK, Action::Stay);
    let suggested = go(&mut state, PEACOCK, suggest("green", "candlestick"));
    assert_eq!(state.pawn(suspect("green")), rm("conservatory"));
    assert_eq!(
        state.weapon_room(weapon("candlestick")),
        room("conservatory")
    );
    assert_eq!(passes(&suggested), vec![SCARLETT, MUSTARD, WHITE]);
    assert!(suggested.contains(&Event::Unrefuted { suggester: PEACOCK }));
    let ended = go(
        &mut state,
        PEACOCK,
        accuse("green", "candlestick", "conservatory"),
    );
    // Everyone sees the correct accusation and the envelope.
    for viewer in others(&state, &[]) {
        let seen = seen_by(&ended, viewer);
        assert!(seen.contains(&Event::Accused {
            seat: PEACOCK,
            correct: true,
            accusation: Some(triple("green", "candlestick", "conservatory"))
        }));
        assert!(seen.iter().any(|e| matches!(
            e,
            Event::GameOver { winner: Some(PEACOCK), envelope, .. }
                if *envelope == triple("green", "candlestick", "conservatory")
        )));
        // CL-INFO-12: the full record opens.
        let v = view(&state, viewer);
        assert_eq!(v.envelope, Some(state.envelope()));
        assert_eq!(
            v.hands,
            Some(state.seats().map(|s| state.hand(s)).collect())
        );
    }

    check_final_state(&state);
    assert_eq!(accepted, 39);
    assert_eq!(accepted, script().len());
}

fn check_final_state(state: &State) {
    assert_eq!(state.pawn(suspect("scarlett")), sq(18, 7));
    for key in ["mustard", "white", "peacock", "green", "plum"] {
        assert_eq!(state.pawn(suspect(key)), rm("conservatory"), "{key}");
    }
    for key in ["dagger", "candlestick", "rope", "wrench"] {
        assert_eq!(
            state.weapon_room(weapon(key)),
            room("conservatory"),
            "{key}"
        );
    }
    assert_eq!(state.weapon_room(weapon("revolver")), room("study"));
    assert_eq!(state.weapon_room(weapon("lead_pipe")), room("lounge"));
    assert!(state.is_over());
    assert_eq!(state.winner(), Some(PEACOCK));
    assert!(state.is_eliminated(WHITE));
    assert_eq!(state.seats().filter(|&s| state.is_eliminated(s)).count(), 1);
    assert_eq!(state.rolls(), 7);
    let outcome = Cluedo::outcome(state).expect("the game is over");
    assert_eq!(outcome.winners, vec![PEACOCK]);
    assert_eq!(outcome.reason, "correct_accusation");
    assert_eq!(Cluedo::to_act(state), None);
}

#[test]
fn the_script_replays_as_a_record() {
    let deal = example_deal();
    let record = Record {
        game: Cluedo::NAME.to_string(),
        config: deal.config(),
        seed: 0,
        seats: Vec::new(),
        actions: script()
            .into_iter()
            .map(|(seat, action)| Step { seat, action })
            .collect(),
    };
    assert_eq!(record.actions.len(), 39);
    let mut steps = 0;
    let replayed = replay::<Cluedo>(&record, |_| steps += 1).expect("the script replays");
    assert_eq!(steps, 39);
    check_final_state(&replayed);

    // The same actions applied by hand give the identical state.
    let mut state = deal.state();
    for (seat, action) in script() {
        play(&mut state, seat, action);
    }
    assert!(state == replayed);

    // The record names cards and rooms by key (`Show(white)` shows the Mrs White card).
    let json = serde_json::to_string(&record).expect("records serialise");
    assert!(json.contains(r#"{"show":"white"}"#), "{json}");
    assert!(json.contains(r#"{"move":"lounge"}"#), "{json}");
    assert!(json.contains(r#"{"move":"18,7"}"#), "{json}");
    // It reads back and replays to the same end.
    let back: Record<whodunit_cluedo::Config, Action> =
        serde_json::from_str(&json).expect("records deserialise");
    assert_eq!(back, record);
    let again = replay::<Cluedo>(&back, |_| {}).expect("the record replays");
    assert!(again == replayed);
}

#[test]
fn modern_suggestion_rule_variant() {
    let mut state = example_deal().modern().state();
    let mut accepted = 0;
    for (i, (seat, action)) in script().into_iter().enumerate() {
        match i {
            // T10: Mustard reached the Conservatory by passage in T6 and has not been
            // summoned since.
            33 => {
                assert_eq!(action, suggest("plum", "wrench"));
                refused(&mut state, seat, action, "CL-SUGGEST-10");
            }
            // No refutation is pending, so Peacock's `Show` is refused too.
            34 => {
                let before = state.clone();
                let error =
                    Cluedo::apply(&mut state, seat, &action).expect_err("no refutation is pending");
                assert!(
                    ["CL-REFUTE-4", "CL-REFUTE-11", "CL-TURN-7"].contains(&&*error.rule),
                    "{error}"
                );
                assert!(state == before);
            }
            // T11: Peacock has not been summoned since her turn T8.
            37 => {
                assert_eq!(action, suggest("green", "candlestick"));
                refused(&mut state, seat, action, "CL-SUGGEST-10");
            }
            _ => {
                play(&mut state, seat, action);
                accepted += 1;
            }
        }
    }
    assert_eq!(accepted, 36);
    assert!(state.is_over());
    assert_eq!(state.winner(), Some(PEACOCK));
    assert_eq!(state.pawn(suspect("plum")), rm("study"));
    assert_eq!(state.weapon_room(weapon("wrench")), room("kitchen"));
    assert_eq!(state.pawn(suspect("green")), rm("ballroom"));
    assert_eq!(state.weapon_room(weapon("candlestick")), room("ballroom"));
    assert_eq!(state.pawn(suspect("scarlett")), sq(18, 7));
    assert_eq!(state.rolls(), 7);
}

#[test]
fn hide_envelope_from_wrong_accuser_variant() {
    let plain = example_deal();
    let hidden = example_deal().hide_envelope();
    let mut a = plain.state();
    let mut b = hidden.state();
    for (i, (seat, action)) in script().into_iter().enumerate() {
        let ea = play(&mut a, seat, action);
        let eb = play(&mut b, seat, action);
        if i == 24 {
            // T7: White's wrong accusation. She learns only that she was wrong.
            let without: Vec<Event> = ea
                .iter()
                .filter(|e| !matches!(e, Event::EnvelopeSeen { .. }))
                .cloned()
                .collect();
            assert_eq!(eb, without);
            assert_ne!(ea, eb);
            let white = seen_by(&eb, Viewer::Seat(WHITE));
            assert!(white.contains(&Event::Accused {
                seat: WHITE,
                correct: false,
                accusation: Some(triple("green", "candlestick", "kitchen"))
            }));
            assert!(!white
                .iter()
                .any(|e| matches!(e, Event::EnvelopeSeen { .. })));
            assert_eq!(view(&b, Viewer::Seat(WHITE)).envelope, None);
            assert_eq!(view(&a, Viewer::Seat(WHITE)).envelope, Some(a.envelope()));
        } else {
            assert_eq!(ea, eb, "action {i} differs");
        }
        // Nothing else differs: same public positions at every step.
        assert_eq!(
            view(&a, Viewer::Spectator).pawns,
            view(&b, Viewer::Spectator).pawns
        );
    }
    check_final_state(&a);
    check_final_state(&b);
    // At the end everyone, White included, sees the envelope (CL-END-4).
    assert_eq!(view(&b, Viewer::Seat(WHITE)).envelope, Some(b.envelope()));
}
