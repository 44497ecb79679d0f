"""Type stubs of the native module: what editors complete and type checkers read."""

from typing import Any, Literal, TypedDict

JSON = Any
"""A JSON value as Python's ``json`` module reads it: dict, list, str, int, float, bool, None."""

Viewer = int | Literal["spectator", "omniscient"]
"""A seat number, someone watching (public information only), or everything."""

class WhodunitError(Exception):
    """Everything whodunit raises about a game."""

    rule: str | None
    message: str

class RuleError(WhodunitError):
    """An action the rules refuse: ``rule`` is the rule id (``"CL-MOVE-3"``), or ``None``
    for an action that is not one of the game's at all (JSON of another shape, or an
    integer that is no action id); the state is unchanged."""

class SetupError(WhodunitError):
    """A game that cannot be set up: an unknown game, configuration or player count."""

class ActionPart(TypedDict):
    name: str
    values: list[str]

class ActionBlock(TypedDict):
    """A run of action ids that is every combination of its parts, numbered with the first
    part slowest: id ``first_id + ((v0 * len1 + v1) * len2 + v2)`` for values ``v0, v1, v2``."""

    name: str
    first_id: int
    parts: list[ActionPart]

class GameInfo(TypedDict):
    name: str
    min_players: int
    max_players: int
    bot_levels: list[str]
    max_chance_outcomes: int
    action_blocks: list[ActionBlock]

class Outcome(TypedDict):
    winners: list[int]
    scores: list[int]
    reason: str

class ObservationField(TypedDict):
    name: str
    offset: int
    """Where the field starts in the observation."""
    len: int
    meaning: str
    """What each of its numbers means, in one sentence."""

class RolloutStats(TypedDict):
    games: int
    wins: list[int]
    draws: int
    unfinished: int
    actions: int
    mean_actions: float
    reasons: dict[str, int]
    seconds: float

def games() -> list[GameInfo]:
    """Every game: name, smallest and largest table, bot levels (weakest first), its widest
    chance node, and its action blocks (P.I.'s solve attempts: suspect, crime, location)."""

def num_distinct_actions(game: str) -> int:
    """How many action ids ``game`` has: every action of every state, at every table size,
    has an id below it (OpenSpiel's ``num_distinct_actions``)."""

def observation_fields(game: str, players: int) -> list[ObservationField]:
    """The fields of a seat's observation in ``game`` at ``players`` seats, in order; the
    observation's length is the sum of their ``len``. Raises :class:`SetupError` for a
    table size the game does not take."""

def information_state_fields(game: str, players: int) -> list[ObservationField]:
    """The fields of a seat's information-state tensor in ``game`` at ``players`` seats, in
    order: the observation's fields, then the seat's exact notebook's (names starting with
    ``notebook_``). Raises :class:`SetupError` for a table size the game does not take."""

def rollouts(
    game: str,
    bots: list[str],
    games: int,
    seed: int = 0,
    options: dict[str, JSON] | None = None,
    threads: int | None = None,
    max_actions: int = 100_000,
) -> RolloutStats:
    """Plays ``games`` whole games with bot level ``bots[s]`` at seat ``s`` (as many seats as
    bots), game ``i`` with seed ``seed + i``, on ``threads`` Rust threads (default: one per
    core) without holding the GIL, and returns win counts per seat and other statistics. A
    game still going after ``max_actions`` is stopped and counted as ``unfinished`` (some
    games' bots could go on for ever; Cluedo's ``turn_limit`` option ends them as draws)."""

class State:
    """One game in progress. Same game, configuration, seed and actions give the same game
    as the Rust engine and the ``whodunit`` command line."""

    def __init__(
        self,
        game: str,
        players: int | None = None,
        seed: int = 0,
        options: dict[str, JSON] | None = None,
        config: dict[str, JSON] | None = None,
    ) -> None:
        """A new game at ``players`` seats (default: four, or the nearest size the game
        takes), ``options`` laid over the default configuration, or exactly ``config``."""

    @staticmethod
    def from_record(record: dict[str, JSON]) -> State:
        """The game a record describes, its actions replayed."""

    @staticmethod
    def explicit_chance(
        game: str,
        players: int | None = None,
        options: dict[str, JSON] | None = None,
        config: dict[str, JSON] | None = None,
    ) -> State:
        """A new game whose every draw (the deal's shuffles, each die) is given from
        outside at chance nodes (``is_chance_node``, ``chance_outcomes``,
        ``apply(outcome)``): OpenSpiel's chance nodes. It has no seed, so no record."""

    @property
    def game(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def config(self) -> dict[str, JSON]: ...
    @property
    def num_players(self) -> int: ...
    @property
    def current_player(self) -> int | None:
        """The seat to act, ``None`` once the game is over or at a chance node."""
    @property
    def is_terminal(self) -> bool: ...
    @property
    def is_dealt(self) -> bool:
        """Whether the deal is done (always, but at the first chance nodes of explicit
        chance)."""
    @property
    def is_chance_node(self) -> bool:
        """Whether chance is to act (explicit chance only)."""
    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, each outcome with its probability (all alike); else empty."""
    @property
    def move_number(self) -> int:
        """How many actions have been applied."""

    @property
    def num_distinct_actions(self) -> int:
        """How many action ids the game has (``whodunit.num_distinct_actions``)."""
    def legal_actions(self, seat: int | None = None) -> list[int]:
        """The fixed action ids of the legal actions of ``seat`` (default: the seat to act),
        ascending: the same action has the same id in every state."""
    def legal_action_mask(self, seat: int | None = None) -> bytes:
        """``num_distinct_actions`` bytes, 1 at each id in ``legal_actions(seat)``, else 0
        (``numpy.frombuffer(mask, numpy.int8)``)."""
    def legal_action_objects(self, seat: int | None = None) -> list[JSON]:
        """The same list as the game's JSON actions, in the order of ``legal_actions``."""
    def action_to_string(self, action: int) -> str:
        """The JSON text of the action whose id is ``action`` (legal now or not); raises
        :class:`RuleError` (``rule`` ``None``) for an integer that is no action id."""
    def apply(self, action: int | dict[str, JSON] | str) -> None:
        """Plays ``action``, an action id or the game's JSON action, for the seat to act;
        raises :class:`RuleError` if refused (``rule`` ``None`` for an integer that is no
        action id) and leaves the state as it was. At a chance node, ``action`` is the
        draw's outcome."""
    def observation(self, seat: int) -> list[float]:
        """``seat``'s observation: ``observation_size`` numbers in [0, 1], laid out as
        ``whodunit.observation_fields(game, num_players)`` says, made from the seat's own
        view only."""
    @property
    def observation_size(self) -> int:
        """The length of an observation at this table."""
    def play_out(self, bots: list[str], seed: int = 0, max_actions: int = 10_000) -> list[float]:
        """Plays this game on with a bot of ``bots[s]`` at seat ``s`` (the game's own bots,
        in Rust, starting here with nothing observed before) to its end or for
        ``max_actions`` actions, and gives each seat's return as ``returns()`` would then;
        this state does not move. Later draws come from the game's own generator, which a
        sampled world draws afresh: the rollout of a search. Raises :class:`SetupError`
        for an unknown bot level or the wrong number of bots, ``ValueError`` at a chance
        node."""
    def information_state(self, seat: int) -> list[float]:
        """``seat``'s information-state tensor: ``information_state_size`` numbers in
        [0, 1], laid out as ``whodunit.information_state_fields(game, num_players)`` says:
        its observation, then its exact notebook (the exact posterior over the hidden cards
        given everything the seat was shown). A sampled world raises ``ValueError``: it has
        no past of its own."""
    @property
    def information_state_size(self) -> int:
        """The length of an information-state tensor at this table."""
    def clone(self) -> State:
        """An independent copy."""
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: Any) -> State: ...
    def view(self, viewer: Viewer) -> dict[str, JSON]:
        """What ``viewer`` sees now, through the game's own view (hidden information stays
        hidden)."""
    def text(self, viewer: Viewer) -> str:
        """``viewer``'s table in words, as the command line prints it (only what it sees)."""
    def last_events(self, viewer: Viewer) -> list[JSON]:
        """The last action's events as ``viewer`` saw them."""
    def outcome(self) -> Outcome | None: ...
    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for everyone else."""
    def notebook(self, seat: int) -> dict[str, JSON] | None:
        """The exact deductions of ``seat``: the game's notebook."""
    def record(self) -> dict[str, JSON]:
        """The game as a record (``docs/records.md``) for ``whodunit replay``."""
    def sample_world(self, seat: int, seed: int) -> State:
        """A world ``seat`` cannot tell from this game, drawn with ``seed`` uniformly among
        those consistent with what the seat has seen (the game's exact counting). Its
        past is this game's as the seat saw it: it has no notebook and no record."""
    def informed_action(self, seat: int | None = None) -> int | None:
        """The id of the action ``seat`` (default: the seat to act) would take now if it saw
        this whole game, where the game names one (P.I.: the solve of the seat's own case),
        else ``None``; it may not be legal now. It reads hidden information: it is for the
        worlds a search samples, to finish a choice there as a player who knew the world
        would."""

class Bot:
    """One of the game's own bots at one seat; it learns the game only from its seat's
    view and events."""

    def __init__(self, game: str, level: str, seat: int, seed: int = 0) -> None:
        """A bot of ``level`` (``games()`` lists each game's levels) for ``seat``."""
    def observe(self, state: State) -> None:
        """Takes in the step ``state`` has just taken (call it after every step)."""
    def choose(self, state: State) -> int:
        """The id of its action, where its seat is to act."""
    @property
    def seat(self) -> int: ...

class VectorGame:
    """``num_games`` games of one game stepped together, for training loops: ``step``
    applies one action id in every game at once (in Rust threads, without the interpreter
    lock). Buffers come back as bytes for numpy::

        batch = VectorGame("cluedo", 256, players=4, seed=1)
        masks = np.frombuffer(batch.action_masks(), np.int8).reshape(256, -1)
        observations = np.frombuffer(batch.observations(), np.float32).reshape(256, -1)
        rewards, terminated, truncated = batch.step(actions)
        rewards = np.frombuffer(rewards, np.float32).reshape(256, batch.num_players)

    A game that ends is dealt again within the same ``step``: its row of ``rewards`` holds
    the finished game's returns and its ``terminated`` (or, past ``max_actions``,
    ``truncated``) byte is 1, and the observations and masks that follow are the new deal's.
    Deals follow from ``seed`` alone, so a batch is reproducible."""

    def __init__(
        self,
        game: str,
        num_games: int,
        players: int | None = None,
        seed: int = 0,
        options: dict[str, JSON] | None = None,
        max_actions: int | None = None,
    ) -> None: ...
    @property
    def num_games(self) -> int: ...
    @property
    def num_players(self) -> int: ...
    @property
    def num_distinct_actions(self) -> int: ...
    @property
    def observation_size(self) -> int: ...
    def deal_seeds(self) -> list[int]:
        """Each game's current deal's seed: ``State(game, players, seed=s)`` with the same
        actions is the same game."""
    def current_players(self) -> list[int]:
        """The seat to act in each game."""
    def observations(self) -> bytes:
        """The observation of the seat to act in each game: float32, ``num_games`` rows of
        ``observation_size``."""
    def action_masks(self) -> bytes:
        """The legal action ids of the seat to act in each game: int8 flags, ``num_games``
        rows of ``num_distinct_actions``."""
    def step(self, actions: list[int]) -> tuple[bytes, bytes, bytes]:
        """Plays ``actions[i]`` in game ``i`` for its seat to act; returns ``(rewards,
        terminated, truncated)`` (float32 ``num_games × num_players``, then one byte per
        game). If any action is not legal, raises :class:`RuleError` naming its game and no
        game moves; ``ValueError`` if there is not one action per game."""
