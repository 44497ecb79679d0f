//! Which actions are legal and what they do (PI-TURN, PI-INVESTIGATOR, PI-EVIDENCE,
//! PI-SOLVE). Every refusal names its rule and leaves the state unchanged (PI-TURN-6);
//! turn order, rounds and mini-games live in `flow.rs`.

use crate::actions::{Action, Event};
use crate::board::{answer, Slot, Token};
use crate::elements::{Case, Element, ElementType, Location};
use crate::flow::next_turn;
use crate::state::{Attempt, State, SCORE_TRACK};
use whodunit_engine::{RuleError, Seat};

fn refuse(rule: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(rule, message)
}

/// Whose turn it is, or `None` once the game is over.
pub fn to_act(state: &State) -> Option<Seat> {
    (!state.over).then_some(state.active)
}

/// Every action `seat` may take now, empty unless it is `seat`'s turn: investigators
/// first, then display cards, then every solve attempt not already refuted (PI-TURN-4).
pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if to_act(state) != Some(seat) {
        return Vec::new();
    }
    let mut actions = Vec::with_capacity(20 + 12 * 10 * 14);
    actions.extend(investigations(state, seat).map(Action::Investigate));
    actions.extend(evidence_choices(state, seat).map(Action::Evidence));
    // The seat's wrong attempts marked once: a long game can hold hundreds of them.
    let mut wrong = [false; Case::COUNT];
    for attempt in state.wrong_attempts().iter().filter(|a| a.seat == seat) {
        wrong[attempt.case.index()] = true;
    }
    actions.extend(
        Case::all()
            .filter(|case| !wrong[case.index()])
            .map(Action::Solve),
    );
    actions
}

/// The locations where `seat` may place an investigator now (PI-INVESTIGATOR-1,
/// PI-INVESTIGATOR-2).
pub fn investigations(state: &State, seat: Seat) -> impl Iterator<Item = Location> + '_ {
    let any_left = state.unused[seat.index()] > 0;
    Location::all().filter(move |&l| any_left && !state.has_investigator_at(seat, l))
}

/// The display cards `seat` may take now (PI-EVIDENCE-1, PI-EVIDENCE-2).
pub fn evidence_choices(state: &State, seat: Seat) -> impl Iterator<Item = Element> + '_ {
    state
        .display()
        .filter(move |&card| !state.is_marked(seat, state.layout.tile_of(card)))
}

/// Carries out an action `check` has accepted, appending its events to `events`.
pub fn perform(state: &mut State, seat: Seat, action: &Action, events: &mut Vec<Event>) {
    match *action {
        Action::Investigate(location) => investigate(state, seat, location, events),
        Action::Evidence(card) => take_evidence(state, seat, card, events),
        Action::Solve(case) => solve(state, seat, case, events),
    }
    next_turn(state, seat, events);
}

/// Refuses `action` if the rules do not allow it now; changes nothing.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if state.over {
        return Err(refuse("PI-END-1", "the game is over"));
    }
    if seat.index() >= state.seat_count() {
        return Err(refuse(
            "PI-SETUP-1",
            format!("there is no {seat} in a {}-player game", state.seat_count()),
        ));
    }
    if state.has_solved(seat) {
        return Err(refuse(
            "PI-SOLVE-8",
            "you have solved your case: no more turns in this mini-game",
        ));
    }
    if seat != state.active {
        return Err(refuse(
            "PI-TURN-2",
            format!("it is {}'s turn", state.active),
        ));
    }
    match *action {
        Action::Investigate(location) => {
            if state.unused[seat.index()] == 0 {
                return Err(refuse(
                    "PI-INVESTIGATOR-1",
                    "all five of your investigators are used",
                ));
            }
            if state.has_investigator_at(seat, location) {
                return Err(refuse(
                    "PI-INVESTIGATOR-2",
                    format!("you already placed an investigator at {location} in this mini-game"),
                ));
            }
        }
        Action::Evidence(card) => {
            if !state.display().any(|c| c == card) {
                return Err(refuse(
                    "PI-EVIDENCE-1",
                    format!("{card} is not in the display"),
                ));
            }
            if state.is_marked(seat, state.layout.tile_of(card)) {
                return Err(refuse(
                    "PI-EVIDENCE-2",
                    format!("your token already marks the tile of {card}"),
                ));
            }
        }
        Action::Solve(case) => {
            if state.is_wrong(seat, case) {
                return Err(refuse(
                    "PI-SOLVE-10",
                    format!("{case} was already wrong in this mini-game"),
                ));
            }
        }
    }
    Ok(())
}

impl State {
    fn has_investigator_at(&self, seat: Seat, location: Location) -> bool {
        self.investigator_at(seat, location).is_some()
    }

    /// The position of `seat`'s investigator at `location` in its list, if placed.
    fn investigator_at(&self, seat: Seat, location: Location) -> Option<usize> {
        let placed = self.investigators[seat.index()].as_slice();
        placed
            .iter()
            .position(|p| usize::from(p.location) == location.index())
    }

    fn is_wrong(&self, seat: Seat, case: Case) -> bool {
        self.wrong.contains(&Attempt { seat, case })
    }

    /// The answer for `seat`'s case element of `kind` probed at location index `probe`
    /// (PI-TURN-7: computed from the holder's cards, here the state).
    fn answer(&self, seat: Seat, kind: ElementType, probe: usize) -> Option<Token> {
        let element = self.cases[seat.index()].element(kind);
        answer(self.layout.pos_index(element), probe)
    }

    fn mark(&mut self, seat: Seat, slot: Slot, token: Token) {
        let masks = match token {
            Token::Disc => &mut self.discs,
            Token::Cube => &mut self.cubes,
        };
        masks[seat.index()] |= 1 << slot.code();
    }
}

/// PI-INVESTIGATOR-4 to PI-INVESTIGATOR-9.
fn investigate(state: &mut State, seat: Seat, location: Location, events: &mut Vec<Event>) {
    let (mut discs, mut cubes) = (0, 0);
    for kind in ElementType::ALL {
        // PI-INVESTIGATOR-6: a slot this player marked answers nothing.
        if state.is_marked(seat, Slot { location, kind }) {
            continue;
        }
        match state.answer(seat, kind, location.index()) {
            Some(Token::Disc) => discs += 1,
            Some(Token::Cube) => cubes += 1,
            None => {}
        }
    }
    state.investigators[seat.index()].push(crate::state::Placed {
        location: location.index() as u8,
        discs,
        cubes,
    });
    state.unused[seat.index()] -= 1;
    events.push(Event::Investigated {
        seat,
        location,
        discs,
        cubes,
        unused_investigators: state.unused[seat.index()],
    });
}

/// PI-EVIDENCE-3 to PI-EVIDENCE-12.
fn take_evidence(state: &mut State, seat: Seat, card: Element, events: &mut Vec<Event>) {
    let tile = state.layout.tile_of(card);
    let result = state.answer(seat, card.kind(), tile.location.index());
    if let Some(index) = state
        .display
        .as_slice()
        .iter()
        .position(|&c| c == card.code())
    {
        state.display.remove(index);
    }
    let mut from_investigator = false;
    match result {
        Some(token) => {
            // PI-EVIDENCE-8: the investigator at pos(X) got the same answer for this type
            // and carries the token.
            if let Some(i) = state.investigator_at(seat, tile.location) {
                let placed = &mut state.investigators[seat.index()].as_mut_slice()[i];
                let count = match token {
                    Token::Disc => &mut placed.discs,
                    Token::Cube => &mut placed.cubes,
                };
                if *count > 0 {
                    *count -= 1;
                    from_investigator = true;
                }
            }
            state.mark(seat, tile, token);
            state.discard.push(card.code());
        }
        None => state.kept[seat.index()] |= 1 << card.code(),
    }
    events.push(Event::EvidenceTaken {
        seat,
        card,
        tile,
        result,
        from_investigator,
    });
    refill(state, events);
}

/// PI-EVIDENCE-11, PI-EVIDENCE-12: the display back to nine cards, reshuffling the discard
/// pile when the deck runs out.
fn refill(state: &mut State, events: &mut Vec<Event>) {
    while state.display.len() < crate::state::DISPLAY {
        if state.deck.is_empty() {
            if state.discard.is_empty() {
                return;
            }
            reshuffle(state);
            events.push(Event::DeckReshuffled {
                size: state.deck.len() as u8,
            });
        }
        if let Some(card) = state.deck.pop() {
            state.display.push(card);
            events.push(Event::DisplayRefilled {
                card: Element::from_code(card),
            });
        }
    }
}

/// The discard pile, oldest first, shuffled by the game's generator; the first card of
/// the result becomes the top of the deck.
fn reshuffle(state: &mut State) {
    let mut cards = state.discard;
    state.rng.shuffle(cards.as_mut_slice());
    state.discard.clear();
    for &card in cards.as_slice().iter().rev() {
        state.deck.push(card);
    }
}

/// PI-SOLVE-2 to PI-SOLVE-9, PI-SCORE-3.
fn solve(state: &mut State, seat: Seat, case: Case, events: &mut Vec<Event>) {
    let s = seat.index();
    if case != state.cases[s] {
        state.penalties[s] += 1;
        state.wrong.push(Attempt { seat, case });
        events.push(Event::WrongAttempt {
            seat,
            attempt: case,
            penalty_steps: state.penalties[s],
        });
        return;
    }
    let points = SCORE_TRACK[usize::from(state.space)];
    state.scores[s][usize::from(state.mini_game - 1)] = points;
    state.solved |= 1 << s;
    state.solved_this_round = true;
    // PI-SOLVE-7, PI-SOLVE-9: discs on the three solution tiles only, no cubes, and
    // empty investigators.
    state.discs[s] = 0;
    state.cubes[s] = 0;
    for element in case.elements() {
        let tile = state.layout.tile_of(element);
        state.mark(seat, tile, Token::Disc);
    }
    for placed in state.investigators[s].as_mut_slice() {
        placed.discs = 0;
        placed.cubes = 0;
    }
    events.push(Event::Solved { seat, case, points });
}
