//! A game laid out card by card, in the middle of a round's turns: the way the spec's worked
//! examples give their starting states. A state built from a snapshot is checked like a
//! deal, so every card is in exactly one place; reshuffles then draw from the seed.

use crate::actions::Bid;
use crate::cards::{Card, DetectiveCard, Face, Letter, WINNING_RUN};
use crate::config::{check_evidence, Config, Rules};
use crate::flow::nothing_left_to_take;
use crate::state::{opponent, Phase, State, HAND_SIZE, MAX_BID, PILE_SIZE, POSITIONS, SEATS};
use serde::{Deserialize, Serialize};
use whodunit_engine::{GameRng, InlineList, RuleError, Seat};

/// Every card of a game whose round is in its turns. Piles and stacks are listed top first,
/// hands first card first, collections in the order taken; lists by seat or by position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Rounds are numbered from 1.
    pub round: u32,
    /// Whose turn it is.
    pub to_move: Seat,
    /// This round's bids, oldest first. Turns alternate, so the last was made by the
    /// opponent of `to_move`, the one before by `to_move`, and so on.
    pub bids: Vec<u8>,
    pub draw_piles: [Vec<Face>; 2],
    pub hands: [Vec<Face>; 2],
    pub discards: [Vec<Face>; 2],
    pub stacks: [Vec<DetectiveCard>; POSITIONS],
    pub evidence: [Vec<Letter>; POSITIONS],
    pub collections: [Vec<Letter>; 2],
}

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

impl State {
    /// The state laid out by `snapshot` under `config` (its `setup` is not used), with the
    /// generator of `seed` for later reshuffles. Refuses, naming the rule, a layout that
    /// loses or repeats a card, holds more than three cards in a hand or eight in a pile,
    /// has bids that do not rise within 0..30, or whose game would already be over. Other
    /// layouts are taken as given, even ones play cannot reach (a short hand beside a full
    /// draw pile), which tests and puzzles find useful.
    pub fn from_snapshot(
        config: &Config,
        seed: u64,
        snapshot: &Snapshot,
    ) -> Result<State, RuleError> {
        let rules = Rules::check(config)?;
        check_turn(&rules, snapshot)?;
        check_cards(&rules, snapshot)?;
        let mut state = State::empty(&rules, GameRng::new(seed));
        state.round = snapshot.round;
        state.active = snapshot.to_move;
        let newest = snapshot.bids.len();
        state.bids = InlineList::from_iter(snapshot.bids.iter().enumerate().map(|(i, &value)| {
            let seat = if (newest - i) % 2 == 1 {
                opponent(snapshot.to_move)
            } else {
                snapshot.to_move
            };
            Bid { seat, value }
        }));
        let pack = |seat: Seat, faces: &[Face]| -> Vec<Card> {
            faces.iter().map(|f| Card::pack(f.of(seat))).collect()
        };
        for seat in SEATS {
            let s = seat.index();
            state.draw[s] =
                InlineList::from_iter(pack(seat, &snapshot.draw_piles[s]).into_iter().rev());
            state.hands[s] = InlineList::from_iter(pack(seat, &snapshot.hands[s]));
            state.discards[s] =
                InlineList::from_iter(pack(seat, &snapshot.discards[s]).into_iter().rev());
            state.collections[s] = InlineList::from_iter(snapshot.collections[s].iter().copied());
        }
        for p in 0..POSITIONS {
            let stack = snapshot.stacks[p].iter().rev().map(|&c| Card::pack(c));
            state.stacks[p] = InlineList::from_iter(stack);
            state.evidence[p] = InlineList::from_iter(snapshot.evidence[p].iter().rev().copied());
        }
        if SEATS.iter().any(|&s| state.longest_run(s) >= WINNING_RUN) {
            return Err(refuse(
                "BS-END-1",
                "a collection already holds a run of seven: the game would be over",
            ));
        }
        if nothing_left_to_take(&state) {
            return Err(refuse(
                "BS-END-5",
                "no evidence card can be taken: the game would be over",
            ));
        }
        Ok(state)
    }

    /// The layout of this state, if its round is in its turns (`None` during an evaluation
    /// phase or after the end).
    pub fn snapshot(&self) -> Option<Snapshot> {
        if self.phase != Phase::Turn {
            return None;
        }
        let faces = |cards: &mut dyn Iterator<Item = DetectiveCard>| -> Vec<Face> {
            cards.map(DetectiveCard::face).collect()
        };
        Some(Snapshot {
            round: self.round,
            to_move: self.active,
            bids: self.bids().iter().map(|b| b.value).collect(),
            draw_piles: SEATS.map(|s| faces(&mut self.draw_pile(s))),
            hands: SEATS.map(|s| faces(&mut self.hand(s))),
            discards: SEATS.map(|s| faces(&mut self.discard_pile(s))),
            stacks: std::array::from_fn(|p| self.stack(p).collect()),
            evidence: std::array::from_fn(|p| self.evidence_pile(p).collect()),
            collections: SEATS.map(|s| self.collection(s).to_vec()),
        })
    }
}

/// The round, the player to move and the bids.
fn check_turn(rules: &Rules, snapshot: &Snapshot) -> Result<(), RuleError> {
    if snapshot.to_move.index() >= 2 {
        return Err(refuse(
            "BS-SETUP-1",
            format!("there is no {} in a two-player game", snapshot.to_move),
        ));
    }
    if snapshot.round == 0 {
        return Err(refuse("BS-ROUND-1", "rounds are numbered from 1"));
    }
    if rules.max_rounds.is_some_and(|limit| snapshot.round > limit) {
        return Err(refuse("BS-END-7", "the round is past max_rounds"));
    }
    if let Some(&bid) = snapshot.bids.iter().find(|&&b| b > MAX_BID) {
        return Err(refuse(
            "BS-BID-2",
            format!("a bid lies between 0 and 30, not {bid}"),
        ));
    }
    if snapshot.bids.windows(2).any(|w| w[1] <= w[0]) {
        return Err(refuse(
            "BS-BID-4",
            "each bid must be higher than the one before",
        ));
    }
    Ok(())
}

/// Every detective card in exactly one place and every evidence card too.
fn check_cards(rules: &Rules, snapshot: &Snapshot) -> Result<(), RuleError> {
    if let Some(card) = snapshot
        .stacks
        .iter()
        .flatten()
        .find(|c| c.owner.index() >= 2)
    {
        return Err(refuse(
            "BS-SETUP-1",
            format!(
                "a stacked card belongs to {}, who is not playing",
                card.owner
            ),
        ));
    }
    for seat in SEATS {
        let s = seat.index();
        if snapshot.hands[s].len() > HAND_SIZE {
            return Err(refuse("BS-SETUP-9", "a hand holds at most three cards"));
        }
        let stacked = snapshot
            .stacks
            .iter()
            .flatten()
            .filter(|c| c.owner == seat)
            .map(|c| c.face());
        let all: Vec<Face> = snapshot.draw_piles[s]
            .iter()
            .chain(&snapshot.hands[s])
            .chain(&snapshot.discards[s])
            .copied()
            .chain(stacked)
            .collect();
        rules.check_deck(all, &format!("the detective cards of {seat}"))?;
    }
    if snapshot.evidence.iter().any(|pile| pile.len() > PILE_SIZE) {
        return Err(refuse(
            "BS-SETUP-6",
            "an evidence pile holds at most eight cards",
        ));
    }
    let letters: Vec<Letter> = snapshot
        .evidence
        .iter()
        .chain(&snapshot.collections)
        .flatten()
        .copied()
        .collect();
    check_evidence(letters)?;
    if rules.one_card_per_letter {
        for collection in &snapshot.collections {
            let mut sorted = collection.clone();
            sorted.sort();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(refuse(
                    "BS-EVIDENCE-8",
                    "with one_card_per_letter a collection holds each letter once",
                ));
            }
        }
    }
    Ok(())
}
