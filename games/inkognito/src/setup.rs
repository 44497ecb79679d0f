//! Configuration, explicit setups and the deal of each game in generator order (IK-SETUP).

use crate::actions::Event;
use crate::elements::{Fragment, Identity, Location};
use crate::state::{Phase, State, DUMMY, MAX_PLAYERS, MIN_PLAYERS};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use whodunit_engine::{GameRng, RuleError, Seat};

/// Everything that fixes a match apart from the seed. `{}` is four players, all dealt by
/// the generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 3, 4 or 5 (IK-SETUP-01).
    #[serde(default = "default_players")]
    pub players: usize,
    /// The first game's draws given instead of drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<ExplicitSetup>,
}

fn default_players() -> usize {
    4
}

impl Default for Config {
    fn default() -> Config {
        Config::with_players(4)
    }
}

impl Config {
    pub fn with_players(players: usize) -> Config {
        Config {
            players,
            setup: None,
        }
    }
}

/// The first game's hidden draws (IK-SETUP-16). With it, setup draws nothing from the
/// generator; dummy placements, later series' decks and later games still come from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplicitSetup {
    /// The 5-player Ambassador player; absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambassador: Option<Seat>,
    pub start_player: Seat,
    /// By agent in deal order: agent seats increasing, the dummy last (IK-SETUP-09).
    pub identities: Vec<Identity>,
    pub fragments: Vec<Fragment>,
    /// The Ambassador's decks, top first, for series 1, 2, ... (not with 5 players).
    #[serde(default)]
    pub decks: Vec<[Location; 5]>,
}

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

fn is_permutation<T: Copy + PartialEq>(items: &[T], all: &[T]) -> bool {
    items.len() == all.len() && all.iter().all(|x| items.contains(x))
}

fn check_explicit(players: usize, explicit: &ExplicitSetup) -> Result<(), RuleError> {
    match (players, explicit.ambassador) {
        (5, Some(s)) if s.index() < 5 => {}
        (5, _) => return Err(refuse("IK-5P-03", "the Ambassador player must be a seat")),
        (_, None) => {}
        (_, Some(_)) => return Err(refuse("IK-5P-02", "only 5 players have an Ambassador")),
    }
    if explicit.start_player.index() >= players
        || explicit.ambassador == Some(explicit.start_player)
    {
        return Err(refuse(
            "IK-SETUP-14",
            "the start player must be an agent player",
        ));
    }
    if !is_permutation(&explicit.identities, &Identity::ALL) {
        return Err(refuse("IK-SETUP-06", "one of each identity, one per agent"));
    }
    if !is_permutation(&explicit.fragments, &Fragment::ALL) {
        return Err(refuse("IK-SETUP-07", "one of each fragment, one per agent"));
    }
    let decks_ok = explicit
        .decks
        .iter()
        .all(|deck| is_permutation(deck, &Location::ALL));
    if !decks_ok || (players == 5 && !explicit.decks.is_empty()) {
        return Err(refuse("IK-SETUP-10", "each deck holds the 5 locations"));
    }
    Ok(())
}

/// Builds the match with its first game dealt.
pub fn setup(config: &Config, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
    let players = config.players;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(refuse("IK-SETUP-02", "Inkognito takes 3, 4 or 5 players"));
    }
    if let Some(explicit) = &config.setup {
        check_explicit(players, explicit)?;
    }
    let mut state = State {
        rng: GameRng::new(seed),
        players: players as u8,
        explicit: config.setup.clone().map(Arc::new),
        scores: [0; MAX_PLAYERS],
        game: 0,
        ambassador: None,
        agent_seat: [DUMMY; 4],
        identity: Identity::ALL,
        fragment: Fragment::ALL,
        start: 0,
        round: 1,
        played: [0; 5],
        deck: Location::ALL,
        deck_top: 0,
        placed: [None; 5],
        shown: [[0; MAX_PLAYERS]; 4],
        meetings: [None; 2],
        named: None,
        phase: Phase::Over,
        winners: Vec::new(),
        reason: "",
    };
    let mut events = Vec::new();
    deal(&mut state, &mut events);
    Ok((state, events))
}

/// Starts the next game of the match: the draws of IK-SETUP-16, in order, and a fresh
/// table (IK-SERIES-11, 12).
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
    crate::flow::begin_round(state, events);
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
