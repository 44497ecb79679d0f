//! What the expert shows. A partner it is sure of gets a black card it has not yet
//! shown them. Anyone else gets a pair scored for the receiver: the true card is
//! decoded by whoever holds the false one, so to a likely partner the false card is one
//! of theirs and the true card my identity (the partnership first), and to an opponent
//! the false card is one they are unlikely to hold and the true card my identity, which
//! gives away no part of the number.

use super::knowledge::Read;
use crate::elements::{BlackKind, Card};
use crate::view::View;
use whodunit_engine::Seat;

/// My 12 valid pairs (IK-MEET-04) as (true, false) cards.
fn valid_pairs(view: &View, me: usize) -> Vec<(Card, Card)> {
    let (Some(identity), Some(fragment)) = (view.agents[me].identity, view.agents[me].fragment)
    else {
        return Vec::new();
    };
    let true_cards = [Card::Identity(identity), Card::Number(fragment)];
    true_cards
        .iter()
        .flat_map(|&t| {
            Card::ALL
                .into_iter()
                .filter(move |c| !true_cards.contains(c))
                .map(move |f| (t, f))
        })
        .collect()
}

/// Whether `pair` may still be shown to `receiver` (IK-MEET-06, 08).
pub fn unshown(view: &View, receiver: Seat, pair: [Card; 2]) -> bool {
    view.shown
        .iter()
        .find(|s| s.receiver == receiver)
        .is_none_or(|s| s.pairs.len() >= 12 || !s.pairs.iter().any(|p| same(*p, pair)))
}

fn same(a: [Card; 2], b: [Card; 2]) -> bool {
    a == b || a == [b[1], b[0]]
}

/// The best pair for `receiver`, whose agent index is `other` (none for the 5-player
/// Ambassador player, who holds no cards).
pub fn pair(r: &Read, receiver: Seat, other: Option<usize>) -> Option<[Card; 2]> {
    let me = r.me?;
    let q = other.map_or(0.0, |o| r.partner(o));
    let holds = |card: Card| match (other, card) {
        (Some(o), Card::Identity(i)) => r.m.identity(o, i),
        (Some(o), Card::Number(f)) => r.m.fragment(o, f),
        (None, _) => 0.0,
    };
    let score = |(t, f): (Card, Card)| {
        let reveals_number = f64::from(u8::from(matches!(t, Card::Number(_))));
        let decoded = holds(f);
        q * decoded * (2.0 - reveals_number) - (1.0 - q) * (2.0 * decoded + reveals_number)
    };
    valid_pairs(r.view, me)
        .into_iter()
        .filter(|&(t, f)| unshown(r.view, receiver, [t, f]))
        .max_by(|&a, &b| score(a).total_cmp(&score(b)))
        .map(|(t, f)| [t, f])
}

/// The black kind to show a sure partner, or `None` when they have seen both.
pub fn black_for_partner(shown: [bool; 2]) -> Option<BlackKind> {
    BlackKind::ALL.into_iter().find(|&k| !shown[k as usize])
}

/// The black card to reveal when named (IK-AMB-03): what a sure partner lacks; to anyone
/// else a kind they already saw, else my identity.
pub fn reveal(r: &Read, asker: Option<usize>, shown: [bool; 2]) -> BlackKind {
    let partner = asker.is_some_and(|a| r.partner(a) == 1.0);
    match (partner, black_for_partner(shown)) {
        (true, Some(kind)) => kind,
        _ if shown[BlackKind::Number as usize] && !shown[BlackKind::Identity as usize] => {
            BlackKind::Number
        }
        _ => BlackKind::Identity,
    }
}
