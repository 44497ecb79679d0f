//! Bakerstreet through the type-erased interface the server uses: JSON in, JSON out, and
//! the same rules and redaction as the typed game. The engine's conformance kit checks the
//! kind, the refusals and the round trips; the shapes and secrets are Bakerstreet's.

use serde_json::{json, Value};
use whodunit_bakerstreet::{kind, Bakerstreet};
use whodunit_engine::conformance::erased::{
    check_kind, check_round_trip, play_erased, viewers_of, ErasedGame, KindFacts,
};
use whodunit_engine::conformance::erased_refusals::{
    check_malformed_configs, check_refusals, setup_refused_by,
};
use whodunit_engine::{GameKind, Json, Seat, Viewer};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn two_players_and_an_empty_object_is_a_configuration() {
    let kind = kind();
    // BS-SETUP-1: exactly two players.
    let facts = KindFacts {
        name: "bakerstreet",
        players: (2, 2),
        bot_levels: &["easy", "medium", "hard"],
    };
    check_kind(&kind, facts).expect("the kind");
    let config = kind.config(2, &json!({})).expect("the defaults");
    assert_eq!(config["one_card_per_letter"], json!(false));
    assert_eq!(
        config["detective_composition"].as_array().map(Vec::len),
        Some(6)
    );
    assert_eq!(
        config["detective_composition"][0],
        json!({"value": 0, "plain": 2, "stop": 1, "x2": 1, "arrow": 1, "cards": 5})
    );
    assert!(kind.new_table(&json!({}), 1).is_ok());
    let options = json!({"one_card_per_letter": true, "max_rounds": 10});
    let config = kind.config(2, &options).expect("valid options");
    assert_eq!(config["max_rounds"], json!(10));
    check_malformed_configs(&kind, &[(2, json!({"max_rounds": "many"}))])
        .expect("malformed options");
    // BS-SETUP-2: a table without five cards of value 0 is a rule refusal.
    let mut bad = kind.config(2, &json!(null)).expect("defaults");
    bad["detective_composition"][0]["cards"] = json!(4);
    assert_eq!(setup_refused_by(&kind, &bad).as_deref(), Ok("BS-SETUP-2"));
}

#[test]
fn actions_are_json_and_refusals_name_the_rule() {
    let kind = kind();
    let mut table = kind.new_table(&json!({}), 9).expect("valid");
    let seat = table.to_act().expect("someone starts");
    let other = Seat(1 - seat.0);
    let legal = parse(&table.legal_actions(seat));
    let first = &legal[0];
    assert!(first["move"]["card"]["value"].is_u64(), "{first}");
    assert_eq!(first["move"]["position"], json!(0));
    assert_eq!(first["move"]["bid"], json!(0));
    let malformed = [
        json!({"fly": 3}),
        json!({"take": "Z"}),
        json!({"choose": -1}),
        json!(7),
    ];
    let refused = [
        (other, first.clone(), "BS-TURN-1"),
        (seat, json!("challenge"), "BS-CHALLENGE-2"),
        (seat, json!({"take": "F"}), "BS-TURN-13"),
    ];
    check_refusals(table.as_mut(), seat, &malformed, &refused).expect("refusals");
    table.apply(seat, first).expect("legal");
    let events: Vec<Value> = table
        .last_events(Viewer::Spectator)
        .iter()
        .map(parse)
        .collect();
    assert_eq!(events[0]["event"], json!("placed"));
    assert_eq!(events[1]["event"], json!("drew"));
    assert_eq!(events[1]["card"], json!(null));
    assert_eq!(
        events[2],
        json!({"event": "bid", "seat": seat.0, "value": 0})
    );
    let mine: Vec<Value> = table
        .last_events(Viewer::Seat(seat))
        .iter()
        .map(parse)
        .collect();
    assert!(mine[1]["card"]["owner"].is_u64());
    // The other seat challenges: a plain string.
    table.apply(other, &json!("challenge")).expect("legal");
    let chooser = table.to_act().expect("the challenge winner");
    table.apply(chooser, &json!({"choose": 2})).expect("legal");
}

#[test]
fn erased_bots_play_a_whole_game_and_views_keep_secrets() {
    let kind = kind();
    let game = ErasedGame {
        kind: &kind,
        config: &json!({}),
        seed: 3,
        level: "random",
        bot_seed: &|s| 100 + u64::from(s.0),
    };
    let (table, actions) = play_erased(game, 100_000, |table| {
        check_round_trip::<Bakerstreet>(table, &viewers_of(table))?;
        let spectator = parse(&table.view(Viewer::Spectator));
        if table.outcome().is_none() {
            assert_eq!(spectator["hand"], json!(null));
            assert_eq!(spectator["collections"], json!(null));
        }
        Ok(())
    })
    .expect("the bots play to the end");
    assert!(actions > 10);
    let outcome = table.outcome().expect("over");
    assert!(outcome.winners.len() <= 1);
    assert!(["run_of_seven", "no_evidence_left", "round_limit"].contains(&outcome.reason.as_str()));
    // BS-INFO-13: after the end everyone sees both collections.
    assert_eq!(
        parse(&table.view(Viewer::Spectator))["collections"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
}
