//! Reading a seat's redacted events into notes: one event at a time for a bot, a whole
//! game at once (with the view) for the notebook. Only the view knows the case cards held
//! in mini-game 1, which no event deals, so both take `Held` from the view.

use super::observation::{Note, Observation};
use crate::actions::Event;
use crate::board::Slot;
use crate::config::MAX_PLAYERS;
use crate::elements::{Case, ElementType};
use crate::view::View;
use whodunit_engine::Seat;

/// What one event told the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    Nothing,
    Observed(Note),
    /// The mini-game ended and the seat's case was revealed (PI-INFO-10).
    Ended(Case),
}

/// Turns one seat's events into notes: its own answers, and every other seat's public
/// answers (PI-INFO-7, PI-INFO-8), which speak of that seat's case. It remembers which
/// slots each seat's tokens marked in this mini-game, since those answered nothing to
/// that seat's later investigators (PI-INVESTIGATOR-6) and the view shows only the marks
/// of now.
#[derive(Clone, Copy, Debug)]
pub struct Intake {
    seat: Seat,
    /// By seat, the slot codes marked by its tokens.
    marks: [u64; MAX_PLAYERS],
}

impl Intake {
    pub fn new(seat: Seat) -> Intake {
        Intake {
            seat,
            marks: [0; MAX_PLAYERS],
        }
    }

    fn marks_of(&self, seat: Seat) -> u64 {
        self.marks.get(seat.index()).copied().unwrap_or(0)
    }

    pub fn read(&mut self, event: &Event) -> Read {
        let me = self.seat;
        let note = |seat, observation| Read::Observed(Note { seat, observation });
        match *event {
            Event::Investigated {
                seat,
                location,
                discs,
                cubes,
                ..
            } => {
                let marks = self.marks_of(seat);
                let marked =
                    ElementType::ALL.map(|kind| marks >> Slot { location, kind }.code() & 1 == 1);
                note(
                    seat,
                    Observation::Investigated {
                        location,
                        discs,
                        cubes,
                        marked,
                    },
                )
            }
            Event::EvidenceTaken {
                seat,
                card,
                tile,
                result,
                ..
            } => {
                if let (Some(marks), Some(_)) = (self.marks.get_mut(seat.index()), result) {
                    *marks |= 1 << tile.code();
                }
                let probe = tile.location;
                note(
                    seat,
                    Observation::Evidence {
                        card,
                        probe,
                        result,
                    },
                )
            }
            Event::WrongAttempt { seat, attempt, .. } => note(seat, Observation::Wrong(attempt)),
            // A public solution shares no element with the seat's case (PI-INFO-9).
            Event::Solved { seat, case, .. } if seat == me => note(me, Observation::Known(case)),
            Event::Solved { seat, case, .. } => note(me, Observation::SolvedBy(seat, case)),
            Event::MiniGameEnded { ref cases, .. } => {
                self.marks = [0; MAX_PLAYERS];
                cases
                    .get(me.index())
                    .map_or(Read::Nothing, |&case| Read::Ended(case))
            }
            _ => Read::Nothing,
        }
    }
}

/// Every note `seat` has of the mini-game its view shows (the last one once the game is
/// over), from its view and its redacted events.
pub fn gather(view: &View, seat: Seat, events: &[Event]) -> Vec<Note> {
    let held = || -> Vec<Note> {
        view.held_case
            .map(|case| Note {
                seat,
                observation: Observation::Held(case),
            })
            .into_iter()
            .collect()
    };
    let mut intake = Intake::new(seat);
    let mut current = held();
    let mut finished = None;
    for event in events {
        match intake.read(event) {
            Read::Observed(note) => current.push(note),
            Read::Ended(case) => {
                current.push(Note {
                    seat,
                    observation: Observation::Known(case),
                });
                finished = Some(std::mem::replace(&mut current, held()));
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
