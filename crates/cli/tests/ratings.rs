//! A rated game between two people whose server is killed with SIGKILL right after the last
//! action: after the restart both are rated, once. The moment of a kill is a race, so the
//! two states a kill can leave are also built exactly and started on: the last action
//! committed and nothing after it, and the table settled but not yet marked over.

mod process;

use process::{block_on, Client, Dice, ScratchDatabase, ServerProcess, StoreAt};
use serde_json::{json, Value};
use std::time::Instant;
use whodunit_server::ratings::{self, System};
use whodunit_server::store::{Account, Person, StoredTable};
use whodunit_server::store::{SeatRating, Settlement};

const PEOPLE: [(&str, &str); 2] = [("p-ann", "ann"), ("p-bob", "bob")];

/// Ann and Bob, with accounts, at seats 0 and 1 of `table`, as their sessions would link
/// them (crate::people::link).
fn seat_people(db: &StoreAt, table: &str) {
    block_on(async {
        let store = db.open().await;
        for (seat, (id, username)) in PEOPLE.iter().enumerate() {
            let person = Person {
                id: id.to_string(),
                name: format!("{username} <b>"),
                created_at: 1,
                hidden: false,
            };
            let hash = format!("{seat:064x}");
            // A copy of a store already has them.
            if store.create_person(&person, &hash, 1).await.is_ok() {
                let account = Account {
                    person: id.to_string(),
                    username: username.to_string(),
                    password_hash: "unused".to_string(),
                };
                assert!(store.create_account(&account, 1).await.unwrap());
            }
            store.link_seat(id, table, seat as u8, 2).await.unwrap();
        }
    });
}

/// Plays both seats with random legal actions until the game is over; the last frame.
fn play_both(players: &mut [Client; 2], dice: &mut Dice) -> Value {
    let mut frames = [players[0].recv(), players[1].recv()];
    loop {
        let seq = frames[0]["seq"].as_u64().unwrap();
        if frames[0]["to_act"].is_null() {
            return frames[0].clone();
        }
        let seat = frames[0]["to_act"].as_u64().unwrap() as usize;
        assert_eq!(frames[seat]["seq"].as_u64(), Some(seq));
        let action = process::random_action(&mut players[seat], dice);
        players[seat].send(json!({"type": "action", "seq": seq, "action": action}));
        frames = [
            players[0].recv_type("events"),
            players[1].recv_type("events"),
        ];
    }
}

/// Each person's Guess rating: (rated tables, points of history), from their profile.
fn ratings_of(server: &ServerProcess) -> Vec<(u64, usize)> {
    PEOPLE
        .iter()
        .map(|(_, username)| {
            let (status, profile) = server.http("GET", &format!("/api/players/{username}"), "");
            assert_eq!(status, 200, "{profile}");
            let guess = &profile["games"][0];
            (
                guess["rating"]["games"].as_u64().unwrap_or(0),
                guess["history"].as_array().map_or(0, Vec::len),
            )
        })
        .collect()
}

/// Once the table's task has started (a spectator's snapshot comes after its settlement),
/// each person's Guess rating.
fn settled_ratings(server: &ServerProcess, table: &str) -> Vec<(u64, usize)> {
    let mut watcher = server.connect(table, None);
    assert_eq!(watcher.recv()["type"], "snapshot");
    ratings_of(server)
}

/// A new store holding only what `table` had once its last action was committed: its
/// header, its log and the links of its people.
fn copy_of_the_log(table: &StoredTable, at: &std::path::Path) -> StoreAt {
    let db = StoreAt::Sqlite(at.to_path_buf());
    block_on(async {
        let store = db.open().await;
        store.create_table(&table.header).await.unwrap();
        for action in &table.actions {
            store.append(&table.header.id, action).await.unwrap();
        }
    });
    seat_people(&db, &table.header.id);
    db
}

/// Plays a rated Guess table between Ann and Bob on `server` to its end and kills it the
/// moment the last action's events arrive: before, during or after the settlement, whichever
/// the race gives. The table's id.
fn play_rated_and_kill(server: ServerProcess, db: &StoreAt, seed: u64) -> String {
    let table = server.create(
        json!({"game": "guess", "options": {"cards": 9}, "rated": true,
        "seats": [{"player": "human"}, {"player": "human"}]}),
    );
    let id = table["id"].as_str().unwrap().to_string();
    let token = |seat: usize| table["seats"][seat]["token"].as_str().unwrap().to_string();
    seat_people(db, &id);
    let mut players = [
        server.connect(&id, Some(&token(0))),
        server.connect(&id, Some(&token(1))),
    ];
    let end = play_both(&mut players, &mut Dice(seed));
    server.kill();
    assert!(end["to_act"].is_null());
    id
}

#[test]
fn a_rated_game_ended_by_a_killed_server_is_rated_once_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = StoreAt::Sqlite(dir.path().join("whodunit.db"));
    let id = play_rated_and_kill(ServerProcess::start(&db, 0, &[]), &db, 11);

    let server = ServerProcess::start(&db, 0, &[]);
    assert_eq!(settled_ratings(&server, &id), [(1, 1), (1, 1)]);
    let (status, people) = server.http("GET", &format!("/api/tables/{id}/people"), "");
    assert_eq!(status, 200);
    let change = |seat: usize| people["seats"][seat]["change"].as_i64().unwrap();
    assert!(change(0) * change(1) < 0, "{people}");
    // A second restart rates nothing again.
    server.kill();
    let server = ServerProcess::start(&db, 0, &[]);
    assert_eq!(settled_ratings(&server, &id), [(1, 1), (1, 1)]);
    server.kill();

    // Exactly the state of a kill right after the last action's commit.
    let (stored, history) = db.table(&id);
    assert!(history.is_over());
    let only_log = copy_of_the_log(&stored, &dir.path().join("log-only.db"));
    let server = ServerProcess::start(&only_log, 0, &[]);
    assert_eq!(settled_ratings(&server, &id), [(1, 1), (1, 1)]);
    server.kill();

    // Exactly the state of a kill after the settlement's commit but before the table was
    // marked over: the restart settles again, and the store changes nothing.
    let settled = copy_of_the_log(&stored, &dir.path().join("settled.db"));
    block_on(async {
        let store = settled.open().await;
        let outcome = history.current().outcome().unwrap();
        let contests = history.current().contests();
        let settlement = Settlement {
            table_id: id.clone(),
            game: "guess".to_string(),
            won: (0..2u8)
                .map(|s| outcome.winners.contains(&whodunit_engine::Seat(s)))
                .collect(),
            at: 1,
        };
        let rate = |seats: &[Option<SeatRating>]| {
            ratings::rate_table(&stored.header, System::Glicko2, &contests, seats)
        };
        assert!(store.settle(&settlement, &rate).await.unwrap());
    });
    let server = ServerProcess::start(&settled, 0, &[]);
    assert_eq!(settled_ratings(&server, &id), [(1, 1), (1, 1)]);
    server.kill();
}

#[test]
fn a_rated_game_whose_instance_is_killed_is_rated_once_by_the_one_that_takes_over() {
    let Some(server) = process::postgres_url() else {
        return;
    };
    let database = ScratchDatabase::new(&server, "ratings_takeover");
    let db = StoreAt::Postgres(database.url.clone());
    let lease = ["--lease-ms", "1000"];
    let survivor = ServerProcess::start(&db, 0, &lease);
    let id = play_rated_and_kill(ServerProcess::start(&db, 0, &lease), &db, 12);
    // The survivor takes the table over once the lease has run out, and settles it.
    let deadline = Instant::now() + process::PATIENCE;
    while ratings_of(&survivor) != [(1, 1), (1, 1)] {
        assert!(
            Instant::now() < deadline,
            "never rated: {:?}",
            ratings_of(&survivor)
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    // Another instance starting now finds it settled and changes nothing.
    let late = ServerProcess::start(&db, 0, &lease);
    assert_eq!(settled_ratings(&late, &id), [(1, 1), (1, 1)]);
    assert_eq!(ratings_of(&survivor), [(1, 1), (1, 1)]);
    late.kill();
    survivor.kill();
}
