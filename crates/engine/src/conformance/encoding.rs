//! The encoding's laws ([`Encoding`]) over a game of random legal play: at every step each
//! legal action of the seat to act has an id of its own below the count, which names the
//! action back; every seat's observation holds finite numbers only and never only zeros
//! (a seat always sees something: whose turn it is, its own cards); and every seat's
//! encoded notebook holds probabilities, never only zeros. An informed action
//! ([`Encoding::informed_action`]), where a game names one, names an action.

use super::random_walk::random_game;
use super::Failure;
use crate::{observation_len, Encoding, Field, Seat, Viewer};
use std::collections::HashMap;

/// Plays one game of `config` from `seed` choosing uniformly among the legal actions
/// (drawn from `policy_seed`) for at most `bound` actions, checking the laws before each
/// action and at the end.
pub fn check_encoding<G: Encoding>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
) -> Result<(), Failure> {
    let players = seats::<G>(config, seed)?;
    explained(&G::observation_fields(players), players)?;
    blocks_name_actions::<G>()?;
    random_game::<G>(config, seed, policy_seed, bound, |state, _| {
        for seat in (0..players as u8).map(Seat) {
            check_observation::<G>(state, seat)?;
            check_informed::<G>(state, seat)?;
        }
        match G::to_act(state) {
            Some(seat) => check_ids::<G>(&G::legal_actions(state, seat)),
            None => Ok(()),
        }
    })
}

/// The seats of `config`'s table dealt from `seed`.
fn seats<G: Encoding>(config: &G::Config, seed: u64) -> Result<usize, Failure> {
    let state = G::setup(config, seed).map_err(|e| format!("seed {seed}: setup: {e}"))?;
    Ok(G::seat_count(&state))
}

/// Every field takes some numbers and says what they mean.
fn explained(fields: &[Field], players: usize) -> Result<(), Failure> {
    match fields
        .iter()
        .find(|field| field.len == 0 || field.meaning.is_empty())
    {
        Some(field) => Err(format!(
            "{players} seats: field {} is empty or unexplained",
            field.name
        )),
        None => Ok(()),
    }
}

/// Each action block has parts with values, lies within the ids, overlaps no other block,
/// and every id in it names an action.
fn blocks_name_actions<G: Encoding>() -> Result<(), Failure> {
    let mut taken = vec![false; G::action_count()];
    for block in G::action_blocks() {
        if block.parts.is_empty() || block.parts.iter().any(|part| part.values.is_empty()) {
            return Err(format!("block {}: a part without values", block.name));
        }
        let ids = block.first_id..block.first_id + block.id_count();
        if ids.end > taken.len() {
            return Err(format!(
                "block {}: ids {ids:?} beyond the count",
                block.name
            ));
        }
        for id in ids {
            if std::mem::replace(&mut taken[id], true) {
                return Err(format!("block {}: id {id} is in another block", block.name));
            }
            if G::action_of(id).is_none() {
                return Err(format!("block {}: id {id} names no action", block.name));
            }
        }
    }
    Ok(())
}

/// Each legal action has an id below the count, no other legal action has it, and the id
/// names the action back.
fn check_ids<G: Encoding>(legal: &[G::Action]) -> Result<(), Failure> {
    let count = G::action_count();
    let mut taken = HashMap::new();
    for action in legal {
        let id = G::action_id(action);
        if id >= count {
            return Err(format!("{action:?} has id {id}, not below {count}"));
        }
        if let Some(other) = taken.insert(id, action) {
            return Err(format!("{action:?} and {other:?} share the id {id}"));
        }
        if G::action_of(id).as_ref() != Some(action) {
            return Err(format!(
                "id {id} of {action:?} names {:?}",
                G::action_of(id)
            ));
        }
    }
    Ok(())
}

/// `seat`'s informed action, if the game names one, is an id that names an action.
fn check_informed<G: Encoding>(state: &G::State, seat: Seat) -> Result<(), Failure> {
    match G::informed_action(state, seat) {
        Some(id) if G::action_of(id).is_none() => {
            Err(format!("{seat}'s informed action {id} names no action"))
        }
        _ => Ok(()),
    }
}

/// `seat`'s observation holds finite numbers, not all zero.
fn check_observation<G: Encoding>(state: &G::State, seat: Seat) -> Result<(), Failure> {
    let out = observation_of::<G>(state, seat);
    if let Some(bad) = out.iter().position(|x| !x.is_finite()) {
        return Err(format!("{seat}'s observation has {} at {bad}", out[bad]));
    }
    if out.iter().all(|&x| x == 0.0) {
        return Err(format!("{seat}'s observation is all zeros"));
    }
    Ok(())
}

/// Plays one game as [`check_encoding`] does and, at the deal, at every `every`-th step
/// and at the end, checks each seat's encoded notebook ([`Encoding::encode_notebook`], from
/// its view and its own redacted events so far): its fields are explained, its numbers are
/// probabilities (from 0 to 1), and they are never all zero, since a seat always knows
/// something (its own cards, that some card is somewhere).
pub fn check_notebook_encoding<G: Encoding>(
    config: &G::Config,
    seed: u64,
    policy_seed: u64,
    bound: usize,
    every: usize,
) -> Result<(), Failure> {
    let players = seats::<G>(config, seed)?;
    let fields = G::notebook_fields(players);
    explained(&fields, players)?;
    let mut seen: Vec<Vec<G::Event>> = vec![Vec::new(); players];
    let mut step = 0;
    random_game::<G>(config, seed, policy_seed, bound, |state, events| {
        for (seat, seen) in (0..players as u8).map(Seat).zip(&mut seen) {
            let viewer = Viewer::Seat(seat);
            seen.extend(events.iter().filter_map(|event| G::redact(event, viewer)));
        }
        let check = step % every == 0 || G::to_act(state).is_none();
        step += 1;
        if !check {
            return Ok(());
        }
        for (seat, seen) in (0..players as u8).map(Seat).zip(&seen) {
            let mut out = vec![0.0; observation_len(&fields)];
            G::encode_notebook(&G::view(state, Viewer::Seat(seat)), seen, &mut out);
            if let Some(bad) = out.iter().position(|x| !(0.0..=1.0).contains(x)) {
                return Err(format!("{seat}'s notebook has {} at {bad}", out[bad]));
            }
            if out.iter().all(|&x| x == 0.0) {
                return Err(format!("{seat}'s notebook is all zeros"));
            }
        }
        Ok(())
    })
}

/// `seat`'s observation of `state`, as learning code gets it (from the seat's view).
pub fn observation_of<G: Encoding>(state: &G::State, seat: Seat) -> Vec<f32> {
    let fields = G::observation_fields(G::seat_count(state));
    let mut out = vec![0.0; observation_len(&fields)];
    G::observe(&G::view(state, Viewer::Seat(seat)), &mut out);
    out
}

/// The numbers of the field `name` in `out`, an observation at a table of `players` seats;
/// the games' tests read single fields with it.
pub fn field_of<'a, G: Encoding>(out: &'a [f32], players: usize, name: &str) -> &'a [f32] {
    let fields = G::observation_fields(players);
    let at = fields
        .iter()
        .position(|field| field.name == name)
        .unwrap_or_else(|| panic!("{} has no observation field {name}", G::NAME));
    let start = observation_len(&fields[..at]);
    &out[start..start + fields[at].len]
}
