//! P.I. in words for the terminal: the table as a seat sees it and every event. Seats are
//! `seat 1`, the viewer's own `seat 1 (you)`; cards and tiles go by their printed names.

use whodunit_engine::{Seat, Viewer};
use whodunit_pi::{
    Case, Element, ElementType, Location, SeatView, Slot, Tiles, Token, View, PENALTY_POINTS,
};

/// A seat as the viewer calls it: `seat 0 (you)` for its own.
pub fn seat(viewer: Viewer, seat: Seat) -> String {
    if viewer == Viewer::Seat(seat) {
        format!("{seat} (you)")
    } else {
        seat.to_string()
    }
}

fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

fn token(token: Token) -> &'static str {
    match token {
        Token::Disc => "disc",
        Token::Cube => "cube",
    }
}

fn kind(kind: ElementType) -> &'static str {
    match kind {
        ElementType::Suspect => "suspect",
        ElementType::Crime => "crime",
        ElementType::Location => "location",
    }
}

/// A card with what a person types to take it by number: `Murder (crime 7)`.
fn card(card: Element) -> String {
    let id = match card {
        Element::Suspect(s) => s.id(),
        Element::Crime(c) => c.id(),
        Element::Location(l) => l.id(),
    };
    format!("{card} ({} {id})", kind(card.kind()))
}

fn names(cards: &[Element]) -> String {
    if cards.is_empty() {
        return "none".into();
    }
    let names: Vec<&str> = cards.iter().map(|c| c.name()).collect();
    names.join(", ")
}

/// A slot by what it holds: `the Murder tile`, `the No Crime tile at Main Street`,
/// `the Waterfront location slot`.
fn slot(tiles: &Tiles, slot: Slot) -> String {
    let at = slot.location.index();
    let blank = |what: &str| format!("the {what} tile at {}", slot.location);
    match slot.kind {
        ElementType::Suspect => {
            tiles.suspect_tiles[at].map_or_else(|| blank("No Suspect"), |s| format!("the {s} tile"))
        }
        ElementType::Crime => {
            tiles.crime_tiles[at].map_or_else(|| blank("No Crime"), |c| format!("the {c} tile"))
        }
        ElementType::Location => format!("the {} location slot", slot.location),
    }
}

/// The tiles of a layout in one line, for the start of a mini-game.
fn layout(tiles: &Tiles) -> String {
    let entries: Vec<String> = Location::all()
        .map(|l| {
            let suspect = tiles.suspect_tiles[l.index()].map_or("-".into(), |s| s.to_string());
            let crime = tiles.crime_tiles[l.index()].map_or("-".into(), |c| c.to_string());
            format!("{} {l}: {suspect} / {crime}", l.id())
        })
        .collect();
    entries.join("; ")
}

fn seat_list<T>(values: &[T], show: impl Fn(&T) -> String) -> String {
    let entries: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(s, value)| format!("seat {s} {}", show(value)))
        .collect();
    entries.join(", ")
}

/// One event as a line of the game log, as the view's viewer sees it.
pub fn event(view: &View, event: &whodunit_pi::Event) -> String {
    use whodunit_pi::Event;
    let name = |s: Seat| seat(view.viewer, s);
    let tiles = Tiles::from(view.board);
    match event {
        Event::MiniGameStarted {
            mini_game,
            start_player,
            tiles,
            display,
        } => format!(
            "-- mini-game {mini_game}: {} starts. Tiles (suspect / crime): {}. Display: {}",
            name(*start_player),
            layout(tiles),
            names(display)
        ),
        Event::CaseDealt { holder, case } => {
            let owner = whodunit_pi::left_neighbour(*holder, usize::from(view.players));
            match case {
                Some(case) => format!("{} holds {owner}'s case: {case}", name(*holder)),
                None => format!("{} holds {owner}'s case", name(*holder)),
            }
        }
        Event::RoundStarted { round, score_value } => {
            format!("-- round {round}: a solve now scores {score_value}")
        }
        Event::Investigated {
            seat,
            location,
            discs,
            cubes,
            unused_investigators,
        } => format!(
            "{} sends an investigator to {location} ({}): {}, {} ({} left)",
            name(*seat),
            location.id(),
            plural(*discs, "disc", "discs"),
            plural(*cubes, "cube", "cubes"),
            plural(*unused_investigators, "investigator", "investigators")
        ),
        Event::EvidenceTaken {
            seat,
            card,
            tile,
            result,
            from_investigator,
        } => match result {
            Some(found) => format!(
                "{} takes the evidence card {card}: a {} on {}, {}; the card is discarded",
                name(*seat),
                token(*found),
                self::slot(&tiles, *tile),
                if *from_investigator {
                    format!("taken off the investigator at {}", tile.location)
                } else {
                    "from the supply".into()
                }
            ),
            None => format!(
                "{} takes the evidence card {card}: no result; kept face up",
                name(*seat)
            ),
        },
        Event::DeckReshuffled { size } => format!(
            "the discard pile is shuffled into a new deck of {}",
            plural(*size, "card", "cards")
        ),
        Event::DisplayRefilled { card } => format!("{card} joins the display"),
        Event::Solved { seat, case, points } => format!(
            "{} solves {case}: correct, {}",
            name(*seat),
            plural(*points, "point", "points")
        ),
        Event::WrongAttempt {
            seat,
            attempt,
            penalty_steps,
        } => format!(
            "{} tries {attempt}: wrong; {} ({} points)",
            name(*seat),
            plural(*penalty_steps, "penalty step", "penalty steps"),
            -PENALTY_POINTS * i32::from(*penalty_steps)
        ),
        Event::MiniGameEnded {
            mini_game,
            cases,
            points,
        } => format!(
            "mini-game {mini_game} ends. Cases: {}. Points: {}",
            seat_list(cases, Case::to_string),
            seat_list(points, u8::to_string)
        ),
        Event::GameOver {
            scores,
            places,
            winners,
        } => {
            let winners: Vec<String> = winners.iter().map(|&s| name(s)).collect();
            let result = match winners.as_slice() {
                [winner] => format!("{winner} wins"),
                several => format!("{} share the win", several.join(" and ")),
            };
            format!(
                "game over: {result}. Final scores: {}. Places: {}",
                seat_list(scores, i32::to_string),
                seat_list(places, u8::to_string)
            )
        }
    }
}

/// The map, one line per location: its tiles, neighbours, investigators and tokens.
fn map(view: &View) -> String {
    let tiles = Tiles::from(view.board);
    let mut out = format!(
        "  {:>2} {:<15} {:<9} {:<17} {:<16} {}\n",
        "#", "location", "suspect", "crime", "next to", "on it"
    );
    for location in Location::all() {
        let at = location.index();
        let neighbours: Vec<String> = location.neighbours().map(|n| n.id().to_string()).collect();
        let mut on_it = Vec::new();
        for s in &view.seats {
            for i in s.investigators.iter().filter(|i| i.location == location) {
                on_it.push(format!(
                    "s{} investigator [{}d {}c]",
                    s.seat.0, i.discs, i.cubes
                ));
            }
            for mark in s.marks.iter().filter(|m| m.slot.location == location) {
                on_it.push(format!(
                    "s{} {} on {}",
                    s.seat.0,
                    token(mark.token),
                    kind(mark.slot.kind)
                ));
            }
        }
        out.push_str(&format!(
            "  {:>2} {:<15} {:<9} {:<17} {:<16} {}\n",
            location.id(),
            location.name(),
            tiles.suspect_tiles[at].map_or("-".into(), |s| s.to_string()),
            tiles.crime_tiles[at].map_or("-".into(), |c| c.to_string()),
            neighbours.join(" "),
            on_it.join(", ")
        ));
    }
    out
}

/// One player's line: score, penalties, investigators, tokens and kept cards.
fn player(view: &View, s: &SeatView) -> String {
    let scores = match s.mini_game_scores.as_slice() {
        [] => "none scored yet".to_string(),
        scores => {
            let scores: Vec<String> = scores.iter().map(u8::to_string).collect();
            scores.join(" + ")
        }
    };
    let discs: u8 = s.investigators.iter().map(|i| i.discs).sum();
    let cubes: u8 = s.investigators.iter().map(|i| i.cubes).sum();
    let mut line = format!(
        "  {}: score {} (mini-games {scores}; {}), {} unused, placed ones carry {} and {}; \
         {} on tiles; kept: {}",
        seat(view.viewer, s.seat),
        s.score,
        plural(s.penalty_steps, "penalty step", "penalty steps"),
        plural(s.unused_investigators, "investigator", "investigators"),
        plural(discs, "disc", "discs"),
        plural(cubes, "cube", "cubes"),
        plural(s.marks.len() as u64, "token", "tokens"),
        names(&s.kept)
    );
    if let Some(solution) = s.solution {
        line.push_str(&format!("; solved {solution}"));
    }
    if view.active == Some(s.seat) {
        line.push_str("  <- to act");
    }
    line
}

/// The current mini-game's setup as the view's viewer sees it, told as the events that
/// deal later mini-games: the first is dealt at setup, before any event.
pub fn opening(view: &View) -> Vec<String> {
    use whodunit_pi::Event;
    let players = usize::from(view.players);
    let dealt = Event::MiniGameStarted {
        mini_game: view.mini_game,
        start_player: view.start_player,
        tiles: Tiles::from(view.board),
        display: view.display.clone(),
    };
    let holders = (0..view.players).map(|holder| {
        let holder = Seat(holder);
        let owner = whodunit_pi::left_neighbour(holder, players);
        let case = match (&view.cases, view.viewer.seat()) {
            (Some(cases), _) => Some(cases[owner.index()]),
            (None, Some(me)) if me == holder => view.held_case,
            _ => None,
        };
        Event::CaseDealt { holder, case }
    });
    std::iter::once(dealt)
        .chain(holders)
        .map(|e| event(view, &e))
        .collect()
}

/// The table as the view's viewer sees it.
pub fn table(view: &View) -> String {
    let mut out = format!(
        "Mini-game {} of 3, round {}; a solve scores {} now; {} started this mini-game.\n",
        view.mini_game,
        view.round,
        view.score_value,
        seat(view.viewer, view.start_player)
    );
    out.push_str(&map(view));
    let display: Vec<String> = view.display.iter().map(|&c| card(c)).collect();
    out.push_str(&format!("Display: {}\n", display.join(", ")));
    out.push_str(&format!(
        "Deck: {}. Discard pile: {}\n",
        plural(view.deck_size, "card", "cards"),
        names(&view.discard)
    ));
    out.push_str("Players:\n");
    for s in &view.seats {
        out.push_str(&player(view, s));
        out.push('\n');
    }
    for attempt in &view.wrong_attempts {
        out.push_str(&format!(
            "Wrong this mini-game: {} tried {}\n",
            seat(view.viewer, attempt.seat),
            attempt.case
        ));
    }
    if let (Some(me), Some(held)) = (view.viewer.seat(), view.held_case) {
        let players = usize::from(view.players);
        out.push_str(&format!(
            "You hold {}'s case: {held}. Yours is held by {}.\n",
            whodunit_pi::left_neighbour(me, players),
            whodunit_pi::right_neighbour(me, players)
        ));
    }
    out
}
