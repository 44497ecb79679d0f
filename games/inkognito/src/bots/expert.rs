//! The expert: it keeps the exact set of deals its sightings allow (the notebook's
//! model, `knowledge.rs`) and plays for its partner and for information.
//!
//! - Placement (`placing.rs`): the location whose meeting is worth most on average given
//!   the cards already placed: a meeting where it can call, else the bits it expects to
//!   learn, and at 4 players the chance of meeting its partner.
//! - Meetings: it calls as soon as the number is certain and, at 4 players, the agent met
//!   is surely its partner (IK-CALL-07); at 3 and 5 players anywhere it may call, and at
//!   5 also the likeliest number when the match's scores make a guess pay (`calling.rs`).
//!   Else it shows (`showing.rs`), asks the Ambassador about the agent whose black card
//!   it expects to teach most, looks at the dummy's more informative card, and passes
//!   only when nothing is left to learn.
//! - Whatever it picks is checked against the view; if that fails it takes a legal action.

use super::calling::CallRecord;
use super::knowledge::{Knowledge, Read};
use super::{placing, showing};
use crate::actions::{Action, Agent, Event, MeetingKind};
use crate::elements::{BlackKind, Location, Number};
use crate::view::View;
use crate::Inkognito;
use whodunit_engine::{Bot, Decision, Seat};

pub struct ExpertBot {
    seat: Seat,
    knowledge: Knowledge,
    calls: CallRecord,
}

impl ExpertBot {
    pub fn new(seat: Seat) -> ExpertBot {
        ExpertBot {
            seat,
            knowledge: Knowledge::default(),
            calls: CallRecord::default(),
        }
    }

    /// The number to call at a meeting with `other` (`None`: the Ambassador or the dummy):
    /// a sure one (`call_with`), or at 5 players the likeliest when the match's chances
    /// make a guess worth more than waiting (`calling.rs`). Not at 3: there guessing
    /// changed nothing against our own bots and won one game fewer of 40 against
    /// OpenSpiel's search (`docs/research-figures.md`).
    fn call(&self, r: &Read, other: Option<usize>) -> Option<Number> {
        if let Some(number) = r.call_with(other) {
            return Some(number);
        }
        if r.view.players != 5 {
            return None;
        }
        let (number, p) = *r.m.numbers().first()?;
        self.calls
            .worth_calling(&r.view.scores, self.seat, p)
            .then_some(number)
    }

    fn pick(&mut self, view: &View) -> Option<Action> {
        let worlds = self.knowledge.sync(view);
        let r = Read::new(view, self.seat, self.knowledge.marginals(worlds));
        let Some(meeting) = &view.meeting else {
            return match r.me {
                Some(_) => placing::place(&r).map(|(l, _)| Action::Place(l)),
                // The 5-player Ambassador places blind: agents place after it.
                None => Location::ALL
                    .into_iter()
                    .find(|l| !view.ambassador_played.contains(l))
                    .map(Action::Place),
            };
        };
        let me = Agent::Seat(self.seat);
        let other = meeting.persons.iter().copied().find(|&p| p != me);
        let other_index = other.and_then(|o| r.index(o));
        if meeting.named == Some(me) {
            let asker = meeting.persons.first().and_then(|&a| r.index(a));
            let asker_seat = match meeting.persons.first() {
                Some(Agent::Seat(s)) => *s,
                _ => self.seat,
            };
            let shown = self.knowledge.blacks_shown(self.seat, asker_seat);
            return Some(Action::RevealBlack(showing::reveal(&r, asker, shown)));
        }
        if r.me.is_none() {
            // The 5-player Ambassador player decides first at its meetings (IK-5P-19).
            return Some(self.call(&r, None).map_or(Action::Pass, Action::Call));
        }
        match meeting.kind {
            MeetingKind::TwoAgents => {
                if let Some(number) = self.call(&r, other_index) {
                    return Some(Action::Call(number));
                }
                let Some(Agent::Seat(receiver)) = other else {
                    return None;
                };
                let shown = self.knowledge.blacks_shown(self.seat, receiver);
                let sure_partner = other_index.is_some_and(|o| r.partner(o) == 1.0);
                match showing::black_for_partner(shown).filter(|_| sure_partner) {
                    Some(kind) => Some(Action::ShowBlack(kind)),
                    None if sure_partner => Some(Action::ShowBlack(BlackKind::Identity)),
                    None => showing::pair(&r, receiver, other_index).map(Action::ShowPair),
                }
            }
            MeetingKind::Audience => {
                let receiver = view.ambassador_seat?;
                showing::pair(&r, receiver, None).map(Action::ShowPair)
            }
            MeetingKind::Ambassador => {
                if let Some(number) = self.call(&r, None) {
                    return Some(Action::Call(number));
                }
                Some(ask(&r).unwrap_or(Action::Pass))
            }
            MeetingKind::Dummy => {
                if let Some(number) = self.call(&r, None) {
                    return Some(Action::Call(number));
                }
                let dummy = other_index?;
                let kind = best_kind(&r, dummy);
                Some(if r.bits(dummy, kind) > 0.0 {
                    Action::Look(kind)
                } else {
                    Action::Pass
                })
            }
        }
    }
}

fn best_kind(r: &Read, agent: usize) -> BlackKind {
    if r.bits(agent, BlackKind::Number) > r.bits(agent, BlackKind::Identity) {
        BlackKind::Number
    } else {
        BlackKind::Identity
    }
}

/// The most informative agent to name (IK-AMB-01): a partner shows what helps, anyone
/// else what teaches least; for the dummy I choose the card (IK-3P-15).
fn ask(r: &Read) -> Option<Action> {
    let mut best: Option<(Action, f64)> = None;
    for (a, v) in r.view.agents.iter().enumerate() {
        if Some(a) == r.me {
            continue;
        }
        let (i, n) = (r.bits(a, BlackKind::Identity), r.bits(a, BlackKind::Number));
        let (action, value) = match v.agent {
            Agent::Dummy => (Action::AskDummy(best_kind(r, a)), i.max(n)),
            Agent::Seat(s) => {
                let q = r.partner(a);
                (Action::Ask(s), q * i.max(n) + (1.0 - q) * i.min(n))
            }
        };
        if value > 0.0 && best.is_none_or(|b| value > b.1) {
            best = Some((action, value));
        }
    }
    best.map(|b| b.0)
}

/// A pair in the order the legal list gives it (`Card::ALL`'s), so that the action is one
/// of the listed ones: the rules take either order, tools matching the list do not.
fn in_card_order(action: Action) -> Action {
    match action {
        Action::ShowPair([x, y]) if y.index() < x.index() => Action::ShowPair([y, x]),
        other => other,
    }
}

/// Whether `action` can be sent now as far as the view tells; the rules still judge.
fn plausible(view: &View, seat: Seat, action: &Action) -> bool {
    let me = view.agents.iter().find(|a| a.agent == Agent::Seat(seat));
    match (action, me) {
        (Action::Place(l), Some(me)) => !me.played.contains(l),
        (Action::Place(l), None) => !view.ambassador_played.contains(l),
        (Action::ShowPair([x, y]), Some(me)) => {
            let is_true = |c: &crate::Card| match c {
                crate::Card::Identity(i) => me.identity == Some(*i),
                crate::Card::Number(f) => me.fragment == Some(*f),
            };
            x != y && is_true(x) != is_true(y)
        }
        _ => true,
    }
}

impl Bot<Inkognito> for ExpertBot {
    fn observe(&mut self, event: &Event) {
        self.knowledge.observe(event);
        match event {
            Event::Called {
                caller, correct, ..
            } => self.calls.called(*caller, self.seat, *correct),
            Event::GameEnded { .. } => self.calls.game_ended(),
            _ => {}
        }
    }

    fn choose(&mut self, decision: Decision<'_, Inkognito>) -> Action {
        let view = decision.view;
        match self.pick(view) {
            Some(action) if plausible(view, self.seat, &action) => in_card_order(action),
            _ => decision.legal()[0],
        }
    }
}
