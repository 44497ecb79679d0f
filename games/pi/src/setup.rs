//! The deal of each mini-game in generator order (PI-SETUP-6 to PI-SETUP-12,
//! PI-MINIGAME-6), or the explicit setup's.

use crate::board::{Layout, LOCATIONS};
use crate::config::{check_players, explicit_deals, Config, Deal, MAX_PLAYERS};
use crate::elements::{Case, Crime, Location, Suspect, ELEMENTS};
use crate::state::{left_neighbour, State, DISPLAY, NO_CASE};
use whodunit_engine::{GameRng, RuleError, Seat};

/// Builds the initial state: mini-game 1 dealt, its start player to act.
pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    let players = config.players;
    check_players(players)?;
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
    let deal =
        given.unwrap_or_else(|| random_deal(state.seat_count(), state.start, &mut state.rng));
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
