//! Notebook update time over recorded games of bots, 2 to 5 players, fixed seeds: after
//! every step, each seat's notebook is built again from its view and every event it was
//! sent (what the server does for a `notebook` request), timed with `Instant` as the
//! fastest of five runs. Prints the
//! median, the p99 and the slowest update per table size, also for the notebook as the JSON
//! a seat receives (its facts and their reasons worked out). The bots are the experts, or
//! the levels that `PI_BENCH_BOTS` lists (seated in turn, e.g. `random,expert`).

use whodunit_engine::conformance::notebook_timing::{
    fastest, levels_from_env, print_by_size, seated_bots, Update,
};
use whodunit_engine::{Decision, Game, Seat, Viewer};
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{bots, Config, Event, Pi};

const GAMES: u64 = 12;

/// Runs of each update; the fastest is kept.
const REPEATS: usize = 5;

fn updates(players: usize, levels: &[String]) -> Vec<Update> {
    let mut updates = Vec::new();
    for seed in 0..GAMES {
        let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid config");
        let (mut experts, mut rngs) = seated_bots(players, levels, seed, bots::by_level);
        let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
        let mut step = 0;
        while let Some(seat) = Pi::to_act(&state) {
            let view = Pi::view(&state, Viewer::Seat(seat));
            let decision = Decision::in_state(&view, &state, seat, &mut rngs[seat.index()]);
            let action = experts[seat.index()].choose(decision);
            let events = Pi::apply(&mut state, seat, &action).expect("a legal action");
            for (s, (bot, seen)) in experts.iter_mut().zip(&mut seen).enumerate() {
                for event in events
                    .iter()
                    .filter_map(|e| Pi::redact(e, Viewer::Seat(Seat(s as u8))))
                {
                    bot.observe(&event);
                    seen.push(event);
                }
            }
            step += 1;
            for (s, seen) in seen.iter().enumerate() {
                let viewer = Seat(s as u8);
                let view = Pi::view(&state, Viewer::Seat(viewer));
                let time = fastest(REPEATS, || {
                    std::hint::black_box(Notebook::new(&view, viewer, seen));
                });
                let report = fastest(REPEATS, || {
                    std::hint::black_box(Pi::notebook(&view, seen));
                });
                updates.push(Update {
                    time,
                    report,
                    seed,
                    seat: s,
                    step,
                });
            }
        }
    }
    updates
}

fn main() {
    let (bots, levels) = levels_from_env("PI_BENCH_BOTS", "expert");
    println!("P.I. notebook built from a seat's view and events, after every step, {GAMES} games of {bots} per size, every seat");
    print_by_size(2..=5, |players| updates(players, &levels));
}
