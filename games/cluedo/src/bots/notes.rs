//! The simple notes of the `easy` and `medium` bots: what a seat holds or was shown, and
//! what its own unrefuted suggestion put in the envelope. Nothing is counted exactly (that
//! is the `hard` bot's notebook).

use crate::actions::Event;
use crate::cards::{Card, CardSet, Category, Room, Suspect, Triple, Weapon};
use crate::view::View;
use whodunit_engine::Seat;

/// Simple notes: the cards a seat holds or was shown cannot be in the envelope, and a
/// suggestion of its own that nobody refuted puts every named card it does not hold there.
#[derive(Clone, Copy, Debug)]
pub struct Notes {
    pub me: Seat,
    own_suggestion: Option<Triple>,
    in_envelope: CardSet,
}

impl Notes {
    pub fn for_seat(me: Seat) -> Notes {
        Notes {
            me,
            own_suggestion: None,
            in_envelope: CardSet::EMPTY,
        }
    }

    pub fn observe(&mut self, event: &Event) {
        match *event {
            Event::Suggested {
                seat,
                suspect,
                weapon,
                room,
                ..
            } if seat == self.me => {
                self.own_suggestion = Some(Triple {
                    suspect,
                    weapon,
                    room,
                });
            }
            Event::Unrefuted { suggester } if suggester == self.me => {
                if let Some(suggestion) = self.own_suggestion {
                    self.in_envelope = self.in_envelope.union(suggestion.cards());
                }
            }
            _ => {}
        }
    }

    /// The cards the seat holds or was shown: none of them is in the envelope.
    pub fn excluded(view: &View) -> CardSet {
        let hand = view.hand.unwrap_or_default();
        let shown: CardSet = view.shown_to_me.iter().map(|s| s.card).collect();
        hand.union(shown)
    }

    /// The cards of `category` that may still be in the envelope.
    pub fn candidates(&self, excluded: CardSet, category: Category) -> CardSet {
        let known: CardSet = self
            .in_envelope
            .iter()
            .filter(|&c| c.category() == category && !excluded.contains(c))
            .collect();
        if !known.is_empty() {
            return known;
        }
        Card::all()
            .filter(|&c| c.category() == category && !excluded.contains(c))
            .collect()
    }

    /// The solution, if each category has exactly one candidate.
    pub fn solution(&self, excluded: CardSet) -> Option<Triple> {
        let single = |category| {
            let set = self.candidates(excluded, category);
            (set.len() == 1).then(|| set.iter().next().expect("one card"))
        };
        Some(Triple {
            suspect: Suspect(single(Category::Suspect)?.0),
            weapon: Weapon(single(Category::Weapon)?.0 - 6),
            room: Room(single(Category::Room)?.0 - 12),
        })
    }
}
