//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded games
//! of 3 to 6 players: the certainty of the envelope is the one the notebook gives when
//! built from scratch at that step, it is 1 exactly when the notebook has determined the
//! envelope, it never falls, and "known" and the accusation are where the events put them.
//! Through the erased table the server uses, twin games that differ only in cards a seat
//! has not seen give that seat the same moments (hidden information stays hidden).

mod common;

use common::random::explicit_setup;
use whodunit_cluedo::notebook::certainty::{certainty, ENVELOPES};
use whodunit_cluedo::notebook::{Notebook, Observations};
use whodunit_cluedo::{bots, kind, Card, Cluedo, Config, Event, Suspect};
use whodunit_engine::conformance::moments::{check_moments, seen_game, steps_with};
use whodunit_engine::{Act, Game, GameKind, GameRng, Goal, Seat, Seen, Table, Viewer};

fn record(players: usize, seed: u64, level: &str) -> Vec<Seen<Cluedo>> {
    let config = Config {
        turn_limit: Some(200),
        ..Config::with_players(players)
    };
    seen_game(&config, seed, level, bots::by_level, 5000).expect("bots play a game")
}

/// The notebook of `seen`'s seat built from scratch after `steps` steps.
fn notebook_after(seen: &Seen<Cluedo>, steps: usize) -> Notebook {
    let mut observations = Observations::for_seat(&seen.opening);
    for event in seen.steps[..steps].iter().flat_map(|s| &s.events) {
        for noted in observations.read(event) {
            observations.add(noted.entry, noted.origin);
        }
    }
    Notebook::new(observations).expect("a real game is consistent")
}

/// Checks one seat's moments against its notebook; returns whether it ever knew.
fn check_seat(seen: &Seen<Cluedo>, me: Seat, at: &str) -> bool {
    // The step that ended the search: the seat's accusation, or the end of the game.
    let accused = steps_with(
        seen,
        |e| matches!(e, Event::Accused { seat, .. } if *seat == me),
    );
    let over = steps_with(seen, |e| matches!(e, Event::GameOver { .. }));
    let until = [accused.first(), over.first()]
        .into_iter()
        .flatten()
        .min()
        .copied();
    let acts = accused.first().map(|&step| Act {
        step,
        right: seen.steps[step - 1]
            .events
            .iter()
            .any(|e| matches!(e, Event::Accused { seat, correct: true, .. } if *seat == me)),
    });
    let expected = Goal {
        from: 0,
        until,
        known: None,
        acts: acts.into_iter().collect(),
    };
    let knew = check_moments(seen, &[expected], |step, value| {
        let notebook = notebook_after(seen, step);
        let expected = certainty(&notebook);
        match value == expected {
            true => Ok(notebook.deduce().candidates().len()),
            false => Err(format!("{value}, the notebook's {expected}")),
        }
    })
    .unwrap_or_else(|e| panic!("{at}: {e}"));
    knew == 1
}

#[test]
fn certainty_is_the_notebooks_and_is_one_exactly_when_the_envelope_is_determined() {
    let mut knew = 0;
    let mut seats = 0;
    for (players, seed, level) in [(3, 11, "medium"), (4, 12, "hard"), (6, 14, "medium")] {
        let seen = record(players, seed, level);
        for (s, seen) in seen.iter().enumerate() {
            let at = format!("{players} players, seed {seed}, seat {s}");
            knew += usize::from(check_seat(seen, Seat(s as u8), &at));
            seats += 1;
        }
    }
    // Not vacuous: some seats determined the envelope and some never did.
    eprintln!("{knew} of {seats} seats determined the envelope");
    assert!(knew > 0 && knew < seats, "{knew} of {seats} knew");
}

#[test]
fn the_deal_alone_rules_out_the_envelopes_with_a_card_in_hand() {
    let seen = record(6, 21, "easy");
    let hand = seen[0].opening.hand.expect("a seat sees its hand");
    let count = |category| {
        hand.iter()
            .filter(|c: &Card| c.category() == category)
            .count()
    };
    use whodunit_cluedo::cards::Category::{Room, Suspect, Weapon};
    let left = (6 - count(Suspect)) * (6 - count(Weapon)) * (9 - count(Room));
    let moments = seen[0].moments().expect("moments");
    let expected = 1.0 - (left as f64).ln() / (ENVELOPES as f64).ln();
    assert!((moments.certainty[0] - expected).abs() < 1e-12);
    assert!(moments.certainty[0] > 0.0 && moments.certainty[0] < 1.0);
}

/// Two deals that differ only by two cards swapped between two other seats' hands.
fn twins(players: usize, seed: u64, me: Seat) -> (Config, Config) {
    let suspects: Vec<Suspect> = (0..players as u8).map(Suspect).collect();
    let mut rng = GameRng::new(seed);
    let setup = explicit_setup(&suspects, &mut rng);
    let config = Config {
        turn_limit: Some(200),
        setup: Some(setup.clone()),
        ..Config::with_players(players)
    };
    let state = Cluedo::setup(&config, seed).expect("a valid setup");
    let holder = |card: Card| state.seats().find(|&s| state.hand(s).contains(card));
    let others: Vec<Seat> = state.seats().filter(|&s| s != me).collect();
    let x = setup
        .deck
        .iter()
        .position(|&c| holder(c) == Some(others[0]));
    let y = setup
        .deck
        .iter()
        .position(|&c| holder(c) == Some(others[1]));
    let mut twin = setup;
    twin.deck.swap(x.expect("a card"), y.expect("a card"));
    let twin = Config {
        setup: Some(twin),
        ..config.clone()
    };
    (config, twin)
}

/// The steps of both twins while `me` sees the same in both (the first twin's bots choose).
fn play_twins(a: &Config, b: &Config, seed: u64, me: Seat) -> (Vec<Box<dyn Table>>, usize) {
    let kind = kind();
    let json = |c: &Config| serde_json::to_value(c).expect("a config is JSON");
    let mut tables = [
        kind.new_table(&json(a), seed).expect("valid"),
        kind.new_table(&json(b), seed).expect("valid"),
    ];
    let viewer = Viewer::Seat(me);
    let players = a.players.len();
    let mut bots: Vec<_> = (0..players)
        .map(|s| {
            kind.new_bot("medium", Seat(s as u8), seed + s as u64)
                .expect("a level")
        })
        .collect();
    let mut steps: Vec<Box<dyn Table>> = vec![tables[0].clone_table(), tables[1].clone_table()];
    while let Some(seat) = tables[0].to_act() {
        let action = bots[seat.index()].choose(&*tables[0]);
        let mut next = [tables[0].clone_table(), tables[1].clone_table()];
        next[0].apply(seat, &action).expect("legal in the first");
        if next[1].apply(seat, &action).is_err() {
            break;
        }
        let same = |t: &dyn Table, u: &dyn Table| {
            t.view(viewer).get() == u.view(viewer).get()
                && t.last_events(viewer)
                    .iter()
                    .map(|e| e.get())
                    .eq(u.last_events(viewer).iter().map(|e| e.get()))
        };
        if !same(&*next[0], &*next[1]) {
            break;
        }
        for bot in &mut bots {
            bot.observe_last(&*next[0]);
        }
        steps.push(next[0].clone_table());
        steps.push(next[1].clone_table());
        tables = next;
    }
    let compared = steps.len() / 2 - 1;
    (steps, compared)
}

#[test]
fn twins_differing_in_cards_a_seat_has_not_seen_give_it_the_same_moments() {
    let mut compared = Vec::new();
    for (players, seed) in [(3, 31), (4, 32), (5, 33), (6, 34), (4, 35), (6, 36)] {
        let me = Seat((seed % players as u64) as u8);
        let (a, b) = twins(players, seed, me);
        let (steps, n) = play_twins(&a, &b, seed, me);
        let (initial_a, initial_b) = (&*steps[0], &*steps[1]);
        assert_ne!(
            initial_a.view(Viewer::Omniscient).get(),
            initial_b.view(Viewer::Omniscient).get(),
            "the twins differ"
        );
        let after = |twin: usize| -> Vec<&dyn Table> {
            steps[2..]
                .iter()
                .skip(twin)
                .step_by(2)
                .map(|t| &**t)
                .collect()
        };
        let moments_a = initial_a.moments(me, &after(0)).expect("moments");
        let moments_b = initial_b.moments(me, &after(1)).expect("moments");
        assert_eq!(moments_a.certainty.len(), n + 1);
        assert_eq!(moments_a, moments_b, "{players} players, seed {seed}");
        // Another seat holding a swapped card sees the difference at once.
        compared.push(n);
    }
    let average = compared.iter().sum::<usize>() as f64 / compared.len() as f64;
    eprintln!("twins compared {compared:?} steps");
    assert!(average >= 20.0, "only {compared:?} steps compared");
}
