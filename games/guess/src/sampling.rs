//! Worlds for a seat ([`Sampling`]): the hidden card drawn uniformly among those its
//! notebook leaves, the opponent holding every other card outside the seat's hand. Each
//! possible hidden card makes exactly one consistent deal, so this is uniform over the
//! consistent deals. Cost: reading the events into the notebook, linear in their number.

use crate::cards::CardSet;
use crate::config::ExplicitSetup;
use crate::notebook::Notebook;
use crate::state::{opponent, State};
use crate::view::View;
use crate::{Event, Guess};
use whodunit_engine::{GameRng, Sampling, Seat};

impl Sampling for Guess {
    /// The whole deal: the hidden card and both hands.
    type Hidden = ExplicitSetup;

    /// Panics for a view without a seat: a world is drawn for a seat.
    fn sample_hidden(view: &View, events: &[Event], rng: &mut GameRng) -> ExplicitSetup {
        let notebook = Notebook::new(view, events).expect("a world is drawn for a seat");
        let possible: Vec<_> = notebook.possible().iter().collect();
        let hidden = possible[rng.below(possible.len() as u32) as usize];
        let theirs = CardSet::deck(view.cards)
            .without(notebook.mine)
            .without([hidden].into_iter().collect());
        let mut hands = [CardSet::EMPTY; 2];
        hands[notebook.seat.index()] = notebook.mine;
        hands[opponent(notebook.seat).index()] = theirs;
        ExplicitSetup { hidden, hands }
    }

    /// Guess has no chance after the deal, so no generator to reseed.
    fn with_hidden(state: &State, _seat: Seat, deal: ExplicitSetup, _rng: &mut GameRng) -> State {
        State {
            hidden: deal.hidden,
            hands: deal.hands,
            ..state.clone()
        }
    }
}
