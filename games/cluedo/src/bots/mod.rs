//! Cluedo bots. Each sees only its seat's view and redacted events. The levels offered
//! are `easy`, `medium` and `hard`; their former names `random`, `eliminator` and
//! `expert` stay accepted by `by_level`, so older commands and stored tables still work.
//!
//! - `easy` (`random`): uniform over the legal actions, except that it never accuses while
//!   its simple notes leave more than one candidate in a category.
//! - `medium` (`eliminator`): walks toward the nearest room still worth suggesting in,
//!   suggests cards it has not eliminated, and accuses as soon as one candidate remains in
//!   each category.
//! - `hard` (`expert`, in `expert.rs`): plays from the seat's exact notebook (see there),
//!   taking its rivals as honest suggesters while they fit what it sees (`habits.rs`).

mod expert;
mod gain;
mod habits;

use crate::actions::{Action, Event};
use crate::board::BOARD;
use crate::cards::{Card, CardSet, Category, Room, Suspect, Triple, Weapon};
use crate::view::{PhaseView, View};
use crate::Cluedo;
use whodunit_engine::{Bot, Decision, GameRng, Seat};

/// The bot levels offered to players, weakest first.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// A new bot of the named level (or a former name of one) for `seat`, or `None` for an
/// unknown level.
pub fn by_level(level: &str, seat: Seat) -> Option<Box<dyn Bot<Cluedo>>> {
    let notes = Notes::for_seat(seat);
    match level {
        "easy" | "random" => Some(Box::new(RandomBot { notes })),
        "medium" | "eliminator" => Some(Box::new(Eliminator {
            notes,
            shown_by_me: [CardSet::EMPTY; 6],
        })),
        "hard" | "expert" => Some(Box::new(expert::Expert::new(seat))),
        _ => None,
    }
}

/// Simple notes: the cards a seat holds or was shown cannot be in the envelope, and a
/// suggestion of its own that nobody refuted puts every named card it does not hold there.
#[derive(Clone, Copy, Debug)]
pub struct Notes {
    me: Seat,
    own_suggestion: Option<Triple>,
    in_envelope: CardSet,
}

impl Notes {
    fn for_seat(me: Seat) -> Notes {
        Notes {
            me,
            own_suggestion: None,
            in_envelope: CardSet::EMPTY,
        }
    }

    fn observe(&mut self, event: &Event) {
        match *event {
            Event::Suggested {
                seat,
                suspect,
                weapon,
                room,
                ..
            } if seat == self.me => {
                self.own_suggestion = Some(Triple {
                    suspect,
                    weapon,
                    room,
                });
            }
            Event::Unrefuted { suggester } if suggester == self.me => {
                if let Some(suggestion) = self.own_suggestion {
                    self.in_envelope = self.in_envelope.union(suggestion.cards());
                }
            }
            _ => {}
        }
    }

    /// The cards the seat holds or was shown: none of them is in the envelope.
    fn excluded(view: &View) -> CardSet {
        let hand = view.hand.unwrap_or_default();
        let shown: CardSet = view.shown_to_me.iter().map(|s| s.card).collect();
        hand.union(shown)
    }

    /// The cards of `category` that may still be in the envelope.
    fn candidates(&self, excluded: CardSet, category: Category) -> CardSet {
        let known: CardSet = self
            .in_envelope
            .iter()
            .filter(|&c| c.category() == category && !excluded.contains(c))
            .collect();
        if !known.is_empty() {
            return known;
        }
        Card::all()
            .filter(|&c| c.category() == category && !excluded.contains(c))
            .collect()
    }

    /// The solution, if each category has exactly one candidate.
    fn solution(&self, excluded: CardSet) -> Option<Triple> {
        let single = |category| {
            let set = self.candidates(excluded, category);
            (set.len() == 1).then(|| set.iter().next().expect("one card"))
        };
        Some(Triple {
            suspect: Suspect(single(Category::Suspect)?.0),
            weapon: Weapon(single(Category::Weapon)?.0 - 6),
            room: Room(single(Category::Room)?.0 - 12),
        })
    }
}

fn pick<T: Clone>(items: &[T], rng: &mut GameRng) -> T {
    items[rng.below(items.len() as u32) as usize].clone()
}

fn pick_card(set: CardSet, rng: &mut GameRng) -> Card {
    let cards: Vec<Card> = set.iter().collect();
    pick(&cards, rng)
}

pub struct RandomBot {
    notes: Notes,
}

impl Bot<Cluedo> for RandomBot {
    fn observe(&mut self, event: &Event) {
        self.notes.observe(event);
    }

    fn choose(&mut self, decision: Decision<'_, Cluedo>) -> Action {
        let excluded = Notes::excluded(decision.view);
        let solution = self.notes.solution(excluded);
        let allowed: Vec<Action> = decision
            .legal()
            .iter()
            .filter(|a| match a {
                Action::Accuse(accusation) => Some(*accusation) == solution,
                _ => true,
            })
            .copied()
            .collect();
        pick(&allowed, decision.rng)
    }
}

pub struct Eliminator {
    notes: Notes,
    /// `shown_by_me[s]`: cards this bot already showed to seat `s`; showing one again
    /// tells that seat nothing new.
    shown_by_me: [CardSet; 6],
}

impl Eliminator {
    /// Rooms worth a suggestion: candidate rooms while the room is unknown, else any.
    fn useful_rooms(&self, excluded: CardSet) -> Vec<Room> {
        let rooms = self.notes.candidates(excluded, Category::Room);
        let candidates: Vec<Room> = rooms.iter().map(|c| Room(c.0 - 12)).collect();
        if candidates.len() > 1 {
            candidates
        } else {
            Room::all().collect()
        }
    }
}

impl Bot<Cluedo> for Eliminator {
    fn observe(&mut self, event: &Event) {
        self.notes.observe(event);
        if let Event::Shown {
            refuter,
            suggester,
            card: Some(card),
        } = *event
        {
            if refuter == self.notes.me {
                self.shown_by_me[suggester.index()].insert(card);
            }
        }
    }

    fn choose(&mut self, mut decision: Decision<'_, Cluedo>) -> Action {
        let view = decision.view;
        let excluded = Notes::excluded(view);
        let me = self.notes.me;
        let here = view.pawns[view.seats[me.index()].suspect.index()];
        let useful = self.useful_rooms(excluded);
        let (legal, rng) = decision.legal_and_rng();
        let can = |action: &Action| legal.contains(action);
        match view.phase {
            PhaseView::Refuting {
                suggester, options, ..
            } => {
                let shown = self.shown_by_me[suggester.index()];
                Action::Show(card_to_show(options.unwrap_or_default(), shown, rng))
            }
            PhaseView::StartOfTurn => {
                let room = here.room();
                if room.is_some_and(|r| useful.contains(&r))
                    && can(&Action::Stay)
                    && stays_useful(view, me)
                {
                    Action::Stay
                } else if room
                    .and_then(Room::passage)
                    .is_some_and(|p| useful.contains(&p))
                    && can(&Action::Passage)
                {
                    Action::Passage
                } else {
                    Action::Roll
                }
            }
            PhaseView::Moving { .. } => {
                let best = legal
                    .iter()
                    .min_by_key(|action| match action {
                        Action::Move(to) => useful
                            .iter()
                            .map(|&room| BOARD.steps_to_room(*to, room))
                            .min()
                            .unwrap_or(u8::MAX),
                        _ => u8::MAX,
                    })
                    .expect("a roll with moves offers at least one");
                *best
            }
            PhaseView::AfterMove { .. } => {
                if let Some(solution) = self.notes.solution(excluded) {
                    return Action::Accuse(solution);
                }
                let suspects = self.notes.candidates(excluded, Category::Suspect);
                let weapons = self.notes.candidates(excluded, Category::Weapon);
                let suggestion = Action::Suggest {
                    suspect: Suspect(pick_card(suspects, rng).0),
                    weapon: Weapon(pick_card(weapons, rng).0 - 6),
                };
                if can(&suggestion) {
                    suggestion
                } else {
                    Action::EndTurn
                }
            }
            PhaseView::Over { .. } => unreachable!("nobody acts after the game ends"),
        }
    }
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
