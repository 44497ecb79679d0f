//! Which cards of a deck the seat cannot place. A card is *placed* (known to be elsewhere
//! than in a hand or a draw pile) when the seat remembers it on a stack, covered or not, or
//! on its owner's discard pile; so is a visible top the memory lacks (a game seen from a
//! layout), and the seat's own hand. Every other card of the deck is *unplaced*: equally
//! likely to be in its owner's hand, its draw pile or a part of a pile the seat never saw.

use super::memory::Memory;
use super::totals::ByValue;
use crate::state::POSITIONS;
use crate::view::View;
use whodunit_engine::Seat;

/// The cards of `owner`'s deck, by value, that the seat viewing `view` cannot place.
pub fn unplaced(memory: &Memory, view: &View, owner: Seat) -> ByValue {
    let mut cards: ByValue = [0; 6];
    for row in &view.detective_composition.rows {
        if let Some(slot) = cards.get_mut(usize::from(row.value)) {
            *slot = slot.saturating_add(row.cards);
        }
    }
    let mut place = |value: u8| {
        if let Some(slot) = cards.get_mut(usize::from(value)) {
            *slot = slot.saturating_sub(1);
        }
    };
    for position in 0..POSITIONS {
        let mut remembered = memory.stack(position).peekable();
        if remembered.peek().is_none() {
            if let Some(top) = view.stacks[position].top.filter(|c| c.owner == owner) {
                place(top.value);
            }
        }
        for card in remembered.filter(|c| c.owner == owner) {
            place(card.value);
        }
    }
    let mut discard = memory.discard(owner.index()).peekable();
    if discard.peek().is_none() {
        if let Some(top) = view.seats[owner.index()].discard_top {
            place(top.value);
        }
    }
    for card in discard {
        place(card.value);
    }
    if view.viewer.seat() == Some(owner) {
        for card in view.hand.iter().flatten() {
            place(card.value);
        }
    }
    cards
}
