//! A bot rebuilt from the events its seat has seen chooses as the original did: nothing a
//! bot uses is learnt while choosing, so a table's bots can be rebuilt from its record
//! (after a restart, or to replay a game with its bots).

use super::Failure;
use crate::{Bot, BotFactory, Decision, Game, GameRng, Seat, Viewer};

/// Plays `state` to its end with a bot of `levels[seat]` in each seat. At every `every`-th
/// decision a fresh bot of the same level, fed the events its seat has seen, must choose the
/// same action as the playing bot from the same generator (seeded by the decision's number).
pub fn check_rebuilt_bots_choose_the_same<G: Game>(
    mut state: G::State,
    by_level: BotFactory<G>,
    levels: &[&str],
    every: usize,
) -> Result<(), Failure> {
    let make = |seat: Seat| {
        let level = levels[seat.index()];
        by_level(level, seat).ok_or_else(|| format!("no bot of level {level:?}"))
    };
    let mut bots = (0..levels.len())
        .map(|s| make(Seat(s as u8)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); levels.len()];
    let mut events = Vec::new();
    let mut decision = 0;
    while let Some(seat) = G::to_act(&state) {
        let view = G::view(&state, Viewer::Seat(seat));
        let choose = |bot: &mut Box<dyn Bot<G>>| {
            let mut rng = GameRng::new(decision as u64);
            bot.choose(Decision::in_state(&view, &state, seat, &mut rng))
        };
        let action = choose(&mut bots[seat.index()]);
        if decision % every == 0 {
            let mut fresh = make(seat)?;
            for event in &seen[seat.index()] {
                fresh.observe(event);
            }
            let again = choose(&mut fresh);
            if again != action {
                let level = levels[seat.index()];
                return Err(format!(
                    "decision {decision} ({seat}, {level}): the rebuilt bot chose {again:?}, \
                     the playing one {action:?}"
                ));
            }
        }
        events.clear();
        G::apply_into(&mut state, seat, &action, &mut events)
            .map_err(|e| format!("decision {decision}: the bot's action was refused: {e}"))?;
        for (index, bot) in bots.iter_mut().enumerate() {
            for event in &events {
                if let Some(event) = G::redact(event, Viewer::Seat(Seat(index as u8))) {
                    bot.observe(&event);
                    seen[index].push(event);
                }
            }
        }
        decision += 1;
    }
    Ok(())
}
