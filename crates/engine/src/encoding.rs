//! Games as numbers, for learning code: a fixed numbering of each game's actions and a
//! fixed-size vector of numbers for a seat's view. Reinforcement-learning libraries
//! (PettingZoo, OpenSpiel) want both: an action space that does not change from state to
//! state, masked by what is legal, and an observation tensor of a known shape.
//!
//! The observation is made from the seat's [`Game::View`] only, so it can never hold more
//! than the view: hidden information keeps its single exit.

use crate::{Game, Seat};

/// One named run of numbers in an observation, documented for the people who read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// A short machine name (`"hand"`, `"pawn_positions"`).
    pub name: &'static str,
    /// How many numbers it takes.
    pub len: usize,
    /// What each number means, in one sentence (`"1 if the card is in your hand"`).
    pub meaning: &'static str,
}

/// A run of action ids that is every combination of a few independent parts, numbered with
/// the first part slowest and the last fastest (P.I.'s solve attempts: suspect, crime,
/// location). Search code can choose such an action one part at a time, which turns one
/// choice among the product of the parts into a few choices among their sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionBlock {
    /// What the actions are (`"solve"`).
    pub name: &'static str,
    /// The id of the block's first action: every part at its first value.
    pub first_id: usize,
    /// The parts, slowest first.
    pub parts: Vec<ActionPart>,
}

/// One part of an [`ActionBlock`]: its name and the names of its values, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionPart {
    pub name: &'static str,
    pub values: Vec<&'static str>,
}

impl ActionBlock {
    /// How many ids the block has: the product of its parts' sizes.
    pub fn id_count(&self) -> usize {
        self.parts.iter().map(|part| part.values.len()).product()
    }
}

/// A game's fixed action numbering and its observation vector.
pub trait Encoding: Game {
    /// How many action ids the game has: every action any seat can ever take, at any table
    /// size, has an id below it.
    fn action_count() -> usize;

    /// The id of `action`, the same in every state.
    fn action_id(action: &Self::Action) -> usize;

    /// The most outcomes any one draw of the game's generator has (its longest shuffle):
    /// the widest chance node when chance is given from outside ([`crate::chance`]).
    fn max_chance_outcomes() -> usize;

    /// The action whose id is `id`, or `None` if `id` names no action (whether it is legal
    /// now is for [`Game::apply`] to say).
    fn action_of(id: usize) -> Option<Self::Action>;

    /// The runs of ids that combine independent parts ([`ActionBlock`]); none by default.
    /// Worth declaring where a turn offers hundreds of such combinations.
    fn action_blocks() -> Vec<ActionBlock> {
        Vec::new()
    }

    /// The id of the action `seat` would take now if it saw the whole of `state`, where the
    /// game names one (P.I.: the solve of the seat's own case); `None` by default. It may
    /// not be legal now: the caller looks for it among the choices it has. It reads hidden
    /// information, so it is for the worlds a search samples, never for a real seat's
    /// decision: determinized search finishes a choice begun part by part
    /// ([`ActionBlock`]) as a player who knew its world would.
    fn informed_action(_state: &Self::State, _seat: Seat) -> Option<usize> {
        None
    }

    /// The fields of an observation at a table of `players` seats, in order; its length is
    /// the sum of theirs.
    fn observation_fields(players: usize) -> Vec<Field>;

    /// Writes `view` as numbers into `out`, laid out as
    /// [`observation_fields`](Encoding::observation_fields) for the view's table size says
    /// (`out` has exactly that length and arrives filled with zeros).
    fn observe(view: &Self::View, out: &mut [f32]);

    /// The fields of a seat's exact notebook as numbers at a table of `players` seats, in
    /// order: what an information-state tensor adds after the observation
    /// ([`information_state_fields`]).
    fn notebook_fields(players: usize) -> Vec<Field>;

    /// Writes the exact notebook of `view`'s seat, made from `view` and `events` (the
    /// seat's own redacted events of the game so far, in order), laid out as
    /// [`notebook_fields`](Encoding::notebook_fields) says (`out` arrives filled with
    /// zeros). Like `observe`, it reads nothing the seat was not shown.
    fn encode_notebook(view: &Self::View, events: &[Self::Event], out: &mut [f32]);
}

/// The fields of a seat's information-state tensor at a table of `players` seats: its
/// observation, then its exact notebook. The notebook is the exact posterior over the
/// hidden cards given everything the seat was shown, so together they summarise the seat's
/// history for deduction; the seat's own earlier choices are not in it.
pub fn information_state_fields<G: Encoding>(players: usize) -> Vec<Field> {
    let mut fields = G::observation_fields(players);
    fields.extend(G::notebook_fields(players));
    fields
}

/// The length of an observation made of `fields`.
pub fn observation_len(fields: &[Field]) -> usize {
    fields.iter().map(|field| field.len).sum()
}

/// Fills an observation from its start, one field after another, so that `observe` reads
/// in the order of `observation_fields` and cannot leave a field out unnoticed.
pub struct ObservationWriter<'a> {
    rest: &'a mut [f32],
}

impl<'a> ObservationWriter<'a> {
    pub fn new(out: &'a mut [f32]) -> ObservationWriter<'a> {
        ObservationWriter { rest: out }
    }

    /// The next `len` numbers, to fill by hand.
    pub fn next(&mut self, len: usize) -> &'a mut [f32] {
        let (field, rest) = std::mem::take(&mut self.rest).split_at_mut(len);
        self.rest = rest;
        field
    }

    /// A one-hot field of `len` numbers: 1 at `index`, all zeros for `None`.
    pub fn one_hot(&mut self, len: usize, index: Option<usize>) {
        let field = self.next(len);
        if let Some(index) = index {
            field[index] = 1.0;
        }
    }

    /// One number per flag, 1 for `true`.
    pub fn flags(&mut self, flags: impl ExactSizeIterator<Item = bool>) {
        let field = self.next(flags.len());
        for (number, flag) in field.iter_mut().zip(flags) {
            *number = f32::from(u8::from(flag));
        }
    }

    /// One number per count, each divided by `max`.
    pub fn scaled(&mut self, counts: impl ExactSizeIterator<Item = usize>, max: usize) {
        let field = self.next(counts.len());
        for (number, count) in field.iter_mut().zip(counts) {
            *number = count as f32 / max as f32;
        }
    }

    /// One number per probability, as it is.
    pub fn probabilities(&mut self, chances: impl ExactSizeIterator<Item = f64>) {
        let field = self.next(chances.len());
        for (number, p) in field.iter_mut().zip(chances) {
            *number = p as f32;
        }
    }

    /// Checks that every number of the observation was reached.
    pub fn finish(self) {
        assert!(
            self.rest.is_empty(),
            "{} numbers of the observation were never reached",
            self.rest.len()
        );
    }
}

/// `seat`'s place counted from `me` around a table of `players` (0 is `me`, 1 the seat after
/// it): observations list seats relative to their viewer.
pub fn relative_seat(me: Seat, seat: Seat, players: usize) -> usize {
    (seat.index() + players - me.index()) % players
}
