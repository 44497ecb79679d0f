//! `whodunit sim`: bot-only games in parallel, with results that depend only on the seed.

use crate::arena::wilson;
use crate::args::{RunArgs, SimCommon};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Instant;
use whodunit_engine::{play_out, Bot, BotFactory, Game, GameRng, Seat};

/// How one simulated game ended.
pub struct GameResult {
    pub winner: Option<usize>,
    /// Whether the winner was the seat that acted first (in a game whose first seat is
    /// drawn, such as Bakerstreet's, this measures the first player's edge).
    pub first_mover_won: bool,
    pub turns: u64,
    pub actions: u64,
    /// The outcome's reason (`"correct_accusation"`, `"round_limit"`).
    pub reason: String,
}

/// What a game contributes to the statistics beyond its outcome.
pub trait SimGame: Game {
    /// The unit a game's length is counted in, as the reports name it.
    const TURN_UNIT: &'static str = "turns";

    /// The game's length so far in [`SimGame::TURN_UNIT`].
    fn turns(state: &Self::State) -> u64;
}

#[derive(Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: u64,
    pub players: usize,
    pub seed: u64,
    pub threads: usize,
    pub bots: Vec<String>,
    pub wins_by_seat: Vec<u64>,
    pub win_share_by_seat: Vec<f64>,
    pub no_winner: u64,
    /// Games won by the seat that acted first, with the share's 95% Wilson interval.
    pub first_mover_wins: u64,
    pub first_mover_share: f64,
    pub first_mover_ci95: [f64; 2],
    /// Games by the outcome's reason.
    pub end_reasons: BTreeMap<String, u64>,
    /// What `mean_turns` counts: `"turns"`, or `"rounds"` for Bakerstreet.
    pub turn_unit: &'static str,
    pub mean_turns: f64,
    pub mean_actions: f64,
    pub seconds: f64,
    pub games_per_second: f64,
}

/// A progress bar over `games` games on standard error, or a hidden one.
pub fn progress_bar(games: u64, visible: bool) -> ProgressBar {
    let bar = if visible {
        ProgressBar::new(games)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template"),
    );
    bar
}

/// A worker pool of `threads` threads (at least one).
pub fn pool(threads: usize) -> anyhow::Result<rayon::ThreadPool> {
    anyhow::ensure!(threads > 0, "--threads must be at least 1");
    Ok(rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?)
}

/// The seed of game `index` in a run started from `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    GameRng::derive(seed, index)
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
    play_out::<G>(&mut state, &mut bots, &mut rngs, |_, _, _| actions += 1)
        .map_err(|e| anyhow::anyhow!("a bot sent an illegal action: {e}"))?;
    let outcome = G::outcome(&state).expect("play_out ends only when the game is over");
    Ok(GameResult {
        winner: outcome.winners.first().map(|s| s.index()),
        first_mover_won: first_mover.is_some_and(|first| outcome.winners == [first]),
        turns: G::turns(&state),
        actions,
        reason: outcome.reason,
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
    Ok(Summary {
        game: G::NAME,
        games: plan.games,
        players,
        seed: plan.seed,
        threads: plan.threads,
        bots: plan.bots,
        win_share_by_seat: totals.wins.iter().map(|&w| w as f64 / games).collect(),
        wins_by_seat: totals.wins,
        no_winner: totals.no_winner,
        first_mover_wins: totals.first_mover_wins,
        first_mover_share: totals.first_mover_wins as f64 / games,
        first_mover_ci95: wilson(totals.first_mover_wins, plan.games),
        end_reasons: totals.reasons,
        turn_unit: G::TURN_UNIT,
        mean_turns: totals.turns as f64 / games,
        mean_actions: totals.actions as f64 / games,
        seconds,
        games_per_second: plan.games as f64 / seconds,
    })
}

struct Totals {
    wins: Vec<u64>,
    no_winner: u64,
    first_mover_wins: u64,
    reasons: BTreeMap<String, u64>,
    turns: u64,
    actions: u64,
}

impl Totals {
    fn new(players: usize) -> Totals {
        Totals {
            wins: vec![0; players],
            no_winner: 0,
            first_mover_wins: 0,
            reasons: BTreeMap::new(),
            turns: 0,
            actions: 0,
        }
    }

    fn of(result: GameResult, players: usize) -> Totals {
        let mut totals = Totals::new(players);
        match result.winner {
            Some(seat) => totals.wins[seat] += 1,
            None => totals.no_winner += 1,
        }
        totals.first_mover_wins = u64::from(result.first_mover_won);
        totals.turns = result.turns;
        totals.actions = result.actions;
        totals.reasons.insert(result.reason, 1);
        totals
    }

    fn merge(mut self, other: Totals) -> Totals {
        for (a, b) in self.wins.iter_mut().zip(other.wins) {
            *a += b;
        }
        self.no_winner += other.no_winner;
        self.first_mover_wins += other.first_mover_wins;
        for (reason, count) in other.reasons {
            *self.reasons.entry(reason).or_default() += count;
        }
        self.turns += other.turns;
        self.actions += other.actions;
        self
    }
}

impl Summary {
    pub fn print_text(&self, seat_names: &[String]) {
        println!(
            "{} games of {} ({} players, bots {}), seed {}",
            self.games,
            self.game,
            self.players,
            self.bots.join(","),
            self.seed
        );
        println!("win share by seat:");
        for (seat, (wins, share)) in self
            .wins_by_seat
            .iter()
            .zip(&self.win_share_by_seat)
            .enumerate()
        {
            let name = seat_names.get(seat).map(String::as_str).unwrap_or("");
            println!(
                "  seat {seat} {name:<16} {wins:>9} wins  {:>6.2}%",
                share * 100.0
            );
        }
        println!(
            "  no winner              {:>9}        {:>6.2}%",
            self.no_winner,
            self.no_winner as f64 * 100.0 / self.games.max(1) as f64
        );
        println!(
            "  the seat that acted first won {} ({:.2}%, 95% {:.2}% - {:.2}%)",
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
        println!("mean {} per game: {:.2}", self.turn_unit, self.mean_turns);
        println!("mean actions per game: {:.2}", self.mean_actions);
        println!(
            "{:.0} games/s on {} thread(s) ({:.2} s)",
            self.games_per_second, self.threads, self.seconds
        );
    }
}
