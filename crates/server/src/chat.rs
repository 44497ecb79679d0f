//! Table chat: what a line may hold, how often a connection may write one, and who may
//! read it (docs/protocol.md, "Chat").
//!
//! A chat line is only what a person typed, with their name, the seat or spectator that
//! wrote it and the table's step then: nothing from the game. It is plain text everywhere;
//! the server never reads it as anything else.

use crate::frames::ErrorFrame;
use crate::limits;
use crate::store::ChatLine;
use crate::text::is_bidi_control;
use std::time::{Duration, Instant};
use whodunit_engine::Viewer;

/// The longest line, in characters after trimming.
pub const MAX_CHARS: usize = 300;

/// A connection may write its burst of lines (`Limits::chat_lines`) in this time, then one
/// more each `WINDOW / burst`.
pub const WINDOW: Duration = Duration::from_secs(10);

/// The lines a (re)connecting client gets in its snapshot, at most.
pub const SNAPSHOT_LINES: usize = 200;

/// The name of a speaker with no person (no session cookie) at a seat.
pub fn seat_name(seat: u8) -> String {
    format!("Seat {}", u16::from(seat) + 1)
}

/// The name of a spectator with no person.
pub const SPECTATOR: &str = "Spectator";

/// The line to store, trimmed, or why it is refused.
pub fn check_text(raw: &str) -> Result<String, ErrorFrame> {
    let text = raw.trim();
    let refuse = |message: String| Err(ErrorFrame::new("bad_chat", message));
    if text.is_empty() {
        return refuse("the chat line is empty".to_string());
    }
    let chars = text.chars().count();
    if chars > MAX_CHARS {
        return refuse(format!(
            "the chat line has {chars} characters; the limit is {MAX_CHARS}"
        ));
    }
    if let Some(c) = text.chars().find(|c| c.is_control()) {
        return refuse(format!(
            "the chat line holds the control character U+{:04X}; a line is one line of text",
            u32::from(c)
        ));
    }
    if let Some(c) = text.chars().find(|&c| is_bidi_control(c)) {
        return refuse(format!(
            "the chat line holds the bidirectional control U+{:04X}, which is not allowed",
            u32::from(c)
        ));
    }
    Ok(text.to_string())
}

/// A connection's allowance of chat lines: a bucket of `burst` lines (0: no limit) that
/// refills over [`WINDOW`], apart from the connection's frame limit.
pub struct Bucket {
    burst: u32,
    lines: limits::Bucket,
}

impl Bucket {
    pub fn new(burst: u32, now: Instant) -> Bucket {
        Bucket {
            burst,
            lines: limits::Bucket::full(burst, now),
        }
    }

    /// Takes one line from the bucket, or says it is empty.
    pub fn take(&mut self, now: Instant) -> Result<(), ErrorFrame> {
        if self.burst == 0 {
            return Ok(());
        }
        let per_second = f64::from(self.burst) / WINDOW.as_secs_f64();
        self.lines.refill(per_second, self.burst, now);
        self.lines.take(per_second).map_err(|_| {
            ErrorFrame::new(
                "rate_limited",
                format!(
                    "more than {} chat lines in {} s: this line was dropped; slow down",
                    self.burst,
                    WINDOW.as_secs()
                ),
            )
        })
    }
}

/// Whether `viewer` may read `line`: a seat's line everyone, a spectator's line the other
/// spectators, and the seats only at a table that allows it.
pub fn may_see(viewer: Viewer, line: &ChatLine, spectator_chat: bool) -> bool {
    line.seat.is_some() || spectator_chat || !matches!(viewer, Viewer::Seat(_))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Limits;
    use whodunit_engine::Seat;

    #[test]
    fn lines_are_trimmed_and_refused_when_empty_long_or_with_controls() {
        assert_eq!(check_text("  hi <b>  ").unwrap(), "hi <b>");
        assert_eq!(check_text(&"é".repeat(300)).unwrap().chars().count(), 300);
        for bad in [
            "",
            "   ",
            "a\nb",
            "a\tb",
            "a\u{7f}",
            "a\u{85}b",
            "\u{202E}evil",
            "x\u{2067}",
        ] {
            assert_eq!(check_text(bad).unwrap_err().code, "bad_chat", "{bad:?}");
        }
        let long = check_text(&"é".repeat(301)).unwrap_err();
        assert!(long.message.contains("301"), "{}", long.message);
    }

    #[test]
    fn the_bucket_lets_five_through_then_one_every_two_seconds() {
        let start = Instant::now();
        let burst = Limits::default().chat_lines;
        let mut bucket = Bucket::new(burst, start);
        for _ in 0..burst {
            bucket.take(start).unwrap();
        }
        assert_eq!(bucket.take(start).unwrap_err().code, "rate_limited");
        let later = start + Duration::from_millis(2100);
        bucket.take(later).unwrap();
        assert!(bucket.take(later).is_err());
        let mut open = Bucket::new(0, start);
        for _ in 0..100 {
            open.take(start).unwrap();
        }
    }

    #[test]
    fn spectators_lines_reach_seats_only_when_allowed() {
        let line = |seat| ChatLine {
            n: 1,
            step: 0,
            seat,
            name: String::new(),
            text: String::new(),
            at: 0,
        };
        let seat = Viewer::Seat(Seat(0));
        assert!(may_see(seat, &line(Some(1)), false));
        assert!(!may_see(seat, &line(None), false));
        assert!(may_see(seat, &line(None), true));
        assert!(may_see(Viewer::Spectator, &line(None), false));
        assert!(may_see(Viewer::Spectator, &line(Some(0)), false));
    }
}
