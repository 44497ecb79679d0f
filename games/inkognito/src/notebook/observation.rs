//! What one observation allows: a test on worlds.

use super::intake::{CallSeen, Seen, Sighting};
use super::world::{World, Worlds};
use crate::actions::Agent;
use crate::elements::{BlackCard, Fragment, Identity, Number};
use crate::view::View;

/// A constraint on the deal, by agent index (the order of `View::agents`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observation {
    /// The agent's two black cards are known (one's own, or all at a game's end).
    Holds {
        agent: usize,
        identity: Identity,
        fragment: Fragment,
    },
    /// A black card the agent showed: it is true (IK-MEET-10, IK-AMB-02).
    Black { agent: usize, card: BlackCard },
    /// A pair the agent showed: exactly one card is true (IK-MEET-03).
    Pair {
        agent: usize,
        pair: [crate::Card; 2],
    },
    /// A call and its verdict; `met` is the caller and the other agent, when the partner
    /// condition applies (4 players, IK-CALL-07).
    Call {
        number: Number,
        correct: bool,
        met: Option<(usize, usize)>,
    },
}

/// The index of `agent` in `view.agents`.
pub fn agent_index(view: &View, agent: Agent) -> Option<usize> {
    view.agents.iter().position(|a| a.agent == agent)
}

impl Observation {
    pub fn allows(&self, w: &World) -> bool {
        match *self {
            Observation::Holds {
                agent,
                identity,
                fragment,
            } => w.identity[agent] == identity && w.fragment[agent] == fragment,
            Observation::Black { agent, card } => match card {
                BlackCard::Identity(i) => w.identity[agent] == i,
                BlackCard::Number(f) => w.fragment[agent] == f,
            },
            Observation::Pair { agent, pair } => {
                w.is_true(agent, pair[0]) != w.is_true(agent, pair[1])
            }
            Observation::Call {
                number,
                correct,
                met,
            } => {
                let partner = met.is_none_or(|(a, b)| w.identity[b] == w.identity[a].partner());
                (w.number() == number && partner) == correct
            }
        }
    }

    /// The worlds of `worlds` this observation allows.
    pub fn narrow(&self, worlds: Worlds) -> Worlds {
        worlds.filter(|w| self.allows(w))
    }

    /// The cards the view shows face up: one's own, and everyone's once the match is over.
    pub fn from_view(view: &View) -> impl Iterator<Item = (usize, Observation)> + '_ {
        view.agents.iter().enumerate().filter_map(|(agent, a)| {
            let holds = Observation::Holds {
                agent,
                identity: a.identity?,
                fragment: a.fragment?,
            };
            Some((agent, holds))
        })
    }

    pub fn of_sighting(view: &View, s: &Sighting) -> Option<Observation> {
        let agent = agent_index(view, s.from)?;
        Some(match s.seen {
            Seen::Pair(pair) => Observation::Pair { agent, pair },
            Seen::Black(card) => Observation::Black { agent, card },
        })
    }

    pub fn of_call(view: &View, call: &CallSeen) -> Observation {
        let met = match (view.players, call.other) {
            (4, Some(other)) => {
                agent_index(view, Agent::Seat(call.caller)).zip(agent_index(view, other))
            }
            _ => None,
        };
        Observation::Call {
            number: call.number,
            correct: call.correct,
            met,
        }
    }
}
