//! Turn order, rounds, the score track and mini-games (PI-TURN-1, PI-TURN-2, PI-TURN-5,
//! PI-SCORE-3 to PI-SCORE-6, PI-MINIGAME, PI-END-1).

use crate::actions::Event;
use crate::board::Tiles;
use crate::config::MINI_GAMES;
use crate::setup::start_mini_game;
use crate::state::{left_neighbour, State, SCORE_TRACK};
use whodunit_engine::Seat;

/// After `seat`'s turn: the next unsolved seat clockwise, closing the round when the turn
/// reaches or passes the start player's seat, and the mini-game when it is decided.
pub(crate) fn next_turn(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let players = state.seat_count();
    let unsolved = players - state.solved.count_ones() as usize;
    if unsolved == 0 {
        return end_mini_game(state, events); // PI-MINIGAME-2
    }
    let mut next = seat;
    let mut round_over = false;
    loop {
        next = left_neighbour(next, players);
        round_over |= next == state.start;
        if !state.has_solved(next) {
            break;
        }
    }
    if round_over {
        if state.solved_this_round {
            state.space = (state.space + 1).min(SCORE_TRACK.len() as u8 - 1);
        }
        if unsolved == 1 {
            return end_mini_game(state, events); // PI-MINIGAME-3
        }
        state.round += 1;
        state.solved_this_round = false;
        events.push(Event::RoundStarted {
            round: state.round,
            score_value: state.score_value(),
        });
    }
    state.active = next;
}

/// PI-MINIGAME-4 to PI-MINIGAME-7, PI-SCORE-6 (unsolved seats keep their 0), PI-END-1.
fn end_mini_game(state: &mut State, events: &mut Vec<Event>) {
    let index = usize::from(state.mini_game - 1);
    events.push(Event::MiniGameEnded {
        mini_game: state.mini_game,
        cases: state.seats().map(|s| state.case(s)).collect(),
        points: state
            .seats()
            .map(|s| state.scores[s.index()][index])
            .collect(),
    });
    if state.mini_game == MINI_GAMES {
        // The last board stays in place for everyone to look at.
        state.over = true;
        events.push(Event::GameOver {
            scores: state.seats().map(|s| state.final_score(s)).collect(),
            places: state.places(),
            winners: state.winners(),
        });
        return;
    }
    state.mini_game += 1;
    state.start = left_neighbour(state.start, state.seat_count());
    start_mini_game(state);
    deal_events(state, events);
}

/// A new mini-game's public setup, then each holder's case cards (for its eyes only).
fn deal_events(state: &State, events: &mut Vec<Event>) {
    events.push(Event::MiniGameStarted {
        mini_game: state.mini_game,
        start_player: state.start,
        tiles: Tiles::from(state.layout),
        display: state.display().collect(),
    });
    for holder in state.seats() {
        let owner = left_neighbour(holder, state.seat_count());
        events.push(Event::CaseDealt {
            holder,
            case: Some(state.case(owner)),
        });
    }
}
