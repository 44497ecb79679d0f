//! The configuration and its checks (GU-SETUP-1), what both `setup.rs` and `state.rs` use.

use crate::cards::{Card, CardSet, MAX_CARDS};
use serde::{Deserialize, Serialize};
use whodunit_engine::RuleError;

/// The default deck: one hidden card and three in each hand.
pub const DEFAULT_CARDS: u8 = 7;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// How many cards the deck has: odd, from 3 to 15 (GU-SETUP-1).
    #[serde(default = "default_cards")]
    pub cards: u8,
    /// A deal chosen by hand instead of by the seed, for tests and worked examples.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicit: Option<ExplicitSetup>,
}

fn default_cards() -> u8 {
    DEFAULT_CARDS
}

impl Default for Config {
    fn default() -> Config {
        Config {
            cards: DEFAULT_CARDS,
            explicit: None,
        }
    }
}

/// A deal laid out by hand: the hidden card and each seat's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplicitSetup {
    pub hidden: Card,
    pub hands: [CardSet; 2],
}

impl Config {
    /// Refuses a deck the rules do not allow (GU-SETUP-1) or an explicit deal that is not
    /// one the shuffle could make (GU-SETUP-2).
    pub fn check(&self) -> Result<(), RuleError> {
        if !(3..=MAX_CARDS).contains(&self.cards) || self.cards.is_multiple_of(2) {
            return Err(RuleError::new(
                "GU-SETUP-1",
                format!(
                    "the deck has an odd number of cards from 3 to {MAX_CARDS}, not {}",
                    self.cards
                ),
            ));
        }
        if let Some(deal) = &self.explicit {
            deal.check(self.cards)?;
        }
        Ok(())
    }

    /// How many cards each seat holds.
    pub fn hand_size(&self) -> usize {
        usize::from(self.cards - 1) / 2
    }
}

impl ExplicitSetup {
    fn check(&self, cards: u8) -> Result<(), RuleError> {
        let [first, second] = self.hands;
        let mut all = first.union(second);
        all.insert(self.hidden);
        let parts = first.len() + second.len() + 1;
        if all != CardSet::deck(cards) || parts != usize::from(cards) || first.len() != second.len()
        {
            return Err(RuleError::new(
                "GU-SETUP-2",
                "the hidden card and two equal hands must share out the whole deck",
            ));
        }
        Ok(())
    }
}
