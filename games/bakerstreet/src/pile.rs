//! A list of at most `N` items stored inline, so that a state clones with one copy and
//! play never touches the heap for its piles.

use std::fmt;

/// An ordered list of at most `N` copyable items. For a pile the last item is the top; for
/// a hand or a collection the last item is the newest.
#[derive(Clone, Copy)]
pub(crate) struct Pile<T, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Pile<T, N> {
    pub(crate) fn new() -> Self {
        Pile {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// A pile from a list given bottom (or first) first. The caller checks the capacity.
    pub(crate) fn from_bottom_up(items: impl IntoIterator<Item = T>) -> Self {
        let mut pile = Pile::new();
        for item in items {
            pile.push(item);
        }
        pile
    }

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The items, bottom (or first) first.
    pub(crate) fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    /// The items, top (or newest) first.
    pub(crate) fn top_down(&self) -> impl Iterator<Item = T> + '_ {
        self.as_slice().iter().rev().copied()
    }

    pub(crate) fn top(&self) -> Option<T> {
        self.as_slice().last().copied()
    }

    /// Puts `item` on top. The rules never exceed a pile's capacity.
    pub(crate) fn push(&mut self, item: T) {
        self.items[self.len()] = item;
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<T> {
        let item = self.top()?;
        self.len -= 1;
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// Takes out the item at `index` (from the bottom); the others keep their order.
    pub(crate) fn remove(&mut self, index: usize) -> T {
        let item = self.items[index];
        let len = self.len();
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        self.items[self.len()] = T::default();
        item
    }

    pub(crate) fn clear(&mut self) {
        *self = Pile::new();
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Pile<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Pile<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Pile<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_remove_keep_order() {
        let mut pile: Pile<u8, 4> = Pile::from_bottom_up([1, 2, 3]);
        assert_eq!(pile.top(), Some(3));
        assert_eq!(pile.top_down().collect::<Vec<_>>(), [3, 2, 1]);
        assert_eq!(pile.remove(0), 1);
        assert_eq!(pile.as_slice(), [2, 3]);
        pile.push(4);
        assert_eq!(pile.pop(), Some(4));
        assert_eq!(pile, Pile::from_bottom_up([2, 3]));
        pile.clear();
        assert!(pile.is_empty());
        assert_eq!(pile.pop(), None);
    }
}
