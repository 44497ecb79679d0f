//! Exact distributions of hand totals. A hand of `size` unknown cards is taken to be a
//! uniformly random set of `size` distinct cards among the unknown ones, so only their
//! values matter: the number of sets with each total is counted by a small dynamic
//! programme over the six values (binomial coefficients, no sampling).

use crate::cards::MAX_VALUE;
use crate::state::{HAND_SIZE, MAX_BID};

/// Totals a hand can show: 0 to 15.
pub const HAND_TOTALS: usize = MAX_VALUE as usize * HAND_SIZE + 1;
/// Totals both hands can show: 0 to 30, the range of bids (BS-BID-2).
pub const SUM_TOTALS: usize = MAX_BID as usize + 1;

/// Cards of one deck by value: `[v]` cards of value `v`.
pub type ByValue = [u8; MAX_VALUE as usize + 1];

/// `P(total = t)` by `t` for `size` cards drawn as a uniformly random set from `cards`. A
/// `size` larger than the cards there are counts all of them.
pub fn hand_totals(cards: &ByValue, size: usize) -> [f64; HAND_TOTALS] {
    let available: usize = cards.iter().map(|&n| usize::from(n)).sum();
    let size = size.min(available).min(HAND_SIZE);
    // ways[k][t]: sets of k cards from the values seen so far with total t. Rows are
    // updated from the largest k down, so each reads rows not yet holding this value.
    let mut ways = [[0u32; HAND_TOTALS]; HAND_SIZE + 1];
    ways[0][0] = 1;
    for (value, &count) in cards.iter().enumerate() {
        for k in (1..=size).rev() {
            let (fewer, more) = ways.split_at_mut(k);
            for taken in 1..=k.min(usize::from(count)) {
                let sets = binomial(u32::from(count), taken as u32);
                let shift = taken * value;
                let from = &fewer[k - taken][..HAND_TOTALS - shift];
                for (to, &w) in more[0][shift..].iter_mut().zip(from) {
                    *to += sets * w;
                }
            }
        }
    }
    let all: u32 = ways[size].iter().sum();
    ways[size].map(|w| w as f64 / all as f64)
}

fn binomial(n: u32, k: u32) -> u32 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The distribution of `base + a + b` for independent totals `a` and `b`, cut at 30 (a
/// total above 30 is impossible with six cards).
pub fn sum_of(base: u8, a: &[f64], b: &[f64]) -> [f64; SUM_TOTALS] {
    let mut sum = [0.0; SUM_TOTALS];
    for (i, &pa) in a.iter().enumerate().filter(|(_, &p)| p > 0.0) {
        for (j, &pb) in b.iter().enumerate() {
            if let Some(slot) = sum.get_mut(usize::from(base) + i + j) {
                *slot += pa * pb;
            }
        }
    }
    sum
}

/// `P(total >= at_least)`.
pub fn tail(distribution: &[f64], at_least: u8) -> f64 {
    distribution.iter().skip(usize::from(at_least)).sum()
}

/// A total known for certain.
pub fn certain(total: u8) -> [f64; HAND_TOTALS] {
    let mut distribution = [0.0; HAND_TOTALS];
    if let Some(slot) = distribution.get_mut(usize::from(total)) {
        *slot = 1.0;
    }
    distribution
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_drawn_from_three_cards_is_those_three() {
        let totals = hand_totals(&[0, 1, 0, 1, 0, 1], 3);
        assert_eq!(totals[9], 1.0);
    }

    #[test]
    fn one_card_from_a_full_deck_is_uniform_over_values() {
        let totals = hand_totals(&[5; 6], 1);
        for p in &totals[..6] {
            assert!((p - 1.0 / 6.0).abs() < 1e-12);
        }
    }

    #[test]
    fn sums_shift_and_convolve() {
        let sum = sum_of(4, &certain(1), &hand_totals(&[0, 0, 2, 2, 0, 0], 1));
        assert_eq!((sum[7], sum[8]), (0.5, 0.5));
        assert_eq!(tail(&sum, 8), 0.5);
    }
}
