//! A game played by bots through the type-erased interface, every step kept: what tests
//! and measurements of per-step tools (notebooks, key moments) read, as the server keeps a
//! table's history.

use crate::{
    Bot, Decision, Game, GameKind, GameRng, Moments, RuleError, Seat, SeatStep, Table, Viewer,
};
use serde_json::Value;

/// A game as set up and the table after each accepted action.
pub struct Steps {
    pub initial: Box<dyn Table>,
    pub after: Vec<Box<dyn Table>>,
}

impl Steps {
    /// The steps as the erased interface takes them.
    pub fn tables(&self) -> Vec<&dyn Table> {
        self.after.iter().map(|table| &**table).collect()
    }

    /// Key moments of `seat` over the whole game ([`Table::moments`]).
    pub fn moments(&self, seat: Seat) -> Option<Moments> {
        self.initial.moments(seat, &self.tables())
    }
}

/// Plays `config` from `seed` with a bot of `levels[s]` at seat `s` (seeded from `seed`
/// and the seat), for at most `limit` actions; `Err` names an unknown level or a setup
/// the game refuses.
pub fn bot_game(
    kind: &dyn GameKind,
    config: &Value,
    seed: u64,
    levels: &[&str],
    limit: usize,
) -> Result<Steps, String> {
    let initial = kind.new_table(config, seed).map_err(|e| e.to_string())?;
    let mut bots = Vec::with_capacity(levels.len());
    for (s, level) in levels.iter().enumerate() {
        let seat = Seat(s as u8);
        let bot_seed = seed.wrapping_mul(31).wrapping_add(s as u64);
        bots.push(
            kind.new_bot(level, seat, bot_seed)
                .ok_or_else(|| format!("{} has no bot {level:?}", kind.name()))?,
        );
    }
    let mut after: Vec<Box<dyn Table>> = Vec::new();
    while after.len() < limit {
        let current = after.last().unwrap_or(&initial);
        let Some(seat) = current.to_act() else { break };
        let bot = bots
            .get_mut(seat.index())
            .ok_or_else(|| format!("no bot for {seat:?}"))?;
        let action = bot.choose(&**current);
        let mut next = current.clone_table();
        next.apply(seat, &action)
            .map_err(|e| format!("a bot's action was refused: {e}"))?;
        for bot in &mut bots {
            bot.observe_last(&*next);
        }
        after.push(next);
    }
    Ok(Steps { initial, after })
}

/// What one seat saw of a whole game: its view at the deal, then every step's view and
/// events as redacted for it.
pub struct Seen<G: Game> {
    pub opening: G::View,
    pub steps: Vec<SeatStep<G>>,
}

impl<G: Game> Seen<G> {
    /// The seat's key moments ([`Game::moments`]) over the first `steps` steps.
    pub fn moments_until(&self, steps: usize) -> Option<Moments> {
        G::moments(&self.opening, &self.steps[..steps.min(self.steps.len())])
    }

    pub fn moments(&self) -> Option<Moments> {
        self.moments_until(self.steps.len())
    }
}

/// Plays `state` to its end, or for `limit` actions, with one bot per seat (each fed its
/// own view and redacted events, as in [`crate::play_out`]), and returns what each seat
/// saw. Fails with the first refusal, which would be a bot bug.
pub fn play_seen<G: Game>(
    state: &mut G::State,
    bots: &mut [Box<dyn Bot<G>>],
    bot_rngs: &mut [GameRng],
    limit: usize,
) -> Result<Vec<Seen<G>>, RuleError> {
    let viewers: Vec<Viewer> = (0..G::seat_count(state))
        .map(|s| Viewer::Seat(Seat(s as u8)))
        .collect();
    let mut seen: Vec<Seen<G>> = viewers
        .iter()
        .map(|&viewer| Seen {
            opening: G::view(state, viewer),
            steps: Vec::new(),
        })
        .collect();
    let mut actions = 0;
    while let Some(seat) = G::to_act(state).filter(|_| actions < limit) {
        let view = G::view(state, Viewer::Seat(seat));
        let action = bots[seat.index()].choose(Decision::in_state(
            &view,
            state,
            seat,
            &mut bot_rngs[seat.index()],
        ));
        let events = G::apply(state, seat, &action)?;
        actions += 1;
        for ((bot, record), &viewer) in bots.iter_mut().zip(&mut seen).zip(&viewers) {
            let redacted: Vec<G::Event> = events
                .iter()
                .filter_map(|event| G::redact(event, viewer))
                .collect();
            for event in &redacted {
                bot.observe(event);
            }
            record.steps.push(SeatStep {
                view: G::view(state, viewer),
                events: redacted,
            });
        }
    }
    Ok(seen)
}
