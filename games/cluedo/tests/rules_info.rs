//! CL-INFO: what each seat and spectator may see, through `view` and `redact`, checked
//! on the worked example and over many random games.

mod common;

use common::*;
use whodunit_cluedo::view::{view, PhaseView, ShownCard};
use whodunit_cluedo::{Action, Card, CardSet, Cluedo, Config, Event, Phase, State, Weapon};
use whodunit_engine::{Game, Seat, Viewer};

/// Every viewer of a running game except the omniscient one.
fn viewers(state: &State) -> Vec<Viewer> {
    others(state, &[])
}

/// A few random games of every size, with the events of each accepted action.
fn each_step(mut check: impl FnMut(&State, Seat, Action, &[Event], &State)) {
    for seed in 0..24 {
        let mut config = Config::with_players(2 + seed as usize % 5);
        config.hide_envelope_from_wrong_accuser = seed % 3 == 0;
        random_game(&config, 500 + seed, 500, &mut check);
    }
}

// CL-INFO-1
#[test]
fn cl_info_1_each_seat_always_sees_its_own_hand() {
    each_step(|_, _, _, _, after| {
        for seat in after.seats() {
            assert_eq!(view(after, Viewer::Seat(seat)).hand, Some(after.hand(seat)));
        }
    });
}

// CL-INFO-2
#[test]
fn cl_info_2_no_other_hand_is_seen_except_shown_cards() {
    let mut shown: Vec<Vec<ShownCard>> = Vec::new();
    each_step(|before, _, _, events, after| {
        if before.turn() == 1 && matches!(before.phase(), Phase::StartOfTurn) {
            shown = vec![Vec::new(); after.seat_count()];
        }
        for e in events {
            if let Event::Shown {
                refuter,
                suggester,
                card: Some(card),
            } = e
            {
                shown[suggester.index()].push(ShownCard {
                    by: *refuter,
                    card: *card,
                });
            }
        }
        if after.is_over() {
            return;
        }
        for seat in after.seats() {
            let me = Viewer::Seat(seat);
            let v = view(after, me);
            assert_eq!(v.hands, None);
            for s in &v.shown_to_me {
                assert!(shown[seat.index()].contains(s), "{s:?}");
                assert!(after.hand(s.by).contains(s.card));
            }
            for e in seen_by(events, me) {
                match e {
                    Event::Shown {
                        refuter,
                        suggester,
                        card,
                    } => assert_eq!(card.is_some(), seat == refuter || seat == suggester),
                    Event::MustShow {
                        refuter, options, ..
                    } => assert_eq!(options.is_some(), seat == refuter),
                    _ => {}
                }
            }
        }
    });
}

// CL-INFO-3
#[test]
fn cl_info_3_the_envelope_stays_hidden_until_the_end() {
    each_step(|_, _, _, events, after| {
        for viewer in viewers(after) {
            let may_see = after.is_over()
                || viewer.seat().is_some_and(|s| {
                    after.is_eliminated(s) && !view(after, viewer).hide_envelope_from_wrong_accuser
                });
            let v = view(after, viewer);
            assert_eq!(v.envelope.is_some(), may_see, "{viewer:?}");
            for e in seen_by(events, viewer) {
                if let Event::EnvelopeSeen { seat, .. } = e {
                    assert_eq!(viewer, Viewer::Seat(seat));
                }
            }
        }
    });
}

// CL-INFO-4
#[test]
fn cl_info_4_public_information_reaches_everyone() {
    each_step(|_, _, _, events, after| {
        let v = view(after, Viewer::Spectator);
        for s in after.seats() {
            let seat = v.seats[s.index()];
            assert_eq!(seat.suspect, after.suspect_of(s));
            assert_eq!(seat.hand_size as usize, after.hand(s).len());
            assert_eq!(seat.eliminated, after.is_eliminated(s));
        }
        assert_eq!(v.dealer, after.dealer());
        assert_eq!(v.active, after.active());
        assert_eq!(v.turn, after.turn());
        for (i, s) in whodunit_cluedo::Suspect::all().enumerate() {
            assert_eq!(v.pawns[i], after.pawn(s));
        }
        for (i, w) in Weapon::all().enumerate() {
            assert_eq!(v.weapons[i], after.weapon_room(w));
        }
        // Public events reach the spectator whole; secret ones keep their public part.
        let seen = seen_by(events, Viewer::Spectator);
        let public: Vec<&Event> = events
            .iter()
            .filter(|e| !matches!(e, Event::EnvelopeSeen { .. }))
            .collect();
        assert_eq!(seen.len(), public.len());
        for (full, got) in public.into_iter().zip(&seen) {
            match (full, got) {
                (
                    Event::MustShow {
                        refuter, suggester, ..
                    },
                    Event::MustShow {
                        refuter: r,
                        suggester: s,
                        options: None,
                    },
                ) => assert_eq!((refuter, suggester), (r, s)),
                (
                    Event::Shown {
                        refuter, suggester, ..
                    },
                    Event::Shown {
                        refuter: r,
                        suggester: s,
                        card: None,
                    },
                ) => assert_eq!((refuter, suggester), (r, s)),
                (
                    Event::Accused {
                        seat,
                        correct: false,
                        ..
                    },
                    Event::Accused {
                        seat: s,
                        correct: false,
                        accusation: None,
                    },
                ) => assert_eq!(seat, s),
                (full, got) => assert_eq!(full, got),
            }
        }
    });
}

// CL-INFO-5
#[test]
fn cl_info_5_only_the_accuser_knows_a_wrong_accusations_names() {
    let mut state = example_after(&example_deal(), 24);
    let events = play(
        &mut state,
        Seat(2),
        accuse("green", "candlestick", "kitchen"),
    );
    let named = |viewer| {
        seen_by(&events, viewer).into_iter().find_map(|e| match e {
            Event::Accused { accusation, .. } => Some(accusation),
            _ => None,
        })
    };
    assert_eq!(
        named(Viewer::Seat(Seat(2))),
        Some(Some(triple("green", "candlestick", "kitchen")))
    );
    for viewer in others(&state, &[Seat(2)]) {
        assert_eq!(named(viewer), Some(None), "{viewer:?}");
    }
}

// CL-INFO-6
#[test]
fn cl_info_6_how_many_cards_the_refuter_held_stays_private() {
    // T5: White has two matches; T10: Peacock has one. Others see the same shape.
    let deal = example_deal();
    let mut two = example_after(&deal, 14);
    let two_events = play(&mut two, Seat(0), suggest("mustard", "rope"));
    let mut one = example_after(&deal, 33);
    let one_events = play(&mut one, Seat(1), suggest("plum", "wrench"));
    for (state, events, refuter) in [(&two, &two_events, Seat(2)), (&one, &one_events, Seat(3))] {
        for viewer in others(state, &[refuter]) {
            for e in seen_by(events, viewer) {
                if let Event::MustShow { options, .. } = e {
                    assert_eq!(options, None);
                }
            }
            match view(state, viewer).phase {
                PhaseView::Refuting { options, .. } => assert_eq!(options, None),
                other => panic!("{other:?}"),
            }
        }
    }
}

// CL-INFO-7
#[test]
fn cl_info_7_the_generator_seed_is_hidden() {
    // With the same explicit deal and dice, different seeds give identical views and
    // events for every viewer: nothing a seat sees depends on the seed.
    let config = example_deal().config();
    let mut a = Cluedo::setup(&config, 1).unwrap();
    let mut b = Cluedo::setup(&config, 2).unwrap();
    assert!(a != b, "the generator state differs");
    for (seat, action) in example_script() {
        for viewer in viewers(&a) {
            assert_eq!(view(&a, viewer), view(&b, viewer));
        }
        let ea = play(&mut a, seat, action);
        let eb = play(&mut b, seat, action);
        assert_eq!(ea, eb);
    }
    let json = serde_json::to_string(&view(&a, Viewer::Seat(Seat(0)))).unwrap();
    assert!(!json.contains("seed") && !json.contains("rng"), "{json}");
}

/// Refusal messages to `seat` must not name a weapon it cannot know of.
fn check_messages(state: &State, seat: Seat) {
    let public: CardSet = match state.phase() {
        Phase::Refuting { suggestion, .. } => suggestion.cards(),
        _ => CardSet::EMPTY,
    };
    let mut probes = vec![Action::Roll, Action::EndTurn, Action::Stay, Action::Passage];
    probes.extend(Weapon::all().map(|w| Action::Show(Card::from(w))));
    for probe in probes {
        let mut copy = state.clone();
        let Err(error) = Cluedo::apply(&mut copy, seat, &probe) else {
            continue;
        };
        let text = error.message.to_lowercase();
        for w in Weapon::all() {
            let c = Card::from(w);
            if state.hand(seat).contains(c) || public.contains(c) || probe == Action::Show(c) {
                continue;
            }
            assert!(
                !text.contains(&w.to_string().to_lowercase()),
                "{seat} told about {w}: {}",
                error.message
            );
        }
    }
}

// CL-INFO-8
#[test]
fn cl_info_8_a_seat_receives_only_public_and_its_own_information() {
    // Two deals that differ only in cards Scarlett cannot see: Mustard and Peacock swap
    // two cards. Scarlett's views and events are identical throughout T1..T4.
    let a_deal = Deal::new(&["scarlett", "mustard", "white", "peacock"])
        .dealer("peacock")
        .dice(&[6, 6, 4, 6])
        .hands(&[
            &["scarlett", "mustard", "lead_pipe", "kitchen", "hall"],
            &["plum", "revolver", "dining_room", "billiard_room", "study"],
            &["white", "rope", "lounge", "ballroom"],
            &["peacock", "dagger", "wrench", "library"],
        ]);
    let b_deal = a_deal.clone().hands(&[
        &["scarlett", "mustard", "lead_pipe", "kitchen", "hall"],
        &["plum", "dagger", "dining_room", "billiard_room", "study"],
        &["white", "rope", "lounge", "ballroom"],
        &["peacock", "revolver", "wrench", "library"],
    ]);
    let mut a = a_deal.state();
    let mut b = b_deal.state();
    assert!(a != b);
    let me = Viewer::Seat(Seat(0));
    for (seat, action) in example_script().into_iter().take(12) {
        assert_eq!(view(&a, me), view(&b, me));
        assert_eq!(view(&a, Viewer::Spectator), view(&b, Viewer::Spectator));
        let ea = play(&mut a, seat, action);
        let eb = play(&mut b, seat, action);
        assert_eq!(seen_by(&ea, me), seen_by(&eb, me));
    }
    // Refusals never name a weapon the seat cannot know of.
    each_step(|_, _, _, _, after| {
        if after.turn() % 7 == 0 {
            for seat in after.seats() {
                check_messages(after, seat);
            }
        }
    });
    let pending = example_after(&example_deal(), 15);
    for seat in pending.seats() {
        check_messages(&pending, seat);
    }
}

// CL-INFO-9
#[test]
fn cl_info_9_looking_has_no_effect_on_play() {
    // The engine keeps no notebook; what it can guarantee is that reading views (a
    // seat's notes are built from them) never changes the game.
    let mut looked = example_deal().state();
    let mut plain = example_deal().state();
    for (seat, action) in example_script() {
        for viewer in viewers(&looked) {
            let _ = view(&looked, viewer);
            let _ = Cluedo::legal_actions(&looked, viewer.seat().unwrap_or(seat));
        }
        assert!(looked == plain);
        play(&mut looked, seat, action);
        play(&mut plain, seat, action);
    }
    assert!(looked == plain);
}

// CL-INFO-10
#[test]
fn cl_info_10_a_seat_can_review_what_it_was_shown() {
    let deal = example_deal();
    // Scarlett still sees the Rope White showed her in T5, at T9 and after the end.
    for after in [17, 29, 39] {
        let state = example_after(&deal, after);
        assert_eq!(
            view(&state, Viewer::Seat(Seat(0))).shown_to_me,
            vec![ShownCard {
                by: Seat(2),
                card: card("rope")
            }]
        );
    }
    let end = example_after(&deal, 39);
    let mustard: CardSet = view(&end, Viewer::Seat(Seat(1)))
        .shown_to_me
        .iter()
        .map(|s| s.card)
        .collect();
    assert_eq!(mustard, cards(&["dagger", "wrench"]));
    assert_eq!(
        view(&end, Viewer::Seat(Seat(3))).shown_to_me,
        vec![ShownCard {
            by: Seat(2),
            card: card("white")
        }]
    );
}

// CL-INFO-11
#[test]
fn cl_info_11_spectators_see_only_public_information() {
    each_step(|_, _, _, events, after| {
        let v = view(after, Viewer::Spectator);
        assert_eq!(v.hand, None);
        assert!(v.shown_to_me.is_empty());
        if !after.is_over() {
            assert_eq!(v.hands, None);
            assert_eq!(v.envelope, None);
        }
        if let PhaseView::Refuting { options, .. } = v.phase {
            assert_eq!(options, None);
        }
        for e in seen_by(events, Viewer::Spectator) {
            match e {
                Event::Shown { card, .. } => assert_eq!(card, None),
                Event::MustShow { options, .. } => assert_eq!(options, None),
                Event::Accused {
                    correct: false,
                    accusation,
                    ..
                } => assert_eq!(accusation, None),
                Event::EnvelopeSeen { .. } => panic!("a spectator saw the envelope"),
                _ => {}
            }
        }
    });
}

// CL-INFO-12
#[test]
fn cl_info_12_after_the_end_the_record_opens() {
    let state = example_after(&example_deal(), 39);
    assert!(state.is_over());
    let hands: Vec<CardSet> = state.seats().map(|s| state.hand(s)).collect();
    for viewer in viewers(&state) {
        let v = view(&state, viewer);
        assert_eq!(v.hands.as_ref(), Some(&hands), "{viewer:?}");
        assert_eq!(v.envelope, Some(state.envelope()));
        assert_eq!(v.winner, Some(Seat(3)));
    }
    // While running, the same viewers saw no hands but their own.
    let running = example_after(&example_deal(), 38);
    for viewer in viewers(&running) {
        assert_eq!(view(&running, viewer).hands, None);
    }
}
