//! Companion update time (issue 18, figures): over recorded games of bots, fixed seeds,
//! every seat's observations are entered as companion records (what a person at the table
//! writes down: tests/common/entry.rs), and after every step the whole session is answered
//! as the web companion sends it (`companion::answer`: JSON read, every record replayed and
//! checked, the notebook from the replayed events, the answer as JSON). Timed with
//! `Instant` as the fastest of a few runs; prints the median, the p99 and the slowest
//! update, with the seat and step of the worst point, and the longest session.

#[path = "../tests/common/entry.rs"]
mod entry;

use entry::Entry;
use serde_json::json;
use whodunit_bakerstreet::companion::{answer, Session};
use whodunit_bakerstreet::{bots, Bakerstreet, Config};
use whodunit_engine::conformance::notebook_timing::{fastest, summary, Update};
use whodunit_engine::{play_seen, Bot, Game, GameRng, Seat};

const GAMES: u64 = 10;
const REPEATS: usize = 3;
const LIMIT: usize = 100_000;

/// Every update over `GAMES` games of bots at `level` in both seats, and the longest
/// session.
fn updates(level: &str) -> (Vec<Update>, usize) {
    let config = Config {
        max_rounds: Some(60),
        ..Config::default()
    };
    let mut updates = Vec::new();
    let mut longest = 0;
    for seed in 0..GAMES {
        let mut state = Bakerstreet::setup(&config, seed).expect("a valid configuration");
        let mut bots: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
            .map(|s| bots::by_level(level, Seat(s as u8)).expect("a level"))
            .collect();
        let mut rngs: Vec<GameRng> = (0..2)
            .map(|s| GameRng::new(GameRng::derive(seed, s)))
            .collect();
        let seen = play_seen::<Bakerstreet>(&mut state, &mut bots, &mut rngs, LIMIT)
            .expect("bots play legal actions");
        for (seat, seen) in seen.iter().enumerate() {
            let me = Seat(seat as u8);
            let hand = seen
                .opening
                .hand
                .iter()
                .flatten()
                .map(|c| c.face())
                .collect();
            let mut session = Session::new(me, seen.opening.active, hand).expect("a set-up");
            session.max_rounds = config.max_rounds;
            let mut entry = Entry::new(me);
            for (step, at) in seen.steps.iter().enumerate() {
                for event in &at.events {
                    entry.take_in(event);
                }
                entry.end_step();
                session.records = entry.records.clone();
                longest = longest.max(session.records.len());
                let request = json!(session);
                let time = fastest(REPEATS, || {
                    let _ = std::hint::black_box(answer(&request));
                });
                assert!(
                    answer(&request).is_ok(),
                    "seed {seed} seat {seat} step {step}"
                );
                updates.push(Update {
                    time,
                    report: time,
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
    println!(
        "Bakerstreet companion: a whole session answered after every step, {GAMES} games per \
         bot level in both seats (at most 60 rounds), both seats' sessions"
    );
    for level in ["hard", "easy"] {
        let (updates, longest) = updates(level);
        println!(
            "{level} bots: {} updates, longest session {longest} records, {}",
            updates.len(),
            summary(&updates, |u| u.time)
        );
    }
}
