//! Cluedo as numbers (`whodunit_engine::Encoding`): the action ids and a seat's observation.

use crate::actions::{Action, EndReason, Event};
use crate::board::Position;
use crate::cards::{Card, CardSet, Room, Suspect, Triple, Weapon};
use crate::notebook::{Holder, Notebook, Observations};
use crate::view::{PhaseView, SeatView, View};
use crate::Cluedo;
use whodunit_engine::{relative_seat, Encoding, Field, ObservationWriter, Seat};

/// `Roll`, `Passage`, `Stay`, `EndTurn`: the actions without fields, in the order of their ids.
const PLAIN: [Action; 4] = [Action::Roll, Action::Passage, Action::Stay, Action::EndTurn];
const SUGGESTIONS: usize = PLAIN.len();
const SHOWS: usize = SUGGESTIONS + Suspect::COUNT * Weapon::COUNT;
const ACCUSATIONS: usize = SHOWS + Card::COUNT;
const MOVES: usize = ACCUSATIONS + Suspect::COUNT * Weapon::COUNT * Room::COUNT;
/// The places a pawn can be ([`Position::count`]), written out for the fields' meanings.
const PLACES: usize = 197;

/// Actions, in blocks: `Roll` 0, `Passage` 1, `Stay` 2, `EndTurn` 3; `Suggest` 4 +
/// 6·suspect + weapon (4..40); `Show` 40 + card (40..61); `Accuse` 61 + 54·suspect +
/// 9·weapon + room (61..385); `Move` 385 + the place's number (385..582: the 188 walkable
/// squares in board order, then the 9 rooms). Components are numbered in rule-book order
/// (cards: 6 suspects, 6 weapons, 9 rooms).
///
/// Observation: the fields below; seats are counted from the viewer (you, then the seat
/// after you, around the table).
impl Encoding for Cluedo {
    fn action_count() -> usize {
        MOVES + Position::count()
    }

    /// The deck left after the envelope, shuffled for the deal.
    fn max_chance_outcomes() -> usize {
        Card::COUNT - 3
    }

    fn action_id(action: &Action) -> usize {
        match *action {
            Action::Suggest { suspect, weapon } => {
                SUGGESTIONS + suspect.index() * Weapon::COUNT + weapon.index()
            }
            Action::Show(card) => SHOWS + card.index(),
            Action::Accuse(triple) => {
                let pair = triple.suspect.index() * Weapon::COUNT + triple.weapon.index();
                ACCUSATIONS + pair * Room::COUNT + triple.room.index()
            }
            Action::Move(to) => MOVES + to.number(),
            plain => PLAIN
                .iter()
                .position(|&action| action == plain)
                .expect("every other action is plain"),
        }
    }

    fn action_of(id: usize) -> Option<Action> {
        let pair = |pair: usize| (Suspect((pair / 6) as u8), Weapon((pair % 6) as u8));
        Some(match id {
            _ if id < SUGGESTIONS => PLAIN[id],
            _ if id < SHOWS => {
                let (suspect, weapon) = pair(id - SUGGESTIONS);
                Action::Suggest { suspect, weapon }
            }
            _ if id < ACCUSATIONS => Action::Show(Card((id - SHOWS) as u8)),
            _ if id < MOVES => {
                let (suspect, weapon) = pair((id - ACCUSATIONS) / Room::COUNT);
                let room = Room(((id - ACCUSATIONS) % Room::COUNT) as u8);
                Action::Accuse(Triple {
                    suspect,
                    weapon,
                    room,
                })
            }
            _ => Action::Move(Position::numbered(id - MOVES)?),
        })
    }

    fn observation_fields(players: usize) -> Vec<Field> {
        let cards = Card::COUNT;
        vec![
            Field {
                name: "hand",
                len: cards,
                meaning: "for each of the 21 cards in rule-book order (6 suspects, 6 \
                          weapons, 9 rooms), 1 if it is in your hand",
            },
            Field {
                name: "shown_to_you",
                len: (players - 1) * cards,
                meaning: "for each other seat from you (the seat after you first), for each \
                          of the 21 cards in rule-book order, 1 if that seat has shown you \
                          the card",
            },
            Field {
                name: "envelope",
                len: cards,
                meaning: "for each of the 21 cards in rule-book order, 1 if it is in the \
                          envelope, once you see it (after your wrong accusation unless the \
                          variant hides it, and at the end)",
            },
            Field {
                name: "suspects",
                len: players * Suspect::COUNT,
                meaning: "for each seat from you, 1 for the suspect it plays among the 6 in \
                          rule-book order",
            },
            Field {
                name: "pawns",
                len: Suspect::COUNT * PLACES,
                meaning: "for each of the 6 suspects' pawns in rule-book order, 1 for the \
                          place it stands among 197: the 188 walkable squares in board \
                          order (row by row), then the 9 rooms in rule-book order",
            },
            Field {
                name: "weapons",
                len: Weapon::COUNT * Room::COUNT,
                meaning: "for each of the 6 weapons in rule-book order, 1 for the room it \
                          lies in among the 9 in rule-book order",
            },
            Field {
                name: "hand_sizes",
                len: players,
                meaning: "for each seat from you, the cards it holds divided by 18 (the \
                          cards dealt)",
            },
            Field {
                name: "eliminated",
                len: players,
                meaning: "for each seat from you, 1 if it accused wrongly and is out",
            },
            Field {
                name: "summoned",
                len: players,
                meaning: "for each seat from you, 1 if a suggestion moved its pawn since its \
                          last turn (so the modern rule lets it suggest where it stands)",
            },
            Field {
                name: "active",
                len: players,
                meaning: "for each seat from you, 1 for the seat whose turn it is",
            },
            Field {
                name: "phase",
                len: 5,
                meaning: "1 for the turn's phase: start of the turn, moving, after the \
                          move, a suggestion being refuted, the game over",
            },
            Field {
                name: "die",
                len: 6,
                meaning: "while moving, 1 for the die's value, 1 to 6",
            },
            Field {
                name: "after_move",
                len: 2,
                meaning: "after the move: 1 if the seat to act has suggested this turn, 1 if \
                          it entered its room this turn",
            },
            Field {
                name: "suggestion",
                len: cards,
                meaning: "while a suggestion is refuted, for each of the 21 cards in \
                          rule-book order, 1 if the suggestion names it",
            },
            Field {
                name: "refuter",
                len: players,
                meaning: "while a suggestion is refuted, for each seat from you, 1 for the \
                          seat that must show a card",
            },
            Field {
                name: "may_show",
                len: cards,
                meaning: "when you must show a card, for each of the 21 cards in rule-book \
                          order, 1 if you may show it",
            },
            Field {
                name: "end",
                len: 3,
                meaning: "once the game is over, 1 for why: a correct accusation, every \
                          seat out, the turn limit",
            },
            Field {
                name: "winner",
                len: players,
                meaning: "for each seat from you, 1 for the winner",
            },
            Field {
                name: "variants",
                len: 2,
                meaning: "1 if the modern suggestion rule is on, 1 if a wrong accuser does \
                          not see the envelope",
            },
        ]
    }

    /// A viewer without a seat sees the table from seat 0.
    fn observe(view: &View, out: &mut [f32]) {
        let players = view.seats.len();
        let me = view.viewer.seat().unwrap_or(Seat(0));
        let relative = |seat| relative_seat(me, seat, players);
        // The seats from the viewer: view.seats is in seat order.
        let seats: Vec<&SeatView> = (0..players)
            .map(|k| &view.seats[(me.index() + k) % players])
            .collect();
        let mut out = ObservationWriter::new(out);
        out.flags(card_flags(view.hand));
        let shown = out.next((players - 1) * Card::COUNT);
        for seen in &view.shown_to_me {
            shown[(relative(seen.by) - 1) * Card::COUNT + seen.card.index()] = 1.0;
        }
        out.flags(card_flags(view.envelope.map(Triple::cards)));
        for seat in &seats {
            out.one_hot(Suspect::COUNT, Some(seat.suspect.index()));
        }
        for pawn in view.pawns {
            out.one_hot(PLACES, Some(pawn.number()));
        }
        for room in view.weapons {
            out.one_hot(Room::COUNT, Some(room.index()));
        }
        out.scaled(seats.iter().map(|seat| usize::from(seat.hand_size)), 18);
        out.flags(seats.iter().map(|seat| seat.eliminated));
        out.flags(seats.iter().map(|seat| seat.summoned));
        out.one_hot(players, Some(relative(view.active)));
        write_phase(&view.phase, players, relative, &mut out);
        out.one_hot(players, view.winner.map(relative));
        out.flags(
            [
                view.modern_suggestion_rule,
                view.hide_envelope_from_wrong_accuser,
            ]
            .into_iter(),
        );
        out.finish();
    }

    fn notebook_fields(players: usize) -> Vec<Field> {
        vec![Field {
            name: "notebook_holders",
            len: Card::COUNT * (players + 1),
            meaning: "for each of the 21 cards in rule-book order, the exact probability \
                      that the envelope holds it, then that each seat from you holds it, \
                      over every deal consistent with what you were shown",
        }]
    }

    fn encode_notebook(view: &View, events: &[Event], out: &mut [f32]) {
        let players = view.seats.len();
        let mut out = ObservationWriter::new(out);
        let holders = out.next(Card::COUNT * (players + 1));
        // A spectator has no notebook, and a real game's entries never conflict: zeros.
        let Some(me) = view.viewer.seat() else { return };
        let Ok(notebook) = Notebook::new(Observations::from_events(view, events)) else {
            return;
        };
        let deductions = notebook.deduce();
        let columns = std::iter::once(Holder::Envelope)
            .chain((0..players).map(|k| Holder::Seat(Seat(((me.index() + k) % players) as u8))));
        for (column, holder) in columns.enumerate() {
            for card in Card::all() {
                holders[card.index() * (players + 1) + column] =
                    deductions.probability(card, holder) as f32;
            }
        }
    }
}

/// For each of the 21 cards in rule-book order, whether `set` holds it (none for `None`).
fn card_flags(set: Option<CardSet>) -> impl ExactSizeIterator<Item = bool> {
    let set = set.unwrap_or_default();
    (0..Card::COUNT as u8).map(move |card| set.contains(Card(card)))
}

/// The fields from `phase` to `end`, as `phase` says.
fn write_phase(
    phase: &PhaseView,
    players: usize,
    relative: impl Fn(Seat) -> usize,
    out: &mut ObservationWriter,
) {
    let (index, die, after_move, refuting, end) = match *phase {
        PhaseView::StartOfTurn => (0, None, None, None, None),
        PhaseView::Moving { die, .. } => (1, Some(die), None, None, None),
        PhaseView::AfterMove {
            suggested,
            entered_this_turn,
        } => (2, None, Some([suggested, entered_this_turn]), None, None),
        PhaseView::Refuting {
            suggestion,
            refuter,
            options,
            ..
        } => (3, None, None, Some((suggestion, refuter, options)), None),
        PhaseView::Over { reason } => (4, None, None, None, Some(reason)),
    };
    out.one_hot(5, Some(index));
    out.one_hot(6, die.map(|die| usize::from(die) - 1));
    out.flags(after_move.unwrap_or_default().into_iter());
    out.flags(card_flags(
        refuting.map(|(suggestion, ..)| suggestion.cards()),
    ));
    out.one_hot(players, refuting.map(|(_, refuter, _)| relative(refuter)));
    out.flags(card_flags(refuting.and_then(|(.., options)| options)));
    let end = end.map(|reason| match reason {
        EndReason::CorrectAccusation => 0,
        EndReason::AllEliminated => 1,
        EndReason::TurnLimit => 2,
    });
    out.one_hot(3, end);
}
