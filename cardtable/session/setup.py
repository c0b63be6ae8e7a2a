"""What a game is, apart from the state of its cards: who sits where, its rules and seed, when
it began, the key that makes it one game in the history, and who played the person's seat.

Pure data, shared by the controller, the keeper and any later user of a game (a table over
the network, a replay): no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any
from uuid import uuid4

from ..storage.seat_kinds import PERSON
from .handovers import Handovers, handed_over, now


@dataclass(frozen=True)
class SeatSetup:
    """Who sits in a seat: a name and "person" or a bot kind."""

    name: str
    kind: str = PERSON


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start (or replay) a game, and what makes it one game in the history.

    ``record_key`` names the game for as long as it lasts, through saves, resumes and leaving
    it, so the history keeps one row for it; ``started_at`` is when its first deal began.
    ``handovers`` are the stretches of the log the computer played for the person.
    """

    game_id: str
    players: int
    seed: int
    seats: tuple[SeatSetup, ...]
    options: dict[str, Any] = field(default_factory=dict)
    preset: str | None = None
    person_seat: int | None = None  # kept when the person hands the seat to the computer
    record_key: str = field(default_factory=lambda: uuid4().hex)
    started_at: str = field(default_factory=now)
    handovers: Handovers = ()

    @property
    def person(self) -> int:
        """The seat the person plays (the table shows it at the bottom)."""
        if self.person_seat is not None:
            return self.person_seat
        for seat, s in enumerate(self.seats):
            if s.kind == PERSON:
                return seat
        for handover in self.handovers:
            if handover.end is None:
                return handover.seat
        return 0

    def started_again(self) -> GameSetup:
        """The same deal from the start as a game of its own: the person back in their seat,
        begun now, under a new key (the game left behind keeps its own row)."""
        seats = tuple(SeatSetup(s.name, PERSON) if handed_over(self.handovers, seat) else s
                      for seat, s in enumerate(self.seats))
        return replace(self, seats=seats, handovers=(), started_at=now(),
                       record_key=uuid4().hex)


@dataclass(frozen=True)
class TableSnapshot:
    """The table as the person sees it, for drawing it afresh (new game, undo).

    ``open_hands`` holds every seat's cards when they are all shown face up: a game over,
    told again in a replay, hides nothing.
    """

    view: Any  # the person's view (each game has its own kind)
    names: tuple[str, ...]
    person: int
    open_hands: tuple[tuple[int, ...], ...] | None = None
