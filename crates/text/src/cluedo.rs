//! Cluedo in words and characters for the terminal: the board, the view, events.

use whodunit_cluedo::board::{Cell, COLS, ROWS};
use whodunit_cluedo::{Action, Event, PhaseView, Position, Room, Suspect, View, Weapon, BOARD};
use whodunit_engine::Seat;

/// The pawn letter used on the text board.
pub fn pawn_letter(suspect: Suspect) -> char {
    ['S', 'M', 'W', 'G', 'P', 'U'][suspect.index()]
}

fn seat_name(view: &View, seat: Seat) -> String {
    let suspect = view.seats[seat.index()].suspect;
    format!("{suspect} (seat {})", seat.0)
}

/// The table as the viewer sees it: a seat's hand and the cards shown to it, then the board.
pub fn table(view: &View) -> String {
    let hand = if view.hand.is_some() {
        hand(view)
    } else {
        String::new()
    };
    hand + &board(view)
}

/// The viewer's hand and each card shown to it, as the `hand` command prints them.
pub fn hand(view: &View) -> String {
    let cards: Vec<String> = view
        .hand
        .unwrap_or_default()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let cards = if cards.is_empty() {
        "none".to_string()
    } else {
        cards.join(", ")
    };
    let mut out = format!("Your hand: {cards}\n");
    for shown in &view.shown_to_me {
        out.push_str(&format!(
            "  seat {} showed you {}\n",
            shown.by.0, shown.card
        ));
    }
    out
}

/// The board with pawns as capital letters, rooms as small letters, reachable squares as `*`.
pub fn board(view: &View) -> String {
    let reach = match view.phase {
        PhaseView::Moving { reach, .. } => Some(reach),
        _ => None,
    };
    let mut out = String::from("     0         1         2   \n     012345678901234567890123\n");
    for row in 0..ROWS {
        out.push_str(&format!("  {row:>2} "));
        for col in 0..COLS {
            let ch = match BOARD.cell(row, col) {
                Cell::Outside => ' ',
                Cell::Cellar => 'X',
                Cell::Room(room) => room_letter(room),
                Cell::Walk(square) => {
                    let here = Position::Square(square);
                    if let Some(suspect) = Suspect::all().find(|s| view.pawns[s.index()] == here) {
                        pawn_letter(suspect)
                    } else if reach.is_some_and(|r| r.contains(here)) {
                        '*'
                    } else if BOARD.door_into(square).is_some() {
                        '+'
                    } else {
                        '.'
                    }
                }
            };
            out.push(ch);
        }
        out.push('\n');
    }
    out.push_str("  pawns: ");
    for suspect in Suspect::all() {
        out.push_str(&format!("{}={}  ", pawn_letter(suspect), suspect));
    }
    out.push_str("\n  doors: +   reachable: *\n");
    for room in Room::all() {
        let pawns: Vec<String> = Suspect::all()
            .filter(|s| view.pawns[s.index()] == Position::Room(room))
            .map(|s| s.to_string())
            .collect();
        let weapons: Vec<String> = Weapon::all()
            .filter(|w| view.weapons[w.index()] == room)
            .map(|w| w.to_string())
            .collect();
        if !pawns.is_empty() || !weapons.is_empty() {
            let all: Vec<String> = pawns.into_iter().chain(weapons).collect();
            out.push_str(&format!(
                "  {} ({}): {}\n",
                room,
                room_letter(room),
                all.join(", ")
            ));
        }
    }
    out
}

fn room_letter(room: Room) -> char {
    ['k', 'b', 'c', 'd', 'i', 'l', 'o', 'h', 's'][room.index()]
}

/// One event as a line of the game log, as the viewer sees it.
pub fn event(view: &View, event: &Event) -> String {
    let name = |seat: Seat| seat_name(view, seat);
    match event {
        Event::TurnStarted { seat, turn } => format!("-- turn {turn}: {}", name(*seat)),
        Event::Rolled { seat, value } => format!("{} rolls {value}", name(*seat)),
        Event::Moved {
            seat,
            to,
            by_passage,
        } => {
            let how = if *by_passage {
                " by secret passage"
            } else {
                ""
            };
            format!("{} moves to {}{how}", name(*seat), place(*to))
        }
        Event::Stayed { seat } => format!("{} stays", name(*seat)),
        Event::Blocked { seat } => format!("{} cannot move and stays put", name(*seat)),
        Event::Suggested {
            seat,
            suspect,
            weapon,
            room,
            ..
        } => format!(
            "{} suggests {suspect} with the {weapon} in the {room}",
            name(*seat)
        ),
        Event::Passed { seat } => format!("{} cannot refute", name(*seat)),
        Event::MustShow {
            refuter, options, ..
        } => match options {
            Some(cards) => format!(
                "you must show one of: {}",
                cards
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => format!("{} has a card to show", name(*refuter)),
        },
        Event::Shown {
            refuter,
            suggester,
            card,
        } => match card {
            Some(card) => format!("{} shows {} to {}", name(*refuter), card, name(*suggester)),
            None => format!("{} shows a card to {}", name(*refuter), name(*suggester)),
        },
        Event::Unrefuted { suggester } => {
            format!("nobody can refute {}'s suggestion", name(*suggester))
        }
        Event::Accused {
            seat,
            correct,
            accusation,
        } => {
            let named = accusation.map(|a| format!(": {a}")).unwrap_or_default();
            let verdict = if *correct { "correctly" } else { "wrongly" };
            format!("{} accuses {verdict}{named}", name(*seat))
        }
        Event::EnvelopeSeen { envelope, .. } => format!("the envelope holds {envelope}"),
        Event::Eliminated { seat, pawn_to } => {
            let moved = pawn_to
                .map(|room| format!("; the pawn goes to the {room}"))
                .unwrap_or_default();
            format!("{} is out of the game{moved}", name(*seat))
        }
        Event::GameOver {
            winner, envelope, ..
        } => match winner {
            Some(seat) => format!("{} wins! The envelope held {envelope}", name(*seat)),
            None => format!("the game ends with no winner. The envelope held {envelope}"),
        },
    }
}

fn place(position: Position) -> String {
    match position {
        Position::Room(room) => format!("the {room}"),
        Position::Square(_) => format!("({position})"),
    }
}

/// An action in the words a player would type.
pub fn action(action: &Action) -> String {
    match action {
        Action::Roll => "roll".into(),
        Action::Move(to) => format!("move {to}"),
        Action::Passage => "passage".into(),
        Action::Stay => "stay".into(),
        Action::Suggest { suspect, weapon } => {
            format!("suggest {} {}", suspect.key(), weapon.key())
        }
        Action::Show(card) => format!("show {}", card.key()),
        Action::Accuse(t) => format!(
            "accuse {} {} {}",
            t.suspect.key(),
            t.weapon.key(),
            t.room.key()
        ),
        Action::EndTurn => "end".into(),
    }
}

/// Reads an action typed by a person: `roll`, `stay`, `passage`, `move 18,7`,
/// `move lounge`, `suggest plum rope`, `show rope`, `accuse plum rope lounge`, `end`.
pub fn parse_action(line: &str) -> Result<Action, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((verb, rest)) = words.split_first() else {
        return Err("type an action, or `help`".into());
    };
    let rest = rest.join(" ");
    let card_words: Vec<&str> = rest.split_whitespace().collect();
    let suspect = |w: &str| Suspect::parse(w).ok_or_else(|| format!("{w:?} is not a suspect"));
    let weapon = |w: &str| Weapon::parse(w).ok_or_else(|| format!("{w:?} is not a weapon"));
    let room = |w: &str| Room::parse(w).ok_or_else(|| format!("{w:?} is not a room"));
    match verb.to_lowercase().as_str() {
        "roll" | "r" => Ok(Action::Roll),
        "stay" => Ok(Action::Stay),
        "passage" => Ok(Action::Passage),
        "end" | "e" | "endturn" => Ok(Action::EndTurn),
        "move" | "m" => Position::parse(&rest)
            .map(Action::Move)
            .ok_or_else(|| format!("{rest:?} is not a walkable square (row,col) or a room")),
        "show" => whodunit_cluedo::Card::parse(&rest)
            .map(Action::Show)
            .ok_or_else(|| format!("{rest:?} is not a card")),
        "suggest" => match card_words.as_slice() {
            [s, w] => Ok(Action::Suggest {
                suspect: suspect(s)?,
                weapon: weapon(w)?,
            }),
            _ => Err("suggest takes a suspect and a weapon: `suggest plum rope`".into()),
        },
        "accuse" => match card_words.as_slice() {
            [s, w, r] => Ok(Action::Accuse(whodunit_cluedo::Triple {
                suspect: suspect(s)?,
                weapon: weapon(w)?,
                room: room(r)?,
            })),
            _ => {
                Err("accuse takes a suspect, a weapon and a room: `accuse plum rope lounge`".into())
            }
        },
        other => Err(format!("unknown action {other:?}; type `help`")),
    }
}
