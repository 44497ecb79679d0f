use crate::{Game, GameRng, Seat, Viewer};

/// A program that plays one seat, which it is told when it is made. It learns only what the
/// seat may learn: the events redacted for its seat and the view of its seat. Everything it
/// remembers must come from `observe`, so that a bot rebuilt by observing a game's events
/// again chooses exactly as the original would have.
pub trait Bot<G: Game>: Send {
    /// Called with every event as its seat sees it, in order.
    fn observe(&mut self, event: &G::Event);

    /// Chooses one of `legal` (never empty).
    fn choose(&mut self, decision: Decision<'_, G>) -> G::Action;
}

/// Makes a bot of a named level for a seat, or `None` for an unknown level.
pub type BotFactory<G> = fn(&str, Seat) -> Option<Box<dyn Bot<G>>>;

/// What a bot is given when it must act.
pub struct Decision<'a, G: Game> {
    pub view: &'a G::View,
    pub legal: &'a [G::Action],
    /// The bot's own generator, seeded independently of the game's.
    pub rng: &'a mut GameRng,
}

/// Plays `state` to its end with one bot per seat, each fed only its own view and redacted
/// events. `on_step` sees every accepted action with its full events (for records and
/// statistics). Returns the first refusal, which would be a bot bug.
pub fn play_out<G: Game>(
    state: &mut G::State,
    bots: &mut [Box<dyn Bot<G>>],
    bot_rngs: &mut [GameRng],
    mut on_step: impl FnMut(Seat, &G::Action, &[G::Event]),
) -> Result<(), crate::RuleError> {
    while let Some(seat) = G::to_act(state) {
        let legal = G::legal_actions(state, seat);
        let view = G::view(state, Viewer::Seat(seat));
        let action = bots[seat.index()].choose(Decision {
            view: &view,
            legal: &legal,
            rng: &mut bot_rngs[seat.index()],
        });
        let events = G::apply(state, seat, &action)?;
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
    Ok(())
}
