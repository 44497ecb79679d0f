//! The match as set up: a configuration checked, an empty table, and the first game dealt
//! (IK-SETUP).

use crate::config::{Config, MAX_PLAYERS};
use crate::deal::deal;
use crate::elements::{Fragment, Identity, Location};
use crate::flow::begin_round;
use crate::state::{Phase, State, DUMMY};
use std::sync::Arc;
use whodunit_engine::{GameRng, RuleError};

/// Builds the match with its first game dealt. That deal is in the views; its events
/// (`GameStarted`, `Dealt`) are only sent for later games, so they are dropped here.
pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    let players = config.players;
    config.check()?;
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
        contests: Vec::new(),
    };
    let mut events = Vec::new();
    deal(&mut state, &mut events);
    begin_round(&mut state, &mut events);
    Ok(state)
}
