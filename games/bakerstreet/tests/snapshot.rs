//! Snapshots: a game laid out card by card (the worked examples' starting states) round
//! trips through `State::snapshot`, and a layout the rules cannot reach is refused with
//! the rule it breaks.

mod common;

use common::random::{advance, config_strategy};
use common::*;
use proptest::prelude::*;
use whodunit_bakerstreet::{Bakerstreet, Config, Snapshot, State};
use whodunit_engine::{Game, GameRng, Seat};

fn refusal(config: &Config, snapshot: &Snapshot) -> String {
    State::from_snapshot(config, 0, snapshot)
        .expect_err("the layout is refused")
        .rule
        .to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any state in a round's turns lays out and comes back the same.
    #[test]
    fn snapshots_round_trip(
        config in config_strategy(5..30),
        seed in any::<u64>(),
        steps in 0usize..300,
    ) {
        let mut state = Bakerstreet::setup(&config, seed).expect("valid");
        advance(&mut state, steps, &mut GameRng::new(seed));
        if let Some(snapshot) = state.snapshot() {
            let rebuilt = State::from_snapshot(&config, seed, &snapshot).expect("reachable");
            prop_assert_eq!(rebuilt.snapshot(), Some(snapshot));
            prop_assert_eq!(rebuilt.bids(), state.bids());
        } else {
            prop_assert!(state.is_over() || state.challenge().is_some());
        }
    }
}

#[test]
fn a_fresh_explicit_deal_is_its_own_snapshot() {
    let config = Config {
        setup: Some(common::random::explicit_setup(
            &Config::default().detective_composition,
            &mut GameRng::new(3),
        )),
        ..Config::default()
    };
    let state = Bakerstreet::setup(&config, 42).expect("valid");
    let snapshot = state.snapshot().expect("in the turns");
    assert_eq!(State::from_snapshot(&config, 42, &snapshot), Ok(state));
}

#[test]
fn unreachable_layouts_are_refused_by_rule() {
    let config = Config::default();
    let base = Layout::new();
    let mut s = base.snapshot();
    s.to_move = Seat(2);
    assert_eq!(refusal(&config, &s), "BS-SETUP-1");
    let mut s = base.snapshot();
    s.round = 0;
    assert_eq!(refusal(&config, &s), "BS-ROUND-1");
    let mut s = base.snapshot();
    s.bids = vec![3, 31];
    assert_eq!(refusal(&config, &s), "BS-BID-2");
    let mut s = base.snapshot();
    s.bids = vec![5, 5];
    assert_eq!(refusal(&config, &s), "BS-BID-4");
    // Four cards in a hand.
    let mut s = base.snapshot();
    let card = s.draw_piles[0].remove(0);
    s.hands[0] = vec![card; 1];
    s.hands[0].extend(s.draw_piles[0].drain(..3));
    assert_eq!(refusal(&config, &s), "BS-SETUP-9");
    // A card lost, or one of the wrong kind.
    let mut s = base.snapshot();
    s.draw_piles[1].pop();
    assert_eq!(refusal(&config, &s), "BS-SETUP-2");
    let mut s = base.snapshot();
    s.draw_piles[1][0] = s.draw_piles[1][29];
    assert_eq!(refusal(&config, &s), "BS-SETUP-4");
    // A third letter A, a pile of nine.
    let mut s = base.snapshot();
    s.evidence[4][0] = letter('A');
    assert_eq!(refusal(&config, &s), "BS-SETUP-5");
    let mut s = base.snapshot();
    let moved = s.evidence[3].pop().expect("a card");
    s.evidence[4].push(moved);
    assert_eq!(refusal(&config, &s), "BS-SETUP-6");
    // A collection that has already won; a doubled letter under one_card_per_letter.
    let s = Layout::new().collection(BRUNO, "CDEFGHI").snapshot();
    assert_eq!(refusal(&config, &s), "BS-END-1");
    let s = Layout::new().collection(BRUNO, "CC").snapshot();
    let strict = Config {
        one_card_per_letter: true,
        ..Config::default()
    };
    assert_eq!(refusal(&strict, &s), "BS-EVIDENCE-8");
    assert!(State::from_snapshot(&config, 0, &s).is_ok());
}
