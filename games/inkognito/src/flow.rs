//! What happens between decisions: dummy placements, the reveal, finding meetings, the
//! end of rounds, series, games and the match.

use crate::actions::{Agent, Event, GameEnd, MeetingKind};
use crate::deal::{deal, new_series};
use crate::elements::{Location, Number};
use crate::state::{Meeting, Phase, State, AMB, DUMMY, MAX_GAMES, MAX_ROUNDS, TARGET};
use whodunit_engine::{Contest, Seat, Team};

/// Clears the table for a round and asks for the first placement.
pub(crate) fn begin_round(state: &mut State, events: &mut Vec<Event>) {
    state.placed = [None; 5];
    state.meetings = [None; 2];
    state.named = None;
    if state.players == 5 {
        state.phase = Phase::AmbassadorPlaces;
    } else {
        next_placement(state, 0, events);
    }
}

/// Moves placement to position `pos`, placing for the dummy on the way (IK-3P-05).
pub(crate) fn next_placement(state: &mut State, mut pos: u8, events: &mut Vec<Event>) {
    while pos < 4 && state.agent_seat[usize::from(state.agent_at(pos))] == DUMMY {
        let a = state.agent_at(pos);
        let free = 0b11111 & !state.played[usize::from(a)];
        // IK-3P-06: the last card is placed without a draw.
        let pick = match free.count_ones() {
            1 => 0,
            n => state.rng.below(n),
        };
        let location = (0..5)
            .filter(|i| free & (1 << i) != 0)
            .nth(pick as usize)
            .map_or(Location::Rialto, |i| Location::ALL[i]);
        place(state, a, location, events);
        pos += 1;
    }
    if pos < 4 {
        state.phase = Phase::Place { pos };
    } else {
        reveal(state, events);
    }
}

/// Puts agent `a`'s card face up (IK-ROUND-03).
pub(crate) fn place(state: &mut State, a: u8, location: Location, events: &mut Vec<Event>) {
    state.placed[usize::from(a)] = Some(location);
    state.played[usize::from(a)] |= location.bit();
    events.push(Event::Placed {
        by: state.agent_ref(a),
        ambassador: false,
        location: Some(location),
    });
}

/// Turns the Ambassador's card and finds the round's meetings (IK-ROUND-05 to 09).
fn reveal(state: &mut State, events: &mut Vec<Event>) {
    let amb = match state.placed[AMB] {
        Some(location) => location,
        None => {
            let location = state.deck[usize::from(state.deck_top % 5)];
            state.deck_top += 1;
            state.placed[AMB] = Some(location);
            state.played[AMB] |= location.bit();
            location
        }
    };
    events.push(Event::AmbassadorAt { location: amb });
    let mut found = 0;
    for location in Location::ALL {
        let Some(meeting) = meeting_at(state, location, amb == location) else {
            continue;
        };
        let mut persons = vec![state.agent_ref(meeting.a)];
        if meeting.kind != MeetingKind::Ambassador {
            persons.push(state.agent_ref(meeting.b));
        }
        events.push(Event::Meeting {
            location,
            kind: meeting.kind,
            persons,
        });
        // Five persons at five locations make at most two meetings.
        if found < 2 {
            state.meetings[found] = Some(meeting);
            found += 1;
        }
    }
    start_meeting(state, 0, events);
}

/// The meeting at `location`, agents in round order, if there is one.
fn meeting_at(state: &State, location: Location, ambassador: bool) -> Option<Meeting> {
    let mut here = [0u8; 4];
    let mut count = 0;
    for pos in 0..4 {
        let a = state.agent_at(pos);
        if state.placed[usize::from(a)] == Some(location) {
            here[count] = a;
            count += 1;
        }
    }
    let (a, b) = (here[0], here[1]);
    let is_dummy = |x: u8| state.agent_seat[usize::from(x)] == DUMMY;
    let kind = match (count, ambassador, state.players) {
        (2, false, _) if is_dummy(a) || is_dummy(b) => MeetingKind::Dummy,
        (2, false, _) => MeetingKind::TwoAgents,
        (1, true, _) if is_dummy(a) => return None, // IK-3P-13
        (1, true, _) => MeetingKind::Ambassador,
        (2, true, 5) => MeetingKind::Audience, // IK-5P-12
        _ => return None,
    };
    // At a dummy meeting the real agent is `a`.
    let (a, b) = if is_dummy(a) { (b, a) } else { (a, b) };
    Some(Meeting {
        location,
        kind,
        a,
        b,
    })
}

/// Asks for meeting `m`'s first decision, or ends the round when none is left.
pub(crate) fn start_meeting(state: &mut State, m: u8, events: &mut Vec<Event>) {
    state.named = None;
    match state.meetings.get(usize::from(m)).copied().flatten() {
        None => end_round(state, events),
        Some(meeting) => {
            let ambassador_first = state.players == 5
                && matches!(
                    meeting.kind,
                    MeetingKind::Ambassador | MeetingKind::Audience
                );
            state.phase = if ambassador_first {
                Phase::AmbassadorDecides { m }
            } else {
                Phase::First { m }
            };
        }
    }
}

/// Ends a round: series end, draw, or the next start player (IK-ROUND-14, IK-SERIES).
fn end_round(state: &mut State, events: &mut Vec<Event>) {
    if state.round.is_multiple_of(5) {
        events.push(Event::SeriesEnded {
            series: state.round / 5,
        });
        if state.round >= MAX_ROUNDS {
            return end_game(state, GameEnd::Draw, &[], events);
        }
        state.round += 1;
        let explicit = state.explicit.clone().filter(|_| state.game == 1);
        new_series(state, explicit.as_deref());
    } else {
        state.round += 1;
    }
    // IK-3P-08: the dummy never starts.
    state.start = (state.start + 1) % 4;
    if state.agent_seat[usize::from(state.start)] == DUMMY {
        state.start = (state.start + 1) % 4;
    }
    begin_round(state, events);
}

/// Judges a call by `caller` at meeting `m` and ends the game (IK-CALL, IK-3P, IK-5P).
pub(crate) fn call(
    state: &mut State,
    caller: Seat,
    m: u8,
    number: Number,
    events: &mut Vec<Event>,
) {
    let right = number == state.correct_number();
    let everyone = (0..state.players).map(Seat);
    let (correct, scored): (bool, Vec<Seat>) = match (state.players, state.agent_of(caller)) {
        (4, Some(a)) => {
            let partner_of = |x: u8| {
                let wanted = state.identity[usize::from(x)].partner();
                (0..4u8).find(|&y| state.identity[usize::from(y)] == wanted)
            };
            let other =
                state.meetings[usize::from(m)]
                    .map(|meet| if meet.a == a { meet.b } else { meet.a });
            let partner = partner_of(a);
            // IK-CALL-07, 08: the number, and the partner met.
            let correct = right && other == partner;
            let team = |x: u8| x == a || Some(x) == partner;
            let winners = (0..4u8)
                .filter(|&x| team(x) == correct)
                .filter_map(|x| state.seat_of(x))
                .collect();
            (correct, winners)
        }
        _ if right => (true, vec![caller]),
        _ => (false, everyone.filter(|&s| s != caller).collect()),
    };
    events.push(Event::Called {
        caller,
        number,
        correct,
    });
    let end = if correct {
        GameEnd::Correct
    } else {
        GameEnd::Wrong
    };
    end_game(state, end, &scored, events);
}

/// A game that `scored` won, as a rating system reads it: at 4 players the partners of
/// this game's deal are a team (IK-SETUP-11), otherwise each seat plays alone (IK-3P-01,
/// IK-5P-01); the seats that scored are first, the others tied behind them.
fn contest_of(state: &State, scored: &[Seat]) -> Contest {
    let place = |seat: Seat| usize::from(!scored.contains(&seat));
    let seats = (0..state.players).map(Seat);
    let teams = if state.players == 4 {
        let partner_of = |a: u8| {
            let wanted = state.identity[usize::from(a)].partner();
            (0..4u8).find(|&b| state.identity[usize::from(b)] == wanted)
        };
        (0..4u8)
            .filter_map(|a| Some((a, partner_of(a)?)))
            .filter(|&(a, b)| a < b)
            .filter_map(|(a, b)| Some(vec![state.seat_of(a)?, state.seat_of(b)?]))
            .map(|team| Team {
                place: place(team[0]),
                seats: team,
            })
            .collect()
    } else {
        seats
            .map(|seat| Team {
                seats: vec![seat],
                place: place(seat),
            })
            .collect()
    };
    Contest { teams }
}

/// Scores a game, reveals every black card (IK-INFO-15) and deals the next game or ends
/// the match (IK-SERIES-13 to 16).
fn end_game(state: &mut State, end: GameEnd, scored: &[Seat], events: &mut Vec<Event>) {
    for seat in scored {
        state.scores[seat.index()] += 1;
    }
    if !scored.is_empty() {
        let contest = contest_of(state, scored);
        state.contests.push(contest);
    }
    events.push(Event::GameEnded {
        end,
        identities: (0..4u8)
            .map(|a| {
                let i = usize::from(a);
                (state.agent_ref(a), state.identity[i], state.fragment[i])
            })
            .collect::<Vec<(Agent, _, _)>>(),
        number: state.correct_number(),
        scored: scored.to_vec(),
        scores: state.scores().to_vec(),
    });
    let seats = (0..state.players).map(Seat);
    let reached: Vec<Seat> = seats
        .clone()
        .filter(|s| state.scores[s.index()] >= TARGET)
        .collect();
    if !reached.is_empty() {
        state.winners = reached;
        state.reason = "three_points";
        state.phase = Phase::Over;
    } else if state.game >= MAX_GAMES {
        let best = state.scores().iter().copied().max().unwrap_or(0);
        state.winners = seats.filter(|s| state.scores[s.index()] == best).collect();
        state.reason = "game_limit";
        state.phase = Phase::Over;
    } else {
        deal(state, events);
        begin_round(state, events);
    }
}
