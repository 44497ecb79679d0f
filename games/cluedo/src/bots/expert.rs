//! `expert`: plays from the exact notebook of its seat, with its rivals taken as honest
//! suggesters while they fit what it sees (see `habits`).
//!
//! - Suggests the suspect and weapon with the largest expected information gain about the
//!   envelope (see `gain`), in the room it stands in.
//! - Plays as honestly as it assumes its rivals play: it names only suspects and weapons
//!   it does not hold, and stays in a room or takes a passage only into a room it does not
//!   hold. Experts at one table thus read each other's suggestions correctly.
//! - Moves toward value: a room is worth the best gain it offers; a square is worth what
//!   the rooms it can reach next turn offer, weighted by the chance that one die gets there
//!   (a room `k` steps away is entered on a roll of `k` or more: `(7 - k) / 6`); a room
//!   out of one roll's reach counts for less with each turn of walking it needs.
//! - Expects a rival to show again a card it has shown before, as the bots do, so it does
//!   not ask a rival to repeat itself (see `gain`).
//! - Accuses when the envelope is certain, or earlier under this risk rule, which weighs how
//!   sure it is against how close a rival may be to the answer: it accuses when its best
//!   guess has probability at least 0.9; at least 0.5 once a rival's own suggestion has
//!   gone unrefuted (that rival may know the answer) or once a rival may lack only two
//!   cards; at least 0.3 once a rival may lack only one. What a rival lacks is counted from
//!   public facts: the 18 cards outside the envelope, less its hand and the cards it was
//!   shown (a lower bound, as the same card may have been shown to it twice). When no
//!   suggestion in any room would teach anything, it accuses its best guess at once.

use super::habits::Habits;
use super::{card_to_show, stays_useful};
use crate::actions::{Action, Event};
use crate::board::{Position, BOARD};
use crate::cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
use crate::notebook::gain::Beliefs;
use crate::notebook::Observations;
use crate::view::{PhaseView, View};
use crate::Cluedo;
use whodunit_engine::{Bot, Decision, Seat};

/// The best guess's probability at which the expert accuses, by how many cards the closest
/// rival may still lack (three or more, two, one or none).
const SURE_ENOUGH: [f64; 3] = [0.9, 0.5, 0.3];
/// The gain in bits below which a suggestion teaches nothing (rounding aside).
const NOTHING_TO_LEARN: f64 = 1e-9;
/// What a square is worth beside a room with the same prospects: a suggestion waits a turn.
const NEXT_TURN: f64 = 0.5;

pub struct Expert {
    seat: Seat,
    /// Built at the first decision, from the seat's view; events seen before it wait here.
    observations: Option<Observations>,
    pending: Vec<Event>,
    habits: Habits,
    /// `shown_by_me[s]`: cards already shown to seat `s`.
    shown_by_me: [CardSet; 6],
    /// `shown_to_me[s]`: cards seat `s` has shown this seat.
    shown_to_me: [CardSet; 6],
    /// A rival's suggestion has gone unrefuted.
    threatened: bool,
    /// Cards shown to each seat so far (public: who showed a card to whom).
    shown_to: [u8; 6],
}

impl Expert {
    pub fn new(seat: Seat) -> Expert {
        Expert {
            seat,
            observations: None,
            pending: Vec::new(),
            habits: Habits::new(seat),
            shown_by_me: [CardSet::EMPTY; 6],
            shown_to_me: [CardSet::EMPTY; 6],
            threatened: false,
            shown_to: [0; 6],
        }
    }

    /// The seat's observations up to now, built from the view on first use.
    fn observations(&mut self, view: &View) -> &Observations {
        let observations = self.observations.get_or_insert_with(|| {
            let mut observations = Observations::for_seat(view);
            for event in self.pending.drain(..) {
                record(&mut observations, &event);
            }
            observations
        });
        observations
    }

    fn beliefs(&mut self, view: &View) -> Beliefs {
        self.observations(view);
        let observations = self.observations.as_ref().expect("built just above");
        let notebook = self.habits.notebook(observations);
        let hand = view.hand.unwrap_or_default();
        Beliefs::new(
            &notebook.deduce(),
            self.seat,
            view.seats.len() as u8,
            hand,
            self.shown_to_me,
        )
    }

    /// The fewest cards a rival may still lack to know the envelope.
    fn closest_rival(&self, view: &View) -> u8 {
        view.seats
            .iter()
            .filter(|s| s.seat != self.seat && !s.eliminated)
            .map(|s| 18u8.saturating_sub(s.hand_size + self.shown_to[s.seat.index()]))
            .min()
            .unwrap_or(u8::MAX)
    }

    /// The accusation to make now, if any (see the risk rule above). `can_learn` tells
    /// whether some suggestion in some room would still teach anything.
    fn accusation(&self, beliefs: &Beliefs, view: &View, can_learn: bool) -> Option<Triple> {
        let (cards, probability) = beliefs.best_guess()?;
        let lacking = self.closest_rival(view);
        let threshold = match lacking {
            _ if !can_learn => 0.0,
            0 | 1 => SURE_ENOUGH[2],
            2 => SURE_ENOUGH[1],
            _ if self.threatened => SURE_ENOUGH[1],
            _ => SURE_ENOUGH[0],
        };
        (probability >= threshold || probability >= 1.0 - 1e-12).then(|| Triple::of_cards(cards))
    }
}

fn record(observations: &mut Observations, event: &Event) {
    for noted in observations.read(event) {
        observations.add(noted.entry, noted.origin);
    }
}

/// The best suggestion in `room` and its gain, naming no suspect or weapon from `hand`.
fn best_suggestion(beliefs: &Beliefs, room: Room, hand: CardSet) -> (Triple, f64) {
    let lacks = |card: Card| !hand.contains(card);
    Suspect::all()
        .filter(|&suspect| lacks(suspect.into()))
        .flat_map(|suspect| {
            Weapon::all()
                .filter(move |&weapon| lacks(weapon.into()))
                .map(move |weapon| (suspect, weapon))
        })
        .map(|(suspect, weapon)| {
            let triple = Triple {
                suspect,
                weapon,
                room,
            };
            (triple, beliefs.gain(triple))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .expect("there are suggestions")
}

/// How much of a room's value a pawn `steps` steps away can count on at its next roll.
/// Within a die's reach it is the chance of entering: any roll of at least `steps`. A room
/// beyond is worth less with each further turn the walk takes (3.5 steps a turn on
/// average), but never nothing: a pawn must walk toward a far room when no near one is
/// worth a suggestion, or it waits for ever in a room with nothing left to ask.
fn reach_chance(steps: u8) -> f64 {
    const MEAN_ROLL: f64 = 3.5;
    if steps <= 6 {
        f64::from(7 - steps.max(1)) / 6.0
    } else {
        NEXT_TURN.powf(f64::from(steps - 6) / MEAN_ROLL) / 6.0
    }
}

/// What standing at `position` is worth for the next suggestion.
fn position_value(position: Position, room_values: &[f64; 9]) -> f64 {
    match position {
        Position::Room(room) => room_values[room.index()],
        Position::Square(_) => Room::all()
            .map(|room| {
                let steps = BOARD.steps_to_room(position, room);
                NEXT_TURN * reach_chance(steps) * room_values[room.index()]
            })
            .fold(0.0, f64::max),
    }
}

/// What rolling from `here` is worth: for each face of the die, the best of entering a
/// room this turn or walking toward one for the next.
fn roll_value(here: Position, room_values: &[f64; 9]) -> f64 {
    (1..=6u8)
        .map(|die| {
            Room::all()
                .filter(|&room| Some(room) != here.room())
                .map(|room| {
                    let steps = BOARD.steps_to_room(here, room);
                    let value = room_values[room.index()];
                    if steps <= die {
                        value
                    } else {
                        NEXT_TURN * reach_chance(steps - die) * value
                    }
                })
                .fold(0.0, f64::max)
        })
        .sum::<f64>()
        / 6.0
}

impl Bot<Cluedo> for Expert {
    fn observe(&mut self, event: &Event) {
        self.habits.observe(event);
        match *event {
            Event::Shown {
                refuter,
                suggester,
                card,
            } => {
                self.shown_to[suggester.index()] += 1;
                if let Some(card) = card {
                    if refuter == self.seat {
                        self.shown_by_me[suggester.index()].insert(card);
                    } else if suggester == self.seat {
                        self.shown_to_me[refuter.index()].insert(card);
                    }
                }
            }
            Event::Unrefuted { suggester } if suggester != self.seat => self.threatened = true,
            _ => {}
        }
        match &mut self.observations {
            Some(observations) => record(observations, event),
            None => self.pending.push(event.clone()),
        }
    }

    fn choose(&mut self, decision: Decision<'_, Cluedo>) -> Action {
        let view = decision.view;
        let can = |action: &Action| decision.legal().contains(action);
        if let PhaseView::Refuting {
            suggester, options, ..
        } = view.phase
        {
            let shown = self.shown_by_me[suggester.index()];
            return Action::Show(card_to_show(
                options.unwrap_or_default(),
                shown,
                decision.rng,
            ));
        }
        let beliefs = self.beliefs(view);
        let hand = view.hand.unwrap_or_default();
        let lacks = |room: Room| !hand.contains(room.into());
        let here = view.pawns[view.seats[self.seat.index()].suspect.index()];
        let room_values = Room::all().map(|room| best_suggestion(&beliefs, room, hand).1);
        let room_values: [f64; 9] = room_values
            .collect::<Vec<_>>()
            .try_into()
            .expect("nine rooms");
        match view.phase {
            PhaseView::AfterMove { .. } => {
                let can_learn = room_values.iter().any(|&value| value > NOTHING_TO_LEARN);
                if let Some(accusation) = self.accusation(&beliefs, view, can_learn) {
                    return Action::Accuse(accusation);
                }
                match here.room() {
                    Some(room) => {
                        let (triple, _) = best_suggestion(&beliefs, room, hand);
                        let suggestion = Action::Suggest {
                            suspect: triple.suspect,
                            weapon: triple.weapon,
                        };
                        if can(&suggestion) {
                            suggestion
                        } else {
                            Action::EndTurn
                        }
                    }
                    None => Action::EndTurn,
                }
            }
            PhaseView::StartOfTurn => {
                let stay = if can(&Action::Stay)
                    && stays_useful(view, self.seat)
                    && here.room().is_some_and(lacks)
                {
                    position_value(here, &room_values)
                } else {
                    f64::MIN
                };
                let passage = match here.room().and_then(Room::passage) {
                    Some(other) if can(&Action::Passage) && lacks(other) => {
                        room_values[other.index()]
                    }
                    _ => f64::MIN,
                };
                let roll = roll_value(here, &room_values);
                if stay >= roll && stay >= passage {
                    Action::Stay
                } else if passage >= roll {
                    Action::Passage
                } else {
                    Action::Roll
                }
            }
            PhaseView::Moving { .. } => *decision
                .legal()
                .iter()
                .max_by(|a, b| {
                    let value = |action: &Action| match action {
                        Action::Move(to) => position_value(*to, &room_values),
                        _ => f64::MIN,
                    };
                    value(a).total_cmp(&value(b))
                })
                .expect("a roll with moves offers at least one"),
            PhaseView::Refuting { .. } | PhaseView::Over { .. } => {
                unreachable!("refuting is answered above; nobody acts after the end")
            }
        }
    }
}
