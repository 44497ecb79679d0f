//! What happens between decisions: asking round the table for a refutation (CL-REFUTE-1,
//! CL-REFUTE-2), a wrong accuser's elimination (CL-ACCUSE), the next turn (CL-TURN) and
//! the end of the game (CL-END). `rules.rs` calls it, never the reverse.

use crate::actions::{EndReason, Event};
use crate::board::{Position, BOARD};
use crate::cards::Triple;
use crate::state::{Phase, State};
use whodunit_engine::Seat;

/// Asks each player from the suggester's left until one can refute `suggestion`.
pub(crate) fn ask_refuters(
    state: &mut State,
    seat: Seat,
    suggestion: Triple,
    events: &mut Vec<Event>,
) {
    let named = suggestion.cards();
    // CL-REFUTE-1, CL-REFUTE-2: clockwise from the left, eliminated players included.
    for k in 1..state.seats {
        let asked = Seat((seat.0 + k) % state.seats);
        let options = state.hand(asked).intersection(named);
        if options.is_empty() {
            events.push(Event::Passed { seat: asked });
        } else {
            state.phase = Phase::Refuting {
                suggestion,
                suggester: seat,
                refuter: asked,
                options,
            };
            events.push(Event::MustShow {
                refuter: asked,
                suggester: seat,
                options: Some(options),
            });
            return;
        }
    }
    state.phase = Phase::AfterMove { suggested: true };
    events.push(Event::Unrefuted { suggester: seat });
}

/// Takes a wrong accuser out of play, then ends the game or the turn.
pub(crate) fn eliminate(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    state.eliminated |= 1 << seat.0;
    let suspect = state.suspect_of(seat);
    let pawn_to = match state.pawns[suspect.index()] {
        Position::Square(square) => {
            // CL-ACCUSE-11: off the corridor, to the nearest room.
            let blocked = state.occupied_except(Some(suspect));
            let room = BOARD
                .nearest_room(square, &blocked)
                .or_else(|| BOARD.nearest_room(square, &Default::default()))
                .expect("every square reaches a room on an empty board");
            state.pawns[suspect.index()] = Position::Room(room);
            Some(room)
        }
        Position::Room(_) => None,
    };
    events.push(Event::Eliminated { seat, pawn_to });
    if state.seats().all(|s| state.is_eliminated(s)) {
        finish(state, EndReason::AllEliminated, events);
    } else {
        end_turn(state, events);
    }
}

pub(crate) fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    state.summoned &= !(1 << state.active.0);
    state.entered_this_turn = false;
    if state.turn_limit.is_some_and(|limit| state.turn >= limit) {
        finish(state, EndReason::TurnLimit, events);
        return;
    }
    let next = state
        .next_in_play(state.active)
        .expect("a game with a player in play has a next turn");
    state.active = next;
    state.turn += 1;
    state.phase = Phase::StartOfTurn;
    events.push(Event::TurnStarted {
        seat: next,
        turn: state.turn,
    });
}

pub(crate) fn finish(state: &mut State, reason: EndReason, events: &mut Vec<Event>) {
    state.phase = Phase::Over { reason };
    events.push(Event::GameOver {
        winner: state.winner,
        reason,
        envelope: state.envelope,
    });
}
