//! Each game's deal in the generator order of IK-SETUP-16 and each series' Ambassador's
//! deck: for the first game at setup, and between decisions for the next ones.

use crate::actions::Event;
use crate::config::{ExplicitSetup, MAX_PLAYERS};
use crate::elements::{Fragment, Identity, Location};
use crate::state::{State, DUMMY};
use whodunit_engine::Seat;

/// Deals the next game of the match: the draws of IK-SETUP-16, in order, and a fresh
/// table (IK-SERIES-11, 12); the caller then begins its first round.
pub(crate) fn deal(state: &mut State, events: &mut Vec<Event>) {
    state.game += 1;
    let explicit = state.explicit.clone().filter(|_| state.game == 1);
    let players = state.players;
    if players == 5 {
        state.ambassador = Some(match (&explicit, state.ambassador) {
            (Some(e), _) => e.ambassador.unwrap_or(Seat(0)),
            (None, None) => Seat(state.rng.below(5) as u8),
            // IK-5P-03: the role passes clockwise.
            (None, Some(s)) => Seat((s.0 + 1) % 5),
        });
    }
    let mut seats = (0..players).filter(|&s| Some(Seat(s)) != state.ambassador);
    state.agent_seat = [DUMMY; 4];
    for slot in state.agent_seat.iter_mut() {
        if let Some(s) = seats.next() {
            *slot = s;
        }
    }
    let real_agents = if players == 3 { 3 } else { 4 };
    match &explicit {
        Some(e) => {
            state.start = state.agent_of(e.start_player).unwrap_or(0);
            state.identity.copy_from_slice(&e.identities);
            state.fragment.copy_from_slice(&e.fragments);
        }
        None => {
            state.start = state.rng.below(real_agents) as u8;
            state.identity = Identity::ALL;
            state.rng.shuffle(&mut state.identity);
            state.fragment = Fragment::ALL;
            state.rng.shuffle(&mut state.fragment);
        }
    }
    state.round = 1;
    state.shown = [[0; MAX_PLAYERS]; 4];
    new_series(state, explicit.as_deref());
    let start = state.seat_of(state.start).unwrap_or(Seat(0));
    events.push(Event::GameStarted {
        game: state.game,
        ambassador: state.ambassador,
        start,
        scores: state.scores().to_vec(),
    });
    for a in 0..4u8 {
        if let Some(seat) = state.seat_of(a) {
            events.push(Event::Dealt {
                seat,
                identity: Some(state.identity[usize::from(a)]),
                fragment: Some(state.fragment[usize::from(a)]),
            });
        }
    }
}

/// Takes every location card back and lays a new Ambassador's deck (IK-SERIES-02, 03).
pub(crate) fn new_series(state: &mut State, explicit: Option<&ExplicitSetup>) {
    state.played = [0; 5];
    state.deck_top = 0;
    if state.players == 5 {
        return;
    }
    let series = usize::from((state.round - 1) / 5);
    match explicit.and_then(|e| e.decks.get(series)) {
        Some(deck) => state.deck = *deck,
        None => {
            state.deck = Location::ALL;
            state.rng.shuffle(&mut state.deck);
        }
    }
}
