//! The time to work out every seat's key moments over a whole game at six seats (a turn
//! limit of 300): the engine's conformance kit times it (`time_moments`).

use whodunit_engine::conformance::moments_timing::time_moments;

fn main() {
    time_moments(
        &whodunit_cluedo::kind(),
        &serde_json::json!({ "turn_limit": 300 }),
        8,
    );
}
