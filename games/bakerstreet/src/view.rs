//! What one viewer may see now (BS-INFO): the only road from the state to a seat, with
//! [`redact`] for events. A view holds the table as it is visible now plus the viewer's own
//! hand and collection; what a seat saw earlier (covered cards, piles it looked at) is in
//! its own event history, never in the view (BS-INFO-14).

use crate::actions::{Bid, ChallengeResult, EndReason, Event};
use crate::cards::{Composition, CompositionRow, DetectiveCard, Letter};
use crate::state::{Phase, State, POSITIONS, SEATS};
use serde::Serialize;
use whodunit_engine::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub round: u32,
    pub max_rounds: Option<u32>,
    pub one_card_per_letter: bool,
    pub detective_composition: Composition,
    pub phase: PhaseView,
    /// Whose turn it is, or was when the round's turns ended.
    pub active: Seat,
    /// This round's bids, oldest first (BS-INFO-12).
    pub bids: Vec<Bid>,
    /// The challenge that ended this round's turns, during the evaluation phase.
    pub challenge: Option<ChallengeResult>,
    /// Counts and visible tops of each seat's piles, by seat (BS-INFO-3, BS-INFO-11).
    pub seats: [SeatView; 2],
    /// Each detective stack's size and visible top, by position (BS-INFO-2).
    pub stacks: [StackView; POSITIONS],
    /// The size of each evidence pile, by position (BS-INFO-11).
    pub evidence_sizes: [u8; POSITIONS],
    /// The viewer's own hand, in hand order (BS-INFO-5).
    pub hand: Option<Vec<DetectiveCard>>,
    /// The viewer's own collection, in the order taken (BS-INFO-10).
    pub collection: Option<Vec<Letter>>,
    /// Both collections by seat, once the game is over (BS-INFO-13), or for the omniscient.
    pub collections: Option<[Vec<Letter>; 2]>,
    /// Both hands by seat, for the omniscient viewer only.
    pub hands: Option<[Vec<DetectiveCard>; 2]>,
    /// Every evidence pile top first, for the omniscient viewer only.
    pub evidence: Option<[Vec<Letter>; POSITIONS]>,
    pub winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub draw_size: u8,
    pub hand_size: u8,
    pub discard_size: u8,
    pub discard_top: Option<DetectiveCard>,
    pub collection_size: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StackView {
    pub size: u8,
    pub top: Option<DetectiveCard>,
}

/// Whose decision it is and what about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// `seat` moves or challenges.
    Turn { seat: Seat },
    /// `seat` won the challenge and chooses the first position.
    Choose { seat: Seat },
    /// `seat` won the evaluation of `position` and takes a card; the pile, top first, is
    /// shown to that seat alone (BS-INFO-7). `arrow`: the chain continues afterwards.
    Take {
        seat: Seat,
        position: u8,
        arrow: bool,
        pile: Option<Vec<Letter>>,
    },
    Over {
        reason: EndReason,
        winner: Option<Seat>,
    },
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let me = viewer.seat().filter(|s| s.index() < state.seat_count());
    let omniscient = viewer == Viewer::Omniscient;
    let phase = match state.phase {
        Phase::Turn => PhaseView::Turn { seat: state.active },
        Phase::Choose => PhaseView::Choose {
            seat: state.challenge_winner(),
        },
        Phase::Take {
            position,
            taker,
            arrow,
        } => PhaseView::Take {
            seat: taker,
            position,
            arrow,
            pile: viewer
                .sees_secrets_of(taker)
                .then(|| state.evidence_pile(usize::from(position)).collect()),
        },
        Phase::Over { reason } => PhaseView::Over {
            reason,
            winner: state.winner,
        },
    };
    View {
        viewer,
        round: state.round,
        max_rounds: state.max_rounds,
        one_card_per_letter: state.one_card_per_letter,
        detective_composition: composition(state),
        phase,
        active: state.active,
        bids: state.bids().to_vec(),
        challenge: state.challenge,
        seats: SEATS.map(|seat| seat_view(state, seat)),
        stacks: std::array::from_fn(|p| StackView {
            size: state.stacks[p].len() as u8,
            top: state.stacks[p].last().map(|c| c.unpack()),
        }),
        evidence_sizes: std::array::from_fn(|p| state.evidence[p].len() as u8),
        hand: me.map(|s| state.hand(s).collect()),
        collection: me.map(|s| state.collection(s).to_vec()),
        collections: (state.is_over() || omniscient)
            .then(|| SEATS.map(|s| state.collection(s).to_vec())),
        hands: omniscient.then(|| SEATS.map(|s| state.hand(s).collect())),
        evidence: omniscient.then(|| std::array::from_fn(|p| state.evidence_pile(p).collect())),
        winner: state.winner,
    }
}

fn seat_view(state: &State, seat: Seat) -> SeatView {
    let s = seat.index();
    SeatView {
        seat,
        draw_size: state.draw[s].len() as u8,
        hand_size: state.hands[s].len() as u8,
        discard_size: state.discards[s].len() as u8,
        discard_top: state.discards[s].last().map(|c| c.unpack()),
        collection_size: state.collections[s].len() as u8,
    }
}

/// The game's deck table, rebuilt from the counts the state keeps.
fn composition(state: &State) -> Composition {
    Composition {
        rows: state
            .composition
            .iter()
            .enumerate()
            .map(|(value, &[plain, stop, x2, arrow])| CompositionRow {
                value: value as u8,
                plain,
                stop,
                x2,
                arrow,
                cards: plain + stop + x2 + arrow,
            })
            .collect(),
    }
}

/// What `viewer` sees of `event`: a drawn card, a pile's contents and a letter taken reach
/// only their seat (BS-INFO-4, BS-INFO-7, BS-INFO-8, BS-INFO-15, BS-INFO-16); everything
/// else is public (BS-INFO-12).
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let mut seen = event.clone();
    match &mut seen {
        Event::Drew { seat, card } if !viewer.sees_secrets_of(*seat) => *card = None,
        Event::PileSeen { seat, cards, .. } if !viewer.sees_secrets_of(*seat) => *cards = None,
        Event::Rewarded { seat, letter, .. } if !viewer.sees_secrets_of(*seat) => *letter = None,
        _ => {}
    }
    Some(seen)
}
