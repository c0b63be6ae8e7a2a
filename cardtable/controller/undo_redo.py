"""What undo took, kept for redo; and how far an undo reaches, so the person is asked first.

An undo goes back to just before the person's latest own decision. The moves the computer made
while it had the person's seat are not the person's decisions: an undo goes back past them to
the person's own, and the person is asked first, as when an undo goes back past the deal in
play. Nothing is lost by it: redo brings every move back, until a new move is made.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.protocol import Action
from ..session.handovers import Handovers
from ..session.local import LocalSession


class UndoReach(NamedTuple):
    """How far an undo goes back beyond the person's own last move in the deal in play."""

    deals: int  # the deals it goes back past (0: it stays in the deal in play)
    computer_moves: bool  # it takes back moves the computer made in the person's seat

    @property
    def far(self) -> bool:
        """Whether the person should be asked before it is done."""
        return self.deals > 0 or self.computer_moves


def undo_reach(session: LocalSession, seat: int, target: int) -> UndoReach:
    """How far going back to log position ``target`` reaches for ``seat``."""
    deals = int(session.state.deal_no) - session.deal_at(target)
    return UndoReach(deals, session.played_for(seat, target))


class RedoList:
    """The positions undo left, latest last, each as its whole log and the computer's
    stretches then; every one begins with the log in play, until a new move clears them."""

    def __init__(self) -> None:
        self._left: list[tuple[tuple[Action, ...], Handovers]] = []

    def __bool__(self) -> bool:
        return bool(self._left)

    def remember(self, session: LocalSession) -> None:
        """Keep the position an undo is about to leave."""
        self._left.append((tuple(session.state.log), session.setup.handovers))

    def bring_back(self, session: LocalSession) -> None:
        """Go forward to the position the latest undo left."""
        log, handovers = self._left.pop()
        session.go_forward(log, handovers)

    def clear(self) -> None:
        """A new move was made: what was undone cannot come back after it."""
        self._left.clear()
