//! What evidence letters are worth to a collection: a collection's *prospects* add, over
//! every window of seven consecutive letters (a possible winning run), a weight that
//! triples with each distinct letter of the window it holds, so the closest windows count
//! most. A letter's worth is the gain in prospects it brings.

use crate::cards::{Letter, LETTERS, WINNING_RUN};
use crate::notebook::Memory;
use crate::state::POSITIONS;
use crate::view::View;

/// Collections as bit sets of letters (bit `i` for letter `i`).
pub type Letters = u32;

const WINDOWS: usize = LETTERS - WINNING_RUN as usize + 1;
/// Each window of seven consecutive letters as a bit set.
const WINDOW_MASKS: [Letters; WINDOWS] = {
    let mut masks = [0; WINDOWS];
    let mut w = 0;
    while w < WINDOWS {
        masks[w] = ((1 << WINNING_RUN) - 1) << w;
        w += 1;
    }
    masks
};
/// The weight of a window by the number of its letters held.
const WEIGHT: [u32; WINNING_RUN as usize + 1] = [0, 1, 3, 9, 27, 81, 243, 2187];

pub fn bit(letter: Letter) -> Letters {
    1 << letter.index()
}

pub fn set_of(letters: &[Letter]) -> Letters {
    letters.iter().fold(0, |set, &l| set | bit(l))
}

/// The viewer's own collection.
pub fn own(view: &View) -> Letters {
    view.collection.as_deref().map_or(0, set_of)
}

/// The letter of `pile` the viewer may take (BS-EVIDENCE-8) that `worth` values most.
pub fn best_letter(view: &View, pile: &[Letter], worth: impl Fn(Letter) -> f32) -> Option<Letter> {
    let held = own(view);
    pile.iter()
        .copied()
        .filter(|&l| !view.one_card_per_letter || held & bit(l) == 0)
        .map(|l| (l, worth(l)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(l, _)| l)
}

/// What each letter would add to the prospects of one collection.
pub struct Gains {
    by_letter: [f32; LETTERS],
    /// The third best gain: about the best of a pile of eight unknown letters of twenty.
    typical_best: f32,
}

impl Gains {
    pub fn of(held: Letters) -> Gains {
        // A missing letter raises each window it lies in by one step of that window's
        // weight; `before[w]` adds the steps of the windows before window `w`.
        let mut before = [0u32; WINDOWS + 1];
        for (w, &mask) in WINDOW_MASKS.iter().enumerate() {
            let count = (held & mask).count_ones() as usize;
            let step = WEIGHT[(count + 1).min(WINNING_RUN as usize)] - WEIGHT[count];
            before[w + 1] = before[w] + step;
        }
        let run = WINNING_RUN as usize;
        let steps: [u32; LETTERS] = std::array::from_fn(|i| {
            if held & (1 << i) != 0 {
                return 0;
            }
            // The windows holding letter i start at i - 6 to i.
            before[(i + 1).min(WINDOWS)] - before[(i + 1).saturating_sub(run)]
        });
        let mut best = [0u32; 3];
        for &gain in &steps {
            if gain > best[2] {
                best = if gain > best[0] {
                    [gain, best[0], best[1]]
                } else if gain > best[1] {
                    [best[0], gain, best[1]]
                } else {
                    [best[0], best[1], gain]
                };
            }
        }
        Gains {
            by_letter: steps.map(|g| g as f32),
            typical_best: best[2] as f32,
        }
    }

    /// What taking `letter` adds.
    pub fn of_letter(&self, letter: Letter) -> f32 {
        self.by_letter[letter.index()]
    }

    /// What a pile of `size` cards is worth: its best letter when the letters it may hold
    /// are known, else what a pile of unknown letters typically offers.
    pub fn pile_worth(&self, may_hold: Option<&[Letter]>, size: u8) -> f32 {
        match may_hold {
            _ if size == 0 => 0.0,
            Some(letters) if !letters.is_empty() => letters
                .iter()
                .map(|&l| self.of_letter(l))
                .fold(0.0, f32::max),
            _ => self.typical_best,
        }
    }

    /// Every evidence pile's worth, from the letters `memory` saw in it and its size now.
    pub fn pile_worths(&self, memory: &Memory, view: &View) -> [f32; POSITIONS] {
        std::array::from_fn(|p| self.pile_worth(memory.pile(p), view.evidence_sizes[p]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(text: &str) -> Letters {
        set_of(
            &text
                .chars()
                .filter_map(Letter::from_char)
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn a_letter_extending_the_longest_run_gains_most() {
        let gains = Gains::of(set("CDEF"));
        let g = |c| gains.of_letter(Letter::from_char(c).unwrap());
        assert!(g('G') > g('K'));
        assert!(g('B') > g('T'));
        assert_eq!(g('D'), 0.0);
    }
}
