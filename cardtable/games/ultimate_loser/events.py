"""What happens only in Ultimate Loser: plays of several cards, passes and swaps with the gin
card, the end of a round with its drinks, rock-paper-scissors for the lead, and the hand's
Ultimate Loser. The registry finds them here by name (``EVENTS``), for the shared table's
messages."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.cards import Card
from ...engine.events import Event
from ...engine.viewer import Viewer
from ...engine.visibility import HIDDEN


@dataclass(frozen=True)
class CombinationPlayed(Event):
    """A seat played several cards at once, or one card as a play of its own: ``name`` says
    what they make ("Pair of 9s")."""

    seat: int
    cards: tuple[Card, ...]
    name: str
    cue = "play"


@dataclass(frozen=True)
class TurnPassed(Event):
    """A seat passed instead of playing (and drinks for it)."""

    seat: int


@dataclass(frozen=True)
class GinSwapped(Event):
    """A seat passed and gave ``given`` for the face-up gin card ``taken``; ``given`` now lies
    face up in its place. Everyone sees both cards."""

    seat: int
    given: Card
    taken: Card
    cue = "play"


@dataclass(frozen=True)
class TrickSettled(Event):
    """The round of plays is over. ``best`` played the highest (None when nobody played),
    ``leader`` leads next (None while rock-paper-scissors decides it or when the hand is
    over); ``drinks`` is what each seat drinks for this trick, of which ``lowest`` lists those
    who drink for the lowest play, ``passers`` those who passed, and ``fours`` how many
    four-of-a-kinds made everyone drink."""

    best: int
    leader: int | None
    drinks: tuple[int, ...]
    lowest: tuple[int, ...]
    passers: tuple[int, ...]
    fours: int
    cue = "trick"
    ends = "round"


@dataclass(frozen=True)
class ShapeChosen(Event):
    """A seat chose rock, paper or scissors for the lead (hidden until all have chosen)."""

    seat: int
    shape: int

    def seen_by(self, viewer: Viewer) -> Event:
        """The shape, to the seat that chose it alone."""
        return self if viewer.seat == self.seat else replace(self, shape=HIDDEN)


@dataclass(frozen=True)
class ShapesShown(Event):
    """Everyone's rock-paper-scissors choice is shown; ``still_in`` are those who go on (one
    seat: the lead is decided; all of them again: a draw)."""

    shapes: tuple[tuple[int, int], ...]
    still_in: tuple[int, ...]


@dataclass(frozen=True)
class UltimateLoserFound(Event):
    """Only ``seat`` is left (or lost the trick where the last cards ran out): it drinks the
    penalty and deals the next hand."""

    seat: int
    penalty: int


EVENTS: tuple[type[Event], ...] = (
    CombinationPlayed, TurnPassed, GinSwapped, TrickSettled, ShapeChosen, ShapesShown,
    UltimateLoserFound,
)
