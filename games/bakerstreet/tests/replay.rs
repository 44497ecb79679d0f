//! Property: `(config, seed, actions)` reproduces a game exactly (BS-SETUP-12,
//! BS-SETUP-13). Replaying a record with `whodunit_engine::replay` gives the same events at
//! every step and the same final state as live play, also after a round trip through JSON;
//! and a record with a refused action stops at that action with the rule that refused it.
//! The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_bakerstreet::{Bakerstreet, Config};
use whodunit_engine::conformance::replay::{
    check_random_refusal_stops_replay, check_record_json, check_replay, play_recorded, Played,
};
use whodunit_engine::{Game, GameRng, SeatLabel};

/// Plays a game live with random players.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
) -> Result<Played<Bakerstreet>, TestCaseError> {
    let mut rng = GameRng::new(policy_seed);
    let seats = ["Anna", "Bruno"]
        .map(|name| SeatLabel {
            name: name.to_string(),
            player: "random".to_string(),
        })
        .to_vec();
    play_recorded::<Bakerstreet>(config, seed, seats, |state, seat| {
        choose(&Bakerstreet::legal_actions(state, seat), &mut rng)
    })
    .map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// BS-SETUP-12, BS-SETUP-13: replay equals live play, reshuffles included.
    #[test]
    fn replay_equals_live_play(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        prop_assert!(played.state.is_over(), "the round limit ends every game");
        check_replay(&played.record, &played).map_err(TestCaseError::fail)?;
    }

    /// A record survives JSON unchanged and replays the same.
    #[test]
    fn record_json_round_trip_replays_identically(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        check_record_json(&played).map_err(TestCaseError::fail)?;
    }

    /// A refused action stops the replay at its index, with its rule.
    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        let index = at.index(played.record.actions.len() + 1);
        check_random_refusal_stops_replay(&played, index, "BS-", policy_seed ^ 0x5EED, any_action)
            .map_err(TestCaseError::fail)?;
    }
}
