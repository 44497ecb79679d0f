//! Random play for property tests: a policy over legal actions, any action at all, random
//! explicit setups (CL-SETUP-18) and random configurations.

use proptest::prelude::*;
use std::collections::BTreeMap;
use std::ops::Range;
use whodunit_cluedo::board::BOARD;
use whodunit_cluedo::{
    Action, Card, Config, ExplicitSetup, Position, Room, Square, Suspect, Triple, Weapon,
};
use whodunit_engine::GameRng;

/// A legal action of `legal`, drawn so that games stay interesting: uniform choice would
/// accuse almost every turn (324 accusations against at most 37 other actions), so an
/// accusation comes once in 60 decisions, a third of them the true `envelope` when given
/// (CL-END-1); and a reachable room is entered half the time, so suggestions and
/// refutations happen often.
pub fn choose(legal: &[Action], envelope: Option<Triple>, rng: &mut GameRng) -> Action {
    let (accusations, others): (Vec<Action>, Vec<Action>) = legal
        .iter()
        .partition(|action| matches!(action, Action::Accuse(_)));
    if !accusations.is_empty() && rng.below(60) == 0 {
        if let Some(envelope) = envelope.filter(|_| rng.below(3) == 0) {
            return Action::Accuse(envelope);
        }
        return accusations[rng.below(accusations.len() as u32) as usize];
    }
    let rooms: Vec<Action> = others
        .iter()
        .copied()
        .filter(|action| matches!(action, Action::Move(Position::Room(_))))
        .collect();
    if !rooms.is_empty() && rng.below(2) == 0 {
        return rooms[rng.below(rooms.len() as u32) as usize];
    }
    others[rng.below(others.len() as u32) as usize]
}

/// Any action at all, legal or not, from the whole action space (CL-TURN-6).
pub fn any_action(rng: &mut GameRng) -> Action {
    let suspect = Suspect(rng.below(6) as u8);
    let weapon = Weapon(rng.below(6) as u8);
    let room = Room(rng.below(9) as u8);
    match rng.below(8) {
        0 => Action::Roll,
        1 => Action::Move(if rng.below(4) == 0 {
            Position::Room(room)
        } else {
            Position::Square(Square(rng.below(BOARD.square_count() as u32) as u8))
        }),
        2 => Action::Passage,
        3 => Action::Stay,
        4 => Action::Suggest { suspect, weapon },
        5 => Action::Show(Card(rng.below(Card::COUNT as u32) as u8)),
        6 => Action::Accuse(Triple {
            suspect,
            weapon,
            room,
        }),
        _ => Action::EndTurn,
    }
}

/// A random explicit setup (CL-SETUP-18) for `players`, drawn from `rng`.
pub fn explicit_setup(players: &[Suspect], rng: &mut GameRng) -> ExplicitSetup {
    let envelope = Triple {
        suspect: Suspect(rng.below(6) as u8),
        weapon: Weapon(rng.below(6) as u8),
        room: Room(rng.below(9) as u8),
    };
    let hidden = envelope.cards();
    let mut deck: Vec<Card> = Card::all().filter(|&c| !hidden.contains(c)).collect();
    rng.shuffle(&mut deck);
    let mut rooms: Vec<Room> = Room::all().collect();
    rng.shuffle(&mut rooms);
    let dice = (0..rng.below(12)).map(|_| rng.below(6) as u8 + 1).collect();
    ExplicitSetup {
        unplayed_rooms: Suspect::all()
            .filter(|s| !players.contains(s))
            .map(|s| (s, Room(rng.below(9) as u8)))
            .collect(),
        weapon_rooms: Weapon::all().zip(rooms).collect::<BTreeMap<_, _>>(),
        envelope,
        dealer: players[rng.below(players.len() as u32) as usize],
        deck,
        dice,
    }
}

/// Configurations of 2 to 6 players listed in any order (seats still follow canonical
/// order, CL-SETUP-3), random variant flags, a turn limit in `turn_limits`, and half the
/// time a random explicit setup.
pub fn config_strategy(turn_limits: Range<u32>) -> impl Strategy<Value = Config> {
    (
        proptest::sample::subsequence((0..6u8).collect::<Vec<_>>(), 2..=6).prop_shuffle(),
        any::<bool>(),
        any::<bool>(),
        turn_limits,
        prop::option::of(any::<u64>()),
    )
        .prop_map(|(players, modern, hide, limit, explicit)| {
            let players: Vec<Suspect> = players.into_iter().map(Suspect).collect();
            let setup = explicit.map(|seed| explicit_setup(&players, &mut GameRng::new(seed)));
            Config {
                players,
                modern_suggestion_rule: modern,
                hide_envelope_from_wrong_accuser: hide,
                turn_limit: Some(limit),
                setup,
            }
        })
}
