//! When each fact became certain: how many of the first entries it needs. A fact found by
//! a rule needs the latest entry its reason rests on, directly or through its premises; a
//! fact only the count proves needs the fewest first entries whose count proves it.
//! Worked out for showing the facts newest first only, since it may count again.

use super::count::{self, Counts};
use super::facts::Fact;
use super::observation::Observations;
use super::problem;
use std::collections::HashMap;

/// For each fact (in the order of `facts`), how many of the first entries it needs.
pub fn since(facts: &[Fact], observations: &Observations) -> Vec<usize> {
    let mut prefixes = Prefixes {
        observations,
        counts: HashMap::new(),
    };
    let mut since: Vec<usize> = Vec::with_capacity(facts.len());
    for fact in facts {
        let needed = if fact.by_counting {
            prefixes.first_proof(fact)
        } else {
            // Premises come before the facts resting on them.
            let entries = fact.entries.iter().map(|&entry| entry + 1);
            let premises = fact.premises.iter().map(|&premise| since[premise]);
            entries.chain(premises).max().unwrap_or(0)
        };
        since.push(needed);
    }
    since
}

/// Counts over the first entries, each worked out once.
struct Prefixes<'a> {
    observations: &'a Observations,
    /// By the number of first entries counted.
    counts: HashMap<usize, Counts>,
}

impl Prefixes<'_> {
    /// The fewest first entries whose count proves `fact`. A fact certain after some
    /// entries stays certain after more, so halving the range finds it.
    fn first_proof(&mut self, fact: &Fact) -> usize {
        let (mut low, mut high) = (0, self.observations.entries().len());
        while low < high {
            let middle = (low + high) / 2;
            if self.proves(middle, fact) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        low
    }

    /// Whether the count over the first `prefix` entries makes `fact` certain.
    fn proves(&mut self, prefix: usize, fact: &Fact) -> bool {
        let observations = self.observations;
        let counts = self.counts.entry(prefix).or_insert_with(|| {
            count::count(&problem::problem(observations, |entry| entry < prefix))
        });
        let n = counts.by_card[fact.card.index()][fact.holder.index()];
        n == if fact.holds { counts.total } else { 0 }
    }
}
