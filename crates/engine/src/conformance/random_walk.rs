//! Games of random legal actions, visited at every step: what the checks over random play
//! share ([`super::encoding`], [`super::sampling`]). The actions are uniform among the
//! legal ones unless a game's test gives its own [`Policy`] (one whose random games end
//! sooner, say).

use super::Failure;
use crate::{Game, GameRng, Seat};

/// How the seat to act chooses its action, from the generator; `None` when it has no
/// legal action.
pub type Policy<G> = fn(&<G as Game>::State, Seat, &mut GameRng) -> Option<<G as Game>::Action>;

/// The policy of uniformly random legal actions.
pub fn uniform<G: Game>(state: &G::State, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    let legal = G::legal_actions(state, seat);
    (!legal.is_empty()).then(|| legal[rng.below(legal.len() as u32) as usize].clone())
}

/// Plays `config` from `seed` choosing uniformly among the legal actions (drawn from
/// `policy_seed`) for at most `bound` actions; `visit` sees the state at the deal and after
/// every action, with that action's events (none at the deal). A failure names the seed
/// and the step.
pub fn random_game<G: Game>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
    visit: impl FnMut(&G::State, &[G::Event]) -> Result<(), Failure>,
) -> Result<(), Failure> {
    random_game_with::<G>(config, seed, policy_seed, bound, uniform::<G>, visit)
}

/// [`random_game`] with the actions chosen by `policy`.
pub fn random_game_with<G: Game>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
    policy: Policy<G>,
    mut visit: impl FnMut(&G::State, &[G::Event]) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let mut state = G::setup(config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    let mut rng = GameRng::new(policy_seed);
    let mut step = 0;
    visit(&state, &[]).map_err(|e| format!("seed {seed}, step 0: {e}"))?;
    let mut events = Vec::new();
    while random_action::<G>(&mut state, &mut rng, policy, &mut events)
        .map_err(|e| format!("seed {seed}, step {step}: {e}"))?
    {
        step += 1;
        if step > bound {
            return Err(format!("seed {seed}: still going after {bound} actions"));
        }
        visit(&state, &events).map_err(|e| format!("seed {seed}, step {step}: {e}"))?;
    }
    Ok(())
}

/// Plays `state` on to its end with the actions `policy` chooses from `rng`, for at most
/// `bound` actions; fails if one is refused or the game does not end.
pub fn play_on<G: Game>(
    mut state: G::State,
    rng: &mut GameRng,
    bound: usize,
    policy: Policy<G>,
) -> Result<(), Failure> {
    let mut events = Vec::new();
    for _ in 0..bound {
        if !random_action::<G>(&mut state, rng, policy, &mut events)? {
            return Ok(());
        }
    }
    match G::to_act(&state) {
        None => Ok(()),
        Some(_) => Err(format!("still going after {bound} actions")),
    }
}

/// The seat to act takes the action `policy` chooses, its events replacing `events`;
/// `false` once the game is over.
fn random_action<G: Game>(
    state: &mut G::State,
    rng: &mut GameRng,
    policy: Policy<G>,
    events: &mut Vec<G::Event>,
) -> Result<bool, Failure> {
    let Some(seat) = G::to_act(state) else {
        return Ok(false);
    };
    let Some(action) = policy(state, seat, rng) else {
        return Err(format!("{seat} is to act without legal actions"));
    };
    events.clear();
    G::apply_into(state, seat, &action, events)
        .map_err(|e| format!("legal {action:?} by {seat} refused: {e}"))?;
    Ok(true)
}
