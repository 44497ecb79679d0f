//! The initial deal in generator order (BS-SETUP), from a checked configuration.

use crate::cards::{Card, Face, Letter, DECK_SIZE, EVIDENCE_CARDS, LETTERS};
use crate::config::{check_evidence, Config, ExplicitSetup, Rules};
use crate::state::{State, HAND_SIZE, PILE_SIZE, POSITIONS, SEATS};
use whodunit_engine::{GameRng, InlineList, RuleError, Seat};

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
        state.evidence[position] = InlineList::from_iter(cards.iter().rev().copied());
    }
    for seat in SEATS {
        // BS-SETUP-8: the shuffled deck becomes the draw pile, its first card on top.
        let deck = deal.decks[seat.index()].iter().rev();
        state.draw[seat.index()] = InlineList::from_iter(deck.map(|f| Card::pack(f.of(seat))));
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
