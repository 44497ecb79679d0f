//! The notebook of one P.I. seat, from its view and redacted events only: the exact
//! distribution of its case over all 12 x 10 x 14 = 1,680 cases, the certain conclusions
//! with the observations behind them, and what each action it may take would teach it.
//!
//! The model: the deal is uniform, each seat's case one suspect, one crime and one
//! location card dealt from the three decks without replacement (PI-SETUP-7), so no
//! element lies in two cases. What counts as information is every answer given in public
//! (PI-INFO-7, PI-INFO-8): each seat's investigators (discs and cubes, where a slot that
//! seat's own token marked answers nothing, PI-INVESTIGATOR-6), its evidence cards' tokens
//! and its wrong attempts, each about that seat's own case; the solutions made public
//! (PI-INFO-9); and the case cards the seat holds. The seat's case is conditioned on all
//! of them jointly: a case weighs the number of ways to complete the other hidden cases
//! consistently (`joint.rs`). Which action a seat chose, and when it chose to solve, are
//! treated as carrying no information.
//!
//! `observation.rs` (what one observation allows), `intake.rs` (events to notes),
//! `possible.rs` (the cases the seat's own notes allow, and marginals), `joint.rs` (the
//! weight of each case), `pieces.rs` (a seat's allowed cases as boxes), `completions.rs`
//! (counting disjoint completions over boxes), `gain.rs` (bits per action), `facts.rs` (certain conclusions and
//! their proofs), `words.rs` (their English), `report.rs` (the JSON the browser draws),
//! `certainty.rs` (the seat's key moments: how certain it was of its case, step by step).

pub mod certainty;
mod completions;
mod facts;
mod gain;
mod intake;
mod joint;
mod observation;
mod pieces;
mod possible;
mod report;
mod words;

pub use facts::{facts, Fact};
pub use gain::{evidence_bits, investigation_bits, Sums};
pub use intake::{gather, Intake, Read};
pub use joint::{consistent, posterior};
pub use observation::{Note, Observation, Test};
pub use possible::{possible_cases, Marginals};
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

/// What a seat still playing may do next, which the notebook values: the slots its
/// tokens mark (by slot code), the locations it may investigate and the display cards
/// it may take, in order.
#[derive(Clone, Debug, Default)]
pub struct Next {
    pub marks: u64,
    pub locations: Vec<Location>,
    pub cards: Vec<Element>,
}

/// What one seat knows of its case.
#[derive(Clone, Debug)]
pub struct Notebook {
    seat: Seat,
    players: usize,
    notes: Vec<Note>,
    layout: Layout,
    cases: Vec<Case>,
    weights: Vec<u64>,
    marginals: Marginals,
    /// The actions the seat may take now that would tell it something, with their bits.
    investigations: Vec<(Location, f64)>,
    evidence: Vec<(Element, f64)>,
}

impl Notebook {
    /// The notebook of `seat`, whose view is `view` and whose redacted events are `events`.
    pub fn new(view: &View, seat: Seat, events: &[Event]) -> Notebook {
        let notes = gather(view, seat, events);
        let playing = view.active.is_some()
            && view
                .seats
                .get(seat.index())
                .is_some_and(|me| me.solution.is_none());
        let next = playing.then(|| Next {
            marks: marked_slots(view, seat),
            locations: view.investigations(seat).collect(),
            cards: view.evidence_choices(seat).collect(),
        });
        Notebook::of_notes(seat, usize::from(view.players), view.board, notes, next)
    }

    /// The notebook of `seat` at a table of `players` on `layout` from its `notes`, and,
    /// while it still plays, what its next action may be (`next`): the same whether the
    /// notes come from the online game's events or from a companion's records.
    pub fn of_notes(
        seat: Seat,
        players: usize,
        layout: Layout,
        notes: Vec<Note>,
        next: Option<Next>,
    ) -> Notebook {
        let (cases, weights) = posterior(&notes, seat, players, &layout);
        let marginals = Marginals::of(&cases, &weights);
        let (mut investigations, mut evidence) = (Vec::new(), Vec::new());
        if let Some(next) = next {
            let sums = (!marginals.is_product()).then(|| Sums::of(&cases, &weights));
            investigations = next
                .locations
                .into_iter()
                .map(|l| {
                    (
                        l,
                        investigation_bits(sums.as_ref(), &marginals, &layout, next.marks, l),
                    )
                })
                .collect();
            evidence = next
                .cards
                .into_iter()
                .map(|card| (card, evidence_bits(&marginals, &layout, card)))
                .collect();
        }
        // Best first; the sort is stable, so ties stay in id or display order.
        investigations.sort_by(|a, b| b.1.total_cmp(&a.1));
        evidence.sort_by(|a, b| b.1.total_cmp(&a.1));
        Notebook {
            seat,
            players,
            notes,
            layout,
            cases,
            weights,
            marginals,
            investigations,
            evidence,
        }
    }

    /// Every note the seat has of this mini-game, its own and the other seats' answers.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The cases still possible, in `Case::all` order.
    pub fn cases(&self) -> &[Case] {
        &self.cases
    }

    /// The weight of each of `cases`, proportional to its probability.
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// The probability of each of `cases`.
    pub fn probabilities(&self) -> impl Iterator<Item = (Case, f64)> + '_ {
        let total = self.marginals.total() as f64;
        self.cases
            .iter()
            .zip(&self.weights)
            .map(move |(&case, &w)| (case, w as f64 / total))
    }

    pub fn marginals(&self) -> &Marginals {
        &self.marginals
    }

    /// The certain conclusions, with the notes behind each.
    pub fn facts(&self) -> Vec<Fact> {
        facts(
            &self.notes,
            self.seat,
            self.players,
            &self.layout,
            &self.marginals,
        )
    }

    /// `fact` and its reason in words.
    pub fn words(&self, fact: &Fact) -> (String, String) {
        (
            statement(fact),
            reason(fact, &self.notes, self.seat, &self.layout),
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
