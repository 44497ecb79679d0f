//! The lobby's list of public tables, worked out from the store once per change and shared
//! by every visitor watching it, so that a busy lobby costs one query per change rather
//! than one per visitor.
//!
//! A table is listed once a person has come to one of its seats (its creator, through an
//! invite link), and leaves the list when its game is over. Those with a seat nobody has
//! come to are `open`; the others are `playing`, to watch.
//!
//! Changes made by this instance are pulsed at once; with a shared store, changes made by
//! other instances are picked up by a refresh every [`SHARED_REFRESH`].

use crate::store::{ListedTable, SeatPerson, SeatPlayer, Store, StoreError};
use serde::Serialize;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// At most this many tables are listed, the newest first.
pub const LIMIT: usize = 100;

/// Changes that arrive this close together are listed once.
const SETTLE: Duration = Duration::from_millis(100);

/// How often the list is read again when other instances may have changed it.
pub const SHARED_REFRESH: Duration = Duration::from_secs(5);

/// Without other instances the list changes only through pulses; the refresh only keeps
/// the server's clock (`now`) in it current.
const ALONE_REFRESH: Duration = Duration::from_secs(60);

/// One listed table: no token, no seed, nothing a visitor may not see.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Entry {
    pub id: String,
    pub game: String,
    pub players: usize,
    /// Seats for a person that nobody has come to yet.
    pub free: usize,
    /// Seats for a person that someone has come to.
    pub people: usize,
    /// Bot levels, one per bot seat.
    pub bots: Vec<String>,
    /// Seconds since the Unix epoch.
    pub created: i64,
    /// Rated when it ends.
    pub rated: bool,
    /// The people seated, in seat order.
    pub seated: Vec<Seated>,
}

/// A person at a listed table: their name (hostile text, sent only as JSON text), their
/// username if they have an account, and their rating in the table's game, rounded.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Seated {
    pub seat: u8,
    pub name: String,
    pub username: Option<String>,
    pub rating: Option<i64>,
    /// The rating's deviation, rounded: above [`crate::ratings::PROVISIONAL`] it is
    /// provisional.
    pub deviation: Option<i64>,
}

impl Seated {
    pub fn of(person: &SeatPerson) -> Seated {
        Seated {
            seat: person.seat,
            name: person.name.clone(),
            username: person.username.clone(),
            rating: person.rating.map(|r| r.rating.round() as i64),
            deviation: person.rating.map(|r| r.deviation.round() as i64),
        }
    }
}

/// What the lobby shows: `now` lets a browser tell each table's age whatever its own clock.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct List {
    pub open: Vec<Entry>,
    pub playing: Vec<Entry>,
    pub now: i64,
}

impl List {
    /// The lobby's view of the store's public tables, newest first, with their `people`.
    pub fn of(tables: &[ListedTable], people: &[SeatPerson], now: i64) -> List {
        let mut list = List {
            open: Vec::new(),
            playing: Vec::new(),
            now,
        };
        for table in tables {
            let Some(mut entry) = entry(table) else {
                continue;
            };
            entry.seated = people
                .iter()
                .filter(|person| person.table_id == entry.id)
                .map(Seated::of)
                .collect();
            if entry.free > 0 {
                list.open.push(entry);
            } else {
                list.playing.push(entry);
            }
        }
        list
    }
}

/// The entry of a table a person has come to; `None` before anybody has.
fn entry(table: &ListedTable) -> Option<Entry> {
    let seats = &table.header.seats;
    let came = |seat: usize| table.claimed.iter().any(|&c| usize::from(c) == seat);
    let humans: Vec<usize> = (0..seats.len())
        .filter(|&seat| matches!(seats[seat], SeatPlayer::Human { .. }))
        .collect();
    let people = humans.iter().filter(|&&seat| came(seat)).count();
    if people == 0 {
        return None;
    }
    Some(Entry {
        id: table.header.id.clone(),
        game: table.header.game.clone(),
        players: seats.len(),
        free: humans.len() - people,
        people,
        bots: seats
            .iter()
            .filter_map(|seat| match seat {
                SeatPlayer::Bot { level } => Some(level.clone()),
                SeatPlayer::Human { .. } => None,
            })
            .collect(),
        created: table.header.created,
        rated: table.header.rated,
        seated: Vec::new(),
    })
}

/// The current list as JSON, kept up to date by a task of its own.
pub struct Listing {
    pulses: Pulser,
    current: watch::Receiver<Arc<str>>,
}

/// Tells the listing something may have changed; cheap to clone into other tasks.
#[derive(Clone)]
pub struct Pulser(Arc<watch::Sender<()>>);

impl Pulser {
    pub fn pulse(&self) {
        self.0.send_replace(());
    }
}

impl Listing {
    /// Reads the list once, then starts the task that reads it again after each pulse (and
    /// every so often); the task ends when the `Listing` is dropped.
    pub async fn start(store: Arc<dyn Store>) -> Listing {
        let refresh = if store.shared() {
            SHARED_REFRESH
        } else {
            ALONE_REFRESH
        };
        let first = read(&*store).await.unwrap_or_else(empty_list);
        let (current_tx, current) = watch::channel(first);
        let (pulses, pulses_rx) = watch::channel(());
        tokio::spawn(keep_current(store, pulses_rx, current_tx, refresh));
        Listing {
            pulses: Pulser(Arc::new(pulses)),
            current,
        }
    }

    /// Something listed may have changed: read the list again soon.
    pub fn pulse(&self) {
        self.pulses.pulse();
    }

    /// A handle that pulses this listing from elsewhere.
    pub fn pulser(&self) -> Pulser {
        self.pulses.clone()
    }

    /// The list now and every later one.
    pub fn watch(&self) -> watch::Receiver<Arc<str>> {
        self.current.clone()
    }
}

async fn keep_current(
    store: Arc<dyn Store>,
    mut pulses: watch::Receiver<()>,
    current: watch::Sender<Arc<str>>,
    refresh: Duration,
) {
    loop {
        tokio::select! {
            pulsed = pulses.changed() => if pulsed.is_err() { return },
            () = tokio::time::sleep(refresh) => {}
        }
        tokio::time::sleep(SETTLE).await;
        pulses.mark_unchanged();
        if let Some(list) = read(&*store).await {
            current.send_if_modified(|old| {
                let changed = *old != list;
                *old = list;
                changed
            });
        }
    }
}

/// The list as JSON, or `None` (and a log line) if the store cannot be read.
async fn read(store: &dyn Store) -> Option<Arc<str>> {
    let listed = async {
        let tables = store.listed(LIMIT).await?;
        let ids: Vec<String> = tables.iter().map(|t| t.header.id.clone()).collect();
        let people = store.seat_people(&ids).await?;
        Ok::<_, StoreError>(List::of(&tables, &people, unix_now()))
    };
    match listed.await {
        Ok(list) => Some(to_json(&list)),
        Err(error) => {
            tracing::warn!(%error, "cannot read the lobby's tables");
            None
        }
    }
}

fn empty_list() -> Arc<str> {
    to_json(&List::of(&[], &[], unix_now()))
}

fn to_json(list: &List) -> Arc<str> {
    serde_json::to_string(list)
        .expect("a list of plain fields serialises")
        .into()
}

/// Seconds since the Unix epoch.
pub fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::TableHeader;
    use serde_json::json;

    fn table(id: &str, seats: &[&str], claimed: &[u8]) -> ListedTable {
        ListedTable {
            header: TableHeader {
                id: id.to_string(),
                game: "cluedo".to_string(),
                config: json!({}),
                seed: 1,
                seats: seats
                    .iter()
                    .map(|&seat| match seat {
                        "human" => SeatPlayer::Human {
                            token: format!("secret-{id}"),
                        },
                        level => SeatPlayer::Bot {
                            level: level.to_string(),
                        },
                    })
                    .collect(),
                created: 100,
                public: true,
                pace: Default::default(),
                spectator_chat: false,
                rated: false,
            },
            claimed: claimed.to_vec(),
        }
    }

    #[test]
    fn tables_nobody_came_to_are_left_out_and_the_rest_are_open_or_playing() {
        let tables = [
            table("unvisited", &["human", "human", "hard"], &[]),
            table("open", &["human", "human", "hard"], &[0]),
            table("full", &["human", "human", "easy"], &[1, 0]),
        ];
        let list = List::of(&tables, &[], 160);
        assert_eq!(list.open.len(), 1);
        assert_eq!(list.playing.len(), 1);
        let open = &list.open[0];
        assert_eq!((open.id.as_str(), open.free, open.people), ("open", 1, 1));
        assert_eq!(open.bots, vec!["hard".to_string()]);
        assert_eq!(list.playing[0].id, "full");
        assert_eq!(list.now, 160);
    }

    #[test]
    fn each_entry_names_its_people_with_their_ratings() {
        let tables = [
            table("open", &["human", "human"], &[0]),
            table("other", &["human", "human"], &[1]),
        ];
        let person = |table: &str, seat, rating: Option<f64>| SeatPerson {
            table_id: table.to_string(),
            seat,
            name: "<b>Ann</b>".to_string(),
            username: None,
            rating: rating.map(|rating| crate::store::Rating {
                rating,
                deviation: 80.0,
                volatility: 0.06,
                games: 3,
            }),
            change: None,
        };
        let people = [person("open", 0, Some(1612.4)), person("other", 1, None)];
        let list = List::of(&tables, &people, 0);
        let seated = |id: &str| {
            let entry = list.open.iter().find(|e| e.id == id).unwrap();
            entry
                .seated
                .iter()
                .map(|s| (s.seat, s.rating))
                .collect::<Vec<_>>()
        };
        assert_eq!(seated("open"), vec![(0, Some(1612))]);
        assert_eq!(seated("other"), vec![(1, None)]);
    }

    #[test]
    fn the_list_never_carries_a_token_or_a_seed() {
        let tables = [table("open", &["human", "human"], &[0])];
        let text = to_json(&List::of(&tables, &[], 0));
        assert!(!text.contains("secret"), "{text}");
        assert!(!text.contains("seed"), "{text}");
    }
}
