//! What a seat has learnt, one observation at a time, and which cases each observation
//! still allows for the seat whose case it speaks of. Every observation is a yes/no test
//! on that case.

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

/// An observation and the seat whose case it speaks of: the notebook's own seat for its
/// answers, the case cards it holds and the public solutions (which no element of its
/// case shares); another seat for that seat's public answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    pub seat: Seat,
    pub observation: Observation,
}

/// An answer as a number that adds up over the three types without loss: a disc counts
/// 4 and a cube 1, so a sum of at most three is `4 x discs + cubes`.
pub(crate) fn weight(token: Option<Token>) -> u8 {
    match token {
        Some(Token::Disc) => 4,
        Some(Token::Cube) => 1,
        None => 0,
    }
}

/// By type and index in type, the weight an investigator at `location` would receive
/// from each element; a type whose slot there the seat marked answers nothing
/// (PI-INVESTIGATOR-6).
pub(crate) fn investigation_weights(
    layout: &Layout,
    location: Location,
    marked: [bool; 3],
) -> [[u8; 14]; 3] {
    let mut weights = [[0u8; 14]; 3];
    for kind in ElementType::ALL.into_iter().filter(|k| !marked[k.index()]) {
        for element in kind.elements() {
            let token = answer(layout.pos_index(element), location.index());
            weights[kind.index()][element.index_in_type()] = weight(token);
        }
    }
    weights
}

/// An observation ready to test many cases on one board.
#[derive(Clone, Copy, Debug)]
pub struct Test {
    /// By type, the elements allowed, as bits over the index in type.
    pub(super) allowed: [u16; 3],
    /// For an investigator: each element's weight and the total received.
    pub(super) sum: Option<([[u8; 14]; 3], u8)>,
    /// For a wrong attempt: the one case excluded.
    pub(super) not: Option<Case>,
}

impl Test {
    pub fn allows(&self, case: Case) -> bool {
        let [s, c, l] = [
            case.suspect.index(),
            case.crime.index(),
            case.location.index(),
        ];
        let each = self.allowed[0] >> s & self.allowed[1] >> c & self.allowed[2] >> l & 1 == 1;
        each && self.not != Some(case)
            && self
                .sum
                .is_none_or(|(w, total)| w[0][s] + w[1][c] + w[2][l] == total)
    }
}

/// Bits for every element of `kind` for which `keep` holds.
fn mask(kind: ElementType, keep: impl Fn(Element) -> bool) -> u16 {
    kind.elements()
        .filter(|&e| keep(e))
        .fold(0, |m, e| m | 1 << e.index_in_type())
}

impl Observation {
    /// This observation as a test of cases on `layout`.
    pub fn test(&self, layout: &Layout) -> Test {
        let mut test = Test {
            allowed: [u16::MAX; 3],
            sum: None,
            not: None,
        };
        match *self {
            Observation::Held(other) | Observation::SolvedBy(_, other) => {
                for kind in ElementType::ALL {
                    test.allowed[kind.index()] = mask(kind, |e| e != other.element(kind));
                }
            }
            Observation::Known(known) => {
                for kind in ElementType::ALL {
                    test.allowed[kind.index()] = mask(kind, |e| e == known.element(kind));
                }
            }
            Observation::Investigated {
                location,
                discs,
                cubes,
                marked,
            } => {
                let weights = investigation_weights(layout, location, marked);
                test.sum = Some((weights, 4 * discs + cubes));
            }
            Observation::Evidence { card, result, .. } => {
                let kind = card.kind();
                test.allowed[kind.index()] = mask(kind, |e| self.answer(layout, e) == result);
            }
            Observation::Wrong(attempt) => test.not = Some(attempt),
        }
        test
    }

    /// Whether the seat's case could be `case` given this observation and `layout`.
    pub fn allows(&self, layout: &Layout, case: Case) -> bool {
        self.test(layout).allows(case)
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
