//! Companion mode: the exact notebook for a person playing Inkognito at a real table.
//!
//! They give the table (3, 4 or 5 players, their own seat, with 5 players the Ambassador
//! player's seat, and their identity and fragment unless they are that Ambassador player)
//! and then record, for the current game, what they saw: each card or pair shown to them
//! (by another agent, the Ambassador's named agent, the dummy), each card or pair they
//! showed, and each call with its result. The records become the same sightings and calls
//! the online notebook reads from its redacted events ([`Intake`]), over a view holding
//! only the person's own cards and the pairs they showed, so the chances, the facts with
//! their smallest reasons and the clue sheet are the online notebook's. A record that
//! contradicts the earlier ones is refused, naming them. A session is plain JSON; [`answer`]
//! checks a whole session sent by the web companion (`POST /api/companion/inkognito`).

use crate::actions::{Agent, MeetingKind, Shown};
use crate::elements::{is_dialable, BlackCard, Card, Fragment, Identity, Location, Number};
use crate::notebook::words::{black_name, card_name, number_name};
use crate::notebook::{report, CallSeen, Intake, Notebook, Observation, Seen, Sighting, Worlds};
use crate::state::MAX_ROUNDS;
use crate::view::{AgentView, ShownTo, View};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use whodunit_engine::{companion, CompanionError, Seat, Viewer};

/// The most records a session takes: far more than a game of 50 rounds gives one person.
pub const MAX_RECORDS: usize = 1000;

/// One thing the person saw at the table, in the current game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// At a meeting (`round`, `location`, `kind`), `from` showed a pair or a black card to
    /// `to` (the person when absent). `to` is another seat only when the person is the
    /// 5-player Ambassador player and watched the named agent show the asker a black card
    /// (IK-5P-13). The dummy's card the person looked at (IK-3P-11) or named it for
    /// (IK-3P-15) comes `from` the dummy.
    Saw {
        round: u8,
        location: Location,
        kind: MeetingKind,
        from: Agent,
        #[serde(default)]
        to: Option<Seat>,
        shown: Shown,
    },
    /// At a meeting, the person showed `to` a pair or one of their black cards.
    Showed {
        round: u8,
        location: Location,
        kind: MeetingKind,
        to: Seat,
        shown: Shown,
    },
    /// A call (IK-INFO-13) and its verdict; `with` is the other agent at the caller's
    /// meeting when it was a two-agent meeting (needed with 4 players, IK-CALL-07, 08).
    Call {
        round: u8,
        caller: Seat,
        number: Number,
        correct: bool,
        #[serde(default)]
        with: Option<Agent>,
    },
}

/// A companion session: the table and everything recorded in the current game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    pub players: usize,
    /// The person's seat.
    pub me: Seat,
    /// With 5 players, the Ambassador player's seat (IK-5P-02).
    #[serde(default)]
    pub ambassador: Option<Seat>,
    /// The person's black cards; none for the 5-player Ambassador player (IK-5P-04).
    #[serde(default)]
    pub identity: Option<Identity>,
    #[serde(default)]
    pub fragment: Option<Fragment>,
    /// The players' names by seat, for the person's eyes only; may be empty.
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub records: Vec<Record>,
}

// The refusal every companion gives; here the person's own cards are their black cards.
whodunit_engine::companion_refusal!(cards, "your black cards", |what: &[String]| what.join(", "));

fn invalid<T>(text: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::Invalid(text.into()))
}

/// Bit of an unordered pair in a no-repeat history, as the rules keep it.
fn pair_bit(pair: [Card; 2]) -> u64 {
    let (x, y) = (pair[0].index(), pair[1].index());
    1 << (8 * x.min(y) + x.max(y))
}

fn seen(shown: Shown) -> Seen {
    match shown {
        Shown::Pair(pair) => Seen::Pair(pair),
        Shown::Black(card) => Seen::Black(card),
    }
}

fn shown_words(shown: Shown) -> String {
    match shown {
        Shown::Pair([x, y]) => format!("the pair {} and {}", card_name(x), card_name(y)),
        Shown::Black(card) => format!("the black card {}", black_name(card)),
    }
}

impl Session {
    /// A new session, checked.
    pub fn new(
        players: usize,
        me: Seat,
        ambassador: Option<Seat>,
        cards: Option<(Identity, Fragment)>,
    ) -> Result<Session, Refusal> {
        let session = Session {
            players,
            me,
            ambassador,
            identity: cards.map(|c| c.0),
            fragment: cards.map(|c| c.1),
            names: Vec::new(),
            records: Vec::new(),
        };
        session.check_table()?;
        Ok(session)
    }

    /// The agents in deal order (seats increasing, the dummy last), as the view lists them.
    pub fn agents(&self) -> Vec<Agent> {
        let mut agents: Vec<Agent> = (0..self.players.min(5) as u8)
            .map(Seat)
            .filter(|&s| Some(s) != self.ambassador)
            .map(Agent::Seat)
            .collect();
        if self.players == 3 {
            agents.push(Agent::Dummy);
        }
        agents
    }

    /// Whether the person is the 5-player Ambassador player.
    pub fn is_ambassador(&self) -> bool {
        self.ambassador == Some(self.me)
    }

    fn is_agent(&self, agent: Agent) -> bool {
        self.agents().contains(&agent)
    }

    fn check_table(&self) -> Result<(), Refusal> {
        let n = self.players;
        if !(3..=5).contains(&n) {
            return invalid(format!(
                "a game has 3, 4 or 5 players, not {n} (IK-SETUP-01)"
            ));
        }
        if self.me.index() >= n {
            return invalid(format!("seats are numbered 0 to {} (IK-SETUP-03)", n - 1));
        }
        match (n, self.ambassador) {
            (5, None) => {
                return invalid("with 5 players, say who the Ambassador player is (IK-5P-02)")
            }
            (5, Some(s)) if s.index() >= n => {
                return invalid(format!("seats are numbered 0 to {} (IK-SETUP-03)", n - 1))
            }
            (5, _) => {}
            (_, Some(_)) => {
                return invalid("only with 5 players is a player the Ambassador (IK-5P-02)")
            }
            _ => {}
        }
        match (self.is_ambassador(), self.identity, self.fragment) {
            (true, None, None) | (false, Some(_), Some(_)) => {}
            (true, _, _) => {
                return invalid("the Ambassador player has no identity and no fragment (IK-5P-04)")
            }
            (false, _, _) => {
                return invalid("give your identity and your fragment (your two black cards)")
            }
        }
        companion::check_names(&self.names, n).or_else(invalid)?;
        if self.records.len() > MAX_RECORDS {
            return invalid(format!("a session holds at most {MAX_RECORDS} records"));
        }
        Ok(())
    }

    fn round_ok(round: u8) -> Result<(), Refusal> {
        if (1..=MAX_ROUNDS).contains(&round) {
            Ok(())
        } else {
            invalid(format!("rounds are numbered 1 to {MAX_ROUNDS} (IK-SERIES)"))
        }
    }

    fn kind_ok(&self, kind: MeetingKind) -> Result<(), Refusal> {
        match kind {
            MeetingKind::Dummy if self.players != 3 => {
                invalid("only with 3 players is there a dummy (IK-3P-02)")
            }
            MeetingKind::Audience if self.players != 5 => {
                invalid("only with 5 players is there an audience (IK-5P-12)")
            }
            _ => Ok(()),
        }
    }

    fn pair_ok(pair: [Card; 2]) -> Result<(), Refusal> {
        if pair[0] == pair[1] {
            invalid("a pair is two different cards (IK-MEET-03)")
        } else {
            Ok(())
        }
    }

    /// Whether `card` is true for the person (IK-MEET-02).
    fn mine(&self, card: Card) -> bool {
        match card {
            Card::Identity(i) => self.identity == Some(i),
            Card::Number(f) => self.fragment == Some(f),
        }
    }

    /// A person is at one meeting a round (each agent places one card, IK-ROUND-02; the
    /// 5-player Ambassador player is where the Ambassador is), where each agent makes one
    /// show (IK-MEET-01, IK-AMB-02, IK-3P-11, IK-5P-14): checked against the records
    /// before `index` (from 0). A black card the person showed when named at an
    /// Ambassador meeting is shown at the asker's location, wherever the person is
    /// (IK-AMB-01, 02), so it is left out.
    fn check_meeting(&self, index: usize, record: &Record) -> Result<(), Refusal> {
        let named = |r: &Record| {
            matches!(
                r,
                Record::Showed {
                    kind: MeetingKind::Ambassador,
                    ..
                }
            )
        };
        if named(record) {
            return Ok(());
        }
        let (round, at, from) = match *record {
            Record::Saw {
                round,
                location,
                kind,
                from,
                ..
            } => (round, (location, kind), from),
            Record::Showed {
                round,
                location,
                kind,
                ..
            } => (round, (location, kind), Agent::Seat(self.me)),
            Record::Call { .. } => return Ok(()),
        };
        for (i, earlier) in self.records.iter().enumerate().take(index) {
            if named(earlier) {
                continue;
            }
            let (their_round, their_at, their_from) = match *earlier {
                Record::Saw {
                    round,
                    location,
                    kind,
                    from,
                    ..
                } => (round, (location, kind), from),
                Record::Showed {
                    round,
                    location,
                    kind,
                    ..
                } => (round, (location, kind), Agent::Seat(self.me)),
                Record::Call { .. } => continue,
            };
            if their_round != round {
                continue;
            }
            if their_at != at {
                return invalid(format!(
                    "in round {round} you were at {} (#{}): one meeting a round (IK-ROUND-02)",
                    their_at.0.name(),
                    i + 1
                ));
            }
            if their_from == from {
                return invalid(format!(
                    "#{} already has what {} showed in round {round}: one show each a \
                     meeting (IK-MEET-01)",
                    i + 1,
                    self.who(from)
                ));
            }
        }
        Ok(())
    }

    /// Checks record `index` (from 0) on its own and against the records before it.
    fn check_record(&self, index: usize, record: &Record) -> Result<(), Refusal> {
        self.check_meeting(index, record)?;
        let me = Agent::Seat(self.me);
        match *record {
            Record::Saw {
                round,
                kind,
                from,
                to,
                shown,
                ..
            } => {
                Self::round_ok(round)?;
                self.kind_ok(kind)?;
                if from == me {
                    return invalid("record what you showed as showed, not saw");
                }
                if !self.is_agent(from) {
                    return invalid("only an agent at this table shows cards");
                }
                let to = to.unwrap_or(self.me);
                if let Shown::Pair(pair) = shown {
                    Self::pair_ok(pair)?;
                }
                let black = matches!(shown, Shown::Black(_));
                if to != self.me {
                    let witness = self.is_ambassador()
                        && kind == MeetingKind::Ambassador
                        && black
                        && self.is_agent(Agent::Seat(to))
                        && Agent::Seat(to) != from;
                    if !witness {
                        return invalid(
                            "you see a card shown to another only as the 5-player Ambassador \
                             player, at an Ambassador meeting (IK-5P-13)",
                        );
                    }
                }
                match kind {
                    MeetingKind::TwoAgents if self.is_ambassador() || from == Agent::Dummy => {
                        invalid("a two-agent meeting is between two players' agents (IK-MEET-01)")
                    }
                    MeetingKind::Ambassador if !black => {
                        invalid("at an Ambassador meeting the named agent shows a black card (IK-AMB-02)")
                    }
                    MeetingKind::Ambassador if self.is_ambassador() && to == self.me => invalid(
                        "the Ambassador player sees what the named agent shows the asker (IK-5P-13)",
                    ),
                    MeetingKind::Dummy if from != Agent::Dummy || !black => {
                        invalid("at a dummy meeting you look at one of the dummy's black cards (IK-3P-11)")
                    }
                    MeetingKind::Audience if !self.is_ambassador() || black => invalid(
                        "at an audience each agent shows the Ambassador player a pair (IK-5P-14, 15)",
                    ),
                    _ => Ok(()),
                }
            }
            Record::Showed {
                round,
                kind,
                to,
                shown,
                ..
            } => {
                Self::round_ok(round)?;
                self.kind_ok(kind)?;
                if self.is_ambassador() {
                    return invalid("the Ambassador player has no cards to show (IK-5P-04)");
                }
                if to == self.me || to.index() >= self.players {
                    return invalid("show to another seat at this table");
                }
                match shown {
                    Shown::Pair(pair) => {
                        Self::pair_ok(pair)?;
                        if self.mine(pair[0]) == self.mine(pair[1]) {
                            return invalid(
                                "a pair has exactly one of your true cards (IK-MEET-03, 05)",
                            );
                        }
                        let history = self.history(to, index);
                        if history.count_ones() < 12 && history & pair_bit(pair) != 0 {
                            return invalid(
                                "you already showed this pair to this player in this game \
                                 (IK-MEET-06)",
                            );
                        }
                    }
                    Shown::Black(card) => {
                        let yours = match card {
                            BlackCard::Identity(i) => self.identity == Some(i),
                            BlackCard::Number(f) => self.fragment == Some(f),
                        };
                        if !yours {
                            return invalid("that is not one of your black cards (IK-MEET-10)");
                        }
                    }
                }
                let black = matches!(shown, Shown::Black(_));
                let to_agent = self.is_agent(Agent::Seat(to));
                match kind {
                    MeetingKind::TwoAgents if !to_agent => {
                        invalid("a two-agent meeting is between two players' agents (IK-MEET-01)")
                    }
                    MeetingKind::Ambassador if !black || !to_agent => invalid(
                        "named at an Ambassador meeting, you show the asker a black card (IK-AMB-02)",
                    ),
                    MeetingKind::Dummy => invalid("nobody shows the dummy anything (IK-3P-11)"),
                    MeetingKind::Audience if black || Some(to) != self.ambassador => invalid(
                        "at an audience you show the Ambassador player a pair (IK-5P-14, 15)",
                    ),
                    _ => Ok(()),
                }
            }
            Record::Call {
                round,
                caller,
                number,
                with,
                ..
            } => {
                Self::round_ok(round)?;
                if caller.index() >= self.players {
                    return invalid("no such seat at this table");
                }
                if !is_dialable(&number) {
                    return invalid("a number uses each of 52, 11, 0 and 29 once (IK-CALL-03)");
                }
                if let Some(other) = with {
                    if other == Agent::Seat(caller) || !self.is_agent(other) {
                        return invalid("the caller met another agent at this table");
                    }
                }
                if self.players == 4 && with.is_none() {
                    return invalid(
                        "with 4 players a call is made at a two-agent meeting: say whom the \
                         caller met (IK-CALL-01)",
                    );
                }
                Ok(())
            }
        }
    }

    /// The pairs the person showed `to` in the records before `before` (from 0), as bits.
    fn history(&self, to: Seat, before: usize) -> u64 {
        self.records
            .iter()
            .take(before)
            .filter_map(|r| match *r {
                Record::Showed {
                    to: t,
                    shown: Shown::Pair(pair),
                    ..
                } if t == to => Some(pair_bit(pair)),
                _ => None,
            })
            .fold(0, |bits, bit| bits | bit)
    }

    /// The view the online notebook would have: the person's own cards and the pairs
    /// they showed, nothing else of the table.
    pub fn view(&self) -> View {
        let me = Agent::Seat(self.me);
        let agents = self
            .agents()
            .into_iter()
            .map(|agent| AgentView {
                agent,
                identity: self.identity.filter(|_| agent == me),
                fragment: self.fragment.filter(|_| agent == me),
                placed: None,
                played: Vec::new(),
            })
            .collect();
        let shown = (0..self.players.min(5) as u8)
            .map(Seat)
            .filter_map(|receiver| {
                let bits = self.history(receiver, self.records.len());
                (bits != 0).then(|| ShownTo {
                    receiver,
                    pairs: (0..64)
                        .filter(|b| bits & (1u64 << b) != 0)
                        .map(|b| [Card::ALL[b / 8], Card::ALL[b % 8]])
                        .collect(),
                })
            })
            .collect();
        let round = self
            .records
            .iter()
            .map(|r| match *r {
                Record::Saw { round, .. }
                | Record::Showed { round, .. }
                | Record::Call { round, .. } => round,
            })
            .max()
            .unwrap_or(1);
        View {
            viewer: Viewer::Seat(self.me),
            players: self.players,
            game: 1,
            round,
            scores: vec![0; self.players],
            ambassador_seat: self.ambassador,
            start: None,
            agents,
            ambassador_at: None,
            ambassador_hidden: None,
            ambassador_played: Vec::new(),
            to_act: None,
            meeting: None,
            shown,
            winners: Vec::new(),
        }
    }

    /// Who else saw a black card shown at an Ambassador meeting: the 5-player Ambassador
    /// player (IK-5P-13), never for the dummy's card.
    fn witness(&self, kind: MeetingKind, from: Agent) -> Option<Seat> {
        match (kind, from) {
            (MeetingKind::Ambassador, Agent::Seat(_)) => self.ambassador,
            _ => None,
        }
    }

    /// The sightings and calls the records give, as the online intake reads them from
    /// the redacted events.
    pub fn intake(&self) -> Intake {
        let mut intake = Intake::default();
        for record in &self.records {
            match *record {
                Record::Saw {
                    round,
                    location,
                    kind,
                    from,
                    to,
                    shown,
                } => intake.sightings.push(Sighting {
                    round,
                    location,
                    kind,
                    from,
                    to: to.unwrap_or(self.me),
                    witness: self.witness(kind, from),
                    seen: seen(shown),
                }),
                Record::Showed {
                    round,
                    location,
                    kind,
                    to,
                    shown,
                } => {
                    let from = Agent::Seat(self.me);
                    intake.sightings.push(Sighting {
                        round,
                        location,
                        kind,
                        from,
                        to,
                        witness: self.witness(kind, from),
                        seen: seen(shown),
                    })
                }
                Record::Call {
                    round,
                    caller,
                    number,
                    correct,
                    with,
                } => intake.calls.push(CallSeen {
                    round,
                    caller,
                    other: with,
                    number,
                    correct,
                }),
            }
        }
        intake
    }

    /// "you", "the dummy", or `{seat N}` for another seat: as in the notebook's sentences,
    /// the terminal or the browser writes the name it shows for that seat in its place.
    fn who(&self, agent: Agent) -> String {
        match agent {
            Agent::Seat(s) if s == self.me => "you".into(),
            Agent::Seat(s) => format!("{{seat {}}}", s.0),
            Agent::Dummy => "the dummy".into(),
        }
    }

    /// Record `number` (from 1) in words, other seats as `{seat N}`.
    pub fn describe(&self, number: usize) -> String {
        let Some(record) = number.checked_sub(1).and_then(|i| self.records.get(i)) else {
            return format!("#{number}");
        };
        let at = |round: u8, location: Location| {
            format!("#{number}: in round {round} at {}", location.name())
        };
        match *record {
            Record::Saw {
                round,
                location,
                from,
                to,
                shown,
                ..
            } => format!(
                "{}, {} showed {} {}",
                at(round, location),
                self.who(from),
                self.who(Agent::Seat(to.unwrap_or(self.me))),
                shown_words(shown)
            ),
            Record::Showed {
                round,
                location,
                to,
                shown,
                ..
            } => format!(
                "{}, you showed {} {}",
                at(round, location),
                self.who(Agent::Seat(to)),
                shown_words(shown)
            ),
            Record::Call {
                round,
                caller,
                number: dialled,
                correct,
                ..
            } => format!(
                "#{number}: in round {round}, {} called {}, and the call was {}",
                self.who(Agent::Seat(caller)),
                number_name(&dialled),
                if correct { "correct" } else { "wrong" }
            ),
        }
    }

    /// The worlds each entry allows, with its record number (0 for the person's cards).
    fn allowed(&self, view: &View, intake: &Intake) -> Vec<(usize, Worlds)> {
        let mut out: Vec<(usize, Worlds)> = Observation::from_view(view)
            .map(|(_, o)| (0, o.narrow(Worlds::all())))
            .collect();
        let (mut sighting, mut call) = (0, 0);
        for (index, record) in self.records.iter().enumerate() {
            let observation = match record {
                Record::Call { .. } => {
                    call += 1;
                    intake
                        .calls
                        .get(call - 1)
                        .map(|c| Observation::of_call(view, c))
                }
                _ => {
                    sighting += 1;
                    intake
                        .sightings
                        .get(sighting - 1)
                        .and_then(|s| Observation::of_sighting(view, s))
                }
            };
            if let Some(o) = observation {
                out.push((index + 1, o.narrow(Worlds::all())));
            }
        }
        out
    }

    /// The notebook of everything recorded, with its view, or the records that conflict.
    pub fn notebook(&self) -> Result<(Notebook, View), Refusal> {
        self.notebook_beside(None)
    }

    /// The notebook, or the records that conflict, leaving out of the list `new`: the
    /// record being added or corrected, which the person is looking at already.
    fn notebook_beside(&self, new: Option<usize>) -> Result<(Notebook, View), Refusal> {
        let view = self.view();
        let intake = self.intake();
        let allowed = self.allowed(&view, &intake);
        let all = allowed.iter().fold(Worlds::all(), |w, a| w.and(a.1));
        if all.is_empty() {
            // A smallest set of entries that allow no deal: drop each while the rest still
            // allow none.
            let mut keep = vec![true; allowed.len()];
            for i in 0..allowed.len() {
                keep[i] = false;
                let left = allowed
                    .iter()
                    .zip(&keep)
                    .filter(|(_, &k)| k)
                    .fold(Worlds::all(), |w, (a, _)| w.and(a.1));
                if !left.is_empty() {
                    keep[i] = true;
                }
            }
            let mut records: Vec<usize> = allowed
                .iter()
                .zip(&keep)
                .filter(|(_, &k)| k)
                .map(|(a, _)| a.0)
                .collect();
            records.dedup();
            let cards = records.first() == Some(&0);
            let detail: Vec<String> = records
                .iter()
                .map(|&r| match r {
                    0 => "your black cards".to_string(),
                    r => self.describe(r),
                })
                .collect();
            records.retain(|&r| r > 0 && Some(r) != new);
            return Err(Refusal::Conflict {
                records,
                cards,
                detail: detail.join("; "),
            });
        }
        Ok((Notebook::from_intake(&view, intake), view))
    }

    /// Checks a whole session, as read from JSON, and gives its notebook. `changed` is
    /// the record just added or corrected, which a refusal leaves out of those it names.
    pub fn check(&self, changed: Option<usize>) -> Result<(Notebook, View), Refusal> {
        self.check_table()?;
        for (index, record) in self.records.iter().enumerate() {
            self.check_record(index, record)
                .map_err(|refusal| refusal.of_record(index + 1))?;
        }
        self.notebook_beside(changed)
    }
}

/// Every possible number with its chance, likeliest first (the report lists the first few).
pub fn numbers(notebook: &Notebook) -> Value {
    let all: Vec<Value> = notebook
        .marginals
        .numbers()
        .into_iter()
        .map(|(number, p)| json!({"number": number, "p": p}))
        .collect();
    Value::Array(all)
}

/// The companion's answer for a session that checked: the online notebook's report
/// (`notebook::report`: chances, facts with their reasons, the clue sheet with the pairs
/// shown to each player), every possible number, and the deals left.
pub fn answer_of(notebook: &Notebook, view: &View) -> Value {
    json!({
        "notebook": report(notebook, view),
        "numbers": numbers(notebook),
        "deals": notebook.marginals.total,
    })
}

impl companion::Records for Session {
    type Record = Record;
    type Checked = (Notebook, View);
    type Refusal = Refusal;
    const MAX_RECORDS: usize = MAX_RECORDS;

    fn records(&self) -> &[Record] {
        &self.records
    }

    fn records_mut(&mut self) -> &mut Vec<Record> {
        &mut self.records
    }

    fn screen(&self, index: usize, record: &Record) -> Result<(), Refusal> {
        self.check_record(index, record)
    }

    /// A new last record needs only the notebook beside it; a corrected one may change
    /// what the later ones may be (the pairs already shown), so all are checked again.
    fn check_change(&self, changed: usize) -> Result<(Notebook, View), Refusal> {
        if changed == self.records.len() {
            self.notebook_beside(Some(changed))
        } else {
            self.check(Some(changed))
        }
    }

    fn check_whole(&self) -> Result<(Notebook, View), Refusal> {
        self.check(None)
    }
}

impl companion::Session for Session {
    const NAME: &'static str = "an Inkognito companion session";
    const GAME: &'static str = <crate::Inkognito as whodunit_engine::Game>::NAME;

    /// See [`answer_of`].
    fn answer(&self, changed: Option<usize>) -> Result<Value, CompanionError> {
        let (notebook, view) = self.check(changed)?;
        Ok(answer_of(&notebook, &view))
    }
}

/// The web companion's answer for a session (`POST /api/companion/inkognito`): see
/// [`answer_of`], or why it is refused ([`companion::conflict`]).
pub fn answer(request: &Value) -> Result<Value, CompanionError> {
    companion::answer::<Session>(request)
}
