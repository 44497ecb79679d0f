//! Non-interference: what a viewer receives depends only on what it may know. Two games
//! that differ only in what the watched viewers have not seen (the game makes the twin)
//! take the same actions side by side; at every step each watched viewer must get the same
//! view, the same legal actions when it is to act, and the same redacted events, as values
//! and as the JSON sent, until the difference reaches it in a way the game's rules show
//! it (the game's judge says which).

use super::Failure;
use crate::{Game, GameRng, RuleError, Seat, Viewer};
use serde::Serialize;

/// Every seat of a game of `seats`, then the spectator.
pub fn every_viewer(seats: usize) -> Vec<Viewer> {
    (0..seats as u8)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator])
        .collect()
}

/// Why a twin run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The game ended (and, for a game whose end opens everything, the comparison with it).
    Over,
    /// The twin refused an action of a seat nobody watches (its secrets differ).
    Refused,
    /// The policy found no action both twins allow to a seat nobody watches.
    NoCommonAction,
    /// The difference reached a watched viewer by design; the judge's reason.
    Surfaced(&'static str),
    /// The step limit was reached.
    Limit,
}

/// How a twin run ended: the steps compared in full, and why it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwinEnd {
    pub steps: usize,
    pub stop: Stop,
}

/// Picks the action of the seat to act in both twins.
pub type Choose<'a, G> = &'a mut dyn FnMut(
    &<G as Game>::State,
    &<G as Game>::State,
    Seat,
    &mut GameRng,
) -> Option<<G as Game>::Action>;
/// Draws an action to probe refusals with.
pub type Probe<'a, G> = &'a mut dyn FnMut(&mut GameRng) -> <G as Game>::Action;
/// Judges a difference a viewer sees (see [`TwinRules::judge`]).
pub type Judge<'a, G> = &'a dyn Fn(
    &[<G as Game>::Event],
    &[<G as Game>::Event],
    Viewer,
) -> Result<&'static str, Failure>;

/// What the game tells the kit about its twins.
pub struct TwinRules<'a, G: Game> {
    /// The viewers that must not tell the twins apart.
    pub watched: &'a [Viewer],
    /// The most steps to compare.
    pub limit: usize,
    /// The end of the game shows everything, so the comparison stops there.
    pub open_at_end: bool,
    /// Legality is public: the twin must accept every action the first game accepts.
    /// Otherwise it may refuse one of a seat nobody watches, which ends the run.
    pub legality_is_public: bool,
    /// The action the seat to act takes in both twins, or `None` if no action both allow
    /// (the seat must not be watched then).
    pub choose: Choose<'a, G>,
    /// An action to send to a watched seat before each step, if the game checks that
    /// refusals read the same in both twins.
    pub probe: Option<Probe<'a, G>>,
    /// Judges a step whose events (full, in each twin) a watched viewer sees differ:
    /// `Ok(reason)` if the rules show it that difference, `Err` for a leak.
    pub judge: Judge<'a, G>,
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("views and events serialise")
}

/// What `viewer` gets of each event of a step, by position.
fn seen<G: Game>(events: &[G::Event], viewer: Viewer) -> Vec<Option<G::Event>> {
    events
        .iter()
        .map(|event| G::redact(event, viewer))
        .collect()
}

/// Plays the twins `a` and `b` side by side under `rules`, with `rng` for the choices.
pub fn run_twins<G: Game>(
    mut a: G::State,
    mut b: G::State,
    rules: TwinRules<'_, G>,
    rng: &mut GameRng,
) -> Result<TwinEnd, Failure> {
    let TwinRules {
        watched,
        limit,
        open_at_end,
        legality_is_public,
        choose,
        mut probe,
        judge,
    } = rules;
    let end = |steps, stop| Ok(TwinEnd { steps, stop });
    // One round more than the limit: the views after the last action are compared too.
    for step in 0..=limit {
        if open_at_end && G::outcome(&a).is_some() {
            return end(step, Stop::Over);
        }
        for &viewer in watched {
            let (view_a, view_b) = (G::view(&a, viewer), G::view(&b, viewer));
            if view_a != view_b || json(&view_a) != json(&view_b) {
                return Err(format!(
                    "step {step}: the views of {viewer:?} differ: {view_a:?} vs {view_b:?}"
                ));
            }
        }
        if step == limit {
            break;
        }
        let seat = G::to_act(&a);
        if seat != G::to_act(&b) {
            return Err(format!(
                "step {step}: whose turn is public, yet {seat:?} vs {:?}",
                G::to_act(&b)
            ));
        }
        let Some(seat) = seat else {
            return end(step, Stop::Over);
        };
        let watching = watched.contains(&Viewer::Seat(seat));
        if watching && G::legal_actions(&a, seat) != G::legal_actions(&b, seat) {
            return Err(format!(
                "step {step}: the legal actions of the watched {seat} differ"
            ));
        }
        if let Some(probe) = probe.as_mut() {
            check_probe::<G>(&a, &b, watched, probe(rng))
                .map_err(|e| format!("step {step}: {e}"))?;
        }
        let Some(action) = choose(&a, &b, seat, rng) else {
            if watching {
                return Err(format!(
                    "step {step}: no action both twins allow the watched {seat}"
                ));
            }
            return end(step, Stop::NoCommonAction);
        };
        let events_a = G::apply(&mut a, seat, &action).map_err(|e| {
            format!("step {step}: {action:?} by {seat} refused in the first twin: {e}")
        })?;
        let events_b = match G::apply(&mut b, seat, &action) {
            Ok(events) => events,
            Err(error) if legality_is_public || watching => {
                return Err(format!(
                    "step {step}: {action:?} by {seat} refused in the twin only: {error}"
                ))
            }
            Err(_) => return end(step, Stop::Refused),
        };
        let mut surfaced = None;
        for &viewer in watched {
            let (seen_a, seen_b) = (seen::<G>(&events_a, viewer), seen::<G>(&events_b, viewer));
            if seen_a != seen_b {
                let reason = judge(&events_a, &events_b, viewer).map_err(|e| {
                    format!(
                        "step {step}: {action:?} by {seat} tells {viewer:?} the twins apart: {e}"
                    )
                })?;
                surfaced = Some(reason);
            } else if json(&seen_a) != json(&seen_b) {
                return Err(format!(
                    "step {step}: equal events for {viewer:?} sent as different JSON"
                ));
            }
        }
        if let Some(reason) = surfaced {
            return end(step, Stop::Surfaced(reason));
        }
    }
    end(limit, Stop::Limit)
}

/// A probe sent to each watched seat is refused, or accepted, alike in both twins.
fn check_probe<G: Game>(
    a: &G::State,
    b: &G::State,
    watched: &[Viewer],
    action: G::Action,
) -> Result<(), Failure> {
    let refusal = |state: &G::State, seat| -> Option<RuleError> {
        G::apply(&mut state.clone(), seat, &action).err()
    };
    for seat in watched.iter().filter_map(|viewer| viewer.seat()) {
        let (in_a, in_b) = (refusal(a, seat), refusal(b, seat));
        if in_a != in_b {
            return Err(format!("{action:?} sent by {seat}: {in_a:?} vs {in_b:?}"));
        }
    }
    Ok(())
}
