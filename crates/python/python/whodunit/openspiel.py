"""The whodunit games as OpenSpiel games (``pyspiel``), for its algorithms and bots.

:func:`register` registers ``python_whodunit_<game>`` for every game (``cluedo``,
``bakerstreet``, ``pi``, ``inkognito``, and the small test game ``guess``); then
``pyspiel.load_game("python_whodunit_cluedo", {"players": 5})`` gives a game like any
other. They are sequential games of imperfect information with explicit chance: the deal
and every later draw (a die, a reshuffle) are chance nodes, each outcome as likely as the
others, so drawing them uniformly deals exactly as the engine's own generator does
(:meth:`whodunit.State.explicit_chance`).

- Actions are the game's fixed action ids, as in :class:`whodunit.State`, with one change
  where a game combines independent parts into hundreds of actions (its action blocks,
  P.I.'s solve attempts): such an action is chosen part by part (:mod:`whodunit.staging`),
  the suspect, then the crime, then the solve attempt itself among the 14 that remain,
  with one more action id for each value of each part but the last after the engine's
  ids. A search that tries every action of a node first (OpenSpiel's IS-MCTS) could
  otherwise only guess among 1,700 actions. The game parameter ``split_actions=False``
  gives the engine's ids alone; :meth:`WhodunitState.split` turns an engine action into
  the actions that choose it.
- Returns: 1 for each winner, 0 for everyone else, at the end only.
- The **observation** of a seat is its view: the tensor is
  :meth:`whodunit.State.observation` (fields in :func:`whodunit.observation_fields`), the
  string the view's JSON.
- The **information state** of a seat is its view together with everything it was shown,
  in order (its events, redacted for it): its string holds the seat, the number of moves,
  the view's JSON and a digest of that history (perfect recall). Its tensor is
  :meth:`whodunit.State.information_state`: the observation, then the seat's exact
  notebook, the exact posterior over the hidden cards given that history (fields in
  :func:`whodunit.information_state_fields`). While a seat chooses an action part by part,
  its observation and information state (string and tensor, whose last fields say so)
  also hold the parts it chose so far; the other seats see nothing of them. A resampled
  world has no past of its own, so it has no such tensor (``ValueError``); its strings
  serve search.
- ``resample_from_infostate(player, sampler)`` gives a world the player cannot tell from
  this state, drawn uniformly among the consistent ones with the game's exact counting
  (:meth:`whodunit.State.sample_world`); what IS-MCTS plays out.
- The ``max_actions`` parameter (default 10,000) ends a game that has not ended after
  that many of the engine's actions with no winner, so that the game has the finite
  length OpenSpiel requires; the games end by their own rules long before.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pyspiel

from ._whodunit import (
    State,
    games,
    information_state_fields,
    num_distinct_actions,
    observation_fields,
)
from .staging import Pending, Staging

MAX_ACTIONS = 10_000


def short_name(game: str) -> str:
    """The name the game is registered under: ``python_whodunit_<game>``."""
    return f"python_whodunit_{game}"


def register() -> list[str]:
    """Registers every whodunit game with ``pyspiel`` (once; later calls change nothing)
    and gives their short names."""
    names = []
    registered = set(pyspiel.registered_names())
    for entry in games():
        name = short_name(entry["name"])
        if name not in registered:
            pyspiel.register_game(_game_type(entry), _game_class(entry))
        names.append(name)
    return names


def _game_type(entry: dict) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(entry["name"]),
        long_name=f"whodunit {entry['name']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=entry["max_players"],
        min_num_players=entry["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": max(entry["min_players"], min(4, entry["max_players"])),
            "max_actions": MAX_ACTIONS,
            "split_actions": True,
        },
    )


def _game_class(entry: dict):
    name = entry["name"]

    class WhodunitGame(pyspiel.Game):
        """One whodunit game for OpenSpiel (parameters ``players``, ``max_actions`` and
        ``split_actions``)."""

        def __init__(self, params=None):
            game_type = _game_type(entry)
            params = {**game_type.parameter_specification, **(params or {})}
            players = int(params["players"])
            if not entry["min_players"] <= players <= entry["max_players"]:
                raise ValueError(
                    f"{name} takes {entry['min_players']} to {entry['max_players']} "
                    f"players, not {players}"
                )
            self.game = name
            self.players = players
            self.max_actions = int(params["max_actions"])
            blocks = entry["action_blocks"] if params["split_actions"] else []
            self.staging = Staging(num_distinct_actions(name), blocks)
            info = pyspiel.GameInfo(
                num_distinct_actions=self.staging.num_actions,
                max_chance_outcomes=entry["max_chance_outcomes"],
                num_players=players,
                min_utility=0.0,
                max_utility=1.0,
                max_game_length=self.max_actions * self.staging.longest,
            )
            super().__init__(game_type, info, params)

        def new_initial_state(self):
            return WhodunitState(self, State.explicit_chance(name, players=self.players))

        def make_py_observer(self, iig_obs_type=None, params=None):
            if params:
                raise ValueError(f"observation parameters are not supported: {params}")
            perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
            return WhodunitObserver(self, perfect_recall)

    WhodunitGame.__name__ = f"WhodunitGame_{name}"
    return WhodunitGame


def _digest(before: str, text: str) -> str:
    return hashlib.blake2b((before + text).encode(), digest_size=16).hexdigest()


class WhodunitState(pyspiel.State):
    """A whodunit game in progress, for OpenSpiel: a :class:`whodunit.State` of explicit
    chance, for each seat (and for the public, the spectator) a digest of what it was shown
    so far, and the parts of an action the seat to act has chosen so far (``pending``)."""

    def __init__(
        self,
        game,
        state: State,
        digests: list[str] | None = None,
        pending: Pending = None,
    ):
        super().__init__(game)
        self.state = state
        self.max_actions = game.max_actions
        self.staging: Staging = game.staging
        # Seats 0..n-1, then the spectator: what each was shown, step by step.
        self.digests = digests or [""] * (game.players + 1)
        self.pending = pending

    def current_player(self):
        if self.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        if self.state.is_chance_node:
            return pyspiel.PlayerId.CHANCE
        return self.state.current_player

    def is_terminal(self):
        return self.state.is_terminal or self.state.move_number >= self.max_actions

    def _legal_actions(self, player):
        return self.staging.legal(self.state.legal_actions(player), self.pending)

    def chance_outcomes(self):
        return self.state.chance_outcomes()

    def _apply_action(self, action):
        action = int(action)
        if not self.state.is_chance_node:
            seat = self.state.current_player
            self.pending, action = self.staging.advance(
                self.pending, action, lambda: self.state.legal_actions(seat)
            )
            if action is None:
                return
        moves = self.state.move_number
        self.state.apply(action)
        if self.state.move_number > moves:
            self._record_step()

    def _record_step(self):
        viewers = [*range(len(self.digests) - 1), "spectator"]
        for index, viewer in enumerate(viewers):
            shown = json.dumps(self.state.last_events(viewer), sort_keys=True)
            self.digests[index] = _digest(self.digests[index], shown)

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance outcome {action}"
        return self.staging.action_text(action) or self.state.action_to_string(action)

    def split(self, engine_action: int) -> list[int]:
        """The actions that choose `engine_action` (an id of :class:`whodunit.State`) here:
        the parts of a combined action, then the action itself."""
        return self.staging.split(engine_action)

    def finish(self, engine_action: int) -> None:
        """Applies the actions still to choose `engine_action`, one of :meth:`completions`:
        all of :meth:`split` when nothing is chosen yet, else the parts not chosen yet."""
        for action in self.split(engine_action)[len(self.staging.split_pending(self.pending)) :]:
            self.apply_action(action)

    def completions(self) -> list[int]:
        """The legal engine actions that finish the choice in progress (every legal engine
        action when there is none)."""
        seat = self.state.current_player
        return self.staging.completions(self.state.legal_actions(seat), self.pending)

    def returns(self):
        return self.state.returns()

    def resample_from_infostate(self, player_id, probability_sampler):
        """A world `player_id` cannot tell from this one, drawn uniformly among the
        consistent ones with the game's exact counting, its seed drawn from
        ``probability_sampler`` (a callable giving floats in [0, 1))."""
        seed = int(probability_sampler() * 2**53)
        world = self.state.sample_world(player_id, seed)
        # The player saw the same; in the world, the others' private past is unknown,
        # so they are keyed by what everyone saw.
        public = self.digests[-1]
        digests = [
            self.digests[seat] if seat == player_id else _digest(public, f"world seat {seat}")
            for seat in range(len(self.digests) - 1)
        ]
        # Only the seat choosing knows what it chose so far.
        pending = self.pending if player_id == self.current_player() else None
        return WhodunitState(self.get_game(), world, [*digests, public], pending)

    def __str__(self):
        if not self.state.is_dealt:
            return "dealing"
        return self.state.text("omniscient")

    def __deepcopy__(self, memo):
        return WhodunitState(
            self.get_game(), self.state.clone(), list(self.digests), self.pending
        )


class WhodunitObserver:
    """Observations (a seat's view: its tensor and its string) and, with perfect recall,
    information states (its view and everything it was shown: the tensor adds its exact
    notebook, the string a digest of its history), as OpenSpiel's Python observers give
    them; both end with the parts of an action the seat has chosen so far."""

    def __init__(self, game, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        describe = information_state_fields if perfect_recall else observation_fields
        fields = [*describe(game.game, game.players), *game.staging.fields()]
        self.choosing = sum(field["len"] for field in game.staging.fields())
        self.tensor = np.zeros(sum(field["len"] for field in fields), np.float32)
        self.dict = {}
        start = 0
        for field in fields:
            self.dict[field["name"]] = self.tensor[start : start + field["len"]]
            start += field["len"]

    def set_from(self, state: WhodunitState, player: int):
        seen = self.tensor[: len(self.tensor) - self.choosing]
        if state.state.is_dealt and self.perfect_recall:
            seen[:] = state.state.information_state(player)
        elif state.state.is_dealt:
            seen[:] = state.state.observation(player)
        else:
            seen.fill(0)
        own = state.pending if player == state.current_player() else None
        state.staging.write(own, self.tensor[len(seen) :])

    def string_from(self, state: WhodunitState, player: int) -> str:
        if not state.state.is_dealt:
            return f"seat {player}: dealing"
        view = json.dumps(state.state.view(player), sort_keys=True)
        if player == state.current_player() and state.pending is not None:
            view = f"{view}\n{state.staging.pending_text(state.pending)}"
        if not self.perfect_recall:
            return view
        moves = state.state.move_number
        return f"seat {player} after {moves} moves\n{view}\nshown {state.digests[player]}"
