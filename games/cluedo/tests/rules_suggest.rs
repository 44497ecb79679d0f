//! CL-SUGGEST: where and when a suggestion may be made, and what it moves. Positions come
//! from the worked example's script (`example_after(n)` is the state after its first n
//! accepted actions).

mod common;

use common::*;
use whodunit_cluedo::{Action, Cluedo, Event, Phase, Position, Suspect, Weapon};
use whodunit_engine::{Game, Seat};

fn suggested(events: &[Event]) -> (Position, whodunit_cluedo::Room) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Suggested {
                pawn_from,
                weapon_from,
                ..
            } => Some((*pawn_from, *weapon_from)),
            _ => None,
        })
        .expect("a suggestion event")
}

// CL-SUGGEST-1
#[test]
fn cl_suggest_1_only_from_inside_a_room_which_is_the_suggestions_room() {
    // T9: Scarlett on (18,7).
    let mut state = example_after(&example_deal(), 31);
    refused(
        &mut state,
        Seat(0),
        suggest("peacock", "revolver"),
        "CL-SUGGEST-1",
    );
    assert!(!Cluedo::legal_actions(&state, Seat(0))
        .iter()
        .any(|a| matches!(a, Action::Suggest { .. })));
    // T5: in the Lounge, the suggestion's room is the Lounge.
    let mut state = example_after(&example_deal(), 14);
    let events = play(&mut state, Seat(0), suggest("mustard", "rope"));
    assert!(matches!(events[0], Event::Suggested { room: r, .. } if r == room("lounge")));
}

// CL-SUGGEST-2
#[test]
fn cl_suggest_2_any_turn_in_a_room_however_the_pawn_got_there() {
    let deal = example_deal();
    // Entered by a move (T5), by passage (T6), stayed after a summons (T8, T10).
    for (after, seat, action) in [
        (14, Seat(0), suggest("mustard", "rope")),
        (18, Seat(1), suggest("peacock", "dagger")),
        (26, Seat(3), suggest("white", "rope")),
        (33, Seat(1), suggest("plum", "wrench")),
    ] {
        let mut state = example_after(&deal, after);
        play(&mut state, seat, action);
    }
    // Rolled but could not leave.
    let mut state = boxed_in();
    play(&mut state, Seat(1), Action::Roll);
    assert_eq!(state.pawn(suspect("mustard")), rm("conservatory"));
    let events = play(&mut state, Seat(1), suggest("scarlett", "rope"));
    assert!(matches!(events[0], Event::Suggested { room: r, .. } if r == room("conservatory")));
    // Stayed in a room it was not summoned to: Mustard stays in the Conservatory he
    // reached by passage (T10 of the boxed-in game).
    let mut state = boxed_in();
    play(&mut state, Seat(1), Action::Stay);
    play(&mut state, Seat(1), suggest("scarlett", "rope"));
}

// CL-SUGGEST-3
#[test]
fn cl_suggest_3_at_most_one_suggestion_per_turn() {
    // Unrefuted (T7) ...
    let mut state = example_after(&example_deal(), 24);
    refused(&mut state, Seat(2), suggest("plum", "rope"), "CL-SUGGEST-3");
    assert!(!Cluedo::legal_actions(&state, Seat(2))
        .iter()
        .any(|a| matches!(a, Action::Suggest { .. })));
    // ... or refuted (T5).
    let mut state = example_after(&example_deal(), 16);
    refused(
        &mut state,
        Seat(0),
        suggest("green", "dagger"),
        "CL-SUGGEST-3",
    );
    refused(
        &mut state,
        Seat(0),
        suggest("mustard", "rope"),
        "CL-SUGGEST-3",
    );
}

// CL-SUGGEST-4
#[test]
fn cl_suggest_4_any_suspect_and_weapon_including_own() {
    let state = example_after(&example_deal(), 14);
    let offered: Vec<Action> = Cluedo::legal_actions(&state, Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::Suggest { .. }))
        .collect();
    assert_eq!(offered.len(), 36);
    for s in Suspect::all() {
        for w in Weapon::all() {
            let action = Action::Suggest {
                suspect: s,
                weapon: w,
            };
            assert!(offered.contains(&action));
            let mut copy = state.clone();
            play(&mut copy, Seat(0), action);
        }
    }
    // Her own suspect with her own Lead Pipe, both already in the Lounge: a bluff.
    let mut copy = state.clone();
    let events = play(&mut copy, Seat(0), suggest("scarlett", "lead_pipe"));
    assert_eq!(suggested(&events), (rm("lounge"), room("lounge")));
    // Her own cards are not checked: Mustard passes, White shows for the Lounge.
    assert_eq!(
        events[1..],
        [
            Event::Passed { seat: Seat(1) },
            Event::MustShow {
                refuter: Seat(2),
                suggester: Seat(0),
                options: Some(cards(&["lounge"]))
            }
        ]
    );
}

// CL-SUGGEST-5
#[test]
fn cl_suggest_5_the_named_pawn_is_summoned_from_anywhere() {
    let deal = example_deal();
    // From a square (T5: Mustard from (16,5)).
    let mut state = example_after(&deal, 14);
    let events = play(&mut state, Seat(0), suggest("mustard", "rope"));
    assert_eq!(suggested(&events).0, sq(16, 5));
    assert_eq!(state.pawn(suspect("mustard")), rm("lounge"));
    // From another room, unplayed (T7: Green from the Library).
    let mut state = example_after(&deal, 23);
    let events = play(&mut state, Seat(2), suggest("green", "candlestick"));
    assert_eq!(suggested(&events).0, rm("library"));
    assert_eq!(state.pawn(suspect("green")), rm("ballroom"));
    // Eliminated, from another room (T8: White from the Ballroom).
    let mut state = example_after(&deal, 26);
    assert!(state.is_eliminated(Seat(2)));
    let events = play(&mut state, Seat(3), suggest("white", "rope"));
    assert_eq!(suggested(&events).0, rm("ballroom"));
    assert_eq!(state.pawn(suspect("white")), rm("conservatory"));
    // From a start square: White walks back to (0,9) in T7, then Peacock names her.
    let mut state = example_after(&deal, 21);
    roll_and_move(&mut state, Seat(2), sq(0, 9));
    play(&mut state, Seat(2), Action::EndTurn);
    play(&mut state, Seat(3), Action::Stay);
    let events = play(&mut state, Seat(3), suggest("white", "rope"));
    assert_eq!(suggested(&events).0, sq(0, 9));
    assert_eq!(state.pawn(suspect("white")), rm("conservatory"));
    // Already there: nothing changes (T10: Mustard names himself in the Conservatory).
    let mut state = example_after(&deal, 33);
    let before = state.clone();
    let events = play(&mut state, Seat(1), suggest("mustard", "dagger"));
    assert_eq!(
        suggested(&events),
        (rm("conservatory"), room("conservatory"))
    );
    assert_eq!(
        state.pawn(suspect("mustard")),
        before.pawn(suspect("mustard"))
    );
    assert_eq!(state.weapon_room(weapon("dagger")), room("conservatory"));
}

// CL-SUGGEST-6
#[test]
fn cl_suggest_6_the_named_weapon_moves_to_the_room() {
    let deal = example_deal();
    let mut state = example_after(&deal, 14);
    let events = play(&mut state, Seat(0), suggest("mustard", "rope"));
    assert_eq!(suggested(&events).1, room("ballroom"));
    assert_eq!(state.weapon_room(weapon("rope")), room("lounge"));
    // T6: the Dagger is already in the Conservatory.
    let mut state = example_after(&deal, 18);
    let events = play(&mut state, Seat(1), suggest("peacock", "dagger"));
    assert_eq!(suggested(&events).1, room("conservatory"));
    assert_eq!(state.weapon_room(weapon("dagger")), room("conservatory"));
    // Other weapons stay put.
    assert_eq!(state.weapon_room(weapon("revolver")), room("study"));
}

// CL-SUGGEST-7
#[test]
fn cl_suggest_7_summoned_pieces_stay_and_the_next_turn_starts_there() {
    // After T5 ends, Mustard and the Rope stay in the Lounge.
    let state = example_after(&example_deal(), 17);
    assert_eq!(state.pawn(suspect("mustard")), rm("lounge"));
    assert_eq!(state.weapon_room(weapon("rope")), room("lounge"));
    assert_eq!(state.active(), Seat(1));
    assert_eq!(state.phase(), Phase::StartOfTurn);
    assert_eq!(
        Cluedo::legal_actions(&state, Seat(1)),
        vec![Action::Roll, Action::Passage, Action::Stay]
    );
}

// CL-SUGGEST-8
#[test]
fn cl_suggest_8_a_summoned_pawn_leaves_its_square_empty() {
    // T6: Peacock leaves (5,18), which unblocks the Conservatory's door.
    let mut state = example_after(&example_deal(), 18);
    let before = occupied_by_others(&state, suspect("mustard"));
    assert!(before.contains(square(5, 18)));
    play(&mut state, Seat(1), suggest("peacock", "dagger"));
    let after = occupied_by_others(&state, suspect("mustard"));
    assert!(!after.contains(square(5, 18)));
    assert_eq!(after.len(), before.len() - 1);
    let reach = whodunit_cluedo::movement::reachable(rm("conservatory"), 1, &after);
    assert!(reach.contains(sq(5, 18)));
}

// CL-SUGGEST-9
#[test]
fn cl_suggest_9_repeating_a_suggestion_is_allowed() {
    // T11 repeats White's T7 suggestion.
    let mut state = example_after(&example_deal(), 37);
    play(&mut state, Seat(3), suggest("green", "candlestick"));
    // Peacock repeats her own T8 suggestion in T11.
    let mut state = example_after(&example_deal(), 37);
    play(&mut state, Seat(3), suggest("white", "rope"));
    play(&mut state, Seat(2), show("white"));
}

// CL-SUGGEST-10
#[test]
fn cl_suggest_10_modern_rule_needs_a_new_entry_or_a_summons() {
    let modern = example_deal().modern();
    // Entered by move (T5), by passage (T6), summoned since her last turn (T8).
    for (after, seat, action) in [
        (14, Seat(0), suggest("mustard", "rope")),
        (18, Seat(1), suggest("peacock", "dagger")),
        (26, Seat(3), suggest("white", "rope")),
    ] {
        let mut state = example_after(&modern, after);
        play(&mut state, seat, action);
    }
    // Stayed without a summons since his last turn (T10), and is not offered a suggestion.
    let mut state = example_after(&modern, 33);
    assert!(!Cluedo::legal_actions(&state, Seat(1))
        .iter()
        .any(|a| matches!(a, Action::Suggest { .. })));
    refused(
        &mut state,
        Seat(1),
        suggest("plum", "wrench"),
        "CL-SUGGEST-10",
    );
    // Off by default: the same suggestion is accepted.
    let mut state = example_after(&example_deal(), 33);
    play(&mut state, Seat(1), suggest("plum", "wrench"));
    // Rolled and could not leave: not a new entry.
    let mut state = boxed_in_from(example_deal().modern());
    play(&mut state, Seat(1), Action::Roll);
    refused(
        &mut state,
        Seat(1),
        suggest("scarlett", "rope"),
        "CL-SUGGEST-10",
    );
    // Named while already in the room is not a summons: in T8 Peacock names Mustard, who
    // is in the Conservatory already; in T10 he still may not suggest.
    let mut state = example_after(&modern, 25);
    play(&mut state, Seat(3), Action::Stay);
    let events = play(&mut state, Seat(3), suggest("mustard", "rope"));
    assert_eq!(suggested(&events).0, rm("conservatory"));
    play(&mut state, Seat(0), show("mustard"));
    play(&mut state, Seat(3), Action::EndTurn);
    run(
        &mut state,
        &[
            (Seat(0), Action::Roll),
            (Seat(0), mv(sq(18, 7))),
            (Seat(0), Action::EndTurn),
            (Seat(1), Action::Stay),
        ],
    );
    refused(
        &mut state,
        Seat(1),
        suggest("plum", "wrench"),
        "CL-SUGGEST-10",
    );
    // A summons made before the end of the player's previous turn no longer counts (T11).
    // (The example's T10 suggestion is refused under the rule, so T10 just ends.)
    let mut state = example_after(&modern, 33);
    play(&mut state, Seat(1), Action::EndTurn);
    play(&mut state, Seat(3), Action::Stay);
    refused(
        &mut state,
        Seat(3),
        suggest("green", "candlestick"),
        "CL-SUGGEST-10",
    );
}
