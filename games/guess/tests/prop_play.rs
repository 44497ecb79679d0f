//! Random legal play ends (GU-END-1) and keeps the deal whole (GU-SETUP-2) and the answers
//! true (GU-ASK-1); random actions from random seats are accepted exactly when listed, and
//! a refusal names a rule and changes nothing: the engine's conformance kit plays and
//! probes, the game's invariants are checked here.

mod common;

use proptest::prelude::*;
use whodunit_engine::conformance::random_play::{play_randomly, probe, RandomPlay, Turn};
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_guess::{opponent, CardSet, Guess, State};

fn invariants(state: &State) -> Result<(), String> {
    let [a, b] = [state.hand(Seat(0)), state.hand(Seat(1))];
    let mut all = a.union(b);
    all.insert(state.hidden());
    if all != CardSet::deck(state.cards()) || a.len() != b.len() || a.union(b).len() != 2 * a.len()
    {
        return Err(format!(
            "the deal is not whole: {a:?} {b:?} {:?}",
            state.hidden()
        ));
    }
    for answer in state.answers() {
        let truth = state.hand(opponent(answer.seat)).contains(answer.card);
        if answer.holds != truth || state.hand(answer.seat).contains(answer.card) {
            return Err(format!("a false or forbidden answer: {answer:?}"));
        }
    }
    let asks = state.asked(Seat(0)).len() + state.asked(Seat(1)).len();
    if asks != state.answers().len() {
        return Err(format!(
            "{asks} cards asked, {} answers",
            state.answers().len()
        ));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// GU-END-1, GU-SETUP-2, GU-ASK-1, GU-ASK-2.
    #[test]
    fn random_legal_play_keeps_invariants_and_ends(
        pick in any::<u8>(), seed in any::<u64>(), policy in any::<u64>(),
    ) {
        let config = common::config(pick);
        let mut state = Guess::setup(&config, seed).expect("valid");
        let mut rng = GameRng::new(policy);
        let play = RandomPlay {
            seed,
            bound: 2 * usize::from(config.cards),
            rule_prefix: "GU-",
            invariants: &mut invariants,
            each_action: None,
        };
        play_randomly::<Guess>(&mut state, play, |state, seat| {
            let stranger = Seat(rng.below(3) as u8);
            let probes = vec![
                (stranger, common::any_action(&mut rng)),
                (seat, common::any_action(&mut rng)),
            ];
            Turn { probes, action: common::choose(state, seat, &mut rng) }
        })
        .map_err(TestCaseError::fail)?;
        for seat in [Seat(0), Seat(1)] {
            probe::<Guess>(&state, seat, &common::any_action(&mut rng), "GU-")
                .map_err(TestCaseError::fail)?;
        }
    }
}
