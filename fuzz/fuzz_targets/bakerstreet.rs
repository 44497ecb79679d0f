//! Bakerstreet through the erased layer: see `whodunit_fuzz::play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use whodunit_fuzz::{play, record_options, GameFuzz};

fn game() -> &'static GameFuzz {
    static GAME: OnceLock<GameFuzz> = OnceLock::new();
    GAME.get_or_init(|| GameFuzz {
        kind: Box::new(whodunit_bakerstreet::kind()),
        options: vec![
            "{}".to_string(),
            r#"{"one_card_per_letter": true}"#.to_string(),
            r#"{"max_rounds": 2}"#.to_string(),
            r#"{"max_rounds": 6, "one_card_per_letter": true}"#.to_string(),
            record_options(include_str!(
                "../../crates/cli/tests/fixtures/bakerstreet_two_rounds.json"
            )),
        ],
    })
}

fuzz_target!(|data: &[u8]| play(game(), data));
