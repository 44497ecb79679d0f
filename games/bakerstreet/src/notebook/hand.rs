//! What a seat knows of one player's hand, followed through the events from the deal.
//!
//! The model: the deal and every reshuffle are uniform; the card a player places is any
//! card of its hand with equal chance, so which one it places tells nothing more (bids and
//! challenges are not used). The hand is then a mixture of *hypotheses*, each a multiset
//! of cards known to be in it plus `unknown` cards drawn as a uniform set from a known
//! multiset, the `pool` (the draw pile and those unknown cards together).
//!
//! - At the deal the pool is the whole deck and the three cards are unknown.
//! - A draw adds one unknown card; a card the seat sees drawn is known.
//! - A placed card came from the known cards or from the unknown ones, in proportion to
//!   how many of its kind each holds (on average, for the unknown ones): a hypothesis
//!   splits in two.
//! - A reshuffle (BS-TURN-7) happens when the draw pile is empty, so every card of the
//!   pool is in the hand and known; the discard pile, which the seat saw card by card,
//!   becomes the new pool.
//! - A challenge shows the hand, which weighs each hypothesis by the chance of that draw
//!   and leaves the pool less those cards; the hand is then discarded.

use super::totals::{hand_totals, ByValue, HAND_TOTALS};
use crate::actions::Event;
use crate::cards::{DetectiveCard, Face, Symbol, MAX_VALUE};
use crate::state::HAND_SIZE;
use crate::view::View;
use whodunit_engine::Seat;

/// Kinds of card: value and symbol.
pub(crate) const FACES: usize = (MAX_VALUE as usize + 1) * (Symbol::ALL.len() + 1);

/// Cards by kind.
pub type Faces = [u8; FACES];

pub(crate) fn index(face: Face) -> usize {
    let symbol = match face.symbol {
        None => 0,
        Some(symbol) => 1 + Symbol::ALL.iter().position(|&s| s == symbol).unwrap_or(0),
    };
    usize::from(face.value) * (Symbol::ALL.len() + 1) + symbol
}

pub(crate) fn face(index: usize) -> Face {
    let kinds = Symbol::ALL.len() + 1;
    Face {
        value: (index / kinds) as u8,
        symbol: match index % kinds {
            0 => None,
            s => Some(Symbol::ALL[s - 1]),
        },
    }
}

fn count(faces: &Faces) -> usize {
    faces.iter().map(|&n| usize::from(n)).sum()
}

fn by_value(faces: &Faces) -> ByValue {
    let mut values: ByValue = [0; MAX_VALUE as usize + 1];
    for (i, &n) in faces.iter().enumerate() {
        values[usize::from(face(i).value)] += n;
    }
    values
}

/// The number of ways to choose `k` of `n` distinct cards.
fn choose(n: u8, k: u8) -> f64 {
    (0..k).fold(1.0, |ways, i| ways * f64::from(n - i) / f64::from(i + 1))
}

/// One hypothesis: `known` cards in the hand, and `unknown` more drawn from `pool`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hypothesis {
    known: Faces,
    pool: Faces,
    unknown: u8,
    weight: f64,
}

/// The seat's knowledge of one player's hand.
#[derive(Clone, Debug)]
pub struct HandBelief {
    owner: Seat,
    hypotheses: Vec<Hypothesis>,
    /// The owner's discard pile since its last reshuffle, as the seat saw it.
    discard: Faces,
}

impl HandBelief {
    /// The belief at the deal: `deck` is the owner's whole deck, three cards unknown.
    pub fn dealt(owner: Seat, deck: &[Face]) -> HandBelief {
        let mut pool = [0; FACES];
        for &f in deck {
            pool[index(f)] += 1;
        }
        HandBelief {
            owner,
            hypotheses: vec![Hypothesis {
                known: [0; FACES],
                pool,
                unknown: HAND_SIZE as u8,
                weight: 1.0,
            }],
            discard: [0; FACES],
        }
    }

    /// The belief at the deal of `owner`'s hand, its deck read from `view`; `None` if the
    /// view's deck table is not a valid one.
    pub fn dealt_from_view(view: &View, owner: Seat) -> Option<HandBelief> {
        let deck = view.detective_composition.canonical_deck().ok()?;
        Some(HandBelief::dealt(owner, &deck))
    }

    pub fn owner(&self) -> Seat {
        self.owner
    }

    /// Takes in one event as the seat received it.
    pub fn observe(&mut self, event: &Event) {
        let owner = self.owner;
        match event {
            Event::Drew { seat, card } if *seat == owner => match card {
                Some(card) => {
                    let f = index(card.face());
                    self.each(|h| {
                        h.known[f] += 1;
                        h.pool[f] = h.pool[f].checked_sub(1)?;
                        Some(())
                    });
                }
                None => self.each(|h| {
                    h.unknown += 1;
                    Some(())
                }),
            },
            Event::Placed { card, .. } if card.owner == owner => self.placed(index(card.face())),
            Event::Reshuffled { seat, .. } if *seat == owner => {
                let discard = std::mem::replace(&mut self.discard, [0; FACES]);
                self.each(|h| {
                    // The draw pile was empty: the whole pool is in the hand.
                    (count(&h.pool) == usize::from(h.unknown)).then_some(())?;
                    for (known, pool) in h.known.iter_mut().zip(&h.pool) {
                        *known += pool;
                    }
                    h.pool = discard;
                    h.unknown = 0;
                    Some(())
                });
            }
            Event::Challenged { hands, .. } => {
                let mut shown = [0; FACES];
                for card in &hands[owner.index()] {
                    shown[index(card.face())] += 1;
                    self.discard[index(card.face())] += 1;
                }
                self.shown(&shown);
            }
            Event::Processed { card, .. } if card.owner == owner => {
                self.discard[index(card.face())] += 1;
            }
            _ => {}
        }
    }

    /// Applies `change` to every hypothesis, dropping those it finds impossible.
    fn each(&mut self, mut change: impl FnMut(&mut Hypothesis) -> Option<()>) {
        self.hypotheses.retain_mut(|h| change(h).is_some());
    }

    /// A card of kind `f` left the hand: from the known cards or from the unknown ones.
    fn placed(&mut self, f: usize) {
        let mut next = Vec::with_capacity(self.hypotheses.len() * 2);
        for h in &self.hypotheses {
            if h.known[f] > 0 {
                let mut from_known = *h;
                from_known.known[f] -= 1;
                from_known.weight *= f64::from(h.known[f]);
                next.push(from_known);
            }
            let pool = count(&h.pool);
            if h.unknown > 0 && h.pool[f] > 0 {
                let mut from_unknown = *h;
                from_unknown.pool[f] -= 1;
                from_unknown.unknown -= 1;
                // On average an unknown card is of kind f with chance pool[f] / pool.
                from_unknown.weight *= f64::from(h.unknown) * f64::from(h.pool[f]) / pool as f64;
                next.push(from_unknown);
            }
        }
        self.hypotheses = merged(next);
    }

    /// The hand was shown as `shown` (a challenge) and then discarded.
    fn shown(&mut self, shown: &Faces) {
        let mut next = Vec::with_capacity(self.hypotheses.len());
        for h in &self.hypotheses {
            // The unknown cards must be the shown ones the known ones do not account for.
            let drawn: Option<Vec<u8>> = shown
                .iter()
                .zip(&h.known)
                .map(|(&s, &k)| s.checked_sub(k))
                .collect();
            let Some(drawn) = drawn else { continue };
            let drawn: Faces = drawn.try_into().expect("one count per kind");
            if count(&drawn) != usize::from(h.unknown)
                || drawn.iter().zip(&h.pool).any(|(d, p)| d > p)
            {
                continue;
            }
            let ways: f64 = drawn
                .iter()
                .zip(&h.pool)
                .map(|(&d, &p)| choose(p, d))
                .product();
            let mut pool = h.pool;
            for (p, d) in pool.iter_mut().zip(&drawn) {
                *p -= d;
            }
            next.push(Hypothesis {
                known: [0; FACES],
                pool,
                unknown: 0,
                weight: h.weight * ways / choose(count(&h.pool) as u8, h.unknown),
            });
        }
        self.hypotheses = merged(next);
    }

    /// Whether the belief agrees with what the view shows of the hand and draw pile: false
    /// for a game the seat did not see from the deal.
    pub fn agrees(&self, hand_size: u8, draw_size: u8) -> bool {
        !self.hypotheses.is_empty()
            && self.hypotheses.iter().all(|h| {
                count(&h.known) + usize::from(h.unknown) == usize::from(hand_size)
                    && count(&h.pool) == usize::from(draw_size) + usize::from(h.unknown)
            })
    }

    /// `P(total = t)` of the hand.
    pub fn totals(&self) -> [f64; HAND_TOTALS] {
        let all: f64 = self.hypotheses.iter().map(|h| h.weight).sum();
        let mut totals = [0.0; HAND_TOTALS];
        for h in &self.hypotheses {
            let known: usize = h
                .known
                .iter()
                .enumerate()
                .map(|(i, &n)| usize::from(face(i).value) * usize::from(n))
                .sum();
            let drawn = hand_totals(&by_value(&h.pool), usize::from(h.unknown));
            for (t, p) in drawn.iter().enumerate() {
                if let Some(slot) = totals.get_mut(known + t) {
                    *slot += h.weight / all * p;
                }
            }
        }
        totals
    }

    /// The cards certainly in the hand: in every hypothesis, those known and those the
    /// pool must give (all of it when the draw pile is empty).
    pub fn certain(&self) -> Vec<DetectiveCard> {
        let mut certain = [u8::MAX; FACES];
        for h in &self.hypotheses {
            let spare = count(&h.pool) - usize::from(h.unknown);
            for (i, c) in certain.iter_mut().enumerate() {
                let forced = usize::from(h.pool[i]).saturating_sub(spare) as u8;
                *c = (*c).min(h.known[i] + forced);
            }
        }
        if self.hypotheses.is_empty() {
            return Vec::new();
        }
        certain
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(face(i).of(self.owner), usize::from(n)))
            .collect()
    }
}

/// `hypotheses` with equal ones joined, their weights added and scaled to sum to one.
fn merged(hypotheses: Vec<Hypothesis>) -> Vec<Hypothesis> {
    let mut out: Vec<Hypothesis> = Vec::with_capacity(hypotheses.len());
    for h in hypotheses {
        match out
            .iter_mut()
            .find(|o| o.known == h.known && o.pool == h.pool && o.unknown == h.unknown)
        {
            Some(same) => same.weight += h.weight,
            None => out.push(h),
        }
    }
    let all: f64 = out.iter().map(|h| h.weight).sum();
    for h in &mut out {
        h.weight /= all;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_index_both_ways() {
        for i in 0..FACES {
            assert_eq!(index(face(i)), i);
        }
    }
}
