//! Companion mode: a notebook for a person playing the physical game (cluedo.md,
//! "Companion mode"). They give the table (players in turn order, their own seat, the
//! dealer, their hand) and then record what happens: each suggestion with who refuted it
//! (and the card, when they saw it), and each accusation. The session keeps those records,
//! turns them into notebook entries, and refuses a record that contradicts the others,
//! naming the records it conflicts with. A session is plain JSON, so it can be saved and
//! resumed; [`answer`] is the same check for a session sent whole by the web companion.

use crate::cards::{Card, Suspect, Triple};
use crate::notebook::report::report;
use crate::notebook::words::{self, Person};
use crate::notebook::{Conflict, Entry, Notebook, Observations};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use whodunit_engine::{companion, CompanionError, Seat};

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// `by` suggested `triple`; the players after `by` in turn order passed until
    /// `refuted_by`, who showed a card (`card`, when this player saw it). Nobody refuted
    /// when `refuted_by` is `None`.
    Suggestion {
        by: Seat,
        triple: Triple,
        refuted_by: Option<Seat>,
        card: Option<Card>,
    },
    /// This player's own accusation, and whether it was right; a wrong one may come with
    /// the envelope, if the table lets the accuser see it (CL-ACCUSE-7).
    Accusation {
        triple: Triple,
        correct: bool,
        envelope: Option<Triple>,
    },
}

/// A companion session: the table and everything recorded so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// The players' suspects in turn order (seat 0 first).
    pub players: Vec<Suspect>,
    pub me: Seat,
    pub dealer: Seat,
    pub hand: Vec<Card>,
    pub records: Vec<Record>,
}

// The refusal every companion gives; here the person's own cards are their hand.
whodunit_engine::companion_refusal!(hand, "your hand", words::and_list);

/// Hand sizes in seat order when `dealer` deals 18 cards to `players` seats, starting on
/// the dealer's left (CL-SETUP-12, CL-SETUP-13).
pub fn hand_sizes(players: usize, dealer: Seat) -> Vec<u8> {
    let mut sizes = vec![0u8; players];
    for i in 0..crate::notebook::observation::DEALT {
        sizes[(dealer.index() + 1 + i) % players] += 1;
    }
    sizes
}

impl Session {
    /// A new session, checked: 2 to 6 different players, the right number of distinct
    /// cards in hand for the seat's hand size.
    pub fn new(
        players: Vec<Suspect>,
        me: Seat,
        dealer: Seat,
        hand: Vec<Card>,
    ) -> Result<Session, Refusal> {
        let session = Session {
            players,
            me,
            dealer,
            hand,
            records: Vec::new(),
        };
        session.check_table()?;
        session.notebook()?;
        Ok(session)
    }

    fn check_table(&self) -> Result<(), Refusal> {
        let invalid = |text: String| Err(Refusal::Invalid(text));
        let n = self.players.len();
        if !(2..=6).contains(&n) {
            return invalid(format!("a game has 2 to 6 players, not {n} (CL-SETUP-1)"));
        }
        let mut sorted = self.players.clone();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != n {
            return invalid("each player plays a different suspect (CL-SETUP-2)".into());
        }
        if self.me.index() >= n || self.dealer.index() >= n {
            return invalid(format!("seats are numbered 0 to {}", n - 1));
        }
        let size = hand_sizes(n, self.dealer)[self.me.index()] as usize;
        let mut cards = self.hand.clone();
        cards.sort();
        cards.dedup();
        if cards.len() != self.hand.len() || cards.len() != size {
            return invalid(format!(
                "with this dealer your hand has {size} different cards, not {} (CL-SETUP-13)",
                self.hand.len()
            ));
        }
        Ok(())
    }

    fn check_record(&self, record: &Record) -> Result<(), Refusal> {
        let n = self.players.len() as u8;
        let invalid = |text: &str| Err(Refusal::Invalid(text.to_string()));
        if let Record::Suggestion {
            by,
            refuted_by,
            card,
            triple,
        } = record
        {
            if by.0 >= n || refuted_by.is_some_and(|r| r.0 >= n) {
                return invalid("no such seat at this table");
            }
            if *refuted_by == Some(*by) {
                return invalid("nobody refutes their own suggestion (CL-REFUTE-1)");
            }
            if card.is_some() && *by != self.me && *refuted_by != Some(self.me) {
                return invalid("only the suggester and the refuter see the card (CL-REFUTE-7)");
            }
            if card.is_some() && refuted_by.is_none() {
                return invalid("a card is shown only when someone refutes");
            }
            if card.is_some_and(|c| !triple.cards().contains(c)) {
                return invalid("the shown card must be one of the three named (CL-REFUTE-4)");
            }
        }
        Ok(())
    }

    /// "Professor Plum's" or "your".
    fn owner(&self, seat: Seat) -> String {
        if seat == self.me {
            "your".to_string()
        } else {
            format!("{}'s", self.players[seat.index()])
        }
    }

    fn person(&self, seat: Seat) -> String {
        Person {
            suspect: self.players[seat.index()],
            is_me: seat == self.me,
        }
        .inner()
    }

    /// The notebook entries of every record, each with the record it came from (0 for the
    /// hand).
    fn observations(&self) -> (Observations, Vec<usize>) {
        let n = self.players.len() as u8;
        let mut observations = Observations::new(
            self.me,
            self.players.clone(),
            hand_sizes(n as usize, self.dealer),
        );
        let mut sources = Vec::new();
        let mut add = |entry: Entry, origin: String, source: usize| {
            observations.add(entry, origin);
            sources.push(source);
        };
        for &card in &self.hand {
            let origin = format!("you hold {}", words::card(card));
            add(
                Entry::Holds {
                    seat: self.me,
                    card,
                },
                origin,
                0,
            );
        }
        for (index, record) in self.records.iter().enumerate() {
            let number = index + 1;
            match *record {
                Record::Suggestion {
                    by,
                    triple,
                    refuted_by,
                    card,
                } => {
                    let named = words::slashed(triple.cards());
                    let cards = triple.cards();
                    let asked = (1..n).map(|k| Seat((by.0 + k) % n));
                    for seat in asked.take_while(|&s| Some(s) != refuted_by) {
                        if seat != self.me {
                            let origin = format!(
                                "#{number}: {} passed on {} suggestion {named}",
                                self.person(seat),
                                self.owner(by)
                            );
                            add(Entry::LacksAll { seat, cards }, origin, number);
                        }
                    }
                    match (refuted_by, card) {
                        (Some(seat), _) if seat == self.me => {}
                        (Some(seat), Some(card)) => {
                            let origin = format!(
                                "#{number}: {} showed you {}",
                                self.person(seat),
                                words::card(card)
                            );
                            add(Entry::Holds { seat, card }, origin, number);
                        }
                        (Some(seat), None) => {
                            let origin = format!(
                                "#{number}: {} showed {} a card for {named}",
                                self.person(seat),
                                self.person(by)
                            );
                            add(Entry::HoldsOneOf { seat, cards }, origin, number);
                        }
                        (None, _) => {}
                    }
                }
                Record::Accusation {
                    triple,
                    correct,
                    envelope,
                } => {
                    let named = words::slashed(triple.cards());
                    match (correct, envelope) {
                        (true, _) => add(
                            Entry::Envelope(triple),
                            format!("#{number}: your accusation {named} was right"),
                            number,
                        ),
                        (false, Some(envelope)) => add(
                            Entry::Envelope(envelope),
                            format!("#{number}: you saw the envelope after accusing {named}"),
                            number,
                        ),
                        (false, None) => add(
                            Entry::NotEnvelope(triple),
                            format!("#{number}: your accusation {named} was wrong"),
                            number,
                        ),
                    }
                }
            }
        }
        (observations, sources)
    }

    /// The notebook of everything recorded, or the records that conflict.
    pub fn notebook(&self) -> Result<Notebook, Refusal> {
        self.notebook_beside(None)
    }

    /// The notebook, or the records that conflict, leaving out of the list `new`: the record
    /// being added or corrected, which the person is looking at already.
    fn notebook_beside(&self, new: Option<usize>) -> Result<Notebook, Refusal> {
        let (observations, sources) = self.observations();
        Notebook::new(observations).map_err(|conflict: Conflict| {
            let mut records: Vec<usize> = conflict.entries.iter().map(|&e| sources[e]).collect();
            records.sort();
            records.dedup();
            let hand = records.first() == Some(&0);
            records.retain(|&r| r > 0 && Some(r) != new);
            Refusal::Conflict {
                records,
                hand,
                detail: conflict.origins.join("; "),
            }
        })
    }

    /// Checks a whole session, as read from JSON without `new` and `record`, and gives its
    /// notebook. `changed` is the record just added or corrected, which a refusal leaves
    /// out of the records it names.
    pub fn check(&self, changed: Option<usize>) -> Result<Notebook, Refusal> {
        self.check_table()?;
        for (index, record) in self.records.iter().enumerate() {
            self.check_record(record)
                .map_err(|refusal| refusal.of_record(index + 1))?;
        }
        self.notebook_beside(changed)
    }
}

impl companion::Records for Session {
    type Record = Record;
    type Checked = Notebook;
    type Refusal = Refusal;
    /// A game holds far fewer suggestions; the limit keeps a pasted file from running long.
    const MAX_RECORDS: usize = 1000;

    fn records(&self) -> &[Record] {
        &self.records
    }

    fn records_mut(&mut self) -> &mut Vec<Record> {
        &mut self.records
    }

    fn screen(&self, _index: usize, record: &Record) -> Result<(), Refusal> {
        self.check_record(record)
    }

    fn check_change(&self, changed: usize) -> Result<Notebook, Refusal> {
        self.notebook_beside(Some(changed))
    }

    fn check_whole(&self) -> Result<Notebook, Refusal> {
        self.check(None)
    }
}

impl companion::Session for Session {
    const NAME: &'static str = "a companion session";
    const GAME: &'static str = <crate::Cluedo as whodunit_engine::Game>::NAME;

    /// `{"notebook": ...}` (notebook::report).
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError> {
        Ok(json!({ "notebook": report(&self.check(changed)?) }))
    }
}

/// The web companion's answer for a session (`POST /api/companion/cluedo`), or why it is
/// refused ([`companion::conflict`]).
pub fn answer(request: &Value) -> Result<Value, CompanionError> {
    companion::answer::<Session>(request)
}
