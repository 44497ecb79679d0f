//! Cluedo through the type-erased interface the server uses: JSON in, JSON out, and the
//! same rules and redaction as the typed game.

use serde_json::json;
use serde_json::Value;
use whodunit_cluedo::kind;
use whodunit_engine::{ActionError, GameKind, Json, Seat, SetupError, Viewer};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn config_lays_options_over_the_default_and_refuses_bad_ones() {
    let kind = kind();
    let config = kind
        .config(4, &json!({ "modern_suggestion_rule": true }))
        .expect("valid options");
    assert_eq!(
        config["players"],
        json!(["scarlett", "mustard", "white", "green"])
    );
    assert_eq!(config["modern_suggestion_rule"], json!(true));
    // CL-SETUP-1: the lobby cannot ask for 7 players.
    assert!(matches!(
        kind.config(7, &json!(null)),
        Err(SetupError::Malformed(_))
    ));
    assert!(matches!(
        kind.config(3, &json!({ "modern_suggestion_rule": "yes" })),
        Err(SetupError::Malformed(_))
    ));
    assert!(matches!(
        kind.config(3, &json!([1])),
        Err(SetupError::Malformed(_))
    ));
}

#[test]
fn actions_are_json_and_refusals_name_the_rule() {
    let kind = kind();
    let config = kind.config(3, &json!(null)).expect("valid");
    let mut table = kind.new_table(&config, 9).expect("valid");
    assert_eq!(table.to_act(), Some(Seat(0)));
    assert_eq!(parse(&table.legal_actions(Seat(0))), json!(["roll"]));
    let before = parse(&table.view(Viewer::Omniscient));
    assert!(matches!(
        table.apply(Seat(0), &json!({ "fly": 3 })),
        Err(ActionError::Malformed(_))
    ));
    // CL-TURN-7: Mustard cannot act on Scarlett's turn.
    match table.apply(Seat(1), &json!("roll")) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "CL-TURN-7"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(parse(&table.view(Viewer::Omniscient)), before);
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
    let mut table = kind.new_table(&config, 3).expect("valid");
    let mut bots: Vec<_> = (0..4)
        .map(|s| {
            kind.new_bot("eliminator", Seat(s), 100 + u64::from(s))
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
            assert_eq!(spectator["envelope"], json!(null));
        }
        actions += 1;
    }
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
