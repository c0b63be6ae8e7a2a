"""What one seat at a Black Lady table may know, and nothing more."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Card, suit
from ...protocol import OptionValue, Phase

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
        return [c for trick in (*self.tricks, self.trick) for _, c in trick]

    def voids(self) -> list[set[int]]:
        """The suits each seat has shown it lacks by not following the suit led."""
        out: list[set[int]] = [set() for _ in range(self.players)]
        for trick in (*self.tricks, self.trick):
            if not trick:
                continue
            led = suit(trick[0][1])
            for seat, card in trick[1:]:
                if suit(card) != led:
                    out[seat].add(led)
        return out
