//! What a seat has learnt about its own case, one observation at a time, and which cases
//! each observation still allows. Every observation is a yes/no test on a case, so the
//! posterior over cases is uniform on the cases all of them allow.

use crate::board::{answer, Layout, Token};
use crate::elements::{Case, Element, ElementType, Location};
use whodunit_engine::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observation {
    /// The case cards the seat holds, its left neighbour's: no element of them is in the
    /// seat's own case (PI-SETUP-7).
    Held(Case),
    /// Another seat's public solution (PI-INFO-9), which shares no element either.
    SolvedBy(Seat, Case),
    /// The seat's own case, once it solved it or the mini-game ended (PI-INFO-10).
    Known(Case),
    /// The seat's investigator at `location` received `discs` and `cubes`; `marked` says,
    /// by type, whether the seat's own token already marked that slot, which then
    /// answered nothing (PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7).
    Investigated {
        location: Location,
        discs: u8,
        cubes: u8,
        marked: [bool; 3],
    },
    /// The seat took evidence card `card`, whose tile is at `probe`, and got `result`
    /// (PI-EVIDENCE-4 to PI-EVIDENCE-6).
    Evidence {
        card: Element,
        probe: Location,
        result: Option<Token>,
    },
    /// One of the seat's own solve attempts was wrong (PI-SOLVE-3).
    Wrong(Case),
}

impl Observation {
    /// Whether the seat's case could be `case` given this observation and `layout`.
    pub fn allows(&self, layout: &Layout, case: Case) -> bool {
        match *self {
            Observation::Held(other) | Observation::SolvedBy(_, other) => ElementType::ALL
                .iter()
                .all(|&kind| case.element(kind) != other.element(kind)),
            Observation::Known(known) => case == known,
            Observation::Investigated { discs, cubes, .. } => {
                let mut found = (0, 0);
                for element in case.elements() {
                    match self.answer(layout, element) {
                        Some(Token::Disc) => found.0 += 1,
                        Some(Token::Cube) => found.1 += 1,
                        None => {}
                    }
                }
                found == (discs, cubes)
            }
            Observation::Evidence { card, result, .. } => {
                self.answer(layout, case.element(card.kind())) == result
            }
            Observation::Wrong(attempt) => case != attempt,
        }
    }

    /// What this investigator or evidence card would have answered had `element` been the
    /// seat's case element of its type (nothing for a card of another type, and nothing
    /// from the other observations, which are not probes).
    pub fn answer(&self, layout: &Layout, element: Element) -> Option<Token> {
        match *self {
            Observation::Investigated {
                location, marked, ..
            } => {
                let probe = location.index();
                (!marked[element.kind().index()])
                    .then(|| answer(layout.pos_index(element), probe))
                    .flatten()
            }
            Observation::Evidence { card, probe, .. } if card.kind() == element.kind() => {
                answer(layout.pos_index(element), probe.index())
            }
            _ => None,
        }
    }
}
