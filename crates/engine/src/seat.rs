use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking at the game. A view or event is always built for one viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: sees public information and its own secrets.
    Seat(Seat),
    /// Someone watching: public information only.
    Spectator,
    /// Sees everything: for replays after the end, tests and debugging, never for a live seat.
    Omniscient,
}

impl Viewer {
    /// The seat behind this viewer, if it is one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whether this viewer may see what only `owner` may see.
    pub fn sees_secrets_of(self, owner: Seat) -> bool {
        match self {
            Viewer::Seat(seat) => seat == owner,
            Viewer::Spectator => false,
            Viewer::Omniscient => true,
        }
    }
}
