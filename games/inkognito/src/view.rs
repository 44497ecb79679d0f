//! What one viewer may see (§10): the state through `view`, events through `redact`.

use crate::actions::{Agent, Event, MeetingKind};
use crate::elements::{Card, Fragment, Identity, Location};
use crate::rules::to_act;
use crate::state::{Phase, State, AMB};
use serde::Serialize;
use whodunit_engine::{Seat, Viewer};

/// One agent as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AgentView {
    pub agent: Agent,
    /// Known to the agent's own seat only (IK-SETUP-12), to everyone once the match ends.
    pub identity: Option<Identity>,
    pub fragment: Option<Fragment>,
    /// This round's card, face up (IK-ROUND-03).
    pub placed: Option<Location>,
    /// Cards played this series, still face up (IK-ROUND-13).
    pub played: Vec<Location>,
}

/// The meeting being resolved (IK-INFO-07).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MeetingView {
    pub location: Location,
    pub kind: MeetingKind,
    pub persons: Vec<Agent>,
    /// Whether the first agent has committed a choice (IK-MEET-12).
    pub committed: bool,
    /// The agent named at an Ambassador meeting, waiting to show.
    pub named: Option<Agent>,
}

/// Pairs this seat has shown one receiver this game (IK-INFO-40).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShownTo {
    pub receiver: Seat,
    pub pairs: Vec<[Card; 2]>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: usize,
    pub game: u16,
    pub round: u8,
    pub scores: Vec<u8>,
    pub ambassador_seat: Option<Seat>,
    pub start: Option<Seat>,
    /// In deal order: agent seats increasing, the dummy last.
    pub agents: Vec<AgentView>,
    /// This round's Ambassador location once turned (IK-INFO-06).
    pub ambassador_at: Option<Location>,
    /// The 5-player Ambassador player's hidden card, for that player only (IK-INFO-05).
    pub ambassador_hidden: Option<Location>,
    /// Ambassador cards face up this series (IK-INFO-03).
    pub ambassador_played: Vec<Location>,
    pub to_act: Option<Seat>,
    pub meeting: Option<MeetingView>,
    pub shown: Vec<ShownTo>,
    pub winners: Vec<Seat>,
}

fn locations(bits: u8) -> Vec<Location> {
    Location::ALL
        .into_iter()
        .filter(|l| bits & l.bit() != 0)
        .collect()
}

/// What `viewer` may see now.
pub fn view(state: &State, viewer: Viewer) -> View {
    let over = state.is_over();
    let revealed = !matches!(state.phase, Phase::AmbassadorPlaces | Phase::Place { .. });
    let amb_sees = state.ambassador.is_some_and(|s| viewer.sees_secrets_of(s));
    let agents = (0..4u8)
        .map(|a| {
            let i = usize::from(a);
            let sees = over
                || match state.seat_of(a) {
                    Some(seat) => viewer.sees_secrets_of(seat),
                    None => viewer == Viewer::Omniscient,
                };
            AgentView {
                agent: state.agent_ref(a),
                identity: sees.then_some(state.identity[i]),
                fragment: sees.then_some(state.fragment[i]),
                placed: state.placed[i],
                played: locations(state.played[i]),
            }
        })
        .collect();
    let mut amb_played = state.played[AMB];
    if let (false, Some(hidden)) = (revealed, state.placed[AMB]) {
        amb_played &= !hidden.bit();
    }
    let meeting = meeting_view(state);
    let shown = viewer
        .seat()
        .and_then(|s| state.agent_of(s))
        .map(|a| shown_by(state, a))
        .unwrap_or_default();
    View {
        viewer,
        players: state.seat_count(),
        game: state.game,
        round: state.round,
        scores: state.scores().to_vec(),
        ambassador_seat: state.ambassador,
        start: state.seat_of(state.start),
        agents,
        ambassador_at: state.placed[AMB].filter(|_| revealed),
        ambassador_hidden: state.placed[AMB].filter(|_| !revealed && amb_sees),
        ambassador_played: locations(amb_played),
        to_act: to_act(state),
        meeting,
        shown,
        winners: state.winners.clone(),
    }
}

fn meeting_view(state: &State) -> Option<MeetingView> {
    let (m, committed) = match state.phase {
        Phase::AmbassadorDecides { m } | Phase::First { m } | Phase::Reveal { m } => (m, false),
        Phase::Second { m, .. } => (m, true),
        _ => return None,
    };
    let meeting = state.meetings[usize::from(m)]?;
    let mut persons = vec![state.agent_ref(meeting.a)];
    if meeting.kind != MeetingKind::Ambassador {
        persons.push(state.agent_ref(meeting.b));
    }
    Some(MeetingView {
        location: meeting.location,
        kind: meeting.kind,
        persons,
        committed,
        named: state.named.map(|a| state.agent_ref(a)),
    })
}

fn shown_by(state: &State, a: u8) -> Vec<ShownTo> {
    (0..state.players)
        .map(Seat)
        .filter_map(|receiver| {
            let bits = state.shown[usize::from(a)][receiver.index()];
            (bits != 0).then(|| ShownTo {
                receiver,
                pairs: (0..64)
                    .filter(|b| bits & (1u64 << b) != 0)
                    .map(|b| [Card::ALL[b / 8], Card::ALL[b % 8]])
                    .collect(),
            })
        })
        .collect()
}

fn sees(viewer: Viewer, seats: &[Option<Seat>]) -> bool {
    seats.iter().flatten().any(|&s| viewer.sees_secrets_of(s)) || viewer == Viewer::Omniscient
}

/// What `viewer` may see of `event` (§10); every event is public in part.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let mut seen = event.clone();
    match &mut seen {
        Event::Dealt {
            seat,
            identity,
            fragment,
        } if !sees(viewer, &[Some(*seat)]) => {
            *identity = None;
            *fragment = None;
        }
        Event::Placed {
            by: Agent::Seat(seat),
            ambassador: true,
            location,
        } if !sees(viewer, &[Some(*seat)]) => *location = None,
        Event::Showed {
            from, to, shown, ..
        } if !sees(viewer, &[Some(*from), Some(*to)]) => *shown = None,
        Event::BlackShown {
            from,
            to,
            witness,
            card,
        } => {
            let from = match from {
                Agent::Seat(s) => Some(*s),
                Agent::Dummy => None,
            };
            if !sees(viewer, &[from, Some(*to), *witness]) {
                *card = None;
            }
        }
        Event::Looked { seat, card } if !sees(viewer, &[Some(*seat)]) => *card = None,
        _ => {}
    }
    Some(seen)
}
