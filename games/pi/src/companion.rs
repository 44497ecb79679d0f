//! Companion mode: the exact notebook for a person playing P.I. at a real table.
//!
//! They give the table (2 to 5 players, their own seat), the tile layout of the physical
//! board (checked: a layout the setup cannot produce is refused, saying why) and the case
//! cards they hold for their left neighbour, then record what everyone can see at the
//! table: each investigator placed and the discs and cubes it got, each evidence card
//! taken and the token it gave, each solve attempt and its verdict, the display when
//! they care for its cards' values, and each new mini-game's layout and held case. The
//! records become the same events the online notebook reads (read by the same
//! [`Intake`]), so the case chances, the facts with their reasons and the value of each
//! next action are the online notebook's ([`Notebook::of_notes`]). A record that
//! contradicts the earlier ones is refused, naming a smallest set of them. A session is
//! plain JSON; [`answer`] checks a whole session sent by the web companion
//! (`POST /api/companion/pi`).

use crate::actions::Event;
use crate::board::{Layout, Slot, Tiles, Token};
use crate::config::{MAX_PLAYERS, MINI_GAMES, MIN_PLAYERS};
use crate::elements::{Case, Element, Location};
use crate::notebook::{consistent, report, Intake, Next, Note, Notebook, Observation, Read};
use crate::state::{left_neighbour, DISPLAY, INVESTIGATORS};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use whodunit_engine::{companion, CompanionError, Seat};

/// The most records a session takes: far more than three mini-games give (the longest
/// session of the bench, five hard bots, has under 200).
pub const MAX_RECORDS: usize = 600;

/// One thing that happened at the table, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// `seat` placed an investigator at `location`, which got `discs` and `cubes`
    /// (PI-INVESTIGATOR-5, PI-INFO-7).
    Investigated {
        seat: Seat,
        location: Location,
        discs: u8,
        cubes: u8,
    },
    /// `seat` took the evidence card `card` and got `result`, a disc or a cube on the
    /// card's tile, or nothing (the card then stays in front of them) (PI-EVIDENCE-5,
    /// PI-EVIDENCE-6, PI-EVIDENCE-10).
    Evidence {
        seat: Seat,
        card: Element,
        #[serde(default)]
        result: Option<Token>,
    },
    /// `seat` named `case` and was told it was correct or wrong (PI-SOLVE-2, PI-SOLVE-3);
    /// a wrong attempt costs a penalty step (PI-SOLVE-4).
    Attempt {
        seat: Seat,
        case: Case,
        correct: bool,
    },
    /// The display shows `cards` now (PI-SETUP-9, PI-EVIDENCE-11): the cards whose value
    /// the answer gives. A card taken later leaves it.
    Display { cards: Vec<Element> },
    /// A new mini-game (2 or 3) on a new layout, with the case cards the person holds
    /// in it (PI-MINIGAME-4 to PI-MINIGAME-6).
    MiniGame { tiles: Tiles, held: Case },
}

/// A companion session: the table, the first mini-game's board and held case, and
/// everything recorded since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub players: usize,
    /// The person's seat.
    pub me: Seat,
    /// Mini-game 1's tiles by location id order, `null` for a blank.
    pub tiles: Tiles,
    /// The case cards the person holds in mini-game 1: their left neighbour's case.
    pub held: Case,
    /// The players' names by seat, for the person's eyes only; may be empty.
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub records: Vec<Record>,
}

// The refusal every companion gives; here the person's own cards are the case they hold.
whodunit_engine::companion_refusal!(held, "the case you hold", |what: &[String]| what.join(", "));

fn invalid<T>(text: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Invalid(text.into()))
}

fn token_words(result: Option<Token>) -> &'static str {
    match result {
        Some(Token::Disc) => "a disc",
        Some(Token::Cube) => "a cube",
        None => "nothing",
    }
}

/// The table as the records leave it in the current mini-game, and the notes the
/// online notebook would have, each with the record it comes from (0 for the case held
/// in mini-game 1).
#[derive(Clone, Debug)]
pub struct Table {
    /// 1, 2 or 3.
    pub mini_game: u8,
    pub layout: Layout,
    pub held: Case,
    /// The record that started this mini-game (0 for the first).
    pub started_by: usize,
    notes: Vec<(usize, Note)>,
    intake: Intake,
    /// By seat: the investigators placed in the whole game (PI-INVESTIGATOR-4).
    pub investigators: [u8; MAX_PLAYERS],
    /// By seat: the locations investigated in this mini-game, as bits by index.
    pub visited: [u16; MAX_PLAYERS],
    /// By seat: the slots its tokens mark, by slot code.
    pub marks: [u64; MAX_PLAYERS],
    /// Cards kept face up in front of a player this mini-game, by element code.
    pub kept: u64,
    /// By seat: the solution, once solved in this mini-game.
    pub solved: [Option<Case>; MAX_PLAYERS],
    /// By seat: the wrong attempts of this mini-game.
    pub wrong: [Vec<Case>; MAX_PLAYERS],
    /// By seat: the penalty steps of the whole game (PI-SOLVE-4).
    pub penalties: [u16; MAX_PLAYERS],
    /// The display as last recorded, less the cards taken since; `None` if never given.
    pub display: Option<Vec<Element>>,
}

impl Table {
    fn new(me: Seat, layout: Layout, held: Case, started_by: usize) -> Table {
        Table {
            mini_game: 1,
            layout,
            held,
            started_by,
            notes: vec![(
                started_by,
                Note {
                    seat: me,
                    observation: Observation::Held(held),
                },
            )],
            intake: Intake::new(me),
            investigators: [0; MAX_PLAYERS],
            visited: [0; MAX_PLAYERS],
            marks: [0; MAX_PLAYERS],
            kept: 0,
            solved: [None; MAX_PLAYERS],
            wrong: Default::default(),
            penalties: [0; MAX_PLAYERS],
            display: None,
        }
    }

    /// The notes of this mini-game, in order.
    pub fn notes(&self) -> Vec<Note> {
        self.notes.iter().map(|n| n.1).collect()
    }
}

impl Session {
    /// A new session, checked.
    pub fn new(players: usize, me: Seat, tiles: Tiles, held: Case) -> Result<Session, Refusal> {
        let session = Session {
            players,
            me,
            tiles,
            held,
            names: Vec::new(),
            records: Vec::new(),
        };
        session.check_table()?;
        Ok(session)
    }

    fn check_table(&self) -> Result<(), Refusal> {
        let n = self.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return invalid(format!("a game has 2 to 5 players, not {n} (PI-SETUP-1)"));
        }
        if self.me.index() >= n {
            return invalid(format!("seats are numbered 0 to {} (PI-SETUP-2)", n - 1));
        }
        Layout::from_tiles(&self.tiles).map_err(Refusal::Invalid)?;
        companion::check_names(&self.names, n).or_else(invalid)?;
        if self.records.len() > MAX_RECORDS {
            return invalid(format!("a session holds at most {MAX_RECORDS} records"));
        }
        Ok(())
    }

    /// "you", or `{seat N}` for another seat: the terminal or the browser writes the name
    /// it shows for that seat in its place.
    fn who(&self, seat: Seat) -> String {
        if seat == self.me {
            "you".into()
        } else {
            format!("{{seat {}}}", seat.0)
        }
    }

    /// Record `number` (from 1) in words, other seats as `{seat N}`; 0 is the case held
    /// in mini-game 1.
    pub fn describe(&self, number: usize) -> String {
        if number == 0 {
            return format!("the case you hold ({})", self.held);
        }
        let Some(record) = number.checked_sub(1).and_then(|i| self.records.get(i)) else {
            return format!("#{number}");
        };
        match record {
            Record::Investigated {
                seat,
                location,
                discs,
                cubes,
            } => format!(
                "#{number}: {} investigated {} and got {discs} disc(s) and {cubes} cube(s)",
                self.who(*seat),
                location.name()
            ),
            Record::Evidence { seat, card, result } => format!(
                "#{number}: {} took the card {} and got {}",
                self.who(*seat),
                card.name(),
                token_words(*result)
            ),
            Record::Attempt {
                seat,
                case,
                correct,
            } => format!(
                "#{number}: {} named {case}, {}",
                self.who(*seat),
                if *correct { "correct" } else { "wrong" }
            ),
            Record::Display { cards } => format!(
                "#{number}: the display shows {}",
                cards
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Record::MiniGame { held, .. } => {
                format!("#{number}: a new mini-game, and you hold {held}")
            }
        }
    }

    /// "you have" or "{seat N} has".
    fn has(&self, seat: Seat) -> String {
        if seat == self.me {
            "you have".into()
        } else {
            format!("{} has", self.who(seat))
        }
    }

    fn seat_ok(&self, seat: Seat) -> Result<(), Refusal> {
        if seat.index() < self.players {
            Ok(())
        } else {
            invalid(format!(
                "no seat {} at this table: seats are numbered 0 to {}",
                seat.0,
                self.players - 1
            ))
        }
    }

    fn playing(&self, table: &Table, seat: Seat) -> Result<(), Refusal> {
        self.seat_ok(seat)?;
        if table.solved[seat.index()].is_some() {
            return invalid(format!(
                "{} solved this mini-game: no more turns in it (PI-SOLVE-8)",
                self.has(seat)
            ));
        }
        Ok(())
    }

    /// Checks `record` (number `number`, from 1) against the table the records before it
    /// leave, and applies it: the event it stands for goes through the online intake.
    fn apply(&self, table: &mut Table, number: usize, record: &Record) -> Result<(), Refusal> {
        let me = self.me;
        let event = match record {
            Record::Investigated {
                seat,
                location,
                discs,
                cubes,
            } => {
                self.playing(table, *seat)?;
                let s = seat.index();
                if table.investigators[s] >= INVESTIGATORS {
                    return invalid(format!(
                        "{} placed all {INVESTIGATORS} investigators of the game \
                         (PI-INVESTIGATOR-4)",
                        self.has(*seat)
                    ));
                }
                if table.visited[s] >> location.index() & 1 == 1 {
                    return invalid(format!(
                        "{} an investigator at {} in this mini-game already \
                         (PI-INVESTIGATOR-2)",
                        self.has(*seat),
                        location.name()
                    ));
                }
                if u16::from(*discs) + u16::from(*cubes) > 3 {
                    return invalid(
                        "an investigator gets at most 3 tokens, one per type (PI-INVESTIGATOR-8)",
                    );
                }
                table.investigators[s] += 1;
                table.visited[s] |= 1 << location.index();
                Event::Investigated {
                    seat: *seat,
                    location: *location,
                    discs: *discs,
                    cubes: *cubes,
                    unused_investigators: INVESTIGATORS - table.investigators[s],
                }
            }
            Record::Evidence { seat, card, result } => {
                self.playing(table, *seat)?;
                let tile = table.layout.tile_of(*card);
                if table.marks[seat.index()] >> tile.code() & 1 == 1 {
                    return invalid(format!(
                        "{} a token on the tile of {} already (PI-EVIDENCE-2)",
                        self.has(*seat),
                        card.name()
                    ));
                }
                if table.kept >> card.code() & 1 == 1 {
                    return invalid(format!(
                        "the card {} lies face up in front of a player until the mini-game \
                         ends (PI-EVIDENCE-10)",
                        card.name()
                    ));
                }
                match result {
                    Some(_) => table.marks[seat.index()] |= 1 << tile.code(),
                    None => table.kept |= 1 << card.code(),
                }
                if let Some(display) = &mut table.display {
                    display.retain(|c| c != card);
                }
                Event::EvidenceTaken {
                    seat: *seat,
                    card: *card,
                    tile,
                    result: *result,
                    from_investigator: false,
                }
            }
            Record::Attempt {
                seat,
                case,
                correct,
            } => {
                self.playing(table, *seat)?;
                let s = seat.index();
                if *correct {
                    table.solved[s] = Some(*case);
                    Event::Solved {
                        seat: *seat,
                        case: *case,
                        points: 0,
                    }
                } else {
                    if table.wrong[s].contains(case) {
                        return invalid(format!(
                            "{} already named {case} in this mini-game (PI-SOLVE-10)",
                            self.who(*seat)
                        ));
                    }
                    table.wrong[s].push(*case);
                    table.penalties[s] = table.penalties[s].saturating_add(1);
                    Event::WrongAttempt {
                        seat: *seat,
                        attempt: *case,
                        penalty_steps: table.penalties[s],
                    }
                }
            }
            Record::Display { cards } => {
                if cards.len() > DISPLAY {
                    return invalid(format!(
                        "the display holds at most {DISPLAY} cards (PI-SETUP-9)"
                    ));
                }
                let mut seen = 0u64;
                for card in cards {
                    if seen >> card.code() & 1 == 1 {
                        return invalid(format!(
                            "the display shows {} once: there is one card of each element \
                             (§1.4)",
                            card.name()
                        ));
                    }
                    seen |= 1 << card.code();
                }
                table.display = Some(cards.clone());
                return Ok(());
            }
            Record::MiniGame { tiles, held } => {
                if table.mini_game >= MINI_GAMES {
                    return invalid(format!(
                        "a game has {MINI_GAMES} mini-games (PI-MINIGAME-1)"
                    ));
                }
                let layout = Layout::from_tiles(tiles).map_err(Refusal::Invalid)?;
                self.consistent_or_refuse(table, None)?;
                let mut next = Table::new(me, layout, *held, number);
                next.mini_game = table.mini_game + 1;
                next.investigators = table.investigators;
                next.penalties = table.penalties;
                *table = next;
                return Ok(());
            }
        };
        if let Read::Observed(note) = table.intake.read(&event) {
            // The left neighbour's case is the one the person holds: each of its answers
            // is known before it is given (PI-SETUP-3, PI-TURN-7).
            let holder_of = left_neighbour(me, self.players);
            if note.seat == holder_of && !note.observation.allows(&table.layout, table.held) {
                let held_record = table.started_by;
                let mut records = vec![number];
                if held_record > 0 {
                    records.insert(0, held_record);
                }
                return Err(Refusal::Conflict {
                    records,
                    held: true,
                    detail: format!(
                        "the case you hold ({}); {}",
                        table.held,
                        self.describe(number)
                    ),
                });
            }
            table.notes.push((number, note));
        }
        Ok(())
    }

    /// Refuses the notes of `table` if they leave the person no case, naming a smallest
    /// set of records that do, less `new` (the record being added or corrected).
    fn consistent_or_refuse(&self, table: &Table, new: Option<usize>) -> Result<(), Refusal> {
        let notes = table.notes();
        let mut keep = vec![true; notes.len()];
        let (me, n, layout) = (self.me, self.players, &table.layout);
        if consistent(&notes, &keep, me, n, layout) {
            return Ok(());
        }
        // A smallest set of notes that allow no case: drop each while the rest still
        // allow none.
        for i in 0..notes.len() {
            keep[i] = false;
            if consistent(&notes, &keep, me, n, layout) {
                keep[i] = true;
            }
        }
        let mut records: Vec<usize> = table
            .notes
            .iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(note, _)| note.0)
            .collect();
        records.dedup();
        let held_record = table.started_by;
        let held = table
            .notes
            .iter()
            .zip(&keep)
            .any(|(note, &k)| k && matches!(note.1.observation, Observation::Held(_)));
        let detail: Vec<String> = records
            .iter()
            .map(|&r| {
                if r == held_record && held {
                    format!("the case you hold ({})", table.held)
                } else {
                    self.describe(r)
                }
            })
            .collect();
        records.retain(|&r| r > 0 && Some(r) != new && !(held && r == held_record));
        if held && held_record > 0 && Some(held_record) != new {
            records.push(held_record);
            records.sort_unstable();
        }
        Err(Refusal::Conflict {
            records,
            held,
            detail: detail.join("; "),
        })
    }

    /// The table the records leave, checked, or why they cannot be taken; `changed` is
    /// the record just added or corrected, which a conflict leaves out of those it names.
    pub fn table(&self, changed: Option<usize>) -> Result<Table, Refusal> {
        self.check_table()?;
        let layout = Layout::from_tiles(&self.tiles).map_err(Refusal::Invalid)?;
        let mut table = Table::new(self.me, layout, self.held, 0);
        for (index, record) in self.records.iter().enumerate() {
            self.apply(&mut table, index + 1, record)
                .map_err(|refusal| match refusal {
                    // The record being added or corrected is not named to the person.
                    Refusal::Conflict {
                        mut records,
                        held,
                        detail,
                    } => {
                        records.retain(|&r| Some(r) != changed);
                        Refusal::Conflict {
                            records,
                            held,
                            detail,
                        }
                    }
                    invalid => invalid.of_record(index + 1),
                })?;
        }
        self.consistent_or_refuse(&table, changed)?;
        Ok(table)
    }

    /// What the person may do next, while they still play this mini-game.
    fn next(&self, table: &Table) -> Option<Next> {
        let me = self.me.index();
        if table.solved[me].is_some() {
            return None;
        }
        let marks = table.marks[me];
        let locations = if table.investigators[me] < INVESTIGATORS {
            Location::all()
                .filter(|l| table.visited[me] >> l.index() & 1 == 0)
                .collect()
        } else {
            Vec::new()
        };
        let free = |card: &Element| marks >> table.layout.tile_of(*card).code() & 1 == 0;
        let cards = match &table.display {
            Some(display) => display.iter().copied().filter(free).collect(),
            // No display given: every card that may be in it.
            None => Element::all()
                .filter(|c| table.kept >> c.code() & 1 == 0)
                .filter(free)
                .collect(),
        };
        Some(Next {
            marks,
            locations,
            cards,
        })
    }

    /// The notebook of everything recorded, with the table, or why it is refused.
    pub fn notebook(&self) -> Result<(Notebook, Table), Refusal> {
        self.check(None)
    }

    /// Checks a whole session, as read from JSON, and gives its notebook. `changed` is
    /// the record just added or corrected, which a refusal leaves out of those it names.
    pub fn check(&self, changed: Option<usize>) -> Result<(Notebook, Table), Refusal> {
        let table = self.table(changed)?;
        let notebook = Notebook::of_notes(
            self.me,
            self.players,
            table.layout,
            table.notes(),
            self.next(&table),
        );
        Ok((notebook, table))
    }
}

/// The companion's answer for a session that checked: the online notebook's report
/// (`notebook::report`: chances, likeliest cases, facts with their reasons, the value of
/// each location and display card), and the table: the mini-game, each seat's
/// investigators left, penalty steps and solution, and whether the display is known.
pub fn answer_of(notebook: &Notebook, table: &Table, players: usize) -> Value {
    let seats = 0..players;
    json!({
        "notebook": report(notebook),
        "mini_game": table.mini_game,
        "layout": table.layout,
        "held": table.held,
        "investigators_left": seats.clone()
            .map(|s| INVESTIGATORS.saturating_sub(table.investigators[s]))
            .collect::<Vec<_>>(),
        "penalties": seats.clone().map(|s| table.penalties[s]).collect::<Vec<_>>(),
        "solved": seats.clone().map(|s| table.solved[s]).collect::<Vec<_>>(),
        "display": table.display,
        "marks": seats
            .map(|s| {
                (0..crate::board::SLOTS as u8)
                    .filter(|&c| table.marks[s] >> c & 1 == 1)
                    .map(Slot::from_code)
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>(),
    })
}

impl companion::Records for Session {
    type Record = Record;
    type Checked = (Notebook, Table);
    type Refusal = Refusal;
    const MAX_RECORDS: usize = MAX_RECORDS;

    fn records(&self) -> &[Record] {
        &self.records
    }

    fn records_mut(&mut self) -> &mut Vec<Record> {
        &mut self.records
    }

    fn check_change(&self, changed: usize) -> Result<(Notebook, Table), Refusal> {
        self.check(Some(changed))
    }

    fn check_whole(&self) -> Result<(Notebook, Table), Refusal> {
        self.check(None)
    }
}

impl companion::Session for Session {
    const NAME: &'static str = "a P.I. companion session";
    const GAME: &'static str = <crate::Pi as whodunit_engine::Game>::NAME;

    /// See [`answer_of`].
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError> {
        let (notebook, table) = self.check(changed)?;
        Ok(answer_of(&notebook, &table, self.players))
    }
}

/// The web companion's answer for a session (`POST /api/companion/pi`): see
/// [`answer_of`], or why it is refused ([`companion::conflict`]).
pub fn answer(request: &Value) -> Result<Value, CompanionError> {
    companion::answer::<Session>(request)
}
