//! CL-REFUTE: who is asked, who must show, and what the refuter may send.

mod common;

use common::*;
use whodunit_cluedo::{Action, Cluedo, Config, Event, Phase, State};
use whodunit_engine::{Game, Seat, Viewer};

fn asked(events: &[Event]) -> Vec<(Seat, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Passed { seat } => Some((*seat, false)),
            Event::MustShow { refuter, .. } => Some((*refuter, true)),
            _ => None,
        })
        .collect()
}

// CL-REFUTE-1
#[test]
fn cl_refute_1_asked_clockwise_from_the_suggesters_left() {
    // T7: White suggests; Peacock, Scarlett, Mustard are asked, in that order.
    let mut state = example_after(&example_deal(), 23);
    let events = play(&mut state, Seat(2), suggest("green", "candlestick"));
    assert_eq!(
        asked(&events),
        [(Seat(3), false), (Seat(0), false), (Seat(1), false)]
    );
    // T6: Mustard suggests; White is asked first, then Peacock, who refutes.
    let mut state = example_after(&example_deal(), 18);
    let events = play(&mut state, Seat(1), suggest("peacock", "dagger"));
    assert_eq!(asked(&events), [(Seat(2), false), (Seat(3), true)]);
}

// CL-REFUTE-2
#[test]
fn cl_refute_2_eliminated_players_are_asked_in_their_place() {
    // T10: White (eliminated) is asked first and passes.
    let mut state = example_after(&example_deal(), 33);
    assert!(state.is_eliminated(Seat(2)));
    let events = play(&mut state, Seat(1), suggest("plum", "wrench"));
    assert_eq!(asked(&events), [(Seat(2), false), (Seat(3), true)]);
    // T8: White (eliminated) refutes after Scarlett and Mustard pass.
    let mut state = example_after(&example_deal(), 26);
    let events = play(&mut state, Seat(3), suggest("white", "rope"));
    assert_eq!(
        asked(&events),
        [(Seat(0), false), (Seat(1), false), (Seat(2), true)]
    );
}

// CL-REFUTE-3
#[test]
fn cl_refute_3_a_player_without_the_cards_passes() {
    let mut state = example_after(&example_deal(), 14);
    let hand = state.hand(Seat(1));
    assert!(hand
        .intersection(cards(&["mustard", "rope", "lounge"]))
        .is_empty());
    let events = play(&mut state, Seat(0), suggest("mustard", "rope"));
    assert_eq!(events[1], Event::Passed { seat: Seat(1) });
}

// CL-REFUTE-4
#[test]
fn cl_refute_4_the_first_holder_must_show_exactly_one() {
    // Mustard names Miss Scarlett and the Dagger: Peacock (Dagger) comes before Scarlett
    // (Miss Scarlett) clockwise from Mustard, so Peacock refutes and Scarlett is not asked.
    let mut state = example_after(&example_deal(), 18);
    let events = play(&mut state, Seat(1), suggest("scarlett", "dagger"));
    assert_eq!(asked(&events), [(Seat(2), false), (Seat(3), true)]);
    assert_eq!(Cluedo::to_act(&state), Some(Seat(3)));
    // Only the refuter may show.
    refused(&mut state, Seat(0), show("scarlett"), "CL-REFUTE-4");
    refused(&mut state, Seat(1), show("dagger"), "CL-REFUTE-4");
    let events = play(&mut state, Seat(3), show("dagger"));
    assert_eq!(
        events,
        vec![Event::Shown {
            refuter: Seat(3),
            suggester: Seat(1),
            card: Some(card("dagger"))
        }]
    );
    // With nothing pending, a `Show` is refused.
    refused(&mut state, Seat(3), show("dagger"), "CL-REFUTE-4");
}

// CL-REFUTE-5
#[test]
fn cl_refute_5_the_refuter_chooses_among_matching_cards() {
    let state = example_after(&example_deal(), 15);
    for shown in ["rope", "lounge"] {
        let mut s = state.clone();
        play(&mut s, Seat(2), show(shown));
        let seen = whodunit_cluedo::view::view(&s, Viewer::Seat(Seat(0))).shown_to_me;
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].card, card(shown));
    }
}

// CL-REFUTE-6
#[test]
fn cl_refute_6_asked_to_show_even_with_one_match_and_only_matches() {
    // T10: Peacock holds only the Wrench among the named cards.
    let mut state = example_after(&example_deal(), 34);
    assert!(matches!(
        state.phase(),
        Phase::Refuting {
            refuter: Seat(3),
            ..
        }
    ));
    assert_eq!(Cluedo::legal_actions(&state, Seat(3)), vec![show("wrench")]);
    // Held but not named; named but not held; neither.
    refused(&mut state, Seat(3), show("library"), "CL-REFUTE-6");
    refused(&mut state, Seat(3), show("plum"), "CL-REFUTE-6");
    refused(&mut state, Seat(3), show("hall"), "CL-REFUTE-6");
    play(&mut state, Seat(3), show("wrench"));
}

// CL-REFUTE-7
#[test]
fn cl_refute_7_only_the_suggester_sees_the_card() {
    let mut state = example_after(&example_deal(), 19);
    let events = play(&mut state, Seat(3), show("dagger"));
    for (viewer, sees) in [
        (Viewer::Seat(Seat(1)), Some(card("dagger"))),
        (Viewer::Seat(Seat(3)), Some(card("dagger"))),
        (Viewer::Seat(Seat(0)), None),
        (Viewer::Seat(Seat(2)), None),
        (Viewer::Spectator, None),
    ] {
        assert_eq!(
            seen_by(&events, viewer),
            vec![Event::Shown {
                refuter: Seat(3),
                suggester: Seat(1),
                card: sees
            }],
            "{viewer:?}"
        );
    }
}

// CL-REFUTE-8
#[test]
fn cl_refute_8_no_one_is_asked_after_a_card_is_shown() {
    // T5: Peacock is never asked, before or after White shows.
    let mut state = example_after(&example_deal(), 14);
    let suggested = play(&mut state, Seat(0), suggest("mustard", "rope"));
    assert!(matches!(suggested.last(), Some(Event::MustShow { .. })));
    let shown = play(&mut state, Seat(2), show("rope"));
    assert_eq!(shown.len(), 1);
    assert!(!asked(&suggested).iter().any(|(s, _)| *s == Seat(3)));
    assert_eq!(state.phase(), Phase::AfterMove { suggested: true });
    assert_eq!(Cluedo::to_act(&state), Some(Seat(0)));
}

// CL-REFUTE-9
#[test]
fn cl_refute_9_unrefuted_when_all_others_pass_own_hand_unchecked() {
    // T7: White holds the Ballroom, the named room, but is never asked.
    let mut state = example_after(&example_deal(), 23);
    assert!(state.hand(Seat(2)).contains(card("ballroom")));
    let events = play(&mut state, Seat(2), suggest("green", "candlestick"));
    assert_eq!(
        events.last(),
        Some(&Event::Unrefuted { suggester: Seat(2) })
    );
    assert_eq!(state.phase(), Phase::AfterMove { suggested: true });
    assert_eq!(Cluedo::to_act(&state), Some(Seat(2)));
}

/// Checks one suggestion's refutation against the hands (CL-REFUTE-1..4, 9, 10).
fn check_against_hands(before: &State, suggester: Seat, events: &[Event]) {
    let Some(Event::Suggested {
        suspect,
        weapon,
        room,
        ..
    }) = events.first()
    else {
        panic!("a suggestion starts with its event: {events:?}");
    };
    let named = whodunit_cluedo::Triple {
        suspect: *suspect,
        weapon: *weapon,
        room: *room,
    }
    .cards();
    let n = before.seat_count() as u8;
    let mut expected = Vec::new();
    for k in 1..n {
        let seat = Seat((suggester.0 + k) % n);
        let options = before.hand(seat).intersection(named);
        if options.is_empty() {
            expected.push(Event::Passed { seat });
        } else {
            expected.push(Event::MustShow {
                refuter: seat,
                suggester,
                options: Some(options),
            });
            break;
        }
    }
    if !matches!(expected.last(), Some(Event::MustShow { .. })) {
        expected.push(Event::Unrefuted { suggester });
    }
    assert_eq!(events[1..], expected[..]);
}

// CL-REFUTE-10
#[test]
fn cl_refute_10_the_engine_decides_who_passes_and_who_shows() {
    let mut suggestions = 0;
    for seed in 0..40 {
        let config = Config::with_players(2 + seed as usize % 5);
        random_game(&config, seed, 600, |before, seat, action, events, after| {
            if let Action::Suggest { .. } = action {
                suggestions += 1;
                check_against_hands(before, seat, events);
                // No one can pass holding a named card: there is no pass action, and
                // the refuter is offered exactly the matches.
                if let Phase::Refuting {
                    refuter, options, ..
                } = after.phase()
                {
                    let offered = Cluedo::legal_actions(after, refuter);
                    assert_eq!(offered.len(), options.len());
                    assert!(offered
                        .iter()
                        .all(|a| matches!(a, Action::Show(c) if options.contains(*c))));
                }
            }
        });
    }
    assert!(suggestions > 100, "{suggestions}");
}

// CL-REFUTE-11
#[test]
fn cl_refute_11_while_pending_only_the_refusers_show_is_accepted() {
    let mut state = example_after(&example_deal(), 15);
    for action in [
        Action::EndTurn,
        accuse("green", "candlestick", "conservatory"),
        suggest("plum", "dagger"),
        Action::Roll,
        Action::Stay,
    ] {
        refused(&mut state, Seat(0), action, "CL-REFUTE-11");
        refused(&mut state, Seat(2), action, "CL-REFUTE-11");
        refused(&mut state, Seat(3), action, "CL-REFUTE-11");
    }
    for seat in [Seat(0), Seat(1), Seat(3)] {
        assert!(Cluedo::legal_actions(&state, seat).is_empty());
    }
    play(&mut state, Seat(2), show("lounge"));
}
