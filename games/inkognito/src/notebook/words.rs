//! Facts and their grounds in English.

use super::intake::{Seen, Sighting};
use super::{Clue, Fact, Notebook, Observation, Source};
use crate::actions::{Agent, MeetingKind};
use crate::elements::{BlackCard, Card, Fragment, Identity, Number};

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

pub fn card_name(card: Card) -> &'static str {
    match card {
        Card::Identity(i) => identity_name(i),
        Card::Number(f) => fragment_name(f),
    }
}

pub fn black_name(card: BlackCard) -> &'static str {
    match card {
        BlackCard::Identity(i) => identity_name(i),
        BlackCard::Number(f) => fragment_name(f),
    }
}

pub fn number_name(number: &Number) -> String {
    number.map(fragment_name).join("-")
}

/// "you", "the dummy", or `{seat N}` for another seat: the browser writes the name that
/// seat has at the table in its place.
fn who(nb: &Notebook, agent: Agent) -> String {
    match agent {
        Agent::Seat(s) if Some(s) == nb.seat => "you".into(),
        Agent::Seat(s) => format!("{{seat {}}}", s.0),
        Agent::Dummy => "the dummy".into(),
    }
}

/// "your", "the dummy's" or "{seat N}'s", from what `who` says.
fn possessive(who: String) -> String {
    if who == "you" {
        "your".into()
    } else {
        format!("{who}'s")
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

/// The fact as one sentence.
pub fn statement(nb: &Notebook, fact: &Fact) -> String {
    let not = |is: bool| if is { "" } else { " not" };
    capital(match *fact {
        Fact::Identity {
            agent,
            identity,
            is,
        } => format!(
            "{} is{} {}.",
            agent_name(nb, agent),
            not(is),
            identity_name(identity)
        ),
        Fact::Fragment {
            agent,
            fragment,
            is: true,
        } => format!(
            "{} holds the fragment {}.",
            agent_name(nb, agent),
            fragment_name(fragment)
        ),
        Fact::Fragment {
            agent,
            fragment,
            is: false,
        } => format!(
            "{} does not hold the fragment {}.",
            agent_name(nb, agent),
            fragment_name(fragment)
        ),
        Fact::Partner { agent, is } => {
            format!("{} is{} your partner.", agent_name(nb, agent), not(is))
        }
        Fact::Number(number) => format!("the number is {}.", number_name(&number)),
    })
}

/// A card or pair seen, as one sentence.
fn sighting(nb: &Notebook, s: &Sighting) -> String {
    let seen = match s.seen {
        Seen::Pair([x, y]) => format!(
            "pair {} and {}, of which exactly one is true",
            card_name(x),
            card_name(y)
        ),
        Seen::Black(card) => format!("black card {}", black_name(card)),
    };
    let to = who(nb, Agent::Seat(s.to));
    let what = match (s.kind, s.from) {
        (MeetingKind::Dummy, _) | (_, Agent::Dummy) => format!("{to} saw the dummy's {seen}"),
        (MeetingKind::Ambassador, from) => format!(
            "at the Ambassador's request, {} showed {to} the {seen}",
            who(nb, from)
        ),
        (_, from) => format!("{} showed {to} the {seen}", who(nb, from)),
    };
    format!("In round {} at {}, {what}.", s.round, s.location.name())
}

/// Where a clue came from, as one sentence.
fn clue(nb: &Notebook, clue: &Clue) -> String {
    match (clue.source, clue.observation) {
        (
            Source::Cards(a),
            Observation::Holds {
                identity, fragment, ..
            },
        ) => {
            let cards = format!(
                "{} and {}",
                identity_name(identity),
                fragment_name(fragment)
            );
            if Some(a) == nb.me {
                format!("Your black cards are {cards}.")
            } else {
                capital(format!(
                    "{} black cards, revealed at the end, are {cards}.",
                    possessive(agent_name(nb, a))
                ))
            }
        }
        // Cards face up are always both of an agent's black cards (`Observation::from_view`).
        (Source::Cards(a), _) => capital(format!(
            "{} black cards are known.",
            possessive(agent_name(nb, a))
        )),
        (Source::Sighting(s), _) => sighting(nb, &s),
        (Source::Call(c), _) => format!(
            "In round {}, {} called {}, and the call was {}.",
            c.round,
            who(nb, Agent::Seat(c.caller)),
            number_name(&c.number),
            if c.correct { "correct" } else { "wrong" }
        ),
    }
}

/// Why `fact` is certain: the clues it follows from, one sentence each, in the order they
/// were seen.
pub fn reason(nb: &Notebook, fact: &Fact) -> String {
    let grounds: Vec<String> = nb.grounds(fact).iter().map(|c| clue(nb, c)).collect();
    grounds.join(" ")
}
