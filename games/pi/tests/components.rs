//! §1: the component tables and the map: names and ids, the 29 edges and their 58
//! symmetric neighbour entries, tiles, evidence cards and elements.

use whodunit_pi::{
    Case, Crime, Element, ElementType, Location, Suspect, EDGES, ELEMENTS, LOCATIONS,
};

#[test]
fn locations_have_the_ids_and_names_of_section_1_1() {
    let names: Vec<&str> = Location::all().map(|l| l.name()).collect();
    assert_eq!(
        names,
        [
            "Lakeside",
            "Forest Park",
            "Little Italy",
            "Trocadero",
            "Ocean Drive",
            "China Town",
            "Central Station",
            "Main Street",
            "Road House",
            "Union Square",
            "Downtown",
            "Rick's Café",
            "Waterfront",
            "Skid Row"
        ]
    );
    assert_eq!(LOCATIONS, 14);
    assert_eq!(Location::new(7).map(|l| l.name()), Some("Central Station"));
    assert_eq!(Location::new(0), None);
    assert_eq!(Location::new(15), None);
}

#[test]
fn suspects_and_crimes_have_the_ids_and_names_of_section_1_3() {
    let suspects: Vec<&str> = Suspect::all().map(|s| s.name()).collect();
    assert_eq!(
        suspects,
        [
            "Bubbles", "Doc", "Dutch", "Earl", "Frenchy", "Knuckles", "Maurice", "Pinky", "Pop",
            "Queenie", "Rusty", "Shorty"
        ]
    );
    let crimes: Vec<&str> = Crime::all().map(|c| c.name()).collect();
    assert_eq!(
        crimes,
        [
            "Bank Job",
            "Blackmail",
            "Forgery",
            "Jewellery Heist",
            "Kidnapping",
            "Mob Killing",
            "Murder",
            "Police Corruption",
            "Protection Racket",
            "Smuggling"
        ]
    );
    assert_eq!(Suspect::new(13), None);
    assert_eq!(Crime::new(11), None);
    assert_eq!(Suspect::new(10).map(|s| s.id()), Some(10));
}

/// §1.2's neighbour table, by id.
const TABLE: [&[u8]; 14] = [
    &[2, 3, 4],
    &[1, 4, 5],
    &[1, 4, 6, 7],
    &[1, 2, 3, 5, 7, 8],
    &[2, 4, 8, 9],
    &[3, 7, 10],
    &[3, 4, 6, 8, 10, 11],
    &[4, 5, 7, 9, 11, 12],
    &[5, 8, 12],
    &[6, 7, 11, 13],
    &[7, 8, 10, 12, 13, 14],
    &[8, 9, 11, 14],
    &[10, 11, 14],
    &[11, 12, 13],
];

#[test]
fn the_map_has_29_edges_and_58_symmetric_neighbour_entries() {
    assert_eq!(EDGES.len(), 29);
    let mut entries = 0;
    for a in Location::all() {
        let neighbours: Vec<u8> = a.neighbours().map(|l| l.id()).collect();
        assert_eq!(neighbours, TABLE[a.index()], "neighbours of {a}");
        assert!(!a.is_adjacent(a), "{a} is not adjacent to itself");
        for b in Location::all() {
            assert_eq!(a.is_adjacent(b), b.is_adjacent(a), "{a} and {b}");
        }
        entries += neighbours.len();
    }
    assert_eq!(entries, 58);
    for (a, b) in EDGES {
        let (a, b) = (Location::new(a).unwrap(), Location::new(b).unwrap());
        assert!(a.is_adjacent(b));
    }
    let mut edges = EDGES.to_vec();
    edges.sort();
    edges.dedup();
    assert_eq!(edges.len(), 29, "no edge listed twice");
}

#[test]
fn there_are_36_elements_and_one_evidence_card_each() {
    let all: Vec<Element> = Element::all().collect();
    assert_eq!(all.len(), ELEMENTS);
    let count = |kind| all.iter().filter(|e| e.kind() == kind).count();
    assert_eq!(count(ElementType::Suspect), 12);
    assert_eq!(count(ElementType::Crime), 10);
    assert_eq!(count(ElementType::Location), 14);
    let mut names: Vec<&str> = all.iter().map(|e| e.name()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 36, "element names are unique");
    for (code, element) in all.iter().enumerate() {
        assert_eq!(usize::from(element.code()), code);
    }
    assert_eq!(Case::all().count(), 12 * 10 * 14);
}

#[test]
fn components_are_json_ids() {
    let card = Element::Crime(Crime::new(6).unwrap());
    assert_eq!(serde_json::to_string(&card).unwrap(), r#"{"crime":6}"#);
    assert!(serde_json::from_str::<Element>(r#"{"suspect":13}"#).is_err());
    assert!(serde_json::from_str::<Location>("0").is_err());
    assert_eq!(
        serde_json::from_str::<Location>("14").unwrap().name(),
        "Skid Row"
    );
}

#[test]
fn every_case_has_its_own_position_in_case_all() {
    let cases: Vec<Case> = Case::all().collect();
    assert_eq!(cases.len(), Case::COUNT);
    assert_eq!(Case::COUNT, 12 * 10 * 14);
    for (position, case) in cases.iter().enumerate() {
        assert_eq!(case.index(), position, "{case}");
    }
}
