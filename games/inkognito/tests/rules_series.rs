//! §7 Series, draws and the match: IK-SERIES-01 to 06 and 10 to 16.

mod common;

use common::{act, place, play_game, settle, table, DECK, NUMBER, WRONG};
use std::collections::HashSet;
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{Action, Config, Event, GameEnd, Inkognito, Location, MAX_GAMES};

#[test]
fn five_rounds_make_a_series_then_everything_is_taken_back() {
    // IK-SERIES-01, IK-SERIES-02, IK-SERIES-04, IK-SERIES-05
    let mut state = table(4, 1, 1);
    let mut turned = Vec::new();
    for round in 0..5 {
        assert_eq!(state.round(), round as u8 + 1);
        let start = Inkognito::view(&state, Viewer::Spectator).start;
        assert_eq!(start, Some(Seat((1 + round as u8) % 4)));
        // Each agent a different location each round, so each is at each once.
        let by_seat: Vec<Location> = (0..4).map(|s| Location::ALL[(s + round) % 5]).collect();
        let mut events = place(&mut state, &by_seat);
        events.extend(settle(&mut state));
        turned.extend(events.iter().filter_map(|e| match e {
            Event::AmbassadorAt { location } => Some(*location),
            _ => None,
        }));
        assert_eq!(
            events.contains(&Event::SeriesEnded { series: 1 }),
            round == 4
        );
    }
    assert_eq!(turned, DECK, "the Ambassador at each location once");
    assert_eq!(state.round(), 6);
    // The rotation goes on: round 6 starts one seat after round 5's start (seat 1).
    assert_eq!(
        Inkognito::view(&state, Viewer::Spectator).start,
        Some(Seat(2))
    );
    for seat in 0..4 {
        let view = Inkognito::view(&state, Viewer::Spectator);
        assert!(view.agents[seat].played.is_empty());
    }
    assert_eq!(
        Inkognito::legal_actions(&state, Seat(2)),
        Location::ALL.map(Action::Place)
    );
}

#[test]
fn each_series_draws_a_new_deck_from_the_generator() {
    // IK-SERIES-03: with no explicit deck, series 2's deck is the generator's next shuffle.
    for seed in 0..10 {
        let mut rng = GameRng::new(seed);
        rng.below(4);
        rng.shuffle(&mut [0; 4]);
        rng.shuffle(&mut [0; 4]);
        let mut first = Location::ALL;
        rng.shuffle(&mut first);
        let mut second = Location::ALL;
        rng.shuffle(&mut second);
        let mut state = Inkognito::setup(&Config::default(), seed).expect("valid");
        let mut turned = Vec::new();
        while state.round() <= 10 {
            let seat = Inkognito::to_act(&state).expect("no call is made");
            let legal = Inkognito::legal_actions(&state, seat);
            let quiet = legal.iter().find(|a| !matches!(a, Action::Call(_)));
            for e in act(&mut state, seat, *quiet.expect("a choice")) {
                if let Event::AmbassadorAt { location } = e {
                    turned.push(location);
                }
            }
        }
        assert_eq!(turned[..5], first, "seed {seed}");
        assert_eq!(turned[5..], second, "seed {seed}");
    }
}

#[test]
fn fifty_rounds_without_a_call_draw_and_the_match_goes_on() {
    // IK-SERIES-06, IK-SERIES-15
    let mut state = table(4, 0, 3);
    let events = play_game(&mut state, None, NUMBER, &mut GameRng::new(3));
    let series = events
        .iter()
        .filter(|e| matches!(e, Event::SeriesEnded { .. }))
        .count();
    assert_eq!(series, 10);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::GameEnded { end: GameEnd::Draw, scored, .. } if scored.is_empty()
    )));
    assert_eq!(state.scores(), [0, 0, 0, 0]);
    assert_eq!((state.game(), state.round()), (2, 1));
}

#[test]
fn new_games_keep_points_and_deal_everything_afresh() {
    // IK-SERIES-10, IK-SERIES-11, IK-SERIES-12
    let mut starts = HashSet::new();
    let mut deals = HashSet::new();
    for seed in 0..12 {
        let mut state = table(4, 0, seed);
        place(
            &mut state,
            &[Location::Rialto, Location::Rialto, DECK[0], DECK[0]],
        );
        settle(&mut state);
        // Round 2 (start seat 1, Ambassador at SALUTE): the partners meet again and call.
        place(
            &mut state,
            &[Location::SanMarco, Location::SanMarco, DECK[1], DECK[1]],
        );
        assert!(!Inkognito::view(&state, Viewer::Seat(Seat(0)))
            .shown
            .is_empty());
        let events = act(&mut state, Seat(1), Action::Call(NUMBER));
        let ended = events
            .iter()
            .position(|e| matches!(e, Event::GameEnded { .. }))
            .expect("the game ends");
        let Event::GameStarted {
            game,
            start,
            scores,
            ..
        } = &events[ended + 1]
        else {
            panic!("a new game: {:?}", events[ended + 1]);
        };
        assert_eq!((*game, scores.as_slice()), (2, [1, 1, 0, 0].as_slice()));
        starts.insert(*start);
        let dealt = events[ended + 2..]
            .iter()
            .filter(|e| matches!(e, Event::Dealt { .. }))
            .count();
        assert_eq!(dealt, 4);
        deals.insert(format!(
            "{:?}",
            (0..4).map(|s| state.secret(Seat(s))).collect::<Vec<_>>()
        ));
        assert_eq!(state.round(), 1);
        let view = Inkognito::view(&state, Viewer::Seat(Seat(0)));
        assert!(view.shown.is_empty(), "no-repeat histories reset");
        assert!(view.agents.iter().all(|a| a.played.is_empty()));
        assert!(view.ambassador_played.is_empty());
    }
    assert!(starts.len() > 1 && deals.len() > 1);
}

#[test]
fn the_match_ends_with_the_first_game_to_bring_three_points() {
    // IK-SERIES-13: seat 0 always calls a wrong number when it can (4 players).
    let mut state = table(4, 0, 9);
    let mut rng = GameRng::new(9);
    while !state.is_over() {
        let before = state.game();
        play_game(&mut state, Some(Seat(0)), WRONG, &mut rng);
        let top = state.scores().iter().copied().max().unwrap_or(0);
        assert_eq!(state.is_over(), top >= 3, "after game {before}");
    }
    let outcome = Inkognito::outcome(&state).expect("over");
    assert_eq!(outcome.reason, "three_points");
    let reached: Vec<Seat> = (0..4)
        .map(Seat)
        .filter(|s| state.scores()[s.index()] >= 3)
        .collect();
    assert_eq!(outcome.winners, reached);
    assert_eq!(state.scores()[0], 0);
}

#[test]
fn players_reaching_three_together_share_the_match() {
    // IK-SERIES-14: 5 players, seat 0's three wrong calls give the four others 3 each.
    let mut state = table(5, 0, 4);
    let mut rng = GameRng::new(4);
    while !state.is_over() {
        play_game(&mut state, Some(Seat(0)), WRONG, &mut rng);
    }
    assert_eq!(state.scores(), [0, 3, 3, 3, 3]);
    let outcome = Inkognito::outcome(&state).expect("over");
    assert_eq!(outcome.winners, [Seat(1), Seat(2), Seat(3), Seat(4)]);
}

#[test]
fn twenty_games_end_the_match_with_the_leaders_sharing() {
    // IK-SERIES-16: one wrong call by seat 0 (seats 2 and 3 score), then 19 draws.
    let mut state = table(4, 0, 2);
    let mut rng = GameRng::new(2);
    while state.game() == 1 {
        play_game(&mut state, Some(Seat(0)), WRONG, &mut rng);
    }
    assert_eq!(state.scores(), [0, 0, 1, 1]);
    while !state.is_over() {
        play_game(&mut state, None, NUMBER, &mut rng);
    }
    assert_eq!(state.game(), MAX_GAMES);
    let outcome = Inkognito::outcome(&state).expect("over");
    assert_eq!(outcome.reason, "game_limit");
    assert_eq!(outcome.winners, [Seat(2), Seat(3)]);
    assert_eq!(outcome.scores, [0, 0, 1, 1]);
}
