"""What happens only in Black Lady: hearts broken, a trick nobody takes (Cancellation) and the
kitty taken. The registry finds them here by name (``EVENTS``), for the shared table's messages."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.viewer import Viewer
from ...engine.visibility import hidden


@dataclass(frozen=True)
class HeartsBroken(Event):
    """The first heart of the deal fell: hearts may now be led."""

    seat: int
    card: Card
    cue = "bells"


@dataclass(frozen=True)
class TrickRolledOver(Event):
    """Nobody could win the trick (cancellation): its cards wait for the next trick's winner."""

    cards: tuple[tuple[int, Card], ...]
    leader: int


@dataclass(frozen=True)
class KittyTaken(Event):
    """The winner of the first trick took the kitty."""

    seat: int
    cards: tuple[Card, ...]

    def seen_by(self, viewer: Viewer) -> Event:
        """The kitty's cards, to its taker where the rules let him look at them."""
        return self if viewer.sees_kitty(self.seat) else replace(self, cards=hidden(self.cards))


EVENTS: tuple[type[Event], ...] = (HeartsBroken, TrickRolledOver, KittyTaken)
