//! Game configuration, explicit setups, and the deal of each mini-game in generator order
//! (PI-SETUP-6 to PI-SETUP-12, PI-MINIGAME-6).

use crate::board::{Layout, Tiles, LOCATIONS};
use crate::elements::{Case, Crime, Element, Location, Suspect, ELEMENTS};
use crate::state::{left_neighbour, State, DISPLAY, MAX_PLAYERS, MINI_GAMES, MIN_PLAYERS, NO_CASE};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use whodunit_engine::{GameRng, RuleError, Seat};

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
    cases: [Case; MAX_PLAYERS],
    layout: Layout,
    /// Element codes: the display, then the deck from the top.
    evidence: [u8; ELEMENTS],
}

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Builds the initial state: mini-game 1 dealt, its start player to act.
pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    let players = config.players;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(refuse(
            "PI-SETUP-1",
            format!("a game has 2 to 5 players, not {players}"),
        ));
    }
    let mut rng = GameRng::new(seed);
    let (start, explicit) = match &config.setup {
        Some(setup) => (setup.start_player, Some(explicit_deals(players, setup)?)),
        // PI-SETUP-6: the first draw of the game.
        None => (Seat(rng.below(players as u32) as u8), None),
    };
    let mut state = State::empty(players as u8, rng, explicit);
    state.start = start;
    start_mini_game(&mut state);
    Ok(state)
}

fn explicit_deals(players: usize, setup: &ExplicitSetup) -> Result<Arc<[Deal]>, RuleError> {
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

/// PI-SETUP-7, PI-SETUP-8, PI-SETUP-9, PI-SETUP-12: the three case decks, the suspect
/// tiles, the crime tiles and the evidence cards are shuffled in that order, each from
/// its canonical order (ids ascending, blanks last, evidence by element code).
fn random_deal(players: usize, start: Seat, rng: &mut GameRng) -> Deal {
    let mut suspects: [u8; Suspect::COUNT] = std::array::from_fn(|i| i as u8 + 1);
    let mut crimes: [u8; Crime::COUNT] = std::array::from_fn(|i| i as u8 + 1);
    let mut locations: [u8; Location::COUNT] = std::array::from_fn(|i| i as u8 + 1);
    rng.shuffle(&mut suspects);
    rng.shuffle(&mut crimes);
    rng.shuffle(&mut locations);
    let mut cases = [NO_CASE; MAX_PLAYERS];
    // The i-th card of each deck goes to the i-th holder from the start player, and a
    // holder holds its left neighbour's case.
    let mut holder = start;
    for i in 0..players {
        let owner = left_neighbour(holder, players);
        cases[owner.index()] = Case::from_ids(suspects[i], crimes[i], locations[i]);
        holder = owner;
    }
    let mut suspect_tiles = canonical_tiles(Suspect::COUNT);
    let mut crime_tiles = canonical_tiles(Crime::COUNT);
    rng.shuffle(&mut suspect_tiles);
    rng.shuffle(&mut crime_tiles);
    let mut evidence: [u8; ELEMENTS] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut evidence);
    Deal {
        cases,
        layout: Layout::from_ids(suspect_tiles, crime_tiles),
        evidence,
    }
}

/// Tile ids 1..=`count`, then blanks (0) up to 14.
fn canonical_tiles(count: usize) -> [u8; LOCATIONS] {
    std::array::from_fn(|i| if i < count { i as u8 + 1 } else { 0 })
}

/// Deals the current mini-game on a cleared table (PI-SETUP-7 to PI-SETUP-10,
/// PI-MINIGAME-4 to PI-MINIGAME-6): only scores, penalties and unused investigators stay.
pub(crate) fn start_mini_game(state: &mut State) {
    let index = usize::from(state.mini_game - 1);
    let given = state
        .explicit
        .as_ref()
        .and_then(|deals| deals.get(index))
        .copied();
    let deal = given.unwrap_or_else(|| random_deal(state.players(), state.start, &mut state.rng));
    state.cases = deal.cases;
    state.layout = deal.layout;
    state.display = deal.evidence[..DISPLAY].iter().copied().collect();
    // The 10th card is the top of the deck, which is the list's end.
    state.deck.clear();
    for &card in deal.evidence[DISPLAY..].iter().rev() {
        state.deck.push(card);
    }
    state.discard.clear();
    state.kept = [0; MAX_PLAYERS];
    for placed in &mut state.investigators {
        placed.clear();
    }
    state.discs = [0; MAX_PLAYERS];
    state.cubes = [0; MAX_PLAYERS];
    state.wrong.clear();
    state.solved = 0;
    state.solved_this_round = false;
    state.space = 0;
    state.round = 1;
    state.active = state.start;
}

impl Case {
    /// The case of the given ids; the caller keeps them in range.
    pub(crate) const fn from_ids(suspect: u8, crime: u8, location: u8) -> Case {
        Case {
            suspect: Suspect::from_index(suspect as usize - 1),
            crime: Crime::from_index(crime as usize - 1),
            location: Location::from_index(location as usize - 1),
        }
    }
}
