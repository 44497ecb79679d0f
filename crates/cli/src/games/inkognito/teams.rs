//! `whodunit sim inkognito --players 4 --teams`: one bot level's team against another's.
//!
//! At 4 players the teams are dealt, not seated: the identities make partners (IK-SETUP-11),
//! and every game of a match deals them anew (IK-SERIES-11). So the unit here is one game,
//! the first of a match: after the deal, the first level's bots take the two seats the deal
//! made partners (Fiddlebottom and Bubble in even-numbered games, Zsa Zsa and X in odd ones)
//! and the second level's bots the other two. The game is won by a team: the caller's on a
//! correct call, the caller's opponents on a wrong one (IK-CALL-09, 10); a game of 50 rounds
//! without a call is a draw. Seeds are derived per game, so results do not depend on the
//! thread count.

use crate::batch::{game_seed, pool, progress_bar};
use crate::stats::{ratio, wilson};
use rayon::prelude::*;
use serde::Serialize;
use std::time::Instant;
use whodunit_engine::{Bot, BotFactory, Decision, Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{Config, Event, GameEnd, Identity, Inkognito};

pub struct TeamPlan {
    /// The two levels: `levels[0]`'s team against `levels[1]`'s.
    pub levels: [String; 2],
    pub make_bot: BotFactory<Inkognito>,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    pub progress: bool,
}

/// How one team game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TeamGame {
    /// The team that won (0 or 1), none for a draw.
    winner: Option<usize>,
    /// Whether the game ended with a correct call (by the winning team).
    correct: bool,
    rounds: u64,
}

/// Plays the first game of the match seeded `seed`, the team of `plan.levels[0]` in the
/// partnership `pair` (0: F and B, 1: Z and X).
fn play_team_game(plan: &TeamPlan, seed: u64, pair: usize) -> anyhow::Result<TeamGame> {
    let mut state = Inkognito::setup(&Config::with_players(4), seed)?;
    let first_team = [Identity::ALL[2 * pair], Identity::ALL[2 * pair + 1]];
    let team_of = |seat: Seat| -> usize {
        let (identity, _) = state.secret(seat).expect("4 players are all agents");
        usize::from(!first_team.contains(&identity))
    };
    let teams: Vec<usize> = (0..4).map(|s| team_of(Seat(s))).collect();
    let mut bots: Vec<Box<dyn Bot<Inkognito>>> = (0..4u8)
        .map(|s| {
            (plan.make_bot)(&plan.levels[teams[usize::from(s)]], Seat(s))
                .expect("levels were checked")
        })
        .collect();
    let mut rngs: Vec<GameRng> = (0..4)
        .map(|s| GameRng::new(GameRng::derive(seed, 1_000 + s)))
        .collect();
    let mut rounds = 0;
    while let Some(seat) = Inkognito::to_act(&state) {
        let view = Inkognito::view(&state, Viewer::Seat(seat));
        let action = bots[seat.index()].choose(Decision::in_state(
            &view,
            &state,
            seat,
            &mut rngs[seat.index()],
        ));
        let events = Inkognito::apply(&mut state, seat, &action)
            .map_err(|e| anyhow::anyhow!("a bot sent an illegal action: {e}"))?;
        for event in &events {
            match event {
                Event::AmbassadorAt { .. } => rounds += 1,
                Event::GameEnded { end, scored, .. } => {
                    let winner = scored.first().map(|&s| teams[s.index()]);
                    return Ok(TeamGame {
                        winner,
                        correct: *end == GameEnd::Correct,
                        rounds,
                    });
                }
                _ => {}
            }
        }
        for (index, bot) in bots.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(index as u8));
            for event in &events {
                if let Some(seen) = Inkognito::redact(event, viewer) {
                    bot.observe(&seen);
                }
            }
        }
    }
    anyhow::bail!("the match ended before its first game did")
}

/// Integer tallies, so sums do not depend on the order of the games.
#[derive(Clone, Copy, Default)]
struct Tally {
    games: u64,
    draws: u64,
    /// By team: wins, wins by the team's own correct call, and the rounds of those.
    wins: [u64; 2],
    correct: [u64; 2],
    correct_rounds: [u64; 2],
    rounds: u64,
}

impl Tally {
    fn of(game: TeamGame) -> Tally {
        let mut t = Tally {
            games: 1,
            rounds: game.rounds,
            ..Tally::default()
        };
        match game.winner {
            None => t.draws = 1,
            Some(team) => {
                t.wins[team] = 1;
                if game.correct {
                    t.correct[team] = 1;
                    t.correct_rounds[team] = game.rounds;
                }
            }
        }
        t
    }

    fn merge(mut self, o: Tally) -> Tally {
        self.games += o.games;
        self.draws += o.draws;
        self.rounds += o.rounds;
        for team in 0..2 {
            self.wins[team] += o.wins[team];
            self.correct[team] += o.correct[team];
            self.correct_rounds[team] += o.correct_rounds[team];
        }
        self
    }
}

#[derive(Serialize)]
pub struct TeamScore {
    /// The team's bot level; `against`: the other team's.
    pub team: String,
    pub against: String,
    /// Games the team won: by its own correct call, or by the other team's wrong call.
    pub wins: u64,
    pub win_rate: f64,
    /// The 95% Wilson interval of the win rate.
    pub ci95: [f64; 2],
    pub wins_by_correct_call: u64,
    /// Mean rounds of the games the team won by a correct call.
    pub mean_rounds_to_correct_call: f64,
}

#[derive(Serialize)]
pub struct TeamReport {
    pub game: &'static str,
    pub players: usize,
    /// Team games played: each the first game of a match, teams seated after the deal.
    pub games: u64,
    pub seed: u64,
    pub teams: Vec<TeamScore>,
    /// Games of 50 rounds without a call.
    pub draws: u64,
    pub mean_rounds: f64,
    pub seconds: f64,
}

pub fn run(plan: TeamPlan) -> anyhow::Result<TeamReport> {
    let bar = progress_bar(plan.games, plan.progress);
    let started = Instant::now();
    let tally = pool(plan.threads)?.install(|| {
        (0..plan.games)
            .into_par_iter()
            .map(|g| {
                let game = play_team_game(&plan, game_seed(plan.seed, g), (g % 2) as usize);
                bar.inc(1);
                game.map(Tally::of)
            })
            .try_reduce(Tally::default, |a, b| Ok(a.merge(b)))
    })?;
    bar.finish_and_clear();
    let teams = (0..2)
        .map(|team| TeamScore {
            team: plan.levels[team].clone(),
            against: plan.levels[1 - team].clone(),
            wins: tally.wins[team],
            win_rate: ratio(tally.wins[team], tally.games),
            ci95: wilson(tally.wins[team] as f64, tally.games),
            wins_by_correct_call: tally.correct[team],
            mean_rounds_to_correct_call: ratio(tally.correct_rounds[team], tally.correct[team]),
        })
        .collect();
    Ok(TeamReport {
        game: "inkognito",
        players: 4,
        games: tally.games,
        seed: plan.seed,
        teams,
        draws: tally.draws,
        mean_rounds: ratio(tally.rounds, tally.games),
        seconds: started.elapsed().as_secs_f64(),
    })
}

impl TeamReport {
    pub fn print_text(&self) {
        println!(
            "teams: {} at {} players, {} games (each the first game of a match, the teams \
             seated as the deal made partners), seed {} ({:.1} s)",
            self.game, self.players, self.games, self.seed, self.seconds
        );
        for t in &self.teams {
            println!(
                "  team of {} vs team of {}: wins {} of {} ({:.2}%, 95% CI {:.2}% - {:.2}%); \
                 {} by its own correct call, in {:.2} rounds on average",
                t.team,
                t.against,
                t.wins,
                self.games,
                t.win_rate * 100.0,
                t.ci95[0] * 100.0,
                t.ci95[1] * 100.0,
                t.wins_by_correct_call,
                t.mean_rounds_to_correct_call
            );
        }
        println!(
            "  draws (50 rounds without a call): {}; mean rounds per game {:.2}",
            self.draws, self.mean_rounds
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_count_each_game_once_and_rounds_of_correct_calls_only() {
        let games = [
            TeamGame {
                winner: Some(0),
                correct: true,
                rounds: 6,
            },
            TeamGame {
                winner: Some(0),
                correct: false,
                rounds: 3,
            },
            TeamGame {
                winner: Some(1),
                correct: true,
                rounds: 10,
            },
            TeamGame {
                winner: None,
                correct: false,
                rounds: 50,
            },
        ];
        let t = games
            .into_iter()
            .map(Tally::of)
            .fold(Tally::default(), Tally::merge);
        assert_eq!(
            (t.games, t.draws, t.wins, t.correct),
            (4, 1, [2, 1], [1, 1])
        );
        assert_eq!((t.correct_rounds, t.rounds), ([6, 10], 69));
    }
}
