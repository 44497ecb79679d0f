//! Companion update time (issue 18, figures): over recorded games of hard bots, 2 to 5
//! players, fixed seeds, every seat writes down what happens at the table as companion
//! records (investigators, evidence cards, attempts, the display whenever it changed, each
//! new mini-game), and after every step the whole session is answered as the web companion
//! sends it (`companion::answer`: JSON read, every record checked and replayed, the
//! contradiction check, the joint notebook, its facts with their reasons and the value of
//! every next action as JSON). Timed with `Instant` as the fastest of a few runs; prints
//! the median, the p99 and the slowest update per table size, with the seat and step of the
//! worst point.

use serde_json::json;
use whodunit_engine::conformance::notebook_timing::{fastest, summary, Update};
use whodunit_engine::{play_seen, Bot, Game, GameRng, Seat, Viewer};
use whodunit_pi::companion::{answer, Record, Session};
use whodunit_pi::{bots, Config, Element, Event, Pi, Tiles};

const GAMES: u64 = 4;
const REPEATS: usize = 3;
const LIMIT: usize = 100_000;

/// What one seat writes down, event by event.
struct Scribe {
    session: Session,
    display: Vec<Element>,
    tiles: Option<Tiles>,
}

impl Scribe {
    fn see_display(&mut self, display: &[Element]) {
        if self.display != display {
            self.display = display.to_vec();
            self.session.records.push(Record::Display {
                cards: display.to_vec(),
            });
        }
    }

    fn observe(&mut self, event: &Event) {
        let me = self.session.me;
        let record = match event {
            Event::Investigated {
                seat,
                location,
                discs,
                cubes,
                ..
            } => Record::Investigated {
                seat: *seat,
                location: *location,
                discs: *discs,
                cubes: *cubes,
            },
            Event::EvidenceTaken {
                seat, card, result, ..
            } => {
                self.display.retain(|c| c != card);
                Record::Evidence {
                    seat: *seat,
                    card: *card,
                    result: *result,
                }
            }
            Event::Solved { seat, case, .. } => Record::Attempt {
                seat: *seat,
                case: *case,
                correct: true,
            },
            Event::WrongAttempt { seat, attempt, .. } => Record::Attempt {
                seat: *seat,
                case: *attempt,
                correct: false,
            },
            Event::MiniGameStarted { tiles, .. } => {
                self.tiles = Some(tiles.clone());
                return;
            }
            Event::CaseDealt {
                holder,
                case: Some(held),
            } if *holder == me => {
                let Some(tiles) = self.tiles.take() else {
                    return;
                };
                self.display.clear();
                Record::MiniGame { tiles, held: *held }
            }
            _ => return,
        };
        self.session.records.push(record);
    }
}

fn updates(players: usize) -> (Vec<Update>, usize) {
    let mut updates = Vec::new();
    let mut longest = 0;
    for seed in 0..GAMES {
        let mut state = Pi::setup(&Config::with_players(players), seed).expect("valid");
        let mut bots: Vec<Box<dyn Bot<Pi>>> = (0..players)
            .map(|s| bots::by_level("hard", Seat(s as u8)).expect("a level"))
            .collect();
        let mut rngs: Vec<GameRng> = (0..players as u64)
            .map(|s| GameRng::new(GameRng::derive(seed, s)))
            .collect();
        let seen = play_seen::<Pi>(&mut state, &mut bots, &mut rngs, LIMIT)
            .expect("bots play legal actions");
        for (seat, seen) in seen.iter().enumerate() {
            let opening = &seen.opening;
            let Viewer::Seat(me) = opening.viewer else {
                continue;
            };
            let held = opening.held_case.expect("a seat holds a case");
            let session =
                Session::new(players, me, Tiles::from(opening.board), held).expect("a valid table");
            let mut scribe = Scribe {
                session,
                display: Vec::new(),
                tiles: None,
            };
            scribe.see_display(&opening.display);
            for (step, at) in seen.steps.iter().enumerate() {
                for event in &at.events {
                    scribe.observe(event);
                }
                if at.view.active.is_none() {
                    continue;
                }
                scribe.see_display(&at.view.display);
                longest = longest.max(scribe.session.records.len());
                let request = json!(scribe.session);
                let time = fastest(REPEATS, || {
                    let _ = std::hint::black_box(answer(&request));
                });
                assert!(
                    answer(&request).is_ok(),
                    "seed {seed} seat {seat} step {step}"
                );
                updates.push(Update {
                    time,
                    report: time,
                    seed,
                    seat,
                    step: step + 1,
                });
            }
        }
    }
    (updates, longest)
}

fn main() {
    println!(
        "P.I. companion: a whole session answered after every step, {GAMES} games of hard bots \
         per size, every seat"
    );
    for players in 2..=5 {
        let (updates, longest) = updates(players);
        println!(
            "{players} players: {} updates, longest session {longest} records, {}",
            updates.len(),
            summary(&updates, |u| u.time)
        );
    }
}
