//! What one observation allows: a test on worlds.

use super::intake::{CallSeen, Seen, Sighting};
use super::world::{World, Worlds};
use crate::actions::Agent;
use crate::elements::{BlackCard, Card, Fragment, Identity, Number};
use crate::view::View;
use std::sync::LazyLock;

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
    Pair { agent: usize, pair: [Card; 2] },
    /// A call and its verdict; `met` is the caller and the other agent, when the partner
    /// condition applies (4 players, IK-CALL-07).
    Call {
        number: Number,
        correct: bool,
        met: Option<(usize, usize)>,
    },
}

/// The worlds where `card` is true for `agent`, by agent and card index, built once.
static TRUE_FOR: LazyLock<[[Worlds; 8]; 4]> = LazyLock::new(|| {
    std::array::from_fn(|agent| {
        Card::ALL.map(|card| Worlds::all().filter(|w| w.is_true(agent, card)))
    })
});

fn true_for(agent: usize, card: Card) -> Worlds {
    TRUE_FOR[agent % 4][card.index()]
}

/// The coloured card that a black card makes true.
fn coloured(black: BlackCard) -> Card {
    match black {
        BlackCard::Identity(identity) => Card::Identity(identity),
        BlackCard::Number(fragment) => Card::Number(fragment),
    }
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

    /// The worlds of `worlds` this observation allows. A card seen is one set of worlds
    /// worked out once, so narrowing by it is a few bitwise operations.
    pub fn narrow(&self, worlds: Worlds) -> Worlds {
        match *self {
            Observation::Holds {
                agent,
                identity,
                fragment,
            } => worlds
                .and(true_for(agent, Card::Identity(identity)))
                .and(true_for(agent, Card::Number(fragment))),
            Observation::Black { agent, card } => worlds.and(true_for(agent, coloured(card))),
            Observation::Pair { agent, pair } => {
                worlds.and(true_for(agent, pair[0]).xor(true_for(agent, pair[1])))
            }
            Observation::Call { .. } => worlds.filter(|w| self.allows(w)),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Narrowing by the sets built once keeps exactly the worlds `allows` keeps.
    #[test]
    fn narrowing_by_sets_matches_testing_each_world() {
        let slow = |o: Observation| Worlds::all().filter(|w| o.allows(w));
        for agent in 0..4 {
            for (i, first) in Card::ALL.into_iter().enumerate() {
                for second in Card::ALL.into_iter().skip(i + 1) {
                    let pair = Observation::Pair {
                        agent,
                        pair: [first, second],
                    };
                    assert_eq!(pair.narrow(Worlds::all()), slow(pair));
                }
            }
            for identity in Identity::ALL {
                for fragment in Fragment::ALL {
                    let holds = Observation::Holds {
                        agent,
                        identity,
                        fragment,
                    };
                    assert_eq!(holds.narrow(Worlds::all()), slow(holds));
                    for card in [BlackCard::Identity(identity), BlackCard::Number(fragment)] {
                        let black = Observation::Black { agent, card };
                        assert_eq!(black.narrow(Worlds::all()), slow(black));
                    }
                }
            }
        }
    }
}
