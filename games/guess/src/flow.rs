//! What happens between decisions: the next turn after an ask, the end after a guess.

use crate::actions::{EndReason, Event};
use crate::state::{opponent, Phase, State};
use whodunit_engine::Seat;

/// GU-TURN-1: the seats alternate.
pub(crate) fn next_turn(state: &mut State, seat: Seat) {
    state.phase = Phase::Turn(opponent(seat));
}

/// GU-GUESS-2, GU-INFO-3: the guesser wins if right, the other seat if wrong, and
/// everything is shown.
pub(crate) fn end(state: &mut State, guesser: Seat, right: bool, events: &mut Vec<Event>) {
    let (winner, reason) = if right {
        (guesser, EndReason::RightGuess)
    } else {
        (opponent(guesser), EndReason::WrongGuess)
    };
    state.phase = Phase::Over { winner, reason };
    events.push(Event::GameOver {
        winner,
        reason,
        hidden: state.hidden,
        hands: state.hands,
    });
}
