//! §5: the seed's worked example, replayed exactly from its explicit deal. Every row of the
//! table in §5.2 is checked, then the state after round 4 and the end of round 5.

mod common;

use common::*;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_pi::{Event, Pi, Slot, State, Token};

fn evidence_result(events: &[Event]) -> (Option<Token>, bool, Slot) {
    match events.first() {
        Some(Event::EvidenceTaken {
            result,
            from_investigator,
            tile,
            ..
        }) => (*result, *from_investigator, *tile),
        other => panic!("expected an evidence event, got {other:?}"),
    }
}

fn refilled(events: &[Event]) -> Vec<&'static str> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DisplayRefilled { card } => Some(card.name()),
            _ => None,
        })
        .collect()
}

fn slot(loc: &str, kind: whodunit_pi::ElementType) -> Slot {
    Slot {
        location: location(loc),
        kind,
    }
}

use whodunit_pi::ElementType::{Crime as C, Location as L, Suspect as S};

/// Rounds 1 to 4 of §5.2, checking each row; returns the state after round 4.
fn rounds_one_to_four() -> State {
    let mut state = worked_example();
    assert_eq!(Pi::to_act(&state), Some(BLUE));
    assert_eq!(state.holder(RED), BLUE);
    assert_eq!(state.holder(YELLOW), RED);
    assert_eq!(state.holder(BLUE), YELLOW);

    // Round 1.
    play(&mut state, BLUE, investigate("Road House"));
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (1, 2));
    let events = play(&mut state, RED, investigate("Little Italy"));
    assert!(matches!(
        events[0],
        Event::Investigated {
            discs: 1,
            cubes: 1,
            ..
        }
    ));
    let events = play(&mut state, YELLOW, evidence("Lakeside"));
    assert_eq!(evidence_result(&events).0, None);
    assert_eq!(names(state.kept(YELLOW)), ["Lakeside"]);
    assert_eq!(refilled(&events), ["Kidnapping"]);
    assert_eq!(state.round(), 2);

    // Round 2.
    let events = play(&mut state, BLUE, evidence("Mob Killing"));
    assert_eq!(
        evidence_result(&events),
        (Some(Token::Disc), true, slot("Road House", C))
    );
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (0, 2));
    assert_eq!(refilled(&events), ["Trocadero"]);
    play(&mut state, RED, investigate("Main Street"));
    assert_eq!(tokens_at(&state, RED, "Main Street"), (0, 2));
    play(&mut state, YELLOW, investigate("Downtown"));
    assert_eq!(tokens_at(&state, YELLOW, "Downtown"), (0, 3));

    // Round 3.
    let events = play(&mut state, BLUE, evidence("Queenie"));
    assert_eq!(
        evidence_result(&events),
        (Some(Token::Disc), false, slot("Rick's Café", S))
    );
    assert_eq!(refilled(&events), ["Pinky"]);
    let events = play(&mut state, RED, evidence("Waterfront"));
    assert_eq!(
        evidence_result(&events),
        (Some(Token::Cube), false, slot("Waterfront", L))
    );
    assert_eq!(refilled(&events), ["Bank Job"]);
    let events = play(&mut state, YELLOW, evidence("Rusty"));
    assert_eq!(
        evidence_result(&events),
        (Some(Token::Disc), false, slot("Waterfront", S))
    );
    assert_eq!(refilled(&events), ["Union Square"]);

    // Round 4.
    play(&mut state, BLUE, investigate("Forest Park"));
    assert_eq!(tokens_at(&state, BLUE, "Forest Park"), (0, 1));
    let events = play(&mut state, RED, evidence("Murder"));
    assert_eq!(
        evidence_result(&events),
        (Some(Token::Disc), false, slot("Central Station", C))
    );
    assert_eq!(refilled(&events), ["Earl"]);
    play(&mut state, YELLOW, investigate("Waterfront"));
    assert_eq!(tokens_at(&state, YELLOW, "Waterfront"), (1, 1));
    state
}

#[test]
fn section_5_rounds_one_to_four() {
    let state = rounds_one_to_four();
    assert_eq!(state.round(), 5);
    assert_eq!(
        names(state.display()),
        [
            "Doc",
            "Forgery",
            "China Town",
            "Kidnapping",
            "Trocadero",
            "Pinky",
            "Bank Job",
            "Union Square",
            "Earl"
        ]
    );
    assert_eq!(state.deck_size(), 21);
    assert_eq!(
        names(state.discard()),
        ["Mob Killing", "Queenie", "Waterfront", "Rusty", "Murder"]
    );
    assert_eq!(names(state.kept(YELLOW)), ["Lakeside"]);
    assert_eq!(state.score_value(), 7, "nobody solved yet (PI-SCORE-5)");
}

#[test]
fn section_5_round_five_ends_mini_game_one() {
    let mut state = rounds_one_to_four();
    let events = play(
        &mut state,
        BLUE,
        solve("Queenie", "Mob Killing", "Ocean Drive"),
    );
    assert!(matches!(events[0], Event::Solved { points: 7, .. }));
    let blue: Vec<_> = state.marks(BLUE).collect();
    assert_eq!(blue.len(), 3);
    assert!(blue.iter().all(|m| m.token == Token::Disc));
    assert!(blue.iter().any(|m| m.slot == slot("Rick's Café", S)));
    assert!(blue.iter().any(|m| m.slot == slot("Road House", C)));
    assert!(blue.iter().any(|m| m.slot == slot("Ocean Drive", L)));
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (0, 0));
    assert_eq!(tokens_at(&state, BLUE, "Forest Park"), (0, 0));

    let events = play(&mut state, RED, solve("Bubbles", "Murder", "Downtown"));
    assert!(matches!(events[0], Event::Solved { points: 7, .. }));
    let red: Vec<_> = state.marks(RED).collect();
    assert_eq!(red.len(), 3);
    assert!(red.iter().all(|m| m.token == Token::Disc));
    assert!(red.iter().any(|m| m.slot == slot("Little Italy", S)));
    assert!(red.iter().any(|m| m.slot == slot("Central Station", C)));
    assert!(red.iter().any(|m| m.slot == slot("Downtown", L)));
    // Yellow's tokens, before its guess.
    let yellow_before: Vec<_> = state.marks(YELLOW).collect();

    let events = play(
        &mut state,
        YELLOW,
        solve("Rusty", "Smuggling", "Union Square"),
    );
    assert!(matches!(
        events[0],
        Event::WrongAttempt {
            penalty_steps: 1,
            ..
        }
    ));
    let ended = events
        .iter()
        .find_map(|e| match e {
            Event::MiniGameEnded {
                mini_game: 1,
                cases,
                points,
            } => Some((cases.clone(), points.clone())),
            _ => None,
        })
        .expect("mini-game 1 ends with round 5");
    assert_eq!(ended.1, [7, 7, 0]);
    assert_eq!(
        ended.0[YELLOW.index()],
        case("Rusty", "Smuggling", "Skid Row")
    );
    assert!(yellow_before.len() == 1, "Yellow kept its Rusty disc");

    assert_eq!(state.mini_game(), 2);
    assert_eq!(state.start_player(), RED);
    assert_eq!(Pi::to_act(&state), Some(RED));
    assert_eq!(state.penalty_steps(YELLOW), 1);
    assert_eq!(
        state
            .seats()
            .map(|s| state.final_score(s))
            .collect::<Vec<_>>(),
        [7, 7, -2]
    );
    for seat in [BLUE, RED, YELLOW] {
        assert_eq!(state.unused_investigators(seat), 3);
        assert_eq!(state.investigators(seat).count(), 0);
        assert_eq!(state.marks(seat).count(), 0);
    }
    let view = Pi::view(&state, Viewer::Seat(Seat(2)));
    assert_eq!(view.mini_game, 2);
}
