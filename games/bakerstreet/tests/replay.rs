//! Property: `(config, seed, actions)` reproduces a game exactly (BS-SETUP-12,
//! BS-SETUP-13). Replaying a record with `whodunit_engine::replay` gives the same events at
//! every step and the same final state as live play, also after a round trip through JSON;
//! and a record with a refused action stops at that action with the rule that refused it.
//! The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_bakerstreet::Bakerstreet;
use whodunit_engine::conformance::replay::{check_replays, play_random};
use whodunit_engine::Game;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// BS-SETUP-12, BS-SETUP-13: replay equals live play, reshuffles included; a record
    /// survives JSON unchanged and replays the same; a refused action stops the replay at
    /// its index, with its rule.
    #[test]
    fn replay_equals_live_play_also_through_json_and_stops_at_an_illegal_action(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let name = |i: usize| ["Anna", "Bruno"][i].to_string();
        let played = play_random::<Bakerstreet>(&config, seed, policy_seed, name,
            |state, seat, rng| choose(&Bakerstreet::legal_actions(state, seat), rng))
            .map_err(TestCaseError::fail)?;
        prop_assert!(played.state.is_over(), "the round limit ends every game");
        check_replays(&played, policy_seed, |places| at.index(places), "BS-", any_action)
            .map_err(TestCaseError::fail)?;
    }
}
