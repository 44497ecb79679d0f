//! Random legal play: it never panics, ends within a bound, and at every step someone is to
//! act exactly while there is no outcome, only that seat has legal actions, an accepted
//! action changes the state and says so in events, and probes (any action from any seat)
//! are accepted exactly when listed as legal, a refusal naming one of the game's rules and
//! leaving the state as it was.

use super::{same_state, Failure};
use crate::{Game, Seat};

/// One step of random play, as the game's policy chose it.
pub struct Turn<A> {
    /// Actions to try on a copy of the state first, each by some seat, legal or not.
    pub probes: Vec<(Seat, A)>,
    /// The legal action the seat to act takes.
    pub action: A,
}

/// Random play's limits and the game's own checks.
pub struct RandomPlay<'a, G: Game> {
    /// The seed of the game, for failure messages.
    pub seed: u64,
    /// The most actions a game may take: the longest game its rules allow (a game still
    /// going after `bound` actions fails).
    pub bound: usize,
    /// How every rule id of the game begins (`"CL-"`).
    pub rule_prefix: &'a str,
    /// The game's invariants, checked at the deal and after every action.
    pub invariants: &'a mut dyn FnMut(&G::State) -> Result<(), Failure>,
    /// The game's checks of each action, if any: the state before, the events, the state
    /// after (for rules about what changes, which a state alone cannot show).
    pub each_action: Option<&'a mut EachAction<'a, G>>,
}

/// Checks one action: the state before it, its events, the state after it.
pub type EachAction<'a, G> = dyn FnMut(&<G as Game>::State, &[<G as Game>::Event], &<G as Game>::State) -> Result<(), Failure>
    + 'a;

/// Checks that `action` by `seat` is accepted in `state` exactly when it is listed as
/// legal, and that a refusal names a rule starting with `rule_prefix` and changes nothing.
pub fn probe<G: Game>(
    state: &G::State,
    seat: Seat,
    action: &G::Action,
    rule_prefix: &str,
) -> Result<(), Failure> {
    let legal = G::legal_actions(state, seat).contains(action);
    let mut copy = state.clone();
    match G::apply(&mut copy, seat, action) {
        Ok(_) if !legal => Err(format!(
            "{seat} {action:?} accepted but not listed as legal"
        )),
        Ok(_) => Ok(()),
        Err(error) if legal => Err(format!(
            "{seat} {action:?} listed as legal but refused: {error}"
        )),
        Err(error) if !error.rule.starts_with(rule_prefix) => Err(format!(
            "{seat} {action:?}: rule id {} is not {rule_prefix}",
            error.rule
        )),
        Err(_) if !same_state(&copy, state) => Err(format!(
            "{seat} {action:?}: a refused action changed the state"
        )),
        Err(_) => Ok(()),
    }
}

/// Someone is to act exactly while the game has no outcome; that seat is a seat of the game
/// with legal actions, and every other seat has none.
pub fn check_turn<G: Game>(state: &G::State) -> Result<(), Failure> {
    let to_act = G::to_act(state);
    if to_act.is_none() != G::outcome(state).is_some() {
        return Err(format!(
            "to act {to_act:?} with outcome {:?}",
            G::outcome(state)
        ));
    }
    let seats = G::seat_count(state);
    if let Some(seat) = to_act {
        if seat.index() >= seats || G::legal_actions(state, seat).is_empty() {
            return Err(format!(
                "{seat} is to act of {seats} seats without legal actions"
            ));
        }
    }
    for seat in (0..seats as u8).map(Seat).filter(|&s| Some(s) != to_act) {
        if !G::legal_actions(state, seat).is_empty() {
            return Err(format!("{seat} has legal actions but is not to act"));
        }
    }
    Ok(())
}

/// Plays `state` to its end with `turn` choosing each step, checking every step as the
/// module says; returns the number of actions taken.
pub fn play_randomly<G: Game>(
    state: &mut G::State,
    play: RandomPlay<'_, G>,
    mut turn: impl FnMut(&G::State, Seat) -> Turn<G::Action>,
) -> Result<usize, Failure> {
    let mut play = play;
    let seed = play.seed;
    let checked = |state: &G::State,
                   step: usize,
                   invariants: &mut dyn FnMut(&G::State) -> Result<(), Failure>| {
        check_turn::<G>(state)
            .and_then(|()| invariants(state))
            .map_err(|e| format!("seed {seed}, step {step}: {e}"))
    };
    checked(state, 0, play.invariants)?;
    let mut steps = 0;
    while let Some(seat) = G::to_act(state) {
        if steps >= play.bound {
            return Err(format!("seed {seed}: no end after {steps} actions"));
        }
        let Turn { probes, action } = turn(state, seat);
        for (by, probed) in &probes {
            probe::<G>(state, *by, probed, play.rule_prefix)
                .map_err(|e| format!("seed {seed}, step {steps}: {e}"))?;
        }
        let before = state.clone();
        let events = G::apply(state, seat, &action)
            .map_err(|e| format!("seed {seed}, step {steps}: legal {action:?} refused: {e}"))?;
        if events.is_empty() || same_state(state, &before) {
            return Err(format!(
                "seed {seed}, step {steps}: {action:?} accepted without events or change"
            ));
        }
        if let Some(each_action) = play.each_action.as_mut() {
            each_action(&before, &events, state)
                .map_err(|e| format!("seed {seed}, step {steps}: {action:?}: {e}"))?;
        }
        steps += 1;
        checked(state, steps, play.invariants)?;
    }
    Ok(steps)
}
