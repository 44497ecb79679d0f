//! The Inkognito actions a person types: `place rialto` (or `place 1`), `pair B 0` or
//! `pair identity:B number:0`, `black identity`, `call 52 11 0 29`, `ask 2`,
//! `ask dummy number`, `pass`, `reveal number`, `look identity`. Names ignore case, spaces
//! and punctuation, and a location may be shortened while it stays unambiguous (`ponte`).

use super::text;
use whodunit_engine::Seat;
use whodunit_inkognito::{Action, BlackKind, Card, Fragment, Identity, Location, Number};

/// Reads one typed action, or says what is wrong with it and which rule it concerns.
pub fn action(line: &str) -> Result<Action, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((verb, rest)) = words.split_first() else {
        return Err("type an action, or `help`".into());
    };
    match verb.to_lowercase().as_str() {
        "place" | "go" => place(rest).map(Action::Place),
        "pair" => pair(rest).map(Action::ShowPair),
        "black" => kind(rest, "black", "IK-MEET-10").map(Action::ShowBlack),
        "call" => call(rest).map(Action::Call),
        "ask" => ask(rest),
        "pass" => none(rest, "pass").map(|()| Action::Pass),
        "reveal" => kind(rest, "reveal", "IK-AMB-03").map(Action::RevealBlack),
        "look" => kind(rest, "look", "IK-3P-11").map(Action::Look),
        other => Err(format!(
            "unknown action {other:?}: a decision is place, pair, black, call, ask, pass, \
             reveal or look (IK-ROUND-01); type `help`"
        )),
    }
}

/// A name reduced to what a person reliably types: lower-case letters and digits.
fn key(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A location by its number in canonical order (1 to 5), its name, or the start of it.
pub(super) fn place(words: &[&str]) -> Result<Location, String> {
    let wanted = key(&words.join(""));
    let by_number = wanted
        .parse::<usize>()
        .ok()
        .and_then(|n| Location::ALL.get(n.wrapping_sub(1)).copied());
    let by_name: Vec<Location> = Location::ALL
        .into_iter()
        .filter(|&l| !wanted.is_empty() && key(text::location(l)).starts_with(&wanted))
        .collect();
    match (by_number, by_name.as_slice()) {
        (Some(l), _) | (None, &[l]) => Ok(l),
        _ => Err(format!(
            "{:?} is not a location: name one of Rialto, San Marco, San Giorgio, Salute, \
             Ponte dei Sospiri or give its number, 1 to 5, e.g. `place rialto` (IK-ROUND-02)",
            words.join(" ")
        )),
    }
}

pub(super) fn identity(text: &str) -> Option<Identity> {
    Identity::ALL
        .into_iter()
        .find(|&i| text.eq_ignore_ascii_case(text::identity(i)))
}

pub(super) fn fragment(text: &str) -> Option<Fragment> {
    Fragment::ALL
        .into_iter()
        .find(|&f| text == text::fragment(f))
}

/// One coloured card: `B` or `identity:B`, `0` or `number:0`.
pub(super) fn card(word: &str) -> Option<Card> {
    let (kind, face) = match word.split_once(':') {
        Some((kind, face)) => (Some(kind.to_lowercase()), face),
        None => (None, word),
    };
    match kind.as_deref() {
        None => identity(face)
            .map(Card::Identity)
            .or_else(|| fragment(face).map(Card::Number)),
        Some("identity" | "id" | "i") => identity(face).map(Card::Identity),
        Some("number" | "num" | "n") => fragment(face).map(Card::Number),
        Some(_) => None,
    }
}

pub(super) fn pair(words: &[&str]) -> Result<[Card; 2], String> {
    // `identity B number 0` reads as `identity:B number:0`.
    let joined: Vec<String> = match words {
        [k1, f1, k2, f2] => vec![format!("{k1}:{f1}"), format!("{k2}:{f2}")],
        _ => words.iter().map(|w| w.to_string()).collect(),
    };
    match joined.as_slice() {
        [a, b] => match (card(a), card(b)) {
            (Some(a), Some(b)) => Ok([a, b]),
            _ => Err(format!(
                "{:?} is not two of your coloured cards: name identities F, B, Z, X and \
                 numbers 52, 11, 0, 29, e.g. `pair B 0` or `pair identity:B number:0` \
                 (IK-MEET-03)",
                words.join(" ")
            )),
        },
        _ => Err("a pair is two cards, one of them true, e.g. `pair B 0` (IK-MEET-03)".into()),
    }
}

/// `identity` or `number`, the one word after `verb`.
fn kind(words: &[&str], verb: &str, rule: &str) -> Result<BlackKind, String> {
    match words {
        [word] => match word.to_lowercase().as_str() {
            "identity" | "id" | "i" => Ok(BlackKind::Identity),
            "number" | "num" | "n" => Ok(BlackKind::Number),
            _ => Err(format!(
                "{word:?} is not a black card: say `{verb} identity` or `{verb} number` ({rule})"
            )),
        },
        _ => Err(format!(
            "say which black card: `{verb} identity` or `{verb} number` ({rule})"
        )),
    }
}

/// Four fragments, those of F, B, Z and X in that order; the rules check each is used once.
pub(super) fn call(words: &[&str]) -> Result<Number, String> {
    let parts: Vec<&str> = words
        .iter()
        .flat_map(|w| w.split(['-', ',', '/']))
        .filter(|p| !p.is_empty())
        .collect();
    let fragments: Option<Vec<Fragment>> = parts.iter().map(|p| fragment(p)).collect();
    match fragments.as_deref() {
        Some(&[a, b, c, d]) => Ok([a, b, c, d]),
        _ => Err(format!(
            "{:?} is not a number: dial the fragments of F, B, Z and X in that order, \
             each of 52, 11, 0, 29 once, e.g. `call 52 11 0 29` (IK-CALL-02)",
            words.join(" ")
        )),
    }
}

/// `ask 2` names seat 2's agent; `ask dummy identity` the dummy and the card to see.
fn ask(words: &[&str]) -> Result<Action, String> {
    match words {
        [who, rest @ ..] if who.eq_ignore_ascii_case("dummy") => {
            kind(rest, "ask dummy", "IK-3P-15").map(Action::AskDummy)
        }
        [who] => who
            .trim_start_matches(|c: char| c.is_ascii_alphabetic())
            .parse::<u8>()
            .map(|s| Action::Ask(Seat(s)))
            .map_err(|_| {
                format!(
                    "{who:?} is not a seat: name the agent by seat number, e.g. `ask 2`, or \
                     `ask dummy identity` (IK-AMB-01)"
                )
            }),
        _ => Err("name one agent by seat number, e.g. `ask 2` (IK-AMB-01)".into()),
    }
}

fn none(words: &[&str], verb: &str) -> Result<(), String> {
    match words {
        [] => Ok(()),
        _ => Err(format!("`{verb}` takes nothing after it (IK-AMB-04)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_in_their_short_and_long_forms() {
        assert_eq!(action("place rialto"), Ok(Action::Place(Location::Rialto)));
        assert_eq!(
            action("place San Marco"),
            Ok(Action::Place(Location::SanMarco))
        );
        assert_eq!(
            action("go ponte"),
            Ok(Action::Place(Location::PonteDeiSospiri))
        );
        assert_eq!(action("place 4"), Ok(Action::Place(Location::Salute)));
        let b0 = [Card::Identity(Identity::B), Card::Number(Fragment::F0)];
        assert_eq!(action("pair B 0"), Ok(Action::ShowPair(b0)));
        assert_eq!(action("pair identity:B number:0"), Ok(Action::ShowPair(b0)));
        assert_eq!(action("pair identity b number 0"), Ok(Action::ShowPair(b0)));
        assert_eq!(
            action("black identity"),
            Ok(Action::ShowBlack(BlackKind::Identity))
        );
        let number = [Fragment::F52, Fragment::F11, Fragment::F0, Fragment::F29];
        assert_eq!(action("call 52 11 0 29"), Ok(Action::Call(number)));
        assert_eq!(action("call 52-11-0-29"), Ok(Action::Call(number)));
        assert_eq!(action("ask 2"), Ok(Action::Ask(Seat(2))));
        assert_eq!(
            action("ask dummy number"),
            Ok(Action::AskDummy(BlackKind::Number))
        );
        assert_eq!(action("pass"), Ok(Action::Pass));
        assert_eq!(
            action("reveal number"),
            Ok(Action::RevealBlack(BlackKind::Number))
        );
        assert_eq!(
            action("look identity"),
            Ok(Action::Look(BlackKind::Identity))
        );
    }

    #[test]
    fn bad_input_is_explained_with_the_rule_it_concerns() {
        let error = |line: &str| action(line).unwrap_err();
        assert!(error("place venice").contains("IK-ROUND-02"));
        assert!(error("place san").contains("not a location"));
        assert!(error("place 6").contains("IK-ROUND-02"));
        assert!(error("pair B").contains("IK-MEET-03"));
        assert!(error("pair B 7").contains("IK-MEET-03"));
        assert!(error("black purple").contains("IK-MEET-10"));
        assert!(error("call 52 11 0").contains("IK-CALL-02"));
        assert!(error("ask anna").contains("IK-AMB-01"));
        assert!(error("look").contains("IK-3P-11"));
        assert!(error("dance").contains("IK-ROUND-01"));
    }
}
