//! The component tables of §1.3 and §1.4: suspects, crimes and locations with their ids and
//! names, elements (any of the three), cases and evidence cards (one per element).
//!
//! Ids are those of the spec (suspects 1..12, crimes 1..10, locations 1..14) and are what
//! JSON carries; a value of these types always holds a valid id.

use serde::{Deserialize, Serialize};
use std::fmt;

pub const SUSPECT_NAMES: [&str; 12] = [
    "Bubbles", "Doc", "Dutch", "Earl", "Frenchy", "Knuckles", "Maurice", "Pinky", "Pop", "Queenie",
    "Rusty", "Shorty",
];

pub const CRIME_NAMES: [&str; 10] = [
    "Bank Job",
    "Blackmail",
    "Forgery",
    "Jewellery Heist",
    "Kidnapping",
    "Mob Killing",
    "Murder",
    "Police Corruption",
    "Protection Racket",
    "Smuggling",
];

pub const LOCATION_NAMES: [&str; 14] = [
    "Lakeside",
    "Forest Park",
    "Little Italy",
    "Trocadero",
    "Ocean Drive",
    "China Town",
    "Central Station",
    "Main Street",
    "Road House",
    "Union Square",
    "Downtown",
    "Rick's Café",
    "Waterfront",
    "Skid Row",
];

/// Every element: 12 suspects, 10 crimes and 14 locations (§1.3).
pub const ELEMENTS: usize = 36;

/// One component type with ids `1..=names.len()`, serialised as its id.
macro_rules! component {
    ($name:ident, $names:ident, $what:literal) => {
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(try_from = "u8", into = "u8")]
        pub struct $name(u8);

        impl $name {
            pub const COUNT: usize = $names.len();

            /// The component with spec id `id`, if there is one.
            pub fn new(id: u8) -> Option<$name> {
                (1..=Self::COUNT as u8).contains(&id).then_some($name(id))
            }

            pub fn id(self) -> u8 {
                self.0
            }

            /// Position in `0..COUNT`.
            pub fn index(self) -> usize {
                usize::from(self.0 - 1)
            }

            /// The component at position `index` of `0..COUNT`; the caller keeps it in range.
            pub(crate) const fn from_index(index: usize) -> $name {
                $name(index as u8 + 1)
            }

            pub fn name(self) -> &'static str {
                $names[self.index()]
            }

            /// Every component of this type, in id order.
            pub fn all() -> impl Iterator<Item = $name> {
                (0..Self::COUNT).map($name::from_index)
            }
        }

        impl TryFrom<u8> for $name {
            type Error = String;
            fn try_from(id: u8) -> Result<$name, String> {
                $name::new(id)
                    .ok_or_else(|| format!("{} ids run from 1 to {}, not {id}", $what, Self::COUNT))
            }
        }

        impl From<$name> for u8 {
            fn from(value: $name) -> u8 {
                value.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

component!(Suspect, SUSPECT_NAMES, "suspect");
component!(Crime, CRIME_NAMES, "crime");
component!(Location, LOCATION_NAMES, "location");

/// The type of an element, which is also the kind of a slot (§1.1, §1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ElementType {
    Suspect,
    Crime,
    Location,
}

impl ElementType {
    pub const ALL: [ElementType; 3] = [
        ElementType::Suspect,
        ElementType::Crime,
        ElementType::Location,
    ];

    /// 0, 1 or 2, in the order of `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The elements of this type in id order.
    pub fn elements(self) -> impl Iterator<Item = Element> {
        let first = match self {
            ElementType::Suspect => 0,
            ElementType::Crime => Suspect::COUNT,
            ElementType::Location => Suspect::COUNT + Crime::COUNT,
        };
        Element::all()
            .skip(first)
            .take_while(move |e| e.kind() == self)
    }
}

/// A suspect, a crime or a location; also an evidence card, since there is exactly one card
/// per element (§1.4). JSON: `{"suspect": 10}`, `{"crime": 6}`, `{"location": 5}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    Suspect(Suspect),
    Crime(Crime),
    Location(Location),
}

impl Element {
    pub fn kind(self) -> ElementType {
        match self {
            Element::Suspect(_) => ElementType::Suspect,
            Element::Crime(_) => ElementType::Crime,
            Element::Location(_) => ElementType::Location,
        }
    }

    /// The position of this element among the elements of its type, from 0.
    pub fn index_in_type(self) -> usize {
        match self {
            Element::Suspect(s) => s.index(),
            Element::Crime(c) => c.index(),
            Element::Location(l) => l.index(),
        }
    }

    /// A number in `0..36`: suspects, then crimes, then locations, each in id order. The
    /// state stores cards this way, and this is the canonical order shuffles start from.
    pub fn code(self) -> u8 {
        match self {
            Element::Suspect(s) => s.index() as u8,
            Element::Crime(c) => (Suspect::COUNT + c.index()) as u8,
            Element::Location(l) => (Suspect::COUNT + Crime::COUNT + l.index()) as u8,
        }
    }

    /// The element of `code`; codes the state holds are always in range.
    pub(crate) fn from_code(code: u8) -> Element {
        let code = usize::from(code);
        if code < Suspect::COUNT {
            Element::Suspect(Suspect::from_index(code))
        } else if code < Suspect::COUNT + Crime::COUNT {
            Element::Crime(Crime::from_index(code - Suspect::COUNT))
        } else {
            Element::Location(Location::from_index(code - Suspect::COUNT - Crime::COUNT))
        }
    }

    /// All 36 elements in code order.
    pub fn all() -> impl Iterator<Item = Element> {
        (0..ELEMENTS as u8).map(Element::from_code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Element::Suspect(s) => s.name(),
            Element::Crime(c) => c.name(),
            Element::Location(l) => l.name(),
        }
    }
}

impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A secret case, or a solve attempt naming one (§1.5, PI-SOLVE-1).
/// JSON: `{"suspect": 10, "crime": 6, "location": 5}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Case {
    pub suspect: Suspect,
    pub crime: Crime,
    pub location: Location,
}

impl Case {
    /// The case's element of type `kind`.
    pub fn element(self, kind: ElementType) -> Element {
        match kind {
            ElementType::Suspect => Element::Suspect(self.suspect),
            ElementType::Crime => Element::Crime(self.crime),
            ElementType::Location => Element::Location(self.location),
        }
    }

    /// The three elements: suspect, crime, location.
    pub fn elements(self) -> [Element; 3] {
        ElementType::ALL.map(|kind| self.element(kind))
    }

    /// How many cases there are (12 x 10 x 14).
    pub const COUNT: usize = Suspect::COUNT * Crime::COUNT * Location::COUNT;

    /// Position in `Case::all()`.
    pub fn index(self) -> usize {
        (self.suspect.index() * Crime::COUNT + self.crime.index()) * Location::COUNT
            + self.location.index()
    }

    /// The case at position `index` of `Case::all()`, if there is one.
    pub fn from_index(index: usize) -> Option<Case> {
        (index < Case::COUNT).then(|| Case {
            suspect: Suspect::from_index(index / (Crime::COUNT * Location::COUNT)),
            crime: Crime::from_index(index / Location::COUNT % Crime::COUNT),
            location: Location::from_index(index % Location::COUNT),
        })
    }

    /// Every possible case (12 x 10 x 14), suspects slowest, locations fastest.
    pub fn all() -> impl Iterator<Item = Case> {
        Suspect::all().flat_map(|suspect| {
            Crime::all().flat_map(move |crime| {
                Location::all().map(move |location| Case {
                    suspect,
                    crime,
                    location,
                })
            })
        })
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / {} / {}", self.suspect, self.crime, self.location)
    }
}

impl Case {
    /// The case of the given ids; the caller keeps them in range.
    pub(crate) const fn from_ids(suspect: u8, crime: u8, location: u8) -> Case {
        Case {
            suspect: Suspect::from_index(suspect as usize - 1),
            crime: Crime::from_index(crime as usize - 1),
            location: Location::from_index(location as usize - 1),
        }
    }
}
