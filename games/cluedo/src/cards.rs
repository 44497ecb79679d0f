//! The Cluedo components (cluedo.md, Introduction): six suspects, six weapons, nine rooms,
//! each with a machine key, an English name and an Italian display name, listed in
//! canonical order. Every other module names components only through these tables.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

pub struct Names {
    pub key: &'static str,
    pub english: &'static str,
    pub italian: &'static str,
    /// Other names a person may type.
    pub aliases: &'static [&'static str],
}

const fn names(
    key: &'static str,
    english: &'static str,
    italian: &'static str,
    aliases: &'static [&'static str],
) -> Names {
    Names {
        key,
        english,
        italian,
        aliases,
    }
}

pub const SUSPECT_NAMES: [Names; 6] = [
    names("scarlett", "Miss Scarlett", "Miss Scarlet", &["scarlet"]),
    names("mustard", "Colonel Mustard", "Colonnello Mustard", &[]),
    names("white", "Mrs White", "Signora Bianchi", &[]),
    names("green", "Reverend Green", "Dottor Verde", &["mr green"]),
    names("peacock", "Mrs Peacock", "Signora Pavone", &[]),
    names("plum", "Professor Plum", "Professor Plum", &[]),
];

pub const WEAPON_NAMES: [Names; 6] = [
    names("dagger", "Dagger", "Pugnale", &["knife"]),
    names("candlestick", "Candlestick", "Candeliere", &[]),
    names("revolver", "Revolver", "Rivoltella", &[]),
    names("rope", "Rope", "Corda", &[]),
    names("lead_pipe", "Lead Pipe", "Spranga", &["lead piping"]),
    names("wrench", "Wrench", "Chiave inglese", &["spanner"]),
];

pub const ROOM_NAMES: [Names; 9] = [
    names("kitchen", "Kitchen", "Cucina", &[]),
    names("ballroom", "Ballroom", "Sala da ballo", &[]),
    names("conservatory", "Conservatory", "Veranda", &[]),
    names("dining_room", "Dining Room", "Sala da pranzo", &[]),
    names("billiard_room", "Billiard Room", "Sala del biliardo", &[]),
    names("library", "Library", "Biblioteca", &[]),
    names("lounge", "Lounge", "Salotto", &[]),
    names("hall", "Hall", "Anticamera", &["ingresso"]),
    names("study", "Study", "Studio", &[]),
];

/// Finds a component by key, English or Italian name or alias, ignoring case, spaces,
/// underscores and a leading title.
fn lookup(table: &[Names], text: &str) -> Option<usize> {
    let wanted = normalise(text);
    table.iter().position(|n| {
        normalise(n.key) == wanted
            || normalise(n.english) == wanted
            || normalise(n.italian) == wanted
            || n.aliases.iter().any(|a| normalise(a) == wanted)
            || normalise(n.english).ends_with(&wanted) && wanted.len() >= 4
    })
}

fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

macro_rules! component {
    ($name:ident, $table:ident, $what:literal) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u8);

        impl $name {
            pub const COUNT: usize = $table.len();

            pub fn all() -> impl Iterator<Item = $name> + Clone {
                (0..Self::COUNT as u8).map($name)
            }
            pub fn index(self) -> usize {
                self.0 as usize
            }
            pub fn names(self) -> &'static Names {
                &$table[self.index()]
            }
            pub fn key(self) -> &'static str {
                self.names().key
            }
            pub fn parse(text: &str) -> Option<Self> {
                lookup(&$table, text).map(|i| $name(i as u8))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.names().english)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.key())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                $name::parse(&text)
                    .ok_or_else(|| serde::de::Error::custom(format!("unknown {}: {text:?}", $what)))
            }
        }
    };
}

component!(Suspect, SUSPECT_NAMES, "suspect");
component!(Weapon, WEAPON_NAMES, "weapon");
component!(Room, ROOM_NAMES, "room");

impl Suspect {
    pub const SCARLETT: Suspect = Suspect(0);
    pub const MUSTARD: Suspect = Suspect(1);
    pub const WHITE: Suspect = Suspect(2);
    pub const GREEN: Suspect = Suspect(3);
    pub const PEACOCK: Suspect = Suspect(4);
    pub const PLUM: Suspect = Suspect(5);

    /// Pawn colour (cluedo.md, Introduction).
    pub fn colour(self) -> &'static str {
        ["red", "yellow", "white", "green", "blue", "purple"][self.index()]
    }
}

impl Room {
    /// The other end of this room's secret passage (CL-MOVE-18): Kitchen and Study,
    /// Conservatory and Lounge.
    pub fn passage(self) -> Option<Room> {
        const PASSAGES: [Option<u8>; 9] = [
            Some(8),
            None,
            Some(6),
            None,
            None,
            None,
            Some(2),
            None,
            Some(0),
        ];
        PASSAGES[self.index()].map(Room)
    }
}

/// One of the 21 cards: suspects 0..6, weapons 6..12, rooms 12..21 (canonical order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    Suspect,
    Weapon,
    Room,
}

impl Card {
    pub const COUNT: usize = 21;

    pub fn all() -> impl Iterator<Item = Card> + Clone {
        (0..Self::COUNT as u8).map(Card)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn category(self) -> Category {
        match self.0 {
            0..6 => Category::Suspect,
            6..12 => Category::Weapon,
            _ => Category::Room,
        }
    }
    pub fn names(self) -> &'static Names {
        match self.category() {
            Category::Suspect => &SUSPECT_NAMES[self.index()],
            Category::Weapon => &WEAPON_NAMES[self.index() - 6],
            Category::Room => &ROOM_NAMES[self.index() - 12],
        }
    }
    pub fn key(self) -> &'static str {
        self.names().key
    }
    pub fn parse(text: &str) -> Option<Card> {
        Suspect::parse(text)
            .map(Card::from)
            .or_else(|| Weapon::parse(text).map(Card::from))
            .or_else(|| Room::parse(text).map(Card::from))
    }
}

impl From<Suspect> for Card {
    fn from(s: Suspect) -> Card {
        Card(s.0)
    }
}
impl From<Weapon> for Card {
    fn from(w: Weapon) -> Card {
        Card(6 + w.0)
    }
}
impl From<Room> for Card {
    fn from(r: Room) -> Card {
        Card(12 + r.0)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.names().english)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Card::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown card: {text:?}")))
    }
}

/// A set of cards as a bit mask: cheap to copy, compare and intersect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u32);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Card::all().filter(move |&c| self.contains(c))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<Card>::deserialize(d)?.into_iter().collect())
    }
}

/// The three envelope cards, or any suspect-weapon-room triple (an accusation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Triple {
    pub suspect: Suspect,
    pub weapon: Weapon,
    pub room: Room,
}

impl Triple {
    /// The triple of an envelope's three cards: one suspect, one weapon, one room, in
    /// card order. Panics on another set.
    pub fn of_cards(cards: CardSet) -> Triple {
        let mut iter = cards.iter();
        let mut next = || iter.next().expect("an envelope holds three cards");
        let (suspect, weapon, room) = (next(), next(), next());
        assert!(
            suspect.category() == Category::Suspect
                && weapon.category() == Category::Weapon
                && room.category() == Category::Room,
            "an envelope holds a suspect, a weapon and a room"
        );
        Triple {
            suspect: Suspect(suspect.0),
            weapon: Weapon(weapon.0 - 6),
            room: Room(room.0 - 12),
        }
    }

    pub fn cards(self) -> CardSet {
        [
            Card::from(self.suspect),
            Card::from(self.weapon),
            Card::from(self.room),
        ]
        .into_iter()
        .collect()
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}, {}", self.suspect, self.weapon, self.room)
    }
}
