//! The worked example of §12, played action by action, with its variations: IK-ROUND-09
//! (three persons, no meeting), IK-MEET-05, IK-MEET-06, IK-MEET-10, IK-INFO-18, IK-AMB-03,
//! IK-ROUND-04, IK-CALL-05, IK-CALL-07, IK-CALL-08, IK-CALL-06 and IK-INFO-14.

use whodunit_engine::{Game, Seat, Viewer};
use whodunit_inkognito::{
    Action, BlackKind, Card, Config, Event, ExplicitSetup, Fragment, Identity, Inkognito,
    Location::*, Shown, State,
};

const YOU: Seat = Seat(0);
const ANNA: Seat = Seat(1);
const MARIO: Seat = Seat(2);
const DAVID: Seat = Seat(3);
const NUMBER: [Fragment; 4] = [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29];

fn id(i: Identity) -> Card {
    Card::Identity(i)
}
fn num(f: Fragment) -> Card {
    Card::Number(f)
}

fn start() -> State {
    let config = Config {
        players: 4,
        setup: Some(ExplicitSetup {
            ambassador: None,
            start_player: YOU,
            identities: vec![Identity::B, Identity::F, Identity::Z, Identity::X],
            fragments: vec![Fragment::F11, Fragment::F52, Fragment::F0, Fragment::F29],
            decks: vec![
                [SanMarco, PonteDeiSospiri, SanGiorgio, Salute, Rialto],
                [SanGiorgio, Rialto, SanMarco, Salute, PonteDeiSospiri],
            ],
        }),
    };
    Inkognito::setup(&config, 1).expect("valid setup")
}

fn act(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    Inkognito::apply(state, seat, &action).unwrap_or_else(|e| panic!("{seat} {action:?}: {e}"))
}

fn place(state: &mut State, moves: [(Seat, whodunit_inkognito::Location); 4]) -> Vec<Event> {
    moves
        .into_iter()
        .flat_map(|(seat, l)| act(state, seat, Action::Place(l)))
        .collect()
}

/// Rounds 1 to 5 of the example; returns the state at the start of round 6.
fn first_series(state: &mut State) {
    // Round 1.
    let events = place(
        state,
        [
            (YOU, Rialto),
            (ANNA, Rialto),
            (MARIO, SanMarco),
            (DAVID, SanMarco),
        ],
    );
    let meetings = events
        .iter()
        .filter(|e| matches!(e, Event::Meeting { .. }))
        .count();
    assert_eq!(meetings, 1, "SAN MARCO has 3 persons (IK-ROUND-09)");
    for bad in [
        [id(Identity::B), num(Fragment::F11)],
        [id(Identity::Z), num(Fragment::F29)],
    ] {
        let err = Inkognito::apply(state, YOU, &Action::ShowPair(bad)).expect_err("IK-MEET-05");
        assert_eq!(err.rule, "IK-MEET-05");
    }
    act(
        state,
        YOU,
        Action::ShowPair([id(Identity::B), num(Fragment::F0)]),
    );
    let events = act(
        state,
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F11)]),
    );
    let to_you = events
        .iter()
        .filter_map(|e| Inkognito::redact(e, Viewer::Seat(YOU)))
        .find_map(|e| match e {
            Event::Showed { to, shown, .. } if to == YOU => shown,
            _ => None,
        });
    assert_eq!(
        to_you,
        Some(Shown::Pair([id(Identity::F), num(Fragment::F11)]))
    );
    for e in &events {
        if let Some(Event::Showed { shown, .. }) = Inkognito::redact(e, Viewer::Seat(MARIO)) {
            assert_eq!(shown, None, "Mario sees only that pairs were exchanged");
        }
    }
    // Round 2.
    place(
        state,
        [
            (ANNA, SanGiorgio),
            (MARIO, Salute),
            (DAVID, SanGiorgio),
            (YOU, Salute),
        ],
    );
    act(
        state,
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F29)]),
    );
    act(
        state,
        DAVID,
        Action::ShowPair([id(Identity::Z), num(Fragment::F29)]),
    );
    act(
        state,
        MARIO,
        Action::ShowPair([id(Identity::B), num(Fragment::F0)]),
    );
    act(
        state,
        YOU,
        Action::ShowPair([id(Identity::X), num(Fragment::F11)]),
    );
    // Round 3.
    place(
        state,
        [
            (MARIO, Rialto),
            (DAVID, Rialto),
            (YOU, SanGiorgio),
            (ANNA, Salute),
        ],
    );
    act(
        state,
        MARIO,
        Action::ShowPair([id(Identity::Z), num(Fragment::F52)]),
    );
    act(
        state,
        DAVID,
        Action::ShowPair([id(Identity::X), num(Fragment::F0)]),
    );
    act(state, YOU, Action::Ask(DAVID));
    let events = act(state, DAVID, Action::RevealBlack(BlackKind::Identity));
    let seen = Inkognito::redact(&events[0], Viewer::Seat(YOU));
    assert!(matches!(
        seen,
        Some(Event::BlackShown { card: Some(_), .. })
    ));
    let public = Inkognito::redact(&events[0], Viewer::Seat(ANNA));
    assert!(matches!(public, Some(Event::BlackShown { card: None, .. })));
    // Round 4.
    place(
        state,
        [
            (DAVID, Salute),
            (YOU, SanMarco),
            (ANNA, SanMarco),
            (MARIO, SanGiorgio),
        ],
    );
    act(state, YOU, Action::ShowBlack(BlackKind::Identity));
    let repeat = Action::ShowPair([id(Identity::F), num(Fragment::F11)]);
    assert_eq!(
        Inkognito::apply(state, ANNA, &repeat)
            .expect_err("repeat")
            .rule,
        "IK-MEET-06"
    );
    let events = act(
        state,
        ANNA,
        Action::ShowPair([id(Identity::X), num(Fragment::F52)]),
    );
    let counts: Vec<u8> = events
        .iter()
        .filter_map(|e| match Inkognito::redact(e, Viewer::Spectator) {
            Some(Event::Showed { cards, .. }) => Some(cards),
            _ => None,
        })
        .collect();
    assert_eq!(counts, [1, 2], "IK-INFO-18");
    act(state, DAVID, Action::Ask(ANNA));
    act(state, ANNA, Action::RevealBlack(BlackKind::Identity));
    // Round 5: everything forced.
    assert_eq!(
        Inkognito::legal_actions(state, YOU),
        [Action::Place(PonteDeiSospiri)]
    );
    let events = place(
        state,
        [
            (YOU, PonteDeiSospiri),
            (ANNA, PonteDeiSospiri),
            (MARIO, PonteDeiSospiri),
            (DAVID, PonteDeiSospiri),
        ],
    );
    assert!(events.contains(&Event::AmbassadorAt { location: Rialto }));
    assert!(events.contains(&Event::SeriesEnded { series: 1 }));
    assert_eq!(
        Inkognito::to_act(state),
        Some(ANNA),
        "round 6 starts with Anna"
    );
}

#[test]
fn worked_example_ends_with_a_correct_call() {
    let mut state = start();
    first_series(&mut state);
    place(
        &mut state,
        [
            (ANNA, Rialto),
            (MARIO, SanMarco),
            (DAVID, Salute),
            (YOU, Rialto),
        ],
    );
    let events = act(
        &mut state,
        ANNA,
        Action::ShowPair([id(Identity::Z), num(Fragment::F52)]),
    );
    assert_eq!(events, [Event::Committed { seat: ANNA }]);
    let events = act(&mut state, YOU, Action::Call(NUMBER));
    assert!(events.contains(&Event::Called {
        caller: YOU,
        number: NUMBER,
        correct: true
    }));
    assert!(
        !events.iter().any(|e| matches!(e, Event::Showed { .. })),
        "IK-CALL-06"
    );
    assert_eq!(state.scores(), [1, 1, 0, 0]);
    assert_eq!(state.game(), 2);
}

#[test]
fn earlier_agent_calls_at_once() {
    let mut state = start();
    first_series(&mut state);
    place(
        &mut state,
        [
            (ANNA, Rialto),
            (MARIO, SanMarco),
            (DAVID, Salute),
            (YOU, Rialto),
        ],
    );
    let events = act(&mut state, ANNA, Action::Call(NUMBER));
    assert!(events.contains(&Event::Called {
        caller: ANNA,
        number: NUMBER,
        correct: true
    }));
    assert_eq!(state.scores(), [1, 1, 0, 0]);
}

#[test]
fn calling_with_an_opponent_is_wrong() {
    let mut state = start();
    place(
        &mut state,
        [
            (YOU, Rialto),
            (ANNA, Rialto),
            (MARIO, SanMarco),
            (DAVID, SanMarco),
        ],
    );
    act(
        &mut state,
        YOU,
        Action::ShowPair([id(Identity::B), num(Fragment::F0)]),
    );
    act(
        &mut state,
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F11)]),
    );
    place(
        &mut state,
        [
            (ANNA, SanGiorgio),
            (MARIO, Salute),
            (DAVID, SanGiorgio),
            (YOU, Salute),
        ],
    );
    act(
        &mut state,
        ANNA,
        Action::ShowPair([id(Identity::F), num(Fragment::F29)]),
    );
    act(
        &mut state,
        DAVID,
        Action::ShowPair([id(Identity::Z), num(Fragment::F29)]),
    );
    act(
        &mut state,
        MARIO,
        Action::ShowPair([id(Identity::B), num(Fragment::F0)]),
    );
    let events = act(&mut state, YOU, Action::Call(NUMBER));
    assert!(events.contains(&Event::Called {
        caller: YOU,
        number: NUMBER,
        correct: false
    }));
    assert_eq!(state.scores(), [0, 0, 1, 1], "IK-CALL-08, IK-CALL-10");
}
