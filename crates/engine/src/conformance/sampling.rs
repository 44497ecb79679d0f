//! Sampled worlds ([`Sampling`]) over random play: at every step, each seat's worlds look
//! to it exactly as the true game does (its view, and its legal actions when it is to act)
//! and are games that play on to their end; and on a state with few consistent worlds, the
//! worlds come with the frequencies the rules give them (Pearson's chi-squared against
//! worlds the game's test enumerates by brute force, independently of its sampler).

use super::chi_squared::{quantile_999, statistic};
use super::random_walk::{play_on, random_game_with, uniform, Policy};
use super::Failure;
use crate::{sample_world, GameRng, Sampling, Seat, Viewer};
use std::collections::BTreeMap;
use std::fmt::Debug;

/// How many worlds each seat draws at each step.
const WORLDS_PER_STEP: usize = 2;

/// The fewest draws each consistent world is expected to get in a frequency check.
const EXPECTED_PER_WORLD: f64 = 20.0;

/// Plays `config` from `seed` with uniformly random legal actions (drawn from
/// `policy_seed`) for at most `bound` actions (the longest game the rules allow), and at
/// the deal and after every action draws a few worlds for every seat, from its view and
/// its redacted events so far: each world's view for the seat is the true one, the seat's
/// legal actions are the true ones, and random play from the world reaches the end within
/// `bound` actions without a refusal.
pub fn check_sampling<G: Sampling>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
) -> Result<(), Failure> {
    check_sampling_with::<G>(config, seed, policy_seed, bound, uniform::<G>)
}

/// [`check_sampling`] with the actions, of the game and of the worlds played on, chosen by
/// `policy`: for a game whose uniformly random games are too long to play on from every
/// step.
pub fn check_sampling_with<G: Sampling>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
    policy: Policy<G>,
) -> Result<(), Failure> {
    let mut seen: Vec<Vec<G::Event>> = Vec::new();
    let mut rng = GameRng::new(GameRng::derive(policy_seed, seed));
    random_game_with::<G>(config, seed, policy_seed, bound, policy, |state, events| {
        seen.resize_with(G::seat_count(state), Vec::new);
        for (s, events_seen) in seen.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(s as u8));
            events_seen.extend(events.iter().filter_map(|e| G::redact(e, viewer)));
        }
        for (s, events_seen) in seen.iter().enumerate() {
            check_worlds::<G>(state, Seat(s as u8), events_seen, &mut rng, bound, policy)?;
        }
        Ok(())
    })
}

/// Draws a few worlds for `seat`, which has seen `events` of the game now at `state`, and
/// checks each as [`check_sampling`] does at every step (for a game's own walks, e.g. bot
/// games that reach states random play rarely does).
pub fn check_worlds<G: Sampling>(
    state: &G::State,
    seat: Seat,
    events: &[G::Event],
    rng: &mut GameRng,
    bound: usize,
    policy: Policy<G>,
) -> Result<(), Failure> {
    let viewer = Viewer::Seat(seat);
    let view = G::view(state, viewer);
    let legal = G::legal_actions(state, seat);
    for _ in 0..WORLDS_PER_STEP {
        let world = sample_world::<G>(state, seat, &view, events, rng);
        let seen = G::view(&world, viewer);
        if seen != view {
            return Err(format!("{seat}'s world shows {seen:?}, not {view:?}"));
        }
        let world_legal = G::legal_actions(&world, seat);
        if world_legal != legal {
            return Err(format!(
                "{seat}'s world allows {world_legal:?}, not {legal:?}"
            ));
        }
        play_on::<G>(world, rng, bound, policy)
            .map_err(|e| format!("{seat}'s world, played on: {e}"))?;
    }
    Ok(())
}

/// What a frequency check found.
#[derive(Clone, Debug)]
pub struct Fit {
    pub worlds: usize,
    pub draws: usize,
    /// Pearson's chi-squared statistic of the draws.
    pub statistic: f64,
    /// Its 0.999 quantile under the expected frequencies, which the statistic stayed below.
    pub quantile: f64,
}

/// [`check_frequencies`] with every world in `worlds` equally likely: the rules' random
/// deal, each consistent one as likely as another.
pub fn check_uniform<G: Sampling, K: Ord + Debug>(
    view: &G::View,
    events: &[G::Event],
    worlds: Vec<K>,
    key: impl Fn(&G::Hidden) -> K,
    seed: u64,
) -> Result<Fit, Failure> {
    let p = 1.0 / worlds.len() as f64;
    let expected = worlds.into_iter().map(|world| (world, p)).collect();
    check_frequencies::<G, K>(view, events, expected, key, seed)
}

/// Draws hidden parts for the seat that was sent `view` and `events` (generator seeded
/// with `seed`), enough that each world of `expected` (every world consistent with what
/// the seat has seen, by `key`, with its probability; enumerated by the game's test from
/// the rules, not by its sampler) is expected at least 20 times. Fails if a drawn world
/// is not among them, or if Pearson's chi-squared exceeds its 0.999 quantile.
pub fn check_frequencies<G: Sampling, K: Ord + Debug>(
    view: &G::View,
    events: &[G::Event],
    expected: Vec<(K, f64)>,
    key: impl Fn(&G::Hidden) -> K,
    seed: u64,
) -> Result<Fit, Failure> {
    let total: f64 = expected.iter().map(|(_, p)| p).sum();
    if expected.is_empty() || (total - 1.0).abs() > 1e-9 {
        return Err(format!("the expected probabilities sum to {total}, not 1"));
    }
    let rarest = expected.iter().map(|&(_, p)| p).fold(1.0, f64::min);
    let draws = (EXPECTED_PER_WORLD / rarest).ceil() as usize;
    let worlds = expected.len();
    let (keys, probabilities): (Vec<K>, Vec<f64>) = expected.into_iter().unzip();
    let cell: BTreeMap<&K, usize> = keys.iter().enumerate().map(|(i, k)| (k, i)).collect();
    if cell.len() != worlds {
        return Err("a world is enumerated twice".to_string());
    }
    let mut observed = vec![0u64; worlds];
    let mut rng = GameRng::new(seed);
    for draw in 0..draws {
        let drawn = key(&G::sample_hidden(view, events, &mut rng));
        let Some(&at) = cell.get(&drawn) else {
            return Err(format!("draw {draw}: {drawn:?} is not a consistent world"));
        };
        observed[at] += 1;
    }
    let fit = Fit {
        worlds,
        draws,
        statistic: statistic(&observed, &probabilities),
        quantile: quantile_999(worlds.saturating_sub(1).max(1)),
    };
    if fit.statistic > fit.quantile {
        return Err(format!(
            "{fit:?}: drawn {observed:?} against {probabilities:?}"
        ));
    }
    Ok(fit)
}

/// Every order of `items`: the worlds of a shuffled pile, which a game's test enumerates
/// for [`check_uniform`].
pub fn orders<T: Copy>(items: &[T]) -> Vec<Vec<T>> {
    if items.is_empty() {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(i);
        for mut order in orders(&rest) {
            order.insert(0, first);
            out.push(order);
        }
    }
    out
}
