"""whodunit: four deduction games (Cluedo, Bakerstreet, P.I., Inkognito) as forward models.

A :class:`State` is one game in progress: legal actions as fixed integer ids (with a
mask), ``apply``, cheap ``clone``, a seat's observation as numbers
(:func:`observation_fields` documents them), each seat's view and events as it saw them,
the exact notebook of a seat (also as numbers, after the observation:
:func:`information_state_fields`), and the game as a record that ``whodunit replay``
plays back. :class:`VectorGame` steps many games at once for training loops,
:func:`rollouts` plays many games of built-in bots in Rust threads, and :class:`Bot`
seats one of them beside players of your own. ``whodunit.pettingzoo`` and
``whodunit.openspiel`` make the games PettingZoo environments and OpenSpiel games. Every rule
refusal raises :class:`RuleError` carrying the rule's id.
"""

from ._whodunit import (
    Bot,
    RuleError,
    SetupError,
    State,
    VectorGame,
    WhodunitError,
    games,
    information_state_fields,
    num_distinct_actions,
    observation_fields,
    rollouts,
)

__all__ = [
    "State",
    "Bot",
    "VectorGame",
    "games",
    "information_state_fields",
    "num_distinct_actions",
    "observation_fields",
    "rollouts",
    "WhodunitError",
    "RuleError",
    "SetupError",
]
