//! Sampled worlds: over random matches at every table size, each seat's worlds look to it
//! as the true game and play on to their end (the engine's conformance kit); and the
//! hidden parts are drawn uniformly among those consistent with the seat's information,
//! enumerated by brute force from the rules (`consistent_hidden`): the deal, the pairs
//! shown out of the seat's sight, a held meeting choice, the Ambassador's face-down card
//! and the rest of its deck.

mod common;

use whodunit_engine::conformance::sampling::{check_sampling, check_uniform, orders};
use whodunit_engine::{Game, GameRng, Seat, Viewer};
use whodunit_inkognito::{
    Action, Agent, BlackCard, BlackKind, Card, Config, Event, Fragment, Hidden, Identity,
    Inkognito, Location, MeetingKind, Shown, View, MAX_PLAYERS,
};

/// Actions in the longest match: 20 games of 50 rounds of at most 11 decisions.
const BOUND: usize = 20 * 50 * 11;

#[test]
fn worlds_look_like_the_true_game_and_play_on() {
    for players in 3..=5 {
        for seed in 0..100 {
            check_sampling::<Inkognito>(&Config::with_players(players), seed, seed ^ 0x5eed, BOUND)
                .unwrap_or_else(|failure| panic!("{players} players: {failure}"));
        }
    }
}

/// Pair histories by shower agent and receiver seat, as bits `8 * low + high`.
type Histories = [[u64; MAX_PLAYERS]; 4];

/// A hidden part as an ordered key: identity and fragment indices by agent, the pair
/// histories, the deck's rest, the Ambassador's card and the held choice.
type Key = (
    [usize; 4],
    [usize; 4],
    Histories,
    Vec<usize>,
    Option<usize>,
    Option<String>,
);

fn key(hidden: &Hidden) -> Key {
    (
        hidden.deal.identity.map(|i| i.index()),
        hidden.deal.fragment.map(|f| f.index()),
        hidden.shown,
        hidden.deck_rest.iter().map(|l| l.index()).collect(),
        hidden.ambassador_card.map(|l| l.index()),
        hidden.held.map(|a| format!("{a:?}")),
    )
}

fn bit(pair: [Card; 2]) -> u64 {
    let (x, y) = (pair[0].index(), pair[1].index());
    1 << (8 * x.min(y) + x.max(y))
}

/// Every set of `k` of `bits` (all of them once `k` reaches their number: IK-MEET-08).
fn subsets(bits: &[u64], k: usize) -> Vec<u64> {
    if k >= bits.len() {
        return vec![bits.iter().fold(0, |s, b| s | b)];
    }
    choose(bits, k)
}

fn choose(bits: &[u64], k: usize) -> Vec<u64> {
    if k == 0 {
        return vec![0];
    }
    let Some((&first, rest)) = bits.split_first() else {
        return Vec::new();
    };
    let mut out: Vec<u64> = choose(rest, k - 1).into_iter().map(|s| s | first).collect();
    out.extend(choose(rest, k));
    out
}

/// Every deal of identities and fragments to the four agents (IK-SETUP-08).
fn all_deals() -> Vec<([Identity; 4], [Fragment; 4])> {
    let ids = orders(&Identity::ALL);
    let frags = orders(&Fragment::ALL);
    let mut out = Vec::new();
    for i in &ids {
        for f in &frags {
            out.push(([i[0], i[1], i[2], i[3]], [f[0], f[1], f[2], f[3]]));
        }
    }
    out
}

/// The seat's view and events as the brute force reads them.
struct Seen<'a> {
    view: &'a View,
    game: &'a [Event],
}

impl Seen<'_> {
    fn agent(&self, agent: Agent) -> usize {
        self.view
            .agents
            .iter()
            .position(|a| a.agent == agent)
            .expect("an agent at the table")
    }

    /// Whether the deal explains every card face the seat saw this game.
    fn allows(&self, ids: &[Identity; 4], frags: &[Fragment; 4]) -> bool {
        let holds = |a: usize, card: BlackCard| match card {
            BlackCard::Identity(i) => ids[a] == i,
            BlackCard::Number(f) => frags[a] == f,
        };
        let is_true = |a: usize, card: Card| match card {
            Card::Identity(i) => ids[a] == i,
            Card::Number(f) => frags[a] == f,
        };
        let dummy = || self.agent(Agent::Dummy);
        let faces_up = self.view.agents.iter().enumerate().all(|(a, v)| {
            v.identity.is_none_or(|i| ids[a] == i) && v.fragment.is_none_or(|f| frags[a] == f)
        });
        // A call ends the game, whose deal `GameEnded` then shows: calls need no check.
        faces_up
            && self.game.iter().all(|event| match event {
                Event::Showed {
                    from,
                    shown: Some(Shown::Pair([x, y])),
                    ..
                } => {
                    let a = self.agent(Agent::Seat(*from));
                    is_true(a, *x) != is_true(a, *y)
                }
                Event::Showed {
                    from,
                    shown: Some(Shown::Black(card)),
                    ..
                } => holds(self.agent(Agent::Seat(*from)), *card),
                Event::BlackShown {
                    from,
                    card: Some(card),
                    ..
                } => holds(self.agent(*from), *card),
                Event::Looked {
                    card: Some(card), ..
                } => holds(dummy(), *card),
                Event::GameEnded { identities, .. } => identities.iter().all(|&(agent, i, f)| {
                    ids[self.agent(agent)] == i && frags[self.agent(agent)] == f
                }),
                _ => true,
            })
    }

    /// The 12 pairs with exactly one true card of agent `a` (IK-MEET-05).
    fn true_pairs(ids: &[Identity; 4], frags: &[Fragment; 4], a: usize) -> Vec<u64> {
        let truths = [Card::Identity(ids[a]), Card::Number(frags[a])];
        let mut out = Vec::new();
        for t in truths {
            for c in Card::ALL.into_iter().filter(|c| !truths.contains(c)) {
                out.push(bit([t, c]));
            }
        }
        out
    }

    /// Every pair history table the deal allows: the seat's own and those shown to it as
    /// seen, every `k`-set of true pairs where `k` pairs were shown out of its sight.
    fn histories(&self, ids: &[Identity; 4], frags: &[Fragment; 4]) -> Vec<Histories> {
        let (known, unseen) = self.shows();
        let mut tables = vec![known];
        for a in 0..4 {
            for to in 0..MAX_PLAYERS {
                if unseen[a][to] == 0 {
                    continue;
                }
                let sets = subsets(&Self::true_pairs(ids, frags, a), unseen[a][to]);
                tables = tables
                    .iter()
                    .flat_map(|t| {
                        sets.iter().map(move |&s| {
                            let mut t = *t;
                            t[a][to] = s;
                            t
                        })
                    })
                    .collect();
            }
        }
        tables
    }

    /// How many pair history tables each deal allows.
    fn history_count(&self) -> usize {
        let (_, unseen) = self.shows();
        // C(12, k) sets of k of the 12 true pairs, one once all are shown.
        let sets = |k: usize| (0..k.min(12)).fold(1, |c, i| c * (12 - i) / (i + 1));
        unseen
            .iter()
            .flatten()
            .fold(1usize, |n, &k| n.saturating_mul(sets(k)))
    }

    /// The pairs shown this game the seat saw (its own and those shown to it), and how
    /// many it did not see, by shower agent and receiver seat.
    fn shows(&self) -> (Histories, [[usize; MAX_PLAYERS]; 4]) {
        let mut known = [[0u64; MAX_PLAYERS]; 4];
        let mut unseen = [[0usize; MAX_PLAYERS]; 4];
        let seat = self.view.viewer.seat().expect("a seat");
        for to in &self.view.shown {
            for &pair in &to.pairs {
                known[self.agent(Agent::Seat(seat))][to.receiver.index()] |= bit(pair);
            }
        }
        for event in self.game {
            if let Event::Showed {
                from,
                to,
                cards: 2,
                shown,
            } = event
            {
                let a = self.agent(Agent::Seat(*from));
                match shown {
                    Some(Shown::Pair(pair)) => known[a][to.index()] |= bit(*pair),
                    _ => unseen[a][to.index()] += 1,
                }
            }
        }
        (known, unseen)
    }

    /// The choices a first agent who committed out of the seat's sight could hold.
    fn held(
        &self,
        ids: &[Identity; 4],
        frags: &[Fragment; 4],
        shown: &Histories,
    ) -> Vec<Option<String>> {
        let seat = self.view.viewer.seat().expect("a seat");
        let Some(meeting) = self.view.meeting.as_ref().filter(|m| m.committed) else {
            return vec![None];
        };
        if meeting.persons[0] == Agent::Seat(seat) {
            return vec![None];
        }
        let a = self.agent(meeting.persons[0]);
        let receiver = match (meeting.kind, meeting.persons[1]) {
            (MeetingKind::Audience, _) => self.view.ambassador_seat.expect("an Ambassador"),
            (_, Agent::Seat(s)) => s,
            (_, Agent::Dummy) => unreachable!("a dummy meeting holds no choice"),
        };
        let history = shown[a][receiver.index()];
        let mut out: Vec<Option<String>> = Vec::new();
        for i in 0..8 {
            for j in i + 1..8 {
                let pair = [Card::ALL[i], Card::ALL[j]];
                let one_true = Self::true_pairs(ids, frags, a).contains(&bit(pair));
                let fresh = history.count_ones() >= 12 || history & bit(pair) == 0;
                if one_true && fresh {
                    out.push(Some(format!("{:?}", Action::ShowPair(pair))));
                }
            }
        }
        if meeting.kind == MeetingKind::TwoAgents {
            for kind in BlackKind::ALL {
                out.push(Some(format!("{:?}", Action::ShowBlack(kind))));
            }
        }
        out
    }

    /// The Ambassador's cards not face up this series.
    fn unplayed(&self) -> Vec<Location> {
        Location::ALL
            .into_iter()
            .filter(|l| !self.view.ambassador_played.contains(l))
            .collect()
    }

    /// The orders the rest of the 3 and 4-player Ambassador's deck may be in.
    fn deck_rests(&self) -> Vec<Vec<usize>> {
        if self.view.players == 5 {
            return vec![Vec::new()];
        }
        let rest: Vec<usize> = self.unplayed().iter().map(|l| l.index()).collect();
        orders(&rest)
    }

    /// The 5-player Ambassador's card while face down: the seat's own, or any it could
    /// have placed.
    fn ambassador_cards(&self) -> Vec<Option<usize>> {
        if let Some(own) = self.view.ambassador_hidden {
            return vec![Some(own.index())];
        }
        let mut face_down = false;
        for event in self.game {
            match event {
                Event::Placed {
                    ambassador: true, ..
                } => face_down = true,
                Event::AmbassadorAt { .. } => face_down = false,
                _ => {}
            }
        }
        if !face_down {
            return vec![None];
        }
        self.unplayed().iter().map(|l| Some(l.index())).collect()
    }
}

/// Every hidden part consistent with the seat's `view` and `events`, from the rules, or
/// `None` if there are more than `limit`.
fn consistent_hidden(view: &View, events: &[Event], limit: usize) -> Option<Vec<Key>> {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::GameStarted { .. }))
        .unwrap_or(0);
    let seen = Seen {
        view,
        game: &events[start..],
    };
    let deals: Vec<_> = all_deals()
        .into_iter()
        .filter(|(i, f)| seen.allows(i, f))
        .collect();
    let (decks, cards) = (seen.deck_rests(), seen.ambassador_cards());
    if [seen.history_count(), decks.len(), cards.len()]
        .iter()
        .fold(deals.len(), |n, &m| n.saturating_mul(m))
        > limit
    {
        return None;
    }
    let mut out = Vec::new();
    for (ids, frags) in &deals {
        for shown in seen.histories(ids, frags) {
            for held in seen.held(ids, frags, &shown) {
                for deck in &decks {
                    for &card in &cards {
                        let key = (
                            ids.map(|i| i.index()),
                            frags.map(|f| f.index()),
                            shown,
                            deck.clone(),
                            card,
                            held.clone(),
                        );
                        out.push(key);
                    }
                }
            }
            if out.len() > limit {
                return None;
            }
        }
    }
    Some(out)
}

/// The hidden parts a state's worlds may differ in, in the order of `Covered`.
const PARTS: [&str; 5] = ["deal", "pairs", "deck", "Ambassador's card", "held choice"];

/// How many checked states had worlds differing in each of `PARTS`.
#[derive(Debug, Default)]
struct Covered([usize; 5]);

impl Covered {
    /// Which of `PARTS` differ among `worlds`.
    fn varies(worlds: &[Key]) -> [bool; 5] {
        let differ = |f: &dyn Fn(&Key) -> String| worlds.iter().any(|w| f(w) != f(&worlds[0]));
        [
            differ(&|w| format!("{:?}{:?}", w.0, w.1)),
            differ(&|w| format!("{:?}", w.2)),
            differ(&|w| format!("{:?}", w.3)),
            differ(&|w| format!("{:?}", w.4)),
            differ(&|w| format!("{:?}", w.5)),
        ]
    }

    /// Whether `worlds` differ in a part checked fewer than `ENOUGH` times yet.
    fn wants(&self, worlds: &[Key]) -> bool {
        Covered::varies(worlds)
            .iter()
            .zip(self.0)
            .any(|(&varies, count)| varies && count < ENOUGH)
    }

    fn note(&mut self, worlds: &[Key]) {
        for (count, varies) in self.0.iter_mut().zip(Covered::varies(worlds)) {
            *count += usize::from(varies);
        }
    }

    /// Whether each part that `players` hide was checked `ENOUGH` times: the deck with 3
    /// and 4, the Ambassador's card with 5.
    fn is_enough(&self, players: usize) -> bool {
        let hides = [true, true, players != 5, players == 5, true];
        self.0
            .iter()
            .zip(hides)
            .all(|(&count, hidden)| !hidden || count >= ENOUGH)
    }

    fn describe(&self) -> String {
        let parts = PARTS.iter().zip(self.0).map(|(p, n)| format!("{p}: {n}"));
        parts.collect::<Vec<_>>().join(", ")
    }
}

/// How many states each hidden part is checked on.
const ENOUGH: usize = 4;

/// The most worlds a checked state may have, so that the check stays quick.
const MOST_WORLDS: usize = 150;

#[test]
fn hidden_parts_are_drawn_uniformly() {
    for players in 3..=5 {
        let mut covered = Covered::default();
        for seed in 0..20 {
            if covered.is_enough(players) {
                break;
            }
            let config = Config::with_players(players);
            let mut state = Inkognito::setup(&config, seed).expect("valid");
            let mut rng = GameRng::new(seed);
            let mut seen = vec![Vec::new(); players];
            while let Some(actor) = Inkognito::to_act(&state) {
                if covered.is_enough(players) {
                    break;
                }
                for (s, events) in seen.iter().enumerate() {
                    let view = Inkognito::view(&state, Viewer::Seat(Seat(s as u8)));
                    let Some(worlds) = consistent_hidden(&view, events, MOST_WORLDS) else {
                        continue;
                    };
                    if !covered.wants(&worlds) {
                        continue;
                    }
                    covered.note(&worlds);
                    check_uniform::<Inkognito, _>(&view, events, worlds, key, seed).unwrap_or_else(
                        |f| panic!("{players} players, seed {seed}, seat {s}: {f}"),
                    );
                }
                let action = common::pick_patient(&state, actor, &mut rng, 40);
                for event in Inkognito::apply(&mut state, actor, &action).expect("legal") {
                    for (s, events) in seen.iter_mut().enumerate() {
                        events.extend(Inkognito::redact(&event, Viewer::Seat(Seat(s as u8))));
                    }
                }
            }
        }
        assert!(
            covered.is_enough(players),
            "{players} players, too little covered: {}",
            covered.describe()
        );
    }
}
