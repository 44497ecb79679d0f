//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded matches
//! of 3, 4 and 5 players: one goal per game of the match, opened by its deal and closed at
//! its end; within each, the certainty is the one the notebook built from scratch gives,
//! it is 1 exactly when the notebook has determined what to call, and it never falls; the
//! seat's calls are acts where the events put them.

use whodunit_engine::{play_seen, Game, GameRng, Seat, Seen};
use whodunit_inkognito::notebook::certainty::{answers, certainty};
use whodunit_inkognito::notebook::Notebook;
use whodunit_inkognito::{bots, Config, Event, Inkognito, View};

fn record(players: usize, seed: u64, level: &str) -> Vec<Seen<Inkognito>> {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("a valid setup");
    let mut bots: Vec<_> = (0..players)
        .map(|s| bots::by_level(level, Seat(s as u8)).expect("a known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players)
        .map(|s| GameRng::new(GameRng::derive(seed, s as u64)))
        .collect();
    play_seen(&mut state, &mut bots, &mut rngs, 20_000).expect("bots play legal actions")
}

fn view_after(seen: &Seen<Inkognito>, step: usize) -> &View {
    match step {
        0 => &seen.opening,
        n => &seen.steps[n - 1].view,
    }
}

fn steps_with(seen: &Seen<Inkognito>, is: impl Fn(&Event) -> bool) -> Vec<usize> {
    (1..=seen.steps.len())
        .filter(|&n| seen.steps[n - 1].events.iter().any(&is))
        .collect()
}

/// Checks one seat's moments; returns (goals known before their end, goals).
fn check_seat(seen: &Seen<Inkognito>, me: Seat, at: &str) -> (usize, usize) {
    let moments = seen.moments().expect("a seat has moments");
    let c = &moments.certainty;
    assert_eq!(c.len(), seen.steps.len() + 1, "{at}");
    let starts = steps_with(seen, |e| matches!(e, Event::GameStarted { .. }));
    let ends = steps_with(seen, |e| matches!(e, Event::GameEnded { .. }));
    let calls = steps_with(
        seen,
        |e| matches!(e, Event::Called { caller, .. } if *caller == me),
    );
    let froms: Vec<usize> = moments.goals.iter().map(|g| g.from).collect();
    assert_eq!(froms, [vec![0], starts].concat(), "{at}: a goal per deal");
    let mut knew = 0;
    for (k, goal) in moments.goals.iter().enumerate() {
        let until = ends.get(k).copied();
        assert_eq!(goal.until, until, "{at}, game {k}");
        let end = until.unwrap_or(c.len());
        let called: Vec<usize> = calls
            .iter()
            .copied()
            .filter(|&s| s > goal.from && s <= end)
            .collect();
        let acted: Vec<usize> = goal.acts.iter().map(|a| a.step).collect();
        assert_eq!(acted, called, "{at}, game {k}: calls");
        let mut first_certain = None;
        for step in goal.from..end {
            let events: Vec<Event> = seen.steps[..step]
                .iter()
                .flat_map(|s| s.events.iter().cloned())
                .collect();
            let notebook = Notebook::new(view_after(seen, step), &events);
            let (left, _) = answers(&notebook);
            assert_eq!(Some(c[step]), certainty(&notebook), "{at}, step {step}");
            assert_eq!(c[step] == 1.0, left == 1, "{at}, step {step}: {left} left");
            if c[step] == 1.0 && first_certain.is_none() {
                first_certain = Some(step);
            }
            if step > goal.from {
                assert!(c[step] >= c[step - 1], "{at}: falls at step {step}");
            }
        }
        assert_eq!(goal.known, first_certain, "{at}, game {k}");
        knew += usize::from(goal.known.is_some());
    }
    (knew, moments.goals.len())
}

#[test]
fn certainty_is_the_notebooks_and_is_one_exactly_when_the_call_is_determined() {
    let (mut knew, mut goals) = (0, 0);
    for (players, seed, level) in [(3, 51, "hard"), (4, 52, "hard"), (5, 53, "medium")] {
        let seen = record(players, seed, level);
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
