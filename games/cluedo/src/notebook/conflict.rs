//! Naming the observations that cannot all be true.

use super::count::count;
use super::observation::Observations;
use super::problem::problem;
use std::fmt;

/// A set of entries that no deal satisfies together (with the hand sizes), small in the
/// sense that dropping any one of them leaves the rest possible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// Entry indices, in order.
    pub entries: Vec<usize>,
    /// Each entry's origin, in the same order.
    pub origins: Vec<String>,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "these cannot all be true with the hand sizes: {}",
            self.origins.join("; ")
        )
    }
}

/// Whether the entries `keep` accepts leave at least one deal.
fn possible(observations: &Observations, keep: impl Fn(usize) -> bool) -> bool {
    count(&problem(observations, keep)).total > 0
}

/// A conflict among the observations, or `None` if they are possible. Deletion-based:
/// each entry in turn is dropped for good if the others still conflict without it.
pub fn find(observations: &Observations) -> Option<Conflict> {
    let entries = observations.entries().len();
    let mut kept = vec![true; entries];
    if possible(observations, |i| kept[i]) {
        return None;
    }
    for dropped in 0..entries {
        kept[dropped] = false;
        if possible(observations, |i| kept[i]) {
            kept[dropped] = true;
        }
    }
    let entries: Vec<usize> = (0..entries).filter(|&i| kept[i]).collect();
    let origins = entries
        .iter()
        .map(|&i| observations.entries()[i].origin.clone())
        .collect();
    Some(Conflict { entries, origins })
}
