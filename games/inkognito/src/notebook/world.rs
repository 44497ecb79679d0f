//! The 576 joint deals of identities and fragments to the four agents (IK-SETUP-08), and
//! sets of them as bitsets, so filtering and counting stay cheap enough for a bot.

use crate::elements::{Card, Fragment, Identity, Number, NUMBERS};
use std::sync::LazyLock;

/// How many joint deals there are: 4! identity orders times 4! fragment orders.
pub const WORLDS: usize = 576;

/// One joint deal, by agent index (deal order, the dummy last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct World {
    pub identity: [Identity; 4],
    pub fragment: [Fragment; 4],
}

/// The rank of a permutation of 0..4 given by `index`, in the (lexicographic) order of
/// `NUMBERS`: its Lehmer code.
fn rank(index: impl Fn(usize) -> usize) -> usize {
    let mut used = 0u8;
    let mut rank = 0;
    for (a, weight) in [(0, 6), (1, 2), (2, 1)] {
        let i = index(a) & 3;
        let smaller_used = (used & ((1 << i) - 1)).count_ones() as usize;
        rank += (i - smaller_used) * weight;
        used |= 1 << i;
    }
    rank
}

impl World {
    /// The world at `index` (below `WORLDS`): identity order times 24 plus fragment order.
    /// Read from a table built once, since bots filter every world at each sighting.
    pub fn from_index(index: usize) -> World {
        TABLE[index % WORLDS].0
    }

    /// The position in `NUMBERS` of the correct number of the world at `index`.
    pub fn number_rank_at(index: usize) -> usize {
        usize::from(TABLE[index % WORLDS].1)
    }

    fn build(index: usize) -> World {
        let (ids, frags) = (NUMBERS[index / 24 % 24], NUMBERS[index % 24]);
        World {
            identity: ids.map(|f| Identity::ALL[f.index()]),
            fragment: frags,
        }
    }

    pub fn index(&self) -> usize {
        rank(|a| self.identity[a].index()) * 24 + rank(|a| self.fragment[a].index())
    }

    /// The correct number of this deal (IK-SETUP-13).
    pub fn number(&self) -> Number {
        let mut number = [Fragment::F52; 4];
        for a in 0..4 {
            number[self.identity[a].index()] = self.fragment[a];
        }
        number
    }

    /// Whether `card` is true for agent `a` (IK-MEET-02).
    pub fn is_true(&self, a: usize, card: Card) -> bool {
        match card {
            Card::Identity(i) => self.identity[a] == i,
            Card::Number(f) => self.fragment[a] == f,
        }
    }

    /// The agent holding `identity`.
    pub fn holder(&self, identity: Identity) -> usize {
        self.identity
            .iter()
            .position(|&i| i == identity)
            .unwrap_or(0)
    }
}

/// Every world with the rank of its correct number, built once.
static TABLE: LazyLock<[(World, u8); WORLDS]> = LazyLock::new(|| {
    std::array::from_fn(|index| {
        let world = World::build(index);
        (world, number_rank(&world.number()) as u8)
    })
});

/// The position of `number` in `NUMBERS`.
pub fn number_rank(number: &Number) -> usize {
    rank(|a| number[a].index())
}

/// A set of worlds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Worlds([u64; WORLDS / 64]);

impl Worlds {
    pub fn all() -> Worlds {
        Worlds([u64::MAX; WORLDS / 64])
    }

    /// The worlds of `self` where `keep` holds.
    pub fn filter(self, keep: impl Fn(&World) -> bool) -> Worlds {
        let mut out = Worlds([0; WORLDS / 64]);
        for w in self.indices() {
            if keep(&World::from_index(w)) {
                out.0[w / 64] |= 1 << (w % 64);
            }
        }
        out
    }

    pub fn and(self, other: Worlds) -> Worlds {
        let mut out = self;
        for (x, y) in out.0.iter_mut().zip(other.0) {
            *x &= y;
        }
        out
    }

    /// The worlds in exactly one of the two sets.
    pub fn xor(self, other: Worlds) -> Worlds {
        let mut out = self;
        for (x, y) in out.0.iter_mut().zip(other.0) {
            *x ^= y;
        }
        out
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|x| x.count_ones() as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }

    pub fn contains(&self, world: &World) -> bool {
        let w = world.index();
        self.0[w / 64] & (1 << (w % 64)) != 0
    }

    /// Whether every world of `self` is in `other`.
    pub fn within(&self, other: &Worlds) -> bool {
        self.0.iter().zip(other.0).all(|(&x, y)| x & !y == 0)
    }

    /// The indices of the worlds in the set (see [`World::from_index`]).
    pub fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &bits)| {
            let mut bits = bits;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    i * 64 + b
                })
            })
        })
    }

    pub fn iter(&self) -> impl Iterator<Item = World> + '_ {
        self.indices().map(World::from_index)
    }
}
