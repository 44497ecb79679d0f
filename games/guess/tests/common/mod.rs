//! Random choices the property tests share, and the consistent deals by brute force.

#![allow(dead_code)]

use whodunit_engine::{Game, GameRng, Seat};
use whodunit_guess::{
    opponent, Action, Card, CardSet, Config, Event, ExplicitSetup, Guess, State, View,
};

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

/// Whether the deal (`hidden`, the seat's hand `mine`, the opponent's `theirs`) explains
/// `event` as the seat saw it (GU-ASK-1, GU-GUESS-2, GU-INFO-3).
fn explains(event: &Event, seat: Seat, hidden: Card, mine: CardSet, theirs: CardSet) -> bool {
    let hand = |s: Seat| if s == seat { mine } else { theirs };
    match *event {
        Event::Asked {
            seat: asker,
            card,
            holds,
        } => !hand(asker).contains(card) && hand(opponent(asker)).contains(card) == holds,
        Event::Guessed { card, right, .. } => (card == hidden) == right,
        Event::GameOver {
            hidden: shown,
            hands,
            ..
        } => {
            shown == hidden
                && hands[seat.index()] == mine
                && hands[opponent(seat).index()] == theirs
        }
    }
}

/// Every deal consistent with `view` (the seat's hand, the hand size) and `events`, by
/// trying each card of the deck as the hidden one (GU-SETUP-2: the opponent holds the
/// rest), in deck order.
pub fn consistent_deals(view: &View, events: &[Event]) -> Vec<ExplicitSetup> {
    let seat = view.viewer.seat().expect("a seat");
    let mine = view.hand.expect("its hand");
    (0..view.cards)
        .map(Card)
        .filter_map(|hidden| {
            let mut theirs = CardSet::deck(view.cards).without(mine);
            if !theirs.contains(hidden) {
                return None;
            }
            theirs = theirs.without([hidden].into_iter().collect());
            let consistent = theirs.len() == usize::from(view.hand_size)
                && events
                    .iter()
                    .all(|e| explains(e, seat, hidden, mine, theirs));
            let mut hands = [CardSet::EMPTY; 2];
            hands[seat.index()] = mine;
            hands[opponent(seat).index()] = theirs;
            consistent.then_some(ExplicitSetup { hidden, hands })
        })
        .collect()
}
