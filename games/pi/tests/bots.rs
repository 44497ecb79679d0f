//! The bots: they play only legal actions, every game ends, they never repeat a wrong
//! attempt, the random bot's deductions never rule out its true case, the expert chooses
//! from what it observed only, and it beats random players.

use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_pi::bots::{by_level, Clues, LEVELS};
use whodunit_pi::{Config, Event, Pi};

#[test]
fn levels_are_listed() {
    assert_eq!(LEVELS, ["random", "expert"]);
    assert!(by_level("random", Seat(0)).is_some());
    assert!(by_level("expert", Seat(0)).is_some());
    assert!(by_level("genius", Seat(0)).is_none());
}

#[test]
fn bots_finish_every_table_size_without_repeating_a_wrong_attempt() {
    for players in 2..=5 {
        for seed in 0..15 {
            let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            // Experts in even seats, random bots in odd ones, and the other way round.
            let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players as u8)
                .map(|s| {
                    by_level(LEVELS[(usize::from(s) + seed as usize) % 2], Seat(s)).expect("known")
                })
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

/// A bot made afresh and shown the same events chooses as the original did: nothing it
/// uses is learnt while choosing.
#[test]
fn an_expert_rebuilt_from_its_observations_chooses_the_same() {
    for players in [2, 4] {
        let mut state = Pi::setup(&Config::with_players(players), 8).expect("valid");
        let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players as u8)
            .map(|s| by_level("expert", Seat(s)).expect("known"))
            .collect();
        let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
        let mut decisions = 0;
        while let Some(seat) = Pi::to_act(&state) {
            let view = Pi::view(&state, Viewer::Seat(seat));
            let action = bots[seat.index()].choose(Decision::in_state(
                &view,
                &state,
                seat,
                &mut GameRng::new(decisions),
            ));
            if decisions % 5 == 0 {
                let mut fresh = by_level("expert", seat).expect("known");
                for event in &seen[seat.index()] {
                    fresh.observe(event);
                }
                let again = fresh.choose(Decision::in_state(
                    &view,
                    &state,
                    seat,
                    &mut GameRng::new(decisions),
                ));
                assert_eq!(again, action, "decision {decisions}");
            }
            let events = Pi::apply(&mut state, seat, &action).expect("legal");
            for (index, bot) in bots.iter_mut().enumerate() {
                for event in &events {
                    if let Some(event) = Pi::redact(event, Viewer::Seat(Seat(index as u8))) {
                        bot.observe(&event);
                        seen[index].push(event);
                    }
                }
            }
            decisions += 1;
        }
    }
}

/// One expert among random bots, in every seat in turn, wins far more than its fair share
/// over a fixed set of matches at each table size (the release measurement gives 98% to
/// 100%; twice the fair share is asked here, which a weak expert would miss).
#[test]
fn the_expert_beats_random_bots() {
    for players in 2..=5 {
        let games = 12;
        let mut wins = 0.0;
        for game in 0..games {
            let expert = game % players;
            let mut state =
                Pi::setup(&Config::with_players(players), 500 + game as u64).expect("valid");
            let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players)
                .map(|s| {
                    let level = if s == expert { "expert" } else { "random" };
                    by_level(level, Seat(s as u8)).expect("known")
                })
                .collect();
            let mut rngs: Vec<GameRng> = (0..players as u64)
                .map(|s| GameRng::new(game as u64 * 9 + s))
                .collect();
            play_out::<Pi>(&mut state, &mut bots, &mut rngs, |_, _, _| {}).expect("legal bots");
            let winners = Pi::outcome(&state).expect("over").winners;
            if winners.contains(&Seat(expert as u8)) {
                wins += 1.0 / winners.len() as f64;
            }
        }
        let fair = games as f64 / players as f64;
        assert!(
            wins >= (2.0 * fair).min(0.9 * games as f64),
            "{players} players: {wins} of {games}"
        );
    }
}
