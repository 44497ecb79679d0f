//! What one viewer may see now (§4): the only road from the state to a seat, with
//! [`redact`] for events. Everything on the table is public; a seat adds the case cards
//! it holds, which are its left neighbour's case (PI-INFO-1), and nothing about its own.

use crate::actions::Event;
use crate::board::Layout;
use crate::config::MINI_GAMES;
use crate::elements::{Case, Element, Location};
use crate::state::{left_neighbour, Attempt, Investigator, Mark, State};
use serde::Serialize;
use whodunit_engine::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    /// 1, 2 or 3.
    pub mini_game: u8,
    pub round: u16,
    pub start_player: Seat,
    /// The seat to act, `None` once the game is over (PI-INFO-11).
    pub active: Option<Seat>,
    /// What a solve pays this round (PI-SCORE-3).
    pub score_value: u8,
    /// The tile layout (PI-INFO-3).
    pub board: Layout,
    /// The display, in order; the deck's size; the discard pile, oldest first (PI-INFO-4).
    pub display: Vec<Element>,
    pub deck_size: u8,
    pub discard: Vec<Element>,
    /// By seat (PI-INFO-5, PI-INFO-11).
    pub seats: Vec<SeatView>,
    /// The wrong attempts of this mini-game, oldest first (PI-INFO-8).
    pub wrong_attempts: Vec<Attempt>,
    /// The case cards the viewing seat holds: its left neighbour's case (PI-INFO-1).
    pub held_case: Option<Case>,
    /// Every case by seat: for the omniscient viewer, and for everyone once the game is
    /// over (PI-INFO-10; earlier mini-games' cases were revealed by their end events).
    pub cases: Option<Vec<Case>>,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub unused_investigators: u8,
    /// This mini-game's investigators, in the order placed, with their tokens.
    pub investigators: Vec<Investigator>,
    /// The seat's tokens in slots.
    pub marks: Vec<Mark>,
    /// Cards kept face up (PI-EVIDENCE-10).
    pub kept: Vec<Element>,
    /// The solution, once solved in this mini-game (PI-INFO-9).
    pub solution: Option<Case>,
    /// Points of the mini-games scored so far (the current one only once solved).
    pub mini_game_scores: Vec<u8>,
    pub penalty_steps: u16,
    /// Mini-game points minus the penalties so far (PI-SCORE-10).
    pub score: i32,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let players = state.seat_count();
    let me = viewer.seat().filter(|s| s.index() < players);
    let all_cases = viewer == Viewer::Omniscient || state.is_over();
    View {
        viewer,
        players: players as u8,
        mini_game: state.mini_game(),
        round: state.round(),
        start_player: state.start_player(),
        active: crate::rules::to_act(state),
        score_value: state.score_value(),
        board: *state.layout(),
        display: state.display().collect(),
        deck_size: state.deck_size() as u8,
        discard: state.discard().collect(),
        seats: state.seats().map(|s| seat_view(state, s)).collect(),
        wrong_attempts: state.wrong_attempts().to_vec(),
        held_case: me.map(|s| state.case(left_neighbour(s, players))),
        cases: all_cases.then(|| state.seats().map(|s| state.case(s)).collect()),
    }
}

fn seat_view(state: &State, seat: Seat) -> SeatView {
    let solved = state.has_solved(seat);
    let finished = if solved || state.is_over() {
        state.mini_game()
    } else {
        state.mini_game() - 1
    };
    let scores = state.mini_game_scores(seat);
    SeatView {
        seat,
        unused_investigators: state.unused_investigators(seat),
        investigators: state.investigators(seat).collect(),
        marks: state.marks(seat).collect(),
        kept: state.kept(seat).collect(),
        solution: solved.then(|| state.case(seat)),
        mini_game_scores: scores[..usize::from(finished.min(MINI_GAMES))].to_vec(),
        penalty_steps: state.penalty_steps(seat),
        score: state.final_score(seat),
    }
}

/// What `viewer` sees of `event`: case cards reach their holder only (PI-INFO-1,
/// PI-INFO-13); everything else is public (PI-INFO-3 to PI-INFO-11).
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let mut seen = event.clone();
    if let Event::CaseDealt { holder, case } = &mut seen {
        if !viewer.sees_secrets_of(*holder) {
            *case = None;
        }
    }
    Some(seen)
}

impl View {
    /// The locations where `seat` may place an investigator, read from the view: what
    /// `rules::investigations` allows (PI-INVESTIGATOR-1, PI-INVESTIGATOR-2).
    pub fn investigations(&self, seat: Seat) -> impl Iterator<Item = Location> + '_ {
        let me = &self.seats[seat.index()];
        let any_left = me.unused_investigators > 0;
        Location::all()
            .filter(move |&l| any_left && !me.investigators.iter().any(|i| i.location == l))
    }

    /// The display cards `seat` may take, read from the view: what
    /// `rules::evidence_choices` allows (PI-EVIDENCE-1, PI-EVIDENCE-2).
    pub fn evidence_choices(&self, seat: Seat) -> impl Iterator<Item = Element> + '_ {
        let marks = &self.seats[seat.index()].marks;
        self.display.iter().copied().filter(move |&card| {
            let tile = self.board.tile_of(card);
            !marks.iter().any(|m| m.slot == tile)
        })
    }
}
