"""What one seat at a Black Lady table may know, and nothing more."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Card
from ...frozen import quick_builder
from ...protocol import OptionValue, Phase
from ...tricks import played_cards, shown_voids

Trick = tuple[tuple[int, Card], ...]


@dataclass(frozen=True)
class BlackLadyView:
    """A seat's knowledge: its own cards, what it passed and received, and everything public.

    ``tricks`` holds the deal's finished tricks as played, with ``trick_winners`` (None for a
    trick that rolled over under cancellation). ``taken`` counts the penalty points each seat has
    visibly taken this deal: an unseen kitty's points are not in it.
    """

    seat: int
    players: int
    phase: Phase
    to_act: int
    deal: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pass_offset: int
    passing: tuple[Card, ...]
    received: tuple[Card, ...]
    trick: Trick
    leader: int
    tricks: tuple[Trick, ...]
    trick_winners: tuple[int | None, ...]
    hearts_broken: bool
    taken: tuple[int, ...]
    tricks_won: tuple[int, ...]
    kitty_size: int
    kitty: tuple[Card, ...]
    kitty_owner: int | None
    scores: tuple[int, ...]
    pool: int
    options: Mapping[str, OptionValue]

    @property
    def pass_target(self) -> int | None:
        """The seat this seat passes to in this deal, or None when the deal is held."""
        return (self.seat + self.pass_offset) % self.players if self.pass_offset else None

    def played_cards(self) -> list[Card]:
        """Every card seen played this deal, finished tricks and the current one."""
        return played_cards((*self.tricks, self.trick))

    def voids(self) -> list[set[int]]:
        """The suits each seat has shown it lacks by not following the suit led."""
        return shown_voids((*self.tricks, self.trick), self.players)


new_view = quick_builder(BlackLadyView)
"""Build a view from a dict of every one of its fields, quickly (see ``frozen``)."""
