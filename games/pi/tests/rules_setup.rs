//! PI-SETUP: players, seats and holders, the deal of each mini-game in generator order,
//! and explicit setups.

mod common;

use common::random::random_deal;
use common::*;
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_pi::{
    left_neighbour, Case, Config, Crime, Element, ElementType, Event, Location, Pi, Suspect,
};

// PI-SETUP-1
#[test]
fn pi_setup_1_two_to_five_players() {
    for players in [0, 1, 6, 9] {
        let error = Pi::setup(&Config::with_players(players), 1).unwrap_err();
        assert_eq!(error.rule, "PI-SETUP-1");
    }
    for players in 2..=5 {
        let state = Pi::setup(&Config::with_players(players), 1).expect("valid");
        assert_eq!(Pi::seat_count(&state), players);
    }
    let config = explicit(3, Seat(3), vec![]);
    assert_eq!(Pi::setup(&config, 1).unwrap_err().rule, "PI-SETUP-1");
    let state = simple_game(3, 1);
    refused(&state, Seat(3), investigate("Lakeside"), "PI-SETUP-1");
}

// PI-SETUP-2
#[test]
fn pi_setup_2_turns_pass_clockwise() {
    let mut state = simple_game(4, 1);
    let places = ["Lakeside", "Forest Park", "Trocadero"];
    for place in places {
        for seat in 0..4 {
            assert_eq!(Pi::to_act(&state), Some(Seat(seat)));
            assert_eq!(left_neighbour(Seat(seat), 4), Seat((seat + 1) % 4));
            play(&mut state, Seat(seat), investigate(place));
        }
    }
}

// PI-SETUP-3, PI-SETUP-4
#[test]
fn pi_setup_3_and_4_each_player_holds_its_left_neighbours_case() {
    for players in 2..=5 {
        for seed in 0..10 {
            let state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            for seat in state.seats() {
                let left = left_neighbour(seat, players);
                assert_eq!(state.holder(left), seat);
                let view = Pi::view(&state, Viewer::Seat(seat));
                assert_eq!(view.held_case, Some(state.case(left)));
                if players == 2 {
                    // PI-SETUP-4: the two players hold each other's case.
                    assert_eq!(state.holder(seat), left);
                }
            }
        }
    }
}

// PI-SETUP-5
#[test]
fn pi_setup_5_five_investigators_no_penalty_no_scores() {
    let state = Pi::setup(&Config::with_players(5), 3).expect("valid");
    for seat in state.seats() {
        assert_eq!(state.unused_investigators(seat), 5);
        assert_eq!(state.penalty_steps(seat), 0);
        assert_eq!(state.mini_game_scores(seat), [0, 0, 0]);
        let view = Pi::view(&state, Viewer::Spectator);
        assert!(view.seats[seat.index()].mini_game_scores.is_empty());
    }
}

// PI-SETUP-6
#[test]
fn pi_setup_6_the_first_start_player_is_uniform() {
    let mut counts = [0u32; 4];
    for seed in 0..800 {
        let state = Pi::setup(&Config::with_players(4), seed).expect("valid");
        counts[state.start_player().index()] += 1;
        assert_eq!(Pi::to_act(&state), Some(state.start_player()));
    }
    assert!(
        counts.iter().all(|&c| (150..250).contains(&c)),
        "{counts:?}"
    );
}

// PI-SETUP-7
#[test]
fn pi_setup_7_one_card_of_each_deck_per_player_and_no_element_twice() {
    for seed in 0..50 {
        let state = Pi::setup(&Config::with_players(5), seed).expect("valid");
        let mut elements: Vec<Element> = state
            .seats()
            .flat_map(|s| state.case(s).elements())
            .collect();
        elements.sort();
        elements.dedup();
        assert_eq!(elements.len(), 15);
    }
    let mut twice = worked_example_deal();
    twice.cases[2].crime = twice.cases[1].crime;
    let error = Pi::setup(&explicit(3, BLUE, vec![twice]), 1).unwrap_err();
    assert_eq!(error.rule, "PI-SETUP-7");
    let short = deal_with(simple_cases(2));
    let error = Pi::setup(&explicit(3, BLUE, vec![short]), 1).unwrap_err();
    assert_eq!(error.rule, "PI-SETUP-7");
}

// PI-SETUP-8
#[test]
fn pi_setup_8_every_tile_in_one_slot_blanks_included() {
    for seed in 0..50 {
        let state = Pi::setup(&Config::with_players(3), seed).expect("valid");
        let layout = state.layout();
        let mut suspects: Vec<Option<Suspect>> =
            Location::all().map(|l| layout.suspect_at(l)).collect();
        suspects.sort();
        let expected: Vec<Option<Suspect>> = [None, None]
            .into_iter()
            .chain(Suspect::all().map(Some))
            .collect();
        assert_eq!(suspects, expected);
        let mut crimes: Vec<Option<Crime>> = Location::all().map(|l| layout.crime_at(l)).collect();
        crimes.sort();
        assert_eq!(crimes.iter().filter(|c| c.is_none()).count(), 4);
        crimes.dedup();
        assert_eq!(crimes.len(), 11);
        for element in Element::all() {
            let tile = layout.tile_of(element);
            assert_eq!(layout.element_at(tile), Some(element));
        }
    }
    let mut bad = worked_example_deal();
    bad.tiles.suspect_tiles[1] = bad.tiles.suspect_tiles[0];
    let error = Pi::setup(&explicit(3, BLUE, vec![bad]), 1).unwrap_err();
    assert_eq!(error.rule, "PI-SETUP-8");
    let mut short = worked_example_deal();
    short.tiles.crime_tiles.pop();
    let error = Pi::setup(&explicit(3, BLUE, vec![short]), 1).unwrap_err();
    assert_eq!(error.rule, "PI-SETUP-8");
}

// PI-SETUP-9
#[test]
fn pi_setup_9_nine_in_the_display_twenty_seven_in_the_deck() {
    let state = Pi::setup(&Config::with_players(4), 8).expect("valid");
    assert_eq!(state.display().count(), 9);
    assert_eq!(state.deck_size(), 27);
    assert_eq!(state.discard().count(), 0);
    let mut all: Vec<Element> = state.display().chain(state.deck()).collect();
    all.sort();
    assert_eq!(all, Element::all().collect::<Vec<_>>());
    assert!(state.seats().all(|s| state.kept(s).count() == 0));
    let mut bad = worked_example_deal();
    bad.evidence[3] = bad.evidence[4];
    let error = Pi::setup(&explicit(3, BLUE, vec![bad]), 1).unwrap_err();
    assert_eq!(error.rule, "PI-SETUP-9");
}

// PI-SETUP-10
#[test]
fn pi_setup_10_no_investigators_or_tokens_and_unlimited_supply() {
    let state = Pi::setup(&Config::with_players(5), 2).expect("valid");
    for seat in state.seats() {
        assert_eq!(state.investigators(seat).count(), 0);
        assert_eq!(state.marks(seat).count(), 0);
    }
    // Tokens come from an unlimited supply: a seat collects as many as its answers give,
    // and never more than one disc per type (checked in prop_play for every action).
}

// PI-SETUP-11
#[test]
fn pi_setup_11_same_seed_same_game() {
    for seed in 0..20 {
        let mut a = Pi::setup(&Config::with_players(4), seed).expect("valid");
        let mut b = Pi::setup(&Config::with_players(4), seed).expect("valid");
        assert_eq!(a, b);
        let mut rng = GameRng::new(seed);
        let played = common::random::advance(&mut a, 10_000, &mut rng);
        for (seat, action) in played {
            play(&mut b, seat, action);
        }
        assert_eq!(a, b);
        assert!(a.is_over());
    }
    let a = Pi::setup(&Config::with_players(4), 1).expect("valid");
    let b = Pi::setup(&Config::with_players(4), 2).expect("valid");
    assert_ne!(a, b);
}

// PI-SETUP-12
#[test]
fn pi_setup_12_draws_in_the_fixed_order() {
    for (players, seed) in [(2, 1), (3, 7), (4, 99), (5, 12345)] {
        let state = Pi::setup(&Config::with_players(players), seed).expect("valid");
        let mut rng = GameRng::new(seed);
        let start = Seat(rng.below(players as u32) as u8);
        let mut suspects: Vec<u8> = (1..=12).collect();
        let mut crimes: Vec<u8> = (1..=10).collect();
        let mut locations: Vec<u8> = (1..=14).collect();
        rng.shuffle(&mut suspects);
        rng.shuffle(&mut crimes);
        rng.shuffle(&mut locations);
        let mut suspect_tiles: Vec<u8> = (1..=12).chain([0, 0]).collect();
        let mut crime_tiles: Vec<u8> = (1..=10).chain([0; 4]).collect();
        rng.shuffle(&mut suspect_tiles);
        rng.shuffle(&mut crime_tiles);
        let mut evidence: Vec<Element> = Element::all().collect();
        rng.shuffle(&mut evidence);

        assert_eq!(state.start_player(), start);
        let mut holder = start;
        for i in 0..players {
            let case = state.case(left_neighbour(holder, players));
            assert_eq!(case.suspect.id(), suspects[i]);
            assert_eq!(case.crime.id(), crimes[i]);
            assert_eq!(case.location.id(), locations[i]);
            holder = left_neighbour(holder, players);
        }
        for l in Location::all() {
            let at = |id: u8| (id != 0).then_some(id);
            assert_eq!(
                state.layout().suspect_at(l).map(|s| s.id()),
                at(suspect_tiles[l.index()])
            );
            assert_eq!(
                state.layout().crime_at(l).map(|c| c.id()),
                at(crime_tiles[l.index()])
            );
        }
        assert_eq!(state.display().collect::<Vec<_>>(), evidence[..9]);
        assert_eq!(state.deck().collect::<Vec<_>>(), evidence[9..]);
    }
}

#[test]
fn explicit_setups_give_the_later_mini_games_too() {
    let mut rng = GameRng::new(4);
    let deals: Vec<_> = (0..3).map(|_| random_deal(3, &mut rng)).collect();
    let mut state = Pi::setup(&explicit(3, Seat(1), deals.clone()), 77).expect("valid");
    assert_eq!(state.start_player(), Seat(1));
    for (index, deal) in deals.iter().enumerate() {
        assert_eq!(usize::from(state.mini_game()), index + 1);
        let cases: Vec<Case> = state.seats().map(|s| state.case(s)).collect();
        assert_eq!(cases, deal.cases);
        assert_eq!(state.display().collect::<Vec<_>>(), deal.evidence[..9]);
        assert_eq!(whodunit_pi::Tiles::from(*state.layout()), deal.tiles);
        // Everyone solves at once.
        for _ in 0..3 {
            let seat = Pi::to_act(&state).expect("a seat");
            let events = solve_right(&mut state, seat);
            if let Some(Event::MiniGameStarted { tiles, .. }) = events
                .iter()
                .find(|e| matches!(e, Event::MiniGameStarted { .. }))
            {
                assert_eq!(tiles, &deals[index + 1].tiles);
            }
        }
    }
    assert!(state.is_over());
    let four: Vec<_> = (0..4).map(|_| random_deal(3, &mut rng)).collect();
    let error = Pi::setup(&explicit(3, Seat(0), four), 1).unwrap_err();
    assert_eq!(error.rule, "PI-MINIGAME-1");
    // The element type order of a case.
    let case = state.case(Seat(0));
    assert_eq!(case.element(ElementType::Crime), Element::Crime(case.crime));
}
