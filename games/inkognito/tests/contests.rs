//! What a finished match tells a rating system: one contest per game that someone scored
//! in, partners a team at 4 players (IK-SETUP-11), everyone alone at 3 and 5 (IK-3P-01,
//! IK-5P-01).

use serde_json::Value;
use std::collections::BTreeSet;
use whodunit_engine::{bot_game, GameKind, Seat, Table, Viewer};

/// A game that ended with points, as the spectator was told: the seats that scored
/// (IK-SERIES-13's points) and the identity letter each seat held (IK-INFO-15).
struct Scored {
    seats: BTreeSet<Seat>,
    identities: Vec<(Seat, String)>,
}

fn scored_games(steps: &[&dyn Table]) -> Vec<Scored> {
    steps
        .iter()
        .flat_map(|table| table.last_events(Viewer::Spectator))
        .filter_map(|event| {
            let event: Value = serde_json::from_str(event.get()).ok()?;
            if event.get("event")? != "game_ended" {
                return None;
            }
            let seats: BTreeSet<Seat> = serde_json::from_value(event["scored"].clone()).ok()?;
            let identities = event["identities"]
                .as_array()?
                .iter()
                .filter_map(|held| {
                    let seat = serde_json::from_value(held[0]["seat"].clone()).ok()?;
                    Some((seat, held[1].as_str()?.to_string()))
                })
                .collect();
            (!seats.is_empty()).then_some(Scored { seats, identities })
        })
        .collect()
}

#[test]
fn each_scored_game_is_one_contest_of_its_deals_teams() {
    let kind = whodunit_inkognito::kind();
    for players in 3..=5 {
        for seed in 0..4 {
            let config = kind.config(players, &Value::Null).unwrap();
            let levels = vec!["easy"; players];
            let game = bot_game(&kind, &config, seed, &levels, 100_000).unwrap();
            let steps = game.tables();
            let last = *steps.last().unwrap();
            let outcome = last.outcome().expect("the match ends");
            let contests = last.contests();
            let scored = scored_games(&steps);
            assert_eq!(contests.len(), scored.len(), "{players}p seed {seed}");
            for (contest, scored) in contests.iter().zip(&scored) {
                let first: BTreeSet<Seat> = contest
                    .teams
                    .iter()
                    .filter(|team| team.place == 0)
                    .flat_map(|team| team.seats.iter().copied())
                    .collect();
                assert_eq!(first, scored.seats, "the seats that scored are first");
                assert!(contest.teams.iter().all(|team| team.place <= 1));
                let mut everyone: Vec<Seat> = contest
                    .teams
                    .iter()
                    .flat_map(|team| team.seats.iter().copied())
                    .collect();
                everyone.sort();
                let seats: Vec<Seat> = (0..players as u8).map(Seat).collect();
                assert_eq!(everyone, seats, "every seat in exactly one team");
                let size = if players == 4 { 2 } else { 1 };
                assert!(contest.teams.iter().all(|team| team.seats.len() == size));
                if players == 4 {
                    // IK-SETUP-11: Fiddlebottom with Bubble, Zsa Zsa with X.
                    for team in &contest.teams {
                        let mut letters: Vec<&str> = scored
                            .identities
                            .iter()
                            .filter(|(seat, _)| team.seats.contains(seat))
                            .map(|(_, letter)| letter.as_str())
                            .collect();
                        letters.sort();
                        assert!(
                            letters == ["B", "F"] || letters == ["X", "Z"],
                            "{letters:?}"
                        );
                    }
                }
            }
            // A seat's match points are the games it came first in.
            for (seat, &points) in outcome.scores.iter().enumerate() {
                let firsts = contests
                    .iter()
                    .flat_map(|contest| &contest.teams)
                    .filter(|team| team.place == 0 && team.seats.contains(&Seat(seat as u8)))
                    .count();
                assert_eq!(firsts as i32, points, "{players}p seed {seed} seat {seat}");
            }
            // Nothing to rate while the match runs.
            assert!(steps[steps.len() / 2].contests().is_empty());
        }
    }
}
