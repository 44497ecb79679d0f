//! `whodunit` for Guess, the test game that proves the registry: sim, arena, play and
//! replay reach it through its one registry line.

mod common;

use common::game_commands::{json_whatever_the_threads, EditedRecord, Played};
use common::{assert_contains_all, stdout, whodunit};

#[test]
fn sim_plays_guess_and_counts_every_game() {
    let report = json_whatever_the_threads(&[
        "sim",
        "guess",
        "--games",
        "50",
        "--seed",
        "2",
        "--bots",
        "easy,hard",
    ]);
    assert_eq!(report["game"], "guess");
    assert_eq!(report["players"], 2);
    let wins: u64 = report["wins_by_seat"]
        .as_array()
        .expect("wins")
        .iter()
        .map(|w| w.as_u64().expect("count"))
        .sum();
    assert_eq!(wins, 50, "GU-GUESS-2: every game has a winner");
    let text = stdout(&whodunit(&["sim", "guess", "--games", "5", "--cards", "9"]));
    assert!(text.contains("games/s"), "{text}");
}

#[test]
fn arena_seats_both_bots_in_both_orders() {
    let report = json_whatever_the_threads(&["arena", "guess", "--games", "4"]);
    assert_eq!(report["lineups"], 2);
    assert_eq!(report["games"], 8);
    assert_eq!(report["elo"].as_array().map(Vec::len), Some(2));
}

#[test]
fn a_person_plays_against_a_bot_and_the_saved_record_replays() {
    let args = ["play", "guess", "--bot", "easy", "--seed", "3"];
    // Seed 3 deals seat 0 B E G, hides C. Bad input, a card beyond the deck, an ask, an
    // ask about its own card, then a wrong guess.
    let input = "dance\nask N\nask A\nask B\nguess A\n";
    let played = Played::run(&args, input);
    assert_contains_all(
        &played.text,
        &[
            "Guess the hidden card, seed 3",
            "You are seat 0.",
            "Your hand: B E G",
            "type `ask CARD` or `guess CARD`",
            "Refused (GU-SETUP-1): the deck has no card 13",
            "seat 0 (you) asks about A: yes",
            "Refused (GU-ASK-1): you hold B: you may not ask about it",
            "seat 0 (you) guesses A: wrong",
            "game over: seat 1 wins; the hidden card was C; hands s0 B E G, s1 A D F",
            "Record saved",
        ],
    );
    let replayed = played.replay_as("spectator");
    assert!(replayed.contains("the hidden card was"), "{replayed}");
    assert!(replayed.contains("outcome: {\"winners\":["), "{replayed}");
}

#[test]
fn replay_stops_at_an_illegal_action_with_its_rule_id() {
    let mut edited = EditedRecord::of_fixture("guess_short.json");
    let text = stdout(&edited.replay());
    assert_contains_all(
        &text,
        &[
            "seat 0 asks about E: yes",
            "seat 1 asks about D: no",
            "seat 0 guesses D: right",
            "game over: seat 0 wins; the hidden card was D; hands s0 A B C, s1 E F G",
        ],
    );
    // Seat 0 asks about its own card (GU-ASK-1).
    edited.record["actions"][0]["action"] = serde_json::json!({ "ask": 1 });
    edited.assert_refused_by("GU-ASK-1", &["action 0"]);
    edited.record["actions"][0]["action"] = serde_json::json!({ "fly": 1 });
    edited.assert_not_a_record_of("guess");
}
