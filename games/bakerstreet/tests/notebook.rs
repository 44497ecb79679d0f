//! The notebook over whole games: built from one seat's redacted events and view only, it
//! matches the hidden truth wherever the seat saw everything (stacks, discard piles, piles
//! it looked at), its hand-total chances equal a brute-force count over the opponent's
//! actual unseen cards, and twin games that differ only in what the seat cannot see give
//! it identical notebooks.

mod common;

use common::random::choose;
use whodunit_bakerstreet::notebook::{whereabouts::unplaced, Memory};
use whodunit_bakerstreet::{
    opponent, Action, Bakerstreet, Config, DetectiveCard, Event, ExplicitSetup, Face, Letter,
    Notebook, State,
};
use whodunit_engine::{Game, GameRng, Seat, Viewer};

const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

/// `P(total = t)` over every set of `size` cards of `values` (as distinct cards), by
/// listing the sets one by one.
fn brute_force_totals(values: &[u8], size: usize) -> Vec<f64> {
    fn list(values: &[u8], size: usize, total: usize, counts: &mut [u64]) {
        if size == 0 {
            counts[total] += 1;
            return;
        }
        for (i, &v) in values.iter().enumerate() {
            list(&values[i + 1..], size - 1, total + usize::from(v), counts);
        }
    }
    let mut counts = vec![0u64; 16];
    list(values, size, 0, &mut counts);
    let sets: u64 = counts.iter().sum();
    counts.iter().map(|&c| c as f64 / sets as f64).collect()
}

fn close(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-12)
}

fn multiset<T: Ord + Clone>(items: &[T]) -> Vec<T> {
    let mut sorted = items.to_vec();
    sorted.sort();
    sorted
}

/// `part` is contained in `whole`, copies counted.
fn contained(part: &[Letter], whole: &[Letter]) -> bool {
    let mut left = whole.to_vec();
    part.iter().all(|l| match left.iter().position(|x| x == l) {
        Some(i) => {
            left.remove(i);
            true
        }
        None => false,
    })
}

/// Checks the notebook of `seat` against the full state of a game seen from its start.
fn check_against_truth(state: &State, seat: Seat, events: &[Event]) {
    let view = Bakerstreet::view(state, Viewer::Seat(seat));
    let notebook = Notebook::new(&view, events).expect("a seat's notebook");
    let other = opponent(seat);
    for p in 0..5 {
        let stack: Vec<DetectiveCard> = state.stack(p).collect();
        assert_eq!(notebook.stacks[p], stack, "stack {p}");
        let pile: Vec<Letter> = state.evidence_pile(p).collect();
        let note = &notebook.piles[p];
        assert_eq!(usize::from(note.size), pile.len());
        if let Some(known) = &note.known {
            assert!(contained(known, &pile), "pile {p}: {known:?} in {pile:?}");
            assert_eq!(note.exact, known.len() == pile.len());
        }
        if let Some(may_hold) = &note.may_hold {
            assert!(
                contained(&pile, may_hold),
                "pile {p}: {pile:?} in {may_hold:?}"
            );
        }
    }
    let discard: Vec<DetectiveCard> = state.discard_pile(other).collect();
    assert_eq!(notebook.opponent_discards, discard);
    if state.challenge().is_some() {
        // The hands were revealed and discarded: both totals are certain.
        let total = state.challenge().map(|c| c.total).unwrap_or(0);
        assert_eq!(notebook.sum[usize::from(total)], 1.0);
        return;
    }
    // Seen from the start, the only cards the seat cannot place are the opponent's hand
    // and draw pile.
    let unseen: Vec<u8> = state
        .hand(other)
        .chain(state.draw_pile(other))
        .map(|c| c.value)
        .collect();
    let mut by_value = [0u8; 6];
    for &v in &unseen {
        by_value[usize::from(v)] += 1;
    }
    assert_eq!(
        unplaced(&Memory::from_events(events), &view, other),
        by_value
    );
    let true_total: u8 = state.hand(other).map(|c| c.value).sum();
    assert!(
        notebook.opponent_total[usize::from(true_total)] > 0.0,
        "{seat}"
    );
    for card in &notebook.opponent_known {
        assert!(
            state.hand(other).any(|c| c == *card),
            "{seat}: {card:?} known"
        );
    }
    // Until the opponent's first reshuffle its hand is any set of those cards; after it,
    // `notebook_reshuffle.rs` counts what the seat knows (BS-TURN-7).
    let reshuffled = events
        .iter()
        .any(|e| matches!(e, Event::Reshuffled { seat, .. } if *seat == other));
    if reshuffled {
        return;
    }
    let hand_size = state.hand(other).count();
    let expected = brute_force_totals(&unseen, hand_size);
    assert!(close(&notebook.opponent_total, &expected), "{seat}");
    let own: u8 = state.hand(seat).map(|c| c.value).sum();
    for t in 0..=30usize {
        let from_opponent = t
            .checked_sub(usize::from(own))
            .and_then(|o| expected.get(o))
            .copied()
            .unwrap_or(0.0);
        assert!((notebook.sum[t] - from_opponent).abs() < 1e-12);
    }
    let bid = state.last_bid().map(|b| b.value);
    assert_eq!(notebook.bid, bid);
    if let Some(bid) = bid {
        let p: f64 = notebook.sum[usize::from(bid)..].iter().sum();
        assert_eq!(notebook.p_sum_at_least_bid(), Some(p));
    }
}

/// Plays a random game, handing every step's redacted events to `seen` before `check`.
fn play(config: &Config, seed: u64, mut check: impl FnMut(&State, &[Vec<Event>; 2])) {
    let mut state = Bakerstreet::setup(config, seed).expect("valid");
    let mut rng = GameRng::new(seed);
    let mut seen: [Vec<Event>; 2] = Default::default();
    while let Some(seat) = Bakerstreet::to_act(&state) {
        let action = choose(&Bakerstreet::legal_actions(&state, seat), &mut rng);
        for event in Bakerstreet::apply(&mut state, seat, &action).expect("legal") {
            for s in SEATS {
                seen[s.index()].extend(Bakerstreet::redact(&event, Viewer::Seat(s)));
            }
        }
        check(&state, &seen);
    }
}

#[test]
fn the_notebook_matches_the_truth_and_a_brute_force_count() {
    for seed in 0..6 {
        let config = Config {
            max_rounds: Some(25),
            ..Config::default()
        };
        let mut steps = 0;
        play(&config, seed, |state, seen| {
            steps += 1;
            if steps % 3 == 0 {
                for seat in SEATS {
                    check_against_truth(state, seat, &seen[seat.index()]);
                }
            }
        });
        assert!(steps > 30, "a game of {steps} steps checks little");
    }
}

#[test]
fn only_seats_have_notebooks_and_the_json_has_the_agreed_shape() {
    let state = Bakerstreet::setup(&Config::default(), 4).expect("valid");
    let spectator = Bakerstreet::view(&state, Viewer::Spectator);
    assert_eq!(Bakerstreet::notebook(&spectator, &[]), None);
    let view = Bakerstreet::view(&state, Viewer::Seat(Seat(1)));
    let json = Bakerstreet::notebook(&view, &[]).expect("a seat's notebook");
    let keys: Vec<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        multiset(&keys),
        [
            "bid",
            "opponent_discards",
            "opponent_known",
            "opponent_total",
            "p_sum_at_least_bid",
            "piles",
            "stacks",
            "sum"
        ]
    );
    assert_eq!(json["piles"].as_array().unwrap().len(), 5);
    assert_eq!(json["piles"][0]["size"], 8);
    assert!(json["piles"][0]["known"].is_null());
    assert!(json["bid"].is_null() && json["p_sum_at_least_bid"].is_null());
    // Three of the opponent's 30 cards are in its hand: its total has mean 7.5.
    let mean: f64 = json["opponent_total"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(t, p)| t as f64 * p.as_f64().unwrap())
        .sum();
    assert!((mean - 7.5).abs() < 1e-9);
}

/// The deal of `seed` as an explicit setup, with seat 1's cards at the two places of
/// `swap` (counted from the top of its deck: 0..3 is its hand) swapped.
fn twin_setup(seed: u64, swap: Option<(usize, usize)>) -> Config {
    let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
    let faces = |seat: Seat| -> Vec<Face> {
        state
            .hand(seat)
            .chain(state.draw_pile(seat))
            .map(|c| c.face())
            .collect()
    };
    let mut decks = [faces(Seat(0)), faces(Seat(1))];
    if let Some((i, j)) = swap {
        decks[1].swap(i, j);
    }
    let evidence = (0..5).flat_map(|p| state.evidence_pile(p)).collect();
    let first_player = Bakerstreet::to_act(&state).expect("someone moves");
    Config {
        setup: Some(ExplicitSetup {
            evidence,
            decks,
            first_player,
        }),
        ..Config::default()
    }
}

/// Twins that differ only in seat 1's hand and draw pile: while seat 0 has received the
/// same events and views in both, its notebooks are identical, though seat 1's hands
/// differ.
#[test]
fn twins_differing_in_hidden_cards_give_identical_notebooks() {
    let mut compared_with_different_hands = 0;
    for seed in 0..12 {
        let mut a = Bakerstreet::setup(&twin_setup(seed, None), seed).expect("valid");
        let mut b = Bakerstreet::setup(&twin_setup(seed, Some((0, 20))), seed).expect("valid");
        let mut rng = GameRng::new(seed);
        let mut seen: [Vec<Event>; 2] = Default::default();
        while let Some(seat) = Bakerstreet::to_act(&a) {
            let action: Action = choose(&Bakerstreet::legal_actions(&a, seat), &mut rng);
            let (Ok(ea), Ok(eb)) = (
                Bakerstreet::apply(&mut a, seat, &action),
                Bakerstreet::apply(&mut b, seat, &action),
            ) else {
                break;
            };
            let redacted = |events: &[Event]| -> Vec<Event> {
                events
                    .iter()
                    .filter_map(|e| Bakerstreet::redact(e, Viewer::Seat(Seat(0))))
                    .collect()
            };
            let (ra, rb) = (redacted(&ea), redacted(&eb));
            let (va, vb) = (
                Bakerstreet::view(&a, Viewer::Seat(Seat(0))),
                Bakerstreet::view(&b, Viewer::Seat(Seat(0))),
            );
            if ra != rb || va != vb {
                break; // the difference surfaced on the table
            }
            seen[0].extend(ra);
            let events_b = seen[0].clone();
            assert_eq!(
                Bakerstreet::notebook(&va, &seen[0]),
                Bakerstreet::notebook(&vb, &events_b)
            );
            if !a.hand(Seat(1)).eq(b.hand(Seat(1))) {
                compared_with_different_hands += 1;
            }
        }
    }
    assert!(compared_with_different_hands > 10);
}
