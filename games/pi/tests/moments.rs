//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded games
//! of 2 to 5 players: one goal per mini-game, opened by its deal and closed by the seat's
//! solve or the mini-game's end; within each, the certainty is the one the notebook built
//! from scratch gives, it is 1 exactly when the notebook has determined the case, and it
//! never falls; attempts are acts where the events put them.

use whodunit_engine::{play_seen, Game, GameRng, Seat, Seen};
use whodunit_pi::notebook::certainty::CASES;
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{bots, Config, Event, Pi, View};

fn record(players: usize, seed: u64, level: &str) -> Vec<Seen<Pi>> {
    let mut state = Pi::setup(&Config::with_players(players), seed).expect("a valid setup");
    let mut bots: Vec<_> = (0..players)
        .map(|s| bots::by_level(level, Seat(s as u8)).expect("a known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players)
        .map(|s| GameRng::new(GameRng::derive(seed, s as u64)))
        .collect();
    play_seen(&mut state, &mut bots, &mut rngs, 5000).expect("bots play legal actions")
}

fn view_after(seen: &Seen<Pi>, step: usize) -> &View {
    match step {
        0 => &seen.opening,
        n => &seen.steps[n - 1].view,
    }
}

/// The steps whose events include one that `is` picks.
fn steps_with(seen: &Seen<Pi>, is: impl Fn(&Event) -> bool) -> Vec<usize> {
    (1..=seen.steps.len())
        .filter(|&n| seen.steps[n - 1].events.iter().any(&is))
        .collect()
}

/// Checks one seat's moments; returns how many of its goals it knew before they ended.
fn check_seat(seen: &Seen<Pi>, me: Seat, at: &str) -> usize {
    let moments = seen.moments().expect("a seat has moments");
    let c = &moments.certainty;
    assert_eq!(c.len(), seen.steps.len() + 1, "{at}");
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
    assert_eq!(moments.goals.len(), 3, "{at}: three mini-games");
    let froms: Vec<usize> = moments.goals.iter().map(|g| g.from).collect();
    assert_eq!(froms, [vec![0], starts].concat(), "{at}: a goal per deal");
    let mut knew = 0;
    for (k, goal) in moments.goals.iter().enumerate() {
        let end = ends[k];
        let solve = solved.iter().copied().find(|&s| s > goal.from && s <= end);
        let until = solve.unwrap_or(end);
        assert_eq!(goal.until, Some(until), "{at}, mini-game {k}");
        let mut acts: Vec<(usize, bool)> = wrong
            .iter()
            .filter(|&&s| s > goal.from && s <= until)
            .map(|&s| (s, false))
            .collect();
        acts.extend(solve.map(|s| (s, true)));
        let recorded: Vec<(usize, bool)> = goal.acts.iter().map(|a| (a.step, a.right)).collect();
        assert_eq!(recorded, acts, "{at}, mini-game {k}: attempts");
        let mut first_certain = None;
        for step in goal.from..until {
            let notebook = Notebook::new(
                view_after(seen, step),
                me,
                &seen.steps[..step]
                    .iter()
                    .flat_map(|s| s.events.iter().cloned())
                    .collect::<Vec<_>>(),
            );
            let left = notebook.cases().len();
            let expected = 1.0 - (left as f64).ln() / (CASES as f64).ln();
            assert!(
                (c[step] - expected.clamp(0.0, 1.0)).abs() < 1e-12,
                "{at}, step {step}: {} for {left} cases",
                c[step]
            );
            assert_eq!(c[step] == 1.0, left == 1, "{at}, step {step}");
            if c[step] == 1.0 && first_certain.is_none() {
                first_certain = Some(step);
            }
            if step > goal.from {
                assert!(c[step] >= c[step - 1], "{at}: falls at step {step}");
            }
        }
        assert_eq!(goal.known, first_certain, "{at}, mini-game {k}");
        // Held from the end of the search to the next deal.
        let next = moments.goals.get(k + 1).map_or(c.len(), |g| g.from);
        assert!(c[until..next].iter().all(|&v| v == c[until - 1]), "{at}");
        knew += usize::from(goal.known.is_some());
    }
    knew
}

#[test]
fn certainty_is_the_notebooks_and_is_one_exactly_when_the_case_is_determined() {
    let (mut knew, mut goals) = (0, 0);
    for (players, seed, level) in [(2, 41, "hard"), (3, 42, "medium"), (5, 43, "hard")] {
        let seen = record(players, seed, level);
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
