//! Worlds for a seat ([`Sampling`]): the current game's deal of identities and fragments
//! drawn uniformly among the notebook's worlds (every deal consistent with what the seat
//! saw, IK-SETUP-08), then what the other players chose out of the seat's sight drawn
//! given that deal:
//!
//! - each pair shown between two other players this game, uniformly among the pairs the
//!   shower could show then (exactly one true card, not shown to that receiver before,
//!   IK-MEET-03 to 08), one show after another;
//! - a first agent's committed choice the seat cannot see, uniformly among its legal
//!   pairs and (at a two-agent meeting) black cards;
//! - the 5-player Ambassador's face-down card, uniformly among the locations it could
//!   place;
//! - the rest of the 3 and 4-player Ambassador's deck, a uniform order of the cards not yet
//!   turned this series (unknown to everyone).
//!
//! A choice's number of options does not depend on the deal (always 12 pairs with one true
//! card), so drawing the choices uniformly leaves the deals equally likely: the joint draw
//! is uniform over (deal, hidden choices) consistent with the seat's information.
//!
//! Cost: the notebook from the seat's events (a filter of the 576 deals per clue), then
//! linear in the events of the current game.

use crate::actions::{Agent, Event, MeetingKind, Shown};
use crate::config::MAX_PLAYERS;
use crate::elements::{BlackKind, Card, Location};
use crate::notebook::{agent_index, Notebook, World};
use crate::rules::{all_pairs, check_pair_of, choice_of, pair_bit};
use crate::state::{Phase, State, AMB};
use crate::view::View;
use crate::{Action, Inkognito};
use whodunit_engine::{GameRng, Sampling, Seat};

/// What a world fills in for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// The current game's identities and fragments, by agent index (deal order, the dummy
    /// last).
    pub deal: World,
    /// The pairs shown this game, by shower agent and receiver seat, as bits
    /// `8 * low + high` of card indices: the seat's own and those shown to it as it saw
    /// them, the others drawn.
    pub shown: [[u64; MAX_PLAYERS]; 4],
    /// The Ambassador's deck under the cards turned this series, top first (3 and 4
    /// players; empty with 5).
    pub deck_rest: Vec<Location>,
    /// The 5-player Ambassador's card while face down this round.
    pub ambassador_card: Option<Location>,
    /// The committed choice (`ShowPair` or `ShowBlack`) of a meeting's first agent, unless
    /// none is held or it is the seat's own, which the world keeps.
    pub held: Option<Action>,
}

impl Sampling for Inkognito {
    type Hidden = Hidden;

    /// Panics for a view without a seat: a world is drawn for a seat.
    fn sample_hidden(view: &View, events: &[Event], rng: &mut GameRng) -> Hidden {
        let seat = view.viewer.seat().expect("a world is drawn for a seat");
        let worlds = Notebook::new(view, events).worlds;
        let drawn = rng.below(worlds.len() as u32) as usize;
        let deal = World::from_index(worlds.indices().nth(drawn).expect("the true deal"));
        let game = current_game(events);
        let shown = shown(view, game, &deal, rng);
        Hidden {
            deck_rest: deck_rest(view, rng),
            ambassador_card: ambassador_card(view, game, rng),
            held: held(view, seat, &deal, &shown, rng),
            deal,
            shown,
        }
    }

    fn with_hidden(state: &State, _seat: Seat, hidden: Hidden, rng: &mut GameRng) -> State {
        let mut world = state.clone();
        world.rng = GameRng::new(rng.next_u64());
        // The explicit setup's later decks are as unknown as a shuffle.
        world.explicit = None;
        world.identity = hidden.deal.identity;
        world.fragment = hidden.deal.fragment;
        world.shown = hidden.shown;
        if !hidden.deck_rest.is_empty() {
            world.deck[usize::from(world.deck_top)..].copy_from_slice(&hidden.deck_rest);
        }
        if let (Some(card), Some(face_down)) = (hidden.ambassador_card, state.placed[AMB]) {
            world.placed[AMB] = Some(card);
            world.played[AMB] = world.played[AMB] & !face_down.bit() | card.bit();
        }
        if let (Phase::Second { m, .. }, Some(action)) = (state.phase, hidden.held) {
            world.phase = Phase::Second {
                m,
                held: choice_of(&action),
            };
        }
        world
    }
}

/// The events since the current game began.
fn current_game(events: &[Event]) -> &[Event] {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::GameStarted { .. }))
        .unwrap_or(0);
    &events[start..]
}

/// A uniform choice among `options` (not empty).
fn pick<T: Copy>(options: &[T], rng: &mut GameRng) -> T {
    options[rng.below(options.len() as u32) as usize]
}

/// The pairs agent `a` of `deal` may show a receiver it has shown `history`.
fn free_pairs(deal: &World, a: usize, history: u64) -> Vec<[Card; 2]> {
    all_pairs()
        .filter(|&pair| check_pair_of(|card| deal.is_true(a, card), history, pair).is_ok())
        .collect()
}

/// The pair histories of this game: the seat's own from its view, those shown to it from
/// its events, and the others drawn show by show in the order they happened.
fn shown(view: &View, game: &[Event], deal: &World, rng: &mut GameRng) -> [[u64; MAX_PLAYERS]; 4] {
    let mut shown = [[0; MAX_PLAYERS]; 4];
    let agent = |seat: Seat| agent_index(view, Agent::Seat(seat)).expect("a shower is an agent");
    if let Some(me) = view
        .viewer
        .seat()
        .and_then(|s| agent_index(view, Agent::Seat(s)))
    {
        for to in &view.shown {
            shown[me][to.receiver.index()] = to.pairs.iter().fold(0, |h, &p| h | pair_bit(p));
        }
    }
    for event in game {
        let Event::Showed {
            from,
            to,
            cards: 2,
            shown: seen,
        } = event
        else {
            continue;
        };
        let a = agent(*from);
        let history = &mut shown[a][to.index()];
        *history |= match seen {
            Some(Shown::Pair(pair)) => pair_bit(*pair),
            _ => pair_bit(pick(&free_pairs(deal, a, *history), rng)),
        };
    }
    shown
}

/// The rest of the 3 and 4-player Ambassador's deck, in a uniform order.
fn deck_rest(view: &View, rng: &mut GameRng) -> Vec<Location> {
    if view.players == 5 {
        return Vec::new();
    }
    let mut rest = unplayed(view);
    rng.shuffle(&mut rest);
    rest
}

/// The locations the Ambassador has not played face up this series.
fn unplayed(view: &View) -> Vec<Location> {
    Location::ALL
        .into_iter()
        .filter(|l| !view.ambassador_played.contains(l))
        .collect()
}

/// The 5-player Ambassador's face-down card this round: the seat's own if it is the
/// Ambassador, else drawn among the locations it could place, if it has placed one.
fn ambassador_card(view: &View, game: &[Event], rng: &mut GameRng) -> Option<Location> {
    let face_down = game.iter().fold(false, |down, e| match e {
        Event::Placed {
            ambassador: true, ..
        } => true,
        Event::AmbassadorAt { .. } => false,
        _ => down,
    });
    view.ambassador_hidden
        .or_else(|| face_down.then(|| pick(&unplayed(view), rng)))
}

/// The committed choice of the meeting's first agent, drawn unless none is held or the
/// seat made it.
fn held(
    view: &View,
    seat: Seat,
    deal: &World,
    shown: &[[u64; MAX_PLAYERS]; 4],
    rng: &mut GameRng,
) -> Option<Action> {
    let meeting = view.meeting.as_ref().filter(|m| m.committed)?;
    let first = meeting.persons[0];
    if first == Agent::Seat(seat) {
        return None;
    }
    let receiver = match (meeting.kind, meeting.persons[1]) {
        (MeetingKind::Audience, _) => view.ambassador_seat?,
        (_, Agent::Seat(s)) => s,
        (_, Agent::Dummy) => return None,
    };
    let a = agent_index(view, first)?;
    let mut options: Vec<Action> = free_pairs(deal, a, shown[a][receiver.index()])
        .into_iter()
        .map(Action::ShowPair)
        .collect();
    if meeting.kind == MeetingKind::TwoAgents {
        options.extend(BlackKind::ALL.map(Action::ShowBlack));
    }
    Some(pick(&options, rng))
}
