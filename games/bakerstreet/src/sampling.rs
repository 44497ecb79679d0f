//! Worlds for a seat ([`Sampling`]): the opponent's hand, both draw piles in order, the
//! evidence piles and the opponent's collection, drawn from the seat's view and redacted
//! events (seen from the deal). The model each part is drawn from:
//!
//! - **Detective cards.** The deal and every reshuffle are uniform (BS-SETUP-8, BS-TURN-7):
//!   every order of a draw pile that agrees with what the seat saw is equally likely. The
//!   opponent's placements count only as telling that it held the card placed (they are
//!   its choices, not chance: each consistent order keeps its weight whatever it chose).
//!   The seat's own draw pile is the cards of its deck seen nowhere else, in a uniform
//!   order. The opponent's hand: since the seat last knew it exactly (the deal, a
//!   challenge, a reshuffle), each hand is weighed by the number of orders of the draw
//!   pile leading to it, counted exactly in integers by following every possible hand
//!   through the opponent's draws and placements; the rest of its pile is then in a
//!   uniform order, and the hand too (its order changes nothing: equal faces are the same
//!   card, BS-TURN-11).
//! - **Evidence.** A choice of the opponent's is involved (which card it took unseen), so
//!   this is a model, not the rules' chance alone: the letters the seat cannot place (the
//!   piles it never looked at and the cards the opponent took from a pile before the seat
//!   first looked at it) are a uniform shuffle of the letters not accounted for; a card
//!   the opponent took from a pile since the seat last looked at it is a uniformly random
//!   card of what the seat saw there, less those taken before it (the uppermost copy of
//!   its letter leaving, BS-EVIDENCE-5); the cards it took between two looks are the
//!   letters that went missing, in a uniform order. Then the draws that are not a game
//!   still going as the seat saw it are rejected and drawn again: an opponent's run of
//!   seven (BS-END-1), nothing left to take (BS-END-5), and with one card per letter a
//!   letter taken twice (BS-EVIDENCE-8) or a pile the opponent took nothing from holding
//!   a letter it did not have. Once the game is over its collection is shown
//!   (BS-INFO-13), which fixes every card it took: only the piles the seat never looked
//!   at are drawn. Not used: what the uppermost-copy rule implies about the order below
//!   cards the seat never saw.
//!
//! Cost: one pass over the events, plus, per opponent draw since its hand was last known,
//! the possible hands (at most a few thousand) times the 24 kinds of card; the evidence is
//! drawn again only when rejected, rarely without one card per letter.

use crate::actions::Event;
use crate::cards::{longest_run, Card, Face, Letter, LETTERS, WINNING_RUN};
use crate::notebook::hand::{face, index, Faces, FACES};
use crate::notebook::Memory;
use crate::state::{opponent, State, HAND_SIZE, POSITIONS};
use crate::view::View;
use crate::Bakerstreet;
use std::collections::BTreeMap;
use whodunit_engine::{GameRng, InlineList, Sampling, Seat};

/// What a world fills in for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// By seat, the draw pile, top first.
    pub draws: [Vec<Face>; 2],
    /// The opponent's hand.
    pub hand: Vec<Face>,
    /// By position, the evidence pile, top first.
    pub evidence: [Vec<Letter>; POSITIONS],
    /// The opponent's collection, in the order taken.
    pub collection: Vec<Letter>,
}

impl Sampling for Bakerstreet {
    type Hidden = Hidden;

    /// Panics for a view without a seat, or with a deck table no game can have.
    fn sample_hidden(view: &View, events: &[Event], rng: &mut GameRng) -> Hidden {
        let seat = view.viewer.seat().expect("a world is drawn for a seat");
        let other = opponent(seat);
        let deck = view
            .detective_composition
            .canonical_deck()
            .expect("the game's own deck table");
        let deck = count_faces(deck.iter().copied());
        let (memory, since) = last_known_hand(events, other, &deck);
        let (hand, other_draw) = opponent_cards(&since, &events[since.after..], other, rng);
        let own_hand = count_faces(view.hand.iter().flatten().map(|c| c.face()));
        let mut own_draw = list(&without(&in_hand_or_draw(&deck, &memory, seat), &own_hand));
        rng.shuffle(&mut own_draw);
        let mut draws = [Vec::new(), Vec::new()];
        draws[seat.index()] = own_draw;
        draws[other.index()] = other_draw;
        let seen = sightings(events, seat).expect("the evidence events of a game");
        let (evidence, collection) = loop {
            if let Some(drawn) = draw_evidence(view, &seen, seat, rng) {
                break drawn;
            }
        };
        Hidden {
            draws,
            hand,
            evidence,
            collection,
        }
    }

    fn with_hidden(state: &State, seat: Seat, hidden: Hidden, rng: &mut GameRng) -> State {
        let other = opponent(seat);
        let mut world = state.clone();
        world.rng = GameRng::new(rng.next_u64());
        for owner in [seat, other] {
            let top_first = pack(owner, &hidden.draws[owner.index()]);
            world.draw[owner.index()] = InlineList::from_iter(top_first.into_iter().rev());
        }
        world.hands[other.index()] = InlineList::from_iter(pack(other, &hidden.hand));
        for (pile, letters) in world.evidence.iter_mut().zip(&hidden.evidence) {
            *pile = InlineList::from_iter(letters.iter().rev().copied());
        }
        world.collections[other.index()] = InlineList::from_iter(hidden.collection);
        world
    }
}

/// `faces` as `owner`'s cards.
fn pack(owner: Seat, faces: &[Face]) -> Vec<Card> {
    faces.iter().map(|f| Card::pack(f.of(owner))).collect()
}

fn count_faces(faces: impl Iterator<Item = Face>) -> Faces {
    let mut counts = [0; FACES];
    for f in faces {
        counts[index(f)] += 1;
    }
    counts
}

/// `all` less `part`, kind by kind (`part` is within `all` for a game seen from the deal).
fn without(all: &Faces, part: &Faces) -> Faces {
    std::array::from_fn(|i| all[i].saturating_sub(part[i]))
}

/// The cards counted by `counts`, kind by kind.
fn list(counts: &Faces) -> Vec<Face> {
    (0..FACES)
        .flat_map(|i| std::iter::repeat_n(face(i), usize::from(counts[i])))
        .collect()
}

/// `owner`'s cards in its hand or draw pile: its deck less its discard pile and the cards
/// it has on the stacks, as the seat remembers them.
fn in_hand_or_draw(deck: &Faces, memory: &Memory, owner: Seat) -> Faces {
    let stacks = (0..POSITIONS).flat_map(|p| memory.stack(p));
    let placed = memory.discard(owner.index()).chain(stacks);
    let placed = placed.filter(|c| c.owner == owner).map(|c| c.face());
    without(deck, &count_faces(placed))
}

/// The last moment the seat knew the opponent's hand: the events before it are done with.
struct KnownHand {
    /// The index of the first event after it.
    after: usize,
    hand: Faces,
    draw: Faces,
    /// Draws made then without an event (the deal's three cards).
    pending: usize,
}

/// The seat's memory after all `events`, and the last moment it knew `other`'s hand: the
/// deal, after a challenge (it was shown and discarded), or at a reshuffle (the draw pile
/// was empty, so the hand was every card not discarded or placed).
fn last_known_hand(events: &[Event], other: Seat, deck: &Faces) -> (Memory, KnownHand) {
    let mut memory = Memory::new();
    let mut known = KnownHand {
        after: 0,
        hand: [0; FACES],
        draw: *deck,
        pending: HAND_SIZE,
    };
    for (i, event) in events.iter().enumerate() {
        if matches!(event, Event::Reshuffled { seat, .. } if *seat == other) {
            known = KnownHand {
                after: i + 1,
                hand: in_hand_or_draw(deck, &memory, other),
                draw: count_faces(memory.discard(other.index()).map(|c| c.face())),
                pending: 0,
            };
        }
        memory.observe(event);
        if matches!(event, Event::Challenged { .. }) {
            known = KnownHand {
                after: i + 1,
                hand: [0; FACES],
                draw: in_hand_or_draw(deck, &memory, other),
                pending: 0,
            };
        }
    }
    (memory, known)
}

/// `other`'s hand and draw pile (top first) from the moment `known` through `events`:
/// every possible hand weighed by the orders of the draw pile that lead to it.
fn opponent_cards(
    known: &KnownHand,
    events: &[Event],
    other: Seat,
    rng: &mut GameRng,
) -> (Vec<Face>, Vec<Face>) {
    // Its cards then in hand or draw pile; less those placed since, what a hand leaves.
    let mut left: Faces = std::array::from_fn(|i| known.hand[i] + known.draw[i]);
    let mut hands: BTreeMap<Faces, u128> = BTreeMap::from([(known.hand, 1)]);
    for _ in 0..known.pending {
        hands = drawn(&hands, &left);
    }
    for event in events {
        match event {
            Event::Drew { seat, .. } if *seat == other => hands = drawn(&hands, &left),
            Event::Placed { seat, card, .. } if *seat == other => {
                let f = index(card.face());
                left[f] -= 1;
                hands = hands
                    .into_iter()
                    .filter(|(hand, _)| hand[f] > 0)
                    .map(|(mut hand, ways)| {
                        hand[f] -= 1;
                        (hand, ways)
                    })
                    .collect();
            }
            _ => {}
        }
    }
    let total: u128 = hands.values().sum();
    let mut at = below_u128(total, rng);
    let mut chosen = None;
    for (hand, ways) in hands {
        if at < ways {
            chosen = Some(hand);
            break;
        }
        at -= ways;
    }
    let hand = chosen.expect("the true hand has weight");
    let mut draw = list(&without(&left, &hand));
    rng.shuffle(&mut draw);
    let mut hand = list(&hand);
    rng.shuffle(&mut hand);
    (hand, draw)
}

/// The hands after one unseen draw: each card of the draw pile (`left` less the hand) may
/// be the one drawn.
fn drawn(hands: &BTreeMap<Faces, u128>, left: &Faces) -> BTreeMap<Faces, u128> {
    let mut next = BTreeMap::new();
    for (hand, &ways) in hands {
        for f in 0..FACES {
            let in_pile = left[f] - hand[f];
            if in_pile > 0 {
                let mut more = *hand;
                more[f] += 1;
                *next.entry(more).or_insert(0) += ways * u128::from(in_pile);
            }
        }
    }
    next
}

/// A uniform draw below `n` (at least 1).
fn below_u128(n: u128, rng: &mut GameRng) -> u128 {
    if let Ok(small) = u64::try_from(n) {
        return u128::from(rng.below_u64(small));
    }
    let zone = u128::MAX - u128::MAX % n;
    loop {
        let x = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        if x < zone {
            return x % n;
        }
    }
}

/// An evidence pile as the seat followed it.
#[derive(Clone, Default)]
struct PileTrack {
    /// What the seat last saw there, top first, less what it took since.
    seen: Option<Vec<Letter>>,
    /// The opponent's takes from it since the seat last looked, by place in its collection.
    taken: Vec<usize>,
}

/// What the seat saw of the evidence through its events.
#[derive(Clone, Default)]
struct Sightings {
    piles: [PileTrack; POSITIONS],
    /// The pile of each of the opponent's takes, in the order taken.
    taken_from: Vec<usize>,
    /// The takes between two looks at a pile, with the letters that went missing.
    between: Vec<(Vec<usize>, Vec<Letter>)>,
    /// The seat's own takes, by pile and letter, in the order taken.
    own: Vec<(usize, Letter)>,
    /// The opponent found nothing it could take in a pile (one card per letter), with
    /// how many cards it and the seat had taken by then.
    refusals: Vec<Refusal>,
}

#[derive(Clone, Copy)]
struct Refusal {
    position: usize,
    held: usize,
    own_taken: usize,
}

/// What the seat saw of the evidence in `events`; `None` for events that contradict
/// themselves.
fn sightings(events: &[Event], seat: Seat) -> Option<Sightings> {
    let mut seen = Sightings::default();
    for event in events {
        match event {
            Event::PileSeen {
                position,
                cards: Some(cards),
                ..
            } => {
                let pile = &mut seen.piles[usize::from(*position)];
                let taken = std::mem::take(&mut pile.taken);
                if let Some(before) = &pile.seen {
                    let mut missing = before.clone();
                    for letter in cards {
                        let at = missing.iter().position(|l| l == letter)?;
                        missing.remove(at);
                    }
                    seen.between.push((taken, missing));
                }
                pile.seen = Some(cards.clone());
            }
            Event::Rewarded {
                seat: taker,
                position,
                taken,
                letter,
                pile_size,
                ..
            } => {
                let p = usize::from(*position);
                match (*taker == seat, taken, letter) {
                    (true, true, Some(letter)) => {
                        let seen_there = seen.piles[p].seen.as_mut()?;
                        let at = seen_there.iter().position(|l| l == letter)?;
                        seen_there.remove(at);
                        seen.own.push((p, *letter));
                    }
                    (false, true, _) => {
                        seen.piles[p].taken.push(seen.taken_from.len());
                        seen.taken_from.push(p);
                    }
                    (false, false, _) if *pile_size > 0 => seen.refusals.push(Refusal {
                        position: p,
                        held: seen.taken_from.len(),
                        own_taken: seen.own.len(),
                    }),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    Some(seen)
}

/// The evidence piles by position (top first) and the opponent's collection.
type Evidence = ([Vec<Letter>; POSITIONS], Vec<Letter>);

/// The evidence, drawn as the module's doc comment says; `None` for a draw rejected.
fn draw_evidence(view: &View, seen: &Sightings, seat: Seat, rng: &mut GameRng) -> Option<Evidence> {
    let Sightings {
        mut piles,
        taken_from,
        between,
        own,
        refusals,
    } = seen.clone();
    let shown = view
        .collections
        .as_ref()
        .map(|c| &c[opponent(seat).index()]);
    // The opponent's collection; `None` for a letter the seat cannot place.
    let mut collection: Vec<Option<Letter>> = match shown {
        Some(shown) => shown.iter().copied().map(Some).collect(),
        None => vec![None; taken_from.len()],
    };
    if shown.is_none() {
        for (taken, mut missing) in between {
            rng.shuffle(&mut missing);
            for (at, letter) in taken.into_iter().zip(missing) {
                collection[at] = Some(letter);
            }
        }
    }
    for pile in &mut piles {
        let Some(seen) = &mut pile.seen else { continue };
        for &at in &pile.taken {
            let letter = match collection[at] {
                Some(letter) => letter,
                None => seen[rng.below(seen.len() as u32) as usize],
            };
            let uppermost = seen.iter().position(|&l| l == letter)?;
            seen.remove(uppermost);
            collection[at] = Some(letter);
        }
    }
    let mut pool = [2u8; LETTERS];
    let placed = piles.iter().filter_map(|p| p.seen.as_ref()).flatten();
    let own_letters = own.iter().map(|(_, letter)| letter);
    for letter in own_letters.chain(placed).chain(collection.iter().flatten()) {
        pool[letter.index()] = pool[letter.index()].checked_sub(1)?;
    }
    let mut unplaced: Vec<Letter> = Letter::all()
        .flat_map(|l| std::iter::repeat_n(l, usize::from(pool[l.index()])))
        .collect();
    rng.shuffle(&mut unplaced);
    let mut unplaced = unplaced.into_iter();
    for slot in collection.iter_mut().filter(|slot| slot.is_none()) {
        *slot = unplaced.next();
    }
    let evidence: [Vec<Letter>; POSITIONS] = std::array::from_fn(|p| match &piles[p].seen {
        Some(seen) => seen.clone(),
        None => unplaced
            .by_ref()
            .take(usize::from(view.evidence_sizes[p]))
            .collect(),
    });
    let collection: Vec<Letter> = collection.into_iter().collect::<Option<_>>()?;
    let refused = |r: &Refusal| {
        let later = |at: usize| at >= r.held && taken_from[at] == r.position;
        let taken_later = (0..collection.len())
            .filter(|&at| later(at))
            .map(|at| collection[at]);
        let own_later = own[r.own_taken..].iter().filter(|(p, _)| *p == r.position);
        let mut there = evidence[r.position]
            .iter()
            .copied()
            .chain(taken_later)
            .chain(own_later.map(|&(_, letter)| letter));
        there.all(|letter| collection[..r.held].contains(&letter))
    };
    let going = shown.is_some() || still_going(view, &evidence, &collection);
    (going && refusals.iter().all(refused)).then_some((evidence, collection))
}

/// Whether a game with this evidence goes on, as `view`'s does: no run of seven in the
/// opponent's `collection` (BS-END-1), no letter in it twice with one card per letter
/// (BS-EVIDENCE-8), and a card someone may take (BS-END-5).
fn still_going(view: &View, evidence: &[Vec<Letter>; POSITIONS], collection: &[Letter]) -> bool {
    if longest_run(collection.iter().copied()) >= WINNING_RUN {
        return false;
    }
    if !view.one_card_per_letter {
        return true;
    }
    let mut held = [0u8; LETTERS];
    for letter in collection {
        held[letter.index()] += 1;
    }
    if held.iter().any(|&n| n > 1) {
        return false;
    }
    let own = view.collection.as_deref().unwrap_or_default();
    let may_take = |letter: &Letter| !own.contains(letter) || held[letter.index()] == 0;
    evidence.iter().flatten().any(may_take)
}
