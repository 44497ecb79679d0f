//! Game configuration (§3) and the initial deal in generator order (BS-SETUP).

use crate::cards::{
    Card, Composition, Face, Letter, Symbol, DECK_SIZE, EVIDENCE_CARDS, LETTERS, MAX_VALUE,
};
use crate::pile::Pile;
use crate::state::{State, HAND_SIZE, PILE_SIZE, POSITIONS, SEATS};
use serde::{Deserialize, Serialize};
use whodunit_engine::{GameRng, RuleError, Seat};

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

// The deal fills the five piles exactly (BS-SETUP-5, BS-SETUP-6).
const _: () = assert!(POSITIONS * PILE_SIZE == 2 * LETTERS);

/// The outcomes of setup's chance, in generator order (BS-SETUP-13).
struct Deal {
    evidence: [Letter; EVIDENCE_CARDS],
    /// By seat, top first.
    decks: [[Face; DECK_SIZE]; 2],
    first: Seat,
}

/// BS-SETUP-13, BS-SETUP-14: evidence shuffle, seat 0's deck, seat 1's deck, first player.
fn random_deal(rules: &Rules, rng: &mut GameRng) -> Deal {
    let mut evidence = [Letter::default(); EVIDENCE_CARDS];
    for (i, letter) in evidence.iter_mut().enumerate() {
        *letter = Letter::new((i / 2) as u8).unwrap_or_default();
    }
    rng.shuffle(&mut evidence);
    let mut decks = [rules.deck; 2];
    for deck in &mut decks {
        rng.shuffle(deck);
    }
    let first = Seat(rng.below(2) as u8);
    Deal {
        evidence,
        decks,
        first,
    }
}

fn explicit_deal(rules: &Rules, setup: &ExplicitSetup) -> Result<Deal, RuleError> {
    if setup.first_player.index() >= 2 {
        return Err(RuleError::new(
            "BS-SETUP-1",
            format!("there is no {} in a two-player game", setup.first_player),
        ));
    }
    check_evidence(setup.evidence.clone())?;
    let mut evidence = [Letter::default(); EVIDENCE_CARDS];
    evidence.copy_from_slice(&setup.evidence);
    let mut decks = [[Face::default(); DECK_SIZE]; 2];
    for seat in SEATS {
        let given = &setup.decks[seat.index()];
        rules.check_deck(given.clone(), &format!("the deck of {seat}"))?;
        decks[seat.index()].copy_from_slice(given);
    }
    Ok(Deal {
        evidence,
        decks,
        first: setup.first_player,
    })
}

/// Builds the initial state from a configuration and a seed.
pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    let rules = Rules::check(config)?;
    let mut rng = GameRng::new(seed);
    let deal = match &config.setup {
        Some(explicit) => explicit_deal(&rules, explicit)?,
        None => random_deal(&rules, &mut rng),
    };
    let mut state = State::empty(&rules, rng);
    // BS-SETUP-6, BS-SETUP-7: eight cards per pile, dealt top to bottom.
    for (position, cards) in deal.evidence.chunks(PILE_SIZE).enumerate() {
        state.evidence[position] = Pile::from_bottom_up(cards.iter().rev().copied());
    }
    for seat in SEATS {
        // BS-SETUP-8: the shuffled deck becomes the draw pile, its first card on top.
        let deck = deal.decks[seat.index()].iter().rev();
        state.draw[seat.index()] = Pile::from_bottom_up(deck.map(|f| Card::pack(f.of(seat))));
        // BS-SETUP-9: the top three cards, in order.
        for _ in 0..HAND_SIZE {
            if let Some(card) = state.draw[seat.index()].pop() {
                state.hands[seat.index()].push(card);
            }
        }
    }
    // BS-SETUP-11, BS-TURN-1.
    state.active = deal.first;
    Ok(state)
}
