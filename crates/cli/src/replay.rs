//! `whodunit replay`: a record's events as one viewer saw them, and its outcome.

use anyhow::Context;
use std::path::Path;
use whodunit_cluedo::Cluedo;
use whodunit_engine::{replay, Game, Record, ReplayError, Seat, Viewer};

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

pub fn run(file: &Path, viewer: &str) -> anyhow::Result<()> {
    let viewer = parse_viewer(viewer)?;
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let value: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", file.display()))?;
    let game = value
        .get("game")
        .and_then(|g| g.as_str())
        .unwrap_or_default();
    match game {
        "cluedo" => {
            let record: Record<<Cluedo as Game>::Config, <Cluedo as Game>::Action> =
                serde_json::from_value(value).context("not a valid Cluedo record")?;
            replay_cluedo(&record, viewer)
        }
        other => anyhow::bail!("unknown game {other:?} in {}", file.display()),
    }
}

fn replay_cluedo(
    record: &Record<<Cluedo as Game>::Config, <Cluedo as Game>::Action>,
    viewer: Viewer,
) -> anyhow::Result<()> {
    if let Viewer::Seat(seat) = viewer {
        anyhow::ensure!(
            seat.index() < record.config.players.len(),
            "--viewer {} is not a seat of this game",
            seat.0
        );
    }
    let state = replay::<Cluedo>(record, |step| {
        let view = Cluedo::view(step.state, viewer);
        for event in &step.events {
            if let Some(seen) = Cluedo::redact(event, viewer) {
                println!("{}", crate::cluedo::text::event(&view, &seen));
            }
        }
    })
    .map_err(Refused)?;
    match Cluedo::outcome(&state) {
        Some(outcome) => println!("outcome: {}", serde_json::to_string(&outcome)?),
        None => println!("outcome: the game is not over"),
    }
    Ok(())
}
