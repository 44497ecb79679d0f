//! Whole games for the games' speed benchmarks (`benches/NAME.rs`), on one thread: bots
//! playing as generic tools play them ([`play_out`]: views, redaction and whatever the bots
//! list), and quick actions on the bare rules as a simulating bot plays them (no views, no
//! legal lists, one event buffer reused). Both return the final state and the actions
//! taken, for `black_box` and for the benchmarks' reports of game lengths.

use crate::{play_out, BotFactory, Game, GameRng, Seat};

/// Plays `config` from `seed` to its end with a bot of `level` at every seat, seat `s`
/// drawing from `GameRng::new(seed ^ s)`.
pub fn bot_play<G: Game>(
    config: &G::Config,
    seed: u64,
    level: &str,
    by_level: BotFactory<G>,
) -> (G::State, usize) {
    let mut state = G::setup(config, seed).expect("valid config");
    let seats = G::seat_count(&state);
    let mut players: Vec<_> = (0..seats)
        .map(|s| by_level(level, Seat(s as u8)).expect("known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..seats).map(|s| GameRng::new(seed ^ s as u64)).collect();
    let mut actions = 0;
    play_out::<G>(&mut state, &mut players, &mut rngs, |_, _, _| actions += 1).expect("legal bots");
    (state, actions)
}

/// Plays `config` from `seed` on the bare rules (`to_act`, then `apply_into` into `events`,
/// cleared each time) with `quick` choosing each action from `GameRng::new(seed)`, until
/// nobody is to act or `stop` says the part measured is over.
pub fn bare_play<G: Game>(
    config: &G::Config,
    seed: u64,
    events: &mut Vec<G::Event>,
    mut quick: impl FnMut(&G::State, Seat, &mut GameRng) -> G::Action,
    stop: impl Fn(&G::State) -> bool,
) -> (G::State, usize) {
    let mut state = G::setup(config, seed).expect("valid config");
    let mut rng = GameRng::new(seed);
    let mut actions = 0;
    while let Some(seat) = G::to_act(&state) {
        if stop(&state) {
            break;
        }
        let action = quick(&state, seat, &mut rng);
        events.clear();
        G::apply_into(&mut state, seat, &action, events).expect("a legal action");
        actions += 1;
    }
    (state, actions)
}
