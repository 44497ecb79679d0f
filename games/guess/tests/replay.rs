//! Replay equals live play (GU-SETUP-2: the seed decides the deal), also through JSON, and a
//! record with a refused action stops there with its rule: the engine's conformance kit.

mod common;

use proptest::prelude::*;
use whodunit_engine::conformance::replay::{check_replays, play_random};
use whodunit_guess::Guess;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_play_also_through_json_and_stops_at_an_illegal_action(
        pick in any::<u8>(),
        seed in any::<u64>(),
        policy in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let name = |i: usize| ["Ada", "Bea"][i].to_string();
        let played = play_random::<Guess>(&common::config(pick), seed, policy, name, common::choose)
            .map_err(TestCaseError::fail)?;
        check_replays(&played, policy, |places| at.index(places), "GU-", common::any_action)
            .map_err(TestCaseError::fail)?;
    }
}
