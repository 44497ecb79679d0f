//! Worlds a seat cannot tell from the true game, what information-set search plays out
//! (OpenSpiel's `resample_from_infostate`).
//!
//! Sampling comes in two halves so that the type system keeps the secret: the half that
//! draws the hidden part is given only what the seat was sent (its view and its redacted
//! events), so it cannot leak what the seat does not know; the half that builds the state
//! is given the true state but only puts the drawn part in it.

use crate::{Game, GameRng, Seat};
use std::fmt::Debug;

/// A game whose hidden information can be drawn for a seat.
pub trait Sampling: Game {
    /// Everything hidden from a seat that a world must fill in (a deal, the envelope, the
    /// cards others showed each other, the order of a draw pile).
    type Hidden: Clone + Debug;

    /// Draws the hidden part uniformly among those consistent with what the seat has seen,
    /// from the seat's view and every event so far as redacted for it, only. Where a
    /// hidden thing is another player's choice rather than chance, the game's doc comment
    /// says how it is drawn.
    fn sample_hidden(view: &Self::View, events: &[Self::Event], rng: &mut GameRng) -> Self::Hidden;

    /// `state` as `seat` might believe it: its hidden part replaced by `hidden` (drawn for
    /// `seat`), and its generator, if it has one, reseeded from `rng`, since future dice
    /// and shuffles are unknown to everyone and a world must not carry the true ones.
    fn with_hidden(
        state: &Self::State,
        seat: Seat,
        hidden: Self::Hidden,
        rng: &mut GameRng,
    ) -> Self::State;
}

/// A world for `seat`: `sample_hidden` from the seat's `view` of `state` and its redacted
/// `events`, then `with_hidden`.
pub fn sample_world<G: Sampling>(
    state: &G::State,
    seat: Seat,
    view: &G::View,
    events: &[G::Event],
    rng: &mut GameRng,
) -> G::State {
    let hidden = G::sample_hidden(view, events, rng);
    G::with_hidden(state, seat, hidden, rng)
}
