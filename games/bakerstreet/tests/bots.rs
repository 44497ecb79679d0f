//! The bots: levels, legal games to the end, a bot rebuilt from its observations chooses
//! as the original did, the medium bot's plain decisions, and each level beats the one
//! below it.

mod common;

use common::{card, challenge_won_by, evaluate, letter, letters, mv, seen_by, Layout, ANNA, BRUNO};
use whodunit_bakerstreet::{bots, Action, Bakerstreet, Config, Event, State};
use whodunit_engine::conformance::rebuilt_bots::check_rebuilt_bots_choose_the_same;
use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};

fn table(levels: [&str; 2]) -> Vec<Box<dyn Bot<Bakerstreet>>> {
    (0..2)
        .map(|s| bots::by_level(levels[s], Seat(s as u8)).expect("known level"))
        .collect()
}

#[test]
fn levels_are_known_with_their_former_names_and_unknown_levels_refused() {
    assert_eq!(bots::LEVELS, ["easy", "medium", "hard"]);
    for level in [
        "easy",
        "medium",
        "hard",
        "random",
        "expert",
        "expert-forgetful",
    ] {
        assert!(bots::by_level(level, Seat(1)).is_some(), "{level}");
    }
    assert!(bots::by_level("oracle", Seat(0)).is_none());
}

#[test]
fn random_bots_finish_games_without_a_round_limit() {
    let mut rounds = 0;
    for seed in 0..40 {
        let mut state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let mut players = table(["easy", "easy"]);
        let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
        play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {})
            .expect("bots play legal actions");
        let outcome = Bakerstreet::outcome(&state).expect("over");
        assert_ne!(outcome.reason, "round_limit");
        rounds += state.round();
    }
    // Challenges come often enough that games are not one endless round.
    assert!(rounds > 40);
}

/// Every pairing plays legal actions to the end, with the optional rules on too.
#[test]
fn every_pairing_plays_legal_games_to_the_end() {
    for seed in 0..30 {
        let config = Config {
            one_card_per_letter: seed % 2 == 0,
            max_rounds: (seed % 3 == 0).then_some(4),
            ..Config::default()
        };
        let levels = [
            ["hard", "hard"],
            ["hard", "easy"],
            ["medium", "hard"],
            ["easy", "medium"],
            ["medium", "medium"],
        ];
        let mut state = Bakerstreet::setup(&config, seed).expect("valid");
        let mut players = table(levels[seed as usize % levels.len()]);
        let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
        play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {})
            .unwrap_or_else(|e| panic!("seed {seed}: an illegal action: {e}"));
        assert!(Bakerstreet::outcome(&state).is_some());
    }
}

/// A bot made afresh and shown the same events chooses as the original did: nothing it
/// uses is learnt while choosing.
#[test]
fn a_bot_rebuilt_from_its_observations_chooses_the_same() {
    for seed in 0..4 {
        let state = Bakerstreet::setup(&Config::default(), seed).expect("valid");
        let levels = ["medium", "hard"];
        check_rebuilt_bots_choose_the_same::<Bakerstreet>(state, bots::by_level, &levels, 3)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
}

/// Each level beats the one below it clearly over a fixed set of games in both seat
/// orders. (The arena measures this over many more; see README.md.)
#[test]
fn each_level_beats_the_one_below() {
    for (strong, weak, share) in [("medium", "easy", 0.9), ("hard", "medium", 0.6)] {
        let games = 40;
        let mut wins = 0;
        for seed in 0..games {
            let seat = Seat((seed % 2) as u8);
            let mut levels = [weak, weak];
            levels[seat.index()] = strong;
            let mut state = Bakerstreet::setup(&Config::default(), 500 + seed).expect("valid");
            let mut players = table(levels);
            let mut rngs = [GameRng::new(seed), GameRng::new(seed + 1000)];
            play_out::<Bakerstreet>(&mut state, &mut players, &mut rngs, |_, _, _| {})
                .expect("legal");
            if state.winner() == Some(seat) {
                wins += 1;
            }
        }
        let least = (games as f64 * share) as u64;
        assert!(
            wins >= least,
            "{strong} won {wins} of {games} against {weak}"
        );
    }
}

/// What the medium bot in Anna's seat does in `state`, having seen `events`.
fn medium_plays(state: &State, events: &[Event]) -> Action {
    let mut bot = bots::by_level("medium", ANNA).expect("known level");
    for event in events {
        bot.observe(event);
    }
    let view = Bakerstreet::view(state, Viewer::Seat(ANNA));
    bot.choose(Decision::in_state(&view, state, ANNA, &mut GameRng::new(0)))
}

/// Anna's hands for the bidding tests, beside Bruno's three unseen cards.
fn hands(anna: &[&str]) -> Layout {
    Layout::new()
        .hand(ANNA, anna)
        .hand(BRUNO, &["B0", "B0", "B1"])
}

/// BS-CHALLENGE-1, BS-BID-4: it counts Bruno's three cards at 2.5 each, so with 14 in hand
/// it takes the total for 21.5: it challenges 22 and raises 21 by one.
#[test]
fn medium_challenges_a_bid_above_its_estimate_and_raises_by_one_below_it() {
    let own = ["A5", "A5", "A4"];
    let state = hands(&own).bids(&[22]).state();
    assert_eq!(medium_plays(&state, &[]), Action::Challenge);
    let state = hands(&own).bids(&[21]).state();
    assert!(matches!(
        medium_plays(&state, &[]),
        Action::Move { bid: 22, .. }
    ));
}

/// BS-BID-3: it opens two below its estimate after its move: 2 in hand, less the 1 it
/// places, plus its draw and Bruno's three cards at 2.5 each make 11, so it bids 9.
#[test]
fn medium_opens_below_its_estimate() {
    let state = hands(&["A1", "A0", "A1"]).state();
    assert!(matches!(
        medium_plays(&state, &[]),
        Action::Move { bid: 9, .. }
    ));
}

/// BS-TURN-4: its highest card goes to the pile it wants (G would lengthen its run C..F)
/// until it leads there; then its lowest card goes to the pile it wants least.
#[test]
fn medium_places_high_on_the_pile_it_wants_and_low_elsewhere_once_it_leads() {
    let saw = |position: u8, text: &str| Event::PileSeen {
        seat: ANNA,
        position,
        cards: Some(letters(text)),
    };
    let layout = hands(&["A1", "A5", "A2"])
        .collection(ANNA, "CDEF")
        .pile(1, "MNOPQRST")
        .pile(3, "GKLMNOPQ");
    let seen = [saw(1, "MNOPQRST"), saw(3, "GKLMNOPQ")];
    assert_eq!(medium_plays(&layout.state(), &seen), mv("5", 3, 11));
    let placed = Event::Placed {
        seat: ANNA,
        card: card("A5"),
        position: 3,
    };
    let layout = layout.hand(ANNA, &["A1", "A2", "A3"]).stack(3, &["A5"]);
    let state = layout.state();
    let after = [seen[0].clone(), seen[1].clone(), placed];
    assert_eq!(medium_plays(&state, &after), mv("1", 1, 13));
}

/// BS-CHALLENGE-12, BS-EVAL-7: as challenge winner it starts at the pile it wants most
/// among those it wins, ties included: H at position 2, not G at 3, where Bruno's 5 leads.
#[test]
fn medium_starts_at_the_best_pile_it_wins() {
    let layout = Layout::new()
        .collection(ANNA, "CDEF")
        .pile(2, "HKLMNOPQ")
        .pile(3, "GKLMNOPQ")
        .stack(2, &["A2"])
        .stack(3, &["B5"]);
    let (state, events) = challenge_won_by(layout, ANNA);
    let mut seen = vec![
        Event::Placed {
            seat: ANNA,
            card: card("A2"),
            position: 2,
        },
        Event::Placed {
            seat: BRUNO,
            card: card("B5"),
            position: 3,
        },
    ];
    for (position, text) in [(2, "HKLMNOPQ"), (3, "GKLMNOPQ")] {
        seen.push(Event::PileSeen {
            seat: ANNA,
            position,
            cards: Some(letters(text)),
        });
    }
    seen.extend(seen_by(&events, Viewer::Seat(ANNA)));
    assert_eq!(medium_plays(&state, &seen), Action::Choose(2));
}

/// BS-EVIDENCE-2: it takes the letter that adds most to its own runs.
#[test]
fn medium_takes_the_letter_that_helps_its_runs_most() {
    let layout = Layout::new().collection(ANNA, "CDEF").pile(2, "KHBT");
    let (state, events) = evaluate(layout, ANNA, 2);
    let seen = seen_by(&events, Viewer::Seat(ANNA));
    assert_eq!(medium_plays(&state, &seen), Action::Take(letter('H')));
}
