//! The notebook against the truth over bot games at 3, 4 and 5 players: the true deal
//! always keeps a positive chance, and every certain fact is true.

use whodunit_engine::{Bot, Decision, Game, GameRng, Seat, Viewer};
use whodunit_inkognito::notebook::{Notebook, World};
use whodunit_inkognito::{bots, Agent, Config, Event, Inkognito, State};

/// The current game's deal in the order of the view's agents.
fn truth(state: &State, view_agents: &[Agent]) -> World {
    let secret = |a: &Agent| match a {
        Agent::Seat(s) => state.secret(*s),
        Agent::Dummy => state.dummy_secret(),
    };
    let deal: Vec<_> = view_agents
        .iter()
        .map(|a| secret(a).expect("dealt"))
        .collect();
    World {
        identity: std::array::from_fn(|a| deal[a].0),
        fragment: std::array::from_fn(|a| deal[a].1),
    }
}

fn check_match(players: usize, seed: u64, level: &str) {
    let mut state = Inkognito::setup(&Config::with_players(players), seed).expect("valid");
    let mut seats: Vec<Box<dyn Bot<Inkognito>>> = (0..players as u8)
        .map(|s| bots::by_level(level, Seat(s)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::new(seed ^ s))
        .collect();
    let mut seen: Vec<Vec<Event>> = vec![Vec::new(); players];
    let mut steps = 0;
    while let Some(seat) = Inkognito::to_act(&state) {
        if steps % 7 == 0 {
            for s in 0..players as u8 {
                let view = Inkognito::view(&state, Viewer::Seat(Seat(s)));
                let nb = Notebook::new(&view, &seen[usize::from(s)]);
                let agents: Vec<Agent> = view.agents.iter().map(|a| a.agent).collect();
                let world = truth(&state, &agents);
                assert!(
                    nb.worlds.contains(&world),
                    "seed {seed} seat {s}: truth ruled out"
                );
                for fact in nb.facts() {
                    assert!(fact.holds(&world, nb.me), "seed {seed} seat {s}: {fact:?}");
                }
                Inkognito::notebook(&view, &seen[usize::from(s)]).expect("json");
            }
        }
        steps += 1;
        let view = Inkognito::view(&state, Viewer::Seat(seat));
        let action = seats[seat.index()].choose(Decision::in_state(
            &view,
            &state,
            seat,
            &mut rngs[seat.index()],
        ));
        let events = Inkognito::apply(&mut state, seat, &action).expect("legal bots");
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

#[test]
fn truth_keeps_a_chance_and_facts_are_true() {
    for seed in 0..6 {
        for players in 3..=5 {
            for level in bots::LEVELS {
                check_match(players, seed, level);
            }
        }
    }
}
