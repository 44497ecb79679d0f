//! What each viewer sees (GU-INFO): its own hand, the public answers, and everything once
//! the game is over.

use crate::actions::{EndReason, Event};
use crate::cards::{Card, CardSet};
use crate::rules;
use crate::state::{Answer, Phase, State};
use serde::Serialize;
use whodunit_engine::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub cards: u8,
    /// How many cards each seat holds.
    pub hand_size: u8,
    /// The viewer's own hand (GU-INFO-1); the omniscient viewer has none of its own.
    pub hand: Option<CardSet>,
    pub to_act: Option<Seat>,
    /// Every ask and its answer, in order (GU-INFO-2).
    pub answers: Vec<Answer>,
    /// The hidden card and both hands: at the end (GU-INFO-3), or for the omniscient viewer.
    pub hidden: Option<Card>,
    pub hands: Option<[CardSet; 2]>,
    pub winner: Option<Seat>,
    pub reason: Option<EndReason>,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let (winner, reason) = match state.phase() {
        Phase::Over { winner, reason } => (Some(winner), Some(reason)),
        Phase::Turn(_) => (None, None),
    };
    let open = winner.is_some() || viewer == Viewer::Omniscient;
    View {
        viewer,
        cards: state.cards(),
        hand_size: state.hand(Seat(0)).len() as u8,
        hand: viewer.seat().map(|seat| state.hand(seat)),
        to_act: rules::to_act(state),
        answers: state.answers().to_vec(),
        hidden: open.then(|| state.hidden()),
        hands: open.then(|| [state.hand(Seat(0)), state.hand(Seat(1))]),
        winner,
        reason,
    }
}

/// Every event is public (GU-INFO-2, GU-INFO-3): each viewer gets it whole.
pub fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
    Some(*event)
}
