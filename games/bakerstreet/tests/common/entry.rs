//! A seat's redacted events turned into Bakerstreet companion records, as a person at the
//! table writes them down: shared by the companion's tests and its bench.

use whodunit_bakerstreet::companion::Record;
use whodunit_bakerstreet::{opponent, Event, Face};
use whodunit_engine::Seat;

/// Turns a seat's redacted events into companion records, as a person at the table
/// would enter them.
pub struct Entry {
    me: Seat,
    pub records: Vec<Record>,
    /// The move being entered: seat, card, position, the person's draw.
    moving: Option<(Seat, Option<Face>, u8, Option<Face>)>,
    /// The person's draws at the start of a round, until the step ends.
    round_draws: Option<Vec<Face>>,
}

impl Entry {
    pub fn new(me: Seat) -> Entry {
        Entry {
            me,
            records: Vec::new(),
            moving: None,
            round_draws: None,
        }
    }

    /// Takes in one event as the seat received it.
    pub fn take_in(&mut self, event: &Event) {
        let me = self.me;
        match event {
            Event::Placed {
                seat,
                card,
                position,
            } => self.moving = Some((*seat, Some(card.face()), *position, None)),
            Event::Drew { seat, card } if *seat == me => {
                let face = card.expect("the person sees their own draw").face();
                if let Some(draws) = self.round_draws.as_mut() {
                    draws.push(face);
                } else {
                    let moving = self.moving.get_or_insert((me, None, 0, None));
                    moving.3 = Some(face);
                }
            }
            Event::Bid { seat, value } => {
                let (_, card, position, drew) =
                    self.moving.take().unwrap_or((*seat, None, 0, None));
                self.records.push(Record::Move {
                    seat: *seat,
                    card,
                    position,
                    bid: *value,
                    drew,
                });
            }
            Event::Challenged { result, hands } => self.records.push(Record::Challenge {
                seat: result.challenger,
                hand: hands[opponent(me).index()]
                    .iter()
                    .map(|c| c.face())
                    .collect(),
            }),
            Event::Chosen { position, .. } => self.records.push(Record::Choose {
                position: *position,
            }),
            Event::PileSeen {
                seat,
                cards: Some(cards),
                ..
            } if *seat == me => self.records.push(Record::Look {
                letters: cards.clone(),
            }),
            Event::Rewarded {
                taken: true,
                letter,
                ..
            } => self.records.push(Record::Take {
                letter: *letter,
                ends: false,
            }),
            Event::Rewarded {
                seat,
                taken: false,
                pile_size,
                ..
            } if *seat != me && *pile_size > 0 => self.records.push(Record::Pass),
            Event::RoundStarted { .. } => self.round_draws = Some(Vec::new()),
            Event::GameOver { .. } => {
                if let Some(Record::Take { ends, .. }) = self.records.last_mut() {
                    *ends = true;
                }
            }
            _ => {}
        }
    }

    /// The end of a step: the round's draws, if any, become one record.
    pub fn end_step(&mut self) {
        if let Some(cards) = self.round_draws.take() {
            self.records.push(Record::Draw { cards });
        }
    }
}
