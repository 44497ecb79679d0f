//! `easy` (formerly `random`): uniform over the legal actions, with two limits so that
//! games end: a bid is at most two above the lowest legal one, and a challenge comes in one
//! turn out of three.

use crate::actions::Action;
use crate::Bakerstreet;
use whodunit_engine::{Bot, Decision, GameRng};

/// Highest raise over the lowest legal bid the random bot makes.
const RAISE: u8 = 2;

fn pick(actions: &[Action], rng: &mut GameRng) -> Action {
    actions[rng.below(actions.len() as u32) as usize]
}

pub struct RandomBot;

impl Bot<Bakerstreet> for RandomBot {
    fn observe(&mut self, _event: &crate::Event) {}

    fn choose(&mut self, mut decision: Decision<'_, Bakerstreet>) -> Action {
        let (legal, rng) = decision.legal_and_rng();
        let lowest = legal
            .iter()
            .filter_map(|action| match action {
                Action::Move { bid, .. } => Some(*bid),
                _ => None,
            })
            .min();
        let Some(lowest) = lowest else {
            return pick(legal, rng); // a position, a card, or a forced challenge
        };
        if legal.contains(&Action::Challenge) && rng.below(3) == 0 {
            return Action::Challenge;
        }
        let modest =
            |action: &&Action| matches!(action, Action::Move { bid, .. } if *bid <= lowest + RAISE);
        let count = legal.iter().filter(modest).count();
        let chosen = rng.below(count as u32) as usize;
        *legal
            .iter()
            .filter(modest)
            .nth(chosen)
            .expect("the lowest bid is among the moves")
    }
}
