//! Key moments against the notebook: over a game of bots, a seat's goals open, end and
//! hold the acts where the game's events put them, and within each goal the certainty is
//! the one the seat's notebook built from scratch gives at that step, 1 exactly when one
//! answer is left, never falling, "known" at its first 1, and held from the goal's end to
//! the next goal. The game gives the goals it expects and its notebook's check as plain
//! functions; the parts below find what those need in what the seat saw.

use super::Failure;
use crate::{play_seen, BotFactory, Game, GameRng, Goal, Seat, Seen};

/// Plays `config` from `seed` with a bot of `level` at every seat, each drawing from its
/// own generator (`GameRng::derive(seed, seat)`), for at most `limit` actions; returns
/// what each seat saw.
pub fn seen_game<G: Game>(
    config: &G::Config,
    seed: u64,
    level: &str,
    by_level: BotFactory<G>,
    limit: usize,
) -> Result<Vec<Seen<G>>, Failure> {
    let mut state = G::setup(config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    let seats = G::seat_count(&state);
    let mut bots = (0..seats)
        .map(|s| by_level(level, Seat(s as u8)).ok_or(format!("no bot {level:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    let mut rngs: Vec<GameRng> = (0..seats)
        .map(|s| GameRng::new(GameRng::derive(seed, s as u64)))
        .collect();
    play_seen(&mut state, &mut bots, &mut rngs, limit)
        .map_err(|e| format!("seed {seed}: a bot's action refused: {e}"))
}

/// The seat's view after `step` steps (0: at the deal).
pub fn view_after<G: Game>(seen: &Seen<G>, step: usize) -> &G::View {
    match step {
        0 => &seen.opening,
        n => &seen.steps[n - 1].view,
    }
}

/// The seat's events of the first `step` steps: what its notebook reads from scratch.
pub fn events_before<G: Game>(seen: &Seen<G>, step: usize) -> Vec<G::Event> {
    seen.steps[..step]
        .iter()
        .flat_map(|s| s.events.iter().cloned())
        .collect()
}

/// The steps (from 1) whose events include one that `is` picks.
pub fn steps_with<G: Game>(seen: &Seen<G>, is: impl Fn(&G::Event) -> bool) -> Vec<usize> {
    (1..=seen.steps.len())
        .filter(|&n| seen.steps[n - 1].events.iter().any(&is))
        .collect()
}

/// Checks `seen`'s key moments: one certainty per step, the goals `expected` (their
/// `from`, `until` and `acts`; `known` is checked here), and within each goal, at each
/// step, the game's `notebook(step, certainty)`, which checks the certainty against the
/// notebook built from scratch and returns how many answers it leaves. Returns how many
/// goals were known before they ended.
pub fn check_moments<G: Game>(
    seen: &Seen<G>,
    expected: &[Goal],
    mut notebook: impl FnMut(usize, f64) -> Result<usize, Failure>,
) -> Result<usize, Failure> {
    let moments = seen.moments().ok_or("the seat has no moments")?;
    let c = &moments.certainty;
    if c.len() != seen.steps.len() + 1 {
        return Err(format!("{} values for {} steps", c.len(), seen.steps.len()));
    }
    let shape = |g: &Goal| (g.from, g.until, g.acts.clone());
    let goals: Vec<_> = moments.goals.iter().map(shape).collect();
    if goals != expected.iter().map(shape).collect::<Vec<_>>() {
        return Err(format!("goals {goals:?}, the events put {expected:?}"));
    }
    let mut knew = 0;
    for (k, goal) in moments.goals.iter().enumerate() {
        let end = goal.until.unwrap_or(c.len());
        let mut first_certain = None;
        for step in goal.from..end {
            let left = notebook(step, c[step]).map_err(|e| format!("step {step}: {e}"))?;
            if (c[step] == 1.0) != (left == 1) {
                return Err(format!("step {step}: {} with {left} left", c[step]));
            }
            if c[step] == 1.0 && first_certain.is_none() {
                first_certain = Some(step);
            }
            if step > goal.from && c[step] < c[step - 1] {
                return Err(format!("goal {k}: falls at step {step}"));
            }
        }
        if goal.known != first_certain {
            return Err(format!(
                "goal {k}: known {:?}, first 1 at {first_certain:?}",
                goal.known
            ));
        }
        // Held from the end of the search to the next deal.
        let next = moments
            .goals
            .get(k + 1)
            .map_or(c.len(), |g| g.from)
            .max(end);
        if goal.until.is_some() && c[end..next].iter().any(|&v| v != c[end - 1]) {
            return Err(format!("goal {k}: not held from step {end} to {next}"));
        }
        knew += usize::from(goal.known.is_some());
    }
    Ok(knew)
}
