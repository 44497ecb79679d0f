//! The notebook against an independent brute-force count of the joint model: every seat's
//! public answers speak of its own case, and no element lies in two cases (PI-SETUP-7).
//! The count is written from the rules alone (`common::joint`): it works out each answer
//! from PI-INVESTIGATOR-5 to PI-INVESTIGATOR-7 and PI-EVIDENCE-4 to PI-EVIDENCE-6, lists
//! for every hidden seat the cases its answers allow, and enumerates every joint deal,
//! nested seat by seat. The notebook must equal it probability for probability and fact
//! for fact, on recorded games at 3 to 5 players.

mod common;

use common::joint::{answer, investigate, table, Table, Told};
use std::collections::BTreeSet;
use whodunit_engine::{replay, Record};
use whodunit_engine::{Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_pi::notebook::Notebook;
use whodunit_pi::{bots, left_neighbour, Action, Case, Config, Element, Event, Pi, State, Token};

/// The weight of each case of `viewer`: the number of joint completions of the other
/// hidden cases. `None` when the enumeration would be longer than `budget` steps.
fn brute_force(table: &Table, viewer: Seat, budget: u64) -> Option<Vec<(Case, u64)>> {
    let mut weights = vec![0u64; Case::COUNT];
    let counted = table.each_deal(budget, |deal| weights[deal[viewer.index()].index()] += 1);
    counted.then(|| {
        Case::all()
            .map(|case| (case, weights[case.index()]))
            .filter(|&(_, w)| w > 0)
            .collect()
    })
}

/// The notebook equals the brute force: the same cases with the same probabilities, the
/// same marginals, and a fact exactly for each element of probability 0 or 1.
fn check(notebook: &Notebook, expected: &[(Case, u64)], context: &str) {
    let total: u64 = expected.iter().map(|(_, w)| w).sum();
    let cases: Vec<Case> = expected.iter().map(|(c, _)| *c).collect();
    if notebook.cases() != cases {
        let only = |a: &[Case], b: &[Case]| -> Vec<String> {
            a.iter()
                .filter(|c| !b.contains(c))
                .take(5)
                .map(|c| c.to_string())
                .collect()
        };
        panic!(
            "{context}: {} cases, brute force {}; only in the notebook {:?}, only in the count {:?}",
            notebook.cases().len(),
            cases.len(),
            only(notebook.cases(), &cases),
            only(&cases, notebook.cases()),
        );
    }
    for ((case, p), (_, w)) in notebook.probabilities().zip(expected) {
        let q = *w as f64 / total as f64;
        assert!((p - q).abs() < 1e-12, "{context}: {case} {p} != {q}");
    }
    let mut certain = Vec::new();
    for element in Element::all() {
        let weight: u64 = expected
            .iter()
            .filter(|(c, _)| c.elements().contains(&element))
            .map(|(_, w)| w)
            .sum();
        let p = notebook.marginals().probability(element);
        assert!(
            (p - weight as f64 / total as f64).abs() < 1e-12,
            "{context}: {element}"
        );
        if weight == 0 || weight == total {
            certain.push((element, weight == total));
        }
    }
    let facts: Vec<(Element, bool)> = notebook
        .facts()
        .iter()
        .map(|f| (f.element, f.holds))
        .collect();
    assert_eq!(facts, certain, "{context}");
}

/// The entropy in bits of the answers `answer` gives over the weighted `cases`.
fn entropy<T: Ord>(cases: &[(Case, u64)], answer: impl Fn(Case) -> T) -> f64 {
    let mut groups = std::collections::BTreeMap::new();
    for &(case, w) in cases {
        *groups.entry(answer(case)).or_insert(0u64) += w;
    }
    let total: u64 = groups.values().sum();
    groups
        .values()
        .map(|&w| {
            let p = w as f64 / total as f64;
            -p * p.log2()
        })
        .sum()
}

/// Each action's bits in the notebook are the entropy of its answer under the counted
/// posterior: an investigator's discs and cubes (none for a type the seat's own token
/// marks there), an evidence card's token.
fn check_bits(notebook: &Notebook, table: &Table, viewer: Seat, expected: &[(Case, u64)]) {
    let marks = &table.marks[viewer.index()];
    for &(location, bits) in notebook.investigations() {
        let counted = entropy(expected, |case| {
            investigate(&table.layout, case, location, marks)
        });
        assert!(
            (bits - counted).abs() < 1e-9,
            "{location}: {bits} != {counted}"
        );
    }
    for &(card, bits) in notebook.evidence() {
        let counted = entropy(expected, |case| {
            let found = answer(
                &table.layout,
                case.element(card.kind()),
                table.layout.position(card),
            );
            found.map(|token| token == Token::Disc)
        });
        assert!((bits - counted).abs() < 1e-9, "{card}: {bits} != {counted}");
    }
}

/// Plays a game of bots of `levels` (by seat, cycling), calling `at` after every step.
fn play_bots(
    players: usize,
    levels: &[&str],
    seed: u64,
    mut at: impl FnMut(&State, &[Vec<Event>]),
) {
    let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid config");
    let mut seated: Vec<Box<dyn Bot<Pi>>> = (0..players)
        .map(|s| bots::by_level(levels[s % levels.len()], Seat(s as u8)).expect("a level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(GameRng::derive(seed, s)))
        .collect();
    let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
    while let Some(seat) = Pi::to_act(&state) {
        let view = Pi::view(&state, Viewer::Seat(seat));
        let decision = Decision::in_state(&view, &state, seat, &mut rngs[seat.index()]);
        let action: Action = seated[seat.index()].choose(decision);
        let events = Pi::apply(&mut state, seat, &action).expect("bots play legal actions");
        for (s, (bot, seen)) in seated.iter_mut().zip(&mut seen).enumerate() {
            for event in events
                .iter()
                .filter_map(|e| Pi::redact(e, Viewer::Seat(Seat(s as u8))))
            {
                bot.observe(&event);
                seen.push(event);
            }
        }
        at(&state, &seen);
    }
}

/// The kinds of public answer that other seats than `viewer` have given in `table`.
fn kinds(table: &Table, viewer: Seat) -> BTreeSet<&'static str> {
    let mut kinds = BTreeSet::new();
    let players = table.known.len();
    for (seat, told) in table.told.iter().enumerate() {
        if seat == viewer.index() {
            continue;
        }
        if table.known[seat].is_some() && seat != left_neighbour(viewer, players).index() {
            kinds.insert("solution");
        }
        for answer in told {
            match answer {
                Told::Wrong(_) => {
                    kinds.insert("wrong attempt");
                }
                Told::Investigated {
                    location, marked, ..
                } if marked.iter().any(|slot| slot.location == *location) => {
                    kinds.insert("answer from a marked slot");
                }
                Told::Evidence {
                    result: Some(Token::Disc),
                    ..
                } => {
                    kinds.insert("disc");
                }
                Told::Evidence {
                    result: Some(Token::Cube),
                    ..
                } => {
                    kinds.insert("cube");
                }
                _ => {}
            }
        }
    }
    kinds
}

#[test]
fn the_notebook_equals_the_brute_force_count_over_recorded_games() {
    let mut compared = std::collections::BTreeMap::new();
    let mut skipped = 0;
    let mut uncertain = 0;
    // Compared checkpoints with each kind of public answer from another seat, so that
    // every part of the model is put to the test.
    let mut seen_kinds = std::collections::BTreeMap::new();
    for players in 3..=5 {
        for seed in 0..4 {
            let levels: &[&str] = if seed % 2 == 0 {
                &["random", "expert"]
            } else {
                &["expert"]
            };
            play_bots(players, levels, 100 + seed, |state, seen| {
                // A finished game's notebook shows its last mini-game, done above.
                if state.is_over() {
                    return;
                }
                for (s, events) in seen.iter().enumerate() {
                    let viewer = Seat(s as u8);
                    let view = Pi::view(state, Viewer::Seat(viewer));
                    let table = table(&view, viewer, events);
                    let Some(expected) = brute_force(&table, viewer, 3_000_000) else {
                        skipped += 1;
                        continue;
                    };
                    let notebook = Notebook::new(&view, viewer, events);
                    let context = format!(
                        "{players} players, seed {seed}, {viewer}, mini-game {}, round {}",
                        state.mini_game(),
                        state.round()
                    );
                    check(&notebook, &expected, &context);
                    check_bits(&notebook, &table, viewer, &expected);
                    *compared.entry(players).or_insert(0) += 1;
                    uncertain += usize::from(expected.len() > 1);
                    for kind in kinds(&table, viewer) {
                        *seen_kinds.entry(kind).or_insert(0) += 1;
                    }
                }
            });
        }
    }
    println!("compared {compared:?} checkpoints by table size, {uncertain} with more than one case; {skipped} too long to enumerate; with others' {seen_kinds:?}");
    for kind in [
        "solution",
        "wrong attempt",
        "answer from a marked slot",
        "disc",
        "cube",
    ] {
        assert!(
            seen_kinds.get(kind).is_some_and(|&n| n > 10),
            "{kind}: {seen_kinds:?}"
        );
    }
    assert!(
        (3..=5).all(|players| compared.get(&players).is_some_and(|&n| n > 100)),
        "only {compared:?}"
    );
}

fn fixture() -> Record<Config, Action> {
    let text = include_str!("fixtures/pi-5p-seed1051-before-action-28.json");
    serde_json::from_str(text).expect("a P.I. record")
}

/// The example (shared/fixtures): after 28 actions of a 5-player game, seat 4's
/// evidence card Jewellery Heist earned a disc, so Jewellery Heist is in seat 4's case,
/// and seat 4's other answers make its suspect Earl: seat 0's only case left is Rusty /
/// Protection Racket / Lakeside, its true case.
#[test]
fn another_seats_disc_rules_out_cases_its_own_answers_allow() {
    let record = fixture();
    let players = record.config.players;
    let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
    let state = replay::<Pi>(&record, |step| {
        for (s, seen) in seen.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(s as u8));
            seen.extend(step.events.iter().filter_map(|e| Pi::redact(e, viewer)));
        }
    })
    .expect("the record replays");
    let viewer = Seat(0);
    let view = Pi::view(&state, Viewer::Seat(viewer));
    let notebook = Notebook::new(&view, viewer, &seen[0]);
    let truth = common::case("Rusty", "Protection Racket", "Lakeside");
    assert_eq!(state.case(viewer), truth);
    assert_eq!(notebook.cases(), [truth]);
    let facts: Vec<(String, String)> = notebook.facts().iter().map(|f| notebook.words(f)).collect();
    let reason = |fact: &str| -> &str {
        let found = facts.iter().find(|(f, _)| f == fact);
        &found.unwrap_or_else(|| panic!("no fact {fact:?}")).1
    };
    // Seat 4's answers make Earl its suspect, so the two Earl cases go, and with them
    // Earl / Jewellery Heist / Central Station: every proof cites them.
    for fact in [
        "The suspect is Rusty",
        "The suspect is not Earl",
        "The location is not Central Station",
    ] {
        let reason = reason(fact);
        assert!(
            reason.contains("seat 4's evidence card Pop earned a cube"),
            "{reason}"
        );
        assert!(reason.ends_with("no element is in two cases"), "{reason}");
    }
    let expected =
        brute_force(&table(&view, viewer, &seen[0]), viewer, u64::MAX).expect("no budget");
    check(&notebook, &expected, "the fixture");
}
