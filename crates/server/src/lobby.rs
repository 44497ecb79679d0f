//! The tables this server runs: creating them, finding them, and bringing them back from
//! the store on start.
//!
//! The map from id to [`TableHandle`] is the only shared mutable thing, and it holds
//! handles, not games: each game belongs to its table task.
//!
//! With a shared store (several instances), this instance drives the tables whose lease it
//! holds: those it created, those it opened while nobody held them, and those whose owner
//! stopped renewing (it died). A task renews the leases and takes over orphaned tables;
//! another passes the store's announcements of appends to the tables open here.

use crate::clock::{self, Clock, Pace};
use crate::frames;
use crate::games::Games;
use crate::history::History;
use crate::listing::{self, Listing};
use crate::store::{
    Appended, RematchAnswer, SeatPlayer, Store, StoreError, StoredTable, TableHeader,
};
use crate::table::{self, TableHandle, Timing};
use crate::tokens;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, RwLock, Weak};
use std::time::Duration;
use thiserror::Error;
use tokio::sync::mpsc;
use whodunit_engine::{GameKind, Seat, Table};

pub struct Lobby {
    pub games: Games,
    store: Arc<dyn Store>,
    tables: RwLock<HashMap<String, TableHandle>>,
    timing: Timing,
    /// Held while a table is loaded back from the store, so it is loaded once.
    reloading: tokio::sync::Mutex<()>,
    /// This instance's name in the leases of a shared store.
    instance: String,
    /// The public tables, as the lobby page lists them.
    pub listing: Listing,
}

/// What `GET /api/tables/{id}/record` finds.
pub enum Record {
    Unknown,
    /// The game goes on: the record would give its secrets away.
    Running,
    Finished(Value),
}

/// A `POST /api/tables` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    pub game: String,
    /// Must equal the number of seats when given.
    #[serde(default)]
    pub players: Option<usize>,
    pub seats: Vec<SeatRequest>,
    /// Laid over the game's default configuration.
    #[serde(default)]
    pub options: Value,
    /// Listed in the lobby once a person sits down, so that anyone may take a free seat.
    #[serde(default)]
    pub public: bool,
    /// The time each person has per decision (none by default).
    #[serde(default)]
    pub clock: Clock,
    /// The bot level that plays for a person whose time ran out or who went away; the
    /// game's middle level by default.
    #[serde(default)]
    pub stand_in: Option<String>,
    /// Spectators' chat lines reach the seats too (by default only other spectators).
    #[serde(default)]
    pub spectator_chat: bool,
    /// Rated when it ends; a rated table seats only people.
    #[serde(default)]
    pub rated: bool,
}

#[derive(Debug, Deserialize)]
#[serde(tag = "player", rename_all = "snake_case")]
pub enum SeatRequest {
    Human,
    /// Without a level, the game's strongest.
    Bot {
        #[serde(default)]
        level: Option<String>,
    },
}

/// The answer to a created table: the links to hand out.
#[derive(Debug, Serialize)]
pub struct Created {
    pub id: String,
    pub seats: Vec<CreatedSeat>,
    pub spectator_link: String,
}

#[derive(Debug, Serialize)]
pub struct CreatedSeat {
    pub seat: u8,
    pub player: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

#[derive(Debug, Error)]
pub enum CreateError {
    /// The request is wrong; the message says how.
    #[error("{0}")]
    Bad(String),
    /// The store could not save the table.
    #[error("the table could not be saved: {0}")]
    Store(String),
}

fn bad(message: impl Into<String>) -> CreateError {
    CreateError::Bad(message.into())
}

/// A seat handed to a visitor of the lobby: its link plays it.
#[derive(Debug, Serialize)]
pub struct TakenSeat {
    pub seat: u8,
    pub link: String,
}

#[derive(Debug, Error)]
pub enum TakeError {
    /// No such table, or not a public one (a private table's seats go by invitation only,
    /// and saying which would tell a stranger that the id exists).
    #[error("there is no public table {0:?}")]
    NotListed(String),
    #[error("the game at this table is over")]
    Over,
    #[error("every seat for a person at this table is taken")]
    Full,
    #[error("the seat could not be saved: {0}")]
    Store(String),
}

impl Lobby {
    /// A lobby with every unfinished table of the store rebuilt and running (with a shared
    /// store: every one nobody else drives); finished ones are loaded when someone asks for
    /// them. A table that cannot be rebuilt is reported and left out; it stays in the store
    /// untouched.
    pub async fn load(
        games: Games,
        store: Arc<dyn Store>,
        timing: Timing,
    ) -> Result<Arc<Lobby>, StoreError> {
        let lobby = Arc::new(Lobby {
            games,
            store: store.clone(),
            tables: RwLock::new(HashMap::new()),
            timing,
            reloading: tokio::sync::Mutex::new(()),
            instance: tokens::new_token(),
            listing: Listing::start(store.clone()).await,
        });
        if store.shared() {
            // Listen before loading, so that no append falls between the two.
            if let Some(announcements) = store.subscribe().await? {
                tokio::spawn(pass_announcements(Arc::downgrade(&lobby), announcements));
            }
            let count = lobby.take_orphans().await?;
            tracing::info!(tables = count, instance = %lobby.instance, "tables taken over from the store");
            tokio::spawn(keep_leases(Arc::downgrade(&lobby)));
            return Ok(lobby);
        }
        let stored = store.load_unfinished().await?;
        let count = stored.len();
        for table in stored {
            if let Some(handle) = lobby.rebuild(table, true).await {
                lobby.insert(handle);
            }
        }
        tracing::info!(tables = count, "unfinished tables loaded from the store");
        Ok(lobby)
    }

    /// Claims every table nobody drives and drives it; how many were taken.
    async fn take_orphans(&self) -> Result<usize, StoreError> {
        let mut taken = 0;
        for id in self.store.orphaned().await? {
            if self.claim(&id).await {
                if let Some(table) = self.open(&id).await {
                    table.set_driving(true);
                    taken += 1;
                    tracing::info!(table = %id, instance = %self.instance, "took the table over");
                }
            }
        }
        Ok(taken)
    }

    /// Renews this instance's leases: a table whose lease was lost (it expired, and another
    /// instance took it) stops driving, and a finished one gives its lease up.
    async fn renew_leases(&self) -> Result<(), StoreError> {
        let held = self.store.renew(&self.instance, self.timing.lease).await?;
        for table in self.tables() {
            if !table.is_driving() {
                continue;
            }
            if table.status().over {
                table.set_driving(false);
                self.store.release(&table.id, &self.instance).await?;
            } else if !held.iter().any(|id| **id == *table.id) {
                // Claimed after the renewal began, or lost: the lease row says which.
                table.set_driving(self.claim(&table.id).await);
            }
        }
        Ok(())
    }

    /// Whether this instance holds `id`'s lease after trying to take it.
    async fn claim(&self, id: &str) -> bool {
        match self
            .store
            .claim(id, &self.instance, self.timing.lease)
            .await
        {
            Ok(held) => held,
            Err(error) => {
                tracing::warn!(table = %id, %error, "cannot claim the table's lease");
                false
            }
        }
    }

    /// Gives up every lease this instance holds, so that others take its tables over at
    /// once (a clean stop).
    pub async fn release_leases(&self) {
        for table in self.tables().into_iter().filter(TableHandle::is_driving) {
            table.set_driving(false);
            if let Err(error) = self.store.release(&table.id, &self.instance).await {
                tracing::warn!(table = %table.id, %error, "cannot release the lease");
            }
        }
    }

    /// Replays a stored table and starts its task; `None` (and a log line) if it cannot be.
    async fn rebuild(&self, table: StoredTable, driving: bool) -> Option<TableHandle> {
        let id = table.header.id.clone();
        let Some(kind) = self.games.get(&table.header.game) else {
            tracing::error!(table = %id, game = %table.header.game, "not rebuilt: unknown game");
            return None;
        };
        // Replaying a long log is CPU work: keep it off the async threads.
        let rebuilt = tokio::task::spawn_blocking({
            let kind = kind.clone();
            move || History::replay(&kind, &table).map(|history| (table.header, history))
        })
        .await;
        let (header, history) = match rebuilt {
            Ok(Ok(rebuilt)) => rebuilt,
            Ok(Err(error)) => {
                tracing::error!(table = %id, %error, "not rebuilt");
                return None;
            }
            Err(error) => {
                tracing::error!(table = %id, %error, "not rebuilt: replay panicked");
                return None;
            }
        };
        table::spawn(
            header,
            kind,
            history,
            self.store.clone(),
            self.timing,
            driving,
        )
        .map_err(|error| tracing::error!(table = %id, %error, "not rebuilt"))
        .ok()
    }

    /// The running table `id`, loaded back from the store if its task had stopped.
    pub async fn open(&self, id: &str) -> Option<TableHandle> {
        if let Some(table) = self.get(id).filter(TableHandle::is_running) {
            return Some(table);
        }
        let _loading = self.reloading.lock().await;
        if let Some(table) = self.get(id).filter(TableHandle::is_running) {
            return Some(table);
        }
        let stored = match self.store.load(id).await {
            Ok(stored) => stored?,
            Err(error) => {
                tracing::error!(table = %id, %error, "cannot load");
                return None;
            }
        };
        // A table nobody else drives is driven by the instance its players come to.
        let driving = self.claim(id).await;
        let handle = self.rebuild(stored, driving).await?;
        tracing::debug!(table = %id, "loaded back from the store");
        self.insert(handle.clone());
        Some(handle)
    }

    fn insert(&self, handle: TableHandle) {
        if handle.public && !handle.status().over {
            // A public table leaves the lobby's list when its game ends.
            let mut status = handle.watch();
            let pulses = self.listing.pulser();
            tokio::spawn(async move {
                if status.wait_for(|status| status.over).await.is_ok() {
                    pulses.pulse();
                }
            });
        }
        let mut tables = self.tables.write().unwrap_or_else(|e| e.into_inner());
        tables.insert(handle.id.to_string(), handle);
    }

    /// A person has come to `seat` of `table` (through its link): their clock may run
    /// from then on, a public table is listed, and that seat is no longer free.
    pub async fn came(&self, table: &TableHandle, seat: Seat) {
        match self
            .store
            .claim_seat(&table.id, seat.0, clock::now_ms())
            .await
        {
            Ok(true) if table.public => self.listing.pulse(),
            Ok(_) => {}
            Err(error) => tracing::warn!(table = %table.id, %error, "cannot note a seat taken"),
        }
    }

    /// Hands the first free seat for a person at the public table `id` to a visitor.
    pub async fn take_seat(&self, id: &str) -> Result<TakenSeat, TakeError> {
        let table = self
            .open(id)
            .await
            .filter(|table| table.public)
            .ok_or_else(|| TakeError::NotListed(id.to_string()))?;
        if table.status().over {
            return Err(TakeError::Over);
        }
        for (seat, token) in table.human_seats() {
            let taken = self
                .store
                .claim_seat(id, seat.0, clock::now_ms())
                .await
                .map_err(|e| TakeError::Store(e.to_string()))?;
            if taken {
                self.listing.pulse();
                return Ok(TakenSeat {
                    seat: seat.0,
                    link: seat_link(id, token),
                });
            }
        }
        Err(TakeError::Full)
    }

    /// The game record of a table (docs/records.md), once its game is over (CL-INFO-12):
    /// before that its seed and hands are secret.
    pub async fn record(&self, id: &str) -> Result<Record, StoreError> {
        let Some(table) = self.open(id).await else {
            return Ok(Record::Unknown);
        };
        if !table.status().over {
            return Ok(Record::Running);
        }
        let Some(stored) = self.store.load(id).await? else {
            return Ok(Record::Unknown);
        };
        let header = stored.header;
        let seats: Vec<Value> = table
            .public_seats()
            .iter()
            .map(|seat| json!({ "name": format!("seat {}", seat.seat.0), "player": seat.player }))
            .collect();
        let actions: Vec<Value> = stored
            .actions
            .into_iter()
            .map(|step| json!({ "seat": step.seat, "action": step.action }))
            .collect();
        Ok(Record::Finished(json!({
            "game": header.game,
            "config": header.config,
            "seed": header.seed,
            "seats": seats,
            "actions": actions,
        })))
    }

    /// The store the tables are kept in (people use it too).
    pub(crate) fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// The table `id` as last started, running or not: see [`Lobby::open`].
    fn get(&self, id: &str) -> Option<TableHandle> {
        let tables = self.tables.read().unwrap_or_else(|e| e.into_inner());
        tables.get(id).cloned()
    }

    /// Every live table (for tools).
    pub fn tables(&self) -> Vec<TableHandle> {
        let tables = self.tables.read().unwrap_or_else(|e| e.into_inner());
        tables.values().cloned().collect()
    }

    /// Checks a request, saves the new table and starts it.
    pub async fn create(&self, request: CreateTable) -> Result<Created, CreateError> {
        let kind = self.games.get(&request.game).ok_or_else(|| {
            let names: Vec<&str> = self.games.iter().map(|k| k.name()).collect();
            bad(format!(
                "unknown game {:?}; this server offers {}",
                request.game,
                names.join(", ")
            ))
        })?;
        let players = request.seats.len();
        if let Some(stated) = request.players {
            if stated != players {
                return Err(bad(format!(
                    "players is {stated} but {players} seats are listed"
                )));
            }
        }
        // The game checks the number of players first, before any token is drawn.
        let config = kind
            .config(players, &request.options)
            .map_err(|e| bad(e.to_string()))?;
        let levels = kind.bot_levels();
        let seats = request
            .seats
            .iter()
            .enumerate()
            .map(|(index, seat)| match seat {
                SeatRequest::Human => Ok(SeatPlayer::Human {
                    token: tokens::new_token(),
                }),
                SeatRequest::Bot { level } => {
                    let level = match level {
                        Some(level) => level.clone(),
                        None => levels.last().map(|l| l.to_string()).unwrap_or_default(),
                    };
                    checked_level(&*kind, level)
                        .map(|level| SeatPlayer::Bot { level })
                        .map_err(|message| bad(format!("seat {index}: {message}")))
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        if request.rated
            && request
                .seats
                .iter()
                .any(|s| matches!(s, SeatRequest::Bot { .. }))
        {
            return Err(bad(
                "a rated table seats only people: every seat must be {\"player\": \"human\"}",
            ));
        }
        let pace = Pace {
            clock: request.clock.check().map_err(bad)?,
            stand_in: match request.stand_in {
                Some(level) => checked_level(&*kind, level).map_err(bad)?,
                None => clock::default_stand_in(levels),
            },
        };
        let seed = tokens::new_seed();
        let initial = kind
            .new_table(&config, seed)
            .map_err(|e| bad(e.to_string()))?;
        if initial.seat_count() != players {
            return Err(bad(format!(
                "the options make a game of {} seats, but {players} seats are listed",
                initial.seat_count()
            )));
        }
        let header = TableHeader {
            id: tokens::new_token(),
            game: kind.name().to_string(),
            config,
            seed,
            seats,
            created: listing::unix_now(),
            public: request.public,
            pace,
            spectator_chat: request.spectator_chat,
            rated: request.rated,
        };
        let created = created(&header);
        let handle = self.start(header, kind, initial, &[]).await?;
        tracing::info!(table = %created.id, game = %handle.game, players, "table created");
        Ok(created)
    }

    /// Leases, saves and starts a new table.
    async fn start(
        &self,
        header: TableHeader,
        kind: Arc<dyn GameKind>,
        initial: Box<dyn Table>,
        people: &[u8],
    ) -> Result<TableHandle, CreateError> {
        // Leased before it is saved: no other instance ever sees the new table unleased.
        let driving = self.claim(&header.id).await;
        if let Err(error) = self.store.create_table(&header).await {
            if driving {
                let _ = self.store.release(&header.id, &self.instance).await;
            }
            return Err(CreateError::Store(error.to_string()));
        }
        // Seats whose people are known already are theirs from the start, before the
        // table's task reads the claims: their clocks run from now.
        let now = clock::now_ms();
        for &seat in people {
            if let Err(error) = self.store.claim_seat(&header.id, seat, now).await {
                tracing::warn!(table = %header.id, %error, "cannot note a seat taken");
            }
        }
        if header.public && !people.is_empty() {
            self.listing.pulse();
        }
        let handle = table::spawn(
            header,
            kind,
            History::new(initial),
            self.store.clone(),
            self.timing,
            driving,
        )
        .map_err(bad)?;
        self.insert(handle.clone());
        Ok(handle)
    }

    /// The finished table `id` and the seat of `token` there, what a rematch is asked of.
    async fn finished_seat(
        &self,
        id: &str,
        token: &str,
    ) -> Result<(TableHandle, Seat), RematchError> {
        let table = self
            .open(id)
            .await
            .ok_or_else(|| RematchError::Unknown(id.to_string()))?;
        let seat = table.seat_of(token).ok_or(RematchError::NotASeat)?;
        if !table.status().over {
            return Err(RematchError::NotOver);
        }
        Ok((table, seat))
    }

    /// The seat of `token` at the rematch of the finished table `id`: the rematch is set up
    /// by the first person who asks (same game, options, seats and bot levels, a new seed
    /// and new tokens), and every person at the table is told of it.
    pub async fn rematch(&self, id: &str, token: &str) -> Result<TakenSeat, RematchError> {
        let (table, seat) = self.finished_seat(id, token).await?;
        let rematch_id = match self.store.rematch_of(id).await.map_err(failed)? {
            Some(existing) => existing,
            None => self.offer_rematch(&table).await?,
        };
        let rematch = self.open(&rematch_id).await.ok_or(RematchError::NotReady)?;
        let answer = self
            .store
            .answer_rematch(&rematch_id, seat.0, RematchAnswer::Join, clock::now_ms())
            .await
            .map_err(failed)?;
        if answer == RematchAnswer::Leave {
            return Err(RematchError::Left);
        }
        let (_, token) = rematch
            .human_seats()
            .find(|(taken, _)| *taken == seat)
            .ok_or(RematchError::NotReady)?;
        Ok(TakenSeat {
            seat: seat.0,
            link: seat_link(&rematch_id, token),
        })
    }

    /// The person of `token` at the finished table `id` leaves its rematch: a bot (the
    /// table's stand-in level) plays their seat there to the end, and they cannot join it
    /// any more. Asking again changes nothing.
    pub async fn leave_rematch(&self, id: &str, token: &str) -> Result<(), RematchError> {
        let (_, seat) = self.finished_seat(id, token).await?;
        let rematch_id = self
            .store
            .rematch_of(id)
            .await
            .map_err(failed)?
            .ok_or(RematchError::NoRematch)?;
        let answer = self
            .store
            .answer_rematch(&rematch_id, seat.0, RematchAnswer::Leave, clock::now_ms())
            .await
            .map_err(failed)?;
        if answer == RematchAnswer::Join {
            return Err(RematchError::Joined);
        }
        // This instance's copy reads the seats again now; the store tells the others.
        if let Some(rematch) = self.open(&rematch_id).await {
            rematch.reread_seats();
        }
        tracing::info!(table = %id, rematch = %rematch_id, %seat, "a person left the rematch");
        Ok(())
    }

    /// The id of the rematch of table `id`, once someone asked for it.
    pub async fn rematch_of(&self, id: &str) -> Result<Option<String>, StoreError> {
        self.store.rematch_of(id).await
    }

    /// Sets up the rematch of `table`, unless another request did first; its id.
    async fn offer_rematch(&self, table: &TableHandle) -> Result<String, RematchError> {
        let old = self
            .store
            .load(&table.id)
            .await
            .map_err(failed)?
            .ok_or_else(|| RematchError::Unknown(table.id.to_string()))?
            .header;
        let kind = self.games.get(&old.game).ok_or_else(|| {
            RematchError::Failed(format!("the game {:?} is not offered", old.game))
        })?;
        let seed = tokens::new_seed();
        let initial = kind
            .new_table(&old.config, seed)
            .map_err(|e| RematchError::Failed(e.to_string()))?;
        let header = TableHeader {
            id: tokens::new_token(),
            seed,
            seats: old
                .seats
                .iter()
                .map(|player| match player {
                    SeatPlayer::Human { .. } => SeatPlayer::Human {
                        token: tokens::new_token(),
                    },
                    bot @ SeatPlayer::Bot { .. } => bot.clone(),
                })
                .collect(),
            created: listing::unix_now(),
            ..old
        };
        // The people who came to the finished table are the rematch's: their seats are
        // never offered to strangers, and a person who leaves instead of joining is played
        // by the stand-in bot once their clock or absence runs out, as at any table.
        let people: Vec<u8> = self
            .store
            .claims(&table.id)
            .await
            .map_err(failed)?
            .iter()
            .map(|claim| claim.seat)
            .collect();
        let recorded = self
            .store
            .offer_rematch(&table.id, &header.id)
            .await
            .map_err(failed)?;
        if recorded != header.id {
            return Ok(recorded);
        }
        let id = header.id.clone();
        self.start(header, kind, initial, &people)
            .await
            .map_err(|e| RematchError::Failed(e.to_string()))?;
        tracing::info!(table = %table.id, rematch = %id, "rematch set up");
        table.announce(frames::rematch(&id));
        Ok(id)
    }
}

/// Why a rematch was not given.
#[derive(Debug, Error)]
pub enum RematchError {
    #[error("there is no table {0:?}")]
    Unknown(String),
    #[error("this token is not a seat of this table")]
    NotASeat,
    #[error("the game is not over yet")]
    NotOver,
    #[error("the rematch is being set up; try again in a moment")]
    NotReady,
    #[error("nobody has asked for a rematch of this table")]
    NoRematch,
    #[error("you left this rematch: a bot plays your seat there")]
    Left,
    #[error("you joined this rematch already: play your seat there")]
    Joined,
    #[error("the rematch could not be set up: {0}")]
    Failed(String),
}

fn failed(error: StoreError) -> RematchError {
    RematchError::Failed(error.to_string())
}

/// Renews leases and takes orphaned tables over, a few times per lease, until the lobby
/// is gone.
async fn keep_leases(lobby: Weak<Lobby>) {
    let Some(period) = lobby
        .upgrade()
        .map(|lobby| lease_check_period(lobby.timing.lease))
    else {
        return;
    };
    let mut ticks = tokio::time::interval(period);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let Some(lobby) = lobby.upgrade() else {
            return;
        };
        if let Err(error) = lobby.renew_leases().await {
            tracing::warn!(%error, "cannot renew the leases");
        }
        if let Err(error) = lobby.take_orphans().await {
            tracing::warn!(%error, "cannot look for tables to take over");
        }
    }
}

/// Leases are renewed three times per lease, so that one slow renewal does not lose them,
/// and at least every two seconds, so that a table released by a clean stop is soon taken.
fn lease_check_period(lease: Duration) -> Duration {
    (lease / 3).clamp(Duration::from_millis(50), Duration::from_secs(2))
}

/// Tells each table open here of the appends the store announces, until the lobby is gone.
async fn pass_announcements(lobby: Weak<Lobby>, mut announcements: mpsc::Receiver<Appended>) {
    while let Some(appended) = announcements.recv().await {
        let Some(lobby) = lobby.upgrade() else {
            return;
        };
        match appended {
            Appended::Action { table, seq } => {
                if let Some(table) = lobby.get(&table).filter(|t| t.status().seq < seq) {
                    table.catch_up(seq);
                }
            }
            Appended::Chat { table, n } => {
                if let Some(table) = lobby.get(&table) {
                    table.chat_catch_up(n);
                }
            }
            Appended::Seats { table } => {
                if let Some(table) = lobby.get(&table) {
                    table.reread_seats();
                }
            }
            Appended::Resync => {
                for table in lobby.tables() {
                    table.catch_up(u64::MAX);
                    table.chat_catch_up(u64::MAX);
                }
            }
        }
    }
}

fn created(header: &TableHeader) -> Created {
    let id = &header.id;
    Created {
        id: id.clone(),
        seats: header
            .seats
            .iter()
            .enumerate()
            .map(|(index, player)| {
                let token = match player {
                    SeatPlayer::Human { token } => Some(token.clone()),
                    SeatPlayer::Bot { .. } => None,
                };
                CreatedSeat {
                    seat: index as u8,
                    player: player.public_label(),
                    link: token.as_deref().map(|token| seat_link(id, token)),
                    token,
                }
            })
            .collect(),
        spectator_link: format!("/table/{id}"),
    }
}

/// `level` if `kind` has a bot of that level (or of its former name: the game's factory
/// decides), or why not.
fn checked_level(kind: &dyn GameKind, level: String) -> Result<String, String> {
    if kind.new_bot(&level, Seat(0), 0).is_some() {
        Ok(level)
    } else {
        Err(format!(
            "{} has no bot level {level:?}; the levels are {}",
            kind.name(),
            kind.bot_levels().join(", ")
        ))
    }
}

/// The link that plays one seat of table `id`.
pub(crate) fn seat_link(id: &str, token: &str) -> String {
    format!("/table/{id}?seat={token}")
}
