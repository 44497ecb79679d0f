//! The notebook of one Inkognito seat, from its view and redacted events only.
//!
//! The model: every joint deal of identities and fragments to the four agents (the dummy
//! included) is equally likely at the start of a game (IK-SETUP-08). Each thing the seat
//! saw rules deals out: its own black cards, every black card shown to it, every pair
//! shown to it (exactly one card true), and public calls with their verdicts. The deals
//! left (at most 576, so they are enumerated) stay equally likely, which gives exact
//! chances for each agent's identity and fragment, the partner and the number.
//!
//! `world.rs` (deals and sets of them), `intake.rs` (events to sightings),
//! `observation.rs` (what a sighting allows), `marginals.rs` (counts over deals),
//! `facts.rs` (certain conclusions and their grounds), `words.rs` (their English),
//! `sheet.rs` (the clue sheet of §11), `report.rs` (the JSON the browser draws),
//! `certainty.rs` (the seat's key moments: how certain it was of what to call, step by step).

pub mod certainty;
mod facts;
mod intake;
mod marginals;
mod observation;
mod report;
mod sheet;
pub(crate) mod words;
mod world;

pub use facts::Fact;
pub use intake::{CallSeen, Intake, Seen, Sighting};
pub use marginals::Marginals;
pub use observation::{agent_index, Observation};
pub use report::report;
pub use world::{number_rank, World, Worlds, WORLDS};

use crate::actions::{Agent, Event};
use crate::elements::Identity;
use crate::view::View;
use whodunit_engine::Seat;

/// Where an observation came from, for the reasons given in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Cards the view shows face up, by agent index.
    Cards(usize),
    Sighting(Sighting),
    Call(CallSeen),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clue {
    pub observation: Observation,
    pub source: Source,
    /// The worlds this clue alone allows.
    pub allows: Worlds,
}

/// What one seat knows of the current game.
#[derive(Clone, Debug)]
pub struct Notebook {
    pub seat: Option<Seat>,
    /// The seat's own agent index; `None` for the 5-player Ambassador player.
    pub me: Option<usize>,
    pub players: usize,
    pub agents: Vec<Agent>,
    pub clues: Vec<Clue>,
    pub worlds: Worlds,
    pub marginals: Marginals,
    pub intake: Intake,
}

impl Notebook {
    pub fn new(view: &View, events: &[Event]) -> Notebook {
        Notebook::from_intake(view, Intake::gather(events))
    }

    /// The notebook of the seat viewing `view`, whose events so far `intake` has read.
    pub fn from_intake(view: &View, intake: Intake) -> Notebook {
        let seat = view.viewer.seat();
        let me = seat.and_then(|s| agent_index(view, Agent::Seat(s)));
        let clue = |observation: Observation, source| Clue {
            observation,
            source,
            allows: observation.narrow(Worlds::all()),
        };
        let mut clues: Vec<Clue> = Observation::from_view(view)
            .map(|(agent, o)| clue(o, Source::Cards(agent)))
            .collect();
        for s in &intake.sightings {
            if let Some(o) = Observation::of_sighting(view, s) {
                clues.push(clue(o, Source::Sighting(*s)));
            }
        }
        for c in &intake.calls {
            clues.push(clue(Observation::of_call(view, c), Source::Call(*c)));
        }
        let worlds = clues.iter().fold(Worlds::all(), |w, c| w.and(c.allows));
        Notebook {
            seat,
            me,
            players: view.players,
            agents: view.agents.iter().map(|a| a.agent).collect(),
            marginals: Marginals::of(&worlds),
            clues,
            worlds,
            intake,
        }
    }

    /// The seat's own identity.
    pub fn my_identity(&self) -> Option<Identity> {
        self.marginals.sure_identity(self.me?)
    }

    /// The chance that `agent` is the seat's partner (4 players only).
    pub fn partner(&self, agent: usize) -> Option<f64> {
        let mine = self.my_identity().filter(|_| self.players == 4)?;
        Some(self.marginals.identity(agent, mine.partner()))
    }

    /// The other agents, by index.
    pub fn others(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.agents.len()).filter(move |&a| Some(a) != self.me)
    }

    pub fn facts(&self) -> Vec<Fact> {
        facts::facts(self)
    }

    /// A smallest set of clues (no clue can be dropped) from which `fact` follows.
    pub fn grounds(&self, fact: &Fact) -> Vec<&Clue> {
        facts::grounds(self, fact)
    }
}
