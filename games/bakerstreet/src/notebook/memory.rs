//! What one seat saw of the table and may still remember (§5): the cards seen placed on
//! each stack and not yet processed, the cards seen going onto each discard pile since its
//! last reshuffle, the letters seen in each evidence pile, and this round's revealed hands.
//!
//! It is fed the seat's redacted events only. Seen from the start of a game it holds every
//! stack and discard pile in full; seen from a layout (a snapshot), each list is the top
//! part of the real pile, with unseen cards below it.

use crate::actions::Event;
use crate::cards::{Card, DetectiveCard, Letter};
use crate::state::{Deck, EvidencePile, Hand, Stack, POSITIONS};
use whodunit_engine::InlineList;

#[derive(Clone, Debug)]
pub struct Memory {
    /// By position: the remembered top part of each stack, bottom first.
    stacks: [Stack; POSITIONS],
    /// By seat: the remembered top part of each discard pile, bottom first.
    discards: [Deck; 2],
    /// By position: the letters seen in each evidence pile, less those seen to leave, listed
    /// top first (not bottom first like the other piles); `None` until the seat looks.
    piles: [Option<EvidencePile>; POSITIONS],
    /// By seat: the hands revealed by this round's challenge, until the next round starts.
    revealed: Option<[Hand; 2]>,
}

impl Default for Memory {
    fn default() -> Memory {
        Memory {
            stacks: [InlineList::new(); POSITIONS],
            discards: [InlineList::new(); 2],
            piles: [None; POSITIONS],
            revealed: None,
        }
    }
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// The memory of a seat that received `events`, in order.
    pub fn from_events(events: &[Event]) -> Memory {
        let mut memory = Memory::new();
        for event in events {
            memory.observe(event);
        }
        memory
    }

    /// Takes in one event as the seat received it.
    pub fn observe(&mut self, event: &Event) {
        match event {
            Event::Placed { card, position, .. } => {
                if let Some(stack) = self.stacks.get_mut(usize::from(*position)) {
                    stack.push(Card::pack(*card));
                }
            }
            Event::Reshuffled { seat, .. } => {
                if let Some(discard) = self.discards.get_mut(seat.index()) {
                    discard.clear();
                }
            }
            Event::Challenged { hands, .. } => {
                let mut revealed = [Hand::new(); 2];
                for (seat, hand) in hands.iter().enumerate() {
                    for &card in hand {
                        revealed[seat].push(Card::pack(card));
                        self.discards[seat].push(Card::pack(card)); // BS-CHALLENGE-10
                    }
                }
                self.revealed = Some(revealed);
            }
            Event::Processed { position, card } => {
                let packed = Card::pack(*card);
                if let Some(stack) = self.stacks.get_mut(usize::from(*position)) {
                    if stack.last() == Some(packed) {
                        stack.pop();
                    }
                }
                if let Some(discard) = self.discards.get_mut(card.owner.index()) {
                    discard.push(packed); // BS-EVAL-10, BS-EVAL-11
                }
            }
            Event::Stopped {
                position,
                top: Some(top),
            } => {
                // A card uncovered that was never seen placed (a game seen from a layout).
                if let Some(stack) = self.stacks.get_mut(usize::from(*position)) {
                    if stack.is_empty() {
                        stack.push(Card::pack(*top));
                    }
                }
            }
            Event::PileSeen {
                position,
                cards: Some(cards),
                ..
            } => {
                if let Some(pile) = self.piles.get_mut(usize::from(*position)) {
                    *pile = Some(EvidencePile::from_iter(cards.iter().copied()));
                }
            }
            Event::Rewarded {
                position,
                letter: Some(letter),
                ..
            } => {
                // The seat's own card: it knows which one left (BS-EVIDENCE-5 keeps the rest).
                if let Some(Some(pile)) = self.piles.get_mut(usize::from(*position)) {
                    if let Some(index) = pile.as_slice().iter().position(|l| l == letter) {
                        pile.remove(index);
                    }
                }
            }
            Event::RoundStarted { .. } => self.revealed = None,
            _ => {}
        }
    }

    /// The remembered cards of stack `position`, top first.
    pub fn stack(&self, position: usize) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.stacks[position].last_first().map(Card::unpack)
    }

    /// How many cards of stack `position` are remembered.
    pub fn stack_len(&self, position: usize) -> usize {
        self.stacks[position].len()
    }

    /// The remembered cards of the discard pile of seat index `seat`, top first.
    pub fn discard(&self, seat: usize) -> impl Iterator<Item = DetectiveCard> + '_ {
        self.discards[seat].last_first().map(Card::unpack)
    }

    /// The letters the seat last saw in evidence pile `position`, less those it saw leave,
    /// top first; `None` if it never looked.
    pub fn pile(&self, position: usize) -> Option<&[Letter]> {
        self.piles[position].as_ref().map(|p| p.as_slice())
    }

    /// The hand of seat index `seat` revealed by this round's challenge, if there was one.
    pub fn revealed(&self, seat: usize) -> Option<impl Iterator<Item = DetectiveCard> + '_> {
        self.revealed
            .as_ref()
            .map(|hands| hands[seat].as_slice().iter().map(|c| c.unpack()))
    }
}
