//! Who acts, what they may do, and applying it: `check` names the rule that refuses.

use crate::actions::{Action, Agent, Event, MeetingKind, Shown};
use crate::elements::{is_dialable, BlackCard, BlackKind, Card, Location, NUMBERS};
use crate::flow;
use crate::state::{Choice, Meeting, Phase, State, AMB};
use whodunit_engine::{RuleError, Seat};

fn refuse(rule: &'static str, message: &str) -> Result<(), RuleError> {
    Err(RuleError::new(rule, message))
}

/// Whose decision it is.
pub fn to_act(state: &State) -> Option<Seat> {
    let meeting = |m: u8| state.meetings[usize::from(m)];
    match state.phase {
        Phase::Over => None,
        Phase::AmbassadorPlaces | Phase::AmbassadorDecides { .. } => state.ambassador,
        Phase::Place { pos } => state.seat_of(state.agent_at(pos)),
        Phase::First { m } => state.seat_of(meeting(m)?.a),
        Phase::Second { m, .. } => state.seat_of(meeting(m)?.b),
        Phase::Reveal { .. } => state.seat_of(state.named?),
    }
}

/// The meeting being resolved, with the acting agent and who receives their pairs.
fn current(state: &State) -> Option<(Meeting, u8, Seat)> {
    let (m, second) = match state.phase {
        Phase::First { m } => (m, false),
        Phase::Second { m, .. } => (m, true),
        _ => return None,
    };
    let meeting = state.meetings[usize::from(m)]?;
    let (me, other) = if second {
        (meeting.b, meeting.a)
    } else {
        (meeting.a, meeting.b)
    };
    let receiver = match meeting.kind {
        MeetingKind::Audience => state.ambassador?,
        _ => state.seat_of(other).unwrap_or(Seat(0)),
    };
    Some((meeting, me, receiver))
}

/// Bit of an unordered pair in a no-repeat history.
pub(crate) fn pair_bit(pair: [Card; 2]) -> u64 {
    let (x, y) = (pair[0].index(), pair[1].index());
    1 << (8 * x.min(y) + x.max(y))
}

fn check_pair(state: &State, a: u8, receiver: Seat, pair: [Card; 2]) -> Result<(), RuleError> {
    let history = state.shown[usize::from(a)][receiver.index()];
    check_pair_of(|card| state.is_true(a, card), history, pair)
}

/// Why an agent for whom `is_true` tells its true cards, having shown the pairs of
/// `history` to a receiver, may not show it `pair`: the rules of a pair on their own, for
/// the rules and for worlds drawn with hidden pairs alike.
pub(crate) fn check_pair_of(
    is_true: impl Fn(Card) -> bool,
    history: u64,
    pair: [Card; 2],
) -> Result<(), RuleError> {
    if pair[0] == pair[1] {
        return refuse("IK-MEET-03", "a pair is two different cards");
    }
    if is_true(pair[0]) == is_true(pair[1]) {
        return refuse("IK-MEET-05", "a pair needs exactly one true card");
    }
    // IK-MEET-08: once all 12 are shown, any may be shown again.
    if history.count_ones() < 12 && history & pair_bit(pair) != 0 {
        return refuse("IK-MEET-06", "that pair was already shown to this player");
    }
    Ok(())
}

fn check_call(number: &crate::elements::Number) -> Result<(), RuleError> {
    if is_dialable(number) {
        Ok(())
    } else {
        refuse("IK-CALL-03", "a number uses each of 52, 11, 0, 29 once")
    }
}

fn check_place(played: u8, location: Location) -> Result<(), RuleError> {
    if played & location.bit() != 0 {
        return refuse(
            "IK-ROUND-04",
            "that location was already played this series",
        );
    }
    Ok(())
}

/// Why `seat` may not do `action` now, naming the rule; `Ok` if it may.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if state.phase == Phase::Over {
        return refuse("IK-SERIES-13", "the match is over");
    }
    if to_act(state) != Some(seat) {
        return refuse("IK-ROUND-12", "it is not your decision");
    }
    match (state.phase, *action) {
        (Phase::AmbassadorPlaces, Action::Place(l)) => check_place(state.played[AMB], l),
        (Phase::AmbassadorPlaces, _) => refuse("IK-5P-06", "the Ambassador places first"),
        (Phase::Place { pos }, Action::Place(l)) => {
            check_place(state.played[usize::from(state.agent_at(pos))], l)
        }
        (Phase::Place { .. }, _) => refuse("IK-ROUND-02", "place a location card"),
        (Phase::AmbassadorDecides { .. }, Action::Pass) => Ok(()),
        (Phase::AmbassadorDecides { .. }, Action::Call(n)) => check_call(&n),
        (Phase::AmbassadorDecides { .. }, _) => refuse("IK-5P-19", "pass or call"),
        (Phase::Reveal { .. }, Action::RevealBlack(_)) => Ok(()),
        (Phase::Reveal { .. }, _) => refuse("IK-AMB-02", "show the asker a black card"),
        (Phase::First { .. } | Phase::Second { .. }, _) => check_meeting(state, action),
        (Phase::Over, _) => refuse("IK-SERIES-13", "the match is over"),
    }
}

fn check_meeting(state: &State, action: &Action) -> Result<(), RuleError> {
    let Some((meeting, me, receiver)) = current(state) else {
        return refuse("IK-ROUND-11", "no meeting is being resolved");
    };
    match (meeting.kind, *action) {
        (MeetingKind::TwoAgents | MeetingKind::Audience, Action::ShowPair(pair)) => {
            check_pair(state, me, receiver, pair)
        }
        (MeetingKind::TwoAgents, Action::ShowBlack(_)) => Ok(()),
        (MeetingKind::TwoAgents, Action::Call(n)) => check_call(&n),
        (MeetingKind::TwoAgents, _) => refuse("IK-MEET-01", "show a pair or a black card, or call"),
        (MeetingKind::Audience, Action::ShowBlack(_)) => {
            refuse("IK-5P-15", "only a pair may be shown at an audience")
        }
        (MeetingKind::Audience, Action::Call(_)) => {
            refuse("IK-5P-20", "an agent cannot call at an audience")
        }
        (MeetingKind::Audience, _) => refuse("IK-5P-14", "show the Ambassador a pair"),
        (MeetingKind::Ambassador, Action::Ask(named)) => {
            let ok = named != state.seat_of(me).unwrap_or(named) && state.agent_of(named).is_some();
            if ok {
                Ok(())
            } else {
                refuse("IK-AMB-01", "name another agent")
            }
        }
        (MeetingKind::Ambassador, Action::AskDummy(_)) if state.players == 3 => Ok(()),
        (MeetingKind::Ambassador, Action::AskDummy(_)) => {
            refuse("IK-3P-14", "only the 3-player game has a dummy")
        }
        (MeetingKind::Ambassador, Action::Pass) => Ok(()),
        (MeetingKind::Ambassador, Action::Call(_)) if state.players == 4 => refuse(
            "IK-AMB-06",
            "no call at an Ambassador meeting with 4 players",
        ),
        (MeetingKind::Ambassador, Action::Call(n)) => check_call(&n),
        (MeetingKind::Ambassador, _) => refuse("IK-AMB-01", "name an agent, or pass"),
        (MeetingKind::Dummy, Action::Look(_) | Action::Pass) => Ok(()),
        (MeetingKind::Dummy, Action::Call(n)) => check_call(&n),
        (MeetingKind::Dummy, _) => refuse("IK-3P-11", "look at a dummy's card, pass or call"),
    }
}

/// The 28 pairs of two different coloured cards, in index order.
pub(crate) fn all_pairs() -> impl Iterator<Item = [Card; 2]> {
    (0..8).flat_map(|i| (i + 1..8).map(move |j| [Card::ALL[i], Card::ALL[j]]))
}

/// Candidates for the current decision; `legal_actions` keeps those `check` accepts.
fn candidates(state: &State, out: &mut Vec<Action>) {
    let calls = |out: &mut Vec<Action>| out.extend(NUMBERS.iter().map(|&n| Action::Call(n)));
    let pairs = |out: &mut Vec<Action>| out.extend(all_pairs().map(Action::ShowPair));
    let blacks = |out: &mut Vec<Action>, f: fn(BlackKind) -> Action| {
        out.extend(BlackKind::ALL.iter().map(|&k| f(k)));
    };
    match state.phase {
        Phase::Over => {}
        Phase::AmbassadorPlaces | Phase::Place { .. } => {
            out.extend(Location::ALL.iter().map(|&l| Action::Place(l)))
        }
        Phase::AmbassadorDecides { .. } => {
            out.push(Action::Pass);
            calls(out);
        }
        Phase::Reveal { .. } => blacks(out, Action::RevealBlack),
        Phase::First { .. } | Phase::Second { .. } => match current(state).map(|c| c.0.kind) {
            Some(MeetingKind::TwoAgents) => {
                pairs(out);
                blacks(out, Action::ShowBlack);
                calls(out);
            }
            Some(MeetingKind::Audience) => pairs(out),
            Some(MeetingKind::Ambassador) => {
                out.extend((0..state.players).map(|s| Action::Ask(Seat(s))));
                blacks(out, Action::AskDummy);
                out.push(Action::Pass);
                calls(out);
            }
            Some(MeetingKind::Dummy) => {
                blacks(out, Action::Look);
                out.push(Action::Pass);
                calls(out);
            }
            None => {}
        },
    }
}

/// Every action `seat` may send now.
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if to_act(state) != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(64);
    candidates(state, &mut out);
    out.retain(|action| check(state, seat, action).is_ok());
    out
}

/// Carries out an action `check` has accepted, appending its events to `events`.
pub fn perform(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match (state.phase, *action) {
        (Phase::AmbassadorPlaces, Action::Place(location)) => {
            state.placed[AMB] = Some(location);
            state.played[AMB] |= location.bit();
            events.push(Event::Placed {
                by: Agent::Seat(seat),
                ambassador: true,
                location: Some(location),
            });
            flow::next_placement(state, 0, events);
        }
        (Phase::Place { pos }, Action::Place(location)) => {
            flow::place(state, state.agent_at(pos), location, events);
            flow::next_placement(state, pos + 1, events);
        }
        (Phase::AmbassadorDecides { m }, Action::Call(number)) => {
            flow::call(state, seat, m, number, events)
        }
        (Phase::AmbassadorDecides { m }, _) => {
            events.push(Event::Passed { seat });
            state.phase = Phase::First { m };
        }
        (Phase::Reveal { m }, Action::RevealBlack(kind)) => {
            let asker = state.meetings[usize::from(m)].and_then(|x| state.seat_of(x.a));
            let card = black(state, state.agent_of(seat).unwrap_or(0), kind);
            events.push(Event::BlackShown {
                from: Agent::Seat(seat),
                to: asker.unwrap_or(seat),
                witness: state.ambassador,
                card: Some(card),
            });
            flow::start_meeting(state, m + 1, events);
        }
        (Phase::First { m } | Phase::Second { m, .. }, _) => meet(state, seat, m, action, events),
        _ => {}
    }
}

/// The face of agent `a`'s black card of `kind`.
fn black(state: &State, a: u8, kind: BlackKind) -> BlackCard {
    match kind {
        BlackKind::Identity => BlackCard::Identity(state.identity[usize::from(a)]),
        BlackKind::Number => BlackCard::Number(state.fragment[usize::from(a)]),
    }
}

pub(crate) fn choice_of(action: &Action) -> Choice {
    match *action {
        Action::ShowPair(pair) => Choice::Pair(pair),
        Action::ShowBlack(kind) => Choice::Black(kind),
        _ => Choice::Black(BlackKind::Identity),
    }
}

/// Applies a checked meeting decision.
fn meet(state: &mut State, seat: Seat, m: u8, action: &Action, events: &mut Vec<Event>) {
    let Some((meeting, me, receiver)) = current(state) else {
        return;
    };
    match (state.phase, *action) {
        (_, Action::Call(number)) => flow::call(state, seat, m, number, events),
        (Phase::First { .. }, Action::ShowPair(_) | Action::ShowBlack(_)) => {
            events.push(Event::Committed { seat });
            state.phase = Phase::Second {
                m,
                held: choice_of(action),
            };
        }
        (Phase::Second { held, .. }, _) => {
            let first_receiver = match meeting.kind {
                MeetingKind::Audience => receiver,
                _ => seat,
            };
            show(state, meeting.a, first_receiver, held, events);
            show(state, me, receiver, choice_of(action), events);
            flow::start_meeting(state, m + 1, events);
        }
        (_, Action::Ask(named)) => {
            events.push(Event::Asked {
                asker: seat,
                named: Some(Agent::Seat(named)),
            });
            state.named = state.agent_of(named);
            state.phase = Phase::Reveal { m };
        }
        (_, Action::AskDummy(kind)) => {
            events.push(Event::Asked {
                asker: seat,
                named: Some(Agent::Dummy),
            });
            events.push(Event::BlackShown {
                from: Agent::Dummy,
                to: seat,
                witness: None,
                card: Some(black(state, 3, kind)),
            });
            flow::start_meeting(state, m + 1, events);
        }
        (_, Action::Look(kind)) => {
            events.push(Event::Looked {
                seat,
                card: Some(black(state, meeting.b, kind)),
            });
            flow::start_meeting(state, m + 1, events);
        }
        (_, Action::Pass) => {
            if meeting.kind == MeetingKind::Ambassador {
                events.push(Event::Asked {
                    asker: seat,
                    named: None,
                });
            } else {
                events.push(Event::Passed { seat });
            }
            flow::start_meeting(state, m + 1, events);
        }
        _ => {}
    }
}

/// Shows `choice` from agent `a` to `to`, recording a pair in the no-repeat history.
fn show(state: &mut State, a: u8, to: Seat, choice: Choice, events: &mut Vec<Event>) {
    let from = state.seat_of(a).unwrap_or(to);
    let (cards, shown) = match choice {
        Choice::Pair(pair) => {
            state.shown[usize::from(a)][to.index()] |= pair_bit(pair);
            (2, Shown::Pair(pair))
        }
        Choice::Black(kind) => (1, Shown::Black(black(state, a, kind))),
    };
    events.push(Event::Showed {
        from,
        to,
        cards,
        shown: Some(shown),
    });
}
