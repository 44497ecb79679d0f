//! The cards: `A`, `B`, `C`, … numbered from 0 (GU-SETUP-1), and sets of them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most cards a deck may have (GU-SETUP-1).
pub const MAX_CARDS: u8 = 15;

/// One card, by its index in the deck: 0 is `A`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    /// The card's letter, `A` for 0.
    pub fn letter(self) -> char {
        char::from(b'A' + self.0)
    }

    /// Reads a card's letter in a deck of `cards` cards.
    pub fn parse(text: &str, cards: u8) -> Option<Card> {
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let index = (letter as u32).checked_sub('A' as u32)?;
        (chars.next().is_none() && index < u32::from(cards)).then_some(Card(index as u8))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A set of cards as a bit mask, sent as the list of its cards in deck order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Card>", from = "Vec<Card>")]
pub struct CardSet(u16);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// The whole deck of `cards` cards.
    pub fn deck(cards: u8) -> CardSet {
        CardSet((1u16 << cards) - 1)
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    pub fn without(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in deck order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..16u8).map(Card).filter(move |&card| self.contains(card))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }
}

impl From<CardSet> for Vec<Card> {
    fn from(set: CardSet) -> Vec<Card> {
        set.iter().collect()
    }
}

impl From<Vec<Card>> for CardSet {
    fn from(cards: Vec<Card>) -> CardSet {
        cards.into_iter().filter(|card| card.0 < 16).collect()
    }
}
