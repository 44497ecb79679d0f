//! The Bakerstreet notebook of one seat, built from that seat's view and redacted events
//! only: what it saw and may still remember, and the exact chances of the hand totals.
//!
//! - `memory`: the stacks, discard piles, evidence piles and revealed hands as seen.
//! - `hand`: what the seat knows of the opponent's hand from the deal on, reshuffles
//!   included (the model is stated there).
//! - `whereabouts`: which of a deck's cards the seat cannot place (see there for what
//!   counts as known to be elsewhere).
//! - `totals`: exact distributions of hand totals and of their sums.
//! - `piles`: an evidence pile as the seat knows it.
//! - `report`: the notebook as the JSON the browser draws.
//! - `certainty`: the seat's key moments, how certain it was of the opponent's total.

pub mod certainty;
pub mod hand;
pub mod memory;
pub mod piles;
pub mod report;
pub mod totals;
pub mod whereabouts;

pub use hand::HandBelief;
pub use memory::Memory;
pub use piles::PileNote;

use crate::actions::Event;
use crate::cards::DetectiveCard;
use crate::state::{opponent, POSITIONS};
use crate::view::View;
use totals::{certain, hand_totals, sum_of, tail, HAND_TOTALS, SUM_TOTALS};
use whodunit_engine::Seat;

/// What one seat knows, as the browser shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Notebook {
    /// By position: the remembered cards still on each stack, top first (only the first is
    /// visible on the table).
    pub stacks: [Vec<DetectiveCard>; POSITIONS],
    /// By position.
    pub piles: [PileNote; POSITIONS],
    /// The opponent's discard pile as far as seen since its last reshuffle, top first.
    pub opponent_discards: Vec<DetectiveCard>,
    /// The cards certainly in the opponent's hand (known by elimination, say when its draw
    /// pile ran out), by value.
    pub opponent_known: Vec<DetectiveCard>,
    /// `P(total = t)` of the opponent's hand.
    pub opponent_total: [f64; HAND_TOTALS],
    /// `P(total = t)` of both hands together.
    pub sum: [f64; SUM_TOTALS],
    /// The round's last bid.
    pub bid: Option<u8>,
}

impl Notebook {
    /// The notebook of the seat viewing `view`, which received `events` (every event so
    /// far, redacted for it); `None` for a viewer that holds no seat.
    pub fn new(view: &View, events: &[Event]) -> Option<Notebook> {
        let seat = view.viewer.seat().filter(|s| s.index() < 2)?;
        let mut hand = HandBelief::dealt_from_view(view, opponent(seat));
        if let Some(hand) = hand.as_mut() {
            events.iter().for_each(|event| hand.observe(event));
        }
        Some(Notebook::from_memory(
            &Memory::from_events(events),
            hand.as_ref(),
            view,
            seat,
        ))
    }

    fn from_memory(
        memory: &Memory,
        hand: Option<&HandBelief>,
        view: &View,
        seat: Seat,
    ) -> Notebook {
        let other = opponent(seat);
        let opponent_total = hand_distribution(memory, hand, view, other);
        let own = hand_distribution(memory, None, view, seat);
        let opponent_known = match (memory.revealed(other.index()), belief(hand, view)) {
            (Some(_), _) | (_, None) => Vec::new(),
            (None, Some(hand)) => hand.certain(),
        };
        Notebook {
            stacks: std::array::from_fn(|p| {
                let remembered: Vec<DetectiveCard> = memory.stack(p).collect();
                match view.stacks[p].top {
                    Some(top) if remembered.is_empty() => vec![top],
                    _ => remembered,
                }
            }),
            piles: std::array::from_fn(|p| PileNote::new(memory.pile(p), view.evidence_sizes[p])),
            opponent_discards: {
                let seen: Vec<DetectiveCard> = memory.discard(other.index()).collect();
                match view.seats[other.index()].discard_top {
                    Some(top) if seen.is_empty() => vec![top],
                    _ => seen,
                }
            },
            opponent_known,
            sum: sum_of(0, &own, &opponent_total),
            opponent_total,
            bid: view.bids.last().map(|b| b.value),
        }
    }

    /// `P(sum >= bid)`, if there is a bid.
    pub fn p_sum_at_least_bid(&self) -> Option<f64> {
        self.bid.map(|bid| tail(&self.sum, bid))
    }
}

/// `hand` if it agrees with what `view` shows of its owner's hand and draw pile (a game
/// the seat saw from the deal).
fn belief<'a>(hand: Option<&'a HandBelief>, view: &View) -> Option<&'a HandBelief> {
    hand.filter(|h| {
        let owner = &view.seats[h.owner().index()];
        h.agrees(owner.hand_size, owner.draw_size)
    })
}

/// The distribution of `owner`'s hand total as the seat viewing `view` sees it: exact for
/// its own hand and for hands revealed by this round's challenge; from `hand`, the seat's
/// belief about it followed from the deal, where it agrees with the view; otherwise over
/// every set of unplaced cards of the hand's size.
pub fn hand_distribution(
    memory: &Memory,
    hand: Option<&HandBelief>,
    view: &View,
    owner: Seat,
) -> [f64; HAND_TOTALS] {
    if let Some(revealed) = memory.revealed(owner.index()) {
        return certain(revealed.map(|c| c.value).sum());
    }
    if view.viewer.seat() == Some(owner) {
        return certain(view.hand.iter().flatten().map(|c| c.value).sum());
    }
    if let Some(hand) = belief(hand, view) {
        return hand.totals();
    }
    unplaced_distribution(memory, view, owner)
}

/// The distribution of `owner`'s hand total over every set of its unplaced cards of the
/// hand's size: exact until its draw pile first runs out, and all a seat can say of a
/// game it did not see from the deal.
pub fn unplaced_distribution(memory: &Memory, view: &View, owner: Seat) -> [f64; HAND_TOTALS] {
    let unplaced = whereabouts::unplaced(memory, view, owner);
    hand_totals(&unplaced, usize::from(view.seats[owner.index()].hand_size))
}
