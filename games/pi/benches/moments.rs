//! The time to work out every seat's key moments over a whole game at five seats: the
//! engine's conformance kit times it (`time_moments`).

use whodunit_engine::conformance::moments_timing::time_moments;

fn main() {
    time_moments(&whodunit_pi::kind(), &serde_json::Value::Null, 8);
}
