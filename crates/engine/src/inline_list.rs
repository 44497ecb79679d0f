//! A list of at most `N` items stored inline, for the piles, hands and card rows of a game
//! state: a state then clones with one copy and play never touches the heap.

use std::fmt;

/// An ordered list of at most `N` (at most 255) copyable items. For a pile the last item is
/// the top; for a hand or a collection it is the newest.
#[derive(Clone, Copy)]
pub struct InlineList<T, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> InlineList<T, N> {
    /// The length is kept in one byte, so a larger capacity fails to compile.
    const CAPACITY_FITS: () = assert!(N <= u8::MAX as usize, "an InlineList holds 255 at most");

    pub fn new() -> Self {
        let () = Self::CAPACITY_FITS;
        InlineList {
            len: 0,
            items: [T::default(); N],
        }
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The items, first (or bottom) first.
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        &mut self.items[..len]
    }

    /// The items, last (top, newest) first.
    pub fn last_first(&self) -> impl Iterator<Item = T> + '_ {
        self.as_slice().iter().rev().copied()
    }

    /// The last item: a pile's top.
    pub fn last(&self) -> Option<T> {
        self.as_slice().last().copied()
    }

    /// Appends `item`. Game rules never exceed a list's capacity, so exceeding it is a bug
    /// and panics.
    pub fn push(&mut self, item: T) {
        self.items[self.len()] = item;
        self.len += 1;
    }

    pub fn pop(&mut self) -> Option<T> {
        let item = self.last()?;
        self.len -= 1;
        // Freed slots go back to the default, so equal lists are equal item by item.
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// Takes out the item at `index`; the others keep their order.
    pub fn remove(&mut self, index: usize) -> T {
        let item = self.as_slice()[index];
        let len = self.len();
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        self.items[self.len()] = T::default();
        item
    }

    pub fn clear(&mut self) {
        *self = InlineList::new();
    }
}

impl<T: Copy + Default, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        InlineList::new()
    }
}

/// Collects items first (or bottom) first; more than `N` panic like `push`.
impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineList<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = InlineList::new();
        for item in items {
            list.push(item);
        }
        list
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_remove_keep_order() {
        let mut list: InlineList<u8, 4> = [1, 2, 3].into_iter().collect();
        assert_eq!(list.last(), Some(3));
        assert_eq!(list.last_first().collect::<Vec<_>>(), [3, 2, 1]);
        assert_eq!(list.remove(0), 1);
        assert_eq!(list.as_slice(), [2, 3]);
        list.push(4);
        assert_eq!(list.len(), 3);
        assert_eq!(list.pop(), Some(4));
        assert_eq!(list, [2, 3].into_iter().collect());
        list.as_mut_slice()[0] = 9;
        assert_eq!(list.as_slice(), [9, 3]);
        list.clear();
        assert!(list.is_empty());
        assert_eq!(list.pop(), None);
    }

    #[test]
    fn equality_ignores_freed_slots() {
        let mut popped: InlineList<u8, 3> = [5, 6, 7].into_iter().collect();
        popped.pop();
        let mut removed: InlineList<u8, 3> = [7, 5, 6].into_iter().collect();
        removed.remove(0);
        assert_eq!(popped, removed);
        assert_ne!(popped, InlineList::new());
        assert_eq!(format!("{popped:?}"), "[5, 6]");
    }

    #[test]
    #[should_panic]
    fn pushing_past_the_capacity_panics() {
        let mut list: InlineList<u8, 2> = [1, 2].into_iter().collect();
        list.push(3);
    }
}
