//! Where the expert places: the location whose meeting is worth most on average, given
//! the cards already placed this round. Agents still to place are taken to choose
//! uniformly among their unplayed locations, and the Ambassador's card uniformly among
//! those left (IK-INFO-03).

use super::knowledge::Read;
use crate::actions::Agent;
use crate::elements::{BlackKind, Location};

/// What a meeting where I can call is worth, against the bits other meetings teach.
const CALL: f64 = 100.0;

/// The locations not in `played`, as a set of bits by location index.
fn unplayed(played: &[Location]) -> u8 {
    played
        .iter()
        .fold(0b11111, |set, l| set & !(1 << l.index()))
}

/// The chance that a uniform pick from `options` is `l`.
fn chance_of(options: u8, l: Location) -> f64 {
    if options & 1 << l.index() != 0 {
        1.0 / f64::from(options.count_ones())
    } else {
        0.0
    }
}

/// The value of the meeting I would have with the persons at my location.
struct Values {
    /// Alone with the Ambassador.
    ambassador: f64,
    /// With each other agent, by agent index.
    two: [f64; 4],
}

fn values(r: &Read) -> Values {
    let players = r.view.players;
    let others = (0..r.view.agents.len()).filter(|&a| Some(a) != r.me);
    let callable = |other: Option<usize>| r.call_with(other).is_some();
    let ask = |a: usize| {
        let (i, n) = (r.bits(a, BlackKind::Identity), r.bits(a, BlackKind::Number));
        let q = r.partner(a);
        // A partner shows what helps; anyone else what teaches least, unless I choose.
        match r.view.agents[a].agent {
            Agent::Dummy => i.max(n),
            _ => q * i.max(n) + (1.0 - q) * i.min(n),
        }
    };
    let ambassador = if players != 4 && callable(None) {
        CALL
    } else {
        others.clone().map(ask).fold(0.0, f64::max)
    };
    let mut two = [0.0; 4];
    for a in others {
        two[a] = if callable(Some(a)) {
            CALL
        } else if r.view.agents[a].agent == Agent::Dummy {
            ask(a)
        } else {
            // A pair teaches about half a black card; a likely partner is worth meeting
            // to tell them what I know.
            let (q, entropy) = (r.partner(a), r.m.entropy(a));
            0.5 * entropy + q * (1.0 + entropy)
        };
    }
    Values { ambassador, two }
}

/// The location to place, or `None` if every card was played (never in a real game).
pub fn place(r: &Read) -> Option<(Location, f64)> {
    let me = r.me?;
    let view = r.view;
    let values = values(r);
    let placed: Vec<(usize, Location)> = view
        .agents
        .iter()
        .enumerate()
        .filter(|&(a, _)| a != me)
        .filter_map(|(a, v)| Some((a, v.placed?)))
        .collect();
    let later: Vec<(usize, u8)> = view
        .agents
        .iter()
        .enumerate()
        .filter(|&(a, v)| a != me && v.placed.is_none())
        .map(|(a, v)| (a, unplayed(&v.played)))
        .collect();
    let deck = unplayed(&view.ambassador_played);
    let mut best: Option<(Location, f64)> = None;
    let mine = unplayed(&view.agents[me].played);
    for l in Location::ALL
        .into_iter()
        .filter(|l| mine & 1 << l.index() != 0)
    {
        let p_amb = chance_of(deck, l);
        // The agents already here: how many, and one of them.
        let (here_count, here_one) = placed
            .iter()
            .filter(|p| p.1 == l)
            .fold((0, None), |(n, one), p| (n + 1, one.or(Some(p.0))));
        let mut value = 0.0;
        // Each subset of the agents still to place joining me here. Only how many agents
        // I would be with matters, and who when there is just one.
        for subset in 0u32..1 << later.len() {
            let mut p = 1.0;
            let (mut count, mut one) = (here_count, here_one);
            for (j, (a, options)) in later.iter().enumerate() {
                let p_here = chance_of(*options, l);
                if subset & 1 << j != 0 {
                    p *= p_here;
                    count += 1;
                    one = one.or(Some(*a));
                } else {
                    p *= 1.0 - p_here;
                }
            }
            if p == 0.0 {
                continue;
            }
            let alone = if count == 0 { values.ambassador } else { 0.0 };
            let pair = match (count, one) {
                (1, Some(a)) => values.two[a],
                _ => 0.0,
            };
            // With one other agent and the Ambassador (a 5-player audience, IK-5P-12, 14)
            // I only show a pair: worth nothing, but not shunned, since shunning it won
            // fewer matches (`docs/research-figures.md`).
            value += p * (p_amb * alone + (1.0 - p_amb) * pair);
        }
        if best.is_none_or(|b| value > b.1) {
            best = Some((l, value));
        }
    }
    best
}
