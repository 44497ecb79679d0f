//! The initial deal (CL-SETUP), from a configuration and a seed.

use crate::board::{Position, BOARD};
use crate::cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
use crate::config::{Config, ExplicitSetup};
use crate::state::{Phase, State};
use whodunit_engine::{GameRng, RuleError, Seat};

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// The seat order: played suspects in canonical order.
fn seat_suspects(config: &Config) -> Result<Vec<Suspect>, RuleError> {
    let mut players = config.players.clone();
    players.sort();
    if players.windows(2).any(|w| w[0] == w[1]) {
        return Err(refuse(
            "CL-SETUP-2",
            "each player must control a different suspect",
        ));
    }
    if !(2..=6).contains(&players.len()) {
        return Err(refuse(
            "CL-SETUP-1",
            format!("a game has 2 to 6 players, not {}", players.len()),
        ));
    }
    Ok(players)
}

/// The random or explicit outcomes of setup, in generator order (CL-SETUP-17).
struct Deal {
    unplayed_rooms: [Option<Room>; 6],
    weapon_rooms: [Room; 6],
    envelope: Triple,
    dealer: usize,
    deck: Vec<Card>,
}

fn random_deal(players: &[Suspect], rng: &mut GameRng) -> Deal {
    let mut unplayed_rooms = [None; 6];
    for suspect in Suspect::all().filter(|s| !players.contains(s)) {
        unplayed_rooms[suspect.index()] = Some(Room(rng.below(9) as u8));
    }
    let mut free_rooms: Vec<Room> = Room::all().collect();
    let mut weapon_rooms = [Room(0); 6];
    for weapon in Weapon::all() {
        let pick = rng.below(free_rooms.len() as u32) as usize;
        weapon_rooms[weapon.index()] = free_rooms.remove(pick);
    }
    let room = Room(rng.below(9) as u8);
    let weapon = Weapon(rng.below(6) as u8);
    let suspect = Suspect(rng.below(6) as u8);
    let envelope = Triple {
        suspect,
        weapon,
        room,
    };
    let dealer = rng.below(players.len() as u32) as usize;
    let hidden = envelope.cards();
    let mut deck: Vec<Card> = Card::all().filter(|&c| !hidden.contains(c)).collect();
    rng.shuffle(&mut deck);
    Deal {
        unplayed_rooms,
        weapon_rooms,
        envelope,
        dealer,
        deck,
    }
}

fn explicit_deal(players: &[Suspect], setup: &ExplicitSetup) -> Result<Deal, RuleError> {
    let mut unplayed_rooms = [None; 6];
    for suspect in Suspect::all().filter(|s| !players.contains(s)) {
        let room = setup.unplayed_rooms.get(&suspect).ok_or_else(|| {
            refuse(
                "CL-SETUP-18",
                format!("the explicit setup gives no room for unplayed {suspect}"),
            )
        })?;
        unplayed_rooms[suspect.index()] = Some(*room);
    }
    if let Some(played) = setup.unplayed_rooms.keys().find(|s| players.contains(s)) {
        return Err(refuse(
            "CL-SETUP-5",
            format!("{played} is played and starts on their start square, not in a room"),
        ));
    }
    let mut weapon_rooms = [Room(0); 6];
    for weapon in Weapon::all() {
        weapon_rooms[weapon.index()] = *setup.weapon_rooms.get(&weapon).ok_or_else(|| {
            refuse(
                "CL-SETUP-18",
                format!("the explicit setup gives no room for the {weapon}"),
            )
        })?;
    }
    let mut sorted = weapon_rooms;
    sorted.sort();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return Err(refuse(
            "CL-SETUP-7",
            "each weapon must start in a different room",
        ));
    }
    let dealer = players
        .iter()
        .position(|&s| s == setup.dealer)
        .ok_or_else(|| {
            refuse(
                "CL-SETUP-10",
                format!("the dealer {} is not a player", setup.dealer),
            )
        })?;
    let expected: CardSet = Card::all()
        .filter(|&c| !setup.envelope.cards().contains(c))
        .collect();
    let given: CardSet = setup.deck.iter().copied().collect();
    if setup.deck.len() != 18 || given != expected {
        return Err(refuse(
            "CL-SETUP-11",
            "the deck must hold each of the 18 cards outside the envelope exactly once",
        ));
    }
    if let Some(bad) = setup.dice.iter().find(|d| !(1..=6).contains(*d)) {
        return Err(refuse(
            "CL-MOVE-6",
            format!("a die shows 1 to 6, not {bad}"),
        ));
    }
    Ok(Deal {
        unplayed_rooms,
        weapon_rooms,
        envelope: setup.envelope,
        dealer,
        deck: setup.deck.clone(),
    })
}

/// Builds the initial state from a configuration and a seed.
pub fn setup(config: &Config, seed: u64) -> Result<State, RuleError> {
    let players = seat_suspects(config)?;
    let mut rng = GameRng::new(seed);
    let deal = match &config.setup {
        Some(explicit) => explicit_deal(&players, explicit)?,
        None => random_deal(&players, &mut rng),
    };
    let seats = players.len();
    let mut pawns = [Position::Room(Room(0)); 6];
    for suspect in Suspect::all() {
        pawns[suspect.index()] = match deal.unplayed_rooms[suspect.index()] {
            Some(room) => Position::Room(room),
            None => Position::Square(BOARD.start(suspect)),
        };
    }
    // CL-SETUP-12: one card at a time, from the dealer's left, clockwise.
    let mut hands = [CardSet::EMPTY; 6];
    for (i, &card) in deal.deck.iter().enumerate() {
        hands[(deal.dealer + 1 + i) % seats].insert(card);
    }
    let mut seat_suspect = [Suspect(0); 6];
    seat_suspect[..seats].copy_from_slice(&players);
    Ok(State {
        seats: seats as u8,
        seat_suspect,
        modern_suggestion_rule: config.modern_suggestion_rule,
        hide_envelope_from_wrong_accuser: config.hide_envelope_from_wrong_accuser,
        turn_limit: config.turn_limit,
        rng,
        dice: config
            .setup
            .as_ref()
            .map(|s| s.dice.clone())
            .unwrap_or_default(),
        rolls: 0,
        pawns,
        weapons: deal.weapon_rooms,
        hands,
        envelope: deal.envelope,
        dealer: Seat(deal.dealer as u8),
        // CL-TURN-1, CL-TURN-2: the first played suspect from Scarlett on.
        active: Seat(0),
        turn: 1,
        phase: Phase::StartOfTurn,
        eliminated: 0,
        entered_this_turn: false,
        summoned: 0,
        shown: [[CardSet::EMPTY; 6]; 6],
        winner: None,
    })
}
