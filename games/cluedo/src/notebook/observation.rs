//! What one seat knows, as numbered entries so that a conflict can name them.
//!
//! Entries come from the seat's own view and the events redacted for it
//! ([`Observations::from_events`]), or are typed by a person at a physical table
//! ("companion mode") through [`Observations::add`]. Hand sizes are public (CL-INFO-4,
//! CL-SETUP-13) and fixed for the whole game.

use super::words::Person;
use crate::cards::{Card, CardSet, Suspect, Triple};
use crate::view::View;
use whodunit_engine::Seat;

/// One thing the seat learnt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The seat holds the card: the notebook's own hand, or a card shown to it.
    Holds { seat: Seat, card: Card },
    /// The seat passed on a suggestion: it holds none of the cards (CL-REFUTE-3).
    LacksAll { seat: Seat, cards: CardSet },
    /// The seat refuted someone else's suggestion with a card the notebook did not see: it
    /// holds at least one of the cards (CL-REFUTE-4).
    HoldsOneOf { seat: Seat, cards: CardSet },
    /// The envelope, seen after the notebook's own wrong accusation (CL-ACCUSE-7) or at the
    /// end of the game.
    Envelope(Triple),
    /// The notebook's own accusation was wrong and the envelope stayed hidden.
    NotEnvelope(Triple),
}

/// An entry with where it came from, in words ("turn 7: Colonel Mustard passed ...").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noted {
    pub entry: Entry,
    pub origin: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observations {
    pub(super) me: Seat,
    pub(super) suspects: Vec<Suspect>,
    pub(super) hand_sizes: Vec<u8>,
    pub(super) entries: Vec<Noted>,
    /// Reading events: the turn, and the suggestion being answered.
    pub(super) turn: u32,
    pub(super) suggestion: Option<(Seat, Triple)>,
}

/// The cards outside the envelope, dealt to the players (CL-SETUP-13).
pub const DEALT: usize = Card::COUNT - 3;

impl Observations {
    /// An empty notebook for `me` at a table where seat `s` plays `suspects[s]` with
    /// `hand_sizes[s]` cards. Panics unless the sizes deal exactly the 18 cards.
    pub fn new(me: Seat, suspects: Vec<Suspect>, hand_sizes: Vec<u8>) -> Observations {
        assert_eq!(suspects.len(), hand_sizes.len(), "one hand size per seat");
        assert!(me.index() < suspects.len(), "the notebook's seat plays");
        assert_eq!(
            hand_sizes.iter().map(|&n| n as usize).sum::<usize>(),
            DEALT,
            "the hands hold the 18 cards outside the envelope"
        );
        Observations {
            me,
            suspects,
            hand_sizes,
            entries: Vec::new(),
            turn: 0,
            suggestion: None,
        }
    }

    /// The notebook of the seat viewing `view`, holding its own hand (CL-INFO-1).
    pub fn for_seat(view: &View) -> Observations {
        let me = view.viewer.seat().expect("a notebook belongs to a seat");
        let mut observations = Observations::new(
            me,
            view.seats.iter().map(|s| s.suspect).collect(),
            view.seats.iter().map(|s| s.hand_size).collect(),
        );
        for card in view.hand.unwrap_or_default().iter() {
            observations.add(Entry::Holds { seat: me, card }, "your hand".to_string());
        }
        observations
    }

    /// Appends an entry without any check: cheap, for building by hand.
    pub fn add(&mut self, entry: Entry, origin: String) {
        self.entries.push(Noted { entry, origin });
    }

    /// Removes the last entry (a checked addition that turned out contradictory).
    pub(super) fn pop(&mut self) -> Option<Noted> {
        self.entries.pop()
    }

    pub fn entries(&self) -> &[Noted] {
        &self.entries
    }

    pub fn me(&self) -> Seat {
        self.me
    }

    pub fn seat_count(&self) -> usize {
        self.suspects.len()
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.suspects.len() as u8).map(Seat)
    }

    pub fn hand_size(&self, seat: Seat) -> u8 {
        self.hand_sizes[seat.index()]
    }

    pub fn suspect(&self, seat: Seat) -> Suspect {
        self.suspects[seat.index()]
    }

    /// The seat as the notebook's sentences name it.
    pub fn person(&self, seat: Seat) -> Person {
        Person {
            suspect: self.suspect(seat),
            is_me: seat == self.me,
        }
    }
}
