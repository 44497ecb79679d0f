//! What a game gives the command line: [`CliGame`], implemented once in each game's folder,
//! and [`Plugin`], the same without the game's type, as the registry lists it.

use crate::replay::{self, LogGame, Replay};
use crate::sim::SimGame;
use std::ops::RangeInclusive;
use whodunit_engine::Kind;

/// The command groups a game's commands belong to: `whodunit GROUP GAME`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Play,
    Sim,
    Arena,
    Notebook,
}

impl Group {
    /// In the order `whodunit --help` lists them.
    pub const ALL: [Group; 4] = [Group::Play, Group::Sim, Group::Arena, Group::Notebook];

    pub fn name(self) -> &'static str {
        match self {
            Group::Play => "play",
            Group::Sim => "sim",
            Group::Arena => "arena",
            Group::Notebook => "notebook",
        }
    }

    /// The group's line in `whodunit --help`.
    pub fn about(self) -> &'static str {
        match self {
            Group::Play => "Play one seat in the terminal against bots",
            Group::Sim => "Play many bot-only games in parallel and print statistics",
            Group::Arena => {
                "A bot tournament: every table size, every lineup and seat order of the listed bots"
            }
            Group::Notebook => {
                "The companion for a physical game: record what happens, see what follows"
            }
        }
    }

    pub fn named(name: &str) -> Option<Group> {
        Group::ALL.into_iter().find(|group| group.name() == name)
    }
}

/// One command of one game: its options (a clap `Args` struct whose doc comment is the
/// command's help) and what runs it.
pub struct GameCommand {
    pub group: Group,
    augment: fn(clap::Command) -> clap::Command,
    run: Runner,
}

/// A command's body, reading its options from what clap matched.
type Runner = Box<dyn Fn(&clap::ArgMatches) -> anyhow::Result<()>>;

impl GameCommand {
    pub fn new<A: clap::Args + 'static>(group: Group, run: fn(A) -> anyhow::Result<()>) -> Self {
        GameCommand {
            group,
            augment: A::augment_args,
            run: Box::new(move |matches| run(A::from_arg_matches(matches)?)),
        }
    }

    /// The clap command `whodunit GROUP game`.
    pub fn command(&self, game: &'static str) -> clap::Command {
        (self.augment)(clap::Command::new(game))
    }

    /// Runs the command with the options clap matched for it.
    pub fn run(&self, matches: &clap::ArgMatches) -> anyhow::Result<()> {
        (self.run)(matches)
    }
}

/// A game as the command line knows it: its statistics (`SimGame`), its log lines
/// (`LogGame`, which also give its replay), and its commands.
pub trait CliGame: SimGame + LogGame + Sized {
    /// JSON keys of actions a random load-test seat takes only rarely, so that games last
    /// (Cluedo's accusations).
    const RARE_ACTIONS: &'static [&'static str] = &[];

    /// The game's registration: table sizes and bot levels.
    fn kind() -> Kind<Self>;

    /// Its commands, at most one per group.
    fn commands() -> Vec<GameCommand>;
}

/// A game without its type, as the registry lists it.
pub struct Plugin {
    /// The game's name: its subcommand in every group, and a record's `game`.
    pub name: &'static str,
    pub commands: fn() -> Vec<GameCommand>,
    pub replay: Replay,
    pub players: RangeInclusive<usize>,
    /// Bot levels, weakest first.
    pub bot_levels: &'static [&'static str],
    pub rare_actions: &'static [&'static str],
}

impl Plugin {
    pub fn of<G: CliGame>() -> Plugin {
        let kind = G::kind();
        Plugin {
            name: G::NAME,
            commands: G::commands,
            replay: replay::replay_record::<G>,
            players: kind.min_players..=kind.max_players,
            bot_levels: kind.bot_levels,
            rare_actions: G::RARE_ACTIONS,
        }
    }
}
