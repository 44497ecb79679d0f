//! Guess in words for the terminal: events, the table, and typed actions.

use whodunit_engine::{Seat, Viewer};
use whodunit_guess::cards::MAX_CARDS;
use whodunit_guess::{Action, Card, CardSet, Event, View};

fn cards(set: CardSet) -> String {
    let letters: Vec<String> = set.iter().map(|card| card.to_string()).collect();
    letters.join(" ")
}

fn seat(viewer: Viewer, seat: Seat) -> String {
    if viewer == Viewer::Seat(seat) {
        format!("{seat} (you)")
    } else {
        seat.to_string()
    }
}

pub fn event(view: &View, event: &Event) -> String {
    let name = |s: Seat| seat(view.viewer, s);
    match *event {
        Event::Asked { seat, card, holds } => {
            let answer = if holds { "yes" } else { "no" };
            format!("{} asks about {card}: {answer}", name(seat))
        }
        Event::Guessed { seat, card, right } => {
            let verdict = if right { "right" } else { "wrong" };
            format!("{} guesses {card}: {verdict}", name(seat))
        }
        Event::GameOver {
            winner,
            hidden,
            hands,
            ..
        } => format!(
            "game over: {} wins; the hidden card was {hidden}; hands s0 {}, s1 {}",
            name(winner),
            cards(hands[0]),
            cards(hands[1])
        ),
    }
}

pub fn table(view: &View) -> String {
    let deck = cards(CardSet::deck(view.cards));
    let mut out = format!("Deck: {deck}; {} cards in each hand\n", view.hand_size);
    if let Some(hand) = view.hand {
        out.push_str(&format!("Your hand: {}\n", cards(hand)));
    }
    out
}

/// `ask C` or `guess C` (any case).
pub fn parse_action(line: &str) -> Result<Action, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let card = |text: &str| {
        Card::parse(text, MAX_CARDS).ok_or_else(|| format!("{text:?} is not a card letter"))
    };
    match words.as_slice() {
        [verb, letter] if verb.eq_ignore_ascii_case("ask") => card(letter).map(Action::Ask),
        [verb, letter] if verb.eq_ignore_ascii_case("guess") => card(letter).map(Action::Guess),
        _ => Err("type `ask CARD` or `guess CARD`, or `help`".into()),
    }
}
