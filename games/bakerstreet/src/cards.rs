//! The Bakerstreet components (bakerstreet.md §1, §2): detective cards with their symbols,
//! the evidence letters A..T, and the one configurable table of the detective decks
//! (`detective_composition`). No other module assumes how many symbol cards a deck holds.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use whodunit_engine::{RuleError, Seat};

/// The highest value a detective card shows (BS-SETUP-2).
pub const MAX_VALUE: u8 = 5;
/// Cards in one detective deck (BS-SETUP-2).
pub const DECK_SIZE: usize = 30;
/// Cards of each value in one deck (BS-SETUP-2).
pub const PER_VALUE: u8 = 5;
/// Letters A..T (BS-SETUP-5).
pub const LETTERS: usize = 20;
/// Evidence cards: two of each letter (BS-SETUP-5).
pub const EVIDENCE_CARDS: usize = 2 * LETTERS;
/// The length of a winning run (BS-END-1).
pub const WINNING_RUN: u8 = 7;

/// The symbol a detective card may show (BS-SETUP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Symbol {
    /// Processing of the stack ends after this card (BS-SYMBOL-2).
    #[serde(rename = "stop")]
    Stop,
    /// The owner's score in this evaluation is doubled (BS-SYMBOL-3).
    #[serde(rename = "x2")]
    Double,
    /// The next position is evaluated too (BS-SYMBOL-7).
    #[serde(rename = "arrow")]
    Arrow,
}

impl Symbol {
    /// In canonical order (§2: STOP, x2, ARROW).
    pub const ALL: [Symbol; 3] = [Symbol::Stop, Symbol::Double, Symbol::Arrow];

    /// The name printed in the spec's card notation (`3STOP`, `3x2`, `3ARROW`).
    pub fn label(self) -> &'static str {
        match self {
            Symbol::Stop => "STOP",
            Symbol::Double => "x2",
            Symbol::Arrow => "ARROW",
        }
    }
}

/// What a detective card shows, without its colour: how a player names a card of its own.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Face {
    pub value: u8,
    #[serde(default)]
    pub symbol: Option<Symbol>,
}

impl Face {
    pub const fn new(value: u8, symbol: Option<Symbol>) -> Face {
        Face { value, symbol }
    }

    /// This face in `owner`'s colour.
    pub fn of(self, owner: Seat) -> DetectiveCard {
        DetectiveCard {
            owner,
            value: self.value,
            symbol: self.symbol,
        }
    }

    /// Reads the spec's notation without the owner: `2`, `3x2`, `3STOP`, `0ARROW` (any case).
    pub fn parse(text: &str) -> Option<Face> {
        let text = text.trim();
        let digits = text.chars().take_while(char::is_ascii_digit).count();
        let value: u8 = text.get(..digits)?.parse().ok()?;
        let rest = &text[digits..];
        let symbol = match rest.to_ascii_lowercase().as_str() {
            "" => None,
            "stop" => Some(Symbol::Stop),
            "x2" => Some(Symbol::Double),
            "arrow" => Some(Symbol::Arrow),
            _ => return None,
        };
        (value <= MAX_VALUE).then_some(Face { value, symbol })
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value)?;
        match self.symbol {
            Some(symbol) => f.write_str(symbol.label()),
            None => Ok(()),
        }
    }
}

/// A detective card: its owner (colour), value and symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DetectiveCard {
    pub owner: Seat,
    pub value: u8,
    pub symbol: Option<Symbol>,
}

impl DetectiveCard {
    pub fn face(self) -> Face {
        Face {
            value: self.value,
            symbol: self.symbol,
        }
    }
}

/// A detective card packed into one byte for the state: bits 0-2 the value, bits 3-4 the
/// symbol (0 none, then STOP, x2, ARROW), bit 5 the owner. Only valid cards are packed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Card(u8);

impl Card {
    pub(crate) fn pack(card: DetectiveCard) -> Card {
        let symbol = match card.symbol {
            None => 0,
            Some(Symbol::Stop) => 1,
            Some(Symbol::Double) => 2,
            Some(Symbol::Arrow) => 3,
        };
        Card(card.value | symbol << 3 | card.owner.0 << 5)
    }

    pub(crate) fn owner(self) -> Seat {
        Seat(self.0 >> 5)
    }

    pub(crate) fn value(self) -> u8 {
        self.0 & 0b111
    }

    pub(crate) fn symbol(self) -> Option<Symbol> {
        match (self.0 >> 3) & 0b11 {
            0 => None,
            s => Some(Symbol::ALL[usize::from(s) - 1]),
        }
    }

    pub(crate) fn face(self) -> Face {
        Face::new(self.value(), self.symbol())
    }

    pub(crate) fn unpack(self) -> DetectiveCard {
        self.face().of(self.owner())
    }
}

/// An evidence letter, A..T. Serialised as its one-letter string.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Letter(u8);

impl Letter {
    /// Letter `index` of A..T (0 is A), if there is one.
    pub fn new(index: u8) -> Option<Letter> {
        (usize::from(index) < LETTERS).then_some(Letter(index))
    }

    pub fn from_char(c: char) -> Option<Letter> {
        let upper = c.to_ascii_uppercase();
        upper
            .is_ascii_uppercase()
            .then(|| Letter::new(upper as u8 - b'A'))
            .flatten()
    }

    pub fn all() -> impl Iterator<Item = Letter> + Clone {
        (0..LETTERS as u8).map(Letter)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn char(self) -> char {
        char::from(b'A' + self.0)
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl Serialize for Letter {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buffer = [0u8; 4];
        s.serialize_str(self.char().encode_utf8(&mut buffer))
    }
}

impl<'de> Deserialize<'de> for Letter {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Letter, D::Error> {
        let text = String::deserialize(d)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Letter::from_char), chars.next()) {
            (Some(letter), None) => Ok(letter),
            _ => Err(serde::de::Error::custom(format!(
                "an evidence letter is one of A to T, not {text:?}"
            ))),
        }
    }
}

/// The length of the longest run of consecutive letters in `letters` (BS-END-1, BS-END-2):
/// distinct letters count once, and T is not followed by A. 0 for no letters.
pub fn longest_run(letters: impl IntoIterator<Item = Letter>) -> u8 {
    let mut present = 0u32;
    for letter in letters {
        present |= 1 << letter.0;
    }
    let (mut best, mut current) = (0u8, 0u8);
    for index in 0..LETTERS {
        current = if present & (1 << index) != 0 {
            current + 1
        } else {
            0
        };
        best = best.max(current);
    }
    best
}

/// One row of the deck table (§2): how many cards of `value` are plain or show each symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompositionRow {
    pub value: u8,
    pub plain: u8,
    pub stop: u8,
    pub x2: u8,
    pub arrow: u8,
    /// The cards of this value: must equal the four counts before it (BS-SETUP-3).
    pub cards: u8,
}

impl CompositionRow {
    /// The counts in canonical order: plain, STOP, x2, ARROW (§2).
    fn counts(&self) -> [(Option<Symbol>, u8); 4] {
        [
            (None, self.plain),
            (Some(Symbol::Stop), self.stop),
            (Some(Symbol::Double), self.x2),
            (Some(Symbol::Arrow), self.arrow),
        ]
    }
}

/// The detective deck composition (`detective_composition`, §2): the one table every deck
/// follows. Both decks use it (BS-SETUP-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Composition {
    pub rows: Vec<CompositionRow>,
}

impl Default for Composition {
    /// The documented assumption of §2: for each value two plain cards and one of each symbol.
    fn default() -> Composition {
        Composition {
            rows: (0..=MAX_VALUE)
                .map(|value| CompositionRow {
                    value,
                    plain: 2,
                    stop: 1,
                    x2: 1,
                    arrow: 1,
                    cards: PER_VALUE,
                })
                .collect(),
        }
    }
}

impl Composition {
    /// The deck in canonical order (§2, BS-SETUP-14): rows by ascending value, within a row
    /// plain cards, then STOP, x2, ARROW. Refuses a table that breaks BS-SETUP-2 (30 cards,
    /// five of each value 0..5) or BS-SETUP-3 (each card plain or with exactly one symbol).
    pub fn canonical_deck(&self) -> Result<[Face; DECK_SIZE], RuleError> {
        let mut rows: [Option<&CompositionRow>; MAX_VALUE as usize + 1] = Default::default();
        for row in &self.rows {
            let slot = rows.get_mut(usize::from(row.value)).ok_or_else(|| {
                RuleError::new(
                    "BS-SETUP-2",
                    format!("detective values run from 0 to 5, not {}", row.value),
                )
            })?;
            if slot.replace(row).is_some() {
                return Err(RuleError::new(
                    "BS-SETUP-2",
                    format!("value {} has more than one row", row.value),
                ));
            }
        }
        let mut deck = [Face::default(); DECK_SIZE];
        let mut next = 0;
        for (value, row) in rows.iter().enumerate() {
            let row = row
                .ok_or_else(|| RuleError::new("BS-SETUP-2", format!("value {value} has no row")))?;
            if row.cards != PER_VALUE {
                return Err(RuleError::new(
                    "BS-SETUP-2",
                    format!("a deck has five cards of value {value}, not {}", row.cards),
                ));
            }
            let listed: u32 = row.counts().iter().map(|&(_, n)| u32::from(n)).sum();
            if listed != u32::from(row.cards) {
                return Err(RuleError::new(
                    "BS-SETUP-3",
                    format!(
                        "each card of value {value} is plain or shows one symbol, so the \
                         plain and symbol counts must add up to {}, not {listed}",
                        row.cards
                    ),
                ));
            }
            for (symbol, count) in row.counts() {
                for _ in 0..count {
                    deck[next] = Face::new(value as u8, symbol);
                    next += 1;
                }
            }
        }
        Ok(deck)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_every_card() {
        for owner in [Seat(0), Seat(1)] {
            for value in 0..=MAX_VALUE {
                for symbol in [None].into_iter().chain(Symbol::ALL.map(Some)) {
                    let card = Face::new(value, symbol).of(owner);
                    assert_eq!(Card::pack(card).unpack(), card);
                }
            }
        }
    }

    #[test]
    fn faces_read_and_print_the_spec_notation() {
        for text in ["2", "3x2", "3STOP", "0ARROW"] {
            assert_eq!(
                Face::parse(text).map(|f| f.to_string()).as_deref(),
                Some(text)
            );
        }
        assert_eq!(Face::parse("4stop"), Some(Face::new(4, Some(Symbol::Stop))));
        for bad in ["", "6", "x2", "3x3", "12"] {
            assert_eq!(Face::parse(bad), None, "{bad}");
        }
    }
}
