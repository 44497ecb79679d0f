//! Cluedo through the erased layer: see `whodunit_fuzz::play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use whodunit_fuzz::{play, record_options, GameFuzz};

fn game() -> &'static GameFuzz {
    static GAME: OnceLock<GameFuzz> = OnceLock::new();
    GAME.get_or_init(|| GameFuzz {
        kind: Box::new(whodunit_cluedo::kind()),
        options: vec![
            "{}".to_string(),
            r#"{"modern_suggestion_rule": true}"#.to_string(),
            r#"{"hide_envelope_from_wrong_accuser": true}"#.to_string(),
            r#"{"turn_limit": 30}"#.to_string(),
            r#"{"modern_suggestion_rule": true, "hide_envelope_from_wrong_accuser": true, "turn_limit": 60}"#.to_string(),
            record_options(include_str!(
                "../../crates/cli/tests/fixtures/worked_example.json"
            )),
        ],
    })
}

fuzz_target!(|data: &[u8]| play(game(), data));
