use crate::{Game, GameRng, Seat, Viewer};
use std::cell::OnceCell;

/// A program that plays one seat, which it is told when it is made. It learns only what the
/// seat may learn: the events redacted for its seat and the view of its seat. Everything it
/// remembers must come from `observe`, so that a bot rebuilt by observing a game's events
/// again chooses exactly as the original would have.
pub trait Bot<G: Game>: Send {
    /// Called with every event as its seat sees it, in order.
    fn observe(&mut self, event: &G::Event);

    /// Chooses one of `decision.legal()` (never empty).
    fn choose(&mut self, decision: Decision<'_, G>) -> G::Action;
}

/// Makes a bot of a named level for a seat, or `None` for an unknown level.
pub type BotFactory<G> = fn(&str, Seat) -> Option<Box<dyn Bot<G>>>;

/// What a bot is given when it must act.
pub struct Decision<'a, G: Game> {
    pub view: &'a G::View,
    /// The bot's own generator, seeded independently of the game's.
    pub rng: &'a mut GameRng,
    legal: Legal<'a, G>,
}

/// The legal actions, either given or listed from the state only when a bot asks: a game
/// with hundreds of legal moves (Bakerstreet's bids) need not list them for a bot that
/// works out its choice from the view. The state stays private to this module, so a bot
/// still sees nothing but its view and the legal list.
enum Legal<'a, G: Game> {
    Given(&'a [G::Action]),
    OnDemand {
        state: &'a G::State,
        seat: Seat,
        list: OnceCell<Vec<G::Action>>,
    },
}

impl<'a, G: Game> Decision<'a, G> {
    /// A decision with its legal actions already listed.
    pub fn new(view: &'a G::View, legal: &'a [G::Action], rng: &'a mut GameRng) -> Self {
        Decision {
            view,
            rng,
            legal: Legal::Given(legal),
        }
    }

    /// A decision of `seat` in `state`, listing the legal actions only if the bot asks.
    pub fn in_state(
        view: &'a G::View,
        state: &'a G::State,
        seat: Seat,
        rng: &'a mut GameRng,
    ) -> Self {
        Decision {
            view,
            rng,
            legal: Legal::OnDemand {
                state,
                seat,
                list: OnceCell::new(),
            },
        }
    }

    /// Every legal action (never empty).
    pub fn legal(&self) -> &[G::Action] {
        self.legal.list()
    }

    /// The legal actions and the generator together, for a bot that needs both at once.
    pub fn legal_and_rng(&mut self) -> (&[G::Action], &mut GameRng) {
        (self.legal.list(), self.rng)
    }
}

impl<G: Game> Legal<'_, G> {
    fn list(&self) -> &[G::Action] {
        match self {
            Legal::Given(legal) => legal,
            Legal::OnDemand { state, seat, list } => {
                list.get_or_init(|| G::legal_actions(state, *seat))
            }
        }
    }
}

/// Plays `state` to its end with one bot per seat, each fed only its own view and redacted
/// events. `on_step` sees every accepted action with its full events (for records and
/// statistics). Returns the first refusal, which would be a bot bug.
pub fn play_out<G: Game>(
    state: &mut G::State,
    bots: &mut [Box<dyn Bot<G>>],
    bot_rngs: &mut [GameRng],
    on_step: impl FnMut(Seat, &G::Action, &[G::Event]),
) -> Result<(), crate::RuleError> {
    play_out_for(state, bots, bot_rngs, u64::MAX, on_step).map(|_| ())
}

/// [`play_out`], but stopping after `max_actions` actions: whether the game ended. A
/// safety net for bots that could go on for ever where the rules set no limit.
pub fn play_out_for<G: Game>(
    state: &mut G::State,
    bots: &mut [Box<dyn Bot<G>>],
    bot_rngs: &mut [GameRng],
    max_actions: u64,
    mut on_step: impl FnMut(Seat, &G::Action, &[G::Event]),
) -> Result<bool, crate::RuleError> {
    // One event buffer for the whole game: simulations play millions of actions.
    let mut events = Vec::new();
    let mut actions = 0;
    while let Some(seat) = G::to_act(state) {
        if actions == max_actions {
            return Ok(false);
        }
        actions += 1;
        let view = G::view(state, Viewer::Seat(seat));
        let action = bots[seat.index()].choose(Decision::in_state(
            &view,
            state,
            seat,
            &mut bot_rngs[seat.index()],
        ));
        events.clear();
        G::apply_into(state, seat, &action, &mut events)?;
        for (index, bot) in bots.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(index as u8));
            for event in &events {
                if let Some(seen) = G::redact(event, viewer) {
                    bot.observe(&seen);
                }
            }
        }
        on_step(seat, &action, &events);
    }
    Ok(true)
}
