//! Bakerstreet through the type-erased interface the server uses: JSON in, JSON out, and
//! the same rules and redaction as the typed game.

use serde_json::{json, Value};
use whodunit_bakerstreet::kind;
use whodunit_engine::{ActionError, GameKind, Json, Seat, SetupError, Viewer};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn two_players_and_an_empty_object_is_a_configuration() {
    let kind = kind();
    assert_eq!(kind.name(), "bakerstreet");
    assert_eq!((kind.min_players(), kind.max_players()), (2, 2));
    assert_eq!(kind.bot_levels(), ["easy", "medium", "hard"]);
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
    // BS-SETUP-1: exactly two players.
    assert!(matches!(
        kind.config(3, &json!(null)),
        Err(SetupError::Malformed(_))
    ));
    assert!(matches!(
        kind.config(2, &json!({"max_rounds": "many"})),
        Err(SetupError::Malformed(_))
    ));
    // BS-SETUP-2: a table without five cards of value 0 is a rule refusal.
    let mut bad = kind.config(2, &json!(null)).expect("defaults");
    bad["detective_composition"][0]["cards"] = json!(4);
    match kind.new_table(&bad, 1) {
        Err(SetupError::Rule(error)) => assert_eq!(error.rule, "BS-SETUP-2"),
        other => panic!("expected BS-SETUP-2, got {:?}", other.err()),
    }
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
    let before = parse(&table.view(Viewer::Omniscient));
    for bad in [
        json!({"fly": 3}),
        json!({"take": "Z"}),
        json!({"choose": -1}),
        json!(7),
    ] {
        assert!(
            matches!(table.apply(seat, &bad), Err(ActionError::Malformed(_))),
            "{bad}"
        );
    }
    match table.apply(other, first) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "BS-TURN-1"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    match table.apply(seat, &json!("challenge")) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "BS-CHALLENGE-2"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    match table.apply(seat, &json!({"take": "F"})) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "BS-TURN-13"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(parse(&table.view(Viewer::Omniscient)), before);
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
    let mut table = kind.new_table(&json!({}), 3).expect("valid");
    let mut bots: Vec<_> = (0..2)
        .map(|s| {
            kind.new_bot("random", Seat(s), 100 + u64::from(s))
                .expect("known level")
        })
        .collect();
    assert!(kind.new_bot("genius", Seat(0), 1).is_none());
    let mut actions = 0;
    while let Some(seat) = table.to_act() {
        let action = bots[seat.index()].choose(table.as_ref());
        table.apply(seat, &action).expect("bots send legal actions");
        for bot in &mut bots {
            bot.observe_last(table.as_ref());
        }
        let spectator = parse(&table.view(Viewer::Spectator));
        if table.outcome().is_none() {
            assert_eq!(spectator["hand"], json!(null));
            assert_eq!(spectator["collections"], json!(null));
        }
        actions += 1;
    }
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
