//! Companion update time (issue 18, figures): over recorded matches of bots, 3 to 5
//! players, fixed seeds, every seat's current game is entered as companion records (the
//! sightings and calls its online intake read, turned back into what a person writes
//! down), and after every step the whole session is answered as the web companion sends it
//! (`companion::answer`: JSON read, every record checked, the contradiction check, the
//! notebook, its facts with their smallest reasons and the clue sheet as JSON). Timed with
//! `Instant` as the fastest of a few runs; prints the median, the p99 and the slowest
//! update per table size, with the seat and step of the worst point.

use serde_json::json;
use whodunit_engine::conformance::notebook_timing::{fastest, summary, Update};
use whodunit_engine::{play_seen, Bot, Game, GameRng, Seat, Viewer};
use whodunit_inkognito::companion::{answer, Record, Session};
use whodunit_inkognito::notebook::{Intake, Seen};
use whodunit_inkognito::{bots, Agent, Config, Inkognito, Shown, View};

const MATCHES: u64 = 10;
const REPEATS: usize = 3;
const LIMIT: usize = 100_000;

/// The session a person at the seat viewing `view` would have written for the game the
/// intake read: one record per sighting and call.
fn session(view: &View, intake: &Intake) -> Option<Session> {
    let Viewer::Seat(me) = view.viewer else {
        return None;
    };
    let mine = view
        .agents
        .iter()
        .find(|a| a.agent == Agent::Seat(me))
        .and_then(|a| a.identity.zip(a.fragment));
    let mut session = Session::new(view.players, me, view.ambassador_seat, mine).ok()?;
    let shown = |seen: Seen| match seen {
        Seen::Pair(pair) => Shown::Pair(pair),
        Seen::Black(card) => Shown::Black(card),
    };
    for s in &intake.sightings {
        session.records.push(if s.from == Agent::Seat(me) {
            Record::Showed {
                round: s.round,
                location: s.location,
                kind: s.kind,
                to: s.to,
                shown: shown(s.seen),
            }
        } else {
            Record::Saw {
                round: s.round,
                location: s.location,
                kind: s.kind,
                from: s.from,
                to: (s.to != me).then_some(s.to),
                shown: shown(s.seen),
            }
        });
    }
    for c in &intake.calls {
        session.records.push(Record::Call {
            round: c.round,
            caller: c.caller,
            number: c.number,
            correct: c.correct,
            with: c.other,
        });
    }
    Some(session)
}

fn updates(players: usize) -> (Vec<Update>, usize) {
    let mut updates = Vec::new();
    let mut longest = 0;
    for seed in 0..MATCHES {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let mut bots: Vec<Box<dyn Bot<Inkognito>>> = (0..players)
            .map(|s| bots::by_level("hard", Seat(s as u8)).expect("a level"))
            .collect();
        let mut rngs: Vec<GameRng> = (0..players as u64)
            .map(|s| GameRng::new(GameRng::derive(seed, s)))
            .collect();
        let seen = play_seen::<Inkognito>(&mut state, &mut bots, &mut rngs, LIMIT)
            .expect("bots play legal actions");
        for (seat, seen) in seen.iter().enumerate() {
            let mut intake = Intake::default();
            for (step, at) in seen.steps.iter().enumerate() {
                for event in &at.events {
                    intake.observe(event);
                }
                if !at.view.winners.is_empty() {
                    continue;
                }
                let Some(session) = session(&at.view, &intake) else {
                    continue;
                };
                longest = longest.max(session.records.len());
                let request = json!(session);
                let report = fastest(REPEATS, || {
                    let _ = std::hint::black_box(answer(&request));
                });
                assert!(
                    answer(&request).is_ok(),
                    "seed {seed} seat {seat} step {step}"
                );
                updates.push(Update {
                    time: report,
                    report,
                    seed,
                    seat,
                    step: step + 1,
                });
            }
        }
    }
    (updates, longest)
}

fn main() {
    println!("Inkognito companion: a whole session answered after every step, {MATCHES} matches of hard bots per size, every seat");
    for players in 3..=5 {
        let (updates, longest) = updates(players);
        println!(
            "{players} players: {} updates, longest session {longest} records, {}",
            updates.len(),
            summary(&updates, |u| u.time)
        );
    }
}
