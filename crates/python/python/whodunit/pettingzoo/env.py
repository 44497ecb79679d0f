"""One whodunit game as a PettingZoo AEC (agent-environment-cycle) environment.

Agents are ``player_0`` … ``player_{n-1}`` in seat order; the one to act is
``agent_selection``. Observations are dictionaries, as PettingZoo's board games give them:

- ``"observation"``: the seat's observation vector (``State.observation``), float32, each
  field documented by :func:`whodunit.observation_fields`; made from the seat's own view
  only, so it never holds another seat's secrets;
- ``"action_mask"``: int8, 1 at each fixed action id the agent may take now, zeros for an
  agent that is not to act.

Actions are the game's fixed action ids (``State.num_distinct_actions``); an illegal one
raises :class:`whodunit.RuleError` naming the rule, and the game is left as it was.
Rewards come at the end: 1 for each winner, 0 for everyone else. ``max_actions``
truncates games that would go on too long for a training loop.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .._whodunit import State, games, num_distinct_actions, observation_fields


class WhodunitEnv(AECEnv):
    """A whodunit game as a PettingZoo AEC environment.

    :param game: the game's name (``whodunit.games()``).
    :param players: the table size; the game's smallest when omitted.
    :param options: options laid over the game's default configuration, as for ``State``.
    :param render_mode: ``None`` or ``"ansi"`` (the command line's text table).
    :param render_viewer: whose table ``render`` shows: a seat, ``"spectator"`` (the
        default) or ``"omniscient"``.
    :param max_actions: truncate the game after this many actions (``None``: never; every
        game ends by its own rules).
    """

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: int | None = None,
        options: dict | None = None,
        render_mode: str | None = None,
        render_viewer: int | str = "spectator",
        max_actions: int | None = None,
    ):
        super().__init__()
        known = {entry["name"]: entry for entry in games()}
        if game not in known:
            raise ValueError(f"no game {game!r}; the games are {sorted(known)}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode {render_mode!r} is not None or 'ansi'")
        if max_actions is not None and max_actions < 1:
            raise ValueError("max_actions must be at least 1")
        self.game = game
        self.players = known[game]["min_players"] if players is None else players
        self.options = dict(options or {})
        # Check the table once now, so a bad size or option fails at construction.
        State(game, self.players, seed=0, options=self.options)
        self.metadata = {**self.metadata, "name": f"{game}_v0"}
        self.render_mode = render_mode
        self.render_viewer = render_viewer
        self.max_actions = max_actions
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        actions = num_distinct_actions(game)
        size = sum(field["len"] for field in observation_fields(game, self.players))
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (actions,), np.int8),
            }
        )
        # One space object per agent, the same at every call (as the API test checks).
        self._observation_spaces = {agent: observation for agent in self.possible_agents}
        self._action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self._np_random, _ = seeding.np_random(None)
        self._state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Deals a new game. A seed makes it and every later reset's deal reproducible;
        ``options`` is PettingZoo's per-reset argument and is not read."""
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
        deal = int(self._np_random.integers(0, 2**63))
        self._state = State(self.game, self.players, seed=deal, options=self.options)
        self._actions = 0
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self._state.current_player]

    def observe(self, agent: str) -> dict:
        seat = self._seats[agent]
        state = self._checked_state()
        observation = np.asarray(state.observation(seat), dtype=np.float32)
        if state.current_player == seat:
            mask = np.frombuffer(state.legal_action_mask(seat), dtype=np.int8).copy()
        else:
            mask = np.zeros(self._action_spaces[agent].n, dtype=np.int8)
        return {"observation": observation, "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._checked_state()
        state.apply(int(action))
        self._actions += 1
        self._cumulative_rewards[agent] = 0.0
        if state.is_terminal:
            returns = state.returns()
            for other, seat in self._seats.items():
                self.rewards[other] = returns[seat]
                self.terminations[other] = True
        elif self.max_actions is not None and self._actions >= self.max_actions:
            for other in self.agents:
                self.truncations[other] = True
        else:
            self.agent_selection = self.possible_agents[state.current_player]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The command line's text table of the game as ``render_viewer`` sees it."""
        if self.render_mode is None:
            return None
        return self._checked_state().text(self.render_viewer)

    def close(self) -> None:
        self._state = None

    def _checked_state(self) -> State:
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state


def env_for(game: str, wrapped: bool = True, **kwargs) -> AECEnv:
    """``game``'s environment; ``wrapped`` adds PettingZoo's call-order checks."""
    raw = WhodunitEnv(game, **kwargs)
    return wrappers.OrderEnforcingWrapper(raw) if wrapped else raw
