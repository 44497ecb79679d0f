//! The full state of a game, secrets included: about 700 bytes inline and nothing on the
//! heap, so simulations clone it cheaply. Only [`crate::view`] turns it into what a seat
//! may see.

use crate::actions::{Bid, ChallengeResult, EndReason};
use crate::cards::{longest_run, Card, DetectiveCard, Letter, DECK_SIZE, EVIDENCE_CARDS};
use crate::config::Rules;
use whodunit_engine::{GameRng, InlineList, Seat};

/// The positions around the circle (BS-SETUP-7).
pub const POSITIONS: usize = 5;
/// The highest bid (BS-BID-2).
pub const MAX_BID: u8 = 30;
/// Cards in a full hand (BS-SETUP-9); a hand never holds more (BS-TURN-3, BS-TURN-10).
pub const HAND_SIZE: usize = 3;
/// Cards in each evidence pile after the deal (BS-SETUP-6).
pub const PILE_SIZE: usize = 8;

/// At most every detective card of both decks in one stack.
pub(crate) type Stack = InlineList<Card, { 2 * DECK_SIZE }>;
pub(crate) type Deck = InlineList<Card, DECK_SIZE>;
pub(crate) type Hand = InlineList<Card, HAND_SIZE>;
pub(crate) type EvidencePile = InlineList<Letter, PILE_SIZE>;
pub(crate) type Collection = InlineList<Letter, EVIDENCE_CARDS>;
/// Bids rise strictly within 0..30, so a round has at most 31 (BS-BID-4).
pub(crate) type Bids = InlineList<Bid, { MAX_BID as usize + 1 }>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) one_card_per_letter: bool,
    pub(crate) max_rounds: Option<u32>,
    /// `counts[value]`: plain, STOP, x2 and ARROW cards of that value (§2), for views.
    pub(crate) composition: [[u8; 4]; 6],
    pub(crate) rng: GameRng,
    /// By seat; the last card is the top.
    pub(crate) draw: [Deck; 2],
    /// By seat, in hand order (BS-TURN-11).
    pub(crate) hands: [Hand; 2],
    /// By seat; the last card is the top.
    pub(crate) discards: [Deck; 2],
    /// By position; the last card is the top (the newest).
    pub(crate) stacks: [Stack; POSITIONS],
    /// By position; the last card is the top.
    pub(crate) evidence: [EvidencePile; POSITIONS],
    /// By seat, in the order taken.
    pub(crate) collections: [Collection; 2],
    /// Rounds are numbered from 1.
    pub(crate) round: u32,
    /// Whose turn it is while the round's turns last.
    pub(crate) active: Seat,
    /// This round's bids, oldest first.
    pub(crate) bids: Bids,
    /// The challenge that ended this round's turns, during the evaluation phase.
    pub(crate) challenge: Option<ChallengeResult>,
    pub(crate) phase: Phase,
    pub(crate) winner: Option<Seat>,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The active player moves or challenges (BS-TURN-2).
    Turn,
    /// The challenge winner chooses the first position (BS-CHALLENGE-12).
    Choose,
    /// `taker` won the evaluation of `position` and takes a card (BS-EVIDENCE-2);
    /// `arrow` says whether a processed ARROW continues the chain afterwards.
    Take {
        position: u8,
        taker: Seat,
        arrow: bool,
    },
    Over {
        reason: EndReason,
    },
}

/// The other seat of a two-player game.
pub fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// Both seats, in order.
pub const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

impl State {
    pub fn seat_count(&self) -> usize {
        2
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The seat whose turn it is (or would be) in the round's turns.
    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn one_card_per_letter(&self) -> bool {
        self.one_card_per_letter
    }

    pub fn max_rounds(&self) -> Option<u32> {
        self.max_rounds
    }

    /// This round's bids, oldest first.
    pub fn bids(&self) -> &[Bid] {
        self.bids.as_slice()
    }

    pub fn last_bid(&self) -> Option<Bid> {
        self.bids.last()
    }

    pub fn challenge(&self) -> Option<ChallengeResult> {
        self.challenge
    }

    /// The challenge winner of this round's evaluation phase; outside it, the active seat.
    pub(crate) fn challenge_winner(&self) -> Seat {
        self.challenge.map_or(self.active, |c| c.winner)
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    /// A seat's hand, in hand order.
    pub fn hand(&self, seat: Seat) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.hands[seat.index()]
            .as_slice()
            .iter()
            .map(|c| c.unpack())
    }

    /// A seat's draw pile, top first.
    pub fn draw_pile(&self, seat: Seat) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.draw[seat.index()].last_first().map(Card::unpack)
    }

    /// A seat's discard pile, top first.
    pub fn discard_pile(&self, seat: Seat) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.discards[seat.index()].last_first().map(Card::unpack)
    }

    /// The detective stack at `position`, top first.
    pub fn stack(&self, position: usize) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.stacks[position].last_first().map(Card::unpack)
    }

    /// The evidence pile at `position`, top first.
    pub fn evidence_pile(&self, position: usize) -> impl Iterator<Item = Letter> + '_ {
        self.evidence[position].last_first()
    }

    /// A seat's collection, in the order taken.
    pub fn collection(&self, seat: Seat) -> &[Letter] {
        self.collections[seat.index()].as_slice()
    }

    /// The longest run in a seat's collection (BS-END-1).
    pub fn longest_run(&self, seat: Seat) -> u8 {
        longest_run(self.collection(seat).iter().copied())
    }

    /// Whether `seat` may take `letter` from a pile (BS-EVIDENCE-8, BS-EVIDENCE-9).
    pub fn may_take(&self, seat: Seat, letter: Letter) -> bool {
        !self.one_card_per_letter || !self.collection(seat).contains(&letter)
    }
}

impl State {
    /// A state with every pile empty, in round 1 with seat 0 to move (BS-SETUP-10);
    /// setup and snapshots fill it in.
    pub(crate) fn empty(rules: &Rules, rng: GameRng) -> State {
        State {
            one_card_per_letter: rules.one_card_per_letter,
            max_rounds: rules.max_rounds,
            composition: rules.counts(),
            rng,
            draw: [InlineList::new(); 2],
            hands: [InlineList::new(); 2],
            discards: [InlineList::new(); 2],
            stacks: [InlineList::new(); POSITIONS],
            evidence: [InlineList::new(); POSITIONS],
            collections: [InlineList::new(); 2],
            round: 1,
            active: Seat(0),
            bids: InlineList::new(),
            challenge: None,
            phase: Phase::Turn,
            winner: None,
        }
    }
}
