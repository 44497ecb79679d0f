//! Companion mode (cluedo.md, "Companion mode"): a person records a physical game; the
//! session refuses a record that contradicts the others and names them.

use whodunit_cluedo::companion::{hand_sizes, Record, Refusal, Session};
use whodunit_cluedo::notebook::Holder;
use whodunit_cluedo::{Card, Suspect, Triple};
use whodunit_engine::companion::Records;
use whodunit_engine::Seat;

fn card(key: &str) -> Card {
    Card::parse(key).unwrap()
}

fn triple(s: &str, w: &str, r: &str) -> Triple {
    Triple {
        suspect: whodunit_cluedo::Suspect::parse(s).unwrap(),
        weapon: whodunit_cluedo::Weapon::parse(w).unwrap(),
        room: whodunit_cluedo::Room::parse(r).unwrap(),
    }
}

/// Four players; I am Mustard (seat 1); Peacock (seat 3) deals, so hands are 5, 5, 4, 4.
fn session() -> Session {
    let players = ["scarlett", "mustard", "white", "peacock"]
        .iter()
        .map(|k| Suspect::parse(k).unwrap())
        .collect();
    let hand = ["plum", "revolver", "dining_room", "billiard_room", "study"]
        .iter()
        .map(|k| card(k))
        .collect();
    Session::new(players, Seat(1), Seat(3), hand).unwrap()
}

fn suggestion(by: u8, t: Triple, refuted_by: Option<u8>, shown: Option<&str>) -> Record {
    Record::Suggestion {
        by: Seat(by),
        triple: t,
        refuted_by: refuted_by.map(Seat),
        card: shown.map(card),
    }
}

#[test]
fn cl_setup_13_hand_sizes_follow_the_dealer() {
    assert_eq!(hand_sizes(4, Seat(3)), [5, 5, 4, 4]);
    assert_eq!(hand_sizes(5, Seat(0)), [3, 4, 4, 4, 3]);
    assert_eq!(hand_sizes(6, Seat(2)), [3; 6]);
    let players = vec![
        Suspect::parse("white").unwrap(),
        Suspect::parse("plum").unwrap(),
    ];
    let refused = Session::new(players, Seat(0), Seat(1), vec![card("rope")]);
    assert!(matches!(refused, Err(Refusal::Invalid(_))));
}

#[test]
fn records_update_the_notebook() {
    let mut session = session();
    // Scarlett suggests Green/Rope/Lounge: I hold none of them and pass, White passes, and
    // Peacock shows Scarlett a card.
    let notebook = session
        .record(suggestion(
            0,
            triple("green", "rope", "lounge"),
            Some(3),
            None,
        ))
        .unwrap();
    let deductions = notebook.deduce();
    let white = Holder::Seat(Seat(2));
    assert_eq!(
        deductions.count(card("rope"), white),
        0,
        "White passed on the Rope"
    );
    // My own suggestion, refuted by White with the Hall: White holds the Hall.
    let notebook = session
        .record(suggestion(
            1,
            triple("white", "wrench", "hall"),
            Some(2),
            Some("hall"),
        ))
        .unwrap();
    assert_eq!(notebook.deduce().probability(card("hall"), white), 1.0);
}

#[test]
fn a_card_i_hold_cannot_be_shown_by_someone_else() {
    let mut session = session();
    session
        .record(suggestion(
            1,
            triple("green", "rope", "lounge"),
            Some(2),
            Some("rope"),
        ))
        .unwrap();
    let before = session.clone();
    // Peacock "shows me" the Study, which is in my hand.
    let refused = session
        .record(suggestion(
            1,
            triple("green", "dagger", "study"),
            Some(3),
            Some("study"),
        ))
        .unwrap_err();
    match &refused {
        Refusal::Conflict { records, hand, .. } => {
            assert!(records.is_empty() && *hand, "{refused}");
            assert!(refused
                .to_string()
                .starts_with("this contradicts your hand:"));
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(session, before, "a refused record changes nothing");
}

#[test]
fn a_pass_contradicted_later_names_both_records_and_can_be_corrected() {
    let mut session = session();
    // #1 and #2: suggestions by Scarlett, refuted by me and then by White.
    session
        .record(suggestion(
            0,
            triple("green", "rope", "lounge"),
            Some(1),
            None,
        ))
        .unwrap();
    session
        .record(suggestion(
            0,
            triple("scarlett", "candlestick", "kitchen"),
            Some(2),
            None,
        ))
        .unwrap();
    // #3: my suggestion: White passes on Peacock/Rope/Hall, Peacock shows me the Hall.
    session
        .record(suggestion(
            1,
            triple("peacock", "rope", "hall"),
            Some(3),
            Some("hall"),
        ))
        .unwrap();
    // #4: White shows me the Rope, but she passed on the Rope in #3.
    let refused = session
        .record(suggestion(
            1,
            triple("white", "rope", "study"),
            Some(2),
            Some("rope"),
        ))
        .unwrap_err();
    let Refusal::Conflict { records, hand, .. } = &refused else {
        panic!("expected a conflict, got {refused:?}");
    };
    assert_eq!((records, *hand), (&vec![3], false), "{refused}");
    assert!(refused.to_string().contains("#3"));
    // The person corrects #3 (it was White who showed the Hall), and the new record is
    // then accepted.
    session
        .correct(
            3,
            suggestion(1, triple("peacock", "rope", "hall"), Some(2), Some("hall")),
        )
        .unwrap();
    session
        .record(suggestion(
            1,
            triple("white", "rope", "study"),
            Some(2),
            Some("rope"),
        ))
        .unwrap();
    assert_eq!(session.records.len(), 4);
    assert_eq!(
        session.undo(),
        Some(suggestion(
            1,
            triple("white", "rope", "study"),
            Some(2),
            Some("rope")
        ))
    );
    assert_eq!(session.records.len(), 3);
}

#[test]
fn a_hand_cannot_exceed_its_size() {
    let mut session = session();
    // White (4 cards) shows me four different cards, then a fifth.
    let shows = [
        ("scarlett", "rope", "lounge", "scarlett"),
        ("green", "dagger", "hall", "dagger"),
        ("white", "wrench", "kitchen", "wrench"),
        ("peacock", "candlestick", "library", "library"),
    ];
    for (s, w, r, shown) in shows {
        session
            .record(suggestion(1, triple(s, w, r), Some(2), Some(shown)))
            .unwrap();
    }
    let refused = session
        .record(suggestion(
            1,
            triple("green", "lead_pipe", "ballroom"),
            Some(2),
            Some("ballroom"),
        ))
        .unwrap_err();
    let Refusal::Conflict { records, .. } = refused else {
        panic!("expected a conflict");
    };
    assert_eq!(
        records,
        vec![1, 2, 3, 4],
        "the four earlier cards fill her hand"
    );
}

#[test]
fn invalid_records_are_refused_and_sessions_round_trip_through_json() {
    let mut session = session();
    let cases = [
        suggestion(0, triple("green", "rope", "lounge"), Some(0), None),
        suggestion(0, triple("green", "rope", "lounge"), Some(2), Some("rope")),
        suggestion(1, triple("green", "rope", "lounge"), Some(2), Some("hall")),
        suggestion(1, triple("green", "rope", "lounge"), None, Some("rope")),
        suggestion(9, triple("green", "rope", "lounge"), None, None),
    ];
    for record in cases {
        assert!(
            matches!(session.record(record.clone()), Err(Refusal::Invalid(_))),
            "{record:?}"
        );
    }
    assert!(session.records.is_empty());
    session
        .record(suggestion(2, triple("green", "rope", "lounge"), None, None))
        .unwrap();
    let text = serde_json::to_string(&session).unwrap();
    let back: Session = serde_json::from_str(&text).unwrap();
    assert_eq!(back, session);
    assert!(back.notebook().is_ok());
}
