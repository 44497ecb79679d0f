//! The English words of the notebook: seats by their suspect's name (or "you"), cards
//! with their article, and lists. Kept in one place so every sentence reads the same way.

use crate::cards::{Card, CardSet, Category, Suspect};

/// A card as it reads inside a sentence: "the Rope", "the Hall", "Professor Plum".
pub fn card(card: Card) -> String {
    match card.category() {
        Category::Suspect => card.to_string(),
        _ => format!("the {card}"),
    }
}

/// A suggestion's cards as written on a notebook line: "Professor Plum/Rope/Hall".
pub fn slashed(cards: CardSet) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "X" (one), "neither X nor Y" (two), "none of X, Y, Z" (more), after "holds".
pub fn neither(items: &[String]) -> String {
    match items {
        [one] => format!("not {one}"),
        [a, b] => format!("neither {a} nor {b}"),
        _ => format!("none of {}", items.join(", ")),
    }
}

/// A seat as the subject or object of a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    pub suspect: Suspect,
    /// The notebook's own seat: "you".
    pub is_me: bool,
}

impl Person {
    /// The name at the start of a sentence: "You", "Professor Plum".
    pub fn name(self) -> String {
        if self.is_me {
            "You".to_string()
        } else {
            self.suspect.to_string()
        }
    }

    /// The name inside a sentence: "you", "Professor Plum".
    pub fn inner(self) -> String {
        if self.is_me {
            "you".to_string()
        } else {
            self.suspect.to_string()
        }
    }

    /// Whose, inside a sentence: "your", "Professor Plum's".
    pub fn owner(self) -> String {
        if self.is_me {
            "your".to_string()
        } else {
            format!("{}'s", self.suspect)
        }
    }

    /// "you", "he", "she".
    pub fn pronoun(self) -> &'static str {
        match (self.is_me, self.suspect) {
            (true, _) => "you",
            (_, Suspect::SCARLETT | Suspect::WHITE | Suspect::PEACOCK) => "she",
            _ => "he",
        }
    }

    /// "your", "his", "her".
    pub fn possessive(self) -> &'static str {
        match self.pronoun() {
            "you" => "your",
            "she" => "her",
            _ => "his",
        }
    }

    /// "you", "him", "her".
    pub fn object(self) -> &'static str {
        match self.pronoun() {
            "you" => "you",
            "she" => "her",
            _ => "him",
        }
    }

    /// A present-tense verb agreeing with this person: `verb("hold")` is "holds" or "hold".
    pub fn verb(self, base: &str) -> String {
        match (self.is_me, base) {
            (true, _) => base.to_string(),
            (false, "have") => "has".to_string(),
            (false, "do") => "does".to_string(),
            (false, _) => format!("{base}s"),
        }
    }
}
