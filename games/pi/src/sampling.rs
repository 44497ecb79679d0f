//! Worlds for a seat ([`Sampling`]): every hidden case of the mini-game (the seat's own and
//! each other seat's not held by it nor solved in public) drawn jointly and uniformly among
//! the deals that every seat's public answers allow (PI-SETUP-7: disjoint cases, the deal
//! uniform), and the evidence deck in a uniform order (its cards are those on no table,
//! its order unknown to everyone).
//!
//! The cases are drawn seat after seat, each from its conditional law given those fixed
//! before: the notebook's joint weights (`posterior`, the number of ways to complete the
//! cases still open), asked with the fixed cases made known as public solutions. Cost: one
//! notebook count per hidden case, at most four.

use crate::actions::Event;
use crate::board::Layout;
use crate::elements::{Case, Element};
use crate::notebook::{gather, posterior, Note, Observation};
use crate::state::{left_neighbour, State};
use crate::view::View;
use crate::Pi;
use whodunit_engine::{GameRng, Sampling, Seat};

/// What a world fills in for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// By seat, the case that seat must solve.
    pub cases: Vec<Case>,
    /// The evidence deck, the top last (as the state keeps it).
    pub deck: Vec<Element>,
}

impl Sampling for Pi {
    type Hidden = Hidden;

    /// Panics for a view without a seat: a world is drawn for a seat.
    fn sample_hidden(view: &View, events: &[Event], rng: &mut GameRng) -> Hidden {
        let seat = view.viewer.seat().expect("a world is drawn for a seat");
        let players = usize::from(view.players);
        let mut known = known_cases(view, seat);
        // The public answers about each case; the rest of the notes are the known cases.
        let answers: Vec<Note> = gather(view, seat, events)
            .into_iter()
            .filter(|note| is_answer(&note.observation))
            .collect();
        for s in 0..players {
            if known[s].is_none() {
                known[s] = Some(draw_case(&answers, &known, Seat(s as u8), &view.board, rng));
            }
        }
        let mut deck = off_the_table(view);
        rng.shuffle(&mut deck);
        Hidden {
            cases: known.into_iter().flatten().collect(),
            deck,
        }
    }

    fn with_hidden(state: &State, _seat: Seat, hidden: Hidden, rng: &mut GameRng) -> State {
        let mut world = state.clone();
        world.rng = GameRng::new(rng.next_u64());
        // The explicit deals of later mini-games are as unknown as the generator's.
        world.explicit = None;
        world.cases[..hidden.cases.len()].copy_from_slice(&hidden.cases);
        world.deck = hidden.deck.iter().map(|card| card.code()).collect();
        world
    }
}

/// The cases the seat knows, by seat: every one once the game is over, else the one it
/// holds (its left neighbour's, PI-SETUP-3) and the public solutions.
fn known_cases(view: &View, seat: Seat) -> Vec<Option<Case>> {
    if let Some(cases) = &view.cases {
        return cases.iter().copied().map(Some).collect();
    }
    let mut known: Vec<Option<Case>> = view.seats.iter().map(|s| s.solution).collect();
    known[left_neighbour(seat, usize::from(view.players)).index()] = view.held_case;
    known
}

/// Whether `observation` is a seat's answer about its own case, rather than a case known.
fn is_answer(observation: &Observation) -> bool {
    matches!(
        observation,
        Observation::Investigated { .. } | Observation::Evidence { .. } | Observation::Wrong(_)
    )
}

/// `seat`'s case drawn from its law given the `known` cases and the `answers` about the
/// others: the notebook's weights with `seat` as its own seat and the known cases as
/// public solutions.
fn draw_case(
    answers: &[Note],
    known: &[Option<Case>],
    seat: Seat,
    layout: &Layout,
    rng: &mut GameRng,
) -> Case {
    let fixed = known.iter().enumerate().filter_map(|(s, case)| {
        Some(Note {
            seat,
            observation: Observation::SolvedBy(Seat(s as u8), (*case)?),
        })
    });
    let notes: Vec<Note> = answers
        .iter()
        .filter(|note| known[note.seat.index()].is_none())
        .copied()
        .chain(fixed)
        .collect();
    let (cases, weights) = posterior(&notes, seat, known.len(), layout);
    let total: u64 = weights.iter().sum();
    let mut drawn = below(total, rng);
    for (case, weight) in cases.into_iter().zip(weights) {
        if drawn < weight {
            return case;
        }
        drawn -= weight;
    }
    unreachable!("the true case has weight")
}

/// A uniform draw below `n` (at least 1), rejecting the draws past the last whole multiple
/// of `n` so that no value is favoured.
fn below(n: u64, rng: &mut GameRng) -> u64 {
    let zone = u64::MAX - u64::MAX % n;
    loop {
        let x = rng.next_u64();
        if x < zone {
            return x % n;
        }
    }
}

/// The evidence cards in no display, discard pile or seat's keeping: the deck's.
fn off_the_table(view: &View) -> Vec<Element> {
    let on_table: Vec<Element> = view
        .display
        .iter()
        .chain(&view.discard)
        .chain(view.seats.iter().flat_map(|s| &s.kept))
        .copied()
        .collect();
    Element::all()
        .filter(|card| !on_table.contains(card))
        .collect()
}
