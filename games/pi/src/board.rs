//! The board: the 14 locations and their 29 adjacencies (§1.1, §1.2), a tile layout
//! (PI-SETUP-8), slots, and the one geometric answer behind every result (PI-INVESTIGATOR-5,
//! PI-EVIDENCE-5, PI-EVIDENCE-6).

use crate::elements::{Crime, Element, ElementType, Location, Suspect, ELEMENTS};
use serde::{Deserialize, Serialize};

/// Locations on the board.
pub const LOCATIONS: usize = Location::COUNT;

/// The 29 undirected edges of §1.2, by location id.
pub const EDGES: [(u8, u8); 29] = [
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 4),
    (2, 5),
    (3, 4),
    (3, 6),
    (3, 7),
    (4, 5),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 7),
    (6, 10),
    (7, 8),
    (7, 10),
    (7, 11),
    (8, 9),
    (8, 11),
    (8, 12),
    (9, 12),
    (10, 11),
    (10, 13),
    (11, 12),
    (11, 13),
    (11, 14),
    (12, 14),
    (13, 14),
];

/// Neighbours of each location as a bit mask over location indices.
const NEIGHBOURS: [u16; LOCATIONS] = {
    let mut masks = [0u16; LOCATIONS];
    let mut i = 0;
    while i < EDGES.len() {
        let (a, b) = (EDGES[i].0 as usize - 1, EDGES[i].1 as usize - 1);
        masks[a] |= 1 << b;
        masks[b] |= 1 << a;
        i += 1;
    }
    masks
};

impl Location {
    /// Whether `self` and `other` share one of the 29 edges; never true of itself.
    pub fn is_adjacent(self, other: Location) -> bool {
        adjacent(self.index(), other.index())
    }

    /// The neighbours in id order.
    pub fn neighbours(self) -> impl Iterator<Item = Location> {
        Location::all().filter(move |&other| self.is_adjacent(other))
    }
}

pub(crate) fn adjacent(a: usize, b: usize) -> bool {
    NEIGHBOURS[a] & (1 << b) != 0
}

/// A disc or a cube (§1.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    Disc,
    Cube,
}

/// The answer for a case element at location `element_at` probed at location `probe`: a
/// disc there, a cube next door, else nothing. Placing an investigator probes its location
/// (PI-INVESTIGATOR-5); an evidence card probes its element's location, where "same
/// location" means "same element" because a location has one slot of each type
/// (PI-EVIDENCE-5, PI-EVIDENCE-6).
pub(crate) fn answer(element_at: usize, probe: usize) -> Option<Token> {
    if element_at == probe {
        Some(Token::Disc)
    } else if adjacent(element_at, probe) {
        Some(Token::Cube)
    } else {
        None
    }
}

/// One of a location's three slots (§1.1). JSON: `{"location": 9, "kind": "crime"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slot {
    pub location: Location,
    pub kind: ElementType,
}

/// Slots on the board.
pub(crate) const SLOTS: usize = LOCATIONS * 3;

impl Slot {
    /// A number in `0..42`, the bit of this slot in a mark mask.
    pub(crate) fn code(self) -> u8 {
        (self.location.index() * 3 + self.kind.index()) as u8
    }

    pub(crate) fn from_code(code: u8) -> Slot {
        let code = usize::from(code);
        Slot {
            location: Location::from_index(code / 3),
            kind: ElementType::ALL[code % 3],
        }
    }
}

/// Which tile lies in which slot (PI-SETUP-8), with each element's location worked out
/// once. JSON: `{"suspect_tiles": [...], "crime_tiles": [...]}`, 14 entries each in
/// location id order, `null` for a blank tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(into = "Tiles")]
pub struct Layout {
    /// By location index: the suspect id, 0 for No Suspect.
    suspects: [u8; LOCATIONS],
    /// By location index: the crime id, 0 for No Crime.
    crimes: [u8; LOCATIONS],
    /// By element code: the index of its location, `pos(E)` of §1.5.
    pos: [u8; ELEMENTS],
}

/// The tiles as lists by location, `None` for a blank: the shape of JSON and setups.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tiles {
    pub suspect_tiles: Vec<Option<Suspect>>,
    pub crime_tiles: Vec<Option<Crime>>,
}

impl From<Layout> for Tiles {
    fn from(layout: Layout) -> Tiles {
        Tiles {
            suspect_tiles: Location::all().map(|l| layout.suspect_at(l)).collect(),
            crime_tiles: Location::all().map(|l| layout.crime_at(l)).collect(),
        }
    }
}

impl Layout {
    /// The layout of the given tile ids by location index (0 for a blank). Every suspect
    /// and crime must appear exactly once; setup checks that (PI-SETUP-8).
    pub(crate) fn from_ids(suspects: [u8; LOCATIONS], crimes: [u8; LOCATIONS]) -> Layout {
        let mut pos = [0u8; ELEMENTS];
        for location in 0..LOCATIONS {
            let at = location as u8;
            if let Some(s) = Suspect::new(suspects[location]) {
                pos[usize::from(Element::Suspect(s).code())] = at;
            }
            if let Some(c) = Crime::new(crimes[location]) {
                pos[usize::from(Element::Crime(c).code())] = at;
            }
            pos[usize::from(Element::Location(Location::from_index(location)).code())] = at;
        }
        Layout {
            suspects,
            crimes,
            pos,
        }
    }

    /// The layout of `tiles`, or why the game's setup cannot produce it: each slot list
    /// has 14 tiles, and every suspect and crime lies in exactly one slot, so the blanks
    /// are the 2 No Suspect and 4 No Crime tiles (PI-SETUP-8, §1.4).
    pub fn from_tiles(tiles: &Tiles) -> Result<Layout, String> {
        fn ids<T: Copy + PartialEq>(
            slots: &[Option<T>],
            all: impl Iterator<Item = T>,
            id: fn(T) -> u8,
            name: fn(T) -> &'static str,
            what: &str,
        ) -> Result<[u8; LOCATIONS], String> {
            if slots.len() != LOCATIONS {
                return Err(format!(
                    "the board has 14 {what} slots, one at each location, not {} (PI-SETUP-8)",
                    slots.len()
                ));
            }
            for tile in all {
                let at: Vec<&str> = slots
                    .iter()
                    .zip(Location::all())
                    .filter(|(t, _)| **t == Some(tile))
                    .map(|(_, l)| l.name())
                    .collect();
                match at[..] {
                    [_] => {}
                    [] => {
                        return Err(format!(
                            "the {what} tile {} is on no location: every {what} tile lies on \
                             the board (PI-SETUP-8)",
                            name(tile)
                        ))
                    }
                    _ => {
                        return Err(format!(
                            "the {what} tile {} is on {}: there is one tile of each {what} \
                             (PI-SETUP-8)",
                            name(tile),
                            at.join(" and ")
                        ))
                    }
                }
            }
            let mut out = [0u8; LOCATIONS];
            for (slot, tile) in out.iter_mut().zip(slots) {
                *slot = tile.map_or(0, id);
            }
            Ok(out)
        }
        let suspects = ids(
            &tiles.suspect_tiles,
            Suspect::all(),
            Suspect::id,
            Suspect::name,
            "suspect",
        )?;
        let crimes = ids(
            &tiles.crime_tiles,
            Crime::all(),
            Crime::id,
            Crime::name,
            "crime",
        )?;
        Ok(Layout::from_ids(suspects, crimes))
    }

    /// The suspect tile at `location`, `None` for No Suspect.
    pub fn suspect_at(&self, location: Location) -> Option<Suspect> {
        Suspect::new(self.suspects[location.index()])
    }

    /// The crime tile at `location`, `None` for No Crime.
    pub fn crime_at(&self, location: Location) -> Option<Crime> {
        Crime::new(self.crimes[location.index()])
    }

    /// The element in `slot`, `None` for a blank tile.
    pub fn element_at(&self, slot: Slot) -> Option<Element> {
        match slot.kind {
            ElementType::Suspect => self.suspect_at(slot.location).map(Element::Suspect),
            ElementType::Crime => self.crime_at(slot.location).map(Element::Crime),
            ElementType::Location => Some(Element::Location(slot.location)),
        }
    }

    /// `pos(E)`: the location whose slot holds `element` (§1.5).
    pub fn position(&self, element: Element) -> Location {
        Location::from_index(self.pos_index(element))
    }

    pub(crate) fn pos_index(&self, element: Element) -> usize {
        usize::from(self.pos[usize::from(element.code())])
    }

    /// "E's tile": the slot holding `element` (PI-EVIDENCE-3).
    pub fn tile_of(&self, element: Element) -> Slot {
        Slot {
            location: self.position(element),
            kind: element.kind(),
        }
    }
}
