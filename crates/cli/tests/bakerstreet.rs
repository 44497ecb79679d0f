//! `whodunit` for Bakerstreet end to end: sim, arena, play and replay as a user runs them.

mod common;

use common::game_commands::{
    assert_refused, json_whatever_the_threads, two_seat_duels, EditedRecord, Played,
};
use common::{
    args_then, assert_contains_all, fixture, replay_fixture, stderr, stdout, whodunit,
    whodunit_with_input,
};
use whodunit_bakerstreet::bots::LEVELS;

fn sim(extra: &[&str]) -> serde_json::Value {
    let mut args = vec![
        "sim",
        "bakerstreet",
        "--games",
        "60",
        "--seed",
        "4",
        "--bots",
        "random",
    ];
    args.extend_from_slice(extra);
    json_whatever_the_threads(&args)
}

#[test]
fn sim_counts_rounds_and_does_not_depend_on_the_thread_count() {
    let one = sim(&[]);
    assert_eq!(one["game"], "bakerstreet");
    assert_eq!(one["players"], 2);
    assert_eq!(one["turn_unit"], "rounds");
    let wins: u64 = one["wins_by_seat"]
        .as_array()
        .expect("wins")
        .iter()
        .map(|w| w.as_u64().expect("count"))
        .sum();
    assert_eq!(wins + one["no_winner"].as_u64().expect("draws"), 60);
    let ended: u64 = one["end_reasons"]
        .as_object()
        .expect("reasons")
        .values()
        .map(|n| n.as_u64().expect("count"))
        .sum();
    assert_eq!(ended, 60);
    // A round is at least a move, a challenge and a choice.
    let rounds = one["mean_turns"].as_f64().expect("mean");
    assert!(rounds > 1.0 && one["mean_actions"].as_f64().expect("mean") > 3.0 * rounds);
}

#[test]
fn sim_applies_the_round_limit_and_the_optional_rule() {
    let capped = sim(&["--max-rounds", "1", "--one-card-per-letter"]);
    assert_eq!(capped["mean_turns"], 1.0, "BS-END-7: one round each");
    assert_eq!(capped["end_reasons"]["round_limit"], 60);
    let text = stdout(&whodunit(&[
        "sim",
        "bakerstreet",
        "--games",
        "10",
        "--bots",
        "random",
    ]));
    assert!(text.contains("mean rounds per game"), "{text}");
    assert!(text.contains("games/s"), "{text}");
}

#[test]
fn sim_and_arena_refuse_bad_options_with_a_clear_message() {
    assert_refused(
        &["sim", "bakerstreet", "--bots", "genius"],
        1,
        "unknown bot \"genius\"",
    );
    assert_refused(
        &["arena", "bakerstreet", "--bots", "random,random"],
        1,
        "twice",
    );
    // Bakerstreet has no table sizes to choose.
    let output = whodunit(&["arena", "bakerstreet", "--min-players", "3"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn arena_seats_every_pair_of_bots_in_both_orders_at_two_seats() {
    let bots = LEVELS.join(",");
    let report =
        json_whatever_the_threads(&["arena", "bakerstreet", "--bots", &bots, "--games", "3"]);
    let n = LEVELS.len() as u64;
    let lineups = if n == 1 { 1 } else { n * n - n };
    assert_eq!(report["lineups"], lineups);
    assert_eq!(report["games"], lineups * 3);
    assert_eq!(report["turn_unit"], "rounds");
    let sizes = report["by_size"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 1, "two seats only");
    for duel in two_seat_duels(&sizes[0], n) {
        assert_eq!(duel["games"], 2 * 3, "both seat orders");
        let [low, high] = [0, 1].map(|i| duel["ci95"][i].as_f64().expect("bound"));
        let score = duel["score"].as_f64().expect("score");
        assert!(low <= score && score <= high);
    }
    let seats: u64 = sizes[0]["bots"]
        .as_array()
        .expect("bots")
        .iter()
        .map(|b| b["seats"].as_u64().expect("seats"))
        .sum();
    assert_eq!(seats, lineups * 3 * 2);
    assert_eq!(
        report["elo"].as_array().expect("ratings").len(),
        LEVELS.len()
    );
}

#[test]
fn replay_of_the_fixture_shows_every_step_of_two_rounds() {
    let output = whodunit(&["replay", &fixture("bakerstreet_two_rounds.json")]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_contains_all(
        &text,
        &[
            "seat 0 draws 0",
            "seat 1 challenges the bid of 20; hands s0 [0 2 5] s1 [3 1 4]: total 15 < 20, seat 1 wins the challenge",
            "position 2 processes s0:4ARROW (ARROW: the next position follows)",
            "position 2 processes s0:3x2 (x2: seat 0's score is doubled)",
            "position 2: s0 scores 14, s1 scores 5, seat 0 wins; an ARROW leads on to position 3",
            "seat 0 looks at evidence pile 2, top first: K C R F F M D E",
            "seat 0 takes F from pile 2",
            "position 3 processes s1:2STOP (STOP: processing ends here)",
            "the cards below the STOP stay on stack 3, s0:1 on top",
            "-- round 2: seat 0 begins",
            "seat 1 wins (a tie goes to the challenge winner)",
            "game over (the round limit was reached): seat 1 wins. Collections: s0 F (longest run 1), s1 G H (longest run 2)",
            "outcome: {\"winners\":[1],\"reason\":\"round_limit\"}",
        ],
    );
}

#[test]
fn replay_as_a_seat_hides_the_other_seats_cards_and_letters() {
    // BS-INFO-4, BS-INFO-7, BS-INFO-8: seat 1 sees neither seat 0's draws, nor the pile seat
    // 0 looked at, nor the letter it took; its own are in the clear.
    let text = replay_fixture("bakerstreet_two_rounds.json", "1");
    assert!(text.contains("seat 0 draws a card\n"));
    assert!(!text.contains("seat 0 draws 0"));
    assert!(text.contains("seat 0 looks at evidence pile 2\n"));
    assert!(text.contains("seat 0 takes a card from pile 2"));
    assert!(text.contains("seat 1 (you) takes G from pile 3"));
    let spectator = replay_fixture("bakerstreet_two_rounds.json", "spectator");
    assert!(spectator.contains("seat 1 takes a card from pile 3"));
    // BS-INFO-13: the collections are revealed at the end.
    assert!(spectator.contains("Collections: s0 F (longest run 1), s1 G H"));
}

#[test]
fn replay_stops_at_an_illegal_action_with_its_rule_id() {
    let mut edited = EditedRecord::of_fixture("bakerstreet_two_rounds.json");
    // Action 3: seat 1 bids 9 after seat 0's 9 (BS-BID-4).
    edited.record["actions"][3]["action"]["move"]["bid"] = serde_json::json!(9);
    edited.assert_refused_by("BS-BID-4", &["action 3"]);
    // An explicit setup that breaks a rule is refused with its id too (BS-SETUP-5).
    edited.record["config"]["setup"]["evidence"][0] = serde_json::json!("B");
    edited.assert_refused_by("BS-SETUP-5", &[]);
    // A record that is not Bakerstreet's shape is an error, not a panic.
    edited.record["actions"][0]["action"] = serde_json::json!({ "dance": 1 });
    edited.assert_not_a_record_of("bakerstreet");
}

#[test]
fn a_person_plays_against_a_bot_and_the_saved_record_replays() {
    let args = [
        "play",
        "bakerstreet",
        "--seat",
        "0",
        "--bot",
        "random",
        "--seed",
        "3",
    ];
    // Seed 3: seat 0 moves first holding 4, 5x2 and 5. Bad input first, then a move the
    // bot challenges; in round 2 a bid of 0 that it challenges too, so we choose and take.
    let input = "place 9 2 3\nchallenge\nplace 3x2 2 17\nplace 5x2 2 31\nplace 5x2 2 29\n\
                 place 0STOP 4 0\nchoose 2\ntake Z\ntake A\ntake K\nquit\n";
    let played = Played::run(&args, input);
    assert_contains_all(
        &played.text,
        &[
            "You are seat 0; your cards show as s0:VALUE on the table. You move first.",
            "Your hand: [4 5x2 5]",
            "position  stack top  stack size  evidence pile",
            "\"9\" is not a detective card",
            "Refused (BS-CHALLENGE-2): there is no bid to challenge yet this round",
            "Refused (BS-TURN-4): you hold no 3x2",
            "Refused (BS-BID-2): a bid lies between 0 and 30, not 31",
            "seat 0 (you) places s0:5x2 on position 2",
            "seat 0 (you) bids 29",
            "seat 1 challenges the bid of 29",
            "-- round 2: seat 0 (you) begins",
            "seat 0 (you) wins the challenge",
            "You won the challenge: choose the position to evaluate first",
            "seat 0 (you) looks at evidence pile 2, top first: K O I I G B S R",
            "\"Z\" is not an evidence letter",
            "Refused (BS-EVIDENCE-3): pile 2 holds no A",
            "seat 0 (you) takes K from pile 2",
            "Your collection: K (longest run 1)",
            "Record saved",
        ],
    );
    let replayed = played.replay_as("0");
    assert!(replayed.contains("seat 0 (you) takes K from pile 2"));
    assert!(replayed.contains("outcome: the game is not over"));
}

fn companion(session: &std::path::Path, input: &str) -> String {
    let args = args_then(&["notebook", "bakerstreet", "--session"], session);
    let output = whodunit_with_input(&args, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// Issue 18 point 3, by the process: a scripted physical game piped in (moves, a
/// challenge, the evaluation, a look and a take, the next round's draws); the session is
/// saved after every entry, an impossible card is refused naming the record that has it,
/// and the session resumes from its file, where undo takes the last entry back.
#[test]
fn the_companion_records_a_physical_game_refuses_contradictions_and_resumes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let session = dir.path().join("bakerstreet.json");
    let text = companion(
        &session,
        "0\n0\n3x2 0 5\nn\n\
         move 5 2 10 4\nthey 1 2 12\nmove 3x2 1 13 1\n\
         they 2stop 0 14\nmove 3x2 3 15 1\n\
         challenge me 0 0 1\nodds\nchoose 2\nlook AAABCDEF\nlook AABCDEFG\ntake C\n\
         draw 1 2 2\nlist\nquit\n",
    );
    assert_contains_all(
        &text,
        &[
            "round 1, you to move >",
            "Stacks (top first; yours marked *, covered in brackets):",
            "  2: 1 [5*]",
            "Bid 12: the six cards reach it with chance",
            "Not recorded: this contradicts #3: #5: you placed 3x2 at position 3",
            "your deck's 1 3x2 is: on the stack at position 1 (#3)",
            "The six-card total:",
            "round 1, look at pile 2 >",
            "Not recorded: this contradicts",
            "there are two cards A",
            "round 2, draw 3 >",
            "Your letters: C (run 1)",
            "pile 8 cards",
            "pile 7 cards: AABDEFG",
            "#7: you looked at the pile: AABCDEFG",
        ],
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("json");
    assert_eq!(saved["records"].as_array().map(Vec::len), Some(9));
    let again = companion(&session, "undo\nlist\nquit\n");
    assert!(again.contains("Resuming"), "{again}");
    assert!(again.contains("round 2, draw 3 >"), "{again}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("json");
    assert_eq!(saved["records"].as_array().map(Vec::len), Some(8));
    // A file from another game is refused.
    std::fs::write(&session, r#"{"players": 4, "me": 0, "records": []}"#).expect("write");
    let args = args_then(&["notebook", "bakerstreet", "--session"], &session);
    let output = whodunit_with_input(&args, "quit\n");
    assert!(!output.status.success());
}
