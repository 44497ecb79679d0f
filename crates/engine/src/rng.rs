//! The one generator behind all chance in a game.
//!
//! The algorithm is part of the record format: a saved `(config, seed, actions)` must replay
//! the same way in every later version of whodunit, so it is fixed here rather than borrowed
//! from a crate whose stream may change between releases.
//!
//! - Generator: SplitMix64 (Steele, Lea, Flood 2014). State is one `u64`, initialised to the
//!   seed; each draw adds the golden-ratio increment and mixes.
//! - A choice among `n` outcomes: Lemire's multiply-and-reject method on one 64-bit draw,
//!   redrawing only in the rare rejection zone, so every outcome has the same probability.
//! - A shuffle: Fisher-Yates from the last position down; position `i` swaps with a choice
//!   among `i + 1`.
//!
//! Within [`crate::chance::scripted`] a choice is given from outside instead (OpenSpiel's
//! chance nodes); the stream of a seeded game never meets one.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    state: u64,
}

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform choice in `0..n`. `n` must be at least 1.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "a choice needs at least one outcome");
        if let Some(outcome) = crate::chance::scripted_draw(n) {
            return outcome;
        }
        self.below_u64(u64::from(n)) as u32
    }

    /// A uniform choice in `0..n` for counts beyond `u32` (a choice among consistent
    /// deals); the same draws as [`GameRng::below`] for the same `n`. `n` must be at
    /// least 1.
    pub fn below_u64(&mut self, n: u64) -> u64 {
        assert!(n > 0, "a choice needs at least one outcome");
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// Puts `items` in a uniformly random order.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A seed for an independent stream, e.g. game `index` of a simulation run.
    pub fn derive(seed: u64, index: u64) -> u64 {
        let mut rng = GameRng::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
        rng.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn known_first_value_pins_the_algorithm() {
        // SplitMix64 from seed 0 starts with this value in every published implementation.
        assert_eq!(GameRng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn below_is_roughly_uniform_and_in_range() {
        let mut rng = GameRng::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        for count in counts {
            assert!((9_000..11_000).contains(&count), "{counts:?}");
        }
    }

    #[test]
    fn a_wide_choice_covers_its_range_evenly() {
        let mut rng = GameRng::new(5);
        let n = 3 << 40;
        let mut thirds = [0u32; 3];
        for _ in 0..30_000 {
            let drawn = rng.below_u64(n);
            assert!(drawn < n);
            thirds[(drawn >> 40) as usize] += 1;
        }
        for count in thirds {
            assert!((9_000..11_000).contains(&count), "{thirds:?}");
        }
    }

    #[test]
    fn shuffle_keeps_every_item() {
        let mut rng = GameRng::new(3);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
