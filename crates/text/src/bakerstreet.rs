//! Bakerstreet in words for the terminal: the table as a seat sees it, events, and the
//! actions a person types. A detective card is written `s1:3x2` (seat 1's 3 with x2).

use whodunit_bakerstreet::state::POSITIONS;
use whodunit_bakerstreet::{
    longest_run, Action, DetectiveCard, EndReason, Event, Face, Letter, PhaseView, Symbol, View,
};
use whodunit_engine::{Seat, Viewer};

/// A detective card with its owner: `s0:3x2`.
pub fn card(card: DetectiveCard) -> String {
    format!("s{}:{}", card.owner.0, card.face())
}

fn top(card: Option<DetectiveCard>) -> String {
    card.map_or("-".into(), self::card)
}

/// The top card of each seat's discard pile, by seat.
fn discard_tops(tops: &[Option<DetectiveCard>; 2]) -> String {
    let tops: Vec<String> = tops
        .iter()
        .enumerate()
        .map(|(seat, card)| card.map_or(format!("s{seat} empty"), self::card))
        .collect();
    format!("discard tops {}", tops.join(", "))
}

fn cards_count(n: u8) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

/// Letters separated by spaces, or `none`.
pub fn letters(letters: &[Letter]) -> String {
    if letters.is_empty() {
        return "none".into();
    }
    let names: Vec<String> = letters.iter().map(|l| l.to_string()).collect();
    names.join(" ")
}

fn faces(cards: &[DetectiveCard]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.face().to_string()).collect();
    format!("[{}]", names.join(" "))
}

/// A seat as the viewer calls it: `seat 0 (you)` for its own.
pub fn seat(viewer: Viewer, seat: Seat) -> String {
    if viewer == Viewer::Seat(seat) {
        format!("{seat} (you)")
    } else {
        seat.to_string()
    }
}

/// The position an ARROW leads to (BS-SYMBOL-7).
fn next_position(position: u8) -> u8 {
    (position + 1) % POSITIONS as u8
}

/// What a processed card's symbol does (BS-SYMBOL-2, BS-SYMBOL-3, BS-SYMBOL-7).
fn symbol_note(card: DetectiveCard) -> String {
    match card.symbol {
        None => String::new(),
        Some(Symbol::Stop) => " (STOP: processing ends here)".into(),
        Some(Symbol::Double) => format!(" (x2: seat {}'s score is doubled)", card.owner.0),
        Some(Symbol::Arrow) => " (ARROW: the next position follows)".into(),
    }
}

fn reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::RunOfSeven => "seven letters in a row",
        EndReason::NoEvidenceLeft => "no evidence card left to take",
        EndReason::RoundLimit => "the round limit was reached",
    }
}

/// One event as a line of the game log, as the view's viewer sees it.
pub fn event(view: &View, event: &Event) -> String {
    let name = |s: Seat| seat(view.viewer, s);
    match event {
        Event::Placed {
            seat,
            card,
            position,
        } => format!(
            "{} places {} on position {position}",
            name(*seat),
            self::card(*card)
        ),
        Event::Drew { seat, card } => match card {
            Some(card) => format!("{} draws {}", name(*seat), card.face()),
            None => format!("{} draws a card", name(*seat)),
        },
        Event::DrawSkipped { seat } => format!(
            "{} has nothing to draw: draw and discard piles are empty",
            name(*seat)
        ),
        Event::Reshuffled { seat, size } => format!(
            "{} shuffles the discard pile into a new draw pile of {size} cards",
            name(*seat)
        ),
        Event::Bid { seat, value } => format!("{} bids {value}", name(*seat)),
        Event::Challenged { result, hands } => {
            let comparison = if result.total < result.bid { "<" } else { ">=" };
            format!(
                "{} challenges the bid of {}; hands s0 {} s1 {}: total {} {comparison} {}, {} wins the challenge",
                name(result.challenger),
                result.bid,
                faces(&hands[0]),
                faces(&hands[1]),
                result.total,
                result.bid,
                name(result.winner)
            )
        }
        Event::HandsDiscarded { discard_tops } => format!(
            "both hands are discarded; {}",
            self::discard_tops(discard_tops)
        ),
        Event::Chosen { seat, position } => {
            format!("{} chooses position {position} to evaluate", name(*seat))
        }
        Event::Processed { position, card } => format!(
            "  position {position} processes {}{}",
            self::card(*card),
            symbol_note(*card)
        ),
        Event::Stopped { position, top } => match top {
            Some(card) => format!(
                "  the cards below the STOP stay on stack {position}, {} on top",
                self::card(*card)
            ),
            None => format!("  stack {position} is now empty"),
        },
        Event::Evaluated {
            position,
            scores,
            winner,
            arrow,
            discard_tops,
        } => {
            let tie = if scores[0] == scores[1] {
                " (a tie goes to the challenge winner)"
            } else {
                ""
            };
            let chain = if *arrow {
                format!(
                    "; an ARROW leads on to position {}",
                    next_position(*position)
                )
            } else {
                String::new()
            };
            format!(
                "position {position}: s0 scores {}, s1 scores {}, {} wins{tie}{chain}; {}",
                scores[0],
                scores[1],
                name(*winner),
                self::discard_tops(discard_tops)
            )
        }
        Event::PileSeen {
            seat,
            position,
            cards,
        } => match cards {
            Some(cards) => format!(
                "{} looks at evidence pile {position}, top first: {}",
                name(*seat),
                letters(cards)
            ),
            None => format!("{} looks at evidence pile {position}", name(*seat)),
        },
        Event::Rewarded {
            seat,
            position,
            taken,
            letter,
            pile_size,
            collection_size,
        } => {
            let what = match (taken, letter) {
                (true, Some(letter)) => format!("takes {letter}"),
                (true, None) => "takes a card".into(),
                (false, _) if *pile_size == 0 => {
                    return format!(
                        "evidence pile {position} is empty: {} gets nothing",
                        name(*seat)
                    )
                }
                (false, _) => {
                    return format!(
                        "{} may take none of pile {position}'s letters and gets nothing",
                        name(*seat)
                    )
                }
            };
            format!(
                "{} {what} from pile {position} ({} left there; collection of {})",
                name(*seat),
                cards_count(*pile_size),
                cards_count(*collection_size)
            )
        }
        Event::RoundStarted { round, first } => {
            format!("-- round {round}: {} begins", name(*first))
        }
        Event::GameOver {
            winner,
            reason,
            collections,
            longest_runs,
        } => {
            let result = match winner {
                Some(seat) => format!("{} wins", name(*seat)),
                None => "a draw".into(),
            };
            format!(
                "game over ({}): {result}. Collections: s0 {} (longest run {}), s1 {} (longest run {})",
                self::reason(*reason),
                letters(&sorted(&collections[0])),
                longest_runs[0],
                letters(&sorted(&collections[1])),
                longest_runs[1]
            )
        }
    }
}

fn sorted(letters: &[Letter]) -> Vec<Letter> {
    let mut letters = letters.to_vec();
    letters.sort();
    letters
}

/// The table as the view's viewer sees it: bids, the five stacks with their top cards and
/// evidence pile sizes, each seat's piles, and the viewer's own hand and collection.
pub fn table(view: &View) -> String {
    let mut out = String::new();
    let bids: Vec<String> = view
        .bids
        .iter()
        .map(|b| format!("{} {}", b.seat, b.value))
        .collect();
    let bids = if bids.is_empty() {
        "none yet".into()
    } else {
        bids.join(", ")
    };
    out.push_str(&format!("Round {}. Bids this round: {bids}\n", view.round));
    if let Some(c) = view.challenge {
        out.push_str(&format!(
            "Challenge: {} challenged {}, total {}; {} won\n",
            c.challenger, c.bid, c.total, c.winner
        ));
    }
    out.push_str("  position  stack top  stack size  evidence pile\n");
    for (position, stack) in view.stacks.iter().enumerate() {
        out.push_str(&format!(
            "  {position:>8}  {:<9}  {:>10}  {:>13}\n",
            top(stack.top),
            stack.size,
            view.evidence_sizes[position]
        ));
    }
    for s in &view.seats {
        out.push_str(&format!(
            "{}: hand {}, draw pile {}, discard pile {} (top {}), evidence {}\n",
            seat(view.viewer, s.seat),
            s.hand_size,
            s.draw_size,
            s.discard_size,
            top(s.discard_top),
            s.collection_size
        ));
    }
    if let Some(hand) = &view.hand {
        out.push_str(&format!("Your hand: {}\n", faces(hand)));
    }
    if let Some(collection) = &view.collection {
        out.push_str(&format!(
            "Your collection: {} (longest run {})\n",
            letters(&sorted(collection)),
            longest_run(collection.iter().copied())
        ));
    }
    out
}

/// What the person is asked now, or `None` if the decision is not theirs.
pub fn prompt(view: &View, legal: &[Action]) -> Option<String> {
    match &view.phase {
        PhaseView::Turn { .. } => {
            let last = view.bids.last().map(|b| b.value);
            Some(match last {
                Some(30) => "You must challenge: nothing is higher than 30 (BS-BID-7).".into(),
                Some(bid) => format!(
                    "Your turn: place CARD POSITION BID (a bid from {} to 30), or challenge the bid of {bid}.",
                    bid + 1
                ),
                None => "Your turn: place CARD POSITION BID (a bid from 0 to 30).".into(),
            })
        }
        PhaseView::Choose { .. } => Some(
            "You won the challenge: choose the position to evaluate first (choose 0..4).".into(),
        ),
        PhaseView::Take { position, pile, .. } => {
            let allowed: Vec<Letter> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Take(letter) => Some(*letter),
                    _ => None,
                })
                .collect();
            Some(format!(
                "You won the evaluation of position {position}; its pile, top first: {}. take LETTER (you may take {}).",
                letters(pile.as_deref().unwrap_or_default()),
                letters(&allowed)
            ))
        }
        PhaseView::Over { .. } => None,
    }
}

/// Reads an action typed by a person: `place 3x2 2 17` (card, position, bid),
/// `place 2 17` with an empty hand, `challenge`, `choose 2`, `take F`.
pub fn parse_action(line: &str) -> Result<Action, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((verb, rest)) = words.split_first() else {
        return Err("type an action, or `help`".into());
    };
    match (verb.to_lowercase().as_str(), rest) {
        ("challenge" | "c", []) => Ok(Action::Challenge),
        ("place" | "p", [card, position, bid]) => Ok(Action::Move {
            card: Some(parse_face(card)?),
            position: parse_position(position)?,
            bid: parse_bid(bid)?,
        }),
        ("place" | "p", [position, bid]) => Ok(Action::Move {
            card: None,
            position: parse_position(position)?,
            bid: parse_bid(bid)?,
        }),
        ("place" | "p", _) => {
            Err("place takes a card from your hand, a position and a bid: `place 3x2 2 17`".into())
        }
        ("choose", [position]) => Ok(Action::Choose(parse_position(position)?)),
        ("choose", _) => Err("choose takes one position, 0 to 4: `choose 2`".into()),
        ("take", [letter]) => parse_letter(letter).map(Action::Take),
        ("take", _) => Err("take takes one evidence letter: `take F`".into()),
        ("challenge" | "c", _) => Err("challenge takes nothing after it".into()),
        (other, _) => Err(format!("unknown action {other:?}; type `help`")),
    }
}

fn parse_face(text: &str) -> Result<Face, String> {
    Face::parse(text).ok_or_else(|| {
        format!(
            "{text:?} is not a detective card: a value 0 to 5, then STOP, x2 or ARROW if it \
             shows one, e.g. 3x2 (BS-SETUP-2, BS-SETUP-3)"
        )
    })
}

fn parse_position(text: &str) -> Result<u8, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a position: positions are 0 to 4 (BS-SETUP-7)"))
}

fn parse_bid(text: &str) -> Result<u8, String> {
    text.parse().map_err(|_| {
        format!("{text:?} is not a bid: a bid is a whole number from 0 to 30 (BS-BID-2)")
    })
}

fn parse_letter(text: &str) -> Result<Letter, String> {
    let mut chars = text.chars();
    match (chars.next().and_then(Letter::from_char), chars.next()) {
        (Some(letter), None) => Ok(letter),
        _ => Err(format!(
            "{text:?} is not an evidence letter: one of A to T (BS-SETUP-5)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use whodunit_bakerstreet::Symbol;

    #[test]
    fn typed_actions_read_as_the_rules_name_them() {
        assert_eq!(
            parse_action("place 3x2 2 17"),
            Ok(Action::Move {
                card: Some(Face::new(3, Some(Symbol::Double))),
                position: 2,
                bid: 17
            })
        );
        assert_eq!(
            parse_action("p 2 5"),
            Ok(Action::Move {
                card: None,
                position: 2,
                bid: 5
            })
        );
        assert_eq!(parse_action("challenge"), Ok(Action::Challenge));
        assert_eq!(parse_action("choose 4"), Ok(Action::Choose(4)));
        assert_eq!(
            parse_action("take f"),
            Ok(Action::Take(Letter::from_char('F').unwrap()))
        );
    }

    #[test]
    fn bad_input_is_explained_with_the_rule_it_breaks() {
        let error = |line: &str| parse_action(line).unwrap_err();
        assert!(error("place 7 2 17").contains("BS-SETUP-2"));
        assert!(error("place 3 x 17").contains("BS-SETUP-7"));
        assert!(error("place 3 2 300").contains("BS-BID-2"));
        assert!(error("take Z").contains("BS-SETUP-5"));
        assert!(error("dance").contains("unknown action"));
    }
}
