//! When a number one is not sure of is worth calling where no partner is needed (3 and 5
//! players; the expert guesses at 5): when the match's chances say so, score by score. A
//! wrong call scores a point for every other player (IK-3P-19, IK-5P-24), so early in a
//! match a guess rarely pays; but when the next call is likely to end the match anyway, a
//! fair guess beats waiting.
//!
//! The model of how a game ends if I wait: I call it right myself with chance `mine`, or
//! else one of the others, each as likely, calls and is right with chance `others`. Both
//! chances are learned from the match's calls so far, starting from a guess each.

use crate::state::TARGET;
use whodunit_engine::Seat;

/// The calls seen in this match, which set the model's two chances.
#[derive(Clone, Debug, Default)]
pub struct CallRecord {
    games_ended: u32,
    my_right: u32,
    others_calls: u32,
    others_right: u32,
}

/// How many imagined games the starting guesses weigh, against the ones seen.
const PRIOR_WEIGHT: f64 = 4.0;

/// My chance of ending a game with a right call, before any game has ended: half, not a
/// fair share, since I mostly call when sure. With a fair share the expert guessed too
/// soon against bots that rarely call right (`whodunit sim`, 5 players: 72.8% of the
/// matches against `easy` bots instead of 86.7%).
const MINE_AT_FIRST: f64 = 0.5;

impl CallRecord {
    pub fn called(&mut self, caller: Seat, me: Seat, correct: bool) {
        if caller == me {
            self.my_right += u32::from(correct);
        } else {
            self.others_calls += 1;
            self.others_right += u32::from(correct);
        }
    }

    pub fn game_ended(&mut self) {
        self.games_ended += 1;
    }

    /// Whether calling now, right with chance `p`, is worth more than waiting, at these
    /// match `scores`.
    pub fn worth_calling(&self, scores: &[u8], me: Seat, p: f64) -> bool {
        let players = scores.len();
        let fair = 1.0 / players as f64;
        let mine = (f64::from(self.my_right) + PRIOR_WEIGHT * MINE_AT_FIRST)
            / (f64::from(self.games_ended) + PRIOR_WEIGHT);
        // Before any call is seen, the others are taken to be right a fair share of the time.
        let others = (f64::from(self.others_right) + PRIOR_WEIGHT * fair)
            / (f64::from(self.others_calls) + PRIOR_WEIGHT);
        let model = Match {
            players,
            me: me.index(),
            mine,
            others,
        };
        let mut memo = vec![None; (usize::from(TARGET) + 1).pow(players as u32)];
        let scores: Vec<u8> = scores.iter().map(|&s| s.min(TARGET)).collect();
        let call = p * model.value(&right(&scores, model.me), &mut memo)
            + (1.0 - p) * model.value(&wrong(&scores, model.me), &mut memo);
        call > model.value(&scores, &mut memo)
    }
}

/// The match as the model sees it, from my seat.
struct Match {
    players: usize,
    me: usize,
    mine: f64,
    others: f64,
}

impl Match {
    /// My share of the match from `scores` on: 1/k if I am among the k who reach the
    /// target first (IK-SERIES-14), else 0.
    fn value(&self, scores: &[u8], memo: &mut [Option<f64>]) -> f64 {
        let winners = scores.iter().filter(|&&s| s >= TARGET).count();
        if winners > 0 {
            return if scores[self.me] >= TARGET {
                1.0 / winners as f64
            } else {
                0.0
            };
        }
        let key = scores.iter().fold(0, |key, &s| {
            key * (usize::from(TARGET) + 1) + usize::from(s)
        });
        if let Some(v) = memo[key] {
            return v;
        }
        let others = (0..self.players).filter(|&c| c != self.me);
        let by_others: f64 = others
            .map(|c| {
                self.others * self.value(&right(scores, c), memo)
                    + (1.0 - self.others) * self.value(&wrong(scores, c), memo)
            })
            .sum::<f64>()
            / (self.players - 1) as f64;
        let v =
            self.mine * self.value(&right(scores, self.me), memo) + (1.0 - self.mine) * by_others;
        memo[key] = Some(v);
        v
    }
}

/// The scores after `caller` calls right: a point for them (IK-3P-18, IK-5P-23).
fn right(scores: &[u8], caller: usize) -> Vec<u8> {
    let mut next = scores.to_vec();
    next[caller] += 1;
    next
}

/// The scores after `caller` calls wrong: a point for everyone else (IK-3P-19, IK-5P-24).
fn wrong(scores: &[u8], caller: usize) -> Vec<u8> {
    (0..scores.len())
        .map(|s| scores[s] + u8::from(s != caller))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the start of a match a guess is not worth a point for each of the others
    /// (IK-5P-24), but when everyone stands a point from the target, an even chance of
    /// winning alone beats sharing the match (IK-5P-23, IK-SERIES-14).
    #[test]
    fn a_guess_pays_only_when_the_match_is_about_to_end() {
        let me = Seat(0);
        let record = CallRecord::default();
        assert!(!record.worth_calling(&[0, 0, 0], me, 0.3));
        assert!(record.worth_calling(&[0, 0, 0], me, 1.0));
        // Four games of five players, each ended by another's call, two of them right,
        // bring every score to 2.
        let mut record = CallRecord::default();
        for (caller, correct) in [(1, false), (2, false), (1, true), (2, true)] {
            record.called(Seat(caller), me, correct);
            record.game_ended();
        }
        assert!(!record.worth_calling(&[2, 2, 2, 2, 2], me, 0.1));
        assert!(record.worth_calling(&[2, 2, 2, 2, 2], me, 0.5));
    }

    /// Others who keep calling wrong hand me points, so waiting is worth more among them
    /// than among others who call right.
    #[test]
    fn others_guessing_wrong_make_waiting_better() {
        let me = Seat(0);
        let scores = [1, 1, 1, 1, 1];
        let threshold = |right: bool| {
            let mut record = CallRecord::default();
            for _ in 0..6 {
                record.called(Seat(1), me, right);
                record.game_ended();
            }
            (1..=100)
                .map(|p| f64::from(p) / 100.0)
                .find(|&p| record.worth_calling(&scores, me, p))
        };
        let (among_right, among_wrong) = (threshold(true).unwrap(), threshold(false).unwrap());
        assert!(among_wrong > among_right, "{among_wrong} > {among_right}");
    }
}
