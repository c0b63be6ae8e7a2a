"""What one seat at an Up and Down table may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.frozen import quick_builder
from ...engine.tricks import shown_voids
from ...engine.views import TrickView


@dataclass(frozen=True)
class UpAndDownView(TrickView):
    """A seat's knowledge: its own cards and everything on the table.

    ``trump`` is the deal's trump suit, None for no trumps, or -1 before it is shown;
    ``trump_card`` the card turned up to show it, if any. ``bids`` holds each seat's bid, None
    until it has bid. ``forbidden_bid`` is the one bid the last bidder may not make (the
    "hook"), set only while that bidder is to act and only when that bid is possible.
    ``deal`` and ``deal_number`` both count deals from 0; ``deals_in_game`` is the length of the
    schedule (a loss limit can end the game sooner). ``settlement`` is what each seat would win
    or lose in points if the game were settled now.
    """

    trump: int | None
    trump_card: Card | None
    bids: tuple[int | None, ...]
    first_bidder: int
    cards_this_deal: int
    deal_number: int
    deals_in_game: int
    forbidden_bid: int | None
    settlement: tuple[int, ...]

    def voids(self) -> list[set[int]]:
        """The suits each seat has shown it lacks: the suit led when it did not follow, and
        trumps as well when it then did not trump (a player who can trump must)."""
        trump = self.trump if self.trump is not None and self.trump >= 0 else None
        return shown_voids((*self.tricks, self.trick), self.players, trump)


new_view = quick_builder(UpAndDownView)
"""Build a view from a dict of every one of its fields, quickly (see ``frozen``)."""
