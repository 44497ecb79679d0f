//! Notebook update time over recorded matches of bots, 3 to 5 players, fixed seeds: after
//! every step, each seat's notebook is built again from its view and every event it was
//! sent (there is no incremental notebook: this is what the server does for a `notebook`
//! request), timed with `Instant` as the fastest of a few runs, so that the machine's
//! hiccups do not count. Prints the median, the p99 and the slowest update per table size,
//! also for the notebook as the JSON a seat receives (its facts and their reasons worked
//! out). The bots are the `hard` ones, or the levels that `INKOGNITO_BENCH_BOTS` lists
//! (seated in turn, e.g. `easy,hard`).

use whodunit_engine::conformance::notebook_timing::{
    fastest, levels_from_env, print_by_size, seated_bots, Update,
};
use whodunit_engine::{play_seen, Game};
use whodunit_inkognito::notebook::Notebook;
use whodunit_inkognito::{bots, Config, Event, Inkognito};

const MATCHES: u64 = 10;

/// Runs of each update; the fastest is kept.
const REPEATS: usize = 3;

/// At most this many actions per match, far above the rules' longest.
const LIMIT: usize = 100_000;

fn updates(players: usize, levels: &[String]) -> Vec<Update> {
    let mut updates = Vec::new();
    for seed in 0..MATCHES {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let (mut bots, mut rngs) = seated_bots(players, levels, seed, bots::by_level);
        let seen = play_seen::<Inkognito>(&mut state, &mut bots, &mut rngs, LIMIT)
            .expect("bots play legal actions");
        for (seat, seen) in seen.iter().enumerate() {
            let mut events: Vec<Event> = Vec::new();
            for (step, at) in seen.steps.iter().enumerate() {
                events.extend(at.events.iter().cloned());
                let time = fastest(REPEATS, || {
                    std::hint::black_box(Notebook::new(&at.view, &events));
                });
                let report = fastest(REPEATS, || {
                    std::hint::black_box(Inkognito::notebook(&at.view, &events));
                });
                updates.push(Update {
                    time,
                    report,
                    seed,
                    seat,
                    step: step + 1,
                });
            }
        }
    }
    updates
}

fn main() {
    let (bots, levels) = levels_from_env("INKOGNITO_BENCH_BOTS", "hard");
    println!("Inkognito notebook built from a seat's view and events, after every step, {MATCHES} matches of {bots} per size, every seat");
    print_by_size(3..=5, |players| updates(players, &levels));
}
