//! How much a suggestion is expected to teach about the envelope.
//!
//! The notebook gives the exact probability of every envelope and of every card in every
//! hand. Predicting a suggestion's outcome exactly would need a count per outcome; instead
//! the holders of the named cards are taken as independent (their exact marginals), which
//! is cheap enough to score every suggestion in every room at each decision:
//!
//! - the first seat clockwise that holds a named card refutes; it shows one of its named
//!   cards, each in proportion to the chance that it holds it, unless it has shown this seat
//!   one of them before: then it shows that one again, as a careful player does (and as the
//!   bots do), and the suggestion teaches nothing;
//! - a shown card leaves every envelope that contains it;
//! - an unrefuted suggestion puts every named card this seat does not hold in the envelope.
//!
//! The gain is the expected drop in the entropy (in bits) of the envelope distribution.

use crate::cards::{Card, CardSet, Triple};
use crate::notebook::{Deductions, Holder};
use whodunit_engine::Seat;

/// What one seat believes, in the form the scoring needs.
pub struct Beliefs {
    me: Seat,
    seats: u8,
    my_hand: CardSet,
    /// `shown_to_me[seat]`: the cards `seat` has shown this seat.
    shown_to_me: [CardSet; 6],
    /// Every envelope still possible with its probability.
    envelopes: Vec<(CardSet, f64)>,
    /// `holds[card][seat]`: the probability that `seat` holds `card`.
    holds: [[f64; 6]; 21],
    /// The entropy of `envelopes`.
    entropy: f64,
    /// The entropy left once each card is known to be outside the envelope.
    entropy_without: [f64; 21],
}

fn entropy(weights: impl Iterator<Item = f64> + Clone) -> f64 {
    let total: f64 = weights.clone().sum();
    if total <= 0.0 {
        return 0.0;
    }
    weights
        .filter(|&w| w > 0.0)
        .map(|w| {
            let p = w / total;
            -p * p.log2()
        })
        .sum()
}

impl Beliefs {
    pub fn new(
        deductions: &Deductions,
        me: Seat,
        seats: u8,
        my_hand: CardSet,
        shown_to_me: [CardSet; 6],
    ) -> Beliefs {
        let total = deductions.total() as f64;
        let envelopes: Vec<(CardSet, f64)> = deductions
            .candidates()
            .into_iter()
            .map(|(triple, count)| (triple.cards(), count as f64 / total))
            .collect();
        let mut holds = [[0.0; 6]; 21];
        for card in Card::all() {
            for seat in 0..seats {
                holds[card.index()][seat as usize] =
                    deductions.probability(card, Holder::Seat(Seat(seat)));
            }
        }
        let entropy_of = |keep: &dyn Fn(CardSet) -> bool| {
            entropy(
                envelopes
                    .iter()
                    .filter(|(cards, _)| keep(*cards))
                    .map(|&(_, p)| p),
            )
        };
        let mut entropy_without = [0.0; 21];
        for card in Card::all() {
            entropy_without[card.index()] = entropy_of(&|cards| !cards.contains(card));
        }
        Beliefs {
            me,
            seats,
            my_hand,
            shown_to_me,
            entropy: entropy_of(&|_| true),
            envelopes,
            holds,
            entropy_without,
        }
    }

    /// The most likely envelope and its probability.
    pub fn best_guess(&self) -> Option<(CardSet, f64)> {
        self.envelopes
            .iter()
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// The expected entropy drop of suggesting `suggestion`.
    pub fn gain(&self, suggestion: Triple) -> f64 {
        let named: Vec<Card> = suggestion
            .cards()
            .iter()
            .filter(|&c| !self.my_hand.contains(c))
            .collect();
        let all_named: CardSet = named.iter().copied().collect();
        let mut nobody_yet = 1.0;
        let mut expected_entropy = 0.0;
        for k in 1..self.seats {
            let seat = (self.me.0 + k) % self.seats;
            if !self.shown_to_me[seat as usize]
                .intersection(all_named)
                .is_empty()
            {
                expected_entropy += nobody_yet * self.entropy;
                nobody_yet = 0.0;
                break;
            }
            let held: Vec<f64> = named
                .iter()
                .map(|c| self.holds[c.index()][seat as usize])
                .collect();
            let refutes = 1.0 - held.iter().map(|p| 1.0 - p).product::<f64>();
            let here = nobody_yet * refutes;
            let weight: f64 = held.iter().sum();
            if here > 0.0 && weight > 0.0 {
                for (card, p) in named.iter().zip(&held) {
                    expected_entropy += here * (p / weight) * self.entropy_without[card.index()];
                }
            }
            nobody_yet *= 1.0 - refutes;
        }
        let unrefuted = entropy(
            self.envelopes
                .iter()
                .filter(|(cards, _)| cards.intersection(all_named) == all_named)
                .map(|&(_, p)| p),
        );
        expected_entropy += nobody_yet * unrefuted;
        self.entropy - expected_entropy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entropy_of_uniform_choices() {
        assert!((entropy([1.0, 1.0, 1.0, 1.0].into_iter()) - 2.0).abs() < 1e-12);
        assert_eq!(entropy([5.0].into_iter()), 0.0);
        assert_eq!(entropy(std::iter::empty()), 0.0);
    }
}
