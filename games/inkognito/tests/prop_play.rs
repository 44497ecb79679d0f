//! Property: random-bot play at 3, 4 and 5 players never panics, every action it sends is
//! listed as legal, and every match ends with winners who reached 3 points or led after
//! 20 games (IK-SERIES-13, 14, 16).
//!
//! Invariants over random play, checked after every action: within each series every agent
//! and the Ambassador are at each location exactly once (IK-ROUND-04, IK-SERIES-02, 03);
//! every pair shown has exactly one true card (IK-MEET-05); a game's end shows the true
//! cards and number and scores exactly the seats it names; scores never decrease within a
//! match, nobody holds 3 points while it goes on, and it ends at 3 points or after game 20
//! (IK-SERIES-13 to 16); every match ends. The engine's conformance kit plays and probes
//! (an action out of turn is refused and changes nothing); the Inkognito invariants and
//! the checks of each action's events are here.

mod common;

use common::pick_patient;
use proptest::prelude::*;
use std::collections::HashMap;
use whodunit_engine::conformance::random_play::{
    check_turn, play_randomly, probe, RandomPlay, Turn,
};
use whodunit_engine::{play_out, Bot, Game, GameRng, Seat};
use whodunit_inkognito::{
    bots, Agent, Card, Config, Event, Fragment, GameEnd, Identity, Inkognito, Number, Shown, State,
    MAX_GAMES, MAX_ROUNDS, TARGET,
};

fn play(players: usize, seed: u64) -> whodunit_inkognito::State {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
    let mut seats: Vec<Box<dyn Bot<Inkognito>>> = (0..players as u8)
        .map(|s| bots::by_level("random", Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(seed ^ s))
        .collect();
    play_out::<Inkognito>(&mut state, &mut seats, &mut rngs, |_, _, _| {}).expect("legal bots");
    state
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_matches_end(players in 3usize..=5, seed in any::<u64>()) {
        let state = play(players, seed);
        let outcome = Inkognito::outcome(&state).expect("the match ended");
        prop_assert!(!outcome.winners.is_empty());
        let best = *outcome.scores.iter().max().expect("scores");
        for w in &outcome.winners {
            prop_assert_eq!(outcome.scores[w.index()], best);
        }
        prop_assert!(best >= i32::from(TARGET) || state.game() == MAX_GAMES);
        prop_assert!(["three_points", "game_limit"].contains(&outcome.reason.as_str()));
    }

    #[test]
    fn random_actions_are_accepted_exactly_when_legal(players in 3usize..=5, seed in any::<u64>(), picks in proptest::collection::vec(any::<u32>(), 1..300)) {
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        for pick in picks {
            // Someone is to act exactly while the match goes on, and nobody else may act.
            check_turn::<Inkognito>(&state).map_err(TestCaseError::fail)?;
            let Some(seat) = Inkognito::to_act(&state) else { break };
            let legal = Inkognito::legal_actions(&state, seat);
            let other = Seat(((seat.index() + 1 + pick as usize % (players - 1)) % players) as u8);
            // Refused out of turn, by IK-ROUND-12, and the state is unchanged.
            probe::<Inkognito>(&state, other, &legal[0], "IK-").map_err(TestCaseError::fail)?;
            let refused = Inkognito::apply(&mut state.clone(), other, &legal[0]);
            prop_assert_eq!(refused.map_err(|e| e.rule).err(), Some("IK-ROUND-12".into()));
            let action = legal[pick as usize % legal.len()];
            prop_assert!(Inkognito::apply(&mut state, seat, &action).is_ok());
        }
    }
}

/// The secrets of the game in progress, by agent, and its number.
fn secrets(state: &State) -> (HashMap<Agent, (Identity, Fragment)>, Number) {
    let mut out = HashMap::new();
    for s in 0..state.seat_count() as u8 {
        if let Some(secret) = state.secret(Seat(s)) {
            out.insert(Agent::Seat(Seat(s)), secret);
        }
    }
    if let Some(secret) = state.dummy_secret() {
        out.insert(Agent::Dummy, secret);
    }
    (out, state.correct_number())
}

fn is_true(card: Card, (identity, fragment): (Identity, Fragment)) -> bool {
    card == Card::Identity(identity) || card == Card::Number(fragment)
}

/// Locations used this series: each agent's as bits, and the Ambassador's.
#[derive(Default)]
struct Series {
    agents: HashMap<Agent, u8>,
    ambassador: u8,
    /// The 5-player Ambassador's face-down card, until it is turned.
    hidden: Option<whodunit_inkognito::Location>,
}

/// What holds in every state of a match: at most 20 games, and while it goes on four
/// agents a game and nobody at 3 points (IK-SERIES-13).
fn check_invariants(state: &State) -> Result<(), TestCaseError> {
    prop_assert!(state.game() <= MAX_GAMES);
    if Inkognito::to_act(state).is_some() {
        prop_assert_eq!(secrets(state).0.len(), 4, "four agents a game");
        prop_assert!(
            state.scores().iter().all(|&p| p < TARGET),
            "3 points end the match"
        );
    }
    Ok(())
}

/// What the checks of each action remember between actions: the game in progress and the
/// series' placements.
struct Progress {
    game: u16,
    series: Series,
}

impl Progress {
    /// Checks the events of one action against the state `before` it and `after` it.
    fn check(
        &mut self,
        before: &State,
        events: &[Event],
        after: &State,
    ) -> Result<(), TestCaseError> {
        let players = before.seat_count();
        let seat = Inkognito::to_act(before).expect("someone acted");
        let (cards, number) = secrets(before);
        let scores_before = before.scores();
        let round = before.round();
        let Progress { game, series } = self;
        for event in events {
            match event {
                Event::GameStarted {
                    game: next, scores, ..
                } => {
                    prop_assert_eq!(*next, *game + 1);
                    prop_assert_eq!(scores.as_slice(), after.scores());
                    *game = *next;
                    *series = Series::default();
                }
                Event::Placed {
                    by,
                    ambassador: false,
                    location,
                } => {
                    let l = location.expect("full events show every face-up card");
                    let used = series.agents.entry(*by).or_default();
                    prop_assert!(
                        *used & (1 << l.index()) == 0,
                        "{:?} at {:?} twice in a series",
                        by,
                        l
                    );
                    *used |= 1 << l.index();
                }
                Event::Placed {
                    by,
                    ambassador: true,
                    location,
                } => {
                    prop_assert_eq!(players, 5);
                    prop_assert_eq!(*by, Agent::Seat(seat));
                    prop_assert!(series.hidden.is_none());
                    series.hidden = *location;
                }
                Event::AmbassadorAt { location } => {
                    let bit = 1 << location.index();
                    prop_assert!(
                        series.ambassador & bit == 0,
                        "the Ambassador at {:?} twice",
                        location
                    );
                    series.ambassador |= bit;
                    if players == 5 {
                        prop_assert_eq!(series.hidden.take(), Some(*location));
                    }
                    prop_assert_eq!(series.agents.len(), 4, "all four agents placed");
                }
                Event::SeriesEnded { .. } => {
                    prop_assert_eq!(series.ambassador, 0b11111);
                    prop_assert_eq!(series.agents.len(), 4);
                    for (agent, used) in &series.agents {
                        prop_assert_eq!(*used, 0b11111, "{:?} missed a location", agent);
                    }
                    *series = Series::default();
                }
                Event::Showed {
                    from,
                    to,
                    cards: n,
                    shown,
                } => {
                    prop_assert_ne!(from, to);
                    match shown.expect("full events show the faces") {
                        Shown::Pair(pair) => {
                            prop_assert_eq!(*n, 2);
                            let secret = cards[&Agent::Seat(*from)];
                            prop_assert_ne!(pair[0], pair[1]);
                            prop_assert!(
                                is_true(pair[0], secret) != is_true(pair[1], secret),
                                "{:?} shows {:?} holding {:?}",
                                from,
                                pair,
                                secret
                            );
                        }
                        Shown::Black(_) => prop_assert_eq!(*n, 1),
                    }
                }
                Event::GameEnded {
                    end,
                    identities,
                    number: shown,
                    scored,
                    scores,
                } => {
                    let revealed: HashMap<Agent, (Identity, Fragment)> =
                        identities.iter().map(|&(a, i, f)| (a, (i, f))).collect();
                    prop_assert_eq!(&revealed, &cards, "the end shows the true cards");
                    prop_assert_eq!(*shown, number);
                    prop_assert_eq!(scored.is_empty(), *end == GameEnd::Draw);
                    if *end == GameEnd::Draw {
                        prop_assert_eq!(round, MAX_ROUNDS);
                    }
                    let mut expected = scores_before.to_vec();
                    for s in scored {
                        expected[s.index()] += 1;
                    }
                    prop_assert_eq!(scores, &expected);
                }
                _ => {}
            }
        }
        let after_scores = after.scores();
        prop_assert!(
            scores_before.iter().zip(after_scores).all(|(b, a)| a >= b),
            "{:?} then {:?}",
            scores_before,
            after_scores
        );
        if !after.is_over() {
            prop_assert_eq!(after.game(), *game);
        }
        Ok(())
    }
}

/// Plays one match with `pick_patient` (a call one chance in `odds`) through the engine's
/// conformance kit, which probes each step with the first legal action sent out of turn;
/// every invariant is checked after each action. Returns the games played.
fn play_checked(
    players: usize,
    seed: u64,
    policy_seed: u64,
    odds: u32,
) -> Result<u16, TestCaseError> {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
    prop_assert_eq!(state.game(), 1);
    let mut rng = GameRng::new(policy_seed);
    // The probes draw from their own generator, so the play is the same without them.
    let mut prober = GameRng::new(!policy_seed);
    let mut progress = Progress {
        game: 1,
        series: Series::default(),
    };
    let mut invariants = |state: &State| check_invariants(state).map_err(|e| e.to_string());
    let mut each_action = |before: &State, events: &[Event], after: &State| {
        progress
            .check(before, events, after)
            .map_err(|e| e.to_string())
    };
    let play = RandomPlay {
        seed,
        // 20 games of at most 50 rounds of at most 5 placements and 2 meetings of at most 3
        // decisions.
        bound: 20 * 50 * 11,
        rule_prefix: "IK-",
        invariants: &mut invariants,
        each_action: Some(&mut each_action),
    };
    play_randomly::<Inkognito>(&mut state, play, |state, seat| {
        let legal = Inkognito::legal_actions(state, seat);
        let skip = 1 + prober.below(players as u32 - 1) as usize;
        let other = Seat(((seat.index() + skip) % players) as u8);
        Turn {
            probes: vec![(other, legal[0])],
            action: pick_patient(state, seat, &mut rng, odds),
        }
    })
    .map_err(TestCaseError::fail)?;
    prop_assert!(state.is_over());
    let outcome = Inkognito::outcome(&state).expect("the match ended");
    let best = *state.scores().iter().max().expect("scores");
    prop_assert!(
        best >= TARGET || state.game() == MAX_GAMES,
        "ended early at {:?}",
        state.scores()
    );
    let reason = if best >= TARGET {
        "three_points"
    } else {
        "game_limit"
    };
    prop_assert_eq!(outcome.reason.as_str(), reason);
    Ok(state.game())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn random_play_keeps_the_invariants(
        players in 3usize..=5,
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
        odds in prop::sample::select(vec![1u32, 10, 100, 2000]),
    ) {
        play_checked(players, seed, policy_seed, odds)?;
    }
}

#[test]
fn matches_without_calls_end_at_the_game_limit() {
    // Nobody calls: every game is drawn after 50 rounds (IK-SERIES-06) and the match ends
    // after 20 games with every seat a winner (IK-SERIES-16).
    for players in 3..=5 {
        let games = play_checked(players, players as u64, 9, u32::MAX).expect("the invariants");
        assert_eq!(games, MAX_GAMES);
    }
}
