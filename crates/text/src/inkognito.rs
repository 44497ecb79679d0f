//! Inkognito in words for the terminal: the table as a seat sees it and every event. Seats
//! are `seat 1`, the viewer's own `seat 1 (you)`; cards read as a person types them
//! (`identity B`, `number 0`, the number `52 11 0 29`).

use whodunit_engine::{Seat, Viewer};
use whodunit_inkognito::{
    Agent, AgentView, BlackCard, Card, Event, Fragment, GameEnd, Identity, Location, MeetingKind,
    MeetingView, Number, Shown, View, MAX_ROUNDS, TARGET,
};

/// A location's printed name.
pub fn location(location: Location) -> &'static str {
    location.name()
}

pub fn identity(identity: Identity) -> &'static str {
    match identity {
        Identity::F => "F",
        Identity::B => "B",
        Identity::Z => "Z",
        Identity::X => "X",
    }
}

/// An identity's character (§1).
pub fn character(identity: Identity) -> &'static str {
    match identity {
        Identity::F => "Lord Fiddlebottom",
        Identity::B => "Colonel Bubble",
        Identity::Z => "Mme Zsa Zsa",
        Identity::X => "Agent X",
    }
}

pub fn fragment(fragment: Fragment) -> &'static str {
    match fragment {
        Fragment::F52 => "52",
        Fragment::F11 => "11",
        Fragment::F0 => "0",
        Fragment::F29 => "29",
    }
}

/// A number as it is dialled: `52 11 0 29`.
pub fn number(number: &Number) -> String {
    let parts: Vec<&str> = number.iter().map(|&f| fragment(f)).collect();
    parts.join(" ")
}

/// A coloured card: `identity B`, `number 0`.
pub fn card(card: Card) -> String {
    match card {
        Card::Identity(i) => format!("identity {}", identity(i)),
        Card::Number(f) => format!("number {}", fragment(f)),
    }
}

pub fn pair(pair: &[Card; 2]) -> String {
    format!("{} + {}", card(pair[0]), card(pair[1]))
}

/// A black card's face: `black identity B`.
pub fn black(black: BlackCard) -> String {
    match black {
        BlackCard::Identity(i) => format!("black identity {}", identity(i)),
        BlackCard::Number(f) => format!("black number {}", fragment(f)),
    }
}

/// A seat as the viewer calls it: `seat 0 (you)` for its own.
pub fn seat(viewer: Viewer, seat: Seat) -> String {
    if viewer == Viewer::Seat(seat) {
        format!("{seat} (you)")
    } else {
        seat.to_string()
    }
}

pub fn agent(viewer: Viewer, agent: Agent) -> String {
    match agent {
        Agent::Seat(s) => seat(viewer, s),
        Agent::Dummy => "the dummy".into(),
    }
}

fn and(names: Vec<String>) -> String {
    match names.len() {
        0 => "nobody".into(),
        _ => names.join(" and "),
    }
}

fn places(locations: &[Location]) -> String {
    match locations {
        [] => "none".into(),
        _ => {
            let names: Vec<&str> = locations.iter().map(|&l| location(l)).collect();
            names.join(", ")
        }
    }
}

fn points(viewer: Viewer, scores: &[u8]) -> String {
    let entries: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {p}", seat(viewer, Seat(s as u8))))
        .collect();
    entries.join(", ")
}

fn meeting_kind(kind: MeetingKind) -> &'static str {
    match kind {
        MeetingKind::TwoAgents => "two agents meet",
        MeetingKind::Ambassador => "one agent with the Ambassador",
        MeetingKind::Dummy => "an agent meets the dummy",
        MeetingKind::Audience => "an audience: two agents before the Ambassador",
    }
}

fn game_end(end: GameEnd) -> String {
    match end {
        GameEnd::Correct => "a correct call".into(),
        GameEnd::Wrong => "a wrong call".into(),
        GameEnd::Draw => format!("a draw after {MAX_ROUNDS} rounds"),
    }
}

/// One event as a line of the game log, as `viewer` sees it.
pub fn event(viewer: Viewer, event: &Event) -> String {
    let name = |s: Seat| seat(viewer, s);
    let who = |a: Agent| agent(viewer, a);
    match event {
        Event::GameStarted {
            game,
            ambassador,
            start,
            scores,
        } => {
            let ambassador = ambassador.map_or(String::new(), |a| {
                format!(" {} is the Ambassador player.", name(a))
            });
            format!(
                "-- game {game}: {} starts.{ambassador} Match points: {}",
                name(*start),
                points(viewer, scores)
            )
        }
        Event::Dealt {
            seat,
            identity: Some(i),
            fragment: Some(f),
        } => format!(
            "{} is {} ({}) with fragment {}",
            name(*seat),
            identity(*i),
            character(*i),
            fragment(*f)
        ),
        Event::Dealt { seat, .. } => {
            format!("{} is dealt an identity and a fragment", name(*seat))
        }
        Event::Placed {
            by,
            ambassador: true,
            location: l,
        } => match l {
            Some(l) => format!(
                "{}, the Ambassador, places a card face down: {}",
                who(*by),
                location(*l)
            ),
            None => format!("{}, the Ambassador, places a card face down", who(*by)),
        },
        Event::Placed {
            by, location: l, ..
        } => match l {
            Some(l) => format!("{} goes to {}", who(*by), location(*l)),
            None => format!("{} places a card", who(*by)),
        },
        Event::AmbassadorAt { location: l } => {
            format!("the Ambassador is at {}", location(*l))
        }
        Event::Meeting {
            location: l,
            kind,
            persons,
        } => format!(
            "meeting at {}: {} ({})",
            location(*l),
            and(persons.iter().map(|&a| who(a)).collect()),
            meeting_kind(*kind)
        ),
        Event::Committed { seat } => format!("{} has chosen what to show", name(*seat)),
        Event::Showed {
            from,
            to,
            cards,
            shown,
        } => match shown {
            Some(Shown::Pair(p)) => {
                format!("{} shows {} the pair {}", name(*from), name(*to), pair(p))
            }
            Some(Shown::Black(b)) => {
                format!("{} shows {} the {}", name(*from), name(*to), black(*b))
            }
            None => format!(
                "{} shows {} {}",
                name(*from),
                name(*to),
                match cards {
                    1 => "1 card".to_string(),
                    n => format!("{n} cards"),
                }
            ),
        },
        Event::Asked {
            asker,
            named: Some(a),
        } => format!("{} asks the Ambassador about {}", name(*asker), who(*a)),
        Event::Asked { asker, named: None } => {
            format!("{} names nobody to the Ambassador", name(*asker))
        }
        Event::Passed { seat } => format!("{} lets the meeting pass", name(*seat)),
        Event::BlackShown {
            from,
            to,
            witness,
            card,
        } => {
            let witness = witness.map_or(String::new(), |w| {
                format!(", and the Ambassador {} sees it", name(w))
            });
            let face = card.map_or("a black card".into(), |c| format!("the {}", black(c)));
            format!("{} shows {} {face}{witness}", who(*from), name(*to))
        }
        Event::Looked { seat, card } => match card {
            Some(c) => format!("{} looks at the dummy's {}", name(*seat), black(*c)),
            None => format!("{} looks at a black card of the dummy", name(*seat)),
        },
        Event::Called {
            caller,
            number: n,
            correct,
        } => format!(
            "{} calls {}: {}",
            name(*caller),
            number(n),
            if *correct { "correct" } else { "wrong" }
        ),
        Event::SeriesEnded { series } => {
            format!("-- series {series} ends: every location card goes back to its owner")
        }
        Event::GameEnded {
            end,
            identities,
            number: n,
            scored,
            scores,
        } => {
            let agents: Vec<String> = identities
                .iter()
                .map(|&(a, i, f)| format!("{} {}/{}", who(a), identity(i), fragment(f)))
                .collect();
            let scored = match scored.as_slice() {
                [] => "nobody scores".to_string(),
                seats => format!(
                    "a point for {}",
                    and(seats.iter().map(|&s| name(s)).collect())
                ),
            };
            format!(
                "game over by {}. Agents: {}. The number was {}; {scored}. Match points: {}",
                game_end(*end),
                agents.join(", "),
                number(n),
                points(viewer, scores)
            )
        }
    }
}

/// The first game's deal as the viewer sees it, told as the events that deal later games:
/// the first is dealt at setup, before any event.
pub fn opening(view: &View) -> Vec<String> {
    let Some(start) = view.start else {
        return Vec::new();
    };
    let started = Event::GameStarted {
        game: view.game,
        ambassador: view.ambassador_seat,
        start,
        scores: view.scores.clone(),
    };
    let dealt = view.agents.iter().filter_map(|a| match a.agent {
        Agent::Seat(seat) => Some(Event::Dealt {
            seat,
            identity: a.identity,
            fragment: a.fragment,
        }),
        Agent::Dummy => None,
    });
    std::iter::once(started)
        .chain(dealt)
        .map(|e| event(view.viewer, &e))
        .collect()
}

/// One agent's line: its secrets if seen, this round's card and the series' cards.
fn agent_line(view: &View, a: &AgentView) -> String {
    let secrets = match (a.identity, a.fragment) {
        (Some(i), Some(f)) => format!(
            " [{} {}, fragment {}]",
            identity(i),
            character(i),
            fragment(f)
        ),
        _ => String::new(),
    };
    let placed = a.placed.map_or("-".into(), |l| location(l).to_string());
    let acting = match (a.agent, view.to_act) {
        (Agent::Seat(s), Some(t)) if s == t => "  <- to act",
        _ => "",
    };
    format!(
        "  {:<14} now at {:<18} played this series: {}{secrets}{acting}",
        agent(view.viewer, a.agent),
        placed,
        places(&a.played)
    )
}

fn meeting_line(view: &View, meeting: &MeetingView) -> String {
    let persons: Vec<String> = meeting
        .persons
        .iter()
        .map(|&a| agent(view.viewer, a))
        .collect();
    let mut line = format!(
        "Meeting now at {}: {} ({})",
        location(meeting.location),
        and(persons),
        meeting_kind(meeting.kind)
    );
    if meeting.committed {
        line.push_str("; the first has chosen");
    }
    if let Some(named) = meeting.named {
        line.push_str(&format!("; {} was named", agent(view.viewer, named)));
    }
    line
}

/// The table as the view's viewer sees it, with `learnt`: what events showed the viewer
/// this game (pairs received with their faces, black cards seen).
pub fn table(view: &View, learnt: &[String]) -> String {
    let series = (u32::from(view.round) - 1) / 5 + 1;
    let mut out = format!(
        "Game {} of the match (first to {TARGET} points), round {} (series {series}, round {} \
         of 5). Match points: {}\n",
        view.game,
        view.round,
        (u32::from(view.round) - 1) % 5 + 1,
        points(view.viewer, &view.scores)
    );
    if let Some(me) = view.viewer.seat() {
        let mine = view.agents.iter().find(|a| a.agent == Agent::Seat(me));
        match mine.map(|a| (a.identity, a.fragment)) {
            Some((Some(i), Some(f))) => {
                out.push_str(&format!(
                    "You are {} ({}), fragment {}. True cards: identity {} and number {}.",
                    identity(i),
                    character(i),
                    fragment(f),
                    identity(i),
                    fragment(f)
                ));
                if view.players == 4 {
                    out.push_str(&format!(" Your partner is {}.", identity(i.partner())));
                }
                out.push('\n');
            }
            _ => out.push_str("You are the Ambassador player.\n"),
        }
    }
    out.push_str("Agents:\n");
    for a in &view.agents {
        out.push_str(&agent_line(view, a));
        out.push('\n');
    }
    let at = match (view.ambassador_at, view.ambassador_hidden) {
        (Some(l), _) => format!("at {}", location(l)),
        (None, Some(l)) => format!("your hidden card: {}", location(l)),
        (None, None) => "not yet turned".into(),
    };
    let player = view
        .ambassador_seat
        .map_or(String::new(), |s| format!(" ({})", seat(view.viewer, s)));
    out.push_str(&format!(
        "  {:<14} {at}; played this series: {}\n",
        format!("Ambassador{player}"),
        places(&view.ambassador_played)
    ));
    if let Some(meeting) = &view.meeting {
        out.push_str(&meeting_line(view, meeting));
        out.push('\n');
    }
    for shown in &view.shown {
        let pairs: Vec<String> = shown.pairs.iter().map(pair).collect();
        out.push_str(&format!(
            "You showed {}: {}\n",
            seat(view.viewer, shown.receiver),
            pairs.join("; ")
        ));
    }
    if !learnt.is_empty() {
        out.push_str("Seen this game:\n");
        for line in learnt {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}
