//! The rules of RULES.md, one test per section, each naming its rule ids.

use whodunit_engine::{Game, Seat, Viewer};
use whodunit_guess::{
    Action, Card, CardSet, Config, EndReason, Event, ExplicitSetup, Guess, Phase, State,
};

fn set(letters: &str) -> CardSet {
    letters
        .chars()
        .map(|c| Card::parse(&c.to_string(), 15).expect("a letter"))
        .collect()
}

/// Hidden D; seat 0 holds A B C, seat 1 holds E F G.
fn dealt() -> State {
    let config = Config {
        explicit: Some(ExplicitSetup {
            hidden: Card(3),
            hands: [set("ABC"), set("EFG")],
        }),
        ..Config::default()
    };
    Guess::setup(&config, 1).expect("a valid deal")
}

fn refused(state: &State, seat: u8, action: Action) -> String {
    let mut copy = state.clone();
    let error = Guess::apply(&mut copy, Seat(seat), &action).expect_err("refused");
    assert_eq!(&copy, state, "a refusal changes nothing");
    error.rule.to_string()
}

#[test]
fn gu_setup_1_the_deck_is_odd_from_3_to_15() {
    for cards in [0, 1, 2, 4, 8, 16, 17] {
        let config = Config {
            cards,
            explicit: None,
        };
        let error = Guess::setup(&config, 1).expect_err("refused");
        assert_eq!(error.rule, "GU-SETUP-1", "{cards} cards");
    }
    for cards in [3, 7, 15] {
        let state = Guess::setup(
            &Config {
                cards,
                explicit: None,
            },
            5,
        )
        .expect("valid");
        assert_eq!(state.cards(), cards);
    }
}

#[test]
fn gu_setup_2_one_card_hidden_the_rest_dealt_evenly() {
    for seed in 0..50 {
        let state = Guess::setup(&Config::default(), seed).expect("valid");
        let [a, b] = [state.hand(Seat(0)), state.hand(Seat(1))];
        assert_eq!((a.len(), b.len()), (3, 3));
        assert!(!a.contains(state.hidden()) && !b.contains(state.hidden()));
        let mut all = a.union(b);
        all.insert(state.hidden());
        assert_eq!(all, CardSet::deck(7));
    }
    // The seed decides the deal.
    let hidden: CardSet = (0..40)
        .map(|seed| {
            Guess::setup(&Config::default(), seed)
                .expect("valid")
                .hidden()
        })
        .collect();
    assert!(hidden.len() > 3, "the hidden card varies with the seed");
    // An explicit deal must share out the deck.
    let bad = Config {
        explicit: Some(ExplicitSetup {
            hidden: Card(0),
            hands: [set("ABC"), set("EFG")],
        }),
        ..Config::default()
    };
    assert_eq!(
        Guess::setup(&bad, 1).expect_err("refused").rule,
        "GU-SETUP-2"
    );
}

#[test]
fn gu_turn_1_seat_0_first_then_alternate_and_nobody_after_the_end() {
    let mut state = dealt();
    assert_eq!(Guess::to_act(&state), Some(Seat(0)));
    assert_eq!(refused(&state, 1, Action::Ask(Card(0))), "GU-TURN-1");
    assert!(Guess::legal_actions(&state, Seat(1)).is_empty());
    Guess::apply(&mut state, Seat(0), &Action::Ask(Card(4))).expect("legal");
    assert_eq!(Guess::to_act(&state), Some(Seat(1)));
    Guess::apply(&mut state, Seat(1), &Action::Guess(Card(3))).expect("legal");
    assert_eq!(Guess::to_act(&state), None);
    assert_eq!(refused(&state, 0, Action::Guess(Card(3))), "GU-TURN-1");
}

#[test]
fn gu_ask_1_a_card_not_in_your_hand_answered_truthfully_in_public() {
    let mut state = dealt();
    assert_eq!(refused(&state, 0, Action::Ask(Card(1))), "GU-ASK-1");
    assert_eq!(refused(&state, 0, Action::Ask(Card(9))), "GU-SETUP-1");
    let events = Guess::apply(&mut state, Seat(0), &Action::Ask(Card(5))).expect("legal");
    let asked = Event::Asked {
        seat: Seat(0),
        card: Card(5),
        holds: true,
    };
    assert_eq!(events, vec![asked]);
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        assert_eq!(Guess::redact(&asked, viewer), Some(asked), "GU-INFO-2");
    }
    let events = Guess::apply(&mut state, Seat(1), &Action::Ask(Card(3))).expect("legal");
    assert_eq!(
        events,
        vec![Event::Asked {
            seat: Seat(1),
            card: Card(3),
            holds: false
        }]
    );
}

#[test]
fn gu_ask_2_each_card_once_then_only_guesses() {
    let mut state = dealt();
    // Seat 0 asks about every card it lacks, seat 1 about A, B, C and D.
    for (mine, theirs) in [(4, 0), (5, 1), (6, 2), (3, 3)] {
        Guess::apply(&mut state, Seat(0), &Action::Ask(Card(mine))).expect("legal");
        Guess::apply(&mut state, Seat(1), &Action::Ask(Card(theirs))).expect("legal");
    }
    let asked_again = refused(&state, 0, Action::Ask(Card(4)));
    assert_eq!(asked_again, "GU-ASK-2");
    let legal = Guess::legal_actions(&state, Seat(0));
    assert!(
        legal.iter().all(|a| matches!(a, Action::Guess(_))),
        "{legal:?}"
    );
    assert_eq!(legal.len(), 4);
}

#[test]
fn gu_guess_1_and_2_a_right_guess_wins_a_wrong_one_loses() {
    let state = dealt();
    assert_eq!(refused(&state, 0, Action::Guess(Card(2))), "GU-GUESS-1");
    let mut right = state.clone();
    let events = Guess::apply(&mut right, Seat(0), &Action::Guess(Card(3))).expect("legal");
    assert_eq!(
        right.phase(),
        Phase::Over {
            winner: Seat(0),
            reason: EndReason::RightGuess
        }
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: Seat(0),
            reason: EndReason::RightGuess,
            hidden: Card(3),
            hands: [set("ABC"), set("EFG")],
        })
    );
    let mut wrong = state;
    Guess::apply(&mut wrong, Seat(0), &Action::Guess(Card(4))).expect("legal");
    let outcome = Guess::outcome(&wrong).expect("over");
    assert_eq!(outcome.winners, vec![Seat(1)]);
    assert_eq!(outcome.reason, "wrong_guess");
}

#[test]
fn gu_info_1_and_3_own_hand_only_until_the_end() {
    let mut state = dealt();
    let mine = Guess::view(&state, Viewer::Seat(Seat(1)));
    assert_eq!(mine.hand, Some(set("EFG")));
    assert_eq!((mine.hidden, mine.hands), (None, None));
    let watching = Guess::view(&state, Viewer::Spectator);
    assert_eq!((watching.hand, watching.hidden), (None, None));
    assert_eq!(
        Guess::view(&state, Viewer::Omniscient).hidden,
        Some(Card(3))
    );
    Guess::apply(&mut state, Seat(0), &Action::Guess(Card(6))).expect("legal");
    let end = Guess::view(&state, Viewer::Spectator);
    assert_eq!(end.hidden, Some(Card(3)));
    assert_eq!(end.hands, Some([set("ABC"), set("EFG")]));
}

#[test]
fn gu_end_1_every_game_ends_within_twice_the_deck() {
    for seed in 0..20 {
        let config = Config {
            cards: 15,
            explicit: None,
        };
        let mut state = Guess::setup(&config, seed).expect("valid");
        let mut steps = 0;
        // The slowest play: ask about everything, guess last.
        while let Some(seat) = Guess::to_act(&state) {
            let action = Guess::legal_actions(&state, seat)[0];
            Guess::apply(&mut state, seat, &action).expect("legal");
            steps += 1;
        }
        assert!(steps <= 2 * 15, "seed {seed}: {steps} steps");
    }
}
