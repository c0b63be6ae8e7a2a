"""What one seat at a Black Lady table may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.frozen import quick_builder
from ...engine.views import TrickView


@dataclass(frozen=True)
class BlackLadyView(TrickView):
    """A seat's knowledge: its own cards, what it passed and received, and everything public.

    ``trick_winners`` holds None for a trick that rolled over under cancellation. ``taken``
    counts the penalty points each seat has visibly taken this deal: an unseen kitty's points
    are not in it. ``kitty`` shows the kitty's cards only to a taker the rules let look at it.
    """

    pass_offset: int
    passing: tuple[Card, ...]
    received: tuple[Card, ...]
    hearts_broken: bool
    taken: tuple[int, ...]
    kitty_size: int
    kitty: tuple[Card, ...]
    kitty_owner: int | None
    pool: int

    @property
    def pass_target(self) -> int | None:
        """The seat this seat passes to in this deal, or None when the deal is held (and for
        the public, which passes nothing)."""
        if not self.pass_offset or self.seat < 0:
            return None
        return (self.seat + self.pass_offset) % self.players


new_view = quick_builder(BlackLadyView)
"""Build a view from a dict of every one of its fields, quickly (see ``frozen``)."""
