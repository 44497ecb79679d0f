//! Non-interference (GU-INFO-1, GU-INFO-2, GU-INFO-3): two deals that differ only in cards
//! a viewer has not seen (the hidden card and the opponent's hand for a seat; every card
//! for a spectator) look the same to it, step by step, until a public answer, a guess or
//! the end shows the difference. The engine's conformance kit plays the twins.

mod common;

use proptest::prelude::*;
use whodunit_engine::conformance::twins::{run_twins, Stop, TwinEnd, TwinRules};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_guess::{opponent, Action, Card, CardSet, Config, Event, ExplicitSetup, Guess, State};

/// The deal of `state` as an explicit setup.
fn deal_of(state: &State) -> ExplicitSetup {
    ExplicitSetup {
        hidden: state.hidden(),
        hands: [state.hand(Seat(0)), state.hand(Seat(1))],
    }
}

/// A twin deal for `viewer`: what it has not seen is shuffled among the same places.
fn twin_deal(deal: ExplicitSetup, cards: u8, viewer: Viewer, rng: &mut GameRng) -> ExplicitSetup {
    let kept = viewer
        .seat()
        .map_or(CardSet::EMPTY, |seat| deal.hands[seat.index()]);
    let mut unseen: Vec<Card> = CardSet::deck(cards).without(kept).iter().collect();
    rng.shuffle(&mut unseen);
    let mut out = ExplicitSetup {
        hidden: unseen[0],
        hands: [kept; 2],
    };
    let others: CardSet = unseen[1..].iter().copied().collect();
    match viewer.seat() {
        Some(seat) => out.hands[opponent(seat).index()] = others,
        None => {
            let half = others.len() / 2;
            out.hands = [
                unseen[1..=half].iter().copied().collect(),
                unseen[half + 1..].iter().copied().collect(),
            ];
        }
    }
    out
}

fn setup(cards: u8, deal: ExplicitSetup) -> State {
    let config = Config {
        cards,
        explicit: Some(deal),
    };
    Guess::setup(&config, 0).expect("a whole deal")
}

/// A step a viewer sees differ is shown by the rules: an answer, a guess or the end.
fn judge(a: &[Event], b: &[Event], _viewer: Viewer) -> Result<&'static str, String> {
    let shown = |x: &Event, y: &Event| match (x, y) {
        (
            Event::Asked { seat, card, .. },
            Event::Asked {
                seat: s, card: c, ..
            },
        ) => (seat, card) == (s, c),
        (
            Event::Guessed { seat, card, .. },
            Event::Guessed {
                seat: s, card: c, ..
            },
        ) => (seat, card) == (s, c),
        (Event::GameOver { .. }, Event::GameOver { .. }) => true,
        _ => false,
    };
    if a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y || shown(x, y)) {
        Ok("a public answer, guess or end")
    } else {
        Err(format!("{a:?} vs {b:?}"))
    }
}

fn compare(a: State, b: State, viewer: Viewer, rng: &mut GameRng) -> Result<TwinEnd, String> {
    let rules = TwinRules::<Guess> {
        watched: &[viewer],
        limit: 40,
        open_at_end: true,
        legality_is_public: false,
        choose: &mut |a, b, seat, rng| {
            let theirs = Guess::legal_actions(b, seat);
            let both: Vec<_> = Guess::legal_actions(a, seat)
                .into_iter()
                .filter(|action| theirs.contains(action))
                .collect();
            // Mostly asks, so that runs last beyond the first guess.
            let asks: Vec<_> = both
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Ask(_)))
                .collect();
            let pool = if !asks.is_empty() && rng.below(4) > 0 {
                asks
            } else {
                both
            };
            (!pool.is_empty()).then(|| pool[rng.below(pool.len() as u32) as usize])
        },
        probe: Some(&mut common::any_action),
        judge: &judge,
    };
    run_twins(a, b, rules, rng)
}

fn viewers() -> [Viewer; 3] {
    [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Spectator,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn twins_look_the_same_to_whoever_cannot_tell_them_apart(
        pick in any::<u8>(), seed in any::<u64>(), policy in any::<u64>(),
    ) {
        let config = common::config(pick);
        let deal = deal_of(&Guess::setup(&config, seed).expect("valid"));
        let mut rng = GameRng::new(policy);
        for viewer in viewers() {
            let twin = twin_deal(deal, config.cards, viewer, &mut rng);
            let (a, b) = (setup(config.cards, deal), setup(config.cards, twin));
            let end = compare(a, b, viewer, &mut rng).map_err(TestCaseError::fail)?;
            prop_assert!(end.stop != Stop::Limit, "every game ends: {end:?}");
        }
    }
}

/// The twins do differ, and the comparison often runs a few steps before the difference
/// shows: the property above is not checking identical games.
#[test]
fn twins_differ_and_comparisons_last() {
    let (mut differ, mut long) = (0, 0);
    for seed in 0..60u64 {
        let config = common::config(2 + seed as u8 % 5);
        let deal = deal_of(&Guess::setup(&config, seed).expect("valid"));
        let mut rng = GameRng::new(seed);
        let viewer = viewers()[seed as usize % 3];
        let twin = twin_deal(deal, config.cards, viewer, &mut rng);
        differ += usize::from(twin != deal);
        let end = compare(
            setup(config.cards, deal),
            setup(config.cards, twin),
            viewer,
            &mut rng,
        )
        .expect("no leak");
        long += usize::from(end.steps >= 2);
    }
    assert!(differ >= 40, "only {differ} twins differed");
    assert!(long >= 20, "only {long} comparisons lasted two steps");
}
