//! Each seat's key moments (`Game::moments`, `notebook/certainty.rs`) over recorded games:
//! the certainty of the opponent's hand total is the one the notebook built from scratch
//! gives at every step (held while a challenge shows the hands), 1 exactly when that total
//! is determined, and it moves both ways (the hand changes every turn); there is no goal.

use whodunit_bakerstreet::notebook::certainty::{certainty, certainty_of};
use whodunit_bakerstreet::notebook::{Memory, Notebook};
use whodunit_bakerstreet::{bots, Config};
use whodunit_engine::conformance::moments::{events_before, seen_game, view_after};

#[test]
fn certainty_is_the_notebooks_and_moves_with_the_hand() {
    let (mut certain, mut falls, mut rises, mut values) = (0, 0, 0, 0);
    for (seed, level) in [(61, "hard"), (62, "medium"), (63, "hard"), (64, "easy")] {
        let seen = seen_game(&Config::default(), seed, level, bots::by_level, 20_000);
        for (s, seen) in seen.expect("bots play").iter().enumerate() {
            let at = format!("seed {seed} seat {s}");
            let moments = seen.moments().expect("a seat has moments");
            assert!(moments.goals.is_empty(), "{at}: nothing to find");
            let c = &moments.certainty;
            assert_eq!(c.len(), seen.steps.len() + 1);
            // Every other step from scratch (the notebook reads the whole log each time).
            for step in (0..c.len()).step_by(2).chain([c.len() - 1]) {
                let events = events_before(seen, step);
                let empty = view_after(seen, step).seats[1 - s].hand_size == 0;
                if Memory::from_events(&events).revealed(1 - s).is_some() || empty {
                    // A challenge shows the hands, or no card is held: held, not deduced.
                    assert_eq!(c[step], c[step - 1], "{at}, step {step}");
                    continue;
                }
                let notebook = Notebook::new(view_after(seen, step), &events).expect("a seat");
                assert_eq!(c[step], certainty(&notebook), "{at}, step {step}");
                let determined = notebook.opponent_total.iter().any(|&p| p > 1.0 - 1e-9);
                assert_eq!(c[step] == 1.0, determined, "{at}, step {step}");
                certain += usize::from(determined);
                values += 1;
            }
            falls += c.windows(2).filter(|w| w[1] < w[0]).count();
            rises += c.windows(2).filter(|w| w[1] > w[0]).count();
        }
    }
    eprintln!("{certain} of {values} checked steps certain; {rises} rises, {falls} falls");
    assert!(certain > 0 && certain < values);
    assert!(rises > 0 && falls > 0, "the hand changes both ways");
}

#[test]
fn certainty_of_a_distribution() {
    let mut one = [0.0; 16];
    one[7] = 1.0;
    assert_eq!(certainty_of(&one), 1.0);
    assert_eq!(certainty_of(&[1.0 / 16.0; 16]), 0.0);
    let mut two = [0.0; 16];
    two[3] = 0.5;
    two[9] = 0.5;
    assert!((certainty_of(&two) - 0.75).abs() < 1e-12);
}
