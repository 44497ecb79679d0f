//! The expert's reading of the stacks: what evaluating each position would give now
//! (BS-EVAL, BS-SYMBOL), and so which position a challenge winner would choose and where a
//! card is best placed. Each stack is summed once down to its first STOP; a card placed on
//! top changes one summary, so trying every placement costs little.

use crate::cards::{DetectiveCard, Symbol};
use crate::notebook::Memory;
use crate::state::{opponent, POSITIONS};
use whodunit_engine::Seat;

/// What evaluating one stack processes: the cards from the top down to the first STOP.
#[derive(Clone, Copy, Debug, Default)]
pub struct Segment {
    /// By seat: the sum of the processed values and whether an x2 doubles it.
    sums: [u8; 2],
    doubled: [bool; 2],
    arrow: bool,
}

impl Segment {
    /// The segment of the remembered stack at `position`.
    pub fn of_stack(memory: &Memory, position: usize) -> Segment {
        let mut segment = Segment::default();
        for card in memory.stack(position) {
            segment.add(card);
            if card.symbol == Some(Symbol::Stop) {
                break;
            }
        }
        segment
    }

    fn add(&mut self, card: DetectiveCard) {
        let s = card.owner.index().min(1);
        self.sums[s] = self.sums[s].saturating_add(card.value);
        match card.symbol {
            Some(Symbol::Double) => self.doubled[s] = true,
            Some(Symbol::Arrow) => self.arrow = true,
            _ => {}
        }
    }

    /// The segment once `card` is placed on top: a STOP hides everything below it.
    pub fn covered_by(self, card: DetectiveCard) -> Segment {
        let mut segment = if card.symbol == Some(Symbol::Stop) {
            Segment::default()
        } else {
            self
        };
        segment.add(card);
        segment
    }

    /// The evaluation's winner, `tie_breaker` winning ties (BS-EVAL-5 to BS-EVAL-9).
    pub fn winner(&self, tie_breaker: Seat) -> Seat {
        let score = |s: usize| u16::from(self.sums[s]) << u8::from(self.doubled[s]);
        match score(0).cmp(&score(1)) {
            std::cmp::Ordering::Greater => Seat(0),
            std::cmp::Ordering::Less => Seat(1),
            std::cmp::Ordering::Equal => tie_breaker,
        }
    }
}

/// The positions as the expert values them: what evaluating each one brings it, whoever
/// won the challenge, and whether its ARROW leads on.
pub struct Board {
    me: Seat,
    worth_to_me: [f32; POSITIONS],
    worth_to_opponent: [f32; POSITIONS],
    /// By chooser (the expert, then its opponent) and position: the evaluation's worth to
    /// the expert, plus the pile's worth if it wins, minus the opponent's if it loses.
    outcome: [[f32; POSITIONS]; 2],
    arrow: [bool; POSITIONS],
}

impl Board {
    /// The board of `segments`, with each pile's worth to the expert and to its opponent.
    pub fn new(
        me: Seat,
        worth_to_me: [f32; POSITIONS],
        worth_to_opponent: [f32; POSITIONS],
        segments: &[Segment; POSITIONS],
    ) -> Board {
        let mut board = Board {
            me,
            worth_to_me,
            worth_to_opponent,
            outcome: [[0.0; POSITIONS]; 2],
            arrow: [false; POSITIONS],
        };
        for (position, segment) in segments.iter().enumerate() {
            board.set(position, segment);
        }
        board
    }

    /// Puts `segment` at `position`.
    fn set(&mut self, position: usize, segment: &Segment) {
        for (c, chooser) in [self.me, opponent(self.me)].into_iter().enumerate() {
            self.outcome[c][position] = if segment.winner(chooser) == self.me {
                self.worth_to_me[position]
            } else {
                -self.worth_to_opponent[position]
            };
        }
        self.arrow[position] = segment.arrow;
    }

    /// By starting position: what an evaluation phase started there brings the expert, the
    /// challenge winner being the expert (`c` = 0) or its opponent (1). A chain goes on
    /// through each ARROW and stops before it comes back to its start.
    fn chain_values(&self, c: usize) -> [f32; POSITIONS] {
        let outcome = &self.outcome[c];
        let Some(last) = (0..POSITIONS).find(|&p| !self.arrow[p]) else {
            return [outcome.iter().sum(); POSITIONS]; // every chain goes round once
        };
        // Backwards from a position whose chain ends there, each chain adds the next one.
        let mut chain = [0.0; POSITIONS];
        for back in 0..POSITIONS {
            let p = (last + POSITIONS - back) % POSITIONS;
            chain[p] = outcome[p];
            if self.arrow[p] {
                chain[p] += chain[(p + 1) % POSITIONS];
            }
        }
        chain
    }

    /// The position the expert (`c` = 0) or its opponent (1) would start from as challenge
    /// winner: the best for it, with its value to the expert.
    fn choice_of(&self, c: usize) -> (usize, f32) {
        let chains = self.chain_values(c);
        let mut best = (0, chains[0]);
        for (position, &value) in chains.iter().enumerate().skip(1) {
            if (c == 0 && value > best.1) || (c == 1 && value < best.1) {
                best = (position, value);
            }
        }
        best
    }

    /// The position the expert starts from as challenge winner.
    pub fn own_choice(&self) -> usize {
        self.choice_of(0).0
    }

    /// The board's value to the expert when it wins the challenge with chance `won`.
    fn value(&self, won: f32) -> f32 {
        won * self.choice_of(0).1 + (1.0 - won) * self.choice_of(1).1
    }

    /// The position where the expert placing `card` on `segments` leaves the best board,
    /// with that board's value.
    pub fn best_place(
        &mut self,
        segments: &[Segment; POSITIONS],
        card: DetectiveCard,
        won: f32,
    ) -> (usize, f32) {
        let mut best = (0, f32::NEG_INFINITY);
        for (position, segment) in segments.iter().enumerate() {
            self.set(position, &segment.covered_by(card));
            let value = self.value(won);
            self.set(position, segment);
            if value > best.1 {
                best = (position, value);
            }
        }
        best
    }
}
