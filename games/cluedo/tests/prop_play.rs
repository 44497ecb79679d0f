//! Property: random legal play never panics, always ends, and keeps the state's invariants
//! after every action (CL-SETUP-4, CL-SETUP-13, CL-MOVE-1, CL-MOVE-12, CL-TURN-7, CL-END-5).
//!
//! The players choose uniformly among `Cluedo::legal_actions`, except that accusations are
//! rare: uniform choice would accuse almost every turn, since an after-move decision offers
//! 324 accusations against at most 37 other actions. A turn limit keeps every game finite.
//! The engine's conformance kit plays and probes; the Cluedo invariants are checked here.

mod common;

use common::random::{any_action, choose, config_strategy};
use proptest::prelude::*;
use whodunit_cluedo::board::{Cell, Position, BOARD};
use whodunit_cluedo::cards::{Card, CardSet, Room, Suspect, Weapon};
use whodunit_cluedo::{Action, Cluedo, EndReason, Phase, State};
use whodunit_engine::conformance::random_play::{play_randomly, probe, RandomPlay, Turn};
use whodunit_engine::{Game, GameRng, Seat};

/// The most actions one turn can take: a movement choice, a move, a suggestion, a card
/// shown, and an accusation or the end of the turn.
const ACTIONS_PER_TURN: usize = 5;

fn check_invariants(state: &State, sizes: &[usize]) -> Result<(), TestCaseError> {
    // CL-SETUP-4, CL-SETUP-8: every card in exactly one place, one envelope card per
    // category (the envelope's type holds one of each by construction).
    let envelope = state.envelope().cards();
    prop_assert_eq!(envelope.len(), 3);
    let mut seen = envelope;
    for seat in state.seats() {
        let hand = state.hand(seat);
        prop_assert!(
            hand.intersection(seen).is_empty(),
            "{seat} holds a card held elsewhere"
        );
        seen = seen.union(hand);
        // CL-SETUP-13: hand sizes never change after the deal.
        prop_assert_eq!(hand.len(), sizes[seat.index()], "hand size of {}", seat);
    }
    prop_assert_eq!(seen, Card::all().collect::<CardSet>());

    // CL-MOVE-1, CL-MOVE-12: pawns on distinct walkable squares, or in rooms.
    let mut squares = Vec::new();
    for suspect in Suspect::all() {
        match state.pawn(suspect) {
            Position::Square(square) => {
                prop_assert!(square.index() < BOARD.square_count());
                let (row, col) = square.coords();
                prop_assert_eq!(BOARD.cell(row, col), Cell::Walk(square));
                prop_assert!(!squares.contains(&square), "two pawns on {:?}", square);
                squares.push(square);
            }
            Position::Room(room) => prop_assert!(room.index() < Room::COUNT),
        }
    }
    // Weapons are never on squares (Conventions): each is in one of the nine rooms.
    for weapon in Weapon::all() {
        prop_assert!(state.weapon_room(weapon).index() < Room::COUNT);
    }

    // The kit checks whose turn it is against the outcome and the legal lists.
    prop_assert_eq!(state.is_over(), Cluedo::outcome(state).is_some());
    if let Some(seat) = Cluedo::to_act(state) {
        // Refuters may be eliminated (CL-REFUTE-2); active players never are (CL-ACCUSE-8).
        if !matches!(state.phase(), Phase::Refuting { .. }) {
            prop_assert!(!state.is_eliminated(seat));
        }
    }
    if let Phase::Over { reason } = state.phase() {
        match reason {
            EndReason::CorrectAccusation => prop_assert!(state.winner().is_some()),
            EndReason::AllEliminated => {
                prop_assert!(state.winner().is_none());
                prop_assert!(state.seats().all(|s| state.is_eliminated(s)));
            }
            EndReason::TurnLimit => prop_assert!(state.winner().is_none()),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// CL-SETUP-16, CL-TURN-6, CL-TURN-7, CL-END-1, CL-END-2, CL-END-5.
    #[test]
    fn random_legal_play_keeps_invariants_and_ends(
        config in config_strategy(20..80),
        seed in any::<u64>(),
        policy_seed in any::<u64>(),
    ) {
        let mut state = Cluedo::setup(&config, seed).expect("a valid configuration");
        let seats = state.seat_count();
        prop_assert_eq!(seats, config.players.len());

        // CL-SETUP-13: from the dealer's left, sizes 18 / n, the first 18 % n one larger.
        let sizes: Vec<usize> = state.seats().map(|s| state.hand(s).len()).collect();
        for k in 0..seats {
            let seat = (state.dealer().index() + 1 + k) % seats;
            prop_assert_eq!(sizes[seat], 18 / seats + usize::from(k < 18 % seats));
        }
        check_invariants(&state, &sizes)?;

        let limit = config.turn_limit.expect("set by the strategy") as usize;
        let mut rng = GameRng::new(policy_seed);
        let mut invariants = |state: &State| {
            if Cluedo::to_act(state).is_some() && state.turn() as usize > limit {
                return Err(format!("turn {} beyond the limit {limit}", state.turn()));
            }
            check_invariants(state, &sizes).map_err(|e| e.to_string())
        };
        let play = RandomPlay {
            seed,
            bound: ACTIONS_PER_TURN * limit,
            rule_prefix: "CL-",
            invariants: &mut invariants,
            each_action: None,
        };
        play_randomly::<Cluedo>(&mut state, play, |state, seat| {
            // A random action from a random seat, and a sample of the legal actions (all
            // would be slow with 360 accusations): accepted exactly when listed as legal.
            let stranger = Seat(rng.below(seats as u32) as u8);
            let legal = Cluedo::legal_actions(state, seat);
            let sample = legal[rng.below(legal.len() as u32) as usize];
            Turn {
                probes: vec![(stranger, any_action(&mut rng)), (seat, sample)],
                action: choose(&legal, Some(state.envelope()), &mut rng),
            }
        })
        .map_err(TestCaseError::fail)?;

        // CL-END-5: a finished game refuses everything and stays as it is.
        for seat in state.seats() {
            for action in [any_action(&mut rng), Action::EndTurn] {
                probe::<Cluedo>(&state, seat, &action, "CL-").map_err(TestCaseError::fail)?;
            }
        }
    }
}
