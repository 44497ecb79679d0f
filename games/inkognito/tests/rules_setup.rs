//! §2 Setup: IK-SETUP-01 to IK-SETUP-16.

mod common;

use common::{act, config, place, refused, table, NUMBER};
use std::collections::HashSet;
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{
    Action, Config, Event, ExplicitSetup, Fragment, Identity, Inkognito, Location,
};

#[test]
fn three_to_five_players_and_no_other_count() {
    // IK-SETUP-01, IK-SETUP-02
    assert_eq!(Config::default().players, 4);
    for players in 3..=5 {
        let state = Inkognito::setup(&Config::with_players(players), 1).expect("valid");
        assert_eq!(Inkognito::seat_count(&state), players);
    }
    for players in [0, 1, 2, 6, 9] {
        let error = Inkognito::setup(&Config::with_players(players), 1).expect_err("refused");
        assert_eq!(error.rule, "IK-SETUP-02");
    }
}

#[test]
fn clockwise_is_the_next_higher_seat() {
    // IK-SETUP-03: start at seat 2, then 3, wrapping to 0 and 1.
    let mut state = table(4, 2, 1);
    let mut order = Vec::new();
    for _ in 0..4 {
        let seat = Inkognito::to_act(&state).expect("placement");
        order.push(seat.0);
        act(&mut state, seat, Action::Place(Location::ALL[order.len()]));
    }
    assert_eq!(order, [2, 3, 0, 1]);
}

#[test]
fn each_agent_has_five_locations_and_twelve_pairs() {
    // IK-SETUP-04: all 5 location cards to place, and 8 coloured cards giving 12 pairs.
    let mut state = table(4, 0, 1);
    let places = Inkognito::legal_actions(&state, Seat(0));
    assert_eq!(places, Location::ALL.map(Action::Place));
    place(
        &mut state,
        &[
            Location::Rialto,
            Location::Rialto,
            Location::SanMarco,
            Location::Salute,
        ],
    );
    let pairs = Inkognito::legal_actions(&state, Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::ShowPair(_)))
        .count();
    assert_eq!(pairs, 12);
}

#[test]
fn the_phone_card_only_marks_the_caller() {
    // IK-SETUP-05: a call names its caller; nothing else about the phone is state.
    let mut state = table(4, 0, 1);
    place(
        &mut state,
        &[
            Location::Rialto,
            Location::Rialto,
            Location::SanMarco,
            Location::Salute,
        ],
    );
    let events = act(&mut state, Seat(0), Action::Call(NUMBER));
    assert!(events.contains(&Event::Called {
        caller: Seat(0),
        number: NUMBER,
        correct: true
    }));
}

/// Ambassador seat, start position, identities, fragments and deck, as drawn.
type Draws = (Option<u8>, u32, [Identity; 4], [Fragment; 4], [Location; 5]);

/// The first game's draws replayed on a fresh generator (IK-SETUP-16): Ambassador seat,
/// start player, identities, fragments, then the deck.
fn expected_draws(players: usize, seed: u64) -> Draws {
    let mut rng = GameRng::new(seed);
    let ambassador = (players == 5).then(|| rng.below(5) as u8);
    let start = rng.below(if players == 3 { 3 } else { 4 });
    let mut identities = Identity::ALL;
    rng.shuffle(&mut identities);
    let mut fragments = Fragment::ALL;
    rng.shuffle(&mut fragments);
    let mut deck = Location::ALL;
    if players != 5 {
        rng.shuffle(&mut deck);
    }
    (ambassador, start, identities, fragments, deck)
}

#[test]
fn the_deal_is_a_pure_function_of_the_seed_in_a_fixed_draw_order() {
    // IK-SETUP-06, IK-SETUP-07, IK-SETUP-09, IK-SETUP-10, IK-SETUP-15, IK-SETUP-16
    for players in 3..=5 {
        for seed in 0..40 {
            let state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
            let (ambassador, start, identities, fragments, deck) = expected_draws(players, seed);
            assert_eq!(state.ambassador_seat(), ambassador.map(Seat));
            // Agents in increasing seat order, skipping the Ambassador, the dummy last.
            let agents: Vec<Seat> = (0..players as u8)
                .map(Seat)
                .filter(|&s| Some(s) != state.ambassador_seat())
                .collect();
            let view = Inkognito::view(&state, Viewer::Spectator);
            assert_eq!(view.start, Some(agents[start as usize]));
            for (i, &s) in agents.iter().enumerate() {
                assert_eq!(state.secret(s), Some((identities[i], fragments[i])));
            }
            if players == 3 {
                assert_eq!(state.dummy_secret(), Some((identities[3], fragments[3])));
            }
            if players != 5 {
                // The first card turned is the top of the shuffled deck.
                let mut live = state.clone();
                let mut turned = None;
                while turned.is_none() {
                    let seat = Inkognito::to_act(&live).expect("placement");
                    let action = Inkognito::legal_actions(&live, seat)[0];
                    turned = act(&mut live, seat, action)
                        .into_iter()
                        .find_map(|e| match e {
                            Event::AmbassadorAt { location } => Some(location),
                            _ => None,
                        });
                }
                assert_eq!(turned, Some(deck[0]));
            }
            let again = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
            assert_eq!(format!("{again:?}"), format!("{state:?}"));
        }
    }
}

#[test]
fn identities_and_fragments_are_shuffled_independently() {
    // IK-SETUP-08: close to all 576 combinations show up over 4000 seeds.
    let combos: HashSet<String> = (0..4000)
        .map(|seed| {
            let state = Inkognito::setup(&Config::default(), seed).expect("valid");
            format!(
                "{:?}",
                (0..4).map(|s| state.secret(Seat(s))).collect::<Vec<_>>()
            )
        })
        .collect();
    assert!(combos.len() > 560, "{} combinations", combos.len());
}

#[test]
fn partners_follow_the_dealt_identities() {
    // IK-SETUP-11: F with B, Z with X.
    assert_eq!(Identity::F.partner(), Identity::B);
    assert_eq!(Identity::B.partner(), Identity::F);
    assert_eq!(Identity::Z.partner(), Identity::X);
    assert_eq!(Identity::X.partner(), Identity::Z);
    // Dealt B and F to seats 2 and 0: they are the partners that win a correct call.
    let mut config = config(4, 0);
    if let Some(setup) = config.setup.as_mut() {
        setup.identities = vec![Identity::B, Identity::Z, Identity::F, Identity::X];
    }
    let mut state = Inkognito::setup(&config, 1).expect("valid");
    place(
        &mut state,
        &[
            Location::Rialto,
            Location::SanMarco,
            Location::Rialto,
            Location::Salute,
        ],
    );
    let number = state.correct_number();
    let events = act(&mut state, Seat(0), Action::Call(number));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Called { correct: true, .. })));
    assert_eq!(state.scores(), [1, 0, 1, 0]);
}

#[test]
fn each_agent_knows_only_its_own_black_cards() {
    // IK-SETUP-12
    let state = table(4, 0, 1);
    for me in 0..4u8 {
        let view = Inkognito::view(&state, Viewer::Seat(Seat(me)));
        for (i, agent) in view.agents.iter().enumerate() {
            let own = i == usize::from(me);
            assert_eq!(agent.identity.is_some(), own);
            assert_eq!(agent.fragment.is_some(), own);
        }
        assert_eq!(
            view.agents[usize::from(me)].identity,
            Some(Identity::ALL[usize::from(me)])
        );
    }
    let spectator = Inkognito::view(&state, Viewer::Spectator);
    assert!(spectator
        .agents
        .iter()
        .all(|a| a.identity.is_none() && a.fragment.is_none()));
}

#[test]
fn the_correct_number_reads_f_b_z_x() {
    // IK-SETUP-13: the seed's example deal, seats B F Z X with 11 52 0 29.
    let setup = ExplicitSetup {
        ambassador: None,
        start_player: Seat(0),
        identities: vec![Identity::B, Identity::F, Identity::Z, Identity::X],
        fragments: vec![Fragment::F11, Fragment::F52, Fragment::F0, Fragment::F29],
        decks: Vec::new(),
    };
    let config = Config {
        players: 4,
        setup: Some(setup),
    };
    let state = Inkognito::setup(&config, 1).expect("valid");
    assert_eq!(state.correct_number(), NUMBER);
}

#[test]
fn the_first_start_player_is_any_agent_player() {
    // IK-SETUP-14: every agent seat starts for some seed; never the 5-player Ambassador.
    for players in 3..=5 {
        let mut starts = HashSet::new();
        for seed in 0..200 {
            let state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
            let start = Inkognito::view(&state, Viewer::Spectator)
                .start
                .expect("a start");
            assert_ne!(Some(start), state.ambassador_seat());
            assert_eq!(
                Inkognito::to_act(&state),
                state.ambassador_seat().or(Some(start))
            );
            starts.insert(start);
        }
        assert_eq!(starts.len(), players, "{players} players");
    }
}

/// Makes a valid explicit setup impossible.
type Spoil = fn(&mut ExplicitSetup);

#[test]
fn explicit_setups_must_be_possible_deals() {
    // IK-SETUP-06, IK-SETUP-07, IK-SETUP-10, IK-SETUP-14
    let cases: [(Spoil, &str); 4] = [
        (|s| s.identities[0] = Identity::B, "IK-SETUP-06"),
        (|s| s.fragments.pop().map(drop).unwrap_or(()), "IK-SETUP-07"),
        (|s| s.decks[0][0] = Location::Rialto, "IK-SETUP-10"),
        (|s| s.start_player = Seat(4), "IK-SETUP-14"),
    ];
    for (spoil, rule) in cases {
        let mut config = config(4, 0);
        spoil(config.setup.as_mut().expect("explicit"));
        let error = Inkognito::setup(&config, 1).expect_err(rule);
        assert_eq!(error.rule, rule);
    }
    // A refused first action leaves the dealt state as it was.
    let mut state = table(4, 0, 1);
    assert_eq!(refused(&mut state, Seat(0), Action::Pass), "IK-ROUND-02");
}
