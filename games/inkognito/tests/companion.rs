//! Companion mode (issue 18, point 2): a seat of a recorded bot game, entered as companion
//! records the way a person at the table would write them down (from what happened in
//! front of them, not from the notebook's intake), gives exactly the seat's online
//! notebook (chances, facts with their smallest reasons, the clue sheet) at every step;
//! bad input is refused with the rule it breaks, a contradiction names the records it
//! conflicts with, and no JSON makes the companion panic.

use proptest::prelude::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use whodunit_engine::companion::Records;
use whodunit_engine::{Bot, CompanionError, Decision, Game, GameKind, GameRng, Seat, Viewer};
use whodunit_inkognito::companion::{answer, Record, Refusal, Session};
use whodunit_inkognito::{
    bots, Agent, BlackCard, Card, Config, Event, Fragment, Identity, Inkognito, Location,
    MeetingKind, Shown,
};

/// What a person at seat `me` writes down as the game goes on.
struct Scribe {
    me: Seat,
    players: usize,
    session: Option<Session>,
    meetings: Vec<(Location, MeetingKind, Vec<Agent>)>,
    round: u8,
    identity: Option<(Identity, Fragment)>,
    ambassador: Option<Seat>,
    /// Every record of every game of the match.
    all: Vec<Record>,
}

impl Scribe {
    fn new(me: Seat, players: usize) -> Scribe {
        Scribe {
            me,
            players,
            session: None,
            meetings: Vec::new(),
            round: 0,
            identity: None,
            ambassador: None,
            all: Vec::new(),
        }
    }

    fn meeting_of(&self, agent: Agent) -> Option<&(Location, MeetingKind, Vec<Agent>)> {
        self.meetings.iter().find(|m| m.2.contains(&agent))
    }

    fn add(&mut self, record: Record) {
        let session = self.session.as_mut().expect("a game started");
        if let Err(refusal) = session.record(record.clone()) {
            panic!("seat {:?}: {record:?} refused: {refusal}", self.me);
        }
        self.all.push(record);
    }

    /// Writes down what `event` (unredacted) shows the person, if anything.
    fn observe(&mut self, event: &Event) {
        let me = self.me;
        let at = |s: &Scribe, agent: Agent| {
            let m = s.meeting_of(agent).expect("a meeting");
            (m.0, m.1)
        };
        match event {
            Event::GameStarted { ambassador, .. } => {
                self.ambassador = *ambassador;
                self.identity = None;
                self.session = None;
                self.round = 0;
                self.meetings.clear();
                if *ambassador == Some(me) {
                    self.start();
                }
            }
            Event::Dealt {
                seat,
                identity: Some(identity),
                fragment: Some(fragment),
            } if *seat == me => {
                self.identity = Some((*identity, *fragment));
                self.start();
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
                let (location, kind) = at(self, Agent::Seat(*from));
                if *to == me {
                    self.add(Record::Saw {
                        round: self.round,
                        location,
                        kind,
                        from: Agent::Seat(*from),
                        to: None,
                        shown: *shown,
                    });
                } else if *from == me {
                    self.add(Record::Showed {
                        round: self.round,
                        location,
                        kind,
                        to: *to,
                        shown: *shown,
                    });
                }
            }
            Event::BlackShown {
                from,
                to,
                witness,
                card: Some(card),
            } => {
                let (location, kind) = at(self, Agent::Seat(*to));
                let shown = Shown::Black(*card);
                if *to == me {
                    self.add(Record::Saw {
                        round: self.round,
                        location,
                        kind,
                        from: *from,
                        to: None,
                        shown,
                    });
                } else if *from == Agent::Seat(me) {
                    self.add(Record::Showed {
                        round: self.round,
                        location,
                        kind,
                        to: *to,
                        shown,
                    });
                } else if *witness == Some(me) {
                    self.add(Record::Saw {
                        round: self.round,
                        location,
                        kind,
                        from: *from,
                        to: Some(*to),
                        shown,
                    });
                }
            }
            Event::Looked {
                seat,
                card: Some(card),
            } if *seat == me => {
                let (location, kind) = at(self, Agent::Seat(me));
                self.add(Record::Saw {
                    round: self.round,
                    location,
                    kind,
                    from: Agent::Dummy,
                    to: None,
                    shown: Shown::Black(*card),
                });
            }
            Event::Called {
                caller,
                number,
                correct,
            } => {
                let with = self.meeting_of(Agent::Seat(*caller)).and_then(|m| {
                    (m.1 == MeetingKind::TwoAgents)
                        .then(|| m.2.iter().copied().find(|&p| p != Agent::Seat(*caller)))
                        .flatten()
                });
                self.add(Record::Call {
                    round: self.round,
                    caller: *caller,
                    number: *number,
                    correct: *correct,
                    with,
                });
            }
            _ => {}
        }
    }

    fn start(&mut self) {
        let session = Session::new(self.players, self.me, self.ambassador, self.identity)
            .unwrap_or_else(|r| panic!("table refused: {r}"));
        // A round trip through JSON at every game start.
        let text = serde_json::to_string(&session).expect("json");
        self.session = Some(serde_json::from_str(&text).expect("read back"));
    }
}

/// Plays a match with bots and checks every seat's companion against its online notebook
/// after every action until the match is over.
fn check_match(players: usize, seed: u64, level: &str, kinds: &mut BTreeSet<String>) -> usize {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
    let mut seats: Vec<Box<dyn Bot<Inkognito>>> = (0..players as u8)
        .map(|s| bots::by_level(level, Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(seed ^ (s << 8)))
        .collect();
    let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
    let mut scribes: Vec<Scribe> = (0..players as u8)
        .map(|s| Scribe::new(Seat(s), players))
        .collect();
    // The opening events are not returned by setup: the scribes start from the state.
    let opening: Vec<Event> = opening_events(&state);
    for e in &opening {
        for scribe in scribes.iter_mut() {
            scribe.observe(e);
        }
    }
    let (mut compared, mut step) = (0, 0);
    while let Some(seat) = Inkognito::to_act(&state) {
        let view = Inkognito::view(&state, Viewer::Seat(seat));
        let action = seats[seat.index()].choose(Decision::in_state(
            &view,
            &state,
            seat,
            &mut rngs[seat.index()],
        ));
        let events = Inkognito::apply(&mut state, seat, &action).expect("legal bots");
        for (s, bot) in seats.iter_mut().enumerate() {
            for e in &events {
                scribes[s].observe(e);
                if let Some(r) = Inkognito::redact(e, Viewer::Seat(Seat(s as u8))) {
                    bot.observe(&r);
                    seen[s].push(r);
                }
            }
        }
        if state.is_over() {
            break;
        }
        step += 1;
        if step % 3 != 0 {
            continue;
        }
        for (s, scribe) in scribes.iter().enumerate() {
            let view = Inkognito::view(&state, Viewer::Seat(Seat(s as u8)));
            let online = Inkognito::notebook(&view, &seen[s]).expect("a seat's notebook");
            let session = scribe.session.as_ref().expect("started");
            let (notebook, companion_view) = session.notebook().expect("no conflict");
            let mine = whodunit_inkognito::notebook::report(&notebook, &companion_view);
            assert_eq!(
                mine, online,
                "players {players} seed {seed} {level} seat {s}: companion differs"
            );
            compared += 1;
        }
    }
    for scribe in &scribes {
        for record in &scribe.all {
            kinds.insert(match record {
                Record::Saw {
                    kind, to, shown, ..
                } => format!(
                    "saw {kind:?} {} {}",
                    if to.is_some() { "as witness" } else { "" },
                    matches!(shown, Shown::Pair(_))
                ),
                Record::Showed { kind, shown, .. } => {
                    format!("showed {kind:?} {}", matches!(shown, Shown::Pair(_)))
                }
                Record::Call { .. } => "call".into(),
            });
        }
    }
    compared
}

/// The first game's start as the person sees it at the table (who the Ambassador player
/// is, their own cards): `setup` sends no events for it (setup.rs), so the seats' online
/// notebooks never see these, only the scribes.
fn opening_events(state: &whodunit_inkognito::State) -> Vec<Event> {
    let players = state.seat_count();
    let ambassador = Inkognito::view(state, Viewer::Omniscient).ambassador_seat;
    let mut out = vec![Event::GameStarted {
        game: 1,
        ambassador,
        start: Seat(0),
        scores: vec![0; players],
    }];
    for s in 0..players as u8 {
        if let Some((identity, fragment)) = state.secret(Seat(s)) {
            out.push(Event::Dealt {
                seat: Seat(s),
                identity: Some(identity),
                fragment: Some(fragment),
            });
        }
    }
    out
}

/// IK-INFO-39: the companion's chances, facts and clue sheet equal the online notebook's
/// for every seat after every action of recorded matches at 3, 4 and 5 players.
#[test]
fn companion_equals_the_online_notebook_over_recorded_games() {
    let mut compared = 0;
    let mut kinds = BTreeSet::new();
    for players in 3..=5 {
        for seed in 0..2 {
            for level in bots::LEVELS {
                compared += check_match(players, seed, level, &mut kinds);
            }
        }
    }
    assert!(compared > 1000, "only {compared} comparisons");
    // Every kind of record a person can make came up: saw (a pair or a black card at a
    // two-agent meeting, a black card at an Ambassador meeting, as its witness, the dummy's,
    // an audience's pair), showed (the same from the other side) and calls.
    assert_eq!(kinds.len(), 11, "only {kinds:?}");
    eprintln!("{compared} comparisons; records seen: {kinds:?}");
}

fn four() -> Session {
    Session::new(4, Seat(0), None, Some((Identity::F, Fragment::F52))).expect("valid")
}

fn saw_black(round: u8, from: u8, card: BlackCard) -> Record {
    Record::Saw {
        round,
        location: Location::Rialto,
        kind: MeetingKind::TwoAgents,
        from: Agent::Seat(Seat(from)),
        to: None,
        shown: Shown::Black(card),
    }
}

fn showed_pair(round: u8, to: u8, pair: [Card; 2]) -> Record {
    Record::Showed {
        round,
        location: Location::SanMarco,
        kind: MeetingKind::TwoAgents,
        to: Seat(to),
        shown: Shown::Pair(pair),
    }
}

fn invalid(result: Result<impl std::fmt::Debug, Refusal>, needle: &str) {
    match result {
        Err(Refusal::Invalid(reason)) => {
            assert!(reason.contains(needle), "{reason:?} lacks {needle:?}")
        }
        other => panic!("expected a refusal naming {needle}, got {other:?}"),
    }
}

/// IK-SETUP-01, IK-SETUP-03, IK-5P-02, IK-5P-04: impossible tables are refused.
#[test]
fn impossible_tables_are_refused() {
    let cards = Some((Identity::F, Fragment::F52));
    invalid(Session::new(2, Seat(0), None, cards), "IK-SETUP-01");
    invalid(Session::new(6, Seat(0), None, cards), "IK-SETUP-01");
    invalid(Session::new(4, Seat(4), None, cards), "IK-SETUP-03");
    invalid(Session::new(5, Seat(0), None, cards), "IK-5P-02");
    invalid(Session::new(4, Seat(0), Some(Seat(1)), cards), "IK-5P-02");
    invalid(Session::new(5, Seat(0), Some(Seat(0)), cards), "IK-5P-04");
    invalid(Session::new(4, Seat(0), None, None), "identity");
    Session::new(5, Seat(0), Some(Seat(0)), None).expect("the Ambassador player");
    let mut s = four();
    s.names = vec!["a\u{7}".into(), "b".into(), "c".into(), "d".into()];
    invalid(s.check(None), "control");
    s.names = vec!["x".repeat(41), "b".into(), "c".into(), "d".into()];
    invalid(s.check(None), "40");
    s.names = vec!["a".into()];
    invalid(s.check(None), "4 names");
}

/// IK-MEET-03, 05, 06, 10, IK-3P-02, IK-5P-12, IK-CALL-01, 03: impossible records are
/// refused and change nothing.
#[test]
fn impossible_records_are_refused_and_change_nothing() {
    let mut s = four();
    let before = s.clone();
    let f = Card::Identity(Identity::F);
    let b = Card::Identity(Identity::B);
    let n52 = Card::Number(Fragment::F52);
    invalid(s.record(showed_pair(1, 1, [f, n52])), "IK-MEET-03");
    invalid(
        s.record(showed_pair(1, 1, [b, Card::Identity(Identity::Z)])),
        "IK-MEET-03",
    );
    invalid(s.record(showed_pair(1, 1, [f, f])), "IK-MEET-03");
    invalid(
        s.record(Record::Showed {
            round: 1,
            location: Location::Rialto,
            kind: MeetingKind::TwoAgents,
            to: Seat(1),
            shown: Shown::Black(BlackCard::Identity(Identity::B)),
        }),
        "IK-MEET-10",
    );
    invalid(
        s.record(saw_black(0, 1, BlackCard::Identity(Identity::B))),
        "rounds",
    );
    invalid(
        s.record(saw_black(51, 1, BlackCard::Identity(Identity::B))),
        "rounds",
    );
    invalid(
        s.record(saw_black(1, 0, BlackCard::Identity(Identity::B))),
        "showed",
    );
    invalid(
        s.record(saw_black(1, 7, BlackCard::Identity(Identity::B))),
        "agent",
    );
    invalid(
        s.record(Record::Saw {
            round: 1,
            location: Location::Rialto,
            kind: MeetingKind::Dummy,
            from: Agent::Dummy,
            to: None,
            shown: Shown::Black(BlackCard::Identity(Identity::B)),
        }),
        "IK-3P-02",
    );
    invalid(
        s.record(Record::Saw {
            round: 1,
            location: Location::Rialto,
            kind: MeetingKind::Audience,
            from: Agent::Seat(Seat(1)),
            to: None,
            shown: Shown::Pair([b, n52]),
        }),
        "IK-5P-12",
    );
    invalid(
        s.record(Record::Call {
            round: 1,
            caller: Seat(1),
            number: [Fragment::F52; 4],
            correct: false,
            with: Some(Agent::Seat(Seat(2))),
        }),
        "IK-CALL-03",
    );
    invalid(
        s.record(Record::Call {
            round: 1,
            caller: Seat(1),
            number: [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29],
            correct: false,
            with: None,
        }),
        "IK-CALL-01",
    );
    assert_eq!(s, before);
    // IK-ROUND-02, IK-MEET-01: one meeting a round, one show by each agent there.
    let mut t = four();
    t.record(saw_black(1, 1, BlackCard::Identity(Identity::B)))
        .expect("round 1 at Rialto");
    invalid(
        t.record(Record::Saw {
            round: 1,
            location: Location::Salute,
            kind: MeetingKind::TwoAgents,
            from: Agent::Seat(Seat(2)),
            to: None,
            shown: Shown::Black(BlackCard::Identity(Identity::Z)),
        }),
        "IK-ROUND-02",
    );
    invalid(
        t.record(saw_black(1, 1, BlackCard::Number(Fragment::F0))),
        "IK-MEET-01",
    );
    t.record(Record::Showed {
        round: 1,
        location: Location::Rialto,
        kind: MeetingKind::TwoAgents,
        to: Seat(1),
        shown: Shown::Black(BlackCard::Number(Fragment::F52)),
    })
    .expect("one show each");
    invalid(
        t.record(Record::Showed {
            round: 1,
            location: Location::Rialto,
            kind: MeetingKind::TwoAgents,
            to: Seat(1),
            shown: Shown::Black(BlackCard::Identity(Identity::F)),
        }),
        "IK-MEET-01",
    );
    // IK-MEET-06: the same pair to the same player twice is refused, to another is fine.
    let pair = [b, n52];
    s.record(showed_pair(1, 1, pair)).expect("first time");
    invalid(s.record(showed_pair(2, 1, [n52, b])), "IK-MEET-06");
    s.record(showed_pair(2, 2, pair)).expect("another receiver");
    let (notebook, view) = s.notebook().expect("fine");
    let report = whodunit_inkognito::notebook::report(&notebook, &view);
    let pairs = &report["clue_sheet"]["pairs"];
    let to_one = pairs
        .as_array()
        .and_then(|p| p.iter().find(|x| x["seat"] == json!(1)))
        .expect("seat 1's pairs");
    assert_eq!(
        to_one["shown"],
        json!([[{"identity": "B"}, {"number": "52"}]])
    );
    assert_eq!(to_one["left"], json!(11));
}

/// A contradiction names the earlier records (and the person's cards) it conflicts with.
#[test]
fn contradictions_name_the_conflicting_records() {
    let mut s = four();
    s.record(saw_black(1, 1, BlackCard::Identity(Identity::B)))
        .expect("seat 1 is B");
    s.record(saw_black(2, 3, BlackCard::Number(Fragment::F0)))
        .expect("unrelated");
    match s.record(saw_black(3, 2, BlackCard::Identity(Identity::B))) {
        Err(Refusal::Conflict { records, cards, .. }) => {
            assert_eq!(records, vec![1]);
            assert!(!cards);
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(s.records.len(), 2);
    match s.record(saw_black(3, 2, BlackCard::Identity(Identity::F))) {
        Err(refusal @ Refusal::Conflict { .. }) => {
            let Refusal::Conflict { records, cards, .. } = &refusal else {
                unreachable!()
            };
            assert!(records.is_empty());
            assert!(*cards);
            assert!(refusal.to_string().contains("your black cards"));
        }
        other => panic!("expected a conflict with my cards, got {other:?}"),
    }
    // Correcting #1 to something else makes room; undo takes the last back.
    s.record(saw_black(3, 2, BlackCard::Identity(Identity::Z)))
        .expect("seat 2 is Z");
    match s.correct(1, saw_black(1, 1, BlackCard::Identity(Identity::Z))) {
        Err(Refusal::Conflict { records, .. }) => assert_eq!(records, vec![3]),
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(
        s.records[0],
        saw_black(1, 1, BlackCard::Identity(Identity::B))
    );
    s.correct(1, saw_black(1, 1, BlackCard::Identity(Identity::X)))
        .expect("seat 1 is X");
    assert!(s.undo().is_some());
    assert_eq!(s.records.len(), 2);
    invalid(
        s.correct(9, saw_black(1, 1, BlackCard::Identity(Identity::X))),
        "#9",
    );
    // Removing a record from the middle keeps the others in order.
    assert_eq!(s.remove(3), None);
    assert_eq!(
        s.remove(1),
        Some(saw_black(1, 1, BlackCard::Identity(Identity::X)))
    );
    assert_eq!(
        s.records,
        vec![saw_black(2, 3, BlackCard::Number(Fragment::F0))]
    );
    assert_eq!(s.remove(0), None);
}

/// The generic path: the kind's companion answers, refuses a conflict naming the records
/// as JSON, and refuses other JSON as invalid.
#[test]
fn the_kind_answers_through_the_generic_path() {
    let kind = whodunit_inkognito::kind();
    let mut s = four();
    s.record(saw_black(1, 1, BlackCard::Identity(Identity::B)))
        .expect("fine");
    let session = serde_json::to_value(&s).expect("json");
    let answer = kind.companion(&session).expect("has one").expect("fine");
    let answer: Value = serde_json::from_str(answer.get()).expect("json");
    let agents = answer["notebook"]["agents"].as_array().expect("agents");
    assert_eq!(agents[0]["identity"]["B"], json!(1.0));
    // 4 players, I am F: seat 1 is B, my partner (IK-SETUP-05).
    assert_eq!(agents[0]["partner"], json!(1.0));
    // F holds 52; the other three fragments in any order.
    assert_eq!(answer["numbers"].as_array().map(Vec::len), Some(6));
    let mut bad = session.clone();
    bad["records"].as_array_mut().expect("records").push(
        serde_json::to_value(saw_black(2, 2, BlackCard::Identity(Identity::B))).expect("json"),
    );
    match kind.companion(&bad) {
        Some(Err(CompanionError::Conflict(v))) => {
            assert_eq!(v["refused"]["records"], json!([1]))
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    for junk in [
        json!(null),
        json!([]),
        json!({"players": "four"}),
        json!({"players": 4, "me": 300}),
        json!({"players": 4, "me": 0, "identity": "Q", "fragment": "52"}),
        json!({"players": 4, "me": 0, "identity": "F", "fragment": "52", "records": [{"saw": {}}]}),
        json!({"players": 18446744073709551615u64, "me": 0}),
    ] {
        assert!(
            matches!(answer_of(&junk), Err(CompanionError::Invalid(_))),
            "{junk} was not refused"
        );
    }
}

fn answer_of(v: &Value) -> Result<Value, CompanionError> {
    answer(v)
}

fn any_agent() -> impl Strategy<Value = Value> {
    prop_oneof![
        (0u8..7).prop_map(|s| json!({"seat": s})),
        Just(json!("dummy"))
    ]
}

fn any_card() -> impl Strategy<Value = Value> {
    prop_oneof![
        prop::sample::select(vec!["F", "B", "Z", "X"]).prop_map(|i| json!({"identity": i})),
        prop::sample::select(vec!["52", "11", "0", "29"]).prop_map(|f| json!({"number": f})),
    ]
}

fn any_shown() -> impl Strategy<Value = Value> {
    prop_oneof![
        (any_card(), any_card()).prop_map(|(a, b)| json!({"pair": [a, b]})),
        any_card().prop_map(|c| json!({"black": c})),
    ]
}

fn any_record() -> impl Strategy<Value = Value> {
    let kind = prop::sample::select(vec!["two_agents", "ambassador", "dummy", "audience"]);
    let location = prop::sample::select(vec!["rialto", "san_marco", "salute"]);
    let number = prop::sample::subsequence(vec!["52", "11", "0", "29"], 4)
        .prop_shuffle()
        .prop_map(|n| json!(n));
    prop_oneof![
        (
            0u8..6,
            location.clone(),
            kind.clone(),
            any_agent(),
            prop::option::of(0u8..6),
            any_shown()
        )
            .prop_map(|(round, location, kind, from, to, shown)| json!({"saw": {
                "round": round, "location": location, "kind": kind, "from": from,
                "to": to, "shown": shown}})),
        (0u8..6, location, kind, 0u8..6, any_shown())
            .prop_map(|(round, location, kind, to, shown)| json!({"showed": {
                "round": round, "location": location, "kind": kind, "to": to, "shown": shown}})),
        (
            0u8..6,
            0u8..6,
            number,
            any::<bool>(),
            prop::option::of(any_agent())
        )
            .prop_map(|(round, caller, number, correct, with)| json!({"call": {
                "round": round, "caller": caller, "number": number, "correct": correct,
                "with": with}})),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random sessions never panic; an accepted one reports chances in [0, 1] whose
    /// identities, fragments and numbers each sum to 1.
    #[test]
    fn random_sessions_never_panic(
        players in 2usize..7,
        me in 0u8..6,
        ambassador in prop::option::of(0u8..6),
        identity in prop::sample::select(vec!["F", "B", "Z", "X"]),
        fragment in prop::sample::select(vec!["52", "11", "0", "29"]),
        records in prop::collection::vec(any_record(), 0..12),
    ) {
        let mut session = json!({"players": players, "me": me, "records": records});
        if ambassador.is_some() {
            session["ambassador"] = json!(ambassador);
        }
        if ambassador != Some(me) {
            session["identity"] = json!(identity);
            session["fragment"] = json!(fragment);
        }
        if let Ok(answer) = answer(&session) {
            let sum = |v: &Value| -> f64 {
                v.as_object().map_or(0.0, |o| o.values().filter_map(Value::as_f64).sum())
            };
            for agent in answer["notebook"]["agents"].as_array().into_iter().flatten() {
                for key in ["identity", "fragment"] {
                    for p in agent[key].as_object().into_iter().flat_map(|o| o.values()) {
                        let p = p.as_f64().unwrap_or(-1.0);
                        prop_assert!((0.0..=1.0).contains(&p));
                    }
                    prop_assert!((sum(&agent[key]) - 1.0).abs() < 1e-9);
                }
            }
            let total: f64 = answer["numbers"].as_array().into_iter().flatten()
                .filter_map(|n| n["p"].as_f64()).sum();
            prop_assert!((total - 1.0).abs() < 1e-9);
        }
    }
}
