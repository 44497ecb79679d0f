//! §11 The clue sheet and the notebook's privacy: IK-INFO-20 and IK-INFO-30 to IK-INFO-42,
//! as `Game::notebook` gives them. Scripted 4-player rounds with the fixed deal of `common`
//! pin the exact columns, marks and pairs; random matches at 3, 4 and 5 players check every
//! seat's sheet after every step against the events that seat was sent.

mod common;

use common::{act, id, is_meeting, num, pick_patient, place, table, NUMBER};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use whodunit_engine::{ActionError, Game, GameKind, GameRng, Seat, Table, Viewer};
use whodunit_inkognito::{
    kind, Action, Agent, BlackCard, BlackKind, Card, Config, Event, Fragment, Identity, Inkognito,
    Location, Location::*, Shown, State,
};

/// A value's serde string form ("F", "52", "rialto").
fn key<T: serde::Serialize>(x: T) -> String {
    match serde_json::to_value(x).expect("serde") {
        Value::String(s) => s,
        other => panic!("not a string form: {other}"),
    }
}

fn row(card: Card) -> String {
    match card {
        Card::Identity(i) => key(i),
        Card::Number(f) => key(f),
    }
}

fn black_row(card: BlackCard) -> String {
    match card {
        BlackCard::Identity(i) => key(i),
        BlackCard::Number(f) => key(f),
    }
}

/// The eight rows of a block, in order (IK-INFO-35).
fn rows() -> Vec<String> {
    let identities = Identity::ALL.into_iter().map(key);
    identities
        .chain(Fragment::ALL.into_iter().map(key))
        .collect()
}

/// A block's or a mark's party as the sheet names it: `(seat, dummy)`.
type Party = (Option<u64>, bool);

fn party(agent: Agent) -> Party {
    match agent {
        Agent::Seat(s) => (Some(u64::from(s.0)), false),
        Agent::Dummy => (None, true),
    }
}

fn seat_party(seat: Seat) -> Party {
    party(Agent::Seat(seat))
}

fn notebook(state: &State, seat: Seat, seen: &[Event]) -> Value {
    let view = Inkognito::view(state, Viewer::Seat(seat));
    Inkognito::notebook(&view, seen).expect("a seat has a notebook")
}

/// A scripted match and every event so far.
struct Script {
    state: State,
    events: Vec<Event>,
}

impl Script {
    fn new() -> Script {
        Script {
            state: table(4, 0, 1),
            events: Vec::new(),
        }
    }

    /// One round: placements by seat, then the meetings, each seat taking its listed
    /// choices in order and otherwise its first legal choice that is not a call.
    fn round(&mut self, by_seat: [Location; 4], mut choices: Vec<(Seat, Action)>) {
        self.events.extend(place(&mut self.state, &by_seat));
        while let Some(seat) = Inkognito::to_act(&self.state) {
            if !is_meeting(&self.state) {
                break;
            }
            let action = match choices.iter().position(|c| c.0 == seat) {
                Some(at) => choices.remove(at).1,
                None => *Inkognito::legal_actions(&self.state, seat)
                    .iter()
                    .find(|a| !matches!(a, Action::Call(_)))
                    .expect("a choice that is not a call"),
            };
            self.events.extend(act(&mut self.state, seat, action));
        }
        assert!(choices.is_empty(), "choices not taken: {choices:?}");
    }

    fn seen(&self, viewer: Viewer) -> Vec<Event> {
        self.events
            .iter()
            .filter_map(|e| Inkognito::redact(e, viewer))
            .collect()
    }

    fn notebook(&self, seat: Seat) -> Value {
        notebook(&self.state, seat, &self.seen(Viewer::Seat(seat)))
    }

    fn sheet(&self, seat: Seat) -> Value {
        self.notebook(seat)["clue_sheet"].clone()
    }
}

/// The fixed deal: seat 0 is F with 52, seat 1 B with 11, seat 2 Z with 0, seat 3 X with
/// 29. Round 1 (the Ambassador at Ponte dei Sospiri): seats 0 and 1 meet at Rialto, seat 0
/// showing {F, 11} and seat 1 its black identity card; seats 2 and 3 meet at San Marco.
fn round_one() -> Script {
    let mut s = Script::new();
    s.round(
        [Rialto, Rialto, SanMarco, SanMarco],
        vec![
            (
                Seat(0),
                Action::ShowPair([id(Identity::F), num(Fragment::F11)]),
            ),
            (Seat(1), Action::ShowBlack(BlackKind::Identity)),
        ],
    );
    s
}

/// Round 2 (the Ambassador at Salute): seat 2 meets him alone and names seat 0, who reveals
/// its black number card; seats 1 and 3 meet at Ponte dei Sospiri.
fn round_two(s: &mut Script) {
    s.round(
        [SanGiorgio, PonteDeiSospiri, Salute, PonteDeiSospiri],
        vec![
            (Seat(2), Action::Ask(Seat(0))),
            (Seat(0), Action::RevealBlack(BlackKind::Number)),
        ],
    );
}

#[test]
fn a_notebook_is_seen_by_nobody_else() {
    // IK-INFO-20: twins where seat 1 shows seat 0 different pairs. Seat 0's notebook
    // differs; seats 2 and 3 and spectators are sent exactly the same, so they cannot tell
    // which notebook seat 0 has; spectators and the omniscient viewer get no notebook.
    let twin = |pair: [Card; 2]| {
        let mut s = Script::new();
        s.round(
            [Rialto, Rialto, SanMarco, SanMarco],
            vec![(Seat(1), Action::ShowPair(pair))],
        );
        s
    };
    let a = twin([id(Identity::B), num(Fragment::F0)]);
    let b = twin([id(Identity::Z), num(Fragment::F11)]);
    assert_ne!(a.notebook(Seat(0)), b.notebook(Seat(0)));
    for viewer in [
        Viewer::Seat(Seat(2)),
        Viewer::Seat(Seat(3)),
        Viewer::Spectator,
    ] {
        assert_eq!(a.seen(viewer), b.seen(viewer), "{viewer:?}");
        assert_eq!(
            Inkognito::view(&a.state, viewer),
            Inkognito::view(&b.state, viewer)
        );
    }
    for seat in [Seat(2), Seat(3)] {
        assert_eq!(a.notebook(seat), b.notebook(seat), "{seat}");
    }
    for viewer in [Viewer::Spectator, Viewer::Omniscient] {
        let view = Inkognito::view(&a.state, viewer);
        assert_eq!(Inkognito::notebook(&view, &a.seen(viewer)), None);
    }
    // Through the erased interface the server uses, likewise.
    let mut erased = kind()
        .new_table(&json!({"players": 4}), 7)
        .expect("a table");
    let seat = erased.to_act().expect("someone places");
    let legal: Value = serde_json::from_str(erased.legal_actions(seat).get()).expect("json");
    erased.apply(seat, &legal[0]).expect("a legal placement");
    let steps = [erased.clone_table()];
    let steps: Vec<&dyn Table> = steps.iter().map(|t| t.as_ref()).collect();
    assert!(erased.notebook(Viewer::Spectator, &steps).is_none());
    assert!(erased.notebook(Viewer::Seat(seat), &steps).is_some());
}

#[test]
fn a_sheet_starts_each_game_empty_apart_from_the_header_and_own_box() {
    // IK-INFO-30: rounds 1 and 2 fill the sheets; a call ends game 1, and game 2's sheets
    // have no columns and no pairs shown, only the new deal's own fragment.
    let mut s = round_one();
    round_two(&mut s);
    assert!(s.sheet(Seat(0))["blocks"][0]["columns"]
        .as_array()
        .is_some_and(|c| !c.is_empty()));
    // Round 3 (the Ambassador at San Giorgio): seat 0 calls at its meeting with seat 1.
    s.events
        .extend(place(&mut s.state, &[SanMarco, SanMarco, Rialto, Rialto]));
    let caller = Seat(0);
    while Inkognito::to_act(&s.state) != Some(caller)
        || !Inkognito::legal_actions(&s.state, caller).contains(&Action::Call(NUMBER))
    {
        let seat = Inkognito::to_act(&s.state).expect("the meetings go on");
        let legal = Inkognito::legal_actions(&s.state, seat);
        let quiet = legal.iter().find(|a| !matches!(a, Action::Call(_)));
        s.events
            .extend(act(&mut s.state, seat, *quiet.expect("a non-call")));
    }
    s.events
        .extend(act(&mut s.state, caller, Action::Call(NUMBER)));
    assert_eq!(s.state.game(), 2);
    for seat in (0..4).map(Seat) {
        let nb = s.notebook(seat);
        let sheet = &nb["clue_sheet"];
        let (identity, fragment) = s.state.secret(seat).expect("an agent");
        let mut boxes = json!({"F": null, "B": null, "Z": null, "X": null});
        boxes[key(identity)] = json!(key(fragment));
        assert_eq!(sheet["fragments"], boxes, "{seat}");
        for block in sheet["blocks"].as_array().expect("blocks") {
            assert_eq!(block["columns"], json!([]), "{seat}");
        }
        let pairs = sheet["pairs"].as_array().expect("pairs");
        assert_eq!(pairs.len(), 3);
        for p in pairs {
            assert_eq!(
                (p["shown"].clone(), p["left"].clone()),
                (json!([]), json!(12))
            );
        }
        assert_eq!(
            nb["me"],
            json!({"identity": key(identity), "fragment": key(fragment)})
        );
    }
}

#[test]
fn the_header_and_fragment_table_of_a_scripted_game() {
    // IK-INFO-31: own identity and fragment, a block (name and colour) per other player.
    // IK-INFO-32: the four boxes F, B, Z, X. IK-INFO-33: own fragment under own identity.
    // IK-INFO-34: nothing else is written, whatever the seat saw.
    let mut s = round_one();
    round_two(&mut s);
    assert_eq!(
        Identity::ALL.map(key),
        ["F", "B", "Z", "X"],
        "the boxes' order"
    );
    let expected = [
        (
            "F",
            "52",
            json!({"F": "52", "B": null, "Z": null, "X": null}),
        ),
        (
            "B",
            "11",
            json!({"F": null, "B": "11", "Z": null, "X": null}),
        ),
        ("Z", "0", json!({"F": null, "B": null, "Z": "0", "X": null})),
        (
            "X",
            "29",
            json!({"F": null, "B": null, "Z": null, "X": "29"}),
        ),
    ];
    for (seat, (identity, fragment, boxes)) in (0..4).map(Seat).zip(expected) {
        let nb = s.notebook(seat);
        assert_eq!(
            nb["me"],
            json!({"identity": identity, "fragment": fragment})
        );
        assert_eq!(nb["clue_sheet"]["fragments"], boxes, "{seat}");
        let others: Vec<Value> = nb["clue_sheet"]["blocks"]
            .as_array()
            .expect("blocks")
            .iter()
            .map(|b| b["seat"].clone())
            .collect();
        let want: Vec<Value> = (0..4u8)
            .filter(|&o| o != seat.0)
            .map(|o| json!(o))
            .collect();
        assert_eq!(others, want, "{seat}");
    }
    // Seat 2 saw seat 0's black 52, which settles no box: the table stays as dealt. (The
    // worked example in notebook.rs has a fragment certain to the seat and its box empty.)
    let nb = s.notebook(Seat(2));
    assert_eq!(nb["agents"][0]["fragment"]["52"], json!(1.0));
    assert_eq!(nb["clue_sheet"]["fragments"]["F"], Value::Null);
}

#[test]
fn columns_and_marks_of_a_scripted_game() {
    // IK-INFO-35: a block per other player, rows from F, B, Z, X, 52, 11, 0, 29.
    // IK-INFO-36: one column per meeting with cards seen or shown, both directions in one.
    // IK-INFO-37: ✗ a pair card shown to me, • a pair card I showed.
    // IK-INFO-38: ■ a black card I saw, □ my black card the block's player saw.
    let mut s = round_one();
    let rialto = |marks: Value| json!([{"round": 1, "location": "rialto", "kind": "two_agents", "marks": marks}]);
    let sheet0 = s.sheet(Seat(0));
    assert_eq!(
        sheet0["blocks"][0]["columns"],
        rialto(json!({"F": "•", "11": "•", "B": "■"}))
    );
    assert_eq!(sheet0["blocks"][1]["columns"], json!([]));
    assert_eq!(sheet0["blocks"][2]["columns"], json!([]));
    let sheet1 = s.sheet(Seat(1));
    assert_eq!(
        sheet1["blocks"][0]["columns"],
        rialto(json!({"F": "✗", "11": "✗", "B": "□"}))
    );
    // Seats 2 and 3 met at San Marco; seat 2 sees nothing of Rialto.
    let sheet2 = s.sheet(Seat(2));
    assert_eq!(sheet2["blocks"][0]["columns"], json!([]));
    let san_marco = &sheet2["blocks"][2]["columns"];
    assert_eq!(san_marco.as_array().map(Vec::len), Some(1));
    assert_eq!(
        (&san_marco[0]["round"], &san_marco[0]["location"]),
        (&json!(1), &json!(key(SanMarco)))
    );
    let marks = san_marco[0]["marks"].as_object().expect("marks");
    // A cell may hold marks of both directions, such as "✗•".
    let kinds: BTreeSet<char> = marks
        .values()
        .flat_map(|v| v.as_str().expect("text").chars())
        .collect();
    assert!(marks.keys().all(|k| rows().contains(k)), "{marks:?}");
    assert!(
        kinds.iter().all(|m| ['✗', '•', '■', '□'].contains(m)),
        "{marks:?}"
    );
    assert!(kinds.contains(&'✗') && kinds.contains(&'•'), "{marks:?}");
    round_two(&mut s);
    // Seat 2 asked the Ambassador about seat 0 and saw its black 52.
    assert_eq!(
        s.sheet(Seat(2))["blocks"][0]["columns"],
        json!([{"round": 2, "location": "salute", "kind": "ambassador", "marks": {"52": "■"}}])
    );
    let sheet0 = s.sheet(Seat(0));
    assert_eq!(
        sheet0["blocks"][1]["columns"],
        json!([{"round": 2, "location": "salute", "kind": "ambassador", "marks": {"52": "□"}}])
    );
    // Seat 0's block for seat 1 still has the one Rialto column.
    assert_eq!(
        sheet0["blocks"][0]["columns"],
        rialto(json!({"F": "•", "11": "•", "B": "■"}))
    );
    // Seat 1 heard seat 2 name seat 0 but saw no face: no column for seat 0 or seat 2.
    let sheet1 = s.sheet(Seat(1));
    assert_eq!(
        sheet1["blocks"][0]["columns"].as_array().map(Vec::len),
        Some(1)
    );
    assert_eq!(sheet1["blocks"][1]["columns"], json!([]));
}

#[test]
fn the_marks_come_only_from_what_the_seat_saw() {
    // IK-INFO-39: twins where seats 2 and 3 show each other different pairs at San Marco:
    // the sheets of seats 0 and 1, who were at Rialto, are identical; seat 2's are not.
    let twin = |pair2: [Card; 2], pair3: [Card; 2]| {
        let mut s = Script::new();
        s.round(
            [Rialto, Rialto, SanMarco, SanMarco],
            vec![
                (Seat(2), Action::ShowPair(pair2)),
                (Seat(3), Action::ShowPair(pair3)),
            ],
        );
        s
    };
    let a = twin(
        [id(Identity::Z), num(Fragment::F52)],
        [id(Identity::X), num(Fragment::F11)],
    );
    let b = twin(
        [id(Identity::F), num(Fragment::F0)],
        [id(Identity::B), num(Fragment::F29)],
    );
    for seat in [Seat(0), Seat(1)] {
        assert_eq!(a.sheet(seat), b.sheet(seat), "{seat}");
    }
    assert_ne!(a.sheet(Seat(2)), b.sheet(Seat(2)));
    assert_ne!(a.sheet(Seat(3)), b.sheet(Seat(3)));
}

/// Whether a pair has exactly one card true for `(identity, fragment)`.
fn one_true(pair: [Card; 2], identity: Identity, fragment: Fragment) -> bool {
    let is_true = |c: Card| c == Card::Identity(identity) || c == Card::Number(fragment);
    is_true(pair[0]) != is_true(pair[1])
}

fn pair_of(v: &Value) -> [Card; 2] {
    serde_json::from_value(v.clone()).expect("a pair of cards")
}

/// An unordered pair as a set key.
fn unordered(pair: [Card; 2]) -> [Card; 2] {
    let mut p = pair;
    p.sort();
    p
}

#[test]
fn the_pairs_list_shows_what_i_showed_each_player() {
    // IK-INFO-40: for each other player my 12 valid pairs, those shown to that player
    // marked; the history is per receiver (IK-MEET-07).
    let mut s = round_one();
    round_two(&mut s);
    let pairs = s.sheet(Seat(0))["pairs"].clone();
    let pairs = pairs.as_array().expect("pairs");
    assert_eq!(pairs.len(), 3);
    for (p, receiver) in pairs.iter().zip(1..) {
        assert_eq!(p["seat"], json!(receiver));
        let valid = valid_pairs(p);
        assert_eq!(valid.len(), 12);
        assert!(valid
            .iter()
            .all(|&v| one_true(v, Identity::F, Fragment::F52)));
    }
    assert_eq!(
        pairs[0]["shown"]
            .as_array()
            .expect("shown")
            .iter()
            .map(|v| unordered(pair_of(v)))
            .collect::<Vec<_>>(),
        vec![unordered([id(Identity::F), num(Fragment::F11)])]
    );
    assert_eq!(pairs[0]["left"], json!(11));
    assert_eq!(
        (&pairs[1]["shown"], &pairs[1]["left"]),
        (&json!([]), &json!(12))
    );
    // Seat 1 showed seat 0 a black card, no pair; what it received does not count.
    let pairs1 = s.sheet(Seat(1))["pairs"].clone();
    assert_eq!(
        (&pairs1[0]["seat"], &pairs1[0]["shown"]),
        (&json!(0), &json!([]))
    );
}

#[test]
fn free_marks_are_no_action_and_never_affect_play() {
    // IK-INFO-41: a note on the sheet is not an action of the game: the table refuses it as
    // malformed and nothing changes, and no legal action is a note.
    let mut table = kind()
        .new_table(&json!({"players": 4}), 3)
        .expect("a table");
    let seat = table.to_act().expect("someone places");
    let before = table.view(Viewer::Omniscient).get().to_string();
    for note in [
        json!({"mark": {"seat": 1, "row": "F", "text": "?"}}),
        json!({"note": "✓"}),
    ] {
        assert!(matches!(
            table.apply(seat, &note),
            Err(ActionError::Malformed(_))
        ));
    }
    assert_eq!(table.view(Viewer::Omniscient).get(), before);
    let legal: Value = serde_json::from_str(table.legal_actions(seat).get()).expect("json");
    assert!(legal
        .as_array()
        .expect("a list")
        .iter()
        .all(|a| a.get("mark").is_none() && a.get("note").is_none()));
}

/// The marks a sheet should hold, worked out from the events of the current game that
/// `me` was sent: `(party, row, mark)`.
fn expected_marks(me: Seat, game: &[Event]) -> BTreeSet<(Party, String, String)> {
    let mut out = BTreeSet::new();
    let mut add = |who: Party, row: String, mark: &str| {
        out.insert((who, row, mark.to_string()));
    };
    for e in game {
        match e {
            Event::Showed {
                from,
                to,
                shown: Some(shown),
                ..
            } => {
                let (other, to_me) = if *to == me {
                    (*from, true)
                } else if *from == me {
                    (*to, false)
                } else {
                    continue;
                };
                match (shown, to_me) {
                    (Shown::Pair(p), true) => {
                        p.iter().for_each(|&c| add(seat_party(other), row(c), "✗"))
                    }
                    (Shown::Pair(p), false) => {
                        p.iter().for_each(|&c| add(seat_party(other), row(c), "•"))
                    }
                    (Shown::Black(c), true) => add(seat_party(other), black_row(*c), "■"),
                    (Shown::Black(c), false) => add(seat_party(other), black_row(*c), "□"),
                }
            }
            Event::BlackShown {
                from,
                to,
                witness,
                card: Some(card),
            } => {
                if *to == me || *witness == Some(me) {
                    add(party(*from), black_row(*card), "■");
                }
                if *from == Agent::Seat(me) {
                    add(seat_party(*to), black_row(*card), "□");
                    if let Some(w) = witness {
                        add(seat_party(*w), black_row(*card), "□");
                    }
                }
            }
            Event::Looked {
                seat,
                card: Some(card),
            } if *seat == me => add(party(Agent::Dummy), black_row(*card), "■"),
            _ => {}
        }
    }
    out
}

/// Every check of §11 on one seat's sheet; `game` is what the seat was sent this game.
/// Returns the marks.
fn check_sheet(
    state: &State,
    seat: Seat,
    seen: &[Event],
    game: &[Event],
) -> BTreeSet<(Party, String, String)> {
    let nb = notebook(state, seat, seen);
    let sheet = &nb["clue_sheet"];
    let players = state.seat_count();
    let amb = state.ambassador_seat();
    let secret = state.secret(seat);
    let at = format!(
        "seat {seat}, game {}, round {}",
        state.game(),
        state.round()
    );
    // IK-INFO-31: the header.
    assert_eq!(
        nb["me"],
        json!({"identity": secret.map(|s| key(s.0)), "fragment": secret.map(|s| key(s.1))}),
        "{at}"
    );
    // IK-INFO-32 to 34: the fragment table.
    let mut boxes = json!({"F": null, "B": null, "Z": null, "X": null});
    if let Some((identity, fragment)) = secret {
        boxes[key(identity)] = json!(key(fragment));
    }
    assert_eq!(sheet["fragments"], boxes, "{at}");
    // IK-INFO-35: one block per other player, the dummy's and the Ambassador player's too.
    let blocks = sheet["blocks"].as_array().expect("blocks");
    let mut want: BTreeSet<(Party, bool)> = (0..players as u8)
        .map(Seat)
        .filter(|&s| s != seat)
        .map(|s| (seat_party(s), Some(s) == amb && secret.is_some()))
        .collect();
    if players == 3 {
        want.insert((party(Agent::Dummy), false));
    }
    let got: BTreeSet<(Party, bool)> = blocks
        .iter()
        .map(|b| {
            let who = (b["seat"].as_u64(), b["dummy"] == json!(true));
            (who, b["ambassador"] == json!(true))
        })
        .collect();
    assert_eq!((got.len(), &got), (blocks.len(), &want), "{at}");
    // IK-INFO-36 to 39: columns, one per meeting and block, and exactly the marks the
    // seat's own events give.
    let rows = rows();
    let mut marks = BTreeSet::new();
    for b in blocks {
        let who = (b["seat"].as_u64(), b["dummy"] == json!(true));
        let columns = b["columns"].as_array().expect("columns");
        let labels: BTreeSet<(u64, String)> = columns
            .iter()
            .map(|c| {
                let round = c["round"].as_u64().expect("a round");
                assert!(round >= 1 && round <= u64::from(state.round()), "{at}");
                assert!(
                    ["two_agents", "ambassador", "dummy", "audience"]
                        .contains(&c["kind"].as_str().expect("a kind")),
                    "{at}"
                );
                (
                    round,
                    c["location"].as_str().expect("a location").to_string(),
                )
            })
            .collect();
        assert_eq!(labels.len(), columns.len(), "{at}: one column per meeting");
        for c in columns {
            let cells = c["marks"].as_object().expect("marks");
            assert!(!cells.is_empty(), "{at}: a column has marks");
            for (r, text) in cells {
                assert!(rows.contains(r), "{at}: row {r}");
                for mark in text.as_str().expect("text").chars() {
                    marks.insert((who, r.clone(), mark.to_string()));
                }
            }
        }
    }
    assert_eq!(marks, expected_marks(seat, game), "{at}");
    // IK-INFO-40: the 12 valid pairs and those shown to each receiver this game.
    let pairs = sheet["pairs"].as_array().expect("pairs");
    let Some((identity, fragment)) = secret else {
        assert!(pairs.is_empty(), "{at}");
        return marks;
    };
    let receivers: Vec<u64> = pairs
        .iter()
        .map(|p| p["seat"].as_u64().expect("seat"))
        .collect();
    let want: Vec<u64> = (0..players as u64)
        .filter(|&s| s != u64::from(seat.0) && Some(Seat(s as u8)) != amb)
        .chain(amb.map(|a| u64::from(a.0)))
        .collect();
    assert_eq!(receivers, want, "{at}");
    for p in pairs {
        let receiver = Seat(p["seat"].as_u64().expect("seat") as u8);
        let valid = valid_pairs(p);
        assert_eq!(valid.len(), 12, "{at}");
        assert!(
            valid.iter().all(|&v| one_true(v, identity, fragment)),
            "{at}"
        );
        let shown: BTreeSet<[Card; 2]> = p["shown"]
            .as_array()
            .expect("shown")
            .iter()
            .map(|v| unordered(pair_of(v)))
            .collect();
        let sent: BTreeSet<[Card; 2]> = game
            .iter()
            .filter_map(|e| match e {
                Event::Showed {
                    from,
                    to,
                    shown: Some(Shown::Pair(pair)),
                    ..
                } if *from == seat && *to == receiver => Some(unordered(*pair)),
                _ => None,
            })
            .collect();
        assert_eq!(shown, sent, "{at}: pairs shown to {receiver}");
        assert!(shown.is_subset(&valid), "{at}");
        let left = if shown.len() == 12 {
            12
        } else {
            12 - shown.len()
        };
        assert_eq!(p["left"], json!(left), "{at}");
    }
    marks
}

#[test]
fn every_sheet_of_random_matches_follows_the_seats_events() {
    // IK-INFO-30 to IK-INFO-40 after every step of random matches at 3, 4 and 5 players.
    for players in 3..=5 {
        // Each mark, and whether it was in the dummy's block.
        let mut kinds: BTreeSet<(String, bool)> = BTreeSet::new();
        for seed in 0..3u64 {
            let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
            let mut rng = GameRng::new(seed * 31 + players as u64);
            let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
            let mut game: Vec<Vec<Event>> = vec![Vec::new(); players];
            let mut steps = 0;
            while let Some(seat) = Inkognito::to_act(&state) {
                if steps == 400 {
                    break;
                }
                steps += 1;
                let action = pick_patient(&state, seat, &mut rng, 40);
                for e in act(&mut state, seat, action) {
                    for s in 0..players {
                        if let Some(e) = Inkognito::redact(&e, Viewer::Seat(Seat(s as u8))) {
                            if matches!(e, Event::GameStarted { .. }) {
                                game[s].clear();
                            }
                            seen[s].push(e.clone());
                            game[s].push(e);
                        }
                    }
                }
                for s in 0..players {
                    for (who, _, mark) in check_sheet(&state, Seat(s as u8), &seen[s], &game[s]) {
                        kinds.insert((mark, who.1));
                    }
                }
            }
        }
        // The matches reached every mark, and at 3 players a look at the dummy's card.
        for mark in ["✗", "•", "■", "□"] {
            assert!(
                kinds.contains(&(mark.to_string(), false)),
                "{players}: {mark}"
            );
        }
        assert_eq!(kinds.contains(&("■".to_string(), true)), players == 3);
    }
}

#[test]
fn the_public_log_lists_every_round() {
    // IK-INFO-42: what a spectator is sent lists, round by round, every placement (the
    // 5-player Ambassador's face down until his card is turned), the Ambassador's card,
    // the meetings, the names asked for and the calls, as they happened.
    for players in 3..=5 {
        let mut state = Inkognito::setup(&Config::with_players(players), 11).expect("valid");
        let mut rng = GameRng::new(5);
        let mut truth = Vec::new();
        while let Some(seat) = Inkognito::to_act(&state) {
            let action = pick_patient(&state, seat, &mut rng, 20);
            truth.extend(act(&mut state, seat, action));
        }
        let log: Vec<Event> = truth
            .iter()
            .filter_map(|e| Inkognito::redact(e, Viewer::Spectator))
            .collect();
        let public = |e: &Event| {
            matches!(
                e,
                Event::Placed { .. }
                    | Event::AmbassadorAt { .. }
                    | Event::Meeting { .. }
                    | Event::Asked { .. }
                    | Event::Called { .. }
            )
        };
        let told: Vec<&Event> = log.iter().filter(|e| public(e)).collect();
        let happened: Vec<&Event> = truth.iter().filter(|e| public(e)).collect();
        assert_eq!(told.len(), happened.len(), "{players} players");
        for (t, h) in told.iter().zip(&happened) {
            match (t, h) {
                (
                    Event::Placed {
                        ambassador: true,
                        location: None,
                        ..
                    },
                    Event::Placed {
                        ambassador: true, ..
                    },
                ) if players == 5 => {}
                _ => assert_eq!(t, h, "{players} players"),
            }
        }
        // Round by round: every placer's card before the Ambassador's is turned.
        let placers = if players == 5 { 5 } else { 4 };
        let mut placed = 0;
        let mut rounds = 0;
        for e in &log {
            match e {
                Event::Placed { .. } => placed += 1,
                Event::AmbassadorAt { .. } => {
                    assert_eq!(placed, placers, "{players} players, round {}", rounds + 1);
                    placed = 0;
                    rounds += 1;
                }
                _ => {}
            }
        }
        assert!(rounds > 1, "{players} players: {rounds} rounds");
        assert!(log.iter().any(|e| matches!(e, Event::Called { .. })));
        assert!(log.iter().any(|e| matches!(e, Event::Meeting { .. })));
    }
}

/// The valid pairs a sheet lists for one receiver, as unordered pairs of cards.
fn valid_pairs(pairs: &Value) -> BTreeSet<[Card; 2]> {
    pairs["valid"]
        .as_array()
        .expect("valid")
        .iter()
        .map(|v| unordered(pair_of(v)))
        .collect()
}
