"""Our bots against OpenSpiel's IS-MCTS: ``python -m whodunit.openspiel_arena``.

Each game seats one of whodunit's own bots (the ``hard`` level by default: our expert) at
one seat, in turn each seat of the table, and OpenSpiel's information-set Monte Carlo tree
search at all the others (its Python ``ISMCTSBot``, searching worlds drawn by
``resample_from_infostate``). Its rollouts are OpenSpiel's random ones by default; with
``--rollouts LEVEL`` our bots of that level play them out instead, in Rust
(:meth:`whodunit.State.play_out`), which makes the search far stronger and faster in games
that random play hardly ends, such as P.I. UCT's exploration constant is 2, as in
OpenSpiel's examples, unless ``--uct-c`` says otherwise. With ``--prior informed`` a
search whose seat is sure of what a player who saw the world would do next (P.I.: the next
part of the solve of its own case) leans towards it (:class:`InformedSearch`): in P.I. at
3 to 5 players a search with OpenSpiel's uniform prior becomes sure of its case and still
does not solve it, so that games do not end. The search's budget is a number of
simulations per decision; with ``--seconds-per-decision`` it starts from a timed trial and
is set again after each game from the time the searches took per simulation so far, and the
mean time of a search decision is reported beside it. Chance (the deal, dice, shuffles) is drawn
uniformly by the arena, so every game is dealt as the engine deals. Where an action is
chosen part by part (P.I.'s solve attempts: :mod:`whodunit.staging`), the search decides
each part with its full budget, our bot chooses the whole action at once, and a rollout
from a choice in progress finishes it as a player who saw the sampled world would
(:meth:`whodunit.State.informed_action`) where the parts so far lead there, else at
random. A run with a fixed ``--simulations`` is repeated exactly from its ``--seed``: the
chance, our bots' choices and the search's choices and worlds all come from it, and game
`index` of a run comes from seed ``--seed + index`` alone. So ``--jobs N`` plays N games
side by side in processes of their own and wins the same games; a run from seed
``--seed + k``, k a multiple of the table size, plays the games after the first k.

For each side the report gives its wins per seat played, with a 95% interval (Wilson's),
beside the fair share of one seat, what it would win if every player were alike (all the
wins over all the seats): "twice the fair share" means that side's seat wins twice as
often as that. A win shared by k seats counts 1/k for each, as in ``whodunit arena``, so
the fair share is 1 / players when every game is won. In Inkognito, partners (4 players)
and players who reach 3 points in the same game (any size) share the win; counted whole,
shared wins raise the fair share and cap the ratio: a side that won every game, often
together with another seat, would be below twice it. The report also gives the count with
shared wins whole when there were any. The search's seats of one game are not independent
(a game has at most one winner, or a few in a tie), so its interval is somewhat narrower
than it would be for independent seats.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields

import numpy as np
import pyspiel
from open_spiel.python.algorithms.ismcts import ChildSelectionPolicy, ISMCTSBot
from open_spiel.python.algorithms.mcts import Evaluator, RandomRolloutEvaluator

from . import openspiel
from ._whodunit import Bot, games

SEARCH = "IS-MCTS"
RANDOM = "random"

# OpenSpiel's IS-MCTS needs a simulation beyond the one that expands its root.
MIN_SIMULATIONS = 2

# UCT's exploration constant by default: the one OpenSpiel's IS-MCTS examples use.
UCT_C = 2.0

# The search's priors: OpenSpiel's uniform one, or one leaning towards what a player who
# saw the sampled world would do (:class:`InformedPrior`).
UNIFORM = "uniform"
INFORMED = "informed"
# The share of an informed prior given to the informed choice; the rest is spread evenly.
INFORMED_WEIGHT = 0.5
# The worlds drawn to tell whether a seat is sure of its informed choice.
SURE_WORLDS = 8


@dataclass
class Side:
    """What one side did over the games: seats played, wins (a win shared by k seats
    counts 1/k), wins with shared ones whole, and its decisions' time."""

    seats: int = 0
    wins: float = 0.0
    whole_wins: float = 0.0
    decisions: int = 0
    seconds: float = 0.0
    simulations: int = 0


@dataclass
class Tally:
    games: int = 0
    unfinished: int = 0
    shared: int = 0
    sides: dict[str, Side] = field(default_factory=dict)

    def side(self, name: str) -> Side:
        return self.sides.setdefault(name, Side())

    def add(self, other: Tally) -> None:
        """Adds the games `other` counted (another process's, say) to these."""
        self.games += other.games
        self.unfinished += other.unfinished
        self.shared += other.shared
        for name, theirs in other.sides.items():
            mine = self.side(name)
            for count in (number.name for number in fields(Side)):
                setattr(mine, count, getattr(mine, count) + getattr(theirs, count))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion of `wins` in `n`."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


class BotRollouts(Evaluator):
    """A search's rollouts played out by our bots of `level` at every seat, in Rust; the
    prior is uniform, as with OpenSpiel's random rollouts."""

    def __init__(self, level: str, random_state: np.random.RandomState):
        self.level = level
        self.random_state = random_state

    def evaluate(self, state):
        seats = state.get_game().num_players()
        if state.pending is not None:
            state = self.finished(state)
        world = state.state
        left = max(0, state.max_actions - world.move_number)
        seed = int(self.random_state.randint(2**31))
        return np.array(world.play_out([self.level] * seats, seed, max_actions=left))

    def finished(self, state):
        """A clone of `state` with the action its seat has chosen in part finished as a
        player who saw this world would (P.I.: its own case, when the parts so far lead
        there), else at random among the legal completions, so that a part is worth the
        chance that it is right; then the draws the action brings (a new mini-game's deal)
        are made uniformly."""
        state = state.clone()
        completions = state.completions()
        informed = state.state.informed_action()
        if informed not in completions:
            informed = completions[self.random_state.randint(len(completions))]
        state.finish(informed)
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[self.random_state.randint(len(outcomes))][0])
        return state

    def prior(self, state):
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


class InformedPrior(Evaluator):
    """`inner`'s rollouts, with OpenSpiel's uniform prior except at the root of a search
    whose seat is sure of the next part of its informed action (:func:`sure_part`): there
    half the prior's weight goes to that part and the rest is spread evenly."""

    def __init__(self, inner: Evaluator):
        self.inner = inner
        # The root's information state and the part its seat is sure of, if any.
        self.root: tuple[str, int] | None = None

    def evaluate(self, state):
        return self.inner.evaluate(state)

    def prior(self, state):
        legal = state.legal_actions()
        if self.root is not None:
            key, part = self.root
            if part in legal and state.information_state_string(state.current_player()) == key:
                rest = (1.0 - INFORMED_WEIGHT) / len(legal)
                return [
                    (action, rest + (INFORMED_WEIGHT if action == part else 0.0))
                    for action in legal
                ]
        return [(action, 1.0 / len(legal)) for action in legal]


class InformedSearch(ISMCTSBot):
    """OpenSpiel's IS-MCTS, except that when its seat is sure of the next part of its
    informed action it searches with :class:`InformedPrior`'s root prior and PUCT, which
    weighs the prior (UCT ignores it): in P.I. at 3 to 5 players a search with the
    uniform prior becomes sure of its case and still does not solve it, its visits spread
    over every action alike, so games do not end. Otherwise it is OpenSpiel's search."""

    def run_search(self, state):
        part = sure_part(state, self._random_state)
        key = state.information_state_string(state.current_player())
        self._evaluator.root = None if part is None else (key, part)
        self._child_selection_policy = (
            ChildSelectionPolicy.UCT if part is None else ChildSelectionPolicy.PUCT
        )
        return super().run_search(state)


def sure_part(state, random_state: np.random.RandomState) -> int | None:
    """The next staged action towards the informed action of the seat to act, if it is
    the same in :data:`SURE_WORLDS` worlds drawn for that seat (the seat is sure of it, or
    nearly), else ``None``; also ``None`` where the game names no informed action."""
    seat = state.current_player()
    parts = {
        informed_part(state.resample_from_infostate(seat, random_state.random_sample))
        for _ in range(SURE_WORLDS)
    }
    return parts.pop() if len(parts) == 1 else None


def informed_part(state) -> int | None:
    """The next staged action towards the informed action of the seat to act in `state`,
    if the game names one and the parts chosen so far lead there."""
    informed = state.state.informed_action()
    if informed is None:
        return None
    steps = state.split(informed)
    chosen = state.staging.split_pending(state.pending)
    if steps[: len(chosen)] != chosen or len(chosen) >= len(steps):
        return None
    return steps[len(chosen)]


def roles_for(players: int, index: int) -> list[str]:
    """Our bot at seat `index` modulo the table, the search at every other seat."""
    roles = [SEARCH] * players
    roles[index % players] = "ours"
    return roles


@dataclass
class Match:
    """What every game of a run shares: the game and table size, our bots' level, the
    search's rollouts (``"random"`` or one of our levels), the number of actions after
    which a game still going is stopped with no winner, the search's UCT constant and its
    prior (``"uniform"`` or ``"informed"``)."""

    game: str
    players: int
    level: str = "hard"
    rollouts: str = RANDOM
    max_actions: int = 2000
    uct_c: float = UCT_C
    prior: str = UNIFORM

    def load(self):
        return pyspiel.load_game(
            openspiel.short_name(self.game),
            {"players": self.players, "max_actions": self.max_actions},
        )


def search_bot(match: Match, game, simulations: int, seed: int) -> ISMCTSBot:
    """OpenSpiel's IS-MCTS for `game` with `simulations` per decision, the match's UCT
    exploration constant and its rollouts: ``"random"`` (OpenSpiel's) or one of our bot
    levels (:class:`BotRollouts`); with the informed prior, :class:`InformedSearch`. All
    its choices, and the worlds it searches, are drawn from `seed`."""
    random_state = np.random.RandomState(seed)
    if match.rollouts == RANDOM:
        evaluator = RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    else:
        evaluator = BotRollouts(match.rollouts, random_state)
    informed = match.prior == INFORMED
    bot = (InformedSearch if informed else ISMCTSBot)(
        game,
        InformedPrior(evaluator) if informed else evaluator,
        uct_c=match.uct_c,
        max_simulations=simulations,
        random_state=random_state,
    )
    # Its worlds come from its own generator: OpenSpiel's default sampler is seeded afresh
    # in every process, so a run could not be repeated from its seed.
    bot.set_resampler(
        lambda state, player: state.resample_from_infostate(player, random_state.random_sample)
    )
    return bot


def credit(returns: list[float]) -> list[float]:
    """Each seat's share of a game's win: 1/k for each of its k winners (returns are 1.0
    for a winner, 0.0 otherwise), nothing for anyone in a game nobody won."""
    winners = sum(returns)
    return [r / winners if winners else 0.0 for r in returns]


def play_game(match: Match, simulations: int, seed: int, tally: Tally, index: int = 0):
    """Plays one game, our bot at seat `index` modulo the table, adds it to `tally` and
    returns its final state."""
    game = match.load()
    rng = np.random.RandomState(seed)
    roles = roles_for(match.players, index)
    ours_name = f"whodunit {match.level}"
    players_by_seat = [
        search_bot(match, game, simulations, seed * 31 + seat)
        if role == SEARCH
        else Bot(match.game, match.level, seat, seed * 31 + seat)
        for seat, role in enumerate(roles)
    ]
    state = game.new_initial_state()
    while not state.is_terminal():
        moves = state.state.move_number
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
        else:
            seat = state.current_player()
            player = players_by_seat[seat]
            side = tally.side(SEARCH if roles[seat] == SEARCH else ours_name)
            # Only real choices count as decisions: with one legal action there is nothing
            # to decide (the search returns it at once).
            choice = len(state.legal_actions()) > 1
            started = time.perf_counter()
            ours = isinstance(player, Bot)
            if ours:
                action = player.choose(state.state)
            else:
                action = player.step(state)
                side.simulations += simulations if choice else 0
            if choice:
                side.seconds += time.perf_counter() - started
                side.decisions += 1
            if ours:
                # Our bot chooses the engine's action whole; the game takes it part by part.
                state.finish(action)
            else:
                state.apply_action(action)
        if state.state.move_number > moves:
            for player in players_by_seat:
                if isinstance(player, Bot):
                    player.observe(state.state)
    tally.games += 1
    returns = state.returns()
    if not state.state.is_terminal:
        tally.unfinished += 1
    tally.shared += sum(returns) > 1
    for seat, (role, share) in enumerate(zip(roles, credit(returns))):
        side = tally.side(SEARCH if role == SEARCH else ours_name)
        side.seats += 1
        side.wins += share
        side.whole_wins += returns[seat]
    return state


def tally_of_game(task: tuple[Match, int, int, int]) -> Tally:
    """The tally of the one game that :func:`play_game` plays from `task`: the match, the
    search's simulations, the game's seed and its index."""
    match, simulations, seed, index = task
    tally = Tally()
    play_game(match, simulations, seed, tally, index)
    return tally


def tallies_one_by_one(
    match: Match, simulations: Callable[[], int], seed: int, games: int
) -> Iterator[Tally]:
    """Each game's tally in turn, game `index` played from seed `seed + index` with the
    search's simulations that `simulations()` gives just before it."""
    for index in range(games):
        yield tally_of_game((match, simulations(), seed + index, index))


def tallies_side_by_side(
    match: Match, simulations: int, seed: int, games: int, jobs: int
) -> Iterator[Tally]:
    """Each game's tally in the order of the games, from `jobs` processes playing them side
    by side. Game `index` is played from seed `seed + index` as one process would play it,
    so the wins are the same whatever the number of processes."""
    tasks = [(match, simulations, seed + index, index) for index in range(games)]
    # A fresh interpreter for each process, where OpenSpiel's games are registered anew.
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs, initializer=openspiel.register) as pool:
        yield from pool.imap(tally_of_game, tasks)


def calibrate(match: Match, seconds: float, seed: int) -> int:
    """Simulations that take about `seconds` for one decision, from a timed trial of a
    few decisions early in a game."""
    game = match.load()
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    trial = 10
    spent, searched = 0.0, 0
    while not state.is_terminal() and searched < 3:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
            continue
        if len(state.legal_actions()) > 1:
            bot = search_bot(match, game, trial, seed + searched)
            started = time.perf_counter()
            bot.step(state)
            spent += time.perf_counter() - started
            searched += 1
        state.apply_action(state.legal_actions()[rng.randint(len(state.legal_actions()))])
    per_simulation = spent / max(1, searched * trial)
    return max(MIN_SIMULATIONS, round(seconds / per_simulation)) if per_simulation > 0 else trial


def fair_share(tally: Tally, whole: bool = False) -> float:
    """What a seat wins if every player is alike: all seats' wins over all seats played
    (1 / players when each game is won; less when games stop unfinished). With `whole`,
    shared wins count whole, which raises it where games are won together."""
    seats = sum(side.seats for side in tally.sides.values())
    wins = sum(side.whole_wins if whole else side.wins for side in tally.sides.values())
    return wins / seats if seats else 0.0


def share_line(label: str, wins: float, seats: int, fair: float) -> str:
    """`wins` in `seats` as a rate with its 95% interval, against the fair share `fair`."""
    rate = wins / seats if seats else 0.0
    low, high = wilson(wins, seats)
    return (
        f"{label}: {wins:.4g} wins in {seats} seats = {rate:.1%} [95%: {low:.1%} to {high:.1%}], "
        f"{rate / fair if fair else 0:.2f}x the fair share {fair:.1%}"
    )


def report(match: Match, simulations: int, tally: Tally) -> str:
    fair = fair_share(tally)
    lines = [
        f"{match.game}, {match.players} players: {tally.games} games "
        f"({tally.unfinished} stopped unfinished, {tally.shared} won by several seats), "
        f"{SEARCH} with {simulations} simulations per decision at the end, "
        f"{match.rollouts} rollouts and UCT's c = {match.uct_c:g}"
        + (", informed prior when sure" if match.prior == INFORMED else "")
    ]
    for name, side in sorted(tally.sides.items()):
        per_decision = side.seconds / side.decisions if side.decisions else 0.0
        lines.append(
            f"  {share_line(name, side.wins, side.seats, fair)}; "
            f"{per_decision:.3f} s per decision with a choice"
        )
        if tally.shared:
            whole = share_line(
                "shared wins whole", side.whole_wins, side.seats, fair_share(tally, whole=True)
            )
            lines.append(f"    {whole}")
    return "\n".join(lines)


def main(argv=None) -> None:
    known = {entry["name"]: entry for entry in games()}
    parser = argparse.ArgumentParser(
        prog="python -m whodunit.openspiel_arena",
        description="whodunit's own bots against OpenSpiel's IS-MCTS, with 95% intervals.",
    )
    parser.add_argument("--game", choices=sorted(known), required=True)
    parser.add_argument(
        "--players",
        type=int,
        action="append",
        help="a table size (repeat for several; default: every size the game takes)",
    )
    parser.add_argument("--games", type=int, default=20, help="games per table size")
    parser.add_argument("--level", default="hard", help="our bots' level (default: hard)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--simulations", type=int, help="IS-MCTS simulations per decision")
    budget.add_argument(
        "--seconds-per-decision",
        type=float,
        default=1.0,
        help="set the simulations from a timed trial to about this (default: 1.0)",
    )
    parser.add_argument(
        "--rollouts",
        default=RANDOM,
        help="who plays the search's rollouts out: random (OpenSpiel's, the default) or one "
        "of our bot levels",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="games played side by side, each process on its own (default 1; at most the "
        "cores, or the search's time per decision grows). The wins do not depend on it; "
        "with more than one, the timed trial's simulations are kept for the whole run",
    )
    parser.add_argument(
        "--uct-c",
        type=float,
        default=UCT_C,
        help=f"the search's UCT exploration constant (default {UCT_C:g}, as in OpenSpiel's "
        "examples; our returns run from 0 to 1, where two-player games' run from -1 to 1)",
    )
    parser.add_argument(
        "--prior",
        choices=[UNIFORM, INFORMED],
        default=UNIFORM,
        help="the search's prior: uniform (OpenSpiel's, the default) or informed: when the "
        "seat is sure of what a player who saw the world would do next (P.I.: the next part "
        "of the solve of its own case), half the root's prior goes there, chosen by PUCT; "
        "it changes only games that name such an action (P.I.)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--max-actions",
        type=int,
        default=2000,
        help="stop a game still going after this many actions, with no winner (default 2000)",
    )
    args = parser.parse_args(argv)
    entry = known[args.game]
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if not args.uct_c >= 0:
        parser.error("--uct-c must be 0 or more")
    if args.simulations is not None and args.simulations < MIN_SIMULATIONS:
        parser.error(f"--simulations must be at least {MIN_SIMULATIONS}")
    sizes = args.players or list(range(entry["min_players"], entry["max_players"] + 1))
    for players in sizes:
        if not entry["min_players"] <= players <= entry["max_players"]:
            parser.error(
                f"{args.game} takes {entry['min_players']} to {entry['max_players']} players"
            )
    for level in (args.level, args.rollouts):
        if level != RANDOM and level not in entry["bot_levels"]:
            parser.error(f"{args.game}'s bot levels are {entry['bot_levels']}")
    if args.level == RANDOM:
        parser.error("--level is one of our bot levels")
    openspiel.register()
    for players in sizes:
        match = Match(
            args.game,
            players,
            args.level,
            args.rollouts,
            args.max_actions,
            args.uct_c,
            args.prior,
        )
        simulations = args.simulations or calibrate(match, args.seconds_per_decision, args.seed)
        tally = Tally()
        if args.jobs > 1:
            played = tallies_side_by_side(match, simulations, args.seed, args.games, args.jobs)
        else:
            # Read before each game: a timed run sets them again after each.
            played = tallies_one_by_one(match, lambda: simulations, args.seed, args.games)
        for game_tally in played:
            tally.add(game_tally)
            search = tally.side(SEARCH)
            if args.simulations is None and args.jobs == 1 and search.simulations:
                per_simulation = search.seconds / search.simulations
                simulations = max(
                    MIN_SIMULATIONS, round(args.seconds_per_decision / per_simulation)
                )
            # The tally so far after every game, so that a long run stopped early still says
            # what it measured.
            print(report(match, simulations, tally), flush=True)


if __name__ == "__main__":
    main()
