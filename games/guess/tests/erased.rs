//! Guess through the type-erased layer the server uses: its bots play whole games, and at
//! every step events, views and legal lists read back from JSON are the typed ones.

use serde_json::json;
use whodunit_engine::conformance::erased::{check_round_trip, play_erased, ErasedGame};
use whodunit_engine::conformance::twins::every_viewer;
use whodunit_engine::{GameKind, Seat, SetupError, Viewer};
use whodunit_guess::{kind, Guess};

#[test]
fn two_players_and_its_deck_size_as_an_option() {
    let kind = kind();
    assert_eq!(kind.name(), "guess");
    assert_eq!((kind.min_players(), kind.max_players()), (2, 2));
    assert_eq!(kind.bot_levels(), ["easy", "hard"]);
    assert_eq!(kind.config(2, &json!({})).expect("defaults")["cards"], 7);
    assert_eq!(
        kind.config(2, &json!({"cards": 9})).expect("valid")["cards"],
        9
    );
    assert!(matches!(
        kind.config(3, &json!({})),
        Err(SetupError::Malformed(_))
    ));
    match kind.new_table(&json!({"cards": 8}), 1) {
        Err(SetupError::Rule(error)) => assert_eq!(error.rule, "GU-SETUP-1"),
        other => panic!("expected GU-SETUP-1, got {:?}", other.err()),
    }
    assert!(kind.new_bot("genius", Seat(0), 1).is_none());
}

#[test]
fn bots_play_through_the_erased_layer_and_its_json_reads_back() {
    let kind = kind();
    let viewers: Vec<Viewer> = every_viewer(2)
        .into_iter()
        .chain([Viewer::Omniscient])
        .collect();
    for seed in 0..40u64 {
        for level in ["easy", "hard"] {
            let config = json!({"cards": 3 + 2 * (seed % 7)});
            let game = ErasedGame {
                kind: &kind,
                config: &config,
                seed,
                level,
                bot_seed: &|seat| seed * 7 + u64::from(seat.0),
            };
            let (table, actions) =
                play_erased(game, 40, |table| check_round_trip::<Guess>(table, &viewers))
                    .expect("a clean game");
            assert!(actions >= 1);
            let outcome = table.outcome().expect("over");
            assert_eq!(outcome.winners.len(), 1);
        }
    }
}
