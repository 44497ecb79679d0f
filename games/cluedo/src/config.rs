//! A game's configuration and explicit setup (CL-SETUP-1 to CL-SETUP-3, CL-SETUP-18,
//! CL-SUGGEST-10, CL-ACCUSE-7): what the deal reads, apart from the seed.

use crate::cards::{Card, Room, Suspect, Triple, Weapon};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything that fixes a Cluedo game apart from the seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// The played suspects (2 to 6, all different). Seats follow canonical suspect order
    /// whatever order they are listed in (CL-SETUP-3).
    pub players: Vec<Suspect>,
    /// CL-SUGGEST-10.
    #[serde(default)]
    pub modern_suggestion_rule: bool,
    /// CL-ACCUSE-7.
    #[serde(default)]
    pub hide_envelope_from_wrong_accuser: bool,
    /// For simulations only: after this many turns the game ends as a draw. Off in real play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_limit: Option<u32>,
    /// A chosen deal in place of the generator's (CL-SETUP-18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<ExplicitSetup>,
}

impl Config {
    /// The first `count` suspects in canonical order, all variants off.
    pub fn with_players(count: usize) -> Config {
        Config {
            players: Suspect::all().take(count).collect(),
            modern_suggestion_rule: false,
            hide_envelope_from_wrong_accuser: false,
            turn_limit: None,
            setup: None,
        }
    }
}

/// An explicit setup (CL-SETUP-18): every outcome the generator would otherwise draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExplicitSetup {
    /// The start room of each unplayed suspect.
    #[serde(default)]
    pub unplayed_rooms: BTreeMap<Suspect, Room>,
    /// The start room of each weapon (six different rooms).
    pub weapon_rooms: BTreeMap<Weapon, Room>,
    pub envelope: Triple,
    pub dealer: Suspect,
    /// The 18 cards outside the envelope, top card first.
    pub deck: Vec<Card>,
    /// Die results to use, in order; once used up, rolls come from the seed's generator.
    #[serde(default)]
    pub dice: Vec<u8>,
}
