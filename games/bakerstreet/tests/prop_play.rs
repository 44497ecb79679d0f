//! Property: random legal play never panics, always ends, and keeps every card in exactly
//! one place after every action (BS-SETUP-2, BS-SETUP-5, BS-BID-2, BS-BID-4, BS-TURN-13,
//! BS-END-7). Random actions from random seats are accepted exactly when listed as legal,
//! and a refusal names a rule and changes nothing: the engine's conformance kit plays and
//! probes, the Bakerstreet invariants are checked here.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_bakerstreet::{
    longest_run, Bakerstreet, Config, DetectiveCard, EndReason, Letter, Phase, State,
};
use whodunit_engine::conformance::random_play::{play_randomly, probe, RandomPlay, Turn};
use whodunit_engine::{Game, GameRng, Seat};

/// The most actions one round can take: 31 moves, a challenge, a choice, and a card taken
/// in each of at most 61 evaluations (one per detective card, plus the last).
const ACTIONS_PER_ROUND: usize = 31 + 2 + 61;

fn check_invariants(state: &State, config: &Config) -> Result<(), TestCaseError> {
    let deck = config
        .detective_composition
        .canonical_deck()
        .expect("valid");
    for seat in [Seat(0), Seat(1)] {
        // Every detective card of the seat in exactly one place.
        let mut all: Vec<DetectiveCard> = state
            .draw_pile(seat)
            .chain(state.hand(seat))
            .chain(state.discard_pile(seat))
            .chain(
                (0..5)
                    .flat_map(|p| state.stack(p))
                    .filter(|c| c.owner == seat),
            )
            .collect();
        all.sort();
        let mut expected: Vec<DetectiveCard> = deck.iter().map(|f| f.of(seat)).collect();
        expected.sort();
        prop_assert_eq!(all, expected, "the cards of {}", seat);
        prop_assert!(state.hand(seat).all(|c| c.owner == seat));
        prop_assert!(state.hand(seat).count() <= 3);
        let collection = state.collection(seat);
        if config.one_card_per_letter {
            let mut sorted = collection.to_vec();
            sorted.sort();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), collection.len());
        }
        if longest_run(collection.iter().copied()) >= 7 {
            prop_assert_eq!(
                state.phase(),
                Phase::Over {
                    reason: EndReason::RunOfSeven
                }
            );
            prop_assert_eq!(state.winner(), Some(seat));
        }
    }
    // Every evidence card in exactly one place.
    let mut letters: Vec<Letter> = (0..5)
        .flat_map(|p| state.evidence_pile(p))
        .chain(state.collection(Seat(0)).iter().copied())
        .chain(state.collection(Seat(1)).iter().copied())
        .collect();
    letters.sort();
    prop_assert_eq!(
        letters,
        Letter::all().flat_map(|l| [l, l]).collect::<Vec<_>>()
    );
    prop_assert!((0..5).all(|p| state.evidence_pile(p).count() <= 8));
    // Bids within 0..30, rising, alternating.
    let bids = state.bids();
    prop_assert!(bids.iter().all(|b| b.value <= 30));
    prop_assert!(bids
        .windows(2)
        .all(|w| w[0].value < w[1].value && w[0].seat != w[1].seat));
    prop_assert!(state.round() <= config.max_rounds.unwrap_or(u32::MAX));
    // The kit checks whose turn it is against the outcome and the legal lists.
    prop_assert_eq!(state.is_over(), Bakerstreet::outcome(state).is_some());
    if let Phase::Over { reason } = state.phase() {
        match reason {
            EndReason::RunOfSeven => prop_assert!(state.winner().is_some()),
            EndReason::NoEvidenceLeft => {
                prop_assert!((0..5).all(|p| state.evidence_pile(p).count() == 0))
            }
            EndReason::RoundLimit => prop_assert_eq!(Some(state.round()), config.max_rounds),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// BS-TURN-13, BS-END-7: every game ends within its round limit, and the invariants
    /// hold after every action.
    #[test]
    fn random_legal_play_keeps_invariants_and_ends(
        config in config_strategy(1..20),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut state = Bakerstreet::setup(&config, seed).expect("a valid configuration");
        check_invariants(&state, &config)?;
        let limit = config.max_rounds.expect("set by the strategy") as usize;
        let mut rng = GameRng::new(policy_seed);
        let mut invariants = |state: &State| check_invariants(state, &config).map_err(|e| e.to_string());
        let play = RandomPlay {
            seed,
            bound: ACTIONS_PER_ROUND * limit,
            rule_prefix: "BS-",
            invariants: &mut invariants,
            each_action: None,
        };
        play_randomly::<Bakerstreet>(&mut state, play, |state, seat| {
            let stranger = Seat(rng.below(3) as u8);
            let mut probes = vec![(stranger, any_action(&mut rng)), (seat, any_action(&mut rng))];
            let legal = Bakerstreet::legal_actions(state, seat);
            probes.push((seat, legal[rng.below(legal.len() as u32) as usize]));
            Turn { probes, action: choose(&legal, &mut rng) }
        })
        .map_err(TestCaseError::fail)?;
        // A finished game refuses everything and stays as it is.
        for seat in [Seat(0), Seat(1)] {
            probe::<Bakerstreet>(&state, seat, &any_action(&mut rng), "BS-").map_err(TestCaseError::fail)?;
        }
    }
}

/// Without a round limit, random games still end: each round's evaluation takes a card
/// unless the chosen pile is empty, and there are only 40 cards.
#[test]
fn games_without_a_round_limit_end() {
    for seed in 0..30 {
        let config = Config {
            one_card_per_letter: seed % 3 == 0,
            ..Config::default()
        };
        let mut state = Bakerstreet::setup(&config, seed).expect("valid");
        let played = common::random::advance(&mut state, 100_000, &mut GameRng::new(seed));
        assert!(
            state.is_over(),
            "seed {seed}: no end after {} actions",
            played.len()
        );
        assert_ne!(
            Bakerstreet::outcome(&state).map(|o| o.reason),
            Some("round_limit".to_string())
        );
    }
}
