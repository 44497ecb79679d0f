//! `whodunit play cluedo`: one person against bots in the terminal.

use super::text;
use anyhow::Context;
use std::io::{BufRead, Write};
use whodunit_cluedo::bots;
use whodunit_cluedo::{Action, Card, Cluedo, Config, PhaseView, View};
use whodunit_engine::{Bot, Decision, Game, GameRng, Record, Seat, SeatLabel, Step, Viewer};

pub struct PlayOptions {
    pub config: Config,
    pub seat: Seat,
    pub seed: u64,
    pub bots: Vec<String>,
    pub save: Option<std::path::PathBuf>,
}

const HELP: &str = "\
actions:
  roll                      roll the die (from a square, or to leave a room)
  stay | passage            stay in your room, or take its secret passage
  move ROW,COL | move ROOM  go to a reachable square (shown as *) or room
  suggest SUSPECT WEAPON    suggest in the room you are in, e.g. `suggest plum rope`
  show CARD                 show one of the named cards you hold
  accuse SUSPECT WEAPON ROOM  your one accusation, e.g. `accuse plum rope lounge`
  end                       end your turn
  a number                  pick that entry of the numbered options
other commands: board, notes, help, quit
names: the keys scarlett mustard white green peacock plum / dagger candlestick revolver
rope lead_pipe wrench / kitchen ballroom conservatory dining_room billiard_room library
lounge hall study (English and Italian names work too)";

pub fn play(options: PlayOptions, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
    let mut state = Cluedo::setup(&options.config, options.seed)?;
    let seats = Cluedo::seat_count(&state);
    anyhow::ensure!(
        options.seat.index() < seats,
        "--seat must be below the number of players ({seats})"
    );
    let human = options.seat;
    let mut bot_players: Vec<Option<Box<dyn Bot<Cluedo>>>> = Vec::new();
    let mut labels = Vec::new();
    for seat in 0..seats {
        let suspect = state.suspect_of(Seat(seat as u8));
        if seat == human.index() {
            bot_players.push(None);
            labels.push(SeatLabel {
                name: suspect.to_string(),
                player: "human".into(),
            });
        } else {
            let level = &options.bots[seat % options.bots.len()];
            let bot = bots::by_level(level, Seat(seat as u8))
                .with_context(|| format!("unknown bot {level:?}"))?;
            bot_players.push(Some(bot));
            labels.push(SeatLabel {
                name: suspect.to_string(),
                player: level.clone(),
            });
        }
    }
    let mut rngs: Vec<GameRng> = (0..seats)
        .map(|s| GameRng::new(GameRng::derive(options.seed, 1_000 + s as u64)))
        .collect();
    let mut record = Record {
        game: Cluedo::NAME.to_string(),
        config: options.config.clone(),
        seed: options.seed,
        seats: labels,
        actions: Vec::new(),
    };
    let me = Viewer::Seat(human);
    let mut lines = input.lines();
    let view = Cluedo::view(&state, me);
    writeln!(
        out,
        "You are {} (seat {}). Type `help` for the commands.",
        state.suspect_of(human),
        human.0
    )?;
    writeln!(
        out,
        "Your hand: {}",
        cards(view.hand.unwrap_or_default().iter())
    )?;
    writeln!(out, "{}", text::board(&view))?;

    while let Some(seat) = Cluedo::to_act(&state) {
        let legal = Cluedo::legal_actions(&state, seat);
        let view = Cluedo::view(&state, Viewer::Seat(seat));
        let action = match &mut bot_players[seat.index()] {
            Some(bot) => bot.choose(Decision::new(&view, &legal, &mut rngs[seat.index()])),
            None => match ask(&view, &legal, &mut lines, &mut out)? {
                Some(action) => action,
                None => {
                    writeln!(out, "Leaving the game.")?;
                    break;
                }
            },
        };
        match Cluedo::apply(&mut state, seat, &action) {
            Ok(events) => {
                record.actions.push(Step { seat, action });
                let mine = Cluedo::view(&state, me);
                for event in &events {
                    for (index, bot) in bot_players.iter_mut().enumerate() {
                        if let (Some(bot), Some(seen)) =
                            (bot, Cluedo::redact(event, Viewer::Seat(Seat(index as u8))))
                        {
                            bot.observe(&seen);
                        }
                    }
                    if let Some(seen) = Cluedo::redact(event, me) {
                        writeln!(out, "  {}", text::event(&mine, &seen))?;
                    }
                }
            }
            Err(error) => writeln!(out, "Refused ({}): {}", error.rule, error.message)?,
        }
    }
    if let Some(outcome) = Cluedo::outcome(&state) {
        let winner = outcome
            .winners
            .first()
            .map(|s| state.suspect_of(*s).to_string());
        writeln!(
            out,
            "Game over: {}",
            winner
                .map(|w| format!("{w} wins"))
                .unwrap_or("no winner".into())
        )?;
    }
    if let Some(path) = &options.save {
        std::fs::write(path, serde_json::to_string_pretty(&record)?)
            .with_context(|| format!("cannot write the record to {}", path.display()))?;
        writeln!(out, "Record saved to {}", path.display())?;
    }
    Ok(())
}

fn cards(cards: impl Iterator<Item = Card>) -> String {
    let names: Vec<String> = cards.map(|c| c.to_string()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// Prompts until the person types a usable action; `None` when they quit or input ends.
fn ask(
    view: &View,
    legal: &[Action],
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut impl Write,
) -> anyhow::Result<Option<Action>> {
    let numbered = short_options(legal);
    loop {
        match view.phase {
            PhaseView::StartOfTurn | PhaseView::Moving { .. } => {
                writeln!(out, "{}", text::board(view))?
            }
            _ => {}
        }
        writeln!(out, "Your move. Options:")?;
        for (i, action) in numbered.iter().enumerate() {
            writeln!(out, "  [{}] {}", i + 1, text::action(action))?;
        }
        if matches!(view.phase, PhaseView::AfterMove { .. }) {
            let suggest = if legal.iter().any(|a| matches!(a, Action::Suggest { .. })) {
                "suggest SUSPECT WEAPON, "
            } else {
                ""
            };
            writeln!(out, "  or {suggest}accuse SUSPECT WEAPON ROOM")?;
        }
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            return Ok(None);
        };
        let line = line.trim();
        match line {
            "quit" | "q" => return Ok(None),
            "help" | "?" => writeln!(out, "{HELP}")?,
            "board" => writeln!(out, "{}", text::board(view))?,
            "notes" | "hand" => {
                writeln!(
                    out,
                    "Your hand: {}",
                    cards(view.hand.unwrap_or_default().iter())
                )?;
                for shown in &view.shown_to_me {
                    writeln!(out, "  seat {} showed you {}", shown.by.0, shown.card)?;
                }
            }
            _ => {
                if let Ok(n) = line.parse::<usize>() {
                    match numbered.get(n.wrapping_sub(1)) {
                        Some(action) => return Ok(Some(*action)),
                        None => writeln!(out, "Pick a number from 1 to {}.", numbered.len())?,
                    }
                    continue;
                }
                match text::parse_action(line) {
                    Ok(action) => return Ok(Some(action)),
                    Err(problem) => writeln!(out, "{problem} (type `help` for the commands)")?,
                }
            }
        }
    }
}

/// The options worth numbering: everything except the long list of accusations and
/// suggestions, which are typed.
fn short_options(legal: &[Action]) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| !matches!(a, Action::Accuse(_) | Action::Suggest { .. }))
        .copied()
        .collect()
}
