//! The random bot's certain facts: own cards, black cards seen, and pairs where one card
//! is known false (so the other is true, IK-MEET-03).

use crate::actions::{Agent, Event, Shown};
use crate::elements::{BlackCard, Card, Fragment, Identity, Number};
use crate::view::View;
use whodunit_engine::Seat;

#[derive(Clone, Debug, Default)]
pub struct Clues {
    seat: Option<Seat>,
    /// Known identity and fragment of each agent met so far.
    known: Vec<(Agent, Option<Identity>, Option<Fragment>)>,
    /// Pairs received: (shower, pair).
    pairs: Vec<(Agent, [Card; 2])>,
}

impl Clues {
    pub fn new(seat: Seat) -> Clues {
        Clues {
            seat: Some(seat),
            ..Clues::default()
        }
    }

    fn entry(&mut self, agent: Agent) -> &mut (Agent, Option<Identity>, Option<Fragment>) {
        let at = match self.known.iter().position(|k| k.0 == agent) {
            Some(at) => at,
            None => {
                self.known.push((agent, None, None));
                self.known.len() - 1
            }
        };
        &mut self.known[at]
    }

    fn learn(&mut self, agent: Agent, card: BlackCard) {
        let entry = self.entry(agent);
        match card {
            BlackCard::Identity(i) => entry.1 = Some(i),
            BlackCard::Number(f) => entry.2 = Some(f),
        }
    }

    pub fn observe(&mut self, event: &Event) {
        let me = self.seat;
        match *event {
            Event::GameStarted { .. } => {
                self.known.clear();
                self.pairs.clear();
            }
            Event::Dealt {
                seat,
                identity: Some(i),
                fragment: Some(f),
            } => {
                self.learn(Agent::Seat(seat), BlackCard::Identity(i));
                self.learn(Agent::Seat(seat), BlackCard::Number(f));
            }
            Event::Showed {
                from,
                to,
                shown: Some(shown),
                ..
            } if Some(to) == me => match shown {
                Shown::Black(card) => self.learn(Agent::Seat(from), card),
                Shown::Pair(pair) => self.pairs.push((Agent::Seat(from), pair)),
            },
            Event::BlackShown {
                from,
                card: Some(card),
                ..
            } => self.learn(from, card),
            Event::Looked {
                card: Some(card), ..
            } => self.learn(Agent::Dummy, card),
            _ => {}
        }
    }

    /// Whether `card` is known to belong to an agent other than `agent`.
    fn false_for(&self, agent: Agent, card: Card) -> bool {
        self.known.iter().any(|&(other, i, f)| {
            other != agent
                && match card {
                    Card::Identity(x) => i == Some(x),
                    Card::Number(x) => f == Some(x),
                }
        })
    }

    /// Applies pair deductions until nothing new follows.
    fn settle(&mut self) {
        loop {
            let mut learnt = None;
            for &(agent, pair) in &self.pairs {
                for (x, y) in [(pair[0], pair[1]), (pair[1], pair[0])] {
                    if self.false_for(agent, x) {
                        let card = match y {
                            Card::Identity(i) => BlackCard::Identity(i),
                            Card::Number(f) => BlackCard::Number(f),
                        };
                        let new = self.known.iter().all(|&(a, i, f)| {
                            a != agent
                                || match card {
                                    BlackCard::Identity(v) => i != Some(v),
                                    BlackCard::Number(v) => f != Some(v),
                                }
                        });
                        if new {
                            learnt = Some((agent, card));
                        }
                    }
                }
            }
            match learnt {
                Some((agent, card)) => self.learn(agent, card),
                None => return,
            }
        }
    }

    /// What is certain of `agent`'s identity and fragment.
    pub fn known(&mut self, agent: Agent) -> (Option<Identity>, Option<Fragment>) {
        self.settle();
        self.known
            .iter()
            .find(|k| k.0 == agent)
            .map_or((None, None), |&(_, i, f)| (i, f))
    }

    /// The number, if every agent's identity and fragment is known.
    pub fn number(&mut self, view: &View) -> Option<Number> {
        self.settle();
        let mut number = [Fragment::F52; 4];
        let mut filled = 0u8;
        for agent in &view.agents {
            let &(_, i, f) = self.known.iter().find(|k| k.0 == agent.agent)?;
            number[i?.index()] = f?;
            filled |= 1 << i?.index();
        }
        (filled == 0b1111).then_some(number)
    }

    /// The number, if every agent's identity and fragment is known, and in the 4-player
    /// game only when the agent met is known to be the partner.
    pub fn call(&mut self, view: &View) -> Option<Number> {
        let number = self.number(view)?;
        if view.players == 4 {
            let meeting = view.meeting.as_ref()?;
            let me = Agent::Seat(self.seat?);
            let other = *meeting.persons.iter().find(|&&p| p != me)?;
            let mine = self.known(me).0?;
            let theirs = self.known(other).0?;
            if theirs != mine.partner() {
                return None;
            }
        }
        Some(number)
    }
}
