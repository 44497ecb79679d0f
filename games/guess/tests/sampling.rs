//! Sampled worlds: over random games of every deck size, each seat's worlds look to it as
//! the true game and play on to their end (the engine's conformance kit); and the deals
//! are drawn uniformly among those consistent with the seat's information, enumerated by
//! brute force from the rules (`common::consistent_deals`), at the deal and later on.

mod common;

use whodunit_engine::conformance::sampling::{check_frequencies, check_sampling, check_uniform};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_guess::{Card, Config, Event, ExplicitSetup, Guess, View};

/// A deal as an ordered key: the hidden card and both hands' cards.
fn key(deal: &ExplicitSetup) -> (Card, [Vec<Card>; 2]) {
    (deal.hidden, deal.hands.map(|hand| hand.iter().collect()))
}

#[test]
fn worlds_look_like_the_true_game_and_play_on() {
    for cards in (3..=15).step_by(2) {
        let config = Config {
            cards,
            explicit: None,
        };
        for seed in 0..40 {
            check_sampling::<Guess>(&config, seed, seed ^ 0x5eed, 2 * usize::from(cards))
                .unwrap_or_else(|failure| panic!("{cards} cards: {failure}"));
        }
    }
}

/// Every seat's view and redacted events at every step of a random game of `config`.
fn seat_moments(config: &Config, seed: u64) -> Vec<(View, Vec<Event>)> {
    let mut state = Guess::setup(config, seed).expect("valid");
    let mut rng = GameRng::new(seed);
    let mut seen: [Vec<Event>; 2] = [Vec::new(), Vec::new()];
    let mut moments = Vec::new();
    loop {
        for seat in [Seat(0), Seat(1)] {
            let view = Guess::view(&state, Viewer::Seat(seat));
            moments.push((view, seen[seat.index()].clone()));
        }
        let Some(seat) = Guess::to_act(&state) else {
            return moments;
        };
        let action = common::choose(&state, seat, &mut rng);
        for event in Guess::apply(&mut state, seat, &action).expect("legal") {
            for viewer in [Seat(0), Seat(1)] {
                seen[viewer.index()].extend(Guess::redact(&event, Viewer::Seat(viewer)));
            }
        }
    }
}

#[test]
fn deals_are_drawn_uniformly_at_every_step() {
    let mut narrowed = 0;
    for seed in 0..60 {
        let config = common::config(seed as u8);
        for (view, events) in seat_moments(&config, seed) {
            let deals = common::consistent_deals(&view, &events);
            let at_the_deal = events.is_empty();
            narrowed += usize::from(!at_the_deal && deals.len() > 1);
            let worlds = deals.iter().map(key).collect();
            check_uniform::<Guess, _>(&view, &events, worlds, key, seed)
                .unwrap_or_else(|failure| panic!("seed {seed}, {:?}: {failure}", view.viewer));
        }
    }
    assert!(
        narrowed > 20,
        "only {narrowed} narrowed states with a choice"
    );
}

#[test]
fn the_check_fails_a_wrong_distribution_or_a_missing_world() {
    let state = Guess::setup(&Config::default(), 3).expect("valid");
    let view = Guess::view(&state, Viewer::Seat(Seat(0)));
    let deals: Vec<_> = common::consistent_deals(&view, &[])
        .iter()
        .map(key)
        .collect();
    assert_eq!(deals.len(), 4);
    let lopsided = deals
        .iter()
        .zip([0.7, 0.1, 0.1, 0.1])
        .map(|(deal, p)| (deal.clone(), p))
        .collect();
    assert!(check_frequencies::<Guess, _>(&view, &[], lopsided, key, 1).is_err());
    assert!(check_uniform::<Guess, _>(&view, &[], deals[1..].to_vec(), key, 1).is_err());
}
