//! Whose turn it is, what they may do, and doing it, with one `check` naming the refusing
//! rule.

use crate::actions::{Action, Event};
use crate::cards::Card;
use crate::flow;
use crate::state::{opponent, Answer, Phase, State};
use whodunit_engine::{RuleError, Seat};

pub fn to_act(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Turn(seat) => Some(seat),
        Phase::Over { .. } => None,
    }
}

/// Asks about cards not yet asked (GU-ASK-1, GU-ASK-2), then guesses (GU-GUESS-1), each
/// in deck order; only guesses once nothing is left to ask.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if to_act(state) != Some(seat) {
        return Vec::new();
    }
    let others = crate::cards::CardSet::deck(state.cards).without(state.hand(seat));
    let asks = others.without(state.asked(seat)).iter().map(Action::Ask);
    asks.chain(others.iter().map(Action::Guess)).collect()
}

/// Why `seat` may not take `action` now, by the rule it breaks.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    match state.phase {
        Phase::Over { .. } => return Err(RuleError::new("GU-TURN-1", "the game is over")),
        Phase::Turn(to_act) if to_act != seat => {
            return Err(RuleError::new(
                "GU-TURN-1",
                format!("it is {to_act}'s turn"),
            ))
        }
        Phase::Turn(_) => {}
    }
    let (Action::Ask(card) | Action::Guess(card)) = *action;
    let (rule, verb) = match action {
        Action::Ask(_) => ("GU-ASK-1", "ask about"),
        Action::Guess(_) => ("GU-GUESS-1", "guess"),
    };
    if card.0 >= state.cards {
        return Err(RuleError::new(
            "GU-SETUP-1",
            format!("the deck has no card {}", card.0),
        ));
    }
    if state.hand(seat).contains(card) {
        return Err(RuleError::new(
            rule,
            format!("you hold {card}: you may not {verb} it"),
        ));
    }
    if let Action::Ask(_) = action {
        if state.asked(seat).contains(card) {
            return Err(RuleError::new(
                "GU-ASK-2",
                format!("you already asked about {card}"),
            ));
        }
    }
    Ok(())
}

/// Carries out an action `check` has accepted, appending its events to `events`.
pub fn perform(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Ask(card) => ask(state, seat, card, events),
        Action::Guess(card) => {
            let right = card == state.hidden;
            events.push(Event::Guessed { seat, card, right });
            flow::end(state, seat, right, events);
        }
    }
}

/// GU-ASK-1: the other seat answers truthfully, in public.
fn ask(state: &mut State, seat: Seat, card: Card, events: &mut Vec<Event>) {
    let holds = state.hand(opponent(seat)).contains(card);
    state.asked[seat.index()].insert(card);
    state.answers.push(Answer { seat, card, holds });
    events.push(Event::Asked { seat, card, holds });
    flow::next_turn(state, seat);
}
