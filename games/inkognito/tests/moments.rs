//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded matches
//! of 3, 4 and 5 players: one goal per game of the match, opened by its deal and closed at
//! its end; within each, the certainty is the one the notebook built from scratch gives,
//! it is 1 exactly when the notebook has determined what to call, and it never falls; the
//! seat's calls are acts where the events put them.

use whodunit_engine::conformance::moments::{
    check_moments, events_before, seen_game, steps_with, view_after,
};
use whodunit_engine::{Act, Goal, Seat, Seen};
use whodunit_inkognito::notebook::certainty::{answers, certainty};
use whodunit_inkognito::notebook::Notebook;
use whodunit_inkognito::{bots, Config, Event, Inkognito};

/// Checks one seat's moments; returns (goals known before their end, goals).
fn check_seat(seen: &Seen<Inkognito>, me: Seat, at: &str) -> (usize, usize) {
    let starts = steps_with(seen, |e| matches!(e, Event::GameStarted { .. }));
    let ends = steps_with(seen, |e| matches!(e, Event::GameEnded { .. }));
    let calls: Vec<Act> = (1..=seen.steps.len())
        .flat_map(|step| {
            seen.steps[step - 1]
                .events
                .iter()
                .filter_map(move |e| match e {
                    Event::Called {
                        caller, correct, ..
                    } if *caller == me => Some(Act {
                        step,
                        right: *correct,
                    }),
                    _ => None,
                })
        })
        .collect();
    // A goal per deal, ended with its game; the seat's calls in it are its acts.
    let expected: Vec<Goal> = [vec![0], starts]
        .concat()
        .into_iter()
        .enumerate()
        .map(|(k, from)| {
            let until = ends.get(k).copied();
            let end = until.unwrap_or(seen.steps.len() + 1);
            let acts = calls.iter().filter(|a| a.step > from && a.step <= end);
            Goal {
                from,
                until,
                known: None,
                acts: acts.copied().collect(),
            }
        })
        .collect();
    let knew = check_moments(seen, &expected, |step, value| {
        let notebook = Notebook::new(view_after(seen, step), &events_before(seen, step));
        let (left, _) = answers(&notebook);
        match Some(value) == certainty(&notebook) {
            true => Ok(left),
            false => Err(format!(
                "{value}, the notebook's {:?}",
                certainty(&notebook)
            )),
        }
    })
    .unwrap_or_else(|e| panic!("{at}: {e}"));
    (knew, expected.len())
}

#[test]
fn certainty_is_the_notebooks_and_is_one_exactly_when_the_call_is_determined() {
    let (mut knew, mut goals) = (0, 0);
    for (players, seed, level) in [(3, 51, "hard"), (4, 52, "hard"), (5, 53, "medium")] {
        let config = Config::with_players(players);
        let seen = seen_game(&config, seed, level, bots::by_level, 20_000).expect("bots play");
        eprintln!("{players} players: {} steps", seen[0].steps.len());
        for (s, seen) in seen.iter().enumerate() {
            let (k, g) = check_seat(
                seen,
                Seat(s as u8),
                &format!("{players}p seed {seed} seat {s}"),
            );
            knew += k;
            goals += g;
        }
    }
    eprintln!("{knew} of {goals} calls were determined before the game ended");
    assert!(knew > 0 && knew < goals, "{knew} of {goals}");
}
