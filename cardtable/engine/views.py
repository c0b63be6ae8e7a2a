"""What every seat is shown of a game, whatever the game: the base of every game's view.

A game's view is a frozen dataclass built by its state for one seat. The fields here are the
ones every game has, so that the code between the engine and the window (the session, the
turn prompts, the table) can read a seat's hand, the scores or whose turn it is without
knowing which game is running; a game's own view adds what only that game has. The three
trick games (Black Lady, Ugly, Up and Down) share ``TrickView``, which adds the deal and its
tricks and what may be read from them.

Views are built with keyword arguments (or ``frozen.quick_builder``), never by position, so
the order of the fields carries no meaning.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .cards import Card
from .protocol import OptionValue, Phase
from .tricks import played_cards, shown_voids

Trick = tuple[tuple[int, Card], ...]
"""A trick as a view shows it: ``(seat, card)`` in the order played."""


@dataclass(frozen=True)
class SeatView:
    """What one seat may know in any game: who it is, how many play, the phase and whose
    decision it is, its own cards and how many every seat holds, the scores, the options.

    ``hand`` is this seat's cards, ``hand_sizes`` the number of cards in every seat's hand (its
    own included); ``to_act`` is -1 once the game is over.
    """

    seat: int
    players: int
    phase: Phase
    to_act: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    options: Mapping[str, OptionValue]


@dataclass(frozen=True)
class TrickView(SeatView):
    """What one seat may know in a trick game: the deal and its tricks, besides ``SeatView``.

    ``deal`` counts deals from 0 and ``dealer`` is the seat that dealt it. ``trick`` is the
    trick in play, led by ``leader``; ``tricks`` holds the deal's finished tricks as played,
    with ``trick_winners`` (None for a trick nobody won, which only Black Lady's cancellation
    makes) and ``tricks_won`` the number of tricks each seat has won this deal.
    """

    deal: int
    dealer: int
    trick: Trick
    leader: int
    tricks: tuple[Trick, ...]
    trick_winners: tuple[int | None, ...]
    tricks_won: tuple[int, ...]

    def played_cards(self) -> list[Card]:
        """Every card seen played this deal, finished tricks and the current one."""
        return played_cards((*self.tricks, self.trick))

    def voids(self) -> list[set[int]]:
        """The suits each seat has shown it lacks by not following the suit led."""
        return shown_voids((*self.tricks, self.trick), self.players)
