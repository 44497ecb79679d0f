//! Inkognito as numbers (`whodunit_engine::Encoding`): the action ids and a seat's
//! observation.

use crate::actions::{Action, Agent, Event, MeetingKind};
use crate::config::MAX_PLAYERS;
use crate::elements::{BlackKind, Card, Fragment, Identity, Location, NUMBERS};
use crate::notebook::Notebook;
use crate::state::{MAX_GAMES, MAX_ROUNDS, TARGET};
use crate::view::View;
use crate::Inkognito;
use whodunit_engine::{relative_seat, Encoding, Field, ObservationWriter, Seat};

const LOCATIONS: usize = Location::ALL.len();
const IDENTITIES: usize = Identity::ALL.len();
const FRAGMENTS: usize = Fragment::ALL.len();
const CARDS: usize = Card::ALL.len();
const BLACK_KINDS: usize = BlackKind::ALL.len();
/// Unordered pairs of two different coloured cards.
const PAIRS: usize = CARDS * (CARDS - 1) / 2;
/// In the order of the `meeting_kind` field.
const MEETING_KINDS: [MeetingKind; 4] = [
    MeetingKind::TwoAgents,
    MeetingKind::Ambassador,
    MeetingKind::Dummy,
    MeetingKind::Audience,
];

/// The first id of each action's block.
const SHOW_PAIR: usize = LOCATIONS;
const SHOW_BLACK: usize = SHOW_PAIR + CARDS * CARDS;
const CALL: usize = SHOW_BLACK + BLACK_KINDS;
const ASK: usize = CALL + NUMBERS.len();
const ASK_DUMMY: usize = ASK + MAX_PLAYERS;
const PASS: usize = ASK_DUMMY + BLACK_KINDS;
const REVEAL_BLACK: usize = PASS + 1;
const LOOK: usize = REVEAL_BLACK + BLACK_KINDS;
const ACTIONS: usize = LOOK + BLACK_KINDS;

/// Actions, one block each in the order of `Action`: `Place` (5 locations in canonical
/// order, ids 0..5), `ShowPair` (first card × 8 + second card, cards in `Card::ALL` order:
/// 5..69), `ShowBlack` (identity, number: 69..71), `Call` (the number's place in `NUMBERS`:
/// 71..95), `Ask` (seats 0 to 4: 95..100), `AskDummy` (100..102), `Pass` (102), `RevealBlack`
/// (103..105), `Look` (105..107). A call of a number that repeats a fragment, or asking a
/// seat past the fifth, is refused in every state and has no id: its id is the count,
/// which names no action.
///
/// Observation: the fields below. Persons are the seats counted from the viewer (you, then
/// the seat after you, and so on), then the 3-player dummy. It holds the view only: the
/// cards others showed you reach you as events, not in the view, so they are not in it.
impl Encoding for Inkognito {
    fn action_count() -> usize {
        ACTIONS
    }

    /// The Ambassador's deck of locations (identities and numbers are fewer).
    fn max_chance_outcomes() -> usize {
        Location::ALL.len()
    }

    fn action_id(action: &Action) -> usize {
        let block = match *action {
            Action::Place(location) => Some(location.index()),
            Action::ShowPair([first, second]) => {
                Some(SHOW_PAIR + first.index() * CARDS + second.index())
            }
            Action::ShowBlack(kind) => Some(SHOW_BLACK + black_index(kind)),
            Action::Call(number) => NUMBERS.iter().position(|&n| n == number).map(|i| CALL + i),
            Action::Ask(seat) => (seat.index() < MAX_PLAYERS).then(|| ASK + seat.index()),
            Action::AskDummy(kind) => Some(ASK_DUMMY + black_index(kind)),
            Action::Pass => Some(PASS),
            Action::RevealBlack(kind) => Some(REVEAL_BLACK + black_index(kind)),
            Action::Look(kind) => Some(LOOK + black_index(kind)),
        };
        block.unwrap_or(ACTIONS)
    }

    fn action_of(id: usize) -> Option<Action> {
        let kind = |first: usize| BlackKind::ALL[id - first];
        Some(match id {
            _ if id < SHOW_PAIR => Action::Place(Location::ALL[id]),
            _ if id < SHOW_BLACK => {
                let pair = id - SHOW_PAIR;
                Action::ShowPair([Card::ALL[pair / CARDS], Card::ALL[pair % CARDS]])
            }
            _ if id < CALL => Action::ShowBlack(kind(SHOW_BLACK)),
            _ if id < ASK => Action::Call(NUMBERS[id - CALL]),
            _ if id < ASK_DUMMY => Action::Ask(Seat((id - ASK) as u8)),
            _ if id < PASS => Action::AskDummy(kind(ASK_DUMMY)),
            _ if id < REVEAL_BLACK => Action::Pass,
            _ if id < LOOK => Action::RevealBlack(kind(REVEAL_BLACK)),
            _ if id < ACTIONS => Action::Look(kind(LOOK)),
            _ => return None,
        })
    }

    fn observation_fields(players: usize) -> Vec<Field> {
        let persons = players + 1;
        vec![
            Field {
                name: "identities",
                len: persons * IDENTITIES,
                meaning: "for each person (seats from you, then the dummy), for F, B, Z, X: 1 \
                          if you know that person's agent has that identity (your own; \
                          everyone's once the match is over)",
            },
            Field {
                name: "fragments",
                len: persons * FRAGMENTS,
                meaning: "for each person (seats from you, then the dummy), for 52, 11, 0, 29: \
                          1 if you know that person's agent has that fragment (your own; \
                          everyone's once the match is over)",
            },
            Field {
                name: "placed",
                len: persons * LOCATIONS,
                meaning: "for each person (seats from you, then the dummy), for Rialto, San \
                          Marco, San Giorgio, Salute, Ponte dei Sospiri: 1 for the location \
                          card the agent has face up this round",
            },
            Field {
                name: "played",
                len: persons * LOCATIONS,
                meaning: "for each person (seats from you, then the dummy), for the 5 \
                          locations in canonical order: 1 if the agent played that card this \
                          series",
            },
            Field {
                name: "ambassador_at",
                len: LOCATIONS,
                meaning: "for the 5 locations in canonical order, 1 where the Ambassador's \
                          card lies this round, once turned",
            },
            Field {
                name: "ambassador_hidden",
                len: LOCATIONS,
                meaning: "for the 5 locations in canonical order, 1 where you placed the \
                          Ambassador's card face down this round (5 players, the Ambassador \
                          player only, until it is turned)",
            },
            Field {
                name: "ambassador_played",
                len: LOCATIONS,
                meaning: "for the 5 locations in canonical order, 1 if the Ambassador's card \
                          of that location lies face up this series",
            },
            Field {
                name: "ambassador_seat",
                len: players,
                meaning: "1 for the Ambassador player, for each seat from you (5 players \
                          only)",
            },
            Field {
                name: "start",
                len: players,
                meaning: "1 for the seat that starts this round, for each seat from you (the \
                          dummy never starts)",
            },
            Field {
                name: "to_act",
                len: players,
                meaning: "1 for the seat to act, for each seat from you; zeros once the match \
                          is over",
            },
            Field {
                name: "meeting_location",
                len: LOCATIONS,
                meaning: "for the 5 locations in canonical order, 1 where the meeting being \
                          resolved takes place",
            },
            Field {
                name: "meeting_kind",
                len: MEETING_KINDS.len(),
                meaning: "1 for the kind of the meeting being resolved: two agents, the \
                          Ambassador, the dummy, an audience, in that order",
            },
            Field {
                name: "meeting_persons",
                len: persons,
                meaning: "for each person (seats from you, then the dummy), 1 if the agent is \
                          at the meeting being resolved",
            },
            Field {
                name: "meeting_committed",
                len: 1,
                meaning: "1 if the meeting's first agent has committed a choice",
            },
            Field {
                name: "meeting_named",
                len: persons,
                meaning: "1 for the person named at the Ambassador meeting being resolved \
                          (seats from you, then the dummy)",
            },
            Field {
                name: "shown_by_you",
                len: players * PAIRS,
                meaning: "for each seat from you (your own entry stays zero), for each of the \
                          28 pairs of two of your 8 coloured cards (F, B, Z, X, 52, 11, 0, 29; \
                          the first card slower, the second after it): 1 if you showed that \
                          pair to that seat this game",
            },
            Field {
                name: "scores",
                len: players,
                meaning: "for each seat from you, its match points divided by 3",
            },
            Field {
                name: "game",
                len: 1,
                meaning: "the game of the match being played divided by 20, its most",
            },
            Field {
                name: "round",
                len: 1,
                meaning: "the round of this game divided by 50, its most",
            },
            Field {
                name: "winners",
                len: players,
                meaning: "for each seat from you, 1 if it won the match, once it is over",
            },
        ]
    }

    /// A viewer without a seat sees the table from seat 0.
    fn observe(view: &View, out: &mut [f32]) {
        let players = view.players;
        let persons = players + 1;
        let me = view.viewer.seat().unwrap_or(Seat(0));
        let relative = |seat| relative_seat(me, seat, players);
        let person = |agent| match agent {
            Agent::Seat(seat) => relative(seat),
            Agent::Dummy => players,
        };
        let seats = || (0..players).map(|from_me| Seat(((me.index() + from_me) % players) as u8));
        let mut out = ObservationWriter::new(out);

        let identities = out.next(persons * IDENTITIES);
        let fragments = out.next(persons * FRAGMENTS);
        let placed = out.next(persons * LOCATIONS);
        let played = out.next(persons * LOCATIONS);
        for agent in &view.agents {
            let at = person(agent.agent);
            if let Some(identity) = agent.identity {
                identities[at * IDENTITIES + identity.index()] = 1.0;
            }
            if let Some(fragment) = agent.fragment {
                fragments[at * FRAGMENTS + fragment.index()] = 1.0;
            }
            if let Some(location) = agent.placed {
                placed[at * LOCATIONS + location.index()] = 1.0;
            }
            for location in &agent.played {
                played[at * LOCATIONS + location.index()] = 1.0;
            }
        }

        out.one_hot(LOCATIONS, view.ambassador_at.map(Location::index));
        out.one_hot(LOCATIONS, view.ambassador_hidden.map(Location::index));
        out.flags(
            Location::ALL
                .iter()
                .map(|l| view.ambassador_played.contains(l)),
        );
        out.one_hot(players, view.ambassador_seat.map(relative));
        out.one_hot(players, view.start.map(relative));
        out.one_hot(players, view.to_act.map(relative));

        let meeting = view.meeting.as_ref();
        out.one_hot(LOCATIONS, meeting.map(|m| m.location.index()));
        out.one_hot(
            MEETING_KINDS.len(),
            meeting.and_then(|m| MEETING_KINDS.iter().position(|&kind| kind == m.kind)),
        );
        let at_meeting = out.next(persons);
        for &agent in meeting.iter().flat_map(|m| &m.persons) {
            at_meeting[person(agent)] = 1.0;
        }
        out.flags([meeting.is_some_and(|m| m.committed)].into_iter());
        out.one_hot(persons, meeting.and_then(|m| m.named).map(person));

        let shown = out.next(players * PAIRS);
        for to in &view.shown {
            for &[first, second] in &to.pairs {
                shown[relative(to.receiver) * PAIRS + pair_index(first, second)] = 1.0;
            }
        }
        out.scaled(
            seats().map(|seat| usize::from(view.scores[seat.index()])),
            usize::from(TARGET),
        );
        out.scaled([usize::from(view.game)].into_iter(), usize::from(MAX_GAMES));
        out.scaled(
            [usize::from(view.round)].into_iter(),
            usize::from(MAX_ROUNDS),
        );
        out.flags(seats().map(|seat| view.winners.contains(&seat)));
        out.finish();
    }

    fn notebook_fields(players: usize) -> Vec<Field> {
        let persons = players + 1;
        vec![
            Field {
                name: "notebook_identities",
                len: persons * IDENTITIES,
                meaning: "for each person (seats from you, then the dummy), for F, B, Z, X: \
                          the exact probability that the person's agent has that identity, \
                          over every deal consistent with what you were shown in this game",
            },
            Field {
                name: "notebook_fragments",
                len: persons * FRAGMENTS,
                meaning: "for each person (seats from you, then the dummy), for 52, 11, 0, \
                          29: the exact probability that the person's agent has that \
                          fragment, over the same deals",
            },
        ]
    }

    fn encode_notebook(view: &View, events: &[Event], out: &mut [f32]) {
        let players = view.players;
        let persons = players + 1;
        let mut out = ObservationWriter::new(out);
        let identities = out.next(persons * IDENTITIES);
        let fragments = out.next(persons * FRAGMENTS);
        out.finish();
        let Some(me) = view.viewer.seat() else {
            return; // a spectator has no notebook: zeros
        };
        let notebook = Notebook::new(view, events);
        for (index, &agent) in notebook.agents.iter().enumerate() {
            let at = match agent {
                Agent::Seat(seat) => relative_seat(me, seat, players),
                Agent::Dummy => players,
            };
            for identity in Identity::ALL {
                identities[at * IDENTITIES + identity.index()] =
                    notebook.marginals.identity(index, identity) as f32;
            }
            for fragment in Fragment::ALL {
                fragments[at * FRAGMENTS + fragment.index()] =
                    notebook.marginals.fragment(index, fragment) as f32;
            }
        }
    }
}

/// 0 or 1, in the order of `BlackKind::ALL`.
fn black_index(kind: BlackKind) -> usize {
    match kind {
        BlackKind::Identity => 0,
        BlackKind::Number => 1,
    }
}

/// The place of the pair among the 28, `first` before `second` in `Card::ALL`: the pairs
/// with a smaller first card come before (7 + 6 + ... of them).
fn pair_index(first: Card, second: Card) -> usize {
    let (i, j) = (first.index(), second.index());
    i * (2 * CARDS - i - 1) / 2 + (j - i - 1)
}
