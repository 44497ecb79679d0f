//! Shared builders for the Inkognito tests: a fixed deal for 3, 4 and 5 players, play
//! helpers that panic with the refusing rule, and seeded random play.
//!
//! The fixed deal gives agent `i` (seats in increasing order, the 5-player Ambassador
//! player at seat 4, the 3-player dummy last) identity `Identity::ALL[i]` and fragment
//! `Fragment::ALL[i]`, so the correct number is 52-11-0-29, seats 0 and 1 are partners
//! (F, B) and so are 2 and 3 (Z, X). Each series' Ambassador deck is [`DECK`].
//!
//! Each integration test compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use whodunit_engine::{Game, GameRng, Seat};
use whodunit_inkognito::{
    Action, Agent, Card, Config, Event, ExplicitSetup, Fragment, Identity, Inkognito, Location,
    MeetingKind, Number, State,
};

/// The correct number of the fixed deal.
pub const NUMBER: Number = [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29];
/// A dialable wrong number (52 and 11 swapped).
pub const WRONG: Number = [Fragment::F11, Fragment::F52, Fragment::F0, Fragment::F29];
/// The Ambassador's deck of every series, top first: round 1 of a series at PONTE DEI
/// SOSPIRI, out of the way of the meetings tests arrange at RIALTO and SAN MARCO.
pub const DECK: [Location; 5] = [
    Location::PonteDeiSospiri,
    Location::Salute,
    Location::SanGiorgio,
    Location::SanMarco,
    Location::Rialto,
];

/// The fixed deal's configuration; `start` is the first start player.
pub fn config(players: usize, start: u8) -> Config {
    Config {
        players,
        setup: Some(ExplicitSetup {
            ambassador: (players == 5).then_some(Seat(4)),
            start_player: Seat(start),
            identities: Identity::ALL.to_vec(),
            fragments: Fragment::ALL.to_vec(),
            decks: if players == 5 {
                Vec::new()
            } else {
                vec![DECK; 10]
            },
        }),
    }
}

/// The fixed deal; `seed` only drives dummy placements and later games.
pub fn table(players: usize, start: u8, seed: u64) -> State {
    Inkognito::setup(&config(players, start), seed).expect("a valid fixed setup")
}

pub fn act(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    Inkognito::apply(state, seat, &action).unwrap_or_else(|e| panic!("{seat} {action:?}: {e}"))
}

/// The rule that refuses `action`, checking the state is unchanged.
pub fn refused(state: &mut State, seat: Seat, action: Action) -> String {
    let before = format!("{state:?}");
    let error = Inkognito::apply(state, seat, &action).expect_err("a refusal");
    assert_eq!(format!("{state:?}"), before, "a refusal changes nothing");
    assert!(!Inkognito::legal_actions(state, seat).contains(&action));
    error.rule.to_string()
}

/// One round's placements, `by_seat[s]` for seat `s` (the dummy places itself), in
/// whatever order the rules ask for them.
pub fn place(state: &mut State, by_seat: &[Location]) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..state.seat_count() {
        let seat = Inkognito::to_act(state).expect("someone places");
        events.extend(act(state, seat, Action::Place(by_seat[seat.index()])));
    }
    events
}

pub fn id(i: Identity) -> Card {
    Card::Identity(i)
}

pub fn num(f: Fragment) -> Card {
    Card::Number(f)
}

/// A valid pair of fixed-deal agent `i`: its true identity and the next agent's number.
pub fn good_pair(i: usize) -> Action {
    Action::ShowPair([id(Identity::ALL[i]), num(Fragment::ALL[(i + 1) % 4])])
}

/// The meetings an event list announces.
pub fn meetings(events: &[Event]) -> Vec<(Location, MeetingKind, Vec<Agent>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Meeting {
                location,
                kind,
                persons,
            } => Some((*location, *kind, persons.clone())),
            _ => None,
        })
        .collect()
}

pub fn seat(s: u8) -> Agent {
    Agent::Seat(Seat(s))
}

/// A uniformly random legal action.
pub fn pick(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let legal = Inkognito::legal_actions(state, seat);
    assert!(!legal.is_empty(), "{seat} to act has no legal action");
    legal[rng.below(legal.len() as u32) as usize]
}

/// Like `pick`, but calls only one time in `odds` when a call is possible, so games last
/// a while.
pub fn pick_patient(state: &State, seat: Seat, rng: &mut GameRng, odds: u32) -> Action {
    let legal = Inkognito::legal_actions(state, seat);
    let quiet: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Call(_)))
        .collect();
    if quiet.is_empty() || (quiet.len() < legal.len() && rng.below(odds) == 0) {
        legal[rng.below(legal.len() as u32) as usize]
    } else {
        quiet[rng.below(quiet.len() as u32) as usize]
    }
}

/// Resolves the round's meetings without calling: each decision is the first legal
/// non-call action. Returns the events up to the next placement or the match's end.
pub fn settle(state: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    while let Some(seat) = Inkognito::to_act(state) {
        let legal = Inkognito::legal_actions(state, seat);
        if matches!(legal[0], Action::Place(_)) && !is_meeting(state) {
            break;
        }
        let quiet = legal.iter().find(|a| !matches!(a, Action::Call(_)));
        events.extend(act(state, seat, *quiet.expect("a non-call choice")));
    }
    events
}

/// Whether a meeting is being resolved (the 5-player Ambassador's placement is not one).
pub fn is_meeting(state: &State) -> bool {
    Inkognito::view(state, whodunit_engine::Viewer::Spectator)
        .meeting
        .is_some()
}

/// Plays until the game in progress ends (or the match): `caller` calls `number` whenever
/// it may; every other decision is a random non-call. Returns the events.
pub fn play_game(
    state: &mut State,
    caller: Option<Seat>,
    number: Number,
    rng: &mut GameRng,
) -> Vec<Event> {
    let game = state.game();
    let mut events = Vec::new();
    while let Some(seat) = Inkognito::to_act(state) {
        if state.game() != game {
            break;
        }
        let legal = Inkognito::legal_actions(state, seat);
        let action = if Some(seat) == caller && legal.contains(&Action::Call(number)) {
            Action::Call(number)
        } else {
            pick_patient(state, seat, rng, u32::MAX)
        };
        events.extend(act(state, seat, action));
    }
    events
}
