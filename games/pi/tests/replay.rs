//! Property: `(config, seed, actions)` reproduces a game exactly (PI-SETUP-11,
//! PI-SETUP-12): replay gives the same events at every step and the same final state as
//! live play, also after a round trip through JSON; a refused action stops the replay.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_engine::{replay, Game, GameRng, Record, ReplayError, Seat, SeatLabel, Step};
use whodunit_pi::{Action, Config, Event, Pi, State};

fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
) -> (Record<Config, Action>, Vec<Vec<Event>>, State) {
    let mut state = Pi::setup(config, seed).expect("a valid configuration");
    let mut rng = GameRng::new(policy_seed);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while let Some(seat) = Pi::to_act(&state) {
        let action = choose(&state, seat, &mut rng);
        events.push(Pi::apply(&mut state, seat, &action).expect("a legal action"));
        actions.push(Step { seat, action });
    }
    let record = Record {
        game: Pi::NAME.to_string(),
        config: config.clone(),
        seed,
        seats: (0..config.players)
            .map(|s| SeatLabel {
                name: format!("P{s}"),
                player: "random".to_string(),
            })
            .collect(),
        actions,
    };
    (record, events, state)
}

fn check_replay(
    record: &Record<Config, Action>,
    live_events: &[Vec<Event>],
    live_state: &State,
) -> Result<(), TestCaseError> {
    let mut steps = Vec::new();
    let state = replay::<Pi>(record, |step| steps.push((step.index, step.events)));
    let state = match state {
        Ok(state) => state,
        Err(error) => return Err(TestCaseError::fail(format!("replay refused: {error}"))),
    };
    prop_assert_eq!(steps.len(), record.actions.len());
    for (i, (index, events)) in steps.into_iter().enumerate() {
        prop_assert_eq!(index, i);
        prop_assert_eq!(&events, &live_events[i], "events of step {}", i);
    }
    prop_assert!(&state == live_state, "the replayed final state differs");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_play_through_json(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let (record, events, state) = play_live(&config, seed, policy_seed);
        prop_assert!(state.is_over());
        check_replay(&record, &events, &state)?;
        let json = serde_json::to_string(&record).expect("a record serialises");
        let read: Record<Config, Action> = serde_json::from_str(&json).expect("reads back");
        prop_assert!(read == record, "the record changed through JSON");
        check_replay(&read, &events, &state)?;
    }

    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let (record, _, _) = play_live(&config, seed, policy_seed);
        let index = at.index(record.actions.len() + 1);
        let mut state = Pi::setup(&config, seed).expect("valid");
        for step in &record.actions[..index] {
            Pi::apply(&mut state, step.seat, &step.action).expect("a legal action");
        }
        let mut rng = GameRng::new(policy_seed ^ 0x5EED);
        let (seat, action, expected) = loop {
            let seat = Seat(rng.below(config.players as u32) as u8);
            let action = any_action(&mut rng);
            if let Err(error) = Pi::apply(&mut state.clone(), seat, &action) {
                break (seat, action, error);
            }
        };
        let mut bad = record.clone();
        bad.actions.insert(index, Step { seat, action });
        match replay::<Pi>(&bad, |_| {}) {
            Err(ReplayError::Illegal { index: stopped, error, .. }) => {
                prop_assert_eq!(stopped, index);
                prop_assert_eq!(&error, &expected);
            }
            Err(other) => prop_assert!(false, "wrong error: {}", other),
            Ok(_) => prop_assert!(false, "the illegal {:?} was accepted", action),
        }
    }
}
