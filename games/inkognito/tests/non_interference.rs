//! Non-interference (§10, IK-INFO): what a viewer receives depends only on what it may
//! know.
//!
//! Twin matches at 3, 4 and 5 players take the same actions. At every step a watched
//! viewer must get identical views, legal actions and redacted events from both twins until
//! the difference surfaces by design. The twins differ in:
//! - what one seat cannot know at the deal: the other agents' black cards (the dummy's
//!   too) and the order of each Ambassador's deck past a shared top (IK-SETUP-12,
//!   IK-INFO-02, IK-INFO-03). It surfaces by a black card shown to that seat, a look, the
//!   Ambassador's card turned, or a call and the game's end (IK-INFO-15);
//! - the 5-player Ambassador's face-down card (IK-INFO-05): no other seat sees it before it
//!   is turned;
//! - the pair an agent shows: its faces reach only shower and receiver, ever;
//! - a committed choice discarded by a call (IK-INFO-14): it reaches nobody else.
//!
//! Actions are drawn from those legal in both twins, since an agent's secret decides which
//! pairs it may show. The engine's conformance kit plays the twins; the twins and what
//! surfaces by design are Inkognito's.

mod common;

use proptest::prelude::*;
use whodunit_engine::conformance::twins::{every_viewer, run_twins, TwinEnd, TwinRules};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{
    Action, Config, Event, ExplicitSetup, Fragment, Identity, Inkognito, Location, MeetingKind,
    Shown, State,
};

/// A random explicit first game for `players`.
fn random_setup(players: usize, rng: &mut GameRng) -> ExplicitSetup {
    let ambassador = (players == 5).then(|| Seat(rng.below(5) as u8));
    let agents: Vec<Seat> = (0..players as u8)
        .map(Seat)
        .filter(|&s| Some(s) != ambassador)
        .collect();
    let mut identities = Identity::ALL.to_vec();
    rng.shuffle(&mut identities);
    let mut fragments = Fragment::ALL.to_vec();
    rng.shuffle(&mut fragments);
    let decks = if players == 5 {
        Vec::new()
    } else {
        (0..10)
            .map(|_| {
                let mut deck = Location::ALL;
                rng.shuffle(&mut deck);
                deck
            })
            .collect()
    };
    ExplicitSetup {
        ambassador,
        start_player: agents[rng.below(agents.len() as u32) as usize],
        identities,
        fragments,
        decks,
    }
}

/// Shuffles `items` except the one at `keep`.
fn shuffle_except<T: Copy>(items: &mut [T], keep: Option<usize>, rng: &mut GameRng) {
    let slots: Vec<usize> = (0..items.len()).filter(|&i| Some(i) != keep).collect();
    let mut values: Vec<T> = slots.iter().map(|&i| items[i]).collect();
    rng.shuffle(&mut values);
    for (&i, v) in slots.iter().zip(values) {
        items[i] = v;
    }
}

/// The twin of `setup` for `viewer`: every agent's black cards but the viewer's mixed, and
/// each deck mixed below a shared top of random length.
fn twin_setup(setup: &ExplicitSetup, viewer: Viewer, rng: &mut GameRng) -> ExplicitSetup {
    let mut twin = setup.clone();
    // Agents in deal order: agent seats increasing, the dummy last (IK-SETUP-09).
    let own = viewer.seat().and_then(|v| {
        (0..5u8)
            .map(Seat)
            .filter(|&s| Some(s) != setup.ambassador)
            .position(|s| s == v)
    });
    shuffle_except(&mut twin.identities, own, rng);
    shuffle_except(&mut twin.fragments, own, rng);
    for deck in &mut twin.decks {
        let top = rng.below(6) as usize;
        rng.shuffle(&mut deck[top..]);
    }
    twin
}

fn config(players: usize, setup: ExplicitSetup) -> Config {
    Config {
        players,
        setup: Some(setup),
    }
}

/// Whether a difference `viewer` sees in `event` is one the rules show it.
type Surfaces = fn(&Event, Viewer) -> bool;

/// A hidden card of the deal reaching `viewer` by design.
fn deal_surfaces(event: &Event, viewer: Viewer) -> bool {
    let own = |seat: Seat| viewer == Viewer::Seat(seat);
    match event {
        // A call's verdict and the game's end are public (IK-INFO-13, IK-INFO-15); the
        // Ambassador's card is turned face up (IK-INFO-06).
        Event::Called { .. } | Event::GameEnded { .. } | Event::AmbassadorAt { .. } => true,
        Event::Showed {
            from,
            to,
            shown: Some(Shown::Black(_)),
            ..
        } => own(*from) || own(*to),
        Event::BlackShown {
            from, to, witness, ..
        } => {
            own(*to)
                || witness.is_some_and(own)
                || matches!(from, whodunit_inkognito::Agent::Seat(s) if own(*s))
        }
        Event::Looked { seat, .. } => own(*seat),
        _ => false,
    }
}

/// The 5-player Ambassador's card surfaces when it is turned.
fn reveal_surfaces(event: &Event, _: Viewer) -> bool {
    matches!(event, Event::AmbassadorAt { .. })
}

/// A shown or discarded choice never reaches the watched viewers.
fn never(_: &Event, _: Viewer) -> bool {
    false
}

/// The actions legal in both twins, in `a`'s order.
fn common_legal(a: &State, b: &State, seat: Seat) -> Vec<Action> {
    let other = Inkognito::legal_actions(b, seat);
    Inkognito::legal_actions(a, seat)
        .into_iter()
        .filter(|x| other.contains(x))
        .collect()
}

/// Whether the first event of a step that `viewer` sees differ is one the rules show it
/// (events compared by position, as they were produced).
fn judge(
    surfaces: Surfaces,
    events_a: &[Event],
    events_b: &[Event],
    viewer: Viewer,
) -> Result<&'static str, String> {
    let seen =
        |events: &[Event], i: usize| events.get(i).and_then(|e| Inkognito::redact(e, viewer));
    let Some((i, event)) = events_a
        .iter()
        .enumerate()
        .find(|&(i, _)| seen(events_a, i) != seen(events_b, i))
    else {
        return Err(format!("{} events vs {}", events_a.len(), events_b.len()));
    };
    if surfaces(event, viewer) {
        Ok("by design")
    } else {
        Err(format!("{:?} / {:?}", seen(events_a, i), seen(events_b, i)))
    }
}

/// Plays the twins in step with the conformance kit for at most `limit` actions, checking
/// every watched viewer; actions are drawn from those legal in both twins, calls rarely so
/// that twins run a while. An agent whose cards differ may have no pair left that both
/// twins allow: the twins cannot go on alike then, and nobody watched may see why.
fn run(
    a: State,
    b: State,
    watched: &[Viewer],
    surfaces: Surfaces,
    rng: &mut GameRng,
    limit: usize,
) -> Result<TwinEnd, TestCaseError> {
    let choose = &mut |a: &State, b: &State, seat, rng: &mut GameRng| {
        let legal = common_legal(a, b, seat);
        let quiet: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|x| !matches!(x, Action::Call(_)))
            .collect();
        if legal.is_empty() {
            None
        } else if quiet.is_empty() || rng.below(40) == 0 {
            Some(legal[rng.below(legal.len() as u32) as usize])
        } else {
            Some(quiet[rng.below(quiet.len() as u32) as usize])
        }
    };
    let rules = TwinRules::<Inkognito> {
        watched,
        limit,
        open_at_end: false,
        // The action is legal in both twins, so the twin must accept it.
        legality_is_public: true,
        choose,
        probe: None,
        judge: &|events_a, events_b, viewer| judge(surfaces, events_a, events_b, viewer),
    };
    run_twins(a, b, rules, rng).map_err(TestCaseError::fail)
}

/// Plays `state` on with random non-call actions until `stop` holds (true) or the match
/// ends (false), after at least `skip` actions.
fn advance(
    state: &mut State,
    rng: &mut GameRng,
    skip: usize,
    stop: impl Fn(&State) -> bool,
) -> bool {
    for step in 0.. {
        let Some(seat) = Inkognito::to_act(state) else {
            return false;
        };
        if step >= skip && stop(state) {
            return true;
        }
        let action = common::pick_patient(state, seat, rng, 200);
        Inkognito::apply(state, seat, &action).expect("a legal action");
    }
    unreachable!()
}

/// Two different actions of `legal` matching `filter`, if there are two.
fn two_of(
    legal: &[Action],
    rng: &mut GameRng,
    filter: impl Fn(&Action) -> bool,
) -> Option<(Action, Action)> {
    let mut options: Vec<Action> = legal.iter().copied().filter(|a| filter(a)).collect();
    rng.shuffle(&mut options);
    (options.len() >= 2).then(|| (options[0], options[1]))
}

fn viewer_strategy() -> impl Strategy<Value = (usize, usize)> {
    (3usize..=5).prop_flat_map(|players| (Just(players), 0..=players))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Other agents' black cards and the decks below their tops reach a seat (and the
    /// spectators) only by design.
    #[test]
    fn hidden_cards_of_the_deal_do_not_leak(
        (players, v) in viewer_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut rng = GameRng::new(seed);
        let viewer = match v {
            v if v < players => Viewer::Seat(Seat(v as u8)),
            _ => Viewer::Spectator,
        };
        let setup = random_setup(players, &mut rng);
        let twin = twin_setup(&setup, viewer, &mut rng);
        let a = Inkognito::setup(&config(players, setup), seed).expect("a valid setup");
        let b = Inkognito::setup(&config(players, twin), seed).expect("a valid twin");
        let watched = [viewer, Viewer::Spectator];
        let mut policy = GameRng::new(policy_seed);
        run(a, b, &watched, deal_surfaces, &mut policy, 2_000)?;
    }

    /// IK-INFO-05: the 5-player Ambassador's face-down card is seen by nobody else before it
    /// is turned.
    #[test]
    fn the_ambassadors_hidden_card_stays_hidden(
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        skip in 0usize..400,
    ) {
        let mut state = Inkognito::setup(&Config::with_players(5), seed).expect("valid");
        let mut rng = GameRng::new(policy_seed);
        let at_placement = |s: &State| {
            Inkognito::to_act(s) == s.ambassador_seat()
                && Inkognito::view(s, Viewer::Spectator).meeting.is_none()
        };
        if !advance(&mut state, &mut rng, skip, at_placement) {
            return Ok(());
        }
        let amb = state.ambassador_seat().expect("5 players");
        let legal = Inkognito::legal_actions(&state, amb);
        let Some((x, y)) = two_of(&legal, &mut rng, |a| matches!(a, Action::Place(_))) else {
            return Ok(()); // the series' last card: nothing to hide
        };
        let (mut a, mut b) = (state.clone(), state);
        let events_a = Inkognito::apply(&mut a, amb, &x).expect("legal");
        let events_b = Inkognito::apply(&mut b, amb, &y).expect("legal");
        let watched: Vec<Viewer> = every_viewer(5)
            .into_iter()
            .filter(|&v| v != Viewer::Seat(amb))
            .collect();
        for &viewer in &watched {
            for (ea, eb) in events_a.iter().zip(&events_b) {
                prop_assert_eq!(Inkognito::redact(ea, viewer), Inkognito::redact(eb, viewer));
            }
        }
        prop_assert_ne!(Inkognito::view(&a, Viewer::Seat(amb)), Inkognito::view(&b, Viewer::Seat(amb)));
        let end = run(a, b, &watched, reveal_surfaces, &mut rng, 100)?;
        prop_assert!(end.steps <= 4, "the card is turned after the four agents place");
    }

    /// A pair's faces reach only its shower and its receiver (IK-INFO-08, IK-5P-16), now
    /// and for the rest of the match.
    #[test]
    fn a_pairs_faces_reach_only_shower_and_receiver(
        (players, _) in viewer_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        skip in 0usize..300,
    ) {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let mut rng = GameRng::new(policy_seed);
        let showing = |s: &State| {
            Inkognito::to_act(s).is_some_and(|seat| {
                Inkognito::legal_actions(s, seat).iter().any(|a| matches!(a, Action::ShowPair(_)))
            })
        };
        if !advance(&mut state, &mut rng, skip, showing) {
            return Ok(());
        }
        let shower = Inkognito::to_act(&state).expect("a shower");
        let view = Inkognito::view(&state, Viewer::Spectator);
        let meeting = view.meeting.expect("a meeting");
        let receiver = match meeting.kind {
            MeetingKind::Audience => view.ambassador_seat.expect("5 players"),
            _ => meeting
                .persons
                .iter()
                .find_map(|p| match p {
                    whodunit_inkognito::Agent::Seat(s) if *s != shower => Some(*s),
                    _ => None,
                })
                .expect("two agents"),
        };
        let legal = Inkognito::legal_actions(&state, shower);
        let Some((x, y)) = two_of(&legal, &mut rng, |a| matches!(a, Action::ShowPair(_))) else {
            return Ok(());
        };
        let (mut a, mut b) = (state.clone(), state);
        let mut events = (
            Inkognito::apply(&mut a, shower, &x).expect("legal"),
            Inkognito::apply(&mut b, shower, &y).expect("legal"),
        );
        // The second decision, when the pair was the first, completes the exchange.
        if !meeting.committed {
            let second = Inkognito::to_act(&a).expect("the second agent");
            let quiet = common_legal(&a, &b, second);
            let quiet: Vec<Action> = quiet.into_iter().filter(|a| !matches!(a, Action::Call(_))).collect();
            let choice = quiet[rng.below(quiet.len() as u32) as usize];
            events = (
                Inkognito::apply(&mut a, second, &choice).expect("legal"),
                Inkognito::apply(&mut b, second, &choice).expect("legal"),
            );
        }
        let shows_x = events.0.iter().any(|e| {
            matches!(e, Event::Showed { from, shown: Some(Shown::Pair(p)), .. }
                if *from == shower && Action::ShowPair(*p) == x)
        });
        prop_assert!(shows_x, "the pair is shown: {:?}", events.0);
        let watched: Vec<Viewer> = every_viewer(players)
            .into_iter()
            .filter(|&v| v != Viewer::Seat(shower) && v != Viewer::Seat(receiver))
            .collect();
        for &viewer in &watched {
            prop_assert_eq!(events.0.len(), events.1.len());
            for (ea, eb) in events.0.iter().zip(&events.1) {
                prop_assert_eq!(Inkognito::redact(ea, viewer), Inkognito::redact(eb, viewer));
            }
        }
        // The receiver sees the pair: the twins differ for it.
        let seen = |events: &[Event]| -> Vec<Option<Event>> {
            events.iter().map(|e| Inkognito::redact(e, Viewer::Seat(receiver))).collect()
        };
        prop_assert_ne!(seen(&events.0), seen(&events.1));
        run(a, b, &watched, never, &mut rng, 600)?;
    }

    /// IK-INFO-14: a choice committed and then discarded by the other agent's call reaches
    /// nobody else.
    #[test]
    fn a_discarded_choice_reaches_nobody_else(
        (players, _) in viewer_strategy(),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        skip in 0usize..300,
        number in any::<prop::sample::Index>(),
    ) {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let mut rng = GameRng::new(policy_seed);
        let first_of_two = |s: &State| {
            Inkognito::view(s, Viewer::Spectator)
                .meeting
                .is_some_and(|m| m.kind == MeetingKind::TwoAgents && !m.committed)
        };
        if !advance(&mut state, &mut rng, skip, first_of_two) {
            return Ok(());
        }
        let first = Inkognito::to_act(&state).expect("the first agent");
        let legal = Inkognito::legal_actions(&state, first);
        let Some((x, y)) = two_of(&legal, &mut rng, |a| !matches!(a, Action::Call(_))) else {
            return Ok(());
        };
        let (mut a, mut b) = (state.clone(), state);
        let committed = Inkognito::apply(&mut a, first, &x).expect("legal");
        prop_assert_eq!(&committed, &vec![Event::Committed { seat: first }]);
        prop_assert_eq!(Inkognito::apply(&mut b, first, &y).expect("legal"), committed);
        let second = Inkognito::to_act(&a).expect("the second agent");
        let calls = common_legal(&a, &b, second);
        let calls: Vec<Action> = calls.into_iter().filter(|a| matches!(a, Action::Call(_))).collect();
        let call = calls[number.index(calls.len())];
        let watched: Vec<Viewer> = every_viewer(players)
            .into_iter()
            .filter(|&v| v != Viewer::Seat(first))
            .collect();
        prop_assert!(watched.contains(&Viewer::Seat(second)));
        let events_a = Inkognito::apply(&mut a, second, &call).expect("legal");
        let events_b = Inkognito::apply(&mut b, second, &call).expect("legal");
        let shown = events_a.iter().any(|e| matches!(e, Event::Showed { .. }));
        prop_assert!(!shown, "a call shows nothing: {:?}", events_a);
        prop_assert_eq!(&events_a, &events_b, "the held choice is gone");
        run(a, b, &watched, never, &mut rng, 600)?;
    }
}
