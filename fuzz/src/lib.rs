//! What the fuzz targets share: reading decisions from the fuzzer's bytes, driving a game
//! through the erased layer (`GameKind` / `Table`) as the server does, and the invariants
//! checked on the way. A broken invariant panics, which libFuzzer reports as a crash.

use serde_json::value::RawValue;
use serde_json::Value;
use whodunit_engine::{GameKind, GameRng, Seat, Table, TableBot, Viewer};

/// At most this many actions per input, so that no input runs long.
pub const MAX_STEPS: usize = 1500;

/// The fuzzer's bytes read as decisions; once they run out every read gives zero.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&first, rest)) => {
                self.data = rest;
                first
            }
            None => 0,
        }
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }

    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |value, _| value << 8 | u64::from(self.byte()))
    }

    /// The next `len` bytes (fewer if the input ends first).
    pub fn take(&mut self, len: usize) -> &'a [u8] {
        let (taken, rest) = self.data.split_at(len.min(self.data.len()));
        self.data = rest;
        taken
    }
}

/// Everything a viewer can be at a table of `seats` seats.
pub fn viewers(seats: usize) -> Vec<Viewer> {
    (0..seats)
        .map(|seat| Viewer::Seat(Seat(seat as u8)))
        .chain([Viewer::Spectator, Viewer::Omniscient])
        .collect()
}

/// The legal actions of `seat`: the table's JSON array, split into its elements.
fn legal(table: &dyn Table, seat: Seat) -> Vec<String> {
    let list = table.legal_actions(seat);
    match serde_json::from_str::<Vec<&RawValue>>(list.get()) {
        Ok(actions) => actions
            .iter()
            .map(|action| action.get().to_string())
            .collect(),
        Err(error) => panic!("legal actions of {seat} are not a JSON array: {error}"),
    }
}

/// The legal actions grouped by kind (a string action by itself, an object by its first key),
/// as indices in order of first appearance. Choosing a kind first keeps a long list of one
/// kind (Cluedo's 324 accusations, P.I.'s 1,680 solves) from drowning the others, so that
/// games go deep.
fn kinds(actions: &[String]) -> Vec<Vec<usize>> {
    let mut kinds: Vec<(&str, Vec<usize>)> = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        let kind = match action.strip_prefix('{') {
            Some(object) => object.split(':').next().unwrap_or(object),
            None => action,
        };
        match kinds.iter_mut().find(|(name, _)| *name == kind) {
            Some((_, members)) => members.push(index),
            None => kinds.push((kind, vec![index])),
        }
    }
    kinds.into_iter().map(|(_, members)| members).collect()
}

/// One action of a legal list as a JSON value.
fn parse(action: &str) -> Value {
    serde_json::from_str(action).expect("a legal action is JSON")
}

/// What must not change when an action is refused: everything the omniscient sees, whose
/// turn it is, the legal actions and the last accepted action's events.
pub fn fingerprint(table: &dyn Table) -> String {
    let to_act = table.to_act();
    let mut print = format!("{to_act:?} {:?}\n", table.outcome());
    print.push_str(table.view(Viewer::Omniscient).get());
    if let Some(seat) = to_act {
        print.push('\n');
        print.push_str(table.legal_actions(seat).get());
    }
    for event in table.last_events(Viewer::Omniscient) {
        print.push('\n');
        print.push_str(event.get());
    }
    print
}

/// The invariants of a table at rest: someone is to act exactly while there is no outcome,
/// that seat and only it has legal actions, and every viewer's view can be built. Returns
/// the legal actions of the seat to act (none at the end).
pub fn check_table(table: &dyn Table) -> Vec<String> {
    let seats = table.seat_count();
    let to_act = table.to_act();
    assert_eq!(
        to_act.is_none(),
        table.outcome().is_some(),
        "a seat is to act exactly while the game has no outcome"
    );
    if let Some(seat) = to_act {
        assert!(seat.index() < seats, "{seat} to act at a table of {seats}");
    }
    let mut acting = Vec::new();
    for index in 0..seats {
        let seat = Seat(index as u8);
        if Some(seat) == to_act {
            acting = legal(table, seat);
            assert!(
                !acting.is_empty(),
                "{seat} is to act but has no legal action"
            );
        } else {
            let list = table.legal_actions(seat);
            assert_eq!(
                list.get(),
                "[]",
                "{seat} is not to act but has legal actions"
            );
        }
    }
    for viewer in viewers(seats) {
        table.view(viewer);
    }
    acting
}

/// Strings worth trying in a mutated action: every string of `value`.
fn strings(value: &Value, into: &mut Vec<String>) {
    match value {
        Value::String(text) => into.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|item| strings(item, into)),
        Value::Object(fields) => fields.iter().for_each(|(key, item)| {
            into.push(key.clone());
            strings(item, into);
        }),
        _ => {}
    }
}

/// Numbers at and past the edges of the ranges actions use.
const NUMBERS: [i128; 12] = [
    0,
    1,
    -1,
    2,
    5,
    6,
    255,
    256,
    65_535,
    4_294_967_295,
    18_446_744_073_709_551_615,
    -9_223_372_036_854_775_808,
];

/// `value` with one part changed, as chosen by the bytes.
fn mutate(value: &mut Value, bytes: &mut Bytes, words: &[String], depth: u8) {
    let choice = bytes.byte();
    match value {
        Value::Object(fields) if !fields.is_empty() && !choice.is_multiple_of(4) && depth < 8 => {
            let index = bytes.byte() as usize % fields.len();
            let key = fields.keys().nth(index).cloned().unwrap_or_default();
            if choice % 4 == 3 {
                fields.remove(&key);
            } else if let Some(field) = fields.get_mut(&key) {
                mutate(field, bytes, words, depth + 1);
            }
        }
        Value::Array(items) if !items.is_empty() && !choice.is_multiple_of(4) && depth < 8 => {
            let index = bytes.byte() as usize % items.len();
            match choice % 4 {
                3 => {
                    items.remove(index);
                }
                2 => {
                    let copy = items[index].clone();
                    items.push(copy);
                }
                _ => mutate(&mut items[index], bytes, words, depth + 1),
            }
        }
        _ => {
            *value = match choice % 8 {
                0 | 1 => Value::from(NUMBERS[bytes.byte() as usize % NUMBERS.len()] as f64),
                2 => {
                    let number = NUMBERS[bytes.byte() as usize % NUMBERS.len()];
                    match (i64::try_from(number), u64::try_from(number)) {
                        (Ok(signed), _) => Value::from(signed),
                        (_, Ok(unsigned)) => Value::from(unsigned),
                        _ => Value::Null,
                    }
                }
                3 => Value::from(bytes.byte()),
                4 | 5 if !words.is_empty() => {
                    Value::from(words[bytes.u16() as usize % words.len()].clone())
                }
                6 => Value::Bool(bytes.byte().is_multiple_of(2)),
                7 => Value::from(vec![value.clone()]),
                _ => Value::Null,
            }
        }
    }
}

/// Says why an input stopped early, when `WHODUNIT_FUZZ_DEBUG` is set (to see what a seed
/// does: `WHODUNIT_FUZZ_DEBUG=1 fuzz/target/.../release/TARGET FILE`).
fn debug(message: std::fmt::Arguments) {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *ON.get_or_init(|| std::env::var_os("WHODUNIT_FUZZ_DEBUG").is_some()) {
        eprintln!("{message}");
    }
}

/// One game's fuzzing: its registration and configuration options worth trying (JSON
/// objects laid over the default configuration), one chosen by the input.
pub struct GameFuzz {
    pub kind: Box<dyn GameKind>,
    pub options: Vec<String>,
}

/// The configuration of a game record (docs/records.md) as options: its explicit deal
/// (the `setup` key) laid over the default configuration, so that play starts from a
/// chosen deal, as a table request may ask.
pub fn record_options(record: &str) -> String {
    let record: Value = serde_json::from_str(record).expect("a game record is JSON");
    record["config"].to_string()
}

/// A table built and played from the fuzzer's bytes.
///
/// The input: players, seed, configuration (one of `options`, or arbitrary JSON options),
/// the bots' level, then one operation per step: mostly a legal action chosen by kind and
/// index, and sometimes a bot's choice, a legal action sent by a seat not to act, a legal
/// action with one part changed, or arbitrary bytes as a JSON action. A legal action and a
/// bot's choice must be accepted; an action from a seat not to act must be refused; a
/// refused action must leave the table as it was. After every accepted action the table's
/// invariants are checked and every viewer's events are redacted; at the end, possibly a
/// notebook.
pub fn play(game: &GameFuzz, data: &[u8]) {
    let kind = &*game.kind;
    let mut bytes = Bytes::new(data);
    let span = kind.max_players() - kind.min_players() + 1;
    let players = kind.min_players() + bytes.byte() as usize % span;
    let seed = bytes.u64();
    let choice = bytes.byte() as usize % (game.options.len() + 1);
    let options: Value = match game.options.get(choice) {
        Some(text) => serde_json::from_str(text).expect("the target's options are JSON"),
        None => {
            let len = bytes.byte() as usize;
            match serde_json::from_slice(bytes.take(len)) {
                Ok(options) => options,
                Err(_) => return,
            }
        }
    };
    let config = match kind.config(players, &options) {
        Ok(config) => config,
        Err(error) => return debug(format_args!("configuration refused: {error}")),
    };
    let mut table = match kind.new_table(&config, seed) {
        Ok(table) => table,
        Err(error) => return debug(format_args!("setup refused: {error}")),
    };
    let seats = table.seat_count();
    assert!(
        (kind.min_players()..=kind.max_players()).contains(&seats),
        "a table of {seats} seats"
    );
    let levels = kind.bot_levels();
    let level = levels.get(bytes.byte() as usize % (levels.len() + 1));
    let mut bots: Vec<Box<dyn TableBot>> = match level {
        Some(level) => (0..seats)
            .map(|seat| {
                let seat = Seat(seat as u8);
                kind.new_bot(level, seat, GameRng::derive(seed, seat.0.into()))
                    .expect("a listed bot level makes a bot")
            })
            .collect(),
        None => Vec::new(),
    };
    let notebook = bytes.byte();
    let notebook_seat = Seat(notebook % seats as u8);
    let mut steps: Vec<Box<dyn Table>> = Vec::new();
    let mut words = Vec::new();
    let mut actions = check_table(&*table);
    for _ in 0..MAX_STEPS {
        if bytes.is_empty() {
            break;
        }
        let Some(seat) = table.to_act() else {
            break;
        };
        let op = bytes.byte();
        let (actor, action, must_accept) = match op {
            0..=191 => {
                let kinds = kinds(&actions);
                let kind = &kinds[op as usize % kinds.len()];
                let index = kind[bytes.u16() as usize % kind.len()];
                (seat, parse(&actions[index]), true)
            }
            192..=207 if !bots.is_empty() => (seat, bots[seat.index()].choose(&*table), true),
            192..=223 => {
                let other = Seat((seat.0 + 1 + bytes.byte() % seats as u8) % seats as u8);
                let index = bytes.u16() as usize % actions.len();
                (other, parse(&actions[index]), other == seat)
            }
            224..=243 => {
                if words.is_empty() {
                    strings(
                        &serde_json::from_str(table.view(Viewer::Omniscient).get())
                            .unwrap_or_default(),
                        &mut words,
                    );
                    actions
                        .iter()
                        .for_each(|action| strings(&parse(action), &mut words));
                    words.sort();
                    words.dedup();
                }
                let mut action = parse(&actions[bytes.u16() as usize % actions.len()]);
                mutate(&mut action, &mut bytes, &words, 0);
                (seat, action, false)
            }
            _ => {
                let len = bytes.byte() as usize;
                let text = bytes.take(len);
                let action = serde_json::from_slice(text)
                    .unwrap_or_else(|_| Value::from(String::from_utf8_lossy(text).into_owned()));
                (seat, action, false)
            }
        };
        // Only an action that may be refused needs the table's fingerprint.
        let before = (!must_accept).then(|| fingerprint(&*table));
        match table.apply(actor, &action) {
            Ok(()) => {
                debug(format_args!("{actor}: {action}"));
                assert!(
                    actor == seat,
                    "{actor} is not to act ({seat} is) but {action} was accepted"
                );
                for viewer in viewers(seats) {
                    table.last_events(viewer);
                }
                for bot in &mut bots {
                    bot.observe_last(&*table);
                }
                steps.push(table.clone_table());
                actions = check_table(&*table);
            }
            Err(error) => {
                let listed = || actions.iter().any(|legal| parse(legal) == action);
                assert!(
                    actor != seat || !must_accept && !listed(),
                    "{actor}'s legal {action} refused: {error}"
                );
                if let Some(before) = before {
                    assert_eq!(
                        before,
                        fingerprint(&*table),
                        "{action} refused ({error}) but the table changed"
                    );
                }
            }
        }
    }
    if table.to_act().is_none() {
        assert!(actions.is_empty(), "legal actions after the end");
    }
    debug(format_args!(
        "{} steps accepted, outcome {:?}",
        steps.len(),
        table.outcome()
    ));
    if notebook >= 128 {
        let steps: Vec<&dyn Table> = steps.iter().map(|step| &**step).collect();
        table.notebook(Viewer::Seat(notebook_seat), &steps);
        assert!(
            table.notebook(Viewer::Spectator, &steps).is_none(),
            "a spectator has no notebook"
        );
    }
}
