"""Steps per second from Python against the native simulator, measured side by side.

Runs, alternately and ``--repeats`` times in one process (this machine's speed drifts, so
only ratios within one run mean anything):

- ``native``: ``whodunit sim GAME --bots easy`` (whole games of easy bots, whose own
  choices are included), actions per second, on one thread and on every core;
- ``rollouts``: ``whodunit.rollouts`` with the same bots (every core);
- ``per-step``: a Python loop over ``State``: a random legal id, ``apply``; then the same
  reading the acting seat's observation into numpy first, as a training loop would;
- ``vector``: ``VectorGame`` with ``--batch`` games: observations and masks to numpy, a
  random legal id per game chosen by numpy, ``step``.

Prints each figure and its ratio to the native simulator of the same repetition::

    python crates/python/benchmarks/speed.py --game cluedo --players 4 --whodunit target/release/whodunit
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import time

import numpy as np
import whodunit


def native(binary: str, game: str, players: int, games: int, threads: int) -> float:
    """Actions per second of ``whodunit sim`` with easy bots."""
    command = [binary, "sim", game, "--bots", "easy", "--games", str(games)]
    command += ["--threads", str(threads), "--json", "--seed", "1"]
    if game != "bakerstreet":
        command += ["--players", str(players)]
    result = json.loads(subprocess.run(command, check=True, capture_output=True).stdout)
    return result["mean_actions"] * result["games"] / result["seconds"]


def rollouts(game: str, players: int, games: int) -> float:
    result = whodunit.rollouts(game, ["easy"] * players, games, seed=1)
    return result["actions"] / result["seconds"]


def per_step(game: str, players: int, seconds: float, observe: bool) -> float:
    rng = random.Random(1)
    actions, seed, started = 0, 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = whodunit.State(game, players, seed=seed)
        seed += 1
        while not state.is_terminal:
            if observe:
                np.asarray(state.observation(state.current_player), np.float32)
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    return actions / (time.perf_counter() - started)


def vector(game: str, players: int, batch: int, seconds: float) -> float:
    games = whodunit.VectorGame(game, batch, players=players, seed=1)
    rng = np.random.default_rng(1)
    shape = (batch, games.num_distinct_actions)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        np.frombuffer(games.observations(), np.float32)
        masks = np.frombuffer(games.action_masks(), np.int8).reshape(shape)
        # The largest random key among each row's legal ids: a uniform legal choice.
        actions = np.argmax(rng.random(shape) * masks, axis=1)
        games.step(actions.tolist())
        steps += 1
    return steps * batch / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="cluedo")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2000, help="games per native run")
    parser.add_argument("--batch", type=int, default=256, help="games of the VectorGame")
    parser.add_argument("--seconds", type=float, default=5.0, help="per Python loop")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--whodunit", default="target/release/whodunit", help="the binary")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    rows: dict[str, list[float]] = {}
    for repeat in range(args.repeats):
        one = native(args.whodunit, args.game, args.players, args.games, 1)
        every = native(args.whodunit, args.game, args.players, args.games, cores)
        figures = {
            "native, 1 thread": (one, one),
            f"native, {cores} threads": (every, every),
            f"rollouts, {cores} threads": (rollouts(args.game, args.players, args.games), every),
            "per-step State": (per_step(args.game, args.players, args.seconds, False), one),
            "per-step, observed": (per_step(args.game, args.players, args.seconds, True), one),
            f"VectorGame x{args.batch}": (
                vector(args.game, args.players, args.batch, args.seconds),
                every,
            ),
        }
        for name, (speed, base) in figures.items():
            rows.setdefault(name, []).append(speed / base)
            print(f"repeat {repeat + 1}: {name:<22} {speed:>12,.0f} actions/s  ratio {speed / base:.3f}")
    print(f"\n{args.game}, {args.players} players; ratio to native sim (median of {args.repeats}):")
    for name, ratios in rows.items():
        spread = f"{min(ratios):.3f}–{max(ratios):.3f}"
        print(f"  {name:<22} {statistics.median(ratios):.3f}  ({spread})")


if __name__ == "__main__":
    main()
