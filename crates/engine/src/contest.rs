//! What a finished game says to a rating system: who met whom, as teams, and in what places.

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// One result to rate: the teams that met and the place of each, 0 being first. Teams with
/// the same place tied. A team is the seats that won or lost together: one seat in a
/// free-for-all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    pub teams: Vec<Team>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    pub seats: Vec<Seat>,
    pub place: usize,
}

impl Contest {
    /// The free-for-all reading of an outcome: every seat alone, the winners tied first and
    /// everyone else tied behind them (a game without winners: everyone tied).
    pub fn free_for_all(outcome: &Outcome, seat_count: usize) -> Contest {
        Contest {
            teams: (0..seat_count)
                .map(|index| {
                    let seat = Seat(index as u8);
                    let lost = !outcome.winners.is_empty() && !outcome.winners.contains(&seat);
                    Team {
                        seats: vec![seat],
                        place: usize::from(lost),
                    }
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(winners: &[u8]) -> Outcome {
        Outcome {
            winners: winners.iter().map(|&s| Seat(s)).collect(),
            scores: Vec::new(),
            reason: "test".to_string(),
        }
    }

    fn places(contest: &Contest) -> Vec<(Vec<Seat>, usize)> {
        contest
            .teams
            .iter()
            .map(|team| (team.seats.clone(), team.place))
            .collect()
    }

    #[test]
    fn one_winner_is_first_and_the_others_tie_behind() {
        let contest = Contest::free_for_all(&outcome(&[1]), 3);
        assert_eq!(
            places(&contest),
            vec![(vec![Seat(0)], 1), (vec![Seat(1)], 0), (vec![Seat(2)], 1)]
        );
    }

    #[test]
    fn shared_wins_are_ties_between_the_winners() {
        let contest = Contest::free_for_all(&outcome(&[0, 2]), 3);
        assert_eq!(
            places(&contest),
            vec![(vec![Seat(0)], 0), (vec![Seat(1)], 1), (vec![Seat(2)], 0)]
        );
    }

    #[test]
    fn a_game_without_winners_ties_everyone() {
        let contest = Contest::free_for_all(&outcome(&[]), 2);
        assert!(contest.teams.iter().all(|team| team.place == 0));
    }
}
