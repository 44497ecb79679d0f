//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded games
//! of 2 to 5 players: one goal per mini-game, opened by its deal and closed by the seat's
//! solve or the mini-game's end; within each, the certainty is the one the notebook built
//! from scratch gives, it is 1 exactly when the notebook has determined the case, and it
//! never falls; attempts are acts where the events put them.

use whodunit_engine::conformance::moments::{
    check_moments, events_before, seen_game, steps_with, view_after,
};
use whodunit_engine::{Act, Goal, Seat, Seen};
use whodunit_pi::notebook::certainty::CASES;
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{bots, Config, Event, Pi};

/// Checks one seat's moments; returns how many of its goals it knew before they ended.
fn check_seat(seen: &Seen<Pi>, me: Seat, at: &str) -> usize {
    let starts = steps_with(seen, |e| matches!(e, Event::MiniGameStarted { .. }));
    let ends = steps_with(seen, |e| matches!(e, Event::MiniGameEnded { .. }));
    let solved = steps_with(
        seen,
        |e| matches!(e, Event::Solved { seat, .. } if *seat == me),
    );
    let wrong = steps_with(
        seen,
        |e| matches!(e, Event::WrongAttempt { seat, .. } if *seat == me),
    );
    // A goal per deal, ended by the seat's solve or the mini-game's end.
    let expected: Vec<Goal> = [vec![0], starts]
        .concat()
        .into_iter()
        .zip(ends)
        .map(|(from, end)| {
            let solve = solved.iter().copied().find(|&s| s > from && s <= end);
            let until = solve.unwrap_or(end);
            let wrong = wrong.iter().filter(|&&s| s > from && s <= until);
            let mut acts: Vec<Act> = wrong.map(|&step| Act { step, right: false }).collect();
            acts.extend(solve.map(|step| Act { step, right: true }));
            let until = Some(until);
            Goal {
                from,
                until,
                known: None,
                acts,
            }
        })
        .collect();
    assert_eq!(expected.len(), 3, "{at}: three mini-games");
    check_moments(seen, &expected, |step, value| {
        let notebook = Notebook::new(view_after(seen, step), me, &events_before(seen, step));
        let left = notebook.cases().len();
        let expected = 1.0 - (left as f64).ln() / (CASES as f64).ln();
        match (value - expected.clamp(0.0, 1.0)).abs() < 1e-12 {
            true => Ok(left),
            false => Err(format!("{value} for {left} cases")),
        }
    })
    .unwrap_or_else(|e| panic!("{at}: {e}"))
}

#[test]
fn certainty_is_the_notebooks_and_is_one_exactly_when_the_case_is_determined() {
    let (mut knew, mut goals) = (0, 0);
    for (players, seed, level) in [(2, 41, "hard"), (3, 42, "medium"), (5, 43, "hard")] {
        let config = Config::with_players(players);
        let seen = seen_game(&config, seed, level, bots::by_level, 5000).expect("bots play");
        eprintln!("{players} players: {} steps", seen[0].steps.len());
        for (s, seen) in seen.iter().enumerate() {
            knew += check_seat(
                seen,
                Seat(s as u8),
                &format!("{players}p seed {seed} seat {s}"),
            );
            goals += 3;
        }
    }
    eprintln!("{knew} of {goals} cases were determined before the search ended");
    assert!(knew > 0 && knew < goals, "{knew} of {goals}");
}
