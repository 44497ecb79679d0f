//! The arithmetic every report of bot games shares: rates, their 95% intervals, and wins
//! shared by several seats counted exactly.

/// A win in units that any number of co-winners up to ten divides exactly, so shared wins
/// add up to the same total in any order, whatever the thread count.
pub const WIN_UNITS: u64 = 2520;

/// Each co-winner's part of a win shared by `winners` seats, in [`WIN_UNITS`].
pub fn win_credit(winners: usize) -> u64 {
    WIN_UNITS / winners.max(1) as u64
}

/// `a / b`, or 0 when nothing was counted.
pub fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// The 95% Wilson score interval of `wins` out of `n` (wins may be fractional: shared).
pub fn wilson(wins: f64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (n as f64, wins / n as f64, 1.959_964);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let [low, high] = wilson(30.0, 100);
        assert!(low < 0.3 && 0.3 < high);
        assert!((low - 0.2189).abs() < 1e-3 && (high - 0.3958).abs() < 1e-3);
        assert_eq!(wilson(0.0, 0), [0.0, 1.0]);
    }

    #[test]
    fn shared_wins_add_up_to_whole_wins() {
        for winners in 1..=10 {
            assert_eq!(win_credit(winners) * winners as u64, WIN_UNITS);
        }
        assert_eq!(ratio(3, 0), 0.0);
        assert_eq!(ratio(3, 4), 0.75);
    }
}
