//! CL-END: how a game ends, and that nothing happens after.

mod common;

use common::*;
use whodunit_cluedo::view::view;
use whodunit_cluedo::{Action, Cluedo, Config, EndReason, Event, Phase, State};
use whodunit_engine::{Game, GameRng, Seat};

/// Scarlett and Mustard; Scarlett accuses wrongly in her first turn (from (18,7), her
/// pawn goes to the Lounge). Mustard's dice are 6, then 2.
fn scarlett_out() -> State {
    let mut state = Deal::new(&["scarlett", "mustard"]).dice(&[6, 6, 2]).state();
    roll_and_move(&mut state, Seat(0), sq(18, 7));
    play(&mut state, Seat(0), accuse("plum", "rope", "hall"));
    assert!(state.is_eliminated(Seat(0)));
    state
}

// CL-END-1
#[test]
fn cl_end_1_a_correct_accusation_ends_the_game_with_a_winner() {
    let mut state = example_deal().state();
    run(&mut state, &example_script());
    assert!(state.is_over());
    assert_eq!(state.winner(), Some(Seat(3)));
    let outcome = Cluedo::outcome(&state).unwrap();
    assert_eq!(outcome.winners, vec![Seat(3)]);
    assert_eq!(outcome.reason, "correct_accusation");
}

// CL-END-2
#[test]
fn cl_end_2_everyone_wrong_means_no_winner() {
    let mut state = scarlett_out();
    assert!(!state.is_over());
    roll_and_move(&mut state, Seat(1), sq(16, 5));
    let events = play(&mut state, Seat(1), accuse("plum", "rope", "hall"));
    assert!(state.is_over());
    assert_eq!(state.winner(), None);
    assert_eq!(
        state.phase(),
        Phase::Over {
            reason: EndReason::AllEliminated
        }
    );
    assert!(matches!(
        events.last(),
        Some(Event::GameOver { winner: None, .. })
    ));
    let outcome = Cluedo::outcome(&state).unwrap();
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, "all_eliminated");
}

// CL-END-3
#[test]
fn cl_end_3_the_last_player_in_play_takes_every_turn() {
    let mut state = scarlett_out();
    assert_eq!(state.active(), Seat(1));
    roll_and_move(&mut state, Seat(1), sq(16, 5));
    let turn = state.turn();
    let events = play(&mut state, Seat(1), Action::EndTurn);
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            seat: Seat(1),
            turn: turn + 1
        }]
    );
    // The eliminated Scarlett still refutes: she holds Miss Scarlett and the Dining Room.
    roll_and_move(&mut state, Seat(1), rm("dining_room"));
    let events = play(&mut state, Seat(1), suggest("scarlett", "dagger"));
    assert_eq!(Cluedo::to_act(&state), Some(Seat(0)));
    assert!(events.contains(&Event::MustShow {
        refuter: Seat(0),
        suggester: Seat(1),
        options: Some(cards(&["scarlett", "dining_room"]))
    }));
    play(&mut state, Seat(0), show("dining_room"));
    // A correct accusation wins.
    let mut won = state.clone();
    play(
        &mut won,
        Seat(1),
        accuse("green", "candlestick", "conservatory"),
    );
    assert_eq!(won.winner(), Some(Seat(1)));
    // A wrong one ends the game with no winner.
    play(&mut state, Seat(1), accuse("green", "candlestick", "hall"));
    assert!(state.is_over());
    assert_eq!(state.winner(), None);
}

// CL-END-4
#[test]
fn cl_end_4_everyone_sees_the_envelope_at_the_end() {
    let mut won = example_after(&example_deal(), 38);
    let won_events = play(
        &mut won,
        Seat(3),
        accuse("green", "candlestick", "conservatory"),
    );
    let mut lost = scarlett_out();
    roll_and_move(&mut lost, Seat(1), sq(16, 5));
    let lost_events = play(&mut lost, Seat(1), accuse("plum", "rope", "hall"));
    for (state, events) in [(&won, &won_events), (&lost, &lost_events)] {
        for viewer in others(state, &[]) {
            assert!(
                seen_by(events, viewer).iter().any(|e| matches!(
                    e,
                    Event::GameOver { envelope, .. } if *envelope == state.envelope()
                )),
                "{viewer:?}"
            );
            assert_eq!(view(state, viewer).envelope, Some(state.envelope()));
        }
    }
}

// CL-END-5
#[test]
fn cl_end_5_no_action_after_the_end() {
    let mut state = example_deal().state();
    run(&mut state, &example_script());
    let actions = [
        Action::Roll,
        mv(sq(17, 7)),
        Action::Passage,
        Action::Stay,
        suggest("plum", "rope"),
        show("rope"),
        accuse("green", "candlestick", "conservatory"),
        Action::EndTurn,
    ];
    for seat in state.seats().collect::<Vec<_>>() {
        assert!(Cluedo::legal_actions(&state, seat).is_empty());
        for action in actions {
            refused(&mut state, seat, action, "CL-END-5");
        }
    }
    assert_eq!(Cluedo::to_act(&state), None);
}

// CL-END-6
#[test]
fn cl_end_6_no_other_ending_and_no_turn_limit() {
    let config = Config::with_players(3);
    assert_eq!(config.turn_limit, None);
    let parsed: Config = serde_json::from_str(r#"{"players":["scarlett","white"]}"#).unwrap();
    assert_eq!(parsed.turn_limit, None);
    // Thousands of actions without an accusation: the game goes on.
    let mut state = Cluedo::setup(&config, 4).unwrap();
    let mut rng = GameRng::new(4);
    for _ in 0..5000 {
        let seat = Cluedo::to_act(&state).expect("the game goes on");
        let choices: Vec<Action> = Cluedo::legal_actions(&state, seat)
            .into_iter()
            .filter(|a| !matches!(a, Action::Accuse(_)))
            .collect();
        let action = choices[rng.below(choices.len() as u32) as usize];
        play(&mut state, seat, action);
    }
    assert!(!state.is_over());
    assert!(state.turn() > 500, "{}", state.turn());
    assert_eq!(Cluedo::outcome(&state), None);
}
