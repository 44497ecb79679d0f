//! Property: `(config, seed, actions)` reproduces a game exactly (BS-SETUP-12,
//! BS-SETUP-13). Replaying a record with `whodunit_engine::replay` gives the same events at
//! every step and the same final state as live play, also after a round trip through JSON;
//! and a record with a refused action stops at that action with the rule that refused it.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_bakerstreet::{Action, Bakerstreet, Config, Event, State};
use whodunit_engine::{replay, Game, GameRng, Record, ReplayError, Seat, SeatLabel, Step};

/// Plays a game live: the record, the events of each step, and the final state.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
) -> (Record<Config, Action>, Vec<Vec<Event>>, State) {
    let mut state = Bakerstreet::setup(config, seed).expect("a valid configuration");
    let mut rng = GameRng::new(policy_seed);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while let Some(seat) = Bakerstreet::to_act(&state) {
        let action = choose(&Bakerstreet::legal_actions(&state, seat), &mut rng);
        events.push(Bakerstreet::apply(&mut state, seat, &action).expect("a legal action"));
        actions.push(Step { seat, action });
    }
    let record = Record {
        game: Bakerstreet::NAME.to_string(),
        config: config.clone(),
        seed,
        seats: ["Anna", "Bruno"]
            .map(|name| SeatLabel {
                name: name.to_string(),
                player: "random".to_string(),
            })
            .to_vec(),
        actions,
    };
    (record, events, state)
}

/// Replays `record` and checks every step's events and the final state against live play.
fn check_replay(
    record: &Record<Config, Action>,
    live_events: &[Vec<Event>],
    live_state: &State,
) -> Result<(), TestCaseError> {
    let mut steps = Vec::new();
    let state = replay::<Bakerstreet>(record, |step| {
        steps.push((step.index, step.seat, *step.action, step.events));
    });
    let state = match state {
        Ok(state) => state,
        Err(error) => return Err(TestCaseError::fail(format!("replay refused: {error}"))),
    };
    prop_assert_eq!(steps.len(), record.actions.len());
    for (i, (index, seat, action, events)) in steps.into_iter().enumerate() {
        prop_assert_eq!(index, i);
        prop_assert_eq!(seat, record.actions[i].seat);
        prop_assert_eq!(action, record.actions[i].action);
        prop_assert_eq!(&events, &live_events[i], "events of step {}", i);
    }
    prop_assert!(&state == live_state, "the replayed final state differs");
    Ok(())
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
        let (record, events, state) = play_live(&config, seed, policy_seed);
        prop_assert!(state.is_over(), "the round limit ends every game");
        check_replay(&record, &events, &state)?;
    }

    /// A record survives JSON unchanged and replays the same.
    #[test]
    fn record_json_round_trip_replays_identically(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let (record, events, state) = play_live(&config, seed, policy_seed);
        let json = serde_json::to_string(&record).expect("a record serialises");
        let read: Record<Config, Action> = serde_json::from_str(&json).expect("and reads back");
        prop_assert!(read == record, "the record changed through JSON");
        prop_assert_eq!(serde_json::to_string(&read).expect("serialises"), json);
        check_replay(&read, &events, &state)?;
    }

    /// A refused action stops the replay at its index, with its rule.
    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(3..25),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let (record, _, _) = play_live(&config, seed, policy_seed);
        let index = at.index(record.actions.len() + 1);
        let mut state = Bakerstreet::setup(&config, seed).expect("a valid configuration");
        for step in &record.actions[..index] {
            Bakerstreet::apply(&mut state, step.seat, &step.action).expect("a legal action");
        }
        let mut rng = GameRng::new(policy_seed ^ 0x5EED);
        let (seat, action, expected) = loop {
            let seat = Seat(rng.below(2) as u8);
            let action = any_action(&mut rng);
            if let Err(error) = Bakerstreet::apply(&mut state.clone(), seat, &action) {
                break (seat, action, error);
            }
        };
        let mut bad = record.clone();
        bad.actions.insert(index, Step { seat, action });
        let mut replayed = 0;
        match replay::<Bakerstreet>(&bad, |_| replayed += 1) {
            Err(ReplayError::Illegal { index: stopped, seat: by, error }) => {
                prop_assert_eq!(stopped, index);
                prop_assert_eq!(by, seat);
                prop_assert!(error.rule.starts_with("BS-"), "rule id {}", error.rule);
                prop_assert_eq!(&error, &expected);
            }
            Err(other) => prop_assert!(false, "wrong error: {}", other),
            Ok(_) => prop_assert!(false, "the illegal {:?} was accepted", action),
        }
        prop_assert_eq!(replayed, index);
    }
}
