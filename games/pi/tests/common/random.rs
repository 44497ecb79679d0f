//! Random play for property tests: a policy over legal actions that ends games quickly,
//! any action at all, and random configurations (explicit setups included).

use proptest::prelude::*;
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::{
    Action, Case, Config, Crime, Element, ExplicitSetup, Location, MiniGameSetup, Pi, State,
    Suspect, Tiles,
};

/// A legal action of `seat`: an investigator or a card uniformly, and one time in ten (or
/// when nothing else is left) a solve attempt, correct half the time, so games stay short
/// and see wrong attempts too. It reads the true case from the state: a test policy only.
pub fn choose(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let legal = Pi::legal_actions(state, seat);
    let others = legal
        .iter()
        .filter(|a| !matches!(a, Action::Solve(_)))
        .count();
    if others == 0 || rng.below(10) == 0 {
        if rng.below(2) == 0 {
            return Action::Solve(state.case(seat));
        }
        let solves = legal.len() - others;
        return legal[others + rng.below(solves as u32) as usize];
    }
    legal[rng.below(others as u32) as usize]
}

/// Any action at all, legal or not.
pub fn any_action(rng: &mut GameRng) -> Action {
    match rng.below(3) {
        0 => Action::Investigate(any_location(rng)),
        1 => Action::Evidence(Element::all().nth(rng.below(36) as usize).expect("36")),
        _ => Action::Solve(any_case(rng)),
    }
}

fn any_location(rng: &mut GameRng) -> Location {
    Location::new(rng.below(14) as u8 + 1).expect("1..14")
}

pub fn any_case(rng: &mut GameRng) -> Case {
    Case {
        suspect: Suspect::new(rng.below(12) as u8 + 1).expect("1..12"),
        crime: Crime::new(rng.below(10) as u8 + 1).expect("1..10"),
        location: any_location(rng),
    }
}

fn shuffled<T>(mut items: Vec<T>, rng: &mut GameRng) -> Vec<T> {
    rng.shuffle(&mut items);
    items
}

/// A random deal for `players`, drawn by the test's own generator.
pub fn random_deal(players: usize, rng: &mut GameRng) -> MiniGameSetup {
    let suspects = shuffled(Suspect::all().collect(), rng);
    let crimes = shuffled(Crime::all().collect(), rng);
    let locations = shuffled(Location::all().collect(), rng);
    MiniGameSetup {
        cases: (0..players)
            .map(|i| Case {
                suspect: suspects[i],
                crime: crimes[i],
                location: locations[i],
            })
            .collect(),
        tiles: Tiles {
            suspect_tiles: shuffled((1..=14).map(Suspect::new).collect(), rng),
            crime_tiles: shuffled((1..=14).map(Crime::new).collect(), rng),
        },
        evidence: shuffled(Element::all().collect(), rng),
    }
}

/// Configurations for property tests: 2 to 5 players, sometimes with explicit deals for
/// the first mini-games.
pub fn config_strategy() -> impl Strategy<Value = Config> {
    (2usize..=5, any::<u64>(), 0usize..=3).prop_map(|(players, setup_seed, deals)| {
        let mut rng = GameRng::new(setup_seed);
        let setup = (deals > 0).then(|| ExplicitSetup {
            start_player: Seat(rng.below(players as u32) as u8),
            mini_games: (0..deals).map(|_| random_deal(players, &mut rng)).collect(),
        });
        Config { players, setup }
    })
}

/// Plays up to `steps` random legal actions and returns the seats and actions played.
pub fn advance(state: &mut State, steps: usize, rng: &mut GameRng) -> Vec<(Seat, Action)> {
    let mut played = Vec::new();
    for _ in 0..steps {
        let Some(seat) = Pi::to_act(state) else {
            break;
        };
        let action = choose(state, seat, rng);
        Pi::apply(state, seat, &action).expect("a legal action");
        played.push((seat, action));
    }
    played
}
