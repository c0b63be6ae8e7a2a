"""What one seat at a Knock-Out table may know."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.views import TrickView


@dataclass(frozen=True)
class KnockOutView(TrickView):
    """A seat's knowledge: its own cards and the public table.

    ``in_play`` lists the seats still in the game, in seat order; a seat knocked out holds no
    cards and plays no tricks. ``hand_size`` is how many cards each seat in play was dealt
    this deal (one fewer each deal).
    """

    in_play: tuple[int, ...]
    hand_size: int
