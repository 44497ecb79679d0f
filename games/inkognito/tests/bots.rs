//! The expert bot: its team beats a random team at 4 players over fixed matches, it plays
//! legal actions at 3, 4 and 5 players, and a fresh expert fed the same events chooses
//! the same.

use whodunit_engine::{play_out, Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{bots, Agent, Config, Event, Inkognito, State};

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

#[test]
fn experts_play_legally_at_every_player_count() {
    for players in 3..=5 {
        for seed in 0..8 {
            let mut levels = vec!["expert"; players];
            levels[0] = "random";
            let state = play(&levels, seed).0;
            assert!(Inkognito::outcome(&state).is_some());
        }
    }
}

/// Replays a match and, at every expert decision, asks a fresh expert fed the same events.
#[test]
fn a_fresh_expert_chooses_the_same() {
    for players in 3..=5 {
        let seed = players as u64;
        let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
        let mut seats: Vec<Box<dyn Bot<Inkognito>>> = (0..players as u8)
            .map(|s| bots::by_level("expert", Seat(s)).expect("known"))
            .collect();
        let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
        let mut rng = GameRng::new(seed);
        let mut steps = 0;
        while let Some(seat) = Inkognito::to_act(&state) {
            let view = Inkognito::view(&state, Viewer::Seat(seat));
            let action = seats[seat.index()].choose(Decision::in_state(
                &view,
                &state,
                seat,
                &mut rng.clone(),
            ));
            if steps % 5 == 0 {
                let mut fresh = bots::by_level("expert", seat).expect("known");
                for e in &seen[seat.index()] {
                    fresh.observe(e);
                }
                let again = fresh.choose(Decision::in_state(&view, &state, seat, &mut rng.clone()));
                assert_eq!(action, again, "{players} players, step {steps}");
            }
            steps += 1;
            let events = Inkognito::apply(&mut state, seat, &action).expect("legal");
            rng.below(2);
            for (s, bot) in seats.iter_mut().enumerate() {
                for e in &events {
                    if let Some(e) = Inkognito::redact(e, Viewer::Seat(Seat(s as u8))) {
                        bot.observe(&e);
                        seen[s].push(e);
                    }
                }
            }
        }
    }
}
