//! The deal (GU-SETUP-2): shuffle, hide the first card, deal the rest alternately.

use crate::cards::{Card, CardSet};
use crate::config::Config;
use crate::state::State;
use whodunit_engine::{GameRng, RuleError};

pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    config.check()?;
    if let Some(deal) = config.explicit {
        return Ok(State::dealt(config, deal.hidden, deal.hands));
    }
    let mut deck: Vec<Card> = (0..config.cards).map(Card).collect();
    GameRng::new(seed).shuffle(&mut deck);
    let mut hands = [CardSet::EMPTY; 2];
    for (index, &card) in deck[1..].iter().enumerate() {
        hands[index % 2].insert(card);
    }
    Ok(State::dealt(config, deck[0], hands))
}
