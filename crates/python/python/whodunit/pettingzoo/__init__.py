"""PettingZoo AEC environments of every whodunit game.

Each game is reached as ``whodunit.pettingzoo.<game>_v0`` (``cluedo_v0``, ``pi_v0``,
``inkognito_v0``, ``bakerstreet_v0``, ``guess_v0``), a namespace with ``env(**kwargs)``
(the environment wrapped to enforce PettingZoo's call order) and ``raw_env(**kwargs)``;
the keyword arguments are :class:`WhodunitEnv`'s without ``game``::

    from whodunit.pettingzoo import cluedo_v0
    env = cluedo_v0.env(players=4, render_mode="ansi")

The list comes from the engine's registry (:func:`whodunit.games`), so a new game needs
nothing here.
"""

from __future__ import annotations

import functools
import types

from .._whodunit import games
from .env import WhodunitEnv, env_for

__all__ = ["WhodunitEnv", *(f"{game['name']}_v0" for game in games())]


@functools.cache
def _namespace(game: str) -> types.SimpleNamespace:
    return types.SimpleNamespace(
        env=functools.partial(env_for, game, wrapped=True),
        raw_env=functools.partial(WhodunitEnv, game),
        __doc__=f"The PettingZoo environment of {game}: env(**kwargs), raw_env(**kwargs).",
    )


def __getattr__(name: str) -> types.SimpleNamespace:
    game, _, version = name.rpartition("_")
    if version == "v0" and game in {known["name"] for known in games()}:
        return _namespace(game)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
