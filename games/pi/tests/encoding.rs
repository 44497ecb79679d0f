//! P.I.'s action ids and observations (`Encoding`): the engine's laws over random games at
//! every table size, and values worked out by hand from the rules and §5's worked example.

mod common;

use common::*;
use whodunit_engine::conformance::encoding::{
    check_encoding, check_notebook_encoding, field_of, observation_of,
};
use whodunit_engine::{Encoding, Game, Seat};
use whodunit_pi::{Action, Case, Config, Element, Pi, MAX_PLAYERS, MIN_PLAYERS};

/// The elements (in code order) whose number is 1 in a field of 36.
fn elements(numbers: &[f32]) -> Vec<Element> {
    Element::all()
        .zip(numbers)
        .filter(|(_, &n)| n == 1.0)
        .map(|(e, _)| e)
        .collect()
}

#[test]
fn every_table_size_keeps_the_laws() {
    // Every step of a random P.I. game lists some 1,700 actions, so a few seeds per size
    // keep the test short in debug builds.
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        for seed in 0..4 {
            check_encoding::<Pi>(&Config::with_players(players), seed, seed ^ 0x5eed, 100_000)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

#[test]
fn ids_are_investigations_then_cards_then_cases() {
    assert_eq!(Pi::action_count(), 14 + 36 + 12 * 10 * 14);
    assert_eq!(Pi::action_id(&investigate("Lakeside")), 0);
    assert_eq!(Pi::action_id(&investigate("Skid Row")), 13);
    // Cards in code order: the 12 suspects, then Bank Job, the first crime.
    assert_eq!(Pi::action_id(&evidence("Bank Job")), 14 + 12);
    assert_eq!(Pi::action_id(&evidence("Skid Row")), 14 + 35);
    assert_eq!(Pi::action_id(&solve("Bubbles", "Bank Job", "Lakeside")), 50);
    // Shorty (12), Smuggling (10), Skid Row (14): the last case.
    assert_eq!(
        Pi::action_of(1729),
        Some(solve("Shorty", "Smuggling", "Skid Row"))
    );
    assert_eq!(
        Pi::action_of(50 + 14 + 1),
        Some(solve("Bubbles", "Blackmail", "Forest Park"))
    );
    assert_eq!(Pi::action_of(Pi::action_count()), None);
    for case in Case::all() {
        let id = Pi::action_id(&Action::Solve(case));
        assert_eq!(Pi::action_of(id), Some(Action::Solve(case)));
    }
}

#[test]
fn a_solve_id_is_its_suspect_then_crime_then_location() {
    let [block] = &Pi::action_blocks()[..] else {
        panic!("P.I. has one block: the solve attempts");
    };
    let sizes: Vec<usize> = block.parts.iter().map(|part| part.values.len()).collect();
    assert_eq!(sizes, [12, 10, 14]);
    for (offset, case) in Case::all().enumerate() {
        let (suspect, rest) = (offset / (10 * 14), offset % (10 * 14));
        let names = [
            block.parts[0].values[suspect],
            block.parts[1].values[rest / 14],
            block.parts[2].values[rest % 14],
        ];
        assert_eq!(
            Pi::action_of(block.first_id + offset),
            Some(Action::Solve(case))
        );
        assert_eq!(
            case.to_string(),
            names.join(" / "),
            "id {}",
            block.first_id + offset
        );
    }
}

/// PI-SOLVE-2 (an attempt is right when it names the seat's own case) and PI-SOLVE-8 (a
/// seat that has solved takes no more turns this mini-game): the informed action.
#[test]
fn a_seat_that_saw_every_case_would_solve_its_own_until_it_has() {
    let mut state = simple_game(3, 1);
    let informed = |state: &_, seat| Pi::informed_action(state, seat).and_then(Pi::action_of);
    let first = solve("Queenie", "Mob Killing", "Ocean Drive");
    assert_eq!(informed(&state, Seat(0)), Some(first));
    assert_eq!(
        informed(&state, Seat(1)),
        Some(solve("Bubbles", "Murder", "Downtown"))
    );
    assert!(Pi::legal_actions(&state, Seat(0)).contains(&first));
    play(&mut state, Seat(0), first);
    assert!(state.has_solved(Seat(0)));
    assert_eq!(informed(&state, Seat(0)), None);
    assert_eq!(
        informed(&state, Seat(2)),
        Some(solve("Rusty", "Smuggling", "Skid Row"))
    );
}

#[test]
fn the_deal_shows_the_held_case_the_tiles_and_the_display() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        let state = Pi::setup(&Config::with_players(players), 11).expect("valid");
        let start = state.start_player();
        for seat in state.seats() {
            let out = observation_of::<Pi>(&state, seat);
            let left = Seat(((seat.index() + 1) % players) as u8);
            let mut case = state.case(left).elements().to_vec();
            case.sort();
            assert_eq!(
                elements(field_of::<Pi>(&out, players, "held_case")),
                case,
                "{seat}"
            );
            assert_eq!(
                field_of::<Pi>(&out, players, "suspect_tiles")
                    .iter()
                    .sum::<f32>(),
                12.0
            );
            assert_eq!(
                field_of::<Pi>(&out, players, "crime_tiles")
                    .iter()
                    .sum::<f32>(),
                10.0
            );
            let mut display: Vec<Element> = state.display().collect();
            display.sort();
            assert_eq!(elements(field_of::<Pi>(&out, players, "display")), display);
            assert_eq!(field_of::<Pi>(&out, players, "deck_size"), [27.0 / 36.0]);
            assert!(field_of::<Pi>(&out, players, "unused_investigators")
                .iter()
                .all(|&n| n == 1.0));
            let mut to_act = vec![0.0; players];
            to_act[(start.index() + players - seat.index()) % players] = 1.0;
            assert_eq!(field_of::<Pi>(&out, players, "to_act"), to_act, "{seat}");
            assert_eq!(field_of::<Pi>(&out, players, "mini_game"), [1.0, 0.0, 0.0]);
            assert_eq!(
                field_of::<Pi>(&out, players, "score_value"),
                [1.0, 0.0, 0.0, 0.0, 0.0]
            );
        }
    }
}

#[test]
fn the_worked_examples_first_round_is_seen_from_red() {
    // §5.2, round 1: Blue's investigator at Road House gets 1 disc and 2 cubes, Red's at
    // Little Italy 1 and 1, Yellow keeps Lakeside. Red counts Yellow 1 and Blue 2.
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, investigate("Little Italy"));
    play(&mut state, YELLOW, evidence("Lakeside"));
    let out = observation_of::<Pi>(&state, RED);
    let investigators = field_of::<Pi>(&out, 3, "investigators");
    let at = |from_red: usize, name: &str| {
        let start = (from_red * 14 + location(name).index()) * 3;
        investigators[start..start + 3].to_vec()
    };
    assert_eq!(at(2, "Road House"), [1.0, 1.0 / 3.0, 2.0 / 3.0]);
    assert_eq!(at(0, "Little Italy"), [1.0, 1.0 / 3.0, 1.0 / 3.0]);
    assert_eq!(investigators.iter().filter(|&&n| n == 1.0).count(), 2);
    let kept = field_of::<Pi>(&out, 3, "kept");
    assert_eq!(elements(&kept[36..72]), [card("Lakeside")]);
    assert_eq!(elements(&kept[..36]), []);
    assert_eq!(
        field_of::<Pi>(&out, 3, "unused_investigators"),
        [4.0 / 5.0, 1.0, 4.0 / 5.0]
    );
    // Round 2, Blue to act; Red's case cards are Yellow's case.
    assert_eq!(field_of::<Pi>(&out, 3, "to_act"), [0.0, 0.0, 1.0]);
    assert_eq!(field_of::<Pi>(&out, 3, "round"), [2.0 / 20.0]);
    assert_eq!(
        elements(field_of::<Pi>(&out, 3, "held_case")),
        [
            card("Rusty"),
            card("Smuggling"),
            Element::Location(location("Skid Row"))
        ]
    );
}

#[test]
fn a_wrong_attempt_and_its_penalty_are_seen_by_everyone() {
    let mut state = worked_example();
    let attempt = case("Doc", "Forgery", "Lakeside");
    play(&mut state, BLUE, Action::Solve(attempt));
    for (seat, from_seat) in [(BLUE, 0), (RED, 2), (YELLOW, 1)] {
        let out = observation_of::<Pi>(&state, seat);
        let wrong = field_of::<Pi>(&out, 3, "wrong_attempts");
        let set: Vec<usize> = (0..wrong.len()).filter(|&i| wrong[i] == 1.0).collect();
        assert_eq!(set, [from_seat * Case::COUNT + attempt.index()], "{seat}");
        let mut penalties = [0.0; 3];
        penalties[from_seat] = 0.1;
        assert_eq!(
            field_of::<Pi>(&out, 3, "penalty_steps"),
            penalties,
            "{seat}"
        );
    }
}

#[test]
fn every_table_size_encodes_its_notebooks() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        let config = Config::with_players(players);
        check_notebook_encoding::<Pi>(&config, 1, 0x5eed, 100_000, 40)
            .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
    }
}
