//! CL-MOVE: the board, the die and movement. Besides hand-picked positions, the engine's
//! reach is compared with an independent path search over the board as printed in
//! `cluedo-board.txt`.

mod common;

use common::*;
use std::collections::{BTreeSet, HashSet};
use std::sync::LazyLock;
use whodunit_cluedo::board::SquareSet;
use whodunit_cluedo::movement::reachable;
use whodunit_cluedo::{Action, Cluedo, Config, Event, Phase, Position, Room, Square, BOARD};
use whodunit_engine::{Game, GameRng, Seat};

/// The grid as printed in the specification's `cluedo-board.txt` (beside the project, in
/// `../shared/rules/`), read afresh so the engine's own copy is checked against it.
static GRID: LazyLock<Vec<String>> = LazyLock::new(|| {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/rules/cluedo-board.txt"
    );
    let text = std::fs::read_to_string(path).expect("the specification's board file");
    let rows: Vec<String> = text
        .lines()
        .filter_map(
            |line| match line.split_whitespace().collect::<Vec<_>>()[..] {
                [left, grid, right]
                    if left == right && left.parse::<usize>().is_ok() && grid.len() == 24 =>
                {
                    Some(grid.to_string())
                }
                _ => None,
            },
        )
        .collect();
    assert_eq!(rows.len(), 25, "the board file has 25 grid rows");
    rows
});

type Rc = (usize, usize);

fn cell(r: usize, c: usize) -> u8 {
    GRID[r].as_bytes()[c]
}

fn walkable(r: usize, c: usize) -> bool {
    matches!(cell(r, c), b'.' | b'^' | b'v' | b'<' | b'>' | b'1'..=b'6')
}

fn neighbours((r, c): Rc) -> Vec<Rc> {
    let mut out = Vec::new();
    if r > 0 && walkable(r - 1, c) {
        out.push((r - 1, c));
    }
    if r < 24 && walkable(r + 1, c) {
        out.push((r + 1, c));
    }
    if c > 0 && walkable(r, c - 1) {
        out.push((r, c - 1));
    }
    if c < 23 && walkable(r, c + 1) {
        out.push((r, c + 1));
    }
    out
}

/// The room a door threshold opens into, following its arrow.
fn door((r, c): Rc) -> Option<Room> {
    let (tr, tc) = match cell(r, c) {
        b'^' => (r - 1, c),
        b'v' => (r + 1, c),
        b'<' => (r, c - 1),
        b'>' => (r, c + 1),
        _ => return None,
    };
    let letter = cell(tr, tc);
    let index = b"KBCDILOHS".iter().position(|&l| l == letter)?;
    Some(Room(index as u8))
}

fn thresholds(room: Room) -> Vec<Rc> {
    all_squares()
        .into_iter()
        .filter(|&s| door(s) == Some(room))
        .collect()
}

fn all_squares() -> Vec<Rc> {
    let mut out = Vec::new();
    for r in 0..25 {
        for c in 0..24 {
            if walkable(r, c) {
                out.push((r, c));
            }
        }
    }
    out
}

#[derive(Debug, Default, PartialEq)]
struct Found {
    squares: BTreeSet<Rc>,
    rooms: BTreeSet<u8>,
}

/// Every path of distinct free squares: `die` steps ending on a square, or fewer
/// ending with a step through a door into a room other than `home`.
fn search(
    at: Rc,
    used: u8,
    die: u8,
    home: Option<Room>,
    seen: &mut Vec<Rc>,
    busy: &HashSet<Rc>,
    out: &mut Found,
) {
    if used == die {
        out.squares.insert(at);
        return;
    }
    if let Some(room) = door(at) {
        if Some(room) != home {
            out.rooms.insert(room.0);
        }
    }
    for next in neighbours(at) {
        if !seen.contains(&next) && !busy.contains(&next) {
            seen.push(next);
            search(next, used + 1, die, home, seen, busy, out);
            seen.pop();
        }
    }
}

fn oracle(from: Position, die: u8, busy: &HashSet<Rc>) -> Found {
    let mut out = Found::default();
    match from {
        Position::Square(s) => {
            let start = s.coords();
            search(start, 0, die, None, &mut vec![start], busy, &mut out);
        }
        Position::Room(room) => {
            for t in thresholds(room) {
                if !busy.contains(&t) {
                    search(t, 1, die, Some(room), &mut vec![t], busy, &mut out);
                }
            }
        }
    }
    out
}

/// The engine's reach in the oracle's terms.
fn engine(from: Position, die: u8, busy: &HashSet<Rc>) -> Found {
    let mut occupied = SquareSet::default();
    for &(r, c) in busy {
        occupied.insert(square(r, c));
    }
    let reach = reachable(from, die, &occupied);
    Found {
        squares: reach.squares.iter().map(Square::coords).collect(),
        rooms: reach.rooms().map(|r| r.0).collect(),
    }
}

fn reach(from: Position, die: u8, busy: &[Rc]) -> Found {
    engine(from, die, &busy.iter().copied().collect())
}

fn squares_of(list: &[Rc]) -> BTreeSet<Rc> {
    list.iter().copied().collect()
}

fn rooms_of(keys: &[&str]) -> BTreeSet<u8> {
    keys.iter().map(|k| room(k).0).collect()
}

// CL-MOVE-1
#[test]
fn cl_move_1_board_has_188_connected_squares_and_17_doors() {
    assert_eq!(BOARD.square_count(), 188);
    assert_eq!(all_squares().len(), 188);
    for r in 0..25 {
        for c in 0..24 {
            assert_eq!(Square::at(r, c).is_some(), walkable(r, c), "({r},{c})");
        }
    }
    let doors: Vec<usize> = Room::all().map(|r| BOARD.doors(r).len()).collect();
    assert_eq!(doors, [1, 4, 1, 2, 2, 2, 1, 3, 1]);
    for room in Room::all() {
        let mut engine_doors: Vec<Rc> = BOARD.doors(room).iter().map(|s| s.coords()).collect();
        engine_doors.sort();
        assert_eq!(engine_doors, thresholds(room), "{room}");
    }
    let distances = BOARD.distances_from(&[square(24, 7)], &SquareSet::default());
    assert!(
        distances.iter().all(Option::is_some),
        "one connected region"
    );
}

// CL-MOVE-2
#[test]
fn cl_move_2_walls_cellar_and_room_squares_are_not_walkable() {
    for r in 10..=16 {
        for c in 10..=14 {
            assert_eq!(Square::at(r, c), None, "cellar ({r},{c})");
        }
    }
    for (r, c) in [
        (0, 0),
        (1, 6),
        (7, 23),
        (24, 6),
        (1, 0),
        (5, 8),
        (12, 7),
        (21, 17),
    ] {
        assert_eq!(Square::at(r, c), None, "({r},{c})");
    }
    // Cells of the cellar are never reached, even when they are next door.
    for die in 1..=6 {
        for from in [sq(9, 12), sq(17, 12), sq(13, 9), sq(13, 15)] {
            let found = reach(from, die, &[]);
            assert!(found.squares.iter().all(|&(r, c)| walkable(r, c)));
        }
    }
    assert_eq!(Room::parse("cellar"), None);
}

// CL-MOVE-3
#[test]
fn cl_move_3_one_step_is_orthogonal() {
    // (9,12) has the cellar below it: three orthogonal neighbours, no diagonals.
    let found = reach(sq(9, 12), 1, &[]);
    assert_eq!(found.squares, squares_of(&[(8, 12), (9, 11), (9, 13)]));
    assert!(found.rooms.is_empty());
    // In the open corridor: exactly four.
    let found = reach(sq(17, 15), 1, &[]);
    assert_eq!(
        found.squares,
        squares_of(&[(16, 15), (18, 15), (17, 14), (17, 16)])
    );
}

// CL-MOVE-4
#[test]
fn cl_move_4_rooms_are_entered_only_through_doors() {
    // (4,17) touches a Conservatory square at (4,18), and (4,16) touches the Ballroom,
    // but neither wall gives access: a room needs its threshold and one more step.
    assert!(reach(sq(4, 17), 1, &[]).rooms.is_empty());
    assert!(reach(sq(4, 17), 2, &[]).rooms.is_empty());
    assert_eq!(
        reach(sq(4, 17), 3, &[]).rooms,
        rooms_of(&["ballroom", "conservatory"])
    );
    // (5,6) touches the Kitchen at (5,5), but the Kitchen's door is at (7,4).
    assert!(reach(sq(5, 6), 1, &[]).rooms.is_empty());
    // Two steps reach the Ballroom through its door (5,7), still not the Kitchen.
    assert_eq!(reach(sq(5, 6), 2, &[]).rooms, rooms_of(&["ballroom"]));
    assert_eq!(reach(sq(5, 6), 1, &[]).squares.len(), 3);
    // From a threshold, one step enters.
    assert_eq!(reach(sq(7, 4), 1, &[]).rooms, rooms_of(&["kitchen"]));
}

// CL-MOVE-5
#[test]
fn cl_move_5_leaving_a_room_takes_a_step_through_a_door() {
    let found = reach(rm("kitchen"), 1, &[]);
    assert_eq!(found.squares, squares_of(&[(7, 4)]));
    let found = reach(rm("kitchen"), 2, &[]);
    assert_eq!(found.squares, squares_of(&[(7, 3), (7, 5), (8, 4)]));
    let found = reach(rm("library"), 1, &[]);
    assert_eq!(found.squares, squares_of(&[(13, 20), (16, 16)]));
    // The example's T9: two steps from the Lounge.
    let found = reach(rm("lounge"), 2, &[]);
    assert_eq!(found.squares, squares_of(&[(17, 6), (18, 5), (18, 7)]));
}

// CL-MOVE-6
#[test]
fn cl_move_6_die_gives_1_to_6_uniformly() {
    let mut counts = [0u32; 6];
    for seed in 0..6000 {
        let mut state = Cluedo::setup(&Config::with_players(3), seed).unwrap();
        let seat = state.active();
        match play(&mut state, seat, Action::Roll)[0] {
            Event::Rolled { value, .. } => counts[value as usize - 1] += 1,
            ref other => panic!("expected a roll, got {other:?}"),
        }
    }
    for c in counts {
        assert!(c.abs_diff(1000) <= 130, "{counts:?}");
    }
}

// CL-MOVE-7
#[test]
fn cl_move_7_on_a_square_the_turn_starts_with_roll() {
    let mut state = example_deal().state();
    let s = Seat(0);
    assert_eq!(Cluedo::legal_actions(&state, s), vec![Action::Roll]);
    refused(&mut state, s, Action::Passage, "CL-MOVE-7");
    refused(&mut state, s, Action::Stay, "CL-MOVE-7");
    refused(&mut state, s, mv(sq(23, 7)), "CL-MOVE-7");
    play(&mut state, s, Action::Roll);
}

/// The example until White's T7 move, then White suggests Mrs Peacock with the Rope in
/// the Ballroom and ends her turn: Peacock starts T8 in the Ballroom, which has no
/// passage.
fn peacock_in_the_ballroom() -> whodunit_cluedo::State {
    let mut state = example_after(&example_deal(), 23);
    run(
        &mut state,
        &[
            (Seat(2), suggest("peacock", "rope")),
            (Seat(3), show("peacock")),
            (Seat(2), Action::EndTurn),
        ],
    );
    assert_eq!(state.active(), Seat(3));
    assert_eq!(state.pawn(suspect("peacock")), rm("ballroom"));
    state
}

// CL-MOVE-8
#[test]
fn cl_move_8_in_a_room_roll_passage_or_stay() {
    // T6: Mustard in the Lounge, which has a passage.
    let state = example_after(&example_deal(), 17);
    assert_eq!(
        Cluedo::legal_actions(&state, Seat(1)),
        vec![Action::Roll, Action::Passage, Action::Stay]
    );
    for action in [Action::Roll, Action::Passage, Action::Stay] {
        let mut s = state.clone();
        play(&mut s, Seat(1), action);
    }
    // The Ballroom has no passage.
    let mut state = peacock_in_the_ballroom();
    assert_eq!(
        Cluedo::legal_actions(&state, Seat(3)),
        vec![Action::Roll, Action::Stay]
    );
    refused(&mut state, Seat(3), Action::Passage, "CL-MOVE-18");
    refused(&mut state, Seat(3), Action::EndTurn, "CL-TURN-5");
}

// CL-MOVE-9
#[test]
fn cl_move_9_exactly_d_steps_to_a_square_or_at_most_d_into_a_room() {
    // (a) T1: (19,7) is 5 steps away, never exactly 6.
    let mut state = example_deal().state();
    play(&mut state, Seat(0), Action::Roll);
    refused(&mut state, Seat(0), mv(sq(19, 7)), "CL-MOVE-9");
    refused(&mut state, Seat(0), mv(sq(23, 7)), "CL-MOVE-9");
    refused(&mut state, Seat(0), mv(rm("lounge")), "CL-MOVE-9");
    // (b) From (18,7) a 3 enters the Lounge in 2 steps; so does any larger roll.
    for die in 2..=6 {
        assert!(
            reach(sq(18, 7), die, &[]).rooms.contains(&room("lounge").0),
            "{die}"
        );
    }
    assert!(!reach(sq(18, 7), 1, &[]).rooms.contains(&room("lounge").0));
    // Every square reached has the parity of the roll and is no further than the roll.
    for from in all_squares() {
        for die in 1..=6u8 {
            for (r, c) in reach(sq(from.0, from.1), die, &[]).squares {
                let d = r.abs_diff(from.0) + c.abs_diff(from.1);
                assert!(d <= die as usize && d % 2 == die as usize % 2);
            }
        }
    }
}

// CL-MOVE-10
#[test]
fn cl_move_10_entering_a_room_ends_the_move() {
    // From (20,15) the Hall is one step away; leaving it at once by (17,12) would reach
    // (17,13) in three steps, which the corridor cannot do (five steps).
    let found = reach(sq(20, 15), 3, &[]);
    assert!(found.rooms.contains(&room("hall").0));
    assert!(!found.squares.contains(&(17, 13)));
    assert!(!found.squares.contains(&(16, 12)));
    assert!(!reach(sq(20, 15), 2, &[]).squares.contains(&(17, 12)));
}

// CL-MOVE-11
#[test]
fn cl_move_11_no_square_twice_and_never_the_start() {
    assert_eq!(
        reach(sq(24, 7), 2, &[]).squares,
        squares_of(&[(22, 7), (23, 8)])
    );
    for die in [2, 4, 6] {
        let found = reach(sq(24, 7), die, &[]);
        assert!(
            !found.squares.contains(&(24, 7)),
            "back to the start with {die}"
        );
        assert!(!found.squares.contains(&(23, 7)), "to and fro with {die}");
    }
    // T3: from White's start a 4 leaves exactly one square.
    assert_eq!(reach(sq(0, 9), 4, &[]).squares, squares_of(&[(2, 7)]));
}

// CL-MOVE-12
#[test]
fn cl_move_12_occupied_squares_block() {
    assert_eq!(
        reach(sq(24, 7), 3, &[]).squares,
        squares_of(&[(21, 7), (22, 8)])
    );
    // Passing through (22,7) is barred; the way round by (23,8) stays open.
    assert_eq!(
        reach(sq(24, 7), 3, &[(22, 7)]).squares,
        squares_of(&[(22, 8)])
    );
    // Ending on an occupied square is barred.
    assert!(!reach(sq(24, 7), 2, &[(22, 7)]).squares.contains(&(22, 7)));
    // In play: Mustard stands on (17,6); Scarlett's 2 from (18,7) cannot end there.
    let mut state = Deal::new(&["scarlett", "mustard"]).dice(&[6, 6, 2]).state();
    roll_and_move(&mut state, Seat(0), sq(18, 7));
    play(&mut state, Seat(0), Action::EndTurn);
    roll_and_move(&mut state, Seat(1), sq(17, 6));
    play(&mut state, Seat(1), Action::EndTurn);
    play(&mut state, Seat(0), Action::Roll);
    assert!(!destinations(&state, Seat(0)).contains(&sq(17, 6)));
    assert!(destinations(&state, Seat(0)).contains(&sq(16, 7)));
    refused(&mut state, Seat(0), mv(sq(17, 6)), "CL-MOVE-12");
}

// CL-MOVE-12, CL-MOVE-13 and CL-MOVE-3..CL-MOVE-14 as a whole: the engine's reach equals
// the independent path search everywhere.
#[test]
fn cl_move_12_reach_matches_an_independent_search() {
    let empty = HashSet::new();
    for from in all_squares() {
        for die in 1..=6 {
            let p = sq(from.0, from.1);
            assert_eq!(
                engine(p, die, &empty),
                oracle(p, die, &empty),
                "{from:?} {die}"
            );
        }
    }
    for r in Room::all() {
        for die in 1..=6 {
            let p = Position::Room(r);
            assert_eq!(engine(p, die, &empty), oracle(p, die, &empty), "{r} {die}");
        }
    }
    // With other pawns about, thresholds included.
    let squares = all_squares();
    let doors: Vec<Rc> = squares
        .iter()
        .copied()
        .filter(|&s| door(s).is_some())
        .collect();
    let mut rng = GameRng::new(12);
    for _ in 0..3000 {
        let mut busy = HashSet::new();
        for _ in 0..5 {
            busy.insert(squares[rng.below(squares.len() as u32) as usize]);
        }
        busy.insert(doors[rng.below(doors.len() as u32) as usize]);
        let die = rng.below(6) as u8 + 1;
        let from = if rng.below(3) == 0 {
            Position::Room(Room(rng.below(9) as u8))
        } else {
            let s = squares[rng.below(squares.len() as u32) as usize];
            busy.remove(&s);
            sq(s.0, s.1)
        };
        assert_eq!(
            engine(from, die, &busy),
            oracle(from, die, &busy),
            "{from:?} {die} {busy:?}"
        );
    }
}

// CL-MOVE-12, CL-MOVE-16: in real games, the offered destinations are exactly the
// independent search's, with every other pawn blocking.
#[test]
fn cl_move_12_offered_destinations_in_play() {
    let mut checked = 0;
    for seed in 0..12 {
        let config = Config::with_players(3 + seed as usize % 4);
        random_game(&config, seed, 500, |_, seat, action, _, after| {
            if action != Action::Roll {
                return;
            }
            let Phase::Moving { die, .. } = after.phase() else {
                return;
            };
            let me = after.suspect_of(seat);
            let busy: HashSet<Rc> = whodunit_cluedo::Suspect::all()
                .filter(|&s| s != me)
                .filter_map(|s| match after.pawn(s) {
                    Position::Square(q) => Some(q.coords()),
                    Position::Room(_) => None,
                })
                .collect();
            let want = oracle(after.pawn(me), die, &busy);
            let mut expected: Vec<Position> = want
                .rooms
                .iter()
                .map(|&r| Position::Room(Room(r)))
                .collect();
            expected.extend(want.squares.iter().map(|&(r, c)| sq(r, c)));
            assert_eq!(destinations(after, seat), sorted(expected));
            checked += 1;
        });
    }
    assert!(checked > 300, "{checked}");
}

// CL-MOVE-13
#[test]
fn cl_move_13_a_pawn_on_a_threshold_blocks_its_door() {
    // Entering: the Conservatory cannot be entered past a pawn on (5,18).
    assert!(reach(sq(4, 17), 3, &[])
        .rooms
        .contains(&room("conservatory").0));
    assert!(!reach(sq(4, 17), 3, &[(5, 18)])
        .rooms
        .contains(&room("conservatory").0));
    // Leaving: the Library's door (13,20) is blocked, (16,16) is not.
    assert_eq!(
        reach(rm("library"), 1, &[(13, 20)]).squares,
        squares_of(&[(16, 16)])
    );
    // In play: Mustard in the Conservatory cannot roll his way out past Peacock.
    let state = boxed_in();
    for die in 1..=6 {
        assert!(reachable(
            rm("conservatory"),
            die,
            &occupied_by_others(&state, suspect("mustard"))
        )
        .is_empty());
    }
}

// CL-MOVE-14
#[test]
fn cl_move_14_a_move_from_a_room_cannot_end_in_it() {
    for r in Room::all() {
        for die in 1..=6 {
            assert!(
                !reach(Position::Room(r), die, &[]).rooms.contains(&r.0),
                "{r} {die}"
            );
        }
    }
    // The Hall has three doors: out by one and in by another is still barred.
    let found = reach(rm("hall"), 6, &[]);
    assert!(!found.rooms.contains(&room("hall").0));
    // T9 of the example.
    let mut state = example_after(&example_deal(), 29);
    play(&mut state, Seat(0), Action::Roll);
    refused(&mut state, Seat(0), mv(rm("lounge")), "CL-MOVE-14");
}

// CL-MOVE-15
#[test]
fn cl_move_15_rooms_have_no_capacity() {
    // Four unplayed pawns and the Lead Pipe already in the Lounge; Scarlett walks in.
    let mut state = Deal::new(&["scarlett", "mustard"])
        .unplayed("white", "lounge")
        .unplayed("green", "lounge")
        .unplayed("peacock", "lounge")
        .unplayed("plum", "lounge")
        .dice(&[6, 6, 3])
        .state();
    roll_and_move(&mut state, Seat(0), sq(18, 7));
    play(&mut state, Seat(0), Action::EndTurn);
    roll_and_move(&mut state, Seat(1), sq(16, 5));
    play(&mut state, Seat(1), Action::EndTurn);
    play(&mut state, Seat(0), Action::Roll);
    assert!(destinations(&state, Seat(0)).contains(&rm("lounge")));
    play(&mut state, Seat(0), mv(rm("lounge")));
    let in_lounge = whodunit_cluedo::Suspect::all()
        .filter(|&s| state.pawn(s) == rm("lounge"))
        .count();
    assert_eq!(in_lounge, 5);
    // The example ends with five pawns and four weapons in the Conservatory.
    let mut state = example_deal().state();
    run(&mut state, &example_script());
    let pawns = whodunit_cluedo::Suspect::all()
        .filter(|&s| state.pawn(s) == rm("conservatory"))
        .count();
    let weapons = whodunit_cluedo::Weapon::all()
        .filter(|&w| state.weapon_room(w) == room("conservatory"))
        .count();
    assert_eq!((pawns, weapons), (5, 4));
}

// CL-MOVE-16
#[test]
fn cl_move_16_after_a_roll_one_legal_move_must_be_made() {
    let mut state = example_after(&example_deal(), 3);
    play(&mut state, Seat(1), Action::Roll);
    let offered = Cluedo::legal_actions(&state, Seat(1));
    assert_eq!(offered.len(), 9);
    assert!(offered.iter().all(|a| matches!(a, Action::Move(_))));
    for action in [
        Action::EndTurn,
        Action::Roll,
        Action::Stay,
        Action::Passage,
        suggest("plum", "rope"),
        accuse("plum", "rope", "hall"),
    ] {
        refused(&mut state, Seat(1), action, "CL-MOVE-16");
    }
    // Every offered destination is accepted and is where the pawn ends.
    for action in offered {
        let mut s = state.clone();
        let events = play(&mut s, Seat(1), action);
        let Action::Move(to) = action else {
            unreachable!()
        };
        assert_eq!(s.pawn(suspect("mustard")), to);
        assert_eq!(
            events,
            vec![Event::Moved {
                seat: Seat(1),
                to,
                by_passage: false
            }]
        );
        assert_eq!(s.phase(), Phase::AfterMove { suggested: false });
    }
}

// CL-MOVE-17
#[test]
fn cl_move_17_no_legal_move_leaves_the_pawn_where_it_is() {
    let mut state = boxed_in();
    let events = play(&mut state, Seat(1), Action::Roll);
    assert_eq!(
        events,
        vec![
            Event::Rolled {
                seat: Seat(1),
                value: 6
            },
            Event::Blocked { seat: Seat(1) }
        ]
    );
    assert_eq!(state.pawn(suspect("mustard")), rm("conservatory"));
    assert_eq!(state.phase(), Phase::AfterMove { suggested: false });
    assert!(destinations(&state, Seat(1)).is_empty());
    refused(&mut state, Seat(1), mv(sq(5, 18)), "CL-TURN-5");
    play(&mut state, Seat(1), Action::EndTurn);
    assert_eq!(state.active(), Seat(2));
}

// CL-MOVE-18
#[test]
fn cl_move_18_secret_passages_ignore_blocked_doors() {
    let pairs: Vec<(Room, Option<Room>)> = Room::all().map(|r| (r, r.passage())).collect();
    for (r, other) in pairs {
        let expected = match r.key() {
            "kitchen" => Some(room("study")),
            "study" => Some(room("kitchen")),
            "conservatory" => Some(room("lounge")),
            "lounge" => Some(room("conservatory")),
            _ => None,
        };
        assert_eq!(other, expected, "{r}");
    }
    let mut state = boxed_in();
    let rolls = state.rolls();
    assert!(Cluedo::legal_actions(&state, Seat(1)).contains(&Action::Passage));
    let events = play(&mut state, Seat(1), Action::Passage);
    assert_eq!(
        events,
        vec![Event::Moved {
            seat: Seat(1),
            to: rm("lounge"),
            by_passage: true
        }]
    );
    assert_eq!(state.pawn(suspect("mustard")), rm("lounge"));
    assert_eq!(state.rolls(), rolls, "a passage uses no roll");
    assert_eq!(state.phase(), Phase::AfterMove { suggested: false });
    // No passage in the Ballroom.
    let mut state = peacock_in_the_ballroom();
    refused(&mut state, Seat(3), Action::Passage, "CL-MOVE-18");
}

// CL-MOVE-19
#[test]
fn cl_move_19_stay_keeps_the_pawn_without_a_roll() {
    // T8: Peacock stays in the Conservatory; the next roll (T9) is still the 7th die.
    let mut state = example_after(&example_deal(), 25);
    let rolls = state.rolls();
    let events = play(&mut state, Seat(3), Action::Stay);
    assert_eq!(events, vec![Event::Stayed { seat: Seat(3) }]);
    assert_eq!(state.pawn(suspect("peacock")), rm("conservatory"));
    assert_eq!(state.rolls(), rolls);
    assert_eq!(state.phase(), Phase::AfterMove { suggested: false });
    play(&mut state, Seat(3), Action::EndTurn);
    let events = play(&mut state, Seat(0), Action::Roll);
    assert_eq!(
        events[0],
        Event::Rolled {
            seat: Seat(0),
            value: 2
        }
    );
}

// CL-MOVE-20
#[test]
fn cl_move_20_start_squares_are_ordinary_squares() {
    // T7: White may stop on her own start square.
    let mut state = example_after(&example_deal(), 21);
    play(&mut state, Seat(2), Action::Roll);
    assert!(destinations(&state, Seat(2)).contains(&sq(0, 9)));
    play(&mut state, Seat(2), mv(sq(0, 9)));
    assert_eq!(state.pawn(suspect("white")), sq(0, 9));
    // Any pawn may stop on another's empty start square, or cross it.
    assert!(reach(sq(1, 14), 1, &[]).squares.contains(&(0, 14)));
    assert!(reach(sq(6, 22), 1, &[]).squares.contains(&(6, 23)));
    // Occupied, it blocks like any square.
    assert!(!reach(sq(1, 14), 1, &[(0, 14)]).squares.contains(&(0, 14)));
}

// CL-MOVE-21
#[test]
fn cl_move_21_pieces_move_only_in_their_movement_phase_or_by_summons() {
    for seed in 0..20 {
        let config = Config::with_players(2 + seed as usize % 5);
        random_game(
            &config,
            100 + seed,
            400,
            |before, seat, action, events, after| {
                let mover = before.suspect_of(seat);
                for s in whodunit_cluedo::Suspect::all() {
                    if before.pawn(s) == after.pawn(s) {
                        continue;
                    }
                    let allowed = match action {
                        Action::Move(_) | Action::Passage => s == mover,
                        Action::Suggest { suspect, .. } => s == suspect,
                        // CL-ACCUSE-11: a wrong accuser's pawn leaves the corridor.
                        Action::Accuse(_) => {
                            s == mover
                                && events.iter().any(|e| matches!(e, Event::Eliminated { .. }))
                        }
                        _ => false,
                    };
                    assert!(allowed, "{s} moved on {seat} {action:?}");
                }
                for w in whodunit_cluedo::Weapon::all() {
                    if before.weapon_room(w) != after.weapon_room(w) {
                        assert!(
                            matches!(action, Action::Suggest { weapon, .. } if weapon == w),
                            "{w} moved on {action:?}"
                        );
                    }
                }
            },
        );
    }
}
