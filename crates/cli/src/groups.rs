//! `whodunit play|sim|arena|notebook GAME`: each group's clap command, with one
//! subcommand per game that has a command in it, and running the one chosen.

use crate::plugin::{Group, Plugin};

/// The groups that have at least one game, in [`Group::ALL`]'s order.
pub fn commands(games: &[Plugin]) -> Vec<clap::Command> {
    Group::ALL
        .into_iter()
        .filter_map(|group| {
            let subcommands: Vec<clap::Command> = games
                .iter()
                .flat_map(|game| {
                    (game.commands)()
                        .into_iter()
                        .filter(|command| command.group == group)
                        .map(|command| command.command(game.name))
                })
                .collect();
            (!subcommands.is_empty()).then(|| {
                clap::Command::new(group.name())
                    .about(group.about())
                    .subcommand_required(true)
                    .arg_required_else_help(true)
                    .subcommands(subcommands)
            })
        })
        .collect()
}

/// Runs the game's command that clap matched under `group`.
pub fn run(games: &[Plugin], group: Group, matches: &clap::ArgMatches) -> anyhow::Result<()> {
    let (name, options) = matches
        .subcommand()
        .expect("clap requires a game after a group");
    let game = games
        .iter()
        .find(|game| game.name == name)
        .expect("clap accepts only the registry's games");
    let command = (game.commands)()
        .into_iter()
        .find(|command| command.group == group)
        .expect("clap offers a game only in the groups it has commands in");
    command.run(options)
}
