//! P.I. through the type-erased interface the server uses: JSON in, JSON out, the same
//! rules and redaction as the typed game, and malformed input refused without a panic.
//! The engine's conformance kit checks the kind, the refusals and the round trips; the
//! shapes and secrets are P.I.'s.

use serde_json::{json, Value};
use whodunit_engine::conformance::erased::{
    check_kind, check_round_trip, play_erased, viewers_of, ErasedGame, KindFacts,
};
use whodunit_engine::conformance::erased_refusals::{
    check_malformed_configs, check_refusals, setup_refused_by,
};
use whodunit_engine::{GameKind, Json, Seat, Viewer};
use whodunit_pi::{kind, Pi};

fn parse(json: &Json) -> Value {
    serde_json::from_str(json.get()).expect("valid JSON")
}

#[test]
fn two_to_five_players_and_an_empty_object_is_a_configuration() {
    let kind = kind();
    let facts = KindFacts {
        name: "pi",
        players: (2, 5),
        bot_levels: &["easy", "medium", "hard"],
    };
    check_kind(&kind, facts).expect("the kind");
    let config = kind.config(3, &json!({})).expect("the defaults");
    assert_eq!(config, json!({"players": 3}));
    assert!(
        kind.new_table(&json!({}), 1).is_ok(),
        "four players by default"
    );
    check_malformed_configs(&kind, &[(3, json!({"players": "many"}))]).expect("malformed options");
    let refused = |config| setup_refused_by(&kind, &config);
    assert_eq!(refused(json!({"players": 7})).as_deref(), Ok("PI-SETUP-1"));
    let bad_setup = json!({"players": 2, "setup": {"start_player": 0, "mini_games": [{
        "cases": [], "suspect_tiles": [], "crime_tiles": [], "evidence": []}]}});
    assert_eq!(refused(bad_setup).as_deref(), Ok("PI-SETUP-7"));
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
    let malformed = [
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
    ];
    let refused = [
        (other, json!({"investigate": 1}), "PI-TURN-2"),
        (Seat(9), json!({"investigate": 1}), "PI-SETUP-1"),
    ];
    check_refusals(table.as_mut(), seat, &malformed, &refused).expect("refusals");
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
        let game = ErasedGame {
            kind: &kind,
            config: &json!({"players": players}),
            seed: 3,
            level: "random",
            bot_seed: &|s| 100 + u64::from(s.0),
        };
        let (table, actions) = play_erased(game, 100_000, |table| {
            check_round_trip::<Pi>(table, &viewers_of(table))?;
            for event in table.last_events(Viewer::Spectator) {
                let event = parse(&event);
                if event["event"] == json!("case_dealt") {
                    assert_eq!(event["case"], json!(null));
                }
            }
            Ok(())
        })
        .expect("the bots play to the end");
        assert!(actions > 10);
        let outcome = table.outcome().expect("over");
        assert_eq!(outcome.reason, "three_mini_games");
        assert_eq!(outcome.scores.len(), players);
        assert!(!outcome.winners.is_empty());
    }
}
