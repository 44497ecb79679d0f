//! A game's configuration and explicit setups, and their checks (PI-SETUP-1, PI-SETUP-7
//! to PI-SETUP-9): what both the deal and the state need, so neither imports the other.

use crate::board::{Layout, Tiles, LOCATIONS};
use crate::elements::{Case, Crime, Element, Suspect, ELEMENTS};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use whodunit_engine::{RuleError, Seat};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
/// Mini-games in a game (PI-MINIGAME-1).
pub const MINI_GAMES: u8 = 3;

/// Everything that fixes a P.I. game apart from the seed. `{}` is a valid configuration:
/// four players, everything dealt by the generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 5 (PI-SETUP-1).
    #[serde(default = "default_players")]
    pub players: usize,
    /// A chosen start player and deals in place of the generator's; later reshuffles and
    /// the deals of mini-games it does not list still come from the seed's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<ExplicitSetup>,
}

fn default_players() -> usize {
    4
}

impl Default for Config {
    fn default() -> Config {
        Config::with_players(default_players())
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

/// Every outcome the generator would draw at setup (PI-SETUP-12): the start player of
/// mini-game 1 and the deals of the first mini-games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplicitSetup {
    pub start_player: Seat,
    /// The deals of mini-games 1, 2, ... in order, at most three.
    pub mini_games: Vec<MiniGameSetup>,
}

/// One mini-game's deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MiniGameSetup {
    /// By seat: the case that seat must solve (held by its right neighbour, PI-SETUP-3).
    pub cases: Vec<Case>,
    /// The tiles by location id order, `null` for a blank (PI-SETUP-8).
    #[serde(flatten)]
    pub tiles: Tiles,
    /// All 36 evidence cards: the display in order, then the deck from the top (PI-SETUP-9).
    pub evidence: Vec<Element>,
}

/// A mini-game's deal as the state uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Deal {
    pub(crate) cases: [Case; MAX_PLAYERS],
    pub(crate) layout: Layout,
    /// Element codes: the display, then the deck from the top.
    pub(crate) evidence: [u8; ELEMENTS],
}

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Refuses a table size outside 2 to 5 (PI-SETUP-1).
pub(crate) fn check_players(players: usize) -> Result<(), RuleError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(refuse(
            "PI-SETUP-1",
            format!("a game has 2 to 5 players, not {players}"),
        ));
    }
    Ok(())
}

/// The explicit setup's deals, each checked against the rules of the deal.
pub(crate) fn explicit_deals(
    players: usize,
    setup: &ExplicitSetup,
) -> Result<Arc<[Deal]>, RuleError> {
    if setup.start_player.index() >= players {
        return Err(refuse(
            "PI-SETUP-1",
            format!(
                "there is no {} in a {players}-player game",
                setup.start_player
            ),
        ));
    }
    if setup.mini_games.len() > usize::from(MINI_GAMES) {
        return Err(refuse("PI-MINIGAME-1", "a game has three mini-games"));
    }
    setup
        .mini_games
        .iter()
        .map(|deal| explicit_deal(players, deal))
        .collect()
}

fn explicit_deal(players: usize, setup: &MiniGameSetup) -> Result<Deal, RuleError> {
    if setup.cases.len() != players {
        return Err(refuse(
            "PI-SETUP-7",
            format!(
                "{players} players need {players} cases, not {}",
                setup.cases.len()
            ),
        ));
    }
    let mut dealt: Vec<Element> = setup.cases.iter().flat_map(|c| c.elements()).collect();
    dealt.sort();
    if dealt.windows(2).any(|w| w[0] == w[1]) {
        return Err(refuse("PI-SETUP-7", "no element belongs to two cases"));
    }
    let suspects = tile_ids(
        &setup.tiles.suspect_tiles,
        Suspect::id,
        Suspect::COUNT,
        "suspect",
    )?;
    let crimes = tile_ids(&setup.tiles.crime_tiles, Crime::id, Crime::COUNT, "crime")?;
    let mut evidence = [0u8; ELEMENTS];
    let mut seen = 0u64;
    if setup.evidence.len() == ELEMENTS {
        for (slot, card) in evidence.iter_mut().zip(&setup.evidence) {
            *slot = card.code();
            seen |= 1 << card.code();
        }
    }
    if seen.count_ones() as usize != ELEMENTS {
        return Err(refuse(
            "PI-SETUP-9",
            "the evidence lists each of the 36 cards exactly once",
        ));
    }
    let mut cases = [setup.cases[0]; MAX_PLAYERS];
    cases[..players].copy_from_slice(&setup.cases);
    Ok(Deal {
        cases,
        layout: Layout::from_ids(suspects, crimes),
        evidence,
    })
}

/// The ids of a list of 14 tiles (0 for a blank), refused unless each of the `count`
/// elements lies in exactly one slot (PI-SETUP-8).
fn tile_ids<T: Copy>(
    tiles: &[Option<T>],
    id: fn(T) -> u8,
    count: usize,
    what: &str,
) -> Result<[u8; LOCATIONS], RuleError> {
    let mut ids = [0u8; LOCATIONS];
    let mut seen = 0u32;
    for (slot, tile) in ids.iter_mut().zip(tiles) {
        *slot = tile.map_or(0, id);
        seen |= tile.map_or(0, |t| 1 << id(t));
    }
    let placed = tiles.iter().flatten().count();
    if tiles.len() != LOCATIONS || placed != count || seen.count_ones() as usize != count {
        return Err(refuse(
            "PI-SETUP-8",
            format!("the 14 {what} slots hold each {what} tile exactly once"),
        ));
    }
    Ok(ids)
}
