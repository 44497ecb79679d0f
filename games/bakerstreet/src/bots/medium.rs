//! `medium`: a player who remembers the table (`notebook::Memory`: the stacks, and the
//! piles it looked through) and plays plainly for its own runs. It works out no chances,
//! does not follow its opponent's hand and pays no heed to what its opponent wants.
//!
//! - Bids: it counts each card it cannot see (the opponent's hand, the card it will draw)
//!   at the average value (BS-SETUP-2). It challenges a bid above its estimate of the
//!   total now; otherwise it raises by the least it may, or opens a little below its
//!   estimate of the total after its move.
//! - Placing: the pile it wants is the one whose best letter adds most to its runs
//!   (`letters`; a pile it never saw counts as a typical one). Unless it already leads that
//!   stack's evaluation, its highest card goes there; if it leads, its lowest card goes on
//!   the pile it wants least, so the high ones are kept.
//! - As challenge winner it starts at the pile it wants most among those whose first
//!   evaluation it wins (ties are its own, BS-EVAL-7), never minding where an ARROW leads;
//!   if it wins none, at the one it wants least.
//! - As evaluation winner it takes the letter that adds most to its runs.

use super::board::Segment;
use super::checked;
use super::letters::{best_letter, own, Gains};
use crate::actions::{Action, Event};
use crate::cards::{DetectiveCard, MAX_VALUE};
use crate::notebook::Memory;
use crate::state::{opponent, POSITIONS};
use crate::view::{PhaseView, View};
use crate::Bakerstreet;
use whodunit_engine::{Bot, Decision, Seat};

/// The average value of a detective card: every value from 0 to 5 is as common (BS-SETUP-2).
const AVERAGE: f32 = MAX_VALUE as f32 / 2.0;
/// How far below its estimate of the total it opens a round's bidding.
const OPENING_MARGIN: f32 = 2.0;

pub struct Medium {
    seat: Seat,
    memory: Memory,
}

impl Medium {
    pub fn new(seat: Seat) -> Medium {
        Medium {
            seat,
            memory: Memory::new(),
        }
    }

    /// Whether it would win the first evaluation of `position`, `tie_breaker` winning ties.
    fn wins(&self, position: usize, tie_breaker: Seat) -> bool {
        Segment::of_stack(&self.memory, position).winner(tie_breaker) == self.seat
    }

    /// The hand card to place and where, or `None` with an empty hand (BS-TURN-10).
    fn placement(
        &self,
        hand: &[DetectiveCard],
        worths: &[f32; POSITIONS],
    ) -> Option<(DetectiveCard, usize)> {
        let wanted = first_best(*worths);
        if self.wins(wanted, opponent(self.seat)) {
            let spare = first_best(std::array::from_fn(|p| {
                if p == wanted {
                    f32::NEG_INFINITY
                } else {
                    -worths[p]
                }
            }));
            let lowest = hand.iter().min_by_key(|c| c.value)?;
            Some((*lowest, spare))
        } else {
            let highest = hand.iter().rev().max_by_key(|c| c.value)?;
            Some((*highest, wanted))
        }
    }

    fn turn(&self, view: &View) -> Action {
        let hand = view.hand.as_deref().unwrap_or_default();
        let held: u8 = hand.iter().map(|c| c.value).sum();
        let theirs = &view.seats[opponent(self.seat).index()];
        let now = f32::from(held) + f32::from(theirs.hand_size) * AVERAGE;
        let last = view.bids.last().map(|b| b.value);
        if last.is_some_and(|bid| f32::from(bid) > now) {
            return Action::Challenge;
        }
        let worths = Gains::of(own(view)).pile_worths(&self.memory, view);
        let placed = self.placement(hand, &worths);
        let bid = match last {
            Some(bid) => bid + 1,
            None => {
                let mine = &view.seats[self.seat.index()];
                let draws = mine.draw_size > 0 || mine.discard_size > 0; // BS-TURN-7, 9
                let after = now - placed.map_or(0.0, |(c, _)| f32::from(c.value))
                    + if draws { AVERAGE } else { 0.0 };
                (after - OPENING_MARGIN).max(0.0) as u8
            }
        };
        Action::Move {
            card: placed.map(|(c, _)| c.face()),
            position: placed.map_or(0, |(_, p)| p as u8),
            bid,
        }
    }

    /// The position to evaluate first as challenge winner.
    fn start(&self, view: &View) -> usize {
        let worths = Gains::of(own(view)).pile_worths(&self.memory, view);
        first_best(std::array::from_fn(|p| {
            if self.wins(p, self.seat) {
                worths[p]
            } else {
                -worths[p]
            }
        }))
    }
}

/// The first position of greatest value.
fn first_best(values: [f32; POSITIONS]) -> usize {
    (1..POSITIONS).fold(0, |best, p| if values[p] > values[best] { p } else { best })
}

impl Bot<Bakerstreet> for Medium {
    fn observe(&mut self, event: &Event) {
        self.memory.observe(event);
    }

    fn choose(&mut self, decision: Decision<'_, Bakerstreet>) -> Action {
        let view = decision.view;
        let chosen = match &view.phase {
            PhaseView::Turn { .. } => Some(self.turn(view)),
            PhaseView::Choose { .. } => Some(Action::Choose(self.start(view) as u8)),
            PhaseView::Take {
                pile: Some(pile), ..
            } => {
                let gains = Gains::of(own(view));
                best_letter(view, pile, |l| gains.of_letter(l)).map(Action::Take)
            }
            _ => None,
        };
        checked(&decision, chosen)
    }
}
