//! Ratings per person and game, worked out when a rated table ends.
//!
//! The model:
//! - **Which tables count.** Created as rated, finished, every seat a person (a rated table
//!   takes no bot seat), each seat's person (its first linked, crate::results) a different
//!   one. A bot standing in for an absent person plays for them: their clock ran out, and
//!   the table still counts, as at a club.
//! - **What is rated** is what the game says of itself ([`whodunit_engine::Game::contests`]):
//!   by default the outcome as a free-for-all, winners tied first and the others tied behind
//!   (P.I.'s shared wins are draws between the winners); Inkognito rates each game of the
//!   match that someone scored in, with that deal's partners as a team at 4 players.
//!   Contests are applied in order; a table adds one to each person's count of rated tables.
//! - **Systems.** Two-player games (the game's maximum is 2) use Glicko-2 as Lichess does
//!   (1500, deviation 350, volatility 0.06, τ 0.5). The others use Weng-Lin
//!   (OpenSkill's Bradley-Terry model) for teams and free-for-alls, on the same scale:
//!   the crate's μ 25, σ 25/3 and β 25/6 all times 60, so everyone starts at 1500 with a
//!   deviation of 500, and the update, whose tolerance is a ratio, is the crate's own.
//!
//! The rating crate is `skillratings`; this module only chooses and maps.

use crate::store::{NewRating, Rating, SeatRating};
use crate::store::{SeatPlayer, TableHeader};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};
use std::collections::HashSet;
use whodunit_engine::Contest;

/// Weng-Lin's numbers times this make its scale Glicko's.
const SCALE: f64 = 60.0;

/// A rating shown with its deviation above this is provisional (Lichess's `?`).
pub const PROVISIONAL: f64 = 110.0;

/// How a game's ratings are worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Glicko2,
    WengLin,
}

impl System {
    /// Glicko-2 for games of two, Weng-Lin for the others.
    pub fn for_game(max_players: usize) -> System {
        if max_players == 2 {
            System::Glicko2
        } else {
            System::WengLin
        }
    }

    /// Everyone's rating before their first rated table.
    pub fn initial(self) -> Rating {
        match self {
            System::Glicko2 => {
                let start = Glicko2Rating::new();
                Rating {
                    rating: start.rating,
                    deviation: start.deviation,
                    volatility: start.volatility,
                    games: 0,
                }
            }
            System::WengLin => {
                let start = WengLinRating::new();
                Rating {
                    rating: start.rating * SCALE,
                    deviation: start.uncertainty * SCALE,
                    volatility: 0.0,
                    games: 0,
                }
            }
        }
    }

    /// Every seat's rating after `contests`, from `before` (one per seat).
    pub fn rate(self, contests: &[Contest], before: &[Rating]) -> Vec<Rating> {
        let mut ratings = before.to_vec();
        for contest in contests {
            match self {
                System::Glicko2 => glicko2_contest(contest, &mut ratings),
                System::WengLin => weng_lin_contest(contest, &mut ratings),
            }
        }
        for rating in &mut ratings {
            rating.games += 1;
        }
        ratings
    }
}

/// A contest of two seats alone; any other shape is not Glicko-2's and changes nothing.
fn glicko2_contest(contest: &Contest, ratings: &mut [Rating]) {
    let [one, two] = contest.teams.as_slice() else {
        return;
    };
    let ([a], [b]) = (one.seats.as_slice(), two.seats.as_slice()) else {
        return;
    };
    let (a, b) = (a.index(), b.index());
    if a == b || a >= ratings.len() || b >= ratings.len() {
        return;
    }
    let of = |r: &Rating| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = match one.place.cmp(&two.place) {
        std::cmp::Ordering::Less => Outcomes::WIN,
        std::cmp::Ordering::Equal => Outcomes::DRAW,
        std::cmp::Ordering::Greater => Outcomes::LOSS,
    };
    let (new_a, new_b) = glicko2(
        &of(&ratings[a]),
        &of(&ratings[b]),
        &outcome,
        &Glicko2Config::new(),
    );
    for (index, new) in [(a, new_a), (b, new_b)] {
        ratings[index] = Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            games: ratings[index].games,
        };
    }
}

fn weng_lin_contest(contest: &Contest, ratings: &mut [Rating]) {
    let in_range = |seat: &whodunit_engine::Seat| seat.index() < ratings.len();
    if !contest.teams.iter().flat_map(|t| &t.seats).all(in_range) {
        return;
    }
    let teams: Vec<Vec<WengLinRating>> = contest
        .teams
        .iter()
        .map(|team| {
            team.seats
                .iter()
                .map(|seat| WengLinRating {
                    rating: ratings[seat.index()].rating / SCALE,
                    uncertainty: ratings[seat.index()].deviation / SCALE,
                })
                .collect()
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&contest.teams)
        .map(|(ratings, team)| (ratings.as_slice(), MultiTeamOutcome::new(team.place + 1)))
        .collect();
    let config = WengLinConfig::new();
    let new = weng_lin_multi_team(&ranked, &config);
    for (team, new) in contest.teams.iter().zip(new) {
        for (seat, new) in team.seats.iter().zip(new) {
            let rating = &mut ratings[seat.index()];
            rating.rating = new.rating * SCALE;
            rating.deviation = new.uncertainty * SCALE;
        }
    }
}

/// The new ratings of a finished table's seats (see the model above), given each seat's
/// person and rating before; `None` when the table does not count.
pub fn rate_table(
    header: &TableHeader,
    system: System,
    contests: &[Contest],
    seats: &[Option<SeatRating>],
) -> Option<Vec<NewRating>> {
    let everyone_a_person = header
        .seats
        .iter()
        .all(|seat| matches!(seat, SeatPlayer::Human { .. }));
    if !header.rated || !everyone_a_person || contests.is_empty() || seats.len() < 2 {
        return None;
    }
    let people: Vec<&SeatRating> = seats.iter().map(Option::as_ref).collect::<Option<_>>()?;
    let distinct: HashSet<&str> = people.iter().map(|p| p.person.as_str()).collect();
    if distinct.len() != people.len() {
        return None;
    }
    let before: Vec<Rating> = people
        .iter()
        .map(|p| p.rating.unwrap_or_else(|| system.initial()))
        .collect();
    let after = system.rate(contests, &before);
    Some(
        before
            .iter()
            .zip(after)
            .map(|(before, after)| NewRating {
                after,
                change: after.rating - before.rating,
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Pace;
    use whodunit_engine::{Outcome, Seat, Team};

    fn header(rated: bool, seats: usize) -> TableHeader {
        TableHeader {
            id: "t".into(),
            game: "g".into(),
            config: serde_json::Value::Null,
            seed: 0,
            seats: (0..seats)
                .map(|_| SeatPlayer::Human { token: "x".into() })
                .collect(),
            created: 0,
            public: false,
            pace: Pace::default(),
            spectator_chat: false,
            rated,
        }
    }

    fn won_by(winners: &[u8], seats: usize) -> Vec<Contest> {
        let outcome = Outcome {
            winners: winners.iter().map(|&s| Seat(s)).collect(),
            scores: Vec::new(),
            reason: "test".into(),
        };
        vec![Contest::free_for_all(&outcome, seats)]
    }

    fn person(name: &str) -> Option<SeatRating> {
        Some(SeatRating {
            person: name.into(),
            rating: None,
        })
    }

    #[test]
    fn a_two_player_win_moves_glicko_ratings_apart_by_the_same_amount() {
        let new = rate_table(
            &header(true, 2),
            System::Glicko2,
            &won_by(&[0], 2),
            &[person("a"), person("b")],
        )
        .unwrap();
        assert!(new[0].change > 100.0 && new[1].change < -100.0, "{new:?}");
        assert!((new[0].change + new[1].change).abs() < 1e-6);
        assert!(new
            .iter()
            .all(|n| n.after.games == 1 && n.after.deviation < 350.0));
    }

    #[test]
    fn only_rated_tables_of_different_people_count() {
        let contests = won_by(&[0], 2);
        let two = [person("a"), person("b")];
        assert!(rate_table(&header(false, 2), System::Glicko2, &contests, &two).is_none());
        let same = [person("a"), person("a")];
        assert!(rate_table(&header(true, 2), System::Glicko2, &contests, &same).is_none());
        let empty_seat = [person("a"), None];
        assert!(rate_table(&header(true, 2), System::Glicko2, &contests, &empty_seat).is_none());
        let mut with_bot = header(true, 2);
        with_bot.seats[1] = SeatPlayer::Bot {
            level: "easy".into(),
        };
        assert!(rate_table(&with_bot, System::Glicko2, &contests, &two).is_none());
        assert!(rate_table(&header(true, 2), System::Glicko2, &[], &two).is_none());
    }

    #[test]
    fn shared_wins_are_draws_between_the_winners() {
        // P.I.: seats 0 and 2 share the win; they gain the same, seat 1 loses.
        let seats = [person("a"), person("b"), person("c")];
        let new = rate_table(
            &header(true, 3),
            System::WengLin,
            &won_by(&[0, 2], 3),
            &seats,
        )
        .unwrap();
        assert!((new[0].change - new[2].change).abs() < 1e-9, "{new:?}");
        assert!(new[0].change > 0.0 && new[1].change < 0.0);
    }

    #[test]
    fn partners_are_a_team_and_move_together() {
        let team = |seats: [u8; 2], place| Team {
            seats: seats.map(Seat).to_vec(),
            place,
        };
        let contest = Contest {
            teams: vec![team([0, 2], 0), team([1, 3], 1)],
        };
        let seats = [person("a"), person("b"), person("c"), person("d")];
        let new = rate_table(&header(true, 4), System::WengLin, &[contest], &seats).unwrap();
        assert!((new[0].change - new[2].change).abs() < 1e-9);
        assert!((new[1].change - new[3].change).abs() < 1e-9);
        assert!(new[0].change > 0.0 && new[1].change < 0.0, "{new:?}");
    }

    #[test]
    fn weng_lin_starts_on_glickos_scale() {
        let start = System::WengLin.initial();
        assert!((start.rating - 1500.0).abs() < 1e-9 && (start.deviation - 500.0).abs() < 1e-9);
        let start = System::Glicko2.initial();
        assert_eq!((start.rating, start.deviation), (1500.0, 350.0));
    }
}
