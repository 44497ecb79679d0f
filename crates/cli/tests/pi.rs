//! `whodunit` for P.I. end to end: sim, arena, play and replay as a user runs them.

mod common;

use common::game_commands::{
    assert_play_refused, assert_refused, json_whatever_the_threads, numbers, two_seat_duels,
    EditedRecord, Played,
};
use common::{
    args_then, assert_contains_all, fixture, replay_fixture, stderr, stdout, whodunit,
    whodunit_with_input,
};
use whodunit_pi::bots::LEVELS;

const FIXTURE: &str = "pi_three_mini_games.json";

fn sim() -> serde_json::Value {
    json_whatever_the_threads(&[
        "sim",
        "pi",
        "--players",
        "3",
        "--games",
        "30",
        "--seed",
        "4",
        "--bots",
        "random",
    ])
}

#[test]
fn sim_counts_rounds_shared_wins_scores_and_turns_to_solve_whatever_the_threads() {
    let one = sim();
    assert_eq!(one["game"], "pi");
    assert_eq!(one["players"], 3);
    assert_eq!(one["turn_unit"], "rounds");
    assert_eq!(one["end_reasons"]["three_mini_games"], 30);
    // Every game has a winner (PI-END-5): alone, or sharing with others.
    let alone: f64 = numbers(&one["wins_by_seat"]).iter().sum();
    let shared_games = one["shared_win_games"].as_f64().expect("count");
    assert_eq!(one["no_winner"], 0);
    assert_eq!(alone + shared_games, 30.0);
    // Shares of a win add up to one per game.
    let share: f64 = numbers(&one["win_share_by_seat"]).iter().sum();
    assert!((share - 1.0).abs() < 1e-9, "{share}");
    // Three mini-games of at least one round each (PI-MINIGAME-1).
    assert!(one["mean_turns"].as_f64().expect("mean") >= 3.0);
    assert_eq!(numbers(&one["mean_score_by_seat"]).len(), 3);
    assert_eq!(one["goal"]["goal"], "solve a case");
    // At most one solve per seat and mini-game, each taking at least one own turn.
    for (reached, turns) in numbers(&one["goal"]["reached_by_seat"])
        .into_iter()
        .zip(numbers(&one["goal"]["mean_turns_by_seat"]))
    {
        assert!(reached <= 90.0 && (reached == 0.0 || turns >= 1.0));
    }
    let text = stdout(&whodunit(&[
        "sim",
        "pi",
        "--games",
        "5",
        "--players",
        "2",
        "--bots",
        "random",
    ]));
    assert_contains_all(
        &text,
        &[
            "win share by seat (a win shared by k seats counts 1/k)",
            "mean score",
            "mean rounds per game",
            "own turns to solve a case, by seat",
        ],
    );
}

#[test]
fn sim_arena_and_play_refuse_bad_options_with_a_clear_message() {
    assert_refused(&["sim", "pi", "--players", "6"], 1, "PI-SETUP-1");
    assert_refused(
        &["sim", "pi", "--bots", "genius"],
        1,
        "unknown bot \"genius\"",
    );
    assert_refused(&["arena", "pi", "--min-players", "1"], 1, "2 to 5 players");
    assert_refused(&["arena", "pi", "--bots", "random,random"], 1, "twice");
    assert_play_refused(&["play", "pi", "--players", "3", "--seed", "1", "--seat", "3"]);
}

#[test]
fn arena_plays_every_size_lineup_and_seat_order_and_counts_a_shared_win_in_parts() {
    let bots = LEVELS.join(",");
    let report = json_whatever_the_threads(&[
        "arena",
        "pi",
        "--bots",
        &bots,
        "--games",
        "2",
        "--max-players",
        "3",
    ]);
    let n = LEVELS.len() as u64;
    let lineups = if n == 1 { 2 } else { n * n - n + n.pow(3) - n };
    assert_eq!(report["lineups"], lineups);
    assert_eq!(report["turn_unit"], "rounds");
    let sizes = report["by_size"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 2, "2 and 3 players");
    two_seat_duels(&sizes[0], n);
    assert_eq!(
        sizes[1]["duels"],
        serde_json::json!([]),
        "only two seats duel"
    );
    for size in sizes {
        let games = size["bots"]
            .as_array()
            .expect("bots")
            .iter()
            .map(|b| b["seats"].as_f64().expect("seats"))
            .sum::<f64>()
            / size["players"].as_f64().expect("players");
        // Every game is won, its win split among the co-winners.
        let wins: f64 = size["bots"]
            .as_array()
            .expect("bots")
            .iter()
            .map(|b| b["wins"].as_f64().expect("wins"))
            .sum();
        assert!((wins - games).abs() < 1e-9, "{wins} wins in {games} games");
        for bot in size["bots"].as_array().expect("bots") {
            assert!(bot["mean_score"].is_number());
        }
    }
    if n > 1 {
        assert!(!sizes[1]["alone"].as_array().expect("alone").is_empty());
    }
    let text = stdout(&whodunit(&[
        "arena",
        "pi",
        "--bots",
        &bots,
        "--games",
        "1",
        "--max-players",
        "2",
    ]));
    assert!(text.contains("co-winners and games without a winner count as draws"));
    assert!(text.contains("mean score"), "{text}");
}

#[test]
fn replay_of_the_fixture_tells_three_mini_games_and_a_shared_win() {
    let output = whodunit(&["replay", &fixture(FIXTURE)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_contains_all(
        &text,
        &[
            // The explicit deal of §5.1 and the play of §5.2.
            "-- mini-game 1: seat 0 starts. Tiles (suspect / crime): 1 Lakeside: Pinky / Bank Job; 2 Forest Park: - / Blackmail;",
            "Display: Lakeside, Mob Killing, Queenie, Waterfront, Rusty, Murder, Doc, Forgery, China Town",
            "seat 0 holds seat 1's case: Bubbles / Murder / Downtown",
            "seat 0 sends an investigator to Road House (9): 1 disc, 2 cubes (4 investigators left)",
            "seat 1 sends an investigator to Little Italy (3): 1 disc, 1 cube (4 investigators left)",
            "seat 2 takes the evidence card Lakeside: no result; kept face up",
            "seat 0 takes the evidence card Mob Killing: a disc on the Mob Killing tile, taken off the investigator at Road House; the card is discarded",
            "seat 1 takes the evidence card Waterfront: a cube on the Waterfront location slot, from the supply",
            "seat 2 sends an investigator to Waterfront (13): 1 disc, 1 cube (3 investigators left)",
            "seat 0 solves Queenie / Mob Killing / Ocean Drive: correct, 7 points",
            "seat 2 tries Rusty / Smuggling / Union Square: wrong; 1 penalty step (-2 points)",
            "mini-game 1 ends. Cases: seat 0 Queenie / Mob Killing / Ocean Drive, seat 1 Bubbles / Murder / Downtown, seat 2 Rusty / Smuggling / Skid Row. Points: seat 0 7, seat 1 7, seat 2 0",
            // Mini-games 2 and 3 are dealt by the seed's generator (PI-MINIGAME-7: seat 1, then seat 2 start).
            "-- mini-game 2: seat 1 starts.",
            "-- mini-game 3: seat 2 starts.",
            "-- round 2: a solve now scores 5",
            "seat 2 solves Earl / Blackmail / Lakeside: correct, 5 points",
            // PI-END-3, PI-END-4, PI-END-5: equal on score, investigators and penalties.
            "game over: seat 0 and seat 1 share the win. Final scores: seat 0 14, seat 1 14, seat 2 10. Places: seat 0 1, seat 1 1, seat 2 3",
            "outcome: {\"winners\":[0,1],\"scores\":[14,14,10],\"reason\":\"three_mini_games\"}",
        ],
    );
}

#[test]
fn replay_as_a_seat_shows_only_the_case_it_holds() {
    // PI-INFO-1, PI-INFO-13: a seat sees the case it holds, a spectator none.
    let text = replay_fixture(FIXTURE, "2");
    assert!(text.contains("seat 2 (you) holds seat 0's case: Queenie / Mob Killing / Ocean Drive"));
    assert!(text.contains("seat 0 holds seat 1's case\n"));
    assert!(!text.contains("holds seat 1's case: Bubbles"));
    let spectator = replay_fixture(FIXTURE, "spectator");
    assert!(spectator.contains("seat 2 holds seat 0's case\n"));
    assert!(!spectator.contains("holds seat 0's case: Queenie"));
    // PI-INFO-8, PI-INFO-10: solutions and every case at a mini-game's end are public.
    assert!(spectator.contains("seat 1 solves Bubbles / Murder / Downtown"));
    assert!(spectator.contains("Cases: seat 0 Queenie / Mob Killing / Ocean Drive"));
}

#[test]
fn replay_stops_at_an_illegal_action_with_its_rule_id() {
    let mut edited = EditedRecord::of_fixture(FIXTURE);
    // Action 4: seat 1 takes Lakeside, which seat 2 keeps face up (PI-EVIDENCE-1).
    edited.record["actions"][4]["action"] = serde_json::json!({ "evidence": { "location": 1 } });
    edited.assert_refused_by("PI-EVIDENCE-1", &["action 4"]);
    // A turn out of order (PI-TURN-2).
    edited.record["actions"][4] = serde_json::json!({ "seat": 2, "action": { "investigate": 8 } });
    edited.assert_refused_by("PI-TURN-2", &[]);
    // An explicit setup that deals one element twice is refused with its id (PI-SETUP-7).
    edited.record["config"]["setup"]["mini_games"][0]["cases"][1]["suspect"] =
        serde_json::json!(10);
    edited.assert_refused_by("PI-SETUP-7", &[]);
    // A record that is not P.I.'s shape is an error, not a panic.
    edited.record["actions"][0]["action"] = serde_json::json!({ "investigate": 15 });
    edited.assert_not_a_record_of("pi");
}

#[test]
fn a_person_plays_against_bots_and_the_saved_record_replays() {
    let args = [
        "play",
        "pi",
        "--players",
        "2",
        "--seat",
        "0",
        "--bot",
        "random",
        "--seed",
        "3",
    ];
    // Seed 3: seat 0 starts and holds Rusty / Protection Racket / Downtown. Bad input and
    // refused actions first, each retried; then an investigator, a wrong solve and a card.
    let input = "help\ninvestigate 15\ndance\ninvestigate ricks cafe\ninvestigate 12\n\
                 evidence Murder\nsolve Queenie Murder\nsolve 1 1 1\n\
                 solve Bubbles \"Bank Job\" Lakeside\nevidence \"Police Corruption\"\nquit\n";
    let played = Played::run(&args, input);
    assert_contains_all(
        &played.text,
        &[
            "You are seat 0 of 2. You solve the case seat 1 holds",
            "Mini-game 1 of 3, round 1; a solve scores 7 now; seat 0 (you) started this mini-game.",
            "   # location        suspect   crime             next to          on it",
            "  12 Rick's Café     -         Blackmail         8 9 11 14",
            "Display: Mob Killing (crime 6), Police Corruption (crime 8), Main Street (location 8)",
            "Deck: 27 cards. Discard pile: none",
            "  seat 0 (you): score 0 (mini-games none scored yet; 0 penalty steps), 5 investigators unused",
            "You hold seat 1's case: Rusty / Protection Racket / Downtown. Yours is held by seat 1.",
            "investigate LOCATION      send an investigator",
            "\"15\" is not a location",
            "(PI-TURN-3)",
            "seat 0 (you) sends an investigator to Rick's Café (12): 0 discs, 0 cubes (4 investigators left)",
            "s0 investigator [0d 0c]",
            "Refused (PI-INVESTIGATOR-2): you already placed an investigator at Rick's Café in this mini-game",
            "Refused (PI-EVIDENCE-1): Murder is not in the display",
            "cannot read a suspect, a crime and a location from \"Queenie Murder\"",
            "seat 0 (you) tries Bubbles / Bank Job / Lakeside: wrong; 1 penalty step (-2 points)",
            "Wrong this mini-game: seat 0 (you) tried Bubbles / Bank Job / Lakeside",
            "Refused (PI-SOLVE-10): Bubbles / Bank Job / Lakeside was already wrong in this mini-game",
            "seat 0 (you) takes the evidence card Police Corruption: no result; kept face up",
            "kept: Police Corruption",
            "Record saved",
        ],
    );
    let replayed = played.replay_as("0");
    assert!(
        replayed.contains("seat 0 (you) holds seat 1's case: Rusty / Protection Racket / Downtown")
    );
    assert!(replayed.contains("seat 0 (you) takes the evidence card Police Corruption"));
    assert!(replayed.contains("outcome: the game is not over"));
}

fn companion(session: &std::path::Path, input: &str) -> String {
    let args = args_then(&["notebook", "pi", "--session"], session);
    let output = whodunit_with_input(&args, input);
    assert!(output.status.success(), "{}", stderr(&output));
    stdout(&output)
}

/// The tiles of the scripted table: suspect i and crime i at location i, blanks after.
const SUSPECTS: &str = "1 2 3 4 5 6 7 8 9 10 11 12 0 0";
const CRIMES: &str = "1 2 3 4 5 6 7 8 9 10 0 0 0 0";

/// Issue 18 point 1, by the process: a scripted physical game piped in; the session is
/// saved after every entry, a second investigator at one location (PI-INVESTIGATOR-2) and
/// a contradiction are refused, a bad layout is refused saying why (PI-SETUP-8), and the
/// session resumes from its file, where undo takes the last entry back.
#[test]
fn the_companion_records_a_physical_game_refuses_contradictions_and_resumes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let session = dir.path().join("pi.json");
    let text = companion(
        &session,
        &format!(
            "3\n0\n1 1 3 4 5 6 7 8 9 10 11 12 0 0\n{CRIMES}\n1 1 1\n\
             3\n0\n{SUSPECTS}\n{CRIMES}\nBubbles \"Bank Job\" Lakeside\n\
             inv 0 Downtown 0 0\ninv 0 11 0 0\nev 0 location 11 disc\n\
             ev 0 \"Road House\" cube\ndisplay Murder, Pinky, Lakeside\n\
             solve 2 1 2 3 wrong\nfacts\nquit\n"
        ),
    );
    assert_contains_all(
        &text,
        &[
            "the suspect tile Bubbles is on Lakeside and Forest Park",
            "(PI-SETUP-8); let's start again.",
            "Mini-game 1: 1287 cases possible.",
            "Not recorded: #2: you have an investigator at Downtown in this mini-game already \
             (PI-INVESTIGATOR-2)",
            "Not recorded: this contradicts #1: #1: you investigated Downtown and got 0 disc(s) \
             and 0 cube(s); #2: you took the card Downtown and got a disc",
            "location: Ocean Drive certain",
            "Best cards: Murder 1.00 bits, Pinky 1.00 bits, Lakeside 0.00 bits",
            "The location is Ocean Drive",
            "because: your investigator at Downtown found no disc and no cube",
        ],
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&session).expect("saved")).expect("json");
    assert_eq!(saved["records"].as_array().map(Vec::len), Some(4));
    let again = companion(&session, "list\nundo\nlist\nquit\n");
    assert_contains_all(
        &again,
        &[
            "Resuming",
            "#4: seat 2 named Bubbles / Blackmail / Little Italy, wrong",
            "mini-game 1 >",
        ],
    );
    let after_undo = again.rsplit("certain facts").next().unwrap_or("");
    assert!(
        after_undo.contains("#3: the display") && !after_undo.contains("#4"),
        "{again}"
    );
    // A new mini-game from a new layout, in the same session.
    let text = companion(
        &session,
        &format!("minigame {SUSPECTS} | {CRIMES} | 2 2 2\nlist\nquit\n"),
    );
    assert_contains_all(
        &text,
        &[
            "Mini-game 2: 1287 cases possible.",
            "#4: a new mini-game, and you hold Doc / Blackmail / Forest Park",
            "mini-game 2 >",
        ],
    );
    // A file from another game is refused.
    std::fs::write(
        &session,
        r#"{"players": 4, "me": 0, "identity": "F", "fragment": "52", "records": []}"#,
    )
    .expect("write");
    let args = args_then(&["notebook", "pi", "--session"], &session);
    let output = whodunit_with_input(&args, "quit\n");
    assert!(!output.status.success());
    // A hand-edited contradiction is loaded, its entries named, and one removed.
    let tiles = |line: &str| -> Vec<serde_json::Value> {
        line.split(' ')
            .map(|id| match id {
                "0" => serde_json::Value::Null,
                id => serde_json::json!(id.parse::<u8>().expect("an id")),
            })
            .collect()
    };
    let edited = serde_json::json!({"players": 3, "me": 0,
    "tiles": {"suspect_tiles": tiles(SUSPECTS), "crime_tiles": tiles(CRIMES)},
    "held": {"suspect": 1, "crime": 1, "location": 1},
    "records": [
        {"investigated": {"seat": 0, "location": 11, "discs": 0, "cubes": 0}},
        {"evidence": {"seat": 0, "card": {"location": 11}, "result": "disc"}}
    ]});
    std::fs::write(&session, edited.to_string()).expect("write");
    let text = companion(&session, "remove 2\nlist\nquit\n");
    assert_contains_all(
        &text,
        &[
            "The entries contradict each other: this contradicts #1, #2",
            "Remove one of them with `remove N`",
            "Mini-game 1: 216 cases possible.",
            "#1: you investigated Downtown",
        ],
    );
}
