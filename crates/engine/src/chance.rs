//! Chance made explicit, for frameworks that want every random draw as a node of the game
//! tree (OpenSpiel's chance nodes).
//!
//! Every draw of every game goes through [`GameRng::below`](crate::GameRng::below) (a shuffle
//! is a run of them), so a game needs no change to have its chance given from outside:
//! while [`scripted`] runs a closure, each draw on this thread takes the next of the given
//! outcomes instead of the generator's. A draw beyond them is answered 0 and noted as
//! wanted, with its number of outcomes; the caller then throws the run away, offers that
//! draw as a chance node, and runs again with one more outcome. Since each draw is uniform
//! among its outcomes, a game whose outcomes are chosen uniformly is dealt exactly as with
//! its generator.

use std::cell::RefCell;

/// The draws given to one run and what it asked for beyond them.
struct Script {
    given: Vec<u32>,
    used: usize,
    /// The number of outcomes of the first draw beyond `given`.
    wanted: Option<u32>,
}

thread_local! {
    static SCRIPT: RefCell<Option<Script>> = const { RefCell::new(None) };
}

/// What a scripted run drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draws {
    /// How many of the given outcomes it used.
    pub used: usize,
    /// `Some(n)`: it wanted a draw among `n` outcomes beyond those given, so its result
    /// is not the game's and must be thrown away.
    pub wanted: Option<u32>,
}

/// Runs `run` with the draws of every generator on this thread taken from `given`, in order.
/// Scripts do not nest: the outer one is put back after `run`.
pub fn scripted<R>(given: &[u32], run: impl FnOnce() -> R) -> (R, Draws) {
    let script = Script {
        given: given.to_vec(),
        used: 0,
        wanted: None,
    };
    let outer = SCRIPT.with(|cell| cell.replace(Some(script)));
    let result = run();
    let script = SCRIPT
        .with(|cell| cell.replace(outer))
        .expect("the script is in place until the run ends");
    let draws = Draws {
        used: script.used,
        wanted: script.wanted,
    };
    (result, draws)
}

/// The scripted outcome of a draw among `n`, or `None` when no script runs on this thread.
pub(crate) fn scripted_draw(n: u32) -> Option<u32> {
    SCRIPT.with(|cell| {
        let mut cell = cell.borrow_mut();
        let script = cell.as_mut()?;
        match script.given.get(script.used) {
            Some(&outcome) if script.wanted.is_none() => {
                script.used += 1;
                // A given outcome out of range is the caller's error; keep the game valid.
                Some(outcome.min(n - 1))
            }
            _ => {
                script.wanted.get_or_insert(n);
                Some(0)
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRng;

    #[test]
    fn given_outcomes_replace_the_generator_and_the_first_missing_draw_is_wanted() {
        let mut rng = GameRng::new(9);
        let (drawn, draws) = scripted(&[4, 1], || (0..3).map(|_| rng.below(6)).collect::<Vec<_>>());
        assert_eq!(drawn[..2], [4, 1]);
        assert_eq!(
            draws,
            Draws {
                used: 2,
                wanted: Some(6)
            }
        );
        let (_, draws) = scripted(&[4, 1, 5], || rng.below(6) + rng.below(6) + rng.below(6));
        assert_eq!(
            draws,
            Draws {
                used: 3,
                wanted: None
            }
        );
    }

    #[test]
    fn outside_a_script_the_generator_draws_as_before() {
        let mut scripted_rng = GameRng::new(3);
        let _ = scripted(&[0], || scripted_rng.below(4));
        let (mut plain, mut after) = (GameRng::new(3), scripted_rng);
        assert_eq!(plain.below(1000), after.below(1000));
    }

    #[test]
    fn a_shuffle_is_a_run_of_draws_each_among_one_more_item() {
        let mut items = [0, 1, 2, 3];
        let mut rng = GameRng::new(1);
        let (_, draws) = scripted(&[], || rng.shuffle(&mut items));
        assert_eq!(draws.wanted, Some(4));
        let (_, draws) = scripted(&[0, 0], || rng.shuffle(&mut items));
        assert_eq!(draws.wanted, Some(2));
        let (_, draws) = scripted(&[3, 2, 1], || rng.shuffle(&mut items));
        assert_eq!(draws.wanted, None);
    }
}
