//! `whodunit replay`: a record's events as one viewer saw them, and its outcome.

use anyhow::Context;
use std::path::Path;
use whodunit_engine::{replay, Game, Record, ReplayError, Seat, Viewer};

/// A game whose events the terminal can print.
pub trait LogGame: Game {
    /// Lines that tell what setup dealt, as the viewer of `view` (the game before its first
    /// action) sees it, for games whose first deal no event reports (default: none).
    fn opening(_view: &Self::View) -> Vec<String> {
        Vec::new()
    }

    /// One event as a line of the game log, as the viewer of `view` sees it.
    fn event_line(view: &Self::View, event: &Self::Event) -> String;
}

/// A replay stopped by an illegal action: the exit code tells scripts apart from I/O errors.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refused(ReplayError);

fn parse_viewer(text: &str) -> anyhow::Result<Viewer> {
    match text {
        "spectator" => Ok(Viewer::Spectator),
        "omniscient" | "all" => Ok(Viewer::Omniscient),
        seat => seat
            .parse::<u8>()
            .map(|s| Viewer::Seat(Seat(s)))
            .map_err(|_| {
                anyhow::anyhow!(
                    "--viewer is a seat number, `spectator` or `omniscient`, not {seat:?}"
                )
            }),
    }
}

/// One game's replay of a record read as JSON, through the eyes of a viewer.
pub type Replay = fn(serde_json::Value, Viewer) -> anyhow::Result<()>;

/// Replays the record in `file` with the replay of the game it names, among `games`
/// (name and replay, as the registry lists them).
pub fn run(file: &Path, viewer: &str, games: &[(&str, Replay)]) -> anyhow::Result<()> {
    let viewer = parse_viewer(viewer)?;
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let value: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", file.display()))?;
    let game = value
        .get("game")
        .and_then(|g| g.as_str())
        .unwrap_or_default();
    let Some((_, replay)) = games.iter().find(|(name, _)| *name == game) else {
        let names: Vec<&str> = games.iter().map(|(name, _)| *name).collect();
        anyhow::bail!(
            "unknown game {game:?} in {}; records name one of: {}",
            file.display(),
            names.join(", ")
        );
    };
    replay(value, viewer)
}

/// The replay of one game's records: each event as the viewer saw it, then the outcome.
pub fn replay_record<G: LogGame>(value: serde_json::Value, viewer: Viewer) -> anyhow::Result<()> {
    let record: Record<G::Config, G::Action> = serde_json::from_value(value)
        .with_context(|| format!("not a valid {} record (see docs/records.md)", G::NAME))?;
    // A setup the rules refuse is reported by the replay itself, with its rule id.
    if let Ok(state) = G::setup(&record.config, record.seed) {
        if let Viewer::Seat(seat) = viewer {
            anyhow::ensure!(
                seat.index() < G::seat_count(&state),
                "--viewer {} is not a seat of this game",
                seat.0
            );
        }
        for line in G::opening(&G::view(&state, viewer)) {
            println!("{line}");
        }
    }
    let state = replay::<G>(&record, |step| {
        let view = G::view(step.state, viewer);
        for event in &step.events {
            if let Some(seen) = G::redact(event, viewer) {
                println!("{}", G::event_line(&view, &seen));
            }
        }
    })
    .map_err(Refused)?;
    match G::outcome(&state) {
        Some(outcome) => println!("outcome: {}", serde_json::to_string(&outcome)?),
        None => println!("outcome: the game is not over"),
    }
    Ok(())
}
