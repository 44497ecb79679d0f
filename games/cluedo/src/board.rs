//! The board as data for movement: walkable squares, their neighbours, doors, start squares
//! and distances to rooms, built once from [`crate::board_data::GRID`].

use crate::board_data::{GRID, ROOM_LETTERS};
use crate::cards::{Room, Suspect};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::VecDeque;
use std::fmt;
use std::sync::LazyLock;

pub const ROWS: usize = 25;
pub const COLS: usize = 24;

/// A walkable square, as an index into [`Board::coords`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u8);

impl Square {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn at(row: usize, col: usize) -> Option<Square> {
        BOARD.square_at(row, col)
    }
    pub fn coords(self) -> (usize, usize) {
        let (r, c) = BOARD.coords[self.index()];
        (r as usize, c as usize)
    }
}

/// Where a pawn is: on a square, or in a room (a room is one place, not a set of squares).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    Square(Square),
    Room(Room),
}

impl Position {
    pub fn room(self) -> Option<Room> {
        match self {
            Position::Room(room) => Some(room),
            Position::Square(_) => None,
        }
    }

    /// Reads `"18,7"` (row, column) or a room name.
    pub fn parse(text: &str) -> Option<Position> {
        let text = text.trim().trim_start_matches('(').trim_end_matches(')');
        if let Some((row, col)) = text.split_once(',') {
            let row = row.trim().parse().ok()?;
            let col = col.trim().parse().ok()?;
            return Square::at(row, col).map(Position::Square);
        }
        Room::parse(text).map(Position::Room)
    }
}

impl Position {
    /// How many places a pawn can be: every walkable square, then the nine rooms.
    pub fn count() -> usize {
        BOARD.square_count() + Room::COUNT
    }

    /// This place's number below [`Position::count`]: squares in board order, then rooms
    /// in canonical order.
    pub fn number(self) -> usize {
        match self {
            Position::Square(square) => square.index(),
            Position::Room(room) => BOARD.square_count() + room.index(),
        }
    }

    /// The place numbered `number`, if there is one.
    pub fn numbered(number: usize) -> Option<Position> {
        let squares = BOARD.square_count();
        if number < squares {
            Some(Position::Square(Square(number as u8)))
        } else {
            (number < Position::count()).then(|| Position::Room(Room((number - squares) as u8)))
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Square(square) => {
                let (r, c) = square.coords();
                write!(f, "{r},{c}")
            }
            Position::Room(room) => f.write_str(room.key()),
        }
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Position::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{text:?} is neither a walkable square \"row,col\" nor a room"
            ))
        })
    }
}

/// A set of squares as a bit mask (188 squares fit in three words).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet([u64; 3]);

impl SquareSet {
    pub fn contains(&self, s: Square) -> bool {
        self.0[s.index() / 64] & (1 << (s.index() % 64)) != 0
    }
    pub fn insert(&mut self, s: Square) {
        self.0[s.index() / 64] |= 1 << (s.index() % 64);
    }
    pub fn remove(&mut self, s: Square) {
        self.0[s.index() / 64] &= !(1 << (s.index() % 64));
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 3]
    }
    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        (0..BOARD.coords.len() as u8)
            .map(Square)
            .filter(|&s| self.contains(s))
    }
}

/// What a grid cell shows, for drawing the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Outside,
    Cellar,
    Room(Room),
    Walk(Square),
}

pub struct Board {
    /// (row, col) of each walkable square.
    pub coords: Vec<(u8, u8)>,
    cells: [[Cell; COLS]; ROWS],
    /// Walkable orthogonal neighbours of each square.
    neighbours: Vec<Vec<Square>>,
    /// The room a square's door leads into, for the 17 door thresholds.
    door_into: Vec<Option<Room>>,
    /// The thresholds of each room's doors.
    doors: [Vec<Square>; 9],
    /// Each suspect's start square.
    pub starts: [Square; 6],
    /// Fewest steps from a square to be inside each room, ignoring pawns.
    room_distance: Vec<[u8; 9]>,
}

pub static BOARD: LazyLock<Board> = LazyLock::new(Board::build);

impl Board {
    fn build() -> Board {
        let mut cells = [[Cell::Outside; COLS]; ROWS];
        let mut coords = Vec::new();
        let mut starts = [Square(0); 6];
        for (r, line) in GRID.iter().enumerate() {
            for (c, ch) in line.bytes().enumerate() {
                cells[r][c] = match ch {
                    b'#' => Cell::Outside,
                    b'X' => Cell::Cellar,
                    b'.' | b'^' | b'v' | b'<' | b'>' | b'1'..=b'6' => {
                        let square = Square(coords.len() as u8);
                        coords.push((r as u8, c as u8));
                        if ch.is_ascii_digit() {
                            starts[(ch - b'1') as usize] = square;
                        }
                        Cell::Walk(square)
                    }
                    letter => {
                        let room = ROOM_LETTERS
                            .iter()
                            .position(|&l| l == letter)
                            .expect("board data has only known letters");
                        Cell::Room(Room(room as u8))
                    }
                };
            }
        }
        let walk = |r: isize, c: isize| -> Option<Square> {
            if r < 0 || c < 0 || r >= ROWS as isize || c >= COLS as isize {
                return None;
            }
            match cells[r as usize][c as usize] {
                Cell::Walk(s) => Some(s),
                _ => None,
            }
        };
        let mut neighbours = vec![Vec::new(); coords.len()];
        let mut door_into = vec![None; coords.len()];
        let mut doors: [Vec<Square>; 9] = Default::default();
        for (i, &(r, c)) in coords.iter().enumerate() {
            let (r, c) = (r as isize, c as isize);
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                if let Some(n) = walk(r + dr, c + dc) {
                    neighbours[i].push(n);
                }
            }
            let arrow = GRID[r as usize].as_bytes()[c as usize];
            let step = match arrow {
                b'^' => Some((-1, 0)),
                b'v' => Some((1, 0)),
                b'<' => Some((0, -1)),
                b'>' => Some((0, 1)),
                _ => None,
            };
            if let Some((dr, dc)) = step {
                let Cell::Room(room) = cells[(r + dr) as usize][(c + dc) as usize] else {
                    panic!("door arrow at ({r},{c}) does not point into a room");
                };
                door_into[i] = Some(room);
                doors[room.index()].push(Square(i as u8));
            }
        }
        let mut board = Board {
            coords,
            cells,
            neighbours,
            door_into,
            doors,
            starts,
            room_distance: Vec::new(),
        };
        board.room_distance = board.compute_room_distances();
        board
    }

    fn compute_room_distances(&self) -> Vec<[u8; 9]> {
        let mut table = vec![[u8::MAX; 9]; self.coords.len()];
        for room in Room::all() {
            let distances = self.distances_from(&self.doors[room.index()], &SquareSet::default());
            for (i, d) in distances.into_iter().enumerate() {
                if let Some(d) = d {
                    table[i][room.index()] = d.saturating_add(1);
                }
            }
        }
        table
    }

    /// Breadth-first step counts from `sources` over squares not in `blocked`.
    pub fn distances_from(&self, sources: &[Square], blocked: &SquareSet) -> Vec<Option<u8>> {
        let mut dist = vec![None; self.coords.len()];
        let mut queue = VecDeque::new();
        for &s in sources {
            if !blocked.contains(s) {
                dist[s.index()] = Some(0);
                queue.push_back(s);
            }
        }
        while let Some(s) = queue.pop_front() {
            let d = dist[s.index()].expect("queued squares have a distance");
            for &n in &self.neighbours[s.index()] {
                if dist[n.index()].is_none() && !blocked.contains(n) {
                    dist[n.index()] = Some(d + 1);
                    queue.push_back(n);
                }
            }
        }
        dist
    }

    pub fn square_at(&self, row: usize, col: usize) -> Option<Square> {
        match self.cell(row, col) {
            Cell::Walk(s) => Some(s),
            _ => None,
        }
    }

    pub fn cell(&self, row: usize, col: usize) -> Cell {
        if row < ROWS && col < COLS {
            self.cells[row][col]
        } else {
            Cell::Outside
        }
    }

    pub fn neighbours(&self, s: Square) -> &[Square] {
        &self.neighbours[s.index()]
    }

    pub fn door_into(&self, s: Square) -> Option<Room> {
        self.door_into[s.index()]
    }

    pub fn doors(&self, room: Room) -> &[Square] {
        &self.doors[room.index()]
    }

    pub fn start(&self, suspect: Suspect) -> Square {
        self.starts[suspect.index()]
    }

    pub fn square_count(&self) -> usize {
        self.coords.len()
    }

    /// Fewest steps from `from` to be inside `room`, ignoring pawns and the die. From a room,
    /// this counts the step out through a door; a secret passage counts as one step.
    pub fn steps_to_room(&self, from: Position, room: Room) -> u8 {
        match from {
            Position::Square(s) => self.room_distance[s.index()][room.index()],
            Position::Room(here) if here == room => 0,
            Position::Room(here) if here.passage() == Some(room) => 1,
            Position::Room(here) => self.doors[here.index()]
                .iter()
                .map(|t| self.room_distance[t.index()][room.index()].saturating_add(1))
                .min()
                .unwrap_or(u8::MAX),
        }
    }

    /// The room nearest to `from` in steps over squares not in `blocked` (ties to the room
    /// earlier in canonical order), or `None` if no room can be reached.
    pub fn nearest_room(&self, from: Square, blocked: &SquareSet) -> Option<Room> {
        let dist = self.distances_from(&[from], blocked);
        Room::all()
            .filter_map(|room| {
                self.doors[room.index()]
                    .iter()
                    .filter_map(|t| dist[t.index()])
                    .min()
                    .map(|d| (d, room))
            })
            .min()
            .map(|(_, room)| room)
    }
}
