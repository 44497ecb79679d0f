//! The English of a notebook's facts: what is certain, and the notes that prove it, each
//! said with what it means for the element in question.

use super::facts::Fact;
use super::observation::{Note, Observation};
use crate::board::{Layout, Token};
use crate::elements::ElementType;
use whodunit_engine::Seat;

fn type_name(kind: ElementType) -> &'static str {
    match kind {
        ElementType::Suspect => "suspect",
        ElementType::Crime => "crime",
        ElementType::Location => "location",
    }
}

/// "The crime is not Murder", "The location is Downtown".
pub fn statement(fact: &Fact) -> String {
    let negation = if fact.holds { "" } else { "not " };
    let kind = type_name(fact.element.kind());
    format!("The {kind} is {negation}{}", fact.element)
}

/// The notes behind `fact`, a fact of `seat`'s, one clause each, joined by semicolons.
/// When other seats' answers are among them, the rule that ties their cases to the
/// seat's closes the reason.
pub fn reason(fact: &Fact, notes: &[Note], seat: Seat, layout: &Layout) -> String {
    let cited: Vec<&Note> = fact.because.iter().filter_map(|&i| notes.get(i)).collect();
    let mut clauses: Vec<String> = cited
        .iter()
        .map(|note| {
            if note.seat == seat {
                clause(&note.observation, fact, layout)
            } else {
                public_clause(note)
            }
        })
        .collect();
    let others = cited.iter().any(|n| n.seat != seat);
    let said = cited
        .iter()
        .any(|n| matches!(n.observation, Observation::SolvedBy(..)));
    if others && !said {
        clauses.push("no element is in two cases".to_string());
    }
    clauses.join("; ")
}

/// Another seat's public answer, which speaks of that seat's case.
fn public_clause(note: &Note) -> String {
    let seat = note.seat;
    match note.observation {
        Observation::Investigated {
            location,
            discs,
            cubes,
            ..
        } => format!(
            "{seat}'s investigator at {location} found {} and {}",
            count(discs, "disc"),
            count(cubes, "cube")
        ),
        Observation::Evidence {
            card,
            result: Some(Token::Disc),
            ..
        } => format!("{card} is in {seat}'s case: {seat}'s evidence card {card} earned a disc"),
        Observation::Evidence { card, result, .. } => {
            format!("{seat}'s evidence card {card} earned {}", token(result))
        }
        Observation::Wrong(case) => format!("{seat}'s attempt {case} was wrong"),
        // The seat's own kinds of note, never noted for another seat.
        Observation::Held(case) | Observation::SolvedBy(_, case) | Observation::Known(case) => {
            format!("{seat}'s case is not {case}")
        }
    }
}

fn token(answer: Option<Token>) -> &'static str {
    match answer {
        Some(Token::Disc) => "a disc",
        Some(Token::Cube) => "a cube",
        None => "nothing",
    }
}

fn count(n: u8, what: &str) -> String {
    match n {
        0 => format!("no {what}"),
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
    }
}

fn clause(observation: &Observation, fact: &Fact, layout: &Layout) -> String {
    let element = fact.element;
    let kind = type_name(element.kind());
    match *observation {
        Observation::Held(case) if case.elements().contains(&element) => {
            format!("you hold the {kind} card {element}, so it is not in your own case")
        }
        Observation::Held(case) => {
            format!("you hold the cards {case}, so none of them is in your own case")
        }
        Observation::SolvedBy(seat, case) => {
            format!("{seat} solved {case}, and no element is in two cases")
        }
        Observation::Known(case) => format!("your case is {case}"),
        Observation::Wrong(case) => format!("your attempt {case} was wrong"),
        Observation::Investigated {
            location,
            discs,
            cubes,
            marked,
        } => {
            let found = format!(
                "your investigator at {location} found {} and {}",
                count(discs, "disc"),
                count(cubes, "cube")
            );
            if marked[element.kind().index()] {
                format!("{found}, where your own token made the {kind} answer nothing")
            } else {
                let answer = token(observation.answer(layout, element));
                let verb = if fact.holds {
                    "gives"
                } else {
                    "would have given"
                };
                format!("{found}, where a {kind} {element} {verb} {answer}")
            }
        }
        Observation::Evidence { card, result, .. } => {
            let got = format!("your evidence card {card} gave {}", token(result));
            if card == element || card.kind() != element.kind() || fact.holds {
                got
            } else {
                let answer = token(observation.answer(layout, element));
                format!("{got}, where {element} would have given {answer}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elements::{Crime, Element};

    #[test]
    fn another_seats_disc_says_whose_case_holds_the_card() {
        let heist = Element::Crime(Crime::all().nth(3).expect("ten crimes"));
        let note = Note {
            seat: Seat(4),
            observation: Observation::Evidence {
                card: heist,
                probe: crate::elements::Location::all().next().expect("a location"),
                result: Some(Token::Disc),
            },
        };
        assert_eq!(
            public_clause(&note),
            "Jewellery Heist is in seat 4's case: seat 4's evidence card Jewellery Heist earned a disc"
        );
    }
}
