//! A game's configuration (§3) and its checks (BS-SETUP-2 to BS-SETUP-5, BS-END-7): what
//! both the deal and the state need, so neither has to import the other.

use crate::cards::{Composition, Face, Letter, Symbol, DECK_SIZE, MAX_VALUE};
use serde::{Deserialize, Serialize};
use whodunit_engine::{RuleError, Seat};

/// Everything that fixes a Bakerstreet game apart from the seed. Every field has its
/// default of §3, so `{}` is a valid configuration.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// The deck table of §2, used by both decks (BS-SETUP-4).
    #[serde(default)]
    pub detective_composition: Composition,
    /// BS-EVIDENCE-8, BS-EVIDENCE-9.
    #[serde(default)]
    pub one_card_per_letter: bool,
    /// BS-END-7: the game ends after this many rounds (at least 1). No limit by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rounds: Option<u32>,
    /// A chosen deal in place of the generator's; later reshuffles still draw from the
    /// seed's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<ExplicitSetup>,
}

/// An explicit setup: every outcome the generator would draw during setup (BS-SETUP-13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplicitSetup {
    /// The 40 evidence cards in shuffled order: cards 1-8 are pile 0 from top to bottom,
    /// cards 9-16 pile 1, and so on (BS-SETUP-7).
    pub evidence: Vec<Letter>,
    /// Each seat's draw pile, top first, by seat; the first three become its hand.
    pub decks: [Vec<Face>; 2],
    pub first_player: Seat,
}

/// A configuration checked against the rules it names.
pub(crate) struct Rules {
    pub(crate) deck: [Face; DECK_SIZE],
    pub(crate) one_card_per_letter: bool,
    pub(crate) max_rounds: Option<u32>,
}

impl Rules {
    pub(crate) fn check(config: &Config) -> Result<Rules, RuleError> {
        let deck = config.detective_composition.canonical_deck()?;
        if config.max_rounds == Some(0) {
            return Err(RuleError::new(
                "BS-END-7",
                "max_rounds must allow at least one round",
            ));
        }
        Ok(Rules {
            deck,
            one_card_per_letter: config.one_card_per_letter,
            max_rounds: config.max_rounds,
        })
    }

    /// `counts[value]`: plain, STOP, x2 and ARROW cards of that value.
    pub(crate) fn counts(&self) -> [[u8; 4]; 6] {
        let mut counts = [[0; 4]; MAX_VALUE as usize + 1];
        for face in self.deck {
            let column = match face.symbol {
                None => 0,
                Some(symbol) => 1 + Symbol::ALL.iter().position(|&s| s == symbol).unwrap_or(0),
            };
            counts[usize::from(face.value)][column] += 1;
        }
        counts
    }

    /// Refuses a list of a seat's detective cards that is not exactly one deck (BS-SETUP-2,
    /// BS-SETUP-4). `what` names the list in the message.
    pub(crate) fn check_deck(&self, mut faces: Vec<Face>, what: &str) -> Result<(), RuleError> {
        if faces.len() != DECK_SIZE {
            return Err(RuleError::new(
                "BS-SETUP-2",
                format!("{what} holds {} detective cards, not 30", faces.len()),
            ));
        }
        faces.sort();
        let mut expected = self.deck;
        expected.sort();
        if faces != expected {
            return Err(RuleError::new(
                "BS-SETUP-4",
                format!("{what} does not follow the detective_composition table"),
            ));
        }
        Ok(())
    }
}

/// Refuses evidence that is not two of each letter A..T (BS-SETUP-5).
pub(crate) fn check_evidence(mut letters: Vec<Letter>) -> Result<(), RuleError> {
    letters.sort();
    let expected: Vec<Letter> = Letter::all().flat_map(|l| [l, l]).collect();
    if letters != expected {
        return Err(RuleError::new(
            "BS-SETUP-5",
            "the evidence deck holds two cards of each letter A to T",
        ));
    }
    Ok(())
}
