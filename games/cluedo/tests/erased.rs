//! Cluedo through the type-erased interface the server uses: JSON in, JSON out, and the
//! same rules and redaction as the typed game. The engine's conformance kit checks the
//! kind, the refusals and the round trips; the shapes and secrets are Cluedo's.

use serde_json::json;
use serde_json::Value;
use whodunit_cluedo::{kind, Cluedo};
use whodunit_engine::conformance::erased::{
    check_kind, check_round_trip, play_erased, viewers_of, ErasedGame, KindFacts,
};
use whodunit_engine::conformance::erased_refusals::{check_malformed_configs, check_refusals};
use whodunit_engine::{GameKind, Json, Seat, Viewer};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn config_lays_options_over_the_default_and_refuses_bad_ones() {
    let kind = kind();
    // CL-SETUP-1: 2 to 6 players; the lobby cannot ask for 7.
    let facts = KindFacts {
        name: "cluedo",
        players: (2, 6),
        bot_levels: &["easy", "medium", "hard"],
    };
    check_kind(&kind, facts).expect("the kind");
    let config = kind
        .config(4, &json!({ "modern_suggestion_rule": true }))
        .expect("valid options");
    assert_eq!(
        config["players"],
        json!(["scarlett", "mustard", "white", "green"])
    );
    assert_eq!(config["modern_suggestion_rule"], json!(true));
    let malformed = [
        (3, json!({ "modern_suggestion_rule": "yes" })),
        (3, json!([1])),
    ];
    check_malformed_configs(&kind, &malformed).expect("malformed options");
}

#[test]
fn actions_are_json_and_refusals_name_the_rule() {
    let kind = kind();
    let config = kind.config(3, &json!(null)).expect("valid");
    let mut table = kind.new_table(&config, 9).expect("valid");
    assert_eq!(table.to_act(), Some(Seat(0)));
    assert_eq!(parse(&table.legal_actions(Seat(0))), json!(["roll"]));
    // CL-TURN-7: Mustard cannot act on Scarlett's turn.
    let refused = [(Seat(1), json!("roll"), "CL-TURN-7")];
    check_refusals(table.as_mut(), Seat(0), &[json!({ "fly": 3 })], &refused).expect("refusals");
    table.apply(Seat(0), &json!("roll")).expect("legal");
    let events: Vec<Value> = table
        .last_events(Viewer::Spectator)
        .iter()
        .map(parse)
        .collect();
    assert_eq!(events[0]["event"], json!("rolled"));
}

#[test]
fn erased_bots_play_a_whole_game_and_views_keep_secrets() {
    let kind = kind();
    let config = kind
        .config(4, &json!({ "turn_limit": 400 }))
        .expect("valid");
    let game = ErasedGame {
        kind: &kind,
        config: &config,
        seed: 3,
        level: "eliminator",
        bot_seed: &|s| 100 + u64::from(s.0),
    };
    let (table, actions) = play_erased(game, 100_000, |table| {
        check_round_trip::<Cluedo>(table, &viewers_of(table))?;
        let spectator = parse(&table.view(Viewer::Spectator));
        if table.outcome().is_none() {
            assert_eq!(spectator["hand"], json!(null));
            assert_eq!(spectator["envelope"], json!(null));
        }
        Ok(())
    })
    .expect("the bots play to the end");
    assert!(actions > 10);
    let outcome = table.outcome().expect("over");
    assert!(outcome.winners.len() <= 1);
    // CL-INFO-12: after the end everyone sees every hand.
    assert_eq!(
        parse(&table.view(Viewer::Spectator))["hands"]
            .as_array()
            .map(Vec::len),
        Some(4)
    );
}
