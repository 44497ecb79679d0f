//! PI-INVESTIGATOR: placing investigators, their results, and the tokens they carry.

mod common;

use common::*;
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::{Action, Config, ElementType, Event, Pi, Slot, State, Token};

/// The result PI-INVESTIGATOR-5 and PI-INVESTIGATOR-6 give `seat` at `location`, worked
/// out here from the spec's words.
fn expected(state: &State, seat: Seat, location: whodunit_pi::Location) -> (u8, u8) {
    let (mut discs, mut cubes) = (0, 0);
    for kind in ElementType::ALL {
        if state.is_marked(seat, Slot { location, kind }) {
            continue;
        }
        let at = state.layout().position(state.case(seat).element(kind));
        if at == location {
            discs += 1;
        } else if at.is_adjacent(location) {
            cubes += 1;
        }
    }
    (discs, cubes)
}

// PI-INVESTIGATOR-1, PI-INVESTIGATOR-4
#[test]
fn pi_investigator_1_and_4_five_investigators_for_the_whole_game() {
    let mut state = simple_game(2, 1);
    let places = ["Lakeside", "Forest Park", "Trocadero"];
    for place in places {
        play(&mut state, Seat(0), investigate(place));
        play(&mut state, Seat(1), investigate(place));
    }
    // Mini-game 1 ends; investigators stay used.
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    assert_eq!(state.mini_game(), 2);
    let start = state.start_player();
    assert_eq!(state.unused_investigators(start), 2);
    play(&mut state, start, investigate("Lakeside"));
    let other = Seat(1 - start.0);
    play(&mut state, other, investigate("Lakeside"));
    play(&mut state, start, investigate("Forest Park"));
    assert_eq!(state.unused_investigators(start), 0);
    play(&mut state, other, investigate("Forest Park"));
    refused(&state, start, investigate("Skid Row"), "PI-INVESTIGATOR-1");
    assert!(Pi::legal_actions(&state, start)
        .iter()
        .all(|a| !matches!(a, Action::Investigate(_))));
    // A placed investigator is used even if it yields nothing.
    let mut state = simple_game(2, 1);
    let events = play(&mut state, Seat(0), investigate("China Town"));
    assert!(matches!(
        events[0],
        Event::Investigated {
            discs: 0,
            cubes: 0,
            unused_investigators: 4,
            ..
        }
    ));
}

// PI-INVESTIGATOR-2, PI-INVESTIGATOR-3
#[test]
fn pi_investigator_2_and_3_one_per_location_per_player() {
    let mut state = simple_game(3, 1);
    play(&mut state, Seat(0), investigate("Main Street"));
    play(&mut state, Seat(1), investigate("Main Street"));
    play(&mut state, Seat(2), investigate("Main Street"));
    refused(
        &state,
        Seat(0),
        investigate("Main Street"),
        "PI-INVESTIGATOR-2",
    );
    // In the next mini-game the location is free again.
    solve_right(&mut state, Seat(0));
    solve_right(&mut state, Seat(1));
    pass(&mut state, Seat(2));
    assert_eq!(state.mini_game(), 2);
    let seat = Pi::to_act(&state).expect("a seat");
    play(&mut state, seat, investigate("Main Street"));
}

// PI-INVESTIGATOR-5, PI-INVESTIGATOR-6, PI-INVESTIGATOR-8
#[test]
fn pi_investigator_5_6_and_8_results_follow_the_formula() {
    let mut rng = GameRng::new(11);
    let mut checked = 0;
    for seed in 0..40 {
        let mut state = Pi::setup(&Config::with_players(4), seed).expect("valid");
        while let Some(seat) = Pi::to_act(&state) {
            let action = common::random::choose(&state, seat, &mut rng);
            if let Action::Investigate(location) = action {
                let want = expected(&state, seat, location);
                let events = play(&mut state, seat, action);
                let Event::Investigated { discs, cubes, .. } = events[0] else {
                    panic!("{events:?}");
                };
                assert_eq!((discs, cubes), want);
                assert!(discs + cubes <= 3);
                checked += 1;
            } else {
                play(&mut state, seat, action);
            }
        }
    }
    assert!(checked > 100);
    // PI-INVESTIGATOR-6 in §5: Yellow's own disc on the Rusty tile silences the suspect.
    let mut state = worked_example();
    for (seat, action) in [
        (BLUE, investigate("Lakeside")),
        (RED, investigate("Lakeside")),
        (YELLOW, evidence("Rusty")),
        (BLUE, investigate("Forest Park")),
        (RED, investigate("Forest Park")),
    ] {
        play(&mut state, seat, action);
    }
    play(&mut state, YELLOW, investigate("Waterfront"));
    assert_eq!(tokens_at(&state, YELLOW, "Waterfront"), (1, 1));
}

// PI-INVESTIGATOR-7
#[test]
fn pi_investigator_7_a_blank_tile_does_not_stop_a_cube() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Lakeside"));
    // Main Street's crime tile is No Crime; Murder is next door at Central Station.
    assert_eq!(
        state.layout().crime_at(location("Main Street")),
        None,
        "the layout of §5"
    );
    play(&mut state, RED, investigate("Main Street"));
    assert_eq!(tokens_at(&state, RED, "Main Street"), (0, 2));
}

// PI-INVESTIGATOR-9
#[test]
fn pi_investigator_9_tokens_go_on_the_investigator_and_only_counts_show() {
    let mut state = worked_example();
    let events = play(&mut state, BLUE, investigate("Road House"));
    assert_eq!(state.marks(BLUE).count(), 0, "no token on any tile");
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (1, 2));
    let json = serde_json::to_value(&events[0]).expect("serialises");
    let mut keys: Vec<&str> = json
        .as_object()
        .expect("an object")
        .keys()
        .map(|k| k.as_str())
        .collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "cubes",
            "discs",
            "event",
            "location",
            "seat",
            "unused_investigators"
        ]
    );
}

// PI-INVESTIGATOR-10
#[test]
fn pi_investigator_10_players_never_move_their_own_tokens() {
    // No action moves a token; only an evidence card takes one off an investigator.
    assert!(serde_json::from_str::<Action>(r#"{"move": {"from": 9, "to": 9}}"#).is_err());
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    for seat in [RED, YELLOW] {
        play(&mut state, seat, investigate("Lakeside"));
    }
    let events = play(&mut state, BLUE, evidence("Mob Killing"));
    assert!(matches!(
        events[0],
        Event::EvidenceTaken {
            result: Some(Token::Disc),
            from_investigator: true,
            ..
        }
    ));
}
