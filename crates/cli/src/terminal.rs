//! `whodunit play`: one person against bots in the terminal, for any game. The game's
//! [`Console`] says how the person is asked; this loop runs the table, feeds the bots their
//! redacted events, prints the person's, and saves the record.

use crate::args::PlayCommon;
use crate::replay::LogGame;
use anyhow::Context;
use std::io::{BufRead, Write};
use whodunit_engine::{
    Bot, BotFactory, Decision, Game, GameRng, Record, Seat, SeatLabel, Step, Viewer,
};

/// The game-specific half of terminal play.
pub trait Console<G: Game> {
    /// A seat's name in the record and the closing line.
    fn seat_name(&self, state: &G::State, seat: Seat) -> String;

    /// Printed once before the first action, from the person's view.
    fn intro(&mut self, view: &G::View, out: &mut dyn Write) -> anyhow::Result<()>;

    /// Each event as the person saw it, for consoles that show what events taught them
    /// (default: nothing kept).
    fn observe(&mut self, _event: &G::Event) {}

    /// Reads lines until the person types an action (checked by the rules afterwards);
    /// `None` when they quit or the input ends.
    fn ask(
        &mut self,
        view: &G::View,
        legal: &[G::Action],
        lines: &mut dyn Iterator<Item = std::io::Result<String>>,
        out: &mut dyn Write,
    ) -> anyhow::Result<Option<G::Action>>;
}

/// What a console that reads typed actions needs to ask with [`ask_typed`].
pub struct Typed<'a, G: Game> {
    /// The table as the person's view shows it.
    pub table: &'a dyn Fn(&G::View) -> String,
    /// What is being decided, printed before each `> `.
    pub prompt: Option<String>,
    pub help: &'a str,
    /// A typed line as an action, or what is wrong with it.
    pub parse: fn(&str) -> Result<G::Action, String>,
}

/// Prints the table if it changed since `shown` (so a refused action is retried without
/// printing it again), then reads lines until one reads as an action; `help`, `table` and
/// `quit` are understood. `None` when the person quits or the input ends.
pub fn ask_typed<G: Game>(
    typed: Typed<'_, G>,
    shown: &mut Option<G::View>,
    view: &G::View,
    lines: &mut dyn Iterator<Item = std::io::Result<String>>,
    out: &mut dyn Write,
) -> anyhow::Result<Option<G::Action>> {
    if shown.as_ref() != Some(view) {
        write!(out, "{}", (typed.table)(view))?;
        *shown = Some(view.clone());
    }
    loop {
        if let Some(prompt) = &typed.prompt {
            writeln!(out, "{prompt}")?;
        }
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(None);
        };
        match line.trim() {
            "quit" | "q" => return Ok(None),
            "help" | "?" => writeln!(out, "{}", typed.help)?,
            "table" | "t" => write!(out, "{}", (typed.table)(view))?,
            line => match (typed.parse)(line) {
                Ok(action) => return Ok(Some(action)),
                Err(problem) => writeln!(out, "{problem}")?,
            },
        }
    }
}

pub struct PlayOptions<G: Game> {
    pub config: G::Config,
    /// The person's seat.
    pub seat: Seat,
    pub seed: u64,
    /// Bot levels for the other seats in turn (cycled); checked by the caller.
    pub bots: Vec<String>,
    pub make_bot: BotFactory<G>,
    pub save: Option<std::path::PathBuf>,
}

impl<G: Game> PlayOptions<G> {
    /// Options from the shared `play` flags (seat, seed, record) and the game's own.
    pub fn new(
        config: G::Config,
        bots: Vec<String>,
        make_bot: BotFactory<G>,
        common: PlayCommon,
    ) -> Self {
        PlayOptions {
            config,
            seat: Seat(common.seat),
            seed: common.seed(),
            bots,
            make_bot,
            save: common.save,
        }
    }
}

/// [`play`] at this terminal, after a line naming the game and its seed.
pub fn play_here<G: LogGame>(
    title: &str,
    options: PlayOptions<G>,
    console: &mut impl Console<G>,
) -> anyhow::Result<()> {
    println!("{title}, seed {}", options.seed);
    play(
        options,
        console,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
}

pub fn play<G: LogGame>(
    options: PlayOptions<G>,
    console: &mut impl Console<G>,
    input: impl BufRead,
    mut out: impl Write,
) -> anyhow::Result<()> {
    let mut state = G::setup(&options.config, options.seed)?;
    let seats = G::seat_count(&state);
    let human = options.seat;
    anyhow::ensure!(
        human.index() < seats,
        "--seat must be below the number of players ({seats})"
    );
    let mut bots: Vec<Option<Box<dyn Bot<G>>>> = Vec::new();
    let mut labels = Vec::new();
    for index in 0..seats {
        let seat = Seat(index as u8);
        let player = if seat == human {
            bots.push(None);
            "human".to_string()
        } else {
            let level = &options.bots[index % options.bots.len()];
            let bot = (options.make_bot)(level, seat)
                .with_context(|| format!("unknown bot {level:?}"))?;
            bots.push(Some(bot));
            level.clone()
        };
        labels.push(SeatLabel {
            name: console.seat_name(&state, seat),
            player,
        });
    }
    let mut rngs: Vec<GameRng> = (0..seats)
        .map(|s| GameRng::new(GameRng::derive(options.seed, 1_000 + s as u64)))
        .collect();
    let mut record = Record {
        game: G::NAME.to_string(),
        config: options.config.clone(),
        seed: options.seed,
        seats: labels,
        actions: Vec::new(),
    };
    let me = Viewer::Seat(human);
    let mut lines = input.lines();
    console.intro(&G::view(&state, me), &mut out)?;

    while let Some(seat) = G::to_act(&state) {
        let view = G::view(&state, Viewer::Seat(seat));
        let action = match &mut bots[seat.index()] {
            Some(bot) => bot.choose(Decision::in_state(
                &view,
                &state,
                seat,
                &mut rngs[seat.index()],
            )),
            None => {
                let legal = G::legal_actions(&state, seat);
                match console.ask(&view, &legal, &mut lines, &mut out)? {
                    Some(action) => action,
                    None => {
                        writeln!(out, "Leaving the game.")?;
                        break;
                    }
                }
            }
        };
        match G::apply(&mut state, seat, &action) {
            Ok(events) => {
                record.actions.push(Step { seat, action });
                let mine = G::view(&state, me);
                for event in &events {
                    for (index, bot) in bots.iter_mut().enumerate() {
                        if let (Some(bot), Some(seen)) =
                            (bot, G::redact(event, Viewer::Seat(Seat(index as u8))))
                        {
                            bot.observe(&seen);
                        }
                    }
                    if let Some(seen) = G::redact(event, me) {
                        writeln!(out, "  {}", G::event_line(&mine, &seen))?;
                        console.observe(&seen);
                    }
                }
            }
            Err(error) => writeln!(out, "Refused ({}): {}", error.rule, error.message)?,
        }
    }
    if let Some(outcome) = G::outcome(&state) {
        let winners: Vec<String> = outcome
            .winners
            .iter()
            .map(|&winner| console.seat_name(&state, winner))
            .collect();
        let result = match winners.as_slice() {
            [] => "no winner".into(),
            [winner] => format!("{winner} wins"),
            several => format!("{} share the win", several.join(" and ")),
        };
        writeln!(out, "Game over: {result}")?;
    }
    if let Some(path) = &options.save {
        std::fs::write(path, serde_json::to_string_pretty(&record)?)
            .with_context(|| format!("cannot write the record to {}", path.display()))?;
        writeln!(out, "Record saved to {}", path.display())?;
    }
    Ok(())
}
