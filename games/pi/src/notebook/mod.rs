//! The notebook of one P.I. seat, from its view and redacted events only: the exact
//! distribution of its case over all 12 x 10 x 14 = 1,680 cases, the certain conclusions
//! with the observations behind them, and what each action it may take would teach it.
//!
//! The model: a uniform prior over the cases sharing no element with the case the seat
//! holds or with a case solved in public (PI-SETUP-7), conditioned on every answer the
//! seat received (its investigators, its evidence cards, its wrong attempts). Other
//! seats' answers are about their cases, which the model leaves out.
//!
//! `observation.rs` (what one observation allows), `intake.rs` (events to observations),
//! `possible.rs` (the cases left and their marginals), `gain.rs` (bits per action),
//! `facts.rs` (certain conclusions and their proofs), `words.rs` (their English),
//! `report.rs` (the JSON the browser draws).

mod facts;
mod gain;
mod intake;
mod observation;
mod possible;
mod report;
mod words;

pub use facts::{facts, Fact};
pub use gain::{evidence_bits, investigation_bits};
pub use intake::{gather, Intake, Read};
pub use observation::{Observation, Test};
pub use possible::{all_cases, possible_cases, Marginals};
pub use report::report;
pub use words::{reason, statement};

use crate::actions::Event;
use crate::board::Layout;
use crate::elements::{Case, Element, Location};
use crate::view::View;
use whodunit_engine::Seat;

/// The slots `seat`'s tokens mark now, by slot code.
pub fn marked_slots(view: &View, seat: Seat) -> u64 {
    view.seats.get(seat.index()).map_or(0, |me| {
        me.marks.iter().fold(0, |m, mark| m | 1 << mark.slot.code())
    })
}

/// What one seat knows of its case.
#[derive(Clone, Debug)]
pub struct Notebook {
    observations: Vec<Observation>,
    layout: Layout,
    cases: Vec<Case>,
    marginals: Marginals,
    /// The actions the seat may take now that would tell it something, with their bits.
    investigations: Vec<(Location, f64)>,
    evidence: Vec<(Element, f64)>,
}

impl Notebook {
    /// The notebook of `seat`, whose view is `view` and whose redacted events are `events`.
    pub fn new(view: &View, seat: Seat, events: &[Event]) -> Notebook {
        let observations = gather(view, seat, events);
        let layout = view.board;
        let cases = possible_cases(&observations, &layout);
        let marginals = Marginals::of(&cases);
        let playing = view.active.is_some()
            && view
                .seats
                .get(seat.index())
                .is_some_and(|me| me.solution.is_none());
        let (mut investigations, mut evidence) = (Vec::new(), Vec::new());
        if playing {
            let marks = marked_slots(view, seat);
            investigations = view
                .investigations(seat)
                .map(|l| (l, investigation_bits(&cases, &marginals, &layout, marks, l)))
                .collect();
            evidence = view
                .evidence_choices(seat)
                .map(|card| (card, evidence_bits(&marginals, &layout, card)))
                .collect();
        }
        // Best first; the sort is stable, so ties stay in id or display order.
        investigations.sort_by(|a, b| b.1.total_cmp(&a.1));
        evidence.sort_by(|a, b| b.1.total_cmp(&a.1));
        Notebook {
            observations,
            layout,
            cases,
            marginals,
            investigations,
            evidence,
        }
    }

    pub fn observations(&self) -> &[Observation] {
        &self.observations
    }

    /// The cases still possible, each equally likely.
    pub fn cases(&self) -> &[Case] {
        &self.cases
    }

    pub fn marginals(&self) -> &Marginals {
        &self.marginals
    }

    /// The certain conclusions, with the observations behind each.
    pub fn facts(&self) -> Vec<Fact> {
        facts(&self.observations, &self.layout, &self.marginals)
    }

    /// `fact` and its reason in words.
    pub fn words(&self, fact: &Fact) -> (String, String) {
        (
            statement(fact),
            reason(fact, &self.observations, &self.layout),
        )
    }

    /// Each location the seat may investigate, with its bits, best first.
    pub fn investigations(&self) -> &[(Location, f64)] {
        &self.investigations
    }

    /// Each display card the seat may take, with its bits, best first.
    pub fn evidence(&self) -> &[(Element, f64)] {
        &self.evidence
    }
}
