//! The expert's model of how its rivals suggest: as honest suggesters.
//!
//! Most players suggest to learn, so they name a suspect and a weapon they do not hold,
//! and they stay in a room or take a passage into one only to ask about a room they do not
//! hold. The expert adds these as assumed entries to its notebook, one set per rival
//! suggestion. Against honest suggesters a rival's suggestion then tells which cards that
//! rival still lacks, and one that goes unrefuted names the envelope.
//!
//! A rival is trusted only while its assumptions fit everything seen: once they contradict
//! the observations (say, it later shows a card it named), none of its suggestions is
//! taken as honest again. Trust is worked out afresh from the observations at each
//! decision, so a bot rebuilt from the same events trusts the same rivals.

use crate::actions::Event;
use crate::cards::{Card, CardSet};
use crate::notebook::{Entry, Notebook, Observations};
use whodunit_engine::Seat;

pub struct Habits {
    me: Seat,
    /// Each rival suggestion so far: the suggester and the cards it is assumed not to hold.
    assumed: Vec<(Seat, CardSet)>,
    /// Whether the pawn of the turn under way stayed in its room or took a passage.
    chose_room: bool,
}

impl Habits {
    pub fn new(me: Seat) -> Habits {
        Habits {
            me,
            assumed: Vec::new(),
            chose_room: false,
        }
    }

    pub fn observe(&mut self, event: &Event) {
        match *event {
            Event::TurnStarted { .. } => self.chose_room = false,
            Event::Stayed { .. }
            | Event::Moved {
                by_passage: true, ..
            } => self.chose_room = true,
            Event::Suggested {
                seat,
                suspect,
                weapon,
                room,
                ..
            } if seat != self.me => {
                let mut cards: CardSet = [Card::from(suspect), Card::from(weapon)]
                    .into_iter()
                    .collect();
                if self.chose_room {
                    cards.insert(Card::from(room));
                }
                self.assumed.push((seat, cards));
            }
            _ => {}
        }
    }

    /// `observations` with the assumptions about the rivals that `trust` accepts.
    fn assuming(&self, observations: &Observations, trust: impl Fn(Seat) -> bool) -> Observations {
        let mut assumed = observations.clone();
        for &(seat, cards) in self.assumed.iter().filter(|(seat, _)| trust(*seat)) {
            assumed.add(
                Entry::LacksAll { seat, cards },
                "assumed: a rival names cards it lacks".to_string(),
            );
        }
        assumed
    }

    /// The notebook of `observations` with the assumptions about every trusted rival: those
    /// whose assumptions, on their own, fit the observations.
    pub fn notebook(&self, observations: &Observations) -> Notebook {
        if let Some(notebook) = Notebook::if_possible(self.assuming(observations, |_| true)) {
            return notebook;
        }
        let trusted: Vec<Seat> = observations
            .seats()
            .filter(|&rival| {
                rival != self.me
                    && Notebook::if_possible(self.assuming(observations, |seat| seat == rival))
                        .is_some()
            })
            .collect();
        Notebook::if_possible(self.assuming(observations, |seat| trusted.contains(&seat)))
            .or_else(|| Notebook::if_possible(observations.clone()))
            .expect("the engine's own events never contradict each other")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Position;
    use crate::cards::{Room, Suspect, Weapon};
    use crate::notebook::Holder;

    const ME: Seat = Seat(0);
    const RIVAL: Seat = Seat(1);
    const PLUM: Suspect = Suspect::PLUM;
    const ROPE: Weapon = Weapon(3);
    const HALL: Room = Room(7);

    /// Seat 0 holds six cards none of which Plum, the Rope or the Hall; seat 1 suggests
    /// those three, having stayed in the Hall if `stayed`, and nobody refutes.
    fn unrefuted_rival_suggestion(stayed: bool) -> (Observations, Habits) {
        let mut observations = Observations::new(
            ME,
            vec![Suspect::SCARLETT, Suspect::MUSTARD, Suspect::WHITE],
            vec![6, 6, 6],
        );
        let hand = [Card(0), Card(1), Card(6), Card(7), Card(12), Card(13)];
        for card in hand {
            observations.add(Entry::Holds { seat: ME, card }, "my hand".to_string());
        }
        let mut habits = Habits::new(ME);
        let mut events = vec![Event::TurnStarted {
            seat: RIVAL,
            turn: 2,
        }];
        if stayed {
            events.push(Event::Stayed { seat: RIVAL });
        }
        events.extend([
            Event::Suggested {
                seat: RIVAL,
                suspect: PLUM,
                weapon: ROPE,
                room: HALL,
                pawn_from: Position::Room(HALL),
                weapon_from: HALL,
            },
            Event::Passed { seat: Seat(2) },
            Event::Passed { seat: ME },
            Event::Unrefuted { suggester: RIVAL },
        ]);
        for event in &events {
            habits.observe(event);
            for noted in observations.read(event) {
                observations.add(noted.entry, noted.origin);
            }
        }
        (observations, habits)
    }

    fn in_envelope(notebook: &Notebook, card: impl Into<Card>) -> f64 {
        notebook.deduce().probability(card.into(), Holder::Envelope)
    }

    #[test]
    fn an_honest_rivals_unrefuted_suggestion_names_its_suspect_and_weapon() {
        let (observations, habits) = unrefuted_rival_suggestion(false);
        let plain = Notebook::new(observations.clone()).unwrap();
        assert!(in_envelope(&plain, PLUM) < 1.0);
        let assumed = habits.notebook(&observations);
        assert_eq!(in_envelope(&assumed, PLUM), 1.0);
        assert_eq!(in_envelope(&assumed, ROPE), 1.0);
        assert!(
            in_envelope(&assumed, HALL) < 1.0,
            "it walked in: it may hold the Hall"
        );
    }

    #[test]
    fn staying_in_a_room_to_suggest_it_names_the_room_too() {
        let (observations, habits) = unrefuted_rival_suggestion(true);
        assert_eq!(in_envelope(&habits.notebook(&observations), HALL), 1.0);
    }

    #[test]
    fn a_rival_caught_holding_a_card_it_named_is_no_longer_trusted() {
        let (mut observations, habits) = unrefuted_rival_suggestion(true);
        observations.add(
            Entry::Holds {
                seat: RIVAL,
                card: PLUM.into(),
            },
            "seat 1 showed me Plum".to_string(),
        );
        let notebook = habits.notebook(&observations);
        assert_eq!(in_envelope(&notebook, PLUM), 0.0);
        assert!(in_envelope(&notebook, ROPE) < 1.0);
    }
}
