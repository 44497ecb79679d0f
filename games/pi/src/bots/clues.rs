//! A seat's simple deductions from its view alone: the cases still possible given the
//! case cards it holds, the other seats' public solutions, and the answers its own
//! evidence cards gave (the tokens it has in slots and the cards it kept). Investigator
//! results are left out, since they do not say which type answered (PI-INFO-6).

use crate::board::{answer, Layout, Token};
use crate::elements::{Case, Crime, Element, ElementType, Location, Suspect, ELEMENTS};
use crate::view::View;
use whodunit_engine::Seat;

/// The elements still possible for a seat's case, as bits over element codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clues {
    possible: u64,
}

impl Clues {
    pub fn of(view: &View, seat: Seat) -> Clues {
        let mut clues = Clues {
            possible: (1u64 << ELEMENTS) - 1,
        };
        // No element belongs to two cases (PI-SETUP-7).
        let others = view.held_case.into_iter().chain(
            view.seats
                .iter()
                .filter(|s| s.seat != seat)
                .filter_map(|s| s.solution),
        );
        for case in others {
            for element in case.elements() {
                clues.possible &= !(1 << element.code());
            }
        }
        let me = &view.seats[seat.index()];
        for mark in &me.marks {
            if let Some(card) = view.board.element_at(mark.slot) {
                clues.keep(&view.board, card, Some(mark.token));
            }
        }
        for &card in &me.kept {
            clues.keep(&view.board, card, None);
        }
        clues
    }

    /// Keeps the elements of `card`'s type whose answer to `card` would be `result`
    /// (PI-EVIDENCE-4 to PI-EVIDENCE-6).
    fn keep(&mut self, layout: &Layout, card: Element, result: Option<Token>) {
        let probe = layout.pos_index(card);
        for element in Element::all().filter(|e| e.kind() == card.kind()) {
            if answer(layout.pos_index(element), probe) != result {
                self.possible &= !(1 << element.code());
            }
        }
    }

    pub fn is_possible(&self, element: Element) -> bool {
        self.possible >> element.code() & 1 == 1
    }

    /// The possible elements of `kind`.
    pub fn possible(&self, kind: ElementType) -> impl Iterator<Item = Element> + '_ {
        Element::all().filter(move |e| e.kind() == kind && self.is_possible(*e))
    }

    /// Every case the clues allow, suspects slowest.
    pub fn cases(&self) -> impl Iterator<Item = Case> + '_ {
        let suspects = Suspect::all().filter(|&s| self.is_possible(Element::Suspect(s)));
        suspects.flat_map(move |suspect| {
            let crimes = Crime::all().filter(|&c| self.is_possible(Element::Crime(c)));
            crimes.flat_map(move |crime| {
                let locations = Location::all().filter(|&l| self.is_possible(Element::Location(l)));
                locations.map(move |location| Case {
                    suspect,
                    crime,
                    location,
                })
            })
        })
    }

    /// The one case the clues allow, if only one is left.
    pub fn single(&self) -> Option<Case> {
        let mut cases = self.cases();
        let first = cases.next()?;
        cases.next().is_none().then_some(first)
    }
}
