//! PI-EVIDENCE: taking a display card, its result, where the token comes from and goes,
//! kept and discarded cards, refills and reshuffles.

mod common;

use common::*;
use whodunit_engine::{Game, GameRng, Seat};
use whodunit_pi::rules::evidence_choices;
use whodunit_pi::{Action, Config, Element, Event, Pi, State, Token};

/// Evidence whenever possible, otherwise the true case: mini-games full of cards.
fn evidence_policy(state: &State, seat: Seat, rng: &mut GameRng) -> Action {
    let cards: Vec<Element> = evidence_choices(state, seat).collect();
    if cards.is_empty() {
        return Action::Solve(state.case(seat));
    }
    Action::Evidence(cards[rng.below(cards.len() as u32) as usize])
}

/// Plays evidence-heavy games until `stop` holds for the state before an action (with the
/// seat to act); returns that state.
fn find(players: usize, stop: impl Fn(&State, Seat) -> bool) -> State {
    for seed in 0..200 {
        let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
        let mut rng = GameRng::new(seed);
        while let Some(seat) = Pi::to_act(&state) {
            if stop(&state, seat) {
                return state;
            }
            let action = evidence_policy(&state, seat, &mut rng);
            play(&mut state, seat, action);
        }
    }
    panic!("no game reached the situation");
}

/// The card of the first evidence event.
fn taken(events: &[Event]) -> (Element, whodunit_pi::Slot, Option<Token>, bool) {
    match events[0] {
        Event::EvidenceTaken {
            card,
            tile,
            result,
            from_investigator,
            ..
        } => (card, tile, result, from_investigator),
        ref other => panic!("{other:?}"),
    }
}

// PI-EVIDENCE-1
#[test]
fn pi_evidence_1_any_display_card_and_none_when_the_display_is_empty() {
    let state = worked_example();
    refused(&state, BLUE, evidence("Kidnapping"), "PI-EVIDENCE-1");
    for card in state.display() {
        let mut copy = state.clone();
        play(&mut copy, BLUE, Action::Evidence(card));
    }
    // A short display offers only what it holds.
    let state = find(5, |s, _| s.display().count() < 9);
    let seat = Pi::to_act(&state).expect("a seat");
    let legal = Pi::legal_actions(&state, seat);
    let offered = legal
        .iter()
        .filter(|a| matches!(a, Action::Evidence(_)))
        .count();
    assert!(offered <= state.display().count());
}

// PI-EVIDENCE-2
#[test]
fn pi_evidence_2_no_card_whose_tile_you_marked() {
    let state = find(3, |s, seat| {
        s.display()
            .any(|c| s.is_marked(seat, s.layout().tile_of(c)))
    });
    let seat = Pi::to_act(&state).expect("a seat");
    let card = state
        .display()
        .find(|c| state.is_marked(seat, state.layout().tile_of(*c)))
        .expect("found");
    refused(&state, seat, Action::Evidence(card), "PI-EVIDENCE-2");
}

// PI-EVIDENCE-3, PI-EVIDENCE-7
#[test]
fn pi_evidence_3_and_7_the_token_goes_on_the_cards_tile() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Lakeside"));
    play(&mut state, RED, investigate("Lakeside"));
    let events = play(&mut state, YELLOW, evidence("Rusty"));
    let (card, tile, result, _) = taken(&events);
    assert_eq!(tile, state.layout().tile_of(card));
    assert_eq!(tile.location, location("Waterfront"));
    assert_eq!(result, Some(Token::Disc));
    assert!(state.is_marked(YELLOW, tile));
    play(&mut state, BLUE, investigate("Trocadero"));
    // A location card's tile is the location slot.
    let events = play(&mut state, RED, evidence("Waterfront"));
    let (_, tile, result, _) = taken(&events);
    assert_eq!(tile.kind, whodunit_pi::ElementType::Location);
    assert_eq!(tile.location, location("Waterfront"));
    assert_eq!(result, Some(Token::Cube));
    assert!(state
        .marks(RED)
        .any(|m| m.slot == tile && m.token == Token::Cube));
}

// PI-EVIDENCE-4
#[test]
fn pi_evidence_4_only_the_cards_own_type_is_compared() {
    // Red's suspect (Bubbles) is at Little Italy and its crime (Murder) next door, but its
    // location, Downtown, is neither: the Little Italy card gives nothing.
    let mut deal = worked_example_deal();
    deal.evidence = evidence_order(&["Little Italy"]);
    let mut state = Pi::setup(&explicit(3, BLUE, vec![deal]), 1).expect("valid");
    play(&mut state, BLUE, investigate("Lakeside"));
    let events = play(&mut state, RED, evidence("Little Italy"));
    assert_eq!(taken(&events).2, None);
}

// PI-EVIDENCE-5, PI-EVIDENCE-6
#[test]
fn pi_evidence_5_and_6_disc_cube_or_nothing() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Lakeside"));
    let events = play(&mut state, RED, evidence("Murder"));
    assert_eq!(taken(&events).2, Some(Token::Disc));
    let events = play(&mut state, YELLOW, evidence("Lakeside"));
    assert_eq!(taken(&events).2, None);
    // Every result in random play follows the same words.
    let mut rng = GameRng::new(2);
    for seed in 0..30 {
        let mut state = Pi::setup(&Config::with_players(4), seed).expect("valid");
        while let Some(seat) = Pi::to_act(&state) {
            let action = evidence_policy(&state, seat, &mut rng);
            let before = state.clone();
            let events = play(&mut state, seat, action);
            if let Action::Evidence(card) = action {
                let mine = before.case(seat).element(card.kind());
                let (at, probe) = (
                    before.layout().position(mine),
                    before.layout().position(card),
                );
                let want = if mine == card {
                    Some(Token::Disc)
                } else if at.is_adjacent(probe) {
                    Some(Token::Cube)
                } else {
                    None
                };
                assert_eq!(taken(&events).2, want);
            }
        }
    }
}

// PI-EVIDENCE-8
#[test]
fn pi_evidence_8_the_token_comes_off_the_investigator_there() {
    let mut state = worked_example();
    play(&mut state, BLUE, investigate("Road House"));
    play(&mut state, RED, investigate("Lakeside"));
    play(&mut state, YELLOW, investigate("Lakeside"));
    let events = play(&mut state, BLUE, evidence("Mob Killing"));
    assert!(taken(&events).3);
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (0, 2));
    play(&mut state, RED, investigate("Trocadero"));
    play(&mut state, YELLOW, investigate("Trocadero"));
    // No Blue investigator at Rick's Café: the disc comes from the supply.
    let events = play(&mut state, BLUE, evidence("Queenie"));
    assert!(!taken(&events).3);
    assert_eq!(tokens_at(&state, BLUE, "Road House"), (0, 2));
}

// PI-EVIDENCE-9, PI-EVIDENCE-10
#[test]
fn pi_evidence_9_and_10_discarded_with_a_result_kept_without() {
    let mut state = worked_example();
    play(&mut state, BLUE, evidence("Mob Killing"));
    assert_eq!(names(state.discard()), ["Mob Killing"]);
    play(&mut state, RED, investigate("Lakeside"));
    play(&mut state, YELLOW, evidence("Lakeside"));
    assert_eq!(names(state.kept(YELLOW)), ["Lakeside"]);
    assert_eq!(names(state.discard()), ["Mob Killing"]);
    // A kept card never comes back during the mini-game.
    let mut rng = GameRng::new(5);
    let mut state = Pi::setup(&Config::with_players(5), 3).expect("valid");
    let mini_game = state.mini_game();
    let mut kept: Vec<Element> = Vec::new();
    while state.mini_game() == mini_game {
        let seat = Pi::to_act(&state).expect("a seat");
        let action = evidence_policy(&state, seat, &mut rng);
        play(&mut state, seat, action);
        if state.mini_game() != mini_game {
            break;
        }
        kept = state.seats().flat_map(|s| state.kept(s)).collect();
        for card in &kept {
            assert!(!state.display().chain(state.deck()).any(|c| c == *card));
            assert!(!state.discard().any(|c| c == *card));
        }
    }
    assert!(!kept.is_empty());
}

// PI-EVIDENCE-11
#[test]
fn pi_evidence_11_refill_from_the_top_and_reshuffle_the_discards() {
    let mut state = worked_example();
    let top = state.deck().next().expect("a deck");
    let events = play(&mut state, BLUE, evidence("Lakeside"));
    assert_eq!(events[1], Event::DisplayRefilled { card: top });
    assert_eq!(state.display().last(), Some(top));
    // A reshuffle: the discard pile becomes the deck, and the refill goes on.
    let state = find(4, |s, seat| {
        s.deck_size() == 0 && s.discard().count() > 0 && evidence_choices(s, seat).count() > 0
    });
    let seat = Pi::to_act(&state).expect("a seat");
    {
        let card = evidence_choices(&state, seat).next().expect("found");
        let mut after = state.clone();
        let discards = state.discard().count();
        let events = play(&mut after, seat, Action::Evidence(card));
        let result = taken(&events).2;
        let size = discards + usize::from(result.is_some());
        assert_eq!(events[1], Event::DeckReshuffled { size: size as u8 });
        assert!(matches!(events[2], Event::DisplayRefilled { .. }));
        assert_eq!(after.display().count(), 9);
        assert_eq!(after.deck_size(), size - 1);
        assert_eq!(after.discard().count(), 0);
    }
}

// PI-EVIDENCE-12
#[test]
fn pi_evidence_12_the_display_stays_short_when_nothing_is_left() {
    let state = find(5, |s, _| s.display().count() < 9);
    assert_eq!(state.deck_size(), 0);
    assert_eq!(state.discard().count(), 0);
    let total =
        state.display().count() + state.seats().map(|s| state.kept(s).count()).sum::<usize>();
    assert_eq!(total, 36);
}
