//! Shared helpers for the P.I. rules tests: components by name, explicit setups, the §5
//! worked example's deal, and play helpers that check refusals leave the state unchanged.
//!
//! Each integration test compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod joint;
pub mod random;

use whodunit_engine::{Game, Seat, Viewer};
use whodunit_pi::{
    Action, Case, Config, Crime, Element, Event, ExplicitSetup, Location, MiniGameSetup, Pi, State,
    Suspect, Tiles,
};

pub const BLUE: Seat = Seat(0);
pub const RED: Seat = Seat(1);
pub const YELLOW: Seat = Seat(2);

pub fn suspect(name: &str) -> Suspect {
    Suspect::all()
        .find(|s| s.name() == name)
        .unwrap_or_else(|| panic!("no suspect {name:?}"))
}

pub fn crime(name: &str) -> Crime {
    Crime::all()
        .find(|c| c.name() == name)
        .unwrap_or_else(|| panic!("no crime {name:?}"))
}

pub fn location(name: &str) -> Location {
    Location::all()
        .find(|l| l.name() == name)
        .unwrap_or_else(|| panic!("no location {name:?}"))
}

/// Any element by its name (names are unique across the three types).
pub fn card(name: &str) -> Element {
    Element::all()
        .find(|e| e.name() == name)
        .unwrap_or_else(|| panic!("no element {name:?}"))
}

pub fn case(s: &str, c: &str, l: &str) -> Case {
    Case {
        suspect: suspect(s),
        crime: crime(c),
        location: location(l),
    }
}

pub fn investigate(name: &str) -> Action {
    Action::Investigate(location(name))
}

pub fn evidence(name: &str) -> Action {
    Action::Evidence(card(name))
}

pub fn solve(s: &str, c: &str, l: &str) -> Action {
    Action::Solve(case(s, c, l))
}

/// Tiles from two lists of 14 names in location id order, `"-"` for a blank.
pub fn tiles(suspects: [&str; 14], crimes: [&str; 14]) -> Tiles {
    Tiles {
        suspect_tiles: suspects
            .iter()
            .map(|&n| (n != "-").then(|| suspect(n)))
            .collect(),
        crime_tiles: crimes
            .iter()
            .map(|&n| (n != "-").then(|| crime(n)))
            .collect(),
    }
}

/// The evidence order: `first` by name, then every other card in code order.
pub fn evidence_order(first: &[&str]) -> Vec<Element> {
    let mut order: Vec<Element> = first.iter().map(|&n| card(n)).collect();
    let rest: Vec<Element> = Element::all().filter(|e| !order.contains(e)).collect();
    order.extend(rest);
    order
}

/// The tile layout of §5.1.
pub fn worked_example_tiles() -> Tiles {
    tiles(
        [
            "Pinky", "-", "Bubbles", "Doc", "Dutch", "Earl", "Frenchy", "Knuckles", "Maurice", "-",
            "Pop", "Queenie", "Rusty", "Shorty",
        ],
        [
            "Bank Job",
            "Blackmail",
            "Kidnapping",
            "-",
            "Forgery",
            "Jewellery Heist",
            "Murder",
            "-",
            "Mob Killing",
            "Police Corruption",
            "Protection Racket",
            "-",
            "Smuggling",
            "-",
        ],
    )
}

/// The deal of §5.1.
pub fn worked_example_deal() -> MiniGameSetup {
    MiniGameSetup {
        cases: vec![
            case("Queenie", "Mob Killing", "Ocean Drive"),
            case("Bubbles", "Murder", "Downtown"),
            case("Rusty", "Smuggling", "Skid Row"),
        ],
        tiles: worked_example_tiles(),
        evidence: evidence_order(&[
            "Lakeside",
            "Mob Killing",
            "Queenie",
            "Waterfront",
            "Rusty",
            "Murder",
            "Doc",
            "Forgery",
            "China Town",
            "Kidnapping",
            "Trocadero",
            "Pinky",
            "Bank Job",
            "Union Square",
            "Earl",
        ]),
    }
}

/// A configuration for `players` with `deals` given and `start` as start player.
pub fn explicit(players: usize, start: Seat, deals: Vec<MiniGameSetup>) -> Config {
    Config {
        players,
        setup: Some(ExplicitSetup {
            start_player: start,
            mini_games: deals,
        }),
    }
}

/// §5's state: three players, Blue to start, mini-game 1 dealt as in §5.1.
pub fn worked_example() -> State {
    let config = explicit(3, BLUE, vec![worked_example_deal()]);
    Pi::setup(&config, 5).expect("the worked example is a valid deal")
}

/// A deal with the given cases (by seat), §5.1's tiles and evidence in code order.
pub fn deal_with(cases: Vec<Case>) -> MiniGameSetup {
    MiniGameSetup {
        cases,
        tiles: worked_example_tiles(),
        evidence: Element::all().collect(),
    }
}

/// `players` seats with cases 0: Queenie/Mob Killing/Ocean Drive, 1: Bubbles/Murder/
/// Downtown, 2: Rusty/Smuggling/Skid Row, 3: Pop/Forgery/Lakeside, 4: Earl/Bank Job/
/// Trocadero, on §5.1's tiles, seat 0 to start; later mini-games from `seed`.
pub fn simple_game(players: usize, seed: u64) -> State {
    let cases = simple_cases(players);
    Pi::setup(&explicit(players, Seat(0), vec![deal_with(cases)]), seed).expect("valid")
}

pub fn simple_cases(players: usize) -> Vec<Case> {
    [
        case("Queenie", "Mob Killing", "Ocean Drive"),
        case("Bubbles", "Murder", "Downtown"),
        case("Rusty", "Smuggling", "Skid Row"),
        case("Pop", "Forgery", "Lakeside"),
        case("Earl", "Bank Job", "Trocadero"),
    ][..players]
        .to_vec()
}

/// Applies a legal action and returns its events.
#[track_caller]
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    match Pi::apply(state, seat, &action) {
        Ok(events) => events,
        Err(error) => panic!("{seat} {action:?} refused: {error}"),
    }
}

/// Checks that `action` is refused by `rule` and changes nothing.
#[track_caller]
pub fn refused(state: &State, seat: Seat, action: Action, rule: &str) {
    let mut copy = state.clone();
    match Pi::apply(&mut copy, seat, &action) {
        Ok(events) => panic!("{seat} {action:?} accepted: {events:?}"),
        Err(error) => assert_eq!(error.rule, rule, "{error}"),
    }
    assert_eq!(&copy, state, "a refused action changed the state");
    assert!(!Pi::legal_actions(state, seat).contains(&action));
}

/// The wrong attempt `seat` makes to pass a turn: a case with the given suspect that is
/// not its own and not tried yet.
pub fn pass(state: &mut State, seat: Seat) -> Vec<Event> {
    let truth = state.case(seat);
    let attempt = whodunit_pi::Case::all()
        .filter(|&c| c != truth)
        .find(|&c| {
            !state
                .wrong_attempts()
                .iter()
                .any(|a| a.seat == seat && a.case == c)
        })
        .expect("a wrong case is left");
    play(state, seat, Action::Solve(attempt))
}

/// Plays the correct solve for `seat`.
pub fn solve_right(state: &mut State, seat: Seat) -> Vec<Event> {
    let truth = state.case(seat);
    play(state, seat, Action::Solve(truth))
}

/// The investigator of `seat` at `name` as (discs, cubes).
pub fn tokens_at(state: &State, seat: Seat, name: &str) -> (u8, u8) {
    let i = state
        .investigators(seat)
        .find(|i| i.location == location(name))
        .unwrap_or_else(|| panic!("{seat} has no investigator at {name}"));
    (i.discs, i.cubes)
}

pub fn names(cards: impl Iterator<Item = Element>) -> Vec<&'static str> {
    cards.map(|c| c.name()).collect()
}

pub fn spectator_events(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .filter_map(|e| Pi::redact(e, Viewer::Spectator))
        .collect()
}
