//! Which actions are legal and what the turns do (BS-TURN, BS-BID, BS-CHALLENGE). Every
//! refusal names its rule and leaves the state unchanged; what follows a decision (draws,
//! the evaluation phase, the next round) lives in `flow.rs`.

use crate::actions::{Action, Bid, ChallengeResult, Event};
use crate::cards::{Face, Letter};
use crate::flow::{discard_tops, draw, evaluate_from, take};
use crate::state::{opponent, Phase, State, MAX_BID, POSITIONS, SEATS};
use whodunit_engine::{RuleError, Seat};

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Whose decision it is, or `None` once the game is over.
pub fn to_act(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Turn => Some(state.active),
        Phase::Choose => Some(state.challenge_winner()),
        Phase::Take { taker, .. } => Some(taker),
        Phase::Over { .. } => None,
    }
}

/// Every action `seat` may take now: empty unless it is `seat`'s decision. A hand card is
/// offered once per distinct face, since equal faces are interchangeable.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if to_act(state) != Some(seat) {
        return Vec::new();
    }
    match state.phase {
        Phase::Turn => turn_actions(state, seat),
        Phase::Choose => (0..POSITIONS as u8).map(Action::Choose).collect(),
        Phase::Take {
            position, taker, ..
        } => {
            let mut letters: Vec<Letter> = state.evidence[usize::from(position)]
                .last_first()
                .filter(|&l| state.may_take(taker, l))
                .collect();
            letters.sort();
            letters.dedup();
            letters.into_iter().map(Action::Take).collect()
        }
        Phase::Over { .. } => Vec::new(),
    }
}

fn turn_actions(state: &State, seat: Seat) -> Vec<Action> {
    let last = state.last_bid();
    // BS-BID-3, BS-BID-4, BS-BID-7: from 0, or above the last bid, up to 30.
    let lowest = last.map_or(0, |b| b.value + 1);
    let mut faces: Vec<Option<Face>> = Vec::with_capacity(3);
    for card in state.hands[seat.index()].as_slice() {
        if !faces.contains(&Some(card.face())) {
            faces.push(Some(card.face()));
        }
    }
    if faces.is_empty() {
        faces.push(None); // BS-TURN-10
    }
    let bids = usize::from((MAX_BID + 1).saturating_sub(lowest));
    let mut actions = Vec::with_capacity(1 + faces.len() * POSITIONS * bids);
    if last.is_some() {
        actions.push(Action::Challenge);
    }
    for card in faces {
        for position in 0..POSITIONS as u8 {
            for bid in lowest..=MAX_BID {
                actions.push(Action::Move {
                    card,
                    position,
                    bid,
                });
            }
        }
    }
    actions
}

/// Carries out an action `check` has accepted, appending its events to `events`.
pub fn perform(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Move {
            card,
            position,
            bid,
        } => make_move(state, seat, card, position, bid, events),
        Action::Challenge => challenge(state, seat, events),
        Action::Choose(position) => {
            events.push(Event::Chosen { seat, position });
            evaluate_from(state, position, events);
        }
        Action::Take(letter) => take(state, letter, events),
    }
}

/// Refuses `action` if the rules do not allow it now; changes nothing.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if state.is_over() {
        return Err(refuse("BS-TURN-13", "the game is over"));
    }
    if seat.index() >= state.seat_count() {
        return Err(refuse(
            "BS-SETUP-1",
            format!("there is no {seat} in a two-player game"),
        ));
    }
    match (state.phase, action) {
        (Phase::Turn, Action::Move { .. } | Action::Challenge) if seat != state.active => Err(
            refuse("BS-TURN-1", format!("it is {}'s turn", state.active)),
        ),
        (
            Phase::Turn,
            Action::Move {
                card,
                position,
                bid,
            },
        ) => check_move(state, seat, *card, *position, *bid),
        (Phase::Turn, Action::Challenge) if state.bids.is_empty() => Err(refuse(
            "BS-CHALLENGE-2",
            "there is no bid to challenge yet this round",
        )),
        (Phase::Turn, Action::Challenge) => Ok(()),
        (Phase::Turn, Action::Choose(_) | Action::Take(_)) => Err(refuse(
            "BS-TURN-13",
            "no evaluation is under way: move or challenge",
        )),
        (Phase::Choose, Action::Choose(position)) => {
            let chooser = state.challenge_winner();
            if seat != chooser {
                Err(refuse(
                    "BS-CHALLENGE-12",
                    format!("{chooser} won the challenge and chooses the position"),
                ))
            } else {
                check_position(*position)
            }
        }
        (Phase::Choose | Phase::Take { .. }, Action::Move { .. } | Action::Challenge) => Err(
            refuse("BS-CHALLENGE-11", "the challenge ended this round's turns"),
        ),
        (Phase::Choose, Action::Take(_)) => Err(refuse(
            "BS-TURN-13",
            "the position to evaluate must be chosen first",
        )),
        (
            Phase::Take {
                taker, position, ..
            },
            Action::Take(letter),
        ) => {
            if seat != taker {
                return Err(refuse(
                    "BS-EVIDENCE-2",
                    format!("{taker} won the evaluation and takes the evidence card"),
                ));
            }
            if !state.evidence[usize::from(position)]
                .as_slice()
                .contains(letter)
            {
                return Err(refuse(
                    "BS-EVIDENCE-3",
                    format!("pile {position} holds no {letter}"),
                ));
            }
            if !state.may_take(seat, *letter) {
                return Err(refuse(
                    "BS-EVIDENCE-8",
                    format!("with one card per letter you cannot take a second {letter}"),
                ));
            }
            Ok(())
        }
        (Phase::Take { .. }, Action::Choose(_)) => Err(refuse(
            "BS-TURN-13",
            "the rules choose the next position; take an evidence card",
        )),
        (Phase::Over { .. }, _) => unreachable!("handled above"),
    }
}

fn check_position(position: u8) -> Result<(), RuleError> {
    if usize::from(position) >= POSITIONS {
        return Err(refuse(
            "BS-SETUP-7",
            format!("positions are numbered 0 to 4, not {position}"),
        ));
    }
    Ok(())
}

fn check_move(
    state: &State,
    seat: Seat,
    card: Option<Face>,
    position: u8,
    bid: u8,
) -> Result<(), RuleError> {
    let last = state.last_bid();
    if last.is_some_and(|b| b.value >= MAX_BID) {
        return Err(refuse(
            "BS-BID-7",
            "nothing is higher than a bid of 30: you must challenge",
        ));
    }
    if bid > MAX_BID {
        return Err(refuse(
            "BS-BID-2",
            format!("a bid lies between 0 and 30, not {bid}"),
        ));
    }
    if let Some(last) = last.filter(|b| bid <= b.value) {
        return Err(refuse(
            "BS-BID-4",
            format!("your bid must be higher than {}", last.value),
        ));
    }
    check_position(position)?;
    let hand = &state.hands[seat.index()];
    match card {
        None if !hand.is_empty() => Err(refuse(
            "BS-TURN-3",
            "a move starts by placing a card from your hand",
        )),
        Some(face) if hand.is_empty() => Err(refuse(
            "BS-TURN-10",
            format!("your hand is empty, so you cannot place a {face}"),
        )),
        Some(face) if !hand.as_slice().iter().any(|c| c.face() == face) => {
            Err(refuse("BS-TURN-4", format!("you hold no {face}")))
        }
        _ => Ok(()),
    }
}

/// BS-TURN-3: place, draw, bid; then the opponent's turn (BS-TURN-12).
fn make_move(
    state: &mut State,
    seat: Seat,
    card: Option<Face>,
    position: u8,
    bid: u8,
    events: &mut Vec<Event>,
) {
    if let Some(face) = card {
        let hand = &mut state.hands[seat.index()];
        // Equal faces are interchangeable; the first in hand order goes (BS-TURN-11).
        if let Some(index) = hand.as_slice().iter().position(|c| c.face() == face) {
            let placed = hand.remove(index);
            state.stacks[usize::from(position)].push(placed);
            events.push(Event::Placed {
                seat,
                card: placed.unpack(),
                position,
            });
        }
    }
    draw(state, seat, events);
    state.bids.push(Bid { seat, value: bid });
    events.push(Event::Bid { seat, value: bid });
    state.active = opponent(seat);
}

/// BS-CHALLENGE-3 to BS-CHALLENGE-11.
fn challenge(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let Some(last) = state.last_bid() else {
        unreachable!("checked: a bid exists")
    };
    let total: u8 = state
        .hands
        .iter()
        .flat_map(|h| h.as_slice())
        .map(|c| c.value())
        .sum();
    let winner = if total < last.value { seat } else { last.seat };
    let result = ChallengeResult {
        challenger: seat,
        bidder: last.seat,
        bid: last.value,
        total,
        winner,
    };
    events.push(Event::Challenged {
        result,
        hands: SEATS.map(|s| state.hand(s).collect()),
    });
    for hand_seat in SEATS {
        let s = hand_seat.index();
        for &card in state.hands[s].as_slice() {
            state.discards[s].push(card);
        }
        state.hands[s].clear();
    }
    events.push(Event::HandsDiscarded {
        discard_tops: discard_tops(state),
    });
    state.challenge = Some(result);
    state.phase = Phase::Choose;
}
