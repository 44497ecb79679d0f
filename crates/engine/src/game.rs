use crate::{Contest, Moments, RuleError, Seat, SeatStep, Viewer};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// The rules of one game, as pure functions over its state.
///
/// Turns are sequential: at any moment at most one seat is to act ([`Game::to_act`]).
/// Games with simultaneous choices model them as a fixed order of private choices.
/// Chance a player triggers (a die roll) is an action; chance nobody triggers (a shuffle)
/// is drawn by the engine from the state's generator.
pub trait Game: 'static {
    /// The machine name used in records and on the command line (`"cluedo"`).
    const NAME: &'static str;

    /// Everything that fixes a game before the first action, apart from the seed.
    type Config: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// The full state, secrets included. Never sent to a seat: see `view`.
    type State: Clone + Debug + Send;
    /// Hashable so that long lists of legal actions can be looked up (`legal_json`).
    type Action: Clone + Debug + Eq + Hash + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see of the state.
    type View: Clone + Debug + PartialEq + Serialize;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;

    /// Builds the initial state. Refuses an impossible configuration with the rule it breaks.
    fn setup(config: &Self::Config, seed: u64) -> Result<Self::State, RuleError>;

    /// How many seats the game has.
    fn seat_count(state: &Self::State) -> usize;

    /// Whose decision it is, or `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<Seat>;

    /// Every action `seat` may send now (empty if it is not that seat's decision).
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// Applies one action, appending its events to `events`, a buffer that simulations
    /// reuse from action to action. On error the state is unchanged.
    fn apply_into(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError>;

    /// Applies one action and returns its events. On error the state is unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        Self::apply_into(state, seat, action, &mut events)?;
        Ok(events)
    }

    /// What `viewer` may see now.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// What `viewer` may see of an event, or `None` if it learns nothing from it.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The results a finished game gives a rating system, in the order they happened; none
    /// while it runs. By default the outcome read as a free-for-all
    /// ([`Contest::free_for_all`]); a game of teams, or of several games in one, says so.
    fn contests(state: &Self::State) -> Vec<Contest> {
        Self::outcome(state)
            .map(|outcome| vec![Contest::free_for_all(&outcome, Self::seat_count(state))])
            .unwrap_or_default()
    }

    /// What the seat viewing `view` can deduce from it and from `events` (every event so
    /// far, as redacted for that seat), as JSON; `None` for a game without a notebook.
    /// Its inputs are exactly what the seat was sent, so hidden information keeps its
    /// single exit: a notebook can never know more than the seat could work out itself.
    fn notebook(view: &Self::View, events: &[Self::Event]) -> Option<serde_json::Value> {
        let _ = (view, events);
        None
    }

    /// The key moments of the seat whose view at the deal is `opening`, over `steps` (its
    /// view after each step and the step's events, redacted for it): its notebook's
    /// certainty of what it has to find after each step, and when it could have known and
    /// acted (see [`Moments`]); `None` for a game without them, or a viewer without a seat.
    /// Like `notebook`, it is given exactly what the seat was sent.
    fn moments(opening: &Self::View, steps: &[SeatStep<Self>]) -> Option<Moments>
    where
        Self: Sized,
    {
        let _ = (opening, steps);
        None
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won: one, several (a team), or none.
    pub winners: Vec<Seat>,
    /// Points per seat for games that score (in seat order); empty for games that do not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i32>,
    /// Why the game ended, as a short machine word (`"correct_accusation"`, `"turn_limit"`).
    pub reason: String,
}

impl Outcome {
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}
