//! The notebook over played games: against the hidden truth at every step, against brute
//! force (replaying the game with each candidate case in the seat's place and asking the
//! rules themselves), and between twins the seat cannot tell apart.

mod common;

use common::random::{choose, random_deal};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{left_neighbour, Action, Case, Config, Event, MiniGameSetup, Pi, State, Token};

/// Every seat's redacted events of `events`, appended.
fn deliver(seen: &mut [Vec<Event>], events: &[Event]) {
    for (s, seen) in seen.iter_mut().enumerate() {
        seen.extend(
            events
                .iter()
                .filter_map(|e| Pi::redact(e, Viewer::Seat(Seat(s as u8)))),
        );
    }
}

fn notebook_of(state: &State, seat: Seat, seen: &[Event]) -> Notebook {
    Notebook::new(&Pi::view(state, Viewer::Seat(seat)), seat, seen)
}

/// The notebook never loses the true case, its facts are true, and each type's
/// probabilities sum to one.
fn check_against_truth(state: &State, seat: Seat, notebook: &Notebook) {
    let truth = state.case(seat);
    assert!(notebook.cases().contains(&truth), "{seat} lost {truth}");
    for fact in notebook.facts() {
        assert_eq!(
            truth.elements().contains(&fact.element),
            fact.holds,
            "{seat}: {:?}",
            notebook.words(&fact)
        );
    }
    let p: f64 = whodunit_pi::Suspect::all()
        .map(|s| {
            notebook
                .marginals()
                .probability(whodunit_pi::Element::Suspect(s))
        })
        .sum();
    assert!((p - 1.0).abs() < 1e-9);
}

#[test]
fn over_random_games_the_true_case_stays_possible_and_every_fact_is_true() {
    for players in 2..=5 {
        for seed in 0..2 {
            let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
            let mut seen = vec![Vec::new(); players];
            let mut rng = GameRng::new(seed + 40);
            let mut step = 0;
            while let Some(seat) = Pi::to_act(&state) {
                // Every third step keeps the test quick in debug builds.
                if step % 3 == 0 {
                    let notebook = notebook_of(&state, seat, &seen[seat.index()]);
                    check_against_truth(&state, seat, &notebook);
                }
                step += 1;
                let action = choose(&state, seat, &mut rng);
                let events = Pi::apply(&mut state, seat, &action).expect("legal");
                deliver(&mut seen, &events);
            }
            // At the end, each seat's notebook shows its last case, revealed.
            for seat in state.seats() {
                let notebook = notebook_of(&state, seat, &seen[seat.index()]);
                assert_eq!(notebook.cases(), [state.case(seat)]);
            }
        }
    }
}

/// What `seat` was told about its own case by `events`: its answers and verdicts.
fn answers(events: &[Event], seat: Seat) -> Vec<Event> {
    events
        .iter()
        .filter(|e| match e {
            Event::Investigated { seat: s, .. }
            | Event::EvidenceTaken { seat: s, .. }
            | Event::WrongAttempt { seat: s, .. }
            | Event::Solved { seat: s, .. } => *s == seat,
            _ => false,
        })
        .cloned()
        .collect()
}

/// The two-player game of `deal` with `case` in `seat`'s place after `actions`, or
/// `None` if the deal is impossible or an action is refused.
fn replay(
    deal: &MiniGameSetup,
    seat: Seat,
    case: Case,
    actions: &[(Seat, Action)],
) -> Option<(State, Vec<Event>)> {
    let mut deal = deal.clone();
    deal.cases[seat.index()] = case;
    let mut state = Pi::setup(&common::explicit(2, Seat(0), vec![deal]), 1).ok()?;
    let mut events = Vec::new();
    for (s, action) in actions {
        events.extend(Pi::apply(&mut state, *s, action).ok()?);
    }
    Some((state, events))
}

/// The entropy in bits of the answers in `outcomes`, all cases equally likely.
fn entropy<T: Ord>(mut outcomes: Vec<T>) -> f64 {
    outcomes.sort();
    let total = outcomes.len() as f64;
    let mut bits = 0.0;
    for group in outcomes.chunk_by(|a, b| a == b) {
        let p = group.len() as f64 / total;
        bits -= p * p.log2();
    }
    bits
}

/// In two-player games, the possible cases are exactly those that, put in the seat's
/// place, make the rules give the same answers; and each action's bits are the entropy of
/// what the rules would answer over them.
#[test]
fn the_cases_and_bits_match_brute_force_by_replay() {
    let mut checked = 0;
    for deal_seed in 0..6 {
        let mut rng = GameRng::new(deal_seed);
        let deal = random_deal(2, &mut rng);
        let mut state =
            Pi::setup(&common::explicit(2, Seat(0), vec![deal.clone()]), 1).expect("valid");
        let mut actions = Vec::new();
        let mut seen = vec![Vec::new(); 2];
        for step in 0..14 {
            let Some(seat) = Pi::to_act(&state).filter(|_| state.mini_game() == 1) else {
                break;
            };
            if step % 2 == 1 {
                let notebook = notebook_of(&state, seat, &seen[seat.index()]);
                let told = answers(&seen[seat.index()], seat);
                let mut consistent = Vec::new();
                for case in Case::all() {
                    if let Some((twin, events)) = replay(&deal, seat, case, &actions) {
                        if answers(&events, seat) == told {
                            consistent.push((case, twin));
                        }
                    }
                }
                let cases: Vec<Case> = consistent.iter().map(|(c, _)| *c).collect();
                checked += 1;
                assert_eq!(notebook.cases(), cases, "deal {deal_seed}, step {step}");
                let probe = |action: Action| -> f64 {
                    entropy(
                        consistent
                            .iter()
                            .map(|(_, twin)| {
                                let mut twin = twin.clone();
                                let events = Pi::apply(&mut twin, seat, &action).expect("legal");
                                answers(&events, seat)
                                    .iter()
                                    .map(|e| match *e {
                                        Event::Investigated { discs, cubes, .. } => (discs, cubes),
                                        Event::EvidenceTaken { result, .. } => match result {
                                            Some(Token::Disc) => (1, 0),
                                            Some(Token::Cube) => (0, 1),
                                            None => (0, 0),
                                        },
                                        _ => (9, 9),
                                    })
                                    .collect::<Vec<_>>()
                            })
                            .collect(),
                    )
                };
                for &(location, bits) in notebook.investigations() {
                    assert!((probe(Action::Investigate(location)) - bits).abs() < 1e-9);
                }
                for &(card, bits) in notebook.evidence() {
                    assert!((probe(Action::Evidence(card)) - bits).abs() < 1e-9);
                }
            }
            let action = choose(&state, seat, &mut rng);
            let events = Pi::apply(&mut state, seat, &action).expect("legal");
            deliver(&mut seen, &events);
            actions.push((seat, action));
        }
    }
    assert!(checked >= 10, "only {checked} checks");
}

/// A twin of `deal` that `viewer` cannot tell apart: every other case but its own and the
/// one it holds, and the deck under the cards about to be drawn, changed.
fn twin(deal: &MiniGameSetup, viewer: Seat, rng: &mut GameRng) -> MiniGameSetup {
    let players = deal.cases.len();
    let keep = [viewer.index(), left_neighbour(viewer, players).index()];
    loop {
        let fresh = random_deal(players, rng);
        let mut out = deal.clone();
        for seat in (0..players).filter(|s| !keep.contains(s)) {
            out.cases[seat] = fresh.cases[seat];
        }
        rng.shuffle(&mut out.evidence[14..]);
        let mut elements: Vec<_> = out.cases.iter().flat_map(|c| c.elements()).collect();
        elements.sort();
        elements.dedup();
        if elements.len() == 3 * players {
            return out;
        }
    }
}

#[test]
fn twins_the_seat_cannot_tell_apart_give_the_same_notebook() {
    for (players, seed) in [(3, 1), (4, 2), (5, 3), (4, 4)] {
        let mut rng = GameRng::new(seed);
        let deal = random_deal(players, &mut rng);
        let viewer = Seat(1);
        let config = |deal| common::explicit(players, Seat(0), vec![deal]);
        let mut a = Pi::setup(&config(deal.clone()), seed).expect("valid");
        let mut b = Pi::setup(&config(twin(&deal, viewer, &mut rng)), seed).expect("valid");
        let (mut seen_a, mut seen_b) = (Vec::new(), Vec::new());
        let mut compared = 0;
        while seen_a == seen_b {
            let view = Pi::view(&a, Viewer::Seat(viewer));
            assert_eq!(
                Pi::notebook(&view, &seen_a),
                Pi::notebook(&Pi::view(&b, Viewer::Seat(viewer)), &seen_b)
            );
            compared += 1;
            let Some(seat) = Pi::to_act(&a) else { break };
            // A seat whose case differs only passes, with an attempt wrong in both twins,
            // so that its public answers do not tell the twins apart.
            let action = if a.case(seat) == b.case(seat) {
                choose(&a, seat, &mut rng)
            } else {
                let tried = |c: &Case| {
                    a.wrong_attempts()
                        .iter()
                        .any(|w| w.seat == seat && w.case == *c)
                };
                let wrong =
                    Case::all().find(|c| *c != a.case(seat) && *c != b.case(seat) && !tried(c));
                Action::Solve(wrong.expect("a wrong case is left"))
            };
            for (state, seen) in [(&mut a, &mut seen_a), (&mut b, &mut seen_b)] {
                let events = Pi::apply(state, seat, &action).unwrap_or_default();
                seen.extend(
                    events
                        .iter()
                        .filter_map(|e| Pi::redact(e, Viewer::Seat(viewer))),
                );
            }
        }
        assert!(compared > 10, "the twins parted after {compared} steps");
    }
}
