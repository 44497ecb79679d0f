//! Games without their types: what generic tools (the server, the lobby, the store) hold.
//!
//! Actions and configurations cross this boundary as JSON values; views, events and legal
//! action lists leave it as serialised JSON ([`Json`]), written once and copied into frames
//! as they are. Every view and event still comes from [`Game::view`] and [`Game::redact`],
//! so hidden information keeps its single exit. One blanket implementation serves every
//! game: adding a game adds no code here.

use crate::legal_json::legal_json;
use crate::{
    information_state_fields, observation_len, sample_world, ActionBlock, Bot, BotFactory, Contest,
    Decision, Encoding, Field, Game, GameRng, Moments, Outcome, RuleError, Sampling, Seat,
    SeatStep, Viewer,
};
use serde_json::value::RawValue;
use serde_json::Value;
use std::any::Any;
use std::marker::PhantomData;
use thiserror::Error;

/// A piece of serialised JSON, embedded in frames without being parsed again.
pub type Json = Box<RawValue>;

/// Why an action sent as JSON was refused.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum ActionError {
    /// The JSON is not an action of this game.
    #[error("not an action of this game: {0}")]
    Malformed(String),
    #[error("{0}")]
    Rule(RuleError),
}

impl ActionError {
    /// The refusal of `id`, which names no action of `game` (ids run below `count`).
    pub fn no_such_id(game: &str, id: impl std::fmt::Display, count: usize) -> ActionError {
        ActionError::Malformed(format!(
            "{id} is not an action id of {game}: they run from 0 to {}",
            count - 1
        ))
    }
}

/// Why a table could not be set up.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SetupError {
    #[error("not a configuration of this game: {0}")]
    Malformed(String),
    #[error("{0}")]
    Rule(RuleError),
}

/// Why a companion session was not taken (see [`GameKind::companion`]).
#[derive(Clone, Debug, PartialEq, Error)]
pub enum CompanionError {
    /// The session does not make sense on its own (bad JSON shape, impossible table).
    #[error("{0}")]
    Invalid(String),
    /// The session's entries contradict each other: the game's own account, as JSON,
    /// naming the entries in conflict.
    #[error("the entries contradict each other")]
    Conflict(Value),
}

/// A game's companion: what follows from a session of records typed in by a person
/// playing the physical game, as JSON, or why the session is refused.
pub type Companion = fn(&Value) -> Result<Value, CompanionError>;

/// One game as a whole: its name, its seats and bots, and a way to start tables.
pub trait GameKind: Send + Sync {
    fn name(&self) -> &'static str;
    fn min_players(&self) -> usize;
    fn max_players(&self) -> usize;
    fn bot_levels(&self) -> &'static [&'static str];
    /// The default configuration for `players` seats, with the keys of `options` (a JSON
    /// object such as `{"modern_suggestion_rule": true}`) laid over it, as the game reads
    /// it (keys it does not know are dropped).
    fn config(&self, players: usize, options: &Value) -> Result<Value, SetupError>;
    fn new_table(&self, config: &Value, seed: u64) -> Result<Box<dyn Table>, SetupError>;
    /// A bot of `level` for `seat`, its choices seeded by `seed`.
    fn new_bot(&self, level: &str, seat: Seat, seed: u64) -> Option<Box<dyn TableBot>>;
    /// The game's companion answer for `session`, or `None` if the game has no companion.
    fn companion(&self, session: &Value) -> Option<Result<Json, CompanionError>>;
    /// How many action ids the game has ([`Encoding::action_count`]).
    fn action_count(&self) -> usize;
    /// The widest chance node ([`Encoding::max_chance_outcomes`]).
    fn max_chance_outcomes(&self) -> usize;
    /// The JSON of the action whose id is `id` ([`Encoding::action_of`]), if there is one.
    fn action_of(&self, id: usize) -> Option<Value>;
    /// The runs of ids that combine independent parts ([`Encoding::action_blocks`]).
    fn action_blocks(&self) -> Vec<ActionBlock>;
    /// The fields of a seat's observation at a table of `players` seats
    /// ([`Encoding::observation_fields`]).
    fn observation_fields(&self, players: usize) -> Vec<Field>;
    /// The fields of a seat's information-state tensor at a table of `players` seats: its
    /// observation, then its exact notebook ([`information_state_fields`]).
    fn information_state_fields(&self, players: usize) -> Vec<Field>;
    /// Plays a game of bots, `levels[s]` at seat `s`, with the game's own types (as fast
    /// as `whodunit sim`), to its end or for at most `max_actions` actions. Bot `s` draws
    /// from `GameRng::derive(seed, 1_000 + s)`, as the simulator's bots do.
    fn play_bots(
        &self,
        config: &Value,
        seed: u64,
        levels: &[&str],
        max_actions: u64,
    ) -> Result<BotGame, SetupError>;
    /// Plays `table` on (a copy: the table does not move) with bots of `levels[s]` at seat
    /// `s`, as [`play_bots`](GameKind::play_bots) does from the deal: the rollout of a
    /// search. The bots start here, having observed nothing before, and the game's own
    /// generator makes its later draws.
    fn play_bots_on(
        &self,
        table: &dyn Table,
        seed: u64,
        levels: &[&str],
        max_actions: u64,
    ) -> Result<BotGame, SetupError>;
}

/// A game of bots played by [`GameKind::play_bots`].
#[derive(Clone, Debug, PartialEq)]
pub struct BotGame {
    /// `None` if the game was stopped at its limit of actions.
    pub outcome: Option<Outcome>,
    pub actions: u64,
}

/// A live game.
pub trait Table: Send + Sync {
    fn seat_count(&self) -> usize;
    fn to_act(&self) -> Option<Seat>;
    /// The legal actions of `seat`, as one JSON array.
    fn legal_actions(&self, seat: Seat) -> Json;
    /// The ids ([`Encoding::action_id`]) of `seat`'s legal actions, ascending.
    fn legal_ids(&self, seat: Seat) -> Vec<usize>;
    /// Applies an action; on success its events can be read with `last_events`.
    fn apply(&mut self, seat: Seat, action: &Value) -> Result<(), ActionError>;
    /// Applies the action whose id is `id` without going through JSON, and gives it as JSON
    /// (for records). An id naming no action is `Malformed`; a refusal keeps its rule; either
    /// way nothing changes.
    fn apply_id(&mut self, seat: Seat, id: usize) -> Result<Value, ActionError>;
    /// The events of the last accepted action as `viewer` sees them.
    fn last_events(&self, viewer: Viewer) -> Vec<Json>;
    fn view(&self, viewer: Viewer) -> Json;
    /// `seat`'s observation ([`Encoding::observe`] of its view) into `out`, which has the
    /// length of the game's observation fields at this table's size.
    fn observe(&self, seat: Seat, out: &mut [f32]);
    /// `seat`'s information-state tensor into `out` (the length of the game's
    /// information-state fields at this table's size): its observation, then its exact
    /// notebook ([`Encoding::encode_notebook`]) made from `steps` as for `notebook`.
    fn information_state(&self, seat: Seat, steps: &[&dyn Table], out: &mut [f32]);
    fn outcome(&self) -> Option<Outcome>;
    /// What a rating system is told of the finished game ([`Game::contests`]).
    fn contests(&self) -> Vec<Contest>;
    /// What `viewer` (a seat) can deduce now ([`Game::notebook`]); `None` for spectators and
    /// for games without a notebook. `steps` is the table after each accepted action, in
    /// order, whose `last_events` together are the game so far; only their events redacted
    /// for `viewer` and this table's view for `viewer` are read.
    fn notebook(&self, viewer: Viewer, steps: &[&dyn Table]) -> Option<Json>;
    /// The key moments of `seat` ([`Game::moments`]), this table being the game as set up
    /// and `steps` the table after each accepted action: only `seat`'s views of them and
    /// their events redacted for it are read.
    fn moments(&self, seat: Seat, steps: &[&dyn Table]) -> Option<Moments>;
    /// A world `seat` cannot tell from this table ([`Sampling`]), drawn with `seed` from
    /// its view and from `steps` (as for `notebook`: only their events redacted for `seat`
    /// are read). The world has no last events of its own.
    fn sample_world(&self, seat: Seat, steps: &[&dyn Table], seed: u64) -> Box<dyn Table>;
    /// What `seat` would take now if it saw this whole table ([`Encoding::informed_action`]):
    /// for sampled worlds only.
    fn informed_action(&self, seat: Seat) -> Option<usize>;
    fn clone_table(&self) -> Box<dyn Table>;
    fn as_any(&self) -> &dyn Any;
}

/// A bot bound to one seat of a table.
pub trait TableBot: Send {
    /// Feeds the bot the last accepted action's events, as its seat sees them.
    fn observe_last(&mut self, table: &dyn Table);
    /// The bot's action for the table as it stands (its seat must be to act). It depends
    /// only on the bot's seed and the events observed, never on when it is asked.
    fn choose(&mut self, table: &dyn Table) -> Value;
}

/// The blanket [`GameKind`] for a game type.
pub struct Kind<G: Game> {
    pub min_players: usize,
    pub max_players: usize,
    pub bot_levels: &'static [&'static str],
    pub make_bot: BotFactory<G>,
    /// The configuration for a number of players, before options are laid over it.
    pub default_config: fn(usize) -> G::Config,
    /// The companion for people playing the physical game, if the game has one. A plain
    /// function rather than a second trait: it needs no game type, only JSON in and out.
    pub companion: Option<Companion>,
    pub game: PhantomData<fn() -> G>,
}

struct GameTable<G: Game> {
    state: G::State,
    last: Vec<G::Event>,
}

/// A bot whose every choice is a function of its seed and the history it observed, so a
/// table rebuilt by replay (after a restart) gets the same choices from its bots.
struct SeatBot<G: Game> {
    bot: Box<dyn Bot<G>>,
    seat: Seat,
    seed: u64,
    /// Accepted actions observed so far.
    observed: u64,
}

fn to_value<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("game types serialise to JSON")
}

fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Json {
    serde_json::value::to_raw_value(value).expect("game types serialise to JSON")
}

impl<G: Encoding + Sampling> GameKind for Kind<G>
where
    G::State: Sync,
    G::Event: Sync,
{
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn min_players(&self) -> usize {
        self.min_players
    }

    fn max_players(&self) -> usize {
        self.max_players
    }

    fn bot_levels(&self) -> &'static [&'static str] {
        self.bot_levels
    }

    fn config(&self, players: usize, options: &Value) -> Result<Value, SetupError> {
        if !(self.min_players..=self.max_players).contains(&players) {
            return Err(SetupError::Malformed(format!(
                "{} takes {} to {} players, not {players}",
                G::NAME,
                self.min_players,
                self.max_players
            )));
        }
        let mut config = to_value(&(self.default_config)(players));
        match (config.as_object_mut(), options) {
            (_, Value::Null) => {}
            (Some(fields), Value::Object(extra)) => {
                for (key, value) in extra {
                    fields.insert(key.clone(), value.clone());
                }
            }
            _ => {
                return Err(SetupError::Malformed(
                    "options must be a JSON object".into(),
                ))
            }
        }
        // Parsed now to refuse unknown shapes rather than at the first table, and written
        // back as the game reads it: keys it does not know are gone.
        let config = serde_json::from_value::<G::Config>(config)
            .map_err(|e| SetupError::Malformed(e.to_string()))?;
        Ok(to_value(&config))
    }

    fn new_table(&self, config: &Value, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        let config: G::Config = serde_json::from_value(config.clone())
            .map_err(|e| SetupError::Malformed(e.to_string()))?;
        let state = G::setup(&config, seed).map_err(SetupError::Rule)?;
        Ok(Box::new(GameTable::<G> {
            state,
            last: Vec::new(),
        }))
    }

    fn new_bot(&self, level: &str, seat: Seat, seed: u64) -> Option<Box<dyn TableBot>> {
        Some(Box::new(SeatBot::<G> {
            bot: (self.make_bot)(level, seat)?,
            seat,
            seed,
            observed: 0,
        }))
    }

    fn companion(&self, session: &Value) -> Option<Result<Json, CompanionError>> {
        let answer = (self.companion?)(session);
        Some(answer.map(|value| to_json(&value)))
    }

    fn action_count(&self) -> usize {
        G::action_count()
    }

    fn max_chance_outcomes(&self) -> usize {
        G::max_chance_outcomes()
    }

    fn action_of(&self, id: usize) -> Option<Value> {
        G::action_of(id).map(|action| to_value(&action))
    }

    fn action_blocks(&self) -> Vec<ActionBlock> {
        G::action_blocks()
    }

    fn observation_fields(&self, players: usize) -> Vec<Field> {
        G::observation_fields(players)
    }

    fn information_state_fields(&self, players: usize) -> Vec<Field> {
        information_state_fields::<G>(players)
    }

    fn play_bots(
        &self,
        config: &Value,
        seed: u64,
        levels: &[&str],
        max_actions: u64,
    ) -> Result<BotGame, SetupError> {
        let config: G::Config = serde_json::from_value(config.clone())
            .map_err(|e| SetupError::Malformed(e.to_string()))?;
        let state = G::setup(&config, seed).map_err(SetupError::Rule)?;
        self.play_bots_from(state, seed, levels, max_actions)
    }

    fn play_bots_on(
        &self,
        table: &dyn Table,
        seed: u64,
        levels: &[&str],
        max_actions: u64,
    ) -> Result<BotGame, SetupError> {
        let state = GameTable::<G>::of(table).state.clone();
        self.play_bots_from(state, seed, levels, max_actions)
    }
}

impl<G: Game> Kind<G> {
    /// Plays `state` on with bots of `levels`, bot `s` drawing from
    /// `GameRng::derive(seed, 1_000 + s)`.
    fn play_bots_from(
        &self,
        mut state: G::State,
        seed: u64,
        levels: &[&str],
        max_actions: u64,
    ) -> Result<BotGame, SetupError> {
        let seats = G::seat_count(&state);
        if levels.len() != seats {
            return Err(SetupError::Malformed(format!(
                "{seats} seats need {seats} bot levels, not {}",
                levels.len()
            )));
        }
        let mut bots = Vec::with_capacity(seats);
        for (index, level) in levels.iter().enumerate() {
            let bot = (self.make_bot)(level, Seat(index as u8)).ok_or_else(|| {
                SetupError::Malformed(format!(
                    "{} has no bot level {level:?}; its levels are {}",
                    G::NAME,
                    self.bot_levels.join(", ")
                ))
            })?;
            bots.push(bot);
        }
        let mut rngs: Vec<GameRng> = (0..seats)
            .map(|s| GameRng::new(GameRng::derive(seed, 1_000 + s as u64)))
            .collect();
        let mut actions = 0;
        crate::play_out_for::<G>(&mut state, &mut bots, &mut rngs, max_actions, |_, _, _| {
            actions += 1
        })
        .map_err(SetupError::Rule)?;
        Ok(BotGame {
            outcome: G::outcome(&state),
            actions,
        })
    }
}

impl<G: Encoding + Sampling> Table for GameTable<G>
where
    G::State: Sync,
    G::Event: Sync,
{
    fn seat_count(&self) -> usize {
        G::seat_count(&self.state)
    }

    fn to_act(&self) -> Option<Seat> {
        G::to_act(&self.state)
    }

    fn legal_actions(&self, seat: Seat) -> Json {
        legal_json(G::legal_actions(&self.state, seat))
    }

    fn legal_ids(&self, seat: Seat) -> Vec<usize> {
        let mut ids: Vec<usize> = G::legal_actions(&self.state, seat)
            .iter()
            .map(G::action_id)
            .collect();
        ids.sort_unstable();
        ids
    }

    fn apply(&mut self, seat: Seat, action: &Value) -> Result<(), ActionError> {
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| ActionError::Malformed(e.to_string()))?;
        self.last = G::apply(&mut self.state, seat, &action).map_err(ActionError::Rule)?;
        Ok(())
    }

    fn apply_id(&mut self, seat: Seat, id: usize) -> Result<Value, ActionError> {
        let action = G::action_of(id)
            .ok_or_else(|| ActionError::no_such_id(G::NAME, id, G::action_count()))?;
        self.last = G::apply(&mut self.state, seat, &action).map_err(ActionError::Rule)?;
        Ok(to_value(&action))
    }

    fn last_events(&self, viewer: Viewer) -> Vec<Json> {
        self.last
            .iter()
            .filter_map(|event| G::redact(event, viewer))
            .map(|event| to_json(&event))
            .collect()
    }

    fn view(&self, viewer: Viewer) -> Json {
        to_json(&G::view(&self.state, viewer))
    }

    fn observe(&self, seat: Seat, out: &mut [f32]) {
        // The game writes only what it sees; the buffer may be reused.
        out.fill(0.0);
        G::observe(&G::view(&self.state, Viewer::Seat(seat)), out);
    }

    fn information_state(&self, seat: Seat, steps: &[&dyn Table], out: &mut [f32]) {
        let viewer = Viewer::Seat(seat);
        let view = G::view(&self.state, viewer);
        let players = G::seat_count(&self.state);
        // The game writes only what it sees; the buffer may be reused.
        out.fill(0.0);
        let (observation, notebook) =
            out.split_at_mut(observation_len(&G::observation_fields(players)));
        G::observe(&view, observation);
        G::encode_notebook(&view, &GameTable::<G>::seen(steps, viewer), notebook);
    }

    fn outcome(&self) -> Option<Outcome> {
        G::outcome(&self.state)
    }

    fn contests(&self) -> Vec<Contest> {
        G::contests(&self.state)
    }

    fn notebook(&self, viewer: Viewer, steps: &[&dyn Table]) -> Option<Json> {
        viewer.seat()?;
        let events = GameTable::<G>::seen(steps, viewer);
        G::notebook(&G::view(&self.state, viewer), &events).map(|value| to_json(&value))
    }

    fn sample_world(&self, seat: Seat, steps: &[&dyn Table], seed: u64) -> Box<dyn Table> {
        let viewer = Viewer::Seat(seat);
        let events = GameTable::<G>::seen(steps, viewer);
        let view = G::view(&self.state, viewer);
        let state = sample_world::<G>(&self.state, seat, &view, &events, &mut GameRng::new(seed));
        Box::new(GameTable::<G> {
            state,
            last: Vec::new(),
        })
    }

    fn moments(&self, seat: Seat, steps: &[&dyn Table]) -> Option<Moments> {
        let viewer = Viewer::Seat(seat);
        let seen: Vec<SeatStep<G>> = steps
            .iter()
            .map(|step| {
                let table = GameTable::<G>::of(*step);
                SeatStep {
                    view: G::view(&table.state, viewer),
                    events: table
                        .last
                        .iter()
                        .filter_map(|event| G::redact(event, viewer))
                        .collect(),
                }
            })
            .collect();
        G::moments(&G::view(&self.state, viewer), &seen)
    }

    fn informed_action(&self, seat: Seat) -> Option<usize> {
        G::informed_action(&self.state, seat)
    }

    fn clone_table(&self) -> Box<dyn Table> {
        Box::new(GameTable::<G> {
            state: self.state.clone(),
            last: self.last.clone(),
        })
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl<G: Game> GameTable<G> {
    /// `table` as this game's table: every table a bot or a notebook reads is one.
    fn of(table: &dyn Table) -> &GameTable<G> {
        table
            .as_any()
            .downcast_ref::<GameTable<G>>()
            .expect("a table of this game")
    }

    /// The events of `steps` as `viewer` saw them, in order.
    fn seen(steps: &[&dyn Table], viewer: Viewer) -> Vec<G::Event> {
        steps
            .iter()
            .flat_map(|step| &GameTable::<G>::of(*step).last)
            .filter_map(|event| G::redact(event, viewer))
            .collect()
    }
}

/// `viewer`'s view of `table` if it is a table of game `G` (`None` if it is another game's),
/// for presentation that holds tables without their types (the text tables). It is
/// [`Game::view`]'s, so it shows `viewer` what every other view does and nothing more.
pub fn typed_view<G: Game>(table: &dyn Table, viewer: Viewer) -> Option<G::View> {
    let table = table.as_any().downcast_ref::<GameTable<G>>()?;
    Some(G::view(&table.state, viewer))
}

/// The typed state of a table of game `G` and its last step's full events, for the
/// conformance kit's round trips.
#[cfg(feature = "conformance")]
pub(crate) fn typed_state<G: Game>(table: &dyn Table) -> (&G::State, &[G::Event]) {
    let table = GameTable::<G>::of(table);
    (&table.state, &table.last)
}

impl<G: Game> TableBot for SeatBot<G> {
    fn observe_last(&mut self, table: &dyn Table) {
        let table = GameTable::<G>::of(table);
        self.observed += 1;
        for event in &table.last {
            if let Some(seen) = G::redact(event, Viewer::Seat(self.seat)) {
                self.bot.observe(&seen);
            }
        }
    }

    fn choose(&mut self, table: &dyn Table) -> Value {
        let state = &GameTable::<G>::of(table).state;
        let view = G::view(state, Viewer::Seat(self.seat));
        let mut rng = GameRng::new(GameRng::derive(self.seed, self.observed));
        let action = self
            .bot
            .choose(Decision::in_state(&view, state, self.seat, &mut rng));
        to_value(&action)
    }
}
