//! P.I. through the type-erased interface the server uses: JSON in, JSON out, the same
//! rules and redaction as the typed game, and malformed input refused without a panic.

use serde_json::{json, Value};
use whodunit_engine::{ActionError, GameKind, Json, Seat, SetupError, Viewer};
use whodunit_pi::kind;

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn two_to_five_players_and_an_empty_object_is_a_configuration() {
    let kind = kind();
    assert_eq!(kind.name(), "pi");
    assert_eq!((kind.min_players(), kind.max_players()), (2, 5));
    assert_eq!(kind.bot_levels(), ["easy", "medium", "hard"]);
    let config = kind.config(3, &json!({})).expect("the defaults");
    assert_eq!(config, json!({"players": 3}));
    assert!(
        kind.new_table(&json!({}), 1).is_ok(),
        "four players by default"
    );
    assert!(matches!(
        kind.config(6, &json!(null)),
        Err(SetupError::Malformed(_))
    ));
    assert!(matches!(
        kind.config(3, &json!({"players": "many"})),
        Err(SetupError::Malformed(_))
    ));
    match kind.new_table(&json!({"players": 7}), 1) {
        Err(SetupError::Rule(error)) => assert_eq!(error.rule, "PI-SETUP-1"),
        other => panic!("expected PI-SETUP-1, got {:?}", other.err()),
    }
    let bad_setup = json!({"players": 2, "setup": {"start_player": 0, "mini_games": [{
        "cases": [], "suspect_tiles": [], "crime_tiles": [], "evidence": []}]}});
    match kind.new_table(&bad_setup, 1) {
        Err(SetupError::Rule(error)) => assert_eq!(error.rule, "PI-SETUP-7"),
        other => panic!("expected PI-SETUP-7, got {:?}", other.err()),
    }
}

#[test]
fn actions_are_json_and_refusals_name_the_rule() {
    let kind = kind();
    let mut table = kind.new_table(&json!({"players": 3}), 9).expect("valid");
    let seat = table.to_act().expect("someone starts");
    let other = Seat((seat.0 + 1) % 3);
    let legal = parse(&table.legal_actions(seat));
    assert_eq!(legal[0], json!({"investigate": 1}));
    assert!(legal[14]["evidence"].is_object(), "{}", legal[14]);
    assert_eq!(legal.as_array().map(Vec::len), Some(14 + 9 + 12 * 10 * 14));
    let before = parse(&table.view(Viewer::Omniscient));
    for bad in [
        json!({"fly": 3}),
        json!({"investigate": 0}),
        json!({"investigate": 15}),
        json!({"investigate": -1}),
        json!({"evidence": {"weapon": 1}}),
        json!({"evidence": {"suspect": 13}}),
        json!({"solve": {"suspect": 1, "crime": 1}}),
        json!({"solve": {"suspect": 1, "crime": 0, "location": 1}}),
        json!("pass"),
        json!(7),
        json!(null),
    ] {
        assert!(
            matches!(table.apply(seat, &bad), Err(ActionError::Malformed(_))),
            "{bad}"
        );
    }
    match table.apply(other, &json!({"investigate": 1})) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "PI-TURN-2"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    match table.apply(Seat(9), &json!({"investigate": 1})) {
        Err(ActionError::Rule(error)) => assert_eq!(error.rule, "PI-SETUP-1"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(parse(&table.view(Viewer::Omniscient)), before);
    table
        .apply(seat, &json!({"investigate": 9}))
        .expect("legal");
    let events: Vec<Value> = table
        .last_events(Viewer::Spectator)
        .iter()
        .map(parse)
        .collect();
    assert_eq!(events[0]["event"], json!("investigated"));
    assert_eq!(events[0]["location"], json!(9));
    match table.apply(other, &json!({"investigate": 9})) {
        Ok(()) => {}
        Err(error) => panic!("another player may go there too: {error}"),
    }
    let third = table.to_act().expect("the third seat");
    table
        .apply(
            third,
            &json!({"solve": {"suspect": 1, "crime": 1, "location": 1}}),
        )
        .expect("a solve is always legal");
    let spectator = parse(&table.view(Viewer::Spectator));
    assert_eq!(spectator["held_case"], json!(null));
    assert_eq!(spectator["cases"], json!(null));
    let mine = parse(&table.view(Viewer::Seat(seat)));
    assert!(mine["held_case"]["suspect"].is_u64());
}

#[test]
fn erased_bots_play_a_whole_game_and_views_keep_secrets() {
    let kind = kind();
    for players in 2..=5 {
        let mut table = kind
            .new_table(&json!({"players": players}), 3)
            .expect("valid");
        let mut bots: Vec<_> = (0..players as u8)
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
            for event in table.last_events(Viewer::Spectator) {
                let event = parse(&event);
                if event["event"] == json!("case_dealt") {
                    assert_eq!(event["case"], json!(null));
                }
            }
            actions += 1;
        }
        assert!(actions > 10);
        let outcome = table.outcome().expect("over");
        assert_eq!(outcome.reason, "three_mini_games");
        assert_eq!(outcome.scores.len(), players);
        assert!(!outcome.winners.is_empty());
    }
}
