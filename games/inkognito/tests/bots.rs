//! The bots: the expert's team beats a random team at 4 players over fixed matches, the
//! expert guesses a number only at 5 players, every level plays legal actions at 3, 4 and
//! 5 players, a fresh bot fed the same events chooses the same, and the medium bot's
//! plain decisions.

use whodunit_engine::conformance::rebuilt_bots::check_rebuilt_bots_choose_the_same;
use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{
    bots, Action, Agent, BlackCard, BlackKind, Config, Event, Fragment, GameEnd, Identity,
    Inkognito, Location, MeetingKind, MeetingView, Shown, State, View, NUMBERS,
};

#[test]
fn levels_are_listed_and_their_former_names_accepted() {
    assert_eq!(bots::LEVELS, ["easy", "medium", "hard"]);
    for level in ["easy", "medium", "hard", "random", "expert"] {
        assert!(bots::by_level(level, Seat(0)).is_some(), "{level}");
    }
    assert!(bots::by_level("oracle", Seat(0)).is_none());
}

/// Plays one match with `levels` by seat; returns the final state and each game's end.
fn play(levels: &[&str], seed: u64) -> (State, Vec<Event>) {
    let mut state = Inkognito::setup(&Config::with_players(levels.len()), seed).expect("valid");
    let mut seats: Vec<Box<dyn Bot<Inkognito>>> = levels
        .iter()
        .enumerate()
        .map(|(s, l)| bots::by_level(l, Seat(s as u8)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..levels.len() as u64)
        .map(|s| GameRng::new(seed.wrapping_mul(31) ^ s))
        .collect();
    let mut ends = Vec::new();
    play_out::<Inkognito>(&mut state, &mut seats, &mut rngs, |_, _, events| {
        ends.extend(
            events
                .iter()
                .filter(|e| matches!(e, Event::GameEnded { .. }))
                .cloned(),
        )
    })
    .expect("legal bots");
    (state, ends)
}

/// Seats 0 and 2 expert, 1 and 3 random. Partnerships follow the dealt identities, so
/// the two experts are partners in about a third of the games: the expert team must
/// win at least 90% of those (measured: 99.8%).
#[test]
fn the_expert_team_beats_the_random_team() {
    let (mut games, mut won) = (0u32, 0u32);
    for seed in 0..40 {
        for end in play(&["expert", "random", "expert", "random"], seed).1 {
            let Event::GameEnded {
                identities, scored, ..
            } = end
            else {
                continue;
            };
            let identity = |seat: u8| {
                identities
                    .iter()
                    .find(|x| x.0 == Agent::Seat(Seat(seat)))
                    .map(|x| x.1)
            };
            if identity(0).map(|i| i.partner()) == identity(2) {
                games += 1;
                won += u32::from(scored.contains(&Seat(0)));
            }
        }
    }
    assert!(
        games >= 30,
        "only {games} games with the experts as partners"
    );
    assert!(
        won * 10 >= games * 9,
        "the expert team won {won} of {games}"
    );
}

/// The hard bot is sure of every number it calls at 3 and 4 players (IK-3P-17,
/// IK-CALL-07); at 5 it also guesses when the match's scores make a guess pay, so some of
/// its calls there are wrong (IK-5P-22).
#[test]
fn the_hard_bot_guesses_only_at_five_players() {
    let wrong_calls = |players: usize| -> usize {
        (0..6)
            .flat_map(|seed| play(&vec!["hard"; players], seed).1)
            .filter(|e| {
                matches!(
                    e,
                    Event::GameEnded {
                        end: GameEnd::Wrong,
                        ..
                    }
                )
            })
            .count()
    };
    assert_eq!(wrong_calls(3), 0);
    assert_eq!(wrong_calls(4), 0);
    assert!(wrong_calls(5) > 0);
}

#[test]
fn every_level_plays_legally_at_every_player_count() {
    for players in 3..=5 {
        for seed in 0..8 {
            let levels: Vec<&str> = (0..players)
                .map(|s| bots::LEVELS[(s + seed as usize) % bots::LEVELS.len()])
                .collect();
            let state = play(&levels, seed).0;
            assert!(Inkognito::outcome(&state).is_some());
        }
    }
}

/// Replays a match of medium and hard bots and, at every fifth decision, asks a fresh bot
/// of the same level fed the same events.
#[test]
fn a_fresh_bot_chooses_the_same() {
    for players in 3..=5 {
        let seed = players as u64;
        let state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let levels: Vec<&str> = (0..players).map(|s| ["medium", "hard"][s % 2]).collect();
        check_rebuilt_bots_choose_the_same::<Inkognito>(state, bots::by_level, &levels, 5)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
    }
}

/// Seat 0's view of the first placement of a game of `players`, and the events that told
/// seat 0 its own cards (F, 52) and every black card of the agents listed.
fn medium_table(players: usize, known: &[(Agent, Identity, Fragment)]) -> (View, Vec<Event>) {
    let state = Inkognito::setup(&Config::with_players(players), 1).expect("valid");
    let mut view = Inkognito::view(&state, Viewer::Seat(Seat(0)));
    view.agents[0].identity = Some(Identity::F);
    view.agents[0].fragment = Some(Fragment::F52);
    let mut events = vec![Event::Dealt {
        seat: Seat(0),
        identity: Some(Identity::F),
        fragment: Some(Fragment::F52),
    }];
    for &(from, identity, fragment) in known {
        for card in [BlackCard::Identity(identity), BlackCard::Number(fragment)] {
            events.push(Event::BlackShown {
                from,
                to: Seat(0),
                witness: None,
                card: Some(card),
            });
        }
    }
    (view, events)
}

/// What a medium bot in seat 0 that saw `events` chooses among `legal`.
fn medium_plays(view: &View, events: &[Event], legal: &[Action]) -> Action {
    let mut bot = bots::by_level("medium", Seat(0)).expect("known");
    for event in events {
        bot.observe(event);
    }
    bot.choose(Decision::new(view, legal, &mut GameRng::new(5)))
}

fn meeting(kind: MeetingKind, persons: Vec<Agent>, named: Option<Agent>) -> Option<MeetingView> {
    Some(MeetingView {
        location: Location::Rialto,
        kind,
        persons,
        committed: false,
        named,
    })
}

fn seat(s: u8) -> Agent {
    Agent::Seat(Seat(s))
}

/// IK-3P-11, IK-3P-16, IK-3P-17: at a dummy meeting it looks at the card it lacks, and calls
/// once its certain facts give the whole number.
#[test]
fn medium_looks_for_what_it_lacks_and_calls_only_when_certain() {
    let others = [
        (seat(1), Identity::B, Fragment::F11),
        (seat(2), Identity::Z, Fragment::F0),
    ];
    let (mut view, mut events) = medium_table(3, &others);
    view.meeting = meeting(MeetingKind::Dummy, vec![seat(0), Agent::Dummy], None);
    let mut legal = vec![
        Action::Look(BlackKind::Identity),
        Action::Look(BlackKind::Number),
        Action::Pass,
    ];
    legal.extend(NUMBERS.map(Action::Call));
    assert_eq!(
        medium_plays(&view, &events, &legal),
        Action::Look(BlackKind::Identity)
    );
    events.push(Event::Looked {
        seat: Seat(0),
        card: Some(BlackCard::Identity(Identity::X)),
    });
    assert_eq!(
        medium_plays(&view, &events, &legal),
        Action::Look(BlackKind::Number)
    );
    events.push(Event::Looked {
        seat: Seat(0),
        card: Some(BlackCard::Number(Fragment::F29)),
    });
    let number = [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29];
    assert_eq!(medium_plays(&view, &events, &legal), Action::Call(number));
}

/// IK-ROUND-07, IK-ROUND-09: it places alone with the agent it knows least about, and
/// never where two agents already stand.
#[test]
fn medium_places_to_meet_the_agent_it_knows_least_about() {
    let (mut view, events) = medium_table(4, &[(seat(1), Identity::Z, Fragment::F0)]);
    let legal = Location::ALL.map(Action::Place);
    view.agents[1].placed = Some(Location::Rialto);
    view.agents[2].placed = Some(Location::Salute);
    assert_eq!(
        medium_plays(&view, &events, &legal),
        Action::Place(Location::Salute)
    );
    view.agents[1].placed = Some(Location::Salute);
    assert_eq!(
        medium_plays(&view, &events, &legal),
        Action::Place(Location::Rialto),
        "an empty place before a crowd"
    );
}

/// IK-MEET-10, IK-MEET-03: to the partner it knows it shows its identity, then its number,
/// then pairs; to anyone else a pair.
#[test]
fn medium_shows_its_known_partner_its_black_cards() {
    let (mut view, mut events) = medium_table(4, &[(seat(1), Identity::B, Fragment::F11)]);
    let pair = Action::ShowPair([
        whodunit_inkognito::Card::Identity(Identity::F),
        whodunit_inkognito::Card::Identity(Identity::Z),
    ]);
    let legal = [
        Action::ShowBlack(BlackKind::Identity),
        Action::ShowBlack(BlackKind::Number),
        pair,
    ];
    view.meeting = meeting(MeetingKind::TwoAgents, vec![seat(0), seat(1)], None);
    for (kind, card) in [
        (BlackKind::Identity, BlackCard::Identity(Identity::F)),
        (BlackKind::Number, BlackCard::Number(Fragment::F52)),
    ] {
        assert_eq!(
            medium_plays(&view, &events, &legal),
            Action::ShowBlack(kind)
        );
        events.push(Event::Showed {
            from: Seat(0),
            to: Seat(1),
            cards: 1,
            shown: Some(Shown::Black(card)),
        });
    }
    assert_eq!(medium_plays(&view, &events, &legal), pair);
    view.meeting = meeting(MeetingKind::TwoAgents, vec![seat(0), seat(2)], None);
    assert_eq!(medium_plays(&view, &events[..1], &legal), pair);
}

/// IK-AMB-01, IK-AMB-03, IK-AMB-04: with the Ambassador it names the agent it knows least
/// about, passes when it knows every card, and shows its identity when named.
#[test]
fn medium_asks_about_the_agent_it_knows_least_about() {
    let known = [
        (seat(1), Identity::B, Fragment::F11),
        (seat(2), Identity::Z, Fragment::F0),
    ];
    let (mut view, events) = medium_table(4, &known);
    view.meeting = meeting(MeetingKind::Ambassador, vec![seat(0)], None);
    let legal = [
        Action::Ask(Seat(1)),
        Action::Ask(Seat(2)),
        Action::Ask(Seat(3)),
        Action::Pass,
    ];
    assert_eq!(medium_plays(&view, &events, &legal), Action::Ask(Seat(3)));
    let mut all = events.clone();
    all.extend(
        [
            BlackCard::Identity(Identity::X),
            BlackCard::Number(Fragment::F29),
        ]
        .map(|card| Event::BlackShown {
            from: seat(3),
            to: Seat(0),
            witness: None,
            card: Some(card),
        }),
    );
    assert_eq!(medium_plays(&view, &all, &legal), Action::Pass);
    view.meeting = meeting(MeetingKind::Ambassador, vec![seat(1)], Some(seat(0)));
    let reveal = [
        Action::RevealBlack(BlackKind::Identity),
        Action::RevealBlack(BlackKind::Number),
    ];
    assert_eq!(
        medium_plays(&view, &events, &reveal),
        Action::RevealBlack(BlackKind::Identity)
    );
}
