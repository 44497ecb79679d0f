//! Companion mode: the exact notebook for a person playing Bakerstreet at a real table.
//!
//! They give the set-up (their seat, who moves first, the three cards they were dealt and
//! the table's options) and then record, in order, what happens: every move (the card
//! placed, where, the bid, and the card they drew on their own move), every challenge
//! with the hand the opponent showed, the position the challenge winner chose, the
//! evidence pile they looked at when they won an evaluation and the card each winner took,
//! and the cards they drew at the start of a round. Everything else follows from the rules
//! and is replayed here exactly as the game does it: the draws of the opponent and the
//! reshuffles of both draw piles (BS-TURN-6 to BS-TURN-9), the challenge's total and
//! winner (BS-CHALLENGE-5 to BS-CHALLENGE-8), the processing of each stack, its scores and
//! winner, the ARROW chain (BS-EVAL, BS-SYMBOL) and the next round (BS-ROUND).
//!
//! The replay gives the events the person's seat would have received online and a view of
//! the table, so the notebook is the online one (`notebook::Notebook::new`): the stacks
//! with their covered cards, the evidence piles, the opponent's discards and the exact
//! distribution of the opponent's hand total, reshuffles included. A record that
//! contradicts the earlier ones (a card the person does not have, a card of the opponent's
//! that is already elsewhere, a letter seen too often) is refused, naming them. A session
//! is plain JSON; [`answer`] checks a whole session sent by the web companion
//! (`POST /api/companion/bakerstreet`). Its sentences name the opponent `{seat N}` and a
//! position `{position N}` (N from 0), for the terminal and the page to put in their words.

use crate::actions::{Bid, ChallengeResult, Event};
use crate::cards::{longest_run, Composition, DetectiveCard, Face, Letter, Symbol, DECK_SIZE};
use crate::cards::{LETTERS, WINNING_RUN};
use crate::notebook::{report::report, HandBelief, Notebook};
use crate::state::{opponent, HAND_SIZE, MAX_BID, PILE_SIZE, POSITIONS};
use crate::view::{PhaseView, SeatView, StackView, View};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use whodunit_engine::{companion, CompanionError, Seat, Viewer};

/// The most records a session takes: far more than a long game gives.
pub const MAX_RECORDS: usize = 3000;
/// The most rounds a session may fix as the limit (BS-END-7).
pub const MAX_ROUND_LIMIT: u32 = 1000;

/// One thing that happened at the table, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// `seat` placed `card` at `position` (no card only with an empty hand, BS-TURN-10),
    /// drew, and bid `bid` (BS-TURN-3). `drew` is the card the person drew on their own
    /// move (none when there was nothing to draw, BS-TURN-9); the opponent's draw is unseen.
    Move {
        seat: Seat,
        #[serde(default)]
        card: Option<Face>,
        position: u8,
        bid: u8,
        #[serde(default)]
        drew: Option<Face>,
    },
    /// `seat` challenged the last bid; `hand` is the hand the opponent showed, in the order
    /// it went onto their discard pile, the last on top (BS-CHALLENGE-4, BS-CHALLENGE-10).
    Challenge { seat: Seat, hand: Vec<Face> },
    /// The challenge winner chose the position evaluated first (BS-CHALLENGE-12).
    Choose { position: u8 },
    /// The person won an evaluation and looked at its evidence pile, top first
    /// (BS-EVIDENCE-1).
    Look { letters: Vec<Letter> },
    /// The evaluation's winner took an evidence card (BS-EVIDENCE-2): the person's letter,
    /// or none for the opponent's unseen card; `ends` when the card ended the game in a way
    /// the records cannot show (the opponent's run of seven, or with one card per letter
    /// nothing left that either may take: BS-END-1, BS-END-5).
    Take {
        #[serde(default)]
        letter: Option<Letter>,
        #[serde(default)]
        ends: bool,
    },
    /// The evaluation's winner could take no card of the pile (BS-EVIDENCE-8).
    Pass,
    /// The cards the person drew at the start of a round (BS-ROUND-6), in order.
    Draw { cards: Vec<Face> },
}

/// A companion session: the set-up and everything recorded since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// The person's seat.
    pub me: Seat,
    /// Who moves first in round 1 (BS-SETUP-11).
    pub first: Seat,
    /// The person's three dealt cards (BS-SETUP-9).
    pub hand: Vec<Face>,
    /// BS-EVIDENCE-8.
    #[serde(default)]
    pub one_card_per_letter: bool,
    /// BS-END-7.
    #[serde(default)]
    pub max_rounds: Option<u32>,
    /// The players' names by seat, for the person's eyes only; may be empty.
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub records: Vec<Record>,
}

// The refusal every companion gives; here the person's own cards are their dealt hand.
whodunit_engine::companion_refusal!(dealt, "your dealt hand", |what: &[String]| what.join(", "));

fn invalid<T>(text: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Invalid(text.into()))
}

/// What the replay waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// `seat` moves or challenges.
    Turn(Seat),
    /// `seat` won the challenge and chooses the first position.
    Choose(Seat),
    /// The person won the evaluation of `position` and looks at its pile.
    Look { position: u8, arrow: bool },
    /// `seat` won the evaluation of `position` and takes a card (or passes).
    Take {
        seat: Seat,
        position: u8,
        arrow: bool,
    },
    /// The person draws up to `cards` cards for the new round.
    Draw { cards: u8, then_opponent: bool },
    /// The game is over.
    Over,
}

/// A card with the record that put it where it is (0 for the dealt hand).
type Placed<T> = (T, usize);

/// The table replayed from the records, with the person's seat's events.
#[derive(Clone, Debug)]
pub struct Table {
    me: Seat,
    one_card_per_letter: bool,
    max_rounds: Option<u32>,
    deck: [Face; DECK_SIZE],
    round: u32,
    active: Seat,
    next: Next,
    bids: Vec<Bid>,
    challenge: Option<ChallengeResult>,
    /// The person's hand, in hand order (BS-TURN-11).
    hand: Vec<Placed<Face>>,
    opponent_hand: u8,
    /// By seat, bottom first.
    discards: [Vec<Placed<DetectiveCard>>; 2],
    /// By position, bottom first.
    stacks: [Vec<Placed<DetectiveCard>>; POSITIONS],
    pile_sizes: [u8; POSITIONS],
    /// By position: the letters the person last saw there, less those seen to leave, top
    /// first, with the record of the look.
    looked: [Option<Placed<Vec<Letter>>>; POSITIONS],
    collection: Vec<Placed<Letter>>,
    opponent_collection: u8,
    /// The record that last reshuffled the opponent's draw pile (0 before any).
    opponent_reshuffled: usize,
    belief: Option<HandBelief>,
    events: Vec<Event>,
}

fn seat_name(seat: Seat, me: Seat) -> &'static str {
    if seat == me {
        "you"
    } else {
        "the opponent"
    }
}

fn face_count(cards: impl IntoIterator<Item = Face>, face: Face) -> usize {
    cards.into_iter().filter(|&f| f == face).count()
}

impl Table {
    fn new(session: &Session) -> Table {
        let deck = Composition::default()
            .canonical_deck()
            .unwrap_or([Face::default(); DECK_SIZE]);
        let other = opponent(session.me);
        Table {
            me: session.me,
            one_card_per_letter: session.one_card_per_letter,
            max_rounds: session.max_rounds,
            deck,
            round: 1,
            active: session.first,
            next: Next::Turn(session.first),
            bids: Vec::new(),
            challenge: None,
            hand: session.hand.iter().map(|&f| (f, 0)).collect(),
            opponent_hand: HAND_SIZE as u8,
            discards: [Vec::new(), Vec::new()],
            stacks: Default::default(),
            pile_sizes: [PILE_SIZE as u8; POSITIONS],
            looked: Default::default(),
            collection: Vec::new(),
            opponent_collection: 0,
            opponent_reshuffled: 0,
            belief: Some(HandBelief::dealt(other, &deck)),
            events: Vec::new(),
        }
    }

    fn other(&self) -> Seat {
        opponent(self.me)
    }

    fn emit(&mut self, event: Event) {
        if let Some(belief) = self.belief.as_mut() {
            belief.observe(&event);
        }
        self.events.push(event);
    }

    /// Cards of `seat`'s deck on the stacks and its discard pile, with their records.
    fn out_of_hand(&self, seat: Seat) -> impl Iterator<Item = Placed<DetectiveCard>> + '_ {
        self.stacks
            .iter()
            .flatten()
            .chain(&self.discards[seat.index()])
            .filter(move |(c, _)| c.owner == seat)
            .copied()
    }

    /// The size of `seat`'s draw pile: its deck less everything elsewhere.
    fn draw_size(&self, seat: Seat) -> u8 {
        let hand = if seat == self.me {
            self.hand.len()
        } else {
            usize::from(self.opponent_hand)
        };
        DECK_SIZE.saturating_sub(hand + self.out_of_hand(seat).count()) as u8
    }

    /// The person's draw pile, by face.
    fn my_draw_pile(&self) -> Vec<Face> {
        let mut pile: Vec<Face> = self.deck.to_vec();
        let gone = self
            .hand
            .iter()
            .map(|&(f, _)| f)
            .chain(self.out_of_hand(self.me).map(|(c, _)| c.face()));
        for face in gone {
            if let Some(i) = pile.iter().position(|&f| f == face) {
                pile.swap_remove(i);
            }
        }
        pile
    }

    /// Where every card of `seat`'s deck showing `face` is, in words, and the records.
    fn whereabouts(&self, seat: Seat, face: Face) -> (Vec<usize>, bool, String) {
        let mut records = Vec::new();
        let mut dealt = false;
        let mut words = Vec::new();
        if seat == self.me {
            for &(f, r) in &self.hand {
                if f == face {
                    words.push(if r == 0 {
                        "in your hand (dealt)".to_string()
                    } else {
                        format!("in your hand (#{r})")
                    });
                    dealt |= r == 0;
                    records.push(r);
                }
            }
        }
        for (p, stack) in self.stacks.iter().enumerate() {
            for &(c, r) in stack {
                if c.owner == seat && c.face() == face {
                    words.push(format!("on the stack at {{position {p}}} (#{r})"));
                    records.push(r);
                }
            }
        }
        for &(c, r) in &self.discards[seat.index()] {
            if c.face() == face {
                words.push(format!("on the discard pile (#{r})"));
                records.push(r);
            }
        }
        records.retain(|&r| r > 0);
        records.sort_unstable();
        records.dedup();
        let owner = if seat == self.me { "your" } else { "their" };
        let count = face_count(self.deck, face);
        let detail = if words.is_empty() {
            format!("{owner} deck has no {face}")
        } else {
            format!(
                "{owner} deck's {count} {face} {}: {}",
                if count == 1 { "is" } else { "are" },
                words.join(", ")
            )
        };
        (records, dealt, detail)
    }

    fn conflict<T>(
        &self,
        (records, dealt, detail): (Vec<usize>, bool, String),
    ) -> Result<T, Refusal> {
        Err(Refusal::Conflict {
            records,
            dealt,
            detail,
        })
    }

    /// Refuses a card of the opponent's that the earlier records put elsewhere, or that
    /// their hand cannot hold (it was known since their last reshuffle).
    fn opponent_has(&self, face: Face, index: usize) -> Result<(), Refusal> {
        let other = self.other();
        let out = self
            .out_of_hand(other)
            .filter(|(c, _)| c.face() == face)
            .count();
        if out >= face_count(self.deck, face) {
            return self.conflict(self.whereabouts(other, face));
        }
        let mut trial = self.belief.clone();
        if let Some(belief) = trial.as_mut() {
            belief.observe(&Event::Placed {
                seat: other,
                card: face.of(other),
                position: 0,
            });
            if !belief.agrees(self.opponent_hand.saturating_sub(1), self.draw_size(other)) {
                let mut records: Vec<usize> = vec![self.opponent_reshuffled];
                records.retain(|&r| r > 0 && r <= index);
                return Err(Refusal::Conflict {
                    records,
                    dealt: false,
                    detail: format!(
                        "their hand can hold no {face}: since their draw pile was reshuffled \
                         its cards are known"
                    ),
                });
            }
        }
        Ok(())
    }

    /// One draw of `seat` (BS-TURN-6 to BS-TURN-9): the person's card is `card`.
    fn draw(&mut self, seat: Seat, card: Option<Face>, record: usize) -> Result<(), Refusal> {
        let s = seat.index();
        if self.draw_size(seat) == 0 {
            if self.discards[s].is_empty() {
                if card.is_some() {
                    return invalid(
                        "both your draw pile and your discard pile are empty: nothing to draw \
                         (BS-TURN-9)",
                    );
                }
                self.emit(Event::DrawSkipped { seat });
                return Ok(());
            }
            let size = self.discards[s].len() as u8;
            self.discards[s].clear();
            if seat != self.me {
                self.opponent_reshuffled = record;
            }
            self.emit(Event::Reshuffled { seat, size });
        }
        if seat == self.me {
            let Some(face) = card else {
                return invalid("say which card you drew (BS-TURN-6)");
            };
            if !self.my_draw_pile().contains(&face) {
                return self.conflict(self.whereabouts(seat, face));
            }
            self.hand.push((face, record));
            self.emit(Event::Drew {
                seat,
                card: Some(face.of(seat)),
            });
        } else {
            self.opponent_hand += 1;
            self.emit(Event::Drew { seat, card: None });
        }
        Ok(())
    }

    /// How many cards `seat` can draw now, up to `wanted`.
    fn drawable(&self, seat: Seat, wanted: usize) -> usize {
        let available = usize::from(self.draw_size(seat)) + self.discards[seat.index()].len();
        available.min(wanted)
    }

    fn discard_tops(&self) -> [Option<DetectiveCard>; 2] {
        [0, 1].map(|s| self.discards[s].last().map(|&(c, _)| c))
    }

    fn challenge_winner(&self) -> Seat {
        self.challenge.map_or(self.active, |c| c.winner)
    }

    fn pile_may_be_taken(&self, letters: &[Letter]) -> bool {
        !self.one_card_per_letter
            || letters
                .iter()
                .any(|l| !self.collection.iter().any(|(c, _)| c == l))
    }

    /// Evaluates `position` and the ARROW chain from it until a record is needed.
    fn evaluate_from(&mut self, position: u8, record: usize) {
        let mut position = position;
        loop {
            let p = usize::from(position);
            let mut sums = [0u8; 2];
            let mut doubled = [false; 2];
            let mut arrow = false;
            while let Some((card, _)) = self.stacks[p].pop() {
                let owner = card.owner.index();
                self.emit(Event::Processed { position, card });
                sums[owner] = sums[owner].saturating_add(card.value);
                self.discards[owner].push((card, record));
                match card.symbol {
                    Some(Symbol::Double) => doubled[owner] = true,
                    Some(Symbol::Arrow) => arrow = true,
                    Some(Symbol::Stop) => {
                        let top = self.stacks[p].last().map(|&(c, _)| c);
                        self.emit(Event::Stopped { position, top });
                        break;
                    }
                    None => {}
                }
            }
            let scores = [0, 1].map(|s| {
                if doubled[s] {
                    sums[s].saturating_mul(2)
                } else {
                    sums[s]
                }
            });
            let winner = match scores[0].cmp(&scores[1]) {
                std::cmp::Ordering::Greater => Seat(0),
                std::cmp::Ordering::Less => Seat(1),
                std::cmp::Ordering::Equal => self.challenge_winner(),
            };
            self.emit(Event::Evaluated {
                position,
                scores,
                winner,
                arrow,
                discard_tops: self.discard_tops(),
            });
            if self.pile_sizes[p] > 0 {
                if winner == self.me {
                    self.next = Next::Look { position, arrow };
                    return;
                }
                self.emit(Event::PileSeen {
                    seat: winner,
                    position,
                    cards: None,
                });
                self.next = Next::Take {
                    seat: winner,
                    position,
                    arrow,
                };
                return;
            }
            self.reward_nothing(winner, position);
            if !arrow {
                self.end_phase(record);
                return;
            }
            position = (position + 1) % POSITIONS as u8;
        }
    }

    fn reward_nothing(&mut self, seat: Seat, position: u8) {
        let collection_size = if seat == self.me {
            self.collection.len() as u8
        } else {
            self.opponent_collection
        };
        self.emit(Event::Rewarded {
            seat,
            position,
            taken: false,
            letter: None,
            pile_size: self.pile_sizes[usize::from(position)],
            collection_size,
        });
    }

    /// After a reward: the end of the game, the next link of the chain or the next round.
    fn after_reward(&mut self, position: u8, arrow: bool, ended: bool, record: usize) {
        if ended {
            self.next = Next::Over;
        } else if arrow {
            self.evaluate_from((position + 1) % POSITIONS as u8, record);
        } else {
            self.end_phase(record);
        }
    }

    /// BS-END-7, BS-ROUND-4 to BS-ROUND-6: the round limit or the next round's draws.
    fn end_phase(&mut self, record: usize) {
        if self.max_rounds.is_some_and(|limit| self.round >= limit) {
            self.next = Next::Over;
            return;
        }
        let first = opponent(self.challenge_winner());
        self.round += 1;
        self.bids.clear();
        self.challenge = None;
        self.active = first;
        self.emit(Event::RoundStarted {
            round: self.round,
            first,
        });
        if first != self.me {
            for _ in 0..HAND_SIZE {
                let _ = self.draw(first, None, record);
            }
        }
        self.next = Next::Draw {
            cards: self.drawable(self.me, HAND_SIZE) as u8,
            then_opponent: first == self.me,
        };
    }

    /// Whether the game is over after the person's take (BS-END-1, BS-END-5 as far as
    /// the person can tell: every pile empty).
    fn over_after_my_take(&self) -> bool {
        longest_run(self.collection.iter().map(|&(l, _)| l)) >= WINNING_RUN
            || (!self.one_card_per_letter && self.pile_sizes.iter().all(|&s| s == 0))
    }

    /// Takes in record `index` (from 0), or refuses it.
    fn apply(&mut self, index: usize, record: &Record) -> Result<(), Refusal> {
        let number = index + 1;
        let me = self.me;
        let other = self.other();
        match (self.next, record) {
            (Next::Over, _) => invalid("the game is over (BS-END-3)"),
            (
                Next::Turn(active),
                &Record::Move {
                    seat,
                    card,
                    position,
                    bid,
                    drew,
                },
            ) => {
                if seat != active {
                    return invalid(format!(
                        "it is {}'s turn (BS-TURN-1)",
                        seat_name(active, me)
                    ));
                }
                if usize::from(position) >= POSITIONS {
                    return invalid("positions are numbered 0 to 4 (BS-SETUP-7)");
                }
                if bid > MAX_BID {
                    return invalid("a bid lies between 0 and 30 (BS-BID-2)");
                }
                if let Some(last) = self.bids.last().filter(|b| bid <= b.value) {
                    return invalid(format!(
                        "a bid must be higher than {} (BS-BID-4)",
                        last.value
                    ));
                }
                if seat != me && drew.is_some() {
                    return invalid("you do not see the opponent's draw (BS-INFO-4)");
                }
                let hand_size = if seat == me {
                    self.hand.len()
                } else {
                    usize::from(self.opponent_hand)
                };
                match card {
                    None if hand_size > 0 => {
                        return invalid("a move starts by placing a card from the hand (BS-TURN-3)")
                    }
                    Some(_) if hand_size == 0 => {
                        return invalid("the hand is empty: no card is placed (BS-TURN-10)")
                    }
                    _ => {}
                }
                if let Some(face) = card {
                    if face.value > crate::cards::MAX_VALUE {
                        return invalid("detective values run from 0 to 5 (BS-SETUP-2)");
                    }
                    if seat == me {
                        let Some(i) = self.hand.iter().position(|&(f, _)| f == face) else {
                            return self.conflict(self.whereabouts(me, face));
                        };
                        self.hand.remove(i);
                    } else {
                        self.opponent_has(face, index)?;
                        self.opponent_hand -= 1;
                    }
                    let placed = face.of(seat);
                    self.stacks[usize::from(position)].push((placed, number));
                    self.emit(Event::Placed {
                        seat,
                        card: placed,
                        position,
                    });
                }
                if seat == me && drew.is_none() && self.drawable(me, 1) > 0 {
                    return invalid("say which card you drew (BS-TURN-6)");
                }
                self.draw(seat, drew, number)?;
                self.bids.push(Bid { seat, value: bid });
                self.emit(Event::Bid { seat, value: bid });
                self.active = opponent(seat);
                self.next = Next::Turn(self.active);
                Ok(())
            }
            (Next::Turn(active), Record::Challenge { seat, hand }) => {
                if *seat != active {
                    return invalid(format!(
                        "it is {}'s turn (BS-TURN-1)",
                        seat_name(active, me)
                    ));
                }
                let Some(last) = self.bids.last().copied() else {
                    return invalid("there is no bid to challenge yet this round (BS-CHALLENGE-2)");
                };
                if hand.len() != usize::from(self.opponent_hand) {
                    return invalid(format!(
                        "the opponent holds {} cards (BS-CHALLENGE-4)",
                        self.opponent_hand
                    ));
                }
                for (i, &face) in hand.iter().enumerate() {
                    if face.value > crate::cards::MAX_VALUE {
                        return invalid("detective values run from 0 to 5 (BS-SETUP-2)");
                    }
                    let before = face_count(hand[..i].iter().copied(), face);
                    let out = self
                        .out_of_hand(other)
                        .filter(|(c, _)| c.face() == face)
                        .count();
                    if out + before >= face_count(self.deck, face) {
                        return self.conflict(self.whereabouts(other, face));
                    }
                }
                let hands: [Vec<DetectiveCard>; 2] = [0, 1].map(|s| {
                    if Seat(s) == me {
                        self.hand.iter().map(|&(f, _)| f.of(me)).collect()
                    } else {
                        hand.iter().map(|&f| f.of(other)).collect()
                    }
                });
                let total: u8 = hands.iter().flatten().map(|c| c.value).sum();
                let winner = if total < last.value { *seat } else { last.seat };
                let result = ChallengeResult {
                    challenger: *seat,
                    bidder: last.seat,
                    bid: last.value,
                    total,
                    winner,
                };
                let mut trial = self.belief.clone();
                if let Some(belief) = trial.as_mut() {
                    belief.observe(&Event::Challenged {
                        result,
                        hands: hands.clone(),
                    });
                    if !belief.agrees(0, self.draw_size(other)) {
                        let records: Vec<usize> = [self.opponent_reshuffled]
                            .into_iter()
                            .filter(|&r| r > 0)
                            .collect();
                        return Err(Refusal::Conflict {
                            records,
                            dealt: false,
                            detail: "their hand cannot be these cards: since their draw pile \
                                     was reshuffled its cards are known"
                                .into(),
                        });
                    }
                }
                self.emit(Event::Challenged {
                    result,
                    hands: hands.clone(),
                });
                for (s, cards) in hands.iter().enumerate() {
                    for &card in cards {
                        self.discards[s].push((card, number));
                    }
                }
                self.hand.clear();
                self.opponent_hand = 0;
                self.emit(Event::HandsDiscarded {
                    discard_tops: self.discard_tops(),
                });
                self.challenge = Some(result);
                self.next = Next::Choose(winner);
                Ok(())
            }
            (Next::Choose(seat), &Record::Choose { position }) => {
                if usize::from(position) >= POSITIONS {
                    return invalid("positions are numbered 0 to 4 (BS-SETUP-7)");
                }
                self.emit(Event::Chosen { seat, position });
                self.evaluate_from(position, number);
                Ok(())
            }
            (Next::Look { position, arrow }, Record::Look { letters }) => {
                let p = usize::from(position);
                if letters.len() != usize::from(self.pile_sizes[p]) {
                    return invalid(format!(
                        "the evidence pile at {{position {position}}} holds {} cards (BS-INFO-11)",
                        self.pile_sizes[p]
                    ));
                }
                if let Some((seen, r)) = &self.looked[p] {
                    if !is_subsequence(letters, seen) {
                        return Err(Refusal::Conflict {
                            records: vec![*r],
                            dealt: false,
                            detail: format!(
                                "the pile at {{position {position}}} held {} when you looked, and a pile only \
                                 loses cards (BS-EVIDENCE-5)",
                                letter_words(seen)
                            ),
                        });
                    }
                }
                for letter in letters {
                    let here = letters.iter().filter(|l| *l == letter).count();
                    let mut records = Vec::new();
                    let mut elsewhere = 0;
                    for &(l, r) in &self.collection {
                        if l == *letter {
                            elsewhere += 1;
                            records.push(r);
                        }
                    }
                    for (q, seen) in self.looked.iter().enumerate() {
                        if let (Some((seen, r)), true) = (seen, q != p) {
                            let certain =
                                crate::notebook::piles::certainly_left(seen, self.pile_sizes[q]);
                            let n = certain.iter().filter(|l| *l == letter).count();
                            if n > 0 {
                                elsewhere += n;
                                records.push(*r);
                            }
                        }
                    }
                    if here + elsewhere > 2 {
                        records.sort_unstable();
                        records.dedup();
                        return Err(Refusal::Conflict {
                            records,
                            dealt: false,
                            detail: format!(
                                "there are two cards {letter} (BS-SETUP-5), and {elsewhere} \
                                 {} elsewhere",
                                if elsewhere == 1 { "is" } else { "are" }
                            ),
                        });
                    }
                }
                self.looked[p] = Some((letters.clone(), number));
                self.emit(Event::PileSeen {
                    seat: me,
                    position,
                    cards: Some(letters.clone()),
                });
                if self.pile_may_be_taken(letters) {
                    self.next = Next::Take {
                        seat: me,
                        position,
                        arrow,
                    };
                } else {
                    self.reward_nothing(me, position);
                    self.after_reward(position, arrow, false, number);
                }
                Ok(())
            }
            (
                Next::Take {
                    seat,
                    position,
                    arrow,
                },
                &Record::Take { letter, ends },
            ) => {
                let p = usize::from(position);
                if seat == me {
                    let Some(letter) = letter else {
                        return invalid("say which evidence card you took (BS-EVIDENCE-2)");
                    };
                    let seen = self.looked[p].as_ref().map_or(&[][..], |(l, _)| &l[..]);
                    if !seen.contains(&letter) {
                        return invalid(format!(
                            "the pile at {{position {position}}} holds no {letter} (BS-EVIDENCE-3)"
                        ));
                    }
                    if self.one_card_per_letter && self.collection.iter().any(|&(l, _)| l == letter)
                    {
                        return invalid(format!(
                            "with one card per letter you cannot take a second {letter} (BS-EVIDENCE-8)"
                        ));
                    }
                    if let Some((pile, _)) = self.looked[p].as_mut() {
                        if let Some(i) = pile.iter().position(|&l| l == letter) {
                            pile.remove(i);
                        }
                    }
                    self.collection.push((letter, number));
                } else {
                    if letter.is_some() {
                        return invalid("you do not see the opponent's evidence card (BS-INFO-8)");
                    }
                    self.opponent_collection += 1;
                }
                self.pile_sizes[p] -= 1;
                let collection_size = if seat == me {
                    self.collection.len() as u8
                } else {
                    self.opponent_collection
                };
                self.emit(Event::Rewarded {
                    seat,
                    position,
                    taken: true,
                    letter: letter.filter(|_| seat == me),
                    pile_size: self.pile_sizes[p],
                    collection_size,
                });
                let ended = if seat == me {
                    ends || self.over_after_my_take()
                } else {
                    ends || (!self.one_card_per_letter && self.pile_sizes.iter().all(|&s| s == 0))
                };
                self.after_reward(position, arrow, ended, number);
                Ok(())
            }
            (
                Next::Take {
                    seat,
                    position,
                    arrow,
                },
                Record::Pass,
            ) => {
                if !self.one_card_per_letter {
                    return invalid(
                        "the winner takes a card from a pile that is not empty (BS-EVIDENCE-2)",
                    );
                }
                if seat == me {
                    return invalid("you may take a card of this pile (BS-EVIDENCE-2)");
                }
                self.reward_nothing(seat, position);
                self.after_reward(position, arrow, false, number);
                Ok(())
            }
            (
                Next::Draw {
                    cards: wanted,
                    then_opponent,
                },
                Record::Draw { cards },
            ) => {
                if cards.len() != usize::from(wanted) {
                    return invalid(format!(
                        "you draw {wanted} cards at the start of this round (BS-ROUND-6)"
                    ));
                }
                for &face in cards {
                    self.draw(me, Some(face), number)?;
                }
                for _ in cards.len()..HAND_SIZE {
                    self.emit(Event::DrawSkipped { seat: me });
                }
                if then_opponent {
                    for _ in 0..HAND_SIZE {
                        let _ = self.draw(other, None, number);
                    }
                }
                self.next = Next::Turn(self.active);
                Ok(())
            }
            (next, _) => invalid(format!("now {}", next_words(next, me))),
        }
    }

    /// The view the person's seat would have online.
    fn view(&self) -> View {
        let me = self.me;
        let seat_view = |seat: Seat| SeatView {
            seat,
            draw_size: self.draw_size(seat),
            hand_size: if seat == me {
                self.hand.len() as u8
            } else {
                self.opponent_hand
            },
            discard_size: self.discards[seat.index()].len() as u8,
            discard_top: self.discards[seat.index()].last().map(|&(c, _)| c),
            collection_size: if seat == me {
                self.collection.len() as u8
            } else {
                self.opponent_collection
            },
        };
        let phase = match self.next {
            Next::Turn(seat) => PhaseView::Turn { seat },
            Next::Choose(seat) => PhaseView::Choose { seat },
            Next::Look { position, arrow } => PhaseView::Take {
                seat: me,
                position,
                arrow,
                pile: None,
            },
            Next::Take {
                seat,
                position,
                arrow,
            } => PhaseView::Take {
                seat,
                position,
                arrow,
                pile: (seat == me)
                    .then(|| {
                        self.looked[usize::from(position)]
                            .as_ref()
                            .map(|(l, _)| l.clone())
                    })
                    .flatten(),
            },
            _ => PhaseView::Turn { seat: self.active },
        };
        View {
            viewer: Viewer::Seat(me),
            round: self.round,
            max_rounds: self.max_rounds,
            one_card_per_letter: self.one_card_per_letter,
            detective_composition: Composition::default(),
            phase,
            active: self.active,
            bids: self.bids.clone(),
            challenge: self.challenge,
            seats: [seat_view(Seat(0)), seat_view(Seat(1))],
            stacks: std::array::from_fn(|p| StackView {
                size: self.stacks[p].len() as u8,
                top: self.stacks[p].last().map(|&(c, _)| c),
            }),
            evidence_sizes: self.pile_sizes,
            hand: Some(self.hand.iter().map(|&(f, _)| f.of(me)).collect()),
            collection: Some(self.collection.iter().map(|&(l, _)| l).collect()),
            collections: None,
            hands: None,
            evidence: None,
            winner: None,
        }
    }

    /// The events the person's seat would have received online (the end's excepted).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn next(&self) -> Next {
        self.next
    }
}

fn is_subsequence(part: &[Letter], whole: &[Letter]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|l| rest.any(|w| w == l))
}

fn letter_words(letters: &[Letter]) -> String {
    if letters.is_empty() {
        return "no card".into();
    }
    letters.iter().map(Letter::to_string).collect()
}

fn next_words(next: Next, me: Seat) -> String {
    match next {
        Next::Turn(seat) => format!("{} move or challenge", seat_name(seat, me)),
        Next::Choose(seat) => format!(
            "{} won the challenge and choose the first position",
            seat_name(seat, me)
        ),
        Next::Look { position, .. } => {
            format!("you won at {{position {position}}}: give the letters of its pile")
        }
        Next::Take { seat, position, .. } => {
            format!(
                "{} won at {{position {position}}} and take a card",
                seat_name(seat, me)
            )
        }
        Next::Draw { cards, .. } => format!("a new round: give the {cards} cards you drew"),
        Next::Over => "the game is over".into(),
    }
}

impl Session {
    /// A new session, checked.
    pub fn new(me: Seat, first: Seat, hand: Vec<Face>) -> Result<Session, Refusal> {
        let session = Session {
            me,
            first,
            hand,
            one_card_per_letter: false,
            max_rounds: None,
            names: Vec::new(),
            records: Vec::new(),
        };
        session.check_table()?;
        Ok(session)
    }

    fn check_table(&self) -> Result<(), Refusal> {
        if self.me.index() >= 2 || self.first.index() >= 2 {
            return invalid("the seats are 0 and 1 (BS-SETUP-1)");
        }
        if self.hand.len() != HAND_SIZE {
            return invalid("you are dealt three cards (BS-SETUP-9)");
        }
        let deck = Composition::default()
            .canonical_deck()
            .unwrap_or([Face::default(); DECK_SIZE]);
        for &face in &self.hand {
            if face_count(self.hand.iter().copied(), face) > face_count(deck, face) {
                return invalid(format!(
                    "a deck holds {} cards {face} (BS-SETUP-2)",
                    face_count(deck, face)
                ));
            }
        }
        if self
            .max_rounds
            .is_some_and(|n| n == 0 || n > MAX_ROUND_LIMIT)
        {
            return invalid(format!(
                "the round limit lies between 1 and {MAX_ROUND_LIMIT} (BS-END-7)"
            ));
        }
        companion::check_names(&self.names, 2).or_else(invalid)?;
        if self.records.len() > MAX_RECORDS {
            return invalid(format!("a session holds at most {MAX_RECORDS} records"));
        }
        Ok(())
    }

    /// The table after every record, or the first refusal (its record named); a conflict
    /// leaves out of the records it names `changed`, the record just added or corrected.
    pub fn table(&self, changed: Option<usize>) -> Result<Table, Refusal> {
        self.check_table()?;
        let mut table = Table::new(self);
        for (index, record) in self.records.iter().enumerate() {
            match table.apply(index, record) {
                Ok(()) => {}
                Err(Refusal::Conflict {
                    mut records,
                    dealt,
                    detail,
                }) => {
                    // The refused record is named too, unless it is the one just changed.
                    records.push(index + 1);
                    records.retain(|&r| r > 0 && Some(r) != changed);
                    records.sort_unstable();
                    records.dedup();
                    let detail = format!("{}: {detail}", self.describe(index + 1));
                    if records.is_empty() && !dealt {
                        // Nothing earlier to name: the record is impossible on its own.
                        return Err(Refusal::Invalid(detail));
                    }
                    return Err(Refusal::Conflict {
                        records,
                        dealt,
                        detail,
                    });
                }
                Err(invalid) => return Err(invalid.of_record(index + 1)),
            }
        }
        Ok(table)
    }

    /// The notebook of everything recorded, with the table.
    pub fn notebook(&self) -> Result<(Notebook, Table), Refusal> {
        self.check(None)
    }

    /// Checks a whole session and gives its notebook; `changed` as for [`Session::table`].
    pub fn check(&self, changed: Option<usize>) -> Result<(Notebook, Table), Refusal> {
        let table = self.table(changed)?;
        let notebook = Notebook::new(&table.view(), table.events())
            .ok_or_else(|| Refusal::Invalid("the seats are 0 and 1 (BS-SETUP-1)".into()))?;
        Ok((notebook, table))
    }

    fn who(&self, seat: Seat) -> String {
        if seat == self.me {
            "you".into()
        } else {
            format!("{{seat {}}}", seat.0)
        }
    }

    /// Record `number` (from 1) in words, the opponent as `{seat N}`.
    pub fn describe(&self, number: usize) -> String {
        let Some(record) = number.checked_sub(1).and_then(|i| self.records.get(i)) else {
            return format!("#{number}");
        };
        let faces = |cards: &[Face]| {
            let names: Vec<String> = cards.iter().map(Face::to_string).collect();
            if names.is_empty() {
                "nothing".to_string()
            } else {
                names.join(" ")
            }
        };
        let text = match record {
            Record::Move {
                seat,
                card,
                position,
                bid,
                drew,
            } => {
                let placed = match card {
                    Some(face) => format!("placed {face} at {{position {position}}}"),
                    None => "placed no card".into(),
                };
                let drew = match drew {
                    Some(face) => format!(", drew {face}"),
                    None => String::new(),
                };
                format!("{} {placed}{drew} and bid {bid}", self.who(*seat))
            }
            Record::Challenge { seat, hand } => format!(
                "{} challenged; the opponent showed {}",
                self.who(*seat),
                faces(hand)
            ),
            Record::Choose { position } => format!("{{position {position}}} was chosen"),
            Record::Look { letters } => {
                format!("you looked at the pile: {}", letter_words(letters))
            }
            Record::Take {
                letter: Some(letter),
                ends,
            } => format!(
                "you took {letter}{}",
                if *ends { ", ending the game" } else { "" }
            ),
            Record::Take { ends, .. } => format!(
                "the opponent took a card{}",
                if *ends { ", ending the game" } else { "" }
            ),
            Record::Pass => "the winner took no card".into(),
            Record::Draw { cards } => format!("you drew {}", faces(cards)),
        };
        format!("#{number}: {text}")
    }
}

/// The opponent's cards not seen where they are (in their hand or draw pile), by face.
pub fn unseen(table: &Table) -> Vec<(Face, usize)> {
    let other = table.other();
    let mut faces: Vec<Face> = table.deck.to_vec();
    faces.dedup();
    faces
        .into_iter()
        .map(|face| {
            let out = table
                .out_of_hand(other)
                .filter(|(c, _)| c.face() == face)
                .count();
            (face, face_count(table.deck, face).saturating_sub(out))
        })
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// The runs of seven letters `collection` lacks fewest letters of, with those letters.
pub fn needs(collection: &[Letter]) -> Vec<Vec<Letter>> {
    let windows: Vec<Vec<Letter>> = (0..=LETTERS - usize::from(WINNING_RUN))
        .map(|start| {
            (start..start + usize::from(WINNING_RUN))
                .filter_map(|i| Letter::new(i as u8))
                .filter(|l| !collection.contains(l))
                .collect()
        })
        .collect();
    let fewest = windows.iter().map(Vec::len).min().unwrap_or(0);
    windows.into_iter().filter(|w| w.len() == fewest).collect()
}

fn next_json(next: Next, me: Seat) -> Value {
    let (what, seat, position) = match next {
        Next::Turn(seat) => ("turn", Some(seat), None),
        Next::Choose(seat) => ("choose", Some(seat), None),
        Next::Look { position, .. } => ("look", Some(me), Some(position)),
        Next::Take { seat, position, .. } => ("take", Some(seat), Some(position)),
        Next::Draw { .. } => ("draw", Some(me), None),
        Next::Over => ("over", None, None),
    };
    let cards = match next {
        Next::Draw { cards, .. } => Some(cards),
        _ => None,
    };
    json!({"what": what, "seat": seat, "position": position, "cards": cards})
}

/// The companion's answer for a session that checked: the online notebook's report
/// (`notebook::report`: every stack with its covered cards, the piles, the opponent's
/// discards, the exact distribution of their hand total and of the six-card total, the
/// chance it reaches the bid), what is expected next, the person's hand, the opponent's
/// unseen cards, and the letters each side needs.
pub fn answer_of(notebook: &Notebook, table: &Table) -> Value {
    let me = table.me;
    let other = table.other();
    let mine: Vec<Letter> = table.collection.iter().map(|&(l, _)| l).collect();
    let unseen: Vec<Value> = unseen(table)
        .into_iter()
        .map(|(face, count)| json!({"value": face.value, "symbol": face.symbol, "count": count}))
        .collect();
    let hand_sizes = [0, 1].map(|s| {
        if Seat(s) == me {
            table.hand.len() as u8
        } else {
            table.opponent_hand
        }
    });
    json!({
        "notebook": report(notebook),
        "round": table.round,
        "next": next_json(table.next, me),
        "bids": table.bids,
        "hand": table.hand.iter().map(|&(f, _)| f).collect::<Vec<Face>>(),
        "unseen": unseen,
        "draw_sizes": [table.draw_size(Seat(0)), table.draw_size(Seat(1))],
        "hand_sizes": hand_sizes,
        "mine": {
            "collection": mine,
            "longest_run": longest_run(mine.iter().copied()),
            "needs": needs(&mine),
        },
        "theirs": {
            "collection_size": table.opponent_collection,
            "needs_at_least": usize::from(WINNING_RUN).saturating_sub(usize::from(table.opponent_collection)),
        },
        "opponent": other,
    })
}

impl companion::Records for Session {
    type Record = Record;
    type Checked = (Notebook, Table);
    type Refusal = Refusal;
    const MAX_RECORDS: usize = MAX_RECORDS;

    fn records(&self) -> &[Record] {
        &self.records
    }

    fn records_mut(&mut self) -> &mut Vec<Record> {
        &mut self.records
    }

    fn check_change(&self, changed: usize) -> Result<(Notebook, Table), Refusal> {
        self.check(Some(changed))
    }

    fn check_whole(&self) -> Result<(Notebook, Table), Refusal> {
        self.check(None)
    }
}

impl companion::Session for Session {
    const NAME: &'static str = "a Bakerstreet companion session";
    const GAME: &'static str = <crate::Bakerstreet as whodunit_engine::Game>::NAME;

    /// See [`answer_of`].
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError> {
        let (notebook, table) = self.check(changed)?;
        Ok(answer_of(&notebook, &table))
    }
}

/// The web companion's answer for a session (`POST /api/companion/bakerstreet`): see
/// [`answer_of`], or why it is refused ([`companion::conflict`]).
pub fn answer(request: &Value) -> Result<Value, CompanionError> {
    companion::answer::<Session>(request)
}
