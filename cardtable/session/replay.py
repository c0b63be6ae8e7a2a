"""A finished (or abandoned) game told again, position by position: what a review of the game
walks through.

A game is ``(game, options, seed, players, actions)``, so replaying its actions rebuilds every
position exactly. ``Replay`` does that once, keeping a copy of the state every ``EVERY``
actions so that going back is as quick as going forward, and notes where each decision, trick
(a round, a turn) and deal ends, so a reviewer can step by any of them. The game is over, so
nothing is hidden any more: ``hands`` gives every seat's cards at a position. Pure Python.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.events import DealScored, Event
from ..engine.protocol import Action, State
from ..engine.registry import get

EVERY = 32
"""Actions between two kept copies of the state: the longest way back rebuilds at most this
many."""

STEPS = ("move", "trick", "deal")
"""What a reviewer steps by: one action, to the end of a trick (a round of Ultimate Loser, a
turn of U-G-O), or to the end of a deal."""


class Replay:
    """The positions of one game; position ``n`` is the game after its first ``n`` actions."""

    def __init__(self, game_id: str, options: Mapping[str, Any] | None, seed: int,
                 players: int, actions: Sequence[Action], preset: str | None = None) -> None:
        state = get(game_id).new_game(options, seed, players, preset)
        self.game_id = game_id
        self.actions = tuple(actions)
        self._kept: list[State] = [state.clone()]
        self.events: list[list[Event]] = []  # the events of each action, by position
        ends: dict[str, list[int]] = {"trick": [], "deal": []}
        for n, action in enumerate(self.actions, 1):
            happened = state.apply(action)  # IllegalAction: the log is not this game's
            self.events.append(happened)
            if any(e.ends for e in happened):  # a trick, a round or a turn
                ends["trick"].append(n)
            if any(isinstance(e, DealScored) for e in happened):
                ends["deal"].append(n)
            if n % EVERY == 0:
                self._kept.append(state.clone())
        self.final = state
        self._ends = {"move": list(range(len(self.actions) + 1)), **ends}

    @property
    def length(self) -> int:
        """The last position: the game as it ended (or was left)."""
        return len(self.actions)

    def state_at(self, position: int) -> State:
        """The game after its first ``position`` actions (a copy: change it freely)."""
        if not 0 <= position <= self.length:
            raise IndexError(f"positions run from 0 to {self.length}, not {position}")
        kept = self._kept[position // EVERY].clone()
        for action in self.actions[position // EVERY * EVERY:position]:
            kept.step(action)
        return kept

    def hands(self, position: int) -> list[tuple[int, ...]]:
        """Every seat's cards at ``position``: face up, the game being over."""
        state = self.state_at(position)
        return [tuple(state.view(seat).hand) for seat in range(state.players)]

    def ends(self, step: str) -> list[int]:
        """The positions where each ``step`` ends (every position for a move)."""
        return list(self._ends[step])

    def forward(self, position: int, step: str) -> int:
        """The position after ``position`` at the end of the next ``step`` (or the last)."""
        ends = self._ends[step]
        found = bisect_right(ends, position)
        return ends[found] if found < len(ends) else self.length

    def back(self, position: int, step: str) -> int:
        """The position before ``position`` at the end of the previous ``step`` (or 0)."""
        ends = self._ends[step]
        found = bisect_left(ends, position)
        return ends[found - 1] if found > 0 else 0

    def deal_of(self, position: int) -> int:
        """The number of deals scored by ``position``: the scoresheet row it is in."""
        return bisect_right(self._ends["deal"], position)
