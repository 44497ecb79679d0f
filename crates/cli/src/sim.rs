//! `whodunit sim`: bot-only games in parallel, with results that depend only on the seed.

use crate::args::{RunArgs, SimCommon};
use crate::batch::{game_seed, pool, progress_bar};
use crate::stats::{ratio, wilson, win_credit, WIN_UNITS};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Instant;
use whodunit_engine::{play_out, Bot, BotFactory, Game, GameRng, Seat};

/// How one simulated game ended.
pub struct GameResult {
    /// The seats that won: none (a draw), one, or several sharing the win.
    pub winners: Vec<usize>,
    /// Whether the seat that acted first won alone (in a game whose first seat is drawn,
    /// such as Bakerstreet's, this measures the first player's edge).
    pub first_mover_won: bool,
    pub turns: u64,
    pub actions: u64,
    /// The outcome's reason (`"correct_accusation"`, `"round_limit"`).
    pub reason: String,
    /// Final points by seat, for games that score; empty otherwise.
    pub scores: Vec<i32>,
    /// By seat: the seat's own turns towards each goal it reached, summed, and the number
    /// of goals reached (see [`SimGame::GOAL`]).
    pub goal_turns: Vec<u64>,
    pub goals: Vec<u64>,
    /// Parts the game was played in (see [`SimGame::PART_UNIT`]).
    pub parts: u64,
}

/// What an event tells the statistics that the final state does not keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Note {
    /// Units of the game's length that begin with it (P.I.: a round, or a mini-game).
    pub length: u64,
    /// The seat that reached its goal with it (P.I.: solved its case).
    pub reached: Option<Seat>,
    /// Whether every seat counts its turns towards its goal from zero again (P.I.: a new
    /// mini-game, with new cases).
    pub restart: bool,
    /// Parts of the game that end with it (Inkognito: a game of the match).
    pub part: u64,
}

/// What a game contributes to the statistics beyond its outcome.
pub trait SimGame: Game {
    /// The unit a game's length is counted in, as the reports name it.
    const TURN_UNIT: &'static str = "turns";

    /// A goal each seat pursues, for games where the number of its own turns it takes is
    /// worth reporting (P.I.: "solve a case"); events mark it through [`SimGame::note`].
    const GOAL: Option<&'static str> = None;

    /// What one engine game is called in the reports, one and many: Inkognito's is a
    /// match of several games.
    const GAME_UNIT: (&'static str, &'static str) = ("game", "games");

    /// The parts a game is played in, when their number varies (Inkognito: the games of a
    /// match); events mark the end of each through [`SimGame::note`].
    const PART_UNIT: Option<(&'static str, &'static str)> = None;

    /// The game's length in [`SimGame::TURN_UNIT`] read from its final state; the
    /// `length` of its events' notes is added to it.
    fn turns(state: &Self::State) -> u64;

    /// What `event` tells the statistics (by default nothing).
    fn note(_event: &Self::Event) -> Note {
        Note::default()
    }
}

/// Follows one game's steps for what only its events say: length and goals.
struct Tracker {
    length: u64,
    parts: u64,
    /// By seat: own turns since the last restart, and the goal totals.
    since: Vec<u64>,
    goal_turns: Vec<u64>,
    goals: Vec<u64>,
}

impl Tracker {
    fn new(seats: usize) -> Tracker {
        Tracker {
            length: 0,
            parts: 0,
            since: vec![0; seats],
            goal_turns: vec![0; seats],
            goals: vec![0; seats],
        }
    }

    fn step<G: SimGame>(&mut self, seat: Seat, events: &[G::Event]) {
        self.since[seat.index()] += 1;
        for note in events.iter().map(G::note) {
            self.length += note.length;
            self.parts += note.part;
            if let Some(reached) = note.reached {
                self.goal_turns[reached.index()] += self.since[reached.index()];
                self.goals[reached.index()] += 1;
            }
            if note.restart {
                self.since.iter_mut().for_each(|turns| *turns = 0);
            }
        }
    }
}

#[derive(Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: u64,
    pub players: usize,
    pub seed: u64,
    pub threads: usize,
    pub bots: Vec<String>,
    /// What `games` counts: `"games"`, or `"matches"` for Inkognito.
    pub game_unit: &'static str,
    #[serde(skip)]
    pub one_game: &'static str,
    /// Games each seat won alone.
    pub wins_by_seat: Vec<u64>,
    /// Games each seat won together with other seats (P.I.'s ties, PI-END-5).
    pub shared_wins_by_seat: Vec<u64>,
    /// Each seat's wins over all games, a win shared by k seats counting 1/k.
    pub win_share_by_seat: Vec<f64>,
    pub no_winner: u64,
    /// Games won by several seats together.
    pub shared_win_games: u64,
    /// Games won alone by the seat that acted first, with the share's 95% Wilson interval.
    pub first_mover_wins: u64,
    pub first_mover_share: f64,
    pub first_mover_ci95: [f64; 2],
    /// Games by the outcome's reason.
    pub end_reasons: BTreeMap<String, u64>,
    /// What `mean_turns` counts: `"turns"`, or `"rounds"` for Bakerstreet and P.I.
    pub turn_unit: &'static str,
    pub mean_turns: f64,
    pub mean_actions: f64,
    /// Mean final points by seat, for games that score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_score_by_seat: Option<Vec<f64>>,
    /// For games with a goal (P.I.: solving a case), how often each seat reached it and
    /// in how many of its own turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<GoalSummary>,
    /// For games played in a varying number of parts (Inkognito's games of a match).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<PartSummary>,
    pub seconds: f64,
    pub games_per_second: f64,
}

#[derive(Serialize)]
pub struct GoalSummary {
    pub goal: &'static str,
    pub reached_by_seat: Vec<u64>,
    /// Mean of the seat's own turns from the start (or restart) to the goal.
    pub mean_turns_by_seat: Vec<f64>,
}

#[derive(Serialize)]
pub struct PartSummary {
    /// What a part is called: `"games"` for Inkognito.
    pub part_unit: &'static str,
    #[serde(skip)]
    pub one_part: &'static str,
    pub mean_parts: f64,
    /// Mean length of a part, in the summary's `turn_unit`.
    pub mean_turns_per_part: f64,
}

/// Plays one bot-only game to its end.
pub fn play_one<G: SimGame>(
    config: &G::Config,
    seed: u64,
    make_bot: &(dyn Fn(usize) -> Box<dyn Bot<G>> + Sync),
) -> anyhow::Result<GameResult> {
    let mut state = G::setup(config, seed)?;
    let seats = G::seat_count(&state);
    let first_mover = G::to_act(&state);
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats).map(make_bot).collect();
    let mut rngs: Vec<GameRng> = (0..seats)
        .map(|s| GameRng::new(GameRng::derive(seed, 1_000 + s as u64)))
        .collect();
    let mut actions = 0;
    let mut tracker = Tracker::new(seats);
    play_out::<G>(&mut state, &mut bots, &mut rngs, |seat, _, events| {
        actions += 1;
        tracker.step::<G>(seat, events);
    })
    .map_err(|e| anyhow::anyhow!("a bot sent an illegal action: {e}"))?;
    let outcome = G::outcome(&state).expect("play_out ends only when the game is over");
    Ok(GameResult {
        winners: outcome.winners.iter().map(|s| s.index()).collect(),
        first_mover_won: first_mover.is_some_and(|first| outcome.winners == [first]),
        turns: G::turns(&state) + tracker.length,
        actions,
        reason: outcome.reason,
        scores: outcome.scores,
        goal_turns: tracker.goal_turns,
        goals: tracker.goals,
        parts: tracker.parts,
    })
}

pub struct SimPlan<G: SimGame> {
    pub config: G::Config,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// Bot levels, one per seat in turn (cycled); checked by the caller.
    pub bots: Vec<String>,
    pub make_bot: BotFactory<G>,
    pub progress: bool,
}

impl<G: SimGame> SimPlan<G> {
    /// A plan from the shared `sim` options.
    pub fn new(
        config: G::Config,
        bots: Vec<String>,
        make_bot: BotFactory<G>,
        args: &SimCommon,
    ) -> Self {
        SimPlan {
            config,
            games: args.games,
            seed: args.run.seed,
            threads: args.run.threads(),
            bots,
            make_bot,
            progress: !args.run.json,
        }
    }
}

/// Runs a plan and prints its summary, as text with `seat_names` or as JSON.
pub fn command<G: SimGame>(
    plan: SimPlan<G>,
    run: &RunArgs,
    seat_names: &[String],
) -> anyhow::Result<()> {
    let summary = self::run(plan)?;
    if run.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        summary.print_text(seat_names);
    }
    Ok(())
}

pub fn run<G: SimGame>(plan: SimPlan<G>) -> anyhow::Result<Summary> {
    let players = G::seat_count(&G::setup(&plan.config, plan.seed)?);
    let levels = &plan.bots;
    let make_bot = |seat: usize| {
        (plan.make_bot)(&levels[seat % levels.len()], Seat(seat as u8))
            .expect("levels were checked")
    };
    let pool = pool(plan.threads)?;
    let bar = progress_bar(plan.games, plan.progress);
    let started = Instant::now();
    // Sums of integers are the same in any order, so the thread count cannot change them.
    let totals = pool.install(|| {
        (0..plan.games)
            .into_par_iter()
            .map(|index| {
                let result = play_one::<G>(&plan.config, game_seed(plan.seed, index), &make_bot);
                bar.inc(1);
                result.map(|r| Totals::of(r, players))
            })
            .try_reduce(|| Totals::new(players), |a, b| Ok(a.merge(b)))
    })?;
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let games = plan.games.max(1) as f64;
    let per_game = |total: i64| total as f64 / games;
    Ok(Summary {
        game: G::NAME,
        games: plan.games,
        players,
        seed: plan.seed,
        threads: plan.threads,
        bots: plan.bots,
        game_unit: G::GAME_UNIT.1,
        one_game: G::GAME_UNIT.0,
        win_share_by_seat: totals
            .credit
            .iter()
            .map(|&c| c as f64 / WIN_UNITS as f64 / games)
            .collect(),
        wins_by_seat: totals.wins,
        shared_wins_by_seat: totals.shared_wins,
        no_winner: totals.no_winner,
        shared_win_games: totals.shared_games,
        first_mover_wins: totals.first_mover_wins,
        first_mover_share: totals.first_mover_wins as f64 / games,
        first_mover_ci95: wilson(totals.first_mover_wins as f64, plan.games),
        end_reasons: totals.reasons,
        turn_unit: G::TURN_UNIT,
        mean_turns: totals.turns as f64 / games,
        mean_actions: totals.actions as f64 / games,
        mean_score_by_seat: totals
            .scored
            .then(|| totals.scores.iter().map(|&s| per_game(s)).collect()),
        goal: G::GOAL.map(|goal| GoalSummary {
            goal,
            mean_turns_by_seat: totals
                .goal_turns
                .iter()
                .zip(&totals.goals)
                .map(|(&turns, &n)| ratio(turns, n))
                .collect(),
            reached_by_seat: totals.goals,
        }),
        parts: G::PART_UNIT.map(|(one, many)| PartSummary {
            part_unit: many,
            one_part: one,
            mean_parts: totals.parts as f64 / games,
            mean_turns_per_part: ratio(totals.turns, totals.parts),
        }),
        seconds,
        games_per_second: plan.games as f64 / seconds,
    })
}

/// Sums over games, all integers so that their order (the thread count) cannot change them.
struct Totals {
    wins: Vec<u64>,
    shared_wins: Vec<u64>,
    /// By seat, in [`WIN_UNITS`].
    credit: Vec<u64>,
    no_winner: u64,
    shared_games: u64,
    first_mover_wins: u64,
    reasons: BTreeMap<String, u64>,
    turns: u64,
    actions: u64,
    parts: u64,
    /// Whether the games report scores, and their sums by seat.
    scored: bool,
    scores: Vec<i64>,
    goal_turns: Vec<u64>,
    goals: Vec<u64>,
}

impl Totals {
    fn new(players: usize) -> Totals {
        Totals {
            wins: vec![0; players],
            shared_wins: vec![0; players],
            credit: vec![0; players],
            no_winner: 0,
            shared_games: 0,
            first_mover_wins: 0,
            reasons: BTreeMap::new(),
            turns: 0,
            actions: 0,
            parts: 0,
            scored: false,
            scores: vec![0; players],
            goal_turns: vec![0; players],
            goals: vec![0; players],
        }
    }

    fn of(result: GameResult, players: usize) -> Totals {
        let mut totals = Totals::new(players);
        let winners = &result.winners;
        for &seat in winners {
            match winners.len() {
                1 => totals.wins[seat] += 1,
                _ => totals.shared_wins[seat] += 1,
            }
            totals.credit[seat] += win_credit(winners.len());
        }
        totals.no_winner = u64::from(winners.is_empty());
        totals.shared_games = u64::from(winners.len() > 1);
        totals.first_mover_wins = u64::from(result.first_mover_won);
        totals.turns = result.turns;
        totals.actions = result.actions;
        totals.parts = result.parts;
        totals.reasons.insert(result.reason, 1);
        totals.scored = !result.scores.is_empty();
        for (sum, &score) in totals.scores.iter_mut().zip(&result.scores) {
            *sum = i64::from(score);
        }
        totals.goal_turns = result.goal_turns;
        totals.goals = result.goals;
        totals
    }

    fn merge(mut self, other: Totals) -> Totals {
        let add = |a: &mut Vec<u64>, b: Vec<u64>| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        add(&mut self.wins, other.wins);
        add(&mut self.shared_wins, other.shared_wins);
        add(&mut self.credit, other.credit);
        add(&mut self.goal_turns, other.goal_turns);
        add(&mut self.goals, other.goals);
        for (a, b) in self.scores.iter_mut().zip(other.scores) {
            *a += b;
        }
        self.scored |= other.scored;
        self.no_winner += other.no_winner;
        self.shared_games += other.shared_games;
        self.first_mover_wins += other.first_mover_wins;
        for (reason, count) in other.reasons {
            *self.reasons.entry(reason).or_default() += count;
        }
        self.turns += other.turns;
        self.actions += other.actions;
        self.parts += other.parts;
        self
    }
}

impl Summary {
    pub fn print_text(&self, seat_names: &[String]) {
        println!(
            "{} {} of {} ({} players, bots {}), seed {}",
            self.games,
            self.game_unit,
            self.game,
            self.players,
            self.bots.join(","),
            self.seed
        );
        println!("win share by seat (a win shared by k seats counts 1/k):");
        for seat in 0..self.players {
            let name = seat_names.get(seat).map(String::as_str).unwrap_or("");
            let shared = match self.shared_wins_by_seat[seat] {
                0 => String::new(),
                n => format!(" (+{n} shared)"),
            };
            let score = match &self.mean_score_by_seat {
                Some(scores) => format!("  mean score {:>6.2}", scores[seat]),
                None => String::new(),
            };
            println!(
                "  seat {seat} {name:<16} {:>9} wins{shared:<14} {:>6.2}%{score}",
                self.wins_by_seat[seat],
                self.win_share_by_seat[seat] * 100.0
            );
        }
        let share = |n: u64| n as f64 * 100.0 / self.games.max(1) as f64;
        println!(
            "  no winner              {:>9}        {:>6.2}%",
            self.no_winner,
            share(self.no_winner)
        );
        if self.shared_win_games > 0 {
            println!(
                "  won by several seats   {:>9}        {:>6.2}%",
                self.shared_win_games,
                share(self.shared_win_games)
            );
        }
        println!(
            "  the seat that acted first won alone {} ({:.2}%, 95% {:.2}% - {:.2}%)",
            self.first_mover_wins,
            self.first_mover_share * 100.0,
            self.first_mover_ci95[0] * 100.0,
            self.first_mover_ci95[1] * 100.0
        );
        let ended: Vec<String> = self
            .end_reasons
            .iter()
            .map(|(reason, count)| format!("{reason} {count}"))
            .collect();
        println!("ended by: {}", ended.join(", "));
        let one = self.one_game;
        println!("mean {} per {one}: {:.2}", self.turn_unit, self.mean_turns);
        println!("mean actions per {one}: {:.2}", self.mean_actions);
        if let Some(parts) = &self.parts {
            println!(
                "mean {} per {one}: {:.2}; mean {} per {}: {:.2}",
                parts.part_unit,
                parts.mean_parts,
                self.turn_unit,
                parts.one_part,
                parts.mean_turns_per_part
            );
        }
        if let Some(goal) = &self.goal {
            println!("own turns to {}, by seat:", goal.goal);
            for (seat, (reached, turns)) in goal
                .reached_by_seat
                .iter()
                .zip(&goal.mean_turns_by_seat)
                .enumerate()
            {
                println!("  seat {seat}: {reached:>9} times, mean {turns:.2} turns");
            }
        }
        println!(
            "{:.0} {}/s on {} thread(s) ({:.2} s)",
            self.games_per_second, self.game_unit, self.threads, self.seconds
        );
    }
}
