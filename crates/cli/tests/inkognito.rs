//! `whodunit` for Inkognito end to end: sim, arena, play and replay as a user runs them.

mod common;

use common::game_commands::{
    assert_play_refused, assert_refused, json_whatever_the_threads, numbers, EditedRecord, Played,
};
use common::{
    args_then, assert_contains_all, fixture, replay_fixture, stderr, stdout, whodunit,
    whodunit_with_input,
};
use whodunit_inkognito::bots::LEVELS;

/// The worked example of the rules' §12: game 1 of a 4-player match, dealt explicitly and
/// ended by seat 0's correct call in round 6; game 2 is then dealt by the seed.
const FIXTURE: &str = "inkognito_worked_example.json";

fn sim() -> serde_json::Value {
    json_whatever_the_threads(&[
        "sim",
        "inkognito",
        "--players",
        "4",
        "--games",
        "20",
        "--seed",
        "3",
        "--bots",
        "random",
    ])
}

#[test]
fn sim_counts_matches_games_per_match_and_rounds_whatever_the_threads() {
    let one = sim();
    assert_eq!(one["game"], "inkognito");
    assert_eq!(one["game_unit"], "matches");
    assert_eq!(one["turn_unit"], "rounds");
    // Every match ends with a winner, alone or with others reaching 3 at once.
    assert_eq!(one["no_winner"], 0);
    let share: f64 = numbers(&one["win_share_by_seat"]).iter().sum();
    assert!((share - 1.0).abs() < 1e-9, "{share}");
    // At least 3 games make 3 points at 4 players (one point a game for each of a team).
    let parts = &one["parts"];
    assert_eq!(parts["part_unit"], "games");
    assert!(parts["mean_parts"].as_f64().expect("mean") >= 3.0);
    let per_game = parts["mean_turns_per_part"].as_f64().expect("mean");
    assert!((1.0..=50.0).contains(&per_game), "{per_game}");
    // Match points: the winners have 3 (IK-SERIES-13).
    assert!(numbers(&one["mean_score_by_seat"])
        .iter()
        .all(|&s| s <= 3.0));
    let text = stdout(&whodunit(&[
        "sim",
        "inkognito",
        "--games",
        "5",
        "--players",
        "3",
        "--bots",
        "random",
    ]));
    assert_contains_all(
        &text,
        &[
            "5 matches of inkognito (3 players, bots random)",
            "win share by seat (a win shared by k seats counts 1/k)",
            "mean rounds per match",
            "mean games per match",
            "mean rounds per game",
            "matches/s",
        ],
    );
}

#[test]
fn sim_arena_and_play_refuse_bad_options_with_a_clear_message() {
    assert_refused(&["sim", "inkognito", "--players", "2"], 1, "IK-SETUP-01");
    assert_refused(
        &["sim", "inkognito", "--bots", "genius"],
        1,
        "unknown bot \"genius\"",
    );
    assert_refused(
        &["arena", "inkognito", "--max-players", "6"],
        1,
        "3 to 5 players",
    );
    assert_play_refused(&[
        "play",
        "inkognito",
        "--players",
        "3",
        "--seed",
        "1",
        "--seat",
        "3",
    ]);
}

fn teams(bots: &str) -> serde_json::Value {
    json_whatever_the_threads(&[
        "sim",
        "inkognito",
        "--players",
        "4",
        "--bots",
        bots,
        "--teams",
        "--games",
        "12",
        "--seed",
        "2026",
    ])
}

#[test]
fn sim_teams_counts_each_game_for_one_team_or_a_draw() {
    let report = teams("expert,random");
    assert_eq!(
        (report["players"].clone(), report["games"].clone()),
        (4.into(), 12.into())
    );
    let sides = report["teams"].as_array().expect("two teams");
    assert_eq!(sides.len(), 2);
    assert_eq!(
        (sides[0]["team"].clone(), sides[0]["against"].clone()),
        ("expert".into(), "random".into())
    );
    assert_eq!(
        (sides[1]["team"].clone(), sides[1]["against"].clone()),
        ("random".into(), "expert".into())
    );
    let count = |v: &serde_json::Value| v.as_u64().expect("a count");
    let wins: u64 = sides.iter().map(|t| count(&t["wins"])).sum();
    assert_eq!(wins + count(&report["draws"]), 12);
    for t in sides {
        let (w, rate) = (count(&t["wins"]), t["win_rate"].as_f64().expect("a rate"));
        assert!((rate - w as f64 / 12.0).abs() < 1e-12);
        let ci = numbers(&t["ci95"]);
        assert!(
            ci[0] <= rate && rate <= ci[1] && ci[0] >= 0.0 && ci[1] <= 1.0,
            "{ci:?}"
        );
        assert!(count(&t["wins_by_correct_call"]) <= w);
        let rounds = t["mean_rounds_to_correct_call"].as_f64().expect("rounds");
        assert!(rounds == 0.0 || (1.0..=50.0).contains(&rounds), "{rounds}");
    }
    // The expert team wins some games by its own correct call, not only by wrong calls.
    assert!(count(&sides[0]["wins_by_correct_call"]) > 0);
    let text = stdout(&whodunit(&[
        "sim",
        "inkognito",
        "--bots",
        "expert,random",
        "--teams",
        "--games",
        "4",
        "--seed",
        "1",
    ]));
    assert!(
        text.contains("team of expert vs team of random: wins "),
        "{text}"
    );
    assert!(text.contains(" of 4 ("), "{text}");
    assert!(text.contains("95% CI "), "{text}");
    assert!(
        text.contains("team of random vs team of expert: wins "),
        "{text}"
    );
    assert!(
        text.contains("draws (50 rounds without a call): "),
        "{text}"
    );
    // Partners exist only at 4 players, and a team needs two levels.
    assert_refused(
        &[
            "sim",
            "inkognito",
            "--players",
            "5",
            "--bots",
            "expert,random",
            "--teams",
        ],
        1,
        "IK-SETUP-11",
    );
    assert_refused(
        &["sim", "inkognito", "--bots", "expert", "--teams"],
        1,
        "two bot levels",
    );
}

#[test]
fn arena_plays_every_size_and_lineup_and_splits_a_shared_win() {
    let bots = LEVELS.join(",");
    let report = json_whatever_the_threads(&[
        "arena",
        "inkognito",
        "--bots",
        &bots,
        "--games",
        "2",
        "--max-players",
        "4",
    ]);
    let n = LEVELS.len() as u64;
    let lineups = if n == 1 {
        2
    } else {
        n.pow(3) - n + n.pow(4) - n
    };
    assert_eq!(report["lineups"], lineups);
    let sizes = report["by_size"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 2, "3 and 4 players");
    assert_eq!(sizes[0]["players"], 3);
    for size in sizes {
        let bots = size["bots"].as_array().expect("bots");
        let seats: f64 = bots
            .iter()
            .map(|b| b["seats"].as_f64().expect("seats"))
            .sum();
        let matches = seats / size["players"].as_f64().expect("players");
        let wins: f64 = bots.iter().map(|b| b["wins"].as_f64().expect("wins")).sum();
        assert!((wins - matches).abs() < 1e-9, "{wins} wins in {matches}");
    }
    let text = stdout(&whodunit(&[
        "arena",
        "inkognito",
        "--bots",
        &bots,
        "--games",
        "1",
        "--max-players",
        "3",
    ]));
    assert_contains_all(&text, &["3 players (fair share 33.3%)", "Elo"]);
}

#[test]
fn replay_of_the_worked_example_tells_every_meeting_and_the_call() {
    let output = whodunit(&["replay", &fixture(FIXTURE)]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_contains_all(
        &stdout(&output),
        &[
            "-- game 1: seat 0 starts. Match points: seat 0 0, seat 1 0, seat 2 0, seat 3 0",
            "seat 0 is B (Colonel Bubble) with fragment 11",
            "seat 3 is X (Agent X) with fragment 29",
            "seat 2 goes to San Marco",
            "the Ambassador is at San Marco",
            // IK-ROUND-09: three persons at San Marco do not meet.
            "meeting at Rialto: seat 0 and seat 1 (two agents meet)\nseat 0 has chosen",
            "seat 0 shows seat 1 the pair identity B + number 0",
            "seat 1 shows seat 0 the pair identity F + number 11",
            "meeting at San Giorgio: seat 0 (one agent with the Ambassador)",
            "seat 0 asks the Ambassador about seat 3",
            "seat 3 shows seat 0 the black identity X",
            "seat 0 shows seat 1 the black identity B",
            "-- series 1 ends",
            "seat 0 calls 52 11 0 29: correct",
            "game over by a correct call. Agents: seat 0 B/11, seat 1 F/52, seat 2 Z/0, seat 3 X/29. \
             The number was 52 11 0 29; a point for seat 0 and seat 1. Match points: seat 0 1, \
             seat 1 1, seat 2 0, seat 3 0",
            "-- game 2: seat 2 starts.",
            "outcome: the game is not over",
        ],
    );
}

#[test]
fn replay_as_a_seat_shows_only_its_secrets_and_the_cards_shown_to_it() {
    // IK-INFO-02, IK-INFO-18: a seat sees its own deal and the faces of what it is shown.
    let text = replay_fixture(FIXTURE, "2");
    assert_contains_all(
        &text,
        &[
            "seat 2 (you) is Z (Mme Zsa Zsa) with fragment 0",
            "seat 0 is dealt an identity and a fragment",
            "seat 0 shows seat 1 2 cards",
            "seat 0 shows seat 2 (you) the pair identity X + number 11",
            "seat 3 shows seat 0 a black card",
        ],
    );
    assert!(!text.contains("seat 0 is B"));
    let spectator = replay_fixture(FIXTURE, "spectator");
    assert!(spectator.contains("seat 0 shows seat 1 1 card\n"));
    // IK-INFO-15: every black card is public at the game's end.
    assert!(spectator.contains("Agents: seat 0 B/11, seat 1 F/52"));
}

#[test]
fn replay_stops_at_an_illegal_action_with_its_rule_id() {
    let mut edited = EditedRecord::of_fixture(FIXTURE);
    // Action 4: seat 0 shows two false cards (IK-MEET-05).
    let original = edited.record["actions"][4].clone();
    edited.record["actions"][4]["action"] =
        serde_json::json!({ "show_pair": [{ "identity": "Z" }, { "number": "29" }] });
    edited.assert_refused_by("IK-MEET-05", &[]);
    edited.record["actions"][4] = original;
    // Action 8: seat 3 goes back to San Marco in the same series (IK-ROUND-04).
    edited.record["actions"][8]["action"] = serde_json::json!({ "place": "san_marco" });
    edited.assert_refused_by("IK-ROUND-04", &[]);
    // An explicit setup that deals one identity twice (IK-SETUP-06).
    edited.record["config"]["setup"]["identities"] = serde_json::json!(["B", "B", "Z", "X"]);
    edited.assert_refused_by("IK-SETUP-06", &[]);
    // A record that is not Inkognito's shape is an error, not a panic.
    edited.record["actions"][0]["action"] = serde_json::json!({ "place": "atlantis" });
    edited.assert_not_a_record_of("inkognito");
}

#[test]
fn a_person_plays_against_bots_and_the_saved_record_replays() {
    let args = [
        "play",
        "inkognito",
        "--players",
        "4",
        "--seat",
        "0",
        "--bot",
        "random",
        "--seed",
        "5",
    ];
    // Seed 5: seat 0 is B with fragment 29, seat 1 starts. Bad input and a refused action
    // first, each retried; then two placements and a location already played.
    let input = "help\nplace venice\ndance\npair B 0\nplace 1\ntable\nplace rialto\n\
                 place san marco\nquit\n";
    let played = Played::run(&args, input);
    assert_contains_all(
        &played.text,
        &[
            "You are seat 0 of 4. A match is won by the first to 3 points",
            "  -- game 1: seat 1 starts.",
            "  seat 0 (you) is B (Colonel Bubble) with fragment 29",
            "  seat 1 is dealt an identity and a fragment",
            "  seat 1 goes to Salute",
            "Game 1 of the match (first to 3 points), round 1 (series 1, round 1 of 5).",
            "You are B (Colonel Bubble), fragment 29. True cards: identity B and number 29. \
             Your partner is F.",
            "  seat 0 (you)   now at -",
            "  Ambassador     not yet turned; played this series: none",
            "Your decision: place LOCATION (Rialto, San Marco, San Giorgio, Salute, Ponte dei Sospiri).",
            "pair CARD CARD        show two of your coloured cards",
            "\"venice\" is not a location",
            "(IK-ROUND-01)",
            "Refused (IK-ROUND-02): place a location card",
            "  seat 0 (you) goes to Rialto",
            "  the Ambassador is at Ponte dei Sospiri",
            "Your decision: place LOCATION (San Marco, San Giorgio, Salute, Ponte dei Sospiri).",
            "Refused (IK-ROUND-04): that location was already played this series",
            "  seat 0 (you) goes to San Marco",
            "Record saved",
        ],
    );
    let replayed = played.replay_as("0");
    assert!(replayed.contains("seat 0 (you) is B (Colonel Bubble) with fragment 29"));
    assert!(replayed.contains("seat 0 (you) goes to San Marco"));
    assert!(replayed.contains("outcome: the game is not over"));
}

fn companion(session: &std::path::Path, input: &str) -> String {
    let args = args_then(&["notebook", "inkognito", "--session"], session);
    let output = whodunit_with_input(&args, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// Issue 18 point 2, by the process: a scripted physical game piped in; the session is
/// saved after every entry, a repeated pair (IK-MEET-06) and a contradiction are refused,
/// and the session resumes from its file, where undo takes the last entry back.
#[test]
fn the_companion_records_a_physical_game_refuses_contradictions_and_resumes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let session = dir.path().join("inkognito.json");
    let text = companion(
        &session,
        "4\n0\nF 52\nat rialto two\nsaw 1 black B\nshowed 1 pair F 0\n\
         showed 1 black F\nround 2\nat salute two\nsaw 2 pair Z 11\n\
         round 3\nat rialto two\nshowed 1 pair 0 F\nsaw 3 black B\nfacts\npairs\nquit\n",
    );
    assert_contains_all(
        &text,
        &[
            "36 deals possible, 6 numbers",
            "12 deals possible",
            "Not recorded: you already showed this pair to this player in this game (IK-MEET-06)",
            "Not recorded: #2 already has what you showed in round 1: one show each a meeting \
             (IK-MEET-01)",
            "Not recorded: this contradicts #1",
            "Seat 1 is your partner.",
            "because: Your black cards are Lord Fiddlebottom and 52. In round 1 at Rialto, \
             seat 1 showed you the black card Colonel Bubble.",
            "seat 1: 1 shown, 11 left",
        ],
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("json");
    assert_eq!(saved["records"].as_array().map(Vec::len), Some(3));
    let again = companion(&session, "list\nundo\nlist\nquit\n");
    assert_contains_all(
        &again,
        &[
            "Resuming",
            "#3: in round 2 at Salute, seat 2 showed you the pair Mme Zsa Zsa and 11",
            "round 2 at Salute (two agents) >",
        ],
    );
    // The notebook shown again after the undo, then the list without #3.
    let after_undo = again.rsplit("certain facts").next().unwrap_or("");
    assert!(
        after_undo.contains("#2: in round 1") && !after_undo.contains("#3"),
        "{again}"
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("json");
    assert_eq!(saved["records"].as_array().map(Vec::len), Some(2));
    // Saved with its game and the format's version; a newer format or a file that names
    // another game is refused, saying so, and left as it was.
    assert_eq!(saved["game"], "inkognito");
    assert_eq!(saved["version"], 1);
    let args = args_then(&["notebook", "inkognito", "--session"], &session);
    for (tag, reason) in [
        (
            serde_json::json!({"version": 2}),
            "newer than this whodunit reads",
        ),
        (
            serde_json::json!({"game": "cluedo"}),
            "a session of \"cluedo\", not of \"inkognito\"",
        ),
    ] {
        let mut tagged = saved.clone();
        for (key, value) in tag.as_object().expect("an object") {
            tagged[key] = value.clone();
        }
        std::fs::write(&session, tagged.to_string()).expect("write");
        let output = whodunit_with_input(&args, "quit\n");
        assert!(!output.status.success());
        assert!(stderr(&output).contains(reason), "{}", stderr(&output));
        let kept = std::fs::read_to_string(&session).expect("kept");
        assert_eq!(kept, tagged.to_string());
    }
    // A file from another game, from before the tag, is refused too.
    std::fs::write(
        &session,
        r#"{"players": ["scarlett", "plum", "white"], "me": 0, "dealer": 1, "hand": []}"#,
    )
    .expect("write");
    let output = whodunit_with_input(&args, "quit\n");
    assert!(!output.status.success());
    // A hand-edited contradiction is loaded, its entries named, and one removed.
    let black = |round: u8, from: u8| {
        serde_json::json!({"saw": {"round": round, "location": "rialto", "kind": "two_agents",
            "from": {"seat": from}, "shown": {"black": {"identity": "B"}}}})
    };
    let edited = serde_json::json!({"players": 4, "me": 0, "identity": "F", "fragment": "52",
        "records": [black(1, 1), black(2, 2)]});
    std::fs::write(&session, edited.to_string()).expect("write");
    let text = companion(&session, "remove 2\nlist\nquit\n");
    assert_contains_all(
        &text,
        &[
            "The entries contradict each other: this contradicts #1, #2",
            "Remove one of them with `remove N`",
            "12 deals possible",
            "#1: in round 1 at Rialto, seat 1 showed you the black card Colonel Bubble",
        ],
    );
    let listed = text.rsplit("certain facts").next().unwrap_or("");
    assert!(!listed.contains("#2: in round 2"), "{text}");
}
