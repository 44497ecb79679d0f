//! Certain conclusions: what holds in every world left, and a smallest set of clues
//! that proves it.

use super::world::{World, Worlds};
use super::{Clue, Notebook};
use crate::elements::{Fragment, Identity, Number};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// `agent` is (or, when `is` is false, is not) `identity`.
    Identity {
        agent: usize,
        identity: Identity,
        is: bool,
    },
    Fragment {
        agent: usize,
        fragment: Fragment,
        is: bool,
    },
    /// `agent` is (or is not) the seat's partner (4 players).
    Partner {
        agent: usize,
        is: bool,
    },
    Number(Number),
}

impl Fact {
    /// Whether the fact is true of `w`, for the seat whose agent index is `me`.
    pub fn holds(&self, w: &World, me: Option<usize>) -> bool {
        match *self {
            Fact::Identity {
                agent,
                identity,
                is,
            } => (w.identity[agent] == identity) == is,
            Fact::Fragment {
                agent,
                fragment,
                is,
            } => (w.fragment[agent] == fragment) == is,
            Fact::Partner { agent, is } => {
                me.is_some_and(|me| w.identity[agent] == w.identity[me].partner()) == is
            }
            Fact::Number(number) => w.number() == number,
        }
    }
}

/// Every certain fact worth saying. Exclusions that only repeat the seat's own cards
/// (nobody else holds my identity or fragment) are left out, as are exclusions once the
/// positive fact is known.
pub fn facts(nb: &Notebook) -> Vec<Fact> {
    let m = &nb.marginals;
    if m.total == 0 {
        return Vec::new();
    }
    let mine = nb.me.map(|me| (m.sure_identity(me), m.sure_fragment(me)));
    let mut out = Vec::new();
    for agent in nb.others() {
        match m.sure_identity(agent) {
            Some(identity) => out.push(Fact::Identity {
                agent,
                identity,
                is: true,
            }),
            None => out.extend(
                Identity::ALL
                    .into_iter()
                    .filter(|&i| m.identity(agent, i) == 0.0 && mine.is_none_or(|x| x.0 != Some(i)))
                    .map(|identity| Fact::Identity {
                        agent,
                        identity,
                        is: false,
                    }),
            ),
        }
        match m.sure_fragment(agent) {
            Some(fragment) => out.push(Fact::Fragment {
                agent,
                fragment,
                is: true,
            }),
            None => out.extend(
                Fragment::ALL
                    .into_iter()
                    .filter(|&f| m.fragment(agent, f) == 0.0 && mine.is_none_or(|x| x.1 != Some(f)))
                    .map(|fragment| Fact::Fragment {
                        agent,
                        fragment,
                        is: false,
                    }),
            ),
        }
        let partner = nb.partner(agent);
        if partner == Some(1.0) {
            out.push(Fact::Partner { agent, is: true });
        } else if partner == Some(0.0) && m.sure_identity(agent).is_none() {
            out.push(Fact::Partner { agent, is: false });
        }
    }
    if let Some(number) = m.sure_number() {
        out.push(Fact::Number(number));
    }
    out
}

/// Drops clues one at a time while what is left still proves `fact`.
pub fn grounds<'a>(nb: &'a Notebook, fact: &Fact) -> Vec<&'a Clue> {
    let proven = Worlds::all().filter(|w| fact.holds(w, nb.me));
    let mut keep: Vec<bool> = vec![true; nb.clues.len()];
    for i in 0..nb.clues.len() {
        keep[i] = false;
        let left = nb
            .clues
            .iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .fold(Worlds::all(), |w, (c, _)| w.and(c.allows));
        if !left.within(&proven) {
            keep[i] = true;
        }
    }
    nb.clues
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(c, _)| c)
        .collect()
}
