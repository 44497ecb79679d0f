//! Facts and their grounds in English.

use super::intake::{Seen, Sighting};
use super::{Clue, Fact, Notebook, Source};
use crate::actions::{Agent, MeetingKind};
use crate::elements::{BlackCard, Card, Fragment, Identity, Location, Number};

pub fn identity_name(identity: Identity) -> &'static str {
    match identity {
        Identity::F => "Lord Fiddlebottom",
        Identity::B => "Colonel Bubble",
        Identity::Z => "Mme Zsa Zsa",
        Identity::X => "Agent X",
    }
}

pub fn fragment_name(fragment: Fragment) -> &'static str {
    match fragment {
        Fragment::F52 => "52",
        Fragment::F11 => "11",
        Fragment::F0 => "0",
        Fragment::F29 => "29",
    }
}

fn location_name(location: Location) -> &'static str {
    match location {
        Location::Rialto => "Rialto",
        Location::SanMarco => "San Marco",
        Location::SanGiorgio => "San Giorgio",
        Location::Salute => "Salute",
        Location::PonteDeiSospiri => "Ponte dei Sospiri",
    }
}

fn card_name(card: Card) -> &'static str {
    match card {
        Card::Identity(i) => identity_name(i),
        Card::Number(f) => fragment_name(f),
    }
}

fn black_name(card: BlackCard) -> &'static str {
    match card {
        BlackCard::Identity(i) => identity_name(i),
        BlackCard::Number(f) => fragment_name(f),
    }
}

pub fn number_name(number: &Number) -> String {
    number.map(fragment_name).join("-")
}

/// "you", "seat 2" or "the dummy".
fn who(nb: &Notebook, agent: Agent) -> String {
    match agent {
        Agent::Seat(s) if Some(s) == nb.seat => "you".into(),
        Agent::Seat(s) => s.to_string(),
        Agent::Dummy => "the dummy".into(),
    }
}

fn capital(text: String) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(text.clone(), |c| c.to_uppercase().chain(chars).collect())
}

fn agent_name(nb: &Notebook, agent: usize) -> String {
    nb.agents.get(agent).map_or("?".into(), |&a| who(nb, a))
}

pub fn statement(nb: &Notebook, fact: &Fact) -> String {
    let not = |is: bool| if is { "" } else { " not" };
    capital(match *fact {
        Fact::Identity {
            agent,
            identity,
            is,
        } => format!(
            "{} is{} {}",
            agent_name(nb, agent),
            not(is),
            identity_name(identity)
        ),
        Fact::Fragment {
            agent,
            fragment,
            is,
        } => format!(
            "{} does{} hold {}",
            agent_name(nb, agent),
            not(is),
            fragment_name(fragment)
        ),
        Fact::Partner { agent, is } => {
            format!("{} is{} your partner", agent_name(nb, agent), not(is))
        }
        Fact::Number(number) => format!("the number is {}", number_name(&number)),
    })
}

fn sighting(nb: &Notebook, s: &Sighting) -> String {
    let seen = match s.seen {
        Seen::Pair([x, y]) => format!(
            "the pair {} and {} (exactly one true)",
            card_name(x),
            card_name(y)
        ),
        Seen::Black(card) => format!("the black card {}", black_name(card)),
    };
    let how = match (s.kind, s.from) {
        (MeetingKind::Dummy, _) | (_, Agent::Dummy) => "you saw the dummy's card".to_string(),
        (MeetingKind::Ambassador, from) => {
            format!(
                "{} showed {} on the Ambassador's request",
                who(nb, from),
                who(nb, Agent::Seat(s.to))
            )
        }
        (_, from) => format!("{} showed {}", who(nb, from), who(nb, Agent::Seat(s.to))),
    };
    format!(
        "in round {} at {}, {how} {seen}",
        s.round,
        location_name(s.location)
    )
}

fn clue(nb: &Notebook, clue: &Clue) -> String {
    match clue.source {
        Source::Cards(agent) if Some(agent) == nb.me => "your own black cards".into(),
        Source::Cards(agent) => format!("{}'s cards, revealed at the end", agent_name(nb, agent)),
        Source::Sighting(s) => sighting(nb, &s),
        Source::Call(c) => format!(
            "in round {}, {} called {} and it was {}",
            c.round,
            who(nb, Agent::Seat(c.caller)),
            number_name(&c.number),
            if c.correct { "correct" } else { "wrong" }
        ),
    }
}

/// Why `fact` is certain: the clues it follows from, in the order they were seen.
pub fn reason(nb: &Notebook, fact: &Fact) -> String {
    let grounds: Vec<String> = nb.grounds(fact).iter().map(|c| clue(nb, c)).collect();
    capital(format!("From {}.", grounds.join("; ")))
}
