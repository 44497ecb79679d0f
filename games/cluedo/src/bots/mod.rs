//! Cluedo bots. Each sees only its seat's view and redacted events. The levels offered
//! are `easy`, `medium` and `hard`; their former names `random`, `eliminator` and
//! `expert` stay accepted by `by_level`, so older commands and stored tables still work.
//! Each level is in its own file (`easy.rs`, `medium.rs`, `expert.rs`); the first two share
//! the simple `notes.rs`, the last reads the exact notebook with `habits.rs`.

mod easy;
mod expert;
mod habits;
mod medium;
mod notes;

use crate::actions::Event;
use crate::cards::{Card, CardSet};
use crate::view::View;
use crate::Cluedo;
use whodunit_engine::{Bot, GameRng, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Cluedo>>> {
    match level {
        "easy" | "random" => Some(Box::new(easy::RandomBot {
            notes: notes::Notes::for_seat(seat),
        })),
        "medium" | "eliminator" => Some(Box::new(medium::Eliminator::new(seat))),
        "hard" | "expert" => Some(Box::new(expert::Expert::new(seat))),
        _ => None,
    }
}

fn pick<T: Clone>(items: &[T], rng: &mut GameRng) -> T {
    items[rng.below(items.len() as u32) as usize].clone()
}

fn pick_card(set: CardSet, rng: &mut GameRng) -> Card {
    let cards: Vec<Card> = set.iter().collect();
    pick(&cards, rng)
}

/// The card to show a suggester: one already shown to it if possible, since that tells it
/// nothing new; otherwise any of the options.
fn card_to_show(options: CardSet, already_shown: CardSet, rng: &mut GameRng) -> Card {
    let repeat = options.intersection(already_shown);
    pick_card(if repeat.is_empty() { options } else { repeat }, rng)
}

/// Whether staying put still allows a suggestion (always, unless the modern rule is on
/// and the pawn was not summoned).
fn stays_useful(view: &View, me: Seat) -> bool {
    !view.modern_suggestion_rule || view.seats[me.index()].summoned
}

/// What one seat saw of a game: its opening view and every event as redacted for it.
pub type SeatLog = (View, Vec<Event>);

/// Plays a game of eliminator bots from `seed` (ending as a draw after 300 turns at most)
/// and returns its final state and every seat's log: recorded games for the notebook's
/// tests and benchmark.
pub fn record_game(players: usize, seed: u64) -> (crate::State, Vec<SeatLog>) {
    use whodunit_engine::{play_out, Game, Viewer};
    let config = crate::Config {
        turn_limit: Some(300),
        ..crate::Config::with_players(players)
    };
    let mut state = Cluedo::setup(&config, seed).expect("a valid configuration");
    let mut logs: Vec<SeatLog> = (0..players)
        .map(|s| {
            (
                Cluedo::view(&state, Viewer::Seat(Seat(s as u8))),
                Vec::new(),
            )
        })
        .collect();
    let mut players_bots: Vec<Box<dyn Bot<Cluedo>>> = (0..players)
        .map(|s| by_level("eliminator", Seat(s as u8)).expect("a known level"))
        .collect();
    let mut rngs: Vec<GameRng> = (0..players)
        .map(|s| GameRng::new(GameRng::derive(seed, s as u64)))
        .collect();
    play_out::<Cluedo>(&mut state, &mut players_bots, &mut rngs, |_, _, events| {
        for (s, (_, log)) in logs.iter_mut().enumerate() {
            let viewer = Viewer::Seat(Seat(s as u8));
            log.extend(events.iter().filter_map(|e| Cluedo::redact(e, viewer)));
        }
    })
    .expect("bots play legal actions");
    (state, logs)
}
