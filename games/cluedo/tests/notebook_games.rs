//! The notebook over recorded games of 3 to 6 players (eliminator bots, fixed seeds), fed
//! one seat's view and redacted events only (CL-INFO-1, CL-INFO-2, CL-REFUTE-3,
//! CL-REFUTE-4, CL-REFUTE-7). After every event: the true deal stays possible, every
//! certain fact is true, every pair that the counts make certain is reported (complete),
//! and the counts add up (hand sizes, CL-SETUP-13). At a few points each marginal count is
//! checked against a separate count with that card forced into that holder.

use whodunit_cluedo::cards::Category;
use whodunit_cluedo::notebook::{Deductions, Entry, Holder, Notebook, Observations};
use whodunit_cluedo::{bots, Card, State, Triple};
use whodunit_engine::Seat;

fn true_holder(state: &State, card: Card) -> Holder {
    state
        .seats()
        .find(|&s| state.hand(s).contains(card))
        .map_or(Holder::Envelope, Holder::Seat)
}

fn holders(seats: usize) -> impl Iterator<Item = Holder> + Clone {
    std::iter::once(Holder::Envelope).chain((0..seats as u8).map(|s| Holder::Seat(Seat(s))))
}

/// Everything that must hold of a seat's deductions whatever it has seen.
fn check(state: &State, notebook: &Notebook, d: &Deductions, at: &str) {
    let seats = state.seat_count();
    let total = d.total();
    assert!(total > 0, "{at}: no deal left");
    assert!(
        d.envelope_count(state.envelope()) > 0,
        "{at}: true envelope excluded"
    );
    let candidates: u64 = d.candidates().iter().map(|&(_, n)| n).sum();
    assert_eq!(candidates, total, "{at}: envelope counts add up");
    for card in Card::all() {
        assert!(
            d.count(card, true_holder(state, card)) > 0,
            "{at}: truth excluded"
        );
        let sum: u64 = holders(seats).map(|h| d.count(card, h)).sum();
        assert_eq!(sum, total, "{at}: {card} is somewhere in every deal");
        for holder in holders(seats) {
            let n = d.count(card, holder);
            let fact = d.fact(card, holder);
            if n == 0 || n == total {
                let fact = fact.unwrap_or_else(|| panic!("{at}: {card} {holder:?} unreported"));
                assert_eq!(fact.holds, n == total, "{at}: {}", fact.reason);
                assert_eq!(
                    fact.holds,
                    true_holder(state, card) == holder,
                    "{at}: false fact"
                );
            } else {
                assert!(fact.is_none(), "{at}: uncertain {card} {holder:?} reported");
            }
        }
    }
    for seat in state.seats() {
        let cards: u64 = Card::all().map(|c| d.count(c, Holder::Seat(seat))).sum();
        let size = notebook.observations().hand_size(seat) as u64;
        assert_eq!(
            cards,
            size * total,
            "{at}: {seat} has its hand size in every deal"
        );
    }
}

/// Every marginal equals the total of the problem with that card forced there.
fn check_marginals(notebook: &Notebook, d: &Deductions, at: &str) {
    let seats = notebook.observations().seat_count();
    for card in Card::all() {
        for holder in holders(seats) {
            let mut forced = notebook.observations().clone();
            let Holder::Seat(seat) = holder else {
                // The envelope: the sum over the candidate envelopes holding the card.
                let n: u64 = d
                    .candidates()
                    .iter()
                    .filter(|(t, _)| t.cards().contains(card))
                    .map(|&(_, n)| n)
                    .sum();
                assert_eq!(d.count(card, holder), n, "{at}: {card} in the envelope");
                continue;
            };
            let entry = Entry::Holds { seat, card };
            forced.add(entry, "forced".to_string());
            let n = match Notebook::new(forced) {
                Ok(forced) => forced.deduce().total(),
                Err(_) => 0,
            };
            assert_eq!(d.count(card, holder), n, "{at}: {card} with {holder:?}");
        }
    }
}

fn play_and_check(players: usize, seed: u64, seat: usize) {
    let (state, seen) = bots::record_game(players, seed);
    let (view, events) = &seen[seat];
    let mut notebook = Notebook::for_seat(view);
    let mut updates = 0;
    for (i, event) in events.iter().enumerate() {
        let before = notebook.observations().entries().len();
        notebook.observe(event).expect("a real game is consistent");
        if notebook.observations().entries().len() == before && i > 0 {
            continue;
        }
        let at = format!("{players} players, seed {seed}, seat {seat}, event {i}");
        let d = notebook.deduce();
        check(&state, &notebook, &d, &at);
        if updates % 25 == 12 {
            check_marginals(&notebook, &d, &at);
        }
        updates += 1;
    }
    // Reading the whole log at once gives the same entries as reading it event by event.
    let at_once = Observations::from_events(view, events);
    assert_eq!(at_once.entries(), notebook.observations().entries());
}

#[test]
fn three_players() {
    play_and_check(3, 1, 0);
    play_and_check(3, 2, 2);
}

#[test]
fn four_players() {
    play_and_check(4, 3, 1);
}

#[test]
fn five_players() {
    play_and_check(5, 4, 3);
}

#[test]
fn six_players() {
    play_and_check(6, 5, 5);
}

#[test]
fn game_over_reveals_the_envelope() {
    let (state, seen) = bots::record_game(4, 6);
    let (view, events) = &seen[0];
    let notebook = Notebook::new(Observations::from_events(view, events)).expect("consistent");
    let d = notebook.deduce();
    let candidates: Vec<(Triple, u64)> = d.candidates();
    assert_eq!(candidates.len(), 1, "the envelope is known at the end");
    assert_eq!(candidates[0].0, state.envelope());
}

/// At the end every hand is shown (CL-INFO-12), so the notebook leaves no chance open:
/// each card's holder is certain and is the true one.
#[test]
fn at_the_end_every_hand_is_shown_and_nothing_is_left_to_chance() {
    use whodunit_engine::{Game, Viewer};
    let (state, seen) = bots::record_game(4, 6);
    let view = whodunit_cluedo::Cluedo::view(&state, Viewer::Seat(Seat(0)));
    let notebook = Notebook::new(Observations::from_events(&view, &seen[0].1)).expect("consistent");
    let d = notebook.deduce();
    for card in Card::all() {
        for holder in holders(4) {
            let p = d.probability(card, holder);
            let truth = holder == true_holder(&state, card);
            assert_eq!(p, if truth { 1.0 } else { 0.0 }, "{card:?} {holder:?}");
        }
    }
}

#[test]
fn marginals_match_forced_counts_on_an_empty_six_player_notebook() {
    let (_, seen) = bots::record_game(6, 7);
    let view = &seen[2].0;
    let notebook = Notebook::for_seat(view);
    let d = notebook.deduce();
    check_marginals(&notebook, &d, "empty six-player notebook");
    // Any envelope of cards not in my hand, then 15! / (3!)^5 ways to deal the other 15.
    let hand = view.hand.expect("a seat's view has its hand");
    let open = |category: Category, all: u64| {
        all - hand.iter().filter(|c| c.category() == category).count() as u64
    };
    let envelopes =
        open(Category::Suspect, 6) * open(Category::Weapon, 6) * open(Category::Room, 9);
    let deals: u64 = (1..=15u64).product::<u64>() / 6u64.pow(5);
    assert_eq!(d.total(), envelopes * deals);
}
