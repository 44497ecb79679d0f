//! Property: `(config, seed, actions)` reproduces a game exactly (CL-SETUP-16, CL-SETUP-17).
//! Replaying a record with `whodunit_engine::replay` gives the same events at every step
//! and the same final state as live play, also after a round trip through JSON; and a
//! record with a refused action stops at that action with the rule that refused it
//! (CL-TURN-7).

use proptest::prelude::*;
use std::collections::BTreeMap;
use whodunit_cluedo::board::{Position, Square, BOARD};
use whodunit_cluedo::cards::{Card, Room, Suspect, Triple, Weapon};
use whodunit_cluedo::{Action, Cluedo, Config, Event, ExplicitSetup, State};
use whodunit_engine::{replay, Game, GameRng, Record, ReplayError, Seat, SeatLabel, Step};

/// A legal action; accusations are rare so that games last (see prop_play.rs).
fn choose(legal: &[Action], rng: &mut GameRng) -> Action {
    let (accusations, others): (Vec<Action>, Vec<Action>) = legal
        .iter()
        .partition(|action| matches!(action, Action::Accuse(_)));
    if !accusations.is_empty() && rng.below(40) == 0 {
        return accusations[rng.below(accusations.len() as u32) as usize];
    }
    others[rng.below(others.len() as u32) as usize]
}

/// Any action from the whole action space, legal or not.
fn any_action(rng: &mut GameRng) -> Action {
    let suspect = Suspect(rng.below(6) as u8);
    let weapon = Weapon(rng.below(6) as u8);
    let room = Room(rng.below(9) as u8);
    match rng.below(8) {
        0 => Action::Roll,
        1 if rng.below(3) == 0 => Action::Move(Position::Room(room)),
        1 => Action::Move(Position::Square(Square(
            rng.below(BOARD.square_count() as u32) as u8,
        ))),
        2 => Action::Passage,
        3 => Action::Stay,
        4 => Action::Suggest { suspect, weapon },
        5 => Action::Show(Card(rng.below(Card::COUNT as u32) as u8)),
        6 => Action::Accuse(Triple {
            suspect,
            weapon,
            room,
        }),
        _ => Action::EndTurn,
    }
}

/// A random explicit setup (CL-SETUP-18) for `players`, drawn from `rng`.
fn explicit_setup(players: &[Suspect], rng: &mut GameRng) -> ExplicitSetup {
    let envelope = Triple {
        suspect: Suspect(rng.below(6) as u8),
        weapon: Weapon(rng.below(6) as u8),
        room: Room(rng.below(9) as u8),
    };
    let hidden = envelope.cards();
    let mut deck: Vec<Card> = Card::all().filter(|&c| !hidden.contains(c)).collect();
    rng.shuffle(&mut deck);
    let mut rooms: Vec<Room> = Room::all().collect();
    rng.shuffle(&mut rooms);
    let dice = (0..rng.below(12)).map(|_| rng.below(6) as u8 + 1).collect();
    ExplicitSetup {
        unplayed_rooms: Suspect::all()
            .filter(|s| !players.contains(s))
            .map(|s| (s, Room(rng.below(9) as u8)))
            .collect(),
        weapon_rooms: Weapon::all().zip(rooms).collect::<BTreeMap<_, _>>(),
        envelope,
        dealer: players[rng.below(players.len() as u32) as usize],
        deck,
        dice,
    }
}

fn config_strategy() -> impl Strategy<Value = Config> {
    (
        proptest::sample::subsequence((0..6u8).collect::<Vec<_>>(), 2..=6),
        any::<bool>(),
        any::<bool>(),
        10u32..50,
        prop::option::of(any::<u64>()),
    )
        .prop_map(|(players, modern, hide, limit, explicit)| {
            let players: Vec<Suspect> = players.into_iter().map(Suspect).collect();
            let setup = explicit.map(|seed| explicit_setup(&players, &mut GameRng::new(seed)));
            Config {
                players,
                modern_suggestion_rule: modern,
                hide_envelope_from_wrong_accuser: hide,
                turn_limit: Some(limit),
                setup,
            }
        })
}

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
        let action = choose(&Cluedo::legal_actions(&state, seat), &mut rng);
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
        config in config_strategy(),
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
        config in config_strategy(),
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
        config in config_strategy(),
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
