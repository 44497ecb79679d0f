//! Every certain fact with its reason in plain words.
//!
//! A small set of rules derives facts and records why: a card's holder excludes everyone
//! else; a pass; a refutation whose other cards the refuter lacks; full and forced hands;
//! one envelope card per category; a card with a single place left; a wrong accusation.
//! The counts then decide what the rules did not reach: those facts follow only from
//! everything taken together, and their reason says so. After each such fact the rules run
//! again, so that its simple consequences get simple reasons.

use super::count::Counts;
use super::observation::{Entry, Observations};
use super::words::{self, Person};
use super::Holder;
use crate::cards::{Card, Category};

/// A certain fact: `holder` has `card` (`holds`) or certainly has not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    pub card: Card,
    pub holder: Holder,
    pub holds: bool,
    /// One sentence: the fact, a colon, and why.
    pub reason: String,
    /// The earlier facts the reason relies on (indices into the fact list).
    pub premises: Vec<usize>,
    /// The entries the reason relies on directly (indices into the observations).
    pub entries: Vec<usize>,
    /// True if no simple rule reached it and only the count over all deals proves it.
    pub by_counting: bool,
}

/// The facts about `observations`, whose consistent deals `counts` counted.
pub fn explain(observations: &Observations, counts: &Counts) -> Vec<Fact> {
    let mut book = Book::new(observations);
    loop {
        while book.apply_rules() {}
        let Some((card, holder, holds)) = book.first_unreached(counts) else {
            break;
        };
        let reason = book.counted_reason(card, holder, holds, counts.total);
        book.record(card, holder, holds, reason, Vec::new(), Vec::new(), true);
    }
    book.facts
}

/// The facts so far, by card and holder.
struct Book<'a> {
    observations: &'a Observations,
    holders: usize,
    /// `known[card][holder]`: whether the holder has the card, and the fact saying so.
    known: Vec<Vec<Option<(bool, usize)>>>,
    facts: Vec<Fact>,
}

impl<'a> Book<'a> {
    fn new(observations: &'a Observations) -> Book<'a> {
        let holders = 1 + observations.seat_count();
        Book {
            observations,
            holders,
            known: vec![vec![None; holders]; Card::COUNT],
            facts: Vec::new(),
        }
    }

    fn get(&self, card: Card, holder: usize) -> Option<(bool, usize)> {
        self.known[card.index()][holder]
    }

    /// Whether nothing is known yet of `card` and `holder` (checked before writing a reason).
    fn open(&self, card: Card, holder: usize) -> bool {
        self.get(card, holder).is_none()
    }

    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        card: Card,
        holder: Holder,
        holds: bool,
        reason: String,
        premises: Vec<usize>,
        entries: Vec<usize>,
        by_counting: bool,
    ) -> bool {
        if self.known[card.index()][holder.index()].is_some() {
            return false;
        }
        self.known[card.index()][holder.index()] = Some((holds, self.facts.len()));
        self.facts.push(Fact {
            card,
            holder,
            holds,
            reason,
            premises,
            entries,
            by_counting,
        });
        true
    }

    fn person(&self, holder: usize) -> Option<Person> {
        match Holder::from_index(holder) {
            Holder::Envelope => None,
            Holder::Seat(seat) => Some(self.observations.person(seat)),
        }
    }

    /// "Professor Plum holds the Rope" / "the Rope is not in the envelope".
    fn statement(&self, card: Card, holder: usize, holds: bool) -> String {
        let named = words::card(card);
        match (self.person(holder), holds) {
            (None, true) => capitalised(&format!("{named} is in the envelope")),
            (None, false) => capitalised(&format!("{named} is not in the envelope")),
            (Some(p), true) => format!("{} {} {named}", p.name(), p.verb("hold")),
            (Some(p), false) => format!("{} {} not hold {named}", p.name(), p.verb("do")),
        }
    }

    /// Who has a card, as the end of a reason: "Professor Plum holds it", "you hold it",
    /// "it is in the envelope".
    fn placed(&self, holder: usize) -> String {
        match self.person(holder) {
            None => "it is in the envelope".to_string(),
            Some(p) => format!("{} {} it", p.inner(), p.verb("hold")),
        }
    }

    /// Runs every rule once; true if any fact was added.
    fn apply_rules(&mut self) -> bool {
        let mut changed = self.entries_alone();
        changed |= self.single_holder();
        changed |= self.refutations();
        changed |= self.full_hands();
        changed |= self.envelope_categories();
        changed |= self.last_place();
        changed |= self.wrong_accusations();
        changed
    }

    /// Held cards, passes and the envelope seen.
    fn entries_alone(&mut self) -> bool {
        let mut changed = false;
        for (index, noted) in self.observations.entries().iter().enumerate() {
            match noted.entry {
                Entry::Holds { seat, card } if self.open(card, 1 + seat.index()) => {
                    let holder = Holder::Seat(seat);
                    let p = self.observations.person(seat);
                    let why = if p.is_me {
                        "it is in your hand".to_string()
                    } else {
                        format!("{} showed it to you", p.pronoun())
                    };
                    let reason = format!("{}: {why}.", self.statement(card, holder.index(), true));
                    changed |= self.record(card, holder, true, reason, vec![], vec![index], false);
                }
                Entry::LacksAll { seat, cards } => {
                    let holder = Holder::Seat(seat);
                    let p = self.observations.person(seat);
                    for card in cards.iter() {
                        if !self.open(card, holder.index()) {
                            continue;
                        }
                        let reason = format!(
                            "{}: {} passed on {}.",
                            self.statement(card, holder.index(), false),
                            p.pronoun(),
                            words::slashed(cards)
                        );
                        changed |=
                            self.record(card, holder, false, reason, vec![], vec![index], false);
                    }
                }
                Entry::Envelope(triple) => {
                    for card in triple.cards().iter() {
                        if !self.open(card, 0) {
                            continue;
                        }
                        let reason =
                            format!("{}: you saw the envelope.", self.statement(card, 0, true));
                        changed |= self.record(
                            card,
                            Holder::Envelope,
                            true,
                            reason,
                            vec![],
                            vec![index],
                            false,
                        );
                    }
                }
                _ => {}
            }
        }
        changed
    }

    /// A card that one holder has is nowhere else.
    fn single_holder(&mut self) -> bool {
        let mut changed = false;
        for card in Card::all() {
            let Some(owner) = (0..self.holders).find(|&h| self.get(card, h).is_some_and(|k| k.0))
            else {
                continue;
            };
            let premise = self.get(card, owner).expect("known").1;
            for other in (0..self.holders).filter(|&h| h != owner) {
                if !self.open(card, other) {
                    continue;
                }
                let reason = format!(
                    "{}: {}.",
                    self.statement(card, other, false),
                    self.placed(owner)
                );
                changed |= self.record(
                    card,
                    Holder::from_index(other),
                    false,
                    reason,
                    vec![premise],
                    vec![],
                    false,
                );
            }
        }
        changed
    }

    /// A refuter who lacks all but one of the named cards holds that one.
    fn refutations(&mut self) -> bool {
        let mut changed = false;
        for (index, noted) in self.observations.entries().iter().enumerate() {
            let Entry::HoldsOneOf { seat, cards } = noted.entry else {
                continue;
            };
            let holder = 1 + seat.index();
            if cards
                .iter()
                .any(|c| self.get(c, holder).is_some_and(|k| k.0))
            {
                continue;
            }
            let open: Vec<Card> = cards
                .iter()
                .filter(|&c| self.get(c, holder).is_none())
                .collect();
            let [card] = open[..] else {
                continue;
            };
            let lacked: Vec<Card> = cards.iter().filter(|&c| c != card).collect();
            let premises = lacked
                .iter()
                .map(|&c| self.get(c, holder).expect("lacked").1)
                .collect();
            let p = self.observations.person(seat);
            let names: Vec<String> = lacked.iter().map(|&c| words::card(c)).collect();
            let reason = format!(
                "{}: {} showed a card for {}, and {} {} {}.",
                self.statement(card, holder, true),
                p.pronoun(),
                words::slashed(cards),
                p.pronoun(),
                p.verb("hold"),
                words::neither(&names)
            );
            changed |= self.record(
                card,
                Holder::Seat(seat),
                true,
                reason,
                premises,
                vec![index],
                false,
            );
        }
        changed
    }

    /// A hand whose cards are all known holds nothing else; a hand with as many possible
    /// cards as places holds them all.
    fn full_hands(&mut self) -> bool {
        let mut changed = false;
        for seat in self.observations.seats() {
            let holder = 1 + seat.index();
            let size = self.observations.hand_size(seat) as usize;
            let p = self.observations.person(seat);
            let held: Vec<Card> = Card::all()
                .filter(|&c| self.get(c, holder).is_some_and(|k| k.0))
                .collect();
            let possible: Vec<Card> = Card::all()
                .filter(|&c| self.get(c, holder).is_none_or(|k| k.0))
                .collect();
            let (cards, holds, list) = if held.len() == size {
                (Card::all().collect::<Vec<_>>(), false, &held)
            } else if possible.len() == size {
                (possible.clone(), true, &possible)
            } else {
                continue;
            };
            let names: Vec<String> = list.iter().map(|&c| words::card(c)).collect();
            // A full hand rests on the cards it holds; a forced one on those it lacks.
            let premises: Vec<usize> = Card::all()
                .filter_map(|c| self.get(c, holder).filter(|k| k.0 != holds).map(|k| k.1))
                .collect();
            for card in cards {
                if !self.open(card, holder) {
                    continue;
                }
                let why = match (holds, p.is_me) {
                    (false, true) => "it is not in your hand".to_string(),
                    (false, false) => format!(
                        "{} {size} cards are all known ({})",
                        p.possessive(),
                        words::and_list(&names)
                    ),
                    (true, _) => format!(
                        "{} {} {size} cards and only {} are possible",
                        p.pronoun(),
                        p.verb("have"),
                        words::and_list(&names)
                    ),
                };
                let reason = format!("{}: {why}.", self.statement(card, holder, holds));
                changed |= self.record(
                    card,
                    Holder::Seat(seat),
                    holds,
                    reason,
                    premises.clone(),
                    vec![],
                    false,
                );
            }
        }
        changed
    }

    /// The envelope holds one card of each category: once it is known, the others are
    /// out; once all others are out, it is the last one.
    fn envelope_categories(&mut self) -> bool {
        let mut changed = false;
        for category in [Category::Suspect, Category::Weapon, Category::Room] {
            let noun = match category {
                Category::Suspect => "suspect",
                Category::Weapon => "weapon",
                Category::Room => "room",
            };
            let cards: Vec<Card> = Card::all().filter(|c| c.category() == category).collect();
            if let Some(&inside) = cards.iter().find(|&&c| self.get(c, 0).is_some_and(|k| k.0)) {
                let premise = self.get(inside, 0).expect("known").1;
                for &card in cards.iter().filter(|&&c| c != inside) {
                    if !self.open(card, 0) {
                        continue;
                    }
                    let reason = format!(
                        "{}: the envelope's {noun} is {}.",
                        self.statement(card, 0, false),
                        words::card(inside)
                    );
                    changed |= self.record(
                        card,
                        Holder::Envelope,
                        false,
                        reason,
                        vec![premise],
                        vec![],
                        false,
                    );
                }
                continue;
            }
            let open: Vec<Card> = cards
                .iter()
                .copied()
                .filter(|&c| self.get(c, 0).is_none())
                .collect();
            if let [card] = open[..] {
                let premises = cards
                    .iter()
                    .filter_map(|&c| self.get(c, 0).map(|k| k.1))
                    .collect();
                let reason = format!(
                    "{}: every other {noun} is known to be outside it.",
                    self.statement(card, 0, true)
                );
                changed |= self.record(
                    card,
                    Holder::Envelope,
                    true,
                    reason,
                    premises,
                    vec![],
                    false,
                );
            }
        }
        changed
    }

    /// A card that every holder but one lacks is with that one.
    fn last_place(&mut self) -> bool {
        let mut changed = false;
        for card in Card::all() {
            let open: Vec<usize> = (0..self.holders)
                .filter(|&h| self.get(card, h).is_none_or(|k| k.0))
                .collect();
            let [holder] = open[..] else {
                continue;
            };
            if self.get(card, holder).is_some() {
                continue;
            }
            let premises = (0..self.holders)
                .filter_map(|h| self.get(card, h).map(|k| k.1))
                .collect();
            let why = if holder == 0 {
                "nobody holds it"
            } else {
                "it is neither in the envelope nor in any other hand"
            };
            let reason = format!("{}: {why}.", self.statement(card, holder, true));
            changed |= self.record(
                card,
                Holder::from_index(holder),
                true,
                reason,
                premises,
                vec![],
                false,
            );
        }
        changed
    }

    /// A wrong accusation whose other cards are in the envelope leaves its last card out.
    fn wrong_accusations(&mut self) -> bool {
        let mut changed = false;
        for (index, noted) in self.observations.entries().iter().enumerate() {
            let Entry::NotEnvelope(triple) = noted.entry else {
                continue;
            };
            let cards = triple.cards();
            let inside: Vec<Card> = cards
                .iter()
                .filter(|&c| self.get(c, 0).is_some_and(|k| k.0))
                .collect();
            let open: Vec<Card> = cards.iter().filter(|&c| self.get(c, 0).is_none()).collect();
            let ([card], 2) = (&open[..], inside.len()) else {
                continue;
            };
            let premises = inside
                .iter()
                .map(|&c| self.get(c, 0).expect("known").1)
                .collect();
            let names: Vec<String> = inside.iter().map(|&c| words::card(c)).collect();
            let reason = format!(
                "{}: your accusation {} was wrong, and the envelope holds {}.",
                self.statement(*card, 0, false),
                words::slashed(cards),
                words::and_list(&names)
            );
            changed |= self.record(
                *card,
                Holder::Envelope,
                false,
                reason,
                premises,
                vec![index],
                false,
            );
        }
        changed
    }

    /// The first certain fact (by the counts) that no rule has reached yet.
    fn first_unreached(&self, counts: &Counts) -> Option<(Card, Holder, bool)> {
        Card::all().find_map(|card| {
            (0..self.holders).find_map(|h| {
                let n = counts.by_card[card.index()][h];
                let certain = n == 0 || n == counts.total;
                (certain && self.get(card, h).is_none())
                    .then(|| (card, Holder::from_index(h), n == counts.total))
            })
        })
    }

    fn counted_reason(&self, card: Card, holder: Holder, holds: bool, total: u64) -> String {
        let deals = if total == 1 {
            "the only deal".to_string()
        } else {
            format!("every one of the {total} deals")
        };
        let consequence = match (self.person(holder.index()), holds) {
            (Some(p), true) => format!("{} {} it", p.pronoun(), p.verb("hold")),
            (Some(p), false) => format!("{} {} not hold it", p.pronoun(), p.verb("do")),
            (None, true) => "it is in the envelope".to_string(),
            (None, false) => "it is not in the envelope".to_string(),
        };
        format!(
            "{}: this follows from the hand sizes and your observations taken together; in \
             {deals} consistent with what you saw, {consequence}.",
            self.statement(card, holder.index(), holds)
        )
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
