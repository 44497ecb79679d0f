//! The Bakerstreet companion (`companion.rs`): over bot games, each seat's observations
//! entered as companion records give exactly the seat's online notebook after every
//! action, reshuffles included; impossible and contradicting records are refused, naming
//! the records they contradict; random sessions never panic.

#[path = "common/entry.rs"]
mod entry;

use entry::Entry;
use proptest::prelude::*;
use serde_json::{json, Value};
use whodunit_bakerstreet::companion::{answer, Record, Refusal, Session};
use whodunit_bakerstreet::{bots, Action, Bakerstreet, Config, Event, Face, State};
use whodunit_engine::companion::Records;
use whodunit_engine::{Bot, Decision, Game, GameKind, GameRng, Seat, Viewer};

/// Plays a bot game, and after every action checks that each seat's companion session
/// gives exactly its online notebook. Returns the checks made and the opponent
/// reshuffles seen.
fn check_game(levels: [&str; 2], seed: u64, config: &Config) -> (usize, usize) {
    let mut state: State = Bakerstreet::setup(config, seed).expect("a valid configuration");
    let mut seated: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
        .map(|s| bots::by_level(levels[s], Seat(s as u8)).expect("a level"))
        .collect();
    let mut rngs = [0, 1].map(|s| GameRng::new(GameRng::derive(seed, s)));
    let mut seen: [Vec<Event>; 2] = [Vec::new(), Vec::new()];
    let mut sessions: Vec<Session> = [Seat(0), Seat(1)]
        .map(|me| {
            let first = Bakerstreet::view(&state, Viewer::Seat(me)).active;
            let hand = state.hand(me).map(|c| c.face()).collect();
            let mut session = Session::new(me, first, hand).expect("a set-up");
            session.max_rounds = config.max_rounds;
            session.one_card_per_letter = config.one_card_per_letter;
            session
        })
        .to_vec();
    let mut entries = [Entry::new(Seat(0)), Entry::new(Seat(1))];
    let (mut checks, mut reshuffles) = (0, 0);
    while let Some(seat) = Bakerstreet::to_act(&state) {
        let view = Bakerstreet::view(&state, Viewer::Seat(seat));
        let decision = Decision::in_state(&view, &state, seat, &mut rngs[seat.index()]);
        let action: Action = seated[seat.index()].choose(decision);
        let events =
            Bakerstreet::apply(&mut state, seat, &action).expect("bots play legal actions");
        for s in 0..2 {
            let viewer = Viewer::Seat(Seat(s as u8));
            for event in events.iter().filter_map(|e| Bakerstreet::redact(e, viewer)) {
                seated[s].observe(&event);
                entries[s].take_in(&event);
                if matches!(event, Event::Reshuffled { seat: r, .. } if r.index() != s) {
                    reshuffles += 1;
                }
                seen[s].push(event);
            }
            entries[s].end_step();
            sessions[s].records = entries[s].records.clone();
            let context = format!(
                "{levels:?} seed {seed}, seat {s}, {} records",
                sessions[s].records.len()
            );
            let (notebook, _) = sessions[s]
                .notebook()
                .unwrap_or_else(|e| panic!("{context}: refused: {e}"));
            let companion = whodunit_bakerstreet::notebook::report::report(&notebook);
            let online = Bakerstreet::notebook(&Bakerstreet::view(&state, viewer), &seen[s])
                .expect("a seat's notebook");
            assert_eq!(companion, online, "{context}");
            checks += 1;
        }
    }
    for entry in &entries {
        for record in &entry.records {
            let kind = match record {
                Record::Move { card: None, .. } => "move without a card",
                Record::Move { .. } => "move",
                Record::Challenge { .. } => "challenge",
                Record::Choose { .. } => "choose",
                Record::Look { .. } => "look",
                Record::Take {
                    letter: Some(_), ..
                } => "take",
                Record::Take { ends: true, .. } => "their take ending the game",
                Record::Take { .. } => "their take",
                Record::Pass => "pass",
                Record::Draw { .. } => "draw",
            };
            KINDS.with(|k| k.borrow_mut().insert(kind));
        }
    }
    (checks, reshuffles)
}

thread_local! {
    static KINDS: std::cell::RefCell<std::collections::BTreeSet<&'static str>> =
        Default::default();
}

#[test]
fn companion_equals_the_online_notebook_over_bot_games() {
    let mut checks = 0;
    let mut reshuffles = 0;
    let long = Config {
        max_rounds: Some(40),
        ..Config::default()
    };
    let strict = Config {
        one_card_per_letter: true,
        ..Config::default()
    };
    for (levels, seeds, config) in [
        (["expert", "expert"], 0..6, &long),
        (["random", "expert"], 100..104, &long),
        (["medium", "random"], 200..220, &strict),
        (["hard", "hard"], 300..315, &strict),
    ] {
        for seed in seeds {
            let (c, r) = check_game(levels, seed, config);
            checks += c;
            reshuffles += r;
        }
    }
    let kinds = KINDS.with(|k| k.borrow().clone());
    eprintln!("{checks} checks, {reshuffles} opponent reshuffles, records: {kinds:?}");
    for kind in [
        "move",
        "challenge",
        "choose",
        "look",
        "take",
        "their take",
        "draw",
    ] {
        assert!(kinds.contains(kind), "no {kind} record was entered");
    }
    assert!(checks > 500, "{checks} checks");
    assert!(
        reshuffles > 0,
        "no reshuffle of an opponent's draw pile was entered"
    );
}

fn face(text: &str) -> Face {
    Face::parse(text).expect("a face")
}

fn faces(text: &str) -> Vec<Face> {
    text.split_whitespace().map(face).collect()
}

/// Seat 0, moving first, holding 3x2, 0 and 5.
fn session() -> Session {
    Session::new(Seat(0), Seat(0), faces("3x2 0 5")).expect("a set-up")
}

fn mv(seat: u8, card: &str, position: u8, bid: u8, drew: Option<&str>) -> Record {
    Record::Move {
        seat: Seat(seat),
        card: Some(face(card)),
        position,
        bid,
        drew: drew.map(face),
    }
}

fn invalid<T: std::fmt::Debug>(result: Result<T, Refusal>, needle: &str) {
    match result {
        Err(Refusal::Invalid(text)) => assert!(text.contains(needle), "{text:?} lacks {needle:?}"),
        other => panic!("expected a refusal with {needle:?}, got {other:?}"),
    }
}

#[test]
fn impossible_set_ups_are_refused() {
    invalid(Session::new(Seat(2), Seat(0), faces("1 2 3")), "BS-SETUP-1");
    invalid(Session::new(Seat(0), Seat(0), faces("1 2")), "BS-SETUP-9");
    invalid(
        Session::new(Seat(0), Seat(0), faces("3x2 3x2 1")),
        "BS-SETUP-2",
    );
    let mut s = session();
    s.max_rounds = Some(0);
    invalid(s.check(None), "BS-END-7");
    let mut s = session();
    s.names = vec!["a\u{7}".into(), "b".into()];
    invalid(s.check(None), "control");
}

#[test]
fn impossible_records_are_refused_and_change_nothing() {
    let mut s = session();
    // BS-TURN-1: seat 0 moves first.
    invalid(s.record(mv(1, "2", 0, 5, None)), "BS-TURN-1");
    // BS-TURN-6: the person says what they drew.
    invalid(s.record(mv(0, "3x2", 0, 5, None)), "BS-TURN-6");
    // BS-TURN-3: a move places a card while the hand holds one.
    invalid(
        s.record(Record::Move {
            seat: Seat(0),
            card: None,
            position: 0,
            bid: 5,
            drew: Some(face("4")),
        }),
        "BS-TURN-3",
    );
    // BS-INFO-4: the opponent's draw is unseen.
    s.record(mv(0, "3x2", 0, 5, Some("4"))).expect("a move");
    invalid(s.record(mv(1, "2", 0, 6, Some("1"))), "BS-INFO-4");
    // BS-BID-4, BS-BID-2, BS-SETUP-7.
    invalid(s.record(mv(1, "2", 0, 5, None)), "BS-BID-4");
    invalid(s.record(mv(1, "2", 0, 31, None)), "BS-BID-2");
    invalid(s.record(mv(1, "2", 5, 6, None)), "BS-SETUP-7");
    // Not the time to choose, look or take.
    invalid(
        s.record(Record::Choose { position: 1 }),
        "move or challenge",
    );
    invalid(s.record(Record::Pass), "move or challenge");
    // BS-CHALLENGE-4: the opponent shows three cards.
    s.record(mv(1, "2", 1, 6, None)).expect("a move");
    invalid(
        s.record(Record::Challenge {
            seat: Seat(0),
            hand: faces("1 1"),
        }),
        "BS-CHALLENGE-4",
    );
    assert_eq!(s.records.len(), 2);
}

#[test]
fn a_challenge_is_decided_and_evaluated_as_the_game_does() {
    let mut s = session();
    s.record(mv(0, "5", 2, 10, Some("4"))).expect("a move");
    s.record(mv(1, "2STOP", 2, 12, None)).expect("a move");
    // Hands: mine 3x2 0 4 = 7; theirs 1 1 3 = 5; total 12 reaches the bid of 12: the
    // bidder (seat 1) wins (BS-CHALLENGE-7, BS-CHALLENGE-8).
    s.record(Record::Challenge {
        seat: Seat(0),
        hand: faces("1 1 3"),
    })
    .expect("a challenge");
    let answer = serde_json::to_value(s.check(None).map(|(n, _)| n.bid).expect("checked")).unwrap();
    assert_eq!(answer, json!(12));
    // Only the challenge winner's choice comes next; stack 2 holds 2STOP over 5: the STOP
    // ends processing at once (BS-SYMBOL-2), seat 1 scores 2 and wins, and looks unseen.
    s.record(Record::Choose { position: 2 }).expect("a choice");
    let (notebook, table) = s.check(None).expect("checked");
    assert_eq!(
        notebook.stacks[2].len(),
        1,
        "the 5 stays under the processed STOP"
    );
    let value = whodunit_bakerstreet::companion::answer_of(&notebook, &table);
    assert_eq!(value["next"]["what"], "take");
    assert_eq!(value["next"]["seat"], 1);
    // Passing is only for a winner who may take none of the pile's letters, which needs
    // one card per letter (BS-EVIDENCE-2, BS-EVIDENCE-8).
    invalid(s.record(Record::Pass), "BS-EVIDENCE-2");
    let mut strict = s.clone();
    strict.one_card_per_letter = true;
    let (_, table) = strict.record(Record::Pass).expect("a pass");
    assert_eq!(
        table.next(),
        // Seat 1 won the challenge, so seat 0 starts round 2 and draws first (BS-ROUND-6).
        whodunit_bakerstreet::companion::Next::Draw {
            cards: 3,
            then_opponent: true
        }
    );
    // The opponent takes a card unseen; the round ends and the person draws three.
    invalid(
        s.record(Record::Take {
            letter: Some(whodunit_bakerstreet::Letter::from_char('A').unwrap()),
            ends: false,
        }),
        "BS-INFO-8",
    );
    s.record(Record::Take {
        letter: None,
        ends: false,
    })
    .expect("a take");
    invalid(s.record(mv(1, "1", 0, 1, None)), "cards you drew");
    invalid(
        s.record(Record::Draw {
            cards: faces("1 2"),
        }),
        "BS-ROUND-6",
    );
    s.record(Record::Draw {
        cards: faces("1 2 2"),
    })
    .expect("the round's draws");
}

#[test]
fn contradictions_name_the_conflicting_records() {
    let mut s = session();
    s.record(mv(0, "3x2", 0, 5, Some("4"))).expect("a move");
    // The person's deck has one 3x2, and it is on stack 0 (#1).
    match s
        .record(mv(1, "1", 1, 6, None))
        .and_then(|_| s.record(mv(0, "3x2", 1, 7, Some("1"))))
    {
        Err(Refusal::Conflict {
            records, detail, ..
        }) => {
            assert_eq!(records, vec![1]);
            assert!(detail.contains("on the stack at {position 0}"), "{detail}");
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    // Drawing a card of the dealt hand names the dealt hand.
    match s.record(mv(0, "0", 1, 7, Some("5x2"))) {
        Ok(_) => {}
        other => panic!("5x2 is still in the draw pile: {other:?}"),
    }
    s.undo();
    match s.record(mv(0, "0", 1, 7, Some("0"))) {
        Ok(_) => {}
        other => panic!("another 0 is in the draw pile: {other:?}"),
    }
    s.undo();
    // The opponent has one 2STOP: twice placed is refused, naming the first.
    s.record(mv(0, "0", 1, 7, Some("0"))).expect("a move");
    s.record(mv(1, "2STOP", 3, 8, None)).expect("a move");
    s.record(mv(0, "0", 2, 9, Some("1"))).expect("a move");
    match s.record(mv(1, "2STOP", 4, 10, None)) {
        Err(Refusal::Conflict { records, dealt, .. }) => {
            assert_eq!(records, vec![4]);
            assert!(!dealt);
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    // A correction that makes a later record impossible is refused, naming it.
    match s.correct(1, mv(0, "5", 0, 5, Some("0"))) {
        Err(Refusal::Conflict { records, dealt, .. }) => {
            assert!(records.contains(&3) || records.contains(&5), "{records:?}");
            let _ = dealt;
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(
        s.records[0],
        mv(0, "3x2", 0, 5, Some("4")),
        "nothing changed"
    );
}

#[test]
fn the_kind_answers_through_the_generic_path() {
    let kind = whodunit_bakerstreet::kind();
    let session = json!({
        "me": 1, "first": 0, "hand": [{"value": 2}, {"value": 3, "symbol": "x2"}, {"value": 0}],
        "records": [{"move": {"seat": 0, "card": {"value": 4}, "position": 2, "bid": 9}}],
    });
    let answer = kind
        .companion(&session)
        .expect("Bakerstreet has a companion")
        .expect("a session");
    let answer: Value = serde_json::from_str(answer.get()).expect("JSON");
    assert_eq!(answer["notebook"]["bid"], 9);
    assert_eq!(answer["next"]["what"], "turn");
    let p = answer["notebook"]["p_sum_at_least_bid"]
        .as_f64()
        .expect("a chance");
    assert!((0.0..=1.0).contains(&p));
    // Every unseen card of the opponent is counted: 30 less the 4 on stack 2.
    let unseen: u64 = answer["unseen"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|u| u["count"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(unseen, 29);
}

fn any_face() -> impl Strategy<Value = Value> {
    (
        0u8..7,
        prop::sample::select(vec![None, Some("stop"), Some("x2"), Some("arrow")]),
    )
        .prop_map(|(value, symbol)| json!({"value": value, "symbol": symbol}))
}

fn any_record() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => (0u8..3, prop::option::of(any_face()), 0u8..6, 0u8..33, prop::option::of(any_face()))
            .prop_map(|(seat, card, position, bid, drew)| json!({"move": {
                "seat": seat, "card": card, "position": position, "bid": bid, "drew": drew}})),
        1 => (0u8..2, prop::collection::vec(any_face(), 0..4))
            .prop_map(|(seat, hand)| json!({"challenge": {"seat": seat, "hand": hand}})),
        1 => (0u8..6).prop_map(|position| json!({"choose": {"position": position}})),
        1 => prop::collection::vec(prop::sample::select(vec!["A", "B", "C", "D", "T"]), 0..9)
            .prop_map(|letters| json!({"look": {"letters": letters}})),
        1 => prop::option::of(prop::sample::select(vec!["A", "B", "T"]))
            .prop_map(|letter| json!({"take": {"letter": letter}})),
        1 => Just(json!("pass")),
        1 => prop::collection::vec(any_face(), 0..4).prop_map(|cards| json!({"draw": {"cards": cards}})),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random sessions never panic; an accepted one reports chances in [0, 1] and each
    /// distribution sums to 1.
    #[test]
    fn random_sessions_never_panic(
        me in 0u8..3,
        first in 0u8..2,
        hand in prop::collection::vec(any_face(), 2..4),
        one in any::<bool>(),
        records in prop::collection::vec(any_record(), 0..40),
    ) {
        let session = json!({"me": me, "first": first, "hand": hand,
            "one_card_per_letter": one, "records": records});
        if let Ok(answer) = answer(&session) {
            let notebook = &answer["notebook"];
            for key in ["opponent_total", "sum"] {
                let chances: Vec<f64> = notebook[key].as_array().expect("a distribution")
                    .iter().map(|p| p.as_f64().unwrap_or(-1.0)).collect();
                for &p in &chances {
                    prop_assert!((-1e-12..=1.0 + 1e-12).contains(&p), "{key}: {p}");
                }
                let all: f64 = chances.iter().sum();
                prop_assert!((all - 1.0).abs() < 1e-9, "{key} sums to {all}");
            }
            if let Some(p) = notebook["p_sum_at_least_bid"].as_f64() {
                prop_assert!((-1e-12..=1.0 + 1e-12).contains(&p));
            }
        }
    }
}

/// A won evaluation: the pile looked at must hold its size in letters, no letter more
/// than twice (BS-SETUP-5), and the card taken must be in it (BS-EVIDENCE-3).
#[test]
fn looks_and_takes_are_checked() {
    let letters = |text: &str| -> Vec<whodunit_bakerstreet::Letter> {
        text.chars()
            .filter_map(whodunit_bakerstreet::Letter::from_char)
            .collect()
    };
    let mut s = session();
    s.record(mv(0, "5", 2, 10, Some("4"))).expect("a move");
    s.record(mv(1, "1", 2, 12, None)).expect("a move");
    // Hands 3x2 0 4 and 0 0 1 make 8, below 12: the challenger wins (BS-CHALLENGE-7).
    s.record(Record::Challenge {
        seat: Seat(0),
        hand: faces("0 0 1"),
    })
    .expect("a challenge");
    // Stack 2 is 1 over 5, no STOP: both processed, 5 beats 1 and the person looks.
    s.record(Record::Choose { position: 2 }).expect("a choice");
    invalid(
        s.record(Record::Look {
            letters: letters("ABC"),
        }),
        "BS-INFO-11",
    );
    // A third A is impossible on its own, with nothing earlier to name.
    invalid(
        s.record(Record::Look {
            letters: letters("AAABCDEF"),
        }),
        "two cards A",
    );
    s.record(Record::Look {
        letters: letters("AABCDEFG"),
    })
    .expect("a look");
    invalid(
        s.record(Record::Take {
            letter: letters("T").first().copied(),
            ends: false,
        }),
        "BS-EVIDENCE-3",
    );
    let (_, table) = s
        .record(Record::Take {
            letter: letters("C").first().copied(),
            ends: false,
        })
        .expect("a take");
    let (notebook, _) = s.check(None).expect("checked");
    let answer = whodunit_bakerstreet::companion::answer_of(&notebook, &table);
    assert_eq!(answer["mine"]["collection"], json!(["C"]));
    assert_eq!(
        answer["notebook"]["piles"][2]["known"],
        json!(["A", "A", "B", "D", "E", "F", "G"])
    );
    // The challenge winner's opponent starts the next round (BS-ROUND-6): the person draws.
    assert_eq!(answer["next"]["what"], "draw");
}

/// Both seats' sessions of a whole bot game.
fn sessions_of_game(levels: [&str; 2], seed: u64, config: &Config) -> Vec<Session> {
    let mut state: State = Bakerstreet::setup(config, seed).expect("a valid configuration");
    let mut seated: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
        .map(|s| bots::by_level(levels[s], Seat(s as u8)).expect("a level"))
        .collect();
    let mut rngs = [0, 1].map(|s| GameRng::new(GameRng::derive(seed, s)));
    let mut sessions: Vec<Session> = [Seat(0), Seat(1)]
        .map(|me| {
            let first = Bakerstreet::view(&state, Viewer::Seat(me)).active;
            let hand = state.hand(me).map(|c| c.face()).collect();
            let mut session = Session::new(me, first, hand).expect("a set-up");
            session.max_rounds = config.max_rounds;
            session
        })
        .to_vec();
    let mut entries = [Entry::new(Seat(0)), Entry::new(Seat(1))];
    while let Some(seat) = Bakerstreet::to_act(&state) {
        let view = Bakerstreet::view(&state, Viewer::Seat(seat));
        let decision = Decision::in_state(&view, &state, seat, &mut rngs[seat.index()]);
        let action: Action = seated[seat.index()].choose(decision);
        let events =
            Bakerstreet::apply(&mut state, seat, &action).expect("bots play legal actions");
        for s in 0..2 {
            let viewer = Viewer::Seat(Seat(s as u8));
            for event in events.iter().filter_map(|e| Bakerstreet::redact(e, viewer)) {
                seated[s].observe(&event);
                entries[s].take_in(&event);
            }
            entries[s].end_step();
        }
    }
    for (session, entry) in sessions.iter_mut().zip(entries) {
        session.records = entry.records;
    }
    sessions
}

/// Every multiset of `size` faces from `faces` (face, count), at most `limit` of them.
fn hands(faces: &[(Face, usize)], size: usize, limit: usize) -> Vec<Vec<Face>> {
    let mut out = vec![Vec::new()];
    for _ in 0..size {
        let mut next = Vec::new();
        for hand in &out {
            for &(face, count) in faces {
                let used = hand.iter().filter(|&&f| f == face).count();
                if used < count && hand.last().is_none_or(|&l: &Face| l <= face) {
                    let mut longer = hand.clone();
                    longer.push(face);
                    next.push(longer);
                }
            }
        }
        next.truncate(limit);
        out = next;
    }
    out
}

/// After the opponent's draw pile was reshuffled, the cards of their hand that were then
/// certain are known (BS-TURN-7): a challenge showing a hand of cards that are all still
/// unseen, yet without those, is refused naming the record that reshuffled their pile.
#[test]
fn a_shown_hand_contradicting_a_reshuffle_names_it() {
    let long = Config {
        max_rounds: Some(40),
        ..Config::default()
    };
    let mut found = 0;
    for seed in 0..6 {
        for session in sessions_of_game(["expert", "expert"], seed, &long) {
            for (k, record) in session.records.iter().enumerate() {
                let Record::Challenge { seat, hand } = record else {
                    continue;
                };
                let mut before = session.clone();
                before.records.truncate(k);
                let (_, table) = before.check(None).expect("the game as entered");
                let unseen = whodunit_bakerstreet::companion::unseen(&table);
                for candidate in hands(&unseen, hand.len(), 400) {
                    let mut trial = before.clone();
                    let refused = trial.record(Record::Challenge {
                        seat: *seat,
                        hand: candidate,
                    });
                    if let Err(Refusal::Conflict {
                        records, detail, ..
                    }) = refused
                    {
                        if detail.contains("reshuffled") {
                            assert!(!records.is_empty(), "{detail}");
                            assert!(records.iter().all(|&r| r <= k), "{records:?} after #{k}");
                            found += 1;
                            break;
                        }
                    }
                }
            }
        }
    }
    assert!(found > 0, "no shown hand contradicted a reshuffle");
}
