//! Cluedo through the erased layer: see `whodunit_fuzz::play`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use whodunit_fuzz::{play, GameFuzz};

fn game() -> &'static GameFuzz {
    static GAME: OnceLock<GameFuzz> = OnceLock::new();
    GAME.get_or_init(|| GameFuzz {
        kind: Box::new(whodunit_cluedo::kind()),
        options: &[
            "{}",
            r#"{"modern_suggestion_rule": true}"#,
            r#"{"hide_envelope_from_wrong_accuser": true}"#,
            r#"{"turn_limit": 30}"#,
            r#"{"modern_suggestion_rule": true, "hide_envelope_from_wrong_accuser": true, "turn_limit": 60}"#,
        ],
    })
}

fuzz_target!(|data: &[u8]| play(game(), data));
