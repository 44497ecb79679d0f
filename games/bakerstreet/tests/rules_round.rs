//! BS-ROUND: rounds, fresh bids, stacks that stay, the draws for the next round and who
//! begins it.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Bakerstreet, Event, Phase};
use whodunit_engine::{Game, Seat};

fn drawers(events: &[Event]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Drew { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

// BS-ROUND-1
#[test]
fn bs_round_1_turns_a_challenge_and_its_evaluation_phase() {
    let mut state = Layout::new()
        .hand(ANNA, &["A1", "A2", "A3"])
        .hand(BRUNO, &["B1", "B2", "B3"])
        .state();
    play(&mut state, ANNA, mv("1", 0, 2));
    play(&mut state, BRUNO, mv("1", 1, 4));
    assert_eq!(state.round(), 1);
    play(&mut state, ANNA, Action::Challenge);
    assert_eq!(state.round(), 1);
    // 2 + 3 + ... >= 4: Bruno chooses; the phase ends the round.
    play(&mut state, BRUNO, Action::Choose(0));
    finish_phase(&mut state);
    assert_eq!(state.round(), 2);
    assert_eq!(state.phase(), Phase::Turn);
}

// BS-ROUND-2
#[test]
fn bs_round_2_every_round_starts_without_a_bid() {
    let (mut state, _) = evaluate(Layout::new(), ANNA, 0);
    finish_phase(&mut state);
    assert!(state.bids().is_empty());
    assert_eq!(state.last_bid(), None);
    let first = state.active();
    refused(&mut state, first, Action::Challenge, "BS-CHALLENGE-2");
}

// BS-ROUND-3
#[test]
fn bs_round_3_unprocessed_cards_stay_in_their_stacks() {
    let layout = Layout::new()
        .stack(0, &["A1STOP", "B2", "A3"])
        .stack(1, &["B4", "A5"]);
    let (mut state, _) = evaluate(layout, ANNA, 0);
    finish_phase(&mut state);
    assert_eq!(state.round(), 2);
    assert_eq!(stack(&state, 0), cards(&["B2", "A3"]));
    assert_eq!(stack(&state, 1), cards(&["B4", "A5"]));
}

// BS-ROUND-4
#[test]
fn bs_round_4_each_player_draws_three_by_the_usual_rules() {
    // Anna's draw pile holds one card and her discard pile the rest: the second draw
    // reshuffles. Bruno has only two cards left anywhere: his third draw is skipped.
    let layout = Layout::new()
        .draw(ANNA, &["A5"])
        .leftovers(ANNA, Leftovers::Discard)
        .draw(BRUNO, &["B0", "B1"])
        .leftovers(BRUNO, Leftovers::Stack(4));
    let (mut state, _) = evaluate(layout, ANNA, 0);
    let events = finish_phase(&mut state);
    let tail: Vec<&Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::RoundStarted { .. }))
        .collect();
    assert!(
        matches!(tail[1], Event::Drew { seat, card: Some(c) } if *seat == BRUNO && *c == card("B0"))
    );
    assert!(
        matches!(tail[2], Event::Drew { seat, card: Some(c) } if *seat == BRUNO && *c == card("B1"))
    );
    assert_eq!(tail[3], &Event::DrawSkipped { seat: BRUNO });
    assert!(
        matches!(tail[4], Event::Drew { seat, card: Some(c) } if *seat == ANNA && *c == card("A5"))
    );
    assert!(matches!(tail[5], Event::Reshuffled { seat, .. } if *seat == ANNA));
    assert_eq!(hand(&state, ANNA).len(), 3);
    assert_eq!(hand(&state, BRUNO), cards(&["B0", "B1"]));
}

// BS-ROUND-5
#[test]
fn bs_round_5_the_new_rounds_first_player_draws_first() {
    for challenge_winner in [ANNA, BRUNO] {
        let (mut state, _) = evaluate(Layout::new(), challenge_winner, 2);
        let events = finish_phase(&mut state);
        let loser = Seat(1 - challenge_winner.0);
        assert_eq!(
            drawers(&events),
            [
                loser,
                loser,
                loser,
                challenge_winner,
                challenge_winner,
                challenge_winner
            ]
        );
    }
}

// BS-ROUND-6
#[test]
fn bs_round_6_the_challenge_loser_begins_the_new_round() {
    for challenge_winner in [ANNA, BRUNO] {
        // Bruno wins the evaluation itself; only the challenge counts.
        let layout = Layout::new().stack(1, &["B5"]);
        let (mut state, _) = evaluate(layout, challenge_winner, 1);
        let events = finish_phase(&mut state);
        let loser = Seat(1 - challenge_winner.0);
        assert!(events.contains(&Event::RoundStarted {
            round: 2,
            first: loser
        }));
        assert_eq!(Bakerstreet::to_act(&state), Some(loser));
    }
}
