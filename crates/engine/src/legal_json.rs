//! The JSON of long legal-action lists, kept for when the same list comes again.
//!
//! Some lists are long and recur at every turn (Cluedo's 361 choices after a move, every
//! accusation among them, are one of two lists: 24 KB of JSON that take about 28 µs to
//! write, against about 5 µs to hash and compare the list). Each thread keeps its own
//! lists, so no lock is taken; the memory is bounded, and a list is cached only if long.

use serde::Serialize;
use serde_json::value::RawValue;
use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::Hash;

/// Shorter lists are written each time: they cost little.
const SHORTEST_CACHED: usize = 64;

/// The JSON bytes one thread keeps at most; past it, the lists are dropped and kept anew.
const MOST_BYTES: usize = 1 << 20;

/// One game's lists (by its action type) on this thread, and their JSON's total length.
struct Lists<A> {
    json: HashMap<Vec<A>, Box<RawValue>>,
    bytes: usize,
}

thread_local! {
    static LISTS: RefCell<HashMap<TypeId, Box<dyn Any>>> = RefCell::new(HashMap::new());
}

/// `actions` as JSON, from this thread's cache when the same long list was written before.
pub fn legal_json<A>(actions: Vec<A>) -> Box<RawValue>
where
    A: Serialize + Eq + Hash + 'static,
{
    if actions.len() < SHORTEST_CACHED {
        return write(&actions);
    }
    LISTS.with_borrow_mut(|games| {
        let lists = games
            .entry(TypeId::of::<A>())
            .or_insert_with(|| {
                Box::new(Lists::<A> {
                    json: HashMap::new(),
                    bytes: 0,
                })
            })
            .downcast_mut::<Lists<A>>()
            .expect("the lists of this action type");
        if let Some(json) = lists.json.get(&actions) {
            return json.clone();
        }
        let json = write(&actions);
        if lists.bytes + json.get().len() > MOST_BYTES {
            lists.json.clear();
            lists.bytes = 0;
        }
        lists.bytes += json.get().len();
        lists.json.insert(actions, json.clone());
        json
    })
}

fn write<A: Serialize>(actions: &[A]) -> Box<RawValue> {
    serde_json::value::to_raw_value(actions).expect("game types serialise to JSON")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    enum Move {
        Step(u16),
        Pass,
    }

    fn list(from: u16, len: u16) -> Vec<Move> {
        (from..from + len)
            .map(Move::Step)
            .chain([Move::Pass])
            .collect()
    }

    #[test]
    fn a_cached_list_reads_as_freshly_written_and_a_changed_one_is_not_mixed_up() {
        for (from, len) in [(0, 100), (0, 100), (1, 100), (0, 101), (0, 3), (0, 3)] {
            let actions = list(from, len);
            let fresh = write(&actions);
            assert_eq!(legal_json(actions).get(), fresh.get());
        }
    }

    #[test]
    fn past_the_bound_the_lists_are_dropped_and_answers_stay_right() {
        // About 10 bytes per action: some 2,000 lists of 64 to 100 actions pass 1 MiB.
        for round in 0..2_000u16 {
            let actions = list(round, 64 + round % 37);
            let fresh = write(&actions);
            assert_eq!(legal_json(actions).get(), fresh.get());
        }
        LISTS.with_borrow(|games| {
            let lists = games[&TypeId::of::<Move>()]
                .downcast_ref::<Lists<Move>>()
                .unwrap();
            assert!(lists.bytes <= MOST_BYTES);
            assert_eq!(
                lists.bytes,
                lists
                    .json
                    .values()
                    .map(|json| json.get().len())
                    .sum::<usize>()
            );
        });
    }
}
