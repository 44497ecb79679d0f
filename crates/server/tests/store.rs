//! The store's contract (`whodunit_server::store::Store`), each test written once and run
//! against both stores: `sqlite::NAME` on a temporary file, `postgres::NAME` on a fresh
//! database of the server at `WHODUNIT_TEST_POSTGRES` (`scripts/postgres.sh` starts one;
//! `scripts/test.sh` does it itself). Without that variable the PostgreSQL variants say
//! they were skipped, or fail when `CI` is set, so that CI cannot skip them silently.
//!
//! `postgres_outage` stops and restarts that server (`WHODUNIT_TEST_PG_CTL`), so it runs
//! alone: it takes the write half of [`CLUSTER`], every other PostgreSQL test the read half.

use serde_json::json;
use sqlx::Connection;
use std::path::PathBuf;
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, RwLock, RwLockReadGuard};
use whodunit_server::clock::{Clock, Pace};
use whodunit_server::postgres::{self as pg, PostgresStore};
use whodunit_server::store::RematchAnswer;
use whodunit_server::store::TableHeader;
use whodunit_server::store::{Account, ChatLine, Person, PersonSeat};
use whodunit_server::store::{Appended, SeatClaim, SeatPlayer, Store, StoreError, StoredAction};
use whodunit_server::store::{NewRating, Rating, SeatRating, Settlement, Tally};
use whodunit_server::SqliteStore;

/// A guard against a test waiting forever; never a measurement.
const PATIENCE: Duration = Duration::from_secs(30);

/// Shared by the PostgreSQL tests, taken whole by the one that stops the server.
static CLUSTER: RwLock<()> = RwLock::const_new(());

/// Where a test's store lives; every `open` is another instance on the same data.
enum Fixture {
    Sqlite {
        dir: tempfile::TempDir,
    },
    Postgres {
        admin: String,
        name: String,
        url: String,
        _shared: RwLockReadGuard<'static, ()>,
    },
}

/// The server for the PostgreSQL variants, or `None` (skipped) outside CI.
fn postgres_server() -> Option<String> {
    match std::env::var("WHODUNIT_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var("CI").is_ok_and(|ci| !ci.is_empty() && ci != "false") => panic!(
            "CI is set but WHODUNIT_TEST_POSTGRES is not: the PostgreSQL store tests may not be \
             skipped in CI (scripts/test.sh starts a server with scripts/postgres.sh)"
        ),
        _ => {
            eprintln!("skipped: set WHODUNIT_TEST_POSTGRES (scripts/postgres.sh)");
            None
        }
    }
}

/// A database name no other test (or run) uses.
fn fresh_name() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!(
        "test_{}_{}_{nanos}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

impl Fixture {
    fn sqlite() -> Fixture {
        Fixture::Sqlite {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    async fn postgres() -> Option<Fixture> {
        let admin = postgres_server()?;
        let shared = CLUSTER.read().await;
        let name = fresh_name();
        let url = pg::create_database(&admin, &name).await.unwrap();
        Some(Fixture::Postgres {
            admin,
            name,
            url,
            _shared: shared,
        })
    }

    fn sqlite_path(&self) -> Option<PathBuf> {
        match self {
            Fixture::Sqlite { dir } => Some(dir.path().join("store.db")),
            Fixture::Postgres { .. } => None,
        }
    }

    /// Another store instance on this fixture's data (its schema brought up to date).
    async fn try_open(&self) -> Result<Arc<dyn Store>, StoreError> {
        Ok(match self {
            Fixture::Sqlite { dir } => {
                Arc::new(SqliteStore::open(&dir.path().join("store.db")).await?)
            }
            Fixture::Postgres { url, .. } => Arc::new(PostgresStore::connect(url).await?),
        })
    }

    async fn open(&self) -> Arc<dyn Store> {
        self.try_open().await.unwrap()
    }

    /// Runs SQL on the database directly, behind the store's back.
    async fn execute(&self, sql: &str) {
        match self {
            Fixture::Sqlite { dir } => {
                let url = format!("sqlite://{}", dir.path().join("store.db").display());
                let mut connection = sqlx::SqliteConnection::connect(&url).await.unwrap();
                sqlx::raw_sql(sql).execute(&mut connection).await.unwrap();
                connection.close().await.unwrap();
            }
            Fixture::Postgres { url, .. } => {
                let mut connection = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::raw_sql(sql).execute(&mut connection).await.unwrap();
                connection.close().await.unwrap();
            }
        }
    }

    /// Removes the test's database (best effort: the server is thrown away anyway).
    async fn done(self) {
        if let Fixture::Postgres { admin, name, .. } = self {
            if let Err(error) = pg::drop_database(&admin, &name).await {
                eprintln!("the test database {name} was not dropped: {error}");
            }
        }
    }
}

fn header(id: &str, created: i64) -> TableHeader {
    TableHeader {
        id: id.to_string(),
        game: "cluedo".to_string(),
        config: json!({"players": ["scarlett", "mustard"], "nested": {"b": [1, 2.5, null], "a": "é\"\\"}}),
        seed: u64::MAX - 5,
        seats: vec![
            SeatPlayer::Human {
                token: "t0".to_string(),
            },
            SeatPlayer::Bot {
                level: "random".to_string(),
            },
        ],
        created,
        public: false,
        pace: Pace {
            clock: Clock::Seconds(30),
            stand_in: "medium".to_string(),
        },
        spectator_chat: true,
        rated: true,
    }
}

fn public_header(id: &str, created: i64) -> TableHeader {
    TableHeader {
        public: true,
        ..header(id, created)
    }
}

fn action(seq: u64) -> StoredAction {
    StoredAction {
        seq,
        seat: (seq % 3) as u8,
        action: json!({"type": "roll", "seq": seq}),
        saved_at: 1_764_000_000_000 + seq as i64,
        stand_in: seq.is_multiple_of(2),
    }
}

fn seqs(actions: &[StoredAction]) -> Vec<u64> {
    actions.iter().map(|a| a.seq).collect()
}

fn is_conflict(result: &Result<(), StoreError>, table: &str, seq: u64) -> bool {
    matches!(result, Err(StoreError::Conflict { table: t, seq: s }) if t == table && *s == seq)
}

/// Each test once, run on both stores: `sqlite::NAME` and `postgres::NAME`.
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let fixture = super::Fixture::sqlite();
                    super::$name(&fixture).await;
                    fixture.done().await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let Some(fixture) = super::Fixture::postgres().await else {
                        return;
                    };
                    super::$name(&fixture).await;
                    fixture.done().await;
                }
            )*
        }
    };
}

on_both_stores!(
    saves_and_loads_headers_and_logs,
    reopening_keeps_everything,
    finished_tables_are_left_out_of_a_restart,
    concurrent_appends_all_commit_and_a_conflicting_row_fails_alone,
    actions_after_returns_the_later_actions_in_order,
    leases_are_claimed_renewed_released_and_orphaned,
    subscribers_hear_appends_made_by_another_instance,
    migrating_twice_changes_nothing_and_a_newer_schema_is_refused,
    public_tables_are_listed_newest_first_with_the_seats_people_came_to,
    a_free_seat_claimed_by_many_at_once_goes_to_exactly_one,
    a_rematch_is_recorded_once,
    seat_claims_keep_when_people_came_and_came_back,
    the_first_answer_to_a_rematch_stands_and_a_leave_is_announced,
    a_person_made_with_a_session_is_found_by_its_hash_on_another_instance,
    a_person_is_renamed_and_the_others_are_not,
    linking_a_seat_twice_is_one_link_that_keeps_the_first_time,
    a_persons_seats_come_latest_first_with_their_tables_at_most_n,
    an_account_is_claimed_once_and_found_by_its_username_in_any_case,
    failed_logins_are_counted_in_a_window_and_old_ones_forgotten,
    failed_logins_at_once_are_noted_one_at_a_time,
    sessions_are_made_and_ended_one_or_all_but_one,
    a_guests_seats_move_to_an_account_which_keeps_its_own,
    chat_lines_are_numbered_per_table_and_the_last_n_come_in_order,
    chat_lines_written_at_once_on_two_instances_get_distinct_numbers,
    a_table_is_settled_once_with_its_results_and_ratings,
    an_unrated_table_leaves_results_and_no_rating,
    one_table_settled_at_once_on_two_instances_is_rated_once,
    two_tables_of_one_person_settled_at_once_both_count,
    a_profile_is_hidden_and_shown_again,
    a_guests_results_move_with_their_seats,
);

async fn saves_and_loads_headers_and_logs(fixture: &Fixture) {
    let store = fixture.open().await;
    store
        .create_table(&header("a", 1_700_000_000))
        .await
        .unwrap();
    store
        .create_table(&header("b", 1_700_000_001))
        .await
        .unwrap();
    for seq in 1..=3 {
        store.append("a", &action(seq)).await.unwrap();
    }
    let twice = StoredAction {
        seq: 3,
        seat: 0,
        action: json!("end_turn"),
        ..action(3)
    };
    let refused = store.append("a", &twice).await;
    assert!(
        is_conflict(&refused, "a", 3),
        "a log never forks: {refused:?}"
    );
    assert!(
        store.append("nope", &action(1)).await.is_err(),
        "an action of no table"
    );
    let tables = store.load_unfinished().await.unwrap();
    assert_eq!(tables.len(), 2);
    assert_eq!(tables[0].header, header("a", 1_700_000_000));
    assert_eq!(tables[0].actions, (1..=3).map(action).collect::<Vec<_>>());
    assert_eq!(tables[1].header, header("b", 1_700_000_001));
    assert!(tables[1].actions.is_empty());
    let one = store.load("a").await.unwrap().unwrap();
    assert_eq!(one, tables[0]);
    assert!(store.load("nope").await.unwrap().is_none());
    assert!(
        store.create_table(&header("a", 1)).await.is_err(),
        "a table id is used once"
    );
}

async fn reopening_keeps_everything(fixture: &Fixture) {
    {
        let store = fixture.open().await;
        store
            .create_table(&header("a", 1_700_000_000))
            .await
            .unwrap();
        store.append("a", &action(1)).await.unwrap();
        store.append("a", &action(2)).await.unwrap();
    }
    // Reopening existing data keeps everything and does not redo the schema.
    let store = fixture.open().await;
    let tables = store.load_unfinished().await.unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].header, header("a", 1_700_000_000));
    assert_eq!(seqs(&tables[0].actions), [1, 2]);
    store.append("a", &action(3)).await.unwrap();
    assert!(is_conflict(&store.append("a", &action(2)).await, "a", 2));
}

async fn finished_tables_are_left_out_of_a_restart(fixture: &Fixture) {
    let store = fixture.open().await;
    for (id, created) in [("a", 10), ("b", 20), ("c", 30)] {
        store.create_table(&header(id, created)).await.unwrap();
        store.append(id, &action(1)).await.unwrap();
    }
    store.finish("b").await.unwrap();
    let ids = |tables: Vec<whodunit_server::store::StoredTable>| {
        tables.into_iter().map(|t| t.header.id).collect::<Vec<_>>()
    };
    assert_eq!(ids(store.load_unfinished().await.unwrap()), ["a", "c"]);
    // A finished table can still be loaded, with its log.
    let b = store.load("b").await.unwrap().unwrap();
    assert_eq!(seqs(&b.actions), [1]);
    let again = fixture.open().await;
    assert_eq!(ids(again.load_unfinished().await.unwrap()), ["a", "c"]);
}

async fn concurrent_appends_all_commit_and_a_conflicting_row_fails_alone(fixture: &Fixture) {
    let store = fixture.open().await;
    for id in ["a", "b"] {
        store.create_table(&header(id, 1)).await.unwrap();
    }
    store.append("a", &action(1)).await.unwrap();
    // Sent together, they share transactions (each store's writer commits what has
    // gathered at once); seq 41 of table b comes twice in the same batch, and an action of
    // no table with them.
    let batch: Vec<(&str, StoredAction)> = (2..=40)
        .map(|seq| ("a", action(seq)))
        .chain((1..=41).map(|seq| ("b", action(seq))))
        .chain([("a", action(1)), ("nope", action(1)), ("b", action(41))])
        .collect();
    let results =
        futures_util::future::join_all(batch.iter().map(|(id, a)| store.append(id, a))).await;
    let (twin, rest) = results.split_last().unwrap();
    let (orphan, rest) = rest.split_last().unwrap();
    assert!(orphan.is_err(), "an action of no table: {orphan:?}");
    let (taken, rest) = rest.split_last().unwrap();
    assert!(
        is_conflict(taken, "a", 1),
        "seq 1 of table a was already taken: {taken:?}"
    );
    assert!(
        is_conflict(twin, "b", 41),
        "the second of two equal rows in one batch: {twin:?}"
    );
    for result in rest {
        assert!(result.is_ok(), "{result:?}");
    }
    store.append("b", &action(42)).await.unwrap();
    let tables = store.load_unfinished().await.unwrap();
    assert_eq!(tables[0].actions, (1..=40).map(action).collect::<Vec<_>>());
    assert_eq!(tables[1].actions, (1..=42).map(action).collect::<Vec<_>>());
}

async fn actions_after_returns_the_later_actions_in_order(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("a", 1)).await.unwrap();
    store.create_table(&header("b", 2)).await.unwrap();
    for seq in 1..=5 {
        store.append("a", &action(seq)).await.unwrap();
    }
    store.append("b", &action(1)).await.unwrap();
    assert_eq!(store.actions_after("a", 0).await.unwrap().len(), 5);
    assert_eq!(
        store.actions_after("a", 2).await.unwrap(),
        (3..=5).map(action).collect::<Vec<_>>()
    );
    assert!(store.actions_after("a", 5).await.unwrap().is_empty());
    assert!(store.actions_after("a", 99).await.unwrap().is_empty());
    assert!(store.actions_after("nope", 0).await.unwrap().is_empty());
    // Another instance catches up on what this one appended.
    let other = fixture.open().await;
    store.append("a", &action(6)).await.unwrap();
    assert_eq!(seqs(&other.actions_after("a", 4).await.unwrap()), [5, 6]);
}

async fn leases_are_claimed_renewed_released_and_orphaned(fixture: &Fixture) {
    let store = fixture.open().await;
    let long = Duration::from_secs(30);
    let short = Duration::from_millis(200);
    for (id, created) in [("t1", 1), ("t2", 2), ("t3", 3)] {
        store.create_table(&header(id, created)).await.unwrap();
    }
    store.finish("t3").await.unwrap();
    if !store.shared() {
        // One instance per store: it owns everything, and nothing is ever orphaned.
        assert!(store.claim("t1", "A", long).await.unwrap());
        assert!(store.claim("t1", "B", long).await.unwrap());
        assert!(store.renew("A", long).await.unwrap().is_empty());
        store.release("t1", "A").await.unwrap();
        assert!(store.orphaned().await.unwrap().is_empty());
        return;
    }
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };
    // Unfinished tables without a lease are orphaned; finished ones never are.
    assert_eq!(store.orphaned().await.unwrap(), ["t1", "t2"]);
    assert!(store.claim("t1", "A", long).await.unwrap());
    assert!(store.claim("t1", "A", long).await.unwrap(), "A's own lease");
    assert!(!store.claim("t1", "B", long).await.unwrap(), "held by A");
    assert_eq!(store.orphaned().await.unwrap(), ["t2"]);

    // Renewing extends every lease still held: a short one outlives its first term.
    assert!(store
        .claim("t2", "A", Duration::from_secs(2))
        .await
        .unwrap());
    assert_eq!(sorted(store.renew("A", long).await.unwrap()), ["t1", "t2"]);
    assert!(store.renew("B", long).await.unwrap().is_empty());
    tokio::time::sleep(Duration::from_millis(2300)).await;
    assert!(!store.claim("t2", "B", long).await.unwrap(), "renewed by A");
    assert!(store.orphaned().await.unwrap().is_empty());

    // Only the owner releases; a released lease is free at once.
    store.release("t2", "B").await.unwrap();
    assert!(!store.claim("t2", "B", short).await.unwrap());
    store.release("t2", "A").await.unwrap();
    assert_eq!(store.orphaned().await.unwrap(), ["t2"]);
    assert!(
        store.claim("t2", "B", short).await.unwrap(),
        "released by A"
    );

    // An expired lease is orphaned, no longer renewed, and taken by whoever claims it.
    tokio::time::sleep(short * 2).await;
    assert_eq!(store.orphaned().await.unwrap(), ["t2"]);
    assert!(store.renew("B", long).await.unwrap().is_empty());
    assert!(
        store.claim("t2", "A", long).await.unwrap(),
        "B's lease ran out"
    );
    assert!(!store.claim("t2", "B", long).await.unwrap());
    assert!(store.orphaned().await.unwrap().is_empty());

    // Another instance sees the same leases.
    let other = fixture.open().await;
    assert!(!other.claim("t1", "C", long).await.unwrap());
    assert_eq!(sorted(other.renew("A", long).await.unwrap()), ["t1", "t2"]);
    // A finished table is not orphaned, even once its lease is given up.
    store.finish("t1").await.unwrap();
    store.release("t1", "A").await.unwrap();
    assert!(store.orphaned().await.unwrap().is_empty());
}

/// The next announcement, failing the test if none comes within [`PATIENCE`].
async fn next(announcements: &mut mpsc::Receiver<Appended>) -> Appended {
    tokio::time::timeout(PATIENCE, announcements.recv())
        .await
        .expect("an announcement")
        .expect("the announcements go on")
}

fn announced(table: &str, seq: u64) -> Appended {
    Appended::Action {
        table: table.to_string(),
        seq,
    }
}

async fn subscribers_hear_appends_made_by_another_instance(fixture: &Fixture) {
    let listening = fixture.open().await;
    let Some(mut announcements) = listening.subscribe().await.unwrap() else {
        assert!(!listening.shared(), "a shared store announces its appends");
        return;
    };
    let writing = fixture.open().await;
    writing.create_table(&header("a", 1)).await.unwrap();
    writing.append("a", &action(1)).await.unwrap();
    writing.append("a", &action(2)).await.unwrap();
    assert_eq!(next(&mut announcements).await, announced("a", 1));
    assert_eq!(next(&mut announcements).await, announced("a", 2));
    // A refused append is not announced; the instance's own appends are.
    assert!(listening.append("a", &action(2)).await.is_err());
    listening.append("a", &action(3)).await.unwrap();
    assert_eq!(next(&mut announcements).await, announced("a", 3));
    // Every subscriber hears every append.
    let mut second = writing.subscribe().await.unwrap().unwrap();
    writing.append("a", &action(4)).await.unwrap();
    assert_eq!(next(&mut announcements).await, announced("a", 4));
    assert_eq!(next(&mut second).await, announced("a", 4));
}

async fn migrating_twice_changes_nothing_and_a_newer_schema_is_refused(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("a", 1)).await.unwrap();
    store.append("a", &action(1)).await.unwrap();
    drop(fixture.open().await);
    if let Fixture::Postgres { url, .. } = fixture {
        let again = PostgresStore::connect(url).await.unwrap();
        again.migrate().await.unwrap();
        assert_eq!(
            again.schema_version().await.unwrap(),
            PostgresStore::known_version()
        );
    }
    assert_eq!(seqs(&store.load("a").await.unwrap().unwrap().actions), [1]);
    // A database from a newer whodunit is refused, not used.
    match fixture.sqlite_path() {
        Some(_) => fixture.execute("PRAGMA user_version = 99").await,
        None => {
            fixture
                .execute("INSERT INTO whodunit_schema (version, name) VALUES (99, 'future')")
                .await
        }
    }
    match fixture.try_open().await {
        Err(StoreError::Failed(message)) => {
            assert!(message.contains("schema version 99"), "{message}")
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("a newer schema was used"),
    }
}

async fn public_tables_are_listed_newest_first_with_the_seats_people_came_to(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("private", 5)).await.unwrap();
    for (id, created) in [("old", 10), ("new", 20), ("over", 30)] {
        store
            .create_table(&public_header(id, created))
            .await
            .unwrap();
    }
    store.finish("over").await.unwrap();
    assert!(
        store.claim_seat("old", 0, 7).await.unwrap(),
        "the first visit"
    );
    assert!(
        !store.claim_seat("old", 0, 7).await.unwrap(),
        "a seat is claimed once"
    );
    assert!(store.claim_seat("old", 1, 8).await.unwrap());
    assert!(store.claim_seat("private", 0, 9).await.unwrap());
    let listed = store.listed(10).await.unwrap();
    let summary: Vec<(&str, &[u8])> = listed
        .iter()
        .map(|t| (t.header.id.as_str(), t.claimed.as_slice()))
        .collect();
    assert_eq!(summary, [("new", &[][..]), ("old", &[0, 1][..])]);
    assert_eq!(listed[1].header, public_header("old", 10));
    let newest = store.listed(1).await.unwrap();
    assert_eq!(newest.len(), 1);
    assert_eq!(newest[0].header.id, "new");
    // Whether a table is public survives a reload.
    assert!(store.load("old").await.unwrap().unwrap().header.public);
    assert!(!store.load("private").await.unwrap().unwrap().header.public);
}

async fn a_free_seat_claimed_by_many_at_once_goes_to_exactly_one(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&public_header("t", 1)).await.unwrap();
    let claims = (0..8).map(|_| {
        let store = store.clone();
        tokio::spawn(async move { store.claim_seat("t", 1, 1).await.unwrap() })
    });
    let mut won = 0;
    for claim in claims {
        won += usize::from(claim.await.unwrap());
    }
    assert_eq!(won, 1);
}

async fn a_rematch_is_recorded_once(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("old", 1)).await.unwrap();
    assert_eq!(store.rematch_of("old").await.unwrap(), None);
    assert_eq!(store.offer_rematch("old", "first").await.unwrap(), "first");
    assert_eq!(
        store.offer_rematch("old", "second").await.unwrap(),
        "first",
        "the first offer stands"
    );
    assert_eq!(
        store.rematch_of("old").await.unwrap().as_deref(),
        Some("first")
    );
    assert!(store.offer_rematch("nope", "x").await.is_err());
    assert_eq!(store.rematch_of("nope").await.unwrap(), None);
}

/// Starts the server again if the test fails while it is stopped, for the tests after it.
struct RestartOnPanic<'a>(&'a str);

impl Drop for RestartOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let _ = std::process::Command::new(self.0)
                .args(["start", "-w", "-t", "60"])
                .status();
        }
    }
}

/// The database goes away: calls fail within seconds with a clear error instead of
/// hanging; when it is back they work again, and a subscriber is told to read again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_outage_fails_fast_and_recovers() {
    let Some(admin) = postgres_server() else {
        return;
    };
    let Ok(pg_ctl) = std::env::var("WHODUNIT_TEST_PG_CTL") else {
        assert!(
            std::env::var("CI").is_err(),
            "WHODUNIT_TEST_PG_CTL, which scripts/postgres.sh exports with the URL"
        );
        eprintln!("skipped: set WHODUNIT_TEST_PG_CTL (scripts/postgres.sh)");
        return;
    };
    let alone = CLUSTER.write().await;
    let name = fresh_name();
    let url = pg::create_database(&admin, &name).await.unwrap();
    let store = PostgresStore::connect(&url).await.unwrap();
    store.create_table(&header("a", 1)).await.unwrap();
    let mut announcements = store.subscribe().await.unwrap().unwrap();
    let run = |command: &[&str]| {
        let status = std::process::Command::new(&pg_ctl)
            .args(command)
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "{pg_ctl} {command:?}");
    };

    run(&["stop", "-m", "fast", "-w"]);
    let restart = RestartOnPanic(&pg_ctl);
    let started = Instant::now();
    let result = store.append("a", &action(1)).await;
    assert!(matches!(result, Err(StoreError::Failed(_))), "{result:?}");
    let loaded = store.load("a").await;
    assert!(matches!(loaded, Err(StoreError::Failed(_))), "{loaded:?}");
    let waited = started.elapsed();
    eprintln!("while down: {} ({waited:?})", loaded.err().unwrap());
    assert!(waited < Duration::from_secs(20), "failing took {waited:?}");

    run(&["start", "-w", "-t", "60"]);
    drop(restart);
    let back = Instant::now();
    loop {
        match store.append("a", &action(1)).await {
            Ok(()) => break,
            Err(error) if back.elapsed() < PATIENCE => {
                eprintln!("not yet: {error}");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(error) => panic!("the store did not recover: {error}"),
        }
    }
    // Listening again, the subscriber is told that it may have missed appends; from then
    // on appends are announced again.
    // (The announcement of seq 1 may come before or after, depending on when it listened.)
    while next(&mut announcements).await != Appended::Resync {}
    store.append("a", &action(2)).await.unwrap();
    while next(&mut announcements).await != announced("a", 2) {}
    assert_eq!(
        seqs(&store.load("a").await.unwrap().unwrap().actions),
        [1, 2]
    );
    drop(store);
    drop(announcements);
    pg::drop_database(&admin, &name).await.ok();
    drop(alone);
}

async fn seat_claims_keep_when_people_came_and_came_back(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("t", 1)).await.unwrap();
    assert_eq!(store.claims("t").await.unwrap(), []);
    assert!(store.claim_seat("t", 2, 1_000).await.unwrap());
    assert!(store.claim_seat("t", 0, 2_000).await.unwrap());
    assert!(
        !store.claim_seat("t", 0, 3_000).await.unwrap(),
        "a second coming is no claim and keeps the first time"
    );
    let claim = |seat, came_at| SeatClaim {
        seat,
        came_at,
        left: false,
    };
    assert_eq!(
        store.claims("t").await.unwrap(),
        [claim(0, 2_000), claim(2, 1_000)]
    );
    // Taking a seat back from a stand-in restarts its clock; a seat never claimed is
    // claimed by it.
    store.return_to_seat("t", 2, 5_000).await.unwrap();
    store.return_to_seat("t", 1, 6_000).await.unwrap();
    assert_eq!(
        store.claims("t").await.unwrap(),
        [claim(0, 2_000), claim(1, 6_000), claim(2, 5_000)]
    );
    let reopened = fixture.open().await;
    assert_eq!(reopened.claims("t").await.unwrap().len(), 3);
}

async fn the_first_answer_to_a_rematch_stands_and_a_leave_is_announced(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("r", 1)).await.unwrap();
    // Seat 1's person came to the finished table: claimed as the rematch starts.
    assert!(store.claim_seat("r", 1, 1_000).await.unwrap());
    let listening = fixture.open().await;
    let announcements = listening.subscribe().await.unwrap();
    use RematchAnswer::{Join, Leave};
    assert_eq!(
        store.answer_rematch("r", 1, Leave, 5_000).await.unwrap(),
        Leave
    );
    assert_eq!(
        store.answer_rematch("r", 1, Leave, 6_000).await.unwrap(),
        Leave
    );
    assert_eq!(
        store.answer_rematch("r", 1, Join, 7_000).await.unwrap(),
        Leave
    );
    // A seat nobody claimed is claimed by its answer.
    assert_eq!(
        store.answer_rematch("r", 0, Join, 8_000).await.unwrap(),
        Join
    );
    assert_eq!(
        store.answer_rematch("r", 0, Leave, 9_000).await.unwrap(),
        Join
    );
    let expected = [
        SeatClaim {
            seat: 0,
            came_at: 8_000,
            left: false,
        },
        SeatClaim {
            seat: 1,
            came_at: 1_000,
            left: true,
        },
    ];
    assert_eq!(store.claims("r").await.unwrap(), expected);
    assert_eq!(fixture.open().await.claims("r").await.unwrap(), expected);
    // Another instance hears that the table's seats changed.
    if let Some(mut announcements) = announcements {
        let seats = Appended::Seats {
            table: "r".to_string(),
        };
        assert_eq!(next(&mut announcements).await, seats);
    }
}

fn person(id: &str, name: &str, created_at: i64) -> Person {
    Person {
        id: id.to_string(),
        name: name.to_string(),
        created_at,
        hidden: false,
    }
}

/// A session hash as the server stores it: 64 hex characters.
fn hash(n: u8) -> String {
    format!("{n:02x}").repeat(32)
}

async fn a_person_made_with_a_session_is_found_by_its_hash_on_another_instance(fixture: &Fixture) {
    let store = fixture.open().await;
    let ann = person("p-ann", "Inspector Magpie 417", 1_764_000_000);
    store
        .create_person(&ann, &hash(1), 1_764_000_000)
        .await
        .unwrap();
    assert_eq!(
        store
            .person_of_session(&hash(1), 1_764_000_005)
            .await
            .unwrap(),
        Some(ann.clone())
    );
    assert_eq!(
        store
            .person_of_session(&hash(2), 1_764_000_005)
            .await
            .unwrap(),
        None,
        "an unknown session"
    );
    assert_eq!(store.person_of_session("", 0).await.unwrap(), None);
    // A session made through one instance is valid on another.
    let other = fixture.open().await;
    assert_eq!(
        other
            .person_of_session(&hash(1), 1_764_009_000)
            .await
            .unwrap(),
        Some(ann.clone())
    );
    // A person id and a session are each used once; a refused person leaves nothing.
    let bob = person("p-bob", "Bob", 1_764_000_001);
    assert!(other.create_person(&bob, &hash(1), 1).await.is_err());
    assert_eq!(
        other.person_of_session(&hash(1), 2).await.unwrap(),
        Some(ann.clone())
    );
    assert!(other
        .create_person(&person("p-ann", "Again", 2), &hash(3), 2)
        .await
        .is_err());
    assert_eq!(other.person_of_session(&hash(3), 2).await.unwrap(), None);
    other.create_person(&bob, &hash(4), 5).await.unwrap();
    assert_eq!(
        store.person_of_session(&hash(4), 6).await.unwrap(),
        Some(bob)
    );
}

async fn a_person_is_renamed_and_the_others_are_not(fixture: &Fixture) {
    let store = fixture.open().await;
    store
        .create_person(&person("a", "Ann", 10), &hash(1), 10)
        .await
        .unwrap();
    store
        .create_person(&person("b", "Bob", 11), &hash(2), 11)
        .await
        .unwrap();
    // Stored as given: the name is only ever bound, never written into SQL.
    let hostile = "Robert'); DROP TABLE people;-- <script>é";
    store.rename_person("a", hostile).await.unwrap();
    let again = fixture.open().await;
    assert_eq!(
        again.person_of_session(&hash(1), 12).await.unwrap(),
        Some(person("a", hostile, 10))
    );
    assert_eq!(
        again.person_of_session(&hash(2), 12).await.unwrap(),
        Some(person("b", "Bob", 11))
    );
    // Renaming nobody changes nothing.
    again.rename_person("nobody", "X").await.unwrap();
    assert_eq!(
        again
            .person_of_session(&hash(2), 12)
            .await
            .unwrap()
            .unwrap()
            .name,
        "Bob"
    );
}

async fn linking_a_seat_twice_is_one_link_that_keeps_the_first_time(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("t", 100)).await.unwrap();
    store
        .create_person(&person("a", "Ann", 10), &hash(1), 10)
        .await
        .unwrap();
    store.link_seat("a", "t", 0, 1_000).await.unwrap();
    store.link_seat("a", "t", 0, 2_000).await.unwrap();
    fixture
        .open()
        .await
        .link_seat("a", "t", 0, 3_000)
        .await
        .unwrap();
    let seats = store.person_seats("a", 50).await.unwrap();
    assert_eq!(
        seats,
        [PersonSeat {
            header: header("t", 100),
            seat: 0,
            finished: false,
            linked_at: 1_000
        }]
    );
    // Another seat of the same table is another link.
    store.link_seat("a", "t", 1, 4_000).await.unwrap();
    let seats: Vec<(u8, i64)> = store
        .person_seats("a", 50)
        .await
        .unwrap()
        .iter()
        .map(|s| (s.seat, s.linked_at))
        .collect();
    assert_eq!(seats, [(1, 4_000), (0, 1_000)]);
    // A link to no table or no person is refused.
    assert!(store.link_seat("a", "nope", 0, 5).await.is_err());
    assert!(store.link_seat("nobody", "t", 0, 5).await.is_err());
}

async fn a_persons_seats_come_latest_first_with_their_tables_at_most_n(fixture: &Fixture) {
    let store = fixture.open().await;
    store
        .create_person(&person("a", "Ann", 10), &hash(1), 10)
        .await
        .unwrap();
    store
        .create_person(&person("b", "Bob", 11), &hash(2), 11)
        .await
        .unwrap();
    let mut bakerstreet = header("t2", 200);
    bakerstreet.game = "bakerstreet".to_string();
    store.create_table(&header("t1", 100)).await.unwrap();
    store.create_table(&bakerstreet).await.unwrap();
    store.create_table(&header("t3", 300)).await.unwrap();
    store.create_table(&header("t4", 50)).await.unwrap();
    store.link_seat("a", "t1", 0, 1_000).await.unwrap();
    store.link_seat("a", "t2", 1, 3_000).await.unwrap();
    store.link_seat("a", "t3", 0, 2_000).await.unwrap();
    // Linked in the same second: the newer table first.
    store.link_seat("a", "t4", 0, 3_000).await.unwrap();
    store.link_seat("b", "t1", 1, 9_000).await.unwrap();
    store.finish("t3").await.unwrap();
    let seats = store.person_seats("a", 50).await.unwrap();
    let summary: Vec<(&str, &str, u8, bool, i64)> = seats
        .iter()
        .map(|s| {
            (
                s.header.id.as_str(),
                s.header.game.as_str(),
                s.seat,
                s.finished,
                s.linked_at,
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("t2", "bakerstreet", 1, false, 3_000),
            ("t4", "cluedo", 0, false, 3_000),
            ("t3", "cluedo", 0, true, 2_000),
            ("t1", "cluedo", 0, false, 1_000),
        ]
    );
    assert_eq!(
        seats[0].header, bakerstreet,
        "the whole header, tokens and all"
    );
    let two: Vec<String> = store
        .person_seats("a", 2)
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.header.id)
        .collect();
    assert_eq!(two, ["t2", "t4"]);
    // Each person sees their own seats only.
    let bobs = fixture.open().await.person_seats("b", 50).await.unwrap();
    assert_eq!(bobs.len(), 1);
    assert_eq!((bobs[0].header.id.as_str(), bobs[0].seat), ("t1", 1));
    assert!(store.person_seats("nobody", 50).await.unwrap().is_empty());
}

/// The SQLite file holds every seat token and session hash: it is created readable by its
/// owner only, and so are its write-ahead log and shared-memory files.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sqlite_file_and_its_log_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("private.db");
    let store = SqliteStore::open(&path).await.unwrap();
    store.create_table(&header("t", 1)).await.unwrap();
    store.append("t", &action(1)).await.unwrap();
    let mode = |suffix: &str| {
        let file = dir.path().join(format!("private.db{suffix}"));
        std::fs::metadata(&file)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode(""), 0o600, "the database");
    assert_eq!(mode("-wal"), 0o600, "the write-ahead log");
    assert_eq!(mode("-shm"), 0o600, "the shared memory");
    // A file from before, readable by everyone, is narrowed when it is opened.
    drop(store);
    // (A journal the closing pool has removed meanwhile is skipped.)
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.path().join(format!("private.db{suffix}"));
        match std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            done => done.unwrap(),
        }
    }
    let _reopened = SqliteStore::open(&path).await.unwrap();
    for suffix in ["", "-wal", "-shm"] {
        if dir.path().join(format!("private.db{suffix}")).exists() {
            assert_eq!(mode(suffix), 0o600, "private.db{suffix} narrowed");
        }
    }
}

fn account(person: &str, username: &str, password_hash: &str) -> Account {
    Account {
        person: person.to_string(),
        username: username.to_string(),
        password_hash: password_hash.to_string(),
    }
}

async fn an_account_is_claimed_once_and_found_by_its_username_in_any_case(fixture: &Fixture) {
    let store = fixture.open().await;
    for (id, n) in [("a", 1), ("b", 2)] {
        store
            .create_person(&person(id, id, 10), &hash(n), 10)
            .await
            .unwrap();
    }
    let ann = account("a", "Ann_Smith-1", "$argon2id$v=19$one");
    assert!(store.create_account(&ann, 20).await.unwrap());
    let other = fixture.open().await;
    for spelling in ["Ann_Smith-1", "ann_smith-1", "ANN_SMITH-1"] {
        assert_eq!(
            other.account_by_username(spelling).await.unwrap(),
            Some(ann.clone()),
            "{spelling}"
        );
    }
    assert_eq!(other.account_by_username("ann").await.unwrap(), None);
    assert_eq!(other.account_of("a").await.unwrap(), Some(ann.clone()));
    assert_eq!(other.account_of("b").await.unwrap(), None);
    // The same username in another case is taken; nothing is stored for b.
    assert!(!other
        .create_account(&account("b", "ANN_smith-1", "$x"), 21)
        .await
        .unwrap());
    assert_eq!(other.account_of("b").await.unwrap(), None);
    // A person claims once: a second username is refused and not stored.
    assert!(!store
        .create_account(&account("a", "Annie", "$y"), 22)
        .await
        .unwrap());
    assert_eq!(store.account_by_username("annie").await.unwrap(), None);
    // Nobody is no account.
    assert!(store
        .create_account(&account("nobody", "Ghost", "$z"), 23)
        .await
        .is_err());
    // The password changes for a alone.
    assert!(store
        .create_account(&account("b", "Bob", "$argon2id$v=19$bob"), 24)
        .await
        .unwrap());
    other.set_password("a", "$argon2id$v=19$two").await.unwrap();
    assert_eq!(
        store.account_of("a").await.unwrap().unwrap().password_hash,
        "$argon2id$v=19$two"
    );
    assert_eq!(
        store.account_by_username("bob").await.unwrap(),
        Some(account("b", "Bob", "$argon2id$v=19$bob"))
    );
}

async fn failed_logins_are_counted_in_a_window_and_old_ones_forgotten(fixture: &Fixture) {
    let store = fixture.open().await;
    for (id, n) in [("a", 1), ("b", 2)] {
        store
            .create_person(&person(id, id, 10), &hash(n), 10)
            .await
            .unwrap();
    }
    let other = fixture.open().await;
    // Each note gives those before it in the window, whichever instance noted them.
    assert!(store
        .note_login_failure("a", 1_000, 0)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        other.note_login_failure("a", 1_100, 0).await.unwrap(),
        [1_000]
    );
    assert_eq!(
        store.note_login_failure("a", 1_200, 1_050).await.unwrap(),
        [1_100]
    );
    assert!(other
        .note_login_failure("b", 1_150, 0)
        .await
        .unwrap()
        .is_empty());
    // A try that succeeded is forgotten, one at a time, and only that person's.
    assert_eq!(
        store.note_login_failure("a", 1_200, 0).await.unwrap(),
        [1_000, 1_100, 1_200]
    );
    assert_eq!(
        store.note_login_failure("b", 1_200, 0).await.unwrap(),
        [1_150]
    );
    other.forget_login_failure("a", 1_200).await.unwrap();
    other.forget_login_failure("a", 1_999).await.unwrap();
    assert_eq!(
        store.note_login_failure("a", 1_250, 0).await.unwrap(),
        [1_000, 1_100, 1_200]
    );
    assert_eq!(
        store.note_login_failure("b", 1_250, 0).await.unwrap(),
        [1_150, 1_200]
    );
    for (id, at) in [("a", 1_250), ("b", 1_250), ("b", 1_200)] {
        store.forget_login_failure(id, at).await.unwrap();
    }
    // A failure a day later forgets those older than a day.
    assert_eq!(
        store
            .note_login_failure("a", 1_150 + 86_400, 0)
            .await
            .unwrap(),
        [1_200]
    );
    assert_eq!(
        other.note_login_failure("b", 1_300, 0).await.unwrap(),
        [1_150]
    );
}

async fn failed_logins_at_once_are_noted_one_at_a_time(fixture: &Fixture) {
    let store = fixture.open().await;
    store
        .create_person(&person("a", "Ann", 10), &hash(1), 10)
        .await
        .unwrap();
    let other = fixture.open().await;
    // Tries at the same second from two instances: each sees those before it and none
    // after, so the counts they see are 0, 1, 2, ... with none twice.
    let notes = (0..8).map(|n| {
        let instance = if n % 2 == 0 { &store } else { &other };
        instance.note_login_failure("a", 1_000, 0)
    });
    let mut seen: Vec<usize> = futures_util::future::join_all(notes)
        .await
        .into_iter()
        .map(|earlier| earlier.unwrap().len())
        .collect();
    seen.sort();
    assert_eq!(seen, (0..8).collect::<Vec<_>>());
}

async fn sessions_are_made_and_ended_one_or_all_but_one(fixture: &Fixture) {
    let store = fixture.open().await;
    let ann = person("a", "Ann", 10);
    let bob = person("b", "Bob", 10);
    store.create_person(&ann, &hash(1), 10).await.unwrap();
    store.create_person(&bob, &hash(9), 10).await.unwrap();
    let other = fixture.open().await;
    for n in 2..=4 {
        other.create_session("a", &hash(n), 20).await.unwrap();
    }
    assert!(store.create_session("nobody", &hash(5), 20).await.is_err());
    assert!(store.create_session("b", &hash(2), 20).await.is_err());
    for n in 1..=4 {
        assert_eq!(
            store.person_of_session(&hash(n), 30).await.unwrap(),
            Some(ann.clone())
        );
    }
    store.delete_session(&hash(2)).await.unwrap();
    store.delete_session(&hash(7)).await.unwrap();
    assert_eq!(other.person_of_session(&hash(2), 30).await.unwrap(), None);
    assert_eq!(other.delete_sessions("a", Some(&hash(3))).await.unwrap(), 2);
    assert_eq!(store.person_of_session(&hash(1), 30).await.unwrap(), None);
    assert_eq!(store.person_of_session(&hash(4), 30).await.unwrap(), None);
    assert_eq!(
        store.person_of_session(&hash(3), 30).await.unwrap(),
        Some(ann.clone())
    );
    assert_eq!(
        store.person_of_session(&hash(9), 30).await.unwrap(),
        Some(bob.clone()),
        "another person's session stays"
    );
    assert_eq!(store.delete_sessions("a", None).await.unwrap(), 1);
    assert_eq!(store.person_of_session(&hash(3), 30).await.unwrap(), None);
    assert_eq!(
        store.person_of_session(&hash(9), 30).await.unwrap(),
        Some(bob)
    );
}

async fn a_guests_seats_move_to_an_account_which_keeps_its_own(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("t", 100)).await.unwrap();
    store.create_table(&header("u", 200)).await.unwrap();
    for (id, n) in [("guest", 1), ("acct", 2), ("else", 3)] {
        store
            .create_person(&person(id, id, 10), &hash(n), 10)
            .await
            .unwrap();
    }
    store.link_seat("acct", "t", 0, 1_000).await.unwrap();
    store.link_seat("guest", "t", 0, 2_000).await.unwrap();
    store.link_seat("guest", "u", 1, 3_000).await.unwrap();
    store.link_seat("else", "u", 2, 3_000).await.unwrap();
    fixture
        .open()
        .await
        .move_seats("guest", "acct")
        .await
        .unwrap();
    let seats: Vec<(String, u8, i64)> = store
        .person_seats("acct", 50)
        .await
        .unwrap()
        .iter()
        .map(|s| (s.header.id.clone(), s.seat, s.linked_at))
        .collect();
    assert_eq!(
        seats,
        [("u".to_string(), 1, 3_000), ("t".to_string(), 0, 1_000)]
    );
    assert!(store.person_seats("guest", 50).await.unwrap().is_empty());
    assert_eq!(store.person_seats("else", 50).await.unwrap().len(), 1);
    // Moving to oneself changes nothing.
    store.move_seats("acct", "acct").await.unwrap();
    assert_eq!(store.person_seats("acct", 50).await.unwrap().len(), 2);
}

fn chat(step: u64, seat: Option<u8>, text: &str) -> ChatLine {
    ChatLine {
        n: 0,
        step,
        seat,
        name: "Ann <b>\u{202e}".to_string(),
        text: text.to_string(),
        at: 1_764_000_000_000 + step as i64,
    }
}

async fn chat_lines_are_numbered_per_table_and_the_last_n_come_in_order(fixture: &Fixture) {
    let store = fixture.open().await;
    store.create_table(&header("a", 1)).await.unwrap();
    store.create_table(&header("b", 2)).await.unwrap();
    assert_eq!(store.chat_lines("a", 200).await.unwrap(), []);
    let texts = ["hello", "<script>alert(1)</script>", "ciao \u{e8}", "last"];
    for (index, text) in texts.iter().enumerate() {
        let seat = if index == 1 { None } else { Some(index as u8) };
        let n = store
            .add_chat("a", &chat(index as u64 * 2, seat, text))
            .await
            .unwrap();
        assert_eq!(n, index as u64 + 1);
    }
    assert_eq!(
        store
            .add_chat("b", &chat(0, Some(1), "other"))
            .await
            .unwrap(),
        1
    );
    let all = store.chat_lines("a", 200).await.unwrap();
    let expected: Vec<ChatLine> = texts
        .iter()
        .enumerate()
        .map(|(index, text)| ChatLine {
            n: index as u64 + 1,
            ..chat(index as u64 * 2, (index != 1).then_some(index as u8), text)
        })
        .collect();
    assert_eq!(all, expected);
    // The last two, oldest first; another instance reads the same.
    let other = fixture.open().await;
    assert_eq!(other.chat_lines("a", 2).await.unwrap(), expected[2..]);
    assert_eq!(other.chat_lines("b", 200).await.unwrap().len(), 1);
    // A line of a table that does not exist is refused.
    assert!(store.add_chat("nope", &chat(0, None, "x")).await.is_err());
    assert_eq!(store.chat_lines("nope", 10).await.unwrap(), []);
}

async fn chat_lines_written_at_once_on_two_instances_get_distinct_numbers(fixture: &Fixture) {
    let one = fixture.open().await;
    let two = fixture.open().await;
    one.create_table(&header("a", 1)).await.unwrap();
    let mut writes = Vec::new();
    for index in 0..20u64 {
        let store = if index % 2 == 0 {
            one.clone()
        } else {
            two.clone()
        };
        writes.push(tokio::spawn(async move {
            store
                .add_chat("a", &chat(index, Some(0), &format!("line {index}")))
                .await
                .unwrap()
        }));
    }
    let mut numbers = Vec::new();
    for write in writes {
        numbers.push(write.await.unwrap());
    }
    numbers.sort();
    assert_eq!(numbers, (1..=20).collect::<Vec<u64>>());
    assert_eq!(one.chat_lines("a", 100).await.unwrap().len(), 20);
}

/// Ann (seat 0) and Bob (seat 1) at table `id`; Cat opened seat 0's link after Ann.
async fn seated_table(store: &dyn Store, id: &str) {
    store.create_table(&header(id, 100)).await.unwrap();
    for (n, who) in ["ann", "bob", "cat"].iter().enumerate() {
        // Made once: a second table of the same people reuses them.
        let _ = store
            .create_person(
                &person(who, &format!("<i>{who}</i>"), 1),
                &hash(n as u8 + 40),
                1,
            )
            .await;
    }
    store.link_seat("ann", id, 0, 10).await.unwrap();
    store.link_seat("bob", id, 1, 11).await.unwrap();
    store.link_seat("cat", id, 0, 12).await.unwrap();
}

fn settlement(id: &str, at: i64) -> Settlement {
    Settlement {
        table_id: id.to_string(),
        game: "cluedo".to_string(),
        won: vec![true, false],
        at,
    }
}

/// A rater that moves everyone by `step` from 1500 (or their rating) and counts its calls.
fn stepping(
    step: f64,
    calls: &AtomicUsize,
) -> impl Fn(&[Option<SeatRating>]) -> Option<Vec<NewRating>> + Send + Sync + '_ {
    move |seats| {
        calls.fetch_add(1, Ordering::SeqCst);
        Some(
            seats
                .iter()
                .map(|seat| {
                    let before = seat.as_ref().unwrap().rating;
                    let rating = before.map_or(1500.0, |r| r.rating) + step;
                    NewRating {
                        after: Rating {
                            rating,
                            deviation: 200.0,
                            volatility: 0.06,
                            games: before.map_or(0, |r| r.games) + 1,
                        },
                        change: step,
                    }
                })
                .collect(),
        )
    }
}

async fn a_table_is_settled_once_with_its_results_and_ratings(fixture: &Fixture) {
    let store = fixture.open().await;
    seated_table(&*store, "a").await;
    let calls = AtomicUsize::new(0);
    let seen = std::sync::Mutex::new(Vec::new());
    let rater = |seats: &[Option<SeatRating>]| {
        seen.lock().unwrap().push(seats.to_vec());
        stepping(25.0, &calls)(seats)
    };
    assert!(store.settle(&settlement("a", 5_000), &rater).await.unwrap());
    // The rater saw each seat's first linked person, unrated so far.
    let persons: Vec<String> = seen.lock().unwrap()[0]
        .iter()
        .map(|seat| seat.as_ref().unwrap().person.clone())
        .collect();
    assert_eq!(persons, ["ann", "bob"]);
    // Again, on this instance or another: nothing happens, the rater is not asked.
    assert!(!store.settle(&settlement("a", 6_000), &rater).await.unwrap());
    let other = fixture.open().await;
    assert!(!other.settle(&settlement("a", 6_000), &rater).await.unwrap());
    assert_eq!(calls.load(Ordering::SeqCst), 1);

    let ann = other.profile("ann").await.unwrap().unwrap();
    assert_eq!(ann.person.name, "<i>ann</i>");
    assert_eq!(
        ann.tallies,
        [Tally {
            game: "cluedo".into(),
            played: 1,
            won: 1
        }]
    );
    assert_eq!(ann.ratings.len(), 1);
    assert_eq!(
        (ann.ratings[0].1.rating, ann.ratings[0].1.games),
        (1525.0, 1)
    );
    assert_eq!(ann.history.len(), 1);
    assert_eq!((ann.history[0].at, ann.history[0].rating), (5_000, 1525.0));
    assert_eq!(ann.recent.len(), 1);
    assert!(ann.recent[0].won && ann.recent[0].rated && ann.recent[0].ended == 5_000);
    let bob = other.profile("bob").await.unwrap().unwrap();
    assert_eq!(bob.tallies[0].won, 0);
    // Cat opened a link after Ann: the seat is Ann's.
    let cat = other.profile("cat").await.unwrap().unwrap();
    assert!(cat.tallies.is_empty() && cat.recent.is_empty() && cat.ratings.is_empty());
    assert!(other.profile("nobody").await.unwrap().is_none());

    let people = other.seat_people(&["a".to_string()]).await.unwrap();
    let shown: Vec<(u8, &str, Option<f64>, Option<f64>)> = people
        .iter()
        .map(|p| {
            (
                p.seat,
                p.name.as_str(),
                p.rating.map(|r| r.rating),
                p.change,
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            (0, "<i>ann</i>", Some(1525.0), Some(25.0)),
            (1, "<i>bob</i>", Some(1525.0), Some(25.0))
        ]
    );
    assert!(other.seat_people(&[]).await.unwrap().is_empty());
}

async fn an_unrated_table_leaves_results_and_no_rating(fixture: &Fixture) {
    let store = fixture.open().await;
    seated_table(&*store, "a").await;
    let unrated = |_: &[Option<SeatRating>]| None;
    assert!(store
        .settle(&settlement("a", 5_000), &unrated)
        .await
        .unwrap());
    let ann = store.profile("ann").await.unwrap().unwrap();
    assert_eq!(ann.tallies.len(), 1);
    assert!(!ann.recent[0].rated);
    assert!(ann.ratings.is_empty() && ann.history.is_empty());
    let people = store.seat_people(&["a".to_string()]).await.unwrap();
    assert!(people
        .iter()
        .all(|p| p.rating.is_none() && p.change.is_none()));
}

async fn one_table_settled_at_once_on_two_instances_is_rated_once(fixture: &Fixture) {
    let one = fixture.open().await;
    let two = fixture.open().await;
    seated_table(&*one, "a").await;
    let calls = AtomicUsize::new(0);
    let rater = stepping(10.0, &calls);
    let a = settlement("a", 5_000);
    let (first, second) = tokio::join!(one.settle(&a, &rater), two.settle(&a, &rater));
    assert!(first.unwrap() ^ second.unwrap(), "exactly one settles");
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    let ann = one.profile("ann").await.unwrap().unwrap();
    assert_eq!(
        (ann.ratings[0].1.rating, ann.ratings[0].1.games),
        (1510.0, 1)
    );
}

async fn two_tables_of_one_person_settled_at_once_both_count(fixture: &Fixture) {
    let one = fixture.open().await;
    let two = fixture.open().await;
    seated_table(&*one, "a").await;
    seated_table(&*one, "b").await;
    let calls = AtomicUsize::new(0);
    let rater = stepping(10.0, &calls);
    let (a, b) = (settlement("a", 5_000), settlement("b", 5_001));
    let (a, b) = tokio::join!(one.settle(&a, &rater), two.settle(&b, &rater));
    assert!(a.unwrap() && b.unwrap());
    // Neither update is lost: each read the other's result or came first.
    for who in ["ann", "bob"] {
        let profile = one.profile(who).await.unwrap().unwrap();
        let rating = profile.ratings[0].1;
        assert_eq!((rating.rating, rating.games), (1520.0, 2), "{who}");
        assert_eq!(profile.history.len(), 2);
        assert_eq!(profile.tallies[0].played, 2);
        // Newest first.
        assert_eq!(profile.recent[0].table_id, "b");
    }
}

async fn a_profile_is_hidden_and_shown_again(fixture: &Fixture) {
    let store = fixture.open().await;
    store
        .create_person(&person("ann", "Ann", 1), &hash(1), 1)
        .await
        .unwrap();
    store
        .create_person(&person("bob", "Bob", 1), &hash(2), 1)
        .await
        .unwrap();
    store.hide_profile("ann", true).await.unwrap();
    let other = fixture.open().await;
    let ann = other.person_of_session(&hash(1), 2).await.unwrap().unwrap();
    assert!(ann.hidden);
    assert!(other.profile("ann").await.unwrap().unwrap().person.hidden);
    assert!(!other.profile("bob").await.unwrap().unwrap().person.hidden);
    other.hide_profile("ann", false).await.unwrap();
    assert!(!store.profile("ann").await.unwrap().unwrap().person.hidden);
}

async fn a_guests_results_move_with_their_seats(fixture: &Fixture) {
    let store = fixture.open().await;
    seated_table(&*store, "a").await;
    let unrated = |_: &[Option<SeatRating>]| None;
    assert!(store
        .settle(&settlement("a", 5_000), &unrated)
        .await
        .unwrap());
    store
        .create_person(&person("acct", "Account", 1), &hash(9), 1)
        .await
        .unwrap();
    fixture
        .open()
        .await
        .move_seats("ann", "acct")
        .await
        .unwrap();
    let moved = store.profile("acct").await.unwrap().unwrap();
    assert_eq!(moved.tallies[0].played, 1);
    assert_eq!(moved.recent[0].table_id, "a");
    let left = store.profile("ann").await.unwrap().unwrap();
    assert!(left.tallies.is_empty() && left.recent.is_empty());
    let bob = store.profile("bob").await.unwrap().unwrap();
    assert_eq!(bob.tallies[0].played, 1);
}
