//! A table's pace: the time a person has for each decision, and the bot that stands in for
//! a person whose time ran out or who went away.
//!
//! Nothing here is kept in memory only. A decision's deadline is worked out from stored
//! times: when the previous action was saved, and when a person first came to the seat
//! (a seat nobody ever came to has no clock: the table waits for its player). So a
//! restart, or another instance taking the table over, keeps every clock where it was.

use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The longest time per decision for a live clock, and the most days of a slow one.
const MAX_SECONDS: u32 = 3600;
const MAX_DAYS: u32 = 30;

/// The time a person has for each decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Clock {
    /// No clock: the table waits for each person as long as it takes.
    #[default]
    Off,
    /// A live game: seconds per decision. A person whose connection has been gone longer
    /// than the server's grace period is also stood in for when their turn comes.
    Seconds(u32),
    /// A game played over days: days per decision. People come and go, so absence alone
    /// never hands a seat to a bot.
    Days(u32),
}

impl Clock {
    /// The time per decision, if there is a clock.
    pub fn per_decision(self) -> Option<Duration> {
        match self {
            Clock::Off => None,
            Clock::Seconds(seconds) => Some(Duration::from_secs(u64::from(seconds))),
            Clock::Days(days) => Some(Duration::from_secs(u64::from(days) * 24 * 3600)),
        }
    }

    /// Whether a person whose connection is gone is stood in for after the grace period.
    pub fn watches_absence(self) -> bool {
        matches!(self, Clock::Seconds(_))
    }

    /// Refuses a clock outside the offered range, saying why.
    pub fn check(self) -> Result<Clock, String> {
        match self {
            Clock::Seconds(seconds) if !(1..=MAX_SECONDS).contains(&seconds) => Err(format!(
                "clock: {seconds} seconds per decision; choose 1 to {MAX_SECONDS}"
            )),
            Clock::Days(days) if !(1..=MAX_DAYS).contains(&days) => Err(format!(
                "clock: {days} days per decision; choose 1 to {MAX_DAYS}"
            )),
            clock => Ok(clock),
        }
    }
}

/// A table's pace, fixed at creation (saved in its header).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pace {
    #[serde(default)]
    pub clock: Clock,
    /// The bot level that plays for an absent person (empty in tables saved before
    /// clocks existed: the game's middle level then).
    #[serde(default)]
    pub stand_in: String,
}

/// The level that stands in for absent people unless the table says otherwise: the
/// game's middle one, a fair partner for whoever comes back.
pub fn default_stand_in(levels: &[&str]) -> String {
    levels
        .get(levels.len() / 2)
        .map(|level| level.to_string())
        .unwrap_or_default()
}

/// Milliseconds since the Unix epoch: the stored times of actions and seat claims.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_millis() as i64)
}

/// The deadline of the decision now due from a seat: `per_decision` after the later of
/// the previous action (`last_at`) and the person's first coming to the seat
/// (`claimed_at`); none if nobody ever came to it.
pub fn deadline_ms(per_decision: Duration, last_at: i64, claimed_at: Option<i64>) -> Option<i64> {
    let started = claimed_at?.max(last_at);
    Some(started.saturating_add(per_decision.as_millis() as i64))
}

/// The instant of the monotonic clock at the wall-clock time `at_ms`, as seen now.
pub fn instant_at(at_ms: i64) -> tokio::time::Instant {
    let now = tokio::time::Instant::now();
    let wait = at_ms.saturating_sub(now_ms());
    now + Duration::from_millis(wait.max(0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_saved_as_plain_json() {
        let cases = [
            (Clock::Off, r#""off""#),
            (Clock::Seconds(30), r#"{"seconds":30}"#),
            (Clock::Days(2), r#"{"days":2}"#),
        ];
        for (clock, json) in cases {
            assert_eq!(serde_json::to_string(&clock).unwrap(), json);
            assert_eq!(serde_json::from_str::<Clock>(json).unwrap(), clock);
        }
    }

    #[test]
    fn clocks_out_of_range_are_refused() {
        assert!(Clock::Seconds(0).check().is_err());
        assert!(Clock::Seconds(MAX_SECONDS + 1).check().is_err());
        assert!(Clock::Days(0).check().is_err());
        assert!(Clock::Days(MAX_DAYS + 1).check().is_err());
        assert_eq!(Clock::Seconds(30).check(), Ok(Clock::Seconds(30)));
        assert_eq!(Clock::Off.check(), Ok(Clock::Off));
    }

    #[test]
    fn a_deadline_counts_from_the_later_of_the_last_action_and_the_person_coming() {
        let minute = Duration::from_secs(60);
        assert_eq!(deadline_ms(minute, 1_000, None), None);
        assert_eq!(deadline_ms(minute, 1_000, Some(500)), Some(61_000));
        assert_eq!(deadline_ms(minute, 1_000, Some(5_000)), Some(65_000));
    }

    #[test]
    fn the_default_stand_in_is_the_middle_level() {
        assert_eq!(default_stand_in(&["easy", "medium", "hard"]), "medium");
        assert_eq!(default_stand_in(&["easy", "hard"]), "hard");
        assert_eq!(default_stand_in(&[]), "");
    }

    #[test]
    fn only_live_clocks_watch_absence() {
        assert!(Clock::Seconds(30).watches_absence());
        assert!(!Clock::Days(1).watches_absence());
        assert!(!Clock::Off.watches_absence());
    }
}
