//! Shared helpers for the Bakerstreet rules tests: cards and letters in the spec's notation
//! (`A3x2` is seat 0's 3 with x2, `B0STOP` seat 1's 0 with STOP), a layout builder that
//! fills in the cards a test does not care about, and play helpers.
//!
//! Each integration test compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod random;

use whodunit_bakerstreet::{
    Action, Bakerstreet, Config, DetectiveCard, Event, Face, Letter, Snapshot, State,
};
use whodunit_engine::{Game, RuleError, Seat, Viewer};

/// Anna and Bruno, as in the worked examples.
pub const ANNA: Seat = Seat(0);
pub const BRUNO: Seat = Seat(1);

/// A card in the spec's notation: the owner's initial (A for seat 0, B for seat 1), then
/// the face (`A3x2`, `B0STOP`, `A4ARROW`, `B5`).
pub fn card(text: &str) -> DetectiveCard {
    let owner = match text.chars().next() {
        Some('A') => ANNA,
        Some('B') => BRUNO,
        _ => panic!("a card starts with A or B: {text:?}"),
    };
    face(&text[1..]).of(owner)
}

pub fn cards(list: &[&str]) -> Vec<DetectiveCard> {
    list.iter().map(|c| card(c)).collect()
}

/// A face in the spec's notation without the owner (`3x2`).
pub fn face(text: &str) -> Face {
    Face::parse(text).unwrap_or_else(|| panic!("no face {text:?}"))
}

pub fn letter(c: char) -> Letter {
    Letter::from_char(c).unwrap_or_else(|| panic!("no letter {c:?}"))
}

/// Letters from a string such as `"KCRFFM"` (spaces and commas ignored).
pub fn letters(text: &str) -> Vec<Letter> {
    text.chars()
        .filter(|c| c.is_ascii_alphabetic())
        .map(letter)
        .collect()
}

/// A move placing the hand card `face` (`"3x2"`) at `position` and bidding `bid`.
pub fn mv(face_text: &str, position: u8, bid: u8) -> Action {
    Action::Move {
        card: Some(face(face_text)),
        position,
        bid,
    }
}

pub fn take(c: char) -> Action {
    Action::Take(letter(c))
}

/// A game laid out by hand. Whatever a test leaves out is filled in: each seat's remaining
/// detective cards go under its given draw pile (or onto its discard pile) in canonical
/// order, and the remaining evidence letters are shared, in alphabetical order, among the
/// piles not given.
#[derive(Clone, Debug)]
pub struct Layout {
    pub config: Config,
    pub seed: u64,
    round: u32,
    to_move: Seat,
    bids: Vec<u8>,
    draw: [Vec<Face>; 2],
    hands: [Vec<Face>; 2],
    discards: [Vec<Face>; 2],
    stacks: [Vec<DetectiveCard>; 5],
    piles: [Option<Vec<Letter>>; 5],
    collections: [Vec<Letter>; 2],
    leftovers: [Leftovers; 2],
}

/// Where a layout puts a seat's cards that a test did not place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leftovers {
    /// Under the given draw pile.
    Draw,
    /// Under the given discard pile.
    Discard,
    /// Under the given cards of a detective stack.
    Stack(usize),
}

impl Default for Layout {
    fn default() -> Layout {
        Layout::new()
    }
}

impl Layout {
    /// Round 1, Anna to move, no bid, empty hands, stacks, discards and collections.
    pub fn new() -> Layout {
        Layout {
            config: Config::default(),
            seed: 0,
            round: 1,
            to_move: ANNA,
            bids: Vec::new(),
            draw: Default::default(),
            hands: Default::default(),
            discards: Default::default(),
            stacks: Default::default(),
            piles: Default::default(),
            collections: Default::default(),
            leftovers: [Leftovers::Draw; 2],
        }
    }

    fn faces(seat: Seat, list: &[&str]) -> Vec<Face> {
        list.iter()
            .map(|text| {
                let c = card(text);
                assert_eq!(c.owner, seat, "{text} is not a card of {seat}");
                c.face()
            })
            .collect()
    }

    pub fn config(mut self, config: Config) -> Layout {
        self.config = config;
        self
    }

    pub fn seed(mut self, seed: u64) -> Layout {
        self.seed = seed;
        self
    }

    pub fn round(mut self, round: u32) -> Layout {
        self.round = round;
        self
    }

    pub fn mover(mut self, seat: Seat) -> Layout {
        self.to_move = seat;
        self
    }

    /// This round's bids, oldest first; the last is the opponent's of `to_move`.
    pub fn bids(mut self, bids: &[u8]) -> Layout {
        self.bids = bids.to_vec();
        self
    }

    pub fn hand(mut self, seat: Seat, list: &[&str]) -> Layout {
        self.hands[seat.index()] = Layout::faces(seat, list);
        self
    }

    /// The top of `seat`'s draw pile, top first; the leftovers go below.
    pub fn draw(mut self, seat: Seat, list: &[&str]) -> Layout {
        self.draw[seat.index()] = Layout::faces(seat, list);
        self
    }

    /// `seat`'s discard pile, top first.
    pub fn discard(mut self, seat: Seat, list: &[&str]) -> Layout {
        self.discards[seat.index()] = Layout::faces(seat, list);
        self
    }

    /// Where `seat`'s leftover cards go (its draw pile unless told).
    pub fn leftovers(mut self, seat: Seat, place: Leftovers) -> Layout {
        self.leftovers[seat.index()] = place;
        self
    }

    /// Detective stack `position`, top first.
    pub fn stack(mut self, position: usize, list: &[&str]) -> Layout {
        self.stacks[position] = cards(list);
        self
    }

    /// Evidence pile `position`, top first.
    pub fn pile(mut self, position: usize, text: &str) -> Layout {
        self.piles[position] = Some(letters(text));
        self
    }

    pub fn collection(mut self, seat: Seat, text: &str) -> Layout {
        self.collections[seat.index()] = letters(text);
        self
    }

    /// The detective cards of `seat` the layout does not place, in canonical order.
    fn unplaced(&self, seat: Seat) -> Vec<Face> {
        let s = seat.index();
        let mut left: Vec<Face> = self
            .config
            .detective_composition
            .canonical_deck()
            .expect("a valid table")
            .to_vec();
        let used = self.draw[s]
            .iter()
            .chain(&self.hands[s])
            .chain(&self.discards[s])
            .copied()
            .chain(
                self.stacks
                    .iter()
                    .flatten()
                    .filter(|c| c.owner == seat)
                    .map(|c| c.face()),
            );
        for face in used {
            let i = left
                .iter()
                .position(|&f| f == face)
                .unwrap_or_else(|| panic!("{seat} has no more {face} cards"));
            left.remove(i);
        }
        left
    }

    pub fn snapshot(&self) -> Snapshot {
        let mut draw_piles = self.draw.clone();
        let mut discards = self.discards.clone();
        let mut stacks = self.stacks.clone();
        for seat in [ANNA, BRUNO] {
            let s = seat.index();
            let unplaced = self.unplaced(seat);
            match self.leftovers[s] {
                Leftovers::Draw => draw_piles[s].extend(unplaced),
                Leftovers::Discard => discards[s].extend(unplaced),
                Leftovers::Stack(p) => stacks[p].extend(unplaced.iter().map(|f| f.of(seat))),
            }
        }
        let mut left: Vec<Letter> = Letter::all().flat_map(|l| [l, l]).collect();
        for given in self.piles.iter().flatten().chain(&self.collections) {
            for l in given {
                let i = left
                    .iter()
                    .position(|x| x == l)
                    .unwrap_or_else(|| panic!("a third {l}"));
                left.remove(i);
            }
        }
        let open: Vec<usize> = (0..5).filter(|&p| self.piles[p].is_none()).collect();
        let mut evidence: [Vec<Letter>; 5] = self.piles.clone().map(Option::unwrap_or_default);
        if open.is_empty() {
            assert!(left.is_empty(), "no pile takes the letters left: {left:?}");
        } else {
            let (per, extra) = (left.len() / open.len(), left.len() % open.len());
            let mut rest = left.into_iter();
            for (k, &p) in open.iter().enumerate() {
                evidence[p] = rest.by_ref().take(per + usize::from(k < extra)).collect();
            }
        }
        Snapshot {
            round: self.round,
            to_move: self.to_move,
            bids: self.bids.clone(),
            draw_piles,
            hands: self.hands.clone(),
            discards,
            stacks,
            evidence,
            collections: self.collections.clone(),
        }
    }

    pub fn state(&self) -> State {
        State::from_snapshot(&self.config, self.seed, &self.snapshot())
            .unwrap_or_else(|e| panic!("the layout is refused: {e}"))
    }
}

/// Applies an action that must be accepted and returns its events.
#[track_caller]
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    match Bakerstreet::apply(state, seat, &action) {
        Ok(events) => events,
        Err(error) => panic!("{seat} {action:?} refused: {error}"),
    }
}

/// Checks that `action` is refused under `rule` and that the refusal changed nothing.
#[track_caller]
pub fn refused(state: &mut State, seat: Seat, action: Action, rule: &str) -> RuleError {
    let before = state.clone();
    match Bakerstreet::apply(state, seat, &action) {
        Ok(events) => panic!("{seat} {action:?} was accepted, expected {rule}: {events:?}"),
        Err(error) => {
            assert_eq!(error.rule, rule, "{seat} {action:?}: {error}");
            assert!(*state == before, "a refused action changed the state");
            error
        }
    }
}

/// What `viewer` sees of each event.
pub fn seen_by(events: &[Event], viewer: Viewer) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| Bakerstreet::redact(e, viewer))
        .collect()
}

/// Anna challenges Bruno's bid on empty hands: a bid of 1 makes her the challenge winner,
/// a bid of 0 makes Bruno the winner (0 is not below 0). Returns the events.
pub fn challenge_won_by(layout: Layout, winner: Seat) -> (State, Vec<Event>) {
    let bid = if winner == ANNA { 1 } else { 0 };
    let mut state = layout.mover(ANNA).bids(&[bid]).state();
    let events = play(&mut state, ANNA, Action::Challenge);
    (state, events)
}

/// [`challenge_won_by`], then the winner chooses `position`. Returns every event.
pub fn evaluate(layout: Layout, winner: Seat, position: u8) -> (State, Vec<Event>) {
    let (mut state, mut events) = challenge_won_by(layout, winner);
    events.extend(play(&mut state, winner, Action::Choose(position)));
    (state, events)
}

/// The cards processed, in order, among `events`.
pub fn processed(events: &[Event]) -> Vec<DetectiveCard> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Processed { card, .. } => Some(*card),
            _ => None,
        })
        .collect()
}

/// The `(position, scores, winner, arrow)` of each evaluation among `events`.
pub fn evaluations(events: &[Event]) -> Vec<(u8, [u8; 2], Seat, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Evaluated {
                position,
                scores,
                winner,
                arrow,
                ..
            } => Some((*position, *scores, *winner, *arrow)),
            _ => None,
        })
        .collect()
}

/// The stack at `position`, top first.
pub fn stack(state: &State, position: usize) -> Vec<DetectiveCard> {
    state.stack(position).collect()
}

pub fn hand(state: &State, seat: Seat) -> Vec<DetectiveCard> {
    state.hand(seat).collect()
}

pub fn pile(state: &State, position: usize) -> Vec<Letter> {
    state.evidence_pile(position).collect()
}

pub fn discard_pile(state: &State, seat: Seat) -> Vec<DetectiveCard> {
    state.discard_pile(seat).collect()
}

/// Plays out the evaluation phase: each evaluation winner takes the first card it may.
/// Returns the events.
pub fn finish_phase(state: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    while let whodunit_bakerstreet::Phase::Take { taker, .. } = state.phase() {
        let first = Bakerstreet::legal_actions(state, taker)[0];
        events.extend(play(state, taker, first));
    }
    events
}
