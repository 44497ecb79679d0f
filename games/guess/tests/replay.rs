//! Replay equals live play (GU-SETUP-2: the seed decides the deal), also through JSON, and a
//! record with a refused action stops there with its rule: the engine's conformance kit.

mod common;

use proptest::prelude::*;
use whodunit_engine::conformance::replay::{
    check_record_json, check_refusal_stops_replay, check_replay, play_recorded, Played,
};
use whodunit_engine::{GameRng, Seat, SeatLabel};
use whodunit_guess::Guess;

fn play_live(pick: u8, seed: u64, policy_seed: u64) -> Result<Played<Guess>, TestCaseError> {
    let mut rng = GameRng::new(policy_seed);
    let seats = ["Ada", "Bea"]
        .map(|name| SeatLabel {
            name: name.to_string(),
            player: "random".to_string(),
        })
        .to_vec();
    play_recorded::<Guess>(&common::config(pick), seed, seats, |state, seat| {
        common::choose(state, seat, &mut rng)
    })
    .map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_play(pick in any::<u8>(), seed in any::<u64>(), policy in any::<u64>()) {
        let played = play_live(pick, seed, policy)?;
        check_replay(&played.record, &played).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn record_json_round_trip_replays_identically(
        pick in any::<u8>(), seed in any::<u64>(), policy in any::<u64>(),
    ) {
        let played = play_live(pick, seed, policy)?;
        check_record_json(&played).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn replay_stops_at_an_illegal_action(
        pick in any::<u8>(),
        seed in any::<u64>(),
        policy in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_live(pick, seed, policy)?;
        let index = at.index(played.record.actions.len() + 1);
        let mut rng = GameRng::new(policy ^ 0x5EED);
        check_refusal_stops_replay(&played, index, "GU-", || {
            (Seat(rng.below(2) as u8), common::any_action(&mut rng))
        })
        .map_err(TestCaseError::fail)?;
    }
}
