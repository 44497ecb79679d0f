//! The notebook on hand-built scenarios: the worked example of §12 against a brute force
//! over all 576 deals, its facts and clue sheet, and twins that differ only in what the
//! seat did not see.

use serde_json::Value;
use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{
    Action, BlackCard, BlackKind, Card, Config, Event, ExplicitSetup, Fragment, Identity,
    Inkognito, Location, Location::*, Shown, State,
};

const YOU: Seat = Seat(0);
const ANNA: Seat = Seat(1);
const MARIO: Seat = Seat(2);
const DAVID: Seat = Seat(3);

fn id(i: Identity) -> Card {
    Card::Identity(i)
}
fn num(f: Fragment) -> Card {
    Card::Number(f)
}

/// A scripted game: the state and every event so far.
struct Table {
    state: State,
    events: Vec<Event>,
}

impl Table {
    fn new(identities: [Identity; 4], fragments: [Fragment; 4]) -> Table {
        let config = Config {
            players: 4,
            setup: Some(ExplicitSetup {
                ambassador: None,
                start_player: YOU,
                identities: identities.to_vec(),
                fragments: fragments.to_vec(),
                decks: vec![[SanMarco, PonteDeiSospiri, SanGiorgio, Salute, Rialto]],
            }),
        };
        Table {
            state: Inkognito::setup(&config, 1).expect("valid setup"),
            events: Vec::new(),
        }
    }

    fn act(&mut self, seat: Seat, action: Action) {
        let events = Inkognito::apply(&mut self.state, seat, &action)
            .unwrap_or_else(|e| panic!("{seat} {action:?}: {e}"));
        self.events.extend(events);
    }

    fn place(&mut self, moves: [(Seat, Location); 4]) {
        for (seat, l) in moves {
            self.act(seat, Action::Place(l));
        }
    }

    fn seen(&self, seat: Seat) -> Vec<Event> {
        self.events
            .iter()
            .filter_map(|e| Inkognito::redact(e, Viewer::Seat(seat)))
            .collect()
    }

    fn notebook(&self, seat: Seat) -> Value {
        let view = Inkognito::view(&self.state, Viewer::Seat(seat));
        Inkognito::notebook(&view, &self.seen(seat)).expect("a seat's notebook")
    }
}

/// Rounds 1 to 4 of the worked example.
fn worked_example() -> Table {
    let mut t = Table::new(
        [Identity::B, Identity::F, Identity::Z, Identity::X],
        [Fragment::F11, Fragment::F52, Fragment::F0, Fragment::F29],
    );
    t.place([
        (YOU, Rialto),
        (ANNA, Rialto),
        (MARIO, SanMarco),
        (DAVID, SanMarco),
    ]);
    t.act(YOU, Action::ShowPair([id(Identity::B), num(Fragment::F0)]));
    t.act(
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F11)]),
    );
    t.place([
        (ANNA, SanGiorgio),
        (MARIO, Salute),
        (DAVID, SanGiorgio),
        (YOU, Salute),
    ]);
    t.act(
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F29)]),
    );
    t.act(
        DAVID,
        Action::ShowPair([id(Identity::Z), num(Fragment::F29)]),
    );
    t.act(
        MARIO,
        Action::ShowPair([id(Identity::B), num(Fragment::F0)]),
    );
    t.act(YOU, Action::ShowPair([id(Identity::X), num(Fragment::F11)]));
    t.place([
        (MARIO, Rialto),
        (DAVID, Rialto),
        (YOU, SanGiorgio),
        (ANNA, Salute),
    ]);
    t.act(
        MARIO,
        Action::ShowPair([id(Identity::Z), num(Fragment::F52)]),
    );
    t.act(
        DAVID,
        Action::ShowPair([id(Identity::X), num(Fragment::F0)]),
    );
    t.act(YOU, Action::Ask(DAVID));
    t.act(DAVID, Action::RevealBlack(BlackKind::Identity));
    t
}

/// The brute force: every deal (seat order) consistent with the seat's own cards and
/// every face it was shown; returns (identity, fragment) per seat for each.
/// One deal, by seat.
type Deal = [(Identity, Fragment); 4];

fn brute_force(seat: Seat, mine: (Identity, Fragment), events: &[Event]) -> Vec<Deal> {
    let perms = || -> Vec<[usize; 4]> {
        let mut out = Vec::new();
        for a in 0..4 {
            for b in (0..4).filter(|&b| b != a) {
                for c in (0..4).filter(|&c| c != a && c != b) {
                    out.push([a, b, c, 6 - a - b - c]);
                }
            }
        }
        out
    };
    let mut out = Vec::new();
    for ip in perms() {
        for fp in perms() {
            let deal: Deal = std::array::from_fn(|a| (Identity::ALL[ip[a]], Fragment::ALL[fp[a]]));
            let is_true = |s: Seat, c: Card| match c {
                Card::Identity(i) => deal[s.index()].0 == i,
                Card::Number(f) => deal[s.index()].1 == f,
            };
            let holds = |s: Seat, c: BlackCard| match c {
                BlackCard::Identity(i) => deal[s.index()].0 == i,
                BlackCard::Number(f) => deal[s.index()].1 == f,
            };
            let ok = deal[seat.index()] == mine
                && events.iter().all(|e| match e {
                    Event::Showed {
                        from,
                        shown: Some(Shown::Pair([x, y])),
                        ..
                    } => is_true(*from, *x) != is_true(*from, *y),
                    Event::Showed {
                        from,
                        shown: Some(Shown::Black(c)),
                        ..
                    } => holds(*from, *c),
                    Event::BlackShown {
                        from: whodunit_inkognito::Agent::Seat(from),
                        card: Some(c),
                        ..
                    } => holds(*from, *c),
                    _ => true,
                });
            if ok {
                out.push(deal);
            }
        }
    }
    out
}

fn key<T: serde::Serialize>(x: T) -> String {
    serde_json::to_value(x)
        .expect("serde")
        .as_str()
        .expect("a string form")
        .to_string()
}

/// The notebook's chances equal the brute force's, for every seat of the example.
#[test]
fn worked_example_matches_brute_force() {
    let t = worked_example();
    for seat in [YOU, ANNA, MARIO, DAVID] {
        let secret = t.state.secret(seat).expect("an agent");
        let deals = brute_force(seat, secret, &t.seen(seat));
        assert!(!deals.is_empty());
        let nb = t.notebook(seat);
        let agents = nb["agents"].as_array().expect("agents");
        assert_eq!(agents.len(), 3);
        for agent in agents {
            let other = agent["seat"].as_u64().expect("a seat") as usize;
            let share = |f: &dyn Fn(&Deal) -> bool| {
                deals.iter().filter(|d| f(d)).count() as f64 / deals.len() as f64
            };
            for i in Identity::ALL {
                let p = agent["identity"][key(i)].as_f64().expect("p");
                assert!(
                    (p - share(&|d| d[other].0 == i)).abs() < 1e-12,
                    "{seat} {other} {i:?}"
                );
            }
            for f in Fragment::ALL {
                let p = agent["fragment"][key(f)].as_f64().expect("p");
                assert!(
                    (p - share(&|d| d[other].1 == f)).abs() < 1e-12,
                    "{seat} {other} {f:?}"
                );
            }
            let p = agent["partner"].as_f64().expect("4 players have partners");
            assert!((p - share(&|d| d[other].0 == secret.0.partner())).abs() < 1e-12);
        }
    }
}

/// The example's deductions (§12): after round 3, You know every identity, and 0 is
/// Mario's; the number is 52-11-0-29 or 29-11-0-52.
#[test]
fn worked_example_deductions() {
    let t = worked_example();
    let nb = t.notebook(YOU);
    assert_eq!(
        nb["me"],
        serde_json::json!({"identity": "B", "fragment": "11"})
    );
    let facts: Vec<&str> = nb["facts"]
        .as_array()
        .expect("facts")
        .iter()
        .map(|f| f["fact"].as_str().expect("words"))
        .collect();
    // Whole sentences; `{seat N}` is where the browser writes seat N's name at the table.
    for fact in [
        "{seat 1} is Lord Fiddlebottom.",
        "{seat 1} is your partner.",
        "{seat 2} is Mme Zsa Zsa.",
        "{seat 2} holds the fragment 0.",
        "{seat 3} is Agent X.",
        "{seat 3} does not hold the fragment 0.",
    ] {
        assert!(facts.contains(&fact), "{fact} in {facts:?}");
    }
    let numbers = nb["numbers"].as_array().expect("numbers");
    assert_eq!(numbers.len(), 2);
    assert_eq!(numbers[0]["p"], 0.5);
    let sheet = &nb["clue_sheet"];
    // The fragment table holds your own fragment only, though Mario's 0 is certain: the
    // other boxes are yours to fill (IK-INFO-34).
    assert_eq!(
        sheet["fragments"],
        serde_json::json!({"F": null, "B": "11", "Z": null, "X": null})
    );
    // Anna's block: round 1 at Rialto, ✗ on F and 11, • on B and 0.
    let anna = &sheet["blocks"][0];
    assert_eq!(anna["seat"], 1);
    assert_eq!(
        anna["columns"][0],
        serde_json::json!({"round": 1, "location": "rialto", "kind": "two_agents",
            "marks": {"F": "✗", "11": "✗", "B": "•", "0": "•"}})
    );
    // David's block: the black Agent X seen at San Giorgio in round 3.
    assert_eq!(
        sheet["blocks"][2]["columns"][0]["marks"],
        serde_json::json!({"X": "■"})
    );
    let pairs = &sheet["pairs"][0];
    assert_eq!(pairs["seat"], 1);
    assert_eq!(pairs["left"], 11);
    assert_eq!(pairs["valid"].as_array().map(Vec::len), Some(12));
    let reason = |fact: &str| {
        nb["facts"]
            .as_array()
            .and_then(|f| f.iter().find(|f| f["fact"] == fact))
            .and_then(|f| f["reason"].as_str())
            .expect("a reason")
            .to_string()
    };
    assert_eq!(
        reason("{seat 3} is Agent X."),
        "In round 3 at San Giorgio, at the Ambassador's request, {seat 3} showed you the \
         black card Agent X."
    );
    assert_eq!(
        reason("{seat 3} does not hold the fragment 0."),
        "In round 1 at Rialto, you showed {seat 1} the pair Colonel Bubble and 0, of which \
         exactly one is true. In round 2 at Salute, {seat 2} showed you the pair Colonel \
         Bubble and 0, of which exactly one is true."
    );
}

/// Round 4 settles the number: 52-11-0-29, certain.
#[test]
fn worked_example_number_is_certain_after_round_four() {
    let mut t = worked_example();
    t.place([
        (DAVID, Salute),
        (YOU, SanMarco),
        (ANNA, SanMarco),
        (MARIO, SanGiorgio),
    ]);
    t.act(YOU, Action::ShowBlack(BlackKind::Identity));
    t.act(
        ANNA,
        Action::ShowPair([id(Identity::X), num(Fragment::F52)]),
    );
    let nb = t.notebook(YOU);
    assert_eq!(
        nb["numbers"],
        serde_json::json!([{"number": ["52", "11", "0", "29"], "p": 1.0}])
    );
    let facts = nb["facts"].as_array().expect("facts");
    assert!(facts
        .iter()
        .any(|f| f["fact"] == "The number is 52-11-0-29."));
    // Anna saw your black identity card: you are her partner, marked ■ in your block.
    let anna = t.notebook(ANNA);
    let you = &anna["agents"][0];
    assert_eq!(you["partner"], 1.0);
    assert!(anna["facts"]
        .as_array()
        .expect("facts")
        .contains(&serde_json::json!({
            "fact": "{seat 0} is Colonel Bubble.",
            "reason": "In round 4 at San Marco, {seat 0} showed you the black card Colonel Bubble."
        })));
    assert_eq!(
        anna["clue_sheet"]["blocks"][0]["columns"][1]["marks"],
        serde_json::json!({"B": "■", "X": "•", "52": "•"})
    );
}

/// Two games whose deals differ only for seats 2 and 3, which seat 0 never met: seat 0's
/// notebooks are identical.
#[test]
fn twins_differing_in_unseen_cards_give_identical_notebooks() {
    let play = |ids: [Identity; 4], frags: [Fragment; 4], pair23: [Card; 2], pair32: [Card; 2]| {
        let mut t = Table::new(ids, frags);
        t.place([
            (YOU, Rialto),
            (ANNA, Rialto),
            (MARIO, SanGiorgio),
            (DAVID, SanGiorgio),
        ]);
        t.act(YOU, Action::ShowPair([id(Identity::B), num(Fragment::F0)]));
        t.act(
            ANNA,
            Action::ShowPair([id(Identity::F), num(Fragment::F11)]),
        );
        t.act(MARIO, Action::ShowPair(pair23));
        t.act(DAVID, Action::ShowPair(pair32));
        t
    };
    let a = play(
        [Identity::B, Identity::F, Identity::Z, Identity::X],
        [Fragment::F11, Fragment::F52, Fragment::F0, Fragment::F29],
        [id(Identity::Z), num(Fragment::F52)],
        [id(Identity::X), num(Fragment::F11)],
    );
    let b = play(
        [Identity::B, Identity::F, Identity::X, Identity::Z],
        [Fragment::F11, Fragment::F52, Fragment::F29, Fragment::F0],
        [id(Identity::X), num(Fragment::F0)],
        [id(Identity::F), num(Fragment::F0)],
    );
    assert_eq!(a.seen(YOU), b.seen(YOU));
    assert_eq!(a.notebook(YOU), b.notebook(YOU));
    assert_ne!(a.notebook(MARIO), b.notebook(MARIO));
}
