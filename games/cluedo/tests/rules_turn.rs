//! CL-TURN: who moves first, turn order, phases, the closed list of actions, rejections
//! and how turns end.

mod common;

use common::*;
use whodunit_cluedo::{Action, Cluedo, Config, Event, Phase, Suspect};
use whodunit_engine::{Game, Seat};

fn first_turn(keys: &[&str], dealer: &str) -> Suspect {
    let state = Deal::new(keys).dealer(dealer).state();
    state.suspect_of(state.active())
}

// CL-TURN-1
#[test]
fn cl_turn_1_scarlett_goes_first_whoever_deals() {
    let keys = ["scarlett", "white", "peacock"];
    for dealer in keys {
        assert_eq!(first_turn(&keys, dealer), suspect("scarlett"));
    }
    for seed in 0..100 {
        let state = Cluedo::setup(&Config::with_players(4), seed).unwrap();
        assert_eq!(state.suspect_of(state.active()), suspect("scarlett"));
        assert_eq!(Cluedo::to_act(&state), Some(Seat(0)));
    }
}

// CL-TURN-2
#[test]
fn cl_turn_2_without_scarlett_the_next_played_suspect_starts() {
    let cases: [(&[&str], &str); 4] = [
        (&["plum", "mustard"], "mustard"),
        (&["white", "plum", "green"], "white"),
        (&["peacock", "green"], "green"),
        (&["plum", "peacock"], "peacock"),
    ];
    for (keys, first) in cases {
        for dealer in keys {
            assert_eq!(first_turn(keys, dealer), suspect(first), "{keys:?}");
        }
    }
}

// CL-TURN-3
#[test]
fn cl_turn_3_turns_pass_clockwise_skipping_the_eliminated() {
    let mut state = example_deal().state();
    let mut order = Vec::new();
    for _ in 0..4 {
        let seat = state.active();
        order.push(seat);
        play(&mut state, seat, Action::Roll);
        let to = destinations(&state, seat)[0];
        play(&mut state, seat, Action::Move(to));
        play(&mut state, seat, Action::EndTurn);
    }
    assert_eq!(order, [Seat(0), Seat(1), Seat(2), Seat(3)]);
    assert_eq!(state.active(), Seat(0));
    // T10 of the example: White is eliminated, so Peacock follows Mustard.
    let mut state = example_after(&example_deal(), 35);
    let events = play(&mut state, Seat(1), Action::EndTurn);
    assert_eq!(state.active(), Seat(3));
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            seat: Seat(3),
            turn: 11
        }]
    );
}

// CL-TURN-4
#[test]
fn cl_turn_4_unplayed_suspects_never_take_a_turn() {
    for seed in 0..10 {
        let config = Config::with_players(2 + seed as usize % 4);
        let played = config.players.clone();
        random_game(&config, seed, 400, |_, seat, _, _, after| {
            assert!(played.contains(&after.suspect_of(seat)));
            if let Some(next) = Cluedo::to_act(after) {
                assert!(played.contains(&after.suspect_of(next)));
                assert!(next.index() < played.len());
            }
        });
    }
}

// CL-TURN-5
#[test]
fn cl_turn_5_movement_then_suggestion_then_accusation() {
    let mut state = example_after(&example_deal(), 12);
    // Before moving: no suggestion, accusation or end of turn.
    refused(&mut state, Seat(0), suggest("plum", "rope"), "CL-TURN-5");
    refused(
        &mut state,
        Seat(0),
        accuse("plum", "rope", "hall"),
        "CL-TURN-5",
    );
    refused(&mut state, Seat(0), Action::EndTurn, "CL-TURN-5");
    roll_and_move(&mut state, Seat(0), rm("lounge"));
    // Movement is over: no second roll, move or stay.
    refused(&mut state, Seat(0), Action::Roll, "CL-TURN-5");
    refused(&mut state, Seat(0), Action::Stay, "CL-TURN-5");
    refused(&mut state, Seat(0), Action::Passage, "CL-TURN-5");
    refused(&mut state, Seat(0), mv(sq(18, 6)), "CL-TURN-5");
    // The turn may end right after moving.
    let mut ended = state.clone();
    play(&mut ended, Seat(0), Action::EndTurn);
    // Suggestion, then (after the refutation) an accusation.
    play(&mut state, Seat(0), suggest("mustard", "rope"));
    refused(&mut state, Seat(0), Action::EndTurn, "CL-REFUTE-11");
    play(&mut state, Seat(2), show("rope"));
    let mut accusing = state.clone();
    play(&mut accusing, Seat(0), accuse("plum", "rope", "hall"));
    // After the accusation no suggestion is possible: the turn is over.
    assert_eq!(accusing.active(), Seat(1));
    play(&mut state, Seat(0), Action::EndTurn);
}

// CL-TURN-6
#[test]
fn cl_turn_6_the_closed_list_of_actions() {
    let json = [
        (Action::Roll, r#""roll""#),
        (mv(sq(18, 7)), r#"{"move":"18,7"}"#),
        (mv(rm("lounge")), r#"{"move":"lounge"}"#),
        (Action::Passage, r#""passage""#),
        (Action::Stay, r#""stay""#),
        (
            suggest("mustard", "rope"),
            r#"{"suggest":{"suspect":"mustard","weapon":"rope"}}"#,
        ),
        (show("rope"), r#"{"show":"rope"}"#),
        (
            accuse("green", "candlestick", "kitchen"),
            r#"{"accuse":{"suspect":"green","weapon":"candlestick","room":"kitchen"}}"#,
        ),
        (Action::EndTurn, r#""end_turn""#),
    ];
    for (action, text) in json {
        assert_eq!(serde_json::to_string(&action).unwrap(), text);
        assert_eq!(serde_json::from_str::<Action>(text).unwrap(), action);
    }
    assert!(serde_json::from_str::<Action>(r#""pass""#).is_err());
    // `Show` comes from the refuter; everything else from the active player.
    let mut state = example_after(&example_deal(), 15);
    assert_eq!(Cluedo::to_act(&state), Some(Seat(2)));
    assert_eq!(state.active(), Seat(0));
    refused(&mut state, Seat(0), show("rope"), "CL-REFUTE-4");
    play(&mut state, Seat(2), show("rope"));
    refused(&mut state, Seat(2), Action::EndTurn, "CL-TURN-7");
    play(&mut state, Seat(0), Action::EndTurn);
}

// CL-TURN-7
#[test]
fn cl_turn_7_wrong_seat_or_moment_is_rejected_without_change() {
    let mut state = example_deal().state();
    // From the wrong seat.
    for s in [Seat(1), Seat(2), Seat(3)] {
        refused(&mut state, s, Action::Roll, "CL-TURN-7");
        refused(&mut state, s, Action::EndTurn, "CL-TURN-7");
    }
    // A rejected action is not part of the game: the accepted list replays the same.
    let mut plain = example_deal().state();
    let mut noisy = example_deal().state();
    for (seat, action) in example_script() {
        let wrong = Seat((seat.0 + 1) % 4);
        if Cluedo::to_act(&noisy) != Some(wrong) {
            let before = noisy.clone();
            assert!(Cluedo::apply(&mut noisy, wrong, &action).is_err());
            assert!(noisy == before);
        }
        play(&mut plain, seat, action);
        play(&mut noisy, seat, action);
    }
    assert!(plain == noisy);
    // The refusal names the rule and says why, to the sender only (it is returned, not
    // broadcast as an event).
    let mut state = example_deal().state();
    let error = refused(&mut state, Seat(2), Action::Roll, "CL-TURN-7");
    assert!(error.message.contains("Miss Scarlett"), "{}", error.message);
}

// CL-TURN-8
#[test]
fn cl_turn_8_a_turn_ends_by_end_turn_wrong_accusation_or_game_end() {
    // EndTurn.
    let mut state = example_after(&example_deal(), 2);
    let events = play(&mut state, Seat(0), Action::EndTurn);
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            seat: Seat(1),
            turn: 2
        }]
    );
    assert_eq!(state.phase(), Phase::StartOfTurn);
    // A refuted suggestion does not end the turn: the suggester goes on.
    let state = example_after(&example_deal(), 16);
    assert_eq!(state.active(), Seat(0));
    assert_eq!(state.phase(), Phase::AfterMove { suggested: true });
    // A wrong accusation (T7).
    let mut state = example_after(&example_deal(), 24);
    let events = play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    assert_eq!(
        events.last(),
        Some(&Event::TurnStarted {
            seat: Seat(3),
            turn: 8
        })
    );
    // The end of the game (T11).
    let mut state = example_after(&example_deal(), 38);
    play(
        &mut state,
        Seat(3),
        accuse("green", "candlestick", "conservatory"),
    );
    assert_eq!(Cluedo::to_act(&state), None);
    assert!(state.is_over());
}
