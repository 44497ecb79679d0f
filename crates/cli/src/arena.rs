//! `whodunit arena`: a round-robin tournament of bots (the Speed Clue contest design).
//!
//! For every table size, every seat order of the listed bots (each lineup drawn with
//! repetition, keeping those with at least two different bots: a table of one bot
//! compares nothing) plays the same number of games. A bot's win rate at a size is its wins
//! over the seats it held, with a 95% Wilson interval. The lineups where one bot sits alone
//! among copies of another give its win rate against that field, in every seat (so from
//! three seats on). At two seats each pair of bots is a duel: its score counts a game
//! without a single winner (none, or a shared win) as half a win for each, so a tie is one
//! half. A win shared by k seats (P.I.'s ties) counts 1/k of a win for each of
//! them. The Elo table comes from a Bradley-Terry fit of the pairwise results between the
//! seats of different bots: a seat that won beat every seat that did not, and two seats
//! that both won, or a game without a winner, are half a win each way (a draw).

use crate::args::ArenaCommon;
use crate::batch::{game_seed, pool, progress_bar};
use crate::sim::{play_one, GameResult, SimGame};
use crate::stats::{ratio, wilson, win_credit, WIN_UNITS};
use rayon::prelude::*;
use serde::Serialize;
use std::ops::RangeInclusive;
use std::time::Instant;
use whodunit_engine::{Bot, BotFactory, Seat};

pub struct ArenaPlan<'a, G: SimGame> {
    pub sizes: RangeInclusive<usize>,
    pub bots: Vec<String>,
    pub make_bot: BotFactory<G>,
    /// The configuration of a table of the given size.
    pub config_for: &'a (dyn Fn(usize) -> G::Config + Sync),
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    pub progress: bool,
}

impl<'a, G: SimGame> ArenaPlan<'a, G> {
    /// A plan from the shared `arena` options and the bots to compare (checked by the
    /// caller).
    pub fn new(
        sizes: RangeInclusive<usize>,
        bots: Vec<String>,
        make_bot: BotFactory<G>,
        config_for: &'a (dyn Fn(usize) -> G::Config + Sync),
        args: &ArenaCommon,
    ) -> Self {
        ArenaPlan {
            sizes,
            bots,
            make_bot,
            config_for,
            games: args.games,
            seed: args.run.seed,
            threads: args.run.threads(),
            progress: !args.run.json,
        }
    }
}

/// Runs a tournament and prints its report, as text or as JSON.
pub fn command<G: SimGame>(plan: ArenaPlan<'_, G>, json: bool) -> anyhow::Result<()> {
    let report = run(plan)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        report.print_text();
    }
    Ok(())
}

#[derive(Serialize)]
pub struct ArenaReport {
    pub game: &'static str,
    /// What `mean_turns_to_win` counts: `"turns"`, or `"rounds"` for Bakerstreet.
    pub turn_unit: &'static str,
    pub bots: Vec<String>,
    pub games_per_lineup: u64,
    pub seed: u64,
    pub lineups: usize,
    pub games: u64,
    pub by_size: Vec<SizeReport>,
    pub elo: Vec<Rating>,
    pub seconds: f64,
}

#[derive(Serialize)]
pub struct SizeReport {
    pub players: usize,
    pub fair_share: f64,
    /// Games that ended without a winner (draws).
    pub no_winner: u64,
    /// Games won by several seats together; each co-winner's seat counts 1/k of a win.
    pub shared_win_games: u64,
    pub bots: Vec<BotScore>,
    /// Each bot alone at the table against copies of each other bot, over every seat.
    pub alone: Vec<AloneScore>,
    /// At two seats, each pair of bots in the order listed, over both seat orders.
    pub duels: Vec<DuelScore>,
}

#[derive(Serialize)]
pub struct DuelScore {
    pub bot: String,
    pub opponent: String,
    pub games: u64,
    pub wins: u64,
    /// Games without a single winner: none, or both sharing the win.
    pub draws: u64,
    pub losses: u64,
    /// Wins and half the draws over the games: above one half, `bot` is the stronger.
    pub score: f64,
    pub ci95: [f64; 2],
}

#[derive(Serialize)]
pub struct AloneScore {
    pub bot: String,
    /// The bot in every other seat.
    pub field: String,
    pub games: u64,
    /// Wins, a shared win counting 1/k.
    pub wins: f64,
    pub win_rate: f64,
    pub ci95: [f64; 2],
    pub vs_fair_share: f64,
}

#[derive(Serialize)]
pub struct BotScore {
    pub bot: String,
    /// Seats this bot held over all games of this size.
    pub seats: u64,
    /// Wins, a win shared by k seats counting 1/k.
    pub wins: f64,
    /// Seats of this bot that shared a win.
    pub shared_wins: u64,
    pub win_rate: f64,
    pub ci95: [f64; 2],
    /// Win rate over the fair share (1 / players): above 1 is stronger than average.
    pub vs_fair_share: f64,
    /// Mean length (in the report's `turn_unit`) of the games this bot won.
    pub mean_turns_to_win: f64,
    /// Mean final points per seat, for games that score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_score: Option<f64>,
}

#[derive(Serialize)]
pub struct Rating {
    pub bot: String,
    pub elo: f64,
}

/// Every seat order of `players` seats drawn from `bots` (indices), with at least two
/// different bots when more than one is listed.
pub fn lineups(bots: usize, players: usize) -> Vec<Vec<usize>> {
    let total = bots.pow(players as u32);
    (0..total)
        .map(|mut code| {
            (0..players)
                .map(|_| {
                    let bot = code % bots;
                    code /= bots;
                    bot
                })
                .collect::<Vec<_>>()
        })
        .filter(|lineup| bots == 1 || lineup.iter().any(|&b| b != lineup[0]))
        .collect()
}

/// What one game adds to the tallies: integers only, so that sums do not depend on the
/// order of the games (the thread count). Wins are in [`WIN_UNITS`].
#[derive(Clone)]
struct Tally {
    /// Per table size (index from the smallest), per bot: seats, wins, shared wins, wins
    /// times the game's length, and points.
    seats: Vec<Vec<u64>>,
    wins: Vec<Vec<u64>>,
    shared: Vec<Vec<u64>>,
    win_turns: Vec<Vec<u64>>,
    points: Vec<Vec<i64>>,
    /// Per table size: games without a winner, and games won by several seats.
    no_winner: Vec<u64>,
    shared_games: Vec<u64>,
    /// Whether the games report scores.
    scored: bool,
    /// Per table size, `a * bots + b`: games and wins of bot a alone among copies of b.
    alone_games: Vec<Vec<u64>>,
    alone_wins: Vec<Vec<u64>>,
    /// Per table size (of two seats), `a * bots + b`: games of bot a against bot b, a's
    /// wins and the draws among them.
    duel_games: Vec<Vec<u64>>,
    duel_wins: Vec<Vec<u64>>,
    duel_draws: Vec<Vec<u64>>,
    /// `beat[a][b]`: half points of bot a against bot b over pairs of seats: 2 for a win
    /// over a seat that lost, 1 for a draw.
    beat: Vec<Vec<u64>>,
}

fn add<T: std::ops::AddAssign>(a: &mut [Vec<T>], b: Vec<Vec<T>>) {
    for (row, other) in a.iter_mut().zip(b) {
        for (x, y) in row.iter_mut().zip(other) {
            *x += y;
        }
    }
}

impl Tally {
    fn new(sizes: usize, bots: usize) -> Tally {
        Tally {
            seats: vec![vec![0; bots]; sizes],
            wins: vec![vec![0; bots]; sizes],
            shared: vec![vec![0; bots]; sizes],
            win_turns: vec![vec![0; bots]; sizes],
            points: vec![vec![0; bots]; sizes],
            no_winner: vec![0; sizes],
            shared_games: vec![0; sizes],
            scored: false,
            alone_games: vec![vec![0; bots * bots]; sizes],
            alone_wins: vec![vec![0; bots * bots]; sizes],
            duel_games: vec![vec![0; bots * bots]; sizes],
            duel_wins: vec![vec![0; bots * bots]; sizes],
            duel_draws: vec![vec![0; bots * bots]; sizes],
            beat: vec![vec![0; bots]; bots],
        }
    }

    /// The tally of one game at table size `size` with `lineup` (a bot per seat).
    fn of(result: &GameResult, size: usize, lineup: &[usize], sizes: usize, bots: usize) -> Tally {
        let mut tally = Tally::new(sizes, bots);
        let winners = &result.winners;
        let credit = win_credit(winners.len());
        for (seat, &bot) in lineup.iter().enumerate() {
            tally.seats[size][bot] += 1;
            if winners.contains(&seat) {
                tally.wins[size][bot] += credit;
                tally.win_turns[size][bot] += credit * result.turns;
                tally.shared[size][bot] += u64::from(winners.len() > 1);
            }
            if let Some(&points) = result.scores.get(seat) {
                tally.points[size][bot] += i64::from(points);
            }
        }
        tally.scored = !result.scores.is_empty();
        tally.no_winner[size] = u64::from(winners.is_empty());
        tally.shared_games[size] = u64::from(winners.len() > 1);
        if let Some(seat) = alone_seat(lineup) {
            let pair = lineup[seat] * bots + lineup[(seat + 1) % lineup.len()];
            tally.alone_games[size][pair] += 1;
            if winners.contains(&seat) {
                tally.alone_wins[size][pair] += credit;
            }
        }
        if let [a, b] = *lineup {
            for (seat, pair) in [(0, a * bots + b), (1, b * bots + a)] {
                if a != b {
                    tally.duel_games[size][pair] += 1;
                    tally.duel_wins[size][pair] += u64::from(winners[..] == [seat]);
                    tally.duel_draws[size][pair] += u64::from(winners.len() != 1);
                }
            }
        }
        // Without a winner every seat drew with every other.
        let won = |seat: usize| winners.is_empty() || winners.contains(&seat);
        for (i, &a) in lineup.iter().enumerate() {
            for (j, &b) in lineup.iter().enumerate() {
                if a != b && won(i) {
                    tally.beat[a][b] += if won(j) { 1 } else { 2 };
                }
            }
        }
        tally
    }

    fn merge(mut self, other: Tally) -> Tally {
        add(&mut self.seats, other.seats);
        add(&mut self.wins, other.wins);
        add(&mut self.shared, other.shared);
        add(&mut self.win_turns, other.win_turns);
        add(&mut self.points, other.points);
        add(&mut self.beat, other.beat);
        add(&mut self.alone_games, other.alone_games);
        add(&mut self.alone_wins, other.alone_wins);
        add(&mut self.duel_games, other.duel_games);
        add(&mut self.duel_wins, other.duel_wins);
        add(&mut self.duel_draws, other.duel_draws);
        for (x, y) in self.no_winner.iter_mut().zip(other.no_winner) {
            *x += y;
        }
        for (x, y) in self.shared_games.iter_mut().zip(other.shared_games) {
            *x += y;
        }
        self.scored |= other.scored;
        self
    }
}

pub fn run<G: SimGame>(plan: ArenaPlan<'_, G>) -> anyhow::Result<ArenaReport> {
    anyhow::ensure!(!plan.bots.is_empty(), "--bots needs at least one bot");
    let sizes: Vec<usize> = plan.sizes.clone().collect();
    let bots = plan.bots.len();
    let jobs: Vec<(usize, Vec<usize>)> = sizes
        .iter()
        .enumerate()
        .flat_map(|(size_index, &players)| {
            lineups(bots, players)
                .into_iter()
                .map(move |lineup| (size_index, lineup))
        })
        .collect();
    let lineup_count = jobs.len();
    let games = lineup_count as u64 * plan.games;
    let bar = progress_bar(games, plan.progress);
    let started = Instant::now();
    let configs: Vec<G::Config> = sizes.iter().map(|&p| (plan.config_for)(p)).collect();
    let tally = pool(plan.threads)?.install(|| {
        jobs.par_iter()
            .enumerate()
            .flat_map(|(job, lineup)| {
                (0..plan.games)
                    .into_par_iter()
                    .map(move |g| (job, lineup, g))
            })
            .map(|(job, (size_index, lineup), game)| {
                let seed = game_seed(plan.seed, job as u64 * plan.games + game);
                let make_bot = |seat: usize| -> Box<dyn Bot<G>> {
                    (plan.make_bot)(&plan.bots[lineup[seat]], Seat(seat as u8))
                        .expect("bot names were checked")
                };
                let result = play_one::<G>(&configs[*size_index], seed, &make_bot);
                bar.inc(1);
                result.map(|r| Tally::of(&r, *size_index, lineup, sizes.len(), bots))
            })
            .try_reduce(|| Tally::new(sizes.len(), bots), |a, b| Ok(a.merge(b)))
    })?;
    bar.finish_and_clear();
    let by_size = sizes
        .iter()
        .enumerate()
        .map(|(i, &players)| SizeReport {
            players,
            fair_share: 1.0 / players as f64,
            no_winner: tally.no_winner[i],
            shared_win_games: tally.shared_games[i],
            bots: (0..bots)
                .map(|b| {
                    let (seats, units) = (tally.seats[i][b], tally.wins[i][b]);
                    let wins = units as f64 / WIN_UNITS as f64;
                    let rate = ratio(units, seats * WIN_UNITS);
                    BotScore {
                        bot: plan.bots[b].clone(),
                        seats,
                        wins,
                        shared_wins: tally.shared[i][b],
                        win_rate: rate,
                        ci95: wilson(wins, seats),
                        vs_fair_share: rate * players as f64,
                        mean_turns_to_win: ratio(tally.win_turns[i][b], units),
                        mean_score: tally
                            .scored
                            .then(|| tally.points[i][b] as f64 / seats.max(1) as f64),
                    }
                })
                .collect(),
            alone: alone_scores(&tally, i, players, &plan.bots),
            duels: duel_scores(&tally, i, &plan.bots),
        })
        .collect();
    let elo = bradley_terry(&tally.beat)
        .into_iter()
        .zip(&plan.bots)
        .map(|(elo, bot)| Rating {
            bot: bot.clone(),
            elo,
        })
        .collect();
    Ok(ArenaReport {
        game: G::NAME,
        turn_unit: G::TURN_UNIT,
        bots: plan.bots,
        games_per_lineup: plan.games,
        seed: plan.seed,
        lineups: lineup_count,
        games,
        by_size,
        elo,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// The seat of the one bot that differs from all the others, if the lineup has one (at
/// least three seats, so that the others form a field).
fn alone_seat(lineup: &[usize]) -> Option<usize> {
    if lineup.len() < 3 {
        return None;
    }
    let differs = |seat: usize| {
        lineup
            .iter()
            .enumerate()
            .all(|(other, &bot)| other == seat || bot != lineup[seat])
    };
    let seat = (0..lineup.len()).find(|&seat| differs(seat))?;
    let field = lineup[(seat + 1) % lineup.len()];
    let rest_same = lineup
        .iter()
        .enumerate()
        .all(|(other, &bot)| other == seat || bot == field);
    rest_same.then_some(seat)
}

fn alone_scores(tally: &Tally, size: usize, players: usize, names: &[String]) -> Vec<AloneScore> {
    let bots = names.len();
    (0..bots * bots)
        .filter(|&pair| tally.alone_games[size][pair] > 0)
        .map(|pair| {
            let (games, units) = (tally.alone_games[size][pair], tally.alone_wins[size][pair]);
            let wins = units as f64 / WIN_UNITS as f64;
            let rate = ratio(units, games * WIN_UNITS);
            AloneScore {
                bot: names[pair / bots].clone(),
                field: names[pair % bots].clone(),
                games,
                wins,
                win_rate: rate,
                ci95: wilson(wins, games),
                vs_fair_share: rate * players as f64,
            }
        })
        .collect()
}

/// Each pair of bots that dueled at table size `size`, the earlier listed first.
fn duel_scores(tally: &Tally, size: usize, names: &[String]) -> Vec<DuelScore> {
    let bots = names.len();
    let pairs = (0..bots).flat_map(|a| (a + 1..bots).map(move |b| (a, b)));
    pairs
        .filter(|&(a, b)| tally.duel_games[size][a * bots + b] > 0)
        .map(|(a, b)| {
            let pair = a * bots + b;
            let games = tally.duel_games[size][pair];
            let (wins, draws) = (tally.duel_wins[size][pair], tally.duel_draws[size][pair]);
            let points = wins as f64 + draws as f64 / 2.0;
            DuelScore {
                bot: names[a].clone(),
                opponent: names[b].clone(),
                games,
                wins,
                draws,
                losses: games - wins - draws,
                score: points / games as f64,
                ci95: wilson(points, games),
            }
        })
        .collect()
}

/// Elo ratings (mean 1500) from `beat[a][b]`, bot a's pairwise half points against bot b
/// (a win is 2, a draw 1), by the Bradley-Terry maximum likelihood
/// (minorisation-maximisation). Each pair also gets one virtual draw, so that a bot that
/// never wins still has a finite rating.
pub fn bradley_terry(beat: &[Vec<u64>]) -> Vec<f64> {
    let n = beat.len();
    let wins = |a: usize, b: usize| beat[a][b] as f64 / 2.0 + 0.5;
    let mut strength = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next: Vec<f64> = (0..n)
            .map(|i| {
                let won: f64 = (0..n).filter(|&j| j != i).map(|j| wins(i, j)).sum();
                let denominator: f64 = (0..n)
                    .filter(|&j| j != i)
                    .map(|j| (wins(i, j) + wins(j, i)) / (strength[i] + strength[j]))
                    .sum();
                if denominator > 0.0 {
                    won / denominator
                } else {
                    1.0
                }
            })
            .collect();
        let mean_log = next.iter().map(|s| s.ln()).sum::<f64>() / n as f64;
        for s in &mut next {
            *s /= mean_log.exp();
        }
        let change = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        strength = next;
        if change < 1e-12 {
            break;
        }
    }
    strength
        .iter()
        .map(|s| 1500.0 + 400.0 * s.log10())
        .collect()
}

impl ArenaReport {
    pub fn print_text(&self) {
        println!(
            "arena: {} with bots {}; {} lineups x {} games = {} games, seed {} ({:.1} s)",
            self.game,
            self.bots.join(", "),
            self.lineups,
            self.games_per_lineup,
            self.games,
            self.seed,
            self.seconds
        );
        let scored = self
            .by_size
            .iter()
            .any(|size| size.bots.iter().any(|bot| bot.mean_score.is_some()));
        for size in &self.by_size {
            let shared = match size.shared_win_games {
                0 => String::new(),
                n => format!(", {n} won by several seats (each counts 1/k of a win)"),
            };
            println!(
                "\n{} players (fair share {:.1}%), {} games without a winner (draws){shared}",
                size.players,
                size.fair_share * 100.0,
                size.no_winner
            );
            println!(
                "  {:<14} {:>9} {:>9} {:>8}  {:>17}  {:>7}  {:>10}{}",
                "bot",
                "seats",
                "wins",
                "win %",
                "95% interval",
                "x fair",
                format!("{}/win", self.turn_unit),
                if scored { "  mean score" } else { "" }
            );
            for bot in &size.bots {
                let score = bot
                    .mean_score
                    .map_or(String::new(), |score| format!("  {score:>10.2}"));
                println!(
                    "  {:<14} {:>9} {:>9} {:>7.2}%  {:>7.2}% - {:>6.2}%  {:>7.2}  {:>10.1}{score}",
                    bot.bot,
                    bot.seats,
                    count(bot.wins),
                    bot.win_rate * 100.0,
                    bot.ci95[0] * 100.0,
                    bot.ci95[1] * 100.0,
                    bot.vs_fair_share,
                    bot.mean_turns_to_win
                );
            }
            for alone in &size.alone {
                println!(
                    "  one {} among {}: {} games, {:.2}% won (95% {:.2}% - {:.2}%), {:.2} x fair",
                    alone.bot,
                    alone.field,
                    alone.games,
                    alone.win_rate * 100.0,
                    alone.ci95[0] * 100.0,
                    alone.ci95[1] * 100.0,
                    alone.vs_fair_share
                );
            }
            for duel in &size.duels {
                println!(
                    "  {} against {}: {} games, {} won, {} drawn, {} lost: {:.2}% \
                     (95% {:.2}% - {:.2}%)",
                    duel.bot,
                    duel.opponent,
                    duel.games,
                    duel.wins,
                    duel.draws,
                    duel.losses,
                    duel.score * 100.0,
                    duel.ci95[0] * 100.0,
                    duel.ci95[1] * 100.0
                );
            }
        }
        println!(
            "\nElo (Bradley-Terry over pairwise results, mean 1500; co-winners and games \
             without a winner count as draws):"
        );
        let mut ratings: Vec<&Rating> = self.elo.iter().collect();
        ratings.sort_by(|a, b| b.elo.total_cmp(&a.elo));
        for rating in ratings {
            println!("  {:<14} {:>7.0}", rating.bot, rating.elo);
        }
    }
}

/// A number of wins: whole unless some were shared.
fn count(wins: f64) -> String {
    if wins.fract() == 0.0 {
        format!("{wins:.0}")
    } else {
        format!("{wins:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lineups_are_every_seat_order_with_two_different_bots() {
        let all = lineups(2, 3);
        assert_eq!(all.len(), 2usize.pow(3) - 2);
        assert!(all.contains(&vec![0, 0, 1]) && all.contains(&vec![1, 0, 1]));
        assert!(!all.contains(&vec![1, 1, 1]));
        assert_eq!(lineups(1, 4), vec![vec![0; 4]]);
        assert_eq!(lineups(3, 6).len(), 3usize.pow(6) - 3);
    }

    #[test]
    fn a_bot_is_alone_when_every_other_seat_holds_one_other_bot() {
        assert_eq!(alone_seat(&[1, 0, 0]), Some(0));
        assert_eq!(alone_seat(&[0, 0, 1, 0]), Some(2));
        assert_eq!(alone_seat(&[0, 1, 2]), None);
        assert_eq!(alone_seat(&[0, 1, 1, 0]), None);
        assert_eq!(
            alone_seat(&[0, 1]),
            None,
            "two seats are a duel, not a field"
        );
    }

    #[test]
    fn a_duel_counts_both_seat_orders_and_a_game_without_one_winner_as_a_draw() {
        let game = |winners: Vec<usize>| GameResult {
            winners,
            first_mover_won: false,
            turns: 1,
            actions: 1,
            reason: String::new(),
            scores: Vec::new(),
            goal_turns: Vec::new(),
            goals: Vec::new(),
            parts: 1,
        };
        // Bot 1 beats bot 0 from seat 0, bot 0 beats bot 1 from seat 0, then a shared win
        // and a game without a winner.
        let tallies = [
            Tally::of(&game(vec![0]), 0, &[1, 0], 1, 2),
            Tally::of(&game(vec![0]), 0, &[0, 1], 1, 2),
            Tally::of(&game(vec![0, 1]), 0, &[0, 1], 1, 2),
            Tally::of(&game(vec![]), 0, &[1, 0], 1, 2),
        ];
        let tally = tallies.into_iter().reduce(Tally::merge).expect("games");
        let names = ["a".to_string(), "b".to_string()];
        let [duel] = &duel_scores(&tally, 0, &names)[..] else {
            panic!("one pair");
        };
        assert_eq!(
            (duel.games, duel.wins, duel.draws, duel.losses),
            (4, 1, 2, 1)
        );
        assert_eq!(duel.score, 0.5);
        assert!(duel.ci95[0] < 0.5 && 0.5 < duel.ci95[1]);
    }

    #[test]
    fn bradley_terry_orders_bots_and_centres_on_1500() {
        // a beats b 3 times in 4, b beats c 3 times in 4 (in half points).
        let beat = vec![vec![0, 600, 0], vec![200, 0, 600], vec![0, 200, 0]];
        let elo = bradley_terry(&beat);
        assert!(elo[0] > elo[1] && elo[1] > elo[2]);
        assert!((elo.iter().sum::<f64>() / 3.0 - 1500.0).abs() < 1e-6);
        // 3:1 odds are about 191 Elo points.
        assert!((elo[0] - elo[1] - 191.0).abs() < 5.0, "{elo:?}");
    }

    #[test]
    fn draws_are_half_a_win_each_way() {
        // a wins 100 games against b and 200 are drawn: 200 points to 100, 2:1 odds, about
        // 120 Elo points.
        let elo = bradley_terry(&[vec![0, 2 * 100 + 200], vec![200, 0]]);
        assert!((elo[0] - elo[1] - 120.0).abs() < 5.0, "{elo:?}");
    }
}
