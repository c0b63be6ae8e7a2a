"""What happened, in order: the small records that ``apply`` returns.

Events are the whole truth of the table, hidden cards included, because the controller animates
every card. They are for the table, never for a seat: a computer player gets ``state.view(seat)``,
and the controller shows the person only what their own seat may see.

Here are the base of every event and the events several games share: the deal, trumps, bids,
passing, a card played, a trick taken, a deal scored and the end of the game. An event only one
game has lives in that game's folder (``<game>/events.py``, which lists them as ``EVENTS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .cards import Card
from .viewer import Viewer


class Event:
    """One thing that happened at the table.

    What an event says of itself lets the shared parts of the app handle a game's own events
    without naming them: how a seat may see it, the sound it makes, and what it ends.
    """

    cue: ClassVar[str] = ""
    """The sound the table makes as it shows the event (its name in ``ui/table/cues.py``), or
    "" for a silent one."""

    ends: ClassVar[str] = ""
    """What the move that brought the event finished, for a review that steps by it: "trick"
    (a trick taken), "round" (a round of plays settled, where nobody takes a trick) or "turn"
    (a turn, as the next one begins); "" for the events that finish nothing."""

    def seen_by(self, viewer: Viewer) -> Event:
        """The event as ``viewer`` may see it: whole, unless it holds a card some seat may
        not know. ``visibility.visible_event`` screens the shared events itself and asks each
        other event this, so a game's own event that hides a card says so here."""
        return self


@dataclass(frozen=True)
class Dealt(Event):
    """A new deal: each seat's cards, the cards set aside (kitty or stock) and the dealer; the
    first ``face_up`` cards set aside lie face up for all to see (Ultimate Loser's gin card)."""

    deal: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] = ()
    removed: tuple[Card, ...] = ()
    face_up: int = 0
    cue = "deal"


@dataclass(frozen=True)
class TrumpChosen(Event):
    """Trumps for the deal: a suit, or None for no trumps; ``seat`` is who named them (None when
    they were drawn or turned up), ``card`` the card turned up to show them, if any."""

    suit: int | None
    seat: int | None = None
    card: Card | None = None


@dataclass(frozen=True)
class BidMade(Event):
    """A seat announced how many tricks it will take."""

    seat: int
    bid: int


@dataclass(frozen=True)
class PassChosen(Event):
    """A seat put a card aside to pass (face down: the others see only that a card moved)."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Passed(Event):
    """Every seat's chosen cards changed hands: ``(giver, receiver, cards)`` per seat."""

    transfers: tuple[tuple[int, int, tuple[Card, ...]], ...]
    cue = "deal"


@dataclass(frozen=True)
class Played(Event):
    """A seat played a card to the trick."""

    seat: int
    card: Card
    cue = "play"


@dataclass(frozen=True)
class TrickWon(Event):
    """A trick was taken. ``cards`` is the trick as played, ``extra`` what came with it."""

    winner: int
    cards: tuple[tuple[int, Card], ...]
    points: int
    extra: tuple[Card, ...] = ()
    cancelled: tuple[Card, ...] = ()
    cue = "trick"
    ends = "trick"


@dataclass(frozen=True)
class DealScored(Event):
    """A deal's result: points per seat, the new totals, and how the deal is marked.

    ``unscored`` counts penalty points nobody took (a last trick rolled over in Cancellation).
    """

    deal: int
    points: tuple[int, ...]
    scores: tuple[int, ...]
    taken: tuple[int, ...]
    moon: int | None = None
    marks: tuple[str, ...] = ()
    unscored: int = 0


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended; ``winners`` shares the win when several tie."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


SHARED: tuple[type[Event], ...] = (
    Dealt, TrumpChosen, BidMade, PassChosen, Passed, Played, TrickWon, DealScored, GameOver,
)
"""The events several games share; with each game's own (``registry.EVENT_TYPES``), the kinds a
shared table's messages may name."""
