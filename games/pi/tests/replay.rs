//! Property: `(config, seed, actions)` reproduces a game exactly (PI-SETUP-11,
//! PI-SETUP-12): replay gives the same events at every step and the same final state as
//! live play, also after a round trip through JSON; a refused action stops the replay.
//! The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_engine::conformance::replay::{check_replays, play_random};
use whodunit_pi::Pi;

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_play_through_json_and_stops_at_an_illegal_action(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_random::<Pi>(&config, seed, policy_seed, |s| format!("P{s}"), choose)
            .map_err(TestCaseError::fail)?;
        prop_assert!(played.state.is_over());
        check_replays(&played, policy_seed, |places| at.index(places), "PI-", any_action)
            .map_err(TestCaseError::fail)?;
    }
}
