//! Property: random legal play with 2 to 5 players never panics, always ends, and keeps
//! the invariants after every action: every evidence card in one place, investigators
//! within five, tokens as the rules allow, scores on the track (PI-INVESTIGATOR-4,
//! PI-INVESTIGATOR-8, PI-SETUP-10, PI-SOLVE-7, PI-SCORE-10, PI-TURN-4, PI-TURN-6). Random
//! actions from random seats are accepted exactly when listed as legal: the engine's
//! conformance kit plays and probes, the P.I. invariants are checked here.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_engine::conformance::random_play::{play_randomly, probe, RandomPlay, Turn};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_pi::{
    Action, Config, Element, ElementType, Pi, State, Token, DISPLAY, INVESTIGATORS, SCORE_TRACK,
};

fn check_invariants(state: &State) -> Result<(), TestCaseError> {
    // Every evidence card in exactly one place.
    let mut cards: Vec<Element> = state
        .display()
        .chain(state.deck())
        .chain(state.discard())
        .chain(state.seats().flat_map(|s| state.kept(s)))
        .collect();
    cards.sort();
    prop_assert_eq!(cards, Element::all().collect::<Vec<_>>());
    prop_assert!(state.display().count() <= DISPLAY);
    for seat in state.seats() {
        let placed: Vec<_> = state.investigators(seat).collect();
        let unused = state.unused_investigators(seat);
        prop_assert!(usize::from(unused) + placed.len() <= usize::from(INVESTIGATORS));
        for (i, a) in placed.iter().enumerate() {
            prop_assert!(a.discs + a.cubes <= 3);
            prop_assert!(placed[..i].iter().all(|b| b.location != a.location));
        }
        let marks: Vec<_> = state.marks(seat).collect();
        let discs_on_tiles = marks.iter().filter(|m| m.token == Token::Disc).count();
        let discs_on_investigators: usize = placed.iter().map(|i| usize::from(i.discs)).sum();
        // At most one disc per type, so never more than the physical three.
        prop_assert!(discs_on_tiles + discs_on_investigators <= 3);
        for kind in ElementType::ALL {
            let discs = marks
                .iter()
                .filter(|m| m.token == Token::Disc && m.slot.kind == kind)
                .count();
            prop_assert!(discs <= 1);
        }
        if state.has_solved(seat) {
            prop_assert_eq!(marks.len(), 3);
            prop_assert_eq!(discs_on_tiles, 3);
            for element in state.case(seat).elements() {
                prop_assert!(state.is_marked(seat, state.layout().tile_of(element)));
            }
            prop_assert!(placed.iter().all(|i| i.discs + i.cubes == 0));
        }
        let scores = state.mini_game_scores(seat);
        prop_assert!(scores.iter().all(|p| SCORE_TRACK.contains(p)));
        let sum: i32 = scores.iter().map(|&p| i32::from(p)).sum();
        prop_assert_eq!(
            state.final_score(seat),
            sum - 2 * i32::from(state.penalty_steps(seat))
        );
    }
    // The kit checks whose turn it is against the outcome and the legal lists.
    if let Some(seat) = Pi::to_act(state) {
        prop_assert!(!state.has_solved(seat));
        let legal = Pi::legal_actions(state, seat);
        prop_assert!(legal.iter().any(|a| matches!(a, Action::Solve(_))));
        // What the view offers the bots is what the rules allow.
        let view = Pi::view(state, Viewer::Seat(seat));
        let from_view: Vec<Action> = view
            .investigations(seat)
            .map(Action::Investigate)
            .chain(view.evidence_choices(seat).map(Action::Evidence))
            .collect();
        let from_rules: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !matches!(a, Action::Solve(_)))
            .collect();
        prop_assert_eq!(from_view, from_rules);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_keeps_invariants_and_ends(
        config in config_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut state = Pi::setup(&config, seed).expect("a valid configuration");
        check_invariants(&state)?;
        let mut rng = GameRng::new(policy_seed);
        let mut invariants = |state: &State| check_invariants(state).map_err(|e| e.to_string());
        let play = RandomPlay { seed, bound: 5_000, rule_prefix: "PI-", invariants: &mut invariants, each_action: None };
        play_randomly::<Pi>(&mut state, play, |state, seat| {
            let stranger = Seat(rng.below(6) as u8);
            let probes = vec![(stranger, any_action(&mut rng)), (seat, any_action(&mut rng))];
            Turn { probes, action: choose(state, seat, &mut rng) }
        })
        .map_err(TestCaseError::fail)?;
        prop_assert_eq!(state.mini_game(), 3);
        for seat in 0..6 {
            probe::<Pi>(&state, Seat(seat), &any_action(&mut rng), "PI-").map_err(TestCaseError::fail)?;
        }
    }
}

/// Random games of every size end with an outcome whose winners hold place 1.
#[test]
fn every_table_size_ends() {
    for players in 2..=5 {
        for seed in 0..10 {
            let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            common::random::advance(&mut state, 100_000, &mut GameRng::new(seed));
            let outcome = Pi::outcome(&state).expect("over");
            assert_eq!(outcome.scores.len(), players);
            let places = state.places();
            assert!(outcome.winners.iter().all(|w| places[w.index()] == 1));
        }
    }
}
