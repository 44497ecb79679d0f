//! P.I. as numbers (`whodunit_engine::Encoding`): the action ids and a seat's observation.

use crate::actions::{Action, Event};
use crate::board::{Token, LOCATIONS, SLOTS};
use crate::config::MINI_GAMES;
use crate::elements::{
    Case, Crime, Element, Location, Suspect, CRIME_NAMES, ELEMENTS, LOCATION_NAMES, SUSPECT_NAMES,
};
use crate::notebook::Notebook;
use crate::state::{State, INVESTIGATORS, SCORE_TRACK};
use crate::view::View;
use crate::Pi;
use whodunit_engine::{
    relative_seat, ActionBlock, ActionPart, Encoding, Field, ObservationWriter, Seat,
};

/// The first id of each action's block.
const EVIDENCE_IDS: usize = LOCATIONS;
const SOLVE_IDS: usize = EVIDENCE_IDS + ELEMENTS;

/// An investigator's numbers: whether it stands at the location, its discs, its cubes.
const INVESTIGATOR_NUMBERS: usize = 3;
/// Tokens an investigator can carry: one answer per element type (PI-INVESTIGATOR-5).
const TOKENS_PER_INVESTIGATOR: f32 = 3.0;
/// The most points one mini-game pays (PI-SCORE-1).
const MOST_POINTS: usize = SCORE_TRACK[0] as usize;
/// Rounds and penalty steps have no useful maximum: they are scaled by these and read as 1
/// beyond them (the bots' mini-games seldom last past round 13, and ten penalty steps
/// already cost 20 points, about a whole game's).
const ROUND_SCALE: usize = 20;
const PENALTY_SCALE: usize = 10;

/// Actions: `Investigate(location)` is the location's index (ids 0..14), `Evidence(element)`
/// is 14 + the element's code (suspects, crimes, locations in id order: 14..50), and
/// `Solve(case)` is 50 + `Case::index` (suspect slowest, location fastest: 50..1730).
///
/// Observation: the fields below, seats counted from the viewer (you, then your left
/// neighbour, and so on). Everything on the table is in it; the cases by seat that the view
/// shows once the game is over are left out, since no decision remains then.
impl Encoding for Pi {
    fn action_count() -> usize {
        SOLVE_IDS + Case::COUNT
    }

    /// The evidence cards, shuffled for each mini-game (the case decks and tiles are
    /// shorter).
    fn max_chance_outcomes() -> usize {
        ELEMENTS
    }

    fn action_id(action: &Action) -> usize {
        match *action {
            Action::Investigate(location) => location.index(),
            Action::Evidence(element) => EVIDENCE_IDS + usize::from(element.code()),
            Action::Solve(case) => SOLVE_IDS + case.index(),
        }
    }

    fn action_of(id: usize) -> Option<Action> {
        if id < EVIDENCE_IDS {
            Some(Action::Investigate(Location::from_index(id)))
        } else if id < SOLVE_IDS {
            Some(Action::Evidence(Element::from_code(
                (id - EVIDENCE_IDS) as u8,
            )))
        } else {
            Case::from_index(id - SOLVE_IDS).map(Action::Solve)
        }
    }

    /// A turn offers up to 1,680 solve attempts, every case: a search can name the suspect,
    /// then the crime, then the location.
    fn action_blocks() -> Vec<ActionBlock> {
        let part = |name, values: &[&'static str]| ActionPart {
            name,
            values: values.to_vec(),
        };
        vec![ActionBlock {
            name: "solve",
            first_id: SOLVE_IDS,
            parts: vec![
                part("suspect", &SUSPECT_NAMES),
                part("crime", &CRIME_NAMES),
                part("location", &LOCATION_NAMES),
            ],
        }]
    }

    /// A seat that saw every case would solve its own at once (PI-SOLVE-2), until it has
    /// solved this mini-game (PI-SOLVE-8).
    fn informed_action(state: &State, seat: Seat) -> Option<usize> {
        (!state.over && !state.has_solved(seat))
            .then(|| SOLVE_IDS + state.cases[seat.index()].index())
    }

    fn observation_fields(players: usize) -> Vec<Field> {
        vec![
            Field {
                name: "suspect_tiles",
                len: LOCATIONS * Suspect::COUNT,
                meaning: "for each of the 14 locations in id order, for each of the 12 \
                          suspects in id order, 1 if that suspect's tile lies there (all \
                          zeros: No Suspect)",
            },
            Field {
                name: "crime_tiles",
                len: LOCATIONS * Crime::COUNT,
                meaning: "for each of the 14 locations in id order, for each of the 10 crimes \
                          in id order, 1 if that crime's tile lies there (all zeros: No Crime)",
            },
            Field {
                name: "held_case",
                len: ELEMENTS,
                meaning: "for each of the 36 elements (suspects, crimes, locations, each in id \
                          order), 1 if it is on the case cards you hold: your left \
                          neighbour's case",
            },
            Field {
                name: "display",
                len: ELEMENTS,
                meaning: "for each of the 36 evidence cards (suspects, crimes, locations, each \
                          in id order), 1 if it is in the display",
            },
            Field {
                name: "deck_size",
                len: 1,
                meaning: "the cards in the deck, divided by 36",
            },
            Field {
                name: "discard",
                len: ELEMENTS,
                meaning: "for each of the 36 evidence cards (suspects, crimes, locations, each \
                          in id order), 1 if it is in the discard pile",
            },
            Field {
                name: "unused_investigators",
                len: players,
                meaning: "for each seat from you, its investigators not yet placed in the \
                          game, divided by 5",
            },
            Field {
                name: "investigators",
                len: players * LOCATIONS * INVESTIGATOR_NUMBERS,
                meaning: "for each seat from you, for each of the 14 locations in id order: 1 \
                          if the seat's investigator stands there this mini-game, then the \
                          discs on it divided by 3, then the cubes on it divided by 3",
            },
            Field {
                name: "marks",
                len: players * SLOTS * 2,
                meaning: "for each seat from you, for each of the 14 locations in id order, \
                          for its suspect, crime and location slots in that order: 1 if the \
                          seat's disc is on the tile, then 1 if the seat's cube is on it",
            },
            Field {
                name: "kept",
                len: players * ELEMENTS,
                meaning: "for each seat from you, for each of the 36 evidence cards \
                          (suspects, crimes, locations, each in id order), 1 if the seat \
                          keeps it face up",
            },
            Field {
                name: "solutions",
                len: players * ELEMENTS,
                meaning: "for each seat from you, for each of the 36 elements (suspects, \
                          crimes, locations, each in id order), 1 if it is in the case the \
                          seat solved this mini-game",
            },
            Field {
                name: "wrong_attempts",
                len: players * Case::COUNT,
                meaning: "for each seat from you, for each of the 1680 cases (suspect \
                          slowest, then crime, location fastest, each in id order), 1 if the \
                          seat named it wrongly this mini-game",
            },
            Field {
                name: "mini_game_scores",
                len: players * usize::from(MINI_GAMES),
                meaning: "for each seat from you, for mini-games 1 to 3, the points it \
                          scored there divided by 7 (0 until scored)",
            },
            Field {
                name: "penalty_steps",
                len: players,
                meaning: "for each seat from you, its penalty steps divided by 10, and 1 from \
                          10 steps on",
            },
            Field {
                name: "mini_game",
                len: usize::from(MINI_GAMES),
                meaning: "1 for the mini-game being played, of 1 to 3",
            },
            Field {
                name: "round",
                len: 1,
                meaning: "the round of this mini-game divided by 20, and 1 from round 20 on",
            },
            Field {
                name: "score_value",
                len: SCORE_TRACK.len(),
                meaning: "1 for what a solve pays this round, of 7, 5, 3, 1 and 0 points in \
                          that order",
            },
            Field {
                name: "start_player",
                len: players,
                meaning: "1 for the start player of this mini-game, for each seat from you",
            },
            Field {
                name: "to_act",
                len: players,
                meaning: "1 for the seat to act, for each seat from you; zeros once the game \
                          is over",
            },
        ]
    }

    /// A viewer without a seat sees the table from seat 0.
    fn observe(view: &View, out: &mut [f32]) {
        let players = usize::from(view.players);
        let me = view.viewer.seat().unwrap_or(Seat(0));
        let relative = |seat| relative_seat(me, seat, players);
        // The view's seats in the observation's order: you first.
        let seats = || (0..players).map(|from_me| &view.seats[(me.index() + from_me) % players]);
        let mut out = ObservationWriter::new(out);

        let suspects = out.next(LOCATIONS * Suspect::COUNT);
        for (tiles, location) in suspects.chunks_mut(Suspect::COUNT).zip(Location::all()) {
            if let Some(suspect) = view.board.suspect_at(location) {
                tiles[suspect.index()] = 1.0;
            }
        }
        let crimes = out.next(LOCATIONS * Crime::COUNT);
        for (tiles, location) in crimes.chunks_mut(Crime::COUNT).zip(Location::all()) {
            if let Some(crime) = view.board.crime_at(location) {
                tiles[crime.index()] = 1.0;
            }
        }
        out.flags(in_case(view.held_case));
        out.flags(in_set(&view.display));
        out.scaled([usize::from(view.deck_size)].into_iter(), ELEMENTS);
        out.flags(in_set(&view.discard));

        out.scaled(
            seats().map(|seat| usize::from(seat.unused_investigators)),
            usize::from(INVESTIGATORS),
        );
        let investigators = out.next(players * LOCATIONS * INVESTIGATOR_NUMBERS);
        for (field, seat) in investigators
            .chunks_mut(LOCATIONS * INVESTIGATOR_NUMBERS)
            .zip(seats())
        {
            for investigator in &seat.investigators {
                let at = &mut field[investigator.location.index() * INVESTIGATOR_NUMBERS..];
                at[0] = 1.0;
                at[1] = f32::from(investigator.discs) / TOKENS_PER_INVESTIGATOR;
                at[2] = f32::from(investigator.cubes) / TOKENS_PER_INVESTIGATOR;
            }
        }
        let marks = out.next(players * SLOTS * 2);
        for (field, seat) in marks.chunks_mut(SLOTS * 2).zip(seats()) {
            for mark in &seat.marks {
                let cube = usize::from(mark.token == Token::Cube);
                field[usize::from(mark.slot.code()) * 2 + cube] = 1.0;
            }
        }
        for seat in seats() {
            out.flags(in_set(&seat.kept));
        }
        for seat in seats() {
            out.flags(in_case(seat.solution));
        }
        let wrong = out.next(players * Case::COUNT);
        for attempt in &view.wrong_attempts {
            wrong[relative(attempt.seat) * Case::COUNT + attempt.case.index()] = 1.0;
        }
        for seat in seats() {
            // Only the mini-games scored so far are listed; the others count 0.
            let scored = |i: usize| seat.mini_game_scores.get(i).map_or(0, |&p| usize::from(p));
            out.scaled((0..usize::from(MINI_GAMES)).map(scored), MOST_POINTS);
        }
        out.scaled(
            seats().map(|seat| usize::from(seat.penalty_steps).min(PENALTY_SCALE)),
            PENALTY_SCALE,
        );

        out.one_hot(
            usize::from(MINI_GAMES),
            Some(usize::from(view.mini_game - 1)),
        );
        out.scaled(
            [usize::from(view.round).min(ROUND_SCALE)].into_iter(),
            ROUND_SCALE,
        );
        out.one_hot(
            SCORE_TRACK.len(),
            SCORE_TRACK
                .iter()
                .position(|&points| points == view.score_value),
        );
        out.one_hot(players, Some(relative(view.start_player)));
        out.one_hot(players, view.active.map(relative));
        out.finish();
    }

    fn notebook_fields(_players: usize) -> Vec<Field> {
        vec![Field {
            name: "notebook_case",
            len: ELEMENTS,
            meaning: "for each of the 36 elements in code order, the exact probability that \
                      it is in the case you are solving now, over every case consistent \
                      with what you were shown in this mini-game",
        }]
    }

    fn encode_notebook(view: &View, events: &[Event], out: &mut [f32]) {
        let mut out = ObservationWriter::new(out);
        let Some(me) = view.viewer.seat() else {
            out.next(ELEMENTS); // a spectator has no notebook: zeros
            return out.finish();
        };
        let notebook = Notebook::new(view, me, events);
        let marginals = notebook.marginals();
        out.probabilities(
            (0..ELEMENTS as u8).map(|code| marginals.probability(Element::from_code(code))),
        );
        out.finish();
    }
}

/// For each of the 36 elements in code order, whether `set` holds it.
fn in_set(set: &[Element]) -> impl ExactSizeIterator<Item = bool> + '_ {
    (0..ELEMENTS as u8).map(move |code| set.contains(&Element::from_code(code)))
}

/// For each of the 36 elements in code order, whether it is in `case` (none without one).
fn in_case(case: Option<Case>) -> impl ExactSizeIterator<Item = bool> {
    let elements = case.map(|case| case.elements());
    (0..ELEMENTS as u8)
        .map(move |code| elements.is_some_and(|e| e.contains(&Element::from_code(code))))
}
