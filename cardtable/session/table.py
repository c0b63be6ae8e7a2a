"""A game session: the one seam between a game and whoever shows it.

A session takes the decisions of its seats in and gives each seat its view and the events that
seat may see, and nothing else; it knows no window and no thread. ``LocalSession`` runs the
engine and the computer players in this process; ``RemoteSession`` is a seat at a table whose
game runs on a server. Both extend this protocol, which reads the game where both keep it, in
``state`` (the engine's state, or a façade of what the server said with the same names), so
that what is read of a game in play is written once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..engine.events import Event
from ..engine.protocol import Action, Phase
from .setup import GameSetup


class Session(Protocol):
    """A game in play, as the seats see it; see the module docstring."""

    state: Any
    """The game as the controller and the presenter read it; moves go through ``decide``."""

    @property
    def setup(self) -> GameSetup: ...

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def to_act(self) -> int:
        return self.state.to_act

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def log(self) -> Sequence[Action]:
        return self.state.log

    def view(self, seat: int) -> Any:
        """What ``seat`` may know now."""
        return self.state.view(seat)

    def legal_actions(self) -> list[Action]:
        """What the seat to act may do now."""
        return self.state.legal_actions()

    def decide(self, actions: Sequence[Action]) -> list[Event]:
        """Take one decision of the seat to act (several actions only for the cards of one
        pass) and return everything that happened; raises ``IllegalAction`` with the engine's
        reason, having changed nothing, when the rules refuse any of them or the list goes past
        the seat's decision (``engine.decisions``)."""
        ...

    def events_for(self, seat: int, events: Sequence[Event]) -> list[Event]:
        """``events`` as ``seat`` may see them."""
        ...

    def past_events(self, seat: int) -> list[Event]:
        """Everything that has happened in the game so far, as ``seat`` saw it happen."""
        ...

    def decisions_of(self, seat: int) -> list[int]:
        """The log positions where a decision of ``seat`` began (a pass of several cards
        counts once, a question answered for the seat because it had one answer not at all,
        and a stretch the computer played for the seat neither)."""
        ...
