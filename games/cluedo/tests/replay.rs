//! Property: `(config, seed, actions)` reproduces a game exactly (CL-SETUP-16, CL-SETUP-17).
//! Replaying a record with `whodunit_engine::replay` gives the same events at every step
//! and the same final state as live play, also after a round trip through JSON; and a
//! record with a refused action stops at that action with the rule that refused it
//! (CL-TURN-7). The checks are the engine's conformance kit.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_cluedo::{Cluedo, Config};
use whodunit_engine::conformance::replay::{
    check_random_refusal_stops_replay, check_record_json, check_replay, play_recorded, Played,
};
use whodunit_engine::{Game, GameRng, SeatLabel};

/// Plays a game live with random players.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
) -> Result<Played<Cluedo>, TestCaseError> {
    let mut rng = GameRng::new(policy_seed);
    let seats = (0..config.players.len())
        .map(|i| SeatLabel {
            name: format!("player {i}"),
            player: "random".to_string(),
        })
        .collect();
    play_recorded::<Cluedo>(config, seed, seats, |state, seat| {
        choose(&Cluedo::legal_actions(state, seat), None, &mut rng)
    })
    .map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// CL-SETUP-16, CL-SETUP-17, CL-SETUP-18: replay equals live play.
    #[test]
    fn replay_equals_live_play(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        prop_assert!(played.state.is_over(), "the turn limit ends every game");
        check_replay(&played.record, &played).map_err(TestCaseError::fail)?;
    }

    /// A record survives JSON unchanged and replays the same (records.md).
    #[test]
    fn record_json_round_trip_replays_identically(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        check_record_json(&played).map_err(TestCaseError::fail)?;
    }

    /// CL-TURN-7, CL-END-5: a refused action stops the replay at its index, with its rule.
    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_live(&config, seed, policy_seed)?;
        let index = at.index(played.record.actions.len() + 1);
        check_random_refusal_stops_replay(&played, index, "CL-", policy_seed ^ 0x5EED, any_action)
            .map_err(TestCaseError::fail)?;
    }
}
