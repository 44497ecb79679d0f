//! Reading a seat's redacted events into observations: one event at a time for a bot, a
//! whole game at once (with the view) for the notebook.

use super::observation::{Entry, Noted, Observations};
use super::words;
use crate::actions::Event;
use crate::cards::Triple;
use crate::view::View;
use whodunit_engine::Seat;

impl Observations {
    /// The notebook of `view`'s seat after `events` (as redacted for that seat).
    pub fn from_events(view: &View, events: &[Event]) -> Observations {
        let mut observations = Observations::for_seat(view);
        for event in events {
            for noted in observations.read(event) {
                observations.entries.push(noted);
            }
        }
        // Once the game is over every hand is shown (CL-INFO-12): nothing is left to guess.
        let me = observations.me.index();
        let others = view.hands.iter().flatten().enumerate();
        for (s, hand) in others.filter(|&(s, _)| s != me) {
            for card in hand.iter() {
                observations.add(
                    Entry::Holds {
                        seat: Seat(s as u8),
                        card,
                    },
                    "the game is over and every hand is shown".to_string(),
                );
            }
        }
        observations
    }

    /// The entries `event` brings, with their origins, without adding them. Remembers the
    /// turn and the suggestion being answered, which later events refer to.
    pub fn read(&mut self, event: &Event) -> Vec<Noted> {
        let me = self.me;
        let mut found = Vec::new();
        let mut note = |entry: Entry, origin: String| found.push(Noted { entry, origin });
        match *event {
            Event::TurnStarted { turn, .. } => self.turn = turn,
            Event::Suggested {
                seat,
                suspect,
                weapon,
                room,
                ..
            } => {
                self.suggestion = Some((
                    seat,
                    Triple {
                        suspect,
                        weapon,
                        room,
                    },
                ))
            }
            Event::Passed { seat } if seat != me => {
                if let Some((suggester, triple)) = self.suggestion {
                    let origin = format!(
                        "{}: {} passed on {} suggestion {}",
                        self.when(),
                        self.person(seat).inner(),
                        self.person(suggester).owner(),
                        words::slashed(triple.cards())
                    );
                    let cards = triple.cards();
                    note(Entry::LacksAll { seat, cards }, origin);
                }
            }
            Event::MustShow {
                refuter, suggester, ..
            } if refuter != me && suggester != me => {
                if let Some((_, triple)) = self.suggestion {
                    let origin = format!(
                        "{}: {} showed {} a card for {}",
                        self.when(),
                        self.person(refuter).inner(),
                        self.person(suggester).inner(),
                        words::slashed(triple.cards())
                    );
                    let cards = triple.cards();
                    note(
                        Entry::HoldsOneOf {
                            seat: refuter,
                            cards,
                        },
                        origin,
                    );
                }
            }
            Event::Shown {
                refuter,
                suggester,
                card: Some(card),
            } if suggester == me && refuter != me => {
                let origin = format!(
                    "{}: {} showed you {}",
                    self.when(),
                    self.person(refuter).inner(),
                    words::card(card)
                );
                note(
                    Entry::Holds {
                        seat: refuter,
                        card,
                    },
                    origin,
                );
            }
            Event::Accused {
                seat,
                correct: false,
                accusation: Some(accusation),
            } if seat == me => {
                let origin = format!(
                    "{}: your accusation {} was wrong",
                    self.when(),
                    words::slashed(accusation.cards())
                );
                note(Entry::NotEnvelope(accusation), origin);
            }
            Event::EnvelopeSeen { seat, envelope } if seat == me => {
                let origin = format!("{}: you saw the envelope", self.when());
                note(Entry::Envelope(envelope), origin);
            }
            Event::GameOver { envelope, .. } => {
                note(Entry::Envelope(envelope), "the game is over".to_string());
            }
            _ => {}
        }
        found
    }

    fn when(&self) -> String {
        format!("turn {}", self.turn)
    }
}
