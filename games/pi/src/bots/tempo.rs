//! The expert's sense of time: what an investigator is worth against an evidence card,
//! and whether guessing now beats waiting until it is sure.

use crate::config::MINI_GAMES;
use crate::state::{PENALTY_POINTS, SCORE_TRACK};
use crate::view::View;
use whodunit_engine::Seat;

/// Bits an investigator must beat the best evidence card by, per mini-game still to come
/// after this one and per investigator left: the five must last the whole game.
pub const MARGIN_BITS: f64 = 1.0;

/// Fewest bits a turn is assumed to bring when working out how long certainty takes.
const SLOWEST_BITS: f64 = 0.25;

/// The margin an investigator must beat the best card by, for a seat with `unused`
/// investigators in mini-game `mini_game`: none in the last mini-game, and more as fewer
/// remain or more mini-games are left.
pub fn investigator_margin(unused: u8, mini_game: u8) -> f64 {
    let after = MINI_GAMES.saturating_sub(mini_game);
    MARGIN_BITS * f64::from(after) / f64::from(unused.max(1))
}

/// What a seat is unsure of: the bits of uncertainty in its case now, those left if it
/// guesses the likeliest case and is wrong, and that case's chance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Doubt {
    pub bits: f64,
    pub bits_after_miss: f64,
    pub chance: f64,
}

impl Doubt {
    /// The doubt of a posterior with these weights (none zero), the guess being the
    /// heaviest. Equal weights give `log2 n` and `log2 (n - 1)` exactly.
    pub fn of(weights: &[u64]) -> Doubt {
        let best = weights.iter().copied().max().unwrap_or(0);
        let total: u64 = weights.iter().sum();
        if weights.iter().all(|&w| w == best) {
            let n = weights.len() as f64;
            return Doubt {
                bits: n.log2(),
                bits_after_miss: (n - 1.0).max(1.0).log2(),
                chance: 1.0 / n,
            };
        }
        let entropy = |total: u64, skip: Option<usize>| -> f64 {
            weights
                .iter()
                .enumerate()
                .filter(|&(i, _)| Some(i) != skip)
                .map(|(_, &w)| {
                    let p = w as f64 / total as f64;
                    -p * p.log2()
                })
                .sum()
        };
        let heaviest = weights.iter().position(|&w| w == best);
        Doubt {
            bits: entropy(total, None),
            bits_after_miss: entropy(total - best, heaviest),
            chance: best as f64 / total as f64,
        }
    }
}

/// Turns of gathering `bits_per_turn` needed to learn `bits`.
fn turns_to_certainty(bits: f64, bits_per_turn: f64) -> u32 {
    if bits <= 0.0 {
        return 0;
    }
    let needed = bits / bits_per_turn.max(SLOWEST_BITS);
    needed.ceil().max(1.0) as u32
}

/// The chance, each round, that one other unsolved seat solves: rising with the rounds
/// played, as everyone's answers pile up.
fn solve_chance(round: u16) -> f64 {
    (f64::from(round) / 12.0).min(0.5)
}

/// The expected points of a correct solve `rounds` rounds from now. Each round in which
/// another seat solves moves the track one space (PI-SCORE-4); with one other seat left
/// unsolved, its solve ends the mini-game and leaves 0 (PI-MINIGAME-3).
fn forecast(view: &View, seat: Seat, rounds: u32) -> f64 {
    let space = SCORE_TRACK
        .iter()
        .position(|&v| v == view.score_value)
        .unwrap_or(SCORE_TRACK.len() - 1);
    let others = view
        .seats
        .iter()
        .filter(|s| s.seat != seat && s.solution.is_none())
        .count() as i32;
    let quiet = (1.0 - solve_chance(view.round)).powi(others);
    if others <= 1 {
        return quiet.powi(rounds as i32) * f64::from(SCORE_TRACK[space]);
    }
    // The chance of each space of the track after each round; the last space keeps.
    let last = SCORE_TRACK.len() - 1;
    let mut spaces = [0.0; SCORE_TRACK.len()];
    spaces[space] = 1.0;
    for _ in 0..rounds {
        for s in (0..=last).rev() {
            let arriving = if s > 0 {
                spaces[s - 1] * (1.0 - quiet)
            } else {
                0.0
            };
            let staying = if s == last {
                spaces[s]
            } else {
                spaces[s] * quiet
            };
            spaces[s] = staying + arriving;
        }
    }
    spaces
        .iter()
        .zip(SCORE_TRACK)
        .map(|(p, value)| p * f64::from(value))
        .sum()
}

/// The solve rule. With `doubt.bits` of uncertainty left and turns bringing about
/// `bits_per_turn`, waiting means solving for sure after `k = ceil(bits / bits_per_turn)`
/// more turns, worth `forecast(k)`. Guessing the likeliest case now is right with its
/// chance for the points of this round; if wrong it costs 2 points and one turn, and
/// certainty follows `1 + k'` turns later for the bits then left. Guess when that
/// expectation is higher.
pub fn should_guess(view: &View, seat: Seat, doubt: Doubt, bits_per_turn: f64) -> bool {
    if doubt.chance >= 1.0 {
        return true;
    }
    let wait = forecast(view, seat, turns_to_certainty(doubt.bits, bits_per_turn));
    let later = 1 + turns_to_certainty(doubt.bits_after_miss, bits_per_turn);
    let penalty = f64::from(PENALTY_POINTS);
    let chance = doubt.chance;
    let guess = f64::from(view.score_value) * chance
        + (1.0 - chance) * (forecast(view, seat, later) - penalty);
    guess > wait
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{setup::setup, view::view, Config};
    use whodunit_engine::Viewer;

    #[test]
    fn guesses_only_when_it_pays() {
        let state = setup(&Config::with_players(4), 3).expect("valid");
        let seat = crate::rules::to_act(&state).expect("a seat to act");
        let view = view(&state, Viewer::Seat(seat));
        let even = |n: usize| Doubt::of(&vec![1; n]);
        assert!(should_guess(&view, seat, even(1), 0.0));
        // Round 1, seven points to gain: two cases and a bit a turn is worth waiting for.
        assert!(!should_guess(&view, seat, even(2), 1.0));
        assert!(!should_guess(&view, seat, even(1000), 3.0));
        // With nothing left to learn, waiting is hopeless and a guess among two pays.
        assert!(should_guess(&view, seat, even(2), 0.0));
        // A case far likelier than the rest is worth a guess that an even split is not.
        assert!(!should_guess(&view, seat, even(3), 1.0));
        assert!(should_guess(&view, seat, Doubt::of(&[98, 1, 1]), 1.0));
    }

    #[test]
    fn doubt_is_the_entropy_of_the_weights() {
        let even = Doubt::of(&[5, 5, 5, 5]);
        assert_eq!(
            (even.bits, even.bits_after_miss, even.chance),
            (2.0, 3f64.log2(), 0.25)
        );
        let skewed = Doubt::of(&[2, 1, 1]);
        assert!((skewed.bits - 1.5).abs() < 1e-12);
        assert!((skewed.bits_after_miss - 1.0).abs() < 1e-12);
        assert_eq!(skewed.chance, 0.5);
    }

    #[test]
    fn investigators_cost_more_when_scarce_and_nothing_in_the_last_mini_game() {
        assert_eq!(investigator_margin(3, MINI_GAMES), 0.0);
        assert!(investigator_margin(1, 1) > investigator_margin(5, 1));
        assert!(investigator_margin(5, 1) > investigator_margin(5, 2));
    }
}
