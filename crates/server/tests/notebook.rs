//! The `notebook` frame and the companion endpoint. A seat's notebook must be a function
//! of what that seat was sent and nothing else: the test rebuilds it from the seat's own
//! frames at every one of its turns and finds it equal, and checks every certain fact
//! against the truth read from the store once the game is over.

mod common;

use common::{is_accusation, one_human, Dice, TestServer};
use serde_json::{json, Value};
use std::sync::Arc;
use whodunit_cluedo::notebook::report::report;
use whodunit_cluedo::notebook::{Entry, Notebook, Observations};
use whodunit_cluedo::{Card, Event, Suspect};
use whodunit_engine::{GameKind, Seat, Viewer};
use whodunit_server::{History, SqliteStore, Store};

/// The notebook of seat `me` rebuilt from the frames it received, through the public
/// notebook API only.
fn from_frames(frames: &[Value], me: u8) -> Value {
    let snapshot = frames.iter().find(|f| f["type"] == "snapshot").unwrap();
    let view = &snapshot["view"];
    let seats = view["seats"].as_array().unwrap();
    let mut observations = Observations::new(
        Seat(me),
        seats
            .iter()
            .map(|s| Suspect::parse(s["suspect"].as_str().unwrap()).unwrap())
            .collect(),
        seats
            .iter()
            .map(|s| s["hand_size"].as_u64().unwrap() as u8)
            .collect(),
    );
    for card in view["hand"].as_array().unwrap() {
        let card: Card = serde_json::from_value(card.clone()).unwrap();
        let entry = Entry::Holds {
            seat: Seat(me),
            card,
        };
        observations.add(entry, "your hand".into());
    }
    let logged = snapshot["log"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|step| step["events"].as_array().unwrap());
    let live = frames
        .iter()
        .filter(|f| f["type"] == "events")
        .flat_map(|f| f["events"].as_array().unwrap());
    for event in logged.chain(live) {
        let event: Event = serde_json::from_value(event.clone()).unwrap();
        for noted in observations.read(&event) {
            observations.add(noted.entry, noted.origin);
        }
    }
    // Through text, as the frame came: the parser's rounding then applies to both sides.
    let text = report(&Notebook::new(observations).unwrap()).to_string();
    serde_json::from_str(&text).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seats_notebook_comes_only_from_what_it_was_sent() {
    let server = TestServer::start().await;
    let table = server
        .create(one_human(&["eliminator", "random", "eliminator"]))
        .await;
    let id = table["id"].as_str().unwrap();
    let token = table["seats"][0]["token"].as_str().unwrap();
    let mut me = server.connect(id, Some(token)).await;
    let mut dice = Dice::new(5);
    let mut notebooks = Vec::new();
    let mut frame = me.recv().await;
    loop {
        assert_ne!(frame["type"], "error", "unexpected error: {frame}");
        if frame.get("to_act").is_some_and(Value::is_null) {
            break;
        }
        if frame["to_act"] == 0 && frame["type"] != "legal" && frame["type"] != "notebook" {
            let seq = frame["seq"].as_u64().unwrap();
            me.send(json!({"type": "notebook"})).await;
            let answer = me.recv_type("notebook").await;
            // Seat 0 is to act: nothing moves until it does.
            assert_eq!(answer["seq"].as_u64(), Some(seq));
            let received: Vec<Value> = me.frames.clone();
            assert_eq!(
                answer["notebook"],
                from_frames(&received, 0),
                "at seq {seq}"
            );
            notebooks.push(answer["notebook"].clone());
            let legal = me.legal().await;
            let choices: Vec<&Value> = legal["actions"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|a| !is_accusation(a))
                .collect();
            let action = choices[dice.below(choices.len())].clone();
            me.send(json!({"type": "action", "seq": seq, "action": action}))
                .await;
        }
        frame = me.recv().await;
    }
    assert!(notebooks.len() > 3, "seat 0 played several turns");

    // Every certain fact was true.
    let store = SqliteStore::open(&server.db).await.unwrap();
    let stored = store.load(id).await.unwrap().unwrap();
    let kind: Arc<dyn GameKind> = Arc::new(whodunit_cluedo::kind());
    let history = History::replay(&kind, &stored).unwrap();
    let truth: Value =
        serde_json::from_str(history.current().view(Viewer::Omniscient).get()).unwrap();
    let holder_of = |card: &Value| -> Value {
        if truth["envelope"]
            .as_object()
            .unwrap()
            .values()
            .any(|c| c == card)
        {
            return json!("envelope");
        }
        let seat = truth["hands"]
            .as_array()
            .unwrap()
            .iter()
            .position(|hand| hand.as_array().unwrap().contains(card))
            .unwrap();
        json!(seat)
    };
    let mut facts = 0;
    for notebook in &notebooks {
        for fact in notebook["facts"].as_array().unwrap() {
            let held = holder_of(&fact["card"]) == fact["holder"];
            assert_eq!(held, fact["holds"], "{fact}");
            assert!(fact["reason"].as_str().is_some_and(|r| !r.is_empty()));
            facts += 1;
        }
        let total: f64 = notebook["envelopes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["p"].as_f64().unwrap())
            .sum();
        assert!(total > 0.0 && total <= 1.0 + 1e-9);
    }
    assert!(facts > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_have_no_notebook() {
    let server = TestServer::start().await;
    let table = server.create(one_human(&["eliminator"])).await;
    let mut watcher = server.connect(table["id"].as_str().unwrap(), None).await;
    watcher.recv_type("snapshot").await;
    watcher.send(json!({"type": "notebook"})).await;
    let error = watcher.recv_type("error").await;
    assert_eq!(error["code"], "not_a_seat");
}

/// Three players, seat 0 is Miss Scarlett and holds six cards.
fn session(records: Value) -> Value {
    json!({
        "players": ["scarlett", "mustard", "white"],
        "me": 0,
        "dealer": 2,
        "hand": ["scarlett", "mustard", "dagger", "rope", "kitchen", "hall"],
        "records": records,
    })
}

fn shown_candlestick() -> Value {
    json!({"suggestion": {
        "by": 0,
        "triple": {"suspect": "white", "weapon": "candlestick", "room": "ballroom"},
        "refuted_by": 1,
        "card": "candlestick"}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_companion_answers_and_refuses() {
    let server = TestServer::start().await;
    let path = "/api/companion/cluedo";

    let (status, answer) = server
        .post(path, &session(json!([shown_candlestick()])).to_string())
        .await;
    assert_eq!(status, 200, "{answer}");
    let notebook = &answer["notebook"];
    assert_eq!(notebook["holders"], json!(["envelope", 0, 1, 2]));
    let candlestick = notebook["cards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["card"] == "candlestick")
        .unwrap();
    assert_eq!(candlestick["p"], json!([0.0, 0.0, 1.0, 0.0]));
    assert!(notebook["facts"]
        .as_array()
        .unwrap()
        .iter()
        .any(|f| f["card"] == "candlestick" && f["holder"] == 1 && f["holds"] == true));

    // Mrs White passes on the candlestick that Colonel Mustard showed in #1.
    let nobody = json!({"suggestion": {
        "by": 2,
        "triple": {"suspect": "white", "weapon": "candlestick", "room": "ballroom"},
        "refuted_by": null,
        "card": null}});
    let (status, answer) = server
        .post(
            path,
            &session(json!([shown_candlestick(), nobody])).to_string(),
        )
        .await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["refused"]["records"], json!([1]));
    assert_eq!(answer["refused"]["hand"], false);
    assert!(answer["refused"]["message"]
        .as_str()
        .unwrap()
        .contains("#1"));

    // Correcting #1 into the same contradiction names #2.
    let mut corrected = session(json!([shown_candlestick(), nobody]));
    corrected["changed"] = json!(1);
    let (status, answer) = server.post(path, &corrected.to_string()).await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["refused"]["records"], json!([2]));

    let (status, answer) = server.post(path, "{not json").await;
    assert_eq!(status, 400, "{answer}");
    let mut short_hand = session(json!([]));
    short_hand["hand"] = json!(["scarlett"]);
    let (status, answer) = server.post(path, &short_hand.to_string()).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("CL-SETUP-13"));
    let (status, _) = server.post("/api/companion/chess", "{}").await;
    assert_eq!(status, 404);
}

/// Issue 18 point 2: Inkognito's companion through the same generic endpoint, with no
/// branch of its own in the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_inkognito_companion_answers_and_refuses() {
    let server = TestServer::start().await;
    let path = "/api/companion/inkognito";
    let black = |round: u8, from: u8, identity: &str| {
        json!({"saw": {"round": round, "location": "rialto", "kind": "two_agents",
                       "from": {"seat": from}, "shown": {"black": {"identity": identity}}}})
    };
    let session = |records: Value| json!({"players": 4, "me": 0, "identity": "F", "fragment": "52", "records": records});

    let (status, answer) = server
        .post(path, &session(json!([black(1, 1, "B")])).to_string())
        .await;
    assert_eq!(status, 200, "{answer}");
    let agents = answer["notebook"]["agents"].as_array().unwrap();
    assert_eq!(agents[0]["seat"], json!(1));
    assert_eq!(agents[0]["identity"]["B"], json!(1.0));
    // F and B are partners (IK-SETUP-05).
    assert_eq!(agents[0]["partner"], json!(1.0));
    assert!(answer["notebook"]["facts"]
        .as_array()
        .unwrap()
        .iter()
        .any(|f| f["fact"] == "{seat 1} is Colonel Bubble."));

    // Seat 2 cannot be Bubble too: the refusal names #1.
    let (status, answer) = server
        .post(
            path,
            &session(json!([black(1, 1, "B"), black(2, 2, "B")])).to_string(),
        )
        .await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["refused"]["records"], json!([1]));
    assert_eq!(answer["refused"]["cards"], false);

    // A pair with both of my true cards breaks IK-MEET-05.
    let pair = json!({"showed": {"round": 1, "location": "rialto", "kind": "two_agents",
        "to": 1, "shown": {"pair": [{"identity": "F"}, {"number": "52"}]}}});
    let (status, answer) = server.post(path, &session(json!([pair])).to_string()).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("IK-MEET"));
    let (status, _) = server
        .post(path, &json!({"players": 6, "me": 0}).to_string())
        .await;
    assert_eq!(status, 400);

    // The page: /companion/{game}, the same companion.html for every game.
    let (status, page) = server.get("/companion/inkognito").await;
    assert_eq!(status, 200);
    assert!(page.contains("companion.js"), "{page}");
}

/// Issue 18 point 3: Bakerstreet's companion through the same generic endpoint, with no
/// branch of its own in the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bakerstreet_companion_answers_and_refuses() {
    let server = TestServer::start().await;
    let path = "/api/companion/bakerstreet";
    let card = |value: u8, symbol: Option<&str>| json!({"value": value, "symbol": symbol});
    let session = |records: Value| {
        json!({"me": 0, "first": 0,
               "hand": [card(3, Some("x2")), card(0, None), card(5, None)],
               "records": records})
    };
    let mv = |seat: u8, placed: Value, position: u8, bid: u8, drew: Option<Value>| {
        json!({"move": {"seat": seat, "card": placed, "position": position, "bid": bid,
                        "drew": drew}})
    };
    let first = mv(0, card(3, Some("x2")), 0, 5, Some(card(4, None)));
    let second = mv(1, card(2, Some("stop")), 0, 6, None);

    let (status, answer) = server
        .post(path, &session(json!([first, second])).to_string())
        .await;
    assert_eq!(status, 200, "{answer}");
    // Stack 0: the opponent's 2STOP over the person's 3x2, both remembered (BS-INFO-1).
    let stack = answer["notebook"]["stacks"][0].as_array().unwrap();
    assert_eq!(stack.len(), 2);
    assert_eq!(stack[0]["owner"], json!(1));
    assert_eq!(stack[1]["visible"], json!(false));
    assert_eq!(answer["notebook"]["bid"], json!(6));
    let total: f64 = answer["notebook"]["opponent_total"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_f64)
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(answer["next"]["what"], json!("turn"));

    // The person's only 3x2 is on stack 0: placing it again names #1.
    let again = mv(0, card(3, Some("x2")), 1, 7, Some(card(1, None)));
    let (status, answer) = server
        .post(path, &session(json!([first, second, again])).to_string())
        .await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["refused"]["records"], json!([1]));
    assert_eq!(answer["refused"]["dealt"], json!(false));

    // Not the opponent's turn (BS-TURN-1); a hand of two cards (BS-SETUP-9).
    let (status, answer) = server
        .post(path, &session(json!([second])).to_string())
        .await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("BS-TURN-1"));
    let (status, _) = server
        .post(
            path,
            &json!({"me": 0, "first": 0, "hand": [card(1, None)]}).to_string(),
        )
        .await;
    assert_eq!(status, 400);

    let (status, page) = server.get("/companion/bakerstreet").await;
    assert_eq!(status, 200);
    assert!(page.contains("companion.js"), "{page}");
}

/// Issue 18 point 1: P.I.'s companion through the same generic endpoint, with no branch
/// of its own in the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pi_companion_answers_and_refuses() {
    let server = TestServer::start().await;
    let path = "/api/companion/pi";
    // Suspect i and crime i lie at location i; the rest are blanks.
    let suspects: Vec<Value> = (1..=14)
        .map(|i| if i <= 12 { json!(i) } else { Value::Null })
        .collect();
    let crimes: Vec<Value> = (1..=14)
        .map(|i| if i <= 10 { json!(i) } else { Value::Null })
        .collect();
    let tiles = json!({"suspect_tiles": suspects, "crime_tiles": crimes});
    let session = |records: Value| {
        json!({"players": 3, "me": 0, "tiles": tiles,
               "held": {"suspect": 1, "crime": 1, "location": 1}, "records": records})
    };
    let investigated = |seat: u8, location: u8, discs: u8, cubes: u8| json!({"investigated": {"seat": seat, "location": location, "discs": discs, "cubes": cubes}});

    // Downtown (11) answered nothing: no element of my case lies at or next to it.
    let (status, answer) = server
        .post(
            path,
            &session(json!([investigated(0, 11, 0, 0)])).to_string(),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    let locations = answer["notebook"]["locations"].as_array().unwrap();
    assert_eq!(locations[10]["p"], json!(0.0));
    assert_eq!(
        answer["notebook"]["investigate"].as_array().unwrap().len(),
        13
    );
    assert_eq!(answer["investigators_left"], json!([4, 5, 5]));

    // Downtown's card cannot then give me a disc: the refusal names #1.
    let card = json!({"evidence": {"seat": 0, "card": {"location": 11}, "result": "disc"}});
    let (status, answer) = server
        .post(
            path,
            &session(json!([investigated(0, 11, 0, 0), card])).to_string(),
        )
        .await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(answer["refused"]["records"], json!([1]));
    assert_eq!(answer["refused"]["held"], false);

    // A second investigator of mine at Downtown breaks PI-INVESTIGATOR-2.
    let (status, answer) = server
        .post(
            path,
            &session(json!([
                investigated(0, 11, 0, 0),
                investigated(0, 11, 0, 0)
            ]))
            .to_string(),
        )
        .await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"]
        .as_str()
        .unwrap()
        .contains("PI-INVESTIGATOR-2"));

    // A layout the game cannot produce, and a session of another game.
    let mut twice = session(json!([]));
    twice["tiles"]["suspect_tiles"][12] = json!(1);
    let (status, answer) = server.post(path, &twice.to_string()).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer["error"].as_str().unwrap().contains("PI-SETUP-8"));
    let (status, _) = server
        .post(
            path,
            &json!({"players": 4, "me": 0, "identity": "F", "fragment": "52", "records": []})
                .to_string(),
        )
        .await;
    assert_eq!(status, 400);

    let (status, page) = server.get("/companion/pi").await;
    assert_eq!(status, 200);
    assert!(page.contains("companion.js"), "{page}");
}
