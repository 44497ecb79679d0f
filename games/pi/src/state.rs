//! The full state of a game, secrets included: a few hundred bytes inline, with nothing on
//! the heap except the list of wrong attempts (empty in most games) and a shared explicit
//! setup, so simulations clone it cheaply. Only [`crate::view`] turns it into what a seat
//! may see.

use crate::board::{Layout, Slot, Token, SLOTS};
use crate::config::{Deal, MAX_PLAYERS, MINI_GAMES};
use crate::elements::{Case, Element, Location, ELEMENTS};
use serde::Serialize;
use std::sync::Arc;
use whodunit_engine::{GameRng, InlineList, Seat};

/// Investigators per player for the whole game (§1.4, PI-INVESTIGATOR-4).
pub const INVESTIGATORS: u8 = 5;
/// Cards in a full display (PI-SETUP-9).
pub const DISPLAY: usize = 9;
/// The score track's spaces, in order (PI-SCORE-1).
pub const SCORE_TRACK: [u8; 5] = [7, 5, 3, 1, 0];
/// Points lost per penalty step (PI-SCORE-8).
pub const PENALTY_POINTS: i32 = 2;

/// A placed investigator as the state keeps it: its location index and its tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Placed {
    pub(crate) location: u8,
    pub(crate) discs: u8,
    pub(crate) cubes: u8,
}

/// A placed investigator and the tokens on it (PI-INFO-5). Which type each token stands
/// for is never said (PI-INFO-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Investigator {
    pub location: Location,
    pub discs: u8,
    pub cubes: u8,
}

impl From<Placed> for Investigator {
    fn from(placed: Placed) -> Investigator {
        Investigator {
            location: Location::from_index(usize::from(placed.location)),
            discs: placed.discs,
            cubes: placed.cubes,
        }
    }
}

/// A token of one player in a slot (PI-INFO-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Mark {
    pub slot: Slot,
    pub token: Token,
}

/// A wrong solve attempt of this mini-game (PI-SOLVE-10, PI-INFO-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Attempt {
    pub seat: Seat,
    pub case: Case,
}

/// Fills unused seats of the per-seat arrays.
pub(crate) const NO_CASE: Case = Case::from_ids(1, 1, 1);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) players: u8,
    pub(crate) rng: GameRng,
    /// The explicit deals of the first mini-games, if the configuration gave any.
    pub(crate) explicit: Option<Arc<[Deal]>>,
    /// 1, 2 or 3.
    pub(crate) mini_game: u8,
    /// Counted from 1 in each mini-game (PI-MINIGAME-8).
    pub(crate) round: u16,
    pub(crate) start: Seat,
    /// The seat to act, or the last to act once the game is over.
    pub(crate) active: Seat,
    pub(crate) over: bool,
    /// The current space, an index into [`SCORE_TRACK`].
    pub(crate) space: u8,
    /// Whether anyone solved in the current round (PI-SCORE-4).
    pub(crate) solved_this_round: bool,
    /// Seats that solved this mini-game, as a bit mask.
    pub(crate) solved: u8,
    /// By seat: the case that seat must solve, held by its right neighbour (PI-SETUP-3).
    pub(crate) cases: [Case; MAX_PLAYERS],
    pub(crate) layout: Layout,
    /// Element codes in display order; new cards join at the end.
    pub(crate) display: InlineList<u8, DISPLAY>,
    /// Element codes; the last is the top.
    pub(crate) deck: InlineList<u8, ELEMENTS>,
    /// Element codes, oldest first.
    pub(crate) discard: InlineList<u8, ELEMENTS>,
    /// By seat: the cards kept face up (PI-EVIDENCE-10), as element-code bits.
    pub(crate) kept: [u64; MAX_PLAYERS],
    /// By seat: the investigators placed this mini-game, in order.
    pub(crate) investigators: [InlineList<Placed, { INVESTIGATORS as usize }>; MAX_PLAYERS],
    pub(crate) unused: [u8; MAX_PLAYERS],
    /// By seat: the slots holding one of its discs or cubes, as slot-code bits.
    pub(crate) discs: [u64; MAX_PLAYERS],
    pub(crate) cubes: [u64; MAX_PLAYERS],
    /// By seat and mini-game: the points scored (0 until scored).
    pub(crate) scores: [[u8; MINI_GAMES as usize]; MAX_PLAYERS],
    pub(crate) penalties: [u16; MAX_PLAYERS],
    pub(crate) wrong: Vec<Attempt>,
}

/// The next seat clockwise (PI-SETUP-2).
pub fn left_neighbour(seat: Seat, players: usize) -> Seat {
    Seat(((seat.index() + 1) % players) as u8)
}

/// The previous seat clockwise, who holds `seat`'s case (PI-SETUP-3).
pub fn right_neighbour(seat: Seat, players: usize) -> Seat {
    Seat(((seat.index() + players - 1) % players) as u8)
}

impl State {
    /// A game of `players` before its first deal, in mini-game 1, round 1.
    pub(crate) fn empty(players: u8, rng: GameRng, explicit: Option<Arc<[Deal]>>) -> State {
        State {
            players,
            rng,
            explicit,
            mini_game: 1,
            round: 1,
            start: Seat(0),
            active: Seat(0),
            over: false,
            space: 0,
            solved_this_round: false,
            solved: 0,
            cases: [NO_CASE; MAX_PLAYERS],
            layout: Layout::from_ids([0; 14], [0; 14]),
            display: InlineList::new(),
            deck: InlineList::new(),
            discard: InlineList::new(),
            kept: [0; MAX_PLAYERS],
            investigators: [InlineList::new(); MAX_PLAYERS],
            unused: [INVESTIGATORS; MAX_PLAYERS],
            discs: [0; MAX_PLAYERS],
            cubes: [0; MAX_PLAYERS],
            scores: [[0; MINI_GAMES as usize]; MAX_PLAYERS],
            penalties: [0; MAX_PLAYERS],
            wrong: Vec::new(),
        }
    }

    pub fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.players).map(Seat)
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn mini_game(&self) -> u8 {
        self.mini_game
    }

    pub fn round(&self) -> u16 {
        self.round
    }

    pub fn start_player(&self) -> Seat {
        self.start
    }

    /// The value of the current score space (PI-SCORE-2).
    pub fn score_value(&self) -> u8 {
        SCORE_TRACK[usize::from(self.space)]
    }

    /// The case `seat` must solve (a secret: never show it to a seat, see `view`).
    pub fn case(&self, seat: Seat) -> Case {
        self.cases[seat.index()]
    }

    /// The seat holding `seat`'s case (PI-SETUP-3).
    pub fn holder(&self, seat: Seat) -> Seat {
        right_neighbour(seat, self.seat_count())
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn display(&self) -> impl Iterator<Item = Element> + '_ {
        codes(self.display.as_slice())
    }

    /// The deck, top first (its order is a secret).
    pub fn deck(&self) -> impl Iterator<Item = Element> + '_ {
        self.deck
            .as_slice()
            .iter()
            .rev()
            .map(|&c| Element::from_code(c))
    }

    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }

    /// The discard pile, oldest first.
    pub fn discard(&self) -> impl Iterator<Item = Element> + '_ {
        codes(self.discard.as_slice())
    }

    /// The cards `seat` keeps face up, in code order.
    pub fn kept(&self, seat: Seat) -> impl Iterator<Item = Element> {
        bits(self.kept[seat.index()]).map(Element::from_code)
    }

    pub fn investigators(&self, seat: Seat) -> impl Iterator<Item = Investigator> + '_ {
        let placed = self.investigators[seat.index()].as_slice();
        placed.iter().map(|&p| Investigator::from(p))
    }

    pub fn unused_investigators(&self, seat: Seat) -> u8 {
        self.unused[seat.index()]
    }

    /// The tokens `seat` has in slots, in slot order.
    pub fn marks(&self, seat: Seat) -> impl Iterator<Item = Mark> {
        let (discs, cubes) = (self.discs[seat.index()], self.cubes[seat.index()]);
        (0..SLOTS as u8).filter_map(move |code| {
            let token = if discs >> code & 1 == 1 {
                Token::Disc
            } else if cubes >> code & 1 == 1 {
                Token::Cube
            } else {
                return None;
            };
            Some(Mark {
                slot: Slot::from_code(code),
                token,
            })
        })
    }

    /// Whether `slot` is marked by `seat` (§1.5).
    pub fn is_marked(&self, seat: Seat, slot: Slot) -> bool {
        (self.discs[seat.index()] | self.cubes[seat.index()]) >> slot.code() & 1 == 1
    }

    pub fn has_solved(&self, seat: Seat) -> bool {
        self.solved >> seat.index() & 1 == 1
    }

    /// `seat`'s points for mini-games 1..3 (0 for one not scored yet).
    pub fn mini_game_scores(&self, seat: Seat) -> [u8; MINI_GAMES as usize] {
        self.scores[seat.index()]
    }

    pub fn penalty_steps(&self, seat: Seat) -> u16 {
        self.penalties[seat.index()]
    }

    /// The mini-game scores minus two points per penalty step (PI-SCORE-10).
    pub fn final_score(&self, seat: Seat) -> i32 {
        let points: i32 = self.scores[seat.index()]
            .iter()
            .map(|&p| i32::from(p))
            .sum();
        points - PENALTY_POINTS * i32::from(self.penalties[seat.index()])
    }

    /// The wrong attempts of this mini-game, oldest first.
    pub fn wrong_attempts(&self) -> &[Attempt] {
        &self.wrong
    }

    /// Places by seat (1 is first) by final score, then unused investigators, then fewer
    /// penalty steps; seats equal on all three share a place (PI-END-2 to PI-END-6).
    pub fn places(&self) -> Vec<u8> {
        let key = |seat: Seat| {
            (
                self.final_score(seat),
                self.unused_investigators(seat),
                std::cmp::Reverse(self.penalty_steps(seat)),
            )
        };
        self.seats()
            .map(|seat| 1 + self.seats().filter(|&o| key(o) > key(seat)).count() as u8)
            .collect()
    }

    /// The seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        let places = self.places();
        self.seats().filter(|s| places[s.index()] == 1).collect()
    }
}

fn codes(list: &[u8]) -> impl Iterator<Item = Element> + '_ {
    list.iter().map(|&c| Element::from_code(c))
}

/// The set bits of `mask`, lowest first.
pub(crate) fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            bit
        })
    })
}
