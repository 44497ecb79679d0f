//! BS-SETUP: the deck table, the random deal in generator order and the explicit deal.

mod common;

use common::*;
use whodunit_bakerstreet::{
    Action, Bakerstreet, Composition, CompositionRow, Config, DetectiveCard, ExplicitSetup, Face,
    Letter, Phase, State, Symbol,
};
use whodunit_engine::{Game, GameRng, Seat};

fn canonical() -> Vec<Face> {
    Composition::default()
        .canonical_deck()
        .expect("the default table is valid")
        .to_vec()
}

/// A, A, B, B, ..., T, T (BS-SETUP-14).
fn alphabetical() -> Vec<Letter> {
    Letter::all().flat_map(|l| [l, l]).collect()
}

fn explicit(evidence: Vec<Letter>, decks: [Vec<Face>; 2], first: Seat) -> Config {
    Config {
        setup: Some(ExplicitSetup {
            evidence,
            decks,
            first_player: first,
        }),
        ..Config::default()
    }
}

fn setup_error(config: &Config) -> String {
    Bakerstreet::setup(config, 1)
        .expect_err("the configuration is refused")
        .rule
        .to_string()
}

fn with_rows(rows: Vec<CompositionRow>) -> Config {
    Config {
        detective_composition: Composition { rows },
        ..Config::default()
    }
}

fn row(value: u8, [plain, stop, x2, arrow]: [u8; 4], cards: u8) -> CompositionRow {
    CompositionRow {
        value,
        plain,
        stop,
        x2,
        arrow,
        cards,
    }
}

/// Every detective card of `seat`, wherever it is.
fn all_cards(state: &State, seat: Seat) -> Vec<DetectiveCard> {
    let mut all: Vec<DetectiveCard> = state
        .draw_pile(seat)
        .chain(state.hand(seat))
        .chain(state.discard_pile(seat))
        .chain(
            (0..5)
                .flat_map(|p| state.stack(p))
                .filter(|c| c.owner == seat),
        )
        .collect();
    all.sort();
    all
}

fn sorted_faces(seat: Seat, faces: &[Face]) -> Vec<DetectiveCard> {
    let mut cards: Vec<DetectiveCard> = faces.iter().map(|f| f.of(seat)).collect();
    cards.sort();
    cards
}

// BS-SETUP-1
#[test]
fn bs_setup_1_two_players_each_with_a_deck_of_its_own() {
    let mut state = Bakerstreet::setup(&Config::default(), 3).expect("valid");
    assert_eq!(Bakerstreet::seat_count(&state), 2);
    for seat in [ANNA, BRUNO] {
        assert!(all_cards(&state, seat).iter().all(|c| c.owner == seat));
    }
    refused(&mut state, Seat(2), Action::Challenge, "BS-SETUP-1");
    let config = explicit(alphabetical(), [canonical(), canonical()], Seat(2));
    assert_eq!(setup_error(&config), "BS-SETUP-1");
}

// BS-SETUP-2
#[test]
fn bs_setup_2_thirty_cards_five_of_each_value() {
    for seed in 0..20 {
        let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        for seat in [ANNA, BRUNO] {
            let cards = all_cards(&state, seat);
            assert_eq!(cards.len(), 30);
            for value in 0..=5 {
                assert_eq!(cards.iter().filter(|c| c.value == value).count(), 5);
            }
        }
    }
    let mut rows = Composition::default().rows;
    rows[3] = row(3, [1, 1, 1, 1], 4);
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-2");
    let mut rows = Composition::default().rows;
    rows.pop();
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-2");
    let mut rows = Composition::default().rows;
    rows.push(row(6, [5, 0, 0, 0], 5));
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-2");
    let mut rows = Composition::default().rows;
    rows[5] = row(4, [2, 1, 1, 1], 5);
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-2");
    let mut short = canonical();
    short.pop();
    let config = explicit(alphabetical(), [canonical(), short], ANNA);
    assert_eq!(setup_error(&config), "BS-SETUP-2");
}

// BS-SETUP-3
#[test]
fn bs_setup_3_a_card_shows_no_symbol_or_exactly_one() {
    // Six symbol-or-plain marks on five cards: some card would show two symbols.
    let mut rows = Composition::default().rows;
    rows[2] = row(2, [2, 2, 1, 1], 5);
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-3");
    // Four marks on five cards: one card would be neither plain nor symbol.
    let mut rows = Composition::default().rows;
    rows[0] = row(0, [1, 1, 1, 1], 5);
    assert_eq!(setup_error(&with_rows(rows)), "BS-SETUP-3");
    // A card has one optional symbol by type; the default deck has 12 plain cards.
    let plain = canonical().iter().filter(|f| f.symbol.is_none()).count();
    assert_eq!(plain, 12);
}

// BS-SETUP-4
#[test]
fn bs_setup_4_both_decks_follow_the_one_table() {
    // A replacement table: every card plain except five ARROW fives.
    let rows: Vec<CompositionRow> = (0..=5)
        .map(|v| {
            if v == 5 {
                row(v, [0, 0, 0, 5], 5)
            } else {
                row(v, [5, 0, 0, 0], 5)
            }
        })
        .collect();
    let config = with_rows(rows.clone());
    let table = config
        .detective_composition
        .canonical_deck()
        .expect("valid");
    for seed in 0..10 {
        let state = Bakerstreet::setup(&config, seed).expect("valid");
        for seat in [ANNA, BRUNO] {
            assert_eq!(all_cards(&state, seat), sorted_faces(seat, &table));
        }
        let arrows = all_cards(&state, ANNA)
            .iter()
            .filter(|c| c.symbol == Some(Symbol::Arrow))
            .count();
        assert_eq!(arrows, 5);
    }
    // An explicit deck that swaps a symbol card for a plain one breaks the table.
    let mut wrong = canonical();
    let x2 = wrong
        .iter()
        .position(|f| f.symbol == Some(Symbol::Double))
        .expect("an x2 card");
    wrong[x2].symbol = None;
    let config = explicit(alphabetical(), [canonical(), wrong], ANNA);
    assert_eq!(setup_error(&config), "BS-SETUP-4");
    // The default table's symbols, per seat.
    let state = Bakerstreet::setup(&Config::default(), 5).expect("valid");
    for seat in [ANNA, BRUNO] {
        assert_eq!(all_cards(&state, seat), sorted_faces(seat, &canonical()));
    }
}

// BS-SETUP-5
#[test]
fn bs_setup_5_forty_evidence_cards_two_of_each_letter() {
    let state = Bakerstreet::setup(&Config::default(), 8).expect("valid");
    let mut all: Vec<Letter> = (0..5).flat_map(|p| pile(&state, p)).collect();
    all.sort();
    assert_eq!(all, alphabetical());
    let mut three_a = alphabetical();
    three_a[39] = letter('A');
    let config = explicit(three_a, [canonical(), canonical()], ANNA);
    assert_eq!(setup_error(&config), "BS-SETUP-5");
    let mut short = alphabetical();
    short.pop();
    let config = explicit(short, [canonical(), canonical()], ANNA);
    assert_eq!(setup_error(&config), "BS-SETUP-5");
}

// BS-SETUP-6
#[test]
fn bs_setup_6_five_face_down_piles_of_eight() {
    for seed in 0..20 {
        let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        for p in 0..5 {
            assert_eq!(pile(&state, p).len(), 8);
        }
    }
}

// BS-SETUP-7
#[test]
fn bs_setup_7_numbered_positions_and_a_fixed_deal() {
    let mut evidence = alphabetical();
    GameRng::new(4).shuffle(&mut evidence);
    let config = explicit(evidence.clone(), [canonical(), canonical()], ANNA);
    let mut state = Bakerstreet::setup(&config, 0).expect("valid");
    for p in 0..5 {
        assert_eq!(pile(&state, p), evidence[8 * p..8 * p + 8], "pile {p}");
    }
    // Only positions 0 to 4 exist.
    let hand_card = hand(&state, ANNA)[0].face().to_string();
    refused(&mut state, ANNA, mv(&hand_card, 5, 3), "BS-SETUP-7");
    let mut state = Layout::new().bids(&[1]).state();
    play(&mut state, ANNA, Action::Challenge);
    refused(&mut state, ANNA, Action::Choose(5), "BS-SETUP-7");
}

// BS-SETUP-8
#[test]
fn bs_setup_8_each_shuffled_deck_is_its_owners_draw_pile() {
    let mut decks = [canonical(), canonical()];
    GameRng::new(1).shuffle(&mut decks[0]);
    GameRng::new(2).shuffle(&mut decks[1]);
    let config = explicit(alphabetical(), decks.clone(), BRUNO);
    let state = Bakerstreet::setup(&config, 0).expect("valid");
    for seat in [ANNA, BRUNO] {
        let draw: Vec<Face> = state.draw_pile(seat).map(|c| c.face()).collect();
        assert_eq!(draw, decks[seat.index()][3..]);
        assert!(state.draw_pile(seat).all(|c| c.owner == seat));
    }
    // Random deals differ from seed to seed.
    let orders: std::collections::BTreeSet<Vec<DetectiveCard>> = (0..20)
        .map(|seed| {
            let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
            state.draw_pile(ANNA).collect()
        })
        .collect();
    assert_eq!(orders.len(), 20);
}

// BS-SETUP-9
#[test]
fn bs_setup_9_three_cards_from_the_top_in_order() {
    let mut decks = [canonical(), canonical()];
    decks[0].reverse();
    GameRng::new(9).shuffle(&mut decks[1]);
    let config = explicit(alphabetical(), decks.clone(), ANNA);
    let state = Bakerstreet::setup(&config, 0).expect("valid");
    for seat in [ANNA, BRUNO] {
        let held: Vec<Face> = state.hand(seat).map(|c| c.face()).collect();
        assert_eq!(held, decks[seat.index()][..3]);
    }
}

// BS-SETUP-10
#[test]
fn bs_setup_10_nothing_on_the_table_and_no_bid() {
    let state = Bakerstreet::setup(&Config::default(), 12).expect("valid");
    assert!((0..5).all(|p| stack(&state, p).is_empty()));
    for seat in [ANNA, BRUNO] {
        assert!(discard_pile(&state, seat).is_empty());
        assert!(state.collection(seat).is_empty());
        assert_eq!(state.draw_pile(seat).count(), 27);
    }
    assert!(state.bids().is_empty());
    assert_eq!(state.challenge(), None);
    assert_eq!(state.round(), 1);
    assert_eq!(state.phase(), Phase::Turn);
}

// BS-SETUP-11
#[test]
fn bs_setup_11_the_first_player_is_drawn_uniformly() {
    let mut counts = [0u32; 2];
    for seed in 0..4000 {
        let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let first = Bakerstreet::to_act(&state).expect("someone moves");
        assert_eq!(first, state.active());
        counts[first.index()] += 1;
    }
    for count in counts {
        assert!(count.abs_diff(2000) < 150, "{counts:?}");
    }
}

// BS-SETUP-12
#[test]
fn bs_setup_12_config_seed_and_actions_reproduce_a_game() {
    let config = Config::default();
    for seed in 0..10 {
        let mut a = Bakerstreet::setup(&config, seed).expect("valid");
        let mut b = Bakerstreet::setup(&config, seed).expect("valid");
        assert_eq!(a, b);
        let played = common::random::advance(&mut a, 200, &mut GameRng::new(seed));
        for (seat, action) in played {
            Bakerstreet::apply(&mut b, seat, &action).expect("the same action is legal");
        }
        assert_eq!(a, b);
    }
    let a = Bakerstreet::setup(&config, 1).expect("valid");
    let b = Bakerstreet::setup(&config, 2).expect("valid");
    assert_ne!(a, b);
}

// BS-SETUP-13
#[test]
fn bs_setup_13_the_generator_is_used_in_a_fixed_order() {
    for seed in 0..20 {
        // Evidence, seat 0's deck, seat 1's deck, then the first player, each shuffle
        // starting from the canonical order (BS-SETUP-14).
        let mut rng = GameRng::new(seed);
        let mut evidence = alphabetical();
        rng.shuffle(&mut evidence);
        let mut decks = [canonical(), canonical()];
        rng.shuffle(&mut decks[0]);
        rng.shuffle(&mut decks[1]);
        let first = Seat(rng.below(2) as u8);
        let expected = Bakerstreet::setup(&explicit(evidence, decks, first), seed).expect("valid");
        let random = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        assert_eq!(random.snapshot(), expected.snapshot());
        assert_eq!(random.active(), first);
    }
}

// BS-SETUP-14
#[test]
fn bs_setup_14_canonical_order_before_shuffling() {
    let deck = canonical();
    let expected: Vec<Face> = (0..=5)
        .flat_map(|v| {
            [
                None,
                None,
                Some(Symbol::Stop),
                Some(Symbol::Double),
                Some(Symbol::Arrow),
            ]
            .map(|s| Face::new(v, s))
        })
        .collect();
    assert_eq!(deck, expected);
    // The order of the table's rows does not matter: rows go by ascending value.
    let mut rows = Composition::default().rows;
    rows.reverse();
    let reversed = Composition { rows }.canonical_deck().expect("valid");
    assert_eq!(reversed.to_vec(), deck);
    // That the random deal shuffles exactly these inputs, and the evidence deck as A, A,
    // B, B, ..., T, T, is checked by the BS-SETUP-13 test above.
}
