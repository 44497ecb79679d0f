//! The bots: levels, legal games to the end, a bot rebuilt from its observations chooses
//! as the original did, and the expert beats random play.

use whodunit_bakerstreet::{bots, Bakerstreet, Config, Event};
use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};

fn table(levels: [&str; 2]) -> Vec<Box<dyn Bot<Bakerstreet>>> {
    (0..2)
        .map(|s| bots::by_level(levels[s], Seat(s as u8)).expect("known level"))
        .collect()
}

#[test]
fn levels_are_known_and_unknown_levels_refused() {
    assert_eq!(bots::LEVELS, ["random", "expert"]);
    assert!(bots::by_level("random", Seat(1)).is_some());
    assert!(bots::by_level("expert", Seat(0)).is_some());
    assert!(bots::by_level("oracle", Seat(0)).is_none());
}

#[test]
fn random_bots_finish_games_without_a_round_limit() {
    let mut rounds = 0;
    for seed in 0..40 {
        let mut state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let mut players = table(["random", "random"]);
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

/// Every pairing plays legal actions to the end, with the optional rules on too.
#[test]
fn experts_play_legal_games_to_the_end() {
    for seed in 0..30 {
        let config = Config {
            one_card_per_letter: seed % 2 == 0,
            max_rounds: (seed % 3 == 0).then_some(4),
            ..Config::default()
        };
        let levels = [
            ["expert", "expert"],
            ["expert", "random"],
            ["random", "expert"],
        ];
        let mut state = Bakerstreet::setup(&config, seed).expect("valid");
        let mut players = table(levels[seed as usize % 3]);
        let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
        play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {})
            .unwrap_or_else(|e| panic!("seed {seed}: an illegal action: {e}"));
        assert!(Bakerstreet::outcome(&state).is_some());
    }
}

/// A bot made afresh and shown the same events chooses as the original did: nothing it
/// uses is learnt while choosing.
#[test]
fn a_bot_rebuilt_from_its_observations_chooses_the_same() {
    for seed in 0..4 {
        let mut state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let mut players = table(["expert", "expert"]);
        let mut seen: [Vec<Event>; 2] = Default::default();
        let mut decisions = 0;
        while let Some(seat) = Bakerstreet::to_act(&state) {
            let view = Bakerstreet::view(&state, Viewer::Seat(seat));
            let rng_seed = 77 + decisions;
            let action = players[seat.index()].choose(Decision::in_state(
                &view,
                &state,
                seat,
                &mut GameRng::new(rng_seed),
            ));
            if decisions % 3 == 0 {
                let mut fresh = bots::by_level("expert", seat).expect("known level");
                for event in &seen[seat.index()] {
                    fresh.observe(event);
                }
                let again = fresh.choose(Decision::in_state(
                    &view,
                    &state,
                    seat,
                    &mut GameRng::new(rng_seed),
                ));
                assert_eq!(again, action, "seed {seed}, decision {decisions}");
            }
            let events = Bakerstreet::apply(&mut state, seat, &action).expect("legal");
            for (index, player) in players.iter_mut().enumerate() {
                for event in &events {
                    if let Some(seen_event) =
                        Bakerstreet::redact(event, Viewer::Seat(Seat(index as u8)))
                    {
                        player.observe(&seen_event);
                        seen[index].push(seen_event);
                    }
                }
            }
            decisions += 1;
        }
    }
}

/// The expert beats random play clearly over a fixed set of games in both seat orders.
/// (It wins nearly all of them; the examples measure this over many more.)
#[test]
fn the_expert_beats_random_play() {
    let games = 40;
    let mut wins = 0;
    for seed in 0..games {
        let expert = Seat((seed % 2) as u8);
        let mut levels = ["random", "random"];
        levels[expert.index()] = "expert";
        let mut state = Bakerstreet::setup(&Config::default(), 500 + seed).expect("valid");
        let mut players = table(levels);
        let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
        play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {}).expect("legal");
        if state.winner() == Some(expert) {
            wins += 1;
        }
    }
    assert!(wins >= games * 9 / 10, "the expert won {wins} of {games}");
}
