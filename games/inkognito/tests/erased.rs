//! Inkognito through the type-erased interface the server uses (`kind()`): JSON actions in,
//! JSON views, events and legal lists out, malformed JSON and wrong shapes refused without
//! a panic, and the same rules and redaction as the typed game. The engine's conformance
//! kit checks the kind, the refusals and the round trips; the shapes and secrets are
//! Inkognito's.

mod common;

use serde_json::{json, Value};
use whodunit_engine::conformance::erased::{
    check_kind, check_round_trip, play_erased, viewers_of, ErasedGame, KindFacts,
};
use whodunit_engine::conformance::erased_refusals::{
    check_malformed_configs, check_refusals, refused_by, setup_refused_by,
};
use whodunit_engine::{GameKind, Json, Seat, SetupError, Viewer};
use whodunit_inkognito::{kind, Inkognito};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn three_to_five_players_and_configurations_as_json() {
    let kind = kind();
    let facts = KindFacts {
        name: "inkognito",
        players: (3, 5),
        bot_levels: &["easy", "medium", "hard"],
    };
    check_kind(&kind, facts).expect("the kind");
    for players in 3..=5 {
        let config = kind.config(players, &json!({})).expect("the defaults");
        assert_eq!(config["players"], json!(players));
        assert!(kind.new_table(&config, 1).is_ok());
    }
    assert!(
        kind.new_table(&json!({}), 1).is_ok(),
        "{{}} is four players"
    );
    let malformed = [
        (4, json!({"players": "many"})),
        (4, json!([4])),
        (4, json!("five")),
    ];
    check_malformed_configs(&kind, &malformed).expect("malformed options");
    assert!(matches!(
        kind.new_table(&json!({"players": 4, "setup": {"start_player": 0}}), 1),
        Err(SetupError::Malformed(_))
    ));
    // IK-SETUP-02 and IK-SETUP-06 through the erased interface.
    let refusal = |config: Value| setup_refused_by(&kind, &config);
    assert_eq!(refusal(json!({"players": 2})).as_deref(), Ok("IK-SETUP-02"));
    let mut explicit = serde_json::to_value(common::config(4, 0)).expect("a config serialises");
    explicit["setup"]["identities"] = json!(["F", "F", "Z", "X"]);
    assert_eq!(refusal(explicit).as_deref(), Ok("IK-SETUP-06"));
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
    let malformed = [
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
    ];
    let refused = [
        (Seat(1), json!({"place": "rialto"}), "IK-ROUND-12"),
        (Seat(0), json!({"show_black": "identity"}), "IK-ROUND-02"),
        (Seat(0), json!("pass"), "IK-ROUND-02"),
    ];
    check_refusals(table.as_mut(), Seat(0), &malformed, &refused).expect("refusals");

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
        refused_by(table.apply(
            Seat(0),
            &json!({"show_pair": [{"identity": "B"}, {"number": "11"}]})
        ))
        .as_deref(),
        Ok("IK-MEET-05")
    );
    assert_eq!(
        refused_by(table.apply(Seat(0), &json!({"call": ["52", "52", "0", "29"]}))).as_deref(),
        Ok("IK-CALL-03")
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
    for viewer in viewers_of(table.as_ref()) {
        let events = seen(viewer);
        let (mut first, mut second) = (to_one.clone(), to_zero.clone());
        if !matches!(viewer, Viewer::Seat(Seat(0 | 1)) | Viewer::Omniscient) {
            first["shown"] = json!(null);
            second["shown"] = json!(null);
        }
        assert_eq!(events[..2], [first, second], "{viewer:?}");
    }
}

/// Plays a whole match of erased random bots with the conformance kit's round trips at
/// every step, checking that no hidden card reaches a spectator before the end.
fn erased_match(players: u8, seed: u64) {
    let kind = kind();
    let config = kind
        .config(usize::from(players), &json!(null))
        .expect("defaults");
    let game = ErasedGame {
        kind: &kind,
        config: &config,
        seed,
        level: "random",
        bot_seed: &|s| seed + u64::from(s.0),
    };
    let (table, _) = play_erased(game, 200_000, |table| {
        check_round_trip::<Inkognito>(table, &viewers_of(table))?;
        for viewer in viewers_of(table) {
            for event in table.last_events(viewer) {
                let event = parse(&event);
                assert!(event["event"].is_string(), "{event}");
            }
        }
        let spectator = parse(&table.view(Viewer::Spectator));
        if table.outcome().is_none() {
            for agent in spectator["agents"].as_array().expect("agents") {
                assert_eq!(agent["identity"], json!(null));
                assert_eq!(agent["fragment"], json!(null));
            }
        }
        Ok(())
    })
    .expect("the bots play to the end");
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

/// Every bot level sends only actions the legal list names, as tools that match its
/// choice against the list (the Python `Bot`, OpenSpiel's arena) need: the rules take a
/// pair in either order, the list gives it in card order.
#[test]
fn every_bot_level_chooses_a_listed_action() {
    let kind = kind();
    for level in ["easy", "medium", "hard"] {
        for players in 3..=5 {
            let config = kind.config(players, &json!(null)).expect("defaults");
            for seed in 0..4 {
                let game = ErasedGame {
                    kind: &kind,
                    config: &config,
                    seed,
                    level,
                    bot_seed: &|s| seed * 7 + u64::from(s.0),
                };
                play_erased(game, 200_000, |_| Ok(()))
                    .unwrap_or_else(|failure| panic!("{level} at {players} players: {failure}"));
            }
        }
    }
}
