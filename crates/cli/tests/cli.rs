//! The `whodunit` binary end to end: sim, replay and play as a user runs them.

mod common;

use common::{args_then, fixture, replay_fixture, stderr, stdout, whodunit, whodunit_with_input};

/// The sim's JSON without the fields that measure time or threads.
fn sim_results(threads: &str) -> serde_json::Value {
    let output = whodunit(&[
        "sim",
        "cluedo",
        "--games",
        "300",
        "--players",
        "5",
        "--seed",
        "11",
        "--threads",
        threads,
        "--bots",
        "eliminator,random",
        "--json",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let object = value.as_object_mut().expect("an object");
    for timing in ["seconds", "games_per_second", "threads"] {
        object.remove(timing);
    }
    value
}

#[test]
fn sim_results_do_not_depend_on_the_thread_count() {
    let one = sim_results("1");
    assert_eq!(one, sim_results("2"));
    let wins: u64 = one["wins_by_seat"]
        .as_array()
        .expect("wins")
        .iter()
        .map(|w| w.as_u64().expect("count"))
        .sum();
    assert_eq!(wins + one["no_winner"].as_u64().expect("count"), 300);
    assert!(one["mean_turns"].as_f64().expect("mean") > 5.0);
    // Miss Scarlett's seat, seat 0, always moves first (CL-TURN-1).
    assert_eq!(one["first_mover_wins"], one["wins_by_seat"][0]);
}

#[test]
fn sim_seeds_change_the_results() {
    let run = |seed: &str| {
        stdout(&whodunit(&[
            "sim", "cluedo", "--games", "50", "--seed", seed, "--json",
        ]))
        .lines()
        .filter(|l| l.contains("mean_actions"))
        .collect::<String>()
    };
    assert_ne!(run("1"), run("2"));
}

#[test]
fn sim_refuses_bad_arguments_with_a_clear_message() {
    let output = whodunit(&["sim", "cluedo", "--players", "7"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("2 to 6 players"));
    let output = whodunit(&["sim", "cluedo", "--bots", "genius"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown bot \"genius\""));
}

#[test]
fn replay_of_the_worked_example_ends_with_peacock_winning() {
    let output = whodunit(&["replay", &fixture("worked_example.json")]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("outcome: {\"winners\":[3],\"reason\":\"correct_accusation\"}"));
    // The omniscient viewer sees White's wrong accusation.
    assert!(text.contains("accuses wrongly: Reverend Green, Candlestick, Kitchen"));
}

#[test]
fn replay_as_a_seat_hides_what_that_seat_did_not_see() {
    // CL-INFO-5, CL-REFUTE-7: Mustard (seat 1) does not see the Rope White showed Scarlett,
    // nor White's wrong accusation.
    let text = replay_fixture("worked_example.json", "1");
    assert!(text.contains("Mrs White (seat 2) shows a card to Miss Scarlett (seat 0)"));
    assert!(!text.contains("shows Rope"));
    assert!(text.contains("Mrs White (seat 2) accuses wrongly\n"));
    assert!(text.contains("shows Dagger to Colonel Mustard"));
}

#[test]
fn replay_stops_at_an_illegal_action_with_its_rule_id() {
    let text = std::fs::read_to_string(fixture("worked_example.json")).expect("fixture");
    let mut record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    // Action 1 becomes a move to (19,7), which a roll of 6 cannot reach (CL-MOVE-9).
    record["actions"][1]["action"] = serde_json::json!({ "move": "19,7" });
    let path = std::env::temp_dir().join(format!("whodunit-illegal-{}.json", std::process::id()));
    std::fs::write(&path, record.to_string()).expect("write");
    let output = whodunit(&["replay", path.to_str().expect("utf-8 path")]);
    std::fs::remove_file(&path).ok();
    assert_eq!(output.status.code(), Some(3));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("action 1") && error.contains("CL-MOVE-9"),
        "{error}"
    );
}

#[test]
fn replay_refuses_unreadable_input() {
    let output = whodunit(&["replay", "/nonexistent/record.json"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read"));
}

#[test]
fn a_person_plays_in_the_terminal_and_the_saved_record_replays() {
    let path = std::env::temp_dir().join(format!("whodunit-play-{}.json", std::process::id()));
    let args = args_then(
        &[
            "play",
            "cluedo",
            "--players",
            "3",
            "--seat",
            "0",
            "--seed",
            "5",
            "--save",
        ],
        &path,
    );
    // Roll, take the first destination, try something illegal, end the turn, then leave.
    let output = whodunit_with_input(&args, "roll\n1\nsuggest plum rope\nnonsense\nend\nquit\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("You are Miss Scarlett (seat 0)"));
    assert!(text.contains("Miss Scarlett (seat 0) rolls"));
    assert!(text.contains("unknown action \"nonsense\""));
    assert!(text.contains("Record saved"));
    let replayed = whodunit(&[
        "replay",
        path.to_str().expect("utf-8 path"),
        "--viewer",
        "0",
    ]);
    std::fs::remove_file(&path).ok();
    assert!(replayed.status.success());
    assert!(stdout(&replayed).contains("-- turn 2: Colonel Mustard (seat 1)"));
}

/// The arena's JSON without its timing.
fn arena_report(threads: &str) -> serde_json::Value {
    let output = whodunit(&[
        "arena",
        "cluedo",
        "--bots",
        "eliminator,random",
        "--games",
        "3",
        "--min-players",
        "3",
        "--max-players",
        "4",
        "--threads",
        threads,
        "--json",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    value.as_object_mut().expect("an object").remove("seconds");
    value
}

#[test]
fn arena_plays_every_lineup_and_does_not_depend_on_threads() {
    let report = arena_report("1");
    assert_eq!(report, arena_report("2"));
    // 3 seats: 2^3 - 2 lineups; 4 seats: 2^4 - 2; three games each.
    assert_eq!(report["lineups"], 6 + 14);
    assert_eq!(report["games"], (6 + 14) * 3);
    let sizes = report["by_size"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 2);
    for size in sizes {
        let players = size["players"].as_u64().expect("players");
        let seats: u64 = size["bots"]
            .as_array()
            .expect("bots")
            .iter()
            .map(|b| b["seats"].as_u64().expect("seats"))
            .sum();
        let lineups = 2u64.pow(players as u32) - 2;
        assert_eq!(seats, lineups * 3 * players);
        for bot in size["bots"].as_array().expect("bots") {
            let [low, high] = [
                bot["ci95"][0].as_f64().unwrap(),
                bot["ci95"][1].as_f64().unwrap(),
            ];
            let rate = bot["win_rate"].as_f64().unwrap();
            assert!(low <= rate && rate <= high);
        }
    }
    let elo = report["elo"].as_array().expect("ratings");
    assert_eq!(elo.len(), 2);
}

fn companion(session: &std::path::Path, input: &str) -> String {
    let args = args_then(&["notebook", "cluedo", "--session"], session);
    let output = whodunit_with_input(&args, input);
    assert!(output.status.success());
    stdout(&output)
}

#[test]
fn the_companion_records_a_physical_game_refuses_contradictions_and_resumes() {
    let session =
        std::env::temp_dir().join(format!("whodunit-companion-{}.json", std::process::id()));
    std::fs::remove_file(&session).ok();
    let text = companion(
        &session,
        "scarlett mustard white peacock\nmustard\npeacock\n\
         plum revolver dining_room billiard_room study\n\
         suggest mustard white wrench hall white hall\n\
         suggest mustard green dagger study peacock study\n\
         why hall\nquit\n",
    );
    assert!(text.contains("envelopes possible"), "{text}");
    assert!(
        text.contains("Mrs White holds the Hall: she showed it to you."),
        "{text}"
    );
    assert!(
        text.contains("Not recorded: this contradicts your hand: you hold the Study"),
        "{text}"
    );
    // Saved after every record, and resumed with the one record that was accepted.
    let again = companion(&session, "list\nundo\nlist\nquit\n");
    // A file hand-edited into a table that cannot be is refused, saying why, and kept.
    let mut edited: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("JSON");
    edited["me"] = 9.into();
    std::fs::write(&session, edited.to_string()).expect("write");
    let args = args_then(&["notebook", "cluedo", "--session"], &session);
    let refused = whodunit_with_input(&args, "quit\n");
    assert!(!refused.status.success());
    assert!(
        stderr(&refused).contains("cannot be resumed: seats are numbered 0 to 3"),
        "{}",
        stderr(&refused)
    );
    assert_eq!(
        std::fs::read_to_string(&session).expect("kept"),
        edited.to_string()
    );
    std::fs::remove_file(&session).ok();
    assert!(again.contains("Resuming"), "{again}");
    assert!(again.contains(
        "#1 Colonel Mustard suggested Mrs White, Wrench, Hall; refuted by Mrs White with Hall"
    ));
    assert!(again.contains("No records yet."));
}
