//! What one viewer may see (CL-INFO): the only road from the state to a seat, with
//! [`redact`] for events.

use crate::actions::{EndReason, Event};
use crate::board::Position;
use crate::cards::{Card, CardSet, Room, Suspect, Triple};
use crate::movement::Reach;
use crate::state::{Phase, State};
use serde::{Serialize, Serializer};
use whodunit_engine::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub seats: Vec<SeatView>,
    pub modern_suggestion_rule: bool,
    pub hide_envelope_from_wrong_accuser: bool,
    pub dealer: Seat,
    /// Every pawn, by suspect in canonical order.
    pub pawns: [Position; 6],
    /// Every weapon's room, by weapon in canonical order.
    pub weapons: [Room; 6],
    pub active: Seat,
    pub turn: u32,
    pub phase: PhaseView,
    /// The viewer's own hand (CL-INFO-1).
    pub hand: Option<CardSet>,
    /// Cards other seats showed to the viewer (CL-INFO-10).
    pub shown_to_me: Vec<ShownCard>,
    /// The envelope, once the game is over or for a wrong accuser (CL-ACCUSE-7).
    pub envelope: Option<Triple>,
    /// Every hand, once the game is over (CL-INFO-12).
    pub hands: Option<Vec<CardSet>>,
    pub winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub suspect: Suspect,
    pub hand_size: u8,
    pub eliminated: bool,
    /// Whether the modern rule would let this seat suggest from where it stands now.
    pub summoned: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShownCard {
    pub by: Seat,
    pub card: Card,
}

/// The turn's phase as a viewer sees it: the refuter's options are the refuter's alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    StartOfTurn,
    Moving {
        die: u8,
        #[serde(serialize_with = "destinations")]
        reach: Reach,
    },
    AfterMove {
        suggested: bool,
        entered_this_turn: bool,
    },
    Refuting {
        suggestion: Triple,
        suggester: Seat,
        refuter: Seat,
        options: Option<CardSet>,
    },
    Over {
        reason: EndReason,
    },
}

fn destinations<S: Serializer>(reach: &Reach, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(reach.destinations())
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let over = state.is_over();
    let sees_all = over || viewer == Viewer::Omniscient;
    let me = viewer.seat().filter(|s| s.index() < state.seat_count());
    let phase = match state.phase {
        Phase::StartOfTurn => PhaseView::StartOfTurn,
        Phase::Moving { die, reach } => PhaseView::Moving { die, reach },
        Phase::AfterMove { suggested } => PhaseView::AfterMove {
            suggested,
            entered_this_turn: state.entered_this_turn,
        },
        Phase::Refuting {
            suggestion,
            suggester,
            refuter,
            options,
        } => PhaseView::Refuting {
            suggestion,
            suggester,
            refuter,
            options: viewer.sees_secrets_of(refuter).then_some(options),
        },
        Phase::Over { reason } => PhaseView::Over { reason },
    };
    let envelope_known = sees_all
        || me.is_some_and(|s| state.is_eliminated(s) && !state.hide_envelope_from_wrong_accuser);
    View {
        viewer,
        seats: state
            .seats()
            .map(|seat| SeatView {
                seat,
                suspect: state.suspect_of(seat),
                hand_size: state.hand(seat).len() as u8,
                eliminated: state.is_eliminated(seat),
                summoned: state.summoned & (1 << seat.0) != 0,
            })
            .collect(),
        modern_suggestion_rule: state.modern_suggestion_rule,
        hide_envelope_from_wrong_accuser: state.hide_envelope_from_wrong_accuser,
        dealer: state.dealer,
        pawns: state.pawns,
        weapons: state.weapons,
        active: state.active,
        turn: state.turn,
        phase,
        hand: me.map(|s| state.hand(s)),
        shown_to_me: me
            .map(|me| {
                state
                    .seats()
                    .flat_map(|by| {
                        state.shown[me.index()][by.index()]
                            .iter()
                            .map(move |card| ShownCard { by, card })
                    })
                    .collect()
            })
            .unwrap_or_default(),
        envelope: envelope_known.then_some(state.envelope),
        hands: sees_all.then(|| state.seats().map(|s| state.hand(s)).collect()),
        winner: state.winner,
    }
}

/// What `viewer` sees of `event`: secrets are emptied for those who may not see them.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let mut seen = event.clone();
    match &mut seen {
        Event::MustShow {
            refuter, options, ..
        } if !viewer.sees_secrets_of(*refuter) => *options = None,
        Event::Shown {
            refuter,
            suggester,
            card,
        } if !viewer.sees_secrets_of(*refuter) && !viewer.sees_secrets_of(*suggester) => {
            *card = None
        }
        Event::Accused {
            seat,
            correct: false,
            accusation,
        } if !viewer.sees_secrets_of(*seat) => *accusation = None,
        Event::EnvelopeSeen { seat, .. } if !viewer.sees_secrets_of(*seat) => return None,
        _ => {}
    }
    Some(seen)
}
