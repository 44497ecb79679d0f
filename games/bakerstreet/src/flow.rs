//! What happens between decisions: draws and reshuffles (BS-TURN-6 to BS-TURN-9), the
//! evaluation phase (BS-EVAL, BS-SYMBOL, BS-EVIDENCE), the start of the next round
//! (BS-ROUND) and the end of the game (BS-END). `rules.rs` calls it, never the reverse.

use crate::actions::{EndReason, Event};
use crate::cards::{Card, DetectiveCard, Letter, Symbol, DECK_SIZE, WINNING_RUN};
use crate::state::{opponent, Phase, State, HAND_SIZE, POSITIONS, SEATS};
use whodunit_engine::Seat;

/// Evaluates `position`, then each position an ARROW leads to, until a reward needs the
/// winner's choice, the chain ends (BS-SYMBOL-12) or the game ends.
pub(crate) fn evaluate_from(state: &mut State, position: u8, events: &mut Vec<Event>) {
    let mut position = position;
    loop {
        let (winner, arrow) = evaluate(state, position, events);
        if offer_reward(state, position, winner, arrow, events) {
            return; // the winner chooses a card: `take` carries on
        }
        if !arrow {
            end_phase(state, events);
            return;
        }
        position = next_position(position);
    }
}

/// BS-SYMBOL-7: the next position clockwise.
fn next_position(position: u8) -> u8 {
    (position + 1) % POSITIONS as u8
}

/// One evaluation up to its reward (BS-EVAL-12): processes the stack, scores, decides the
/// winner and discards. Returns the winner and whether an ARROW was processed.
fn evaluate(state: &mut State, position: u8, events: &mut Vec<Event>) -> (Seat, bool) {
    let p = usize::from(position);
    let mut sums = [0u8; 2];
    let mut doubled = [false; 2];
    let mut arrow = false;
    // BS-EVAL-1 to BS-EVAL-4: from the top down, ending after a STOP. Each processed card
    // goes straight onto its owner's discard pile: every player's cards land in processing
    // order (BS-EVAL-10, BS-EVAL-11), exactly as if discarded after scoring.
    while let Some(card) = state.stacks[p].pop() {
        let owner = card.owner().index();
        events.push(Event::Processed {
            position,
            card: card.unpack(),
        });
        sums[owner] += card.value();
        state.discards[owner].push(card);
        match card.symbol() {
            Some(Symbol::Double) => doubled[owner] = true, // BS-SYMBOL-3 to BS-SYMBOL-5
            Some(Symbol::Arrow) => arrow = true,           // BS-SYMBOL-7, BS-SYMBOL-8
            Some(Symbol::Stop) => {
                // BS-SYMBOL-2
                events.push(Event::Stopped {
                    position,
                    top: state.stacks[p].last().map(|c| c.unpack()),
                });
                break;
            }
            None => {}
        }
    }
    // BS-EVAL-5, BS-SYMBOL-6: doubled once, in this evaluation only.
    let scores = [0, 1].map(|s| if doubled[s] { sums[s] * 2 } else { sums[s] });
    // BS-EVAL-6 to BS-EVAL-9.
    let winner = match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Seat(0),
        std::cmp::Ordering::Less => Seat(1),
        std::cmp::Ordering::Equal => state.challenge_winner(),
    };
    events.push(Event::Evaluated {
        position,
        scores,
        winner,
        arrow,
        discard_tops: discard_tops(state),
    });
    (winner, arrow)
}

/// The reward (BS-EVIDENCE-1 to BS-EVIDENCE-8). Returns whether the winner must now choose
/// a card; otherwise it received nothing.
fn offer_reward(
    state: &mut State,
    position: u8,
    winner: Seat,
    arrow: bool,
    events: &mut Vec<Event>,
) -> bool {
    let pile = &state.evidence[usize::from(position)];
    if !pile.is_empty() {
        events.push(Event::PileSeen {
            seat: winner,
            position,
            cards: Some(pile.last_first().collect()),
        });
        if pile.as_slice().iter().any(|&l| state.may_take(winner, l)) {
            state.phase = Phase::Take {
                position,
                taker: winner,
                arrow,
            };
            return true;
        }
    }
    events.push(Event::Rewarded {
        seat: winner,
        position,
        taken: false,
        letter: None,
        pile_size: pile.len() as u8,
        collection_size: state.collections[winner.index()].len() as u8,
    });
    false
}

/// The taker's card (checked: in the pile and allowed), then the end checks and the rest
/// of the chain (BS-EVAL-12, BS-END-3, BS-END-5).
pub(crate) fn take(state: &mut State, letter: Letter, events: &mut Vec<Event>) {
    let Phase::Take {
        position,
        taker,
        arrow,
    } = state.phase
    else {
        unreachable!("checked: a card is to be taken")
    };
    let pile = &mut state.evidence[usize::from(position)];
    // Equal letters are interchangeable; the uppermost goes and the rest keep their order
    // (BS-EVIDENCE-5).
    if let Some(index) = pile.as_slice().iter().rposition(|&l| l == letter) {
        pile.remove(index);
    }
    let collection = &mut state.collections[taker.index()];
    collection.push(letter);
    events.push(Event::Rewarded {
        seat: taker,
        position,
        taken: true,
        letter: Some(letter),
        pile_size: state.evidence[usize::from(position)].len() as u8,
        collection_size: state.collections[taker.index()].len() as u8,
    });
    if state.longest_run(taker) >= WINNING_RUN {
        state.winner = Some(taker);
        finish(state, EndReason::RunOfSeven, events);
    } else if nothing_left_to_take(state) {
        finish_by_runs(state, EndReason::NoEvidenceLeft, events);
    } else if arrow {
        evaluate_from(state, next_position(position), events);
    } else {
        end_phase(state, events);
    }
}

/// BS-END-5: no remaining evidence card can be taken by either player.
pub(crate) fn nothing_left_to_take(state: &State) -> bool {
    state.evidence.iter().all(|pile| {
        pile.as_slice()
            .iter()
            .all(|&l| SEATS.iter().all(|&s| !state.may_take(s, l)))
    })
}

/// The evaluation phase is over: the round limit (BS-END-7) or the next round (BS-ROUND-4
/// to BS-ROUND-6).
fn end_phase(state: &mut State, events: &mut Vec<Event>) {
    if state.max_rounds.is_some_and(|limit| state.round >= limit) {
        finish_by_runs(state, EndReason::RoundLimit, events);
        return;
    }
    let first = opponent(state.challenge_winner());
    state.round += 1;
    state.bids.clear();
    state.challenge = None;
    state.active = first;
    state.phase = Phase::Turn;
    events.push(Event::RoundStarted {
        round: state.round,
        first,
    });
    for seat in [first, opponent(first)] {
        for _ in 0..HAND_SIZE {
            draw(state, seat, events);
        }
    }
}

/// BS-END-6: the longer longest run wins, then the larger collection; else a draw.
fn finish_by_runs(state: &mut State, reason: EndReason, events: &mut Vec<Event>) {
    let key = |s: Seat| (state.longest_run(s), state.collection(s).len());
    state.winner = match key(Seat(0)).cmp(&key(Seat(1))) {
        std::cmp::Ordering::Greater => Some(Seat(0)),
        std::cmp::Ordering::Less => Some(Seat(1)),
        std::cmp::Ordering::Equal => None,
    };
    finish(state, reason, events);
}

/// Ends the game at once (BS-END-3), revealing both collections (BS-END-4, BS-INFO-13).
fn finish(state: &mut State, reason: EndReason, events: &mut Vec<Event>) {
    state.phase = Phase::Over { reason };
    events.push(Event::GameOver {
        winner: state.winner,
        reason,
        collections: SEATS.map(|s| state.collection(s).to_vec()),
        longest_runs: SEATS.map(|s| state.longest_run(s)),
    });
}

/// Draws one card for `seat` (BS-TURN-6 to BS-TURN-9).
pub(crate) fn draw(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let s = seat.index();
    if state.draw[s].is_empty() {
        if state.discards[s].is_empty() {
            events.push(Event::DrawSkipped { seat });
            return;
        }
        reshuffle(state, seat);
        events.push(Event::Reshuffled {
            seat,
            size: state.draw[s].len() as u8,
        });
    }
    if let Some(card) = state.draw[s].pop() {
        state.hands[s].push(card);
        events.push(Event::Drew {
            seat,
            card: Some(card.unpack()),
        });
    }
}

/// BS-TURN-7, BS-TURN-8: the discard pile, read from its top down, is shuffled by the
/// game's generator, and the first card of the result becomes the top of the draw pile.
fn reshuffle(state: &mut State, seat: Seat) {
    let s = seat.index();
    let mut cards = [Card::default(); DECK_SIZE];
    let count = state.discards[s].len();
    for (slot, card) in cards.iter_mut().zip(state.discards[s].last_first()) {
        *slot = card;
    }
    state.rng.shuffle(&mut cards[..count]);
    state.discards[s].clear();
    for &card in cards[..count].iter().rev() {
        state.draw[s].push(card);
    }
}

/// The top card of each discard pile, by seat.
pub(crate) fn discard_tops(state: &State) -> [Option<DetectiveCard>; 2] {
    SEATS.map(|s| state.discards[s.index()].last().map(Card::unpack))
}
