//! An evidence pile as one seat knows it (BS-INFO-7, BS-INFO-8). Piles only lose cards, so
//! once the seat has looked, the pile holds a part of the letters it saw (less those it saw
//! leave). Each card the opponent took unseen since then may have been any of them: a
//! letter is certainly still there only as often as it was seen more times than such cards
//! were taken.

use crate::cards::{Letter, LETTERS};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileNote {
    /// The number of cards in the pile now (public, BS-INFO-11).
    pub size: u8,
    /// The letters certainly in the pile, top first, or `None` if the seat never looked.
    pub known: Option<Vec<Letter>>,
    /// Whether `known` is the whole pile.
    pub exact: bool,
    /// The letters the pile may hold, top first: those seen, less those seen to leave.
    pub may_hold: Option<Vec<Letter>>,
}

impl PileNote {
    /// The note for a pile of `size` cards whose remembered letters are `seen`.
    pub fn new(seen: Option<&[Letter]>, size: u8) -> PileNote {
        let seen = match seen {
            Some(seen) => seen,
            None if size == 0 => &[], // an empty pile needs no look
            None => {
                return PileNote {
                    size,
                    known: None,
                    exact: false,
                    may_hold: None,
                }
            }
        };
        let known = certainly_left(seen, size);
        PileNote {
            size,
            exact: known.len() == usize::from(size),
            known: Some(known),
            may_hold: Some(seen.to_vec()),
        }
    }
}

/// The letters of `seen` certainly among the `size` that are left.
pub fn certainly_left(seen: &[Letter], size: u8) -> Vec<Letter> {
    let taken_unseen = seen.len().saturating_sub(usize::from(size));
    let mut count = [0usize; LETTERS];
    for letter in seen {
        count[letter.index()] += 1;
    }
    let mut kept = [0usize; LETTERS];
    let mut known = Vec::with_capacity(seen.len());
    for &letter in seen {
        let i = letter.index();
        if kept[i] + taken_unseen < count[i] {
            kept[i] += 1;
            known.push(letter);
        }
    }
    known
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(text: &str) -> Vec<Letter> {
        text.chars().filter_map(Letter::from_char).collect()
    }

    #[test]
    fn a_pile_seen_and_untouched_is_exact() {
        let note = PileNote::new(Some(&letters("KCRFFM")), 6);
        assert_eq!(note.known, Some(letters("KCRFFM")));
        assert!(note.exact);
    }

    #[test]
    fn an_unseen_take_leaves_only_the_doubled_letters_certain() {
        let note = PileNote::new(Some(&letters("KCRFFM")), 5);
        assert_eq!(note.known, Some(letters("F")));
        assert!(!note.exact);
        assert_eq!(note.may_hold, Some(letters("KCRFFM")));
    }

    #[test]
    fn a_pile_never_seen_is_unknown_unless_empty() {
        assert_eq!(PileNote::new(None, 3).known, None);
        assert_eq!(PileNote::new(None, 0).known, Some(Vec::new()));
        assert!(PileNote::new(None, 0).exact);
    }
}
