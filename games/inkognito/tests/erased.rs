//! Inkognito through the type-erased interface the server uses (`kind()`): JSON actions in,
//! JSON views, events and legal lists out, malformed JSON and wrong shapes refused without
//! a panic, and the same rules and redaction as the typed game.

mod common;

use serde_json::{json, Value};
use whodunit_engine::{ActionError, GameKind, Json, Seat, SetupError, Table, Viewer};
use whodunit_inkognito::kind;

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

fn rule_of(result: Result<(), ActionError>) -> String {
    match result {
        Err(ActionError::Rule(error)) => error.rule.to_string(),
        other => panic!("expected a rule refusal, got {other:?}"),
    }
}

fn viewers(players: u8) -> Vec<Viewer> {
    let mut out: Vec<Viewer> = (0..players).map(|s| Viewer::Seat(Seat(s))).collect();
    out.extend([Viewer::Spectator, Viewer::Omniscient]);
    out
}

/// Every view of `table`, parsed.
fn views(table: &dyn Table, players: u8) -> Vec<Value> {
    viewers(players)
        .into_iter()
        .map(|v| parse(&table.view(v)))
        .collect()
}

#[test]
fn three_to_five_players_and_configurations_as_json() {
    let kind = kind();
    assert_eq!(kind.name(), "inkognito");
    assert_eq!((kind.min_players(), kind.max_players()), (3, 5));
    assert_eq!(kind.bot_levels(), ["easy", "medium", "hard"]);
    for players in 3..=5 {
        let config = kind.config(players, &json!({})).expect("the defaults");
        assert_eq!(config["players"], json!(players));
        assert!(kind.new_table(&config, 1).is_ok());
    }
    assert!(
        kind.new_table(&json!({}), 1).is_ok(),
        "{{}} is four players"
    );
    for players in [2, 6] {
        assert!(matches!(
            kind.config(players, &json!(null)),
            Err(SetupError::Malformed(_))
        ));
    }
    for options in [json!({"players": "many"}), json!([4]), json!("five")] {
        assert!(
            matches!(kind.config(4, &options), Err(SetupError::Malformed(_))),
            "{options}"
        );
    }
    assert!(matches!(
        kind.new_table(&json!({"players": 4, "setup": {"start_player": 0}}), 1),
        Err(SetupError::Malformed(_))
    ));
    // IK-SETUP-02 and IK-SETUP-06 through the erased interface.
    let refusal = |config: Value| match kind.new_table(&config, 1) {
        Err(SetupError::Rule(error)) => error.rule.to_string(),
        other => panic!("expected a rule refusal, got {:?}", other.err()),
    };
    assert_eq!(refusal(json!({"players": 2})), "IK-SETUP-02");
    let mut explicit = serde_json::to_value(common::config(4, 0)).expect("a config serialises");
    explicit["setup"]["identities"] = json!(["F", "F", "Z", "X"]);
    assert_eq!(refusal(explicit), "IK-SETUP-06");
}

#[test]
fn actions_are_json_and_refusals_name_the_rule_or_the_shape() {
    let kind = kind();
    let config = serde_json::to_value(common::config(4, 0)).expect("a config serialises");
    let mut table = kind.new_table(&config, 5).expect("valid");
    assert_eq!(table.seat_count(), 4);
    assert_eq!(table.to_act(), Some(Seat(0)));
    let legal = parse(&table.legal_actions(Seat(0)));
    assert_eq!(
        legal,
        json!([
            {"place": "rialto"},
            {"place": "san_marco"},
            {"place": "san_giorgio"},
            {"place": "salute"},
            {"place": "ponte_dei_sospiri"}
        ])
    );
    assert_eq!(parse(&table.legal_actions(Seat(1))), json!([]));
    let before = views(table.as_ref(), 4);
    for bad in [
        json!({"place": "atlantis"}),
        json!({"place": 0}),
        json!({"show_pair": [{"identity": "B"}]}),
        json!({"show_pair": [{"identity": "B"}, {"number": "12"}]}),
        json!({"show_pair": [{"colour": "B"}, {"number": "11"}]}),
        json!({"call": ["52", "11", "0"]}),
        json!({"call": "52-11-0-29"}),
        json!({"ask": "two"}),
        json!({"ask": -1}),
        json!({"ask_dummy": "fragment"}),
        json!({"show_black": null}),
        json!("dance"),
        json!("Pass"),
        json!(7),
        json!(null),
        json!([]),
        json!({}),
    ] {
        assert!(
            matches!(table.apply(Seat(0), &bad), Err(ActionError::Malformed(_))),
            "{bad}"
        );
    }
    assert_eq!(
        rule_of(table.apply(Seat(1), &json!({"place": "rialto"}))),
        "IK-ROUND-12"
    );
    assert_eq!(
        rule_of(table.apply(Seat(0), &json!({"show_black": "identity"}))),
        "IK-ROUND-02"
    );
    assert_eq!(rule_of(table.apply(Seat(0), &json!("pass"))), "IK-ROUND-02");
    assert_eq!(views(table.as_ref(), 4), before, "refusals change nothing");

    // One round: seats 0 and 1 meet at RIALTO (IK-ROUND-07).
    for (seat, place) in [
        (0, "rialto"),
        (1, "rialto"),
        (2, "san_marco"),
        (3, "salute"),
    ] {
        table
            .apply(Seat(seat), &json!({ "place": place }))
            .expect("a legal placement");
    }
    let spectator: Vec<Value> = table
        .last_events(Viewer::Spectator)
        .iter()
        .map(parse)
        .collect();
    assert!(spectator.contains(&json!({"event": "ambassador_at", "location": "ponte_dei_sospiri"})));
    assert!(spectator.contains(&json!({
        "event": "meeting",
        "location": "rialto",
        "kind": "two_agents",
        "persons": [{"seat": 0}, {"seat": 1}]
    })));
    assert_eq!(table.to_act(), Some(Seat(0)));
    let legal = parse(&table.legal_actions(Seat(0)));
    let legal = legal.as_array().expect("a list");
    assert!(legal.contains(&json!({"show_black": "identity"})));
    assert!(legal.contains(&json!({"call": ["52", "11", "0", "29"]})));
    assert!(legal.contains(&json!({"show_pair": [{"identity": "F"}, {"number": "11"}]})));
    // IK-MEET-05 and IK-CALL-03.
    assert_eq!(
        rule_of(table.apply(
            Seat(0),
            &json!({"show_pair": [{"identity": "B"}, {"number": "11"}]})
        )),
        "IK-MEET-05"
    );
    assert_eq!(
        rule_of(table.apply(Seat(0), &json!({"call": ["52", "52", "0", "29"]}))),
        "IK-CALL-03"
    );
    table
        .apply(
            Seat(0),
            &json!({"show_pair": [{"identity": "F"}, {"number": "11"}]}),
        )
        .expect("one true card");
    table
        .apply(Seat(1), &json!({"show_black": "number"}))
        .expect("a black card");
    let seen = |viewer| -> Vec<Value> { table.last_events(viewer).iter().map(parse).collect() };
    let to_zero = json!({
        "event": "showed", "from": 1, "to": 0, "cards": 1, "shown": {"black": {"number": "11"}}
    });
    let to_one = json!({
        "event": "showed", "from": 0, "to": 1, "cards": 2,
        "shown": {"pair": [{"identity": "F"}, {"number": "11"}]}
    });
    for viewer in viewers(4) {
        let events = seen(viewer);
        let (mut first, mut second) = (to_one.clone(), to_zero.clone());
        if !matches!(viewer, Viewer::Seat(Seat(0 | 1)) | Viewer::Omniscient) {
            first["shown"] = json!(null);
            second["shown"] = json!(null);
        }
        assert_eq!(events[..2], [first, second], "{viewer:?}");
    }
}

/// Plays a whole match of erased random bots, checking at every step that views, events and
/// legal lists are JSON, that each listed action is accepted, and that no hidden card
/// reaches a spectator before the end.
fn erased_match(players: u8, seed: u64) {
    let kind = kind();
    let config = kind
        .config(usize::from(players), &json!(null))
        .expect("defaults");
    let mut table = kind.new_table(&config, seed).expect("valid");
    let mut bots: Vec<_> = (0..players)
        .map(|s| {
            kind.new_bot("random", Seat(s), seed + u64::from(s))
                .expect("known level")
        })
        .collect();
    assert!(kind.new_bot("genius", Seat(0), 1).is_none());
    let mut steps = 0;
    while let Some(seat) = table.to_act() {
        let legal = parse(&table.legal_actions(seat));
        let legal = legal.as_array().expect("a list").clone();
        assert!(!legal.is_empty());
        for action in &legal {
            let mut probe = table.clone_table();
            probe
                .apply(seat, action)
                .expect("a listed action is accepted");
        }
        let action = bots[seat.index()].choose(table.as_ref());
        assert!(legal.contains(&action), "{action} is listed");
        table.apply(seat, &action).expect("bots send legal actions");
        for bot in &mut bots {
            bot.observe_last(table.as_ref());
        }
        let all = views(table.as_ref(), players);
        for viewer in viewers(players) {
            for event in table.last_events(viewer) {
                let event = parse(&event);
                assert!(event["event"].is_string(), "{event}");
            }
        }
        let spectator = &all[usize::from(players)];
        if table.outcome().is_none() {
            for agent in spectator["agents"].as_array().expect("agents") {
                assert_eq!(agent["identity"], json!(null));
                assert_eq!(agent["fragment"], json!(null));
            }
        }
        steps += 1;
        assert!(steps < 200_000, "the match ends");
    }
    let outcome = table.outcome().expect("over");
    assert!(!outcome.winners.is_empty());
    assert!(["three_points", "game_limit"].contains(&outcome.reason.as_str()));
    assert_eq!(outcome.scores.len(), usize::from(players));
    let spectator = parse(&table.view(Viewer::Spectator));
    for agent in spectator["agents"].as_array().expect("agents") {
        assert!(
            agent["identity"].is_string(),
            "revealed at the end: {agent}"
        );
    }
    assert_eq!(parse(&table.legal_actions(Seat(0))), json!([]));
}

#[test]
fn erased_bots_play_whole_matches_at_3_4_and_5_players() {
    for players in 3..=5 {
        for seed in 0..3 {
            erased_match(players, 40 + seed);
        }
    }
}
