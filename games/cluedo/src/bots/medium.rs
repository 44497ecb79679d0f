//! `medium` (formerly `eliminator`): walks toward the nearest room still worth suggesting
//! in, suggests cards it has not eliminated, and accuses as soon as one candidate remains in
//! each category.

use super::notes::Notes;
use super::{card_to_show, pick_card, stays_useful};
use crate::actions::{Action, Event};
use crate::board::BOARD;
use crate::cards::{CardSet, Category, Room, Suspect, Weapon};
use crate::view::PhaseView;
use crate::Cluedo;
use whodunit_engine::{Bot, Decision, Seat};

pub struct Eliminator {
    notes: Notes,
    /// `shown_by_me[s]`: cards this bot already showed to seat `s`; showing one again
    /// tells that seat nothing new.
    shown_by_me: [CardSet; 6],
}

impl Eliminator {
    /// Rooms worth a suggestion: candidate rooms while the room is unknown. Once it is
    /// known, the envelope's room and those in `hand`: nobody can show their card, so a
    /// refuter must show a suspect or a weapon (elsewhere it could show the room's card
    /// every time).
    fn useful_rooms(&self, excluded: CardSet, hand: CardSet) -> Vec<Room> {
        let rooms = self.notes.candidates(excluded, Category::Room);
        let candidates: Vec<Room> = rooms.iter().map(|c| Room(c.0 - 12)).collect();
        match candidates.len() {
            0 => Room::all().collect(),
            1 => Room::all()
                .filter(|&room| candidates.contains(&room) || hand.contains(room.into()))
                .collect(),
            _ => candidates,
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
        let useful = self.useful_rooms(excluded, view.hand.unwrap_or_default());
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

impl Eliminator {
    pub fn new(seat: Seat) -> Eliminator {
        Eliminator {
            notes: Notes::for_seat(seat),
            shown_by_me: [CardSet::EMPTY; 6],
        }
    }
}
