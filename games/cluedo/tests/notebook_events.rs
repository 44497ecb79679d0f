//! What a seat's notebook reads from the events redacted for it: passes (CL-REFUTE-3),
//! refutations seen by others (CL-REFUTE-4, CL-INFO-6), cards shown to it (CL-REFUTE-7),
//! its own wrong accusation and the envelope it then sees (CL-ACCUSE-7), and the end.

use whodunit_cluedo::notebook::{Entry, Observations};
use whodunit_cluedo::{Card, CardSet, EndReason, Event, Position, Room, Suspect, Triple, Weapon};
use whodunit_engine::Seat;

const ME: Seat = Seat(0);

fn observations() -> Observations {
    Observations::new(ME, Suspect::all().take(4).collect(), vec![5, 5, 4, 4])
}

fn suggestion(seat: Seat) -> (Event, Triple) {
    let triple = Triple {
        suspect: Suspect::PLUM,
        weapon: Weapon::parse("rope").unwrap(),
        room: Room::parse("hall").unwrap(),
    };
    let event = Event::Suggested {
        seat,
        suspect: triple.suspect,
        weapon: triple.weapon,
        room: triple.room,
        pawn_from: Position::Room(triple.room),
        weapon_from: triple.room,
    };
    (event, triple)
}

/// The entries (without origins) a sequence of events brings.
fn read(observations: &mut Observations, events: &[Event]) -> Vec<Entry> {
    events
        .iter()
        .flat_map(|e| observations.read(e))
        .map(|n| n.entry)
        .collect()
}

#[test]
fn someone_elses_suggestion_gives_passes_and_an_unseen_refutation() {
    let mut notes = observations();
    let (suggested, triple) = suggestion(Seat(1));
    let events = [
        Event::TurnStarted {
            seat: Seat(1),
            turn: 7,
        },
        suggested,
        Event::Passed { seat: Seat(2) },
        Event::MustShow {
            refuter: Seat(3),
            suggester: Seat(1),
            options: None,
        },
        Event::Shown {
            refuter: Seat(3),
            suggester: Seat(1),
            card: None,
        },
    ];
    let found: Vec<_> = events.iter().flat_map(|e| notes.read(e)).collect();
    let cards = triple.cards();
    assert_eq!(
        found.iter().map(|n| n.entry).collect::<Vec<_>>(),
        vec![
            Entry::LacksAll {
                seat: Seat(2),
                cards
            },
            Entry::HoldsOneOf {
                seat: Seat(3),
                cards
            },
        ]
    );
    assert_eq!(
        found[0].origin,
        "turn 7: Mrs White passed on Colonel Mustard's suggestion Professor Plum/Rope/Hall"
    );
    assert_eq!(
        found[1].origin,
        "turn 7: Reverend Green showed Colonel Mustard a card for Professor Plum/Rope/Hall"
    );
}

#[test]
fn my_own_suggestion_gives_the_card_shown_to_me() {
    let mut notes = observations();
    let (suggested, _) = suggestion(ME);
    let rope = Card::parse("rope").unwrap();
    let events = [
        suggested,
        Event::Passed { seat: Seat(3) },
        Event::MustShow {
            refuter: Seat(1),
            suggester: ME,
            options: None,
        },
        Event::Shown {
            refuter: Seat(1),
            suggester: ME,
            card: Some(rope),
        },
    ];
    let found: Vec<_> = events.iter().flat_map(|e| notes.read(e)).collect();
    assert_eq!(
        found[0].origin,
        "turn 0: Reverend Green passed on your suggestion Professor Plum/Rope/Hall"
    );
    assert_eq!(
        found[1].origin,
        "turn 0: Colonel Mustard showed you the Rope"
    );
    assert_eq!(
        found[1].entry,
        Entry::Holds {
            seat: Seat(1),
            card: rope
        }
    );
}

#[test]
fn refuting_or_passing_myself_teaches_nothing() {
    let mut notes = observations();
    let (suggested, _) = suggestion(Seat(2));
    let rope = Card::parse("rope").unwrap();
    let events = [
        suggested,
        Event::Passed { seat: Seat(3) },
        Event::Passed { seat: ME },
        Event::MustShow {
            refuter: Seat(1),
            suggester: Seat(2),
            options: None,
        },
        Event::Shown {
            refuter: Seat(1),
            suggester: Seat(2),
            card: None,
        },
    ];
    let found: Vec<_> = events.iter().flat_map(|e| notes.read(e)).collect();
    assert_eq!(found.len(), 2, "Reverend Green's pass, Mustard's card");
    assert_eq!(
        found[0].origin,
        "turn 0: Reverend Green passed on Mrs White's suggestion Professor Plum/Rope/Hall"
    );
    let (suggested, _) = suggestion(Seat(2));
    let mine = [
        suggested,
        Event::MustShow {
            refuter: ME,
            suggester: Seat(2),
            options: Some(CardSet::EMPTY),
        },
        Event::Shown {
            refuter: ME,
            suggester: Seat(2),
            card: Some(rope),
        },
    ];
    assert_eq!(read(&mut notes, &mine), vec![]);
}

#[test]
fn a_wrong_accusation_and_the_end_name_the_envelope() {
    let mut notes = observations();
    let (_, wrong) = suggestion(ME);
    let envelope = Triple {
        suspect: Suspect::GREEN,
        ..wrong
    };
    let events = [
        Event::Accused {
            seat: ME,
            correct: false,
            accusation: Some(wrong),
        },
        Event::EnvelopeSeen { seat: ME, envelope },
        Event::Accused {
            seat: Seat(2),
            correct: false,
            accusation: None,
        },
        Event::GameOver {
            winner: None,
            reason: EndReason::AllEliminated,
            envelope,
        },
    ];
    assert_eq!(
        read(&mut notes, &events),
        vec![
            Entry::NotEnvelope(wrong),
            Entry::Envelope(envelope),
            Entry::Envelope(envelope)
        ]
    );
}
