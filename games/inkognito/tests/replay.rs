//! Property: `(config, seed, actions)` reproduces a match exactly. Replaying a recorded
//! random match with `whodunit_engine::replay` gives the same events at every step and the
//! same final state as live play, also after a round trip of the record through JSON; a
//! record with a refused action stops at that action with the rule that refused it.

mod common;

use common::pick_patient;
use proptest::prelude::*;
use whodunit_engine::{replay, Game, GameRng, Record, ReplayError, Seat, SeatLabel, Step};
use whodunit_inkognito::{
    Action, BlackKind, Card, Config, Event, Fragment, Inkognito, Location, State, NUMBERS,
};

/// Plays a match live: the record, the events of each step, and the final state. One
/// call chance in `odds` keeps some games long.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
    odds: u32,
) -> (Record<Config, Action>, Vec<Vec<Event>>, State) {
    let mut state = Inkognito::setup(config, seed).expect("a valid configuration");
    let mut rng = GameRng::new(policy_seed);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while let Some(seat) = Inkognito::to_act(&state) {
        let action = pick_patient(&state, seat, &mut rng, odds);
        events.push(Inkognito::apply(&mut state, seat, &action).expect("a legal action"));
        actions.push(Step { seat, action });
    }
    let record = Record {
        game: Inkognito::NAME.to_string(),
        config: config.clone(),
        seed,
        seats: (0..config.players)
            .map(|s| SeatLabel {
                name: format!("Agent {s}"),
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
    let state = replay::<Inkognito>(record, |step| {
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
    prop_assert!(state.is_over(), "the replayed match is over");
    prop_assert_eq!(format!("{state:?}"), format!("{live_state:?}"));
    Ok(())
}

/// Every action shape, legal or not somewhere: 5 places, 64 ordered pairs (doubles
/// included), blacks, the 24 numbers and an undialable one, asks of 6 seats, and the rest.
fn every_action() -> Vec<Action> {
    let mut out: Vec<Action> = Location::ALL.iter().map(|&l| Action::Place(l)).collect();
    for x in Card::ALL {
        for y in Card::ALL {
            out.push(Action::ShowPair([x, y]));
        }
    }
    out.extend(NUMBERS.iter().map(|&n| Action::Call(n)));
    out.push(Action::Call([Fragment::F0; 4]));
    out.extend((0..6).map(|s| Action::Ask(Seat(s))));
    for kind in BlackKind::ALL {
        out.extend([
            Action::ShowBlack(kind),
            Action::AskDummy(kind),
            Action::RevealBlack(kind),
            Action::Look(kind),
        ]);
    }
    out.push(Action::Pass);
    out
}

fn config_strategy() -> impl Strategy<Value = (Config, u32)> {
    (3usize..=5, prop::sample::select(vec![1u32, 30, 400])).prop_map(|(players, odds)| {
        let config = match players {
            4 => serde_json::from_str("{}").expect("the default configuration"),
            _ => Config::with_players(players),
        };
        (config, odds)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Replay equals live play, later games and series dealt from the generator included.
    #[test]
    fn replay_equals_live_play(
        (config, odds) in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let (record, events, state) = play_live(&config, seed, policy_seed, odds);
        prop_assert!(state.is_over());
        check_replay(&record, &events, &state)?;
    }

    /// A record survives JSON unchanged and replays the same.
    #[test]
    fn record_json_round_trip_replays_identically(
        (config, odds) in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let (record, events, state) = play_live(&config, seed, policy_seed, odds);
        let json = serde_json::to_string(&record).expect("a record serialises");
        let read: Record<Config, Action> = serde_json::from_str(&json).expect("and reads back");
        prop_assert!(read == record, "the record changed through JSON");
        prop_assert_eq!(serde_json::to_string(&read).expect("serialises"), json);
        check_replay(&read, &events, &state)?;
    }

    /// A refused action stops the replay at its index, with its rule.
    #[test]
    fn replay_stops_at_an_illegal_action(
        (config, odds) in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let (record, _, _) = play_live(&config, seed, policy_seed, odds);
        let index = at.index(record.actions.len() + 1);
        let mut state = Inkognito::setup(&config, seed).expect("a valid configuration");
        for step in &record.actions[..index] {
            Inkognito::apply(&mut state, step.seat, &step.action).expect("a legal action");
        }
        let all = every_action();
        let mut rng = GameRng::new(policy_seed ^ 0x5EED);
        let (seat, action, expected) = loop {
            let seat = Seat(rng.below(config.players as u32) as u8);
            let action = all[rng.below(all.len() as u32) as usize];
            if let Err(error) = Inkognito::apply(&mut state.clone(), seat, &action) {
                break (seat, action, error);
            }
        };
        let mut bad = record.clone();
        bad.actions.insert(index, Step { seat, action });
        let mut replayed = 0;
        match replay::<Inkognito>(&bad, |_| replayed += 1) {
            Err(ReplayError::Illegal { index: stopped, seat: by, error }) => {
                prop_assert_eq!(stopped, index);
                prop_assert_eq!(by, seat);
                prop_assert!(error.rule.starts_with("IK-"), "rule id {}", error.rule);
                prop_assert_eq!(&error, &expected);
            }
            Err(other) => prop_assert!(false, "wrong error: {}", other),
            Ok(_) => prop_assert!(false, "the illegal {:?} was accepted", action),
        }
        prop_assert_eq!(replayed, index);
    }
}

#[test]
fn a_record_for_another_game_or_setup_is_refused() {
    let (mut record, _, _) = play_live(&Config::with_players(4), 7, 7, 30);
    record.game = "bakerstreet".into();
    assert!(matches!(
        replay::<Inkognito>(&record, |_| {}),
        Err(ReplayError::WrongGame { .. })
    ));
    record.game = Inkognito::NAME.into();
    record.config.players = 6;
    let error = replay::<Inkognito>(&record, |_| {}).expect_err("six players");
    assert_eq!(error.rule(), Some("IK-SETUP-02"));
}
