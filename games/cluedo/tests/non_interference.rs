//! Non-interference (CL-INFO-1 to CL-INFO-8, CL-INFO-11): what a seat receives depends only
//! on public information and that seat's own secrets.
//!
//! Twin games: for a seat `s`, two explicit setups (CL-SETUP-18) that differ only by two
//! cards `s` does not hold, swapped between two other holders. As long as the public
//! (spectator) event streams agree, `s` must get the same views and the same redacted events
//! in both games, and so must a spectator; the comparison stops where the swap becomes
//! visible by design: a swapped card shown to `s`, the envelope shown to `s` after a wrong
//! accusation, or the end of the game (CL-INFO-12). The engine's conformance kit plays the
//! twins; the twin and what is shown by design are Cluedo's.
//!
//! Direct scan: in random games, the fields of views and events that carry hidden cards
//! never name a card the viewer may not know.

mod common;

use common::random::{choose, config_strategy, explicit_setup};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use serde_json::Value;
use std::cell::RefCell;
use std::collections::BTreeMap;
use whodunit_cluedo::board::Position;
use whodunit_cluedo::cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
use whodunit_cluedo::{Action, Cluedo, Config, Event, ExplicitSetup, State};
use whodunit_engine::conformance::twins::{run_twins, TwinEnd, TwinRules};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

/// Who holds a card in an explicit setup: a seat, or the envelope (`None`).
fn holder(players: &[Suspect], setup: &ExplicitSetup, card: Card) -> Option<Seat> {
    let mut seats = players.to_vec();
    seats.sort();
    let dealer = seats
        .iter()
        .position(|&s| s == setup.dealer)
        .expect("the dealer plays");
    // CL-SETUP-12: card `i` of the deck goes to the `i + 1`-th seat after the dealer.
    let i = setup.deck.iter().position(|&c| c == card)?;
    Some(Seat(((dealer + 1 + i) % seats.len()) as u8))
}

/// The triple with `card` in place of the one of its category.
fn with_card(triple: Triple, card: Card) -> Triple {
    let mut out = triple;
    match card.0 {
        0..6 => out.suspect = Suspect(card.0),
        6..12 => out.weapon = Weapon(card.0 - 6),
        _ => out.room = Room(card.0 - 12),
    }
    out
}

/// The twin of `setup` for seat `s`: two cards `s` does not hold change holders, between
/// two other hands or (same category) another hand and the envelope. Returns the twin and
/// the two cards.
fn twin(
    players: &[Suspect],
    setup: &ExplicitSetup,
    s: Seat,
    rng: &mut GameRng,
) -> (ExplicitSetup, [Card; 2]) {
    let mut pairs = Vec::new();
    for x in Card::all() {
        for y in Card::all().filter(|&y| y > x) {
            let (hx, hy) = (holder(players, setup, x), holder(players, setup, y));
            let envelope_involved = hx.is_none() || hy.is_none();
            if hx != hy
                && hx != Some(s)
                && hy != Some(s)
                && (!envelope_involved || x.category() == y.category())
            {
                pairs.push((x, y));
            }
        }
    }
    // There is always one: the other hands hold a card of some category, and the envelope
    // holds one card of every category.
    let (x, y) = pairs[rng.below(pairs.len() as u32) as usize];
    let mut other = setup.clone();
    let position = |card| setup.deck.iter().position(|&c| c == card);
    match (position(x), position(y)) {
        (Some(i), Some(j)) => other.deck.swap(i, j),
        (None, Some(j)) => {
            other.envelope = with_card(setup.envelope, y);
            other.deck[j] = x;
        }
        (Some(i), None) => {
            other.envelope = with_card(setup.envelope, x);
            other.deck[i] = y;
        }
        (None, None) => unreachable!("the envelope holds one card per category"),
    }
    (other, [x, y])
}

fn redacted(events: &[Event], viewer: Viewer) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| Cluedo::redact(e, viewer))
        .collect()
}

/// One twin case from the generated inputs.
#[derive(Debug, Clone)]
struct Case {
    config_a: Config,
    config_b: Config,
    seed: u64,
    seat: Seat,
    swapped: [Card; 2],
    policy_seed: u64,
}

#[allow(clippy::too_many_arguments)]
fn make_case(
    players: Vec<u8>,
    modern: bool,
    hide: bool,
    limit: u32,
    setup_seed: u64,
    seat: prop::sample::Index,
    seed: u64,
    policy_seed: u64,
) -> Case {
    let players: Vec<Suspect> = players.into_iter().map(Suspect).collect();
    let mut rng = GameRng::new(setup_seed);
    let setup = explicit_setup(&players, &mut rng);
    let seat = Seat(seat.index(players.len()) as u8);
    let (other, swapped) = twin(&players, &setup, seat, &mut rng);
    let config_a = Config {
        players,
        modern_suggestion_rule: modern,
        hide_envelope_from_wrong_accuser: hide,
        turn_limit: Some(limit),
        setup: Some(setup),
    };
    let config_b = Config {
        setup: Some(other),
        ..config_a.clone()
    };
    Case {
        config_a,
        config_b,
        seed,
        seat,
        swapped,
        policy_seed,
    }
}

fn case_strategy() -> impl Strategy<Value = Case> {
    (
        proptest::sample::subsequence((0..6u8).collect::<Vec<_>>(), 2..=6),
        any::<bool>(),
        any::<bool>(),
        30u32..90,
        any::<u64>(),
        any::<prop::sample::Index>(),
        any::<u64>(),
        any::<u64>(),
    )
        .prop_map(
            |(players, modern, hide, limit, setup_seed, seat, seed, policy_seed)| {
                make_case(
                    players,
                    modern,
                    hide,
                    limit,
                    setup_seed,
                    seat,
                    seed,
                    policy_seed,
                )
            },
        )
}

/// Whether two differing event lists for `s` differ only where the swap is visible to `s`
/// by design: a swapped card shown to `s` (CL-REFUTE-7), or the envelope `s` sees after a
/// wrong accusation (CL-ACCUSE-7).
fn differ_by_design(a: &[Event], b: &[Event], s: Seat, swapped: [Card; 2]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|pair| match pair {
            (x, y) if x == y => true,
            (
                Event::Shown {
                    suggester,
                    card: Some(x),
                    ..
                },
                Event::Shown { card: Some(y), .. },
            ) => *suggester == s && (swapped.contains(x) || swapped.contains(y)),
            (Event::EnvelopeSeen { seat, .. }, Event::EnvelopeSeen { .. }) => *seat == s,
            _ => false,
        })
}

/// Plays the twins side by side with the conformance kit, watched by `s` and a spectator;
/// the comparison stops at the end, where everything opens (CL-INFO-12), and a refused
/// action of another seat ends it too (its hand differs).
fn compare_twins(case: &Case) -> Result<TwinEnd, TestCaseError> {
    let a = Cluedo::setup(&case.config_a, case.seed).expect("a valid setup");
    let b = Cluedo::setup(&case.config_b, case.seed).expect("a valid twin");
    prop_assert!(a != b, "the twins must differ");
    prop_assert_eq!(a.hand(case.seat), b.hand(case.seat));
    // A difference reaches a watched viewer by design when the public (spectator) events
    // differ (a different refuter, or accusation result), or when it is `s`'s own sight.
    let judge = |events_a: &[Event], events_b: &[Event], viewer: Viewer| {
        if redacted(events_a, Viewer::Spectator) != redacted(events_b, Viewer::Spectator) {
            return Ok("public diverged");
        }
        let (seen_a, seen_b) = (redacted(events_a, viewer), redacted(events_b, viewer));
        if differ_by_design(&seen_a, &seen_b, case.seat, case.swapped) {
            Ok("seen by design")
        } else {
            Err(format!(
                "events leak the swap of {:?}: {seen_a:?} vs {seen_b:?}",
                case.swapped
            ))
        }
    };
    // CL-INFO-8: a refusal sent to `s` reads the same in both games.
    let mut probe = probe_action;
    let rules = TwinRules::<Cluedo> {
        watched: &[Viewer::Seat(case.seat), Viewer::Spectator],
        limit: 6 * case.config_a.turn_limit.unwrap_or(100) as usize,
        open_at_end: true,
        legality_is_public: false,
        choose: &mut |a, _, seat, rng| Some(choose(&Cluedo::legal_actions(a, seat), None, rng)),
        probe: Some(&mut probe),
        judge: &judge,
    };
    let mut rng = GameRng::new(case.policy_seed);
    run_twins(a, b, rules, &mut rng).map_err(TestCaseError::fail)
}

/// One action from the whole action space (but accusations, whose results are public
/// anyway), for probing refusals.
fn probe_action(rng: &mut GameRng) -> Action {
    let suspect = Suspect(rng.below(6) as u8);
    let weapon = Weapon(rng.below(6) as u8);
    let room = Room(rng.below(9) as u8);
    match rng.below(7) {
        0 => Action::Roll,
        1 => Action::Move(Position::Room(room)),
        2 => Action::Passage,
        3 => Action::Stay,
        4 => Action::Suggest { suspect, weapon },
        5 => Action::Show(Card(rng.below(Card::COUNT as u32) as u8)),
        _ => Action::EndTurn,
    }
}

/// CL-INFO-1, CL-INFO-2, CL-INFO-3, CL-INFO-5, CL-INFO-6, CL-INFO-8, CL-INFO-11: twins that
/// differ only in what `s` cannot see look the same to `s` and to spectators.
#[test]
fn twins_differing_in_hidden_cards_look_the_same() {
    const CASES: u32 = 160;
    let stats: RefCell<Vec<TwinEnd>> = RefCell::new(Vec::new());
    let mut runner = TestRunner::new(ProptestConfig {
        cases: CASES,
        source_file: Some(file!()),
        ..ProptestConfig::default()
    });
    let result = runner.run(&case_strategy(), |case| {
        let end = compare_twins(&case)?;
        stats.borrow_mut().push(end);
        Ok(())
    });
    if let Err(error) = result {
        panic!("{error}");
    }

    // The property must not hold vacuously: most cases compare dozens of steps.
    let stats = stats.into_inner();
    let total: usize = stats.iter().map(|end| end.steps).sum();
    let average = total as f64 / stats.len() as f64;
    let long = stats.iter().filter(|end| end.steps >= 24).count();
    let mut reasons = BTreeMap::new();
    for end in &stats {
        *reasons.entry(format!("{:?}", end.stop)).or_insert(0) += 1;
    }
    eprintln!(
        "non-interference: {} cases, {average:.1} steps compared on average, {long} with 24 or more; stops {reasons:?}",
        stats.len()
    );
    assert!(
        average >= 30.0,
        "only {average:.1} steps compared on average"
    );
    assert!(
        long * 3 >= stats.len() * 2,
        "only {long} of {} cases compared 24 steps or more",
        stats.len()
    );
}

/// The cards named in the hidden-carrying parts of a JSON value: every string in it must be
/// a card key.
fn cards_in(value: &Value) -> Result<CardSet, TestCaseError> {
    let mut found = CardSet::EMPTY;
    match value {
        Value::String(text) => {
            let card = Card::parse(text);
            prop_assert!(card.is_some(), "{:?} is not a card", text);
            found.insert(card.expect("checked"));
        }
        Value::Array(items) => {
            for item in items {
                found = found.union(cards_in(item)?);
            }
        }
        Value::Object(fields) => {
            for item in fields.values() {
                found = found.union(cards_in(item)?);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
    Ok(found)
}

/// The hidden cards an event names for its viewer, from its JSON: the refuter's options,
/// the shown card, a wrong accusation, the envelope seen after one. `Suggested` and correct
/// `Accused` events name cards publicly (CL-INFO-4).
fn hidden_in_event(event: &Value) -> Result<CardSet, TestCaseError> {
    let field = match event["event"].as_str() {
        Some("must_show") => "options",
        Some("shown") => "card",
        Some("accused") if event["correct"] == Value::Bool(false) => "accusation",
        Some("envelope_seen") => "envelope",
        _ => return Ok(CardSet::EMPTY),
    };
    cards_in(&event[field])
}

/// The hidden cards a view shows, from its JSON.
fn hidden_in_view(view: &Value) -> Result<CardSet, TestCaseError> {
    let mut found = CardSet::EMPTY;
    for field in ["hand", "envelope", "hands"] {
        found = found.union(cards_in(&view[field])?);
    }
    for shown in view["shown_to_me"].as_array().into_iter().flatten() {
        found = found.union(cards_in(&shown["card"])?);
    }
    found = found.union(cards_in(&view["phase"]["options"])?);
    Ok(found)
}

/// What each viewer may know of the cards, kept up to date from the full events.
struct Knowledge {
    /// By seat: own hand, cards shown to it, the envelope once seen (CL-ACCUSE-7).
    known: Vec<CardSet>,
}

impl Knowledge {
    fn new(state: &State) -> Knowledge {
        Knowledge {
            known: state.seats().map(|s| state.hand(s)).collect(),
        }
    }

    fn learn(&mut self, event: &Event) {
        match *event {
            Event::Shown {
                suggester,
                card: Some(card),
                ..
            } => self.known[suggester.index()].insert(card),
            Event::EnvelopeSeen { seat, envelope } => {
                self.known[seat.index()] = self.known[seat.index()].union(envelope.cards());
            }
            _ => {}
        }
    }

    fn of(&self, viewer: Viewer) -> CardSet {
        match viewer {
            Viewer::Seat(seat) => self.known[seat.index()],
            _ => CardSet::EMPTY,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// CL-INFO-1, CL-INFO-2, CL-INFO-3, CL-INFO-5, CL-INFO-6, CL-INFO-11, CL-ACCUSE-7: no
    /// view or redacted event names a card its viewer may not know, until the game ends.
    #[test]
    fn nothing_names_a_card_the_viewer_may_not_know(
        config in config_strategy(20..60),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut state = Cluedo::setup(&config, seed).expect("a valid configuration");
        let viewers: Vec<Viewer> = state
            .seats()
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .collect();
        let mut knowledge = Knowledge::new(&state);
        let mut rng = GameRng::new(policy_seed);
        loop {
            for &viewer in &viewers {
                let view = serde_json::to_value(Cluedo::view(&state, viewer)).expect("json");
                let named = hidden_in_view(&view)?;
                let allowed = knowledge.of(viewer);
                prop_assert!(
                    named.intersection(allowed) == named,
                    "the view of {:?} names {:?} beyond {:?}",
                    viewer,
                    named,
                    allowed
                );
                // CL-INFO-1: a seat always sees its whole hand.
                if let Viewer::Seat(seat) = viewer {
                    prop_assert_eq!(&view["hand"], &serde_json::to_value(state.hand(seat)).expect("json"));
                }
            }
            let Some(seat) = Cluedo::to_act(&state) else { break };
            let action = choose(&Cluedo::legal_actions(&state, seat), None, &mut rng);
            let events = Cluedo::apply(&mut state, seat, &action).expect("a legal action");
            for event in &events {
                if let Event::GameOver { .. } = event {
                    // CL-INFO-12: from here on, everything is open.
                    break;
                }
                prop_assert!(
                    !(config.hide_envelope_from_wrong_accuser
                        && matches!(event, Event::EnvelopeSeen { .. })),
                    "CL-ACCUSE-7: the envelope is hidden from wrong accusers"
                );
                knowledge.learn(event);
                for &viewer in &viewers {
                    let Some(seen) = Cluedo::redact(event, viewer) else { continue };
                    // A seat's own wrong accusation names whatever it chose.
                    if let (Event::Accused { seat: by, .. }, Viewer::Seat(me)) = (&seen, viewer) {
                        if *by == me {
                            continue;
                        }
                    }
                    let named = hidden_in_event(&serde_json::to_value(&seen).expect("json"))?;
                    let allowed = knowledge.of(viewer);
                    prop_assert!(
                        named.intersection(allowed) == named,
                        "{:?} names {:?} to {:?}, who may know only {:?}",
                        seen,
                        named,
                        viewer,
                        allowed
                    );
                }
            }
            if state.is_over() {
                break;
            }
        }
    }
}
