//! The closed list of actions (PI-TURN-3) and the events they produce, fine-grained enough
//! for §4: every event is public except a case dealt, which reaches its holder only.

use crate::board::{Slot, Tiles, Token};
use crate::elements::{Case, Element, Location};
use serde::{Deserialize, Serialize};
use whodunit_engine::Seat;

/// Everything a player can do on a turn (PI-TURN-3).
///
/// JSON: `{"investigate": 9}`, `{"evidence": {"crime": 6}}`,
/// `{"solve": {"suspect": 10, "crime": 6, "location": 5}}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Place an investigator at a location (§3.3).
    Investigate(Location),
    /// Take a card from the display (§3.4).
    Evidence(Element),
    /// Name a suspect, a crime and a location (§3.5).
    Solve(Case),
}

/// What happened, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A mini-game was set up (PI-SETUP-7 to PI-SETUP-10): its number, start player, tile
    /// layout and display; the deck holds the other 27 cards.
    MiniGameStarted {
        mini_game: u8,
        start_player: Seat,
        #[serde(flatten)]
        tiles: Tiles,
        display: Vec<Element>,
    },
    /// `holder` was dealt the case of its left neighbour; the cards reach the holder only
    /// (PI-INFO-1), everyone else gets `case: null`.
    CaseDealt { holder: Seat, case: Option<Case> },
    /// A round after the first began (PI-TURN-5), paying `score_value` to solvers.
    RoundStarted { round: u16, score_value: u8 },
    /// An investigator went to `location` and received `discs` and `cubes` (PI-INFO-7).
    Investigated {
        seat: Seat,
        location: Location,
        discs: u8,
        cubes: u8,
        unused_investigators: u8,
    },
    /// A display card was taken. With a result its token went onto `tile`, taken off the
    /// seat's investigator there if `from_investigator`, and the card was discarded;
    /// without one the seat keeps the card face up (PI-EVIDENCE-7 to PI-EVIDENCE-10).
    EvidenceTaken {
        seat: Seat,
        card: Element,
        tile: Slot,
        result: Option<Token>,
        from_investigator: bool,
    },
    /// The discard pile of `size` cards was shuffled into a new deck (PI-EVIDENCE-11).
    DeckReshuffled { size: u8 },
    /// The top card of the deck joined the display (PI-EVIDENCE-11).
    DisplayRefilled { card: Element },
    /// A correct attempt: the solution is public and scores `points` (PI-SOLVE-6,
    /// PI-INFO-8, PI-INFO-9).
    Solved { seat: Seat, case: Case, points: u8 },
    /// A wrong attempt, and the seat's penalty steps now (PI-SOLVE-3, PI-SOLVE-4).
    WrongAttempt {
        seat: Seat,
        attempt: Case,
        penalty_steps: u16,
    },
    /// A mini-game ended: every case by seat (PI-INFO-10) and each seat's points for it.
    MiniGameEnded {
        mini_game: u8,
        cases: Vec<Case>,
        points: Vec<u8>,
    },
    /// The game ended (PI-END-1): final scores, places (1 is first) and winners, by seat.
    GameOver {
        scores: Vec<i32>,
        places: Vec<u8>,
        winners: Vec<Seat>,
    },
}
