//! Which actions are legal, and what they do (CL-TURN, CL-MOVE, CL-SUGGEST, CL-REFUTE,
//! CL-ACCUSE, CL-END). Every refusal names its rule and leaves the state unchanged; what
//! follows a decision without one (asking round for a refutation, elimination, the next
//! turn, the end) lives in `flow.rs`.

use crate::actions::{Action, EndReason, Event};
use crate::board::Position;
use crate::cards::{Room, Suspect, Triple, Weapon};
use crate::flow::{ask_refuters, eliminate, end_turn, finish};
use crate::movement::reachable;
use crate::state::{Phase, State};
use whodunit_engine::{RuleError, Seat};

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Whose decision it is: the refuter while a refutation is pending, else the active player.
pub fn to_act(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Over { .. } => None,
        Phase::Refuting { refuter, .. } => Some(refuter),
        _ => Some(state.active),
    }
}

pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if to_act(state) != Some(seat) {
        return Vec::new();
    }
    match state.phase {
        Phase::Over { .. } => Vec::new(),
        Phase::Refuting { options, .. } => options.iter().map(Action::Show).collect(),
        Phase::StartOfTurn => {
            let mut actions = vec![Action::Roll];
            if let Position::Room(room) = state.position_of(seat) {
                if room.passage().is_some() {
                    actions.push(Action::Passage);
                }
                actions.push(Action::Stay);
            }
            actions
        }
        Phase::Moving { reach, .. } => reach.destinations().map(Action::Move).collect(),
        Phase::AfterMove { suggested } => {
            let mut actions = Vec::with_capacity(6 * 6 + 6 * 6 * 9 + 1);
            if !suggested && may_suggest(state, seat).is_ok() {
                for suspect in Suspect::all() {
                    for weapon in Weapon::all() {
                        actions.push(Action::Suggest { suspect, weapon });
                    }
                }
            }
            for suspect in Suspect::all() {
                for weapon in Weapon::all() {
                    for room in Room::all() {
                        actions.push(Action::Accuse(Triple {
                            suspect,
                            weapon,
                            room,
                        }));
                    }
                }
            }
            actions.push(Action::EndTurn);
            actions
        }
    }
}

/// Carries out an action `check` has accepted, appending its events to `events`.
pub fn perform(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Roll => roll(state, seat, events),
        Action::Move(to) => move_pawn(state, seat, to, false, events),
        Action::Passage => {
            let room = state
                .position_of(seat)
                .room()
                .and_then(Room::passage)
                .expect("checked: the pawn is in a room with a passage");
            move_pawn(state, seat, Position::Room(room), true, events);
        }
        Action::Stay => {
            state.phase = Phase::AfterMove { suggested: false };
            events.push(Event::Stayed { seat });
        }
        Action::Suggest { suspect, weapon } => suggest(state, seat, suspect, weapon, events),
        Action::Show(card) => {
            let Phase::Refuting { suggester, .. } = state.phase else {
                unreachable!("checked: a refutation is pending")
            };
            state.shown[suggester.index()][seat.index()].insert(card);
            state.active = suggester;
            state.phase = Phase::AfterMove { suggested: true };
            events.push(Event::Shown {
                refuter: seat,
                suggester,
                card: Some(card),
            });
        }
        Action::Accuse(accusation) => accuse(state, seat, accusation, events),
        Action::EndTurn => end_turn(state, events),
    }
}

/// Refuses `action` if the rules do not allow it now; changes nothing.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if let Phase::Over { .. } = state.phase {
        return Err(refuse("CL-END-5", "the game is over"));
    }
    if seat.index() >= state.seat_count() {
        return Err(refuse(
            "CL-SETUP-1",
            format!("there is no {seat} in this game"),
        ));
    }
    if let Phase::Refuting {
        refuter, options, ..
    } = state.phase
    {
        let refuter_name = state.suspect_of(refuter);
        return match action {
            Action::Show(_) if seat != refuter => Err(refuse(
                "CL-REFUTE-4",
                format!("{refuter_name} is the refuter, not you"),
            )),
            Action::Show(card) if !options.contains(*card) => Err(refuse(
                "CL-REFUTE-6",
                format!("you must show one of the named cards you hold, and {card} is not one"),
            )),
            Action::Show(_) => Ok(()),
            _ => Err(refuse(
                "CL-REFUTE-11",
                format!("waiting for {refuter_name} to show a card"),
            )),
        };
    }
    if let Action::Show(_) = action {
        return Err(refuse("CL-REFUTE-4", "no refutation is pending"));
    }
    if state.is_eliminated(seat) {
        return Err(match action {
            Action::Accuse(_) => refuse("CL-ACCUSE-2", "you have already made your accusation"),
            _ => refuse("CL-ACCUSE-8", "you accused wrongly and take no more turns"),
        });
    }
    if seat != state.active {
        return Err(refuse(
            "CL-TURN-7",
            format!("it is {}'s turn", state.suspect_of(state.active)),
        ));
    }
    let position = state.position_of(seat);
    match (state.phase, action) {
        (Phase::StartOfTurn, Action::Roll) => Ok(()),
        (Phase::StartOfTurn, Action::Passage | Action::Stay) => match position {
            Position::Square(_) => Err(refuse(
                "CL-MOVE-7",
                "your pawn is on a square: roll the die",
            )),
            Position::Room(room)
                if matches!(action, Action::Passage) && room.passage().is_none() =>
            {
                Err(refuse(
                    "CL-MOVE-18",
                    format!("the {room} has no secret passage"),
                ))
            }
            Position::Room(_) => Ok(()),
        },
        (Phase::StartOfTurn, Action::Move(_)) => {
            Err(refuse("CL-MOVE-7", "roll the die before you move"))
        }
        (Phase::StartOfTurn, _) => Err(refuse(
            "CL-TURN-5",
            "first move: roll the die, or stay or take a passage from a room",
        )),
        (Phase::Moving { die, reach }, Action::Move(to)) => {
            if reach.contains(*to) {
                return Ok(());
            }
            Err(match (position, *to) {
                (Position::Room(from), Position::Room(room)) if from == room => refuse(
                    "CL-MOVE-14",
                    format!("a move that starts in the {room} cannot end there"),
                ),
                (_, Position::Square(square)) if state.occupied_except(None).contains(square) => {
                    refuse("CL-MOVE-12", format!("{to} is occupied by another pawn"))
                }
                _ => refuse(
                    "CL-MOVE-9",
                    format!("{to} cannot be reached with a roll of {die}"),
                ),
            })
        }
        (Phase::Moving { .. }, _) => Err(refuse(
            "CL-MOVE-16",
            "you rolled: choose one of the reachable destinations",
        )),
        (
            Phase::AfterMove { .. },
            Action::Roll | Action::Move(_) | Action::Passage | Action::Stay,
        ) => Err(refuse("CL-TURN-5", "you have already moved this turn")),
        (Phase::AfterMove { suggested }, Action::Suggest { .. }) => {
            if suggested {
                return Err(refuse(
                    "CL-SUGGEST-3",
                    "you have already made a suggestion this turn",
                ));
            }
            may_suggest(state, seat)
        }
        (Phase::AfterMove { .. }, Action::Accuse(_) | Action::EndTurn) => Ok(()),
        (Phase::AfterMove { .. }, Action::Show(_))
        | (Phase::Refuting { .. } | Phase::Over { .. }, _) => {
            unreachable!("handled above")
        }
    }
}

/// Whether `seat` may suggest where its pawn stands (CL-SUGGEST-1, CL-SUGGEST-10).
fn may_suggest(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.position_of(seat).room().is_none() {
        return Err(refuse(
            "CL-SUGGEST-1",
            "you can only make a suggestion from inside a room",
        ));
    }
    if state.modern_suggestion_rule
        && !state.entered_this_turn
        && state.summoned & (1 << seat.0) == 0
    {
        return Err(refuse(
            "CL-SUGGEST-10",
            "under the modern rule you must enter the room this turn, or have been summoned there",
        ));
    }
    Ok(())
}

fn roll(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let used = state.rolls as usize;
    let die = match state.dice.get(used) {
        Some(&die) => die,
        None => state.rng.below(6) as u8 + 1,
    };
    state.rolls += 1;
    events.push(Event::Rolled { seat, value: die });
    let suspect = state.suspect_of(seat);
    let reach = reachable(
        state.pawns[suspect.index()],
        die,
        &state.occupied_except(Some(suspect)),
    );
    if reach.is_empty() {
        // CL-MOVE-17.
        state.entered_this_turn = false;
        state.phase = Phase::AfterMove { suggested: false };
        events.push(Event::Blocked { seat });
    } else {
        state.phase = Phase::Moving { die, reach };
    }
}

/// Ends the movement phase with the pawn at `to` (CL-MOVE-16, CL-MOVE-18).
fn move_pawn(
    state: &mut State,
    seat: Seat,
    to: Position,
    by_passage: bool,
    events: &mut Vec<Event>,
) {
    state.pawns[state.suspect_of(seat).index()] = to;
    state.entered_this_turn = matches!(to, Position::Room(_));
    state.phase = Phase::AfterMove { suggested: false };
    events.push(Event::Moved {
        seat,
        to,
        by_passage,
    });
}

fn suggest(
    state: &mut State,
    seat: Seat,
    suspect: Suspect,
    weapon: Weapon,
    events: &mut Vec<Event>,
) {
    let room = state
        .position_of(seat)
        .room()
        .expect("checked: the pawn is in a room");
    let pawn_from = state.pawns[suspect.index()];
    let weapon_from = state.weapons[weapon.index()];
    if pawn_from != Position::Room(room) {
        state.pawns[suspect.index()] = Position::Room(room);
        if let Some(summoned) = state.seat_of(suspect) {
            state.summoned |= 1 << summoned.0;
        }
    }
    state.weapons[weapon.index()] = room;
    events.push(Event::Suggested {
        seat,
        suspect,
        weapon,
        room,
        pawn_from,
        weapon_from,
    });
    let suggestion = Triple {
        suspect,
        weapon,
        room,
    };
    ask_refuters(state, seat, suggestion, events);
}

fn accuse(state: &mut State, seat: Seat, accusation: Triple, events: &mut Vec<Event>) {
    let correct = accusation == state.envelope;
    events.push(Event::Accused {
        seat,
        correct,
        accusation: Some(accusation),
    });
    if correct {
        state.winner = Some(seat);
        finish(state, EndReason::CorrectAccusation, events);
        return;
    }
    if !state.hide_envelope_from_wrong_accuser {
        events.push(Event::EnvelopeSeen {
            seat,
            envelope: state.envelope,
        });
    }
    eliminate(state, seat, events);
}
