//! The notebook of a game seen from a layout (the spec's Example 1): cards the seat never
//! saw placed are unplaced, equally likely to be anywhere unseen, and the chances still
//! equal a brute-force count over the opponent's unseen cards; what the evaluation shows
//! (processed cards, the card a STOP uncovers, the pile the winner looked at) is
//! remembered.

mod common;

use common::*;
use whodunit_bakerstreet::{Action, Bakerstreet, DetectiveCard, Event, Notebook, State};
use whodunit_engine::{Game, Seat, Viewer};

fn example_1() -> State {
    Layout::new()
        .mover(ANNA)
        .bids(&[17])
        .hand(ANNA, &["A1", "A4", "A0ARROW"])
        .hand(BRUNO, &["B3", "B2x2", "B5"])
        .stack(
            2,
            &["B5", "A3x2", "B2ARROW", "A2", "B3STOP", "A4ARROW", "B1"],
        )
        .pile(2, "KCRFFM")
        .stack(3, &["B4", "A1"])
        .pile(3, "ASGNP")
        .collection(ANNA, "CDL")
        .collection(BRUNO, "HI")
        .state()
}

/// `P(total = t)` over every set of `size` cards of `cards` (as distinct cards).
fn brute_force_totals(cards: &[DetectiveCard], size: usize) -> Vec<f64> {
    let mut counts = [0u64; 16];
    for (i, a) in cards.iter().enumerate() {
        for (j, b) in cards.iter().enumerate().skip(i + 1) {
            for c in &cards[j + 1..] {
                assert_eq!(size, 3, "this count lists full hands only");
                counts[usize::from(a.value + b.value + c.value)] += 1;
            }
        }
    }
    let sets: u64 = counts.iter().sum();
    counts.iter().map(|&c| c as f64 / sets as f64).collect()
}

fn assert_close(a: &[f64], b: &[f64]) {
    assert_eq!(a.len(), b.len());
    for (t, (x, y)) in a.iter().zip(b).enumerate() {
        assert!((x - y).abs() < 1e-12, "total {t}: {x} against {y}");
    }
}

fn notebook(state: &State, seat: Seat, events: &[Event]) -> Notebook {
    let view = Bakerstreet::view(state, Viewer::Seat(seat));
    Notebook::new(&view, &seen_by(events, Viewer::Seat(seat))).expect("a seat's notebook")
}

#[test]
fn unseen_covered_cards_are_unplaced_and_visible_tops_are_placed() {
    let state = example_1();
    let anna = notebook(&state, ANNA, &[]);
    assert_eq!(anna.stacks[2], [card("B5")]);
    assert_eq!(anna.stacks[3], [card("B4")]);
    assert_eq!(anna.piles[2].known, None);
    // Bruno's unseen cards: his hand, his draw pile and the four covered cards of his.
    let mut unseen: Vec<DetectiveCard> = hand(&state, BRUNO);
    unseen.extend(state.draw_pile(BRUNO));
    unseen.extend(cards(&["B2ARROW", "B3STOP", "B1"]));
    assert_eq!(unseen.len(), 28);
    assert_close(&anna.opponent_total, &brute_force_totals(&unseen, 3));
    assert_eq!(anna.bid, Some(17));
    // Anna holds 5: the sum is at least 17 when Bruno holds 12 or more.
    let p: f64 = anna.opponent_total[12..].iter().sum();
    assert!((anna.p_sum_at_least_bid().unwrap() - p).abs() < 1e-12);
}

#[test]
fn the_evaluation_is_remembered() {
    let mut state = example_1();
    let mut events = play(&mut state, ANNA, Action::Challenge);
    let anna = notebook(&state, ANNA, &events);
    // Revealed hands are certain: Bruno's 10, 15 in all.
    assert_eq!(anna.opponent_total[10], 1.0);
    assert_eq!(anna.sum[15], 1.0);
    assert_eq!(anna.opponent_discards, cards(&["B5", "B2x2", "B3"]));
    events.extend(play(&mut state, ANNA, Action::Choose(2)));
    events.extend(play(&mut state, ANNA, take('F')));
    events.extend(play(&mut state, BRUNO, take('G')));
    assert_eq!(state.round(), 2);
    let anna = notebook(&state, ANNA, &events);
    // The STOP uncovered A4ARROW; B1 under it was never seen.
    assert_eq!(anna.stacks[2], [card("A4ARROW")]);
    assert_eq!(anna.stacks[3], []);
    assert_eq!(anna.piles[2].known, Some(letters("KCRFM")));
    assert!(anna.piles[2].exact);
    assert_eq!(anna.piles[3].known, None);
    assert_eq!(
        anna.opponent_discards,
        cards(&["B4", "B3STOP", "B2ARROW", "B5", "B5", "B2x2", "B3"])
    );
    let mut unseen: Vec<DetectiveCard> = hand(&state, BRUNO);
    unseen.extend(state.draw_pile(BRUNO));
    unseen.push(card("B1"));
    assert_close(&anna.opponent_total, &brute_force_totals(&unseen, 3));
    let bruno = notebook(&state, BRUNO, &events);
    assert_eq!(bruno.piles[3].known, Some(letters("ASNP")));
    assert_eq!(bruno.piles[2].known, None);
}
