//! Replay equals live play: a game played with a policy, kept as a [`Record`], replays with
//! the same events at every step and the same final state, also after the record's round
//! trip through JSON; and a refused action put into the record stops the replay there.

use super::{same_state, Failure};
use crate::{replay, Game, GameRng, Record, ReplayError, RuleError, Seat, SeatLabel, Step};

/// A game played live: its record, the full events of each step, and the final state.
pub struct Played<G: Game> {
    pub record: Record<G::Config, G::Action>,
    pub events: Vec<Vec<G::Event>>,
    pub state: G::State,
}

/// Plays `config` from `seed` to its end, `policy` choosing each action for the seat to
/// act; `seats` labels the record.
pub fn play_recorded<G: Game>(
    config: &G::Config,
    seed: u64,
    seats: Vec<SeatLabel>,
    mut policy: impl FnMut(&G::State, Seat) -> G::Action,
) -> Result<Played<G>, Failure> {
    let mut state = G::setup(config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while let Some(seat) = G::to_act(&state) {
        let action = policy(&state, seat);
        let step = actions.len();
        let done = G::apply(&mut state, seat, &action).map_err(|e| {
            format!("seed {seed}, step {step}: the policy's {action:?} by {seat} refused: {e}")
        })?;
        events.push(done);
        actions.push(Step { seat, action });
    }
    let record = Record {
        game: G::NAME.to_string(),
        config: config.clone(),
        seed,
        seats,
        actions,
    };
    Ok(Played {
        record,
        events,
        state,
    })
}

/// Replays `record` and checks every step (index, seat, action, events) and the final
/// state against `played`.
pub fn check_replay<G: Game>(
    record: &Record<G::Config, G::Action>,
    played: &Played<G>,
) -> Result<(), Failure> {
    let seed = record.seed;
    let mut steps = Vec::new();
    let state = replay::<G>(record, |step| {
        steps.push((step.index, step.seat, step.action.clone(), step.events));
    })
    .map_err(|e| format!("seed {seed}: replay refused: {e}"))?;
    if steps.len() != record.actions.len() {
        return Err(format!(
            "seed {seed}: {} steps replayed of {}",
            steps.len(),
            record.actions.len()
        ));
    }
    for (i, (index, seat, action, events)) in steps.into_iter().enumerate() {
        let expected = &record.actions[i];
        if index != i || seat != expected.seat || action != expected.action {
            return Err(format!(
                "seed {seed}, step {i}: replayed as step {index}, {action:?} by {seat}, \
                 recorded {:?} by {}",
                expected.action, expected.seat
            ));
        }
        if events != played.events[i] {
            return Err(format!(
                "seed {seed}, step {i}: replayed events {events:?}, live {:?}",
                played.events[i]
            ));
        }
    }
    if !same_state(&state, &played.state) {
        return Err(format!("seed {seed}: the replayed final state differs"));
    }
    Ok(())
}

/// The record survives JSON unchanged (the same value, the same text again) and the record
/// read back replays as `played` was played.
pub fn check_record_json<G: Game>(played: &Played<G>) -> Result<(), Failure>
where
    G::Config: PartialEq,
{
    let seed = played.record.seed;
    let json = serde_json::to_string(&played.record)
        .map_err(|e| format!("seed {seed}: the record does not serialise: {e}"))?;
    let read: Record<G::Config, G::Action> = serde_json::from_str(&json)
        .map_err(|e| format!("seed {seed}: the record does not read back: {e}"))?;
    if read != played.record {
        return Err(format!("seed {seed}: the record changed through JSON"));
    }
    let again = serde_json::to_string(&read).map_err(|e| e.to_string())?;
    if again != json {
        return Err(format!(
            "seed {seed}: the record's JSON changed: {again} vs {json}"
        ));
    }
    check_replay(&read, played)
}

/// Puts a refused action into `played`'s record before action `index` and checks that the
/// replay stops there: refused by the same seat with the same error (whose rule id starts
/// with `rule_prefix`), after exactly `index` steps. `propose` offers candidate actions
/// (any at all) until one is refused in the state before `index`.
pub fn check_refusal_stops_replay<G: Game>(
    played: &Played<G>,
    index: usize,
    rule_prefix: &str,
    mut propose: impl FnMut() -> (Seat, G::Action),
) -> Result<(), Failure> {
    let record = &played.record;
    let seed = record.seed;
    let mut state =
        G::setup(&record.config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    for (i, step) in record.actions[..index].iter().enumerate() {
        G::apply(&mut state, step.seat, &step.action)
            .map_err(|e| format!("seed {seed}, step {i}: a recorded action refused: {e}"))?;
    }
    let (seat, action, expected) = refused_candidate::<G>(&state, &mut propose)
        .ok_or_else(|| format!("seed {seed}, step {index}: no candidate was refused"))?;
    let mut bad = record.clone();
    bad.actions.insert(
        index,
        Step {
            seat,
            action: action.clone(),
        },
    );
    let mut replayed = 0;
    let result = replay::<G>(&bad, |_| replayed += 1);
    let at = format!("seed {seed}, step {index}: {action:?} by {seat}");
    match &result {
        Err(ReplayError::Illegal {
            index: stopped,
            seat: by,
            error,
        }) => {
            if (*stopped, *by) != (index, seat) {
                return Err(format!("{at}: the replay stopped at {stopped} ({by})"));
            }
            if !error.rule.starts_with(rule_prefix) {
                return Err(format!("{at}: rule id {} is not {rule_prefix}", error.rule));
            }
            if *error != expected {
                return Err(format!(
                    "{at}: replay refused with {error}, live {expected}"
                ));
            }
        }
        Err(other) => return Err(format!("{at}: wrong error: {other}")),
        Ok(_) => return Err(format!("{at}: the illegal action was accepted")),
    }
    if replayed != index {
        return Err(format!("{at}: {replayed} steps replayed before the stop"));
    }
    let rule = result.err().and_then(|e| e.rule().map(str::to_string));
    if rule.as_deref() != Some(&*expected.rule) {
        return Err(format!("{at}: the replay error names rule {rule:?}"));
    }
    Ok(())
}

/// [`check_refusal_stops_replay`] with random candidates: a seat of the game and an action
/// drawn by `any_action`, from a generator seeded by `seed`.
pub fn check_random_refusal_stops_replay<G: Game>(
    played: &Played<G>,
    index: usize,
    rule_prefix: &str,
    seed: u64,
    mut any_action: impl FnMut(&mut GameRng) -> G::Action,
) -> Result<(), Failure> {
    let mut rng = GameRng::new(seed);
    let seats = G::seat_count(&played.state) as u32;
    check_refusal_stops_replay(played, index, rule_prefix, || {
        (Seat(rng.below(seats) as u8), any_action(&mut rng))
    })
}

/// The first of `propose`'s candidates that `state` refuses, with its error; `None` after
/// many accepted ones.
fn refused_candidate<G: Game>(
    state: &G::State,
    propose: &mut impl FnMut() -> (Seat, G::Action),
) -> Option<(Seat, G::Action, RuleError)> {
    (0..100_000).find_map(|_| {
        let (seat, action) = propose();
        let error = G::apply(&mut state.clone(), seat, &action).err()?;
        Some((seat, action, error))
    })
}

/// Plays `config` from `seed` with `policy` for every seat, drawing from a generator
/// seeded by `policy_seed`; the record labels seat `i` `name(i)`, a "random" player.
pub fn play_random<G: Game>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    name: impl Fn(usize) -> String,
    mut policy: impl FnMut(&G::State, Seat, &mut GameRng) -> G::Action,
) -> Result<Played<G>, Failure> {
    let state = G::setup(config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    let seats = (0..G::seat_count(&state))
        .map(|i| SeatLabel {
            name: name(i),
            player: "random".to_string(),
        })
        .collect();
    let mut rng = GameRng::new(policy_seed);
    play_recorded::<G>(config, seed, seats, |state, seat| {
        policy(state, seat, &mut rng)
    })
}

/// The three replay properties of one game played by [`play_random`]: its record replays
/// as it was played ([`check_replay`]), also read back from JSON ([`check_record_json`]),
/// and a refused action put before the action `at(actions + 1)` picks stops the replay
/// there with its rule ([`check_random_refusal_stops_replay`], candidates drawn by
/// `any_action` from `policy_seed ^ 0x5EED`). A game's replay test calls it once per case.
pub fn check_replays<G: Game>(
    played: &Played<G>,
    policy_seed: u64,
    at: impl FnOnce(usize) -> usize,
    rule_prefix: &str,
    any_action: impl FnMut(&mut GameRng) -> G::Action,
) -> Result<(), Failure>
where
    G::Config: PartialEq,
{
    check_replay(&played.record, played)?;
    check_record_json(played)?;
    let index = at(played.record.actions.len() + 1);
    let refusal_seed = policy_seed ^ 0x5EED;
    check_random_refusal_stops_replay(played, index, rule_prefix, refusal_seed, any_action)
}
