//! Non-interference (PI-INFO-1, PI-INFO-2, PI-INFO-4, PI-INFO-12, PI-INFO-13): what a
//! viewer receives depends only on the public table and the case cards it holds.
//!
//! Twin games share their tiles and display; a twin changes what the viewer cannot see:
//! the deck order under its top cards, and every case but the one the viewer holds (all of
//! them for a spectator). Both take the same actions, which the twin must accept since
//! legality is public. At every step the viewer must get identical views and redacted
//! events until a difference surfaces in public (an answer or a refill that a spectator
//! sees differ too). A seat is never sent another holder's case cards. The engine's
//! conformance kit plays the twins; the twin and what is public are P.I.'s.

mod common;

use common::random::{choose, random_deal};
use proptest::prelude::*;
use whodunit_engine::conformance::twins::{run_twins, TwinEnd, TwinRules};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_pi::{left_neighbour, Config, Event, MiniGameSetup, Pi, State};

/// The events with every case dealt hidden: the public part, by §4, written apart from
/// `redact` so that a leak there cannot pass for a public difference.
fn public(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .cloned()
        .map(|mut event| {
            if let Event::CaseDealt { case, .. } = &mut event {
                *case = None;
            }
            event
        })
        .collect()
}

fn redacted(events: &[Event], viewer: Viewer) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| Pi::redact(e, viewer))
        .collect()
}

/// What the twin mixes, as bits.
const DECK: u8 = 1;
const CASES: u8 = 2;

/// The twin deal of `deal` for `viewer`.
fn twin(deal: &MiniGameSetup, viewer: Viewer, mix: u8, rng: &mut GameRng) -> MiniGameSetup {
    let mut out = deal.clone();
    let players = deal.cases.len();
    if mix & DECK != 0 {
        // The top two cards stay, so the twins usually last a few refills.
        rng.shuffle(&mut out.evidence[11..]);
    }
    if mix & CASES != 0 {
        let held = viewer.seat().map(|s| left_neighbour(s, players).index());
        let fresh = random_deal(players, rng);
        for seat in 0..players {
            if Some(seat) != held {
                out.cases[seat] = fresh.cases[seat];
            }
        }
        // A case kept by the viewer may now share an element with a fresh one.
        let mut elements: Vec<_> = out.cases.iter().flat_map(|c| c.elements()).collect();
        elements.sort();
        elements.dedup();
        if elements.len() != 3 * players {
            out.cases = deal.cases.clone();
        }
    }
    out
}

fn config(players: usize, start: Seat, deal: MiniGameSetup) -> Config {
    common::explicit(players, start, vec![deal])
}

/// Plays the twins side by side with the conformance kit: legality is public, and a
/// difference may reach `viewer` only through a public event.
fn compare(
    a: State,
    b: State,
    viewer: Viewer,
    rng: &mut GameRng,
) -> Result<TwinEnd, TestCaseError> {
    let judge = |events_a: &[Event], events_b: &[Event], _| {
        if public(events_a) != public(events_b) {
            Ok("public")
        } else {
            Err(format!(
                "learned something hidden: {events_a:?} vs {events_b:?}"
            ))
        }
    };
    let rules = TwinRules::<Pi> {
        watched: &[viewer],
        limit: 300,
        open_at_end: false,
        legality_is_public: true,
        choose: &mut |a, _, seat, rng| Some(choose(a, seat, rng)),
        probe: None,
        judge: &judge,
    };
    run_twins(a, b, rules, rng).map_err(TestCaseError::fail)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn twins_look_the_same_to_whoever_cannot_tell_them_apart(
        players in 2usize..=5,
        deal_seed in any::<u64>(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        mix in 1u8..=3,
    ) {
        let mut rng = GameRng::new(deal_seed);
        let deal = random_deal(players, &mut rng);
        let start = Seat(rng.below(players as u32) as u8);
        let viewers = (0..players as u8).map(|s| Viewer::Seat(Seat(s))).chain([Viewer::Spectator]);
        for viewer in viewers {
            let a = Pi::setup(&config(players, start, deal.clone()), seed).expect("valid");
            let other = twin(&deal, viewer, mix, &mut rng);
            let b = Pi::setup(&config(players, start, other), seed).expect("valid");
            compare(a, b, viewer, &mut GameRng::new(policy_seed))?;
        }
    }

    /// A seat's redacted events never carry a case it does not hold, and its view only the
    /// case it holds, until the game is over.
    #[test]
    fn a_seat_only_ever_holds_its_left_neighbours_case(
        players in 2usize..=5,
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
        let mut rng = GameRng::new(policy_seed);
        while let Some(seat) = Pi::to_act(&state) {
            let action = choose(&state, seat, &mut rng);
            let events = Pi::apply(&mut state, seat, &action).expect("legal");
            for viewer in state.seats() {
                for event in redacted(&events, Viewer::Seat(viewer)) {
                    if let Event::CaseDealt { holder, case } = event {
                        prop_assert_eq!(case.is_some(), holder == viewer);
                    }
                }
                let view = Pi::view(&state, Viewer::Seat(viewer));
                prop_assert_eq!(view.held_case, Some(state.case(left_neighbour(viewer, players))));
                prop_assert_eq!(view.cases.is_some(), state.is_over());
            }
            for event in redacted(&events, Viewer::Spectator) {
                if let Event::CaseDealt { case, .. } = event {
                    prop_assert!(case.is_none());
                }
            }
        }
    }
}

/// The twins do differ, and comparisons often run for several steps before the
/// difference surfaces: the property above is not comparing identical games.
#[test]
fn twins_differ_and_comparisons_last() {
    let mut long = 0;
    for seed in 0..40u64 {
        let mut rng = GameRng::new(seed);
        let deal = random_deal(4, &mut rng);
        let viewer = Viewer::Seat(Seat((seed % 4) as u8));
        let other = twin(&deal, viewer, DECK | CASES, &mut rng);
        assert_ne!(other, deal);
        let a = Pi::setup(&config(4, Seat(0), deal), seed).expect("valid");
        let b = Pi::setup(&config(4, Seat(0), other), seed).expect("valid");
        assert_ne!(a, b);
        let end = compare(a, b, viewer, &mut rng).expect("no leak");
        long += usize::from(end.steps >= 2);
    }
    assert!(long >= 10, "only {long} comparisons lasted two steps");
}
