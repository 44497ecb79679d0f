//! The notebook's reasons in plain words, on hand-built positions, and its handling of
//! contradictory observations: detected, named (a small conflicting set), and refused
//! without changing the notebook.

use whodunit_cluedo::notebook::{recency, Entry, Fact, Holder, Notebook, Observations};
use whodunit_cluedo::{Card, CardSet, Suspect};
use whodunit_engine::Seat;

fn card(key: &str) -> Card {
    Card::parse(key).unwrap_or_else(|| panic!("no card {key:?}"))
}

fn cards(keys: &[&str]) -> CardSet {
    keys.iter().map(|k| card(k)).collect()
}

const ME: Seat = Seat(0);
const MUSTARD: Seat = Seat(1);
const WHITE: Seat = Seat(2);
const PLUM: Seat = Seat(5);

/// Six players, three cards each (CL-SETUP-13), seen by Miss Scarlett (seat 0).
fn six_players(hand: &[&str]) -> Observations {
    let mut observations = Observations::new(ME, Suspect::all().collect(), vec![3; 6]);
    for &key in hand {
        let entry = Entry::Holds {
            seat: ME,
            card: card(key),
        };
        observations.add(entry, "your hand".to_string());
    }
    observations
}

fn reason(notebook: &Notebook, key: &str, holder: Holder) -> String {
    let deductions = notebook.deduce();
    let fact = deductions
        .fact(card(key), holder)
        .unwrap_or_else(|| panic!("no fact about {key} and {holder:?}"));
    fact.reason.clone()
}

#[test]
fn a_refuter_who_lacks_the_other_two_cards_holds_the_third() {
    // CL-REFUTE-4: Plum refuted Plum/Rope/Hall; I hold the Plum card, and Plum passed on a
    // suggestion naming the Hall (CL-REFUTE-3).
    let mut notebook = Notebook::new(six_players(&["plum", "dagger", "kitchen"])).unwrap();
    notebook
        .add(
            Entry::LacksAll {
                seat: PLUM,
                cards: cards(&["green", "wrench", "hall"]),
            },
            "turn 2: Professor Plum passed".to_string(),
        )
        .unwrap();
    notebook
        .add(
            Entry::HoldsOneOf {
                seat: PLUM,
                cards: cards(&["plum", "rope", "hall"]),
            },
            "turn 3: Professor Plum showed Mrs White a card".to_string(),
        )
        .unwrap();
    assert_eq!(
        reason(&notebook, "rope", Holder::Seat(PLUM)),
        "Professor Plum holds the Rope: he showed a card for Professor Plum/Rope/Hall, \
         and he holds neither Professor Plum nor the Hall."
    );
    assert_eq!(
        reason(&notebook, "hall", Holder::Seat(PLUM)),
        "Professor Plum does not hold the Hall: he passed on Reverend Green/Wrench/Hall."
    );
    assert_eq!(
        reason(&notebook, "plum", Holder::Seat(PLUM)),
        "Professor Plum does not hold Professor Plum: you hold it."
    );
    assert_eq!(
        reason(&notebook, "rope", Holder::Envelope),
        "The Rope is not in the envelope: Professor Plum holds it."
    );
    let deductions = notebook.deduce();
    let rope = deductions.fact(card("rope"), Holder::Seat(PLUM)).unwrap();
    assert!(!rope.by_counting);
    assert_eq!(rope.entries, vec![4], "the refutation is the fifth entry");
    assert_eq!(rope.premises.len(), 2, "the two cards he lacks");
}

#[test]
fn own_hand_shown_cards_and_full_hands() {
    let mut notebook = Notebook::new(six_players(&["scarlett", "rope", "hall"])).unwrap();
    for key in ["dagger", "kitchen", "study"] {
        let entry = Entry::Holds {
            seat: WHITE,
            card: card(key),
        };
        notebook
            .add(entry, "turn 1: Mrs White showed you".to_string())
            .unwrap();
    }
    assert_eq!(
        reason(&notebook, "rope", Holder::Seat(ME)),
        "You hold the Rope: it is in your hand."
    );
    assert_eq!(
        reason(&notebook, "dagger", Holder::Seat(WHITE)),
        "Mrs White holds the Dagger: she showed it to you."
    );
    assert_eq!(
        reason(&notebook, "plum", Holder::Seat(ME)),
        "You do not hold Professor Plum: it is not in your hand."
    );
    assert_eq!(
        reason(&notebook, "plum", Holder::Seat(WHITE)),
        "Mrs White does not hold Professor Plum: her 3 cards are all known \
         (the Dagger, the Kitchen and the Study)."
    );
    assert_eq!(
        reason(&notebook, "dagger", Holder::Seat(MUSTARD)),
        "Colonel Mustard does not hold the Dagger: Mrs White holds it."
    );
}

/// After Colonel Mustard shows the Rope, the facts it makes certain come first, then those
/// of Mrs White's earlier pass, then what your hand tells of the others, and last the facts
/// about your own hand.
#[test]
fn the_facts_just_made_certain_come_first_and_your_own_hand_last() {
    let mut notebook = Notebook::new(six_players(&["plum", "dagger", "kitchen"])).unwrap();
    let pass = Entry::LacksAll {
        seat: WHITE,
        cards: cards(&["green", "wrench", "hall"]),
    };
    notebook
        .add(pass, "turn 1: Mrs White passed".to_string())
        .unwrap();
    let shown = Entry::Holds {
        seat: MUSTARD,
        card: card("rope"),
    };
    notebook
        .add(
            shown,
            "turn 2: Colonel Mustard showed you the Rope".to_string(),
        )
        .unwrap();
    let deductions = notebook.deduce();
    let facts = deductions.newest_first(notebook.observations());
    let needs = recency::since(&deductions.facts, notebook.observations());
    let since = |f: &Fact| needs[deductions.facts.iter().position(|g| g == f).unwrap()];
    let reasons: Vec<&str> = facts.iter().map(|f| f.reason.as_str()).collect();
    assert_eq!(
        reasons[..3],
        [
            "Colonel Mustard holds the Rope: he showed it to you.",
            "The Rope is not in the envelope: Colonel Mustard holds it.",
            "Mrs White does not hold the Rope: Colonel Mustard holds it.",
        ]
    );
    assert!(facts[..6]
        .iter()
        .all(|f| f.card == card("rope") && since(f) == 5));
    assert!(reasons[6..9]
        .iter()
        .all(|r| r.ends_with("she passed on Reverend Green/Wrench/Hall.")));
    let own = facts
        .iter()
        .position(|f| f.holder == Holder::Seat(ME))
        .unwrap();
    assert_eq!(
        reasons[own],
        "You do not hold the Rope: Colonel Mustard holds it."
    );
    assert!(
        facts[9..own].iter().all(|f| since(f) <= 3),
        "then your hand"
    );
    assert!(facts[own..].iter().all(|f| f.holder == Holder::Seat(ME)));
    assert_eq!(facts.len() - own, 21, "your 3 cards and the 18 others");
    assert!(facts
        .windows(2)
        .take(own - 1)
        .all(|w| since(w[0]) >= since(w[1])));
}

/// Three seats with 14, 2 and 2 cards: I hold every card but Reverend Green, Mrs Peacock,
/// the Rope, the Wrench, the Hall, the Study and the Lounge.
fn small_table() -> Observations {
    let mut observations = Observations::new(
        ME,
        vec![Suspect::SCARLETT, Suspect::MUSTARD, Suspect::WHITE],
        vec![14, 2, 2],
    );
    let open = cards(&[
        "green", "peacock", "rope", "wrench", "hall", "study", "lounge",
    ]);
    for card in Card::all().filter(|&c| !open.contains(c)) {
        observations.add(Entry::Holds { seat: ME, card }, "your hand".to_string());
    }
    observations
}

#[test]
fn the_last_card_of_a_category_is_in_the_envelope() {
    let mut observations = small_table();
    observations.add(
        Entry::Holds {
            seat: MUSTARD,
            card: card("peacock"),
        },
        "turn 1: Colonel Mustard showed you Mrs Peacock".to_string(),
    );
    let notebook = Notebook::new(observations).unwrap();
    assert_eq!(
        reason(&notebook, "green", Holder::Envelope),
        "Reverend Green is in the envelope: every other suspect is known to be outside it."
    );
    assert_eq!(
        reason(&notebook, "green", Holder::Seat(WHITE)),
        "Mrs White does not hold Reverend Green: it is in the envelope."
    );
}

#[test]
fn facts_only_the_count_proves_say_so() {
    // Mustard passed on all three rooms left, so the two rooms outside the envelope are
    // White's whole hand: no simple rule sees it, the count does (CL-SETUP-13 sizes).
    let mut observations = small_table();
    observations.add(
        Entry::LacksAll {
            seat: MUSTARD,
            cards: cards(&["hall", "study", "lounge"]),
        },
        "made up".to_string(),
    );
    let notebook = Notebook::new(observations).unwrap();
    let deductions = notebook.deduce();
    // 2 suspects * 2 weapons * 3 rooms in the envelope; the rest is then forced.
    assert_eq!(deductions.total(), 12);
    assert_eq!(deductions.probability(card("green"), Holder::Envelope), 0.5);
    assert_eq!(deductions.count(card("hall"), Holder::Seat(WHITE)), 8);
    let fact = deductions.fact(card("green"), Holder::Seat(WHITE)).unwrap();
    assert!(fact.by_counting);
    let since = recency::since(&deductions.facts, notebook.observations());
    let index = deductions.facts.iter().position(|f| f == fact).unwrap();
    assert_eq!(since[index], 15, "your 14 cards and Mustard's pass");
    assert_eq!(
        fact.reason,
        "Mrs White does not hold Reverend Green: this follows from the hand sizes and your \
         observations taken together; in every one of the 12 deals consistent with what you \
         saw, she does not hold it."
    );
    assert!(deductions
        .fact(card("green"), Holder::Seat(MUSTARD))
        .is_none());
}

#[test]
fn eliminated_envelopes_have_reasons() {
    let mut observations = small_table();
    let wrong = whodunit_cluedo::Triple {
        suspect: Suspect::GREEN,
        weapon: whodunit_cluedo::Weapon::parse("rope").unwrap(),
        room: whodunit_cluedo::Room::parse("hall").unwrap(),
    };
    observations.add(
        Entry::NotEnvelope(wrong),
        "turn 4: your accusation was wrong".to_string(),
    );
    let notebook = Notebook::new(observations).unwrap();
    let deductions = notebook.deduce();
    assert_eq!(deductions.envelope_count(wrong), 0);
    assert_eq!(
        deductions
            .why_not(wrong, notebook.observations())
            .as_deref(),
        Some("The envelope is not Reverend Green/Rope/Hall: your accusation of it was wrong.")
    );
    let mut with_plum = wrong;
    with_plum.suspect = Suspect::PLUM;
    assert_eq!(
        deductions
            .why_not(with_plum, notebook.observations())
            .as_deref(),
        Some(
            "The envelope is not Professor Plum/Rope/Hall. Professor Plum is not in the \
             envelope: you hold it."
        )
    );
    // 2 suspects * 2 weapons * 3 rooms, less the wrong accusation.
    assert_eq!(deductions.candidates().len(), 11);
}

#[test]
fn a_contradiction_is_refused_and_named() {
    let mut notebook = Notebook::new(six_players(&["plum", "dagger", "kitchen"])).unwrap();
    notebook
        .add(
            Entry::Holds {
                seat: MUSTARD,
                card: card("rope"),
            },
            "turn 1: Colonel Mustard showed you the Rope".to_string(),
        )
        .unwrap();
    notebook
        .add(
            Entry::LacksAll {
                seat: WHITE,
                cards: cards(&["green", "wrench", "hall"]),
            },
            "turn 2: Mrs White passed".to_string(),
        )
        .unwrap();
    let before = notebook.deduce();
    let conflict = notebook
        .add(
            Entry::LacksAll {
                seat: MUSTARD,
                cards: cards(&["white", "rope", "study"]),
            },
            "turn 3: Colonel Mustard passed on White/Rope/Study".to_string(),
        )
        .unwrap_err();
    assert_eq!(conflict.entries, vec![3, 5]);
    assert_eq!(
        conflict.to_string(),
        "these cannot all be true with the hand sizes: turn 1: Colonel Mustard showed you \
         the Rope; turn 3: Colonel Mustard passed on White/Rope/Study"
    );
    assert_eq!(notebook.observations().entries().len(), 5, "unchanged");
    assert_eq!(notebook.deduce().facts, before.facts);
}

#[test]
fn a_conflict_names_every_entry_it_needs() {
    // Mustard showed three cards, so White cannot hold any of them; every one of the four
    // entries is needed for the contradiction.
    let mut notebook = Notebook::new(six_players(&["plum", "dagger", "kitchen"])).unwrap();
    for key in ["rope", "hall", "study"] {
        let entry = Entry::Holds {
            seat: MUSTARD,
            card: card(key),
        };
        notebook
            .add(entry, format!("Mustard showed {key}"))
            .unwrap();
    }
    let white_holds = Entry::HoldsOneOf {
        seat: WHITE,
        cards: cards(&["rope", "hall", "study"]),
    };
    let conflict = notebook
        .add(white_holds, "White showed a card".to_string())
        .unwrap_err();
    assert_eq!(conflict.entries, vec![3, 4, 5, 6]);
    // Built in one go, the same observations are refused with the same conflict.
    let mut observations = notebook.observations().clone();
    observations.add(white_holds, "White showed a card".to_string());
    assert_eq!(Notebook::new(observations).unwrap_err(), conflict);
}
