//! Property: `(config, seed, actions)` reproduces a match exactly. Replaying a recorded
//! random match with `whodunit_engine::replay` gives the same events at every step and the
//! same final state as live play, also after a round trip of the record through JSON; a
//! record with a refused action stops at that action with the rule that refused it.

mod common;

use common::pick_patient;
use proptest::prelude::*;
use whodunit_engine::conformance::replay::{check_replays, play_random, Played};
use whodunit_engine::{replay, Game, GameRng, ReplayError, Seat};
use whodunit_inkognito::{Action, BlackKind, Card, Config, Fragment, Inkognito, Location, NUMBERS};

/// Plays a match live. One call chance in `odds` keeps some games long.
fn play_live(
    config: &Config,
    seed: u64,
    policy_seed: u64,
    odds: u32,
) -> Result<Played<Inkognito>, TestCaseError> {
    let name = |s| format!("Agent {s}");
    play_random::<Inkognito>(config, seed, policy_seed, name, |state, seat, rng| {
        pick_patient(state, seat, rng, odds)
    })
    .map_err(TestCaseError::fail)
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

    /// Replay equals live play, later games and series dealt from the generator included;
    /// a record survives JSON unchanged and replays the same; a refused action stops the
    /// replay at its index, with its rule.
    #[test]
    fn replay_equals_live_play_also_through_json_and_stops_at_an_illegal_action(
        (config, odds) in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
    ) {
        let played = play_live(&config, seed, policy_seed, odds)?;
        prop_assert!(played.state.is_over(), "the replayed match is over");
        let all = every_action();
        let any_action = |rng: &mut GameRng| all[rng.below(all.len() as u32) as usize];
        check_replays(&played, policy_seed, |places| at.index(places), "IK-", any_action)
            .map_err(TestCaseError::fail)?;
    }
}

#[test]
fn a_record_for_another_game_or_setup_is_refused() {
    let mut record = play_live(&Config::with_players(4), 7, 7, 30)
        .expect("a random match")
        .record;
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
