//! Worlds for a seat ([`Sampling`]): the game as the seat might believe it, drawn from its
//! view and redacted events only.
//!
//! - The deal (the envelope and every hand) is drawn uniformly among the deals consistent
//!   with the seat's notebook, card by card with the notebook's exact counts: a card goes
//!   to a holder with probability (deals with it there) / (all deals), is fixed there, and
//!   the rest is counted again. That is exact sequential sampling; it costs one count
//!   (`notebook::count`) per uncertain card that an observation names, at most 18 (none
//!   at the deal, a few at the end), the cards no observation names being interchangeable
//!   and dealt at once.
//! - The cards other seats showed each other (`State::shown`) are their choices, which
//!   the seat never sees: like the notebook, which only learns that the refuter held one
//!   of the cards, the world takes each such refutation's card uniformly among the
//!   suggested cards the refuter holds in the drawn deal, independently of the others.
//!   The cards the seat showed or was shown are read from its events.

use crate::actions::Event;
use crate::cards::{Card, CardSet, Triple};
use crate::notebook::count::{count, Problem, CATEGORIES};
use crate::notebook::problem::problem;
use crate::notebook::{Entry, Holder, Observations};
use crate::state::{Phase, State};
use crate::view::{PhaseView, View};
use crate::Cluedo;
use whodunit_engine::{GameRng, Sampling, Seat};

/// What a seat cannot see of a game: the deal and the cards shown between other seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    pub envelope: Triple,
    /// Hands by seat; entries past the table's seats are empty.
    pub hands: [CardSet; 6],
    /// `shown[to][by]`: the cards seat `by` showed seat `to`, as in the state.
    pub shown: [[CardSet; 6]; 6],
}

impl Sampling for Cluedo {
    type Hidden = Hidden;

    /// Panics for a view without a seat: a world is drawn for a seat.
    fn sample_hidden(view: &View, events: &[Event], rng: &mut GameRng) -> Hidden {
        let mut observations = Observations::from_events(view, events);
        if let PhaseView::Refuting {
            suggestion,
            refuter,
            ..
        } = view.phase
        {
            // The notebook waits for the card a pending refutation shows the seat; a world
            // must already give the refuter one to show.
            let cards = suggestion.cards();
            let why = "a refutation is pending".to_string();
            observations.add(
                Entry::HoldsOneOf {
                    seat: refuter,
                    cards,
                },
                why,
            );
        }
        let holders = draw_deal(problem(&observations, |_| true), rng);
        let mut envelope = CardSet::EMPTY;
        let mut hands = [CardSet::EMPTY; 6];
        for (card, &holder) in Card::all().zip(&holders) {
            match Holder::from_index(holder) {
                Holder::Envelope => envelope.insert(card),
                Holder::Seat(seat) => hands[seat.index()].insert(card),
            }
        }
        let shown = draw_shown(events, &hands, rng);
        Hidden {
            envelope: Triple::of_cards(envelope),
            hands,
            shown,
        }
    }

    /// Also gives a pending refutation the options of the drawn refuter's hand, and
    /// forgets explicit die results, which no seat sees.
    fn with_hidden(state: &State, _seat: Seat, hidden: Hidden, rng: &mut GameRng) -> State {
        let mut world = state.clone();
        world.envelope = hidden.envelope;
        world.hands = hidden.hands;
        world.shown = hidden.shown;
        if let Phase::Refuting {
            suggestion,
            refuter,
            ref mut options,
            ..
        } = world.phase
        {
            *options = hidden.hands[refuter.index()].intersection(suggestion.cards());
        }
        world.rng = GameRng::new(rng.next_u64());
        world.dice.clear();
        world
    }
}

/// A deal `problem` allows, drawn uniformly: the holder of each card, by index.
///
/// A card no constraint names is interchangeable with every other such card: whatever
/// the named cards' holders, each way of filling the places left with the unnamed cards
/// is a consistent deal. So only the named cards are drawn card by card with exact
/// counts, and the unnamed ones then fill the places left uniformly ([`fill_places`]).
fn draw_deal(mut problem: Problem, rng: &mut GameRng) -> Vec<usize> {
    let cards = problem.categories.len();
    let unnamed = unnamed_cards(&problem);
    let mut holders = vec![None; cards];
    let mut counts = count(&problem);
    for card in (0..cards).filter(|&card| unnamed & (1 << card) == 0) {
        let row = &counts.by_card[card];
        let mut pick = rng.below_u64(counts.total);
        let holder = row
            .iter()
            .position(|&deals| {
                let here = pick < deals;
                pick = pick.saturating_sub(deals);
                here
            })
            .expect("a card's counts add up to the total");
        holders[card] = Some(holder);
        if row[holder] < counts.total {
            problem.holders[holder].must_have |= 1 << card;
            counts = count(&problem);
        }
    }
    fill_places(&problem, &mut holders, rng);
    holders
        .into_iter()
        .map(|holder| holder.expect("every card is dealt"))
        .collect()
}

/// The cards no constraint names: no holder must or must not have them, they are in no
/// clause and in no excluded envelope.
fn unnamed_cards(problem: &Problem) -> u32 {
    let by_holders = problem.holders.iter().fold(0, |named, holder| {
        let clauses = holder.clauses.iter().fold(0, |all, clause| all | clause);
        named | holder.must_have | holder.must_not | clauses
    });
    let envelopes = problem.excluded_envelopes.iter().fold(0, |all, e| all | e);
    let deck = (1u32 << problem.categories.len()) - 1;
    deck & !(by_holders | envelopes)
}

/// Deals the cards without a holder yet: for each category the envelope still lacks, one
/// of that category's cards uniformly, then the rest shuffled into the hands' free places.
fn fill_places(problem: &Problem, holders: &mut [Option<usize>], rng: &mut GameRng) {
    for category in 0..CATEGORIES as u8 {
        let of_category = |card: &usize| problem.categories[*card] == category;
        if (0..holders.len()).any(|card| of_category(&card) && holders[card] == Some(0)) {
            continue;
        }
        let open: Vec<usize> = (0..holders.len())
            .filter(|card| of_category(card) && holders[*card].is_none())
            .collect();
        holders[open[rng.below(open.len() as u32) as usize]] = Some(0);
    }
    let mut places: Vec<usize> = Vec::new();
    for (h, holder) in problem.holders.iter().enumerate().skip(1) {
        let dealt = holders.iter().filter(|&&dealt| dealt == Some(h)).count();
        places.extend(std::iter::repeat_n(h, usize::from(holder.size) - dealt));
    }
    rng.shuffle(&mut places);
    let open = holders.iter_mut().filter(|holder| holder.is_none());
    for (holder, place) in open.zip(places) {
        *holder = Some(place);
    }
}

/// `shown[to][by]` for `hands`: the cards of the refutations the seat saw (its events
/// name them), and for each one it did not see, a card drawn uniformly among those of the
/// suggestion the refuter holds.
fn draw_shown(events: &[Event], hands: &[CardSet; 6], rng: &mut GameRng) -> [[CardSet; 6]; 6] {
    let mut shown = [[CardSet::EMPTY; 6]; 6];
    let mut suggestion = CardSet::EMPTY;
    for event in events {
        match *event {
            Event::Suggested {
                suspect,
                weapon,
                room,
                ..
            } => {
                suggestion = Triple {
                    suspect,
                    weapon,
                    room,
                }
                .cards()
            }
            Event::Shown {
                refuter,
                suggester,
                card,
            } => {
                let card = card.unwrap_or_else(|| {
                    let options: Vec<Card> = hands[refuter.index()]
                        .intersection(suggestion)
                        .iter()
                        .collect();
                    options[rng.below(options.len() as u32) as usize]
                });
                shown[suggester.index()][refuter.index()].insert(card);
            }
            _ => {}
        }
    }
    shown
}
