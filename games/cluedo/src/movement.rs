//! Where a pawn can go on a roll (CL-MOVE-3 to CL-MOVE-14): every destination reached by a
//! path of distinct, unoccupied squares that takes exactly the rolled number of steps and
//! ends on a square, or at most that number and ends by stepping through a door.

use crate::board::{Position, Square, SquareSet, BOARD};
use crate::cards::Room;

/// The legal destinations of one roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reach {
    pub squares: SquareSet,
    /// Bit `r` set when room `r` can be entered.
    pub rooms: u16,
}

impl Reach {
    pub fn contains(&self, to: Position) -> bool {
        match to {
            Position::Square(s) => self.squares.contains(s),
            Position::Room(r) => self.rooms & (1 << r.0) != 0,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.squares.is_empty() && self.rooms == 0
    }

    pub fn rooms(&self) -> impl Iterator<Item = Room> + '_ {
        Room::all().filter(|r| self.rooms & (1 << r.0) != 0)
    }

    /// Every destination: rooms first, then squares in board order.
    pub fn destinations(&self) -> impl Iterator<Item = Position> + '_ {
        self.rooms()
            .map(Position::Room)
            .chain(self.squares.iter().map(Position::Square))
    }
}

/// All destinations for a pawn at `from` after rolling `die`, with `occupied` holding the
/// squares of every other pawn.
pub fn reachable(from: Position, die: u8, occupied: &SquareSet) -> Reach {
    let mut search = Search {
        reach: Reach::default(),
        occupied,
        visited: SquareSet::default(),
        home_room: from.room(),
    };
    match from {
        Position::Square(start) => {
            search.visited.insert(start);
            search.explore(start, die);
        }
        Position::Room(room) => {
            // CL-MOVE-5: the step out onto a free threshold is the first step (CL-MOVE-13).
            for &threshold in BOARD.doors(room) {
                if !occupied.contains(threshold) {
                    search.visited = SquareSet::default();
                    search.visited.insert(threshold);
                    search.explore(threshold, die - 1);
                }
            }
        }
    }
    search.reach
}

struct Search<'a> {
    reach: Reach,
    occupied: &'a SquareSet,
    visited: SquareSet,
    home_room: Option<Room>,
}

impl Search<'_> {
    /// The pawn stands on `at` with `left` steps still to take.
    fn explore(&mut self, at: Square, left: u8) {
        if left == 0 {
            self.reach.squares.insert(at);
            return;
        }
        if let Some(room) = BOARD.door_into(at) {
            // CL-MOVE-9b, CL-MOVE-10, CL-MOVE-14.
            if Some(room) != self.home_room {
                self.reach.rooms |= 1 << room.0;
            }
        }
        for &next in BOARD.neighbours(at) {
            if !self.visited.contains(next) && !self.occupied.contains(next) {
                self.visited.insert(next);
                self.explore(next, left - 1);
                self.visited.remove(next);
            }
        }
    }
}
