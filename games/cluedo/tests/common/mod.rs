//! Shared helpers for the Cluedo rules tests: component names by key, positions by
//! (row, col), an explicit-setup builder (CL-SETUP-18) and the spec's worked example deal.
//!
//! Each integration test compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod random;

use std::collections::BTreeMap;
use whodunit_cluedo::{
    Action, Card, CardSet, Cluedo, Config, Event, ExplicitSetup, Position, Room, Square, State,
    Suspect, Triple, Weapon,
};
use whodunit_engine::{Game, GameRng, RuleError, Seat, Viewer};

/// A suspect by key ("scarlett").
pub fn suspect(key: &str) -> Suspect {
    Suspect::parse(key).unwrap_or_else(|| panic!("no suspect {key:?}"))
}

/// A weapon by key ("lead_pipe").
pub fn weapon(key: &str) -> Weapon {
    Weapon::parse(key).unwrap_or_else(|| panic!("no weapon {key:?}"))
}

/// A room by key ("dining_room").
pub fn room(key: &str) -> Room {
    Room::parse(key).unwrap_or_else(|| panic!("no room {key:?}"))
}

/// A card by key, any category ("white" is the Mrs White card).
pub fn card(key: &str) -> Card {
    Card::parse(key).unwrap_or_else(|| panic!("no card {key:?}"))
}

/// A set of cards by key.
pub fn cards(keys: &[&str]) -> CardSet {
    keys.iter().map(|k| card(k)).collect()
}

/// A triple by keys: suspect, weapon, room.
pub fn triple(s: &str, w: &str, r: &str) -> Triple {
    Triple {
        suspect: suspect(s),
        weapon: weapon(w),
        room: room(r),
    }
}

/// The walkable square at (row, col); panics on a square that is not walkable.
pub fn square(row: usize, col: usize) -> Square {
    Square::at(row, col).unwrap_or_else(|| panic!("({row},{col}) is not walkable"))
}

/// The position "on square (row, col)".
pub fn sq(row: usize, col: usize) -> Position {
    Position::Square(square(row, col))
}

/// The position "in room `key`".
pub fn rm(key: &str) -> Position {
    Position::Room(room(key))
}

pub fn mv(to: Position) -> Action {
    Action::Move(to)
}

pub fn suggest(s: &str, w: &str) -> Action {
    Action::Suggest {
        suspect: suspect(s),
        weapon: weapon(w),
    }
}

pub fn show(key: &str) -> Action {
    Action::Show(card(key))
}

pub fn accuse(s: &str, w: &str, r: &str) -> Action {
    Action::Accuse(triple(s, w, r))
}

/// The seat that controls `key` in `state`.
pub fn seat(state: &State, key: &str) -> Seat {
    state
        .seat_of(suspect(key))
        .unwrap_or_else(|| panic!("{key} is not played"))
}

/// A chosen deal, turned into a [`Config`] with an explicit setup (CL-SETUP-18).
#[derive(Clone, Debug)]
pub struct Deal {
    pub players: Vec<Suspect>,
    pub unplayed_rooms: BTreeMap<Suspect, Room>,
    pub weapon_rooms: BTreeMap<Weapon, Room>,
    pub envelope: Triple,
    pub dealer: Suspect,
    /// Top card first.
    pub deck: Vec<Card>,
    pub dice: Vec<u8>,
    pub modern_suggestion_rule: bool,
    pub hide_envelope_from_wrong_accuser: bool,
}

impl Deal {
    /// A plain deal for `players` (keys): the seed's sample weapon layout, every unplayed
    /// pawn in the Billiard Room, the envelope Green / Candlestick / Conservatory, the last
    /// player dealing (so the first seat gets the first card) and the deck in canonical
    /// order. No dice: set them with [`Deal::dice`].
    pub fn new(players: &[&str]) -> Deal {
        let players: Vec<Suspect> = players.iter().map(|k| suspect(k)).collect();
        let mut sorted = players.clone();
        sorted.sort();
        let envelope = triple("green", "candlestick", "conservatory");
        Deal {
            unplayed_rooms: Suspect::all()
                .filter(|s| !players.contains(s))
                .map(|s| (s, room("billiard_room")))
                .collect(),
            weapon_rooms: sample_weapon_rooms(),
            envelope,
            dealer: *sorted.last().expect("at least one player"),
            deck: Card::all()
                .filter(|&c| !envelope.cards().contains(c))
                .collect(),
            dice: Vec::new(),
            modern_suggestion_rule: false,
            hide_envelope_from_wrong_accuser: false,
            players,
        }
    }

    pub fn dice(mut self, dice: &[u8]) -> Deal {
        self.dice = dice.to_vec();
        self
    }

    pub fn dealer(mut self, key: &str) -> Deal {
        self.dealer = suspect(key);
        self
    }

    pub fn envelope(mut self, s: &str, w: &str, r: &str) -> Deal {
        self.envelope = triple(s, w, r);
        self.deck = Card::all()
            .filter(|&c| !self.envelope.cards().contains(c))
            .collect();
        self
    }

    pub fn unplayed(mut self, s: &str, r: &str) -> Deal {
        self.unplayed_rooms.insert(suspect(s), room(r));
        self
    }

    pub fn weapon_in(mut self, w: &str, r: &str) -> Deal {
        self.weapon_rooms.insert(weapon(w), room(r));
        self
    }

    pub fn modern(mut self) -> Deal {
        self.modern_suggestion_rule = true;
        self
    }

    pub fn hide_envelope(mut self) -> Deal {
        self.hide_envelope_from_wrong_accuser = true;
        self
    }

    /// Orders the deck so that seat `i` (seat order) receives exactly `hands[i]` under
    /// CL-SETUP-12. The hands must hold the 18 non-envelope cards with the sizes of
    /// CL-SETUP-13 counted from the dealer's left.
    pub fn hands(mut self, hands: &[&[&str]]) -> Deal {
        let mut seats = self.players.clone();
        seats.sort();
        assert_eq!(hands.len(), seats.len(), "one hand per player");
        let dealer = seats
            .iter()
            .position(|&s| s == self.dealer)
            .expect("dealer plays");
        let mut left: Vec<Vec<Card>> = hands
            .iter()
            .map(|h| h.iter().rev().map(|k| card(k)).collect())
            .collect();
        let mut deck = Vec::new();
        for i in 0..18 {
            let to = (dealer + 1 + i) % seats.len();
            deck.push(left[to].pop().expect("hand sizes follow CL-SETUP-13"));
        }
        assert!(left.iter().all(Vec::is_empty), "hands hold 18 cards");
        self.deck = deck;
        self
    }

    pub fn explicit(&self) -> ExplicitSetup {
        ExplicitSetup {
            unplayed_rooms: self.unplayed_rooms.clone(),
            weapon_rooms: self.weapon_rooms.clone(),
            envelope: self.envelope,
            dealer: self.dealer,
            deck: self.deck.clone(),
            dice: self.dice.clone(),
        }
    }

    pub fn config(&self) -> Config {
        Config {
            players: self.players.clone(),
            modern_suggestion_rule: self.modern_suggestion_rule,
            hide_envelope_from_wrong_accuser: self.hide_envelope_from_wrong_accuser,
            turn_limit: None,
            setup: Some(self.explicit()),
        }
    }

    /// The initial state (generator seed 0, which an explicit setup does not consult
    /// while its dice last).
    pub fn state(&self) -> State {
        Cluedo::setup(&self.config(), 0).expect("explicit setup is valid")
    }
}

/// The seed's sample weapon layout (Preparazione 2), used by the worked example.
pub fn sample_weapon_rooms() -> BTreeMap<Weapon, Room> {
    [
        ("dagger", "conservatory"),
        ("candlestick", "dining_room"),
        ("revolver", "study"),
        ("rope", "ballroom"),
        ("lead_pipe", "lounge"),
        ("wrench", "kitchen"),
    ]
    .into_iter()
    .map(|(w, r)| (weapon(w), room(r)))
    .collect()
}

/// The worked example's deal (cluedo.md, "Worked example", Setup).
pub fn example_deal() -> Deal {
    let deck = [
        "scarlett",
        "plum",
        "white",
        "peacock",
        "mustard",
        "revolver",
        "rope",
        "dagger",
        "lead_pipe",
        "dining_room",
        "lounge",
        "wrench",
        "kitchen",
        "billiard_room",
        "ballroom",
        "library",
        "hall",
        "study",
    ];
    let mut deal = Deal::new(&["scarlett", "mustard", "white", "peacock"])
        .unplayed("green", "library")
        .unplayed("plum", "study")
        .envelope("green", "candlestick", "conservatory")
        .dealer("peacock")
        .dice(&[6, 6, 4, 6, 3, 4, 2]);
    deal.deck = deck.iter().map(|k| card(k)).collect();
    deal
}

/// Applies an action that must be accepted and returns its events.
#[track_caller]
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    match Cluedo::apply(state, seat, &action) {
        Ok(events) => events,
        Err(error) => panic!("{seat} {action:?} refused: {error}"),
    }
}

/// Applies several actions by the same seat, all of which must be accepted.
#[track_caller]
pub fn play_all(state: &mut State, seat: Seat, actions: &[Action]) -> Vec<Event> {
    actions.iter().flat_map(|&a| play(state, seat, a)).collect()
}

/// Checks that `action` is refused under `rule`, and that the refusal changed nothing
/// (CL-TURN-7).
#[track_caller]
pub fn refused(state: &mut State, seat: Seat, action: Action, rule: &str) -> RuleError {
    let before = state.clone();
    match Cluedo::apply(state, seat, &action) {
        Ok(events) => panic!("{seat} {action:?} was accepted, expected {rule}: {events:?}"),
        Err(error) => {
            assert_eq!(error.rule, rule, "{seat} {action:?}: {error}");
            assert!(*state == before, "a refused action changed the state");
            error
        }
    }
}

/// The `Move` destinations offered to `seat`, sorted (rooms first, then squares by row and
/// column).
pub fn destinations(state: &State, seat: Seat) -> Vec<Position> {
    let mut found: Vec<Position> = Cluedo::legal_actions(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(to) => Some(to),
            _ => None,
        })
        .collect();
    sort_positions(&mut found);
    found
}

pub fn sort_positions(positions: &mut [Position]) {
    positions.sort_by_key(|p| match *p {
        Position::Room(r) => (0, r.index(), 0),
        Position::Square(s) => (1, s.coords().0, s.coords().1),
    });
}

/// `expected`, sorted like [`destinations`].
pub fn sorted(mut expected: Vec<Position>) -> Vec<Position> {
    sort_positions(&mut expected);
    expected
}

/// What `viewer` sees of each event, leaving out events it does not see at all.
pub fn seen_by(events: &[Event], viewer: Viewer) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| whodunit_cluedo::redact(e, viewer))
        .collect()
}

/// Every viewer that is not `seat` and not omniscient: the other seats and a spectator.
pub fn others(state: &State, except: &[Seat]) -> Vec<Viewer> {
    state
        .seats()
        .filter(|s| !except.contains(s))
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect()
}

/// A roll whose die is taken from the deal's dice, then a move to `to`.
#[track_caller]
pub fn roll_and_move(state: &mut State, seat: Seat, to: Position) -> Vec<Event> {
    let mut events = play(state, seat, Action::Roll);
    events.extend(play(state, seat, Action::Move(to)));
    events
}

const SCARLETT: Seat = Seat(0);
const MUSTARD: Seat = Seat(1);
const WHITE: Seat = Seat(2);
const PEACOCK: Seat = Seat(3);

/// The 39 accepted actions of the example, in order (cluedo.md, "Expected final state").
pub fn example_script() -> Vec<(Seat, Action)> {
    vec![
        // T1
        (SCARLETT, Action::Roll),
        (SCARLETT, mv(sq(18, 7))),
        (SCARLETT, Action::EndTurn),
        // T2
        (MUSTARD, Action::Roll),
        (MUSTARD, mv(sq(16, 5))),
        (MUSTARD, Action::EndTurn),
        // T3
        (WHITE, Action::Roll),
        (WHITE, mv(sq(2, 7))),
        (WHITE, Action::EndTurn),
        // T4
        (PEACOCK, Action::Roll),
        (PEACOCK, mv(sq(5, 18))),
        (PEACOCK, Action::EndTurn),
        // T5
        (SCARLETT, Action::Roll),
        (SCARLETT, mv(rm("lounge"))),
        (SCARLETT, suggest("mustard", "rope")),
        (WHITE, show("rope")),
        (SCARLETT, Action::EndTurn),
        // T6
        (MUSTARD, Action::Passage),
        (MUSTARD, suggest("peacock", "dagger")),
        (PEACOCK, show("dagger")),
        (MUSTARD, Action::EndTurn),
        // T7
        (WHITE, Action::Roll),
        (WHITE, mv(rm("ballroom"))),
        (WHITE, suggest("green", "candlestick")),
        (WHITE, accuse("green", "candlestick", "kitchen")),
        // T8
        (PEACOCK, Action::Stay),
        (PEACOCK, suggest("white", "rope")),
        (WHITE, show("white")),
        (PEACOCK, Action::EndTurn),
        // T9
        (SCARLETT, Action::Roll),
        (SCARLETT, mv(sq(18, 7))),
        (SCARLETT, Action::EndTurn),
        // T10
        (MUSTARD, Action::Stay),
        (MUSTARD, suggest("plum", "wrench")),
        (PEACOCK, show("wrench")),
        (MUSTARD, Action::EndTurn),
        // T11
        (PEACOCK, Action::Stay),
        (PEACOCK, suggest("green", "candlestick")),
        (PEACOCK, accuse("green", "candlestick", "conservatory")),
    ]
}

/// The worked example's state after its first `n` accepted actions, played from `deal`
/// (which must supply dice that fit those actions).
#[track_caller]
pub fn example_after(deal: &Deal, n: usize) -> State {
    let mut state = deal.state();
    for (seat, action) in example_script().into_iter().take(n) {
        play(&mut state, seat, action);
    }
    state
}

/// Plays `steps` from `state`, all of which must be accepted; returns all their events.
#[track_caller]
pub fn run(state: &mut State, steps: &[(Seat, Action)]) -> Vec<Event> {
    steps
        .iter()
        .flat_map(|&(seat, action)| play(state, seat, action))
        .collect()
}

/// A game on the example deal where Mustard starts turn T10 in the Conservatory while
/// Peacock stands on its only door threshold (5,18): a roll cannot take him out
/// (CL-MOVE-13, CL-MOVE-17). Returns the state before Mustard's first action of T10;
/// his next die is 6.
pub fn boxed_in() -> State {
    boxed_in_from(example_deal())
}

/// [`boxed_in`] from `deal` (the example's deal, perhaps with variant flags); the dice are
/// replaced.
pub fn boxed_in_from(deal: Deal) -> State {
    let deal = deal.dice(&[6, 6, 4, 5, 3, 4, 1, 6]);
    let mut state = deal.state();
    // The example's first five turns (T1-T5), but Peacock stops one square short of the
    // Conservatory's door in T4 (her roll of 5).
    let mut steps = example_script()[..17].to_vec();
    assert_eq!(steps[10], (PEACOCK, mv(sq(5, 18))));
    steps[10] = (PEACOCK, mv(sq(6, 18)));
    steps.extend([
        (MUSTARD, Action::Passage),
        (MUSTARD, Action::EndTurn),
        (WHITE, Action::Roll),
        (WHITE, mv(sq(6, 7))),
        (WHITE, Action::EndTurn),
        (PEACOCK, Action::Roll),
        (PEACOCK, mv(sq(5, 18))),
        (PEACOCK, Action::EndTurn),
        (SCARLETT, Action::Stay),
        (SCARLETT, Action::EndTurn),
    ]);
    run(&mut state, &steps);
    assert_eq!(state.active(), MUSTARD);
    assert_eq!(state.pawn(suspect("mustard")), rm("conservatory"));
    assert_eq!(state.pawn(suspect("peacock")), sq(5, 18));
    state
}

/// The squares holding a pawn other than `except`'s.
pub fn occupied_by_others(state: &State, except: Suspect) -> whodunit_cluedo::board::SquareSet {
    let mut set = whodunit_cluedo::board::SquareSet::default();
    for s in Suspect::all().filter(|&s| s != except) {
        if let Position::Square(square) = state.pawn(s) {
            set.insert(square);
        }
    }
    set
}

/// Plays a game of random legal actions (accusing only now and then) for at most
/// `max_actions` actions, calling `each(before, seat, action, events, after)` after each.
pub fn random_game(
    config: &Config,
    seed: u64,
    max_actions: usize,
    mut each: impl FnMut(&State, Seat, Action, &[Event], &State),
) -> State {
    let mut state = Cluedo::setup(config, seed).expect("valid config");
    let mut rng = GameRng::new(seed ^ 0x0123_4567_89ab_cdef);
    for _ in 0..max_actions {
        let Some(seat) = Cluedo::to_act(&state) else {
            break;
        };
        let action = random::choose(&Cluedo::legal_actions(&state, seat), None, &mut rng);
        let before = state.clone();
        let events = play(&mut state, seat, action);
        each(&before, seat, action, &events, &state);
    }
    state
}
