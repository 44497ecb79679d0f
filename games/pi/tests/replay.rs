//! Property: `(config, seed, actions)` reproduces a game exactly (PI-SETUP-11,
//! PI-SETUP-12): replay gives the same events at every step and the same final state as
//! live play, also after a round trip through JSON; a refused action stops the replay.
//! The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_engine::conformance::replay::{
    check_random_refusal_stops_replay, check_record_json, check_replay, play_recorded, Played,
};
use whodunit_engine::{GameRng, SeatLabel};
use whodunit_pi::{Config, Pi};

fn play_live(config: &Config, seed: u64, policy_seed: u64) -> Result<Played<Pi>, TestCaseError> {
    let mut rng = GameRng::new(policy_seed);
    let seats = (0..config.players)
        .map(|s| SeatLabel {
            name: format!("P{s}"),
            player: "random".to_string(),
        })
        .collect();
    play_recorded::<Pi>(config, seed, seats, |state, seat| {
        choose(state, seat, &mut rng)
    })
    .map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_play_through_json(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        prop_assert!(played.state.is_over());
        check_replay(&played.record, &played).map_err(TestCaseError::fail)?;
        check_record_json(&played).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        let index = at.index(played.record.actions.len() + 1);
        check_random_refusal_stops_replay(&played, index, "PI-", policy_seed ^ 0x5EED, any_action)
            .map_err(TestCaseError::fail)?;
    }
}
