//! What the expert knows: the notebook's model (equally likely deals, narrowed by each
//! sighting), kept up to date one sighting at a time, and the readings its policy needs.

use crate::actions::{Agent, Event};
use crate::elements::{BlackKind, Identity, Number};
use crate::notebook::{agent_index, Intake, Marginals, Observation, Seen, Worlds};
use crate::view::View;
use whodunit_engine::Seat;

#[derive(Clone, Debug, Default)]
pub struct Knowledge {
    intake: Intake,
    /// The intake's game count `worlds` was built for, once built.
    built: Option<u16>,
    sightings: usize,
    calls: usize,
    worlds: Option<Worlds>,
    /// The chances over the last set of worlds asked about, kept until the set changes.
    marginals: Option<(Worlds, Marginals)>,
}

impl Knowledge {
    pub fn observe(&mut self, event: &Event) {
        self.intake.observe(event);
    }

    /// The deals still possible. The seat's own cards come from the view, since the
    /// first game of a match is dealt without events.
    pub fn sync(&mut self, view: &View) -> Worlds {
        let mut worlds = match (self.worlds, self.built) {
            (Some(w), Some(g)) if g == self.intake.games => w,
            _ => {
                self.built = Some(self.intake.games);
                (self.sightings, self.calls) = (0, 0);
                Observation::from_view(view).fold(Worlds::all(), |w, (_, o)| o.narrow(w))
            }
        };
        for s in &self.intake.sightings[self.sightings..] {
            if let Some(o) = Observation::of_sighting(view, s) {
                worlds = o.narrow(worlds);
            }
        }
        for c in &self.intake.calls[self.calls..] {
            worlds = Observation::of_call(view, c).narrow(worlds);
        }
        (self.sightings, self.calls) = (self.intake.sightings.len(), self.intake.calls.len());
        self.worlds = Some(worlds);
        worlds
    }

    /// The chances over `worlds`, counted again only when the set has changed.
    pub fn marginals(&mut self, worlds: Worlds) -> Marginals {
        match &self.marginals {
            Some((counted, marginals)) if *counted == worlds => marginals.clone(),
            _ => {
                let marginals = Marginals::of(&worlds);
                self.marginals = Some((worlds, marginals.clone()));
                marginals
            }
        }
    }

    /// The black kinds `me` has shown `to` this game.
    pub fn blacks_shown(&self, me: Seat, to: Seat) -> [bool; 2] {
        let mut shown = [false; 2];
        for s in &self.intake.sightings {
            if s.from == Agent::Seat(me) && (s.to == to || s.witness == Some(to)) {
                if let Seen::Black(card) = s.seen {
                    shown[kind_of(card) as usize] = true;
                }
            }
        }
        shown
    }
}

fn kind_of(card: crate::elements::BlackCard) -> BlackKind {
    match card {
        crate::elements::BlackCard::Identity(_) => BlackKind::Identity,
        crate::elements::BlackCard::Number(_) => BlackKind::Number,
    }
}

/// The readings of one decision.
pub struct Read<'a> {
    pub view: &'a View,
    pub me: Option<usize>,
    pub m: Marginals,
    /// The number, if every deal left agrees on it.
    number: Option<Number>,
}

impl<'a> Read<'a> {
    pub fn new(view: &'a View, seat: Seat, m: Marginals) -> Read<'a> {
        Read {
            view,
            me: agent_index(view, Agent::Seat(seat)),
            number: m.sure_number(),
            m,
        }
    }

    pub fn index(&self, agent: Agent) -> Option<usize> {
        agent_index(self.view, agent)
    }

    fn my_identity(&self) -> Option<Identity> {
        self.me.and_then(|a| self.view.agents[a].identity)
    }

    /// The chance that `agent` is my partner: 0 without partners (3 and 5 players).
    pub fn partner(&self, agent: usize) -> f64 {
        match self.my_identity() {
            Some(mine) if self.view.players == 4 => self.m.identity(agent, mine.partner()),
            _ => 0.0,
        }
    }

    /// The number I may call at a meeting with `other`: certain, and at 4 players
    /// `other` surely my partner (IK-CALL-07).
    pub fn call_with(&self, other: Option<usize>) -> Option<Number> {
        let number = self.number?;
        match (self.view.players, other) {
            (4, Some(o)) if self.partner(o) == 1.0 => Some(number),
            (4, _) => None,
            _ => Some(number),
        }
    }

    /// Bits the deal is expected to lose when `agent`'s black card of `kind` is seen.
    pub fn bits(&self, agent: usize, kind: BlackKind) -> f64 {
        self.m.entropy_of(agent, kind)
    }
}
