//! Counts over a set of equally likely worlds: each agent's identity and fragment, and
//! the correct number.

use super::world::{World, Worlds};
use crate::elements::{BlackKind, Fragment, Identity, Number, NUMBERS};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marginals {
    pub total: u32,
    identity: [[u32; 4]; 4],
    fragment: [[u32; 4]; 4],
    numbers: [u32; 24],
}

impl Marginals {
    pub fn of(worlds: &Worlds) -> Marginals {
        let mut m = Marginals {
            total: 0,
            identity: [[0; 4]; 4],
            fragment: [[0; 4]; 4],
            numbers: [0; 24],
        };
        for index in worlds.indices() {
            let w = World::from_index(index);
            m.total += 1;
            for a in 0..4 {
                m.identity[a][w.identity[a].index()] += 1;
                m.fragment[a][w.fragment[a].index()] += 1;
            }
            m.numbers[World::number_rank_at(index)] += 1;
        }
        m
    }

    fn share(&self, count: u32) -> f64 {
        f64::from(count) / f64::from(self.total.max(1))
    }

    pub fn identity(&self, agent: usize, identity: Identity) -> f64 {
        self.share(self.identity[agent][identity.index()])
    }

    pub fn fragment(&self, agent: usize, fragment: Fragment) -> f64 {
        self.share(self.fragment[agent][fragment.index()])
    }

    /// The identity of `agent` if every world agrees.
    pub fn sure_identity(&self, agent: usize) -> Option<Identity> {
        Identity::ALL
            .into_iter()
            .find(|&i| self.total > 0 && self.identity[agent][i.index()] == self.total)
    }

    pub fn sure_fragment(&self, agent: usize) -> Option<Fragment> {
        Fragment::ALL
            .into_iter()
            .find(|&f| self.total > 0 && self.fragment[agent][f.index()] == self.total)
    }

    /// Every possible number with its probability, likeliest first.
    pub fn numbers(&self) -> Vec<(Number, f64)> {
        let mut out: Vec<(Number, f64)> = NUMBERS
            .iter()
            .zip(self.numbers)
            .filter(|(_, c)| *c > 0)
            .map(|(&n, c)| (n, self.share(c)))
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        out
    }

    /// The number if every world agrees.
    pub fn sure_number(&self) -> Option<Number> {
        let (rank, &count) = self.numbers.iter().enumerate().max_by_key(|x| x.1)?;
        (self.total > 0 && count == self.total).then_some(NUMBERS[rank])
    }

    /// Bits of uncertainty left in `agent`'s identity plus its fragment.
    pub fn entropy(&self, agent: usize) -> f64 {
        self.entropy_of(agent, BlackKind::Identity) + self.entropy_of(agent, BlackKind::Number)
    }

    /// Bits of uncertainty left in `agent`'s black card of `kind`: what seeing it teaches.
    pub fn entropy_of(&self, agent: usize, kind: BlackKind) -> f64 {
        let counts = match kind {
            BlackKind::Identity => &self.identity[agent],
            BlackKind::Number => &self.fragment[agent],
        };
        counts
            .iter()
            .filter(|&&c| c > 0)
            .map(|&c| {
                let p = self.share(c);
                -p * p.log2()
            })
            .sum()
    }
}
