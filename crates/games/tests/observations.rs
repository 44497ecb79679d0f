//! `docs/observations.md`, every game's observation and notebook fields at each table size,
//! is written from the games' own `observation_fields` and `notebook_fields`: this test
//! fails when the file is stale, and `WHODUNIT_BLESS=1 cargo test -p whodunit-games`
//! writes it anew.

use std::fmt::Write;
use std::path::Path;
use whodunit_engine::{observation_len, Field, GameKind};

const DOC: &str = "docs/observations.md";

fn render() -> String {
    let mut doc = String::from(
        "# Observations\n\n\
         What a seat's observation (`State.observation(seat)` in Python, `Encoding::observe` \
         in Rust) holds, field by field, for every game and table size, with the game's \
         number of action ids; then what its information state adds: its exact notebook \
         (`Encoding::encode_notebook`). Fields follow each other in the order listed; a \
         length is the count of numbers at that table size.\n\n\
         Written by `WHODUNIT_BLESS=1 cargo test -p whodunit-games --test observations` \
         from the games' `observation_fields` and `notebook_fields`: do not edit by hand.\n",
    );
    for kind in whodunit_games::all() {
        render_game(kind.as_ref(), &mut doc);
    }
    doc
}

fn render_game(kind: &dyn GameKind, doc: &mut String) {
    let sizes: Vec<usize> = (kind.min_players()..=kind.max_players()).collect();
    let observations: Vec<_> = sizes.iter().map(|&n| kind.observation_fields(n)).collect();
    // Writing to a String cannot fail.
    let _ = write!(
        doc,
        "\n## {}\n\n{} action ids.\n\n",
        kind.name(),
        kind.action_count(),
    );
    write_table(doc, &sizes, &observations, &observations);
    let informations: Vec<_> = sizes
        .iter()
        .map(|&n| kind.information_state_fields(n))
        .collect();
    let notebooks: Vec<_> = informations
        .iter()
        .zip(&observations)
        .map(|(information, observation)| information[observation.len()..].to_vec())
        .collect();
    let _ = write!(
        doc,
        "\nThe information state (`State.information_state(seat)`) is the observation, then \
         the seat's exact notebook:\n\n"
    );
    write_table(doc, &sizes, &notebooks, &informations);
}

/// A table of `by_size`'s fields (one column of lengths per table size) whose total row
/// counts `whole`, the vector they end.
fn write_table(doc: &mut String, sizes: &[usize], by_size: &[Vec<Field>], whole: &[Vec<Field>]) {
    let heads: Vec<String> = sizes.iter().map(|n| format!("{n} seats")).collect();
    let _ = writeln!(
        doc,
        "| field | {} | meaning |\n|---|{}---|",
        heads.join(" | "),
        "---|".repeat(sizes.len()),
    );
    for (index, field) in by_size[0].iter().enumerate() {
        let lens: Vec<String> = by_size.iter().map(|f| f[index].len.to_string()).collect();
        let _ = writeln!(
            doc,
            "| `{}` | {} | {} |",
            field.name,
            lens.join(" | "),
            field.meaning
        );
    }
    let totals: Vec<String> = whole
        .iter()
        .map(|fields| format!("**{}**", observation_len(fields)))
        .collect();
    let _ = writeln!(doc, "| total | {} | |", totals.join(" | "));
}

#[test]
fn the_observations_document_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(DOC);
    let fresh = render();
    if std::env::var_os("WHODUNIT_BLESS").is_some() {
        std::fs::write(&path, &fresh).expect("write docs/observations.md");
        return;
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == fresh,
        "{DOC} is stale: regenerate it with `WHODUNIT_BLESS=1 cargo test -p whodunit-games \
         --test observations`"
    );
}

#[test]
fn every_table_size_has_the_same_fields_in_the_same_order() {
    for kind in whodunit_games::all() {
        let names =
            |n| -> Vec<&str> { kind.observation_fields(n).iter().map(|f| f.name).collect() };
        for players in kind.min_players()..=kind.max_players() {
            assert_eq!(names(players), names(kind.min_players()), "{}", kind.name());
        }
    }
}
