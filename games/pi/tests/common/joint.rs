//! The joint model written from the rules alone, for the tests that hold the notebook and
//! the sampled worlds against it: every seat's public answers speak of its own case, worked
//! out from PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7 and PI-EVIDENCE-4 to PI-EVIDENCE-6, and
//! no element lies in two cases (PI-SETUP-7). `Table::each_deal` enumerates every deal
//! of the cases those allow, nested seat by seat.

use whodunit_engine::Seat;
use whodunit_pi::{
    left_neighbour, Case, Element, ElementType, Event, Layout, Location, Slot, Token,
};

/// What a probe at `probe` answers for the case element `element` (PI-INVESTIGATOR-5,
/// PI-EVIDENCE-5, PI-EVIDENCE-6): a disc where it lies, a cube next door.
pub fn answer(layout: &Layout, element: Element, probe: Location) -> Option<Token> {
    let at = layout.position(element);
    if at == probe {
        Some(Token::Disc)
    } else if at.is_adjacent(probe) {
        Some(Token::Cube)
    } else {
        None
    }
}

/// One public answer of one seat, as the events showed it.
pub enum Told {
    Investigated {
        location: Location,
        discs: u8,
        cubes: u8,
        /// The slots of that seat's own tokens then (PI-INVESTIGATOR-6).
        marked: Vec<Slot>,
    },
    Evidence {
        card: Element,
        result: Option<Token>,
    },
    Wrong(Case),
}

/// What an investigator at `location` finds for `case`, as (discs, cubes): each type
/// answers by PI-INVESTIGATOR-5, except where the seat's own token marks the slot
/// (PI-INVESTIGATOR-6).
pub fn investigate(layout: &Layout, case: Case, location: Location, marked: &[Slot]) -> (u8, u8) {
    let mut found = (0, 0);
    for kind in ElementType::ALL {
        if marked.contains(&Slot { location, kind }) {
            continue;
        }
        match answer(layout, case.element(kind), location) {
            Some(Token::Disc) => found.0 += 1,
            Some(Token::Cube) => found.1 += 1,
            None => {}
        }
    }
    found
}

impl Told {
    pub fn allows(&self, layout: &Layout, case: Case) -> bool {
        match self {
            Told::Investigated {
                location,
                discs,
                cubes,
                marked,
            } => investigate(layout, case, *location, marked) == (*discs, *cubes),
            Told::Evidence { card, result } => {
                answer(layout, case.element(card.kind()), layout.position(*card)) == *result
            }
            Told::Wrong(attempt) => *attempt != case,
        }
    }
}

/// What `viewer` knows of the current mini-game from its view and events: the known
/// cases by seat, and each seat's public answers.
pub struct Table {
    pub layout: Layout,
    pub known: Vec<Option<Case>>,
    pub told: Vec<Vec<Told>>,
    /// By seat, the slots its tokens mark now.
    pub marks: Vec<Vec<Slot>>,
}

pub fn table(view: &whodunit_pi::View, viewer: Seat, events: &[Event]) -> Table {
    let players = usize::from(view.players);
    let mut known = vec![None; players];
    let mut told: Vec<Vec<Told>> = (0..players).map(|_| Vec::new()).collect();
    let mut marks: Vec<Vec<Slot>> = vec![Vec::new(); players];
    for event in events {
        match event {
            Event::Investigated {
                seat,
                location,
                discs,
                cubes,
                ..
            } => told[seat.index()].push(Told::Investigated {
                location: *location,
                discs: *discs,
                cubes: *cubes,
                marked: marks[seat.index()].clone(),
            }),
            Event::EvidenceTaken {
                seat,
                card,
                tile,
                result,
                ..
            } => {
                if result.is_some() {
                    marks[seat.index()].push(*tile);
                }
                told[seat.index()].push(Told::Evidence {
                    card: *card,
                    result: *result,
                });
            }
            Event::WrongAttempt { seat, attempt, .. } => {
                told[seat.index()].push(Told::Wrong(*attempt))
            }
            Event::Solved { seat, case, .. } => known[seat.index()] = Some(*case),
            Event::MiniGameEnded { .. } => {
                known = vec![None; players];
                told.iter_mut().for_each(Vec::clear);
                marks.iter_mut().for_each(Vec::clear);
            }
            _ => {}
        }
    }
    known[left_neighbour(viewer, players).index()] = view.held_case;
    Table {
        layout: view.board,
        known,
        told,
        marks,
    }
}

impl Table {
    /// The cases `seat` may have: its known case, or those its answers allow that share no
    /// element with another seat's known case.
    pub fn allowed(&self, seat: usize) -> Vec<Case> {
        if let Some(case) = self.known[seat] {
            return vec![case];
        }
        let taken: Vec<Element> = self
            .known
            .iter()
            .flatten()
            .flat_map(|c| c.elements())
            .collect();
        Case::all()
            .filter(|c| c.elements().iter().all(|e| !taken.contains(e)))
            .filter(|&c| self.told[seat].iter().all(|t| t.allows(&self.layout, c)))
            .collect()
    }

    /// Calls `visit` with every deal the table allows (a case by seat, no element in two),
    /// unless the enumeration would take more than `budget` steps: then `false`.
    pub fn each_deal(&self, budget: u64, mut visit: impl FnMut(&[Case])) -> bool {
        let allowed: Vec<Vec<Case>> = (0..self.known.len()).map(|s| self.allowed(s)).collect();
        let steps = allowed
            .iter()
            .fold(1u64, |n, l| n.saturating_mul(l.len() as u64));
        if steps > budget {
            return false;
        }
        fn nest(allowed: &[Vec<Case>], deal: &mut Vec<Case>, visit: &mut impl FnMut(&[Case])) {
            let Some((first, rest)) = allowed.split_first() else {
                return visit(deal);
            };
            for &case in first {
                let mut used = deal.iter().flat_map(|c| c.elements());
                if used.any(|e| case.elements().contains(&e)) {
                    continue;
                }
                deal.push(case);
                nest(rest, deal, visit);
                deal.pop();
            }
        }
        nest(&allowed, &mut Vec::new(), &mut visit);
        true
    }
}
