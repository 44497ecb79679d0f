//! Property: random-bot play at 3, 4 and 5 players never panics, every action it sends is
//! listed as legal, and every match ends with winners who reached 3 points or led after
//! 20 games (IK-SERIES-13, 14, 16).

use proptest::prelude::*;
use whodunit_engine::{play_out, Bot, Game, GameRng, Seat};
use whodunit_inkognito::{bots, Config, Inkognito, MAX_GAMES, TARGET};

fn play(players: usize, seed: u64) -> whodunit_inkognito::State {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
    let mut seats: Vec<Box<dyn Bot<Inkognito>>> = (0..players as u8)
        .map(|s| bots::by_level("random", Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(seed ^ s))
        .collect();
    play_out::<Inkognito>(&mut state, &mut seats, &mut rngs, |_, _, _| {}).expect("legal bots");
    state
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_matches_end(players in 3usize..=5, seed in any::<u64>()) {
        let state = play(players, seed);
        let outcome = Inkognito::outcome(&state).expect("the match ended");
        prop_assert!(!outcome.winners.is_empty());
        let best = *outcome.scores.iter().max().expect("scores");
        for w in &outcome.winners {
            prop_assert_eq!(outcome.scores[w.index()], best);
        }
        prop_assert!(best >= i32::from(TARGET) || state.game() == MAX_GAMES);
        prop_assert!(["three_points", "game_limit"].contains(&outcome.reason.as_str()));
    }

    #[test]
    fn random_actions_are_accepted_exactly_when_legal(players in 3usize..=5, seed in any::<u64>(), picks in proptest::collection::vec(any::<u32>(), 1..300)) {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        for pick in picks {
            let Some(seat) = Inkognito::to_act(&state) else { break };
            let legal = Inkognito::legal_actions(&state, seat);
            prop_assert!(!legal.is_empty());
            let other = Seat(((seat.index() + 1 + pick as usize % (players - 1)) % players) as u8);
            prop_assert!(Inkognito::legal_actions(&state, other).is_empty());
            let before = format!("{state:?}");
            let refused = Inkognito::apply(&mut state, other, &legal[0]);
            prop_assert_eq!(refused.map_err(|e| e.rule).err(), Some("IK-ROUND-12".into()));
            prop_assert_eq!(format!("{state:?}"), before);
            let action = legal[pick as usize % legal.len()];
            prop_assert!(Inkognito::apply(&mut state, seat, &action).is_ok());
        }
    }
}
