//! Random choices the property tests share.

#![allow(dead_code)]

use whodunit_engine::{Game, GameRng, Seat};
use whodunit_guess::{Action, Card, Config, Guess, State};

/// A random legal action of the seat to act (there is always one).
pub fn choose(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let legal = Guess::legal_actions(state, seat);
    legal[rng.below(legal.len() as u32) as usize]
}

/// Any action at all, often illegal: cards a little beyond the largest deck included.
pub fn any_action(rng: &mut GameRng) -> Action {
    let card = Card(rng.below(17) as u8);
    if rng.below(2) == 0 {
        Action::Ask(card)
    } else {
        Action::Guess(card)
    }
}

/// A configuration with a deck of 3 to 15 cards, from `pick`.
pub fn config(pick: u8) -> Config {
    Config {
        cards: 3 + 2 * (pick % 7),
        explicit: None,
    }
}
