//! The full state of a game, secrets included. Only [`crate::view`] turns it into what a
//! seat may see.

use crate::actions::EndReason;
use crate::board::{Position, SquareSet};
use crate::cards::{CardSet, Room, Suspect, Triple};
use crate::movement::Reach;
use whodunit_engine::{GameRng, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) seats: u8,
    /// The suspect each seat controls; entries past `seats` are unused.
    pub(crate) seat_suspect: [Suspect; 6],
    pub(crate) modern_suggestion_rule: bool,
    pub(crate) hide_envelope_from_wrong_accuser: bool,
    pub(crate) turn_limit: Option<u32>,
    pub(crate) rng: GameRng,
    /// Explicit die results still to use before the generator takes over.
    pub(crate) dice: Vec<u8>,
    pub(crate) rolls: u32,
    /// Every pawn by suspect, played or not.
    pub(crate) pawns: [Position; 6],
    /// Every weapon's room by weapon.
    pub(crate) weapons: [Room; 6],
    /// Hands by seat.
    pub(crate) hands: [CardSet; 6],
    pub(crate) envelope: Triple,
    pub(crate) dealer: Seat,
    pub(crate) active: Seat,
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    /// Seats that accused wrongly, as a bit mask.
    pub(crate) eliminated: u8,
    /// The active pawn entered its room this turn by a move or passage (CL-SUGGEST-10).
    pub(crate) entered_this_turn: bool,
    /// Seats whose pawn a suggestion summoned since their last turn ended (CL-SUGGEST-10).
    pub(crate) summoned: u8,
    /// `shown[to][by]`: the cards seat `by` has shown to seat `to`.
    pub(crate) shown: [[CardSet; 6]; 6],
    pub(crate) winner: Option<Seat>,
}

/// Where the current turn stands (CL-TURN-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The active player chooses how to move: `Roll`, or from a room `Passage` or `Stay`.
    StartOfTurn,
    /// The die showed `die`; the player must pick one of `reach`.
    Moving {
        die: u8,
        reach: Reach,
    },
    /// Movement is over: suggest (once), accuse, or end the turn.
    AfterMove {
        suggested: bool,
    },
    /// `refuter` must show one of `options` to `suggester` (CL-REFUTE-11).
    Refuting {
        suggestion: Triple,
        suggester: Seat,
        refuter: Seat,
        options: CardSet,
    },
    Over {
        reason: EndReason,
    },
}

impl State {
    pub fn seat_count(&self) -> usize {
        self.seats as usize
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.seats).map(Seat)
    }

    pub fn suspect_of(&self, seat: Seat) -> Suspect {
        self.seat_suspect[seat.index()]
    }

    pub fn seat_of(&self, suspect: Suspect) -> Option<Seat> {
        self.seats().find(|&s| self.suspect_of(s) == suspect)
    }

    pub fn position_of(&self, seat: Seat) -> Position {
        self.pawns[self.suspect_of(seat).index()]
    }

    pub fn pawn(&self, suspect: Suspect) -> Position {
        self.pawns[suspect.index()]
    }

    pub fn weapon_room(&self, weapon: crate::cards::Weapon) -> Room {
        self.weapons[weapon.index()]
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    pub fn envelope(&self) -> Triple {
        self.envelope
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn rolls(&self) -> u32 {
        self.rolls
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated & (1 << seat.0) != 0
    }

    /// Heap memory owned by the state (explicit die results only), for size reports.
    pub fn heap_bytes(&self) -> usize {
        self.dice.capacity()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// The squares holding a pawn, leaving out `except`'s.
    pub(crate) fn occupied_except(&self, except: Option<Suspect>) -> SquareSet {
        let mut set = SquareSet::default();
        for suspect in Suspect::all().filter(|&s| Some(s) != except) {
            if let Position::Square(square) = self.pawns[suspect.index()] {
                set.insert(square);
            }
        }
        set
    }

    /// The next seat clockwise after `seat` that is still in play; `seat` itself if it is
    /// the only one left (CL-TURN-3, CL-END-3).
    pub(crate) fn next_in_play(&self, seat: Seat) -> Option<Seat> {
        (1..=self.seats)
            .map(|k| Seat((seat.0 + k) % self.seats))
            .find(|&s| !self.is_eliminated(s))
    }
}
