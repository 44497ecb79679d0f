//! A finished game's key moments, for every seat (`GET /api/tables/{id}/moments`,
//! docs/protocol.md, "Key moments"): each seat's certainty after every step and the steps
//! it could have known and acted, from the game's own `Game::moments`. Worked out once per
//! loaded table on the blocking pool, from copies of its steps, and kept; refused while the
//! game runs, since a seat's certainty tells what it has seen.

use crate::history::History;
use serde::Serialize;
use std::sync::Arc;
use tokio::sync::{oneshot, OnceCell};
use whodunit_engine::{Goal, Moments, Seat, Table};

/// A table's moments as JSON once worked out, shared by the requests that wait for them.
pub type Cache = Arc<OnceCell<Arc<str>>>;

/// Why no moments were sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The game is still being played.
    NotOver,
    /// Working them out failed (a panic in the game's code).
    Failed,
}

pub type Reply = oneshot::Sender<Result<Arc<str>, Refusal>>;

/// The JSON body: the number of steps and, for each seat, its moments.
#[derive(Serialize)]
struct Body {
    steps: usize,
    seats: Vec<SeatMoments>,
}

#[derive(Serialize)]
struct SeatMoments {
    seat: Seat,
    /// Rounded to thousandths: enough for a chart, a third of the bytes.
    certainty: Vec<f64>,
    goals: Vec<Goal>,
}

/// Answers a request in the table's task: refused while the game runs, else from the
/// cache, worked out first (on the blocking pool, from copies of the steps) if nobody has.
pub fn answer(history: &History, cache: &Cache, reply: Reply) {
    if !history.is_over() {
        let _ = reply.send(Err(Refusal::NotOver));
        return;
    }
    if let Some(body) = cache.get() {
        let _ = reply.send(Ok(body.clone()));
        return;
    }
    let Some(initial) = history.at(0).map(|table| table.clone_table()) else {
        let _ = reply.send(Err(Refusal::Failed));
        return;
    };
    let steps: Vec<Box<dyn Table>> = history
        .steps()
        .iter()
        .map(|step| step.after.clone_table())
        .collect();
    let cache = cache.clone();
    tokio::spawn(async move {
        let body = cache
            .get_or_try_init(|| async move {
                tokio::task::spawn_blocking(move || body(&*initial, &steps)).await
            })
            .await;
        let _ = reply.send(body.cloned().map_err(|error| {
            tracing::error!(%error, "key moments failed");
            Refusal::Failed
        }));
    });
}

/// The moments of every seat of a game set up as `initial` and played through `steps`.
fn body(initial: &dyn Table, steps: &[Box<dyn Table>]) -> Arc<str> {
    let steps: Vec<&dyn Table> = steps.iter().map(|step| &**step).collect();
    let seats = (0..initial.seat_count())
        .map(|s| Seat(s as u8))
        .filter_map(|seat| {
            let Moments { certainty, goals } = initial.moments(seat, &steps)?;
            let certainty = certainty
                .iter()
                .map(|c| (c * 1000.0).round() / 1000.0)
                .collect();
            Some(SeatMoments {
                seat,
                certainty,
                goals,
            })
        })
        .collect();
    let body = Body {
        steps: steps.len(),
        seats,
    };
    serde_json::to_string(&body)
        .expect("moments serialise")
        .into()
}
