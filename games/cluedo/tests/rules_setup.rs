//! CL-SETUP: configuration, the random deal and the explicit deal. Generator properties
//! are checked over many fixed seeds, so every count below is deterministic.

mod common;

use common::*;
use std::collections::BTreeMap;
use whodunit_cluedo::view::view;
use whodunit_cluedo::{
    Action, Card, CardSet, Cluedo, Config, Event, Position, Room, State, Suspect, Triple, Weapon,
    BOARD,
};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

const SEEDS: u64 = 9000;

fn players(keys: &[&str]) -> Vec<Suspect> {
    keys.iter().map(|k| suspect(k)).collect()
}

fn config_of(players: Vec<Suspect>) -> Config {
    Config {
        players,
        ..Config::with_players(2)
    }
}

fn setup_error(config: &Config) -> String {
    Cluedo::setup(config, 1)
        .expect_err("the configuration is refused")
        .rule
        .to_string()
}

/// Every subset of the six suspects with at least two members.
fn all_player_sets() -> Vec<Vec<Suspect>> {
    (0u32..64)
        .filter(|m| m.count_ones() >= 2)
        .map(|m| Suspect::all().filter(|s| m & (1 << s.0) != 0).collect())
        .collect()
}

/// Counts must all lie within `tolerance` of `expected`.
#[track_caller]
fn roughly_uniform(counts: &[u32], expected: u32, tolerance: u32) {
    for &c in counts {
        assert!(
            c.abs_diff(expected) <= tolerance,
            "{counts:?} vs {expected}"
        );
    }
}

// CL-SETUP-1
#[test]
fn cl_setup_1_two_to_six_players() {
    for n in 2..=6 {
        let state = Cluedo::setup(&Config::with_players(n), 3).expect("2..6 players");
        assert_eq!(state.seat_count(), n);
    }
    for n in 0..2 {
        assert_eq!(setup_error(&Config::with_players(n)), "CL-SETUP-1");
    }
    // An action from a seat that does not exist is refused too.
    let mut state = Cluedo::setup(&Config::with_players(3), 3).unwrap();
    refused(&mut state, Seat(3), Action::Roll, "CL-SETUP-1");
}

// CL-SETUP-2
#[test]
fn cl_setup_2_one_suspect_each_never_changing() {
    let config = config_of(players(&["white", "plum", "white"]));
    assert_eq!(setup_error(&config), "CL-SETUP-2");
    // Seven players need a repeated suspect.
    let mut seven = Config::with_players(6);
    seven.players.push(suspect("scarlett"));
    assert_eq!(setup_error(&seven), "CL-SETUP-2");
    // A suspect stays with its seat for the whole game.
    let config = Config::with_players(4);
    let first = Cluedo::setup(&config, 11).unwrap();
    let seats: Vec<Suspect> = first.seats().map(|s| first.suspect_of(s)).collect();
    random_game(&config, 11, 400, |_, _, _, _, after| {
        let now: Vec<Suspect> = after.seats().map(|s| after.suspect_of(s)).collect();
        assert_eq!(now, seats);
    });
}

// CL-SETUP-3
#[test]
fn cl_setup_3_seats_follow_canonical_order() {
    let config = config_of(players(&["plum", "white", "scarlett", "green"]));
    let mut state = Cluedo::setup(&config, 5).unwrap();
    let order: Vec<&str> = state.seats().map(|s| state.suspect_of(s).key()).collect();
    assert_eq!(order, ["scarlett", "white", "green", "plum"]);
    // The left-hand neighbour takes the next turn: Scarlett, then White, Green, Plum.
    for expected in ["scarlett", "white", "green", "plum", "scarlett"] {
        let seat = state.active();
        assert_eq!(state.suspect_of(seat).key(), expected);
        play(&mut state, seat, Action::Roll);
        let to = destinations(&state, seat)[0];
        play(&mut state, seat, Action::Move(to));
        play(&mut state, seat, Action::EndTurn);
    }
}

// CL-SETUP-4
#[test]
fn cl_setup_4_deck_of_21_cards() {
    assert_eq!(Card::all().count(), 21);
    let all: CardSet = Card::all().collect();
    assert_eq!(all.len(), 21);
    let suspects: CardSet = Suspect::all().map(Card::from).collect();
    let weapons: CardSet = Weapon::all().map(Card::from).collect();
    let rooms: CardSet = Room::all().map(Card::from).collect();
    assert_eq!((suspects.len(), weapons.len(), rooms.len()), (6, 6, 9));
    assert_eq!(suspects.union(weapons).union(rooms), all);
    // Every deal uses the 21 cards exactly once: hands and envelope.
    for seed in 0..200 {
        let state = Cluedo::setup(&Config::with_players(2 + (seed as usize % 5)), seed).unwrap();
        let mut seen = state.envelope().cards();
        let mut total = 3;
        for s in state.seats() {
            assert!(seen.intersection(state.hand(s)).is_empty());
            seen = seen.union(state.hand(s));
            total += state.hand(s).len();
        }
        assert_eq!((seen, total), (all, 21));
    }
}

// CL-SETUP-5
#[test]
fn cl_setup_5_played_pawns_on_their_start_squares() {
    let starts = [(24, 7), (17, 0), (0, 9), (0, 14), (6, 23), (19, 23)];
    for players in all_player_sets() {
        let state = Cluedo::setup(&config_of(players.clone()), 7).unwrap();
        for s in &players {
            let (r, c) = starts[s.index()];
            assert_eq!(state.pawn(*s), sq(r, c), "{s}");
        }
    }
    // An explicit setup cannot put a played pawn in a room.
    let mut deal = Deal::new(&["scarlett", "mustard"]);
    deal.unplayed_rooms
        .insert(suspect("scarlett"), room("hall"));
    assert_eq!(setup_error(&deal.config()), "CL-SETUP-5");
}

// CL-SETUP-6
#[test]
fn cl_setup_6_unplayed_pawns_in_independent_uniform_rooms() {
    // Two players: four unplayed pawns.
    let config = config_of(players(&["scarlett", "mustard"]));
    let mut counts = BTreeMap::<Suspect, [u32; 9]>::new();
    let mut shared = 0u32;
    for seed in 0..SEEDS {
        let state = Cluedo::setup(&config, seed).unwrap();
        let mut rooms = Vec::new();
        for s in ["white", "green", "peacock", "plum"].map(suspect) {
            let Position::Room(r) = state.pawn(s) else {
                panic!("unplayed {s} must start in a room");
            };
            counts.entry(s).or_default()[r.index()] += 1;
            rooms.push(r);
        }
        if rooms[0] == rooms[1] {
            shared += 1;
        }
    }
    for per_room in counts.values() {
        roughly_uniform(per_room, 1000, 150);
    }
    // Independent choices: two given pawns share a room about 1 time in 9.
    assert!(shared.abs_diff(1000) <= 150, "{shared}");
    // An explicit setup must give each unplayed pawn its room.
    let mut deal = Deal::new(&["scarlett", "mustard"]);
    deal.unplayed_rooms.remove(&suspect("plum"));
    assert_eq!(setup_error(&deal.config()), "CL-SETUP-18");
    let deal = Deal::new(&["scarlett", "mustard"])
        .unplayed("plum", "kitchen")
        .unplayed("green", "kitchen");
    let state = deal.state();
    assert_eq!(state.pawn(suspect("plum")), rm("kitchen"));
    assert_eq!(state.pawn(suspect("green")), rm("kitchen"));
}

// CL-SETUP-7
#[test]
fn cl_setup_7_weapons_in_six_distinct_uniform_rooms() {
    let mut counts = [[0u32; 9]; 6];
    for seed in 0..SEEDS {
        let state = Cluedo::setup(&Config::with_players(3), seed).unwrap();
        let mut rooms: Vec<Room> = Weapon::all().map(|w| state.weapon_room(w)).collect();
        for w in Weapon::all() {
            counts[w.index()][state.weapon_room(w).index()] += 1;
        }
        rooms.sort();
        rooms.dedup();
        assert_eq!(rooms.len(), 6, "seed {seed}: weapons share a room");
    }
    for per_room in counts {
        roughly_uniform(&per_room, 1000, 150);
    }
    let deal = Deal::new(&["scarlett", "mustard"]).weapon_in("rope", "lounge");
    assert_eq!(setup_error(&deal.config()), "CL-SETUP-7");
}

// CL-SETUP-8
#[test]
fn cl_setup_8_envelope_one_uniform_card_per_category() {
    let mut rooms = [0u32; 9];
    let mut weapons = [0u32; 6];
    let mut suspects = [0u32; 6];
    for seed in 0..SEEDS {
        let state = Cluedo::setup(&Config::with_players(4), seed).unwrap();
        let e = state.envelope();
        rooms[e.room.index()] += 1;
        weapons[e.weapon.index()] += 1;
        suspects[e.suspect.index()] += 1;
        assert_eq!(e.cards().len(), 3);
    }
    roughly_uniform(&rooms, 1000, 150);
    roughly_uniform(&weapons, 1500, 180);
    roughly_uniform(&suspects, 1500, 180);
}

// CL-SETUP-9
#[test]
fn cl_setup_9_no_seat_sees_the_envelope_at_setup() {
    for seed in 0..50 {
        let state = Cluedo::setup(&Config::with_players(2 + seed as usize % 5), seed).unwrap();
        let envelope = state.envelope().cards();
        for viewer in others(&state, &[]) {
            let v = view(&state, viewer);
            assert_eq!(v.envelope, None);
            assert_eq!(v.hands, None);
            if let Some(hand) = v.hand {
                assert!(hand.intersection(envelope).is_empty());
            }
        }
    }
}

// CL-SETUP-10
#[test]
fn cl_setup_10_dealer_uniform_among_players() {
    for n in 2..=6 {
        let mut counts = vec![0u32; n];
        for seed in 0..SEEDS {
            let state = Cluedo::setup(&Config::with_players(n), seed).unwrap();
            counts[state.dealer().index()] += 1;
        }
        let expected = SEEDS as u32 / n as u32;
        roughly_uniform(&counts, expected, expected / 8);
    }
    // An explicit dealer must be a player.
    let deal = Deal::new(&["scarlett", "mustard"]).dealer("plum");
    assert_eq!(setup_error(&deal.config()), "CL-SETUP-10");
}

// CL-SETUP-11
#[test]
fn cl_setup_11_the_18_cards_are_shuffled_uniformly() {
    // Three players hold six cards each: every card outside the envelope lands in each
    // hand about a third of the time, whatever the dealer.
    let mut counts = [[0u32; 3]; 21];
    let mut outside = [0u32; 21];
    for seed in 0..SEEDS {
        let state = Cluedo::setup(&Config::with_players(3), seed).unwrap();
        for s in state.seats() {
            for c in state.hand(s).iter() {
                counts[c.index()][s.index()] += 1;
                outside[c.index()] += 1;
            }
        }
    }
    for c in Card::all() {
        let n = outside[c.index()];
        roughly_uniform(&counts[c.index()], n / 3, n / 12);
    }
    // An explicit deck must be the 18 non-envelope cards, once each.
    let mut short = Deal::new(&["scarlett", "mustard"]);
    short.deck.pop();
    assert_eq!(setup_error(&short.config()), "CL-SETUP-11");
    let mut repeated = Deal::new(&["scarlett", "mustard"]);
    repeated.deck[0] = repeated.deck[1];
    assert_eq!(setup_error(&repeated.config()), "CL-SETUP-11");
    let mut with_envelope = Deal::new(&["scarlett", "mustard"]);
    with_envelope.deck[0] = card("green");
    assert_eq!(setup_error(&with_envelope.config()), "CL-SETUP-11");
}

// CL-SETUP-12
#[test]
fn cl_setup_12_dealt_one_at_a_time_from_the_dealers_left() {
    let keys = ["scarlett", "white", "plum"];
    for (d, dealer) in keys.iter().enumerate() {
        let deal = Deal::new(&keys).dealer(dealer);
        let state = deal.state();
        for (i, &c) in deal.deck.iter().enumerate() {
            let to = Seat(((d + 1 + i) % 3) as u8);
            assert!(state.hand(to).contains(c), "card {i} ({c}) to {to}");
        }
    }
    // The worked example: Peacock deals, so Scarlett gets the first card.
    let state = example_deal().state();
    assert!(state.hand(Seat(0)).contains(card("scarlett")));
    assert!(state.hand(Seat(3)).contains(card("peacock")));
}

// CL-SETUP-13
#[test]
fn cl_setup_13_hand_sizes_from_the_dealers_left() {
    let sizes: [&[usize]; 5] = [
        &[9, 9],
        &[6, 6, 6],
        &[5, 5, 4, 4],
        &[4, 4, 4, 3, 3],
        &[3; 6],
    ];
    for (k, expected) in sizes.iter().enumerate() {
        let n = k + 2;
        let mut dealers = vec![false; n];
        for seed in 0..300 {
            let state = Cluedo::setup(&Config::with_players(n), seed).unwrap();
            let dealer = state.dealer().index();
            dealers[dealer] = true;
            let from_left: Vec<usize> = (1..=n)
                .map(|i| state.hand(Seat(((dealer + i) % n) as u8)).len())
                .collect();
            assert_eq!(from_left, *expected, "{n} players, dealer {dealer}");
            let view_sizes: Vec<usize> = view(&state, Viewer::Spectator)
                .seats
                .iter()
                .map(|s| s.hand_size as usize)
                .collect();
            let actual: Vec<usize> = state.seats().map(|s| state.hand(s).len()).collect();
            assert_eq!(view_sizes, actual);
            assert!(actual.iter().max().unwrap() - actual.iter().min().unwrap() <= 1);
        }
        assert!(dealers.iter().all(|&d| d), "every seat dealt at least once");
    }
}

// CL-SETUP-14
#[test]
fn cl_setup_14_unplayed_suspects_cards_are_dealt() {
    // Two players: the cards of the four unplayed suspects are in hands or the envelope,
    // never set aside, and each of them is held by a player in some deals.
    let config = config_of(players(&["scarlett", "mustard"]));
    let mut held = [0u32; 6];
    for seed in 0..500 {
        let state = Cluedo::setup(&config, seed).unwrap();
        let hands = state.hand(Seat(0)).union(state.hand(Seat(1)));
        assert_eq!(hands.len(), 18);
        for s in ["white", "green", "peacock", "plum"].map(suspect) {
            let c = Card::from(s);
            assert!(hands.contains(c) || state.envelope().suspect == s);
            if hands.contains(c) {
                held[s.index()] += 1;
            }
        }
    }
    assert!(held[2..].iter().all(|&h| h > 300), "{held:?}");
}

// CL-SETUP-15
#[test]
fn cl_setup_15_own_suspect_card_can_be_anywhere() {
    let (mut own, mut other, mut envelope) = (0, 0, 0);
    for seed in 0..600 {
        let state = Cluedo::setup(&Config::with_players(3), seed).unwrap();
        let c = card("scarlett");
        if state.hand(Seat(0)).contains(c) {
            own += 1;
        } else if state.envelope().suspect == suspect("scarlett") {
            envelope += 1;
        } else {
            other += 1;
        }
    }
    assert!(
        own > 100 && other > 200 && envelope > 50,
        "{own} {other} {envelope}"
    );
}

/// Plays the same choices (first legal action, but never an accusation) on a state.
fn first_choices(state: &mut State, count: usize) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..count {
        let Some(seat) = Cluedo::to_act(state) else {
            break;
        };
        let action = Cluedo::legal_actions(state, seat)
            .into_iter()
            .find(|a| !matches!(a, Action::Accuse(_) | Action::Stay | Action::Passage))
            .expect("an action that is not an accusation");
        events.extend(play(state, seat, action));
    }
    events
}

// CL-SETUP-16
#[test]
fn cl_setup_16_same_seed_same_game_different_seeds_differ() {
    for n in 2..=6 {
        let config = Config::with_players(n);
        for seed in [0, 1, 42, u64::MAX] {
            let mut a = Cluedo::setup(&config, seed).unwrap();
            let mut b = Cluedo::setup(&config, seed).unwrap();
            assert!(a == b);
            // Die rolls come from the same generator too.
            assert_eq!(first_choices(&mut a, 120), first_choices(&mut b, 120));
            assert!(a == b);
        }
    }
    // Different seeds give different deals (hands, envelope or dealer), nearly always.
    let config = Config::with_players(4);
    let deals: Vec<(Triple, Vec<CardSet>, Seat)> = (0..200)
        .map(|seed| {
            let s = Cluedo::setup(&config, seed).unwrap();
            (
                s.envelope(),
                s.seats().map(|x| s.hand(x)).collect(),
                s.dealer(),
            )
        })
        .collect();
    for i in 0..deals.len() {
        for j in i + 1..deals.len() {
            assert_ne!(deals[i], deals[j], "seeds {i} and {j}");
        }
    }
    // Replaying with the same seed and the same actions gives the same die rolls.
    let mut a = Cluedo::setup(&config, 9).unwrap();
    let rolls = |events: &[Event]| -> Vec<u8> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Rolled { value, .. } => Some(*value),
                _ => None,
            })
            .collect()
    };
    let first = rolls(&first_choices(&mut a, 200));
    assert!(first.len() > 20);
    let mut b = Cluedo::setup(&config, 10).unwrap();
    assert_ne!(rolls(&first_choices(&mut b, 200)), first);
}

/// An independent reading of CL-SETUP-17 on the engine's generator: the expected
/// unplayed rooms, weapon rooms, envelope, dealer, hands and first die roll.
struct Expected {
    unplayed: Vec<(Suspect, Room)>,
    weapons: Vec<Room>,
    envelope: Triple,
    dealer: usize,
    hands: Vec<CardSet>,
    first_die: u8,
}

fn expected_from_generator(players: &[Suspect], seed: u64) -> Expected {
    let mut rng = GameRng::new(seed);
    let unplayed: Vec<(Suspect, Room)> = Suspect::all()
        .filter(|s| !players.contains(s))
        .map(|s| (s, Room(rng.below(9) as u8)))
        .collect();
    let mut free: Vec<Room> = Room::all().collect();
    let weapons: Vec<Room> = Weapon::all()
        .map(|_| free.remove(rng.below(free.len() as u32) as usize))
        .collect();
    let room = Room(rng.below(9) as u8);
    let weapon = Weapon(rng.below(6) as u8);
    let suspect = Suspect(rng.below(6) as u8);
    let envelope = Triple {
        suspect,
        weapon,
        room,
    };
    let dealer = rng.below(players.len() as u32) as usize;
    let mut deck: Vec<Card> = Suspect::all()
        .map(Card::from)
        .chain(Weapon::all().map(Card::from))
        .chain(Room::all().map(Card::from))
        .filter(|c| !envelope.cards().contains(*c))
        .collect();
    rng.shuffle(&mut deck);
    let mut hands = vec![CardSet::EMPTY; players.len()];
    for (i, c) in deck.into_iter().enumerate() {
        hands[(dealer + 1 + i) % players.len()].insert(c);
    }
    let first_die = rng.below(6) as u8 + 1;
    Expected {
        unplayed,
        weapons,
        envelope,
        dealer,
        hands,
        first_die,
    }
}

// CL-SETUP-17
#[test]
fn cl_setup_17_generator_used_in_the_fixed_order() {
    for (k, players) in all_player_sets().into_iter().enumerate() {
        for seed in [k as u64, 1000 + k as u64 * 7919, u64::MAX - k as u64] {
            let mut state = Cluedo::setup(&config_of(players.clone()), seed).unwrap();
            let e = expected_from_generator(&players, seed);
            for (s, r) in &e.unplayed {
                assert_eq!(state.pawn(*s), Position::Room(*r), "{s}, seed {seed}");
            }
            let weapons: Vec<Room> = Weapon::all().map(|w| state.weapon_room(w)).collect();
            assert_eq!(weapons, e.weapons, "seed {seed}");
            assert_eq!(state.envelope(), e.envelope, "seed {seed}");
            assert_eq!(state.dealer().index(), e.dealer, "seed {seed}");
            let hands: Vec<CardSet> = state.seats().map(|s| state.hand(s)).collect();
            assert_eq!(hands, e.hands, "seed {seed}");
            // Step 6: the first roll is the next draw.
            let seat = state.active();
            let events = play(&mut state, seat, Action::Roll);
            assert_eq!(
                events[0],
                Event::Rolled {
                    seat,
                    value: e.first_die
                }
            );
        }
    }
}

// CL-SETUP-18
#[test]
fn cl_setup_18_explicit_setup_replaces_the_generator() {
    let deal = example_deal();
    // The seed plays no part while the explicit dice last.
    for seed in [0, 1, 99] {
        let mut state = Cluedo::setup(&deal.config(), seed).unwrap();
        assert_eq!(state.envelope(), deal.envelope);
        assert_eq!(state.dealer(), Seat(3));
        assert_eq!(state.pawn(suspect("green")), rm("library"));
        assert_eq!(state.pawn(suspect("plum")), rm("study"));
        for (w, r) in &deal.weapon_rooms {
            assert_eq!(state.weapon_room(*w), *r);
        }
        // The die results come from the list, in order.
        let mut rolled = Vec::new();
        for _ in 0..4 {
            let seat = state.active();
            for e in play(&mut state, seat, Action::Roll) {
                if let Event::Rolled { value, .. } = e {
                    rolled.push(value);
                }
            }
            let to = destinations(&state, seat)[0];
            play(&mut state, seat, Action::Move(to));
            play(&mut state, seat, Action::EndTurn);
        }
        assert_eq!(rolled, [6, 6, 4, 6]);
    }
    // A die result outside 1..6 is refused.
    let bad = Deal::new(&["scarlett", "mustard"]).dice(&[3, 7]);
    assert_eq!(setup_error(&bad.config()), "CL-MOVE-6");
    // Hands chosen through the helper land where asked.
    let deal = Deal::new(&["scarlett", "mustard"])
        .dealer("scarlett")
        .hands(&[
            &[
                "scarlett",
                "mustard",
                "white",
                "peacock",
                "plum",
                "dagger",
                "revolver",
                "rope",
                "lead_pipe",
            ],
            &[
                "wrench",
                "kitchen",
                "ballroom",
                "dining_room",
                "billiard_room",
                "library",
                "lounge",
                "hall",
                "study",
            ],
        ]);
    let state = deal.state();
    assert!(state.hand(Seat(0)).contains(card("lead_pipe")));
    assert!(state.hand(Seat(1)).contains(card("study")));
    assert_eq!(BOARD.start(suspect("scarlett")), square(24, 7));
}
