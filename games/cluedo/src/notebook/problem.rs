//! Cluedo observations as a generic counting problem: card `i` is `Card(i)`, holder 0 the
//! envelope and holder `1 + s` seat `s`.

use super::count::{Holder, Problem};
use super::observation::{Entry, Observations};
use crate::cards::{Card, Category};

/// The problem made of the entries `keep` accepts (by index) and the hand sizes.
pub fn problem(observations: &Observations, keep: impl Fn(usize) -> bool) -> Problem {
    let mut holders = vec![Holder::default()];
    holders.extend(observations.seats().map(|seat| Holder {
        size: observations.hand_size(seat),
        ..Holder::default()
    }));
    let mut excluded_envelopes = Vec::new();
    for (index, noted) in observations.entries().iter().enumerate() {
        if !keep(index) {
            continue;
        }
        match noted.entry {
            Entry::Holds { seat, card } => holders[1 + seat.index()].must_have |= 1 << card.0,
            Entry::LacksAll { seat, cards } => holders[1 + seat.index()].must_not |= cards.0,
            Entry::HoldsOneOf { seat, cards } => holders[1 + seat.index()].clauses.push(cards.0),
            Entry::Envelope(triple) => holders[0].must_have |= triple.cards().0,
            Entry::NotEnvelope(triple) => excluded_envelopes.push(triple.cards().0),
        }
    }
    Problem {
        categories: Card::all()
            .map(|card| match card.category() {
                Category::Suspect => 0,
                Category::Weapon => 1,
                Category::Room => 2,
            })
            .collect(),
        holders,
        excluded_envelopes,
    }
}
