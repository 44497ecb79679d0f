//! Property: `(config, seed, actions)` reproduces a game exactly (CL-SETUP-16, CL-SETUP-17).
//! Replaying a record with `whodunit_engine::replay` gives the same events at every step
//! and the same final state as live play, also after a round trip through JSON; and a
//! record with a refused action stops at that action with the rule that refused it
//! (CL-TURN-7). The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_cluedo::Cluedo;
use whodunit_engine::conformance::replay::{check_replays, play_random};
use whodunit_engine::Game;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// CL-SETUP-16, CL-SETUP-17, CL-SETUP-18: replay equals live play; a record survives
    /// JSON unchanged and replays the same (records.md); CL-TURN-7, CL-END-5: a refused
    /// action stops the replay at its index, with its rule.
    #[test]
    fn replay_equals_live_play_also_through_json_and_stops_at_an_illegal_action(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_random::<Cluedo>(&config, seed, policy_seed, |i| format!("player {i}"),
            |state, seat, rng| choose(&Cluedo::legal_actions(state, seat), None, rng))
            .map_err(TestCaseError::fail)?;
        prop_assert!(played.state.is_over(), "the turn limit ends every game");
        check_replays(&played, policy_seed, |places| at.index(places), "CL-", any_action)
            .map_err(TestCaseError::fail)?;
    }
}
