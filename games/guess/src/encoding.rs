//! Guess as numbers (`whodunit_engine::Encoding`): the action ids and a seat's observation.

use crate::actions::{Action, Event};
use crate::cards::{Card, CardSet, MAX_CARDS};
use crate::notebook::Notebook;
use crate::view::View;
use crate::Guess;
use whodunit_engine::{relative_seat, Encoding, Field, ObservationWriter, Seat};

const CARDS: usize = MAX_CARDS as usize;

/// Actions: `Ask(card)` is `card` (0..15), `Guess(card)` is 15 + `card` (15..30), cards by
/// their index in the largest deck, whatever the deck's size.
///
/// Observation: the fields below, every card row laid out for the largest deck (15 cards)
/// so that its length depends on nothing; seats are counted from the viewer (you, then the
/// other seat).
impl Encoding for Guess {
    fn action_count() -> usize {
        2 * CARDS
    }

    /// The largest deck the rules allow, shuffled for the deal.
    fn max_chance_outcomes() -> usize {
        usize::from(MAX_CARDS)
    }

    fn action_id(action: &Action) -> usize {
        match *action {
            Action::Ask(card) => usize::from(card.0),
            Action::Guess(card) => CARDS + usize::from(card.0),
        }
    }

    fn action_of(id: usize) -> Option<Action> {
        let card = Card((id % CARDS) as u8);
        match id / CARDS {
            0 => Some(Action::Ask(card)),
            1 => Some(Action::Guess(card)),
            _ => None,
        }
    }

    fn observation_fields(_players: usize) -> Vec<Field> {
        vec![
            Field {
                name: "deck",
                len: CARDS,
                meaning: "for each of the 15 cards A to O, 1 if this game's deck has it",
            },
            Field {
                name: "hand",
                len: CARDS,
                meaning: "for each of the 15 cards A to O, 1 if it is in your hand",
            },
            Field {
                name: "asked_held",
                len: 2 * CARDS,
                meaning: "for each seat from you (you, then the other seat), for each of the \
                          15 cards A to O, 1 if that seat asked about the card and the other \
                          seat holds it",
            },
            Field {
                name: "asked_not_held",
                len: 2 * CARDS,
                meaning: "for each seat from you (you, then the other seat), for each of the \
                          15 cards A to O, 1 if that seat asked about the card and the other \
                          seat does not hold it",
            },
            Field {
                name: "to_act",
                len: 2,
                meaning: "1 for the seat to act, from you (you, then the other seat); zeros \
                          once the game is over",
            },
            Field {
                name: "winner",
                len: 2,
                meaning: "1 for the winner once the game is over, from you (you, then the \
                          other seat)",
            },
            Field {
                name: "hidden",
                len: CARDS,
                meaning: "for each of the 15 cards A to O, 1 if it is the hidden card, once \
                          the game is over and it is shown",
            },
            Field {
                name: "other_hand",
                len: CARDS,
                meaning: "for each of the 15 cards A to O, 1 if it is in the other seat's \
                          hand, once the game is over and the hands are shown",
            },
        ]
    }

    /// A viewer without a seat sees the table from seat 0.
    fn observe(view: &View, out: &mut [f32]) {
        let me = view.viewer.seat().unwrap_or(Seat(0));
        let other = crate::opponent(me);
        let relative = |seat| relative_seat(me, seat, 2);
        let cards = || (0..MAX_CARDS).map(Card);
        let mut out = ObservationWriter::new(out);
        out.flags(cards().map(|card| card.0 < view.cards));
        let hand = view.hand.unwrap_or_default();
        out.flags(cards().map(|card| hand.contains(card)));
        for holds in [true, false] {
            let field = out.next(2 * CARDS);
            for answer in view.answers.iter().filter(|answer| answer.holds == holds) {
                field[relative(answer.seat) * CARDS + usize::from(answer.card.0)] = 1.0;
            }
        }
        out.one_hot(2, view.to_act.map(relative));
        out.one_hot(2, view.winner.map(relative));
        out.one_hot(CARDS, view.hidden.map(|card| usize::from(card.0)));
        let shown = view.hands.map(|hands| hands[other.index()]);
        out.flags(cards().map(|card| shown.is_some_and(|hand| hand.contains(card))));
        out.finish();
    }

    fn notebook_fields(_players: usize) -> Vec<Field> {
        vec![
            Field {
                name: "notebook_possible",
                len: CARDS,
                meaning: "for each of the 15 cards, 1 if it may still be the hidden card",
            },
            Field {
                name: "notebook_opponent_holds",
                len: CARDS,
                meaning: "for each of the 15 cards, 1 if the opponent is known to hold it",
            },
            Field {
                name: "notebook_opponent_lacks",
                len: CARDS,
                meaning: "for each of the 15 cards, 1 if it is not in your hand and the \
                          opponent is known not to hold it",
            },
        ]
    }

    fn encode_notebook(view: &View, events: &[Event], out: &mut [f32]) {
        let notebook = Notebook::new(view, events);
        let cards = || (0..MAX_CARDS).map(Card);
        let mut out = ObservationWriter::new(out);
        // A spectator has no notebook: zeros.
        let sets = notebook.map(|n| [n.possible(), n.opponent_holds, n.opponent_lacks]);
        for set in sets.unwrap_or([CardSet::EMPTY; 3]) {
            out.flags(cards().map(|card| set.contains(card)));
        }
        out.finish();
    }
}
