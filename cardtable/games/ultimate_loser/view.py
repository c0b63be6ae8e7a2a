"""What one seat at an Ultimate Loser table may know, and nothing more."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.views import SeatView

Plays = tuple[tuple[int, tuple[Card, ...]], ...]
"""A round of plays as (seat, cards) in the order they were made."""


@dataclass(frozen=True)
class RoundRecord:
    """A finished round of plays, as everyone saw it: the plays, who passed (and who of them
    swapped with the gin card: ``(seat, given, taken)``), who played best, who leads next
    (None when rock-paper-scissors decided it or the hand ended) and who drank how much."""

    plays: Plays
    passers: tuple[int, ...]
    swaps: tuple[tuple[int, Card, Card], ...]
    best: int
    leader: int | None
    drinks: tuple[int, ...]


@dataclass(frozen=True)
class UltimateLoserView(SeatView):
    """A seat's knowledge: its own cards, the face-up gin card, and everything public.

    ``shape`` is what was led this round (0 before the lead; see ``plays``); ``plays`` the
    round so far, ``passers`` who has passed in it and ``swaps`` the swaps with the gin card.
    ``rounds`` holds the finished rounds of this hand. ``drinks`` counts each seat's drinks
    this hand, ``scores`` the totals of the finished hands. In a rock-paper-scissors for the
    lead, ``shape_players`` are those playing it, ``shapes_chosen`` those who have chosen (what
    they chose stays hidden) and ``my_shape`` this seat's own choice (0 if none).
    ``hands_in_game`` is 0 in an open-ended game.

    ``trick``, ``tricks`` and ``trick_winners`` show the same rounds card by card, as the trick
    games do, for the table and the "last trick" panel.
    """

    deal: int
    dealer: int
    gin: Card
    stock_size: int
    leader: int
    shape: int
    plays: Plays
    passers: tuple[int, ...]
    swaps: tuple[tuple[int, Card, Card], ...]
    rounds: tuple[RoundRecord, ...]
    drinks: tuple[int, ...]
    hand_number: int
    hands_in_game: int
    penalty: int
    shape_players: tuple[int, ...]
    shapes_chosen: tuple[int, ...]
    my_shape: int

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The round in play, card by card."""
        return tuple((seat, c) for seat, cards in self.plays for c in cards)

    @property
    def tricks(self) -> tuple[tuple[tuple[int, Card], ...], ...]:
        """The finished rounds of this hand, card by card."""
        return tuple(tuple((seat, c) for seat, cards in r.plays for c in cards)
                     for r in self.rounds)

    @property
    def trick_winners(self) -> tuple[int, ...]:
        """Who played best in each finished round."""
        return tuple(r.best for r in self.rounds)

    @property
    def out(self) -> tuple[int, ...]:
        """The seats that have no cards left."""
        return tuple(s for s, size in enumerate(self.hand_sizes) if size == 0)

    def played_cards(self) -> list[Card]:
        """Every card seen played this hand, finished rounds and the current one."""
        return [c for r in self.rounds for _, cards in r.plays for c in cards] + [
            c for _, cards in self.plays for c in cards]

    def seen_swapped(self) -> list[Card]:
        """Cards seen going into a hand from the gin card this hand, in order."""
        return [taken for r in self.rounds for _, _, taken in r.swaps] + [
            taken for _, _, taken in self.swaps]
