//! The P.I. actions a person types: `investigate 9` or `investigate "Road House"`,
//! `evidence crime 6` or `evidence Murder`, `solve Queenie "Mob Killing" "Ocean Drive"` or
//! `solve 10 6 5`. Names ignore case, spaces, punctuation and accents (`ricks cafe`), and
//! names of several words need no quotes when they cannot be read otherwise.

use whodunit_pi::{Action, Case, Crime, Element, ElementType, Location, Suspect};

/// Reads one typed action, or says what is wrong with it and which rule it concerns.
pub fn action(line: &str) -> Result<Action, String> {
    let words = words(line)?;
    let Some((verb, rest)) = words.split_first() else {
        return Err("type an action, or `help`".into());
    };
    match verb.to_lowercase().as_str() {
        "investigate" | "inv" | "i" => location(rest).map(Action::Investigate),
        "evidence" | "ev" | "e" => evidence(rest).map(Action::Evidence),
        "solve" | "s" => solve(rest).map(Action::Solve),
        other => Err(format!(
            "unknown action {other:?}: a turn is investigate, evidence or solve (PI-TURN-3); \
             type `help`"
        )),
    }
}

/// Splits a line into words, keeping "double-quoted names" whole.
fn words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        if let Some(quoted) = rest.strip_prefix('"') {
            let end = quoted
                .find('"')
                .ok_or("a quoted name has no closing quote")?;
            words.push(quoted[..end].to_string());
            rest = quoted[end + 1..].trim_start();
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            words.push(rest[..end].to_string());
            rest = rest[end..].trim_start();
        }
    }
    Ok(words)
}

/// A name reduced to what a person reliably types: lower-case letters and digits.
fn key(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            'é' | 'è' | 'É' | 'È' => 'e',
            c => c.to_ascii_lowercase(),
        })
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

/// The element of `kind` named or numbered (its spec id) by `text`.
fn element_of(kind: ElementType, text: &str) -> Option<Element> {
    let of_kind = Element::all().filter(move |e| e.kind() == kind);
    match text.parse::<u8>() {
        Ok(id) => match kind {
            ElementType::Suspect => Suspect::new(id).map(Element::Suspect),
            ElementType::Crime => Crime::new(id).map(Element::Crime),
            ElementType::Location => Location::new(id).map(Element::Location),
        },
        Err(_) => {
            let wanted = key(text);
            let mut matches = of_kind.filter(|e| key(e.name()) == wanted);
            matches.next()
        }
    }
}

fn kind_word(text: &str) -> Option<ElementType> {
    match text.to_lowercase().as_str() {
        "suspect" => Some(ElementType::Suspect),
        "crime" => Some(ElementType::Crime),
        "location" => Some(ElementType::Location),
        _ => None,
    }
}

fn location(words: &[String]) -> Result<Location, String> {
    match element_of(ElementType::Location, &words.join(" ")) {
        Some(Element::Location(location)) => Ok(location),
        _ => Err(format!(
            "{:?} is not a location: name one of the 14 or give its number, 1 to 14, \
             e.g. `investigate 9` or `investigate \"Road House\"` (PI-INVESTIGATOR-2)",
            words.join(" ")
        )),
    }
}

fn evidence(words: &[String]) -> Result<Element, String> {
    let found = match words.split_first() {
        Some((first, rest)) if !rest.is_empty() => match kind_word(first) {
            Some(kind) => element_of(kind, &rest.join(" ")),
            None => by_name(&words.join(" ")),
        },
        _ => by_name(&words.join(" ")),
    };
    found.ok_or_else(|| {
        format!(
            "{:?} is not an evidence card: name one, e.g. `evidence Murder`, or give its type \
             and number, e.g. `evidence crime 7` (PI-EVIDENCE-1)",
            words.join(" ")
        )
    })
}

/// Any element by its name (names are unique across the three types).
fn by_name(text: &str) -> Option<Element> {
    let wanted = key(text);
    Element::all().find(|e| key(e.name()) == wanted)
}

/// A suspect, a crime and a location, in that order: three words, or more when names of
/// several words are not quoted (every way of cutting them in three is tried).
fn solve(words: &[String]) -> Result<Case, String> {
    let case = |s: &[String], c: &[String], l: &[String]| {
        Some(Case {
            suspect: match element_of(ElementType::Suspect, &s.join(" "))? {
                Element::Suspect(s) => s,
                _ => return None,
            },
            crime: match element_of(ElementType::Crime, &c.join(" "))? {
                Element::Crime(c) => c,
                _ => return None,
            },
            location: match element_of(ElementType::Location, &l.join(" "))? {
                Element::Location(l) => l,
                _ => return None,
            },
        })
    };
    let n = words.len();
    (1..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .find_map(|(a, b)| case(&words[..a], &words[a..b], &words[b..]))
        .ok_or_else(|| {
            format!(
                "cannot read a suspect, a crime and a location from {:?}: name one of each, \
                 in that order, by name or number, e.g. `solve Queenie \"Mob Killing\" \
                 \"Ocean Drive\"` or `solve 10 6 5` (PI-SOLVE-1)",
                words.join(" ")
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> Element {
        by_name(name).expect("a name")
    }

    #[test]
    fn actions_read_by_name_or_by_number() {
        let road_house = Location::new(9).expect("id");
        assert_eq!(action("investigate 9"), Ok(Action::Investigate(road_house)));
        assert_eq!(
            action("i \"Road House\""),
            Ok(Action::Investigate(road_house))
        );
        assert_eq!(
            action("inv road house"),
            Ok(Action::Investigate(road_house))
        );
        assert_eq!(
            action("investigate ricks cafe"),
            Ok(Action::Investigate(Location::new(12).expect("id")))
        );
        let murder = Element::Crime(Crime::new(7).expect("id"));
        assert_eq!(action("evidence crime 7"), Ok(Action::Evidence(murder)));
        assert_eq!(action("evidence Murder"), Ok(Action::Evidence(murder)));
        assert_eq!(action("e crime murder"), Ok(Action::Evidence(murder)));
        assert_eq!(
            action("evidence location 9"),
            Ok(Action::Evidence(named("Road House")))
        );
    }

    #[test]
    fn a_solve_names_a_suspect_a_crime_and_a_location() {
        let case = Case {
            suspect: Suspect::new(10).expect("id"),
            crime: Crime::new(6).expect("id"),
            location: Location::new(5).expect("id"),
        };
        for line in [
            "solve Queenie \"Mob Killing\" \"Ocean Drive\"",
            "solve 10 6 5",
            "s queenie mob killing ocean drive",
            "solve Queenie 6 \"ocean drive\"",
        ] {
            assert_eq!(action(line), Ok(Action::Solve(case)), "{line}");
        }
    }

    #[test]
    fn bad_input_is_explained_with_the_rule_it_concerns() {
        let error = |line: &str| action(line).unwrap_err();
        assert!(error("investigate 15").contains("PI-INVESTIGATOR-2"));
        assert!(error("investigate Atlantis").contains("not a location"));
        assert!(error("evidence crime 11").contains("PI-EVIDENCE-1"));
        assert!(error("evidence Queenie Bubbles").contains("not an evidence card"));
        assert!(error("solve Queenie Murder").contains("PI-SOLVE-1"));
        assert!(error("solve Murder Queenie Lakeside").contains("PI-SOLVE-1"));
        assert!(error("dance").contains("PI-TURN-3"));
        assert!(error("solve \"Queenie").contains("closing quote"));
    }
}
