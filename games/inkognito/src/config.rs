//! A match's configuration and explicit setup, and their checks (IK-SETUP-02 to
//! IK-SETUP-16, IK-5P-02, IK-5P-03): what both the deal and the state need, so neither
//! imports the other.

use crate::elements::{Fragment, Identity, Location};
use serde::{Deserialize, Serialize};
use whodunit_engine::{RuleError, Seat};

pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 5;

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

    /// Refuses a table size or an explicit setup the rules do not allow.
    pub(crate) fn check(&self) -> Result<(), RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(refuse("IK-SETUP-02", "Inkognito takes 3, 4 or 5 players"));
        }
        match &self.setup {
            Some(explicit) => check_explicit(self.players, explicit),
            None => Ok(()),
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
