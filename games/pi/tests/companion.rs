//! Companion mode (issue 18, point 1): a seat of a recorded bot game, entered as companion
//! records the way a person at the table writes them down (what happened in front of
//! everyone, and the case cards they hold), gives exactly the seat's online notebook
//! (chances, likeliest cases, facts with their reasons, the value of each next action)
//! after every few actions; bad input is refused with the rule it breaks, a
//! contradiction names the records it conflicts with, and no JSON makes the companion
//! panic.

mod common;

use common::random::choose;
use proptest::prelude::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use whodunit_engine::companion::Records;
use whodunit_engine::{Bot, CompanionError, Decision, Game, GameKind, GameRng, Seat, Viewer};
use whodunit_pi::companion::{answer, answer_of, Record, Refusal, Session};
use whodunit_pi::notebook::report;
use whodunit_pi::{
    bots, Case, Config, Crime, Element, Event, Layout, Location, Pi, State, Suspect, Tiles, Token,
};

/// What a person at seat `me` writes down as the game goes on.
struct Scribe {
    me: Seat,
    session: Session,
    /// The display as last written down.
    display: Vec<Element>,
    /// A new mini-game's tiles, until the person's case cards are dealt.
    tiles: Option<Tiles>,
}

impl Scribe {
    fn new(state: &State, me: Seat) -> Scribe {
        let view = Pi::view(state, Viewer::Seat(me));
        let held = view.held_case.expect("a seat holds a case");
        let session = Session::new(state.seat_count(), me, Tiles::from(view.board), held)
            .expect("a valid table");
        let mut scribe = Scribe {
            me,
            session,
            display: Vec::new(),
            tiles: None,
        };
        scribe.see_display(&view.display);
        scribe
    }

    fn add(&mut self, record: Record) {
        if let Err(refusal) = self.session.record(record.clone()) {
            panic!("seat {:?}: {record:?} refused: {refusal}", self.me);
        }
    }

    fn see_display(&mut self, display: &[Element]) {
        if self.display != display {
            self.display = display.to_vec();
            self.add(Record::Display {
                cards: display.to_vec(),
            });
        }
    }

    /// Writes down what `event` (as anyone at the table sees it) shows the person.
    fn observe(&mut self, event: &Event) {
        match event {
            Event::Investigated {
                seat,
                location,
                discs,
                cubes,
                ..
            } => self.add(Record::Investigated {
                seat: *seat,
                location: *location,
                discs: *discs,
                cubes: *cubes,
            }),
            Event::EvidenceTaken {
                seat, card, result, ..
            } => {
                self.display.retain(|c| c != card);
                self.add(Record::Evidence {
                    seat: *seat,
                    card: *card,
                    result: *result,
                })
            }
            Event::Solved { seat, case, .. } => self.add(Record::Attempt {
                seat: *seat,
                case: *case,
                correct: true,
            }),
            Event::WrongAttempt { seat, attempt, .. } => self.add(Record::Attempt {
                seat: *seat,
                case: *attempt,
                correct: false,
            }),
            Event::MiniGameStarted { tiles, .. } => self.tiles = Some(tiles.clone()),
            Event::CaseDealt {
                holder,
                case: Some(held),
            } if *holder == self.me => {
                let tiles = self.tiles.take().expect("tiles before the deal");
                self.display.clear();
                self.add(Record::MiniGame { tiles, held: *held });
            }
            _ => {}
        }
    }
}

/// Every seat's redacted events of `events`, appended.
fn deliver(seen: &mut [Vec<Event>], events: &[Event]) {
    for (s, seen) in seen.iter_mut().enumerate() {
        seen.extend(
            events
                .iter()
                .filter_map(|e| Pi::redact(e, Viewer::Seat(Seat(s as u8)))),
        );
    }
}

/// The kind of a record, for the list of kinds a test saw.
fn kind(record: &Record) -> String {
    match record {
        Record::Investigated { .. } => "investigated".into(),
        Record::Evidence { result, .. } => format!("evidence {result:?}"),
        Record::Attempt { correct, .. } => format!("attempt {correct}"),
        Record::Display { .. } => "display".into(),
        Record::MiniGame { .. } => "mini_game".into(),
    }
}

/// Plays a game (bots of `level`, or the tests' random policy with wrong attempts when
/// `level` is `None`) and checks every seat's companion against its online notebook every
/// `every` actions. The number of comparisons; the kinds of records written go to `kinds`.
fn check_game(
    players: usize,
    seed: u64,
    level: Option<&str>,
    every: usize,
    kinds: &mut BTreeSet<String>,
) -> usize {
    let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
    let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players as u8)
        .map(|s| bots::by_level(level.unwrap_or("easy"), Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(seed ^ (s << 8)))
        .collect();
    let mut policy = GameRng::new(seed + 77);
    let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
    let mut scribes: Vec<Scribe> = (0..players as u8)
        .map(|s| Scribe::new(&state, Seat(s)))
        .collect();
    let (mut compared, mut step) = (0, 0);
    while let Some(seat) = Pi::to_act(&state) {
        let view = Pi::view(&state, Viewer::Seat(seat));
        let action = match level {
            Some(_) => bots[seat.index()].choose(Decision::in_state(
                &view,
                &state,
                seat,
                &mut rngs[seat.index()],
            )),
            None => choose(&state, seat, &mut policy),
        };
        let events = Pi::apply(&mut state, seat, &action).expect("legal");
        for (s, bot) in bots.iter_mut().enumerate() {
            for e in &events {
                scribes[s].observe(e);
                if let Some(r) = Pi::redact(e, Viewer::Seat(Seat(s as u8))) {
                    bot.observe(&r);
                }
            }
        }
        deliver(&mut seen, &events);
        if state.is_over() {
            break;
        }
        let display: Vec<Element> = state.display().collect();
        for scribe in scribes.iter_mut() {
            scribe.see_display(&display);
        }
        step += 1;
        if step % every != 0 {
            continue;
        }
        for (s, scribe) in scribes.iter().enumerate() {
            let view = Pi::view(&state, Viewer::Seat(Seat(s as u8)));
            let online = Pi::notebook(&view, &seen[s]).expect("a seat's notebook");
            let (notebook, table) = scribe.session.notebook().expect("no conflict");
            assert_eq!(
                report(&notebook),
                online,
                "players {players} seed {seed} {level:?} seat {s} step {step}: companion differs"
            );
            // The whole answer, through JSON as the server gives it, holds the same.
            let sent = serde_json::to_value(&scribe.session).expect("json");
            let answered = answer(&sent).expect("an answer");
            assert_eq!(answered, answer_of(&notebook, &table, players));
            assert_eq!(answered["notebook"], online);
            compared += 1;
        }
    }
    for scribe in &scribes {
        kinds.extend(scribe.session.records.iter().map(kind));
    }
    compared
}

/// PI-INFO-7, PI-INFO-8, PI-INFO-9: every seat's companion, fed what happened at the
/// table, equals its online notebook at 2, 3, 4 and 5 players, over bot games and over
/// games with wrong attempts, through all three mini-games.
#[test]
fn companion_equals_the_online_notebook_over_recorded_games() {
    let mut compared = 0;
    let mut kinds = BTreeSet::new();
    for players in 2..=5 {
        let every = if players >= 4 { 4 } else { 2 };
        for seed in 0..2 {
            let level = Some(bots::LEVELS[seed as usize % 3]);
            compared += check_game(players, seed, level, every, &mut kinds);
            compared += check_game(players, seed + 10, None, every, &mut kinds);
        }
    }
    assert!(compared > 300, "only {compared} comparisons");
    // Every kind of record came up: investigators, cards with a disc, a cube or nothing,
    // right and wrong attempts, the display, mini-games 2 and 3.
    assert_eq!(kinds.len(), 8, "only {kinds:?}");
    eprintln!("{compared} comparisons; records seen: {kinds:?}");
}

fn tiles() -> Tiles {
    let mut suspect_tiles: Vec<Option<Suspect>> = Suspect::all().map(Some).collect();
    suspect_tiles.extend([None, None]);
    let mut crime_tiles: Vec<Option<Crime>> = Crime::all().map(Some).collect();
    crime_tiles.extend([None; 4]);
    Tiles {
        suspect_tiles,
        crime_tiles,
    }
}

fn case(s: u8, c: u8, l: u8) -> Case {
    Case {
        suspect: Suspect::new(s).expect("id"),
        crime: Crime::new(c).expect("id"),
        location: Location::new(l).expect("id"),
    }
}

fn location(id: u8) -> Location {
    Location::new(id).expect("id")
}

fn three() -> Session {
    Session::new(3, Seat(0), tiles(), case(1, 1, 1)).expect("valid")
}

fn investigated(seat: u8, l: u8, discs: u8, cubes: u8) -> Record {
    Record::Investigated {
        seat: Seat(seat),
        location: location(l),
        discs,
        cubes,
    }
}

/// PI-INVESTIGATOR-2: a second investigator of one seat on one location is refused, and
/// the session is unchanged; another seat may go there (PI-INVESTIGATOR-3).
#[test]
fn an_investigator_on_a_location_twice_is_refused() {
    let mut session = three();
    session.record(investigated(0, 7, 0, 1)).expect("taken");
    let refused = session.record(investigated(0, 7, 0, 1)).unwrap_err();
    assert!(
        matches!(&refused, Refusal::Invalid(why) if why.contains("PI-INVESTIGATOR-2")),
        "{refused}"
    );
    assert_eq!(session.records.len(), 1);
    session
        .record(investigated(1, 7, 0, 0))
        .expect("another seat");
}

/// PI-INVESTIGATOR-4, PI-INVESTIGATOR-8, PI-EVIDENCE-2, PI-SOLVE-8, PI-SOLVE-10: the other
/// impossible entries are refused with the rule they break.
#[test]
fn impossible_entries_are_refused_with_their_rule() {
    let mut session = three();
    let refused = session.record(investigated(0, 3, 2, 2)).unwrap_err();
    assert!(
        refused.to_string().contains("PI-INVESTIGATOR-8"),
        "{refused}"
    );
    for l in 1..=5 {
        session
            .record(investigated(2, l, 0, 0))
            .unwrap_or_else(|r| panic!("{r}"));
    }
    let refused = session.record(investigated(2, 6, 0, 0)).unwrap_err();
    assert!(
        refused.to_string().contains("PI-INVESTIGATOR-4"),
        "{refused}"
    );
    let card = Element::Location(location(14));
    session
        .record(Record::Evidence {
            seat: Seat(2),
            card,
            result: Some(Token::Cube),
        })
        .expect("taken");
    let refused = session
        .record(Record::Evidence {
            seat: Seat(2),
            card,
            result: Some(Token::Cube),
        })
        .unwrap_err();
    assert!(refused.to_string().contains("PI-EVIDENCE-2"), "{refused}");
    let wrong = Record::Attempt {
        seat: Seat(2),
        case: case(5, 5, 5),
        correct: false,
    };
    session.record(wrong.clone()).expect("taken");
    let refused = session.record(wrong).unwrap_err();
    assert!(refused.to_string().contains("PI-SOLVE-10"), "{refused}");
    session
        .record(Record::Attempt {
            seat: Seat(1),
            case: case(1, 1, 1),
            correct: true,
        })
        .expect("taken");
    let refused = session.record(investigated(1, 9, 0, 0)).unwrap_err();
    assert!(refused.to_string().contains("PI-SOLVE-8"), "{refused}");
    let refused = session.record(investigated(3, 9, 0, 0)).unwrap_err();
    assert!(refused.to_string().contains("no seat 3"), "{refused}");
}

/// PI-SETUP-8: a layout the setup cannot produce is refused, saying why.
#[test]
fn a_layout_the_game_cannot_produce_is_refused_saying_why() {
    let mut twice = tiles();
    twice.suspect_tiles[12] = twice.suspect_tiles[0];
    let refused = Session::new(3, Seat(0), twice, case(1, 1, 1)).unwrap_err();
    let why = refused.to_string();
    assert!(why.contains("Bubbles") && why.contains("Lakeside"), "{why}");
    assert!(
        why.contains("Waterfront") && why.contains("PI-SETUP-8"),
        "{why}"
    );
    let mut short = tiles();
    short.crime_tiles.pop();
    let why = Session::new(3, Seat(0), short, case(1, 1, 1))
        .unwrap_err()
        .to_string();
    assert!(why.contains("14 crime slots"), "{why}");
    let mut missing = tiles();
    missing.crime_tiles[2] = None;
    let why = Session::new(3, Seat(0), missing, case(1, 1, 1))
        .unwrap_err()
        .to_string();
    assert!(
        why.contains("Forgery") && why.contains("no location"),
        "{why}"
    );
    // A new mini-game's layout is checked too.
    let mut session = three();
    let mut bad = tiles();
    bad.suspect_tiles.swap(0, 13);
    bad.suspect_tiles[1] = None;
    let refused = session
        .record(Record::MiniGame {
            tiles: bad,
            held: case(2, 2, 2),
        })
        .unwrap_err();
    assert!(refused.to_string().contains("Doc"), "{refused}");
    assert!(Layout::from_tiles(&tiles()).is_ok());
    // PI-SETUP-1: the table itself.
    assert!(Session::new(6, Seat(0), tiles(), case(1, 1, 1)).is_err());
    assert!(Session::new(3, Seat(3), tiles(), case(1, 1, 1)).is_err());
}

/// A record that contradicts the earlier ones is refused, naming a smallest set of them
/// (and the case held when it is involved), and changes nothing.
#[test]
fn a_contradiction_names_the_records_it_conflicts_with() {
    let mut session = three();
    // Suspect tile of Bubbles is at Lakeside (1): an investigator there with nothing
    // rules every element at 1 or next to it out; Bubbles is held anyway.
    session.record(investigated(0, 11, 0, 0)).expect("taken"); // #1
    session.record(investigated(2, 2, 0, 1)).expect("taken"); // #2
                                                              // Downtown (11) answered nothing: no element of the case lies at 7, 8, 10, 11, 12,
                                                              // 13 or 14. Its location card then cannot give a disc.
    let refused = session
        .record(Record::Evidence {
            seat: Seat(0),
            card: Element::Location(location(11)),
            result: Some(Token::Disc),
        })
        .unwrap_err();
    match &refused {
        Refusal::Conflict {
            records, detail, ..
        } => {
            assert_eq!(records, &[1], "{refused}");
            assert!(detail.contains("#3") && detail.contains("#1"), "{detail}");
        }
        other => panic!("{other}"),
    }
    assert_eq!(session.records.len(), 2);
    // The case held: naming it as one's own is refused naming the case held.
    let refused = session
        .record(Record::Attempt {
            seat: Seat(0),
            case: case(1, 1, 1),
            correct: true,
        })
        .unwrap_err();
    assert!(
        matches!(&refused, Refusal::Conflict { held: true, .. }),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("the case you hold"),
        "{refused}"
    );
    // Through JSON the refusal names the same records.
    let mut sent = serde_json::to_value(&session).expect("json");
    sent["records"]
        .as_array_mut()
        .expect("records")
        .push(json!({"evidence": {"seat": 0, "card": {"location": 11}, "result": "disc"}}));
    match answer(&sent) {
        Err(CompanionError::Conflict(v)) => assert_eq!(v["refused"]["records"], json!([1])),
        other => panic!("{other:?}"),
    }
}

/// PI-SETUP-3: the left neighbour's answers speak of the case the person holds, so one
/// that this case could not give is refused, naming the case held.
#[test]
fn an_answer_the_held_case_cannot_give_is_refused() {
    let mut session = three();
    // Seat 1's case is Bubbles / Bank Job / Lakeside, all at Lakeside (1).
    session
        .record(investigated(1, 1, 3, 0))
        .expect("three discs");
    let refused = session.record(investigated(1, 2, 0, 0)).unwrap_err();
    assert!(
        matches!(&refused, Refusal::Conflict { held: true, records, .. } if records.is_empty()),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("the case you hold"),
        "{refused}"
    );
    let refused = session
        .record(Record::Attempt {
            seat: Seat(1),
            case: case(1, 1, 1),
            correct: false,
        })
        .unwrap_err();
    assert!(matches!(refused, Refusal::Conflict { held: true, .. }));
    assert_eq!(session.records.len(), 1);
    // A hand-edited file with such an answer names it among the entries in conflict.
    let mut edited = serde_json::to_value(&session).expect("json");
    edited["records"]
        .as_array_mut()
        .expect("records")
        .push(json!({"investigated": {"seat": 1, "location": 2, "discs": 0, "cubes": 0}}));
    edited["changed"] = json!(0);
    match answer(&edited) {
        Err(CompanionError::Conflict(v)) => {
            assert_eq!(v["refused"]["records"], json!([2]));
            assert_eq!(v["refused"]["held"], json!(true));
        }
        other => panic!("{other:?}"),
    }
}

/// A session of another game, or that is not a session, is refused as such.
#[test]
fn a_session_of_another_game_is_refused() {
    let inkognito = json!({"players": 4, "me": 0, "identity": "F", "fragment": 52, "records": []});
    match answer(&inkognito) {
        Err(CompanionError::Invalid(why)) => {
            assert!(why.contains("not a P.I. companion session"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    for junk in [json!(null), json!([]), json!("pi"), json!({"records": 5})] {
        assert!(answer(&junk).is_err());
    }
    // Through the game's kind, as the server calls it.
    let kind = whodunit_pi::kind();
    let sent = serde_json::to_value(three()).expect("json");
    assert!(kind.companion(&sent).expect("a companion").is_ok());
}

/// Mini-games 2 and 3 start from a new layout in the same session; a fourth is refused
/// (PI-MINIGAME-1); investigators count over the whole game (PI-INVESTIGATOR-4).
#[test]
fn new_mini_games_start_from_a_new_layout_in_the_same_session() {
    let mut session = three();
    session.record(investigated(0, 4, 0, 1)).expect("taken");
    let mut next = tiles();
    next.suspect_tiles.rotate_left(3);
    for (used, held) in [(1, case(2, 2, 2)), (2, case(3, 3, 3))] {
        let (notebook, table) = session
            .record(Record::MiniGame {
                tiles: next.clone(),
                held,
            })
            .expect("taken");
        assert_eq!(notebook.notes().len(), 1, "only the case held");
        assert_eq!(table.investigators[0], used);
        // Trocadero again: a new mini-game, a new board.
        session.record(investigated(0, 4, 0, 0)).expect("taken");
    }
    let refused = session
        .record(Record::MiniGame {
            tiles: next,
            held: case(4, 4, 4),
        })
        .unwrap_err();
    assert!(refused.to_string().contains("PI-MINIGAME-1"), "{refused}");
    let answered = answer(&serde_json::to_value(&session).expect("json")).expect("answer");
    assert_eq!(answered["mini_game"], 3);
    assert_eq!(answered["investigators_left"], json!([2, 5, 5]));
}

/// Undo, correct and remove, and the JSON round trip.
#[test]
fn undo_correct_remove_and_json_round_trip() {
    let mut session = three();
    session.record(investigated(0, 4, 0, 1)).expect("taken");
    session.record(investigated(2, 4, 1, 0)).expect("taken");
    let text = serde_json::to_string(&session).expect("json");
    let back: Session = serde_json::from_str(&text).expect("read");
    assert_eq!(back, session);
    session.correct(2, investigated(2, 5, 0, 0)).expect("taken");
    assert_eq!(session.records[1], investigated(2, 5, 0, 0));
    assert!(session.correct(3, investigated(2, 5, 0, 0)).is_err());
    assert!(session.correct(2, investigated(2, 5, 9, 0)).is_err());
    assert_eq!(session.records[1], investigated(2, 5, 0, 0));
    assert_eq!(session.undo(), Some(investigated(2, 5, 0, 0)));
    assert_eq!(session.remove(1), Some(investigated(0, 4, 0, 1)));
    assert!(session.records.is_empty());
    assert_eq!(session.remove(1), None);
}

fn any_record() -> impl Strategy<Value = Record> {
    let element = (0u8..36).prop_map(|c| Element::all().nth(usize::from(c)).expect("36"));
    let case = (1u8..=12, 1u8..=10, 1u8..=14).prop_map(|(s, c, l)| case(s, c, l));
    let token = prop_oneof![Just(None), Just(Some(Token::Disc)), Just(Some(Token::Cube))];
    prop_oneof![
        4 => (0u8..6, 1u8..=14, 0u8..3, 0u8..4).prop_map(|(s, l, d, c)| investigated(s, l, d, c)),
        3 => (0u8..6, element.clone(), token).prop_map(|(s, card, result)| Record::Evidence {
            seat: Seat(s),
            card,
            result,
        }),
        1 => (0u8..6, case.clone(), any::<bool>()).prop_map(|(s, case, correct)| Record::Attempt {
            seat: Seat(s),
            case,
            correct,
        }),
        1 => proptest::collection::vec(element, 0..11).prop_map(|cards| Record::Display { cards }),
        1 => (any::<u64>(), case).prop_map(|(seed, held)| {
            let mut t = tiles();
            GameRng::new(seed).shuffle(&mut t.suspect_tiles);
            Record::MiniGame { tiles: t, held }
        }),
    ]
}

fn check_distribution(answered: &Value) {
    let notebook = &answered["notebook"];
    for key in ["suspects", "crimes", "locations"] {
        let list = notebook[key].as_array().expect("a list");
        let mut sum = 0.0;
        for entry in list {
            let p = entry["p"].as_f64().expect("a number");
            assert!((0.0..=1.0).contains(&p), "{p}");
            sum += p;
        }
        assert!((sum - 1.0).abs() < 1e-9, "{key} sums to {sum}");
    }
    for entry in notebook["likeliest"].as_array().expect("a list") {
        let p = entry["p"].as_f64().expect("a number");
        assert!((0.0..=1.0).contains(&p));
    }
    for key in ["investigate", "evidence"] {
        for entry in notebook[key].as_array().expect("a list") {
            let bits = entry["bits"].as_f64().expect("a number");
            assert!(bits.is_finite() && bits >= -1e-9, "{bits}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random sessions never panic; every session taken has probabilities in [0, 1] and
    /// each type's distribution sums to 1; a refused record changes nothing.
    #[test]
    fn random_sessions_never_panic_and_give_distributions(
        players in 2usize..=5,
        me in 0u8..5,
        held in (1u8..=12, 1u8..=10, 1u8..=14),
        records in proptest::collection::vec(any_record(), 0..30),
    ) {
        let Ok(mut session) = Session::new(players, Seat(me), tiles(), case(held.0, held.1, held.2)) else {
            prop_assert!(usize::from(me) >= players);
            return Ok(());
        };
        for record in records {
            let before = session.records.len();
            match session.record(record) {
                Ok((notebook, table)) => check_distribution(&answer_of(&notebook, &table, players)),
                Err(_) => prop_assert_eq!(session.records.len(), before),
            }
        }
        let answered = answer(&serde_json::to_value(&session).expect("json"));
        prop_assert!(answered.is_ok());
    }

    /// Any JSON at all is answered or refused, never a panic.
    #[test]
    fn any_json_is_answered_or_refused(
        players in 0usize..8,
        me in 0u8..8,
        records in proptest::collection::vec(any_record(), 0..12),
        junk in "[a-z0-9 ]{0,20}",
    ) {
        let mut sent = json!({
            "players": players,
            "me": me,
            "tiles": tiles(),
            "held": case(1, 1, 1),
            "names": [junk.clone()],
            "records": records,
            "changed": 1,
        });
        let _ = answer(&sent);
        sent["names"] = json!([]);
        let _ = answer(&sent);
        sent["records"] = json!([{"investigated": {"seat": 0, "location": 99, "discs": 0, "cubes": 0}}]);
        prop_assert!(answer(&sent).is_err());
    }
}
