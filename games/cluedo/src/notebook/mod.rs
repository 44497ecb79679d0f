//! The exact Cluedo notebook of one seat, built from that seat's view and events only.
//!
//! - `observation`: what the seat knows, as numbered entries with their origins;
//!   `intake`: the seat's view and redacted events read into them.
//! - `problem` + `count`: the exact number of deals consistent with them, in all, per card
//!   and holder, per envelope (uniform over deals, no sampling).
//! - `facts`: every certain fact with a reason in plain words.
//! - `recency`: when each fact became certain, to show the newest first.
//! - `conflict`: the entries that cannot all be true, when they cannot.
//! - `words`: the English of the sentences.
//! - `report`: the deductions as JSON for the browser.
//! - `certainty`: the seat's key moments, how certain it was of the envelope step by step.
//! - `gain`: how much a suggestion is expected to teach (the `hard` bot's measure).

pub mod certainty;
pub mod conflict;
pub mod count;
mod facts;
pub mod gain;
mod intake;
pub mod observation;
pub(crate) mod problem;
pub mod recency;
pub mod report;
pub(crate) mod words;

pub use conflict::Conflict;
pub use facts::Fact;
pub use observation::{Entry, Noted, Observations};

use crate::actions::Event;
use crate::cards::{Card, CardSet, Triple};
use crate::view::View;
use count::Counts;
use whodunit_engine::Seat;

/// Where a card can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    Envelope,
    Seat(Seat),
}

impl Holder {
    /// The counting problem's index: the envelope first, then the seats in order.
    pub fn index(self) -> usize {
        match self {
            Holder::Envelope => 0,
            Holder::Seat(seat) => 1 + seat.index(),
        }
    }

    pub fn from_index(index: usize) -> Holder {
        match index {
            0 => Holder::Envelope,
            _ => Holder::Seat(Seat(index as u8 - 1)),
        }
    }
}

/// A seat's notebook: its observations, always consistent, and their counts.
/// The deals that fit every entry.
fn count_all(observations: &Observations) -> Counts {
    count::count(&problem::problem(observations, |_| true))
}

#[derive(Clone, Debug)]
pub struct Notebook {
    observations: Observations,
    counts: Counts,
}

impl Notebook {
    /// The notebook for `observations`, or the entries among them that conflict.
    pub fn new(observations: Observations) -> Result<Notebook, Conflict> {
        let counts = count_all(&observations);
        if counts.total == 0 {
            return Err(conflict::find(&observations).expect("no deal means a conflict"));
        }
        Ok(Notebook {
            observations,
            counts,
        })
    }

    /// The notebook for `observations`, or `None` if no deal fits them: a cheap check that
    /// does not look for the entries in conflict.
    pub fn if_possible(observations: Observations) -> Option<Notebook> {
        let counts = count_all(&observations);
        (counts.total > 0).then_some(Notebook {
            observations,
            counts,
        })
    }

    /// The notebook of `view`'s seat at the start: its own hand only.
    pub fn for_seat(view: &View) -> Notebook {
        Notebook::new(Observations::for_seat(view)).expect("a dealt hand is possible")
    }

    /// Adds an entry unless it contradicts the others; then the notebook is unchanged and
    /// the conflicting entries (the new one last) are returned.
    pub fn add(&mut self, entry: Entry, origin: String) -> Result<(), Conflict> {
        self.observations.add(entry, origin);
        let counts = count_all(&self.observations);
        if counts.total == 0 {
            let conflict = conflict::find(&self.observations).expect("no deal is a conflict");
            self.observations.pop();
            return Err(conflict);
        }
        self.counts = counts;
        Ok(())
    }

    /// Adds what `event` (redacted for this seat) tells, stopping at a contradiction.
    pub fn observe(&mut self, event: &Event) -> Result<(), Conflict> {
        for noted in self.observations.read(event) {
            self.add(noted.entry, noted.origin)?;
        }
        Ok(())
    }

    pub fn observations(&self) -> &Observations {
        &self.observations
    }

    /// Probabilities and certain facts with their reasons.
    pub fn deduce(&self) -> Deductions {
        let facts = facts::explain(&self.observations, &self.counts);
        Deductions {
            counts: self.counts.clone(),
            facts,
        }
    }
}

/// What follows from a notebook: exact counts over the consistent deals, and facts.
#[derive(Clone, Debug)]
pub struct Deductions {
    counts: Counts,
    /// Every certain fact, each once, in the order they were derived.
    pub facts: Vec<Fact>,
}

impl Deductions {
    /// The number of deals consistent with the observations and the hand sizes.
    pub fn total(&self) -> u64 {
        self.counts.total
    }

    /// The deals in which `holder` has `card`.
    pub fn count(&self, card: Card, holder: Holder) -> u64 {
        self.counts.by_card[card.index()][holder.index()]
    }

    pub fn probability(&self, card: Card, holder: Holder) -> f64 {
        self.count(card, holder) as f64 / self.total() as f64
    }

    /// The deals whose envelope is `triple`.
    pub fn envelope_count(&self, triple: Triple) -> u64 {
        let mask = triple.cards().0;
        self.counts
            .envelopes
            .binary_search_by_key(&mask, |&(m, _)| m)
            .map_or(0, |i| self.counts.envelopes[i].1)
    }

    pub fn envelope_probability(&self, triple: Triple) -> f64 {
        self.envelope_count(triple) as f64 / self.total() as f64
    }

    /// Every envelope still possible with its count, most likely first.
    pub fn candidates(&self) -> Vec<(Triple, u64)> {
        let mut candidates: Vec<(Triple, u64)> = self
            .counts
            .envelopes
            .iter()
            .map(|&(mask, n)| (Triple::of_cards(CardSet(mask)), n))
            .collect();
        candidates.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        candidates
    }

    /// The facts that became certain last first (`recency::since`; in the order derived
    /// when they became certain together), and last those about the seat's own hand,
    /// which the deal alone tells.
    pub fn newest_first(&self, observations: &Observations) -> Vec<&Fact> {
        let since = recency::since(&self.facts, observations);
        let own = Holder::Seat(observations.me());
        let mut order: Vec<usize> = (0..self.facts.len()).collect();
        order.sort_by_key(|&i| (self.facts[i].holder == own, std::cmp::Reverse(since[i])));
        order.into_iter().map(|i| &self.facts[i]).collect()
    }

    /// The certain fact about `card` and `holder`, if there is one.
    pub fn fact(&self, card: Card, holder: Holder) -> Option<&Fact> {
        self.facts
            .iter()
            .find(|f| f.card == card && f.holder == holder)
    }

    /// Why `triple` cannot be the envelope, or `None` if it can.
    pub fn why_not(&self, triple: Triple, observations: &Observations) -> Option<String> {
        if self.envelope_count(triple) > 0 {
            return None;
        }
        let named = words::slashed(triple.cards());
        if let Some(fact) = triple
            .cards()
            .iter()
            .find_map(|card| self.fact(card, Holder::Envelope).filter(|f| !f.holds))
        {
            return Some(format!("The envelope is not {named}. {}", fact.reason));
        }
        let accused = observations
            .entries()
            .iter()
            .any(|n| n.entry == Entry::NotEnvelope(triple));
        Some(if accused {
            format!("The envelope is not {named}: your accusation of it was wrong.")
        } else {
            format!(
                "The envelope is not {named}: this follows from the hand sizes and your \
                 observations taken together; no deal consistent with what you saw has it."
            )
        })
    }
}
