//! The bots play by the rules, their choices depend only on what their seat observed (so a
//! server can rebuild them by observation), and the expert wins its share.

use whodunit_cluedo::{bots, Action, Cluedo, Config, Room};
use whodunit_engine::conformance::rebuilt_bots::check_rebuilt_bots_choose_the_same;
use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};

fn table(levels: &[&str]) -> Vec<Box<dyn Bot<Cluedo>>> {
    levels
        .iter()
        .enumerate()
        .map(|(seat, level)| bots::by_level(level, Seat(seat as u8)).expect("a known level"))
        .collect()
}

fn rngs(seed: u64, seats: usize) -> Vec<GameRng> {
    (0..seats)
        .map(|s| GameRng::new(seed * 31 + s as u64))
        .collect()
}

/// CL-TURN-7: every bot only ever sends legal actions, whatever the table (`play_out`
/// stops at the first refusal), and games end (CL-END).
#[test]
fn every_level_plays_legal_games_to_the_end() {
    for (seed, levels) in [
        (1, vec!["expert", "eliminator", "random"]),
        (2, vec!["random", "expert", "expert", "eliminator"]),
        (3, vec!["expert", "expert"]),
        (
            4,
            vec![
                "eliminator",
                "random",
                "expert",
                "random",
                "expert",
                "eliminator",
            ],
        ),
    ] {
        let config = Config {
            turn_limit: Some(400),
            modern_suggestion_rule: seed % 2 == 0,
            ..Config::with_players(levels.len())
        };
        let mut state = Cluedo::setup(&config, seed).unwrap();
        let mut players = table(&levels);
        let mut generators = rngs(seed, levels.len());
        play_out::<Cluedo>(&mut state, &mut players, &mut generators, |_, _, _| {})
            .unwrap_or_else(|e| panic!("{levels:?} sent an illegal action: {e}"));
        assert!(Cluedo::outcome(&state).is_some());
    }
}

/// CL-END: a table of one level's bots alone always reaches an end. These deals once ran
/// to the turn limit. Experts: one in a room with nothing left to ask there never walked to
/// a far room that had something, or kept asking a rival that showed it the same card
/// every time. Eliminators: once the room was known, one kept suggesting in a room whose
/// card its rival held, and was shown that card every time.
#[test]
fn bots_alone_finish_their_games() {
    for (level, players, seed) in [
        ("hard", 2, 1026),
        ("hard", 2, 1104),
        ("hard", 2, 1837),
        ("hard", 4, 61),
        ("hard", 4, 66),
        ("hard", 4, 701),
        ("medium", 2, 98),
        ("medium", 2, 126),
        ("medium", 2, 138),
    ] {
        let config = Config {
            turn_limit: Some(400),
            ..Config::with_players(players)
        };
        let mut state = Cluedo::setup(&config, seed).unwrap();
        let mut players_bots = table(&vec![level; players]);
        let mut generators: Vec<GameRng> = (0..players)
            .map(|s| GameRng::new(GameRng::derive(seed, 1000 + s as u64)))
            .collect();
        play_out::<Cluedo>(&mut state, &mut players_bots, &mut generators, |_, _, _| {}).unwrap();
        let outcome = Cluedo::outcome(&state).unwrap();
        assert_ne!(
            outcome.reason, "turn_limit",
            "{level}, {players} players, seed {seed}"
        );
    }
}

/// A bot made afresh and shown the same events chooses as the original did: nothing it
/// uses is learnt while choosing.
#[test]
fn a_bot_rebuilt_from_its_observations_chooses_the_same() {
    for level in bots::LEVELS {
        let config = Config {
            turn_limit: Some(120),
            ..Config::with_players(3)
        };
        let state = Cluedo::setup(&config, 8).unwrap();
        let levels = [level, "eliminator", level];
        check_rebuilt_bots_choose_the_same::<Cluedo>(state, bots::by_level, &levels, 7)
            .unwrap_or_else(|e| panic!("{level}: {e}"));
    }
}

/// The expert against eliminators at four players wins clearly more than its fair share
/// (a quarter) over a fixed set of games. (The arena measures this properly.)
#[test]
fn the_expert_beats_eliminators() {
    let levels = ["expert", "eliminator", "eliminator", "eliminator"];
    let mut wins = 0;
    let games = 24;
    for seed in 0..games {
        let config = Config {
            turn_limit: Some(400),
            ..Config::with_players(4)
        };
        let mut state = Cluedo::setup(&config, 1000 + seed).unwrap();
        let mut players = table(&levels);
        let mut generators = rngs(seed, 4);
        play_out::<Cluedo>(&mut state, &mut players, &mut generators, |_, _, _| {}).unwrap();
        if Cluedo::outcome(&state).unwrap().winners == [Seat(0)] {
            wins += 1;
        }
    }
    assert!(wins * 4 > games * 3 / 2, "the expert won {wins} of {games}");
}

/// The expert suggests as honestly as it assumes its rivals do: it never names a suspect or
/// a weapon it holds, and never stays in, or takes a passage into, a room it holds.
#[test]
fn the_expert_suggests_honestly() {
    let levels = ["expert", "eliminator", "expert", "random"];
    for seed in 0..6 {
        let config = Config {
            turn_limit: Some(300),
            ..Config::with_players(levels.len())
        };
        let mut state = Cluedo::setup(&config, seed).unwrap();
        let mut players = table(&levels);
        let mut generators = rngs(seed, levels.len());
        let mut checked = 0;
        while let Some(seat) = Cluedo::to_act(&state) {
            let view = Cluedo::view(&state, Viewer::Seat(seat));
            let legal = Cluedo::legal_actions(&state, seat);
            let action = players[seat.index()].choose(Decision::new(
                &view,
                &legal,
                &mut generators[seat.index()],
            ));
            let hand = view.hand.unwrap();
            let here = view.pawns[view.seats[seat.index()].suspect.index()].room();
            if levels[seat.index()] == "expert" {
                match action {
                    Action::Suggest { suspect, weapon } => {
                        assert!(!hand.contains(suspect.into()) && !hand.contains(weapon.into()));
                        checked += 1;
                    }
                    Action::Stay => assert!(!hand.contains(here.unwrap().into())),
                    Action::Passage => {
                        let other = here.and_then(Room::passage).unwrap();
                        assert!(!hand.contains(other.into()));
                    }
                    _ => {}
                }
            }
            let events = Cluedo::apply(&mut state, seat, &action).unwrap();
            for (index, player) in players.iter_mut().enumerate() {
                for event in &events {
                    if let Some(seen) = Cluedo::redact(event, Viewer::Seat(Seat(index as u8))) {
                        player.observe(&seen);
                    }
                }
            }
        }
        assert!(checked > 0, "the experts suggested in game {seed}");
    }
}
