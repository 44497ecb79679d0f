//! Property: `(config, seed, actions)` reproduces a game exactly (CL-SETUP-16, CL-SETUP-17).
//! Replaying a record with `whodunit_engine::replay` gives the same events at every step
//! and the same final state as live play, also after a round trip through JSON; and a
//! record with a refused action stops at that action with the rule that refused it
//! (CL-TURN-7).

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_cluedo::{Action, Cluedo, Config, Event, State};
use whodunit_engine::{replay, Game, GameRng, Record, ReplayError, Seat, SeatLabel, Step};

/// Plays a game live: the record, the events of each step, and the final state.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
) -> (Record<Config, Action>, Vec<Vec<Event>>, State) {
    let mut state = Cluedo::setup(config, seed).expect("a valid configuration");
    let mut rng = GameRng::new(policy_seed);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while let Some(seat) = Cluedo::to_act(&state) {
        let action = choose(&Cluedo::legal_actions(&state, seat), None, &mut rng);
        events.push(Cluedo::apply(&mut state, seat, &action).expect("a legal action"));
        actions.push(Step { seat, action });
    }
    let record = Record {
        game: Cluedo::NAME.to_string(),
        config: config.clone(),
        seed,
        seats: (0..config.players.len())
            .map(|i| SeatLabel {
                name: format!("player {i}"),
                player: "random".to_string(),
            })
            .collect(),
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
    let state = replay::<Cluedo>(record, |step| {
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
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// CL-SETUP-16, CL-SETUP-17, CL-SETUP-18: replay equals live play.
    #[test]
    fn replay_equals_live_play(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let (record, events, state) = play_live(&config, seed, policy_seed);
        prop_assert!(state.is_over(), "the turn limit ends every game");
        check_replay(&record, &events, &state)?;
    }

    /// A record survives JSON unchanged and replays the same (records.md).
    #[test]
    fn record_json_round_trip_replays_identically(
        config in config_strategy(10..50),
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

    /// CL-TURN-7, CL-END-5: a refused action stops the replay at its index, with its rule.
    #[test]
    fn replay_stops_at_an_illegal_action(
        config in config_strategy(10..50),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let (record, _, _) = play_live(&config, seed, policy_seed);
        let index = at.index(record.actions.len() + 1);

        // The state before action `index`, and an action it refuses there.
        let mut state = Cluedo::setup(&config, seed).expect("a valid configuration");
        for step in &record.actions[..index] {
            Cluedo::apply(&mut state, step.seat, &step.action).expect("a legal action");
        }
        let mut rng = GameRng::new(policy_seed ^ 0x5EED);
        let (seat, action, expected) = loop {
            let seat = Seat(rng.below(config.players.len() as u32) as u8);
            let action = any_action(&mut rng);
            if let Err(error) = Cluedo::apply(&mut state.clone(), seat, &action) {
                break (seat, action, error);
            }
        };

        let mut bad = record.clone();
        bad.actions.insert(index, Step { seat, action });
        let mut replayed = 0;
        match replay::<Cluedo>(&bad, |_| replayed += 1) {
            Err(ReplayError::Illegal { index: stopped, seat: by, error }) => {
                prop_assert_eq!(stopped, index);
                prop_assert_eq!(by, seat);
                prop_assert!(error.rule.starts_with("CL-"), "rule id {}", error.rule);
                prop_assert_eq!(&error, &expected);
            }
            Err(other) => prop_assert!(false, "wrong error: {}", other),
            Ok(_) => prop_assert!(false, "the illegal {:?} was accepted", action),
        }
        prop_assert_eq!(replayed, index);
        let rule = replay::<Cluedo>(&bad, |_| {}).err().and_then(|e| e.rule().map(str::to_string));
        prop_assert_eq!(rule.as_deref(), Some(&*expected.rule));
    }
}
