//! The notebook's chances of the opponent's hand against an independent brute-force count:
//! every possible opponent hand (as a multiset of card faces) with its chance, carried
//! forward through the seat's events from the deal. The opponent's draw pile is whatever
//! of its deck is neither in that hand, on a stack nor on its discard pile, so a draw
//! takes each card of it with equal chance (BS-TURN-6), a reshuffle needs it empty and
//! makes the discard pile the new draw pile (BS-TURN-7), a placed card is any card of the
//! hand with equal chance (BS-TURN-4: which one tells nothing), and a challenge shows the
//! hand (BS-CHALLENGE-4) before it is discarded (BS-CHALLENGE-10). Compared over recorded
//! games with reshuffles on both sides, probability for probability.

mod common;

use std::collections::BTreeMap;
use whodunit_bakerstreet::{
    bots, opponent, Action, Bakerstreet, Composition, Config, Event, Face, Notebook, State,
};
use whodunit_engine::{replay, Bot, Decision, Game, GameRng, Record, Seat, Viewer};

/// Cards by face.
type Cards = BTreeMap<Face, u32>;

fn add(cards: &mut Cards, face: Face) {
    *cards.entry(face).or_insert(0) += 1;
}

/// Takes one `face` out of `cards`, if there is one.
fn take(cards: &mut Cards, face: Face) -> bool {
    match cards.get_mut(&face) {
        Some(n) if *n > 0 => {
            *n -= 1;
            if *n == 0 {
                cards.remove(&face);
            }
            true
        }
        _ => false,
    }
}

fn size(cards: &Cards) -> u32 {
    cards.values().sum()
}

/// Every possible hand of the opponent with its chance, and where its other cards are.
struct Count {
    owner: Seat,
    deck: Cards,
    hands: BTreeMap<Vec<(Face, u32)>, f64>,
    stacks: Cards,
    discard: Cards,
    /// The hand shown by this round's challenge, until the next round.
    shown: Option<u32>,
}

impl Count {
    fn dealt(owner: Seat) -> Count {
        let mut deck = Cards::new();
        for face in Composition::default()
            .canonical_deck()
            .expect("the default table")
        {
            add(&mut deck, face);
        }
        let mut count = Count {
            owner,
            deck,
            hands: BTreeMap::from([(Vec::new(), 1.0)]),
            stacks: Cards::new(),
            discard: Cards::new(),
            shown: None,
        };
        // BS-SETUP-9: three draws.
        for _ in 0..3 {
            count.draw();
        }
        count
    }

    /// The draw pile beside `hand`.
    fn draw_pile(&self, hand: &Cards) -> Cards {
        let mut pile = self.deck.clone();
        for cards in [hand, &self.stacks, &self.discard] {
            for (&face, &n) in cards {
                for _ in 0..n {
                    assert!(take(&mut pile, face), "more {face:?} than the deck holds");
                }
            }
        }
        pile
    }

    /// Replaces each hand by its successors, with their relative chances.
    fn step(&mut self, next: impl Fn(&Cards) -> Vec<(Cards, f64)>) {
        let mut hands = BTreeMap::new();
        for (hand, p) in &self.hands {
            let cards: Cards = hand.iter().copied().collect();
            for (successor, q) in next(&cards) {
                let key: Vec<(Face, u32)> = successor.into_iter().collect();
                *hands.entry(key).or_insert(0.0) += p * q;
            }
        }
        let all: f64 = hands.values().sum();
        assert!(all > 0.0, "no hand is left possible");
        self.hands = hands.into_iter().map(|(h, p)| (h, p / all)).collect();
    }

    fn draw(&mut self) {
        let piles: BTreeMap<Vec<(Face, u32)>, Cards> = self
            .hands
            .keys()
            .map(|h| (h.clone(), self.draw_pile(&h.iter().copied().collect())))
            .collect();
        self.step(|hand| {
            let key: Vec<(Face, u32)> = hand.iter().map(|(&f, &n)| (f, n)).collect();
            let pile = &piles[&key];
            let total = f64::from(size(pile));
            pile.iter()
                .map(|(&face, &n)| {
                    let mut next = hand.clone();
                    add(&mut next, face);
                    (next, f64::from(n) / total)
                })
                .collect()
        });
    }

    fn observe(&mut self, event: &Event) {
        let owner = self.owner;
        match event {
            Event::Drew { seat, .. } if *seat == owner => self.draw(),
            Event::Reshuffled { seat, .. } if *seat == owner => {
                // The draw pile must be empty: only hands holding every other card remain.
                let empty: Vec<bool> = self
                    .hands
                    .keys()
                    .map(|h| size(&self.draw_pile(&h.iter().copied().collect())) == 0)
                    .collect();
                let mut flags = empty.into_iter();
                self.hands.retain(|_, _| flags.next().unwrap_or(false));
                self.step(|hand| vec![(hand.clone(), 1.0)]);
                self.discard.clear();
            }
            Event::Placed { card, .. } if card.owner == owner => {
                let face = card.face();
                self.step(|hand| {
                    let held = hand.get(&face).copied().unwrap_or(0);
                    let mut next = hand.clone();
                    if !take(&mut next, face) {
                        return Vec::new();
                    }
                    vec![(next, f64::from(held) / f64::from(size(hand)))]
                });
                add(&mut self.stacks, face);
            }
            Event::Challenged { hands, .. } => {
                let mut shown = Cards::new();
                for card in &hands[owner.index()] {
                    add(&mut shown, card.face());
                }
                self.step(|hand| {
                    if *hand == shown {
                        vec![(Cards::new(), 1.0)]
                    } else {
                        Vec::new()
                    }
                });
                self.shown = Some(
                    hands[owner.index()]
                        .iter()
                        .map(|c| u32::from(c.value))
                        .sum(),
                );
                for (&face, &n) in &shown {
                    for _ in 0..n {
                        add(&mut self.discard, face);
                    }
                }
            }
            Event::Processed { card, .. } if card.owner == owner => {
                let face = card.face();
                assert!(
                    take(&mut self.stacks, face),
                    "a processed card was on a stack"
                );
                add(&mut self.discard, face);
            }
            Event::RoundStarted { .. } => self.shown = None,
            _ => {}
        }
    }

    /// `P(total = t)` of the hand.
    fn totals(&self) -> [f64; 16] {
        let mut totals = [0.0; 16];
        if let Some(total) = self.shown {
            totals[total as usize] = 1.0;
            return totals;
        }
        for (hand, p) in &self.hands {
            let total: u32 = hand.iter().map(|(f, n)| u32::from(f.value) * n).sum();
            totals[total as usize] += p;
        }
        totals
    }

    /// The cards in every possible hand, as (value, symbol) counts.
    fn certain(&self) -> Cards {
        let mut certain: Option<Cards> = None;
        for hand in self.hands.keys() {
            let cards: Cards = hand.iter().copied().collect();
            certain = Some(match certain {
                None => cards,
                Some(before) => before
                    .into_iter()
                    .filter_map(|(f, n)| {
                        let m = n.min(cards.get(&f).copied().unwrap_or(0));
                        (m > 0).then_some((f, m))
                    })
                    .collect(),
            });
        }
        certain.unwrap_or_default()
    }
}

/// The notebook of `seat` equals the count: the opponent's total, the six-card sum's
/// chance of reaching the bid, and the cards certainly in the opponent's hand.
fn check(state: &State, seat: Seat, events: &[Event], count: &Count, context: &str) {
    let view = Bakerstreet::view(state, Viewer::Seat(seat));
    let notebook = Notebook::new(&view, events).expect("a seat's notebook");
    let expected = count.totals();
    for (t, (p, q)) in notebook.opponent_total.iter().zip(&expected).enumerate() {
        assert!(
            (p - q).abs() < 1e-9,
            "{context}: P(total = {t}) {p} against {q}"
        );
    }
    if let Some(bid) = notebook.bid {
        // The seat's own hand: in its hand, or shown by this round's challenge.
        let this_round = events
            .iter()
            .rposition(|e| matches!(e, Event::RoundStarted { .. }))
            .map_or(events, |i| &events[i..]);
        let shown = this_round.iter().find_map(|e| match e {
            Event::Challenged { hands, .. } => Some(&hands[seat.index()]),
            _ => None,
        });
        let own: u32 = match shown {
            Some(hand) => hand.iter().map(|c| u32::from(c.value)).sum(),
            None => view.hand.iter().flatten().map(|c| u32::from(c.value)).sum(),
        };
        let reach: f64 = expected
            .iter()
            .enumerate()
            .filter(|&(t, _)| own + t as u32 >= u32::from(bid))
            .map(|(_, p)| p)
            .sum();
        let p = notebook.p_sum_at_least_bid().expect("a bid");
        assert!(
            (p - reach).abs() < 1e-9,
            "{context}: P(sum >= {bid}) {p} against {reach}"
        );
    }
    if count.shown.is_none() {
        let mut known = Cards::new();
        for card in &notebook.opponent_known {
            add(&mut known, card.face());
        }
        assert_eq!(known, count.certain(), "{context}: cards known in the hand");
    }
}

/// Plays a game of bots (`levels` by seat), calling `at` after every step with each
/// seat's events so far.
fn play_bots(levels: [&str; 2], seed: u64, mut at: impl FnMut(&State, &[Vec<Event>; 2])) {
    let config = Config {
        max_rounds: Some(60),
        ..Config::default()
    };
    let mut state = Bakerstreet::setup(&config, seed).expect("a valid configuration");
    let mut seated: Vec<Box<dyn Bot<Bakerstreet>>> = (0..2)
        .map(|s| bots::by_level(levels[s], Seat(s as u8)).expect("a level"))
        .collect();
    let mut rngs = [0, 1].map(|s| GameRng::new(GameRng::derive(seed, s)));
    let mut seen: [Vec<Event>; 2] = [Vec::new(), Vec::new()];
    while let Some(seat) = Bakerstreet::to_act(&state) {
        let view = Bakerstreet::view(&state, Viewer::Seat(seat));
        let decision = Decision::in_state(&view, &state, seat, &mut rngs[seat.index()]);
        let action: Action = seated[seat.index()].choose(decision);
        let events =
            Bakerstreet::apply(&mut state, seat, &action).expect("bots play legal actions");
        for (s, (bot, seen)) in seated.iter_mut().zip(&mut seen).enumerate() {
            for event in events
                .iter()
                .filter_map(|e| Bakerstreet::redact(e, Viewer::Seat(Seat(s as u8))))
            {
                bot.observe(&event);
                seen.push(event);
            }
        }
        at(&state, &seen);
    }
}

#[test]
fn the_opponents_hand_equals_a_brute_force_count_through_reshuffles() {
    let mut compared = 0;
    // Checkpoints after a reshuffle of the opponent's, by the seat looking.
    let mut after_reshuffle = [0; 2];
    for (levels, seeds) in [
        (["expert", "expert"], 0..40),
        (["random", "expert"], 100..130),
    ] {
        for seed in seeds {
            let mut counts = [Seat(1), Seat(0)].map(Count::dealt);
            let mut read = [0, 0];
            play_bots(levels, seed, |state, seen| {
                for seat in [Seat(0), Seat(1)] {
                    let s = seat.index();
                    for event in &seen[s][read[s]..] {
                        counts[s].observe(event);
                    }
                    read[s] = seen[s].len();
                    let context =
                        format!("{levels:?} seed {seed}, {seat}, after {} events", read[s]);
                    check(state, seat, &seen[s], &counts[s], &context);
                    compared += 1;
                    let reshuffled = seen[s].iter().any(
                        |e| matches!(e, Event::Reshuffled { seat: r, .. } if *r == opponent(seat)),
                    );
                    after_reshuffle[s] += usize::from(reshuffled);
                }
            });
        }
    }
    println!("compared {compared} checkpoints, {after_reshuffle:?} after an opponent's reshuffle");
    assert!(
        after_reshuffle.iter().all(|&n| n > 100),
        "{after_reshuffle:?}"
    );
}

/// The example (shared/fixtures): seat 0 placed a 5 with its draw pile empty, so
/// seat 1 knows its other two cards are a 1 and a 3; seat 0 then reshuffled and drew one
/// card, so its hand totals 4 to 9, and with seat 1's 10 the six cards cannot reach 20.
#[test]
fn after_the_reshuffle_the_hand_is_the_known_cards_and_one_draw() {
    let text = include_str!("fixtures/bakerstreet-seed7-after-39-actions.json");
    let record: Record<Config, Action> = serde_json::from_str(text).expect("a Bakerstreet record");
    let viewer = Viewer::Seat(Seat(1));
    let mut seen = Vec::new();
    let state = replay::<Bakerstreet>(&record, |step| {
        seen.extend(
            step.events
                .iter()
                .filter_map(|e| Bakerstreet::redact(e, viewer)),
        );
    })
    .expect("the record replays");
    let view = Bakerstreet::view(&state, viewer);
    let notebook = Notebook::new(&view, &seen).expect("a seat's notebook");
    let own: u8 = view.hand.iter().flatten().map(|c| c.value).sum();
    assert_eq!((own, notebook.bid), (10, Some(20)));
    let known: Vec<u8> = notebook.opponent_known.iter().map(|c| c.value).collect();
    assert_eq!(known, [1, 3]);
    let possible: Vec<usize> = (0..16)
        .filter(|&t| notebook.opponent_total[t] > 0.0)
        .collect();
    assert_eq!(possible.first().zip(possible.last()), Some((&4, &9)));
    assert_eq!(notebook.p_sum_at_least_bid(), Some(0.0));
    let mut count = Count::dealt(Seat(0));
    for event in &seen {
        count.observe(event);
    }
    check(&state, Seat(1), &seen, &count, "the fixture");
}
