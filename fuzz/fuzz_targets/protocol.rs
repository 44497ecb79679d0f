//! What the server decodes from a peer: a WebSocket client frame (`ClientFrame::parse`), and
//! with it the action it carries applied to a fresh table of every game; a `POST
//! /api/tables` body (`CreateTable`), checked and set up as the lobby does; a `POST
//! /api/companion/{game}` session (`GameKind::companion`). Nothing may panic, and a refused
//! action leaves its table as it was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use whodunit_engine::{GameKind, Seat, Table};
use whodunit_fuzz::{check_table, fingerprint, viewers};
use whodunit_server::frames::{ClientFrame, ErrorFrame};
use whodunit_server::lobby::{CreateTable, SeatRequest};

struct Fixture {
    kinds: Vec<Box<dyn GameKind>>,
    /// A fresh table of each game, at its default size.
    tables: Vec<Box<dyn Table>>,
}

fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let kinds = whodunit_server::games::all();
        let tables = kinds
            .iter()
            .map(|kind| {
                let players = kind.max_players().min(4).max(kind.min_players());
                let config = kind.config(players, &serde_json::Value::Null).unwrap();
                kind.new_table(&config, 7).unwrap()
            })
            .collect();
        Fixture { kinds, tables }
    })
}

/// A client frame; an action is tried at every game's table by the seat to act.
fn client_frame(text: &str) {
    let frame = match ClientFrame::parse(text) {
        Ok(frame) => frame,
        Err(error) => {
            error.to_frame();
            return;
        }
    };
    let ClientFrame::Action { action, .. } = frame else {
        return;
    };
    for table in &fixture().tables {
        let mut table = table.clone_table();
        let seat = table.to_act().expect("a fresh table has a seat to act");
        let before = fingerprint(&*table);
        match table.apply(seat, &action) {
            Ok(()) => {
                for viewer in viewers(table.seat_count()) {
                    table.last_events(viewer);
                }
                check_table(&*table);
            }
            Err(error) => {
                assert_eq!(
                    before,
                    fingerprint(&*table),
                    "refused ({error}) but changed"
                );
                ErrorFrame::refused(error).to_frame();
            }
        }
    }
}

/// A table request, checked as `Lobby::create` does before it draws tokens and stores.
fn create_table(body: &[u8]) {
    let Ok(request) = serde_json::from_slice::<CreateTable>(body) else {
        return;
    };
    let Some(kind) = fixture()
        .kinds
        .iter()
        .find(|kind| kind.name() == request.game)
    else {
        return;
    };
    let players = request.seats.len();
    if request.players.is_some_and(|stated| stated != players) {
        return;
    }
    let Ok(config) = kind.config(players, &request.options) else {
        return;
    };
    for seat in &request.seats {
        if let SeatRequest::Bot { level: Some(level) } = seat {
            if kind.new_bot(level, Seat(0), 0).is_none() {
                return;
            }
        }
    }
    let Ok(table) = kind.new_table(&config, players as u64) else {
        return;
    };
    if table.seat_count() == players {
        check_table(&*table);
    }
}

/// A companion session, answered by every game that has a companion.
fn companion(body: &[u8]) {
    let Ok(session) = serde_json::from_slice(body) else {
        return;
    };
    for kind in &fixture().kinds {
        kind.companion(&session);
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        client_frame(text);
    }
    create_table(data);
    companion(data);
});
