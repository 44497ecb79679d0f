//! Reading a seat's redacted events into observations: one event at a time for a bot,
//! a whole game at once (with the view) for the notebook. Only the view knows the case
//! cards held in mini-game 1, which no event deals, so both take `Held` from the view.

use super::observation::Observation;
use crate::actions::Event;
use crate::board::Slot;
use crate::elements::{Case, ElementType};
use crate::view::View;
use whodunit_engine::Seat;

/// What one event told the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    Nothing,
    Observed(Observation),
    /// The mini-game ended and the seat's case was revealed (PI-INFO-10).
    Ended(Case),
}

/// Turns one seat's events into observations, remembering which slots its own tokens
/// marked in this mini-game, since those answered nothing to a later investigator
/// (PI-INVESTIGATOR-6) and the view shows only the marks of now.
#[derive(Clone, Copy, Debug)]
pub struct Intake {
    seat: Seat,
    /// Slot codes marked by the seat's tokens.
    marks: u64,
}

impl Intake {
    pub fn new(seat: Seat) -> Intake {
        Intake { seat, marks: 0 }
    }

    pub fn read(&mut self, event: &Event) -> Read {
        let me = self.seat;
        match *event {
            Event::Investigated {
                seat,
                location,
                discs,
                cubes,
                ..
            } if seat == me => Read::Observed(Observation::Investigated {
                location,
                discs,
                cubes,
                marked: ElementType::ALL
                    .map(|kind| self.marks >> Slot { location, kind }.code() & 1 == 1),
            }),
            Event::EvidenceTaken {
                seat,
                card,
                tile,
                result,
                ..
            } if seat == me => {
                if result.is_some() {
                    self.marks |= 1 << tile.code();
                }
                Read::Observed(Observation::Evidence {
                    card,
                    probe: tile.location,
                    result,
                })
            }
            Event::WrongAttempt { seat, attempt, .. } if seat == me => {
                Read::Observed(Observation::Wrong(attempt))
            }
            Event::Solved { seat, case, .. } => Read::Observed(if seat == me {
                Observation::Known(case)
            } else {
                Observation::SolvedBy(seat, case)
            }),
            Event::MiniGameEnded { ref cases, .. } => {
                self.marks = 0;
                cases
                    .get(me.index())
                    .map_or(Read::Nothing, |&case| Read::Ended(case))
            }
            _ => Read::Nothing,
        }
    }
}

/// Everything `seat` has observed about its case in the mini-game its view shows (the
/// last one once the game is over), from its view and its redacted events.
pub fn gather(view: &View, seat: Seat, events: &[Event]) -> Vec<Observation> {
    let mut intake = Intake::new(seat);
    let mut current: Vec<Observation> = view.held_case.map(Observation::Held).into_iter().collect();
    let mut finished = None;
    for event in events {
        match intake.read(event) {
            Read::Observed(observation) => current.push(observation),
            Read::Ended(case) => {
                current.push(Observation::Known(case));
                let held = view.held_case.map(Observation::Held).into_iter().collect();
                finished = Some(std::mem::replace(&mut current, held));
            }
            Read::Nothing => {}
        }
    }
    // A finished game's view still shows the last mini-game's board.
    match finished {
        Some(last) if view.active.is_none() => last,
        _ => current,
    }
}
