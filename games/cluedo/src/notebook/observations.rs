//! What one seat knows, as numbered entries so that a conflict can name them.
//!
//! Entries come from the seat's own view and the events redacted for it
//! ([`Observations::from_events`]), or are typed by a person at a physical table
//! ("companion mode") through [`Observations::add`]. Hand sizes are public (CL-INFO-4,
//! CL-SETUP-13) and fixed for the whole game.

use super::words::{self, Person};
use crate::actions::Event;
use crate::cards::{Card, CardSet, Suspect, Triple};
use crate::view::View;
use whodunit_engine::Seat;

/// One thing the seat learnt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The seat holds the card: the notebook's own hand, or a card shown to it.
    Holds { seat: Seat, card: Card },
    /// The seat passed on a suggestion: it holds none of the cards (CL-REFUTE-3).
    LacksAll { seat: Seat, cards: CardSet },
    /// The seat refuted someone else's suggestion with a card the notebook did not see: it
    /// holds at least one of the cards (CL-REFUTE-4).
    HoldsOneOf { seat: Seat, cards: CardSet },
    /// The envelope, seen after the notebook's own wrong accusation (CL-ACCUSE-7) or at the
    /// end of the game.
    Envelope(Triple),
    /// The notebook's own accusation was wrong and the envelope stayed hidden.
    NotEnvelope(Triple),
}

/// An entry with where it came from, in words ("turn 7: Colonel Mustard passed ...").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noted {
    pub entry: Entry,
    pub origin: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observations {
    me: Seat,
    suspects: Vec<Suspect>,
    hand_sizes: Vec<u8>,
    entries: Vec<Noted>,
    /// Reading events: the turn, and the suggestion being answered.
    turn: u32,
    suggestion: Option<(Seat, Triple)>,
}

/// The cards outside the envelope, dealt to the players (CL-SETUP-13).
pub const DEALT: usize = Card::COUNT - 3;

impl Observations {
    /// An empty notebook for `me` at a table where seat `s` plays `suspects[s]` with
    /// `hand_sizes[s]` cards. Panics unless the sizes deal exactly the 18 cards.
    pub fn new(me: Seat, suspects: Vec<Suspect>, hand_sizes: Vec<u8>) -> Observations {
        assert_eq!(suspects.len(), hand_sizes.len(), "one hand size per seat");
        assert!(me.index() < suspects.len(), "the notebook's seat plays");
        assert_eq!(
            hand_sizes.iter().map(|&n| n as usize).sum::<usize>(),
            DEALT,
            "the hands hold the 18 cards outside the envelope"
        );
        Observations {
            me,
            suspects,
            hand_sizes,
            entries: Vec::new(),
            turn: 0,
            suggestion: None,
        }
    }

    /// The notebook of the seat viewing `view`, holding its own hand (CL-INFO-1).
    pub fn for_seat(view: &View) -> Observations {
        let me = view.viewer.seat().expect("a notebook belongs to a seat");
        let mut observations = Observations::new(
            me,
            view.seats.iter().map(|s| s.suspect).collect(),
            view.seats.iter().map(|s| s.hand_size).collect(),
        );
        for card in view.hand.unwrap_or_default().iter() {
            observations.add(Entry::Holds { seat: me, card }, "your hand".to_string());
        }
        observations
    }

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

    /// Appends an entry without any check: cheap, for building by hand.
    pub fn add(&mut self, entry: Entry, origin: String) {
        self.entries.push(Noted { entry, origin });
    }

    /// Removes the last entry (a checked addition that turned out contradictory).
    pub(super) fn pop(&mut self) -> Option<Noted> {
        self.entries.pop()
    }

    pub fn entries(&self) -> &[Noted] {
        &self.entries
    }

    pub fn me(&self) -> Seat {
        self.me
    }

    pub fn seat_count(&self) -> usize {
        self.suspects.len()
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.suspects.len() as u8).map(Seat)
    }

    pub fn hand_size(&self, seat: Seat) -> u8 {
        self.hand_sizes[seat.index()]
    }

    pub fn suspect(&self, seat: Seat) -> Suspect {
        self.suspects[seat.index()]
    }

    /// The seat as the notebook's sentences name it.
    pub fn person(&self, seat: Seat) -> Person {
        Person {
            suspect: self.suspect(seat),
            is_me: seat == self.me,
        }
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
