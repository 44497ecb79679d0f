//! The full state of a match, secrets included, in fixed-size arrays so it is cheap to copy.

use crate::actions::{Agent, MeetingKind};
use crate::config::{ExplicitSetup, MAX_PLAYERS};
use crate::elements::{BlackKind, Card, Fragment, Identity, Location, Number};
use std::sync::Arc;
use whodunit_engine::{Contest, GameRng, Seat};

/// Games in a match before it ends without a 3-point player (IK-SERIES-16).
pub const MAX_GAMES: u16 = 20;
/// Rounds in a game before it is drawn (IK-SERIES-06).
pub const MAX_ROUNDS: u8 = 50;
/// Points that end a match (IK-SERIES-13).
pub const TARGET: u8 = 3;
/// Marks the dummy in the agent-to-seat table.
pub(crate) const DUMMY: u8 = u8::MAX;
/// Index of the Ambassador's cards in `played` and `placed`.
pub(crate) const AMB: usize = 4;

/// A meeting choice held secretly until the other side commits (IK-MEET-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    Pair([Card; 2]),
    Black(BlackKind),
}

/// A meeting to resolve; agents by agent index (deal order, dummy last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Meeting {
    pub location: Location,
    pub kind: MeetingKind,
    /// The agents there, earlier in round order first; `b` unused for one-agent meetings.
    pub a: u8,
    pub b: u8,
}

/// Who must decide what now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// The 5-player Ambassador places face down (IK-5P-06).
    AmbassadorPlaces,
    /// The agent at position `pos` of the round order places.
    Place { pos: u8 },
    /// The 5-player Ambassador decides pass or call at meeting `m` (IK-5P-19).
    AmbassadorDecides { m: u8 },
    /// The first agent of meeting `m` chooses.
    First { m: u8 },
    /// The second agent of meeting `m` chooses; the first's choice is held.
    Second { m: u8, held: Choice },
    /// The agent named at meeting `m` shows a black card.
    Reveal { m: u8 },
    /// The match is over.
    Over,
}

/// The whole match. Agents are indexed 0..4 in deal order (IK-SETUP-09), the dummy last.
#[derive(Clone, Debug)]
pub struct State {
    pub(crate) rng: GameRng,
    pub(crate) players: u8,
    pub(crate) explicit: Option<Arc<ExplicitSetup>>,
    pub(crate) scores: [u8; MAX_PLAYERS],
    /// Games started so far (1 during the first).
    pub(crate) game: u16,
    pub(crate) ambassador: Option<Seat>,
    /// Seat of each agent, `DUMMY` for the dummy.
    pub(crate) agent_seat: [u8; 4],
    pub(crate) identity: [Identity; 4],
    pub(crate) fragment: [Fragment; 4],
    /// Agent index of this round's start player.
    pub(crate) start: u8,
    /// 1-based round of the game.
    pub(crate) round: u8,
    /// Location bits played this series: agents 0..4, then the Ambassador.
    pub(crate) played: [u8; 5],
    /// The Ambassador's deck, top first from `deck_top` (3 and 4 players).
    pub(crate) deck: [Location; 5],
    pub(crate) deck_top: u8,
    /// This round's cards: agents 0..4, then the Ambassador.
    pub(crate) placed: [Option<Location>; 5],
    /// Pairs shown, by shower agent and receiver seat: bit `8 * low + high` of card indices.
    pub(crate) shown: [[u64; MAX_PLAYERS]; 4],
    pub(crate) meetings: [Option<Meeting>; 2],
    /// The agent named at an Ambassador meeting, if any.
    pub(crate) named: Option<u8>,
    pub(crate) phase: Phase,
    pub(crate) winners: Vec<Seat>,
    pub(crate) reason: &'static str,
    /// Each game of the match that someone scored in, as a rating system reads it.
    pub(crate) contests: Vec<Contest>,
}

impl State {
    pub fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    pub fn scores(&self) -> &[u8] {
        &self.scores[..self.seat_count()]
    }

    /// The game of the match being played (1-based).
    pub fn game(&self) -> u16 {
        self.game
    }

    /// The round of the current game (1-based).
    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn ambassador_seat(&self) -> Option<Seat> {
        self.ambassador
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The agent of `seat`. The dummy's marker is no seat: `Seat(DUMMY)` has no agent.
    pub(crate) fn agent_of(&self, seat: Seat) -> Option<u8> {
        if seat.0 == DUMMY {
            return None;
        }
        (0..4u8).find(|&a| self.agent_seat[usize::from(a)] == seat.0)
    }

    pub(crate) fn agent_ref(&self, a: u8) -> Agent {
        match self.agent_seat[usize::from(a)] {
            DUMMY => Agent::Dummy,
            s => Agent::Seat(Seat(s)),
        }
    }

    pub(crate) fn seat_of(&self, a: u8) -> Option<Seat> {
        match self.agent_seat[usize::from(a)] {
            DUMMY => None,
            s => Some(Seat(s)),
        }
    }

    /// The agent of `seat`'s identity and fragment, or `None` for the Ambassador player.
    pub fn secret(&self, seat: Seat) -> Option<(Identity, Fragment)> {
        let a = usize::from(self.agent_of(seat)?);
        Some((self.identity[a], self.fragment[a]))
    }

    /// The dummy's identity and fragment (3 players).
    pub fn dummy_secret(&self) -> Option<(Identity, Fragment)> {
        (self.players == 3).then(|| (self.identity[3], self.fragment[3]))
    }

    /// The correct number: the fragments of F, B, Z and X (IK-SETUP-13).
    pub fn correct_number(&self) -> Number {
        let mut number = [Fragment::F52; 4];
        for a in 0..4 {
            number[self.identity[a].index()] = self.fragment[a];
        }
        number
    }

    /// Whether `card` is true for agent `a` (IK-MEET-02).
    pub(crate) fn is_true(&self, a: u8, card: Card) -> bool {
        let a = usize::from(a);
        card == Card::Identity(self.identity[a]) || card == Card::Number(self.fragment[a])
    }

    /// The agent at position `pos` of the round order (IK-ROUND-02).
    pub(crate) fn agent_at(&self, pos: u8) -> u8 {
        (self.start + pos) % 4
    }

    pub fn placed_this_round(&self) -> impl Iterator<Item = (Agent, Location)> + '_ {
        (0..4u8).filter_map(|a| Some((self.agent_ref(a), self.placed[usize::from(a)]?)))
    }
}
