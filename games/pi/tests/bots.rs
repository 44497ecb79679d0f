//! The random bot: it plays only legal actions, every game ends, it never repeats a wrong
//! attempt, and its deductions never rule out its true case.

use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_pi::bots::{by_level, Clues, LEVELS};
use whodunit_pi::{Config, Event, Pi};

#[test]
fn levels_are_listed() {
    assert_eq!(LEVELS, ["random"]);
    assert!(by_level("random", Seat(0)).is_some());
    assert!(by_level("expert", Seat(0)).is_none());
}

#[test]
fn random_bots_finish_every_table_size_without_repeating_a_wrong_attempt() {
    for players in 2..=5 {
        for seed in 0..15 {
            let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players as u8)
                .map(|s| by_level("random", Seat(s)).expect("known"))
                .collect();
            let mut rngs: Vec<GameRng> = (0..players as u64)
                .map(|s| GameRng::new(seed * 10 + s))
                .collect();
            let mut wrong = Vec::new();
            play_out::<Pi>(&mut state, &mut bots, &mut rngs, |_, _, events| {
                for event in events {
                    match event {
                        Event::WrongAttempt { seat, attempt, .. } => {
                            assert!(!wrong.contains(&(*seat, *attempt)), "repeated");
                            wrong.push((*seat, *attempt));
                        }
                        Event::MiniGameEnded { .. } => wrong.clear(),
                        _ => {}
                    }
                }
            })
            .expect("bots play legal actions");
            assert!(state.is_over());
        }
    }
}

#[test]
fn the_bots_clues_always_allow_the_true_case() {
    for seed in 0..20 {
        let mut state = Pi::setup(&Config::with_players(4), seed).expect("valid");
        let mut rng = GameRng::new(seed);
        let mut bot = by_level("random", Seat(0)).expect("known");
        while let Some(seat) = Pi::to_act(&state) {
            let view = Pi::view(&state, Viewer::Seat(seat));
            let clues = Clues::of(&view, seat);
            assert!(clues.cases().any(|c| c == state.case(seat)));
            let action = if seat == Seat(0) {
                bot.choose(Decision::in_state(&view, &state, seat, &mut rng))
            } else {
                let mut other = by_level("random", seat).expect("known");
                other.choose(Decision::in_state(&view, &state, seat, &mut rng))
            };
            Pi::apply(&mut state, seat, &action).expect("legal");
        }
    }
}
