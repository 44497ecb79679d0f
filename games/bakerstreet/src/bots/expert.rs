//! `expert`: plays one seat from what that seat remembers (`notebook::Memory`) and the
//! exact hand-total chances, following the opponent's hand from the deal through its
//! reshuffles (`notebook::HandBelief`). `expert-forgetful` is the same player counting the
//! opponent's hand among all its unplaced cards, the expert before, kept to measure
//! against.
//!
//! - Bids and challenges from the exact distribution of the six-card sum (`bidding`).
//! - Places the hand card, at the position, that leaves the best board (`board`): the
//!   board is worth, if it wins the challenge (taken as even), the best ARROW chain it
//!   could choose, and otherwise the chain its opponent would choose; each evaluation
//!   counts the pile's worth to the winner (`letters`), for the expert or against it. So
//!   it adds value where it wants to win, spoils its opponent's favourite pile, covers a
//!   stack with a STOP to shut off what lies below, and reaches a pile through an ARROW.
//! - As challenge winner it starts the evaluation where that chain is best for it.
//! - As evaluation winner it takes the letter that adds most to its prospects, breaking
//!   near-ties by what the letter could be worth to its opponent, whose letters it guesses
//!   from the piles it saw before the opponent took from them.
//!
//! It never lists the legal actions unless its own choice turns out not to be allowed.

use super::bidding;
use super::board::{Board, Segment};
use super::checked;
use super::letters::{best_letter, bit, own, Gains, Letters};
use crate::actions::{Action, Event};
use crate::cards::{Face, Letter, LETTERS};
use crate::notebook::totals::{certain, hand_totals, sum_of, ByValue, HAND_TOTALS};
use crate::notebook::{hand_distribution, whereabouts::unplaced, HandBelief, Memory};
use crate::state::{opponent, MAX_BID, POSITIONS};
use crate::view::{PhaseView, View};
use crate::Bakerstreet;
use whodunit_engine::{Bot, Decision, Seat};

/// How much a letter's worth to the opponent counts beside its worth to the expert.
const DENIAL: f32 = 0.5;
/// The expert's chance of winning the challenge, as its placements assume it.
const EVEN: f32 = 0.5;

pub struct Expert {
    seat: Seat,
    memory: Memory,
    /// What it knows of the opponent's hand from the deal on (`expert`), or `None`
    /// throughout for `expert-forgetful`, which counts the opponent's hand among its
    /// unplaced cards even after a reshuffle, as the expert did before.
    hand: Option<HandBelief>,
    /// Whether it follows the opponent's hand.
    remembers: bool,
    /// Events seen before its first decision, which brings the deck table the opponent's
    /// hand is followed from.
    unread: Vec<Event>,
    /// By letter: how many copies the opponent may have taken, as far as the expert can
    /// tell (each letter of a pile it saw counts its share of the card taken).
    opponent_letters: [f32; LETTERS],
}

impl Expert {
    /// The expert for `seat`; `remembers` false gives `expert-forgetful`.
    pub fn new(seat: Seat, remembers: bool) -> Expert {
        Expert {
            seat,
            memory: Memory::new(),
            hand: None,
            remembers,
            unread: Vec::new(),
            opponent_letters: [0.0; LETTERS],
        }
    }

    /// The letters the opponent more likely than not holds.
    fn opponent_held(&self) -> Letters {
        Letter::all()
            .filter(|l| self.opponent_letters[l.index()] >= 0.5)
            .fold(0, |set, l| set | bit(l))
    }

    fn board(&self, view: &View, segments: &[Segment; POSITIONS]) -> Board {
        let mine = Gains::of(own(view));
        let theirs = Gains::of(self.opponent_held());
        Board::new(
            self.seat,
            mine.pile_worths(&self.memory, view),
            theirs.pile_worths(&self.memory, view),
            segments,
        )
    }

    fn segments(&self) -> [Segment; POSITIONS] {
        std::array::from_fn(|p| Segment::of_stack(&self.memory, p))
    }

    /// The totals of the card the expert draws after placing: from its draw pile, or from
    /// its discard pile when the draw pile is empty (BS-TURN-7), or none (BS-TURN-9).
    fn draw_totals(&self, view: &View) -> [f64; HAND_TOTALS] {
        let own = &view.seats[self.seat.index()];
        if own.draw_size > 0 {
            let cards = unplaced(&self.memory, view, self.seat);
            return hand_totals(&cards, 1);
        }
        let mut discard: ByValue = [0; 6];
        for card in self.memory.discard(self.seat.index()) {
            if let Some(slot) = discard.get_mut(usize::from(card.value)) {
                *slot += 1;
            }
        }
        if discard.iter().all(|&n| n == 0) {
            return certain(0);
        }
        hand_totals(&discard, 1)
    }

    fn turn(&self, view: &View, decision: &mut Decision<'_, Bakerstreet>) -> Action {
        let hand = view.hand.as_deref().unwrap_or_default();
        let held: u8 = hand.iter().map(|c| c.value).sum();
        let opponent_totals =
            hand_distribution(&self.memory, self.hand.as_ref(), view, opponent(self.seat));
        // The card and position that leave the best board.
        let segments = self.segments();
        let mut board = self.board(view, &segments);
        let mut placed: Option<(Face, usize, f32)> = None;
        for (i, card) in hand.iter().enumerate() {
            if hand[..i].iter().any(|c| c.face() == card.face()) {
                continue;
            }
            let (position, value) = board.best_place(&segments, *card, EVEN);
            if placed.is_none_or(|(_, _, best)| value > best) {
                placed = Some((card.face(), position, value));
            }
        }
        let kept = held - placed.map_or(0, |(face, _, _)| face.value);
        let after_move = sum_of(kept, &self.draw_totals(view), &opponent_totals);
        let last = view.bids.last().map(|b| b.value);
        if let Some(bid) = last {
            let now = sum_of(held, &certain(0), &opponent_totals);
            if bidding::challenges(bid, &now, &after_move) {
                return Action::Challenge;
            }
        }
        let lowest = last.map_or(0, |b| b + 1);
        Action::Move {
            card: placed.map(|(face, _, _)| face),
            position: placed.map_or(0, |(_, p, _)| p as u8),
            bid: bidding::bid(lowest.min(MAX_BID), &after_move, decision.rng),
        }
    }

    /// The letter of `pile` worth most to the expert, near-ties going to the one its
    /// opponent would want most.
    fn letter_to_take(&self, view: &View, pile: &[Letter]) -> Option<Letter> {
        let (mine, theirs) = (Gains::of(own(view)), Gains::of(self.opponent_held()));
        best_letter(view, pile, |l| {
            mine.of_letter(l) + DENIAL * theirs.of_letter(l)
        })
    }

    /// Guesses the opponent's letter when it takes from pile `position` unseen.
    fn opponent_took(&mut self, position: u8) {
        if let Some(pile) = self.memory.pile(usize::from(position)) {
            let share = 1.0 / pile.len().max(1) as f32;
            for letter in pile {
                self.opponent_letters[letter.index()] += share;
            }
        }
    }
}

impl Bot<Bakerstreet> for Expert {
    fn observe(&mut self, event: &Event) {
        if let Event::Rewarded {
            seat,
            position,
            taken: true,
            ..
        } = event
        {
            if *seat != self.seat {
                self.opponent_took(*position);
            }
        }
        self.memory.observe(event);
        match self.hand.as_mut() {
            Some(hand) => hand.observe(event),
            None if self.remembers => self.unread.push(event.clone()),
            None => {}
        }
    }

    fn choose(&mut self, mut decision: Decision<'_, Bakerstreet>) -> Action {
        let view = decision.view;
        if self.remembers && self.hand.is_none() {
            self.hand = HandBelief::dealt_from_view(view, opponent(self.seat));
            if let Some(hand) = self.hand.as_mut() {
                self.unread.drain(..).for_each(|event| hand.observe(&event));
            }
        }
        let chosen = match &view.phase {
            PhaseView::Turn { .. } => Some(self.turn(view, &mut decision)),
            PhaseView::Choose { .. } => {
                let board = self.board(view, &self.segments());
                Some(Action::Choose(board.own_choice() as u8))
            }
            PhaseView::Take {
                pile: Some(pile), ..
            } => self.letter_to_take(view, pile).map(Action::Take),
            _ => None,
        };
        checked(&decision, chosen)
    }
}
