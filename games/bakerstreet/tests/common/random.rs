//! Random play for property tests: a policy over legal actions, any action at all, and
//! random configurations (deck tables included).

use proptest::prelude::*;
use whodunit_bakerstreet::{
    Action, Bakerstreet, Composition, CompositionRow, Config, ExplicitSetup, Face, Letter, State,
    Symbol,
};
use whodunit_engine::{Game, GameRng, Seat};

/// A legal action of `legal`: a challenge one time in three when offered, else a move
/// whose bid is at most three above the lowest allowed, so rounds stay short; positions
/// and letters uniformly.
pub fn choose(legal: &[Action], rng: &mut GameRng) -> Action {
    let lowest = legal
        .iter()
        .filter_map(|a| match a {
            Action::Move { bid, .. } => Some(*bid),
            _ => None,
        })
        .min();
    if let Some(lowest) = lowest {
        if !legal.contains(&Action::Challenge) || rng.below(3) != 0 {
            let moves: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Move { bid, .. } if *bid <= lowest + 3))
                .collect();
            return moves[rng.below(moves.len() as u32) as usize];
        }
    }
    if legal.contains(&Action::Challenge) {
        return Action::Challenge;
    }
    legal[rng.below(legal.len() as u32) as usize]
}

fn any_face(rng: &mut GameRng) -> Face {
    let symbol = match rng.below(4) {
        0 => None,
        s => Some(Symbol::ALL[s as usize - 1]),
    };
    Face::new(rng.below(8) as u8, symbol)
}

/// Any action at all, legal or not, with out-of-range numbers too (BS-TURN-13).
pub fn any_action(rng: &mut GameRng) -> Action {
    match rng.below(4) {
        0 => Action::Move {
            card: (rng.below(8) != 0).then(|| any_face(rng)),
            position: rng.below(7) as u8,
            bid: rng.below(34) as u8,
        },
        1 => Action::Challenge,
        2 => Action::Choose(rng.below(7) as u8),
        _ => Action::Take(Letter::new(rng.below(20) as u8).expect("A..T")),
    }
}

/// A random valid deck table: each value's five cards split among plain and the symbols.
pub fn composition(rng: &mut GameRng) -> Composition {
    Composition {
        rows: (0..6)
            .map(|value| {
                let mut counts = [0u8; 4];
                for _ in 0..5 {
                    counts[rng.below(4) as usize] += 1;
                }
                CompositionRow {
                    value,
                    plain: counts[0],
                    stop: counts[1],
                    x2: counts[2],
                    arrow: counts[3],
                    cards: 5,
                }
            })
            .collect(),
    }
}

/// A random explicit setup for the deck table `composition`.
pub fn explicit_setup(composition: &Composition, rng: &mut GameRng) -> ExplicitSetup {
    let mut evidence: Vec<Letter> = Letter::all().flat_map(|l| [l, l]).collect();
    rng.shuffle(&mut evidence);
    let deck = composition
        .canonical_deck()
        .expect("a valid table")
        .to_vec();
    let mut decks = [deck.clone(), deck];
    for deck in &mut decks {
        rng.shuffle(deck);
    }
    ExplicitSetup {
        evidence,
        decks,
        first_player: Seat(rng.below(2) as u8),
    }
}

/// Configurations for property tests: the default table or a random one, either letter
/// rule, sometimes an explicit setup, and a round limit in `rounds` so that every game
/// ends.
pub fn config_strategy(rounds: std::ops::Range<u32>) -> impl Strategy<Value = Config> {
    (any::<u64>(), 0u8..4, any::<bool>(), rounds).prop_map(
        |(table_seed, shape, one_card_per_letter, limit)| {
            let mut rng = GameRng::new(table_seed);
            let detective_composition = if shape & 1 == 1 {
                composition(&mut rng)
            } else {
                Composition::default()
            };
            let setup = (shape & 2 == 2).then(|| explicit_setup(&detective_composition, &mut rng));
            Config {
                detective_composition,
                one_card_per_letter,
                max_rounds: Some(limit),
                setup,
            }
        },
    )
}

/// Plays `steps` random legal actions (fewer if the game ends) and returns the seats and
/// actions played.
pub fn advance(state: &mut State, steps: usize, rng: &mut GameRng) -> Vec<(Seat, Action)> {
    let mut played = Vec::new();
    for _ in 0..steps {
        let Some(seat) = Bakerstreet::to_act(state) else {
            break;
        };
        let action = choose(&Bakerstreet::legal_actions(state, seat), rng);
        Bakerstreet::apply(state, seat, &action).expect("a legal action");
        played.push((seat, action));
    }
    played
}
