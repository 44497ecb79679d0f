//! The weight of each case a seat may have, in the joint model: the cases are dealt from
//! the three decks without replacement (PI-SETUP-7), so no element lies in two cases, and
//! every seat's public answers speak of its own case. A case of the seat weighs the number
//! of ways to complete every other hidden case (each other seat whose case is neither
//! held by the seat nor solved in public) with cases that its seat's answers allow, all
//! pairwise disjoint and disjoint from the known cases. The deal is uniform, so these
//! weights are proportional to the posterior.
//!
//! Counting those completions one by one is too slow with three other hidden cases, so
//! each seat's allowed cases are cut into pieces (`pieces.rs`) and counted piece by piece
//! (`completions.rs`).

use super::completions::completions;
use super::observation::{Note, Observation, Test};
use super::pieces::{case_sets, every_element, pieces, Piece};
use super::possible::possible_cases;
use crate::board::Layout;
use crate::elements::Case;
use crate::state::left_neighbour;
use whodunit_engine::Seat;

/// The weight of each of `candidates`, cases that the notes about `viewer` allow, given
/// every note (of a game of `players` seats on `layout`).
pub fn weights(
    notes: &[Note],
    viewer: Seat,
    players: usize,
    layout: &Layout,
    candidates: &[Case],
) -> Vec<u64> {
    let tests: Vec<Test> = notes.iter().map(|n| n.observation.test(layout)).collect();
    weights_of_some(
        notes,
        &tests,
        &vec![true; notes.len()],
        viewer,
        players,
        candidates,
    )
}

/// `weights` from the notes marked in `using` only, each note's `tests` given.
pub(super) fn weights_of_some(
    notes: &[Note],
    tests: &[Test],
    using: &[bool],
    viewer: Seat,
    players: usize,
    candidates: &[Case],
) -> Vec<u64> {
    let used = || (0..notes.len()).filter(|&i| using[i]);
    // Elements of the known cases lie in no hidden case; the seats with a known case.
    let mut open = every_element();
    let mut known = vec![false; players];
    known[viewer.index()] = true;
    for note in used().map(|i| &notes[i]).filter(|n| n.seat == viewer) {
        let (seat, case) = match note.observation {
            Observation::Held(case) => (left_neighbour(viewer, players), case),
            Observation::SolvedBy(seat, case) => (seat, case),
            _ => continue,
        };
        known[seat.index()] = true;
        for (set, point) in open.iter_mut().zip(case_sets(case)) {
            *set &= !point;
        }
    }
    let seats: Vec<Vec<Piece>> = (0..players)
        .filter(|&s| !known[s])
        .map(|s| {
            let tests: Vec<Test> = used()
                .filter(|&i| notes[i].seat.index() == s)
                .map(|i| tests[i])
                .collect();
            pieces(&tests, open)
        })
        .collect();
    if seats.iter().any(Vec::is_empty) {
        return vec![0; candidates.len()];
    }
    // Other seats with no answers weigh every candidate alike: the ways to give them
    // distinct unknown elements are the same whichever elements the candidate takes.
    if seats
        .iter()
        .all(|p| matches!(p[..], [only] if only.sets == open))
    {
        return vec![1; candidates.len()];
    }
    completions(&seats, candidates)
        .into_iter()
        .map(|w| w as u64)
        .collect()
}

/// The cases `seat` may have, in `Case::all` order, with their weights (none zero), from
/// every note of a game of `players` seats on `layout`.
pub fn posterior(
    notes: &[Note],
    seat: Seat,
    players: usize,
    layout: &Layout,
) -> (Vec<Case>, Vec<u64>) {
    let own = notes
        .iter()
        .filter(|n| n.seat == seat)
        .map(|n| &n.observation);
    let candidates = possible_cases(own, layout);
    let weights = weights(notes, seat, players, layout, &candidates);
    candidates
        .into_iter()
        .zip(weights)
        .filter(|&(_, w)| w > 0)
        .unzip()
}

/// Whether the notes marked in `using` leave `seat` any case at all, in the joint model:
/// false when they contradict one another.
pub fn consistent(
    notes: &[Note],
    using: &[bool],
    seat: Seat,
    players: usize,
    layout: &Layout,
) -> bool {
    let tests: Vec<Test> = notes.iter().map(|n| n.observation.test(layout)).collect();
    let using: Vec<bool> = (0..notes.len())
        .map(|i| using.get(i).copied().unwrap_or(false))
        .collect();
    let own: Vec<Test> = (0..notes.len())
        .filter(|&i| using[i] && notes[i].seat == seat)
        .map(|i| tests[i])
        .collect();
    let candidates = super::pieces::allowed_cases(&own);
    !candidates.is_empty()
        && weights_of_some(notes, &tests, &using, seat, players, &candidates)
            .iter()
            .any(|&w| w > 0)
}
