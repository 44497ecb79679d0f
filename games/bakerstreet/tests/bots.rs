//! The bots: levels, and random games that end with legal actions only.

use whodunit_bakerstreet::{bots, Bakerstreet, Config};
use whodunit_engine::{play_out, Bot, Game, GameRng, Seat};

#[test]
fn levels_are_known_and_unknown_levels_refused() {
    assert_eq!(bots::LEVELS, ["random"]);
    assert!(bots::by_level("random", Seat(1)).is_some());
    assert!(bots::by_level("expert", Seat(0)).is_none());
}

#[test]
fn random_bots_finish_games_without_a_round_limit() {
    let mut rounds = 0;
    for seed in 0..40 {
        let mut state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let mut players: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
            .map(|s| bots::by_level("random", Seat(s)).expect("known level"))
            .collect();
        let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
        play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {})
            .expect("bots play legal actions");
        let outcome = Bakerstreet::outcome(&state).expect("over");
        assert_ne!(outcome.reason, "round_limit");
        rounds += state.round();
    }
    // Challenges come often enough that games are not one endless round.
    assert!(rounds > 40);
}
