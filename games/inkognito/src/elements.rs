//! The component tables of §1: locations, identities, fragments and the coloured cards.

use serde::{Deserialize, Serialize};

/// A location, in canonical order (the order meetings are resolved in, IK-ROUND-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    Rialto,
    SanMarco,
    SanGiorgio,
    Salute,
    PonteDeiSospiri,
}

impl Location {
    pub const ALL: [Location; 5] = [
        Location::Rialto,
        Location::SanMarco,
        Location::SanGiorgio,
        Location::Salute,
        Location::PonteDeiSospiri,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name printed on the board.
    pub fn name(self) -> &'static str {
        match self {
            Location::Rialto => "Rialto",
            Location::SanMarco => "San Marco",
            Location::SanGiorgio => "San Giorgio",
            Location::Salute => "Salute",
            Location::PonteDeiSospiri => "Ponte dei Sospiri",
        }
    }

    pub(crate) fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A secret identity; F and B are partners, and so are Z and X (IK-SETUP-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Identity {
    F,
    B,
    Z,
    X,
}

impl Identity {
    pub const ALL: [Identity; 4] = [Identity::F, Identity::B, Identity::Z, Identity::X];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The partner's identity (4 players only mean anything by it).
    pub fn partner(self) -> Identity {
        Identity::ALL[self.index() ^ 1]
    }
}

/// A phone fragment; each is a whole token (§1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Fragment {
    #[serde(rename = "52")]
    F52,
    #[serde(rename = "11")]
    F11,
    #[serde(rename = "0")]
    F0,
    #[serde(rename = "29")]
    F29,
}

impl Fragment {
    pub const ALL: [Fragment; 4] = [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One of an agent's 8 coloured identity and number cards (IK-SETUP-04).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Identity(Identity),
    Number(Fragment),
}

impl Card {
    /// All 8, identities first: the index order used by pair histories.
    pub const ALL: [Card; 8] = [
        Card::Identity(Identity::F),
        Card::Identity(Identity::B),
        Card::Identity(Identity::Z),
        Card::Identity(Identity::X),
        Card::Number(Fragment::F52),
        Card::Number(Fragment::F11),
        Card::Number(Fragment::F0),
        Card::Number(Fragment::F29),
    ];

    pub fn index(self) -> usize {
        match self {
            Card::Identity(i) => i.index(),
            Card::Number(f) => 4 + f.index(),
        }
    }
}

/// Which of an agent's two black cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlackKind {
    Identity,
    Number,
}

impl BlackKind {
    pub const ALL: [BlackKind; 2] = [BlackKind::Identity, BlackKind::Number];
}

/// A black card's face: what is learnt when it is seen (it is always true).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlackCard {
    Identity(Identity),
    Number(Fragment),
}

/// A dialled number: the fragments of F, B, Z and X in that order (IK-CALL-02).
pub type Number = [Fragment; 4];

/// The 24 numbers that can be dialled (IK-CALL-03), in lexicographic order of indices.
pub const NUMBERS: [Number; 24] = {
    let mut out = [[Fragment::F52; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c {
                    let d = 6 - a - b - c;
                    out[n] = [
                        Fragment::ALL[a],
                        Fragment::ALL[b],
                        Fragment::ALL[c],
                        Fragment::ALL[d],
                    ];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// Whether `number` is a permutation of the four fragments (IK-CALL-03).
pub fn is_dialable(number: &Number) -> bool {
    let mut seen = 0u8;
    for f in number {
        seen |= 1 << f.index();
    }
    seen == 0b1111
}
