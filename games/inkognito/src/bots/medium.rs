//! `medium`: an agent who keeps only certain facts (`clues.rs`: its own cards, black cards
//! seen, pairs with a card it knows false) and plays plainly for them. It weighs no
//! chances over the deals and reads nothing into a pair it cannot decode.
//!
//! - It calls only when its facts give the whole number (at 4 players only with the
//!   partner it knows, IK-CALL-07), never at random.
//! - It places where a meeting is likeliest to teach it something: alone with the one
//!   agent there it knows least about (at once where it could call), else at a location
//!   nobody chose yet; never where two agents already stand, since three persons do not
//!   meet (IK-ROUND-09).
//! - At a two-agent meeting it shows the partner it knows a black card they have not seen
//!   from it (identity first), and anyone else a pair not yet shown them, drawn at random.
//! - With the Ambassador it names the agent it knows least about (for the dummy, the card
//!   it lacks), and at a dummy meeting it looks at the card it lacks; it passes when it
//!   knows everything. Named, it shows its identity.

use super::Clues;
use crate::actions::{Action, Agent, Event, MeetingKind, Shown};
use crate::elements::{BlackCard, BlackKind, Location};
use crate::view::View;
use crate::Inkognito;
use whodunit_engine::{Bot, Decision, GameRng, Seat};

pub struct Medium {
    seat: Seat,
    clues: Clues,
    /// By receiver seat: the black kinds this seat has shown them this game.
    blacks_shown: Vec<(Seat, BlackKind)>,
}

impl Medium {
    pub fn new(seat: Seat) -> Medium {
        Medium {
            seat,
            clues: Clues::new(seat),
            blacks_shown: Vec::new(),
        }
    }

    /// How many of `agent`'s two black cards it does not know (0 to 2).
    fn unknown(&mut self, agent: Agent) -> usize {
        let (identity, fragment) = self.clues.known(agent);
        usize::from(identity.is_none()) + usize::from(fragment.is_none())
    }

    /// Whether `agent` is surely its partner (4 players only, IK-SETUP-11).
    fn partner(&mut self, view: &View, agent: Agent) -> bool {
        let mine = self.clues.known(Agent::Seat(self.seat)).0;
        let theirs = self.clues.known(agent).0;
        view.players == 4 && mine.is_some() && theirs == mine.map(|i| i.partner())
    }

    /// The value of placing at `location`: a call there beats learning, learning beats an
    /// empty place, and an empty place beats a crowd.
    fn place_value(&mut self, view: &View, location: Location, ready: bool) -> usize {
        let me = Agent::Seat(self.seat);
        let here: Vec<Agent> = view
            .agents
            .iter()
            .filter(|a| a.agent != me && a.placed == Some(location))
            .map(|a| a.agent)
            .collect();
        match here[..] {
            [] => 2,
            [other] if ready && (view.players != 4 || self.partner(view, other)) => 10,
            [other] => 1 + 2 * self.unknown(other),
            _ => 0,
        }
    }

    fn pick(&mut self, view: &View, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
        let call = self.clues.call(view).map(Action::Call);
        if let Some(call) = call.filter(|c| legal.contains(c)) {
            return Some(call);
        }
        let ready = self.clues.number(view).is_some();
        let first = *legal.first()?;
        let Some(meeting) = &view.meeting else {
            // Placing: the 5-player Ambassador player places blind, its first card left.
            if view.ambassador_seat == Some(self.seat) {
                return Some(first);
            }
            let mut best = (first, 0);
            for &action in legal {
                if let Action::Place(location) = action {
                    let value = self.place_value(view, location, ready);
                    if value > best.1 {
                        best = (action, value);
                    }
                }
            }
            return Some(best.0);
        };
        let me = Agent::Seat(self.seat);
        let other = meeting.persons.iter().copied().find(|&p| p != me);
        if meeting.named == Some(me) {
            return Some(Action::RevealBlack(BlackKind::Identity));
        }
        match meeting.kind {
            MeetingKind::TwoAgents => {
                if let Some(Agent::Seat(receiver)) = other.filter(|&o| self.partner(view, o)) {
                    let unseen = BlackKind::ALL
                        .into_iter()
                        .find(|k| !self.blacks_shown.contains(&(receiver, *k)));
                    if let Some(kind) = unseen {
                        return Some(Action::ShowBlack(kind));
                    }
                }
                Some(any_pair(legal, rng))
            }
            MeetingKind::Audience => Some(any_pair(legal, rng)),
            MeetingKind::Ambassador => Some(self.ask(view, legal)),
            MeetingKind::Dummy => {
                let (identity, fragment) = self.clues.known(Agent::Dummy);
                Some(match (identity, fragment) {
                    (None, _) => Action::Look(BlackKind::Identity),
                    (_, None) => Action::Look(BlackKind::Number),
                    _ => Action::Pass,
                })
            }
        }
    }

    /// The agent it knows least about (the first of those), or a pass if it knows all.
    fn ask(&mut self, view: &View, legal: &[Action]) -> Action {
        let mut best = (Action::Pass, 0);
        for agent in &view.agents {
            let (identity, _) = self.clues.known(agent.agent);
            let unknown = self.unknown(agent.agent);
            let action = match agent.agent {
                Agent::Dummy if identity.is_none() => Action::AskDummy(BlackKind::Identity),
                Agent::Dummy => Action::AskDummy(BlackKind::Number),
                Agent::Seat(seat) => Action::Ask(seat),
            };
            if unknown > best.1 && legal.contains(&action) {
                best = (action, unknown);
            }
        }
        best.0
    }
}

/// A pair drawn uniformly from the legal ones (each shows one true card, IK-MEET-03); the
/// 5-player Ambassador player, who shows none, lets the meeting pass (IK-5P-19).
fn any_pair(legal: &[Action], rng: &mut GameRng) -> Action {
    let pairs: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::ShowPair(_)))
        .collect();
    match pairs.len() {
        0 => Action::Pass,
        n => pairs[rng.below(n as u32) as usize],
    }
}

impl Bot<Inkognito> for Medium {
    fn observe(&mut self, event: &Event) {
        self.clues.observe(event);
        let shown = match *event {
            Event::GameStarted { .. } => {
                self.blacks_shown.clear();
                None
            }
            Event::Showed {
                from,
                to,
                shown: Some(Shown::Black(card)),
                ..
            } if from == self.seat => Some((to, card)),
            Event::BlackShown {
                from,
                to,
                card: Some(card),
                ..
            } if from == Agent::Seat(self.seat) => Some((to, card)),
            _ => None,
        };
        if let Some((to, card)) = shown {
            let kind = match card {
                BlackCard::Identity(_) => BlackKind::Identity,
                BlackCard::Number(_) => BlackKind::Number,
            };
            self.blacks_shown.push((to, kind));
        }
    }

    fn choose(&mut self, mut decision: Decision<'_, Inkognito>) -> Action {
        let view = decision.view;
        let (legal, rng) = decision.legal_and_rng();
        self.pick(view, legal, rng).unwrap_or(legal[0])
    }
}
