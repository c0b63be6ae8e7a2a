"""What one seat at an Ugly table may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card, mask_of
from ...engine.views import TrickView
from .scoring import hand_points

NOT_NAMED = -1  # ``trump`` before the chooser has spoken


@dataclass(frozen=True)
class UglyView(TrickView):
    """A seat's knowledge: its own cards, what it passed and received, and everything public.

    ``trump`` is a suit (0 ♣ … 3 ♠), None for no trumps, or -1 while it is still to be named.
    ``deal`` and ``hand_number`` both count hands from 0; ``pass_count`` is how many cards each
    seat passes this hand (1 in the first, then 3, 5 …, the whole hand in the last).
    ``passing`` holds the cards this seat chose to pass this hand (kept after the exchange) and
    ``received`` the cards it got, once every seat has chosen. ``scoring_cards`` lists, per seat,
    the Jacks, the 7♦ (Ugly) and the 7♣ (Charm) it has taken in tricks this hand: everyone saw
    them fall.
    """

    trump: int | None
    trump_chooser: int
    pass_count: int
    pass_offset: int
    passing: tuple[Card, ...]
    received: tuple[Card, ...]
    hand_number: int
    hands_in_game: int
    scoring_cards: tuple[tuple[Card, ...], ...]

    @property
    def trump_named(self) -> bool:
        """Whether trumps (or no trumps) have been named for this hand."""
        return self.trump != NOT_NAMED

    @property
    def trump_suit(self) -> int | None:
        """The trump suit, or None for no trumps and before trumps are named."""
        return None if self.trump is None or self.trump < 0 else self.trump

    def hand_points(self) -> tuple[int, ...]:
        """What each seat would score for this hand if it ended now."""
        return tuple(
            hand_points(t, mask_of(cards))
            for t, cards in zip(self.tricks_won, self.scoring_cards, strict=True)
        )
