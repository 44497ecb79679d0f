//! Redacted events of the current game turned into sightings: every card whose face the
//! seat saw, with the round, location and meeting it was seen at, and the public calls.

use crate::actions::{Agent, Event, MeetingKind, Shown};
use crate::elements::{BlackCard, Card, Location, Number};
use whodunit_engine::Seat;

/// A face seen: two coloured cards with exactly one true, or a black card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    Pair([Card; 2]),
    Black(BlackCard),
}

/// One card or pair shown by `from` to `to` (and seen by `witness`, IK-5P-13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sighting {
    pub round: u8,
    pub location: Location,
    pub kind: MeetingKind,
    pub from: Agent,
    pub to: Seat,
    pub witness: Option<Seat>,
    pub seen: Seen,
}

/// A call (IK-INFO-13) and the other agent at its meeting, if there was one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSeen {
    pub round: u8,
    pub caller: Seat,
    pub other: Option<Agent>,
    pub number: Number,
    pub correct: bool,
}

/// What one seat has seen in the current game.
#[derive(Clone, Debug, Default)]
pub struct Intake {
    /// Games started since the intake was made: a new one clears what was seen.
    pub games: u16,
    round: u8,
    /// This round's meetings: location, kind and persons.
    meetings: Vec<(Location, MeetingKind, Vec<Agent>)>,
    pub sightings: Vec<Sighting>,
    pub calls: Vec<CallSeen>,
}

impl Intake {
    /// The intake of a whole list of redacted events.
    pub fn gather(events: &[Event]) -> Intake {
        let mut intake = Intake::default();
        for event in events {
            intake.observe(event);
        }
        intake
    }

    /// The round being played (1-based; meetings happen after the reveal).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The meeting `agent` is at this round.
    fn meeting_of(&self, agent: Agent) -> Option<(Location, MeetingKind, &[Agent])> {
        self.meetings
            .iter()
            .find(|m| m.2.contains(&agent))
            .map(|m| (m.0, m.1, m.2.as_slice()))
    }

    fn sight(&mut self, at: Agent, from: Agent, to: Seat, witness: Option<Seat>, seen: Seen) {
        if let Some((location, kind, _)) = self.meeting_of(at) {
            self.sightings.push(Sighting {
                round: self.round,
                location,
                kind,
                from,
                to,
                witness,
                seen,
            });
        }
    }

    pub fn observe(&mut self, event: &Event) {
        match event {
            Event::GameStarted { .. } => {
                *self = Intake {
                    games: self.games + 1,
                    ..Intake::default()
                }
            }
            Event::AmbassadorAt { .. } => {
                self.round += 1;
                self.meetings.clear();
            }
            Event::Meeting {
                location,
                kind,
                persons,
            } => self.meetings.push((*location, *kind, persons.clone())),
            Event::Showed {
                from,
                to,
                shown: Some(shown),
                ..
            } => {
                let seen = match *shown {
                    Shown::Pair(pair) => Seen::Pair(pair),
                    Shown::Black(card) => Seen::Black(card),
                };
                let from = Agent::Seat(*from);
                self.sight(from, from, *to, None, seen);
            }
            Event::BlackShown {
                from,
                to,
                witness,
                card: Some(card),
            } => self.sight(Agent::Seat(*to), *from, *to, *witness, Seen::Black(*card)),
            Event::Looked {
                seat,
                card: Some(card),
            } => self.sight(
                Agent::Seat(*seat),
                Agent::Dummy,
                *seat,
                None,
                Seen::Black(*card),
            ),
            Event::Called {
                caller,
                number,
                correct,
            } => {
                let other = self.meeting_of(Agent::Seat(*caller)).and_then(|m| {
                    let two = m.1 == MeetingKind::TwoAgents;
                    m.2.iter()
                        .copied()
                        .find(|&p| two && p != Agent::Seat(*caller))
                });
                self.calls.push(CallSeen {
                    round: self.round,
                    caller: *caller,
                    other,
                    number: *number,
                    correct: *correct,
                });
            }
            _ => {}
        }
    }
}
