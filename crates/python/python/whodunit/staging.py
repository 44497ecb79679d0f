"""Choosing a game's combined actions one part at a time, for search.

Some games offer hundreds of actions in a turn that combine independent parts: a P.I. turn
offers up to 1,680 solve attempts, one for each suspect, crime and location
(:class:`whodunit.ActionBlock`). A search that tries every action of a node before it
compares them (as OpenSpiel's IS-MCTS does) can then only guess. :class:`Staging` turns
such a choice into a few small ones: the first part, then the next, and last the engine's
own action among those that match the parts chosen so far.

The staged numbering keeps every engine id as it is and adds, after them, one action for
each value of each block's parts but the last (the last part's choice is the engine's
action itself). A block's engine ids are legal only once their other parts are chosen.

A choice in progress (*pending*) is the block's index and the values chosen so far, or
``None``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

Pending = tuple[int, tuple[int, ...]] | None


@dataclass(frozen=True)
class _Block:
    name: str
    first_id: int
    part_names: list[str]
    values: list[list[str]]
    # The first staged action of each part but the last.
    first_choice: list[int]

    @property
    def sizes(self) -> list[int]:
        return [len(values) for values in self.values]

    @property
    def id_count(self) -> int:
        return int(np.prod(self.sizes))

    def digits(self, ids: np.ndarray) -> np.ndarray:
        """Each id's part values, one row per id (ids of this block)."""
        offsets = ids - self.first_id
        columns = []
        for size in reversed(self.sizes):
            columns.append(offsets % size)
            offsets = offsets // size
        return np.stack(columns[::-1], axis=1)


class Staging:
    """The staged actions of a game with `action_count` engine ids and the action `blocks`
    of :func:`whodunit.games` (none: every action is chosen whole)."""

    def __init__(self, action_count: int, blocks: list[dict]):
        self.blocks: list[_Block] = []
        next_action = action_count
        for block in blocks:
            parts = block["parts"]
            first_choice = []
            for part in parts[:-1]:
                first_choice.append(next_action)
                next_action += len(part["values"])
            self.blocks.append(
                _Block(
                    block["name"],
                    block["first_id"],
                    [part["name"] for part in parts],
                    [list(part["values"]) for part in parts],
                    first_choice,
                )
            )
        self.num_actions = next_action
        # The most actions one engine action becomes: all its parts but the last, then it.
        self.longest = max((len(block.sizes) for block in self.blocks), default=1)

    def _block_of(self, engine_id: int) -> int | None:
        for index, block in enumerate(self.blocks):
            if block.first_id <= engine_id < block.first_id + block.id_count:
                return index
        return None

    def _part_of(self, action: int) -> tuple[int, int, int] | None:
        """The block, part and value a staged action chooses, or ``None`` for an engine id."""
        for index, block in enumerate(self.blocks):
            for part, first in enumerate(block.first_choice):
                if first <= action < first + block.sizes[part]:
                    return index, part, action - first
        return None

    def split(self, engine_id: int) -> list[int]:
        """The staged actions that choose `engine_id`: its parts but the last, then itself."""
        index = self._block_of(engine_id)
        if index is None:
            return [engine_id]
        block = self.blocks[index]
        digits = block.digits(np.array([engine_id]))[0]
        choices = [first + int(value) for first, value in zip(block.first_choice, digits)]
        return [*choices, engine_id]

    def legal(self, engine_legal: list[int], pending: Pending) -> list[int]:
        """The staged actions legal when the engine's are `engine_legal` and `pending` is
        chosen so far, in increasing order."""
        if not self.blocks:
            return list(engine_legal)
        ids = np.asarray(engine_legal, dtype=np.int64)
        if pending is None:
            loose = np.ones(len(ids), dtype=bool)
            firsts = []
            for block in self.blocks:
                inside = (ids >= block.first_id) & (ids < block.first_id + block.id_count)
                loose &= ~inside
                values = np.unique(block.digits(ids[inside])[:, 0])
                firsts.extend(int(block.first_choice[0] + value) for value in values)
            return sorted([*map(int, ids[loose]), *firsts])
        block = self.blocks[pending[0]]
        chosen = pending[1]
        ids = self._matching(block, ids, chosen)
        if len(chosen) == len(block.sizes) - 1:
            return sorted(map(int, ids))
        values = np.unique(block.digits(ids)[:, len(chosen)])
        return [int(block.first_choice[len(chosen)] + value) for value in values]

    @staticmethod
    def _matching(block: _Block, ids: np.ndarray, chosen: tuple[int, ...]) -> np.ndarray:
        ids = ids[(ids >= block.first_id) & (ids < block.first_id + block.id_count)]
        digits = block.digits(ids)
        keep = np.all(digits[:, : len(chosen)] == np.array(chosen, dtype=np.int64), axis=1)
        return ids[keep]

    def completions(self, engine_legal: list[int], pending: Pending) -> list[int]:
        """The legal engine actions that finish `pending` (all of them when none is)."""
        if pending is None:
            return list(engine_legal)
        block = self.blocks[pending[0]]
        ids = np.asarray(engine_legal, dtype=np.int64)
        return [int(i) for i in self._matching(block, ids, pending[1])]

    def advance(
        self, pending: Pending, action: int, engine_legal: Callable[[], list[int]]
    ) -> tuple[Pending, int | None]:
        """What choosing staged `action` leaves pending, and the engine action to apply now
        if it finishes one (``None`` while parts remain). A part that does not follow
        `pending`, or an engine action out of turn with it, raises ``ValueError``; whether an
        engine action is legal is for the engine to say. `engine_legal` gives the engine's
        legal actions; it is called only for a part, so that taking an engine action costs
        no extra listing."""
        part = self._part_of(action)
        if part is not None:
            if action not in self.legal(engine_legal(), pending):
                raise ValueError(
                    f"{self.action_text(action)!r} does not follow {self.pending_text(pending)!r}"
                    if pending
                    else f"{self.action_text(action)!r} has no legal action to finish it"
                )
            index, _, value = part
            chosen = () if pending is None else pending[1]
            return (index, (*chosen, value)), None
        index = self._block_of(action)
        expected = None if index is None else self.split(action)[:-1]
        chosen = self.split_pending(pending)
        if index is not None and chosen != expected:
            raise ValueError(
                f"action {action} is chosen part by part: {', '.join(map(str, expected))}, then it"
            )
        if index is None and pending is not None:
            raise ValueError(f"action {action} cannot follow {self.pending_text(pending)!r}")
        return None, action

    def split_pending(self, pending: Pending) -> list[int]:
        """The staged actions that chose `pending` so far."""
        if pending is None:
            return []
        block = self.blocks[pending[0]]
        return [first + value for first, value in zip(block.first_choice, pending[1])]

    def action_text(self, action: int) -> str | None:
        """The text of a staged part choice, or ``None`` for an engine id."""
        part = self._part_of(action)
        if part is None:
            return None
        index, position, value = part
        block = self.blocks[index]
        return f"{block.name}: {block.part_names[position]} {block.values[position][value]}"

    def pending_text(self, pending: Pending) -> str:
        """The choice in progress, as one line (empty when there is none)."""
        if pending is None:
            return ""
        block = self.blocks[pending[0]]
        chosen = ", ".join(
            f"{block.part_names[position]} {block.values[position][value]}"
            for position, value in enumerate(pending[1])
        )
        return f"choosing {block.name}: {chosen}"

    def fields(self) -> list[dict]:
        """The tensor fields of a choice in progress, after the observation's: one per part
        of each block but the last, as :func:`whodunit.observation_fields` describes a field."""
        return [
            {
                "name": f"choosing_{block.name}_{part}",
                "len": block.sizes[position],
                "meaning": f"1 at the {part} you chose for the {block.name} you are choosing "
                f"part by part (values in order: {', '.join(block.values[position])}); all "
                "zeros otherwise",
            }
            for block in self.blocks
            for position, part in enumerate(block.part_names[:-1])
        ]

    def write(self, pending: Pending, out: np.ndarray) -> None:
        """Writes `pending` into `out`, laid out as :meth:`fields` says."""
        out.fill(0)
        start = 0
        for index, block in enumerate(self.blocks):
            for position, size in enumerate(block.sizes[:-1]):
                if pending is not None and pending[0] == index and position < len(pending[1]):
                    out[start + pending[1][position]] = 1
                start += size
