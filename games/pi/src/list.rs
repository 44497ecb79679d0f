//! A list of at most `N` items stored inline, so a state clones with one copy and play
//! never touches the heap for its cards and investigators.

use std::fmt;

#[derive(Clone, Copy)]
pub(crate) struct List<T, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> List<T, N> {
    pub(crate) fn new() -> Self {
        List {
            len: 0,
            items: [T::default(); N],
        }
    }

    pub(crate) fn from_slice(items: &[T]) -> Self {
        let mut list = List::new();
        for &item in items {
            list.push(item);
        }
        list
    }

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    pub(crate) fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        &mut self.items[..len]
    }

    /// Appends `item`. The rules never exceed a list's capacity.
    pub(crate) fn push(&mut self, item: T) {
        self.items[self.len()] = item;
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<T> {
        let item = *self.as_slice().last()?;
        self.len -= 1;
        self.items[self.len()] = T::default();
        Some(item)
    }

    /// Takes out the item at `index`; the others keep their order.
    pub(crate) fn remove(&mut self, index: usize) -> T {
        let item = self.items[index];
        let len = self.len();
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        self.items[self.len()] = T::default();
        item
    }

    pub(crate) fn clear(&mut self) {
        *self = List::new();
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for List<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for List<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for List<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_remove_keep_order() {
        let mut list: List<u8, 4> = List::from_slice(&[1, 2, 3]);
        assert_eq!(list.remove(0), 1);
        assert_eq!(list.as_slice(), [2, 3]);
        list.push(4);
        assert_eq!(list.pop(), Some(4));
        assert_eq!(list, List::from_slice(&[2, 3]));
        list.as_mut_slice()[0] = 9;
        assert_eq!(list.as_slice(), [9, 3]);
        list.clear();
        assert!(list.is_empty());
        assert_eq!(list.pop(), None);
    }
}
