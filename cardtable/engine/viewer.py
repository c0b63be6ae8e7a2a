"""Who is looking at the table: a seat or ``visibility.PUBLIC`` (a spectator), with what the
rules let it know of the deal besides its own cards.

Every event is shown to a viewer: the shared events by ``visibility.visible_event``, a game's
own by the event itself (``Event.seen_by``). The viewer stands apart from both, so that an
event can name it without importing what screens the events.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class Viewer:
    """Who is looking (a seat or ``PUBLIC``), and what they may know of the kitty.

    ``kitty`` is the deal's kitty, ``kitty_seen`` whether the rules let its taker look at it,
    ``kitty_points`` the penalty points it holds (hidden from all but a taker who may look).
    """

    seat: int
    kitty: frozenset[Card] = frozenset()
    kitty_seen: bool = False
    kitty_points: int = 0

    def sees_kitty(self, taker: int) -> bool:
        """Whether this viewer may see the kitty once ``taker`` has it."""
        return self.kitty_seen and taker == self.seat
