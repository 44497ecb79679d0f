//! Games as numbers, for learning code: a fixed numbering of each game's actions and a
//! fixed-size vector of numbers for a seat's view. Reinforcement-learning libraries
//! (PettingZoo, OpenSpiel) want both: an action space that does not change from state to
//! state, masked by what is legal, and an observation tensor of a known shape.
//!
//! The observation is made from the seat's [`Game::View`] only, so it can never hold more
//! than the view: hidden information keeps its single exit.

use crate::Game;

/// One named run of numbers in an observation, documented for the people who read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// A short machine name (`"hand"`, `"pawn_positions"`).
    pub name: &'static str,
    /// How many numbers it takes.
    pub len: usize,
    /// What each number means, in one sentence (`"1 if the card is in your hand"`).
    pub meaning: &'static str,
}

/// A game's fixed action numbering and its observation vector.
pub trait Encoding: Game {
    /// How many action ids the game has: every action any seat can ever take, at any table
    /// size, has an id below it.
    fn action_count() -> usize;

    /// The id of `action`, the same in every state.
    fn action_id(action: &Self::Action) -> usize;

    /// The action whose id is `id`, or `None` if `id` names no action (whether it is legal
    /// now is for [`Game::apply`] to say).
    fn action_of(id: usize) -> Option<Self::Action>;

    /// The fields of an observation at a table of `players` seats, in order; its length is
    /// the sum of theirs.
    fn observation_fields(players: usize) -> Vec<Field>;

    /// Writes `view` as numbers into `out`, laid out as
    /// [`observation_fields`](Encoding::observation_fields) for the view's table size says
    /// (`out` has exactly that length and arrives filled with zeros).
    fn observe(view: &Self::View, out: &mut [f32]);
}

/// The length of an observation made of `fields`.
pub fn observation_len(fields: &[Field]) -> usize {
    fields.iter().map(|field| field.len).sum()
}
