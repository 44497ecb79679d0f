//! Bakerstreet as numbers (`whodunit_engine::Encoding`): the action ids and a seat's
//! observation.

use crate::actions::{Action, EndReason, Event};
use crate::cards::{Face, Letter, Symbol, DECK_SIZE, EVIDENCE_CARDS, LETTERS};
use crate::cards::{MAX_VALUE, PER_VALUE};
use crate::notebook::totals::{HAND_TOTALS, SUM_TOTALS};
use crate::notebook::Notebook;
use crate::state::{opponent, HAND_SIZE, MAX_BID, PILE_SIZE, POSITIONS};
use crate::view::{PhaseView, View};
use crate::Bakerstreet;
use whodunit_engine::{relative_seat, Encoding, Field, ObservationWriter, Seat};

/// Faces: each value 0 to 5, plain, then STOP, x2, ARROW (value·4 + symbol).
const FACES: usize = (MAX_VALUE as usize + 1) * 4;
/// A move's card: a face, or none when the hand is empty (BS-TURN-10), last.
const MOVE_CARDS: usize = FACES + 1;
const BIDS: usize = MAX_BID as usize + 1;
const CHOICES: usize = 1;
const TAKES: usize = CHOICES + POSITIONS;
const MOVES: usize = TAKES + LETTERS;

/// The number of `face` among [`FACES`].
fn face_number(face: Face) -> usize {
    let symbol = match face.symbol {
        None => 0,
        Some(Symbol::Stop) => 1,
        Some(Symbol::Double) => 2,
        Some(Symbol::Arrow) => 3,
    };
    usize::from(face.value) * 4 + symbol
}

/// The face numbered `number` (below [`FACES`]).
fn numbered_face(number: usize) -> Face {
    let symbol = (number % 4).checked_sub(1).map(|s| Symbol::ALL[s]);
    Face::new((number / 4) as u8, symbol)
}

/// Actions, in blocks: `Challenge` 0; `Choose` 1 + position (1..6); `Take` 6 + letter
/// (6..26, A to T); `Move` 26 + (card·5 + position)·31 + bid (26..3901), the card one of
/// the 24 faces numbered value·4 + symbol (plain, STOP, x2, ARROW) or 24 for none (an empty
/// hand), the bid 0 to 30. Every move within these ranges has an id, allowed now or not.
///
/// Observation: the fields below; seats are counted from the viewer (you, then the
/// opponent); faces are numbered as in the actions.
impl Encoding for Bakerstreet {
    fn action_count() -> usize {
        MOVES + MOVE_CARDS * POSITIONS * BIDS
    }

    /// The evidence cards, shuffled for the deal (a deck has fewer).
    fn max_chance_outcomes() -> usize {
        EVIDENCE_CARDS.max(DECK_SIZE)
    }

    fn action_id(action: &Action) -> usize {
        match *action {
            Action::Challenge => 0,
            Action::Choose(position) => CHOICES + usize::from(position),
            Action::Take(letter) => TAKES + letter.index(),
            Action::Move {
                card,
                position,
                bid,
            } => {
                let card = card.map_or(FACES, face_number);
                MOVES + (card * POSITIONS + usize::from(position)) * BIDS + usize::from(bid)
            }
        }
    }

    fn action_of(id: usize) -> Option<Action> {
        Some(match id {
            0 => Action::Challenge,
            _ if id < TAKES => Action::Choose((id - CHOICES) as u8),
            _ if id < MOVES => Action::Take(Letter::new((id - TAKES) as u8)?),
            _ if id < Self::action_count() => {
                let (place, bid) = ((id - MOVES) / BIDS, (id - MOVES) % BIDS);
                let card = place / POSITIONS;
                Action::Move {
                    card: (card < FACES).then(|| numbered_face(card)),
                    position: (place % POSITIONS) as u8,
                    bid: bid as u8,
                }
            }
            _ => return None,
        })
    }

    fn observation_fields(_players: usize) -> Vec<Field> {
        vec![
            Field {
                name: "hand",
                len: FACES,
                meaning: "for each of the 24 faces (values 0 to 5, each plain, STOP, x2, \
                          ARROW), the cards in your hand showing it, divided by 3",
            },
            Field {
                name: "deck_composition",
                len: FACES,
                meaning: "for each of the 24 faces, the cards of one detective deck showing \
                          it, divided by 5",
            },
            Field {
                name: "stack_sizes",
                len: POSITIONS,
                meaning: "for each position 0 to 4, the cards in its stack divided by 60",
            },
            Field {
                name: "stack_tops",
                len: POSITIONS * FACES,
                meaning: "for each position 0 to 4, 1 for the face of its stack's top card \
                          among the 24",
            },
            Field {
                name: "stack_top_owners",
                len: POSITIONS * 2,
                meaning: "for each position 0 to 4, 1 for the owner of its stack's top card, \
                          you or the opponent",
            },
            Field {
                name: "evidence_sizes",
                len: POSITIONS,
                meaning: "for each position 0 to 4, the cards in its evidence pile divided \
                          by 8",
            },
            Field {
                name: "draw_sizes",
                len: 2,
                meaning: "for you and the opponent, the cards in the draw pile divided by 30",
            },
            Field {
                name: "hand_sizes",
                len: 2,
                meaning: "for you and the opponent, the cards in hand divided by 3",
            },
            Field {
                name: "discard_sizes",
                len: 2,
                meaning: "for you and the opponent, the cards in the discard pile divided \
                          by 30",
            },
            Field {
                name: "discard_tops",
                len: 2 * FACES,
                meaning: "for you and the opponent, 1 for the face of the discard pile's top \
                          card among the 24",
            },
            Field {
                name: "collection_sizes",
                len: 2,
                meaning: "for you and the opponent, the evidence cards taken divided by 40",
            },
            Field {
                name: "collection",
                len: LETTERS,
                meaning: "for each letter A to T, the cards of it you have taken divided by \
                          2",
            },
            Field {
                name: "bid",
                len: 3,
                meaning: "this round's last bid divided by 30, then 1 for who made it, you \
                          or the opponent (all zeros before the round's first bid)",
            },
            Field {
                name: "challenge",
                len: 6,
                meaning: "during the evaluation after a challenge: 1 for the challenger (you \
                          or the opponent), the bid challenged and the hands' total each \
                          divided by 30, 1 for its winner (you or the opponent)",
            },
            Field {
                name: "phase",
                len: 4,
                meaning: "1 for the phase: a turn, choosing the first position, taking \
                          evidence, the game over",
            },
            Field {
                name: "to_act",
                len: 2,
                meaning: "1 for the seat to act, you or the opponent; zeros once the game \
                          is over",
            },
            Field {
                name: "take",
                len: POSITIONS + 1,
                meaning: "while evidence is taken, 1 for the position evaluated (0 to 4), \
                          then 1 if a processed ARROW continues the chain",
            },
            Field {
                name: "pile",
                len: LETTERS,
                meaning: "when you take evidence, for each letter A to T, the cards of it in \
                          the pile you look at divided by 2",
            },
            Field {
                name: "end",
                len: 3 + 2,
                meaning: "once the game is over, 1 for why (a run of seven, no evidence \
                          left, the round limit), then 1 for the winner, you or the \
                          opponent",
            },
            Field {
                name: "other_collection",
                len: LETTERS,
                meaning: "once the game is over, for each letter A to T, the cards of it the \
                          opponent took divided by 2",
            },
            Field {
                name: "one_card_per_letter",
                len: 1,
                meaning: "1 if a collection may hold only one card of each letter",
            },
        ]
    }

    /// A viewer without a seat sees the table from seat 0.
    fn observe(view: &View, out: &mut [f32]) {
        let me = view.viewer.seat().unwrap_or(Seat(0));
        let relative = |seat| relative_seat(me, seat, 2);
        let seats = [view.seats[me.index()], view.seats[opponent(me).index()]];
        let mut out = ObservationWriter::new(out);
        let hand = view.hand.as_deref().unwrap_or_default();
        out.scaled(face_counts(hand.iter().map(|card| card.face())), HAND_SIZE);
        write_composition(view, out.next(FACES));
        let stacks = view.stacks.iter();
        out.scaled(
            stacks.clone().map(|stack| usize::from(stack.size)),
            2 * DECK_SIZE,
        );
        let tops = stacks.map(|stack| stack.top);
        for top in tops.clone() {
            out.one_hot(FACES, top.map(|card| face_number(card.face())));
        }
        for top in tops {
            out.one_hot(2, top.map(|card| relative(card.owner)));
        }
        let evidence = view.evidence_sizes.iter().map(|&size| usize::from(size));
        out.scaled(evidence, PILE_SIZE);
        out.scaled(
            seats.iter().map(|seat| usize::from(seat.draw_size)),
            DECK_SIZE,
        );
        out.scaled(
            seats.iter().map(|seat| usize::from(seat.hand_size)),
            HAND_SIZE,
        );
        out.scaled(
            seats.iter().map(|seat| usize::from(seat.discard_size)),
            DECK_SIZE,
        );
        for seat in seats {
            out.one_hot(FACES, seat.discard_top.map(|card| face_number(card.face())));
        }
        let taken = seats.iter().map(|seat| usize::from(seat.collection_size));
        out.scaled(taken, EVIDENCE_CARDS);
        out.scaled(letter_counts(view.collection.as_deref()), 2);
        let bid = out.next(3);
        if let Some(last) = view.bids.last() {
            bid[0] = f32::from(last.value) / f32::from(MAX_BID);
            bid[1 + relative(last.seat)] = 1.0;
        }
        let challenge = out.next(6);
        if let Some(result) = view.challenge {
            challenge[relative(result.challenger)] = 1.0;
            challenge[2] = f32::from(result.bid) / f32::from(MAX_BID);
            challenge[3] = f32::from(result.total) / f32::from(MAX_BID);
            challenge[4 + relative(result.winner)] = 1.0;
        }
        write_phase(&view.phase, relative, &mut out);
        let other = view
            .collections
            .as_ref()
            .map(|all| all[opponent(me).index()].as_slice());
        out.scaled(letter_counts(other), 2);
        out.flags([view.one_card_per_letter].into_iter());
        out.finish();
    }

    fn notebook_fields(_players: usize) -> Vec<Field> {
        vec![
            Field {
                name: "notebook_opponent_total",
                len: HAND_TOTALS,
                meaning: "for each total from 0 to 15, the exact probability that the \
                          opponent's hand adds up to it, over every deal and draw \
                          consistent with what you were shown",
            },
            Field {
                name: "notebook_sum",
                len: SUM_TOTALS,
                meaning: "for each total from 0 to 30, the exact probability that both \
                          hands together add up to it",
            },
            Field {
                name: "notebook_sum_at_least_bid",
                len: 1,
                meaning: "the probability that both hands reach the round's last bid; 0 \
                          before a bid",
            },
        ]
    }

    fn encode_notebook(view: &View, events: &[Event], out: &mut [f32]) {
        let mut out = ObservationWriter::new(out);
        // A spectator has no notebook: zeros.
        let Some(notebook) = Notebook::new(view, events) else {
            out.next(HAND_TOTALS + SUM_TOTALS + 1);
            return out.finish();
        };
        out.probabilities(notebook.opponent_total.into_iter());
        out.probabilities(notebook.sum.into_iter());
        out.probabilities([notebook.p_sum_at_least_bid().unwrap_or(0.0)].into_iter());
        out.finish();
    }
}

/// For each of the 24 faces, how many of `faces` show it.
fn face_counts(faces: impl Iterator<Item = Face>) -> impl ExactSizeIterator<Item = usize> {
    let mut counts = [0; FACES];
    for face in faces {
        counts[face_number(face)] += 1;
    }
    counts.into_iter()
}

/// For each letter A to T, how many of `letters` it is (none for `None`).
fn letter_counts(letters: Option<&[Letter]>) -> impl ExactSizeIterator<Item = usize> {
    let mut counts = [0; LETTERS];
    for letter in letters.unwrap_or_default() {
        counts[letter.index()] += 1;
    }
    counts.into_iter()
}

/// The deck table's counts by face, divided by the cards of each value.
fn write_composition(view: &View, field: &mut [f32]) {
    for row in &view.detective_composition.rows {
        let counts = [row.plain, row.stop, row.x2, row.arrow];
        for (symbol, count) in counts.into_iter().enumerate() {
            let number = usize::from(row.value) * 4 + symbol;
            field[number] = f32::from(count) / f32::from(PER_VALUE);
        }
    }
}

/// The fields from `phase` to `end`, as `phase` says.
fn write_phase(phase: &PhaseView, relative: impl Fn(Seat) -> usize, out: &mut ObservationWriter) {
    let (index, seat) = match *phase {
        PhaseView::Turn { seat } => (0, Some(seat)),
        PhaseView::Choose { seat } => (1, Some(seat)),
        PhaseView::Take { seat, .. } => (2, Some(seat)),
        PhaseView::Over { .. } => (3, None),
    };
    out.one_hot(4, Some(index));
    out.one_hot(2, seat.map(&relative));
    let take = out.next(POSITIONS + 1);
    let mut pile = None;
    if let PhaseView::Take {
        position,
        arrow,
        pile: seen,
        ..
    } = phase
    {
        take[usize::from(*position)] = 1.0;
        take[POSITIONS] = f32::from(u8::from(*arrow));
        pile = seen.as_deref();
    }
    out.scaled(letter_counts(pile), 2);
    let end = out.next(3 + 2);
    if let PhaseView::Over { reason, winner } = *phase {
        end[match reason {
            EndReason::RunOfSeven => 0,
            EndReason::NoEvidenceLeft => 1,
            EndReason::RoundLimit => 2,
        }] = 1.0;
        if let Some(winner) = winner {
            end[3 + relative(winner)] = 1.0;
        }
    }
}
